"""The engine benchmark: games and turns per second by bot level, and the strong bot's time per
decision, on CPython and (when Node and the npm ``pyodide`` package are present) on Pyodide.

Numbers only mean something as ratios on one machine: run both interpreters in one go.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from importlib import resources
from pathlib import Path
from typing import Any

from ..bots import make_bot
from ..engine import apply, decider, is_over, new_game
from ..options import EDITION_NAMES, Options
from ..state import Phase

EDITIONS = EDITION_NAMES


def games_per_second(edition: str, level: str, games: int, seed: int = 0) -> dict[str, float]:
    options = Options(edition=edition)
    turns = 0
    start = time.perf_counter()
    for g in range(games):
        state = new_game(options, seed + g)
        bots = [make_bot(level, seed=seed + g * 10 + s) for s in range(state.num_players)]
        while not is_over(state):
            apply(state, bots[decider(state)].decide(state).action)
        turns += state.turn
    seconds = time.perf_counter() - start
    return {"games": games, "seconds": round(seconds, 3), "games_per_s": round(games / seconds, 1),
            "turns_per_s": round(turns / seconds, 0)}


def strong_decision_ms(edition: str, decisions: int, playouts: int, seed: int = 0) -> dict[str, float]:
    """Time the look-ahead bot on real positions from heuristic games (non-trivial choices only)."""
    options = Options(edition=edition)
    strong = make_bot("strong", seed=seed, playouts=playouts)
    timings: list[float] = []
    g = 0
    while len(timings) < decisions:
        state = new_game(options, seed + g)
        guides = [make_bot("heuristic", seed=s) for s in range(state.num_players)]
        while not is_over(state) and len(timings) < decisions:
            if state.turn % 3 == 0 and state.phase in (Phase.PRE_ROLL, Phase.AUCTION, Phase.CHOOSE_MOVE):
                start = time.perf_counter()
                strong.decide(state)
                timings.append((time.perf_counter() - start) * 1000)
            apply(state, guides[decider(state)].decide(state).action)
        g += 1
    timings.sort()
    return {"decisions": len(timings), "playouts": playouts, "median_ms": round(statistics.median(timings), 1),
            "p95_ms": round(timings[max(0, math.ceil(0.95 * len(timings)) - 1)], 1)}


def run(games: int, heuristic_games: int, decisions: int, playouts: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for edition in EDITIONS:
        out[edition] = {
            "random": games_per_second(edition, "random", games),
            "heuristic": games_per_second(edition, "heuristic", heuristic_games),
            "strong": strong_decision_ms(edition, decisions, playouts),
        }
    return out


NODE_SCRIPT = """
const { loadPyodide } = require(process.argv[2]);
(async () => {
  const py = await loadPyodide();
  py.FS.mkdirTree("/engine");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: process.argv[3] }, "/engine");
  const out = py.runPython(`
import sys, json
sys.path.insert(0, "/engine")
from landlords.tools.bench import run
json.dumps(run(${process.argv[4]}))
`);
  console.log(out);
})().catch((e) => { console.error(e); process.exit(1); });
"""


def find_pyodide() -> Path | None:
    for base in (Path.cwd(), *Path.cwd().parents):
        candidate = base / "node_modules" / "pyodide" / "pyodide.js"
        if candidate.exists():
            return candidate
    return None


def run_on_pyodide(args: str) -> dict[str, Any] | str:
    """Run the same benchmark inside Pyodide under Node; returns the numbers or why it could not."""
    node = shutil.which("node")
    pyodide = find_pyodide()
    if node is None or pyodide is None:
        return "not run: needs node and the npm pyodide package (npm ci)"
    package = Path(str(resources.files("landlords"))).parent
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "bench.js"
        script.write_text(NODE_SCRIPT)
        done = subprocess.run([node, str(script), str(pyodide), str(package), args], capture_output=True, text=True,
                              timeout=1800, env={**os.environ, "NODE_NO_WARNINGS": "1"})
    if done.returncode != 0:
        return f"failed: {done.stderr.strip()[-400:]}"
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def report(games: int, heuristic_games: int, decisions: int, playouts: int, pyodide: bool) -> str:
    cpython = run(games, heuristic_games, decisions, playouts)
    lines = ["Engine benchmark (4 players; games to the end with every seat the same bot)"]
    results: dict[str, dict[str, Any] | str] = {"CPython": cpython}
    if pyodide:
        results["Pyodide/Node"] = run_on_pyodide(f"{max(1, games // 4)}, {max(1, heuristic_games // 4)}, "
                                                 f"{max(2, decisions // 4)}, {playouts}")
    for name, res in results.items():
        lines.append(f"\n{name}:")
        if isinstance(res, str):
            lines.append(f"  {res}")
            continue
        for edition, r in res.items():
            lines.append(f"  edition {edition}")
            for level in ("random", "heuristic"):
                x = r[level]
                lines.append(f"    {level:<10} {x['games_per_s']:>8} games/s {x['turns_per_s']:>9} turns/s "
                             f"({x['games']} games in {x['seconds']} s)")
            s = r["strong"]
            lines.append(f"    strong     {s['median_ms']} ms median, {s['p95_ms']} ms p95 per decision "
                         f"({s['playouts']} playouts per choice, {s['decisions']} decisions)")
    cp, pyo = results.get("CPython"), results.get("Pyodide/Node")
    if isinstance(cp, dict) and isinstance(pyo, dict):
        lines.append("\nRatios CPython/Pyodide (how many times faster CPython is):")
        for edition in cp:
            for level in ("random", "heuristic"):
                ratio = cp[edition][level]["turns_per_s"] / max(1.0, pyo[edition][level]["turns_per_s"])
                lines.append(f"  {edition} {level}: {ratio:.1f}x")
            ratio = pyo[edition]["strong"]["median_ms"] / max(0.1, cp[edition]["strong"]["median_ms"])
            lines.append(f"  {edition} strong decision: {ratio:.1f}x")
    return "\n".join(lines)
