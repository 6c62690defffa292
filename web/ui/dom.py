"""Small helpers over the browser's DOM, for the page's Python (PyScript on Pyodide).

Text only ever enters the page through ``textContent`` or text nodes, and SVG only through the
XML parser: a player's name can never become markup. JS ``null`` is tested by truthiness, so the
helpers work whether or not the loader turns ``null`` into ``None``.
"""

from __future__ import annotations

import contextlib
import traceback
from collections.abc import Callable, Iterable
from typing import Any

from . import host, markup
from .host import document, window
from .markup import SVG_NS, Element

Node = Any
#: Proxies of long-lived listeners, kept so they are never collected while the page lives.
_LISTENERS: list[Any] = []


def _console_report(error: BaseException) -> None:
    window.console.error("".join(traceback.format_exception(error)))


#: Where an exception raised in a handler or timer goes (the App shows it in the page).
REPORT: list[Callable[[BaseException], None]] = [_console_report]


def guarded(fn: Callable[..., None]) -> Callable[..., None]:
    """A handler that reports its exception instead of leaving the page half-updated and silent."""

    def run(*args: Any) -> None:
        try:
            fn(*args)
        except Exception as error:  # every failure must reach the player
            for report in REPORT:
                report(error)

    return run


def by_id(element_id: str) -> Node:
    return document.getElementById(element_id)


def h(
    tag: str,
    text: str | None = None,
    cls: str | None = None,
    attrs: dict[str, str] | None = None,
    children: Iterable[Node] = (),
) -> Node:
    """A new element with text (as text), a class, attributes and children."""
    node = document.createElement(tag)
    if cls:
        node.className = cls
    for key, value in (attrs or {}).items():
        node.setAttribute(key, value)
    if text is not None:
        node.textContent = text
    for child in children:
        node.append(child)
    return node


def drawing(*key: object) -> str:
    """A short mark of what a node is drawn from (its view records, its settings): a panel drawn
    again at every move keeps the nodes whose mark is unchanged, so the browser lays out, and in
    worker mode the page applies, only what changed. Marks compare within one run of the page."""
    return format(hash(repr(key)) & 0xFFFFFFFFFFFF, "x")


def drawn(node: Node, mark: str) -> bool:
    """Whether ``node`` shows what ``mark`` names (it has children and was last drawn from it);
    if not, it is marked so, and the caller draws it."""
    if node.firstChild is not None and attr(node, "data-drawn") == mark:
        return True
    node.setAttribute("data-drawn", mark)
    return False


def setting_box(control_id: str, checked: bool, words: str, title: str) -> Node:
    """A page setting's checkbox with its words, as the auto-end and count lines show theirs."""
    attrs = {"type": "checkbox", "id": control_id}
    if checked:
        attrs["checked"] = ""
    box = h("input", None, None, attrs)
    return h("label", None, "auto-end", {"for": control_id, "title": title}, [box, h("span", f" {words}")])


def place(tree: Element, in_svg: bool = False) -> Node:
    """DOM nodes for a tree (``ui.markup``): the one way a tree becomes part of the page. Text goes
    in as text and attributes as attributes, exactly as ``to_html`` writes them for the build."""
    in_svg = in_svg or tree.tag == "svg"
    node = document.createElementNS(SVG_NS, tree.tag) if in_svg else document.createElement(tree.tag)
    for key, value in tree.attrs.items():
        node.setAttribute(key, value)
    if tree.text is not None:
        node.textContent = tree.text
    for child in tree.children:
        node.append(place(child, in_svg))
    return node


def column_heads(*names: str) -> Node:
    """A table's head row (``ui.markup.column_heads``) as DOM nodes."""
    return place(markup.column_heads(*names))


def read_int(element_id: str) -> int | None:
    """A whole number typed into a field, or None when it is empty or not a plain number."""
    node = by_id(element_id)
    text = str(node.value).strip() if node else ""
    return int(text) if text.isdigit() else None


def checked(selector: str) -> list[int]:
    """The numeric values of the ticked boxes that ``selector`` finds (cards picked in a form)."""
    nodes = document.querySelectorAll(selector + ":checked")
    return [int(nodes.item(i).value) for i in range(nodes.length)]


def attr(node: Node, name: str) -> str:
    """An attribute's value, or "" when it is missing (``dataset`` raises on a missing key)."""
    value = node.getAttribute(name) if node else None
    return str(value) if value else ""


def focus(node: Node) -> None:
    """Move keyboard focus without scrolling the page (a phone keeps the board in view)."""
    if node:
        node.focus(js_object({"preventScroll": True}))


def listen(
    node: Node,
    event: str,
    handler: Callable[[Any], None],
    capture: bool = False,
    prevent: str | tuple[str, ...] | None = None,
) -> None:
    """A listener for the life of the page (delegation keeps these few: one per container, not one
    per control); ``capture`` for events that do not bubble, such as a <details> element's "toggle".
    ``prevent`` says when the browser's own response is cancelled: "always", or for these keys. It is
    declared here, not decided in the handler, because in worker mode the handler runs after the
    page has already had to decide (``shell.js`` applies it)."""
    proxy = host.proxy(guarded(prevented(handler, prevent)))
    _LISTENERS.append(proxy)
    if host.MODE == "worker":
        node.addEventListener(event, proxy, capture, list(prevent) if isinstance(prevent, tuple) else prevent)
    else:
        node.addEventListener(event, proxy, capture)


def prevented(handler: Callable[[Any], None], prevent: str | tuple[str, ...] | None) -> Callable[[Any], None]:
    """The handler, cancelling the browser's default first where ``prevent`` says so."""
    if prevent is None:
        return handler

    def run(event: Any) -> None:
        if prevent == "always" or str(event.key) in prevent:
            event.preventDefault()
        handler(event)

    return run


def later(ms: float, fn: Callable[[], None]) -> int:
    """Run ``fn`` after ``ms`` milliseconds; returns the timer id for ``cancel``."""
    return int(window.setTimeout(host.once(guarded(fn)), max(0, int(ms))))


def cancel(timer: int | None) -> None:
    if timer is not None:
        window.clearTimeout(timer)


def svg_node(text: str) -> Node:
    """Parse SVG text as XML (never HTML) into a node of this document."""
    parsed = window.DOMParser.new().parseFromString(text, "image/svg+xml")
    error = parsed.querySelector("parsererror")
    if error:
        raise RuntimeError(f"SVG did not parse: {error.textContent}")
    return document.importNode(parsed.documentElement, True)


def svg_group(text: str) -> Node:
    """Parse one SVG ``<g>`` (as XML) into a node ready to put inside the board's <svg>."""
    wrapper = svg_node(f'<svg xmlns="http://www.w3.org/2000/svg">{text}</svg>')
    return wrapper.firstElementChild


class Storage:
    """localStorage that may be denied (a third-party iframe, private modes, a full quota).

    ``works`` turns False at the first refusal, so the page can say once that nothing is kept;
    ``full`` says that a write was refused where reading still works (the origin's quota is full,
    and what was kept before stays), not that storage is denied.
    """

    def __init__(self) -> None:
        self.works = True
        self.full = False

    def _store(self) -> Any:
        return window.localStorage

    def get(self, key: str) -> str | None:
        try:
            value = self._store().getItem(key)
        except Exception:  # a JS refusal (SecurityError, QuotaExceededError)
            self.works = False
            return None
        return str(value) if value else None

    def set(self, key: str, value: str) -> bool:
        try:
            self._store().setItem(key, value)
        except Exception:  # a JS refusal (SecurityError, QuotaExceededError)
            self.works = False
            try:
                self._store().getItem(key)
            except Exception:  # denied outright
                return False
            self.full = True
            return False
        return True

    def remove(self, key: str) -> None:
        with contextlib.suppress(Exception):  # a JS refusal
            self._store().removeItem(key)


def download(filename: str, text: str, mime: str = "application/json") -> None:
    """Offer ``text`` as a file to save (no server involved)."""
    host.behave("download", filename, text, mime)


def js_object(data: dict[str, Any] | list[Any]) -> Any:
    """A plain JS object from a dict (for options such as ``element.animate``'s)."""
    return host.js_data(data)


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def now() -> float:
    return float(window.performance.now())
