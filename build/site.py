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
would shadow PyPA's ``build``. So this script puts build/ on ``sys.path`` and imports its parts by
name, as the bench scripts do: ``site_common`` (paths, the build's error and log), ``site_runtime``
(vendoring Pyodide, PyScript, micropip; pruning the stdlib), ``site_python`` (the engine wheel, the
UI zip, their bytecode), ``site_pages`` (index.html, the service worker, the lab page, the final
check) and ``site_offline`` (the single-file edition). This module runs the steps in order and is
the command line.
"""

from __future__ import annotations

import argparse
import contextlib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from serve import make_server  # noqa: E402 - build/ is not a package
from site_common import ROOT, UI_ZIP, WEB, BuildError, log  # noqa: E402
from site_offline import single_file  # noqa: E402
from site_pages import (  # noqa: E402
    NOT_PRECACHED,
    check_site,
    hosted_csp,
    lab_csp,
    prerender,
    render_index,
    write_lab,
    write_service_worker,
)
from site_params import param_rules, with_rules  # noqa: E402
from site_python import build_wheel, compile_bytecode, stdlib_needs, write_ui_zip  # noqa: E402
from site_runtime import (  # noqa: E402
    ensure_node_modules,
    prune_stdlib,
    pruned,
    pyscript_python,
    runtime_id,
    stdlib_module,
    vendor_micropip,
    vendor_pyodide,
    vendor_pyscript,
)

#: The web/ files copied as they are (index.html, sw.js and python.js are templates, written
#: separately; single-file.js is inlined into the offline edition only).
WEB_FILES = (
    "boot.js",
    "shell.js",
    "indexeddb.js",
    "main.py",
    "game_worker.py",
    "forecast_worker.py",
    "manifest.webmanifest",
    "assets/icon.svg",
    "assets/embed.js",
    "assets/poster.js",
    "landlords-embed.js",
)
#: How PyScript installs the engine wheel: "files" unpacks it (shipped: the faster, see README);
#: "packages" has micropip install it, built for the load benchmark.
INSTALL_MODES = ("files", "packages")


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
        # The build's own CPython reads the wheel while it is still source (compiling it, below,
        # leaves bytecode that only the page's Python can run).
        pages = prerender(wheel)
        rules = param_rules(wheel)
        ours = pyscript_python(staging / "vendor" / "pyscript", pyscript)
        micropip_wheel = [staging / "vendor" / "pyodide" / micropip[0].name] if micropip else []
        needed = stdlib_needs(node_modules, staging, [wheel, staging / UI_ZIP, *micropip_wheel], ours)
        saved = prune_stdlib(staging / "vendor" / "pyodide" / "python_stdlib.zip", needed)
        log(f"stdlib pruned by {saved / 1e3:.0f} KB ({len(needed)} modules kept)")
        compile_bytecode(node_modules, staging, wheel, ours)
        runtime = runtime_id(staging / "vendor" / "pyodide")
        interpreter = (WEB / "python.js").read_text("utf-8")
        if "%%RUNTIME_ID%%" not in interpreter:
            raise BuildError("web/python.js lost its %%RUNTIME_ID%% placeholder")
        (staging / "python.js").write_text(interpreter.replace("%%RUNTIME_ID%%", runtime), "utf-8")
        index = with_rules(render_index(pages, wheel.name, install), rules)
        (staging / "index.html").write_text(index, "utf-8")
        (staging / ".nojekyll").write_text("", "utf-8")
        # The offline edition always unpacks the wheel (no micropip to carry), whatever the variant.
        offline = single_file(
            staging, with_rules(render_index(pages, wheel.name, "files"), rules), wheel.name, pyscript
        )
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
        server = make_server(site, "127.0.0.1", args.port)
        print(
            f"Serving the Landlord's Game at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)",
            flush=True,
        )
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


#: What the tests and the bench scripts take from the build (they load this file by path).
__all__ = [
    "NOT_PRECACHED",
    "BuildError",
    "build",
    "build_wheel",
    "hosted_csp",
    "lab_csp",
    "main",
    "pruned",
    "pyscript_python",
    "stdlib_module",
    "write_service_worker",
]

if __name__ == "__main__":
    sys.exit(main())
