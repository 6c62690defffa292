"""Vendoring the runtime: Pyodide and PyScript from the pinned npm packages, micropip from PyPI
(the ``packages`` variant only), the stdlib zip pruned to what the site's Python can import, and the
runtime's content hash that keys the page's Python memory snapshot.

A module of ``build/site.py``; nothing here reaches a CDN, and a missing file stops the build.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Collection
from pathlib import Path

from site_common import ROOT, BuildError, log

CACHE = ROOT / ".vendor"
VENDOR_REQUIREMENTS = Path(__file__).resolve().parent / "requirements-vendor.txt"

#: What the page needs from the npm ``pyodide`` package; the wasm and the stdlib are the big two.
PYODIDE_MODULES = ("pyodide.mjs", "pyodide.asm.mjs")
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


def pinned_npm_versions() -> dict[str, str]:
    """Exact versions from package.json; ranges are refused so the lock and the site agree."""
    pins: dict[str, str] = json.loads((ROOT / "package.json").read_text("utf-8"))["devDependencies"]
    for name, version in pins.items():
        if not re.fullmatch(r"\d+\.\d+\.\d+", version):
            raise BuildError(f"package.json must pin {name} exactly, not {version!r}")
    return pins


def ensure_node_modules(node_modules: Path, install: bool) -> None:
    """Run ``npm ci`` when node_modules is missing or holds other versions than the pins."""
    pins = pinned_npm_versions()

    def stale() -> list[str]:
        wrong = []
        for name, version in pins.items():
            manifest = node_modules / name / "package.json"
            found = json.loads(manifest.read_text("utf-8"))["version"] if manifest.exists() else None
            if found != version:
                wrong.append(f"{name} (want {version}, found {found})")
        return wrong

    wrong = stale()
    if wrong and install:
        npm = shutil.which("npm")
        if npm is None:
            raise BuildError("npm is needed to vendor Pyodide: install Node.js")
        log(f"npm ci ({', '.join(wrong)})")
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
        wrong = stale()
    if wrong:
        raise BuildError(f"node_modules does not hold the pinned packages: {', '.join(wrong)}")


def vendor_micropip() -> tuple[Path, str]:
    """Download the pinned micropip wheel (hash-checked by pip) and return it with its sha256."""
    dest = CACHE / "pypi"
    dest.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary=:all:",
            "--python-version",
            "3.14",
            "--require-hashes",
            "-r",
            str(VENDOR_REQUIREMENTS),
            "-d",
            str(dest),
        ],
        check=True,
    )
    wheels = sorted(dest.glob("micropip-*.whl"))
    if not wheels:
        raise BuildError(f"micropip wheel missing from {dest}")
    return wheels[-1], hashlib.sha256(wheels[-1].read_bytes()).hexdigest()


#: Stdlib modules the page cannot use, though something it ships names them (an import in a
#: function it never calls). They are left out with what only they import (build/stdlib_needs.py
#: follows no import through them): the REPL, debuggers, test runners and profilers, and the
#: command line's argument parsers (no terminal here); processes (none in the browser); sockets
#: and what speaks through them, the URL opener and mail, FTP, XML-RPC and server protocols (the
#: page reaches nothing but its own files, through the browser's fetch); and the compressors that
#: ``shutil`` and ``zipfile`` only try to import (bz2, lzma, Zstandard: our archives are deflated,
#: and Pyodide's start imports ``shutil`` and ``zipfile`` for its package loader, where those three
#: were over half of ``shutil``'s import time under ``-X importtime``). The build's probe runs on
#: the pruned zip (build/bytecode.py), so the build stops if the page, PyScript or Pyodide's start
#: needs any of them.
STDLIB_UNUSABLE = frozenset(
    {
        "_pyrepl", "pdb", "bdb", "pydoc", "doctest", "unittest", "profile", "cProfile", "pstats", "trace",
        "tabnanny", "pyclbr", "pickletools", "zipapp", "argparse", "optparse", "getopt", "multiprocessing",
        "urllib.request", "http.client", "http.server", "http.cookiejar", "socketserver", "wsgiref", "xmlrpc",
        "imaplib", "mailbox", "smtplib", "poplib", "ftplib", "webbrowser", "antigravity", "this", "__hello__",
        "__phello__", "bz2", "lzma", "compression.bz2", "compression.lzma", "compression.zstd",
    }
)  # fmt: skip
#: The codecs kept: Unicode, ASCII and Latin-1, cp437 (zipfile reads names in it), and the
#: bytes-to-bytes ones but bz2's. Codecs are looked up by a name made at run time, so no import
#: names them. The legacy 8-bit and East Asian codecs (about 270 KB) go: nothing here decodes text
#: in them.
ENCODINGS_KEPT = frozenset(
    {
        "__init__", "aliases", "utf_8", "utf_8_sig", "utf_7", "utf_16", "utf_16_le", "utf_16_be", "utf_32",
        "utf_32_le", "utf_32_be", "ascii", "latin_1", "cp437", "charmap", "idna", "punycode", "undefined",
        "raw_unicode_escape", "unicode_escape", "base64_codec", "hex_codec", "zlib_codec",
        "quopri_codec", "uu_codec", "rot_13",
    }
)  # fmt: skip


def stdlib_module(entry: str) -> str:
    """``email/parser.py`` (or ``.pyc``) -> ``email.parser``, as the module is imported."""
    name = entry[:-1] if entry.endswith(".pyc") else entry
    return name.removesuffix(".py").removesuffix("/__init__").removesuffix("/").replace("/", ".")


def pruned(module: str, needed: Collection[str]) -> bool:
    """Whether the stdlib zip leaves ``module`` out, given the modules the site can import."""
    top, _, rest = module.partition(".")
    if top == "encodings" and rest:
        return rest.split(".")[0] not in ENCODINGS_KEPT
    parts = module.split(".")
    if any(".".join(parts[:depth]) in STDLIB_UNUSABLE for depth in range(1, len(parts) + 1)):
        return True
    return module not in needed


def prune_stdlib(path: Path, needed: Collection[str]) -> int:
    """Rewrite the stdlib zip with only what the site's Python can import; returns the bytes saved.

    A package's folder and data files go with it; an entry of no module is kept.
    """
    before = path.stat().st_size
    staged = path.with_suffix(".pruned")
    with zipfile.ZipFile(path) as old, zipfile.ZipFile(staged, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as new:
        modules = {stdlib_module(info.filename) for info in old.infolist() if info.filename.endswith(".py")}
        for info in old.infolist():
            name = info.filename
            folder = name if name.endswith("/") or name.endswith(".py") else name.rpartition("/")[0]
            module = stdlib_module(folder)
            if module not in modules or not pruned(module, needed):
                new.writestr(info, old.read(info))
    staged.replace(path)
    return before - path.stat().st_size


def trimmed_lock(original: dict[str, object], micropip: tuple[Path, str] | None) -> dict[str, object]:
    """A lock naming only what we ship: Pyodide rebuilds its wheels, so the hash must be ours."""
    packages: dict[str, object] = {}
    if micropip is not None:
        wheel, sha = micropip
        entry = dict(original["packages"]["micropip"])  # type: ignore[index]
        entry.update(file_name=wheel.name, sha256=sha)
        packages["micropip"] = entry
    return {"info": original["info"], "packages": packages}


def vendor_pyodide(node_modules: Path, dest: Path, micropip: tuple[Path, str] | None) -> None:
    """Copy the Pyodide core into the site; every file must be there or the build stops."""
    source = node_modules / "pyodide"
    missing = [name for name in PYODIDE_FILES if not (source / name).is_file()]
    if missing:
        raise BuildError(f"vendored Pyodide is incomplete, missing {', '.join(missing)} in {source}")
    dest.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name == "pyodide-lock.json":
            lock = json.loads((source / name).read_text("utf-8"))
            (dest / name).write_text(json.dumps(trimmed_lock(lock, micropip), indent=1), "utf-8")
        else:
            shutil.copy2(source / name, dest / name)
    if micropip is not None:
        shutil.copy2(micropip[0], dest / micropip[0].name)


STATIC_IMPORT = re.compile(r'(?:\bfrom|\bimport)\s*"\./([\w.-]+\.js)"')
#: PyScript's plugin table in its core chunk: ``name:()=>import("./chunk.js")``.
PLUGIN_IMPORT = re.compile(r'"?[\w-]+"?:\(\)=>import\("\./([\w.-]+\.js)"\)')


#: What PyScript imports before micropip installs ``packages``: its table of Pyodide's packages.
PACKAGES_GRAPH = re.compile(r'import\("\./(pyodide_graph-[\w-]+\.js)"\)')


def pyscript_modules(source: Path, install: str) -> list[str]:
    """The PyScript modules a page loads: ``core.js``, what it imports statically, and its plugins.

    PyScript imports every plugin module at start (for MicroPython too, whose config we do not
    set), even where the page uses none; the plugins load their big parts (an editor, a terminal)
    only when used, so those are left out. The ``packages`` variant also loads the package graph.
    """
    found: list[str] = []
    todo = ["core.js"]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        if not (source / name).is_file():
            raise BuildError(f"vendored PyScript is incomplete, missing {name} in {source}")
        found.append(name)
        code = (source / name).read_text("utf-8")
        todo.extend(STATIC_IMPORT.findall(code))
        todo.extend(PLUGIN_IMPORT.findall(code))
        if install == "packages":
            todo.extend(PACKAGES_GRAPH.findall(code))
    if len(found) < 3:
        raise BuildError("PyScript's plugin table was not found: has @pyscript/core changed its layout?")
    return found


#: Where PyScript's bundle holds its own Python package, which it writes to ``./pyscript/`` as
#: source at every start (then imports it): a JSON-compatible object literal.
PYSCRIPT_PACKAGE = '{pyscript:{"__init__.py":'


def _object_end(code: str, start: int) -> int:
    """The index just past the ``{...}`` literal opening at ``start`` (braces inside strings skipped)."""
    depth, quoted, index = 0, False, start
    while index < len(code):
        char = code[index]
        if quoted:
            if char == "\\":
                index += 1
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    raise BuildError("PyScript's Python package literal never closes: has @pyscript/core changed its layout?")


def pyscript_python(dest: Path, modules: list[str]) -> dict[str, str]:
    """PyScript's own Python exactly as its bundle writes it: ``pyscript/<name>.py`` -> source."""
    for name in modules:
        code = (dest / name).read_text("utf-8")
        start = code.find(PYSCRIPT_PACKAGE)
        if start >= 0:
            break
    else:
        raise BuildError("PyScript's Python package was not found in its bundle: has @pyscript/core changed?")
    literal = code[start : _object_end(code, start)]
    package = json.loads('{"pyscript"' + literal.removeprefix("{pyscript"))["pyscript"]
    files = {f"pyscript/{name}": text for name, text in package.items() if isinstance(text, str)}
    if "pyscript/__init__.py" not in files or len(files) != len(package):
        raise BuildError("PyScript's Python package has an unexpected shape: has @pyscript/core changed?")
    return files


def vendor_pyscript(node_modules: Path, dest: Path, install: str) -> list[str]:
    """Copy the PyScript modules the page loads (no source maps, editor or terminal); returns them."""
    source = node_modules / "@pyscript" / "core" / "dist"
    modules = pyscript_modules(source, install)
    dest.mkdir(parents=True)
    for name in modules:
        shutil.copy2(source / name, dest / name)
    return modules


def runtime_id(pyodide: Path) -> str:
    """Content hash of the interpreter files: a Python memory snapshot is only valid for these."""
    digest = hashlib.sha256()
    for name in ("pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        digest.update((pyodide / name).read_bytes())
    return digest.hexdigest()[:16]
