"""The game's worker is known by a name written twice: ``boot.js`` gives it to the worker PyScript makes,
and ``python.js``, in that worker, looks for it before borrowing the page's compiled wasm. Neither
file can import the other (``python.js`` imports Pyodide at its top; ``boot.js`` is the page's), so
this keeps the two spellings equal: were they to drift, every worker would compile its own wasm,
quietly, and warm starts would lose a second."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
NAMED = re.compile(r'^const GAME_WORKER = "([^"]+)";$', re.MULTILINE)


def test_the_page_and_the_worker_spell_the_games_worker_alike() -> None:
    page = NAMED.findall((WEB / "boot.js").read_text("utf-8"))
    worker = NAMED.findall((WEB / "python.js").read_text("utf-8"))
    assert len(page) == 1 and len(worker) == 1
    assert page == worker
    # Each file uses its constant where the name matters: naming the worker, and recognising it.
    assert "name: GAME_WORKER" in (WEB / "boot.js").read_text("utf-8")
    assert "globalThis.name !== GAME_WORKER" in (WEB / "python.js").read_text("utf-8")
