"""The rules-of-thumb bot moves and votes for the Single Tax by its reckoning of its own final count
(issue 24, section 3), and says the reckoning in a sentence."""

from __future__ import annotations

import pytest

from landlords.actions import Propose, Vote
from landlords.bots import HeuristicBot, ballot
from landlords.bots.ballot import Reckoning, carried, per_circuit, reckon
from landlords.bots.forecast import forecast
from landlords.bots.montecarlo import MonteCarloBot
from landlords.bots.valuation import HIT_CHANCE, circuits_left
from landlords.edition import rules_of, score
from landlords.engine import apply, decider, legal_actions
from landlords.save import fingerprint
from landlords.state import GameState, Phase

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


# --- the stop at the next double (seed 000, note 2), weighed by standing ------------------------------


def stop_votes(state: GameState) -> list[tuple[bool, str]]:
    """Each player's answer to the stop, put by player 0, as the bot gives it."""
    apply(state, Propose(0, "end_game"))
    out = []
    while state.phase == Phase.VOTE:
        me = decider(state)
        decision = HeuristicBot(seed=me).decide(state)
        assert isinstance(decision.action, Vote)
        out.append((decision.action.yes, decision.reason))
        apply(state, decision.action)
    return out


def test_the_leader_agrees_to_stop_and_one_far_behind_refuses() -> None:
    state = game(3)
    for p, cash in enumerate((400, 1000, 100)):
        state.players[p].cash = cash
    (yes1, why1), (yes2, why2) = stop_votes(state)
    assert yes1 and why1 == "I lead by $600, so stopping soon suits me"
    assert not yes2 and why2 == "I am $900 behind P1 and need more turns to catch up"
    assert not state.end_at_next_double


def test_close_behind_agrees_unless_the_game_left_would_let_it_catch_up() -> None:
    state = game(2)
    state.players[0].cash, state.players[1].cash = 1000, 950
    assert ballot.stop_vote(state, 1) == (True, "I am $50 behind P0, and by my reckoning more turns would not help me")
    give(state, 1, *LOTS, 8, 9)  # cards that bring P1 about $4 a circuit more than P0 earns
    state.players[1].cash = 990 - 500
    assert score(state, 1).total == 990
    gain = (per_circuit(state, 1) - per_circuit(state, 0)) * circuits_left(state)
    assert 10 < gain < 50
    yes, why = ballot.stop_vote(state, 1)
    assert not yes and why == "I am $10 behind P0, and by my reckoning the game left would let me catch up"


def test_nobody_stops_a_single_tax_game_short_of_the_shared_goal() -> None:
    state = game(3, single_tax_at_turn=1)
    state.single_tax = True
    for p in range(3):
        yes, why = ballot.stop_vote(state, p)
        assert not yes and "nobody" in why


def test_at_the_start_everyone_level_nobody_agrees_to_stop() -> None:
    """Everyone level and earning alike: the game left could let any of them pull ahead."""
    state = game(3)
    assert stop_votes(state) == [
        (False, "I am level with P0, and by my reckoning the game left would let me pull ahead")
    ]
    assert not state.end_at_next_double  # one no ends the vote


def test_the_look_ahead_bot_leaves_the_stop_to_the_people() -> None:
    state = game(3)
    bot = MonteCarloBot(seed=1, playouts=2)
    actions = legal_actions(state)
    assert Propose(0, "end_game") in actions
    assert Propose(0, "end_game") not in bot.candidates(state, actions, actions[0])
