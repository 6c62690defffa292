// What PyScript does not do for this page: start Python now or on Play, as the head decided, name
// the start-up stage, show a failure as text in the page, and register the service worker.
// python.js makes the Python snapshot with the visit's own interpreter; its events land here.
// Until Python is ready it also runs the HTML the build pre-rendered (the setup form, How to play
// and the rules): see "Before Python" below.
// PyScript itself (vendored in ./vendor/pyscript/) starts Pyodide through ./python.js, unpacks the
// engine wheel and the UI package, and runs main.py: see the config on <script type="py">.
// Where the game's Python runs was chosen in the head (view.js), before anything starts;
// shell.js, loaded when Python starts, is its page end in a worker and the page's behaviours.

const root = document.documentElement;

// The view and whether Python starts now were decided in the head, before the first paint
// (view.js, inlined there): data-view, and data-state "idle" until the reader presses Play.
const lightUntilUsed = root.dataset.state === "idle";

const bar = document.getElementById("boot-progress");
const status = document.getElementById("boot-status");
const onWeb = location.protocol.startsWith("http"); // not file:// (the single-file edition)

// Words for a player, not for a programmer: what is happening and what can be done meanwhile.
const STAGES = {
  fetch: [1, "Loading the game (about 6 MB)…"],
  start: [2, "Starting the game…"],
  restore: [2, "Starting the game…"],
  files: [3, "Loading the rules of play…"],
  run: [4, "Setting up the table…"],
};
const LOADING_MEANWHILE = "Loading the game (about 6 MB). You can choose your game meanwhile.";
const QUEUED = "Starting the game as soon as it has loaded…";

function stage(name) {
  const [value, text] = STAGES[name];
  bar.setAttribute("aria-valuenow", String(value));
  bar.style.setProperty("--stage", String(value));
  if (root.dataset.start === "queued") return; // the reader pressed Start: that is what they wait for
  // Over the setup form one sentence says it all (the bar shows the progress): what loads, and that
  // the reader need not wait for it.
  status.textContent = setupShown() ? LOADING_MEANWHILE : text;
}

function fail(error) {
  if (root.dataset.state === "error") return; // the first failure is the one to read
  root.dataset.state = "error";
  const box = document.getElementById("boot-error");
  // textContent, never innerHTML: an error message may quote anything.
  box.querySelector(".message").textContent = String(error?.message ?? error);
  box.hidden = false;
  status.textContent = "Failed to start.";
  console.error(error);
}

// Start-up failures surface as rejections inside PyScript (a missing file, a broken runtime).
const booting = (event) => root.dataset.state === "loading" && fail(event.reason ?? event.error ?? event.message);
addEventListener("unhandledrejection", booting);
addEventListener("error", booting);
// Anything the Content-Security-Policy refuses while starting (a runtime URL pointing elsewhere)
// stops the start; say so rather than wait for it.
const refused = (event) => booting({ reason: new Error(`The page's security policy refused ${event.blockedURI}.`) });
document.addEventListener("securitypolicyviolation", refused);
addEventListener("py:progress", ({ detail }) => detail === "Loading files" && stage("files"));
addEventListener("landlords:stage", ({ detail }) => {
  if (detail in STAGES) stage(detail);
  if (detail === "restored") root.dataset.snapshot = "used";
  if (detail === "rejected") root.dataset.snapshot = "rejected"; // replaced in this same visit
  if (detail === "lent" || detail === "own") root.dataset.wasm = detail; // the game's worker's runtime
});
// The snapshot python.js makes of this visit's interpreter: making, then saved or none.
addEventListener("landlords:snapshot", ({ detail }) => {
  root.dataset.snapshot = detail;
});
document.addEventListener("py:ready", () => stage("run"));
document.addEventListener("py:done", pythonReady);

/** The page's Python has finished starting (PyScript's py:done, or the worker's "ready"). */
function pythonReady() {
  // The game's Python sets data-state="ready" itself once the board answers clicks.
  if (root.dataset.state === "loading") fail(new Error("Python finished starting without making the board playable."));
  if (root.dataset.state !== "ready") return;
  removeEventListener("unhandledrejection", booting);
  removeEventListener("error", booting);
  document.removeEventListener("securitypolicyviolation", refused);
  registerServiceWorker();
}

function registerServiceWorker() {
  // Offline play after one visit (or after installing the app). Storage may be denied (a
  // third-party iframe, private mode): the game must go on without it.
  if (!onWeb) return;
  try {
    navigator.serviceWorker?.register("./sw.js").catch((error) => {
      console.warn("No offline copy: service worker refused.", error);
    });
  } catch (error) {
    console.warn("No offline copy: service workers unavailable.", error);
  }
}

/** The game's own files PyScript fetches once Python is up (the wheel, the UI zip), named by the
 * config on <script type="py">, as absolute URLs; none for the single file, which carries them. */
function pythonFiles(script) {
  if (!onWeb) return [];
  const config = JSON.parse(script.getAttribute("config"));
  const local = (config.packages ?? []).filter((name) => name.startsWith("./"));
  return [...Object.keys(config.files ?? {}), ...local].map((name) => new URL(name, document.baseURI).href);
}

/**
 * Ask early for what PyScript fetches last (the wheel, the UI zip, main.py). From here rather than
 * the head so that an idle embed fetches none of it.
 */
function preloadPythonFiles(script) {
  if (!onWeb) return; // the single file carries them inline
  for (const href of [...pythonFiles(script), new URL(script.getAttribute("src"), document.baseURI).href]) {
    const link = Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", href });
    link.crossOrigin = "anonymous";
    document.head.append(link);
  }
}

// --- Where Python runs: view.js decided (<html data-python>) ------------------------------------

/** The game's worker's name, by which python.js (in the worker) knows to borrow the wasm; python.js
 * spells it too, as it cannot import this page-side module (tests/web/test_worker_name.py). */
const GAME_WORKER = "landlords-game";

/**
 * Compile the runtime's wasm here and lend it to the game's worker when it asks (python.js,
 * borrowWasm): Chromium keeps the compiled code of the page's compileStreaming for the next visit,
 * and none of a worker's. Called before PyScript loads, since PyScript keeps the Worker it finds
 * then: the next worker made is the game's, and gets the name python.js looks for. Here rather than
 * in shell.js, so that PyScript's core and shell.js load side by side.
 */
function lendWasm(runtime, files) {
  const wasm = new URL("pyodide.asm.wasm", new URL(runtime, document.baseURI));
  const compiled = WebAssembly.compileStreaming(fetch(wasm));
  compiled.catch(() => {}); // not a failed start: the worker then compiles its own
  const Made = globalThis.Worker;
  // The offline single file starts it as a classic worker with a prelude (single-file.js says why).
  const single = globalThis.landlordsSingleFile;
  globalThis.Worker = class extends Made {
    constructor(url, options = {}) {
      if (single) super(single.workerURL(url), { ...options, type: "classic", name: GAME_WORKER });
      else super(url, { ...options, name: GAME_WORKER });
      single?.supply(this);
      globalThis.Worker = Made;
      this.addEventListener("message", ({ data }) => {
        if (data?.type !== "landlords:wasm?") return;
        this.postMessage({ type: "landlords:files", files }); // python.js fetches them early
        const lend = (module) => this.postMessage({ type: "landlords:wasm", module });
        compiled.then(lend, () => lend(null));
      });
    }
  };
}

const WORKER_SCRIPT = "./game_worker.py";

// In worker mode the worker has the page from its "boot" message on: the code below that changes
// the page before Python stops then (shell.js remembers a Start pressed until the game is ready).
let mirrored = false;

async function startInWorker(script, pyscript, shell) {
  const config = JSON.parse(script.getAttribute("config"));
  await shell.startWorker(
    pyscript,
    { script: WORKER_SCRIPT, config },
    {
      hello: () => stage("run"),
      booted: () => {
        mirrored = true;
      },
      // The worker has the page: data-start would be news to it (shell.js replays the submit).
      queued: () => {
        status.textContent = QUEUED;
      },
      ready: pythonReady,
      failed: (text) => fail(new Error(text)),
    },
  );
}

async function boot() {
  root.dataset.state = "loading";
  stage("fetch");
  // The behaviours the page's Python calls (landlordsShell), there before it runs; not for an idle embed.
  const loadingShell = import("./shell.js");
  // PyScript's core opens IndexedDB: where it is denied, a stand-in must be in place first (a
  // stand-in that fails to load only matters there, where PyScript then says what it could not open).
  const storageKept = import("./indexeddb.js").then(
    (idb) => idb.keepIndexedDB(),
    (error) => console.warn("No IndexedDB stand-in.", error),
  );
  const mode = root.dataset.python === "worker" ? "worker" : "page";
  if (mode === "page") {
    // Start Python at once, while PyScript loads; PyScript's `interpreter` is this same module.
    import("./python.js").then(
      (python) => python.begin().catch(() => {}), // PyScript reports a failed start itself
      (error) => fail(new Error(`Could not load the Python runtime (./python.js): ${error.message}`)),
    );
  }
  const script = document.querySelector('script[type="py"]');
  if (mode === "page") preloadPythonFiles(script); // a worker fetches its own
  // PyScript runs every <script type="py"> it finds when it loads: in worker mode, not main.py.
  if (mode === "worker") script.type = "application/x.landlords-worker";
  if (mode === "worker") lendWasm("./vendor/pyodide/", pythonFiles(script)); // before PyScript takes the Worker
  // Fetched beside shell.js and the stand-in's module, run once the stand-in is in.
  const core = "./vendor/pyscript/core.js";
  if (onWeb) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: core }));
  const loadingPyScript = storageKept.then(() => import(core));
  loadingPyScript.catch(() => {}); // told below, once the shell can be
  let shell;
  let pyscript;
  try {
    shell = await loadingShell;
  } catch (error) {
    fail(new Error(`Could not load the page's shell (./shell.js): ${error.message}`));
    return;
  }
  try {
    pyscript = await loadingPyScript;
  } catch (error) {
    fail(new Error(`Could not load PyScript from ./vendor/pyscript/core.js: ${error.message}`));
    return;
  }
  const { hooks } = pyscript;
  // PyScript compiles its worker hooks with Function() whenever a script starts, main thread
  // included, which our Content-Security-Policy (no 'unsafe-eval') refuses. The page's workers
  // (the game's in worker mode, the forecast's started by ui/forecaster.py) use no hooks.
  for (const set of Object.values(hooks.worker)) set.clear();
  if (mode === "worker") {
    startInWorker(script, pyscript, shell).catch(fail);
    return;
  }
  hooks.main.onReady.add((wrap) => {
    // Errors raised while main.py starts (and PyScript's own) go to stderr: show them in the
    // page too. Once the game is ready, the game reports its own errors (ui/dom.py), and a
    // worker's failure (relayed here) must not take the playable board away.
    const stderr = wrap.io.stderr;
    wrap.io.stderr = (error, ...rest) => {
      if (root.dataset.state === "loading") fail(error);
      return stderr(error, ...rest);
    };
  });
}

// --- Before Python ---------------------------------------------------------------------------
// The build wrote the setup form, each edition's part of it, and How to play and the rules of each
// edition into the page (ui.setup_form, ui.rules_markup: the same trees Python draws). Until Python
// is ready this script makes them work: the form can be filled in, How to play and the rules open
// as dialogs, and Start is remembered (data-start="queued"): the page's Python adopts the form as
// the reader left it and starts the game at once (ui/render_setup.py, adopt and start_if_queued).
// Nothing here parses text as HTML: pre-rendered parts are cloned from <template> elements.
const $ = (id) => document.getElementById(id);
const setup = $("setup");
const rulesDialog = $("rules-dialog");
const python = () => mirrored || root.dataset.state === "ready"; // from then on Python answers
let rulesOpener = null;

function setupShown() {
  return !setup.hidden;
}

// The address's words that choose no part of the form (ui/params.py reads the same).
const NOT_SETUP = ["view", "autoplay", "loop", "pace", "origin", "id", "game", "at", "python"];

// The form is for the full page's fresh table: an embed, the demo, a shared game or a game kept in
// this browser opens on something else (as the page's Python decides once it runs), and a form the
// address fills in (?edition=1904...) is drawn by Python with those values, not typed over first.
function setupWanted() {
  const query = new URLSearchParams(location.search);
  if (root.dataset.view !== "full" || lightUntilUsed) return false;
  if (query.has("game") || location.hash.includes("game=")) return false;
  if ([...query.keys()].some((key) => !NOT_SETUP.includes(key))) return false;
  const autoplay = query.get("autoplay");
  if (autoplay !== null && ["", "1", "on", "yes", "true"].includes(autoplay.trim().toLowerCase())) return false;
  try {
    if (localStorage.getItem("landlords:game")) return false;
  } catch {
    // storage denied: nothing is kept, so the reader starts at the form
  }
  return true;
}

function chosenEdition() {
  return setup.querySelector('input[name="edition"]:checked')?.value ?? "1906";
}

function openRules(kind) {
  const template = $(`rules-${kind}-${chosenEdition()}`);
  if (!template) return;
  if (!rulesDialog.open) rulesOpener = document.activeElement;
  rulesDialog.replaceChildren(template.content.cloneNode(true));
  if (!rulesDialog.open) rulesDialog.showModal();
  const heading = rulesDialog.querySelector("h2");
  heading?.setAttribute("tabindex", "-1");
  heading?.focus();
}

// The board of the edition chosen, bare, with the header's label: the first edition's is the one
// the page opened with, the others' are templates.
const firstBoard = {
  svg: $("board-holder").querySelector("svg"),
  label: $("edition-label").textContent,
  title: document.title,
};

function showBoard(edition) {
  const template = $(`board-${edition}`);
  const { label, title } = template?.dataset ?? {};
  const board = template ? { svg: template.content.firstElementChild.cloneNode(true), label, title } : firstBoard;
  $("board-holder").replaceChildren(board.svg);
  $("edition-label").textContent = board.label;
  document.title = board.title;
}

function switchEdition(edition) {
  const template = $(`setup-edition-${edition}`);
  if (!template) return;
  showBoard(edition);
  const parts = template.content.cloneNode(true);
  const folded = setup.querySelector("details.rules");
  const fresh = parts.querySelector("details.rules");
  if (folded?.open) fresh.open = true;
  $("setup-aim").replaceWith(parts.querySelector("#setup-aim"));
  $("setup-length").replaceWith(parts.querySelector("#setup-length"));
  folded.replaceWith(fresh);
}

function beforePython(event) {
  if (python()) return;
  const target = event.target;
  if (event.type === "submit" && target.closest("#setup")) {
    event.preventDefault();
    if (root.dataset.state !== "loading") return; // the start failed: the error box says what to do
    root.dataset.start = "queued";
    status.textContent = QUEUED;
    return;
  }
  if (event.type === "change") {
    if (target.name === "edition" && target.closest("#setup")) switchEdition(target.value);
    if (target.classList.contains("seat-colour") && /^#[0-9a-f]{6}$/i.test(target.value)) {
      target.closest(".seat-row")?.querySelector(".seat-swatch rect")?.setAttribute("fill", target.value);
    }
    return;
  }
  const button = target.closest?.("button");
  const cmd = button?.dataset.cmd;
  if (button?.id === "menu-how" || (cmd === "how" && button.closest("#setup"))) openRules("how");
  else if (button?.id === "menu-rules" || (cmd === "full-rules" && button.closest("#rules-dialog"))) openRules("full");
  else if (cmd === "close" && button.closest("#rules-dialog")) rulesDialog.close();
  else if (cmd === "add" && button.closest("#setup")) reseat(-1);
  else if (cmd?.startsWith("remove:") && button.closest("#setup")) reseat(Number(cmd.split(":")[1]));
}

// "+ Add a player" and "×" before Python: the players' fieldset for the new number of seats is a
// template (ui.setup_form.seating, as the page's Python draws it); the seats the reader keeps are
// carried over in order, and an added seat takes the first colour nobody has, as Python's does.
function reseat(removed) {
  const rows = [...setup.querySelectorAll(".seat-row")];
  const seats = rows.map((row) => ({
    name: row.querySelector(".seat-name").value,
    kind: row.querySelector(".seat-kind").value,
    colour: row.querySelector(".seat-colour").value,
  }));
  if (removed >= 0) seats.splice(removed, 1);
  const count = removed >= 0 ? seats.length : seats.length + 1;
  const template = $(`setup-seats-${count}`);
  if (!template) return;
  const fresh = template.content.firstElementChild.cloneNode(true);
  const freshRows = fresh.querySelectorAll(".seat-row");
  const used = new Set(seats.map((seat) => seat.colour));
  freshRows.forEach((row, i) => {
    const colour = row.querySelector(".seat-colour");
    if (i < seats.length) {
      row.querySelector(".seat-name").value = seats[i].name;
      row.querySelector(".seat-kind").value = seats[i].kind;
      colour.value = seats[i].colour;
    } else {
      colour.value = [...colour.options].find((option) => !used.has(option.value)).value;
    }
    row.querySelector(".seat-swatch rect").setAttribute("fill", colour.value);
  });
  setup.querySelector("fieldset.seats").replaceWith(fresh);
  $(removed >= 0 ? "seat-name-0" : `seat-name-${count - 1}`)?.focus();
}

rulesDialog.addEventListener("close", () => {
  if (python()) return; // the page's Python restores focus for the dialogs it opened
  if (rulesOpener?.isConnected) rulesOpener.focus();
  rulesOpener = null;
});

if (setupWanted()) {
  for (const type of ["click", "change", "submit"]) document.addEventListener(type, beforePython);
} else {
  setup.hidden = true;
  setup.removeAttribute("data-prerendered");
}

if (lightUntilUsed) {
  // The pre-rendered board is already on screen (the stylesheet hides the start-up bar while
  // idle). No service worker, no snapshot and no runtime until Play (which dispatches
  // "landlords:play" on the document).
  document.addEventListener("landlords:play", boot, { once: true });
} else {
  boot();
}
