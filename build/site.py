"""Build the static site into ``_site/``: one command, no network but the package registries.

    python build/site.py            # build _site/
    python build/site.py --serve    # build, then serve it on http://127.0.0.1:8000/

Steps: build the engine wheel; vendor PyScript and Pyodide (npm, pinned in package.json and
package-lock.json) and, for the ``packages`` variant, micropip (PyPI, pinned with its hash in
build/requirements-vendor.txt); pre-render the 1906 board with the engine itself (imported from the
freshly built wheel, the same code the page runs); write index.html (with its PyScript config and
Content-Security-Policy), the web app manifest, the service worker, ``.nojekyll`` and the
single-file offline edition ``landlords-game.html``. Any missing vendored file stops the build with an error
naming it: a page that silently reached for a CDN would be worse than no page.

This folder is deliberately not a Python package: a ``build/`` package at the repository root
would shadow PyPA's ``build``.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
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
#: The web/ files copied as they are (index.html, sw.js and python.js are templates, written
#: separately; single-file.js is inlined into the offline edition only).
WEB_FILES = (
    "boot.js",
    "snapshot-worker.js",
    "main.py",
    "forecast_worker.py",
    "manifest.webmanifest",
    "assets/icon.svg",
    "assets/embed.js",
)
#: The page's UI package (web/ui), shipped as one zip that PyScript unpacks next to the engine.
UI_PACKAGE = "ui"
UI_ZIP = "dist/ui.zip"
#: How PyScript installs the engine wheel: "files" unpacks it (shipped: the faster, see README);
#: "packages" has micropip install it, built for the load benchmark.
INSTALL_MODES = ("files", "packages")
#: PyScript's error banner is off: boot.js shows errors in the page's own error box.
PYSCRIPT_PLUGINS = ["!error"]
#: The page's stylesheet, inlined into index.html so the first paint waits for no request.
SITE_CSS = "assets/site.css"


def _csp_hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def hosted_csp(css: str, scripts: Sequence[str] = ()) -> str:
    """What the browser lets the hosted page do: scripts, connections, workers and frames from this
    origin only; WebAssembly compilation for Pyodide; the inlined stylesheet and the given inline
    scripts (index.html's view.js), by hash. No other inline script runs (the PyScript config and
    the JSON blocks are data, not scripts)."""
    inline = "".join(f" {_csp_hash(script)}" for script in scripts)
    return (
        f"default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{inline}; connect-src 'self'; worker-src 'self'; "
        f"frame-src 'self'; img-src 'self'; style-src 'self' {_csp_hash(css)}; object-src 'none'; base-uri 'self'; "
        "form-action 'self'"
    )


#: What the game's page may do beyond the policy every page shares: start PyScript's worker for the
#: forecast by play (PyScript makes it from a ``blob:`` URL; what it imports comes from the site).
PAGE_CSP_EXTRA = {"worker-src": "blob:"}


def page_csp(css: str, scripts: Sequence[str] = ()) -> str:
    """The game page's policy: hosted_csp with its forecast worker allowed."""
    return extended_csp(hosted_csp(css, scripts), PAGE_CSP_EXTRA)


def extended_csp(policy: str, extra: dict[str, str]) -> str:
    """``policy`` with ``extra`` sources added to its directives (each must be there already)."""
    for directive, sources in extra.items():
        found = re.search(rf"(?:^|; ){directive} [^;]*", policy)
        if found is None:
            raise BuildError(f"the page's CSP has no {directive} to extend")
        policy = policy[: found.end()] + f" {sources}" + policy[found.end() :]
    return policy


#: Hosts the page must never reach. Checked in the files we write (not in vendored code, which
#: names its CDN defaults; the browser tests catch any request to them at run time).
FORBIDDEN = re.compile(r"cdn\.jsdelivr\.net|unpkg\.com|pyscript\.net|cdnjs|googleapis")


#: Site files the service worker does not precache. The offline download is itself the offline
#: copy: precaching it would double every visitor's first download (the worker keeps it once
#: someone fetches it); .nojekyll is for GitHub Pages only.
NOT_PRECACHED = frozenset({".nojekyll", "landlords-game.html"})


class BuildError(RuntimeError):
    """A build that cannot produce a correct, self-hosted site."""


def log(message: str) -> None:
    print(f"[site] {message}", file=sys.stderr, flush=True)


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


#: Stdlib modules and packages the page cannot use, left out of the stdlib zip it downloads: the
#: REPL, debuggers, test runners and profilers (no terminal here), processes (none in the browser),
#: mail, XML-RPC and server protocols (the page reaches nothing but its own files, through the
#: browser), and the compressors that ``shutil`` and ``zipfile`` only try to import (bz2, lzma,
#: Zstandard: our archives are deflated, and Pyodide's start imports ``shutil`` and ``zipfile``
#: for its package loader, where those three were over half of ``shutil``'s import time under
#: ``-X importtime``). ``email`` and ``http`` stay: micropip (the ``packages`` variant)
#: and ``urllib`` use them. The build's probe runs on the pruned zip (build/bytecode.py), so the
#: build stops if the page, PyScript or Pyodide's start needs any of these.
STDLIB_PRUNED = frozenset(
    {
        "_pyrepl", "pdb", "bdb", "pydoc", "doctest", "unittest", "profile", "cProfile", "pstats", "trace",
        "tabnanny", "pyclbr", "pickletools", "zipapp", "multiprocessing", "xmlrpc", "wsgiref", "imaplib",
        "mailbox", "smtplib", "poplib", "ftplib", "webbrowser", "antigravity", "this", "__hello__", "__phello__",
        "bz2", "lzma", "compression.bz2", "compression.lzma", "compression.zstd",
    }
)  # fmt: skip
#: The codecs kept: Unicode, ASCII and Latin-1, cp437 (zipfile reads names in it), and the
#: bytes-to-bytes ones but bz2's. The legacy 8-bit and East Asian codecs (about 270 KB) go: nothing here
#: decodes text in them.
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


def pruned(module: str) -> bool:
    top, _, rest = module.partition(".")
    if top == "encodings" and rest:
        return rest.split(".")[0] not in ENCODINGS_KEPT
    parts = module.split(".")
    return any(".".join(parts[:depth]) in STDLIB_PRUNED for depth in range(1, len(parts) + 1))


def prune_stdlib(path: Path) -> int:
    """Rewrite the stdlib zip without what the page cannot use; returns the bytes saved."""
    import zipfile

    before = path.stat().st_size
    staged = path.with_suffix(".pruned")
    with zipfile.ZipFile(path) as old, zipfile.ZipFile(staged, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as new:
        for info in old.infolist():
            if not pruned(stdlib_module(info.filename)):
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


def render_board(wheel: Path) -> str:
    """The 1906 board drawn by the engine imported from the wheel we ship (zipimport)."""
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from landlords.board import load_board; from landlords.svg import board_svg;"
        "sys.stdout.write(board_svg(load_board('1906')))"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    result = subprocess.run(
        [sys.executable, "-I", "-c", code, str(wheel)], check=True, capture_output=True, text=True, env=env
    )
    if not result.stdout.startswith("<svg"):
        raise BuildError("the engine did not draw the board")
    return result.stdout


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


def pyscript_config(wheel_name: str, install: str) -> dict[str, object]:
    """PyScript's config: our interpreter module, the engine wheel and the UI package."""
    wheel = f"./dist/{wheel_name}"
    files = {f"./{UI_ZIP}": "./*"}
    config: dict[str, object] = {"interpreter": "./python.js", "plugins": PYSCRIPT_PLUGINS}
    if install == "packages":
        # Never PyScript's package cache: it would hand the cached lock to loadPyodide, which
        # python.js has already started by then; micropip installs the wheel on every visit.
        config["packages"] = [wheel]
        config["packages_cache"] = "never"
    else:
        files = {wheel: "./*", **files}
    config["files"] = files
    return config


def write_ui_zip(dest: Path) -> None:
    """Zip web/ui as the importable package ``ui`` (fixed timestamps: same sources, same bytes)."""
    import zipfile

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


def compile_bytecode(node_modules: Path, staging: Path, wheel: Path, pyscript: dict[str, str]) -> None:
    """Add bytecode for what the page imports to the wheel, the UI zip and the stdlib (in place).

    Made by the vendored Pyodide under Node (build/bytecode.mjs and bytecode.py say how and why),
    so its magic number is the page's. The UI zip also carries bytecode for PyScript's own Python
    (``pyscript``, the source PyScript writes beside it at start), which Python would otherwise
    compile on every start, cold or warm.
    """
    node = shutil.which("node")
    if node is None:
        raise BuildError("Node.js is needed to compile the page's Python with the vendored Pyodide")
    stdlib = staging / "vendor" / "pyodide" / "python_stdlib.zip"
    none: dict[str, str] = {}
    archives = [(stdlib, "instead", "", "", none), (wheel, "beside", UNPACKED_AT, str(wheel), none)]
    archives.append((staging / UI_ZIP, "beside", UNPACKED_AT, str(staging / UI_ZIP), pyscript))
    with tempfile.TemporaryDirectory(dir=staging) as tmp:
        jobs = [
            {
                "source": str(path),
                "out": f"{tmp}/{number}.zip",
                "layout": layout,
                "root": root,
                "imported_as": seen,
                "written": written,
            }
            for number, (path, layout, root, seen, written) in enumerate(archives)
        ]
        request = {
            "path": [str(wheel), str(staging / UI_ZIP)],
            "entry": (WEB / "main.py").read_text("utf-8"),
            "scan": list(pyscript.values()),
            "jobs": jobs,
        }
        (Path(tmp) / "request.json").write_text(json.dumps(request), "utf-8")
        script = Path(__file__).resolve().parent / "bytecode.mjs"
        result = subprocess.run(
            [node, str(script), str(node_modules / "pyodide"), str(staging), f"{tmp}/request.json", str(stdlib)],
            capture_output=True,
            text=True,
        )
        if result.returncode != 0:
            # The probe imports from the pruned stdlib: a module the page needs and the build
            # pruned shows up here as ModuleNotFoundError.
            raise BuildError(f"compiling the page's Python failed: {result.stderr.strip()[-2000:]}")
        summary = json.loads(result.stdout)
        for (path, *_), job in zip(archives, jobs, strict=True):
            shutil.move(str(job["out"]), path)
            path.chmod(0o644)
    counts = ", ".join(
        f"{Path(path).name} {done['modules']}" for (path, *_), done in zip(archives, summary["done"], strict=True)
    )
    log(f"bytecode for {summary['tag']} (magic {summary['magic']}): {counts} modules")


def runtime_id(pyodide: Path) -> str:
    """Content hash of the interpreter files: a Python memory snapshot is only valid for these."""
    digest = hashlib.sha256()
    for name in ("pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        digest.update((pyodide / name).read_bytes())
    return digest.hexdigest()[:16]


#: What starts the runtime, preloaded from the head when Python starts at once (view.js).
START_MODULES = ("./python.js", "./vendor/pyodide/pyodide.mjs")
#: Inlined into index.html's head: it must run before the first style (view.js says why).
VIEW_SCRIPT = "view.js"


def view_script() -> str:
    script = (WEB / VIEW_SCRIPT).read_text("utf-8")
    if "</script" in script.lower():
        raise BuildError(f"web/{VIEW_SCRIPT} would close its inline <script> early")
    return script


def render_index(board: str, wheel_name: str, install: str) -> str:
    """index.html with its stylesheet, view script, board, PyScript config and CSP filled in.

    The runtime's 14 MB are never preloaded from the head (they competed with the first paint):
    boot.js starts the runtime as soon as it runs and preloads the small wheel, UI zip and main.py
    itself, since an idle embed must fetch none of them. Only the two small modules that start the
    runtime are preloaded from the head, and only when Python starts at once (view.js decides).
    """
    html = (WEB / "index.html").read_text("utf-8")
    css = (WEB / SITE_CSS).read_text("utf-8")
    if "</style" in css.lower():
        raise BuildError(f"web/{SITE_CSS} would close its inline <style> early")
    view = view_script()
    config = json.dumps(pyscript_config(wheel_name, install))
    if "'" in config:
        raise BuildError("the PyScript config would break out of its config='...' attribute")
    for key, value in (
        ("%%CSP%%", page_csp(css, [view])),
        ("%%VIEW_SCRIPT%%", view),
        ("%%PRELOAD%%", " ".join(START_MODULES)),
        ("%%SITE_CSS%%", css),
        ("%%PYSCRIPT_CONFIG%%", config),
        ("%%BOARD_SVG%%", board),
    ):
        if key not in html:
            raise BuildError(f"web/index.html lost its {key} placeholder")
        html = html.replace(key, value)
    return html


def site_files(site: Path) -> list[str]:
    """Every file of the site as a URL path relative to its root, sorted."""
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())


def write_service_worker(site: Path, exclude: frozenset[str]) -> str:
    """sw.js precaching every site file; the cache name is a hash of their contents."""
    files = [f for f in site_files(site) if f not in exclude]
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (site / name).read_bytes())
    version = digest.hexdigest()[:16]
    urls = ["./", *(f"./{f}" for f in files)]
    text = (WEB / "sw.js").read_text("utf-8")
    text = text.replace("%%HASH%%", version).replace("%%FILES%%", json.dumps(urls, indent=2))
    (site / "sw.js").write_text(text, "utf-8")
    return version


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


#: The lab is a page of the hosted site; the single file has no such page to link to.
LAB_LINK = '  <a id="open-lab" class="lab-link" href="./lab.html">Economics lab</a>\n'
DOWNLOAD_LINK = '<a id="download" class="download" href="./landlords-game.html" download>Download for offline play</a>'


def _js_data_url(text: str) -> str:
    return "data:text/javascript;base64," + _b64(text.encode("utf-8"))


def single_file(site: Path, index: str, wheel_name: str, pyscript: list[str]) -> str:
    """One HTML file that plays from file:// with no network.

    Scripts and styles are inlined; every module is reached through an import map to a ``data:``
    URL (PyScript's chunks import each other by relative paths, which a ``data:`` module cannot
    resolve, so those become bare names the map knows); the wasm, stdlib, lock, wheel, UI zip and
    main.py sit in base64 data blocks (the big ones gzipped) and a small ``fetch`` wrapper serves
    them by file name. Its Content-Security-Policy allows ``data:`` for scripts and connections
    (and only this file's own inline scripts, by hash), which the hosted page does not need.
    """
    pyodide = site / "vendor" / "pyodide"
    blocks: dict[str, dict[str, object]] = {}
    data_html = []
    payloads = [
        ("pyodide.asm.wasm", pyodide / "pyodide.asm.wasm", "application/wasm", True),
        ("python_stdlib.zip", pyodide / "python_stdlib.zip", "application/zip", True),
        ("pyodide-lock.json", pyodide / "pyodide-lock.json", "application/json", False),
        (wheel_name, site / "dist" / wheel_name, "application/zip", False),
        (Path(UI_ZIP).name, site / UI_ZIP, "application/zip", False),
        ("main.py", site / "main.py", "text/plain", False),
    ]
    for number, (name, path, mime, squeeze) in enumerate(payloads):
        data = path.read_bytes()
        if squeeze:
            data = gzip.compress(data, compresslevel=9, mtime=0)
        blocks[name] = {"id": f"data-{number}", "type": mime, "gzip": squeeze}
        data_html.append(f'<script type="application/octet-stream" id="data-{number}">{_b64(data)}</script>')
    imports = {f"./vendor/pyodide/{n}": _js_data_url((pyodide / n).read_text("utf-8")) for n in PYODIDE_MODULES}
    imports["./python.js"] = _js_data_url((site / "python.js").read_text("utf-8"))
    for name in pyscript:
        code = (site / "vendor" / "pyscript" / name).read_text("utf-8")
        for other in pyscript:  # static and dynamic imports alike
            code = code.replace(f'"./{other}"', f'"pyscript/{other}"')
        imports[f"pyscript/{name}"] = _js_data_url(code)
    imports["./vendor/pyscript/core.js"] = imports.pop("pyscript/core.js")
    import_map = json.dumps({"imports": imports})
    fetch_wrapper = (WEB / "single-file.js").read_text("utf-8").replace("%%BLOCKS%%", json.dumps(blocks))
    css = (WEB / SITE_CSS).read_text("utf-8")
    icon = "data:image/svg+xml;base64," + _b64((site / "assets" / "icon.svg").read_bytes())
    boot = (site / "boot.js").read_text("utf-8")
    embed = (site / "assets" / "embed.js").read_text("utf-8")
    view = view_script()
    csp = (
        f"default-src 'self'; script-src 'self' 'wasm-unsafe-eval' data: {_csp_hash(import_map)} "
        f"{_csp_hash(fetch_wrapper)} {_csp_hash(view)} {_csp_hash(boot)} {_csp_hash(embed)}; "
        "connect-src 'self' data:; worker-src 'none'; "
        f"frame-src 'self'; img-src 'self' data:; style-src 'self' {_csp_hash(css)}; object-src 'none'; "
        "base-uri 'self'; form-action 'self'"
    )
    # No manifest: an app is installed from the hosted page.
    html = index
    replacements = [
        (page_csp(css, [view]), csp),
        # Its modules come from the import map, not from files to preload.
        (f'data-preload="{" ".join(START_MODULES)}"', 'data-preload=""'),
        (
            "<!--HEAD-->",
            f'<script type="importmap">{import_map}</script>\n<script>{fetch_wrapper}</script>',
        ),
        ('<link rel="manifest" href="./manifest.webmanifest">\n', ""),
        ('<link rel="icon" href="assets/icon.svg" type="image/svg+xml">', f'<link rel="icon" href="{icon}">'),
        ('<script type="module" src="./boot.js"></script>', f'<script type="module">{boot}</script>'),
        ('<script type="module" src="./assets/embed.js"></script>', f'<script type="module">{embed}</script>'),
        (LAB_LINK, ""),
        (DOWNLOAD_LINK, '<span id="download" class="download">Offline edition</span>'),
        ("</body>", "\n".join(data_html) + "\n</body>"),
    ]
    for old, new in replacements:
        if old not in html:
            raise BuildError(f"single-file edition: index.html no longer contains {old!r}")
        html = html.replace(old, new, 1)
    return html


def check_site(site: Path, pyscript: list[str]) -> None:
    """Refuse a site that references a file it lacks or names a CDN in our own files."""
    index = (site / "index.html").read_text("utf-8")
    referenced = set(re.findall(r'(?:href|src)="\./?([^"#?:]+)"', index))
    found = re.search(r"<script type=\"py\" src=\"\./main\.py\" config='(.*?)'></script>", index, re.S)
    if found is None:
        raise BuildError("index.html lost its PyScript config")
    config = json.loads(found[1])
    named = [config["interpreter"], *config["files"], *config.get("packages", [])]
    referenced |= {path.removeprefix("./") for path in named}
    referenced |= {f"vendor/pyodide/{name}" for name in PYODIDE_FILES}
    referenced |= {f"vendor/pyscript/{name}" for name in pyscript}
    manifest = json.loads((site / "manifest.webmanifest").read_text("utf-8"))
    referenced |= {icon["src"].removeprefix("./") for icon in manifest["icons"]}
    missing = sorted(name for name in referenced if not (site / name).is_file())
    if missing:
        raise BuildError(f"the site references files it does not contain: {', '.join(missing)}")
    ours = ["index.html", "boot.js", "python.js", "snapshot-worker.js", "main.py", "forecast_worker.py", "sw.js"]
    for name in ours:
        found = FORBIDDEN.search((site / name).read_text("utf-8"))
        if found:
            raise BuildError(f"{name} names a foreign host ({found[0]}); everything must be self-hosted")
    for path in sorted((WEB / UI_PACKAGE).glob("*.py")):
        found = FORBIDDEN.search(path.read_text("utf-8"))
        if found:
            raise BuildError(f"web/{UI_PACKAGE}/{path.name} names a foreign host ({found[0]})")


# --- The economics lab page (issue 11): web/lab.html and web/lab/, shipped as they are ------------
LAB_SCRIPTS = ("lab/lab.js", "lab/worker.py", "lab/lab.css")
#: What the lab page may do beyond the main page: start PyScript's worker (PyScript makes it from a
#: ``blob:`` URL; what it then imports comes from the site) and draw a chart's SVG from a ``blob:``
#: URL onto a canvas, for the PNG export.
LAB_CSP_EXTRA = {"worker-src": "blob:", "img-src": "blob:"}


def lab_csp(css: str) -> str:
    """The main page's policy (hosted_csp) with the few sources the lab's features need added."""
    return extended_csp(hosted_csp(css), LAB_CSP_EXTRA)


def write_lab(site: Path, wheel_name: str) -> None:
    """lab.html (the site's stylesheet inline, its CSP and the engine wheel filled in) and its scripts,
    which run the engine's lab code in a PyScript worker on the vendored Pyodide; none may name a
    foreign host."""
    html = (WEB / "lab.html").read_text("utf-8")
    css = (WEB / SITE_CSS).read_text("utf-8")
    for key, value in (("%%CSP%%", lab_csp(css)), ("%%SITE_CSS%%", css), ("%%WHEEL%%", f"./dist/{wheel_name}")):
        if key not in html:
            raise BuildError(f"web/lab.html lost its {key} placeholder")
        html = html.replace(key, value)
    (site / "lab.html").write_text(html, "utf-8")
    for name in LAB_SCRIPTS:
        text = (WEB / name).read_text("utf-8")
        found = FORBIDDEN.search(text)
        if found:
            raise BuildError(f"web/{name} names a foreign host ({found[0]})")
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_text(text, "utf-8")


def build(out: Path, node_modules: Path, install: str = "files", npm_install: bool = True) -> Path:
    """Build the whole site into ``out`` (replaced); returns ``out``."""
    if install not in INSTALL_MODES:
        raise BuildError(f"install must be one of {INSTALL_MODES}")
    ensure_node_modules(node_modules, install=npm_install)
    staging = Path(tempfile.mkdtemp(prefix=".site-", dir=out.parent))
    staging.chmod(0o755)
    try:
        wheel = build_wheel(staging / "dist")
        log(f"wheel {wheel.name}")
        micropip = vendor_micropip() if install == "packages" else None
        vendor_pyodide(node_modules, staging / "vendor" / "pyodide", micropip)
        pyscript = vendor_pyscript(node_modules, staging / "vendor" / "pyscript", install)
        for name in WEB_FILES:
            (staging / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(WEB / name, staging / name)
        write_ui_zip(staging / UI_ZIP)
        board = render_board(wheel)
        saved = prune_stdlib(staging / "vendor" / "pyodide" / "python_stdlib.zip")
        log(f"stdlib pruned by {saved / 1e3:.0f} KB")
        compile_bytecode(node_modules, staging, wheel, pyscript_python(staging / "vendor" / "pyscript", pyscript))
        runtime = runtime_id(staging / "vendor" / "pyodide")
        interpreter = (WEB / "python.js").read_text("utf-8")
        if "%%RUNTIME_ID%%" not in interpreter:
            raise BuildError("web/python.js lost its %%RUNTIME_ID%% placeholder")
        (staging / "python.js").write_text(interpreter.replace("%%RUNTIME_ID%%", runtime), "utf-8")
        index = render_index(board, wheel.name, install)
        (staging / "index.html").write_text(index, "utf-8")
        (staging / ".nojekyll").write_text("", "utf-8")
        # The offline edition always unpacks the wheel (no micropip to carry), whatever the variant.
        offline = single_file(staging, render_index(board, wheel.name, "files"), wheel.name, pyscript)
        (staging / "landlords-game.html").write_text(offline, "utf-8")
        write_lab(staging, wheel.name)
        version = write_service_worker(staging, exclude=NOT_PRECACHED)
        check_site(staging, pyscript)
        if out.exists():
            shutil.rmtree(out)
        staging.rename(out)
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    log(f"built {out} (cache {version}, install={install})")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "_site", help="output folder (replaced)")
    parser.add_argument("--node-modules", type=Path, default=ROOT / "node_modules", help="where npm put Pyodide")
    parser.add_argument("--no-npm", action="store_true", help="never run npm ci; fail if node_modules is stale")
    parser.add_argument(
        "--install",
        choices=INSTALL_MODES,
        default="files",
        help="how PyScript installs the engine wheel (files ships; packages exists for the bench)",
    )
    parser.add_argument("--serve", action="store_true", help="serve the site on 127.0.0.1 after building")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    explicit_modules = args.node_modules != ROOT / "node_modules"
    try:
        site = build(
            args.out.resolve(),
            args.node_modules.resolve(),
            args.install,
            npm_install=not (args.no_npm or explicit_modules),
        )
    except (BuildError, subprocess.CalledProcessError) as error:
        print(f"BUILD FAILED: {error}", file=sys.stderr)
        return 1
    if args.serve:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from serve import make_server

        server = make_server(site, "127.0.0.1", args.port)
        print(
            f"Serving the Landlord's Game at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)",
            flush=True,
        )
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
