"""The lab's worker: the engine's lab code (``landlords.lab.session``) off the page's thread.

lab.js starts this file in a PyScript worker (``PyWorker``), whose ``files`` setting has unpacked
the engine wheel before it runs; the page counts the worker ready when PyScript says this file
has run. It answers the page's messages (through PyScript's ``xworker``, which owns the worker's
own message events): ``run`` plays the experiment a slice of seeds at a time,
posting ``progress`` after each slice and yielding to the event loop so that ``cancel`` is heard;
the ``report`` is the command line's files and charts for the seeds played.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import js
from polyscript import xworker  # type: ignore[import-not-found]  # PyScript's link to the page
from pyodide.ffi import create_proxy, to_js

from landlords.lab.session import Session

#: How long a slice of games runs before the worker reports progress and listens for Cancel.
SLICE_SECONDS = 0.12
cancelled = False


def post(message: dict[str, Any]) -> None:
    xworker.postMessage(to_js(message, dict_converter=js.Object.fromEntries))


async def run(experiment: str) -> None:
    global cancelled
    try:
        session = Session.from_json(experiment)
    except ValueError as error:  # what is wrong with the experiment, in words
        post({"type": "refused", "text": str(error)})
        return
    cancelled = False
    total = session.experiment.games
    began = time.perf_counter()
    while not session.finished and not cancelled:
        until = time.perf_counter() + SLICE_SECONDS
        session.step()
        while not session.finished and time.perf_counter() < until:
            session.step()
        post({"type": "progress", "done": session.done, "total": total, "seconds": time.perf_counter() - began})
        await asyncio.sleep(0)
    if session.done == 0:
        post({"type": "empty"})
        return
    report = js.JSON.parse(session.report())
    post({"type": "report", "report": report, "seconds": time.perf_counter() - began})


def failed(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        post({"type": "failed", "text": str(task.exception())})


def on_message(event: Any) -> None:
    global cancelled
    message = event.data
    kind = getattr(message, "type", None)
    if kind == "run":
        asyncio.ensure_future(run(js.JSON.stringify(message.experiment))).add_done_callback(failed)
    elif kind == "cancel":
        cancelled = True


xworker.onmessage = create_proxy(on_message)
