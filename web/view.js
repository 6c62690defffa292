// Inlined into the head of index.html (allowed by its hash in the page's Content-Security-Policy),
// so it runs before anything is styled or drawn. It decides two things from the address:
// - the view (<html data-view>), which the layouts key on: an embed is painted in its own layout
//   from the first frame, and no later change restyles the whole page;
// - whether Python starts now (data-state "loading") or when the reader presses Play ("idle": an
//   embedded board costs a blog reader nothing but the HTML until then, unless the author asked
//   for autoplay).
// When it starts now, the first modules of the start (named in data-preload by the build) are
// fetched while the board is laid out, instead of after boot.js runs. boot.js reads both answers.
// It also says where the game's Python runs (<html data-python>), starts asking whether storage
// works (boot.js needs the answer before PyScript loads: asked here, it is in by then; opening
// IndexedDB in a fresh profile took 60-100 ms), and opens and closes the menu
// folded behind the Menu button on narrow screens: page furniture rather than the game's, so it
// needs no Python.
(() => {
  const root = document.documentElement;
  const query = new URLSearchParams(location.search);
  const VIEWS = ["full", "embed", "board"];
  const view = VIEWS.includes(query.get("view")) ? query.get("view") : "full";
  // The same words as the page's own reading of the address (ui.params): anything else is off.
  const AUTOPLAY_ON = ["", "1", "on", "yes", "true"];
  const autoplay = query.has("autoplay") && AUTOPLAY_ON.includes(query.get("autoplay").trim().toLowerCase());
  root.dataset.view = view;
  // The demo's header (no Undo, no Save & share) from the first frame, as Python sets it later.
  if (view !== "full") root.dataset.autoplay = autoplay ? "on" : "off";
  // A sandbox without allow-same-origin gives the page an opaque origin: its module scripts (the
  // Play button's among them) may then be refused. If they never ran, Play says what is missing.
  document.addEventListener("click", (event) => {
    if (globalThis.landlordsEmbedLoaded || !event.target.closest?.("#play-embed")) return;
    const note = document.querySelector(".play-note");
    note.textContent = self.origin === "null"
      ? "This frame’s sandbox lacks allow-same-origin, which the game needs to load. Ask the page’s author to add it (with allow-scripts), or use “Open the full game”."
      : "The game’s scripts could not load in this frame. Use “Open the full game”.";
    note.setAttribute("role", "alert");
  });
  // The phone's folded menu (<html data-menu="open">): the Menu button opens and closes it; a
  // choice in it, a click elsewhere or Escape closes it, Escape returning focus to the button.
  const setMenu = (open) => {
    const toggle = document.getElementById("menu-toggle");
    if (!toggle || (toggle.getAttribute("aria-expanded") === "true") === open) return;
    toggle.setAttribute("aria-expanded", String(open));
    if (open) root.dataset.menu = "open";
    else delete root.dataset.menu;
    if (open) document.querySelector("#menu button:not(:disabled):not([hidden])")?.focus();
  };
  document.addEventListener("click", (event) => {
    const toggle = event.target.closest?.("#menu-toggle");
    if (toggle) setMenu(toggle.getAttribute("aria-expanded") !== "true");
    else if (root.dataset.menu) setMenu(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !root.dataset.menu) return;
    setMenu(false);
    document.getElementById("menu-toggle")?.focus();
  });
  // Where the game's Python runs (<html data-python>). "page": on this thread, as <script type="py"
  // src="./main.py">. "worker": in a PyScript worker (game_worker.py), the page kept in step by
  // shell.js, so this thread stays free while Python starts and plays: in every view, in a frame
  // too (a host page's messages reach the worker through embed.js's gate and shell.js), storage
  // denied or not (indexeddb.js). A worker needs a served page of a real origin or the single file:
  // Chromium refuses module workers to a file:// page (the single file's is a classic one, made by
  // single-file.js), and in a frame sandboxed without allow-same-origin (an origin of "null") a
  // module worker from a blob: URL, as PyScript makes, fails at once, unheard by PyScript's start,
  // which then waits for ever. ?python=page or ?python=worker chooses where both could run;
  // anything else means DEFAULT_PYTHON.
  const DEFAULT_PYTHON = "worker";
  const asked = query.get("python");
  const served = location.protocol.startsWith("http") && self.origin !== "null";
  const single = "singleFile" in document.currentScript.dataset;
  const possible = (served || single) && typeof Worker === "function";
  root.dataset.python = asked === "page" || !possible ? "page" : asked === "worker" ? "worker" : DEFAULT_PYTHON;
  if (view !== "full" && !autoplay) {
    root.dataset.state = "idle";
    return;
  }
  // The page's own start (the worker fetches its runtime itself: preloaded here it would come twice).
  if (root.dataset.python !== "page") return;
  for (const href of (document.currentScript.dataset.preload ?? "").split(" ").filter(Boolean)) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
})();
