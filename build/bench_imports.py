"""What importing the page's Python costs: ``import ui.app`` (what web/main.py imports) from cold.

    python build/bench_imports.py                     # this tree against HEAD, best of 5
    python build/bench_imports.py --against 600f3b2 --runs 7 --top 12
    python build/bench_imports.py --no-pyodide        # CPython only

A cold start of the page spends its last stretch importing the engine and ``ui``, so this times
that import in a fresh interpreter each run, on CPython (this Python) and on the vendored Pyodide
under Node (the page's own runtime), for the working tree and for another commit in the same run
(runs interleaved, so machine load hits both alike). Both import from compiled bytecode, as the
page does (its wheel and UI zip carry bytecode made at build time): each tree is compiled once
before its runs. ``pyscript`` (and ``pyodide.ffi`` on CPython) are stand-ins: the page gets them
from PyScript, and their cost is not the engine's; the stdlib modules PyScript's own Python imports
(``html``, ``inspect``, ``asyncio``...) are imported before the clock starts, as in the page.

Prints, per runtime, the best total of N runs (milliseconds) for each tree and the modules with
the largest self time (``-X importtime``, the probe's import only) in the best run. Not a test:
timings depend on the machine.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Run inside the measured interpreter, source roots on sys.path: stand in for what PyScript
#: provides, time ``import ui.app``, print the total as JSON on stdout's last line.
PROBE = """
import sys, time, types
class _Anything:
    def __getattr__(self, name): return _Anything()
    def __call__(self, *args, **kwargs): return _Anything()
for _name in ("pyscript", "pyscript.ffi", "pyodide", "pyodide.ffi"):
    try:
        __import__(_name)
    except ImportError:
        _module = types.ModuleType(_name)
        _module.__path__ = []
        _module.__getattr__ = lambda name: _Anything()
        sys.modules[_name] = _module
import asyncio, base64, html, inspect, io, json  # PyScript's own Python imports these first
sys.stderr.write("--probe--\\n")
sys.stderr.flush()
_start = time.perf_counter()
import ui.app
print('{"total_ms": %.3f}' % ((time.perf_counter() - _start) * 1000))
"""

#: Node: start the vendored Pyodide with ``-X importtime``, copy one tree's ``engine`` and ``web``
#: into its in-memory file system, compile them (first start only; the bytecode is then copied
#: back out with the tree, so later starts import from it), run the probe.
NODE = r"""
import { pathToFileURL } from "node:url";
import { join } from "node:path";
const [pyodideDir, tree, probe] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const lines = [];
const python = await loadPyodide({
  indexURL: `${pyodideDir}/`, args: ["-X", "importtime"], stderr: (line) => lines.push(line),
  stdout: (line) => lines.push(line),
});
python.FS.mkdirTree("/host");
python.mountNodeFS("/host", tree);
python.runPython(`
import compileall, os, shutil, sys
for part in ("engine", "web"):
    shutil.copytree(f"/host/{part}", f"/tree/{part}")
if not os.path.exists("/host/pyodide-compiled"):
    compileall.compile_dir("/tree", quiet=1)
    for part in ("engine", "web"):
        shutil.rmtree(f"/host/{part}")
        shutil.copytree(f"/tree/{part}", f"/host/{part}")
    open("/host/pyodide-compiled", "w").close()
sys.path[:0] = ["/tree/engine", "/tree/web"]
`);
python.runPython(probe);
process.stdout.write(lines.join("\n") + "\n");
"""


def parse(output: str) -> tuple[float, dict[str, float]]:
    """The probe's total and each module's self time (ms) from an ``-X importtime`` transcript."""
    total = None
    selves: dict[str, float] = {}
    for line in output.partition("--probe--")[2].splitlines():
        if line.startswith('{"total_ms"'):
            total = float(json.loads(line)["total_ms"])
        elif line.startswith("import time:") and "self [us]" not in line:
            self_us, _, name = (part.strip() for part in line[len("import time:") :].split("|"))
            selves[name] = int(self_us) / 1000
    if total is None:
        raise RuntimeError(f"the probe printed no total:\n{output[-2000:]}")
    return total, selves


def export(commit: str | None, dest: Path) -> Path:
    """``engine`` and ``web`` of a commit (None: the working tree) copied to ``dest``."""
    dest.mkdir(parents=True)
    if commit is None:
        for part in ("engine", "web"):
            shutil.copytree(ROOT / part, dest / part, ignore=shutil.ignore_patterns("__pycache__"))
    else:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", commit, "engine", "web"], capture_output=True, check=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    return dest


def cpython(tree: Path) -> tuple[float, dict[str, float]]:
    env = {**os.environ, "PYTHONPATH": f"{tree / 'engine'}{os.pathsep}{tree / 'web'}"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(tree / "pycache")
    result = subprocess.run([sys.executable, "-X", "importtime", "-c", PROBE], env=env, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"CPython failed:\n{result.stderr[-2000:]}")
    return parse(result.stderr + result.stdout)


def pyodide(tree: Path, node: str, pyodide_dir: Path) -> tuple[float, dict[str, float]]:
    result = subprocess.run(
        [node, "--input-type=module", "-e", NODE, str(pyodide_dir), str(tree), PROBE],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        raise RuntimeError(f"Pyodide under Node failed:\n{result.stderr[-2000:]}")
    return parse(result.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="HEAD", help="the commit to compare with (default HEAD)")
    parser.add_argument("--runs", type=int, default=5, help="fresh interpreters per tree and runtime")
    parser.add_argument("--top", type=int, default=10, help="modules listed by self time")
    parser.add_argument("--no-pyodide", action="store_true", help="CPython only")
    args = parser.parse_args()
    node = shutil.which("node")
    pyodide_dir = ROOT / "node_modules" / "pyodide"
    runtimes = ["CPython"]
    if not args.no_pyodide:
        if node is None or not (pyodide_dir / "pyodide.mjs").exists():
            sys.exit("Pyodide under Node needs `node` and node_modules/pyodide (or pass --no-pyodide)")
        runtimes.append("Pyodide")
    with tempfile.TemporaryDirectory() as tmp:
        trees = {
            "this tree": export(None, Path(tmp) / "this"),
            args.against: export(args.against, Path(tmp) / "against"),
        }
        for runtime in runtimes:
            for tree in trees.values():  # compile once, untimed
                cpython(tree) if runtime == "CPython" else pyodide(tree, str(node), pyodide_dir)
            runs: dict[str, list[tuple[float, dict[str, float]]]] = {name: [] for name in trees}
            for _ in range(args.runs):
                for name, tree in trees.items():
                    measure = cpython(tree) if runtime == "CPython" else pyodide(tree, str(node), pyodide_dir)
                    runs[name].append(measure)
            load = os.getloadavg()[0]
            print(f"\n{runtime}: import ui.app, best of {args.runs} fresh interpreters (load {load:.1f})")
            bests = {name: min(measures, key=lambda m: m[0]) for name, measures in runs.items()}
            for name, (total, _) in bests.items():
                print(f"  {name:>12}: {total:8.1f} ms")
            for name, (_, selves) in bests.items():
                top = sorted(selves.items(), key=lambda item: -item[1])[: args.top]
                print(f"  top self times, {name}: " + ", ".join(f"{module} {ms:.1f}" for module, ms in top))


if __name__ == "__main__":
    main()
