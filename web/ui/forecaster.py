"""The forecast by play, run for the page off its main thread: one PyScript worker
(``forecast_worker.py``, started with the page's own PyScript config, as the lab starts its workers),
forecasts cached per position, a newer request cancelling an older one.

Where no worker may start (the single file with Python in the page: Chromium starts no module worker
for a file:// page; a frame sandboxed without allow-same-origin, where a module worker from a
``blob:`` URL fails at once, heard in ``on_error``) and in worker mode (a PyScript worker cannot
start another), the game's Python plays the continuations itself between its own events, at most
``SLICE_MS`` at a stretch (a continuation longer than that is left at one of its pauses and taken up
again in the next slice, so a slow machine makes slices no longer), and a click is still answered
at once. Either way the numbers are ``ui.forecasting``'s.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from landlords import save
from landlords.bots.forecast import Forecast
from landlords.state import GameState

from . import host
from .dom import REPORT, cancel, js_object, later, now
from .forecasting import GAMES, SEED, Forecasting, can_forecast, from_json, position_key
from .host import document, window

#: The worker's script, beside index.html.
WORKER = "./forecast_worker.py"
#: Longest stretch the page plays continuations itself before it lets the browser handle events.
SLICE_MS = 40


class Forecaster:
    """Asks for forecasts and keeps them: ``want(state)`` starts one unless it is cached or under
    way; ``status(state)`` says where it stands; ``changed`` is called on progress and on a result."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self.changed = changed
        self.cache: dict[str, Forecast] = {}
        self.failures: dict[str, str] = {}
        #: Positions whose forecast the person stopped.
        self.stopped: set[str] = set()
        #: The forecast under way: its key, and how many continuations of how many are played.
        self.key = ""
        self.done = 0
        self.total = 0
        self.worker: Any = None
        self.ready = False
        #: A request waiting for the worker to start: (key, save).
        self.pending: tuple[str, str] | None = None
        self.local = False
        self.job: Forecasting | None = None
        self.timer: int | None = None
        self.proxies: list[Any] = []
        #: The last position keyed: (the state's id, its moves, its key).
        self.keyed: tuple[int, int, str] | None = None

    # --- asking -----------------------------------------------------------------------------------

    def want(self, state: GameState, asked: bool = False) -> None:
        """A forecast of this position (nothing to do if it is known, under way or impossible, or if
        the person stopped it, unless they ask for it again: ``asked``)."""
        if not can_forecast(state):
            return
        key = self.key_of(state)
        if asked:
            self.stopped.discard(key)
        if key in self.cache or key in self.failures or key == self.key or key in self.stopped:
            return
        self.cancel()
        self.key, self.done, self.total = key, 0, 2 * GAMES
        if self.local:
            self.start_local(state)
            return
        self.pending = (key, save.dumps(state))
        self.start_worker()
        self.send()

    def key_of(self, state: GameState) -> str:
        """The position's cache key, worked out once per position (the panel asks on every redraw)."""
        moves = len(state.actions)
        if self.keyed is None or self.keyed[:2] != (id(state), moves):
            self.keyed = (id(state), moves, position_key(state))
        return self.keyed[2]

    def warm(self) -> None:
        """Start the worker ahead of need (its Python takes seconds to start), once."""
        if not self.local:
            self.start_worker()

    def stop(self, key: str) -> None:
        """The person stopped this position's forecast: it is not started again unless asked."""
        self.stopped.add(key)
        if key == self.key:
            self.cancel()

    def cancel(self) -> None:
        """Stop the forecast under way (its partial work is dropped)."""
        if not self.key:
            return
        self.key = ""
        self.pending = None
        self.job = None
        cancel(self.timer)
        self.timer = None
        if self.worker is not None and self.ready:
            self.worker.postMessage(js_object({"type": "cancel"}))
        self.changed()

    def leave_unless(self, state: GameState) -> None:
        """The game moved on: stop a forecast of any other position."""
        if self.key and (not can_forecast(state) or self.key_of(state) != self.key):
            self.cancel()

    def status(self, state: GameState) -> tuple[str, Forecast | None, str]:
        """("ready", the forecast, "") / ("running", None, "12 of 80") / ("failed", None, why) /
        ("none", None, "")."""
        key = self.key_of(state)
        if key in self.cache:
            return "ready", self.cache[key], ""
        if key in self.failures:
            return "failed", None, self.failures[key]
        if key == self.key:
            return "running", None, f"{self.done} of {self.total}"
        return "none", None, ""

    # --- the worker -------------------------------------------------------------------------------

    def start_worker(self) -> None:
        if self.worker is not None or self.local:
            return
        if host.MODE == "worker":
            # The game's own worker plays them, between the reader's events (a PyScript worker
            # cannot start another).
            self.go_local()
            return
        try:
            script = document.querySelector('script[type="py"]')
            config = json.loads(str(script.getAttribute("config")))
            base = str(document.baseURI)
            config["interpreter"] = str(window.URL.new(config["interpreter"], base).href)
            config["files"] = {str(window.URL.new(k, base).href): v for k, v in config["files"].items()}
            url = str(window.URL.new(WORKER, base).href)
            self.worker = host.page_worker(url, config)
        except Exception:  # no worker may start here: the page plays the continuations itself
            self.go_local()
            return
        for event, handler in (("message", self.on_message), ("error", self.on_error)):
            proxy = host.proxy(handler)
            self.proxies.append(proxy)
            self.worker.addEventListener(event, proxy)

    def send(self) -> None:
        if self.pending is None or not self.ready:
            return
        key, game = self.pending
        self.pending = None
        self.worker.postMessage(js_object({"type": "forecast", "key": key, "game": game, "games": GAMES, "seed": SEED}))

    def on_message(self, event: Any) -> None:
        try:
            self.heard(event.data)
        except Exception as error:  # every failure must reach the player
            for report in REPORT:
                report(error)

    def heard(self, data: Any) -> None:
        kind = str(data.type)
        if kind == "ready":
            self.ready = True
            self.send()
            return
        key = str(getattr(data, "key", ""))
        if key != self.key or not key:
            return  # an answer to a forecast no longer wanted
        if kind == "progress":
            self.done, self.total = int(data.done), int(data.total)
        elif kind == "done":
            self.cache[key] = from_json(json.loads(str(data.forecast)))
            self.key = ""
        elif kind == "failed":
            self.failures[key] = str(data.text)
            self.key = ""
        self.changed()

    def on_error(self, event: Any) -> None:
        """The worker could not start (or died): play on in the page."""
        self.worker = None
        self.ready = False
        self.go_local()

    # --- in the page, where no worker may start ------------------------------------------------------

    def go_local(self) -> None:
        self.local = True
        pending, self.pending = self.pending, None
        if pending is not None and pending[0] == self.key:
            self.start_local(save.loads(pending[1]))

    def start_local(self, state: GameState) -> None:
        self.job = Forecasting(state)
        self.timer = later(0, self.slice)

    def slice(self) -> None:
        job, key = self.job, self.key
        self.timer = None
        if job is None or not key:
            return
        until = now() + SLICE_MS

        def more() -> bool:
            return now() < until

        while not job.finished and more():
            job.step(more)
        if job.finished:
            self.cache[key] = job.result()
            self.key = ""
            self.job = None
        else:
            self.timer = later(0, self.slice)
        if job.done != self.done or self.job is None:  # progress to show (most slices have none)
            self.done = job.done
            self.changed()
