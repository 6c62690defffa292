"""Stand-in for the game's worker (worker mode, see boot.js and shell.js) until the real one lands.

It speaks the page's protocol only as far as a start that fails: ``hello`` when Python is up, and
``failed`` once the page has sent ``boot`` (with what the page sent, so the start-up path can be
checked end to end). The lead's ``game_worker.py`` replaces this file whole.
"""

from __future__ import annotations

from importlib.util import find_spec
from typing import Any

import js
from polyscript import xworker  # type: ignore[import-not-found]  # PyScript's link to the page
from pyodide.ffi import create_proxy, to_js


def post(message: dict[str, Any]) -> None:
    xworker.postMessage(to_js(message, dict_converter=js.Object.fromEntries))


def on_message(event: Any) -> None:
    if str(event.data.type) == "boot":
        nodes = int(event.data.next) - 2
        unpacked = " and ".join(name for name in ("landlords", "ui") if find_spec(name) is not None) or "nothing"
        text = f"The game's worker is not written yet (the page sent {nodes} nodes; unpacked: {unpacked})."
        post({"type": "failed", "text": text})


xworker.onmessage = create_proxy(on_message)
post({"type": "hello"})
