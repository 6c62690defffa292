// The page side of test_shell.py: shell.js connected to the stand-in worker; the messages the
// worker saw, the steps boot.js would be told of, and the batches applied are kept for the test.
import { connect } from "./shell.js";

const worker = new Worker("./stand_in_worker.js", { type: "module" });
const record = (name) => (detail) => window.steps.push(detail === undefined ? name : `${name}:${detail}`);
window.seen = [];
window.steps = [];
window.batches = 0;
window.say = (msg) => worker.postMessage({ type: "say", msg });
const marks = [];
worker.addEventListener("message", (event) => {
  if (event.data?.type === "marked") marks.shift()?.();
  else if (event.data?.type === "seen") window.seen.push(event.data.msg);
  else return;
  event.stopImmediatePropagation();
});
// Resolves once the worker has handed back every message the page sent it so far.
window.caughtUp = () =>
  new Promise((resolve) => {
    marks.push(resolve);
    worker.postMessage({ type: "mark" });
  });
connect(worker, {
  hello: record("hello"),
  booted: record("booted"),
  queued: record("queued"),
  ready: record("ready"),
  failed: record("failed"),
});
worker.addEventListener("message", (event) => {
  if (event.data?.type === "ops") window.batches += 1;
});
// What the page itself saw of each event's default, after every listener.
window.prevented = [];
addEventListener("keydown", (event) => window.prevented.push([event.key, event.defaultPrevented]));
addEventListener("submit", (event) => {
  window.submitted = (window.submitted ?? 0) + 1;
  event.preventDefault();
});
