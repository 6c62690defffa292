"""Element trees: what the page shows, as plain Python data, before it becomes DOM nodes or HTML.

One renderer, two outputs. The page turns a tree into DOM nodes (``ui.dom.place``); the build
turns the same tree into HTML (``to_html``) so the setup form and the rules are on screen before
Python has started. Every text and attribute value is escaped on the way out, so a player's name
can never become markup. Pure: no browser needed, so the trees are tested on CPython.
"""

from __future__ import annotations

from collections.abc import Iterable

#: Elements that have no end tag in HTML.
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
#: Elements whose text HTML does not parse as text: a tree never holds them.
RAW_TEXT = frozenset({"script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript"})
#: The namespace an ``svg`` element and everything inside it belongs to.
SVG_NS = "http://www.w3.org/2000/svg"
_TEXT_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "\u00a0": "&nbsp;"}
_ATTR_ESCAPES = {"&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;", "\u00a0": "&nbsp;"}


class Element:
    """One element: a tag, attributes in the order they were set, an optional text, then children.

    ``hidden`` and ``open`` are attributes like any other ("" turns them on), so a tree says
    everything its element shows."""

    __slots__ = ("attrs", "children", "tag", "text")

    def __init__(
        self,
        tag: str,
        text: str | None = None,
        attrs: dict[str, str] | None = None,
        children: Iterable[Element] = (),
    ) -> None:
        if not tag.replace("-", "").isalnum():
            raise ValueError(f"not a tag name: {tag!r}")
        if tag.lower() in RAW_TEXT or tag.lower() == "plaintext":
            raise ValueError(f"<{tag}> holds raw text, which escaping cannot make safe")
        self.tag = tag
        self.text = text
        self.attrs: dict[str, str] = {}
        for name, value in (attrs or {}).items():
            self.set(name, value)
        self.children: list[Element] = list(children)

    def set(self, name: str, value: str) -> Element:
        """Set an attribute (names are ours, never a reader's: anything odd is refused)."""
        if not name or not name.replace("-", "").replace(":", "").isalnum():
            raise ValueError(f"not an attribute name: {name!r}")
        if name.lower().startswith("on"):
            raise ValueError(f"an event handler attribute is never set from a tree: {name!r}")
        self.attrs[name] = str(value)
        return self

    def append(self, *children: Element) -> Element:
        self.children.extend(children)
        return self

    def find(self, element_id: str) -> Element | None:
        """The element of this tree with that id (depth first), if any."""
        if self.attrs.get("id") == element_id:
            return self
        for child in self.children:
            found = child.find(element_id)
            if found is not None:
                return found
        return None

    def __repr__(self) -> str:
        return f"Element({self.tag!r}, id={self.attrs.get('id')!r}, {len(self.children)} children)"


def el(
    tag: str,
    text: str | None = None,
    cls: str | None = None,
    attrs: dict[str, str] | None = None,
    children: Iterable[Element] = (),
) -> Element:
    """An element as ``ui.dom.h`` makes one: text, a class (set first), attributes, children."""
    node = Element(tag)
    if cls:
        node.set("class", cls)
    for name, value in (attrs or {}).items():
        node.set(name, value)
    node.text = text
    node.children.extend(children)
    return node


def column_heads(*names: str) -> Element:
    """A table's head row: one column header per name, each scoped to its column for screen readers."""
    cells = [el("th", name, None, {"scope": "col"}) for name in names]
    return el("thead", None, None, children=[el("tr", None, None, children=cells)])


def swatch(colour: str) -> Element:
    """A small square of a seat's colour, drawn as SVG: its ``fill`` is an attribute, which the
    page's Content-Security-Policy allows where an inline ``style`` would be refused."""
    rect = el("rect", None, None, {"width": "1", "height": "1", "fill": colour})
    attrs = {"viewBox": "0 0 1 1", "preserveAspectRatio": "none", "aria-hidden": "true", "focusable": "false"}
    return el("svg", None, "seat-swatch", attrs, children=[rect])


def escape_text(text: str) -> str:
    return "".join(_TEXT_ESCAPES.get(c, c) for c in text)


def escape_attr(value: str) -> str:
    return "".join(_ATTR_ESCAPES.get(c, c) for c in value)


def to_html(node: Element) -> str:
    """The tree as HTML, every text and attribute value escaped."""
    out: list[str] = []
    _write(node, out)
    return "".join(out)


def _write(node: Element, out: list[str]) -> None:
    out.append(f"<{node.tag}")
    for name, value in node.attrs.items():
        out.append(f' {name}="{escape_attr(value)}"')
    out.append(">")
    if node.tag in VOID:
        if node.text or node.children:
            raise ValueError(f"<{node.tag}> cannot hold text or children")
        return
    if node.text:
        out.append(escape_text(node.text))
    for child in node.children:
        _write(child, out)
    out.append(f"</{node.tag}>")
