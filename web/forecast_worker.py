"""The page's forecast worker: the forecast by play (issue 24) off the page's thread, so the page
answers every click while bots play the rest of the game many times over.

ui/forecaster.py starts this PyScript worker (``PyWorker``) with the page's own PyScript config (the
site's interpreter module, the engine wheel and the ui package), as the lab page starts its workers.
Messages (through PyScript's ``xworker``): ``forecast`` (a game as a save, a cache key, games and
seed) plays the continuations one at a time with ``ui.forecasting.Forecasting``, posting ``progress``
after each and yielding to the event loop so that a ``cancel`` (or a newer ``forecast``) is heard at
once; then it posts ``done`` with the forecast as JSON, or ``failed`` with the reason in words.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import js
from polyscript import xworker  # type: ignore[import-not-found]  # PyScript's link to the page
from pyodide.ffi import create_proxy, to_js

from landlords.save import loads
from ui.forecasting import Forecasting, to_json

#: Progress is posted at most this often (a continuation takes a few hundredths of a second).
REPORT_SECONDS = 0.1
#: The key of the forecast the page wants now; a running one whose key differs stops.
wanted = ""


def post(message: dict[str, Any]) -> None:
    xworker.postMessage(to_js(message, dict_converter=js.Object.fromEntries))


async def run(key: str, game: str, games: int, seed: int) -> None:
    try:
        job = Forecasting(loads(game), games, seed)
    except Exception as error:  # the page says why no forecast could be made
        post({"type": "failed", "key": key, "text": str(error)})
        return
    reported = 0.0
    while not job.finished:
        if wanted != key:
            return
        job.step()
        if time.perf_counter() - reported > REPORT_SECONDS or job.finished:
            reported = time.perf_counter()
            post({"type": "progress", "key": key, "done": job.done, "total": job.total})
        await asyncio.sleep(0)
    # As JSON text: to_js would make None undefined, which a JS object then leaves out.
    post({"type": "done", "key": key, "forecast": json.dumps(to_json(job.result()))})


def failed(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        post({"type": "failed", "key": wanted, "text": str(task.exception())})


def on_message(event: Any) -> None:
    global wanted
    message = event.data
    kind = getattr(message, "type", None)
    if kind == "forecast":
        wanted = str(message.key)
        task = asyncio.ensure_future(run(wanted, str(message.game), int(message.games), int(message.seed)))
        task.add_done_callback(failed)
    elif kind == "cancel":
        wanted = ""


xworker.onmessage = create_proxy(on_message)
post({"type": "ready"})
