// The page's end of the game's Python. In worker mode (boot.js decides) the game's Python runs in a
// PyScript worker against a mirror of this page (ui/worker_dom.py): this module sends it the page
// as it stands, applies the changes it sends back (ops, in batches) to the real page, and forwards
// the reader's events and the state the mirror cannot see (typed values, focus, hover, open
// dialogs, scrolling, the window's size, whether a node is in sight): protocol v1, whose messages
// are answered in `connect` and whose ops are `OPS` below. In page mode Python runs on this thread,
// on the real document, and calls the same behaviours through `landlordsShell.behave`.
// Text reaches the page only through textContent and text nodes; SVG is parsed as XML.

const SVG_NS = "http://www.w3.org/2000/svg";
const HTML_NS = "http://www.w3.org/1999/xhtml";

// --- Behaviours: what needs the real page's layout, audio or browser services -----------------------

/** Whether the box (the log) was at its end when last scrolled; a box never scrolled is. */
const atEnd = new WeakMap();
const remember = ({ target: box }) =>
  box.nodeType === Node.ELEMENT_NODE && atEnd.set(box, box.scrollHeight - box.scrollTop - box.clientHeight < 40);
document.addEventListener("scroll", remember, { capture: true, passive: true });

/** The middle of `node` is on screen and nothing covers it there. */
export function inSight(node) {
  if (!node?.getBoundingClientRect) return false;
  const box = node.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (!(x >= 0 && x < innerWidth && y >= 0 && y < innerHeight)) return false;
  const top = document.elementFromPoint(x, y);
  return Boolean(top && (top === node || node.contains(top)));
}

// The sounds (off by default; the page's Python decides when): a rattle of filtered noise clicks
// for the dice, two short bell tones for a coin. The loudest a sound gets (of 1.0), the clicks in a
// throw and the time between them (s), a coin's two tones (Hz) and how long each rings (s).
const VOLUME = 0.12;
const RATTLE = 4;
const RATTLE_GAP = 0.055;
const CHINK = [2093.0, 2637.0];
const RING = 0.22;
const sound = { context: null, noise: null };

function audio() {
  if (sound.context === null) {
    const Maker = globalThis.AudioContext ?? globalThis.webkitAudioContext;
    if (!Maker) return null;
    sound.context = new Maker();
    sound.noise = null;
  }
  if (sound.context.state === "suspended") sound.context.resume().catch(() => {});
  return sound.context;
}

const between = (low, high) => low + Math.random() * (high - low);

/** A gain that rises at once to `peak` and dies away over `length` seconds, into the speakers. */
function envelope(ctx, at, peak, length) {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  gain.connect(ctx.destination);
  return gain;
}

/** A few clicks of band-passed noise, a little uneven, as dice on a board. */
function rattle(ctx) {
  if (sound.noise === null) {
    const rate = ctx.sampleRate;
    const samples = Math.floor(rate / 40);
    sound.noise = ctx.createBuffer(1, samples, rate);
    const data = sound.noise.getChannelData(0);
    for (let i = 0; i < samples; i += 1) data[i] = between(-1, 1);
  }
  const start = ctx.currentTime + 0.01;
  for (let i = 0; i < RATTLE; i += 1) {
    const at = start + i * RATTLE_GAP + between(0, 0.02);
    const source = ctx.createBufferSource();
    source.buffer = sound.noise;
    const band = ctx.createBiquadFilter();
    band.type = "bandpass";
    band.frequency.value = between(1800, 3200);
    source.connect(band);
    band.connect(envelope(ctx, at, VOLUME * (1 - i / (RATTLE + 1)), 0.03));
    source.start(at);
    source.stop(at + 0.04);
  }
}

/** Two short bell tones, the second a little later: a coin set down on another. */
function chink(ctx) {
  const start = ctx.currentTime + 0.01;
  CHINK.forEach((pitch, i) => {
    const at = start + i * 0.07;
    const tone = ctx.createOscillator();
    tone.type = "sine";
    tone.frequency.value = pitch;
    tone.connect(envelope(ctx, at, VOLUME * 0.6, RING));
    tone.start(at);
    tone.stop(at + RING + 0.02);
  });
}

/** Bytes of a save file read: enough for more characters than the game reads (2,000,000, at most 4
 * bytes each), so a file too long is refused by the game with its length. A long game is ~100 KB. */
const MAX_FILE = 8_000_004;

const clamp = (value, low, high) => Math.max(low, Math.min(value, high));
const middle = (box) => [(box.left + box.right) / 2, (box.top + box.bottom) / 2];

const BEHAVIOURS = {
  /** localStorage set (remove for null), for the worker's mirror of it. A write the browser refuses
   * (a full quota) is told back with what the page keeps under that key instead, so the worker's
   * copy matches the page and its next write is refused there too: the reader is then told that the
   * game is not kept, as with Python in the page. */
  store(key, value) {
    try {
      if (value === null || value === undefined) localStorage.removeItem(key);
      else localStorage.setItem(key, String(value));
    } catch {
      let kept = null;
      try {
        kept = localStorage.getItem(key);
      } catch {
        // storage denied outright: the worker was told at boot, and refuses every call itself
        return;
      }
      pending.push(["stored", String(key), kept]);
      flush();
    }
  },
  /** From now on a command from the host page (a frame's; embed.js has checked the sender, its
   * origin, its size and depth, and made `{origin, data}` JSON text) reaches the game's Python, in
   * the page or in its worker, as the detail of a "landlords:host" event on the window. Those that
   * came while Python started go first, in order (in worker mode, those before the boot message
   * went with it: the game takes them before any timer of its own can run). */
  hearHost() {
    const hand = (message) => dispatchEvent(new CustomEvent("landlords:host", { detail: message }));
    globalThis.landlordsReceive = hand;
    for (const message of (globalThis.landlordsInbox ?? []).splice(0)) hand(message);
  },
  /** Tell the host page `text` (a message as JSON) at `target` ("*" or the `origin` parameter's). */
  tellHost(text, target) {
    if (window.parent !== window) window.parent.postMessage(JSON.parse(String(text)), String(target));
  },
  clipboard(text) {
    navigator.clipboard?.writeText(String(text)).catch((error) => console.warn("Nothing copied.", error));
  },
  /** Offer `text` as a file to save (no server involved). */
  download(filename, text, mime = "application/json") {
    const url = URL.createObjectURL(new Blob([text], { type: mime }));
    const link = Object.assign(document.createElement("a"), { href: url, download: filename });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
  mark(name) {
    performance.mark(name);
  },
  /** A span from `start` (an event's timeStamp, on this page's clock) to now, for the benchmarks. */
  measure(name, start) {
    performance.measure(name, { start: Number(start), end: performance.now() });
  },
  title(text) {
    document.title = String(text);
  },
  /** Back to the top of the page (a new game starts there). */
  pageTop() {
    scrollTo(0, 0);
  },
  /**
   * Read the file chosen in `input` and hand its text to the game as a "landlords:file" event on the
   * input's dialog (a worker cannot see the reader's files). Only the first MAX_FILE bytes are read:
   * a longer file is still longer than the game reads, and the game says so.
   */
  readFile(input) {
    const file = input?.files?.[0];
    const dialog = input?.closest("dialog");
    if (!file || !dialog) return;
    const hand = (text) => dialog.dispatchEvent(new CustomEvent("landlords:file", { detail: text }));
    file.slice(0, MAX_FILE).text().then(hand, () => hand("(the browser could not read the file)"));
  },
  replaceUrl(url) {
    history.replaceState(history.state, "", url);
  },
  /** "dice" rattles, anything else chinks; a sound that cannot be made is silent. */
  sound(kind) {
    if (!kind) return;
    try {
      const ctx = audio();
      if (ctx === null) return;
      if (kind === "dice") rattle(ctx);
      else chink(ctx);
    } catch {
      sound.context = null;
    }
  },
  /** The open card beside its space, on the board's inner side: covering neither the space nor its row. */
  placeCard(card, target, svg, stage) {
    if (!card || card.hidden || !target || !svg) return;
    const s = stage.getBoundingClientRect();
    const t = target.getBoundingClientRect();
    const b = svg.getBoundingClientRect();
    const [width, height] = [card.offsetWidth, card.offsetHeight];
    const [tx, ty] = middle(t);
    const [cx, cy] = middle(b);
    const gap = 6;
    let left;
    let top;
    if (Math.abs(tx - cx) >= Math.abs(ty - cy)) {
      left = tx < cx ? t.right + gap : t.left - width - gap;
      top = clamp(ty - height / 2, b.top + gap, b.bottom - height - gap);
    } else {
      top = ty < cy ? t.bottom + gap : t.top - height - gap;
      left = clamp(tx - width / 2, b.left + gap, b.right - width - gap);
    }
    card.style.left = `${Math.round(left - s.left + stage.scrollLeft)}px`;
    card.style.top = `${Math.round(top - s.top + stage.scrollTop)}px`;
  },
  /** On a zoomed board, bring `token` to the middle of the stage's view. */
  follow(stage, token) {
    if (!stage || !token) return;
    const [bx, by] = middle(token.getBoundingClientRect());
    const [vx, vy] = middle(stage.getBoundingClientRect());
    stage.scrollLeft += bx - vx;
    stage.scrollTop += by - vy;
  },
  /** The log to its end if the reader left it there (or `always`: a log drawn afresh). */
  logEnd(box, always = false) {
    if (always || (atEnd.get(box) ?? true)) box.scrollTop = box.scrollHeight;
  },
  /** `row` at the top of the log's view (the whole game was just shown above it). */
  logShowRow(box, row) {
    if (box && row) box.scrollTop += row.getBoundingClientRect().top - box.getBoundingClientRect().top;
  },
  /** A new question starts in view: if the side column was scrolled past its top, back to it. */
  reveal(side, section) {
    const above = section.getBoundingClientRect().top - side.getBoundingClientRect().top;
    if (side.scrollTop > 0 && above < 0) side.scrollTop = Math.max(0, side.scrollTop + above);
  },
  /** What the worker's interpreter told (python.js's "landlords:stage" and "landlords:snapshot"). */
  told(name, detail) {
    if (["stage", "snapshot"].includes(name)) dispatchEvent(new CustomEvent(`landlords:${name}`, { detail }));
  },
  /** Read the layout, so that a CSS animation restarts. */
  reflow(node) {
    void node.offsetWidth;
  },
  /** From now on tell the worker whether `node` is in sight, whenever that changes. */
  watchSight(node) {
    if (!port) return; // page mode: the page's Python asks inSight itself
    if (!watched.has(node)) watched.set(node, undefined);
    scheduleSight();
  },
};

/** A shell behaviour by name (page mode calls this from Python with real nodes). */
export function behave(name, ...args) {
  if (!Object.hasOwn(BEHAVIOURS, name)) throw new Error(`The page has no behaviour named ${name}.`);
  return BEHAVIOURS[name](...args);
}

globalThis.landlordsShell = { behave, inSight, settled };

// --- Worker mode: handles -------------------------------------------------------------------------

const nodes = new Map([[0, window], [1, document]]); // prettier-ignore
const handles = new WeakMap([[window, 0], [document, 1]]); // prettier-ignore

function name(node, h) {
  nodes.set(h, node);
  handles.set(node, h);
  return node;
}

function node(h) {
  const found = nodes.get(h);
  if (found === undefined) throw new Error(`no node with handle ${h}`);
  return found;
}

/** The handle of `target`, or of its nearest ancestor that has one (null: none). */
function nearest(target) {
  for (let at = target; at; at = at.parentNode) {
    const h = handles.get(at);
    if (h !== undefined) return h;
  }
  return null;
}

// --- Worker mode: the page as it stands, for the boot message -------------------------------------

const NOT_BLANK = /[^ \t\n\r\f]/;
const isToggle = (el) => el.localName === "input" && (el.type === "checkbox" || el.type === "radio");

const VALUED = ["input", "select", "textarea"];

/** The live state attributes do not show: a control's value, a box's tick, a dialog's opening. */
function props(el) {
  if (el.namespaceURI !== HTML_NS) return {};
  if (isToggle(el)) seen.checked.set(el, el.checked);
  if (isToggle(el)) return { value: el.value, checked: el.checked };
  if (VALUED.includes(el.localName)) return { value: el.value };
  return ["details", "dialog"].includes(el.localName) ? { open: el.open } : {};
}

function encode(el, counter) {
  const h = counter.next++;
  name(el, h);
  const attrs = {};
  for (const { name: key, value } of el.attributes) attrs[key] = value;
  const children = [];
  const kids = el === document.documentElement ? [document.body] : el.childNodes;
  for (const child of kids) {
    if (child.nodeType === Node.ELEMENT_NODE && child.localName !== "script") {
      children.push(encode(child, counter));
    } else if (child.nodeType === Node.TEXT_NODE && NOT_BLANK.test(child.data)) {
      const th = counter.next++;
      name(child, th);
      children.push([th, "#text", child.data]);
    }
  }
  return [h, el.localName, el.namespaceURI === SVG_NS ? "svg" : "", attrs, children, props(el)];
}

function activeHandle() {
  const active = document.activeElement;
  return !active || active === document.body ? null : nearest(active);
}

/** What this browser keeps of the game's, or null where storage is denied (the worker says so). */
function storedGame() {
  const kept = {};
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith("landlords")) kept[key] = localStorage.getItem(key);
    }
  } catch {
    return null;
  }
  return kept;
}

/** The boot message: the page's tree (numbered from 2), what it keeps, and where and how it is shown. */
export function bootMessage() {
  const counter = { next: 2 };
  const tree = encode(document.documentElement, counter);
  const { href, search, hash, pathname, origin } = location;
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const globals = pageGlobals();
  const active = activeHandle();
  const env = { href, search, hash, pathname, origin, innerWidth, innerHeight, reducedMotion, active, globals };
  return { type: "boot", tree, next: counter.next, storage: storedGame(), env };
}

/** What embed.js set that the game's Python reads: which identical copy of an embed this frame is,
 * whether the address's problems were told to the host already, and the host's commands that wait
 * (taken from the inbox: the worker runs them as it starts, and hearHost hands on the rest). */
function pageGlobals() {
  const names = ["landlordsCopy", "landlordsToldProblems"];
  const globals = Object.fromEntries(names.filter((key) => key in globalThis).map((key) => [key, globalThis[key]]));
  globals.landlordsWaiting = (globalThis.landlordsInbox ?? []).splice(0);
  return globals;
}

// --- Worker mode: what the mirror cannot see, sent as it changes ----------------------------------

let port = null; // the worker, once it said hello
/** Events sent to the worker and answered by it (its "ack" follows the ops the event caused). */
const answers = { sent: 0, done: 0, waiting: [] };

/**
 * A promise settled once the worker has answered every event sent so far, its changes on the page
 * (at once in page mode). Tests and benchmarks wait on it before reading what a click did.
 */
export function settled() {
  if (!port || answers.done >= answers.sent) return Promise.resolve();
  const until = answers.sent;
  return new Promise((resolve) => answers.waiting.push([until, resolve]));
}

function answered(seq) {
  answers.done = Math.max(answers.done, seq);
  const still = [];
  for (const [until, resolve] of answers.waiting) (answers.done >= until ? resolve() : still.push([until, resolve]));
  answers.waiting = still;
}
/**
 * Messages go as JSON text both ways: one parse of a string beats cloning nested objects. Each is
 * numbered (`n`); the worker numbers each batch of ops with the last message it had heard.
 */
let numbered = 0;
const send = (message) => port.postMessage(JSON.stringify({ ...message, n: ++numbered }));
/**
 * What the reader changed (a value, a tick) -> the message that told the worker. The worker's
 * change to it in a batch made before it heard that message is stale: the reader's stands, as it
 * does with Python in the page, where the worker's answer would have come first.
 */
const readerSet = new WeakMap();
let batchHeard = Infinity;
const pending = [];
const scrolled = new Set();
const watched = new Map(); // node -> whether last seen in sight (undefined: not measured yet)
const seen = { value: new WeakMap(), checked: new WeakMap(), active: undefined, hover: undefined };
let frame = 0;

function flush() {
  for (const box of scrolled) {
    const h = handles.get(box);
    if (h !== undefined) pending.push(["scroll", h, box.scrollTop, box.scrollLeft]);
  }
  scrolled.clear();
  if (port && pending.length) send({ type: "sync", items: pending.splice(0) });
  pending.length = 0;
}

/** Scrolls and sight, at most once a frame. */
function scheduleFrame() {
  if (!frame && port) frame = requestAnimationFrame(onFrame);
}
const scheduleSight = () => watched.size && scheduleFrame();

function onFrame() {
  frame = 0;
  for (const [watchedNode, was] of watched) {
    const h = handles.get(watchedNode);
    const now = inSight(watchedNode);
    if (h !== undefined && now !== was) pending.push(["sight", h, now]);
    watched.set(watchedNode, now);
  }
  flush();
}

function radios(input) {
  if (input.type !== "radio" || !input.name) return [input];
  const group = input.form ? [...input.form.elements] : [...document.querySelectorAll("input")];
  return group.filter((el) => el.type === "radio" && el.name === input.name && el.form === input.form);
}

/** Every tick of a group, as it now stands, to the worker: the group is the reader's from then on. */
function tellTicks(group) {
  for (const box of group) {
    const bh = handles.get(box);
    if (bh !== undefined) pending.push(["checked", bh, box.checked]);
    seen.checked.set(box, box.checked);
  }
  flush();
  if (port) for (const box of group) readerSet.set(box, numbered);
}

function onValue({ target }) {
  const h = handles.get(target);
  if (h === undefined || target.namespaceURI !== HTML_NS) return;
  if (isToggle(target)) {
    const group = radios(target);
    if (group.some((box) => seen.checked.get(box) !== box.checked)) tellTicks(group);
  } else if (VALUED.includes(target.localName) && seen.value.get(target) !== target.value) {
    seen.value.set(target, target.value);
    pending.push(["value", h, target.value]);
    flush();
    if (port) readerSet.set(target, numbered);
  }
}

/**
 * A click on a radio: the reader's word on its group even when it was ticked already (no change
 * event), so an answer still on its way to an earlier event does not untick it.
 */
function onTick({ target }) {
  if (target.localName === "input" && target.type === "radio" && target.checked && handles.has(target)) {
    tellTicks(radios(target));
  }
}

function onOpen({ target, type }) {
  const h = handles.get(target);
  if (h === undefined || !["details", "dialog"].includes(target.localName)) return;
  pending.push(["open", h, type === "close" ? false : target.open]);
  flush();
}

function onActive() {
  const h = activeHandle();
  if (h === seen.active) return;
  seen.active = h;
  pending.push(["active", h]);
  flush();
}

function onHover(event) {
  const h = event.type === "pointerover" ? nearest(event.target) : event.relatedTarget ? undefined : null;
  if (h === undefined || h === seen.hover) return; // pointerout within the page: pointerover says where
  seen.hover = h;
  pending.push(["hover", h]);
  flush();
}

function onScroll({ target }) {
  scrolled.add(target === document ? document.scrollingElement : target);
  scheduleFrame();
}

function onHash() {
  pending.push(["href", location.href]);
  flush();
}

function onResize() {
  pending.push(["size", innerWidth, innerHeight]);
  flush();
  scheduleSight();
}

const SYNC_LISTENERS = [
  ["click", onTick],
  ["input", onValue],
  ["change", onValue],
  ["toggle", onOpen],
  ["close", onOpen],
  ["focusin", onActive],
  ["focusout", onActive],
  ["pointerover", onHover],
  ["pointerout", onHover],
  ["scroll", onScroll],
];

function listenForSync() {
  for (const [type, listener] of SYNC_LISTENERS) addEventListener(type, listener, { capture: true, passive: true });
  addEventListener("resize", onResize);
  addEventListener("hashchange", onHash);
}

// --- Worker mode: the worker's listeners ----------------------------------------------------------

const listeners = new Map(); // lid -> [target, type, listener, capture]
const listenedTo = new WeakMap(); // target -> its lids (forgotten with it)
const KEYS = ["key", "code", "shiftKey", "ctrlKey", "altKey", "metaKey", "button", "repeat"];

function describe(event, h) {
  const e = {
    type: event.type,
    target: nearest(event.target),
    currentTarget: h,
    relatedTarget: event.relatedTarget ? nearest(event.relatedTarget) : null,
    submitter: event.submitter ? nearest(event.submitter) : null,
    detail: typeof event.detail === "number" || typeof event.detail === "string" ? event.detail : null,
    timeStamp: event.timeStamp,
  };
  for (const key of KEYS) e[key] = event[key] ?? null;
  return e;
}

function listen(h, type, lid, capture, prevent) {
  const target = node(h);
  const listener = (event) => {
    if (prevent === "always" || (Array.isArray(prevent) && prevent.includes(event.key))) event.preventDefault();
    flush(); // the state the event's handler reads goes first
    send({ type: "event", lid, seq: ++answers.sent, e: describe(event, h) });
  };
  target.addEventListener(type, listener, Boolean(capture));
  listeners.set(lid, [target, type, listener, Boolean(capture)]);
  listenedTo.set(target, [...(listenedTo.get(target) ?? []), lid]);
}

function unlisten(lid) {
  const [target, type, listener, capture] = listeners.get(lid) ?? [];
  target?.removeEventListener(type, listener, capture);
  listeners.delete(lid);
}

// --- Worker mode: applying ops --------------------------------------------------------------------

const PROPS = new Set(["textContent", "value", "checked", "disabled", "hidden", "open", "className", "id"]);
for (const prop of ["selected", "scrollTop", "scrollLeft"]) PROPS.add(prop); // the only ones the page sets
const METHODS = new Set(["showModal", "close", "click", "scrollIntoView", "select", "animate"]);
const nodesOf = (hs) => hs.map(node);

/** The node whose value or tick the reader sets when `prop` of `target` changes (none: null). */
function readersNode(target, prop) {
  if (prop === "selected") return target.closest?.("select") ?? null;
  return prop === "value" || prop === "checked" ? target : null;
}

function setProp(target, prop, value) {
  if (!PROPS.has(prop)) throw new Error(`the page sets no property ${prop}`);
  const own = readersNode(target, prop);
  if (own && (readerSet.get(own) ?? 0) > batchHeard) return; // the reader's later change stands
  if (target.namespaceURI === SVG_NS && prop === "className") target.setAttribute("class", value);
  else if (target.namespaceURI === SVG_NS && prop === "hidden") target.toggleAttribute("hidden", Boolean(value));
  else target[prop] = value;
  if (prop === "checked") seen.checked.set(target, target.checked);
  if (prop === "value") seen.value.set(target, target.value);
}

/** Small SVGs parsed before (the seats' tokens, the icons: drawn again at every move), by text. */
const svgCopies = new Map();

/** SVG text parsed as XML and adopted; its elements numbered in document order from `h0`. */
function importSvg(h0, text) {
  let root = svgCopies.get(text)?.cloneNode(true);
  if (!root) {
    const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
    if (parsed.getElementsByTagName("parsererror").length) throw new Error("the SVG did not parse");
    root = document.importNode(parsed.documentElement, true);
    if (text.length <= 4000) {
      if (svgCopies.size >= 64) svgCopies.clear();
      svgCopies.set(text, root.cloneNode(true));
    }
  }
  let h = h0;
  name(root, h++);
  for (const el of root.querySelectorAll("*")) name(el, h++);
}

const resolve = (arg) =>
  arg && typeof arg === "object" && !Array.isArray(arg) && Object.hasOwn(arg, "$h") ? node(arg.$h) : arg;

function forget(h) {
  const gone = nodes.get(h);
  if (h < 2 || gone === undefined) return;
  nodes.delete(h);
  handles.delete(gone);
  watched.delete(gone);
  // Its listeners too: the worker has let them go, and the table would keep the node alive.
  for (const lid of listenedTo.get(gone) ?? []) unlisten(lid);
  listenedTo.delete(gone);
}

const OPS = {
  el: (h, tag, ns) => name(ns === "svg" ? document.createElementNS(SVG_NS, tag) : document.createElement(tag), h),
  tx: (h, data) => name(document.createTextNode(data), h),
  at: (h, attr, value) => (value === null ? node(h).removeAttribute(attr) : node(h).setAttribute(attr, value)),
  pr: (h, prop, value) => setProp(node(h), prop, value),
  st: (h, prop, value) =>
    value === null ? node(h).style.removeProperty(prop) : node(h).style.setProperty(prop, value),
  ap: (p, hs) => node(p).append(...nodesOf(hs)),
  pp: (p, hs) => node(p).prepend(...nodesOf(hs)),
  ib: (p, h, ref) => node(p).insertBefore(node(h), ref === null || ref === undefined ? null : node(ref)),
  rc: (p, hs) => node(p).replaceChildren(...nodesOf(hs)),
  rw: (h, hs) => node(h).replaceWith(...nodesOf(hs)),
  rm: (h) => node(h).remove(),
  sv: importSvg,
  ls: listen,
  ul: unlisten,
  fo: (h, preventScroll) => node(h).focus({ preventScroll: Boolean(preventScroll) }),
  bl: (h) => node(h).blur(),
  mc: (h, method, args) => {
    if (!METHODS.has(method)) throw new Error(`the page calls no method ${method}`);
    return node(h)[method](...(args ?? []));
  },
  fx: (behaviour, args) => behave(behaviour, ...(args ?? []).map(resolve)),
  fr: (hs) => hs.forEach(forget),
};

/**
 * Apply one batch of ops in order; an op that fails is reported and the rest still applied. `heard`
 * is the last message the worker had heard when it made them (none: it had heard everything).
 */
export function applyOps(ops, heard = Infinity) {
  batchHeard = heard;
  for (const op of ops) {
    try {
      if (!Object.hasOwn(OPS, op[0])) throw new Error(`unknown op ${op[0]}`);
      OPS[op[0]](...op.slice(1));
    } catch (error) {
      console.error("The game's change to the page failed:", op, error);
    }
  }
  scheduleSight();
}

// --- Worker mode: the conversation ----------------------------------------------------------------

/**
 * Speak the protocol with `worker` (anything with postMessage and message/error events). `on` says
 * what boot.js does at each step: hello (before the page is sent), booted (the worker has the page:
 * stop changing it), queued (Start was pressed before the game was ready; it is replayed at ready),
 * ready, and failed(text) (also a worker error before ready; after it, errors go to the console).
 * Returns the message handlers (startWorker says hello for a PyScript worker).
 */
export function connect(worker, on = {}) {
  let ready = false;
  let queued = null; // the setup form submitted between boot and ready
  const holdSubmit = (event) => {
    if (ready || !event.target.closest?.("#setup")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queued = event.target;
    on.queued?.();
  };
  const messages = {
    hello() {
      if (port) return;
      on.hello?.();
      const began = performance.now();
      const message = bootMessage();
      performance.measure("landlords:boot-tree", { start: began }); // what the page's size costs
      port = worker;
      seen.active = message.env.active;
      send(message);
      listenForSync();
      addEventListener("submit", holdSubmit, true);
      on.booted?.();
    },
    ops: ({ ops, n }) => applyOps(ops, typeof n === "number" ? n : Infinity),
    ack: ({ seq }) => answered(seq),
    ready() {
      ready = true;
      removeEventListener("submit", holdSubmit, true);
      on.ready?.();
      const form = queued?.isConnected ? queued : queued && document.querySelector("#setup form");
      queued = null;
      form?.requestSubmit();
    },
    failed: ({ text }) => on.failed?.(String(text)),
  };
  worker.addEventListener("message", ({ data: raw }) => {
    const data = typeof raw === "string" ? JSON.parse(raw) : raw;
    if (Object.hasOwn(messages, data?.type)) messages[data.type](data);
  });
  worker.addEventListener("error", (event) => {
    if (!ready) on.failed?.(event.message || "The game's worker failed to start.");
    else console.error("The game's worker reported an error:", event.message ?? event);
  });
  return messages;
}

/** An absolute URL for each file of a PyScript config (a worker starts from a blob: URL). */
function absoluteConfig(config) {
  const absolute = (url) => new URL(url, document.baseURI).href;
  const out = { ...config, interpreter: absolute(config.interpreter) };
  out.files = Object.fromEntries(Object.entries(config.files ?? {}).map(([url, to]) => [absolute(url), to]));
  if (config.packages) out.packages = config.packages.map((p) => (p.startsWith("./") ? absolute(p) : p));
  return out;
}

/**
 * Start the game's Python in a PyScript worker: `pyscript` is PyScript's core module (boot.js has
 * imported it), `script` the worker's Python, `config` the page's PyScript config. PyWorker settles
 * only once the worker's top-level code has run, and what that code posted went out before anyone
 * here could listen: its settling is the hello (the worker sets `xworker.onmessage` at top level);
 * a hello that comes later is the same hello, answered once.
 */
export async function startWorker(pyscript, { script, config }, on = {}) {
  const settings = absoluteConfig(config);
  const worker = await pyscript.PyWorker(new URL(script, document.baseURI).href, {
    config: settings,
    version: settings.interpreter,
  });
  connect(worker, on).hello();
  return worker;
}
