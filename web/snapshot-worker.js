// Makes the Python memory snapshot that later visits start from (see python.js), in a worker so the
// page never waits for it. boot.js starts it once the page is ready and idle.
import { makeSnapshot } from "./python.js";

makeSnapshot().then(
  (kept) => postMessage({ kept }),
  (error) => postMessage({ kept: false, error: String(error) }),
);
