"""The games' data files (boards, cards, reference texts), read beside this module.

Read with ``open`` rather than ``importlib.resources``, whose import was a twentieth of the page's
start on Pyodide (``build/bench_imports.py``); the package is always installed unpacked.
"""

from __future__ import annotations

import os


def read_text(name: str) -> str:
    """The text of the data file ``name`` (UTF-8)."""
    with open(os.path.join(os.path.dirname(__file__), name), encoding="utf-8") as file:
        return file.read()
