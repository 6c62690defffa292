"""A save's fingerprint covers the rules and every move, so neither can be changed unnoticed."""

from __future__ import annotations

import json

import pytest

from landlords.bots import HeuristicBot
from landlords.engine import apply, new_game
from landlords.errors import SaveError
from landlords.options import Options
from landlords.save import FIRST_LAYOUT, dumps, fingerprint, loads, option_layout


def saved_game() -> dict:
    state = new_game(Options(), 12)
    bot = HeuristicBot(1)
    for _ in range(60):
        apply(state, bot.decide(state).action)
    return json.loads(dumps(state))


def test_a_save_with_an_option_changed_is_refused() -> None:
    data = saved_game()
    data["options"]["rising_taxes"] = not data["options"]["rising_taxes"]
    with pytest.raises(SaveError, match="altered or damaged"):
        loads(json.dumps(data))


def test_a_save_with_its_last_move_dropped_is_refused() -> None:
    data = saved_game()
    data["actions"] = data["actions"][:-1]
    with pytest.raises(SaveError, match="altered or damaged"):
        loads(json.dumps(data))


def test_an_option_added_later_is_fingerprinted_only_away_from_its_default() -> None:
    """Saves kept before an option existed must still load: at its default it is left out."""
    default = Options(edition="1904")
    assert "bank_notes_at_end" not in option_layout(default)
    later = ("bank_notes_at_end", "single_tax_motion")
    assert {k: v for k, v in option_layout(default).items() if k in default.to_dict()} == {
        k: v for k, v in default.to_dict().items() if k not in later
    }
    other = Options(edition="1904", bank_notes_at_end="not_counted")
    assert option_layout(other)["bank_notes_at_end"] == "not_counted"
    assert fingerprint(new_game(default, 3)) != fingerprint(new_game(other, 3))
    never = Options(single_tax_motion="never")
    assert option_layout(never)["single_tax_motion"] == "never"
    assert fingerprint(new_game(Options(), 3)) != fingerprint(new_game(never, 3))


def test_the_fingerprint_names_every_editions_options_as_the_first_saves_did() -> None:
    """Each game's fingerprint lists every edition's options of the first saves, another edition's at
    the value such a game recorded, and an option declared since only away from its default."""
    prosperity = option_layout(Options(edition="prosperity", win_cash=5000))
    assert list(prosperity)[:2] == ["edition", "players"]
    assert [k for k in prosperity if k not in ("edition", "players")] == [
        name for name, _, always in FIRST_LAYOUT if always
    ]
    assert prosperity["deal"] == "" and prosperity["win_cash"] == 5000 and prosperity["railroad_pass"] is True
    assert option_layout(Options())["cube"] == ""
