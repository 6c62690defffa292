"""How long and how deeply nested a text the game agrees to parse, checked before parsing.

``json.loads`` recurses once per level of nesting: ``"[" * 100_000`` exhausts the stack, which on
Pyodide is the browser's and ends in a fatal error of the whole interpreter, not an exception. So
every text from outside (a save file, a share code, a host's message, the address) is measured
first: its length, then its depth, by a scan that does not recurse.
"""

from __future__ import annotations

import json
import re
import zlib
from typing import Any

from .errors import SaveError

#: The longest save text read (a 200-turn game's save is under 100 KB).
MAX_SAVE_CHARS = 2_000_000
#: The deepest nesting of brackets read: a save needs four levels, a host's settings two.
MAX_DEPTH = 32
#: A JSON string (skipped whole, so brackets in a name do not count), or one bracket.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` in a JSON text, brackets inside strings not counted."""
    level = deepest = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            level += 1
            deepest = max(deepest, level)
        elif token in "]}":
            level -= 1
    return deepest


def check(text: str, what: str, max_chars: int = MAX_SAVE_CHARS, max_depth: int = MAX_DEPTH) -> None:
    """Raise ``SaveError`` (with a sentence naming ``what``) if ``text`` is too long or too deep."""
    if len(text) > max_chars:
        raise SaveError(f"{what} is too long ({len(text):,} characters; at most {max_chars:,} are read)")
    if depth(text) > max_depth:
        raise SaveError(f"{what} is nested too deeply (more than {max_depth} levels): it is not a game")


def parse_json(text: str | bytes, what: str, max_chars: int = MAX_SAVE_CHARS) -> Any:
    """``json.loads`` of a checked text; any failure is a ``SaveError`` that names ``what``."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SaveError(f"{what} is not text (it is not UTF-8)") from exc
    check(text, what, max_chars)
    try:
        return json.loads(text)
    except ValueError as exc:
        raise SaveError(f"{what} is not valid JSON (damaged, or not a save)") from exc


def inflate(packed: bytes, what: str, max_chars: int = MAX_SAVE_CHARS) -> bytes:
    """Decompress at most ``max_chars`` bytes: a small code that would unpack to gigabytes is refused."""
    unpack = zlib.decompressobj()
    try:
        out = unpack.decompress(packed, max_chars + 1)
    except zlib.error as exc:
        raise SaveError(f"{what} is damaged (it cannot be decoded)") from exc
    if len(out) > max_chars or unpack.unconsumed_tail:
        raise SaveError(f"{what} is too long (it unpacks to more than {max_chars:,} characters)")
    return out
