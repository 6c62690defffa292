"""Tests of the page's pure UI modules (web/ui), on CPython: no browser, no ``js`` module.

The DOM modules (``app``, ``dom``, ``render_*``) import ``js`` and are exercised by the browser tests.
"""

from __future__ import annotations

import sys
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))
