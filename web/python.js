// PyScript's `interpreter` (see the config in index.html): the vendored Pyodide, started from a
// memory snapshot of a fresh interpreter when this browser keeps one. PyScript imports this module
// and calls its loadPyodide as it would Pyodide's own; everything else is PyScript's doing.
// boot.js calls begin() first, so the interpreter starts while PyScript's own code loads.
//
// One runtime a visit: where no snapshot is kept yet, the page's own interpreter starts in
// Pyodide's snapshot-making mode, is snapshotted the moment it is up (before PyScript runs anything
// in it, so the snapshot is of a fresh interpreter), and goes on to run the page. The snapshot is
// kept in Cache Storage, keyed by the content hash of the interpreter files; a missing, stale or
// rejected snapshot means a normal start, and a snapshot that cannot be made means none is kept.
// Progress is told as "landlords:snapshot" events: making, saved or none.

// The site's root: this module's own folder, so any page or worker that imports it (the lab's
// PyScript worker, started from lab.html from a blob: URL, included) finds the same runtime and the
// same snapshot. The single-file edition imports it from a data: URL, which has no folder: there
// the page's own folder stands in (in its game's worker, the page's folder as the worker's prelude
// names it, with the data: URL of each module: single-file.js). Never a CDN.
const SITE = new URL(".", /^(https?|file):/.test(import.meta.url) ? import.meta.url : globalThis.landlordsSite ?? document.baseURI).href;
export const RUNTIME = new URL("vendor/pyodide/", SITE).href;
const moduleAt = (url) => globalThis.landlordsModules?.[url] ?? url;
// PyScript opens IndexedDB once this module is in, so a worker gets its stand-in here (the page's
// came from boot.js, before PyScript's core loaded).
const storageKept = import(moduleAt(new URL("indexeddb.js", SITE).href)).then(
  (idb) => idb.keepIndexedDB(),
  (error) => console.warn("No IndexedDB stand-in.", error),
);
const pyodide = await import(moduleAt(`${RUNTIME}pyodide.mjs`));
await storageKept;
export const version = pyodide.version; // PyScript reads it to name its package cache

const CACHE = "landlords-python-snapshot";
const KEY = new URL("python-%%RUNTIME_ID%%.snapshot", SITE).href;

/** The snapshot cache, or null where there is none to use (file://, storage denied). */
async function snapshotCache() {
  try {
    // Reading `caches` itself throws in a frame sandboxed without allow-same-origin: no snapshot.
    if (!SITE.startsWith("http") || !globalThis.caches) return null;
    return await caches.open(CACHE);
  } catch {
    return null;
  }
}

async function readSnapshot() {
  try {
    const hit = await (await snapshotCache())?.match(KEY);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

// The single file's worker cannot import Pyodide's other module by its URL: it is handed it.
const ASM = `${RUNTIME}pyodide.asm.mjs`;
const handed = moduleAt(ASM) === ASM ? {} : { createPyodideModule: (await import(moduleAt(ASM))).default };

function options(extra) {
  return {
    ...extra,
    ...handed,
    indexURL: RUNTIME,
    packageBaseUrl: RUNTIME,
    lockFileURL: `${RUNTIME}pyodide-lock.json`,
    convertNullToNone: true, // JS null arrives in Python as None, as the page's code expects
  };
}

/**
 * Tell boot.js (which shows the stages) what the interpreter is doing, as a "landlords:NAME" event.
 * In a worker the events are also kept in `landlordsTold`: the game's worker hands them to the page
 * (game_worker.py), which has no other way to hear them.
 */
function tell(name, detail) {
  if (!globalThis.document) (globalThis.landlordsTold ??= []).push([name, detail]);
  globalThis.dispatchEvent?.(new CustomEvent(`landlords:${name}`, { detail }));
}

const say = (stage) => tell("stage", stage);

/**
 * Pyodide never settles when its wasm fails to load (it only logs a warning), so watch the
 * runtime's downloads and fail loudly on an HTTP error instead of "Starting Python…" forever.
 */
function runtimeFailure() {
  let observer = null;
  const failed = new Promise((_, reject) => {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name.startsWith(RUNTIME) && entry.responseStatus >= 400) {
          reject(new Error(`Could not load ${entry.name} (HTTP ${entry.responseStatus}).`));
        }
      }
    });
    observer.observe({ type: "resource", buffered: true });
  });
  return { failed, stop: () => observer.disconnect() };
}

/** The name shell.js gives the game's worker: the worker that borrows the page's compiled wasm
 * (boot.js spells it too; tests/web/test_worker_name.py keeps the two equal). */
const GAME_WORKER = "landlords-game";

/**
 * In the game's worker, fetch the game's own files (the engine wheel and the UI zip, which the page
 * names: boot.js, lendWasm) as soon as the runtime's standard library is in. PyScript fetches them
 * only once Python has started: on a real network a round trip and about 1 MB, while the network
 * has sat idle for the seconds Python takes to start. PyScript's fetch of each is answered from the
 * early one (or fetches afresh if that failed); a file PyScript asks for first is not fetched early,
 * so nothing is fetched twice. They wait for the standard library, which Python needs first, so as
 * not to share its bandwidth: Pyodide's fetch of it is read here, before Pyodide gets it.
 */
function fetchFilesEarly() {
  if (globalThis.document || globalThis.name !== GAME_WORKER || !SITE.startsWith("http")) return;
  const stdlib = `${RUNTIME}python_stdlib.zip`;
  const early = new Map();
  const taken = new Set(); // asked for by PyScript before they could be fetched early
  let named = []; // by the page
  let stdlibIn = false;
  const { fetch } = globalThis;
  const fetchNamed = () => {
    if (!stdlibIn) return;
    for (const url of named) if (!taken.has(url) && !early.has(url)) early.set(url, fetch(url));
    named = [];
  };
  addEventListener("message", ({ data }) => {
    if (data?.type !== "landlords:files" || !Array.isArray(data.files)) return;
    named = data.files.filter((url) => typeof url === "string");
    fetchNamed();
  });
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === stdlib && !stdlibIn) {
      const response = await fetch(input, init);
      if (!response.ok) return response;
      const body = await response.arrayBuffer();
      stdlibIn = true;
      fetchNamed();
      const { status, statusText, headers } = response;
      return new Response(body, { status, statusText, headers });
    }
    const answer = early.get(url);
    if (!answer) {
      taken.add(url);
      return fetch(input, init);
    }
    early.delete(url);
    return answer.catch(() => fetch(input, init));
  };
}
fetchFilesEarly(); // before borrowWasm, whose stand-in fetch gives way to this one

/**
 * In the game's worker, Pyodide's wasm is the module the page compiled (boot.js, lendWasm).
 * Chromium keeps the compiled code of the page's compileStreaming for the next visit, and none of a
 * worker's: a worker's Python ran at half speed for the first seconds of every warm start while
 * its wasm was compiled afresh. Pyodide takes no module, so its fetch of the file and
 * instantiateStreaming are answered from the page's module; where the page has none to lend, the
 * worker fetches and compiles its own. Said as the stage "lent" or "own".
 */
function borrowWasm() {
  if (globalThis.document || globalThis.name !== GAME_WORKER) return;
  const url = `${RUNTIME}pyodide.asm.wasm`;
  const lent = new Promise((resolve) => {
    addEventListener("message", ({ data }) => {
      if (data?.type === "landlords:wasm") resolve(data.module instanceof WebAssembly.Module ? data.module : null);
    });
  });
  postMessage({ type: "landlords:wasm?" });
  const { fetch } = globalThis;
  const { instantiateStreaming } = WebAssembly;
  const standIn = new Response(null); // fetched in place of the file when the page lends its module
  globalThis.fetch = async (input, init) => {
    if (String(input) !== url) return fetch(input, init);
    globalThis.fetch = fetch;
    return (await lent) ? standIn : fetch(input, init);
  };
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const response = await source;
    if (response !== standIn && String(response.url) !== url) return instantiateStreaming(response, imports);
    WebAssembly.instantiateStreaming = instantiateStreaming;
    const module = await lent;
    say(module ? "lent" : "own");
    if (!module) return instantiateStreaming(response, imports);
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
}
borrowWasm();

/** Pyodide's loadPyodide, failing loudly when the runtime is missing. */
async function load(extra) {
  const watch = runtimeFailure();
  try {
    return await Promise.race([pyodide.loadPyodide(options(extra)), watch.failed]);
  } finally {
    watch.stop();
  }
}

let started = null;

/** Start Python now (boot.js calls this at once, so Pyodide starts while PyScript itself loads). */
export function begin() {
  started ??= start();
  return started;
}

async function start() {
  const saved = await readSnapshot();
  if (saved) {
    say("restore");
    try {
      const restored = await load({ _loadSnapshot: saved });
      // A restored interpreter's `js` is the recording proxy of globalThis used while the snapshot
      // was made (its getters throw): hand Python the real globals.
      restored.registerJsModule("js", globalThis);
      say("restored");
      return restored;
    } catch (error) {
      console.warn("Dropping a Python snapshot this runtime rejects.", error);
      await forgetSnapshot();
      say("rejected");
    }
  }
  say("start");
  // One interpreter at a time makes the snapshot (the page's, or the game's worker in worker mode);
  // others start plainly, so two lab workers never each copy a whole heap at once.
  const cache = await snapshotCache();
  const release = cache ? await claimSnapshot() : null;
  if (!release) return load({});
  try {
    const interpreter = await load({ _makeSnapshot: true });
    keepSnapshot(interpreter, cache);
    return interpreter;
  } finally {
    release();
  }
}

/**
 * The right to make the snapshot now: a function that gives it up, or null where another
 * interpreter has it. Where the browser has no Web Locks, the page's interpreter makes it alone.
 */
function claimSnapshot() {
  const locks = globalThis.navigator?.locks;
  if (!locks) return Promise.resolve(globalThis.document ? () => {} : null);
  return new Promise((claimed) => {
    locks
      .request("landlords-python-snapshot", { ifAvailable: true }, (lock) =>
        lock ? new Promise((release) => claimed(release)) : claimed(null),
      )
      .catch(() => claimed(null));
  });
}

/** Tell boot.js where the snapshot is: making, saved or none. */
const snapshotState = (state) => tell("snapshot", state);

/**
 * Snapshot the interpreter just started in making mode, before anything runs in it, and store the
 * snapshot without waiting for the store. The interpreter then goes on with the real globals (in
 * making mode its `js` records every access for the snapshot).
 */
function keepSnapshot(interpreter, cache) {
  snapshotState("making");
  let bytes = null;
  try {
    bytes = interpreter.makeMemorySnapshot();
  } catch (error) {
    console.warn("No Python snapshot kept.", error);
  } finally {
    interpreter.registerJsModule("js", globalThis);
  }
  if (!bytes) return snapshotState("none");
  store(cache, bytes).then(
    () => snapshotState("saved"),
    (error) => {
      console.warn("No Python snapshot kept.", error);
      snapshotState("none");
    },
  );
}

/** Keep ``bytes`` as this runtime's snapshot; other runtimes' snapshots are deleted. */
async function store(cache, bytes) {
  for (const old of await cache.keys()) if (old.url !== KEY) await cache.delete(old);
  await cache.put(KEY, new Response(bytes));
}

/** What PyScript calls: the interpreter begun above, printing where PyScript wants. */
export async function loadPyodide({ stdout, stderr }) {
  const interpreter = await begin();
  performance.mark("landlords:interpreter"); // Python is up: PyScript fetches and runs the rest
  if (stdout) interpreter.setStdout({ batched: stdout });
  if (stderr) interpreter.setStderr({ batched: stderr });
  return interpreter;
}

async function forgetSnapshot() {
  try {
    await (await snapshotCache())?.delete(KEY);
  } catch {}
}
