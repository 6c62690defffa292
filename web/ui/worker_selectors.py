"""The CSS selectors the page's Python uses, matched against the worker's mirror DOM (``worker_dom``).

Only what ``ui`` writes is understood (issue 27's protocol lists it): comma lists, the descendant and
child combinators, and compounds of a tag, ``*``, ``#id``, ``.class``, ``[a]``, ``[a=v]`` (value bare
or quoted; also ``^=``, ``$=``, ``*=``, ``~=``), ``:checked``, ``:hover`` and ``:not(<list>)``.
Anything else raises, so a new selector in ``ui`` is noticed in the first test that runs it.
Parsed selectors are cached: ``ui`` asks the same few strings again and again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
ATTR_OPS = ("^=", "$=", "*=", "~=", "=")


class Matchable(Protocol):
    """What the matcher reads of a mirror element."""

    _tag: str
    _svg: bool
    _attrs: dict[str, str]

    @property
    def parentElement(self) -> Matchable | None: ...

    def _is_checked(self) -> bool: ...

    def _is_hovered(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class Compound:
    """One compound selector: every part must hold for the same element."""

    tag: str | None = None
    ids: tuple[str, ...] = ()
    classes: tuple[str, ...] = ()
    attrs: tuple[tuple[str, str, str | None], ...] = ()  # (name, operator or "", value)
    checked: bool = False
    hover: bool = False
    nots: tuple[tuple[Complex, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Complex:
    """Compounds joined by combinators, rightmost (the subject) first; ``joins[i]`` is " " or ">"
    and links ``parts[i]`` to ``parts[i + 1]`` on its left."""

    parts: tuple[Compound, ...]
    joins: tuple[str, ...]


SelectorList = tuple[Complex, ...]
_CACHE: dict[str, SelectorList] = {}


def parse(text: str) -> SelectorList:
    """The parsed selector list (cached)."""
    found = _CACHE.get(text)
    if found is None:
        reader = _Reader(text)
        found = reader.selector_list()
        if reader.at < len(text):
            raise ValueError(f"selector {text!r}: unexpected {text[reader.at :]!r}")
        _CACHE[text] = found
    return found


class _Reader:
    """A small recursive-descent reader over one selector string."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0

    def fail(self, why: str) -> ValueError:
        return ValueError(f"selector {self.text!r} at {self.at}: {why}")

    def peek(self) -> str:
        return self.text[self.at] if self.at < len(self.text) else ""

    def spaces(self) -> bool:
        start = self.at
        while self.peek() in (" ", "\t", "\n"):
            self.at += 1
        return self.at > start

    def name(self) -> str:
        start = self.at
        while self.at < len(self.text) and (self.text[self.at] in NAME_CHARS or ord(self.text[self.at]) > 127):
            self.at += 1
        if self.at == start:
            raise self.fail("a name was expected")
        return self.text[start : self.at]

    def selector_list(self) -> SelectorList:
        found = [self.complex()]
        while self.peek() == ",":
            self.at += 1
            found.append(self.complex())
        return tuple(found)

    def complex(self) -> Complex:
        self.spaces()
        parts = [self.compound()]
        joins: list[str] = []
        while True:
            spaced = self.spaces()
            char = self.peek()
            if char == ">":
                self.at += 1
                self.spaces()
                joins.append(">")
            elif char in ("", ",", ")"):
                break
            elif spaced:
                joins.append(" ")
            else:
                raise self.fail(f"unexpected {char!r}")
            parts.append(self.compound())
        return Complex(tuple(reversed(parts)), tuple(reversed(joins)))

    def compound(self) -> Compound:
        tag: str | None = None
        ids: list[str] = []
        classes: list[str] = []
        attrs: list[tuple[str, str, str | None]] = []
        checked = hover = False
        nots: list[tuple[Complex, ...]] = []
        start = self.at
        if self.peek() == "*":
            self.at += 1
        elif self.peek() and (self.peek() in NAME_CHARS or ord(self.peek()) > 127):
            tag = self.name()
        while True:
            char = self.peek()
            if char == "#":
                self.at += 1
                ids.append(self.name())
            elif char == ".":
                self.at += 1
                classes.append(self.name())
            elif char == "[":
                attrs.append(self.attribute())
            elif char == ":":
                self.at += 1
                pseudo = self.name()
                if pseudo == "checked":
                    checked = True
                elif pseudo == "hover":
                    hover = True
                elif pseudo == "not" and self.peek() == "(":
                    self.at += 1
                    nots.append(self.selector_list())
                    self.spaces()
                    if self.peek() != ")":
                        raise self.fail("')' was expected")
                    self.at += 1
                else:
                    raise NotImplementedError(f"selector {self.text!r}: :{pseudo} is not in the mirror DOM")
            else:
                break
        if self.at == start:
            raise self.fail("a selector was expected")
        return Compound(tag, tuple(ids), tuple(classes), tuple(attrs), checked, hover, tuple(nots))

    def attribute(self) -> tuple[str, str, str | None]:
        self.at += 1
        self.spaces()
        name = self.name()
        self.spaces()
        if self.peek() == "]":
            self.at += 1
            return (name, "", None)
        operator = next((op for op in ATTR_OPS if self.text.startswith(op, self.at)), None)
        if operator is None:
            raise self.fail("an attribute operator was expected")
        self.at += len(operator)
        self.spaces()
        quote = self.peek()
        if quote in ("'", '"'):
            end = self.text.find(quote, self.at + 1)
            if end < 0:
                raise self.fail("unclosed quote")
            value = self.text[self.at + 1 : end]
            self.at = end + 1
        else:
            value = self.name()
        self.spaces()
        if self.peek() != "]":
            raise self.fail("']' was expected")
        self.at += 1
        return (name, operator, value)


def matches(node: Matchable, selectors: SelectorList) -> bool:
    """Whether ``node`` matches any selector of the list."""
    return any(_complex(node, one, 0) for one in selectors)


def _complex(node: Matchable, selector: Complex, index: int) -> bool:
    if not _compound(node, selector.parts[index]):
        return False
    if index + 1 == len(selector.parts):
        return True
    up = node.parentElement
    if selector.joins[index] == ">":
        return up is not None and _complex(up, selector, index + 1)
    while up is not None:
        if _complex(up, selector, index + 1):
            return True
        up = up.parentElement
    return False


def _compound(node: Matchable, part: Compound) -> bool:
    if part.tag is not None and part.tag != node._tag and (node._svg or part.tag.lower() != node._tag):
        return False
    attrs = node._attrs
    for wanted in part.ids:
        if attrs.get("id") != wanted:
            return False
    if part.classes:
        have = attrs.get("class")
        if have is None:
            return False
        names = have.split()
        if any(name not in names for name in part.classes):
            return False
    for name, operator, value in part.attrs:
        if not _attribute(attrs.get(name), operator, value):
            return False
    if part.checked and not node._is_checked():
        return False
    if part.hover and not node._is_hovered():
        return False
    return not any(matches(node, inner) for inner in part.nots)


def _attribute(have: str | None, operator: str, value: str | None) -> bool:
    if have is None:
        return False
    if not operator or value is None:
        return True
    if operator == "=":
        return have == value
    if operator == "^=":
        return bool(value) and have.startswith(value)
    if operator == "$=":
        return bool(value) and have.endswith(value)
    if operator == "*=":
        return bool(value) and value in have
    return value in have.split()
