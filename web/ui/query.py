"""Query strings and fragments, read and written: the three things the page used ``urllib.parse`` for.

Written out because ``urllib.parse`` imports ``ipaddress``: together a sixth of a second of the
page's start on Pyodide (``build/bench_imports.py``). They match ``urllib.parse`` exactly for the
way the page calls it (``tests/web/test_query.py`` compares them on arbitrary text): UTF-8 with
percent-escapes, ``+`` read as a space, a malformed escape kept as it is, bad UTF-8 replaced.
"""

from __future__ import annotations

from collections.abc import Iterable

#: Characters never escaped (RFC 3986's unreserved ones), as ``urllib.parse.quote`` keeps them.
UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")
HEX = frozenset("0123456789abcdefABCDEF")


def quote(text: str, safe: str = "") -> str:
    """``text`` with every byte of its UTF-8 but the unreserved and ``safe`` ones percent-escaped."""
    keep = UNRESERVED | frozenset(safe.encode())
    return "".join(chr(byte) if byte in keep else f"%{byte:02X}" for byte in text.encode())


def encode(pairs: Iterable[tuple[str, str]], safe: str = "") -> str:
    """``name=value&...``, names and values escaped by ``quote``."""
    return "&".join(f"{quote(name, safe)}={quote(value, safe)}" for name, value in pairs)


def unquote(text: str) -> str:
    """Undo ``quote`` (and a ``+`` for a space); a ``%`` without two hex digits stays as it is.

    Escaped bytes and ASCII are decoded together as UTF-8; other characters pass through as they
    are, as in ``urllib.parse.unquote``."""
    text = text.replace("+", " ")
    if "%" not in text:
        return text
    decoded: list[str] = []
    raw = bytearray()
    at = 0
    while at < len(text):
        char = text[at]
        if char == "%" and text[at + 1 : at + 2] in HEX and text[at + 2 : at + 3] in HEX:
            raw.append(int(text[at + 1 : at + 3], 16))
            at += 3
            continue
        if char.isascii():
            raw.append(ord(char))
        else:
            decoded += (raw.decode("utf-8", "replace"), char)
            raw.clear()
        at += 1
    decoded.append(raw.decode("utf-8", "replace"))
    return "".join(decoded)


def pairs(query: str) -> list[tuple[str, str]]:
    """The ``(name, value)`` pairs of ``name=value&...`` in order; a name without ``=`` has value ""."""
    found = []
    for item in query.split("&"):
        if item:
            name, _, value = item.partition("=")
            found.append((unquote(name), unquote(value)))
    return found


def values(query: str) -> dict[str, list[str]]:
    """Each name of ``pairs(query)`` with its values in order."""
    found: dict[str, list[str]] = {}
    for name, value in pairs(query):
        found.setdefault(name, []).append(value)
    return found
