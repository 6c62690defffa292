// The economics lab page: the form, the run in a worker, progress and Cancel, and the results
// (charts drawn by the engine's lab code, their readings and tables, downloads, a rerun link).
// Text from anywhere reaches the page only through textContent; SVG is parsed as XML.
// The games run in several PyScript workers (lab/worker.py), one per core up to MAX_WORKERS, on
// the site's interpreter module (python.js: the vendored Pyodide, restored from the main page's
// Python snapshot when this browser keeps one), with the engine wheel unpacked by PyScript's
// `files` setting, as the main page installs it. Each plays a run of the seeds; the first merges
// their tallies into the report (exact in any order, so the numbers do not depend on the count).
// The page is light until the first run: PyScript and the workers (the runtime, about 6 MB) are
// fetched and started when an experiment is run, at once for a shared link that runs at once.

const $ = (id) => document.getElementById(id);
// The players' seats the form offers (lab.html).
const SEATS = document.querySelectorAll("#lab-seats select").length;
// lab.html?chart=KEY#... is the embeddable view: one chart and its reading, nothing else.
const EMBED = new URLSearchParams(location.search).get("chart");
// At most this many workers: each holds its own Python (about 100 MB).
const MAX_WORKERS = 4;
// ?workers=N asks for N (1 to MAX_WORKERS): the page benchmark compares 1 with several.
const ASKED = Number.parseInt(new URLSearchParams(location.search).get("workers"), 10);
const WORKER_COUNT = Math.max(
  1,
  Math.min(MAX_WORKERS, Number.isInteger(ASKED) && ASKED > 0 ? ASKED : navigator.hardwareConcurrency || 1),
);
let workers = [];
let current = null; // the run in hand: its experiment, each worker's seeds played and part
let running = false;
let ready = false; // the workers are up
let starting = null; // the workers' start, begun by the first run
let pendingRun = null;
let linkNote = ""; // what a shared link asked for that the lab does not know (said until the next run)
const downloads = [];

function status(text) {
  $("lab-status").textContent = text;
}

function el(tag, text, attrs = {}) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
}

function readForm() {
  const rulesets = [];
  for (const box of document.querySelectorAll('input[name="ruleset"]:checked')) {
    rulesets.push(box.value === "single-tax-at" ? `single-tax-at-${Number($("lab-at").value)}` : box.value);
  }
  const seats = [];
  for (let seat = 0; seat < SEATS; seat += 1) {
    const value = $(`lab-seat-${seat}`).value;
    if (value) seats.push(value);
  }
  return { rulesets, seats, games: Number($("lab-games").value), seed: Number($("lab-seed").value), playouts: 24 };
}

function fillForm(experiment) {
  const names = new Set(experiment.rulesets || []);
  for (const box of document.querySelectorAll('input[name="ruleset"]')) {
    if (box.value === "single-tax-at") {
      const at = [...names].find((n) => /^single-tax-at-\d+$/.test(n));
      box.checked = Boolean(at);
      if (at) $("lab-at").value = at.slice("single-tax-at-".length);
    } else {
      box.checked = names.has(box.value);
    }
  }
  // A link without players keeps the form's own (four rules-of-thumb players).
  const seats = experiment.seats || [];
  for (let seat = 0; seat < SEATS && seats.length; seat += 1) {
    const select = $(`lab-seat-${seat}`);
    const level = seats[seat] || "";
    if ([...select.options].some((o) => o.value === level)) select.value = level;
  }
  if (Number.isInteger(experiment.games)) $("lab-games").value = experiment.games;
  if (Number.isInteger(experiment.seed)) $("lab-seed").value = experiment.seed;
}

function toHash(experiment) {
  const params = new URLSearchParams({
    rulesets: experiment.rulesets.join(","),
    seats: experiment.seats.join(","),
    games: String(experiment.games),
    seed: String(experiment.seed),
  });
  return `#${params}`;
}

/** The experiment a shared link asks for, and in words what in it the lab does not know: a link
 * typed by hand or cut short says so on the page, and the form's own choice stands in. */
function fromHash(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (!params.has("rulesets")) return null;
  const list = (key) => (params.get(key) || "").split(",").filter(Boolean);
  const unknown = [];
  const offered = new Set([...document.querySelectorAll('input[name="ruleset"]')].map((box) => box.value));
  const rulesets = list("rulesets").filter((name) => {
    const known = offered.has(name) || /^single-tax-at-\d+$/.test(name);
    if (!known) unknown.push(`the rules "${name}"`);
    return known;
  });
  // The players the form offers (lab.html).
  const levels = new Set([...$("lab-seat-0").options].map((option) => option.value));
  const seats = list("seats");
  for (const level of seats) if (!levels.has(level)) unknown.push(`the player "${level}"`);
  const number = (key, least) => {
    const text = params.get(key);
    if (text === null) return Number.NaN;
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!(value >= least)) unknown.push(`${key === "games" ? "the number of games" : "the seed"} "${text}"`);
    return value;
  };
  const experiment = {
    rulesets,
    seats: seats.length && seats.every((level) => levels.has(level)) ? seats : [],
    games: number("games", 1),
    seed: number("seed", 0),
    playouts: 24,
  };
  const note = unknown.length
    ? `Not understood in this link, so the form's own choice is used instead: ${unknown.join("; ")}.`
    : "";
  return { experiment, note };
}

function problem(text) {
  const box = $("lab-problem");
  box.textContent = text || "";
  box.hidden = !text;
}

function setRunning(on) {
  running = on;
  $("lab-run").disabled = on || Boolean(starting && !ready);
  $("lab-cancel").disabled = !on;
  document.documentElement.dataset.running = on ? "yes" : "no";
}

function start(experiment) {
  if (!ready) {
    pendingRun = experiment;
    starting ??= bootWorkers();
    return;
  }
  problem(linkNote); // what a shared link asked for and did not get stays said for its run
  linkNote = "";
  history.replaceState(null, "", toHash(experiment));
  const link = $("lab-link");
  link.href = toHash(experiment);
  link.hidden = false;
  $("lab-progress-box").hidden = false;
  $("lab-progress").value = 0;
  $("lab-progress-text").textContent = "Starting…";
  setRunning(true);
  // Contiguous runs of seeds, one per worker (an experiment the lab refuses goes to one worker,
  // which says why).
  const games = experiment.games;
  const count = Number.isInteger(games) && games >= 1 ? Math.min(workers.length, games) : 1;
  current = { experiment, started: performance.now(), done: [], parts: [], seconds: 0 };
  let first = experiment.seed;
  for (let i = 0; i < count; i += 1) {
    const seeds = count === 1 ? games : Math.floor(games / count) + (i < games % count ? 1 : 0);
    current.done.push(0);
    current.parts.push(null);
    workers[i].postMessage({ type: "play", experiment, first, count: seeds });
    first += seeds;
  }
}

function progress() {
  const total = current.experiment.games;
  const done = current.done.reduce((a, b) => a + b, 0);
  const seconds = (performance.now() - current.started) / 1000;
  $("lab-progress").value = done / total;
  const left = done ? Math.round((seconds / done) * (total - done)) : 0;
  $("lab-progress-text").textContent =
    `${done} of ${total} seeds played${done < total ? `, about ${left} s left` : ""}`;
}

function clearDownloads() {
  for (const url of downloads.splice(0)) URL.revokeObjectURL(url);
}

function downloadLink(name, text, type, label) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloads.push(url);
  return el("a", label || name, { href: url, download: name.replace("/", "-"), "data-file": name });
}

/** The chart as a PNG of the SVG's own size: drawn from a blob: image onto a white canvas. */
async function pngOf(svg) {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = el("canvas", null, { width: image.naturalWidth, height: image.naturalHeight });
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff"; // a transparent chart would vanish on a dark page
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0);
    return await new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the chart could not be drawn"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A button that draws the chart as a PNG when asked (seven charts need not all be drawn twice). */
function pngButton(key, svg) {
  const button = el("button", "Download this chart (PNG)", { type: "button", class: "lab-png", "data-png": key });
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      const url = URL.createObjectURL(await pngOf(svg));
      downloads.push(url);
      const link = el("a", null, { href: url, download: `charts-${key}.png` });
      link.click();
    } catch (error) {
      problem(`The PNG could not be made: ${error.message || error}`);
    } finally {
      button.disabled = false;
    }
  });
  return button;
}

function svgNode(text) {
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  if (doc.getElementsByTagName("parsererror").length) throw new Error("a chart could not be read");
  return document.importNode(doc.documentElement, true);
}

function tableNode(table) {
  const node = el("table");
  node.append(el("caption", table.caption));
  const head = el("tr");
  for (const column of table.columns) head.append(el("th", column, { scope: "col" }));
  node.append(el("thead"));
  node.tHead.append(head);
  const body = el("tbody");
  for (const row of table.rows) {
    const tr = el("tr");
    row.forEach((cell, i) => tr.append(i === 0 ? el("th", cell, { scope: "row" }) : el("td", cell)));
    body.append(tr);
  }
  node.append(body);
  return node;
}

/** The claims card: each claim of Magie's with its source, and a row per measure and comparison
 * (each rule set's result, the paired difference with its 95% interval, the verdict in words). */
function claimsNode(card, csv) {
  const figure = el("figure", null, { class: "lab-figure lab-claims", "data-chart": "claims" });
  figure.append(el("h3", card.title));
  figure.append(el("p", card.reading, { class: "lab-reading" }));
  const how = el("ul", null, { class: "lab-claims-how" });
  for (const text of [card.interval, card.rule, card.equal_turns]) how.append(el("li", text));
  figure.append(how);
  for (const claim of card.claims) {
    const section = el("section", null, { class: "lab-claim", "data-claim": claim.key });
    section.append(el("h4", claim.claim));
    if (claim.source) section.append(el("p", `Magie: ${claim.source}.`, { class: "lab-claim-source" }));
    if (claim.note) section.append(el("p", claim.note, { class: "lab-claim-note" }));
    const table = el("table", null, { "aria-label": claim.claim });
    const head = el("tr");
    for (const column of ["Measure", "Results", "Difference (95% interval)", "Verdict"]) {
      head.append(el("th", column, { scope: "col" }));
    }
    table.append(el("thead"));
    table.tHead.append(head);
    const body = el("tbody");
    // Rows of one measure (at the end, or at equal turns) share its cell.
    const groups = [];
    for (const row of claim.rows) {
      const last = groups.at(-1);
      if (last && last.what === row.what && last.when === row.when) last.rows.push(row);
      else groups.push({ what: row.what, when: row.when, rows: [row] });
    }
    for (const group of groups) {
      group.rows.forEach((row, i) => {
        const tr = el("tr", null, { "data-when": row.when });
        if (i === 0) {
          const measure = el("th", null, { scope: "rowgroup", rowspan: String(group.rows.length) });
          measure.append(el("span", row.what, { class: "lab-claim-what" }));
          measure.append(el("span", row.when, { class: "lab-claim-when" }));
          tr.append(measure);
        }
        const results = el("td", null, { "data-label": "Results" });
        results.append(el("span", `${capital(row.a.title)}: ${row.a.value}`));
        results.append(el("span", `${capital(row.b.title)}: ${row.b.value}`));
        tr.append(results);
        const difference = el("td", null, { "data-label": "Difference" });
        if (row.difference) difference.append(el("span", row.difference));
        if (row.interval) difference.append(el("span", row.interval, { class: "lab-claim-interval" }));
        difference.append(el("span", row.games, { class: "lab-claim-games" }));
        tr.append(difference);
        const verdict = el("td", null, { "data-label": "Verdict" });
        verdict.append(el("span", row.verdict, { class: "lab-verdict", "data-verdict": row.verdict }));
        tr.append(verdict);
        body.append(tr);
      });
    }
    table.append(body);
    const wrap = el("div", null, { class: "lab-table" });
    wrap.append(table);
    section.append(wrap);
    figure.append(section);
  }
  const exports = el("div", null, { class: "lab-chart-exports" });
  exports.append(downloadLink("claims.csv", csv, "text/csv", "Download the claims (CSV)"));
  figure.append(exports);
  return figure;
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function show(report, seconds) {
  clearDownloads();
  const games = report.seeds * report.experiment.rulesets.length;
  const stopped = report.complete ? "" : ` (cancelled: ${report.seeds} of ${report.experiment.games} seeds played)`;
  $("lab-summary").textContent =
    `${games} games in ${seconds.toFixed(1)} s${stopped}. Every set of rules played the same seeds, so the dice ` +
    "and cards were the same and any difference is the rules alone." +
    (report.seeds > report.table_seeds
      ? ` The games and players tables hold the first ${report.table_seeds} seeds; the charts and the summary ` +
        "hold them all (the command line writes every line)."
      : "");
  // How wealth is compared (the common measure beside the game's own count) and what is approximate.
  const about = JSON.parse(report.files["summary.json"]);
  $("lab-measure").textContent = `${about.wealth.note} ${about.approximate}`;
  const box = $("lab-downloads");
  box.replaceChildren();
  for (const [name, text] of Object.entries(report.files)) {
    if (name.startsWith("charts/")) continue;
    box.append(downloadLink(name, text, name.endsWith(".json") ? "application/json" : "text/csv"));
  }
  const charts = $("lab-charts");
  charts.replaceChildren();
  // The claims card leads (it is also the view lab.html?chart=claims embeds).
  if (!EMBED || EMBED === "claims") charts.append(claimsNode(report.claims, report.files["claims.csv"]));
  for (const chart of report.charts) {
    if (EMBED && chart.key !== EMBED) continue;
    const figure = el("figure", null, { class: "lab-figure", "data-chart": chart.key });
    figure.append(el("h3", chart.title));
    figure.append(el("p", chart.reading, { class: "lab-reading" }));
    // In its own box, which scrolls sideways on a phone rather than shrink the chart's words unreadably.
    const drawing = el("div", null, { class: "lab-chart" });
    drawing.append(svgNode(chart.svg));
    figure.append(drawing);
    const details = el("details");
    details.append(el("summary", "The numbers"));
    const wrap = el("div", null, { class: "lab-table" });
    wrap.append(tableNode(chart.table));
    details.append(wrap);
    figure.append(details);
    const exports = el("div", null, { class: "lab-chart-exports" });
    exports.append(downloadLink(`charts/${chart.key}.svg`, chart.svg, "image/svg+xml", "Download this chart (SVG)"));
    exports.append(pngButton(chart.key, chart.svg));
    figure.append(exports);
    charts.append(figure);
  }
  if (EMBED && !charts.childElementCount) problem(`This experiment has no chart called ${EMBED}.`);
  $("lab-results").hidden = false;
  document.documentElement.dataset.results = report.complete ? "complete" : "partial";
  if (!EMBED) $("lab-results-heading").focus();
}

function onMessage(index, event) {
  const message = event.data;
  if (!message || typeof message !== "object") return; // PyScript's own traffic
  if (message.type === "ready") {
    ready = true;
    status(`Ready (${workers.length} ${workers.length === 1 ? "worker" : "workers"})`);
    document.documentElement.dataset.state = "ready";
    document.documentElement.dataset.workers = String(workers.length);
    setRunning(false);
    if (pendingRun) {
      const experiment = pendingRun;
      pendingRun = null;
      start(experiment);
    }
  } else if (message.type === "failed") {
    fail(message.text);
  } else if (!current) {
    // a message after the run was given up (a second refusal): nothing to do
  } else if (message.type === "progress") {
    current.done[index] = message.done;
    progress();
  } else if (message.type === "part") {
    current.done[index] = message.done;
    current.parts[index] = message.part;
    if (current.parts.every((p) => p !== null)) {
      current.seconds = (performance.now() - current.started) / 1000;
      workers[0].postMessage({ type: "report", experiment: current.experiment, parts: current.parts });
    }
  } else if (message.type === "report") {
    setRunning(false);
    const { seconds } = current;
    current = null;
    show(message.report, seconds);
  } else if (message.type === "empty") {
    setRunning(false);
    current = null;
    $("lab-progress-text").textContent = "Cancelled before any game was played.";
  } else if (message.type === "refused") {
    setRunning(false);
    current = null;
    $("lab-progress-box").hidden = true;
    problem(message.text);
  }
}

function fail(text) {
  for (const w of workers) w.postMessage({ type: "cancel" });
  current = null;
  setRunning(false);
  status("The lab stopped");
  problem(`The lab stopped: ${text}`);
  document.documentElement.dataset.state = "error";
}

function main() {
  if (EMBED) {
    document.documentElement.dataset.embed = EMBED;
    const open = $("lab-open");
    open.href = `./lab.html${location.hash}`;
    open.hidden = false;
  }
  const shared = fromHash(location.hash);
  if (shared) {
    fillForm(shared.experiment);
    linkNote = shared.note;
    problem(linkNote);
  }
  $("lab-form").addEventListener("submit", (event) => {
    event.preventDefault();
    if (running) return;
    const experiment = readForm();
    if (!experiment.rulesets.length) {
      problem("Choose at least one set of rules.");
      return;
    }
    start(experiment);
  });
  $("lab-cancel").addEventListener("click", () => {
    if (running) for (const w of workers) w.postMessage({ type: "cancel" });
  });
  // The header already says when the lab's Python starts (lab.html), so nothing moves here.
  document.documentElement.dataset.state = "idle";
  setRunning(false);
  if (shared) {
    const experiment = readForm();
    if (experiment.rulesets.length) start(experiment);
    else problem(`${linkNote} Choose at least one set of rules.`.trim());
  }
}

/** Start the workers for the first run; the run waiting for them starts once they are ready. */
function bootWorkers() {
  document.documentElement.dataset.state = "loading";
  status("Starting the lab’s Python (about 6 MB, once)…");
  setRunning(false);
  return startWorkers().then(
    () => onMessage(0, { data: { type: "ready" } }),
    (error) => fail(String(error?.message ?? error)),
  );
}

/** The workers, ready once PyScript has started Python in each, unpacked the wheel and run worker.py. */
async function startWorkers() {
  const { PyWorker } = await import("../vendor/pyscript/core.js");
  const wheel = document.querySelector('meta[name="landlords-wheel"]').content;
  // The site's interpreter module (python.js finds the runtime from its own URL): PyWorker takes it
  // as `version`, and the config names it as the `interpreter`.
  const interpreter = new URL("../python.js", import.meta.url).href;
  const config = { interpreter, files: { [new URL(wheel, document.baseURI).href]: "./*" } };
  const script = new URL("./worker.py", import.meta.url).href;
  workers = await Promise.all(
    Array.from({ length: WORKER_COUNT }, async (_, index) => {
      const py = await PyWorker(script, { config, version: interpreter });
      py.addEventListener("message", (event) => onMessage(index, event));
      py.addEventListener("error", (event) =>
        onMessage(index, { data: { type: "failed", text: event.message || "a worker failed" } }),
      );
      return py;
    }),
  );
}

main();
