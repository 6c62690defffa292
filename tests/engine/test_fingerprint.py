"""A save's fingerprint covers the rules and every move, so neither can be changed unnoticed."""

from __future__ import annotations

import json

import pytest

from landlords.bots import HeuristicBot
from landlords.engine import apply, new_game
from landlords.errors import SaveError
from landlords.options import Options
from landlords.save import dumps, fingerprint, loads


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
    assert "bank_notes_at_end" not in default.fingerprint_dict()
    later = ("bank_notes_at_end", "single_tax_motion")
    assert default.fingerprint_dict() == {k: v for k, v in default.to_dict().items() if k not in later}
    other = Options(edition="1904", bank_notes_at_end="not_counted")
    assert other.fingerprint_dict()["bank_notes_at_end"] == "not_counted"
    assert fingerprint(new_game(default, 3)) != fingerprint(new_game(other, 3))
    never = Options(single_tax_motion="never")
    assert never.fingerprint_dict()["single_tax_motion"] == "never"
    assert fingerprint(new_game(Options(), 3)) != fingerprint(new_game(never, 3))
