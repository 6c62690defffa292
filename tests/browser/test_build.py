"""The build: it refuses to produce a site missing a vendored file, compiles the page's Python for
the Pyodide it ships (PyScript's own package beside its source, so a page whose copy of it went stale
still starts), and prunes the stdlib to what the site's Python can import."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import subprocess
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest
from playwright.sync_api import Page

from .conftest import ROOT, assert_ready, copy_site, load_build_module, serve, wait_booted


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
            # Beside its source only where that is written at run time (PyScript's package).
            if "/__pycache__/" not in name and name[:-1] in names:
                report["bad"].append(f"{name}: shipped with its source")
            header_ok(name, z.read(name), None)
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
    """The wheel, the UI zip and the stdlib carry bytecode, instead of source, with the magic number
    of the Pyodide the site ships; Pyodide imports the engine from it without compiling; the wheel
    stays valid."""
    out = tmp_path / "unpacked"
    out.mkdir()
    report = run_in_pyodide(CHECK_BYTECODE, site, out)
    assert report["bad"] == []
    wheel = next(name for name in report["pyc"] if name.endswith(".whl"))
    assert "landlords/engine.pyc" in report["pyc"][wheel]
    assert "ui/app.pyc" in report["pyc"]["dist/ui.zip"]
    # What only the game's worker imports (its mirror of the page) is compiled too.
    assert "ui/worker_dom.pyc" in report["pyc"]["dist/ui.zip"]
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
        assert set(listed) == set(archive.namelist())
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


def test_import_closure_follows_every_import_but_through_what_cannot_be_used() -> None:
    """The build keeps a stdlib module when an import anywhere in what the site runs may reach it:
    at the top, in a function, relative, or by ``import_module`` of a literal name; a submodule
    the interpreter names comes with its package; nothing is followed through an unusable module."""
    needs = load_build_module("stdlib_needs")
    modules = needs.Modules()
    sources = {
        "app": ("import json\ndef later():\n    from pkg import sub\n    importlib.import_module('lazy')\n", False),
        "json": ("from .decoder import x\n", True),
        "json.decoder": ("", False),
        "json.scanner": ("", False),
        "pkg": ("", True),
        "pkg.sub": ("import heapq\n", False),
        "heapq": ("def main():\n    import doctest\n", False),
        "doctest": ("import pdb\n", False),
        "pdb": ("", False),
        "lazy": ("", False),
        "spare": ("import json\n", False),
        "c_side": ("", False),
        "c_side.part": ("", False),
    }
    for name, (source, package) in sources.items():
        modules.add(name, source, package)
    reached = needs.closure(modules, ["app"], {"json.scanner", "c_side.part"}, {"doctest"})
    assert reached == {"app", "json", "json.decoder", "json.scanner", "pkg", "pkg.sub", "heapq", "lazy"}
    # Relative imports resolve against the package, at any level.
    assert set(needs.imports("a.b.c", "from ..x import y\nfrom . import z\n", False)) >= {"a.x", "a.x.y", "a.b.z"}


def test_single_file_names_pyscripts_unvendored_chunks_by_data_urls() -> None:
    """PyScript makes its worker code's imports absolute against its own module's address, which in
    the single file is a data: URL (no base): a chunk the site does not vendor is named by a data:
    URL instead, one that PyScript's own pattern still finds and that says what is missing."""
    offline = sys.modules[load_build_module("site").single_file.__module__]  # site.py puts build/ on the path
    code = """a=import("./toml-V4.js");b=import("pyscript/core-X.js");c='x=import("./zip-T1.js")'"""
    out = offline._unvendored_chunks_named(code, ["core-X.js"])
    found = [spec for _, spec in re.findall(r"""import\((['"])([^)]+?\.js)\1\)""", out)]  # PyScript's pattern
    assert len(found) == 3 and found[1] == "pyscript/core-X.js"
    for spec, name in ((found[0], "toml-V4.js"), (found[2], "zip-T1.js")):
        assert spec.startswith("data:text/javascript,throw%20") and name in unquote(spec)
        assert "'" not in spec and '"' not in spec  # it sits inside PyScript's quoted worker code


def test_stdlib_keeps_only_what_the_sites_python_can_import(site: Path) -> None:
    """The stdlib zip leaves out what nothing the site runs imports, and what the page cannot use."""
    site_module = load_build_module("site")
    with zipfile.ZipFile(site / "vendor" / "pyodide" / "python_stdlib.zip") as archive:
        modules = {site_module.stdlib_module(name) for name in archive.namelist() if ".py" in name}
    # What Pyodide's start, PyScript, the page and the codecs need stays.
    assert {"encodings.cp437", "encodings.utf_8", "asyncio", "json", "html.entities", "statistics"} <= modules
    # What is never imported (XML-RPC, the legacy codecs) or cannot be used (a debugger, the URL
    # opener, processes, the command line's parser) goes.
    gone = {"unittest", "encodings.cp1252", "_pyrepl", "multiprocessing", "pdb", "urllib.request", "argparse"}
    assert not modules & (gone | {"xmlrpc", "http.client", "sqlite3", "tomllib", "wave"})
    assert site_module.pruned("unittest.mock", modules) and site_module.pruned("encodings.big5", modules)
    assert not site_module.pruned("encodings", modules) and not site_module.pruned("json.decoder", modules)


def damaged(archive: Path, which: Callable[[str], bool], damage: Callable[[bytes], bytes]) -> int:
    """Rewrite the .pyc entries of a zip that ``which`` picks through ``damage``; returns how many."""
    with zipfile.ZipFile(archive) as old:
        entries = [(info, old.read(info)) for info in old.infolist()]
    count = 0
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as new:
        for info, data in entries:
            if info.filename.endswith(".pyc") and which(info.filename):
                data = damage(data)
                count += 1
            new.writestr(info, data)
    return count


@pytest.mark.browser
def test_page_whose_pyscript_bytecode_went_stale_still_starts(site: Path, tmp_path: Path, page: Page) -> None:
    """PyScript's own package, written as source at every start, ships its bytecode beside that
    source, checked against its hash: bytecode of other source (a PyScript that writes something
    else) is ignored and the source compiled instead, so the page starts and answers a click."""
    broken = copy_site(site, tmp_path / "site")
    ui = broken / "dist" / "ui.zip"
    assert damaged(ui, lambda name: name.startswith("pyscript/"), lambda pyc: pyc[:8] + bytes(8) + pyc[16:]) > 3
    httpd, url = serve.serve_in_thread(broken)
    try:
        page.goto(url)
        assert_ready(page)
        page.click('[data-index="13"]')
        assert page.locator("#details-title").inner_text().strip() == "Soakum Lighting System"
    finally:
        httpd.shutdown()


@pytest.mark.browser
def test_page_with_bytecode_of_another_python_says_so(site: Path, tmp_path: Path, page: Page) -> None:
    """The engine ships as bytecode only, for the Python the site vendors. Bytecode of another
    Python (its magic number) cannot run; the page says so in words rather than wait for ever."""
    broken = copy_site(site, tmp_path / "site")
    wheel = next((broken / "dist").glob("*.whl"))
    assert damaged(wheel, lambda name: True, lambda pyc: b"\x00\x00\r\n" + pyc[4:]) > 30
    httpd, url = serve.serve_in_thread(broken)
    try:
        page.goto(url)
        assert wait_booted(page) == "error"
        message = page.locator("#boot-error .message").inner_text()
        assert "bad magic number" in message, message
        assert page.locator("#boot-error").is_visible()
    finally:
        httpd.shutdown()
