// Single-file edition only: serve the files the loader asks for from the base64 data blocks
// embedded in this page, so it plays from file:// with no network at all; and give the game's
// worker (worker mode) what it cannot reach itself.
(() => {
  const blocks = %%BLOCKS%%;
  const realFetch = globalThis.fetch.bind(globalThis);

  /** A fetch that answers a file of `blocks` (by name) from its base64 text, `text(name)`. Written
   * to stand alone: the worker's prelude below carries its source. */
  function servedFrom(blocks, text, fetch, base) {
    return async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const name = new URL(url, base).pathname.split("/").pop();
      const entry = Object.hasOwn(blocks, name) ? blocks[name] : null;
      if (entry === null) return fetch(input, init);
      let body = (await fetch(`data:application/octet-stream;base64,${await text(name)}`)).body;
      if (entry.gzip) body = body.pipeThrough(new DecompressionStream("gzip"));
      return new Response(body, { status: 200, headers: { "Content-Type": entry.type } });
    };
  }
  const blockText = (name) => document.getElementById(blocks[name].id).textContent;
  globalThis.fetch = servedFrom(blocks, blockText, realFetch, document.baseURI);

  // --- the game's worker ------------------------------------------------------------------------
  // Chromium starts no module worker for a file:// page, and a worker has neither this page's data
  // blocks nor its import map. It does start a classic worker from a blob: URL, and that worker may
  // import data: modules. So the game's worker (boot.js asks, through workerURL and supply) is a
  // classic one whose prelude:
  // - serves the files from the blocks, which the page posts to it first (taken before PyScript's
  //   own code hears any message);
  // - names the data: URL of each module the page's import map has, for python.js
  //   (landlordsModules) and for PyScript's own imports, which are made to go through that list
  //   (its interpreter is python.js's file:// address: PyScript takes a data: URL for a version);
  // - makes importScripts throw, as it does in a module worker: Pyodide refuses to start in a
  //   classic worker, and this one only ever imports modules;
  // - then runs PyScript's worker code, in an async function (it awaits at its top level, as a
  //   module may; it has no import or export) in which `location` is this page's address (it
  //   resolves relative URLs against its own, and blob:null/..., a file:// page's, is no base).
  const base = document.baseURI;
  const map = JSON.parse(document.querySelector('script[type="importmap"]')?.textContent || "{}");
  const modules = Object.fromEntries(
    Object.entries(map.imports ?? {}).map(([name, url]) => [new URL(name, base).href, url]),
  );
  const prelude = (pyscript) => `"use strict";
self.landlordsSite = ${JSON.stringify(base)};
self.landlordsModules = ${JSON.stringify(modules)};
const landlordsBlocks = new Promise((resolve) => {
  self.addEventListener("message", function take(event) {
    if (event.data?.type !== "landlords:blocks") return;
    event.stopImmediatePropagation();
    self.removeEventListener("message", take);
    resolve(event.data.blocks);
  });
});
self.fetch = (${servedFrom})(${JSON.stringify(blocks)}, async (name) => (await landlordsBlocks)[name],
  self.fetch.bind(self), ${JSON.stringify(base)});
self.importScripts = () => {
  throw new TypeError("This worker imports modules only.");
};
const landlordsImport = (url) => import(self.landlordsModules[url] ?? url);
(async (location) => {
${pyscript}
})(new URL(${JSON.stringify(base)}));
`;
  globalThis.landlordsSingleFile = {
    /** The classic worker to start in place of PyScript's module worker at `url`: a blob: URL, which
     * only this page may read (a worker's importScripts may not), and only at once, as the Worker
     * is made. */
    workerURL(url) {
      const request = new XMLHttpRequest();
      request.open("GET", url, false);
      request.send();
      const code = request.responseText.replaceAll("import(", "landlordsImport(");
      return URL.createObjectURL(new Blob([prelude(code)], { type: "text/javascript" }));
    },
    /** Hand the blocks to that worker (before PyScript's first message to it). */
    supply(worker) {
      const texts = Object.fromEntries(Object.keys(blocks).map((name) => [name, blockText(name)]));
      worker.postMessage({ type: "landlords:blocks", blocks: texts });
    },
  };
})();
