"""Setup: cash by player count, the opening deal of title cards, the first player."""

from __future__ import annotations

import pytest

from landlords import events as ev
from landlords.actions import BuyTitle, FinishBuying, Roll
from landlords.engine import apply, decider, legal_actions, new_game
from landlords.ledger import total_money
from landlords.options import Options
from landlords.state import TREASURY, GameState, Phase

from .scenario import refused

NAMES = ("A", "B", "C", "D")


def finish_setup(state: GameState) -> None:
    while state.phase == Phase.SETUP:
        apply(state, FinishBuying(decider(state)))


@pytest.mark.parametrize(("players", "cash"), [(2, 600), (3, 500), (4, 400)])
def test_setup_cash_by_player_count(players: int, cash: int) -> None:
    """Seed 000 III: 2 players $600 each, 3 players $500, 4 players $400."""
    state = new_game(Options(players=NAMES[:players], deal="none"), seed=5)
    assert [p.cash for p in state.players] == [cash] * players
    assert [p.position for p in state.players] == [0] * players  # everyone starts on Mother Earth
    assert state.treasury == 0
    assert total_money(state) == 0  # the cash came from Miscellaneous, the bank


def test_title_deal_twelve_cards_may_be_bought_at_printed_price() -> None:
    """Seed 000 III: twelve title cards are dealt; each player may buy any or all of his at the
    printed price, paid to the Public Treasury."""
    state = new_game(Options(players=NAMES), seed=11)
    assert state.phase == Phase.SETUP
    dealt = [card for hand in state.dealt for card in hand]
    assert len(dealt) == 12 and len(set(dealt)) == 12
    assert [len(hand) for hand in state.dealt] == [3, 3, 3, 3]
    assert set(dealt) <= set(state.board.ownable)
    assert all(owner == -1 for owner in state.owner)
    first = state.first_player
    assert decider(state) == first
    card = state.dealt[first][0]
    price = state.board.spaces[card].price
    assert BuyTitle(first, card) in legal_actions(state)
    events = apply(state, BuyTitle(first, card))
    assert state.owner[card] == first
    assert state.players[first].cash == 400 - price
    assert state.treasury == price
    assert ev.Payment(first, TREASURY, price, "title card") in events
    # Another player's card cannot be bought.
    other = state.dealt[(first + 1) % 4][0]
    assert "not dealt to you" in refused(state, BuyTitle(first, other))


def test_unbought_title_cards_return_to_the_pack() -> None:
    """Seed 000 III / dossier 3.3: cards nobody buys go back to the pack (unowned, auctioned when
    landed on)."""
    state = new_game(Options(players=NAMES), seed=11)
    first = state.first_player
    bought = state.dealt[first][0]
    apply(state, BuyTitle(first, bought))
    unbought = [c for hand in state.dealt for c in hand if c != bought]
    finish_setup(state)
    assert state.phase == Phase.PRE_ROLL
    assert state.current == first
    assert state.dealt == []
    assert state.owner[bought] == first
    assert all(state.owner[c] == -1 for c in unbought)
    assert sum(o != -1 for o in state.owner) == 1


@pytest.mark.parametrize(("players", "each"), [(4, 6), (3, 8), (2, 12)])
def test_title_deal_twenty_four_cards_option(players: int, each: int) -> None:
    """1906 rulebook rule 1 (dossier 3.3, 3.4 #1), option deal="24": 24 cards are dealt one at a
    time to the left, starting with the first player."""
    state = new_game(Options(players=NAMES[:players], deal="24"), seed=2)
    dealt = [card for hand in state.dealt for card in hand]
    assert len(dealt) == 24 and len(set(dealt)) == 24
    assert [len(hand) for hand in state.dealt] == [each] * players


def test_average_hands_fast_start() -> None:
    """1906 rulebook 'To Beginners' (dossier 3.2; seed 000 III fast start, corrected prices): each
    player takes one $325 average hand free and $75 cash; play starts at once."""
    state = new_game(Options(players=NAMES, deal="average_hands"), seed=4)
    assert state.phase == Phase.PRE_ROLL
    assert [p.cash for p in state.players] == [75, 75, 75, 75]
    hands = [
        {14, 29, 38, 5, 25},  # Beggarman's Court, The Bowery, Wall Street, Royal Rusher, Gee Whiz
        {11, 26, 36, 15, 27},  # Boomtown, Fairhope, Grand Boulevard, Shooting Star, Slambang
        {3, 12, 21, 23, 35, 8},  # Lonely Lane, Goat Alley, Easy St, George St, P.D.Q., Speculation
        {6, 18, 19, 31, 34},  # The Pike, Market Place, Cottage Terrace, Broadway, Fifth Avenue
    ]
    for p, hand in enumerate(hands):
        assert {s for s, o in enumerate(state.owner) if o == p} == hand
        assert sum(state.board.spaces[s].price for s in hand) == 325
    assert state.treasury == 0  # the hands are given, not bought
    assert total_money(state) == 0
    assert Roll(state.first_player) in legal_actions(state)


def test_first_player_is_random_deterministic_per_seed_and_varies_across_seeds() -> None:
    """Seed 000 III: a player is selected at random to start; the game's own seeded generator
    makes the choice, so the same seed always gives the same first player."""
    options = Options(players=NAMES, deal="none")
    firsts = [new_game(options, seed).first_player for seed in range(24)]
    assert firsts == [new_game(options, seed).first_player for seed in range(24)]
    assert set(firsts) == {0, 1, 2, 3}
    for seed in range(6):
        state = new_game(options, seed)
        assert state.current == state.first_player == decider(state)


@pytest.mark.parametrize(
    ("edition", "deal"), [("1906", "none"), ("1906", "average_hands"), ("1904", "none"), ("prosperity", "")]
)
def test_with_no_opening_purchases_the_first_turn_starts_like_any_other(edition: str, deal: str) -> None:
    """Our reading, because every turn starts the same way: the first turn of a game without
    opening purchases begins with its turn event, and a Single Tax switch set for turn 1 happens
    on turn 1, not turn 2."""
    events: ev.Events = []
    options = Options(edition=edition, players=NAMES[:3])
    if deal:
        options = options.replace(deal=deal)
    if edition == "1906":
        options = options.replace(single_tax_at_turn=1)
    state = new_game(options, seed=3, events=events)
    assert state.phase == Phase.PRE_ROLL
    assert ev.TurnStarted(state.first_player, 1) in events
    assert state.single_tax == (edition == "1906")
    assert (ev.SingleTaxAdopted() in events) == (edition == "1906")
