// The embed's part that runs before Python (which an embed downloads only when the reader asks):
// the Play button, the "Open the full game" link, the address's check (the rules come from
// ui/params.py, written into the page by the build), the page's height for the host, which copy of
// an identical embed this is, and the gate every host message passes: the parent window only, the
// `origin` parameter's origin only, bounded size and nesting, plain data. Messages wait in a mailbox
// until the game (web/ui/render_embed.py, through shell.js's hearHost) takes them. boot.js sets
// <html data-view> and data-state="idle" and boots on "landlords:play"; see docs/embed.md.
const root = document.documentElement;
const params = new URLSearchParams(location.search);
const framed = window.parent !== window;
globalThis.landlordsEmbedLoaded = true; // view.js says what is missing when this never ran
const RULES = JSON.parse(document.getElementById("landlords-rules")?.textContent || "{}");

// --- check:start (the address's check; tests/web/test_embed_js.py runs it against ui.params) ---
function addressProblems(search, rules) {
  if (search.length > rules.maxQuery) return [{ parameter: "address", text: "The address is too long." }];
  const given = new Map();
  const out = [];
  const say = (parameter, text) => out.push({ parameter, text });
  for (const [name, value] of new URLSearchParams(search)) {
    if (given.has(name)) say(name, `“${name}” is given twice. The first is used.`);
    else given.set(name, value);
  }
  const take = (name) => {
    const value = given.get(name);
    given.delete(name);
    return value;
  };
  const word = (value) => value.trim().toLowerCase();
  const oneOf = (name, value, allowed, fallback) => {
    if (value !== undefined && !allowed.includes(value)) {
      say(name, `“${name}” cannot be “${value.slice(0, 30)}” (${allowed.join(", ")}). ${fallback}`);
      return false;
    }
    return true;
  };
  const digits = (value) => /^[0-9]+$/.test(value);
  const view = take("view");
  oneOf("view", view === undefined ? undefined : word(view) || "full", rules.views, "The full page is shown.");
  for (const name of rules.flags) {
    const value = take(name);
    oneOf(name, value === undefined ? undefined : word(value), [...rules.true, ...rules.false], "It is off.");
  }
  const pace = take("pace");
  oneOf("pace", pace === undefined ? undefined : word(pace), rules.paces, "The usual pace is used.");
  const origin = take("origin");
  if (origin !== undefined && !new RegExp(rules.origin).test(originWord(origin))) {
    say("origin", `“${origin.slice(0, 30)}” is not an origin such as https://blog.example.org (no path, no *). `
      + "No page may send this game commands until it is corrected.");
  }
  const id = take("id");
  if (id !== undefined && !new RegExp(rules.id).test(id.trim())) {
    say("id", "The id should be 1 to 40 letters, digits, - or _. The game is kept as if no id were given.");
  }
  for (const name of rules.free) take(name);
  oneOf("python", take("python"), rules.pythons, "The usual place is used.");
  const at = take("at");
  if (at !== undefined && !digits(at.trim())) say("at", "“at” should be a move number. The latest move is shown.");
  let edition = take("edition");
  edition = edition === undefined ? "1906" : word(edition) || "1906";
  if (!oneOf("edition", edition, rules.editions, "The 1906 game is played.")) edition = "1906";
  seatProblems(take("seats"), take("names"), rules, say);
  const seed = take("seed");
  if (seed !== undefined && !(digits(seed.trim()) && Number(seed.trim()) <= rules.maxSeed)) {
    say("seed", "The seed should be a whole number. A random one is used.");
  }
  for (const [name, rule] of Object.entries(rules.options[edition])) {
    const value = take(name)?.trim();
    if (value === undefined) continue;
    const ok = rule.kind === "bool" ? [...rules.true, ...rules.false].includes(value.toLowerCase())
      : rule.kind === "int" ? digits(value) && rule.min <= Number(value) && Number(value) <= rule.max
      : rule.kind === "choice" ? rule.choices.includes(value) : false;
    if (!ok) say(name, `${rule.label}: “${value.slice(0, 30)}” is not allowed here. The usual rule is played.`);
  }
  for (const name of given.keys()) say(name, `“${name.slice(0, 30)}” is not a setting of this game. It was ignored.`);
  return out;
}

function seatProblems(levels, names, rules, say) {
  if (levels === undefined && names === undefined) return;
  const words = levels === undefined ? [] : levels.split(",").map((w) => w.trim().toLowerCase());
  let named = names === undefined ? [] : names.split(",").map((n) => n.trim());
  const count = words.length || named.length;
  if (count < 2 || count > 4) {
    say(words.length ? "seats" : "names", `A game has two to four seats, not ${count}. The usual three are used.`);
    return;
  }
  if (named.length && words.length && named.length !== count) {
    say("names", `${named.length} names were given for ${count} seats. The names were left out.`);
    named = [];
  }
  words.forEach((w, i) => rules.seatWords.includes(w) || say("seats", `Seat ${i + 1}: “${w.slice(0, 30)}” is neither a person nor a bot level. A bot plays it.`));
  named.forEach((n, i) => n.length > rules.maxName && say("names", `Seat ${i + 1}: a name has at most ${rules.maxName} letters.`));
  const kept = named.filter((n) => n && n.length <= rules.maxName);
  if (kept.length && new Set(kept).size !== kept.length) say("names", "Each player needs a different name. The usual names were used.");
}

function originWord(value) {
  const text = value.trim().toLowerCase();
  return text.endsWith("/") ? text.slice(0, -1) : text;
}
// --- check:end ---

const problems = RULES.options ? addressProblems(location.search.replace(/^\?/, ""), RULES) : [];
const rawOrigin = params.get("origin");
const origin = rawOrigin === null ? null : originWord(rawOrigin);
// An `origin` that is not an origin refuses every command and posts nothing: failing open would
// let any page drive the game and read its state.
const closed = problems.some((p) => p.parameter === "origin");

function post(message) {
  if (framed && !closed) window.parent.postMessage({ ns: "landlords", v: 1, ...message }, origin ?? "*");
}

function notice(text) {
  const box = document.getElementById("notice");
  if (!box) return;
  box.querySelector(".notice-text").textContent = text; // text, never markup
  box.hidden = false;
}

if (problems.length) {
  notice(problems.map((p) => p.text).join(" "));
  console.warn(`Landlord's Game: ${problems.map((p) => p.text).join(" ")}`);
  for (const p of problems) post({ type: "error", parameter: p.parameter, message: p.text });
  globalThis.landlordsToldProblems = true;
}

function play() {
  if (root.dataset.state === "idle") document.dispatchEvent(new Event("landlords:play"));
}

document.getElementById("play-embed")?.addEventListener("click", play);

// "Open the full game": this page without the embed's own parameters, in a new tab (the game
// updates it with the game in progress once it runs). Where the host's sandbox blocks new tabs,
// the reader is given the address as a plain link instead of a click that does nothing.
const full = new URL(location.href);
for (const name of ["view", "autoplay", "loop", "origin", "id"]) full.searchParams.delete(name);
const link = document.getElementById("open-full");
if (link) {
  link.href = full.href;
  link.addEventListener("click", (event) => {
    if (!framed) return;
    event.preventDefault();
    const opened = window.open(link.href, "_blank");
    if (opened) {
      opened.opener = null;
      return;
    }
    const box = document.getElementById("notice");
    if (!box) return;
    const text = box.querySelector(".notice-text");
    text.textContent = "This page does not let the game open a new tab. Open it in this frame: ";
    // A plain link (no target): a frame may always navigate itself.
    const plain = Object.assign(document.createElement("a"), { href: link.href, textContent: "the full game" });
    text.append(plain, ", or copy its address: ", Object.assign(document.createElement("code"), { textContent: link.href }));
    box.hidden = false;
  });
}

// --- the gate for host messages ----------------------------------------------------------------
const COMMANDS = new Set(["new-game", "load", "undo", "get-state", "set-pace", "pause", "resume", "step"]);
const OUT = new Set(["idle", "ready", "height", "summary", "state", "over", "error"]);
const MAX_DEPTH = 16;
const MAX_VALUES = 200000;
const MAX_CHARS = 2000000;
const inbox = [];
globalThis.landlordsInbox = inbox;

// Why a message is too big or too deep to read, walked with a list (no recursion), or "".
function oversized(data) {
  const todo = [[data, 0]];
  let count = 0;
  let chars = 0;
  while (todo.length) {
    const [value, depth] = todo.pop();
    if (++count > MAX_VALUES) return `it holds more than ${MAX_VALUES} values`;
    if (depth > MAX_DEPTH) return `it is nested more than ${MAX_DEPTH} levels deep`;
    if (typeof value === "string") chars += value.length;
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        chars += key.length;
        todo.push([inner, depth + 1]);
      }
    }
    if (chars > MAX_CHARS) return `it holds more than ${MAX_CHARS} characters`;
  }
  return "";
}

addEventListener("message", (event) => {
  const data = event.data;
  // Another script's message, or a game's own (an Embed preview's summary): not ours, not a word.
  if (!data || typeof data !== "object" || data.ns !== "landlords" || OUT.has(data.type)) return;
  const name = typeof data.type === "string" ? data.type.slice(0, 40) : null;
  // Only the host page, and only from `origin` when it is set; nobody when `origin` is not one.
  if (event.source !== window.parent || !framed) {
    console.warn("Landlord's Game: a message from a window other than the host page was ignored.");
    return;
  }
  if (closed) {
    console.warn("Landlord's Game: a command was refused: the origin parameter is not an origin.");
    return;
  }
  if (origin && event.origin !== origin) {
    console.warn(`Landlord's Game: a message from ${event.origin} was ignored: only ${origin} may send commands.`);
    return;
  }
  const why = oversized(data) || (data.v !== 1 ? "this game speaks version 1" : "")
    || (COMMANDS.has(data.type) ? "" : `there is no command ${JSON.stringify(name)}`);
  // What the game's Python is handed, in the page or in its worker: the origin it came from
  // (checked again there) and the command, as JSON text; the sender was the parent, checked above.
  const message = why ? "" : asJson({ origin: event.origin, data });
  if (why || !message) {
    const said = `A message was refused: ${why || "it is not plain data (what JSON can say)"}.`;
    console.warn(`Landlord's Game: ${said}`);
    post({ type: "error", command: name, message: said });
    return;
  }
  if (globalThis.landlordsReceive) {
    globalThis.landlordsReceive(message);
    return;
  }
  // A command wakes an idle embed: a host that drives the game need not make the reader press Play.
  inbox.push(message);
  play();
});

// A command as JSON text, or "" when it holds what JSON cannot say (a BigInt).
function asJson(data) {
  try {
    return JSON.stringify(data) ?? "";
  } catch {
    return "";
  }
}

// --- which copy this is -------------------------------------------------------------------------
// Identical embeds on one page would share one saved game. Each counts the identical copies before
// it among the host page's frames (stable across reloads), then holds a lock on that number for
// its life, taking the next free one if another tab already plays it: no two live copies share.
function copiesBefore() {
  let before = 0;
  try {
    const me = location.href.split("#")[0];
    const frames = window.parent.frames;
    for (let i = 0; i < frames.length && frames[i] !== window; i++) {
      try {
        if (frames[i].location.href.split("#")[0] === me) before++;
      } catch {
        // a frame of another origin: not a copy of this one
      }
    }
  } catch {
    // no host page to look at
  }
  return before + 1;
}

function hold(name) {
  return new Promise((resolve) => {
    navigator.locks
      .request(name, { ifAvailable: true }, (lock) => {
        resolve(Boolean(lock));
        return lock ? new Promise(() => {}) : undefined; // kept until the page goes
      })
      .catch(() => resolve(null));
  });
}

async function claimCopy() {
  const first = copiesBefore();
  globalThis.landlordsCopy = first;
  if (!globalThis.navigator?.locks) return;
  for (let copy = first; copy < first + 50; copy++) {
    const got = await hold(`landlords:copy:${location.pathname}${location.search}:${copy}`);
    if (got === null) return; // locks denied (no storage either): the count stands
    if (got) {
      globalThis.landlordsCopy = copy;
      return;
    }
  }
}
if (framed && root.dataset.view !== "full") claimCopy();

// --- the height the content needs -----------------------------------------------------------------
// Not the frame's own height: how tall the page would be with nothing scrolling inside it and the
// board as wide as its column, so a host may size its iframe to it.
function needed() {
  const layout = document.querySelector(".layout");
  if (!layout || root.dataset.view === "full") return Math.ceil(document.documentElement.scrollHeight);
  let bottom = layout.getBoundingClientRect().top + scrollY;
  for (const box of layout.querySelectorAll(":scope > .board-col, :scope > .side")) {
    if (!box.offsetParent) continue;
    const top = box.getBoundingClientRect().top + scrollY;
    const style = getComputedStyle(box);
    let content = box.scrollHeight > box.clientHeight + 1 ? box.scrollHeight : 0;
    for (const child of box.children) {
      if (child.offsetParent) content = Math.max(content, child.getBoundingClientRect().bottom + scrollY + box.scrollTop - top);
    }
    bottom = Math.max(bottom, top + content + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth));
  }
  bottom += parseFloat(getComputedStyle(layout).paddingBottom);
  // A board kept smaller than its column by the frame's height would grow in a taller frame.
  const holder = document.querySelector(".board-holder");
  const column = holder?.closest(".board-col")?.getBoundingClientRect();
  const board = holder?.getBoundingClientRect();
  if (column && board && board.width > 0) bottom += Math.max(0, Math.min(column.width, 800) - board.width);
  return Math.ceil(bottom);
}

let height = 0;
function measure() {
  const now = needed();
  if (Math.abs(now - height) > 1) {
    height = now;
    post({ type: "height", height });
  }
}
if (framed && globalThis.ResizeObserver) {
  const watch = new ResizeObserver(measure);
  watch.observe(document.body);
  for (const box of document.querySelectorAll(".side, .board-col, #turn, #players")) watch.observe(box);
}
if (root.dataset.state === "idle") post({ type: "idle", view: root.dataset.view ?? "full" });
