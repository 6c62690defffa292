"""The mirror DOM's nodes (issue 27): what every node shares, text, and what holds children;
``worker_element`` adds elements and ``worker_dom`` the document that owns them all, records their
ops and flushes them to the page.

Mutations change the mirror tree and record an op; reads never record. Only the API the protocol
lists exists: anything else raises ``NotImplementedError`` naming it, so a missed call site in ``ui``
shows at once instead of failing silently in the worker.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Any, ClassVar, cast

from . import worker_selectors as selectors

MirrorDocument = Any  # worker_dom.MirrorDocument: that module imports this one
MirrorElement = Any  # worker_element.MirrorElement: that module imports this one


#: Setting a slot without ``Strict.__setattr__``'s Python frame: the mirror's hot paths (building
#: and moving nodes) use it, as it halves the time to build a tree.
_set = object.__setattr__


def tree_position(node: Any) -> list[int]:
    """Where ``node`` is in its tree, as the index of each ancestor's child on the way down: lists
    compare in document order."""
    path: list[int] = []
    while node._parent is not None:
        path.append(node._parent._kids.index(node))
        node = node._parent
    path.reverse()
    return path


class Strict:
    """Reading or setting a name the mirror does not have raises ``NotImplementedError``."""

    __slots__ = ()
    _SETTABLE: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._SETTABLE = frozenset(
            name
            for klass in cls.__mro__
            for name, value in vars(klass).items()
            if isinstance(value, property) and value.fset
        )

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        raise NotImplementedError(f"{type(self).__name__}.{name} is not in the mirror DOM (issue 27's protocol)")

    def __setattr__(self, name: str, value: Any) -> None:
        if name[0] == "_" or name in self._SETTABLE:
            object.__setattr__(self, name, value)
        else:
            raise NotImplementedError(f"setting {type(self).__name__}.{name} is not in the mirror DOM")


class NodeList(list[Any]):
    """A list with the DOM's ``length`` and ``item(i)``."""

    __slots__ = ()

    @property
    def length(self) -> int:
        return len(self)

    def item(self, index: int) -> Any:
        return self[index] if 0 <= index < len(self) else None


class MirrorNode(Strict):
    """What text, elements and the document share: a handle, a parent, a place among siblings."""

    __slots__ = ("__weakref__", "_doc", "_h", "_parent")
    #: True for elements (``worker_element``), which this module cannot import at run time.
    _is_element: ClassVar[bool] = False
    _doc: MirrorDocument
    _h: int | None
    _parent: MirrorParent | None

    def __del__(self) -> None:
        try:
            if self._h is not None and self._h > 1:
                self._doc._frees.append(self._h)
        except Exception:  # a finalizer must never raise (a half-built node, interpreter exit)
            pass

    def _name(self) -> int:
        """The handle, for an op; a node the page cannot name cannot be moved alone."""
        if self._h is None:
            raise NotImplementedError(
                f"{self!r} has no handle: the page cannot address it (text from textContent or SVG)"
            )
        return self._h

    @property
    def parentNode(self) -> MirrorParent | None:
        return self._parent

    @property
    def parentElement(self) -> MirrorElement | None:
        parent = self._parent
        return cast("MirrorElement", parent) if parent is not None and parent._is_element else None

    @property
    def isConnected(self) -> bool:
        node: MirrorNode | None = self
        while node is not None:
            if node is self._doc:
                return True
            node = node._parent
        return False

    def _sibling(self, step: int, elements: bool) -> MirrorNode | None:
        parent = self._parent
        if parent is None:
            return None
        kids = parent._kids
        at = kids.index(self) + step
        while 0 <= at < len(kids):
            if not elements or kids[at]._is_element:
                return kids[at]
            at += step
        return None

    @property
    def nextSibling(self) -> MirrorNode | None:
        return self._sibling(1, False)

    @property
    def previousSibling(self) -> MirrorNode | None:
        return self._sibling(-1, False)

    @property
    def nextElementSibling(self) -> MirrorNode | None:
        return self._sibling(1, True)

    @property
    def previousElementSibling(self) -> MirrorNode | None:
        return self._sibling(-1, True)

    def _detach(self) -> None:
        if self._parent is not None:
            self._parent._kids.remove(self)
            _set(self, "_parent", None)

    def remove(self) -> None:
        if self._parent is not None:
            self._doc._record(["rm", self._name()])
            self._detach()

    def after(self, *nodes: MirrorNode | str) -> None:
        """Put ``nodes`` right after this node, in order (one ``ib`` op each)."""
        parent, ref = self._parent, self.nextSibling
        for node in nodes:
            if parent is not None:
                parent.insertBefore(self._doc.createTextNode(node) if isinstance(node, str) else node, ref)

    def before(self, *nodes: MirrorNode | str) -> None:
        """Put ``nodes`` right before this node, in order."""
        for node in nodes:
            if self._parent is not None:
                self._parent.insertBefore(self._doc.createTextNode(node) if isinstance(node, str) else node, self)

    def replaceWith(self, *nodes: MirrorNode | str) -> None:
        parent = self._parent
        if parent is None:
            return
        self._name()  # before any change
        kids = parent._kids
        after = kids[kids.index(self) + 1 :]
        following = next((kid for kid in after if not any(kid is node for node in nodes)), None)
        items = self._doc._adopt(nodes, parent)  # may take this node out too (the DOM allows it among nodes)
        self._doc._record(["rw", self._name(), [node._name() for node in items]])
        if self._parent is parent:
            at = kids.index(self)
            self._detach()
        else:
            at = len(kids) if following is None else kids.index(following)
        parent._insert(items, at)


class MirrorText(MirrorNode):
    """A text node."""

    __slots__ = ("_data",)
    _data: str
    nodeType = 3
    nodeName = "#text"

    def __init__(self, doc: MirrorDocument, data: str, handle: int | None) -> None:
        _set(self, "_doc", doc)
        _set(self, "_h", handle)
        _set(self, "_parent", None)
        _set(self, "_data", data)

    def __repr__(self) -> str:
        return f"<#text {self._h} {self._data[:20]!r}>"

    @property
    def data(self) -> str:
        return self._data

    @property
    def textContent(self) -> str:
        return self._data

    @textContent.setter
    def textContent(self, value: str) -> None:
        self._doc._record(["pr", self._name(), "textContent", str(value)])
        self._data = str(value)


class MirrorParent(MirrorNode):
    """A node with children: an element or the document."""

    __slots__ = ("_kids",)
    _kids: list[MirrorNode]

    def _insert(self, nodes: list[MirrorNode], at: int) -> None:
        for node in nodes:
            _set(node, "_parent", self)
        self._kids[at:at] = nodes

    def append(self, *nodes: MirrorNode | str) -> None:
        items = self._doc._adopt(nodes, self)
        self._doc._record(["ap", self._name(), [node._name() for node in items]])
        self._insert(items, len(self._kids))

    def prepend(self, *nodes: MirrorNode | str) -> None:
        items = self._doc._adopt(nodes, self)
        self._doc._record(["pp", self._name(), [node._name() for node in items]])
        self._insert(items, 0)

    def appendChild(self, node: MirrorNode) -> MirrorNode:
        self.append(node)
        return node

    def insertBefore(self, node: MirrorNode, ref: MirrorNode | None) -> MirrorNode:
        if ref is not None and ref._parent is not self:
            raise ValueError("insertBefore: the reference node is not a child of this node")
        if ref is node:
            return node
        op = ["ib", self._name(), node._name(), None if ref is None else ref._name()]  # all named before any change
        self._doc._adopt((node,), self)
        self._doc._record(op)
        self._insert([node], len(self._kids) if ref is None else self._kids.index(ref))
        return node

    def replaceChildren(self, *nodes: MirrorNode | str) -> None:
        items = self._doc._adopt(nodes, self)
        self._doc._record(["rc", self._name(), [node._name() for node in items]])
        self._clear()
        self._insert(items, 0)

    def _clear(self) -> None:
        for kid in self._kids:
            _set(kid, "_parent", None)
        _set(self, "_kids", [])

    def _descendants(self) -> Iterator[MirrorElement]:
        """Elements under this node in document order (pre-order), not the node itself."""
        stack: list[Any] = [kid for kid in reversed(self._kids) if kid._is_element]
        pop, extend = stack.pop, stack.extend
        while stack:
            node = pop()
            yield node
            if node._kids:
                extend([kid for kid in reversed(node._kids) if kid._is_element])

    def _text(self) -> str:
        parts: list[str] = []
        stack: list[MirrorNode] = list(reversed(self._kids))
        while stack:
            node = stack.pop()
            if isinstance(node, MirrorText):
                parts.append(node._data)
            elif isinstance(node, MirrorParent):
                stack.extend(reversed(node._kids))
        return "".join(parts)

    @property
    def childNodes(self) -> NodeList:
        return NodeList(self._kids)

    @property
    def children(self) -> NodeList:
        return NodeList(kid for kid in self._kids if kid._is_element)

    @property
    def firstChild(self) -> MirrorNode | None:
        return self._kids[0] if self._kids else None

    @property
    def lastChild(self) -> MirrorNode | None:
        return self._kids[-1] if self._kids else None

    @property
    def firstElementChild(self) -> MirrorElement | None:
        return next((cast("MirrorElement", kid) for kid in self._kids if kid._is_element), None)

    @property
    def lastElementChild(self) -> MirrorElement | None:
        return next((cast("MirrorElement", kid) for kid in reversed(self._kids) if kid._is_element), None)

    def contains(self, other: MirrorNode | None) -> bool:
        node = other
        while node is not None:
            if node is self:
                return True
            node = node._parent
        return False

    def querySelectorAll(self, selector: str) -> NodeList:
        parsed = selectors.parse(selector)
        return NodeList(node for node in self._candidates(parsed) if selectors.matches(node, parsed))

    def querySelector(self, selector: str) -> MirrorElement | None:
        parsed = selectors.parse(selector)
        return next((node for node in self._candidates(parsed) if selectors.matches(node, parsed)), None)

    def _candidates(self, parsed: selectors.SelectorList) -> Iterable[MirrorElement]:
        """The elements a match can be, in document order. A selector that starts from an id
        (``#turn .prompt``) can only match in the subtree of the one element with that id, so when
        that element is under this node only its subtree is walked; otherwise every descendant."""
        if len(parsed) != 1 or not parsed[0].parts[-1].ids:
            return self._descendants()
        roots = self._doc._with_id(parsed[0].parts[-1].ids[0])
        if any(root.contains(self) for root in roots):  # this node is inside the id's element
            return self._descendants()
        inside = [root for root in roots if self.contains(root)]
        if len(inside) > 1:
            return self._descendants()
        return itertools.chain(inside, inside[0]._descendants()) if inside else ()
