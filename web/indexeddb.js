// The IndexedDB PyScript gets. PyScript opens IndexedDB as it starts (for a package cache this
// site does not use), in the page and in each of its workers, and stops where the browser denies
// storage: a cross-site iframe whose reader blocks third-party storage, some private modes. There
// it gets a stand-in that keeps its few entries in memory for the life of the page or worker.
// boot.js calls keepIndexedDB before it loads PyScript's core; python.js, which every PyScript
// worker of this site imports before PyScript opens IndexedDB, calls it too.

let kept = null;

/** Make sure `indexedDB` opens here: the browser's own, or the stand-in where it is denied. */
export function keepIndexedDB() {
  kept ??= opens().then((yes) => {
    if (yes) return;
    console.warn("IndexedDB is denied here: PyScript gets an in-memory stand-in.");
    Object.defineProperty(globalThis, "indexedDB", { value: memoryIndexedDB(), configurable: true });
  });
  return kept;
}

function opens() {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open("landlords-probe");
      request.onsuccess = () => {
        request.result.close();
        resolve(true);
      };
      request.onerror = (event) => {
        event.preventDefault(); // a refusal here is expected, not an error to report
        resolve(false);
      };
    } catch {
      resolve(false); // no IndexedDB at all, or reading it throws (an opaque origin)
    }
  });
}

/** The part of IndexedDB PyScript's package cache uses, kept in memory. */
function memoryIndexedDB() {
  const databases = new Map();
  const answer = (result) => {
    const request = { result };
    queueMicrotask(() => request.onsuccess?.({ target: request }));
    return request;
  };
  return {
    open(name) {
      if (!databases.has(name)) databases.set(name, new Map());
      const data = databases.get(name);
      const store = {
        getAllKeys: () => answer([...data.keys()]),
        get: (key) => answer(data.get(key)),
        getKey: (key) => answer(data.has(key) ? key : undefined),
        count: () => answer(data.size),
        put: (value, key) => answer(data.set(key, value) && key),
        delete: (key) => answer(data.delete(key) && undefined),
        clear: () => answer(data.clear()),
      };
      const db = { objectStoreNames: ["entries"], close() {}, transaction: () => ({ objectStore: () => store }) };
      return answer(db);
    },
  };
}
