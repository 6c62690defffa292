"""The mirror DOM's elements (issue 27): attributes, the live state the page syncs, selectors, and
the actions the page performs for them (focus, click, showModal...), each recorded as an op.

Mutations change the mirror and record an op; reads never record. ``classList``, ``dataset`` and
``style`` are small views over the element, made on each access (no reference cycle to keep).
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from . import worker_selectors as selectors
from .worker_nodes import MirrorNode, MirrorParent, MirrorText, Strict, _set

#: Elements whose ``value`` is live state (typed or picked), not an attribute.
LIVE_VALUE = frozenset({"input", "select", "textarea"})
_UPPER = re.compile("[A-Z]")


def kebab(name: str) -> str:
    """``someKey`` -> ``some-key`` (dataset and style names)."""
    return _UPPER.sub(lambda m: "-" + m.group().lower(), name)


def attribute_text(value: Any) -> str:
    """An attribute value as the browser writes it (``String(value)`` in JS): ``true``, ``3``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


class MirrorElement(MirrorParent):
    """An element: attributes in order, children, and the live state the page syncs (value, checked,
    scroll position, whether it is in sight)."""

    __slots__ = ("_attrs", "_checked", "_scroll", "_selected", "_sight", "_styles", "_svg", "_tag", "_value")
    nodeType = 1
    _is_element: ClassVar[bool] = True
    _tag: str
    _svg: bool
    _attrs: dict[str, str]
    _value: str | None
    _checked: bool | None
    _selected: bool | None
    _styles: dict[str, str] | None
    _scroll: tuple[float, float]
    _sight: bool | None

    def __init__(self, doc: Any, tag: str, svg: bool, handle: int | None, attrs: dict[str, str] | None = None) -> None:
        _set(self, "_doc", doc)
        _set(self, "_h", handle)
        _set(self, "_parent", None)
        _set(self, "_kids", [])
        _set(self, "_tag", tag)
        _set(self, "_svg", svg)
        _set(self, "_attrs", {} if attrs is None else attrs)
        _set(self, "_value", None)
        _set(self, "_checked", None)
        _set(self, "_selected", None)
        _set(self, "_styles", None)
        _set(self, "_scroll", (0.0, 0.0))
        _set(self, "_sight", None)
        if attrs and "id" in attrs:
            doc._named(self, attrs["id"])

    def __repr__(self) -> str:
        ident = f"#{self._attrs['id']}" if "id" in self._attrs else ""
        return f"<{self._tag}{ident} {self._h}>"

    def _op(self, *op: Any) -> None:
        handle = self._h if self._h is not None else self._name()
        self._doc._record([op[0], handle, *op[1:]])

    # Names
    @property
    def localName(self) -> str:
        return self._tag

    @property
    def tagName(self) -> str:
        return self._tag if self._svg else self._tag.upper()

    @property
    def nodeName(self) -> str:
        return self.tagName

    # Attributes
    def setAttribute(self, name: str, value: Any) -> None:
        name = name if self._svg else name.lower()
        text = attribute_text(value)
        self._attrs[name] = text
        if name == "id":
            self._doc._named(self, text)
        self._op("at", name, text)

    def getAttribute(self, name: str) -> str | None:
        return self._attrs.get(name if self._svg else name.lower())

    def hasAttribute(self, name: str) -> bool:
        return (name if self._svg else name.lower()) in self._attrs

    def removeAttribute(self, name: str) -> None:
        name = name if self._svg else name.lower()
        if name in self._attrs:
            del self._attrs[name]
            self._op("at", name, None)

    def toggleAttribute(self, name: str, force: bool | None = None) -> bool:
        want = not self.hasAttribute(name) if force is None else bool(force)
        if want and not self.hasAttribute(name):
            self.setAttribute(name, "")
        elif not want:
            self.removeAttribute(name)
        return want

    def _flag(self, name: str, on: Any) -> None:
        """A boolean property that reflects an attribute (hidden, disabled, open)."""
        if on:
            self._attrs.setdefault(name, "")
        else:
            self._attrs.pop(name, None)
        self._op("pr", name, bool(on))

    @property
    def id(self) -> str:
        return self._attrs.get("id", "")

    @id.setter
    def id(self, value: str) -> None:
        self._attrs["id"] = str(value)
        self._doc._named(self, str(value))
        self._op("pr", "id", str(value))

    @property
    def className(self) -> str:
        return self._attrs.get("class", "")

    @className.setter
    def className(self, value: str) -> None:
        self._attrs["class"] = str(value)
        if self._svg:  # an SVG element's className is not a string on the page: set the attribute
            self._op("at", "class", str(value))
        else:
            self._op("pr", "className", str(value))

    @property
    def hidden(self) -> bool:
        return "hidden" in self._attrs

    @hidden.setter
    def hidden(self, value: bool) -> None:
        self._flag("hidden", value)

    @property
    def disabled(self) -> bool:
        return "disabled" in self._attrs

    @disabled.setter
    def disabled(self, value: bool) -> None:
        self._flag("disabled", value)

    @property
    def open(self) -> bool:
        return "open" in self._attrs

    @open.setter
    def open(self, value: bool) -> None:
        self._flag("open", value)

    @property
    def type(self) -> str:
        given = self._attrs.get("type")
        if self._tag == "input":
            return given.lower() if given else "text"
        if self._tag == "button":
            return given.lower() if given in ("button", "reset", "submit") else "submit"
        return given or ""

    @property
    def name(self) -> str:
        return self._attrs.get("name", "")

    @property
    def classList(self) -> ClassList:
        return ClassList(self)

    @property
    def dataset(self) -> Dataset:
        return Dataset(self)

    @property
    def style(self) -> Style:
        return Style(self)

    # Live state
    @property
    def value(self) -> str:
        if self._value is not None:
            return self._value
        tag = self._tag
        if tag == "textarea":
            return self._text()
        if tag == "select":
            option = self._chosen_option()
            return option.value if option is not None else ""
        given = self._attrs.get("value")
        if given is not None:
            return given
        if tag == "option":
            return " ".join(self._text().split())
        return "on" if tag == "input" and self.type in ("checkbox", "radio") else ""

    @value.setter
    def value(self, value: str) -> None:
        text = str(value)
        if self._tag in LIVE_VALUE:
            self._value = text
            if self._tag == "select":
                for option in self._options():
                    option._selected = option.value == text
        else:
            self._attrs["value"] = text
        self._op("pr", "value", text)

    def _options(self) -> list[MirrorElement]:
        return [node for node in self._descendants() if node._tag == "option"]

    def _chosen_option(self) -> MirrorElement | None:
        options = self._options()
        chosen = [option for option in options if option.selected]
        return chosen[-1] if chosen else (options[0] if options else None)

    @property
    def checked(self) -> bool:
        return self._checked if self._checked is not None else "checked" in self._attrs

    @checked.setter
    def checked(self, value: bool) -> None:
        self._checked = bool(value)
        if value and self.type == "radio" and self.name:
            self._uncheck_group()
        self._op("pr", "checked", bool(value))

    def _uncheck_group(self) -> None:
        """A radio ticked unticks the others of its group (same name, same tree), as the page does."""
        root: MirrorNode = self
        while root._parent is not None:
            root = root._parent
        if isinstance(root, MirrorParent):
            for node in root._descendants():
                if node is not self and node._tag == "input" and node.type == "radio" and node.name == self.name:
                    node._checked = False

    @property
    def selected(self) -> bool:
        return self._selected if self._selected is not None else "selected" in self._attrs

    @selected.setter
    def selected(self, value: bool) -> None:
        self._selected = bool(value)
        select = self._parent
        while select is not None and not (isinstance(select, MirrorElement) and select._tag == "select"):
            select = select._parent
        if isinstance(select, MirrorElement):
            select._value = None
            if value and "multiple" not in select._attrs:
                for option in select._options():
                    if option is not self:
                        option._selected = False
        self._op("pr", "selected", bool(value))

    def _is_checked(self) -> bool:
        if self._tag == "input":
            return self.type in ("checkbox", "radio") and self.checked
        return self._tag == "option" and self.selected

    def _is_hovered(self) -> bool:
        return self.contains(self._doc._hover)

    @property
    def scrollTop(self) -> float:
        return self._scroll[0]

    @scrollTop.setter
    def scrollTop(self, value: float) -> None:
        self._scroll = (value, self._scroll[1])
        self._op("pr", "scrollTop", value)

    @property
    def scrollLeft(self) -> float:
        return self._scroll[1]

    @scrollLeft.setter
    def scrollLeft(self, value: float) -> None:
        self._scroll = (self._scroll[0], value)
        self._op("pr", "scrollLeft", value)

    @property
    def href(self) -> str:
        """A link's address as written (the page resolves it against its own address)."""
        return self._attrs.get("href", "")

    @href.setter
    def href(self, value: str) -> None:
        self.setAttribute("href", str(value))

    def checkVisibility(self) -> bool:
        """Shown as far as the mirror can tell: no ``hidden`` on the way up, and not folded in a
        closed ``<details>`` (its ``<summary>`` excepted). Styles are the page's: a node hidden only
        by the stylesheet counts as shown here."""
        node: Any = self
        while node is not None and getattr(node, "_is_element", False):
            if "hidden" in node._attrs:
                return False
            parent = node._parent
            folded = getattr(parent, "_is_element", False) and parent._tag == "details" and "open" not in parent._attrs
            if folded and node._tag != "summary":
                return False
            node = parent
        return True

    @property
    def sight(self) -> bool | None:
        """Whether the middle of the node is on screen and not covered, as the page last measured it
        (after ``behave("watchSight", node)``); None until the first measurement arrives."""
        return self._sight

    @property
    def textContent(self) -> str:
        return self._text()

    @textContent.setter
    def textContent(self, value: str | None) -> None:
        text = "" if value is None else str(value)
        self._op("pr", "textContent", text)
        self._clear()
        if text:
            self._insert([MirrorText(self._doc, text, None)], 0)

    # Selectors
    def matches(self, selector: str) -> bool:
        return selectors.matches(self, selectors.parse(selector))

    def closest(self, selector: str) -> MirrorElement | None:
        parsed = selectors.parse(selector)
        node: MirrorElement | None = self
        while node is not None:
            if selectors.matches(node, parsed):
                return node
            node = node.parentElement
        return None

    # Actions the page performs
    def focus(self, options: Any = None) -> None:
        if isinstance(options, dict):
            keep = bool(options.get("preventScroll", False))
        else:
            keep = bool(getattr(options, "preventScroll", False)) if options is not None else False
        self._op("fo", keep)
        self._doc._active = self

    def blur(self) -> None:
        self._op("bl")
        if self._doc._active is self:
            self._doc._active = None

    def _call(self, method: str, *args: Any) -> None:
        self._op("mc", method, list(args))

    def click(self) -> None:
        self._call("click")

    def showModal(self) -> None:
        self._attrs.setdefault("open", "")
        self._call("showModal")

    def close(self) -> None:
        self._attrs.pop("open", None)
        self._call("close")

    def scrollIntoView(self, options: Any = None) -> None:
        self._call("scrollIntoView", *(() if options is None else (options,)))

    def select(self) -> None:
        self._call("select")

    def animate(self, frames: Any, options: Any = None) -> None:
        self._call("animate", frames, *(() if options is None else (options,)))

    def addEventListener(self, kind: str, fn: Any, capture: bool = False, prevent: Any = None) -> None:
        self._doc._listen(self._name(), kind, fn, capture, prevent)

    def removeEventListener(self, kind: str, fn: Any, capture: bool = False) -> None:
        self._doc._unlisten(self._name(), kind, fn, capture)


class ClassList(Strict):
    """``element.classList``: edits the ``class`` attribute (one ``at`` op per change)."""

    __slots__ = ("_el",)

    def __init__(self, element: MirrorElement) -> None:
        self._el = element

    def _names(self) -> list[str]:
        return self._el._attrs.get("class", "").split()

    def _write(self, names: list[str]) -> None:
        self._el._attrs["class"] = " ".join(names)
        self._el._op("at", "class", self._el._attrs["class"])

    def contains(self, name: str) -> bool:
        return name in self._names()

    def add(self, *names: str) -> None:
        have = self._names()
        extra = [name for name in dict.fromkeys(names) if name not in have]
        if extra:
            self._write(have + extra)

    def remove(self, *names: str) -> None:
        have = self._names()
        if any(name in have for name in names):
            self._write([name for name in have if name not in names])

    def toggle(self, name: str, force: bool | None = None) -> bool:
        want = not self.contains(name) if force is None else bool(force)
        if want:
            self.add(name)
        else:
            self.remove(name)
        return want


class Dataset:
    """``element.dataset``: ``someKey`` is the attribute ``data-some-key``; a missing key raises
    ``AttributeError`` (as a missing JS property does through Pyodide)."""

    __slots__ = ("_el",)
    _el: MirrorElement

    def __init__(self, element: MirrorElement) -> None:
        object.__setattr__(self, "_el", element)

    def __getattr__(self, name: str) -> str:
        value = self._el._attrs.get("data-" + kebab(name))
        if value is None or name.startswith("__"):
            raise AttributeError(name)
        return value

    def __setattr__(self, name: str, value: Any) -> None:
        self._el.setAttribute("data-" + kebab(name), value)

    def __delattr__(self, name: str) -> None:
        self._el.removeAttribute("data-" + kebab(name))


class Style:
    """``element.style``: ``setProperty``/``removeProperty`` and ``style.camelName = value``, each an
    ``st`` op with the kebab-case name; reads answer what the worker set."""

    __slots__ = ("_el",)
    _el: MirrorElement

    def __init__(self, element: MirrorElement) -> None:
        object.__setattr__(self, "_el", element)

    def _styles(self) -> dict[str, str]:
        if self._el._styles is None:
            self._el._styles = {}
        return self._el._styles

    def setProperty(self, prop: str, value: Any, priority: str | None = None) -> None:
        if priority:
            raise NotImplementedError("style.setProperty with a priority")
        text = None if value is None else str(value)
        if text:
            self._styles()[prop] = text
        else:
            self._styles().pop(prop, None)
        self._el._op("st", prop, text)

    def removeProperty(self, prop: str) -> str:
        old = self._styles().pop(prop, "")
        self._el._op("st", prop, None)
        return old

    def getPropertyValue(self, prop: str) -> str:
        return self._styles().get(prop, "")

    def __getattr__(self, name: str) -> str:
        if name.startswith("__"):
            raise AttributeError(name)
        return self.getPropertyValue(kebab(name))

    def __setattr__(self, name: str, value: Any) -> None:
        self.setProperty(kebab(name), value)
