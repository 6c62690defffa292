"""The mirror DOM's window (handle 0) and what hangs off it, for the page's Python in a worker (issue 27).

Timers, ``performance`` and ``console`` are the worker's own, given by the host (tests give fakes);
the rest is answered from the boot message and the page's syncs (location, size, storage, reduced
motion). What must happen on the page (storing a key, copying text, replacing the URL) is recorded
as an ``fx`` op, the shell's behaviour of that name.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

from .worker_nodes import Strict
from .worker_svg import DOMParserClass

MirrorDocument = Any  # worker_dom.MirrorDocument: that module imports this one


SetTimeout = Callable[[Callable[[], None], int], int]
ClearTimeout = Callable[[int], None]
REDUCED_MOTION = "(prefers-reduced-motion: reduce)"
#: The fields of a forwarded event that name nodes (sent as handles).
NODE_FIELDS = ("target", "currentTarget", "relatedTarget", "submitter")
EVENT_FIELDS = (
    "type",
    *NODE_FIELDS,
    "key",
    "code",
    "shiftKey",
    "ctrlKey",
    "altKey",
    "metaKey",
    "button",
    "detail",
    "repeat",
)


class ManualTimers:
    """Timers that run only when told (``run``): the default when the host gives none, and a fake for tests."""

    def __init__(self) -> None:
        self.pending: dict[int, tuple[int, Callable[[], None]]] = {}
        self.last = 0

    def set_timeout(self, fn: Callable[[], None], ms: int) -> int:
        self.last += 1
        self.pending[self.last] = (ms, fn)
        return self.last

    def clear_timeout(self, timer: int) -> None:
        self.pending.pop(timer, None)

    def run(self) -> int:
        """Run every pending timer, shortest delay first (then in the order set); how many ran."""
        ran = 0
        while self.pending:
            timer = min(self.pending, key=lambda key: (self.pending[key][0], key))
            _, fn = self.pending.pop(timer)
            fn()
            ran += 1
        return ran


class StandInPerformance:
    """``performance`` when the host gives none: a clock in milliseconds; marks are dropped."""

    def now(self) -> float:
        return time.perf_counter() * 1000

    def mark(self, name: str, options: Any = None) -> None:
        return None

    def measure(self, name: str, *args: Any) -> None:
        return None


class StandInConsole:
    """``console`` when the host gives none: lines on standard error."""

    def _say(self, level: str, parts: tuple[Any, ...]) -> None:
        print(level, *parts, file=sys.stderr)

    def log(self, *parts: Any) -> None:
        self._say("log:", parts)

    def info(self, *parts: Any) -> None:
        self._say("info:", parts)

    def warn(self, *parts: Any) -> None:
        self._say("warn:", parts)

    def error(self, *parts: Any) -> None:
        self._say("error:", parts)

    def debug(self, *parts: Any) -> None:
        self._say("debug:", parts)


class MirrorEvent(Strict):
    """A forwarded event: the EVENT fields as attributes, handles turned into mirror nodes. The shell
    already called ``preventDefault`` where the listener asked, so both methods here do nothing."""

    __slots__ = (*EVENT_FIELDS, "timeStamp")

    def __init__(self, doc: MirrorDocument, fields: dict[str, Any]) -> None:
        for name in EVENT_FIELDS:
            value = fields.get(name)
            object.__setattr__(self, name, doc._node(value) if name in NODE_FIELDS else value)
        # Not in protocol v1's EVENT (``ui`` reads it to time a click's answer): the page's stamp on the
        # worker's clock if the shell sends one, else the moment the worker heard of the event.
        stamp = fields.get("timeStamp")
        object.__setattr__(self, "timeStamp", doc._window.performance.now() if stamp is None else stamp)

    def preventDefault(self) -> None:
        return None

    def stopPropagation(self) -> None:
        return None


class Location(Strict):
    """``window.location``, read from the boot's ENV (and kept in step by ``history.replaceState``)."""

    __slots__ = ("_href", "_origin")

    def __init__(self, href: str = "", origin: str = "") -> None:
        self._href = href
        self._origin = origin

    def _parts(self) -> tuple[str, str, str]:
        """(pathname, search, hash) of the href."""
        rest = self._href[len(self._origin) :] if self._href.startswith(self._origin) else self._href
        rest, _, fragment = rest.partition("#")
        path, _, query = rest.partition("?")
        return path or "/", f"?{query}" if query else "", f"#{fragment}" if fragment else ""

    def _resolve(self, url: str) -> str:
        """``url`` read against this location, for the URL forms the page writes."""
        if "://" in url:
            return url
        path, search, _ = self._parts()
        if url.startswith("#"):
            return self._origin + path + search + url
        if url.startswith("?"):
            return self._origin + path + url
        if url.startswith("/"):
            return self._origin + url
        return self._origin + path.rsplit("/", 1)[0] + "/" + url

    @property
    def href(self) -> str:
        return self._href

    @property
    def origin(self) -> str:
        return self._origin

    @property
    def pathname(self) -> str:
        return self._parts()[0]

    @property
    def search(self) -> str:
        return self._parts()[1]

    @property
    def hash(self) -> str:
        return self._parts()[2]


class MirrorStorage(Strict):
    """``localStorage`` from the boot's copy; each change also goes to the page (``fx store``).
    Where the page's storage is denied (``items`` None) every call raises, as the page's would, so
    ``ui`` tells the reader that nothing is kept. A write the page could not keep (a full quota) is
    told back (``refused``): the copy takes the page's value again, and the next write raises, so the
    reader is told then (the page's answer comes after the write that it refused)."""

    __slots__ = ("_doc", "_items", "_refused")

    def __init__(self, doc: MirrorDocument, items: dict[str, str] | None) -> None:
        self._doc = doc
        self._items = None if items is None else dict(items)
        self._refused = False

    def _kept(self) -> dict[str, str]:
        if self._items is None:
            raise PermissionError("The page's storage is denied (SecurityError).")
        return self._items

    def getItem(self, key: str) -> str | None:
        return self._kept().get(key)

    def setItem(self, key: str, value: Any) -> None:
        self._kept()[key] = str(value)
        self._doc.fx("store", key, str(value))  # tried again: the page may have room by now
        if self._refused:
            self._refused = False
            raise OSError("The page could not keep an earlier write (QuotaExceededError).")

    def removeItem(self, key: str) -> None:
        self._kept().pop(key, None)
        self._doc.fx("store", key, None)

    def refused(self, key: str, kept: str | None) -> None:
        """The page refused a write of ``key``; it keeps ``kept`` there (None: nothing)."""
        items = self._items
        if items is None:  # denied outright: every call raises already
            return
        if kept is None:
            items.pop(key, None)
        else:
            items[key] = kept
        self._refused = True


class MediaQuery(Strict):
    __slots__ = ("_matches",)

    def __init__(self, matches: bool) -> None:
        self._matches = matches

    @property
    def matches(self) -> bool:
        return self._matches


class Clipboard(Strict):
    __slots__ = ("_doc",)

    def __init__(self, doc: MirrorDocument) -> None:
        self._doc = doc

    def writeText(self, text: str) -> None:
        self._doc.fx("clipboard", str(text))


class Navigator(Strict):
    __slots__ = ("_doc",)

    def __init__(self, doc: MirrorDocument) -> None:
        self._doc = doc

    @property
    def clipboard(self) -> Clipboard:
        return Clipboard(self._doc)


class History(Strict):
    __slots__ = ("_window",)

    def __init__(self, window: MirrorWindow) -> None:
        self._window = window

    def replaceState(self, state: Any, title: str, url: str | None = None) -> None:
        if url is not None:
            location = self._window._location
            location._href = location._resolve(str(url))
            self._window._doc.fx("replaceUrl", str(url))


class MirrorWindow(Strict):
    """``document.defaultView`` in the worker."""

    __slots__ = (
        "__weakref__",
        "_clear_timeout",
        "_console",
        "_doc",
        "_globals",
        "_height",
        "_location",
        "_performance",
        "_reduced",
        "_set_timeout",
        "_storage",
        "_width",
    )

    def __init__(
        self,
        doc: MirrorDocument,
        set_timeout: SetTimeout | None = None,
        clear_timeout: ClearTimeout | None = None,
        performance: Any = None,
        console: Any = None,
    ) -> None:
        self._doc = doc
        timers = ManualTimers()
        self._set_timeout = set_timeout or timers.set_timeout
        self._clear_timeout = clear_timeout or timers.clear_timeout
        self._performance = performance or StandInPerformance()
        self._console = console or StandInConsole()
        self._storage = MirrorStorage(doc, {})
        self._location = Location()
        self._width = 0.0
        self._height = 0.0
        self._reduced = False
        self._globals: dict[str, Any] = {}

    def _load(self, storage: dict[str, str] | None, env: dict[str, Any]) -> None:
        self._storage = MirrorStorage(self._doc, storage)
        self._location = Location(str(env.get("href", "")), str(env.get("origin", "")))
        self._width = env.get("innerWidth", 0)
        self._height = env.get("innerHeight", 0)
        self._reduced = bool(env.get("reducedMotion", False))
        self._globals = {k: v for k, v in dict(env.get("globals") or {}).items() if k.startswith("landlords")}

    def __getattr__(self, name: str) -> Any:
        """The page's own globals (``landlordsCopy``...): what the page had when it booted the worker
        (embed.js sets them before Python starts); absent, as an unset global is in JS, otherwise."""
        if name.startswith("landlords"):
            if name in self._globals:
                return self._globals[name]
            raise AttributeError(name)
        return super().__getattr__(name)

    @property
    def document(self) -> MirrorDocument:
        return self._doc

    def setTimeout(self, fn: Callable[..., None], ms: float = 0, *args: Any) -> int:
        call = (lambda: fn(*args)) if args else fn
        return int(self._set_timeout(call, max(0, int(ms or 0))))

    def clearTimeout(self, timer: int | None) -> None:
        if timer is not None:
            self._clear_timeout(int(timer))

    @property
    def performance(self) -> Any:
        return self._performance

    @property
    def console(self) -> Any:
        return self._console

    @property
    def localStorage(self) -> MirrorStorage:
        return self._storage

    @property
    def location(self) -> Location:
        return self._location

    @property
    def innerWidth(self) -> float:
        return self._width

    @property
    def innerHeight(self) -> float:
        return self._height

    def matchMedia(self, query: str) -> MediaQuery:
        if query != REDUCED_MOTION:
            raise NotImplementedError(f"matchMedia({query!r}): only {REDUCED_MOTION} is known in the worker")
        return MediaQuery(self._reduced)

    @property
    def navigator(self) -> Navigator:
        return Navigator(self._doc)

    @property
    def history(self) -> History:
        return History(self)

    @property
    def DOMParser(self) -> DOMParserClass:
        return DOMParserClass(self._doc)

    def addEventListener(self, kind: str, fn: Any, capture: bool = False, prevent: Any = None) -> None:
        self._doc._listen(0, kind, fn, capture, prevent)

    def removeEventListener(self, kind: str, fn: Any, capture: bool = False) -> None:
        self._doc._unlisten(0, kind, fn, capture)
