// Inlined into the head of index.html (allowed by its hash in the page's Content-Security-Policy),
// so it runs before anything is styled or drawn. It decides two things from the address:
// - the view (<html data-view>), which the layouts key on: an embed is painted in its own layout
//   from the first frame, and no later change restyles the whole page;
// - whether Python starts now (data-state "loading") or when the reader presses Play ("idle": an
//   embedded board costs a blog reader nothing but the HTML until then, unless the author asked
//   for autoplay).
// When it starts now, it adds start.js (data-start), which begins the interpreter while the board
// is laid out, and preloads the modules start.js imports (data-preload), so all arrive at once.
// The build leaves both empty in the single-file edition, where boot.js starts Python alone.
// boot.js reads both answers.
(() => {
  const root = document.documentElement;
  const query = new URLSearchParams(location.search);
  const VIEWS = ["full", "embed", "board"];
  const view = VIEWS.includes(query.get("view")) ? query.get("view") : "full";
  // The same words as the page's own reading of the address (ui.params): anything else is off.
  const AUTOPLAY_ON = ["", "1", "on", "yes", "true"];
  const autoplay = query.has("autoplay") && AUTOPLAY_ON.includes(query.get("autoplay").trim().toLowerCase());
  root.dataset.view = view;
  if (view !== "full" && !autoplay) {
    root.dataset.state = "idle";
    return;
  }
  const { preload, start } = document.currentScript.dataset;
  for (const href of (preload ?? "").split(" ").filter(Boolean)) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
  if (start) document.head.append(Object.assign(document.createElement("script"), { type: "module", src: start }));
})();
