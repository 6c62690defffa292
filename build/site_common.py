"""What every step of the site build shares: where the sources are, the error that stops a build,
its log line, the UI package's name and place, and the hosts no file of ours may name.

A module of ``build/site.py`` (build/ is not a package: the modules import each other by name,
with build/ on ``sys.path``).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"

#: The page's UI package (web/ui), shipped as one zip that PyScript unpacks next to the engine.
UI_PACKAGE = "ui"
UI_ZIP = "dist/ui.zip"
#: The page's stylesheet, inlined into index.html so the first paint waits for no request.
SITE_CSS = "assets/site.css"

#: Hosts the page must never reach. Checked in the files we write (not in vendored code, which
#: names its CDN defaults; the browser tests catch any request to them at run time).
FORBIDDEN = re.compile(r"cdn\.jsdelivr\.net|unpkg\.com|pyscript\.net|cdnjs|googleapis")


class BuildError(RuntimeError):
    """A build that cannot produce a correct, self-hosted site."""


def log(message: str) -> None:
    print(f"[site] {message}", file=sys.stderr, flush=True)
