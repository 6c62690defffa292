"""The page's Python in a PyScript worker (worker mode): the same ``ui`` package as ``main.py`` runs
in the page, here off the main thread, so the page scrolls, reads and takes the setup while Python
starts and while a bot thinks.

``shell.js`` starts this worker (PyScript's ``PyWorker``, with the page's own config: the site's
interpreter, the engine wheel and the ``ui`` package) and speaks the protocol of ``ui.worker_dom``:
this script says ``hello``, puts the mirror DOM in the place of ``document`` and ``window``
(``ui.host.install``, before any other ``ui`` module is imported) and imports the game while the
page answers with ``boot`` (its DOM as a tree, its stored games, its address); the mirror is loaded
from that, then the game starts as in the page, every change reaching the page as a batch of ops,
and the page's events coming back.
Messages are JSON text both ways: one parse of a string beats converting nested objects.
"""

from __future__ import annotations

import gc
import json
import traceback
from typing import Any

import js
from polyscript import xworker  # type: ignore[import-not-found]  # PyScript's link to the page
from pyodide.ffi import create_once_callable, create_proxy


def post(message: dict[str, Any]) -> None:
    xworker.postMessage(json.dumps(message, separators=(",", ":")))


#: Why the ui package could not be imported, if it could not (a damaged deployment). A message
#: posted now would reach the page before it listens, so the page hears it as the answer to its boot.
BROKEN: list[str] = []
try:
    from ui import host
    from ui.worker_dom import MirrorDocument
except Exception as error:  # the page shows why, as it shows a failed start
    BROKEN.append("".join(traceback.format_exception(error)))


def schedule(fn: Any) -> None:
    """Run ``fn`` once the Python now running has returned (the batch is sent then)."""
    js.queueMicrotask(create_once_callable(fn))


def set_timeout(fn: Any, ms: float) -> int:
    return int(js.setTimeout(create_once_callable(fn), max(0, int(ms))))


def clear_timeout(timer: int) -> None:
    js.clearTimeout(timer)


MIRROR: Any = None if BROKEN else MirrorDocument(post, schedule)
APP: list[Any] = []


def mark(name: str) -> None:
    """A mark on the page's timeline at this moment (build/bench_load.py and trace_start.py read them)."""
    host.behave("mark", name)
    MIRROR.flush()


def relay_told() -> None:
    """What python.js told in this worker (the start's stages, the snapshot's state) reaches the page:
    what it told before now at once, what it tells later as it happens (the snapshot's store)."""
    for name, detail in list(getattr(js, "landlordsTold", None) or []):
        host.behave("told", str(name), str(detail))
    for name in ("stage", "snapshot"):
        js.addEventListener(
            f"landlords:{name}", create_proxy(lambda event, name=name: host.behave("told", name, str(event.detail)))
        )


def prepare() -> None:
    """Put the mirror in the page's place and import the game, while the page answers the hello.

    Every ``ui`` module takes the mirror's ``document`` when imported, and none reads it then, so
    the mirror need not hold the page yet: the imports (the longest part of the start after
    Pyodide's own) overlap the page's building and sending the boot message. A failed import is
    reported by ``start``, which imports again."""
    if host.MODE != "worker":
        host.install(MIRROR, MIRROR.defaultView)
    try:
        import ui.app  # noqa: F401 - imported for start
    except Exception:  # start imports again and reports it (a damaged deployment)
        return


def start(boot: dict[str, Any]) -> None:
    """Load the page into the mirror and start the game as ``main.py`` does."""
    prepare()  # at once if the boot message came before the timer (it does not, but may)
    MIRROR.load(
        boot, set_timeout=set_timeout, clear_timeout=clear_timeout, performance=js.performance, console=js.console
    )
    relay_told()
    mark("landlords:main")
    from ui.app import App  # imported by prepare, unless that failed: then this says why

    mark("landlords:imported")
    app = App()
    APP.append(app)
    app.start()
    # Everything made so far lives as long as the page: out of the collector's way, so a collection
    # later (one every few thousand new objects) walks only what a move made (70 ms -> 0.4 ms).
    gc.freeze()
    MIRROR.documentElement.dataset.state = "ready"
    mark("landlords:playable")
    post({"type": "ready"})


def on_message(event: Any) -> None:
    if not isinstance(event.data, str):  # the page's compiled runtime, for python.js (borrowWasm)
        return
    message: dict[str, Any] = {}
    try:
        message = json.loads(str(event.data))
        if BROKEN:
            post({"type": "failed", "text": BROKEN[0]})
        elif message.get("type") == "boot":
            start(message)
        else:
            MIRROR.receive(message)  # a handler's own failure is reported in the page (ui.dom.guarded)
    except Exception as error:  # the page shows why, as it shows a failed start
        if MIRROR is not None:
            MIRROR.flush()
        post({"type": "failed", "text": "".join(traceback.format_exception(error))})
    finally:
        if "seq" in message:  # the event's changes go first, then the word that it is answered
            if MIRROR is not None:
                MIRROR.flush()
            post({"type": "ack", "seq": message["seq"]})


xworker.onmessage = create_proxy(on_message)
post({"type": "hello"})
if not BROKEN:
    set_timeout(prepare, 0)  # after this top-level code, whose end the page hears as the hello
