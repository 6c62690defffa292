"""A save's fingerprint covers the rules and every move, so neither can be changed unnoticed."""

from __future__ import annotations

import json

import pytest

from landlords.bots import HeuristicBot
from landlords.engine import apply, new_game
from landlords.errors import SaveError
from landlords.options import Options
from landlords.save import dumps, loads


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
