// The economics lab page: the form, the run in a worker, progress and Cancel, and the results
// (charts drawn by the engine's lab code, their readings and tables, downloads, a rerun link).
// Text from anywhere reaches the page only through textContent; SVG is parsed as XML.
// The games run in a PyScript worker (lab/worker.py) on the vendored Pyodide, with the engine
// wheel unpacked by PyScript's `files` setting, as the main page installs it.
import { PyWorker } from "../vendor/pyscript/core.js";

const $ = (id) => document.getElementById(id);
const LEVELS = [
  ["heuristic", "Rules of thumb"],
  ["random", "Random"],
  ["strong", "Look-ahead (slow)"],
];
const SEATS = 4;
// lab.html?chart=KEY#... is the embeddable view: one chart and its reading, nothing else.
const EMBED = new URLSearchParams(location.search).get("chart");
let worker = null;
let running = false;
let ready = false;
let pendingRun = null;
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

function buildSeats() {
  const box = $("lab-seats");
  for (let seat = 0; seat < SEATS; seat += 1) {
    const label = el("label", `Player ${seat + 1} `);
    const select = el("select", null, { id: `lab-seat-${seat}`, name: "seat" });
    if (seat >= 2) select.append(el("option", "Nobody", { value: "" }));
    for (const [value, name] of LEVELS) select.append(el("option", name, { value }));
    select.value = "heuristic";
    label.append(select);
    box.append(label);
  }
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
  const seats = experiment.seats || [];
  for (let seat = 0; seat < SEATS; seat += 1) {
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

function fromHash(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (!params.has("rulesets")) return null;
  const list = (key) => (params.get(key) || "").split(",").filter(Boolean);
  return {
    rulesets: list("rulesets"),
    seats: list("seats"),
    games: Number.parseInt(params.get("games"), 10),
    seed: Number.parseInt(params.get("seed"), 10),
    playouts: 24,
  };
}

function problem(text) {
  const box = $("lab-problem");
  box.textContent = text || "";
  box.hidden = !text;
}

function setRunning(on) {
  running = on;
  $("lab-run").disabled = on || !ready;
  $("lab-cancel").disabled = !on;
  document.documentElement.dataset.running = on ? "yes" : "no";
}

function start(experiment) {
  if (!ready) {
    pendingRun = experiment;
    return;
  }
  problem("");
  history.replaceState(null, "", toHash(experiment));
  const link = $("lab-link");
  link.href = toHash(experiment);
  link.hidden = false;
  $("lab-progress-box").hidden = false;
  $("lab-progress").value = 0;
  $("lab-progress-text").textContent = "Starting…";
  setRunning(true);
  worker.postMessage({ type: "run", experiment });
}

function progress({ done, total, seconds }) {
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

function show(report, seconds) {
  clearDownloads();
  const games = report.seeds * report.experiment.rulesets.length;
  const stopped = report.complete ? "" : ` (cancelled: ${report.seeds} of ${report.experiment.games} seeds played)`;
  $("lab-summary").textContent =
    `${games} games in ${seconds.toFixed(1)} s${stopped}. Every set of rules played the same seeds, so the dice ` +
    "and cards were the same and any difference is the rules alone.";
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
  for (const chart of report.charts) {
    if (EMBED && chart.key !== EMBED) continue;
    const figure = el("figure", null, { class: "lab-figure", "data-chart": chart.key });
    figure.append(el("h3", chart.title));
    figure.append(el("p", chart.reading, { class: "lab-reading" }));
    figure.append(svgNode(chart.svg));
    const details = el("details");
    details.append(el("summary", "The numbers"));
    const wrap = el("div", null, { class: "lab-table" });
    wrap.append(tableNode(chart.table));
    details.append(wrap);
    figure.append(details);
    figure.append(downloadLink(`charts/${chart.key}.svg`, chart.svg, "image/svg+xml", "Download this chart (SVG)"));
    figure.append(pngButton(chart.key, chart.svg));
    charts.append(figure);
  }
  if (EMBED && !charts.childElementCount) problem(`This experiment has no chart called ${EMBED}.`);
  $("lab-results").hidden = false;
  document.documentElement.dataset.results = report.complete ? "complete" : "partial";
  if (!EMBED) $("lab-results-heading").focus();
}

function onMessage(event) {
  const message = event.data;
  if (!message || typeof message !== "object") return; // PyScript's own traffic
  if (message.type === "ready") {
    ready = true;
    status("Ready");
    document.documentElement.dataset.state = "ready";
    setRunning(false);
    if (pendingRun) {
      const experiment = pendingRun;
      pendingRun = null;
      start(experiment);
    }
  } else if (message.type === "progress") {
    progress(message);
  } else if (message.type === "report") {
    setRunning(false);
    show(message.report, message.seconds);
  } else if (message.type === "empty") {
    setRunning(false);
    $("lab-progress-text").textContent = "Cancelled before any game was played.";
  } else if (message.type === "refused") {
    setRunning(false);
    $("lab-progress-box").hidden = true;
    problem(message.text);
  } else if (message.type === "failed") {
    setRunning(false);
    status("The lab stopped");
    problem(`The lab stopped: ${message.text}`);
    document.documentElement.dataset.state = "error";
  }
}

function main() {
  if (EMBED) {
    document.documentElement.dataset.embed = EMBED;
    const open = $("lab-open");
    open.href = `./lab.html${location.hash}`;
    open.hidden = false;
  }
  buildSeats();
  const shared = fromHash(location.hash);
  if (shared) fillForm(shared);
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
    if (running) worker.postMessage({ type: "cancel" });
  });
  status("Starting Python…");
  startWorker().catch((error) => onMessage({ data: { type: "failed", text: String(error?.message ?? error) } }));
  if (shared) start(readForm());
}

/** The worker, ready once PyScript has started Python, unpacked the wheel and run worker.py. */
async function startWorker() {
  const wheel = document.querySelector('meta[name="landlords-wheel"]').content;
  // The vendored Pyodide: PyWorker takes the interpreter's module as `version`.
  const interpreter = new URL("../vendor/pyodide/pyodide.mjs", import.meta.url).href;
  const config = { interpreter, files: { [new URL(wheel, document.baseURI).href]: "./*" } };
  worker = await PyWorker(new URL("./worker.py", import.meta.url).href, { config, version: interpreter });
  worker.addEventListener("message", onMessage);
  worker.addEventListener("error", (event) =>
    onMessage({ data: { type: "failed", text: event.message || "the worker failed" } }),
  );
  onMessage({ data: { type: "ready" } });
}

main();
