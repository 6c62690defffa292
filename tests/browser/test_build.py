"""The build: it refuses to produce a site missing a vendored file, compiles the page's Python for
the Pyodide it ships (and a page whose bytecode went stale still starts), and prunes the stdlib."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import subprocess
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from .conftest import ROOT, assert_ready, copy_site, load_build_module, serve


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


#: Runs in the vendored Pyodide under Node: checks every .pyc the site ships against this Python,
#: and imports the unpacked engine and UI counting what had to be compiled from source.
CHECK_BYTECODE = r"""
import importlib, importlib.util, json, os, sys, zipfile
from importlib import _bootstrap_external as external

site, out = sys.argv_site, sys.argv_out
report = {"magic": importlib.util.MAGIC_NUMBER.hex(), "bad": [], "pyc": {}, "compiled": []}

def header_ok(name, pyc, source):
    if pyc[:4] != importlib.util.MAGIC_NUMBER:
        report["bad"].append(f"{name}: magic {pyc[:4].hex()}")
    elif source is not None and pyc[8:16] != importlib.util.source_hash(source):
        report["bad"].append(f"{name}: stale source hash")

for archive in ("dist/" + name for name in os.listdir(site + "/dist")):
    with zipfile.ZipFile(f"{site}/{archive}") as z:
        names = z.namelist()
        pycs = [n for n in names if n.endswith(".pyc")]
        report["pyc"][archive] = pycs
        for name in pycs:
            folder, _, base = name.rpartition("/__pycache__/")
            source = f"{folder}/{base.split('.')[0]}.py"
            header_ok(name, z.read(name), z.read(source) if source in names else None)
        z.extractall(out)
with zipfile.ZipFile(f"{site}/vendor/pyodide/python_stdlib.zip") as z:
    pycs = [n for n in z.namelist() if n.endswith(".pyc")]
    report["pyc"]["stdlib"] = pycs
    for name in pycs:
        header_ok(name, z.read(name), None)
    report["stdlib"] = z.namelist()

# Import what the page's Python imports from the unpacked archives; count compilations from source.
real = external.SourceLoader.source_to_code
def counted(self, data, path, **kwargs):
    if path.startswith(out):
        report["compiled"].append(path)
    return real(self, data, path, **kwargs)
external.SourceLoader.source_to_code = counted
sys.dont_write_bytecode = True
sys.path.insert(0, out)
importlib.invalidate_caches()
import landlords.engine, landlords.svg, landlords.save
import ui.worker_dom  # the mirror the game's worker imports before anything else of the UI
print(json.dumps(report))
"""


def run_in_pyodide(code: str, site: Path, out: Path) -> dict[str, Any]:
    script = (  # with -e, the arguments start at argv[1]
        'import { loadPyodide } from "pyodide";\n'
        "const [site, out, code] = process.argv.slice(1);\n"
        "const python = await loadPyodide();\n"
        "try {\n"
        "  for (const dir of [site, out]) { python.FS.mkdirTree(dir); python.mountNodeFS(dir, dir); }\n"
        '  python.runPython(`import sys; sys.argv_site = "${site}"; sys.argv_out = "${out}"`);\n'
        "  python.setStdout({ batched: (line) => console.log(line) });\n"
        "  python.runPython(code);\n"
        "} catch (error) {\n"
        "  console.error(error.message);\n"
        "  process.exitCode = 1;\n"
        "}\n"
    )
    result = subprocess.run(
        ["node", "--input-type=module", "-e", script, str(site), str(out), code],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    report: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return report


def test_served_python_is_compiled_for_pyodides_python(site: Path, tmp_path: Path) -> None:
    """The wheel, the UI zip and the stdlib carry bytecode with the magic number of the Pyodide
    the site ships; Pyodide imports the engine from it without compiling; the wheel stays valid."""
    out = tmp_path / "unpacked"
    out.mkdir()
    report = run_in_pyodide(CHECK_BYTECODE, site, out)
    assert report["bad"] == []
    wheel = next(name for name in report["pyc"] if name.endswith(".whl"))
    assert "landlords/__pycache__/engine.cpython-314.pyc" in report["pyc"][wheel]
    assert "ui/__pycache__/app.cpython-314.pyc" in report["pyc"]["dist/ui.zip"]
    # What only the game's worker imports (its mirror of the page) is compiled too.
    assert "ui/__pycache__/worker_dom.cpython-314.pyc" in report["pyc"]["dist/ui.zip"]
    # What the page's start imports from the stdlib (html, for PyScript's own Python) is compiled.
    assert "html/__init__.pyc" in report["pyc"]["stdlib"]
    assert "html/__init__.py" not in report["stdlib"]
    # The engine and the worker's mirror, imported from the archives, used their bytecode: nothing
    # compiled from source.
    assert report["compiled"] == []
    # Tools the page never imports stay source only (bytecode is bigger than source).
    assert not [name for name in report["pyc"][wheel] if "/tools/" in name]
    with zipfile.ZipFile(site / "dist" / Path(wheel).name) as archive:
        record = archive.read(next(n for n in archive.namelist() if n.endswith("RECORD"))).decode()
        listed = {line.split(",")[0]: line.split(",")[1] for line in record.splitlines() if line}
        for name in archive.namelist():
            if name.endswith("RECORD"):
                continue
            digest = base64.urlsafe_b64encode(hashlib.sha256(archive.read(name)).digest()).rstrip(b"=").decode()
            assert listed.get(name) == f"sha256={digest}", name


#: Runs in the vendored Pyodide: is each .pyc of PyScript's package (in the UI zip) the bytecode
#: of the source PyScript writes beside it, by this Python's rules (magic number, source hash)?
CHECK_PYSCRIPT_BYTECODE = r"""
import importlib.util, json, os, sys, zipfile
site, sources = sys.argv_site, sys.argv_out
report = {"checked": [], "bad": []}
with zipfile.ZipFile(f"{site}/dist/ui.zip") as z:
    for name in z.namelist():
        if not name.startswith("pyscript/__pycache__/"):
            continue
        pyc = z.read(name)
        module = name.rpartition("/")[2].split(".")[0]
        with open(f"{sources}/{module}.py", "rb") as file:
            source = file.read()
        ok = pyc[:4] == importlib.util.MAGIC_NUMBER and pyc[4:8] == b"\x03\0\0\0"
        if not ok or pyc[8:16] != importlib.util.source_hash(source):
            report["bad"].append(name)
        report["checked"].append(module)
print(json.dumps(report))
"""


def test_pyscripts_own_python_ships_as_bytecode(site: Path, tmp_path: Path) -> None:
    """PyScript writes its ``pyscript`` package as source at every start; the UI zip carries its
    bytecode (hash-checked against exactly that source), so Python no longer compiles it."""
    site_module = load_build_module("site")
    modules = [path.name for path in (site / "vendor" / "pyscript").glob("*.js")]
    written = site_module.pyscript_python(site / "vendor" / "pyscript", modules)
    sources = tmp_path / "pyscript"
    sources.mkdir()
    for name, text in written.items():
        (sources / Path(name).name).write_text(text, "utf-8")
    report = run_in_pyodide(CHECK_PYSCRIPT_BYTECODE, site, sources)
    assert report["bad"] == []
    assert sorted(report["checked"]) == sorted(Path(name).stem for name in written)
    assert {"__init__", "web", "ffi"} <= set(report["checked"])


def test_stdlib_is_pruned_of_what_the_page_cannot_use(site: Path) -> None:
    """The stdlib zip leaves out what the page cannot use, and keeps what it and micropip need."""
    site_module = load_build_module("site")
    with zipfile.ZipFile(site / "vendor" / "pyodide" / "python_stdlib.zip") as archive:
        modules = {site_module.stdlib_module(name) for name in archive.namelist()}
    assert not [name for name in modules if site_module.pruned(name)]
    assert {"encodings.cp437", "encodings.utf_8", "email.parser", "http.client", "asyncio", "json"} <= modules
    assert not modules & {"unittest", "encodings.cp1252", "_pyrepl", "multiprocessing", "pdb"}
    assert site_module.pruned("unittest.mock") and site_module.pruned("encodings.big5")
    assert not site_module.pruned("encodings") and not site_module.pruned("email.message")


def stale(archive: Path, damage: Callable[[bytes], bytes]) -> int:
    """Rewrite every .pyc in a zip through ``damage``; returns how many."""
    with zipfile.ZipFile(archive) as old:
        entries = [(info, old.read(info)) for info in old.infolist()]
    count = 0
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as new:
        for info, data in entries:
            if info.filename.endswith(".pyc"):
                data = damage(data)
                count += 1
            new.writestr(info, data)
    return count


@pytest.mark.browser
def test_page_with_stale_bytecode_still_starts(site: Path, tmp_path: Path, page: Page) -> None:
    """Bytecode from another build (its source changed) or another Python (its magic number) is
    ignored and the source compiled instead: the page starts and answers a click all the same."""
    broken = copy_site(site, tmp_path / "site")
    wheel = next((broken / "dist").glob("*.whl"))
    assert stale(wheel, lambda pyc: pyc[:8] + bytes(8) + pyc[16:]) > 30
    assert stale(broken / "dist" / "ui.zip", lambda pyc: b"\x00\x00\r\n" + pyc[4:]) > 10
    httpd, url = serve.serve_in_thread(broken)
    try:
        page.goto(url)
        assert_ready(page)
        page.click('[data-index="13"]')
        assert page.locator("#details-title").inner_text().strip() == "Soakum Lighting System"
    finally:
        httpd.shutdown()
