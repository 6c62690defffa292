"""The single-file offline edition, ``landlords-game.html``: index.html with every script, module
and payload inlined, so the downloaded file plays from file:// with no network.

A module of ``build/site.py``.
"""

from __future__ import annotations

import base64
import gzip
import json
import re
from pathlib import Path
from urllib.parse import quote

from site_common import SITE_CSS, UI_ZIP, WEB, BuildError
from site_pages import START_MODULES, csp_hash, page_csp, view_script
from site_runtime import PYODIDE_MODULES


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


#: The lab is a page of the hosted site; the single file has no such page to link to.
LAB_LINK = '  <a id="open-lab" class="lab-link" href="./lab.html">Economics lab</a>\n'
DOWNLOAD_LINK = '<a id="download" class="download" href="./landlords-game.html" download>Download for offline play</a>'


def _js_data_url(text: str) -> str:
    return "data:text/javascript;base64," + _b64(text.encode("utf-8"))


#: A chunk of PyScript's that the site does not vendor (it serves only TOML configs, MicroPython's
#: archives, packages from an index), named by a path relative to its importer.
_UNVENDORED = re.compile(r"""(["'])\./([A-Za-z0-9_-]+\.js)\1""")


def _unvendored_chunks_named(code: str, vendored: list[str]) -> str:
    """PyScript's worker code makes each of its imports absolute against its own module's URL when
    a worker starts, and a data: URL is no base: ``new URL`` throws. So a chunk the site does not
    vendor is named by a data: URL that says so if it is ever imported (no parenthesis: PyScript
    finds the imports by a pattern that stops at one)."""

    def stand_in(match: re.Match[str]) -> str:
        name = match.group(2)
        if name in vendored:
            return match.group(0)
        said = quote(f'throw "PyScript\'s {name} is not in the single file"', safe="")
        return f"{match.group(1)}data:text/javascript,{said}//.js{match.group(1)}"

    return _UNVENDORED.sub(stand_in, code)


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
        ("game_worker.py", site / "game_worker.py", "text/plain", False),
    ]
    for number, (name, path, mime, squeeze) in enumerate(payloads):
        data = path.read_bytes()
        if squeeze:
            data = gzip.compress(data, compresslevel=9, mtime=0)
        blocks[name] = {"id": f"data-{number}", "type": mime, "gzip": squeeze}
        data_html.append(f'<script type="application/octet-stream" id="data-{number}">{_b64(data)}</script>')
    imports = {f"./vendor/pyodide/{n}": _js_data_url((pyodide / n).read_text("utf-8")) for n in PYODIDE_MODULES}
    imports["./python.js"] = _js_data_url((site / "python.js").read_text("utf-8"))
    for name in ("shell.js", "indexeddb.js"):
        imports[f"./{name}"] = _js_data_url((site / name).read_text("utf-8"))
    for name in pyscript:
        code = (site / "vendor" / "pyscript" / name).read_text("utf-8")
        for other in pyscript:  # static and dynamic imports alike
            code = code.replace(f'"./{other}"', f'"pyscript/{other}"')
        imports[f"pyscript/{name}"] = _js_data_url(_unvendored_chunks_named(code, pyscript))
    imports["./vendor/pyscript/core.js"] = imports.pop("pyscript/core.js")
    import_map = json.dumps({"imports": imports})
    fetch_wrapper = (WEB / "single-file.js").read_text("utf-8").replace("%%BLOCKS%%", json.dumps(blocks))
    css = (WEB / SITE_CSS).read_text("utf-8")
    icon = "data:image/svg+xml;base64," + _b64((site / "assets" / "icon.svg").read_bytes())
    boot = (site / "boot.js").read_text("utf-8")
    embed = (site / "assets" / "embed.js").read_text("utf-8")
    view = view_script()
    csp = (
        f"default-src 'self'; script-src 'self' 'wasm-unsafe-eval' data: {csp_hash(import_map)} "
        f"{csp_hash(fetch_wrapper)} {csp_hash(view)} {csp_hash(boot)} {csp_hash(embed)} blob:; "
        "connect-src 'self' data: blob:; worker-src blob:; "
        f"frame-src 'self'; img-src 'self' data:; style-src 'self' {csp_hash(css)}; object-src 'none'; "
        "base-uri 'self'; form-action 'self'"
    )
    # No manifest: an app is installed from the hosted page.
    html = index
    replacements = [
        (page_csp(css, [view]), csp),
        # Its modules come from the import map, not from files to preload; view.js learns that this
        # is the single file.
        (f'data-preload="{" ".join(START_MODULES)}"', 'data-preload="" data-single-file'),
        (
            "<!--HEAD-->",
            f'<script type="importmap">{import_map}</script>\n<script>{fetch_wrapper}</script>',
        ),
        ('<link rel="manifest" href="./manifest.webmanifest">\n', ""),
        ('<link rel="icon" href="assets/icon.svg" type="image/svg+xml">', f'<link rel="icon" href="{icon}">'),
        ('<script type="module" src="./boot.js"></script>', f'<script type="module">{boot}</script>'),
        ('<script type="module" src="./assets/embed.js"></script>', f'<script type="module">{embed}</script>'),
        # A shared game's poster is for embeds, which are hosted: the single file opens games itself.
        ('<script type="module" src="./assets/poster.js"></script>\n', ""),
        (LAB_LINK, ""),
        (DOWNLOAD_LINK, '<span id="download" class="download">Offline edition</span>'),
        ("</body>", "\n".join(data_html) + "\n</body>"),
    ]
    for old, new in replacements:
        if old not in html:
            raise BuildError(f"single-file edition: index.html no longer contains {old!r}")
        html = html.replace(old, new, 1)
    return html
