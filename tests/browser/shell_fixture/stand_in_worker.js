// A stand-in for the game's worker in tests/browser/test_shell.py: no Python, only the protocol's
// messages. It says hello at once; what the page sends it (boot, sync, event) it hands back to the
// test as "seen"; what the test asks it to "say" (ops, ready, failed) it posts to the page, so every
// op reaches shell.js through a real worker's message, as the game's would. The page's messages
// come as JSON text (shell.js sends them so); the test's own "say" as objects.
postMessage({ type: "hello" });
addEventListener("message", ({ data }) => {
  if (data?.type === "say") postMessage(data.msg);
  else postMessage({ type: "seen", msg: typeof data === "string" ? JSON.parse(data) : data });
});
