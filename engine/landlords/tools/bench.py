"""The engine benchmark: turns per second by bot level, look-ahead playouts per second and the
look-ahead bot's time per decision, on CPython and (when Node and the npm ``pyodide`` package are
present) on Pyodide, optionally against another checkout of the engine in the same run.

Numbers only mean something as ratios on one machine, and the machine is often shared: times are
CPU time (``time.process_time``), the best of a few repeats. This module imports the
engine by its absolute name and uses only its public API (``new_game``, ``apply``, ``make_bot``...),
so the very same file measures an older engine put first on the path (``--against DIR``).
"""

from __future__ import annotations

import inspect
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

# By the package's name, not relatively: a probe runs this very file, outside the package, against
# the engine put first on its path.
from landlords.bots import MonteCarloBot, make_bot
from landlords.engine import apply, decider, is_over, new_game
from landlords.options import Options

EDITIONS = ("1906", "1904", "prosperity")
#: The look-ahead bot's time budget in the page (``web/ui/seats.py``).
PAGE_SECONDS = 0.15


def turns_per_second(edition: str, level: str, games: int, repeats: int) -> tuple[float, float]:
    """Turns and decisions (actions applied) per CPU second of whole four-player games, every seat
    the same bot (best of ``repeats``); the bots' choices are applied as ``simulate`` and
    ``tournament`` apply them (unchecked, where the engine measured has that path: they were just
    listed). Decisions too, because a bot that decides less often in a turn plays more turns."""
    options = Options(edition=edition)
    unchecked = {"checked": False} if "checked" in inspect.signature(apply).parameters else {}
    best, best_decisions = 0.0, 0.0
    for _ in range(repeats):
        turns = decisions = 0
        start = time.process_time()
        for g in range(games):
            state = new_game(options, g)
            bots = [make_bot(level, seed=g * 10 + s) for s in range(state.num_players)]
            while not is_over(state):
                apply(state, bots[decider(state)].decide(state).action, **unchecked)
            turns += state.turn
            decisions += len(state.actions)
        spent = max(1e-9, time.process_time() - start)
        best, best_decisions = max(best, turns / spent), max(best_decisions, decisions / spent)
    return round(best), round(best_decisions)


def look_ahead(edition: str, decisions: int, playouts: int | None, seconds: float | None) -> dict[str, float]:
    """The look-ahead bot on real positions of rules-of-thumb games (turns divisible by 3, choices of
    the throw, an auction or a move): CPU ms per decision and playouts per CPU second."""
    counted = [0]
    playout = MonteCarloBot.playout

    def counting_playout(self: Any, *args: Any) -> float:
        counted[0] += 1
        return playout(self, *args)

    MonteCarloBot.playout = counting_playout  # type: ignore[method-assign, assignment]
    try:
        options = Options(edition=edition)
        strong = make_bot("strong", seed=0, playouts=playouts or 1, seconds=seconds)
        timings: list[float] = []
        g = 0
        while len(timings) < decisions:
            state = new_game(options, g)
            guides = [make_bot("heuristic", seed=s) for s in range(state.num_players)]
            while not is_over(state) and len(timings) < decisions:
                if state.turn % 3 == 0 and state.phase in ("pre_roll", "auction", "choose_move"):
                    start = time.process_time() if seconds is None else time.perf_counter()
                    strong.decide(state)
                    end = time.process_time() if seconds is None else time.perf_counter()
                    timings.append((end - start) * 1000)
                apply(state, guides[decider(state)].decide(state).action)
            g += 1
    finally:
        MonteCarloBot.playout = playout  # type: ignore[method-assign]
    timings.sort()
    return {
        "decisions": len(timings),
        "median_ms": round(statistics.median(timings), 1),
        "p95_ms": round(timings[max(0, math.ceil(0.95 * len(timings)) - 1)], 1),
        "max_ms": round(timings[-1], 1),
        "playouts": counted[0],
        "playouts_per_s": round(counted[0] / max(1e-9, sum(timings) / 1000), 1),
    }


def measure(
    games: int,
    heuristic_games: int,
    decisions: int,
    playouts: int,
    page_decisions: int,
    repeats: int = 3,
    editions: tuple[str, ...] = EDITIONS,
) -> dict[str, Any]:
    """Every figure for every edition; ``page`` is the bot with the page's time budget (wall time,
    as the page would see it)."""
    out: dict[str, Any] = {}
    for edition in editions:
        random, random_decisions = turns_per_second(edition, "random", games, repeats)
        out[edition] = {
            "random": random,
            "random_decisions": random_decisions,
            "heuristic": turns_per_second(edition, "heuristic", heuristic_games, repeats)[0],
            "strong": look_ahead(edition, decisions, playouts, None),
        }
        if page_decisions:
            out[edition]["page"] = look_ahead(edition, page_decisions, None, PAGE_SECONDS)
    return out


# --- running it on CPython and Pyodide, for one engine or two ----------------------------------

PROBE = """
import importlib.util, json, sys
sys.path.insert(0, sys.argv[1])
spec = importlib.util.spec_from_file_location("landlords_bench_probe", sys.argv[2])
probe = importlib.util.module_from_spec(spec)
spec.loader.exec_module(probe)
print(json.dumps(probe.measure(*json.loads(sys.argv[3]))))
"""

NODE_SCRIPT = """
const { loadPyodide } = require(process.argv[2]);
(async () => {
  const py = await loadPyodide();
  py.FS.mkdirTree("/engine");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: process.argv[3] }, "/engine");
  py.FS.mkdirTree("/probe");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: process.argv[4] }, "/probe");
  py.globals.set("probe_file", process.argv[5]);
  py.globals.set("args", process.argv[6]);
  const out = py.runPython(`
import importlib.util, json, sys
sys.dont_write_bytecode = True
sys.path.insert(0, "/engine")
spec = importlib.util.spec_from_file_location("landlords_bench_probe", "/probe/" + probe_file)
probe = importlib.util.module_from_spec(spec)
spec.loader.exec_module(probe)
json.dumps(probe.measure(*json.loads(args)))
`);
  console.log(out);
})().catch((e) => { console.error(e); process.exit(1); });
"""


def engine_dir() -> Path:
    """The directory holding this engine's ``landlords`` package."""
    return Path(__file__).resolve().parents[2]


def find_pyodide() -> Path | None:
    for base in (Path.cwd(), engine_dir(), *Path.cwd().parents, *engine_dir().parents):
        candidate = base / "node_modules" / "pyodide" / "pyodide.js"
        if candidate.exists():
            return candidate
    return None


def on_cpython(engine: Path, args: list[Any]) -> dict[str, Any] | str:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(engine), __file__, json.dumps(args)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(engine)},
    )
    if done.returncode != 0:
        return f"failed: {done.stderr.strip()[-400:]}"
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def on_pyodide(engine: Path, args: list[Any]) -> dict[str, Any] | str:
    """The same measurement inside Pyodide under Node; the numbers, or why it could not run."""
    result: dict[str, Any] | str = run_on_pyodide(engine, Path(__file__), args)
    return result


def run_on_pyodide(engine: Path, probe: Path, args: list[Any]) -> Any:
    """``probe``'s ``measure(*args)`` inside Pyodide under Node, with ``engine`` importable: its JSON
    result, or a sentence saying why it could not run (the one runner every benchmark shares)."""
    node = shutil.which("node")
    pyodide = find_pyodide()
    if node is None or pyodide is None:
        return "not run: needs node and the npm pyodide package (npm ci)"
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "bench.js"
        script.write_text(NODE_SCRIPT)
        done = subprocess.run(
            [node, str(script), str(pyodide), str(engine), str(probe.parent), probe.name, json.dumps(args)],
            capture_output=True,
            text=True,
            env={**os.environ, "NODE_NO_WARNINGS": "1"},
        )
    if done.returncode != 0:
        return f"failed: {done.stderr.strip()[-600:]}"
    return json.loads(done.stdout.strip().splitlines()[-1])


def best(a: dict[str, Any] | str, b: dict[str, Any] | str) -> dict[str, Any] | str:
    """The better of two runs figure by figure (the machine is shared: slow runs are noise)."""
    if isinstance(a, str) or isinstance(b, str):
        return b if isinstance(a, str) else a
    out: dict[str, Any] = {}
    for edition in a:
        out[edition] = {
            "random": max(a[edition]["random"], b[edition]["random"]),
            "random_decisions": max(a[edition]["random_decisions"], b[edition]["random_decisions"]),
            "heuristic": max(a[edition]["heuristic"], b[edition]["heuristic"]),
        }
        for key in ("strong", "page"):
            if key in a[edition]:
                x, y = a[edition][key], b[edition][key]
                out[edition][key] = x if x["playouts_per_s"] >= y["playouts_per_s"] else y
    return out


def format_run(name: str, res: dict[str, Any] | str) -> list[str]:
    lines = [f"\n{name}:"]
    if isinstance(res, str):
        return [*lines, f"  {res}"]
    for edition, r in res.items():
        s = r["strong"]
        lines.append(
            f"  {edition:<10} random {r['random']:>7} turns/s ({r['random_decisions']} decisions/s)"
            f"   rules of thumb {r['heuristic']:>6} turns/s"
            f"   look-ahead {s['playouts_per_s']:>6} playouts/s, {s['median_ms']} ms median per decision"
        )
        if "page" in r:
            p = r["page"]
            lines.append(
                f"  {'':<10} in the page's {PAGE_SECONDS * 1000:.0f} ms budget: {p['median_ms']} ms median, "
                f"{p['p95_ms']} p95, {p['max_ms']} max per decision, "
                f"{p['playouts'] / p['decisions']:.0f} playouts a decision"
            )
    return lines


def format_ratios(name: str, now: dict[str, Any] | str, base: dict[str, Any] | str) -> list[str]:
    if isinstance(now, str) or isinstance(base, str):
        return []
    lines = [f"\n{name}, this engine / the other (x times faster):"]
    for edition in now:
        n, b = now[edition], base[edition]
        lines.append(
            f"  {edition:<10} random {n['random'] / b['random']:.2f}x "
            f"(decisions/s {n['random_decisions'] / b['random_decisions']:.2f}x)   "
            f"rules of thumb {n['heuristic'] / b['heuristic']:.2f}x   "
            f"look-ahead playouts/s {n['strong']['playouts_per_s'] / b['strong']['playouts_per_s']:.2f}x"
        )
    return lines


def report(
    games: int,
    heuristic_games: int,
    decisions: int,
    playouts: int,
    pyodide: bool,
    against: Path | None = None,
    rounds: int = 1,
    page_decisions: int = 0,
) -> str:
    """Run the figures for this engine (and ``against``, alternating) on CPython and Pyodide."""
    cpython_args = [games, heuristic_games, decisions, playouts, page_decisions]
    pyodide_args = [max(1, games // 4), max(1, heuristic_games // 4), max(2, decisions // 4), playouts, page_decisions]
    engines = {"this engine": engine_dir(), **({"the other": against} if against else {})}
    runs: dict[tuple[str, str], dict[str, Any] | str] = {}
    interpreters = [("CPython", on_cpython, cpython_args)]
    if pyodide:
        interpreters.append(("Pyodide/Node", on_pyodide, pyodide_args))
    for _ in range(rounds):
        for interpreter, runner, args in interpreters:
            for label, path in engines.items():
                result = runner(path, args)
                key = (interpreter, label)
                runs[key] = best(runs[key], result) if key in runs else result
    lines = ["Engine benchmark (4 players, every seat the same bot; CPU time, best of the repeats)"]
    for interpreter, _, _ in interpreters:
        for label, path in engines.items():
            lines += format_run(f"{interpreter}, {label} ({path})", runs[(interpreter, label)])
        if against:
            lines += format_ratios(interpreter, runs[(interpreter, "this engine")], runs[(interpreter, "the other")])
    return "\n".join(lines)
