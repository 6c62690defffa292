"""The page's own Python: the engine wheel, the UI package zipped, and the bytecode the vendored
Pyodide compiles into both (and into the stdlib zip) so the page imports without compiling.

A module of ``build/site.py``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from site_common import ROOT, UI_PACKAGE, UI_ZIP, WEB, BuildError, log
from site_runtime import STDLIB_UNUSABLE


def _can_build_in_place() -> bool:
    """Whether this Python can build wheels without pip fetching a fresh setuptools first."""
    try:
        import setuptools  # type: ignore[import-untyped,unused-ignore]
    except ImportError:
        return False
    major, minor = (int(part) for part in setuptools.__version__.split(".")[:2])
    if (major, minor) >= (70, 1):  # bdist_wheel moved into setuptools
        return True
    try:
        import wheel  # type: ignore[import-not-found,unused-ignore]  # noqa: F401 - only probing
    except ImportError:
        return False
    return True


def build_wheel(out: Path) -> Path:
    """Build the engine wheel from a clean copy of the sources (setuptools writes a build/ dir)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        shutil.copy2(ROOT / "pyproject.toml", src)
        shutil.copytree(
            ROOT / "engine",
            src / "engine",
            ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", "*.pyc"),
        )
        command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(src)]
        if _can_build_in_place():
            command.insert(4, "--no-build-isolation")
        subprocess.run(command, check=True, cwd=tmp)
    wheels = sorted(out.glob("landlords_game-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise BuildError(f"expected one engine wheel in {out}, found {[w.name for w in wheels]}")
    return wheels[0]


def write_ui_zip(dest: Path) -> None:
    """Zip web/ui as the importable package ``ui`` (fixed timestamps: same sources, same bytes)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    sources = sorted((WEB / UI_PACKAGE).glob("*.py"))
    if not sources:
        raise BuildError(f"web/{UI_PACKAGE} holds no Python modules")
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sources:
            info = zipfile.ZipInfo(f"{UI_PACKAGE}/{path.name}", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())


#: Where PyScript's ``files`` unpacks the wheel and the UI zip: Python's working directory in the
#: page (named in the bytecode, for tracebacks).
UNPACKED_AT = "/home/pyodide"


def run_in_pyodide(node_modules: Path, script: str, work: Path, request: dict[str, Any], stdlib: Path) -> Any:
    """Run a step of the build (``build/<script>``) in the vendored Pyodide under Node; its JSON result.

    ``work`` holds everything the request names (it is mounted into Pyodide at the same path).
    """
    node = shutil.which("node")
    if node is None:
        raise BuildError("Node.js is needed to run the build's Python steps in the vendored Pyodide")
    with tempfile.TemporaryDirectory(dir=work) as tmp:
        (Path(tmp) / "request.json").write_text(json.dumps(request), "utf-8")
        runner = Path(__file__).resolve().parent / "in_pyodide.mjs"
        result = subprocess.run(
            [node, str(runner), script, str(node_modules / "pyodide"), str(work), f"{tmp}/request.json", str(stdlib)],
            capture_output=True,
            text=True,
        )
    if result.returncode != 0:
        raise BuildError(f"{script} failed in Pyodide: {result.stderr.strip()[-2000:]}")
    return json.loads(result.stdout)


#: The scripts the site runs in Python: the page's, the game's worker, the forecast's and the lab's.
SCRIPTS = ("main.py", "game_worker.py", "forecast_worker.py", "lab/worker.py")


def stdlib_needs(node_modules: Path, staging: Path, archives: list[Path], pyscript: dict[str, str]) -> set[str]:
    """The stdlib modules the site's Python can ever import (build/stdlib_needs.py says how)."""
    vendored = staging / "vendor" / "pyodide"  # under ``staging``, which Pyodide sees
    scripts = [(WEB / name).read_text("utf-8") for name in SCRIPTS]
    request = {
        "stdlib": str(vendored / "python_stdlib.zip"),
        "archives": [str(path) for path in archives],
        "scripts": [*scripts, *pyscript.values()],
        "runtime": [str(vendored / name) for name in ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs")]
        + [str(path) for path in sorted((staging / "vendor" / "pyscript").glob("*.js"))],
        "whole": ["micropip"],
        "unusable": sorted(STDLIB_UNUSABLE),
    }
    result = run_in_pyodide(node_modules, "stdlib_needs.py", staging, request, vendored / "python_stdlib.zip")
    return set(result["keep"])


def compile_bytecode(node_modules: Path, staging: Path, wheel: Path, pyscript: dict[str, str]) -> None:
    """Add bytecode for what the page imports to the wheel, the UI zip and the stdlib (in place).

    Made by the vendored Pyodide under Node (build/in_pyodide.mjs and bytecode.py say how and why),
    so its magic number is the page's. A module the page imports ships as bytecode only; the UI zip
    also carries bytecode for PyScript's own Python (``pyscript``, the source PyScript writes beside
    it at start), which Python would otherwise compile on every start, cold or warm.
    """
    stdlib = staging / "vendor" / "pyodide" / "python_stdlib.zip"
    none: dict[str, str] = {}
    archives = [(stdlib, "", str(stdlib), none), (wheel, UNPACKED_AT, str(wheel), none)]
    archives.append((staging / UI_ZIP, UNPACKED_AT, str(staging / UI_ZIP), pyscript))
    with tempfile.TemporaryDirectory(dir=staging) as tmp:
        jobs = [
            {"source": str(path), "out": f"{tmp}/{number}.zip", "root": root, "imported_as": seen, "written": written}
            for number, (path, root, seen, written) in enumerate(archives)
        ]
        request = {
            "path": [str(wheel), str(staging / UI_ZIP)],
            # What the page's Python imports, on the main thread (main.py) and in the game's worker.
            "entries": [(WEB / name).read_text("utf-8") for name in ("main.py", "game_worker.py")],
            "scan": list(pyscript.values()),
            "jobs": jobs,
        }
        # The probe imports from the pruned stdlib: a module the page needs and the build pruned
        # shows up here as ModuleNotFoundError.
        summary = run_in_pyodide(node_modules, "bytecode.py", staging, request, stdlib)
        for (path, *_), job in zip(archives, jobs, strict=True):
            shutil.move(str(job["out"]), path)
            path.chmod(0o644)
    counts = ", ".join(
        f"{Path(path).name} {done['modules']}" for (path, *_), done in zip(archives, summary["done"], strict=True)
    )
    log(f"bytecode for {summary['tag']} (magic {summary['magic']}): {counts} modules")
