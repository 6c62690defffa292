"""SVG text parsed in the worker (issue 27): ``window.DOMParser.new().parseFromString(text,
"image/svg+xml")`` as ``ui.dom.svg_node`` calls it, answered by Python's XML parser.

The mirror builds the tree without recording an op per node: it records one ``["sv", h0, text]``
and the page parses the same text itself, numbering the **elements** in document order (root first)
from ``h0``, exactly as handles are given here. Text nodes get no handle; the page never names them.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, cast

from .worker_element import MirrorElement
from .worker_nodes import MirrorNode, MirrorText, Strict

MirrorDocument = Any  # worker_dom.MirrorDocument: that module imports this one


SVG_NS = "http://www.w3.org/2000/svg"
XHTML_NS = "http://www.w3.org/1999/xhtml"
#: Prefixes the DOM shows for attributes in these namespaces when the text declares none.
KNOWN_PREFIXES = {"http://www.w3.org/1999/xlink": "xlink", "http://www.w3.org/XML/1998/namespace": "xml"}


class ParsedSvg(Strict):
    """What ``parseFromString`` returns: the root, and ``querySelector`` for the parse error check."""

    __slots__ = ("_root",)

    def __init__(self, root: MirrorElement) -> None:
        self._root = root

    @property
    def documentElement(self) -> MirrorElement:
        return self._root

    def querySelector(self, selector: str) -> MirrorElement | None:
        root = self._root
        return root if root.matches(selector) else root.querySelector(selector)


class MirrorDOMParser(Strict):
    __slots__ = ("_doc",)

    def __init__(self, doc: MirrorDocument) -> None:
        self._doc = doc

    def parseFromString(self, text: str, mime: str) -> ParsedSvg:
        if mime != "image/svg+xml":
            raise NotImplementedError(f"DOMParser.parseFromString(..., {mime!r}): only image/svg+xml in the worker")
        return parse_svg(self._doc, text)


class DOMParserClass(Strict):
    """``window.DOMParser``: ``ui`` makes one with ``.new()`` (Pyodide's spelling of ``new DOMParser()``)."""

    __slots__ = ("_doc",)

    def __init__(self, doc: MirrorDocument) -> None:
        self._doc = doc

    def new(self) -> MirrorDOMParser:
        return MirrorDOMParser(self._doc)

    def __call__(self) -> MirrorDOMParser:
        return MirrorDOMParser(self._doc)


def parse_svg(doc: MirrorDocument, text: str) -> ParsedSvg:
    """The mirror tree of ``text``; records the one ``sv`` op. A malformed text gives a root holding a
    ``parsererror`` element with the parser's message, as the browser does, and records nothing."""
    parser: ET.XMLPullParser[Any] = ET.XMLPullParser(events=("start-ns", "start"))
    try:
        parser.feed(text)
        parser.close()
    except ET.ParseError as error:
        root = MirrorElement(doc, "svg", True, None)
        problem = MirrorElement(doc, "parsererror", False, None)
        problem._insert([MirrorText(doc, str(error), None)], 0)
        root._insert([problem], 0)
        return ParsedSvg(root)
    prefixes = dict(KNOWN_PREFIXES)
    declared: dict[int, dict[str, str]] = {}  # id(element) -> the xmlns attributes it carries
    pending: dict[str, str] = {}
    top: ET.Element | None = None
    for event, item in cast("list[tuple[str, Any]]", list(parser.read_events())):
        if event == "start-ns":
            prefix, uri = cast("tuple[str, str]", item)
            prefixes.setdefault(uri, prefix)
            pending["xmlns:" + prefix if prefix else "xmlns"] = uri
        else:
            element = cast("ET.Element", item)
            if top is None:
                top = element
            if pending:
                declared[id(element)] = pending
                pending = {}
    assert top is not None
    first = doc._next
    root = _build(doc, top, prefixes, declared)
    doc._record(["sv", first, text])
    return ParsedSvg(root)


def _split(name: str) -> tuple[str, str]:
    """(namespace URI, local name) of an ElementTree name ``{uri}local``."""
    if name[0] == "{":
        uri, _, local = name[1:].partition("}")
        return uri, local
    return "", name


def _build(
    doc: MirrorDocument, top: ET.Element, prefixes: dict[str, str], declared: dict[int, dict[str, str]]
) -> MirrorElement:
    """Mirror elements for ``top`` and its subtree, handles given in pre-order (the page's order)."""
    made: dict[int, MirrorElement] = {}
    order = [top]
    while order:
        item = order.pop()
        uri, tag = _split(item.tag)
        attrs = dict(declared.get(id(item), {}))
        for name, value in item.attrib.items():
            space, local = _split(name)
            attrs[f"{prefixes.get(space, 'ns')}:{local}" if space else local] = value
        handle = doc._next
        doc._next += 1
        node = MirrorElement(doc, tag, uri != XHTML_NS, handle, attrs)
        doc._handles[handle] = node
        made[id(item)] = node
        order.extend(reversed(item))
    for item in top.iter():
        node = made[id(item)]
        kids: list[MirrorNode] = []
        if item.text:
            kids.append(MirrorText(doc, item.text, None))
        for child in item:
            kids.append(made[id(child)])
            if child.tail:
                kids.append(MirrorText(doc, child.tail, None))
        node._insert(kids, 0)
    return made[id(top)]
