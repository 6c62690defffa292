"""One of the lab's workers: the engine's lab code (``landlords.lab.session``) off the page's thread.

lab.js starts several of these PyScript workers (``PyWorker``) on the site's interpreter module
(``python.js``, which restores the main page's Python snapshot), each with the engine wheel
unpacked by PyScript's ``files`` setting. It answers the page's messages (through PyScript's
``xworker``, which owns the worker's own message events): ``play`` plays a run of seeds a slice at
a time, posting ``progress`` after each slice and yielding to the event loop so that ``cancel`` is
heard, then posts its seeds as a ``part`` (bytes); ``report`` merges the parts of every worker into
the command line's files and charts.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import js
from polyscript import xworker  # type: ignore[import-not-found]  # PyScript's link to the page
from pyodide.ffi import create_proxy, to_js

from landlords.lab.session import Session, experiment_from_json, report

#: How long a slice of games runs before the worker reports progress and listens for Cancel.
SLICE_SECONDS = 0.12
cancelled = False


def post(message: dict[str, Any]) -> None:
    xworker.postMessage(to_js(message, dict_converter=js.Object.fromEntries))


async def play(experiment: str, first: int, count: int) -> None:
    global cancelled
    try:
        session = Session.from_json(experiment, first, count)
    except ValueError as error:  # what is wrong with the experiment, in words
        post({"type": "refused", "text": str(error)})
        return
    cancelled = False
    began = time.perf_counter()
    while not session.finished and not cancelled:
        until = time.perf_counter() + SLICE_SECONDS
        session.step()
        while not session.finished and time.perf_counter() < until:
            session.step()
        post({"type": "progress", "done": session.done, "seconds": time.perf_counter() - began})
        await asyncio.sleep(0)
    post({"type": "part", "part": to_js(session.part()), "done": session.done})


def make_report(experiment: str, parts: Any) -> None:
    try:
        text = report(experiment_from_json(experiment), [p.to_bytes() for p in parts])
    except ValueError:
        post({"type": "empty"})
        return
    post({"type": "report", "report": js.JSON.parse(text)})


def failed(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        post({"type": "failed", "text": str(task.exception())})


def on_message(event: Any) -> None:
    global cancelled
    message = event.data
    kind = getattr(message, "type", None)
    try:
        if kind == "play":
            experiment = js.JSON.stringify(message.experiment)
            asyncio.ensure_future(play(experiment, int(message.first), int(message.count))).add_done_callback(failed)
        elif kind == "report":
            make_report(js.JSON.stringify(message.experiment), message.parts)
        elif kind == "cancel":
            cancelled = True
    except Exception as error:  # the page shows what went wrong
        post({"type": "failed", "text": str(error)})


xworker.onmessage = create_proxy(on_message)
