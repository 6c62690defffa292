"""Where the page's Python meets the browser: the real page, or the worker's mirror of it.

In page mode (the offline single file, a page denied storage, ``?python=page``) the ``ui`` package runs on
the main thread with PyScript's real ``document`` and ``window``. In worker mode (``game_worker.py``)
it runs in a PyScript worker, and ``install`` puts the mirror DOM (``ui.worker_dom``) in their place
before any other ``ui`` module is imported; the page's ``shell.js`` applies what the mirror records.
Every ``ui`` module takes ``document``, ``window`` and the few JS helpers from here, never from
``pyscript`` itself, so the same code serves both. Work that needs the page's layout (where a card
goes, whether a button is in sight), its sound or its files is a *behaviour* of ``shell.js``, called
through ``behave`` in both modes, so each exists once.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

try:  # Pyodide's and PyScript's, in the page; the worker has no usable pyscript, CPython neither
    import pyscript
    from pyodide.ffi import create_once_callable, create_proxy
    from pyscript.ffi import to_js
except ImportError:  # pragma: no cover - depends on where the module runs
    pyscript = None

#: "page" (Python on the main thread) or "worker" (set by ``install``).
MODE = "page"
_MIRROR: Any = None
_SIGHT: list[Callable[[], None]] = []
#: The nodes whose sight the page has been asked to watch (worker mode).
_WATCHED: weakref.WeakSet[Any] = weakref.WeakSet()

document: Any
window: Any


def install(mirror_document: Any, mirror_window: Any) -> None:
    """Worker mode: the mirror stands in for the page (call before importing any other ``ui`` module;
    the mirror may still be empty then, as no module reads the page when imported)."""
    global MODE, _MIRROR, document, window
    MODE, _MIRROR = "worker", mirror_document
    document, window = mirror_document, mirror_window
    mirror_document._on_sight = lambda: [fn() for fn in list(_SIGHT)]


def __getattr__(name: str) -> Any:
    """Page mode: PyScript's own ``document`` and ``window``, looked up on first use."""
    if name in ("document", "window"):
        globals()["document"], globals()["window"] = pyscript.document, pyscript.window
        return globals()[name]
    raise AttributeError(name)


def proxy(fn: Callable[..., Any]) -> Any:
    """A Python function the page's JS may call for as long as the page lives (a listener)."""
    return fn if MODE == "worker" else create_proxy(fn)


def once(fn: Callable[[], Any]) -> Any:
    """A Python function JS calls once (a timer)."""
    return fn if MODE == "worker" else create_once_callable(fn)


def js_data(data: Any) -> Any:
    """Plain data as JS wants it (dicts as objects); the mirror takes Python data as it is."""
    return data if MODE == "worker" else to_js(data)  # PyScript's to_js: dicts become objects


def page_worker(url: str, config: dict[str, Any]) -> Any:
    """A PyScript worker started from the page (page mode only: a worker cannot start one)."""
    return pyscript.PyWorker(url, type="pyodide", config=config, version=config["interpreter"])


def behave(name: str, *args: Any) -> Any:
    """Call one of ``shell.js``'s behaviours with these arguments (nodes included)."""
    if MODE == "worker":
        _MIRROR.fx(name, *args)
        return None
    return window.landlordsShell.behave(name, *args)


def flush() -> None:
    """Send what is drawn so far now (worker mode), so the page shows the board while the worker
    goes on with the panels; in page mode everything is already on the page."""
    if MODE == "worker":
        _MIRROR.flush()


def in_sight(node: Any) -> bool:
    """Whether the middle of ``node`` is on screen and uncovered. In the worker it is the page's
    last word on it (``watchSight``), taken as yes until the page has measured the node."""
    if not node:
        return False
    if MODE == "worker":
        if node not in _WATCHED:
            _WATCHED.add(node)
            behave("watchSight", node)
        return node.sight is not False
    return bool(window.landlordsShell.inSight(node))


def on_sight(fn: Callable[[], None]) -> None:
    """Call ``fn`` whenever the page says a watched node came into sight or left it (worker mode)."""
    _SIGHT.append(fn)
