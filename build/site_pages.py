"""Writing the pages from their templates in web/: index.html (stylesheet, view script, the
pre-rendered board, PyScript's config, the Content-Security-Policy), the service worker, the lab
page, and the last check that the site holds every file it names and names no foreign host.

A module of ``build/site.py``.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from site_common import FORBIDDEN, SITE_CSS, UI_PACKAGE, UI_ZIP, WEB, BuildError
from site_runtime import PYODIDE_FILES

#: PyScript's error banner is off: boot.js shows errors in the page's own error box.
PYSCRIPT_PLUGINS = ["!error"]


def csp_hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def hosted_csp(css: str, scripts: Sequence[str] = ()) -> str:
    """What the browser lets the hosted page do: scripts, connections, workers and frames from this
    origin only; WebAssembly compilation for Pyodide; the inlined stylesheet and the given inline
    scripts (index.html's view.js), by hash. No other inline script runs (the PyScript config and
    the JSON blocks are data, not scripts). Images may come from ``blob:`` URLs: a shared game's
    poster (assets/poster.js) and the lab's chart export are drawn from one."""
    inline = "".join(f" {csp_hash(script)}" for script in scripts)
    return (
        f"default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{inline}; connect-src 'self'; worker-src 'self'; "
        f"frame-src 'self'; img-src 'self' blob:; style-src 'self' {csp_hash(css)}; object-src 'none'; "
        "base-uri 'self'; form-action 'self'"
    )


#: Site files the service worker does not precache. The offline download is itself the offline
#: copy: precaching it would double every visitor's first download (the worker keeps it once
#: someone fetches it); .nojekyll is for GitHub Pages only.
NOT_PRECACHED = frozenset({".nojekyll", "landlords-game.html"})


#: What the build pre-renders into index.html (build/site_prerender.py), by placeholder name.
PRERENDERED = ("BOARD_SVG", "BOARDS", "SETUP_HTML", "SETUP_EDITIONS", "RULES_HTML")


def prerender(wheel: Path) -> dict[str, str]:
    """The board, the setup form and the rules as HTML, drawn by the engine imported from the wheel
    we ship (zipimport) and the page's own ``ui`` renderers, in a fresh interpreter."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    script = Path(__file__).with_name("site_prerender.py")
    result = subprocess.run(
        [sys.executable, "-I", str(script), str(wheel), str(WEB)], check=True, capture_output=True, text=True, env=env
    )
    pages = json.loads(result.stdout)
    if not (isinstance(pages, dict) and str(pages.get("BOARD_SVG", "")).startswith("<svg")):
        raise BuildError("the engine did not draw the board")
    if sorted(pages) != sorted(PRERENDERED) or not all(isinstance(v, str) and v for v in pages.values()):
        raise BuildError(f"the page's renderers did not draw {', '.join(PRERENDERED)}")
    for name, html in pages.items():
        if re.search(r"<(?:script|style)|<[^>]*\s(?:style|on[a-z]+)=", html, re.I):
            raise BuildError(f"the pre-rendered {name} holds a script, a style or a handler")
    return pages


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


#: What starts the runtime, preloaded from the head when Python starts at once (view.js).
START_MODULES = ("./python.js", "./vendor/pyodide/pyodide.mjs")
#: Inlined into index.html's head: it must run before the first style (view.js says why).
VIEW_SCRIPT = "view.js"


def view_script() -> str:
    script = (WEB / VIEW_SCRIPT).read_text("utf-8")
    if "</script" in script.lower():
        raise BuildError(f"web/{VIEW_SCRIPT} would close its inline <script> early")
    return script


def render_index(pages: dict[str, str], wheel_name: str, install: str) -> str:
    """index.html with its stylesheet, view script, pre-rendered board, setup form and rules
    (``prerender``), PyScript config and CSP filled in.

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
        *((f"%%{name}%%", pages[name]) for name in PRERENDERED),
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
    ours = ["index.html", "boot.js", "shell.js", "indexeddb.js", "python.js", "main.py", "game_worker.py"]
    ours += ["forecast_worker.py", "sw.js", "assets/embed.js", "assets/poster.js", "landlords-embed.js"]
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
#: ``blob:`` URL; what it then imports comes from the site). Its PNG export draws a chart's SVG from
#: a ``blob:`` URL, which the main page's img-src already allows (for a shared game's poster).
LAB_CSP_EXTRA = {"worker-src": "blob:"}


def lab_csp(css: str) -> str:
    """The main page's policy (hosted_csp) with the few sources the lab's features need added."""
    return extended_csp(hosted_csp(css), LAB_CSP_EXTRA)


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
