// Left only until boot.js stops starting it: the visit's own interpreter now makes the Python
// snapshot (python.js) and this worker starts no runtime. It answers boot.js as before, once the
// snapshot is in Cache Storage (or after a minute without one). Delete it with boot.js's makeSnapshot.
const cache = await caches.open("landlords-python-snapshot");
let kept = false;
for (let tries = 0; tries < 300 && !kept; tries++) {
  kept = (await cache.keys()).length > 0;
  if (!kept) await new Promise((resolve) => setTimeout(resolve, 200));
}
postMessage({ kept });
