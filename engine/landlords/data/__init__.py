"""The games' data files (boards, cards, reference texts), read beside this module.

Read through this package's own loader rather than ``importlib.resources``, whose import was a
twentieth of the page's start on Pyodide (``build/bench_imports.py``). The loader reads a file
beside the module whether the package is unpacked (the page, an editable install) or imported
straight from the wheel (the build pre-renders the board that way).
"""

from __future__ import annotations

import os
from typing import Protocol, cast


class _Reads(Protocol):
    def get_data(self, path: str) -> bytes: ...


def read_text(name: str) -> str:
    """The text of the data file ``name`` (UTF-8)."""
    loader = cast(_Reads, __spec__.loader)
    return loader.get_data(os.path.join(os.path.dirname(__file__), name)).decode("utf-8")
