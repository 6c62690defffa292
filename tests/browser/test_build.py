"""The build refuses to produce a site that is missing a vendored file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .conftest import ROOT


def test_build_missing_vendored_file_fails_loudly(tmp_path: Path) -> None:
    modules = tmp_path / "node_modules"
    (modules / "pyodide").mkdir(parents=True)
    real = ROOT / "node_modules"
    for entry in (real / "pyodide").iterdir():
        if entry.name != "python_stdlib.zip":
            os.symlink(entry, modules / "pyodide" / entry.name)
    for entry in real.iterdir():
        if entry.name != "pyodide":
            os.symlink(entry, modules / entry.name)
    out = tmp_path / "site"
    result = subprocess.run(
        [sys.executable, str(ROOT / "build" / "site.py"), "--node-modules", str(modules), "--out", str(out)],
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "BUILD FAILED" in result.stderr
    assert "python_stdlib.zip" in result.stderr
    assert not out.exists()
    assert not list(tmp_path.glob(".site-*")), "the failed build left its staging folder behind"


def test_build_with_wrong_pinned_version_fails(tmp_path: Path) -> None:
    modules = tmp_path / "node_modules"
    modules.mkdir()
    real = ROOT / "node_modules"
    for entry in real.iterdir():
        if entry.name != "pyodide":
            os.symlink(entry, modules / entry.name)
    (modules / "pyodide").mkdir()
    (modules / "pyodide" / "package.json").write_text('{"name": "pyodide", "version": "0.0.1"}')
    result = subprocess.run(
        [sys.executable, str(ROOT / "build" / "site.py"), "--node-modules", str(modules), "--out", str(tmp_path / "s")],
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "pyodide (want" in result.stderr
