// The embed's part that runs before Python (which an embed downloads only when the reader asks):
// the Play button, the "Open the full game" link, the page's height for the host, and a mailbox
// that keeps the host's commands until the game (web/ui/app.py) reads them. boot.js sets
// <html data-view> and data-state="idle" and boots on "landlords:play"; see docs/embed.md.
const root = document.documentElement;
const params = new URLSearchParams(location.search);
const framed = window.parent !== window;
globalThis.landlordsFramed = framed; // read by the game (web/ui/render_embed.py) before it posts
const origin = params.get("origin")?.replace(/\/$/, "") || null;

function post(message) {
  if (framed) window.parent.postMessage({ ns: "landlords", v: 1, ...message }, origin ?? "*");
}

function play() {
  if (root.dataset.state === "idle") document.dispatchEvent(new Event("landlords:play"));
}

document.getElementById("play-embed")?.addEventListener("click", play);

// "Open the full game": this page without the embed's own parameters, in a new tab (the game
// updates it with the game in progress once it runs).
const full = new URL(location.href);
for (const name of ["view", "autoplay", "loop", "origin"]) full.searchParams.delete(name);
const link = document.getElementById("open-full");
if (link) link.href = full.href;

// Commands that come before the game listens wait here (app.py takes them, then listens itself).
// A command wakes an idle embed: a host that drives the game need not make the reader press Play.
const COMMANDS = new Set(["new-game", "load", "undo", "get-state", "set-pace", "pause", "resume", "step"]);
const inbox = [];
globalThis.landlordsInbox = inbox;
addEventListener("message", (event) => {
  if (globalThis.landlordsListening) return;
  const data = event.data;
  // Only a well-formed command of this version wakes the game; the game itself checks the rest.
  if (!data || typeof data !== "object" || data.ns !== "landlords" || data.v !== 1 || !COMMANDS.has(data.type)) {
    console.warn("Landlord's Game: a message that is not a command of version 1 was ignored.");
    return;
  }
  if (origin && event.origin !== origin) return;
  inbox.push({ data, origin: event.origin });
  play();
});

// The host may size its iframe to the content (without this, the embed still works at any size).
let height = 0;
function measure() {
  const now = Math.ceil(document.body.scrollHeight);
  if (now !== height) {
    height = now;
    post({ type: "height", height });
  }
}
if (framed && globalThis.ResizeObserver) new ResizeObserver(measure).observe(document.body);
if (root.dataset.state === "idle") post({ type: "idle", view: root.dataset.view ?? "full" });
