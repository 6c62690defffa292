"""The engine's tests, run once more on Pyodide's Python 3.14 under Node: the interpreter the page uses.

A bug that only shows on 3.14 (or only on 3.11, where the rest of the suite runs) cannot hide.
The test dependencies are pure-Python wheels from PyPI, downloaded into .vendor/ on first use.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
WHEELS = ROOT / ".vendor" / "pyodide-test-wheels"
TIMEOUT = 20 * 60


def download_test_wheels() -> None:
    WHEELS.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--python-version", "3.14", "-r", str(HERE / "requirements.txt"), "-d", str(WHEELS)],
        check=True,
    )  # fmt: skip
    bad = [w.name for w in WHEELS.glob("*.whl") if not w.name.endswith("-none-any.whl")]
    assert not bad, f"Pyodide needs pure-Python wheels, got {bad}"


def build_engine_wheel(dest: Path) -> Path:
    import importlib.util

    spec = importlib.util.spec_from_file_location("landlords_build_site", ROOT / "build" / "site.py")
    assert spec is not None and spec.loader is not None
    site = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(site)
    wheel: Path = site.build_wheel(dest)
    return wheel


def test_engine_tests_pass_on_pyodide(tmp_path: Path) -> None:
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide"
    assert (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists(), "run `npm ci` first"
    assert list((ROOT / "tests" / "engine").glob("test_*.py")), "no engine tests to run"
    download_test_wheels()
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    for wheel in WHEELS.glob("*.whl"):
        shutil.copy2(wheel, wheels)
    build_engine_wheel(wheels)
    result = subprocess.run(
        [node, str(HERE / "run_engine_tests.mjs"), str(ROOT), str(wheels),
         "tests/engine", "-q", "-m", "not soak"],
        cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT,
        env={**os.environ, "NODE_OPTIONS": ""},
    )  # fmt: skip
    output = result.stdout + result.stderr
    print(output[-5000:])
    assert "Python 3.14" in output, output[-3000:]
    assert result.returncode == 0, output[-5000:]
    assert " passed" in output and " failed" not in output
    if result.returncode == pytest.ExitCode.NO_TESTS_COLLECTED:
        pytest.fail("no engine tests were collected on Pyodide")
