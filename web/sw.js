// Offline after one visit: precache every file of the site under a cache named by the content
// hash of those files, serve cache-first, and delete the caches of older builds.
const CACHE = "landlords-site-%%HASH%%";
const FILES = %%FILES%%;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith("landlords-site-") && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      const response = await fetch(request);
      // Files outside the precache list (the large offline download) are kept once fetched.
      if (response.ok && response.type === "basic") cache.put(request, response.clone());
      return response;
    })(),
  );
});
