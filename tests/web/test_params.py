"""The address an author writes for an embed: every parameter read, every mistake a plain sentence."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ui.params import TRUE_WORDS, Settings, parse, to_query
from ui.seats import HUMAN


def test_no_query_is_the_full_page_with_defaults() -> None:
    settings, messages = parse("")
    assert settings == Settings()
    assert messages == []
    assert not settings.light and not settings.chosen


def test_an_embed_with_seats_names_seed_pace_and_options() -> None:
    query = "?view=embed&edition=1906&seats=person,strong,random&names=Anna,Ben,Carl&seed=42&pace=slow&circuits=3"
    settings, messages = parse(query)
    assert messages == []
    assert settings.view == "embed" and settings.light
    assert settings.seed == 42 and settings.pace == "slow"
    assert settings.seats is not None
    assert [(s.name, s.bot) for s in settings.seats] == [("Anna", HUMAN), ("Ben", "strong"), ("Carl", "random")]
    assert len({s.colour for s in settings.seats}) == 3
    assert settings.options == {"circuits": "3"}
    assert settings.chosen


@pytest.mark.parametrize(
    ("query", "fragment"),
    [
        ("view=poster", "no view"),
        ("edition=1999", "no edition"),
        ("seed=abc", "seed should be a whole number"),
        ("seats=person", "two to four seats"),
        ("seats=person,wizard", "neither a person nor a bot"),
        ("pace=warp", "no pace"),
        ("circuits=99", "from 1 to 20"),
        ("autoplay=maybe", "on or off"),
        ("colour=red", "not a setting of this game"),
        ("origin=javascript:alert(1)", "not an origin"),
        ("at=last", "move number"),
        ("names=Ann,Ann", "different name"),
        ("seats=person,bot&names=A,B,C", "names were left out"),
    ],
)
def test_a_bad_value_is_a_message_and_the_default(query: str, fragment: str) -> None:
    settings, messages = parse(query)
    assert len(messages) == 1, messages
    assert fragment in messages[0].text
    assert settings.view in ("full", "embed", "board")
    settings.table()  # whatever was asked, there is a table to play at


def test_markup_in_a_value_comes_back_as_plain_text_clipped() -> None:
    _, messages = parse("view=<img src=x onerror=alert(1)>" + "x" * 100)
    assert len(messages) == 1
    assert "<img" in messages[0].text  # shown with textContent by the page, so it stays text
    assert len(messages[0].text) < 140


def test_options_are_checked_against_the_edition() -> None:
    settings, messages = parse("edition=prosperity&win_cash=abc")
    assert settings.edition == "prosperity"
    assert settings.options == {}
    assert messages and "whole number" in messages[0].text
    settings, messages = parse("edition=prosperity&win_cash=3000")
    assert messages == [] and settings.options == {"win_cash": "3000"}


def test_autoplay_makes_every_seat_a_bot() -> None:
    settings, messages = parse("view=embed&autoplay&loop=1&pace=fast")
    assert messages == []
    assert settings.autoplay and settings.loop and not settings.light
    assert all(not s.human for s in settings.table())


def test_board_view_with_a_shared_game_and_move() -> None:
    settings, messages = parse("view=board&game=ABC123&at=12&origin=https://blog.example.org/")
    assert messages == []
    assert (settings.view, settings.game, settings.at) == ("board", "ABC123", 12)
    assert settings.origin == "https://blog.example.org"


def test_to_query_reads_back_the_same() -> None:
    query = "view=embed&seats=person,bot,strong&names=Ann Lee,Bo,Cy&seed=7&circuits=2&pace=fast&autoplay=1&loop=1"
    settings, _ = parse(query)
    again, messages = parse(to_query(settings))
    assert messages == []
    assert again == settings


def test_a_repeated_parameter_keeps_the_first() -> None:
    settings, messages = parse("seed=1&seed=2")
    assert settings.seed == 1
    assert "twice" in messages[0].text


def test_settings_of_a_game_read_back_with_only_what_differs() -> None:
    from ui.params import settings_of
    from ui.setup import make_options

    settings, _ = parse("seats=person,strong&names=Ann,Bo&circuits=3&seed=5")
    options = make_options("1906", settings.table(), settings.options)
    again = settings_of(options, settings.table(), seed=5)
    assert again.options == {"circuits": "3"}
    assert parse(to_query(again))[0] == again


def test_the_snippet_escapes_and_is_lazy() -> None:
    from ui.params import snippet

    code = snippet('https://x.example/?view=embed&names=A"B', "Magie's <game>", "embed")
    assert 'src="https://x.example/?view=embed&amp;names=A&quot;B"' in code
    assert "&lt;game&gt;" in code and 'loading="lazy"' in code and 'width="700" height="600"' in code


def test_view_script_reads_autoplay_with_the_same_words_as_the_page() -> None:
    """The head's view script decides whether Python loads at once before Python runs: it must agree
    with ui.params."""
    view = (Path(__file__).resolve().parents[2] / "web" / "view.js").read_text("utf-8")
    found = re.search(r"const AUTOPLAY_ON = (\[.*?\]);", view)
    assert found, "view.js names the words that turn autoplay on in AUTOPLAY_ON"
    assert set(json.loads(found.group(1))) == TRUE_WORDS
    for word in ("off", "no", "0", "false", "maybe"):
        assert parse(f"?view=embed&autoplay={word}")[0].light
