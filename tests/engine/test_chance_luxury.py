"""Chance spaces (a clearly labelled reconstructed deck, or inert: dossier 3.2 and 7.26) and
Luxury (1906 rule 13 as summarised in dossier 3.3; dossier 7.16)."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from landlords import events as ev
from landlords.actions import Move
from landlords.edition import score
from landlords.engine import apply
from landlords.state import MISC, Phase

from .helpers import game, give
from .scenario import cash, payments, place, throw


def test_luxury_costs_seventy_five_for_a_card_worth_a_hundred() -> None:
    """Dossier 3.3 (rule 13): stopping on Luxury the player pays $75 to Miscellaneous for a Luxury
    card, which counts $100 at the end."""
    state = game(4)
    place(state, 0, 33)
    throw(state, 2, 4)
    events = apply(state, Move(0, 6))
    assert state.players[0].position == 39
    assert payments(events) == [(0, MISC, 75)]
    assert ev.LuxuryBought(0) in events
    assert state.players[0].luxuries == 1
    assert score(state, 0).total == 325 + 100


def test_luxury_unaffordable_counts_the_throw_backward() -> None:
    """Dossier 3.3 and 7.16: a player who cannot pay for the Luxury counts the same throw backward
    from where he started and obeys that space instead."""
    state = game(4)
    give(state, 1, 27)  # Slambang Trolley, $5
    place(state, 0, 33, cash=50)
    throw(state, 2, 4)
    events = apply(state, Move(0, 6))
    assert ev.Moved(0, 39, 27, -6, "cannot afford the Luxury") in events
    assert state.players[0].position == 27 and state.players[0].luxuries == 0
    assert payments(events) == [(0, 1, 5)]


def test_chance_deck_is_labelled_as_reconstructed() -> None:
    """Dossier 3.2 and 7.26: the 1906 Chance texts are lost; the shipped deck must say it is ours."""
    data = json.loads(resources.files("landlords.data").joinpath("chance_1906.json").read_text("utf-8"))
    assert "Reconstructed" in data["label"] and "not Magie's words" in data["label"]
    assert len(data["cards"]) == 12


# (card index, P0's position, the players' cash afterwards) for P0 drawing at #22 from #16.
CARDS = [
    (0, 0, [500, 400, 400, 400]),  # wages-day: to Mother Earth, wages
    (1, 10, [400, 400, 400, 400]),  # trespass: to Jail
    (2, 22, [380, 400, 400, 400]),  # street-tax: $20 to the Public Treasury
    (3, 22, [430, 400, 400, 400]),  # good-harvest: $30 from Miscellaneous
    (4, 19, [388, 412, 400, 400]),  # missed-train: back 3 to Cottage Terrace, rent $12
    (5, 25, [395, 405, 400, 400]),  # take-train: Gee Whiz R.R., fare $5
    (6, 22, [370, 410, 410, 410]),  # treat-neighbours: $10 to each player
    (7, 22, [430, 390, 390, 390]),  # neighbours-help: $10 from each player
    (8, 22, [370, 400, 400, 400]),  # repairs: $15 a house, two houses
    (9, 20, [500, 400, 400, 400]),  # picnic: advance (round the board) to Central Park
    (10, 22, [450, 400, 400, 400]),  # inheritance: $50 from Miscellaneous
    (11, 38, [378, 422, 400, 400]),  # wall-street: advance to Wall Street, rent $22
]


@pytest.mark.parametrize(("card", "position", "after"), CARDS)
def test_chance_reconstructed_deck_effects(card: int, position: int, after: list[int]) -> None:
    """Seed 000 II ('used as in Monopoly'), 1906 rule 11: the player draws a Chance card, obeys it,
    and the card returns to the pack (option chance="reconstructed", the default)."""
    state = game(4)
    give(state, 1, 19, 25, 38)
    give(state, 0, 36)
    state.houses[36] = [0, 0]
    place(state, 0, 16)
    events = throw(state, 2, 4, card)
    drawn = [e for e in events if isinstance(e, ev.ChanceDrawn)]
    assert len(drawn) == 1 and drawn[0].player == 0 and drawn[0].text
    assert state.players[0].position == position
    assert cash(state) == after
    assert state.players[0].in_jail == (card == 1)
    assert state.players[0].circuits == (1 if card in (0, 9) else 0)
    assert state.phase == Phase.POST_ROLL


def test_chance_inert_option_makes_the_chance_spaces_do_nothing() -> None:
    """Dossier 7.26 (option chance="inert"): strict mode; the Chance spaces have no effect."""
    state = game(4, chance="inert")
    place(state, 0, 16)
    events = throw(state, 2, 4)
    assert not any(isinstance(e, ev.ChanceDrawn) for e in events)
    assert state.players[0].position == 22
    assert cash(state) == [400] * 4 and state.phase == Phase.POST_ROLL
