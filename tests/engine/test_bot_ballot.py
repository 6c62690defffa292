"""The rules-of-thumb bot moves and votes for the Single Tax by its reckoning of its own final count
(issue 24, section 3), and says the reckoning in a sentence."""

from __future__ import annotations

import pytest

from landlords.actions import Propose, Vote
from landlords.bots import HeuristicBot, ballot
from landlords.bots.ballot import Reckoning, carried, per_circuit, reckon
from landlords.bots.forecast import forecast
from landlords.bots.valuation import HIT_CHANCE, circuits_left
from landlords.edition import rules_of, score
from landlords.engine import apply, decider
from landlords.save import fingerprint
from landlords.state import Phase

from .helpers import game, give
from .test_forecast import mid_game

#: Three lots of the 1906 board (Lord Blueblood's Estate, a rent of $0, and two others).
LOTS = (1, 3, 6)


def test_the_deeds_count_nothing_at_once() -> None:
    state = game()
    give(state, 0, *LOTS)
    before = fingerprint(state)
    mine, other = reckon(state, (0, 1))
    assert fingerprint(state) == before
    assert (mine.player, mine.lots, other.lots) == (0, 3, 0)
    sim = carried(state)
    assert sim.single_tax and not state.single_tax
    assert score(sim, 0).total == score(state, 0).total - 300
    left = circuits_left(state)
    assert mine.without == pytest.approx(score(state, 0).total + left * per_circuit(state, 0))


def test_a_circuit_by_hand() -> None:
    """Wages, the cards' takings from three other players' stops, less one's own stops."""
    state = game()
    give(state, 0, *LOTS)
    rules = rules_of(state)
    takings = sum(state.board.spaces[s].rent for s in LOTS) * 3 * HIT_CHANCE
    costs = sum(rules.landing_cost(state, 0, s) for s in range(len(state.board))) * HIT_CHANCE
    assert per_circuit(state, 0) == pytest.approx(state.wages + takings - costs)
    sim = carried(state)  # the land rent goes to the Treasury: the lots bring their holder nothing
    costs = sum(rules.landing_cost(sim, 0, s) for s in range(len(sim.board))) * HIT_CHANCE
    assert per_circuit(sim, 0) == pytest.approx(sim.wages - costs)


def test_the_shared_goal_can_end_the_game_sooner() -> None:
    """With the shared goal as the object the game lasts no longer than the Treasury takes to pay
    for the programme; under the old count it lasts its circuits."""
    shared, counted = game(), game(single_tax_object="count")
    for state in (shared, counted):
        give(state, 1, *LOTS)
    a, b = reckon(shared, (0,))[0], reckon(counted, (0,))[0]
    assert a.without == b.without
    assert a.with_tax != b.with_tax


def test_the_reckoning_agrees_with_the_forecast_in_sign() -> None:
    """Measured on 200 player-positions (docs/bots.md); here two positions, a few games."""
    for seed, turn in ((2, 30), (3, 15)):
        state = mid_game(seed, turn)
        outlook = forecast(state, 4, seed=seed)
        assert outlook is not None
        for mine, w, wo in zip(reckon(state), outlook.with_tax.players, outlook.without_tax.players, strict=True):
            assert (mine.gain > 0) == (w.mean_count > wo.mean_count), (seed, turn, mine, w, wo)


@pytest.mark.parametrize("gain", [120.0, -80.0])
def test_votes_and_motions_follow_the_reckoning(monkeypatch: pytest.MonkeyPatch, gain: float) -> None:
    def reckoned(state: object, players: tuple[int, ...] | None = None) -> tuple[Reckoning, ...]:
        return tuple(Reckoning(p, 0, 500.0, 500.0 + gain) for p in players or range(4))

    monkeypatch.setattr(ballot, "reckon", reckoned)
    bot = HeuristicBot()
    state = mid_game()
    state.turn = 3 * state.num_players + state.current  # the bot's turn to weigh the motion
    decision = bot.decide(state)
    assert isinstance(decision.action, Propose) == (gain > 0)
    higher = "higher" if gain > 0 else "lower"
    if gain > 0:
        assert (
            decision.reason == "I hold no lots; by my reckoning under the Single Tax my expected count is $120 higher"
        )
    apply(state, Propose(state.current, "single_tax"))
    assert state.phase == Phase.VOTE
    vote = bot.decide(state)
    assert vote.action == Vote(decider(state), gain > 0)
    assert vote.reason.endswith(f"my expected count is ${abs(gain):.0f} {higher}")


def test_sentences() -> None:
    assert Reckoning(0, 1, 400.0, 300.4).sentence() == (
        "I hold 1 lot; by my reckoning under the Single Tax my expected count is $100 lower"
    )
    assert Reckoning(0, 0, 400.0, 400.2).sentence() == (
        "I hold no lots; by my reckoning the Single Tax leaves my expected count about the same"
    )
