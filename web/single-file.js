// Single-file edition only: serve the files the loader asks for from the base64 data blocks
// embedded in this page, so it plays from file:// with no network at all.
(() => {
  const blocks = %%BLOCKS%%;
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const name = new URL(url, document.baseURI).pathname.split("/").pop();
    const entry = Object.hasOwn(blocks, name) ? blocks[name] : null;
    if (entry === null) return realFetch(input, init);
    const text = document.getElementById(entry.id).textContent;
    let body = (await realFetch(`data:application/octet-stream;base64,${text}`)).body;
    if (entry.gzip) body = body.pipeThrough(new DecompressionStream("gzip"));
    return new Response(body, { status: 200, headers: { "Content-Type": entry.type } });
  };
})();
