// The lab's worker: its own Python (the vendored Pyodide) running the engine's lab code
// (landlords.lab.session), so the page stays responsive while the games are played.
// It plays a slice of seeds, reports progress, then yields to hear Cancel; the report it sends
// back is the command line's files and charts for the same experiment.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const SLICE_MS = 120;
let cancelled = false;
let python = null;

function post(message) {
  self.postMessage(message);
}

async function start(wheel) {
  post({ type: "stage", text: "Starting Python…" });
  const pyodide = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href });
  post({ type: "stage", text: "Loading the game engine…" });
  const response = await fetch(new URL(wheel, new URL("../", import.meta.url)));
  if (!response.ok) throw new Error(`the game engine did not load (HTTP ${response.status})`);
  pyodide.unpackArchive(await response.arrayBuffer(), "wheel");
  const session = pyodide.pyimport("landlords.lab.session");
  post({ type: "ready" });
  return session;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

async function run(experiment) {
  const module = await python;
  let session;
  try {
    session = module.Session.from_json(JSON.stringify(experiment));
  } catch (error) {
    // Python's ValueError says what is wrong with the experiment: its last line, without the class name.
    const last = String(error.message || error).split("\n").filter(Boolean).pop() || "";
    post({ type: "refused", text: last.replace(/^\w+Error: /, "") });
    return;
  }
  cancelled = false;
  const total = experiment.games;
  const began = performance.now();
  try {
    while (!session.finished && !cancelled) {
      const until = performance.now() + SLICE_MS;
      do {
        session.step();
      } while (!session.finished && performance.now() < until);
      post({ type: "progress", done: session.done, total, seconds: (performance.now() - began) / 1000 });
      await pause();
    }
    if (session.done === 0) {
      post({ type: "empty" });
      return;
    }
    post({ type: "report", report: JSON.parse(session.report()), seconds: (performance.now() - began) / 1000 });
  } finally {
    session.destroy();
  }
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === "start") {
    python = start(message.wheel);
    python.catch((error) => post({ type: "failed", text: String(error.message || error) }));
  } else if (message.type === "run") {
    run(message.experiment).catch((error) => post({ type: "failed", text: String(error.message || error) }));
  } else if (message.type === "cancel") {
    cancelled = true;
  }
};
