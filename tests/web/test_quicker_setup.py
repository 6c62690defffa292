"""ui.setup's "A quicker game": in each edition, option values the engine accepts, said in a line each,
with a source; the full game is the standard rules."""

from __future__ import annotations

import pytest

from landlords.options import Options, rules_of_edition
from ui import setup
from ui.seats import default_seats

from .helpers import EDITIONS


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_quicker_game_is_a_set_of_accepted_options_each_said_and_sourced(edition: str) -> None:
    changes = setup.quicker(edition)
    assert changes
    defaults = {r.name: r.default for r in rules_of_edition(edition)}
    seats = default_seats(3)
    values = {c.option: setup.as_text(c.value) for c in changes}
    options = setup.make_options(edition, seats, values)
    for c in changes:
        assert getattr(options, c.option) == c.value != defaults[c.option]
        assert c.line.endswith(".") and c.source and "_" not in c.line
    assert setup.length_of(edition, values) == "quicker"
    standard = {c.option: setup.as_text(defaults[c.option]) for c in changes}
    assert setup.length_of(edition, standard) == "full"
    assert setup.make_options(edition, seats, standard) == Options(edition, options.players)


def test_a_value_changed_by_hand_is_neither_length() -> None:
    assert setup.length_of("1906", {"circuits": "4"}) == ""


def test_the_full_game_is_said_in_the_players_words() -> None:
    (change,) = setup.quicker("1906")
    assert setup.full_line("1906", change) == "Circuits: 5 times round"
    assert "double" in setup.STOP_IN_PLAY["1906"]
