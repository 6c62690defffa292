// The position a shared game's embed shows before any Python loads. The Embed dialog (web/ui/poster.py)
// writes the board, drawn by the engine, deflated and in base64url, into the address's fragment
// ("#game=...&poster=..."); this script unpacks it and shows it as an <img>. An image never runs
// scripts, so a tampered poster can at worst show a wrong picture, and the game itself (loaded on
// Play) checks the shared game whole. The limits are checked before and while unpacking; when the
// poster is missing or refused the opening board stays, with a caption that says so.
// <html data-poster> says what happened: "shown", "absent" or "refused" (see docs/embed.md).
const MAX_ENCODED = 40_000; // characters of base64url (web/ui/poster.py keeps the same limits)
const MAX_SVG = 400_000; // bytes once unpacked
const SVG_START = '<svg xmlns="http://www.w3.org/2000/svg"';

const root = document.documentElement;
const fragment = new URLSearchParams(location.hash.slice(1));
const shared = fragment.has("game") || new URLSearchParams(location.search).has("game");
const holder = document.getElementById("board-holder");
const built = holder?.querySelector("svg"); // the opening board, drawn when the site was built
const note = document.querySelector("#play-cover .play-note");

function say(text) {
  if (note) note.textContent = text;
}

/** The poster's SVG text, or an exception that says why it was refused. */
async function unpack(text) {
  if (text.length > MAX_ENCODED) throw new Error(`longer than ${MAX_ENCODED} characters`);
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error("not base64url");
  const base64 = text.replaceAll("-", "+").replaceAll("_", "/") + "===".slice((text.length + 3) % 4);
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_SVG) {
      await reader.cancel();
      throw new Error(`unpacks to more than ${MAX_SVG} bytes`);
    }
    parts.push(value);
  }
  const svg = new TextDecoder("utf-8", { fatal: true }).decode(await new Blob(parts).arrayBuffer());
  if (!svg.startsWith(SVG_START) || !svg.trimEnd().endsWith("</svg>")) throw new Error("not a board drawing");
  return svg;
}

async function show(text) {
  const svg = await unpack(text);
  const image = new Image();
  image.className = "poster";
  const at = fragment.get("at");
  image.alt = `The board of the shared game${at ? ` after move ${at}` : ""}: a picture until Play opens the game.`;
  image.src = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  await image.decode();
  // Python may have drawn its own board meanwhile (a fast start): that one is live, keep it.
  if (!built?.isConnected) return;
  built.replaceWith(image);
  root.dataset.poster = "shown";
  say(`This shared game${at ? ` after move ${at}` : ""}. Play opens it here (about 6 MB).`);
}

if (root.dataset.view !== "full" && shared && holder) {
  const text = fragment.get("poster");
  if (!text) {
    root.dataset.poster = "absent";
    say("The opening board: Play opens the shared game at its position (about 6 MB).");
  } else {
    show(text).catch((error) => {
      root.dataset.poster = "refused";
      console.warn(`Landlord's Game: the link's poster was refused (${error.message}); the opening board is shown.`);
      say("The picture of this position could not be read, so the opening board is shown. Play opens the shared game (about 6 MB).");
    });
  }
}
