"""The page's DOM as the worker sees it (issue 27): a mirror document that answers reads and
queries at once and records each mutation as an op for ``shell.js`` to apply to the real page.

``ui`` keeps calling ``createElement``, ``append``, ``setAttribute``... as in the page; here those
calls change the mirror (``worker_nodes``, ``worker_element``) and queue ops, flushed as one
``{"type": "ops"}`` message per turn of the worker's loop: the first op after a flush asks the host
to ``schedule`` the next flush. Every node the page can name has an int handle (0 the window, 1 the
document, the page's own nodes from 2, the worker's from the boot's ``next``). A node the worker
drops is forgotten by the page too: its handle goes in an ``fr`` op at the end of the next batch,
and its listeners are let go on both sides.
The page tells the mirror what it cannot see (typed values, focus, hover, scroll...) in ``sync``
messages and forwards the reader's events to the listeners registered here (``receive``). The
page numbers its messages, and each batch carries the number of the last one heard here: the page
keeps a value or tick the reader changed after that, as it would with Python in the page.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from .worker_element import MirrorElement
from .worker_nodes import MirrorNode, MirrorParent, MirrorText, tree_position
from .worker_svg import SVG_NS, XHTML_NS
from .worker_window import ClearTimeout, MirrorEvent, MirrorWindow, SetTimeout

Op = list[Any]
Post = Callable[[dict[str, Any]], None]
Schedule = Callable[[Callable[[], None]], None]
#: Handles that name something other than a node the worker made.
WINDOW, DOCUMENT = 0, 1


class MirrorDocument(MirrorParent):
    """``document`` in the worker: the tree from the boot message, the op queue, the handle table
    and the listeners the page forwards events to."""

    __slots__ = (
        "_active",
        "_body",
        "_frees",
        "_handles",
        "_head",
        "_heard",
        "_hover",
        "_html",
        "_ids",
        "_lids",
        "_listeners",
        "_next",
        "_next_lid",
        "_on_sight",
        "_ops",
        "_post",
        "_schedule",
        "_scheduled",
        "_window",
    )
    nodeType = 9
    nodeName = "#document"
    _SYNC: ClassVar[frozenset[str]] = frozenset(
        {"value", "checked", "open", "active", "hover", "sight", "size", "scroll"}
    )

    def __init__(
        self,
        post: Post,
        schedule: Schedule,
        *,
        set_timeout: SetTimeout | None = None,
        clear_timeout: ClearTimeout | None = None,
        performance: Any = None,
        console: Any = None,
    ) -> None:
        self._doc = self
        self._h = DOCUMENT
        self._parent = None
        self._kids = []
        self._post = post
        self._schedule = schedule
        self._ops: list[Op] = []
        self._frees: list[int] = []
        self._scheduled = False
        #: The number of the last message heard from the page, sent with each batch: the page keeps
        #: a value the reader changed after it rather than this batch's older word on it.
        self._heard = 0
        self._next = 2
        self._handles: weakref.WeakValueDictionary[int, Any] = weakref.WeakValueDictionary()
        #: Every live element ever given each id (an element is listed when its id is set), so
        #: ``getElementById`` and ``#id`` selectors look at a few elements, not the whole page.
        self._ids: dict[str, weakref.WeakSet[MirrorElement]] = {}
        self._listeners: dict[tuple[int, str, bool], list[tuple[Any, int]]] = {}
        self._lids: dict[int, Any] = {}
        self._next_lid = 1
        self._active: MirrorElement | None = None
        self._hover: MirrorElement | None = None
        #: Called when the page says a watched node came into sight or left it (``ui.host``).
        self._on_sight: Callable[[], None] | None = None
        self._html: MirrorElement | None = None
        self._body: MirrorElement | None = None
        self._head = MirrorElement(self, "head", False, None)
        self._window = MirrorWindow(self, set_timeout, clear_timeout, performance, console)
        self._handles[WINDOW] = self._window
        self._handles[DOCUMENT] = self

    def __del__(self) -> None:
        return None

    def __repr__(self) -> str:
        return "<#document 1>"

    # The host's side
    def load(
        self,
        boot: dict[str, Any],
        *,
        set_timeout: SetTimeout | None = None,
        clear_timeout: ClearTimeout | None = None,
        performance: Any = None,
        console: Any = None,
    ) -> None:
        """Build the tree and the window's state from the page's boot message."""
        window = self._window
        window._set_timeout = set_timeout or window._set_timeout
        window._clear_timeout = clear_timeout or window._clear_timeout
        window._performance = performance or window._performance
        window._console = console or window._console
        html = self._build(boot["tree"])
        if not isinstance(html, MirrorElement):
            raise ValueError("the boot tree's root must be an element")
        self._clear()
        self._insert([html], 0)
        self._html = html
        self._body = next((kid for kid in html._kids if isinstance(kid, MirrorElement) and kid._tag == "body"), None)
        self._next = int(boot["next"])
        self._heard = int(boot.get("n", 0))
        env = boot.get("env", {})
        kept = boot.get("storage", {})
        window._load(None if kept is None else dict(kept), env)
        self._active = self._element(env.get("active"))

    def _build(self, data: list[Any]) -> MirrorNode:
        node: MirrorNode
        if data[1] == "#text":
            node = MirrorText(self, str(data[2]), int(data[0]))
        else:
            handle, tag, ns, attrs, kids, props = data
            element = MirrorElement(self, tag, ns == "svg", int(handle), dict(attrs))
            element._insert([self._build(kid) for kid in kids], 0)
            if "value" in props:
                element._value = str(props["value"])
            if "checked" in props:
                element._checked = bool(props["checked"])
            if "open" in props:
                self._set_open(element, bool(props["open"]))
            node = element
        self._handles[int(data[0])] = node
        return node

    @staticmethod
    def _set_open(element: MirrorElement, on: bool) -> None:
        if on:
            element._attrs.setdefault("open", "")
        else:
            element._attrs.pop("open", None)

    def receive(self, message: dict[str, Any]) -> None:
        """A ``sync`` or ``event`` message from the page. What was recorded before it goes first,
        numbered with what was heard when it was made."""
        self.flush()
        self._heard = int(message.get("n", self._heard))
        kind = message.get("type")
        if kind == "sync":
            for item in message["items"]:
                self._sync(item)
        elif kind == "event":
            listener = self._lids.get(int(message["lid"]))
            if listener is None:  # removed after the page sent the event
                return
            event = MirrorEvent(self, message["e"])
            if not self._current(event.target):
                return
            listener(event)
        else:
            raise ValueError(f"the mirror DOM does not take {kind!r} messages")

    def _sync(self, item: list[Any]) -> None:
        name = item[0]
        if name == "size":
            self._window._width, self._window._height = item[1], item[2]
        elif name == "active":
            self._active = self._element(item[1])
        elif name == "hover":
            self._hover = self._element(item[1])
        elif name == "href":  # not in protocol v1: the page's URL after a hashchange (proposed)
            self._window._location._href = str(item[1])
        elif name == "stored":  # not in protocol v1: a write the page's storage refused (a full quota)
            self._window.localStorage.refused(str(item[1]), None if item[2] is None else str(item[2]))
        elif name not in self._SYNC:
            raise ValueError(f"unknown sync item {item!r}")
        else:
            node = self._element(item[1])
            if node is None:  # the worker dropped it already
                return
            if name == "value":
                node._value = str(item[2])
            elif name == "checked":
                node._checked = bool(item[2])
            elif name == "open":
                self._set_open(node, bool(item[2]))
            elif name == "sight":
                changed = node._sight != bool(item[2])
                node._sight = bool(item[2])
                if changed and self._on_sight is not None:
                    self._on_sight()
            else:
                node._scroll = (item[2], item[3])

    def _current(self, target: Any) -> bool:
        """Whether an event's target is still on the page as the worker has it. A click on a button
        the worker has already replaced (a second click on "Done buying" as the next question comes
        up) answered a question that is gone: it is dropped, as it would never have reached a
        handler had Python run in the page."""
        return target is self or target is self._window or (target is not None and bool(target.isConnected))

    def _node(self, handle: int | None) -> Any:
        """The live node (or window, document) with that handle, None when unknown or dropped."""
        return None if handle is None else self._handles.get(int(handle))

    def _element(self, handle: int | None) -> MirrorElement | None:
        node = self._node(handle)
        return node if isinstance(node, MirrorElement) else None

    def flush(self) -> None:
        """Post the ops recorded since the last flush as one batch (nothing when there are none);
        the handles of dropped nodes go last, after any op that still names them."""
        self._scheduled = False
        ops, self._ops = self._ops, []
        if self._frees:
            frees, self._frees = self._frees, []
            self._forget_listeners(set(frees))
            ops.append(["fr", frees])
        if ops:
            self._post({"type": "ops", "ops": ops, "n": self._heard})

    def _record(self, op: Op) -> None:
        if not self._scheduled:
            self._scheduled = True
            self._schedule(self.flush)
        self._ops.append(op)

    def fx(self, name: str, *args: Any) -> None:
        """Ask the page for one of the shell's behaviours (``behave``); nodes go as ``{"$h": h}``."""
        self._record(["fx", name, [{"$h": arg._name()} if isinstance(arg, MirrorNode) else arg for arg in args]])

    def _new(self, node: MirrorNode) -> int:
        handle = self._next
        self._next += 1
        node._h = handle
        self._handles[handle] = node
        return handle

    def _adopt(self, nodes: Iterable[MirrorNode | str], parent: MirrorParent) -> list[MirrorNode]:
        """Nodes about to go under ``parent``: strings become text nodes, nodes leave their old place."""
        parent._name()  # every node named before any change, so a refusal leaves the mirror as it was
        items = [self.createTextNode(node) if isinstance(node, str) else node for node in nodes]
        for node in items:
            node._name()
            if isinstance(node, MirrorParent) and node.contains(parent):
                raise ValueError(f"cannot put {node!r} inside itself")
        for node in items:
            node._detach()
        return items

    def _listen(self, handle: int, kind: str, fn: Any, capture: Any, prevent: Any) -> None:
        key = (handle, kind, bool(capture))
        known = self._listeners.setdefault(key, [])
        if any(have == fn for have, _ in known):
            return  # the DOM adds a listener once
        lid = self._next_lid
        self._next_lid += 1
        known.append((fn, lid))
        self._lids[lid] = fn
        self._record(
            ["ls", handle, kind, lid, bool(capture), list(prevent) if isinstance(prevent, list | tuple) else prevent]
        )

    def _forget_listeners(self, gone: set[int]) -> None:
        """The listeners of dropped nodes can never be called again: let them go (the page does the
        same when it forgets the handles), or a long game would keep every one it ever made."""
        for key in [key for key in self._listeners if key[0] in gone]:
            for _, lid in self._listeners.pop(key):
                self._lids.pop(lid, None)

    def _unlisten(self, handle: int, kind: str, fn: Any, capture: Any) -> None:
        known = self._listeners.get((handle, kind, bool(capture)), [])
        for at, (have, lid) in enumerate(known):
            if have == fn:
                del known[at]
                del self._lids[lid]
                self._record(["ul", lid])
                return

    # The DOM's side
    def createElement(self, tag: str) -> MirrorElement:
        node = MirrorElement(self, tag.lower(), False, None)
        self._record(["el", self._new(node), node._tag, ""])
        return node

    def createElementNS(self, namespace: str | None, tag: str) -> MirrorElement:
        if namespace == XHTML_NS:
            return self.createElement(tag)
        if namespace != SVG_NS:
            raise NotImplementedError(f"createElementNS({namespace!r}, ...): only SVG and XHTML in the worker")
        node = MirrorElement(self, tag, True, None)
        self._record(["el", self._new(node), tag, "svg"])
        return node

    def createTextNode(self, data: str) -> MirrorText:
        node = MirrorText(self, str(data), None)
        self._record(["tx", self._new(node), node._data])
        return node

    def _named(self, element: MirrorElement, key: str) -> None:
        """``element``'s id became ``key`` (its constructor and the id's setters call this)."""
        found = self._ids.get(key)
        if found is None:
            found = self._ids[key] = weakref.WeakSet()
        found.add(element)

    def _with_id(self, key: str) -> list[MirrorElement]:
        """The live elements whose id is ``key`` now, in the page or not."""
        found = self._ids.get(key)
        return [element for element in found if element._attrs.get("id") == key] if found else []

    def getElementById(self, key: str) -> MirrorElement | None:
        found = [element for element in self._with_id(key) if element.isConnected]
        if len(found) > 1:  # a repeated id: the first in the page, as the browser answers
            found.sort(key=tree_position)
        return found[0] if found else None

    def importNode(self, node: MirrorNode, deep: bool = False) -> MirrorNode:
        return node

    @property
    def documentElement(self) -> MirrorElement | None:
        return self._html

    @property
    def body(self) -> MirrorElement | None:
        return self._body

    @property
    def head(self) -> MirrorElement:
        """An empty stand-in: the boot tree carries no ``<head>``, and ``ui`` adds nothing there."""
        return self._head

    @property
    def activeElement(self) -> MirrorElement | None:
        """The focused element, else the body (also when the focused one has left the page: the
        browser's own answer, before the page's sync says so)."""
        active = self._active
        return active if active is not None and active.isConnected else self._body

    @property
    def defaultView(self) -> MirrorWindow:
        return self._window

    def addEventListener(self, kind: str, fn: Any, capture: bool = False, prevent: Any = None) -> None:
        self._listen(DOCUMENT, kind, fn, capture, prevent)

    def removeEventListener(self, kind: str, fn: Any, capture: bool = False) -> None:
        self._unlisten(DOCUMENT, kind, fn, capture)
