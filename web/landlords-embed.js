// The host script: a blog page loads this file from the game's own site and gets the game as an
// object, the way a video site's iframe API works. It makes the <iframe> from an element's
// attributes, sizes it from the game's "height" messages, and wraps the postMessage API (version 1,
// docs/embed.md) in methods and events. It reads only messages from its own iframe's window and the
// game's origin, and asks the game (origin=) to take commands only from this page and to post only
// to it.
//
//   <div id="game" data-view="embed" data-seats="person,bot"></div>
//   <script src="https://SITE/landlords-embed.js"></script>
//   <script>
//     const game = LandlordsEmbed.create(document.getElementById("game"));
//     game.on("over", (over) => console.log(over.winners));
//   </script>
(() => {
  /** The message API version this script speaks. */
  const API_VERSION = 1;
  const NS = "landlords";
  /** The game's address: the folder this script was served from. */
  const SCRIPT = document.currentScript?.src;
  /** The element's attributes that set up the frame; every other data-* is a game parameter. */
  const FRAME_ATTRIBUTES = new Set(["src", "title", "height", "max-height", "autosize", "sandbox"]);
  /** A frame's height before the game reports its own, by view (CSS pixels). */
  const FIRST_HEIGHT = { embed: 600, board: 560, full: 800 };
  const MIN_HEIGHT = 150;
  const MAX_HEIGHT = 2000;
  const COMMANDS = {
    newGame: "new-game",
    load: "load",
    undo: "undo",
    setPace: "set-pace",
    pause: "pause",
    resume: "resume",
    step: "step",
  };

  /** This page's origin, if it is one a game can check (not a file:// page's "null"). */
  function hostOrigin() {
    return /^https?:$/.test(location.protocol) ? location.origin : null;
  }

  /** The game's address from the element: data-src (a link from the Embed dialog) or the script's
   * site, with every other data-* attribute as a parameter (data-turn-limit is turn_limit). */
  function address(element) {
    const src = element.getAttribute("data-src");
    if (!src && !SCRIPT) throw new Error("LandlordsEmbed: give the element a data-src (the game's address)");
    const url = new URL(src || "./", src ? location.href : SCRIPT);
    for (const { name, value } of element.attributes) {
      if (!name.startsWith("data-")) continue;
      const key = name.slice(5);
      if (FRAME_ATTRIBUTES.has(key)) continue;
      url.searchParams.set(key.replaceAll("-", "_"), value);
    }
    if (!url.searchParams.has("view")) url.searchParams.set("view", "embed");
    const origin = hostOrigin();
    if (origin) url.searchParams.set("origin", origin);
    return url;
  }

  class Game {
    constructor(element) {
      if (!(element instanceof Element)) throw new TypeError("LandlordsEmbed.create needs an element");
      const url = address(element);
      const view = url.searchParams.get("view");
      this.element = element;
      this.sandboxed = element.hasAttribute("data-sandbox");
      const tokens = (element.getAttribute("data-sandbox") || "").split(/\s+/);
      /** What event.origin is for this frame: a sandbox without allow-same-origin makes it "null". */
      this.origin = this.sandboxed && !tokens.includes("allow-same-origin") ? "null" : url.origin;
      this.autosize = element.getAttribute("data-autosize") !== "off";
      this.maxHeight = Number(element.getAttribute("data-max-height")) || MAX_HEIGHT;
      this.listeners = new Map();
      this.waiting = []; // commands sent before the frame's page has loaded
      this.answers = []; // getState() promises, first asked first answered
      this.loaded = false;
      this.status = "loading"; // then "idle" (waits for Play) or "ready"
      this.ready = new Promise((resolve) => this.once("ready", resolve));

      const frame = document.createElement("iframe");
      frame.src = url.href;
      frame.title = element.getAttribute("data-title") || "The Landlord's Game";
      frame.loading = "lazy";
      frame.allow = "clipboard-write";
      if (this.sandboxed) frame.setAttribute("sandbox", element.getAttribute("data-sandbox"));
      const height = Number(element.getAttribute("data-height")) || FIRST_HEIGHT[view] || FIRST_HEIGHT.embed;
      Object.assign(frame.style, { display: "block", width: "100%", border: "0", height: `${height}px` });
      this.iframe = frame;

      this.onMessage = (event) => this.receive(event);
      addEventListener("message", this.onMessage);
      frame.addEventListener("load", () => this.flush());
      element.replaceChildren(frame);
    }

    /** Call fn(message) for each message of this type ("idle", "ready", "height", "summary",
     * "state", "over", "error"); returns a function that stops it. */
    on(type, fn) {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set());
      this.listeners.get(type).add(fn);
      return () => this.listeners.get(type)?.delete(fn);
    }

    once(type, fn) {
      const off = this.on(type, (message) => {
        off();
        fn(message);
      });
      return off;
    }

    /** Only this frame's window, from the game's origin, in this API's envelope. */
    receive(event) {
      if (event.source !== this.iframe.contentWindow || event.origin !== this.origin) return;
      const data = event.data;
      if (!data || typeof data !== "object" || data.ns !== NS || data.v !== API_VERSION) return;
      if (typeof data.type !== "string") return;
      this.flush(); // the page is listening: anything queued can go
      if (data.type === "idle" || data.type === "ready") this.status = data.type;
      if (data.type === "height" && this.autosize && Number.isFinite(data.height)) {
        const height = Math.min(Math.max(Math.ceil(data.height), MIN_HEIGHT), this.maxHeight);
        this.iframe.style.height = `${height}px`;
      }
      if (data.type === "state") this.answers.shift()?.(data);
      for (const fn of [...(this.listeners.get(data.type) ?? [])]) {
        try {
          fn(data);
        } catch (error) {
          console.error("LandlordsEmbed: a listener failed", error);
        }
      }
    }

    /** Send a command of the message API (a command wakes a game that waits for Play). */
    send(type, fields = {}) {
      const message = { ...fields, ns: NS, v: API_VERSION, type };
      if (this.loaded) this.post(message);
      else this.waiting.push(message);
    }

    post(message) {
      // An opaque ("null") origin cannot be named: the message goes to this frame's window only.
      this.iframe.contentWindow?.postMessage(message, this.origin === "null" ? "*" : this.origin);
    }

    flush() {
      this.loaded = true;
      for (const message of this.waiting.splice(0)) this.post(message);
    }

    /** The game's summary now (a promise of the "state" message). */
    getState() {
      const answer = new Promise((resolve) => this.answers.push(resolve));
      this.send("get-state");
      return answer;
    }

    /** Stop listening and remove the frame. */
    destroy() {
      removeEventListener("message", this.onMessage);
      this.iframe.remove();
      this.listeners.clear();
    }
  }

  for (const [method, type] of Object.entries(COMMANDS)) {
    Game.prototype[method] = {
      // new-game takes settings; load takes { save } or { code }; set-pace takes the pace's name.
      [method](value) {
        if (type === "new-game") this.send(type, { settings: value ?? {} });
        else if (type === "load") this.send(type, value ?? {});
        else if (type === "set-pace") this.send(type, { pace: value });
        else this.send(type);
      },
    }[method];
  }

  globalThis.LandlordsEmbed = Object.freeze({
    apiVersion: API_VERSION,
    /** Make the game's iframe inside this element (its children, a fallback link say, are replaced). */
    create: (element) => new Game(element),
  });
})();
