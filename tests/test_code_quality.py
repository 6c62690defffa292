"""The codebase stays ruff-clean, ruff-formatted and mypy-strict-clean: checked with the rest of the suite."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing() -> None:
    ruff = shutil.which("ruff")
    assert ruff, "ruff is a dev dependency: pip install -e '.[dev]'"
    done = subprocess.run([ruff, "check", "."], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_format_changes_nothing() -> None:
    """One format for every file, so parallel branches merge without whitespace conflicts."""
    ruff = shutil.which("ruff")
    assert ruff, "ruff is a dev dependency: pip install -e '.[dev]'"
    done = subprocess.run([ruff, "format", "--check", "."], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_strict_finds_nothing() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
