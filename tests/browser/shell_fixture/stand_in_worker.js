// A stand-in for the game's worker in tests/browser/test_shell.py: no Python, only the protocol's
// messages. It says hello at once; what the page sends it (boot, sync, event) it hands back to the
// test as "seen", and it acknowledges each event as the game's worker does (so
// landlordsShell.settled() resolves); what the test asks it to "say" (ops, ready, failed) it posts
// to the page, so every op reaches shell.js through a real worker's message, as the game's would.
// The page's messages come as JSON text (shell.js sends them so); the test's own "say" and "mark"
// as objects. A "mark" is answered at once: messages are handled in order, so by then every
// message sent before it has been handed back as "seen".
postMessage({ type: "hello" });
addEventListener("message", ({ data }) => {
  if (data?.type === "say") return postMessage(data.msg);
  if (data?.type === "mark") return postMessage({ type: "marked" }); // every earlier message is seen

  const msg = typeof data === "string" ? JSON.parse(data) : data;
  postMessage({ type: "seen", msg });
  if (msg?.seq !== undefined) postMessage({ type: "ack", seq: msg.seq });
});
