"""Every text the page parses from outside (a save, a share link, the address, a host's message) is
measured before it is parsed: nested, huge or malformed input gives a clear refusal, never a
RecursionError (on Pyodide, a fatal error of the interpreter) and never a changed game."""

from __future__ import annotations

import base64
import contextlib
import json
import zlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from landlords import save
from landlords.errors import SaveError
from landlords.textlimits import MAX_DEPTH, depth, inflate, parse_json
from ui.messages import Command, Refusal, command
from ui.params import MAX_QUERY, parse
from ui.session import from_fragment, loads

from .helpers import start

NESTED = ["[" * 100_000 + "]" * 100_000, '{"a":' * 50_000 + "1" + "}" * 50_000, "[" * 1_000_000]


def code_of(text: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")


def test_depth_is_counted_without_recursion_and_ignores_brackets_in_strings() -> None:
    assert depth("[" * 1_000_000) == 1_000_000
    assert depth('{"name": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}') == 1
    assert depth('["a\\"[[[", [[1]]]') == 3


@pytest.mark.parametrize("text", NESTED)
def test_nested_saves_are_refused_with_a_sentence(text: str) -> None:
    for read in (loads, save.loads, lambda t: parse_json(t, "the save")):
        with pytest.raises(SaveError, match="nested too deeply"):
            read(text)


@pytest.mark.parametrize("text", NESTED)
def test_nested_share_codes_are_refused(text: str) -> None:
    with pytest.raises(SaveError, match=r"nested too deeply|too long"):
        from_fragment(f"game={code_of(text)}")
    with pytest.raises(SaveError):
        save.from_share_code(code_of(text))


def test_a_code_that_unpacks_to_gigabytes_is_refused_before_it_is_unpacked() -> None:
    bomb = zlib.compress(b" " * 50_000_000, 9)  # 50 KB that would unpack to 50 MB
    with pytest.raises(SaveError, match="too long"):
        inflate(bomb, "the share link")
    with pytest.raises(SaveError, match="too long"):
        save.from_share_code(base64.urlsafe_b64encode(bomb).decode())


def test_huge_texts_are_refused_by_their_length() -> None:
    with pytest.raises(SaveError, match="too long"):
        loads(" " * 3_000_000)
    with pytest.raises(SaveError, match="too long"):
        from_fragment("game=" + "A" * 300_000)
    settings, problems = parse("view=embed&x=" + "y" * MAX_QUERY)
    assert settings.view == "full" and problems[0].parameter == "address"


def test_nested_seats_in_a_link_are_refused() -> None:
    game = start().fragment().split("&seats=")[0]
    seats = base64.urlsafe_b64encode(("[" * 5000 + "]" * 5000).encode()).decode()
    with pytest.raises(SaveError, match="seats"):
        from_fragment(f"{game}&seats={seats}")


def test_a_real_save_and_link_still_open() -> None:
    session = start()
    assert loads(session.dumps()).state.actions == session.state.actions
    assert from_fragment(session.fragment())[0].state.actions == session.state.actions
    assert depth(session.dumps()) <= MAX_DEPTH


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=30,
)
NOISE = st.text(alphabet=st.sampled_from('[]{}",:\\ 0123456789abcdefgameseats=&%#-_'), max_size=400)


@settings(max_examples=300, deadline=None)
@given(NOISE)
def test_any_text_as_a_save_link_or_address_is_refused_or_read_cleanly(text: str) -> None:
    for read in (loads, from_fragment, save.from_share_code):
        with contextlib.suppress(SaveError):
            read(text)
    parse(text)


@settings(max_examples=300, deadline=None)
@given(JSONISH, st.sampled_from(["new-game", "load", "set-pace", "undo", "explode"]))
def test_any_message_is_a_command_or_a_refusal(body: Any, kind: str) -> None:
    fields = {"settings": body} if kind == "new-game" else {"save": body} if kind == "load" else {"pace": body}
    got = command({"ns": "landlords", "v": 1, "type": kind, **fields})
    assert isinstance(got, Command | Refusal)
    if isinstance(got, Command) and got.save is not None:
        with pytest.raises(SaveError):
            loads(got.save)
    json.dumps(got.text if isinstance(got, Refusal) else kind)
