// Boots Python in the page: starts Pyodide from the vendored copy, puts the engine wheel on the
// path, then runs main.py. Everything is fetched from this page's own origin (or, in the
// single-file edition, from data blocks inside the page); no CDN is ever named here.
const root = document.documentElement;
const config = JSON.parse(document.getElementById("boot-config").textContent);
const bar = document.getElementById("boot-progress");
const status = document.getElementById("boot-status");

function step(value, text) {
  bar.value = value;
  bar.textContent = `${Math.round((value / bar.max) * 100)}%`;
  status.textContent = text;
  performance.mark(`landlords:${value}`);
}

function fail(error) {
  root.dataset.state = "error";
  const box = document.getElementById("boot-error");
  // textContent, never innerHTML: an error message may quote anything.
  box.querySelector(".message").textContent = String(error && error.message ? error.message : error);
  box.hidden = false;
  status.textContent = "Failed to start.";
  console.error(error);
}

// Warm starts restore a memory snapshot of Python taken right after its first start-up (Pyodide's
// experimental _makeSnapshot/_loadSnapshot), skipping interpreter start-up. Kept in Cache Storage,
// keyed by the runtime's content hash; any failure (storage denied, file://, a rejected snapshot)
// just means a normal start.
const Snapshots = {
  async open(runtime) {
    const key = `${runtime}python-${config.runtimeId}.snapshot`;
    let cache = null;
    try {
      if (config.snapshot && globalThis.caches && location.protocol.startsWith("http")) {
        cache = await caches.open("landlords-python-snapshot");
      }
    } catch (error) {
      console.warn("No snapshot cache.", error);
    }
    return {
      usable: cache !== null,
      async read() {
        try {
          const hit = cache && (await cache.match(key));
          return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
        } catch {
          return null;
        }
      },
      async write(bytes) {
        try {
          for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);
          await cache.put(key, new Response(bytes));
          return true;
        } catch (error) {
          console.warn("Could not keep the Python snapshot.", error);
          return false;
        }
      },
      async forget() {
        try {
          await cache?.delete(key);
        } catch {}
      },
    };
  },
};

async function fetchOk(url, as) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
  return as === "text" ? response.text() : response.arrayBuffer();
}

async function boot() {
  step(1, "Fetching the Python runtime…");
  // Start the small downloads now so they overlap the interpreter's start-up.
  const wheel = config.install === "unpack" ? fetchOk(config.wheel, "bytes") : null;
  const source = fetchOk(config.main, "text");
  const ui = config.ui ? fetchOk(config.ui, "bytes") : null; // the page's UI package (web/ui)
  wheel?.catch(() => {});
  source.catch(() => {});
  ui?.catch(() => {});
  // Absolute, because Pyodide resolves package URLs against it.
  const runtime = new URL(config.pyodide, document.baseURI).href;
  const [{ loadPyodide }, snapshots] = await Promise.all([import(`${runtime}pyodide.mjs`), Snapshots.open(runtime)]);
  step(2, "Starting Python…");
  const options = {
    indexURL: runtime,
    packageBaseUrl: runtime,
    lockFileURL: `${runtime}pyodide-lock.json`,
    convertNullToNone: true, // JS null arrives in Python as None
  };
  let saved = await snapshots.read();
  let pyodide = null;
  if (saved) {
    try {
      pyodide = await loadPyodide({ ...options, _loadSnapshot: saved });
    } catch (error) {
      console.warn("Ignoring a stale Python snapshot.", error);
      saved = null;
      await snapshots.forget();
    }
  }
  pyodide ??= await loadPyodide({ ...options, _makeSnapshot: snapshots.usable });
  // A fresh interpreter, before any of our code runs, is what the next visit restores.
  const fresh = !saved && snapshots.usable ? pyodide.makeMemorySnapshot() : null;
  root.dataset.snapshot = saved ? "used" : fresh ? "made" : "none";
  // Snapshot mode hands Python a recording proxy of globalThis whose getters (performance,
  // navigator, ...) throw "Illegal invocation"; give page code the real globals again.
  if (saved || fresh) pyodide.registerJsModule("js", globalThis);
  step(3, "Loading the game engine…");
  if (config.install === "micropip") {
    await pyodide.loadPackage("micropip", { errorCallback: (message) => console.error(message) });
    await pyodide.pyimport("micropip").install(new URL(config.wheel, document.baseURI).href);
  } else {
    pyodide.unpackArchive(await wheel, "wheel");
  }
  if (ui) pyodide.unpackArchive(await ui, "zip"); // into the working directory, which is on sys.path
  step(4, "Drawing the board…");
  pyodide.runPython(await source, { filename: "main.py" });
  // main.py sets data-state="ready" itself once the board answers clicks.
  if (root.dataset.state !== "ready") throw new Error("main.py finished without making the board playable.");
  step(5, "Ready.");
  registerServiceWorker();
  if (fresh) snapshots.write(fresh).then((ok) => ok && (root.dataset.snapshot = "saved"));
}

function registerServiceWorker() {
  // Offline play after one visit. Storage may be denied (a third-party iframe, private mode):
  // the game must go on without it.
  if (!config.serviceWorker || !location.protocol.startsWith("http")) return;
  try {
    navigator.serviceWorker?.register(config.serviceWorker).catch((error) => {
      console.warn("No offline copy: service worker refused.", error);
    });
  } catch (error) {
    console.warn("No offline copy: service workers unavailable.", error);
  }
}

boot().catch(fail);
