"""Milestones: a game's turning points, in order, each resting on an event that happened."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from landlords import events as ev
from landlords.actions import Propose, Vote
from landlords.bots import make_bot
from landlords.engine import apply, decider, is_over, new_game
from landlords.events import Events
from landlords.milestones import HOLDINGS, Milestone, Tracker, milestones
from landlords.options import Options
from landlords.state import GameState

from .helpers import game, give
from .test_properties import OPTION_SETS

LEVELS = ("heuristic", "random", "heuristic", "random")


def played(options: Options, seed: int) -> GameState:
    """A whole game between rules-of-thumb and random bots (the random ones move and vote at random)."""
    state = new_game(options, seed)
    bots = [make_bot(LEVELS[i], seed=seed + i) for i in range(state.num_players)]
    while not is_over(state):
        apply(state, bots[decider(state)].decide(state).action)
    return state


def events_by_move(options: Options, seed: int, state: GameState) -> list[tuple[Events, list[int]]]:
    """Each move's events (the opening's first), with the turn each happened in."""
    opening: Events = []
    replay = new_game(options, seed, opening)
    turn = replay.turn
    out: list[tuple[Events, list[int]]] = []
    for events in [opening, *(apply(replay, a) for a in state.actions)]:
        turns = []
        for e in events:
            if isinstance(e, ev.TurnStarted):
                turn = e.turn
            turns.append(turn)
        out.append((events, turns))
    return out


@given(opts=OPTION_SETS, seed=st.integers(0, 2**31))
@settings(max_examples=20, deadline=None)
def test_milestones_are_in_turn_order_and_each_cites_an_event_of_its_move(opts: dict, seed: int) -> None:
    options = Options(**opts)
    state = played(options, seed)
    found = milestones(options, seed, state.actions)
    by_move = events_by_move(options, seed, state)
    assert [(m.moves, m.turn) for m in found] == sorted((m.moves, m.turn) for m in found)
    for m in found:
        events, turns = by_move[m.moves]
        assert m.event in events, m
        assert m.turn in {t for e, t in zip(events, turns, strict=True) if e == m.event}
        assert m.text and not m.text[0].islower() and m.text.endswith(".")
    # Every vote is told, and how it went; the end is the last milestone of a finished game.
    told = [type(e) for events, _ in by_move for e in events]
    assert sum(m.kind == "proposed" for m in found) == told.count(ev.MotionProposed)
    outcomes = told.count(ev.MotionCarried) + told.count(ev.MotionLost)
    assert sum(m.kind in ("carried", "lost") for m in found) == outcomes
    fallen = {
        (type(e), e.player) for events, _ in by_move for e in events if isinstance(e, (ev.ToPoorHouse, ev.Waived))
    }
    assert sorted((m.kind, m.players) for m in found if m.kind in ("poorhouse", "waived")) == sorted(
        ("poorhouse" if kind is ev.ToPoorHouse else "waived", (player,)) for kind, player in fallen
    )
    assert found[-1].kind == "end" and found[-1].moves == len(state.actions)


@given(seed=st.integers(0, 2**31))
@settings(max_examples=10, deadline=None)
def test_each_named_holding_is_a_milestone_once_its_first_holder_has_it(seed: int) -> None:
    options = Options(edition="prosperity", players=("A", "B", "C"))
    state = played(options, seed)
    found = [m for m in milestones(options, seed, state.actions) if m.kind == "holding"]
    assert len({m.text.split(" holds ")[1] for m in found}) == len(found)
    replay = new_game(options, seed)
    for moves, action in enumerate(state.actions, start=1):
        apply(replay, action)
        for m in found:
            if m.moves == moves:
                (player,) = m.players
                kind = "utility" if "utilit" in m.text else "railroad"
                assert all(replay.owner[s] == player for s in replay.board.indices_of(kind))


def test_the_single_tax_vote_is_told_with_who_voted_which_way() -> None:
    state = game(3)
    tracker = Tracker()
    for moves, action in enumerate((Propose(0, "single_tax"), Vote(1, False), Vote(2, True)), start=1):
        tracker.see(state, apply(state, action), moves)
    kinds = [(m.kind, m.moves) for m in tracker.found]
    assert kinds == [("proposed", 1), ("carried", 3)]
    carried = tracker.found[1]
    assert carried.text == "The vote for the Single Tax is carried, 2 to 1: for, P0 and P2; against, P1."
    assert carried.players == (0, 2)


def test_a_lost_vote_is_a_milestone_too() -> None:
    state = game(3)
    tracker = Tracker()
    for moves, action in enumerate((Propose(0, "single_tax"), Vote(1, False), Vote(2, False)), start=1):
        tracker.see(state, apply(state, action), moves)
    assert [m.kind for m in tracker.found] == ["proposed", "lost"]
    assert tracker.found[-1].text.endswith("is lost, 1 to 2: for, P0; against, P1 and P2.")


def test_the_first_railroad_monopoly_of_1906_cites_the_sale_that_made_it_once() -> None:
    state = game(3)
    tracker = Tracker()
    give(state, 1, 5, 15)
    sale = ev.Sold(1, 15, 50)
    made = tracker.see(state, [ev.Payment(1, -1, 50, "purchase"), sale, ev.TurnStarted(2, 7)], 12)
    assert made == [Milestone("holding", 12, state.turn, "P1 holds a railroad Monopoly (two railroads).", sale, (1,))]
    give(state, 2, 25, 35)
    assert tracker.see(state, [ev.Sold(2, 35, 50)], 13) == []  # the first holder's only
    give(state, 2, 5, 15)
    (four,) = tracker.see(state, [ev.Traded(2, 1, (), (5, 15), 100, 0)], 14)
    assert four.text == "P2 holds all four railroads." and four.event.partner == 1  # type: ignore[attr-defined]


def test_the_1906_cinch_the_poor_house_and_the_first_debt_waived() -> None:
    state = game(2)
    tracker = Tracker()
    give(state, 0, 13, 27)
    poor = ev.ToPoorHouse(1, "$10 to P0")
    waived = [ev.Waived(1, 0, 4), ev.Waived(1, 0, 6)]
    found = tracker.see(state, [ev.Sold(0, 27, 50), poor, *waived], 3)
    assert [m.kind for m in found] == ["holding", "poorhouse", "waived"]
    assert found[0].text == "P0 holds the Municipal Cinch (both franchises)."
    assert found[2].event is waived[0]
    again = tracker.see(state, [ev.ToPoorHouse(1, "$5 to P0"), ev.ToPoorHouse(0, "$5 to P1")], 9)
    assert [(m.kind, m.players) for m in again] == [("poorhouse", (0,))]  # each player's first fall


def test_the_1904_game_names_no_monopoly_but_tells_each_charter() -> None:
    assert "1904" not in HOLDINGS
    options = Options(edition="1904", players=("A", "B", "C"))
    state = played(options, 3)
    found = milestones(options, 3, state.actions)
    charters = [m for m in found if m.kind == "charter"]
    assert all(isinstance(m.event, ev.Chartered) for m in charters)
    assert len(charters) == len({m.event.space for m in charters})  # type: ignore[attr-defined]


def test_the_shared_goal_is_a_milestone_just_before_the_end_it_brings() -> None:
    options = Options(edition="1906", players=("A", "B", "C"), single_tax_at_turn=20)
    state = played(options, 7)
    found = milestones(options, 7, state.actions)
    goal = [m for m in found if m.kind == "goal"]
    assert [m.kind for m in found[-2:]] == ["goal", "end"] and len(goal) == 1
    assert isinstance(goal[0].event, (ev.MadePublic, ev.CollegeOpened, ev.WagesRaised))
    assert any(m.kind == "adopted" for m in found)
