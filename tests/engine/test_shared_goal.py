"""The Single Tax's shared goal (seed 002, "Winning"; the lead's definition): the game ends, every
player winning, the moment the Public Treasury has paid for every step its programme names (both
utilities and every railroad public, both Free Colleges built, wages raised to $110); if the game's
ordinary end comes first nobody wins, and the end says how far the public got. The old reading
(the 1906 count, lot deeds at nothing, one winner) is the option ``single_tax_object="count"``."""

from __future__ import annotations

import pytest

from landlords import events as ev
from landlords.actions import EndTurn, Propose, Vote
from landlords.bots import RandomBot
from landlords.describe import describe_event, progress_words
from landlords.edition import rules_of, scores, winners
from landlords.editions.standard1906 import singletax
from landlords.editions.standard1906.singletax import (
    GOAL_WAGES,
    programme,
    programme_distance,
    programme_next,
    public_progress,
    shared_goal_reached,
)
from landlords.engine import apply, decider, is_over, new_game
from landlords.events import Events, GameOver, ProgrammeStep
from landlords.options import Options
from landlords.state import MISC, TREASURY, GameState, Phase
from landlords.tools.simulate import options_for, play_game

from .helpers import game, give
from .scenario import place, throw

RULEBOOK_LABELS = [
    "Soakum Lighting System",
    "Slambang Trolley",
    "P. D. Q. R. R.",
    "Gee Whiz R. R.",
    "Shooting Star R. R.",
    "Royal Rusher R. R.",
    "Free College on Lord Blueblood's Estate",
    "Free College on D. F. Hogg's Game Preserves",
    "Wages $110",
]


def single_tax(players: int = 3, **options: object) -> GameState:
    """A game in which P0 proposes the Single Tax and P1 seconds it, at P0's throw."""
    state = game(players, **options)
    apply(state, Propose(0, "single_tax"))
    apply(state, Vote(1, True))
    assert state.single_tax and state.phase == Phase.PRE_ROLL
    return state


def after_steps(steps: int, treasury: int = 46, **options: object) -> GameState:
    """A Single Tax game whose Treasury has paid for ``steps`` steps of the programme and holds
    ``treasury``; P0 is to throw from Mother Earth."""
    state = single_tax(**options)
    state.treasury, state.misc = treasury, state.misc - treasury
    for _ in range(steps):
        state.treasury, state.misc = state.treasury + singletax.STEP, state.misc - singletax.STEP
        singletax.after_treasury_credit(state, [])
    assert of_acquisitions(state) == steps and state.treasury == treasury
    return state


def of_acquisitions(state: GameState) -> int:
    return state.acquisitions  # type: ignore[attr-defined, no-any-return]


def rent_of_the_farm(state: GameState) -> Events:
    """P0 throws 3 and 4 onto The Farm (#7): its $4 land rent goes to the Public Treasury."""
    place(state, 0, 0)
    events = throw(state, 3, 4)
    assert state.players[0].position == 7
    assert ev.Payment(0, TREASURY, 4, "land rent") in events
    return events


def kinds(events: Events) -> list[type[ev.Event]]:
    return [type(e) for e in events if isinstance(e, ev.MadePublic | ev.CollegeOpened | ev.WagesRaised | GameOver)]


# --- the boundary: the last railroad, the second college, the wage step ---------------------------


def test_the_last_railroad_made_public_does_not_end_the_game() -> None:
    state = after_steps(5)
    events = rent_of_the_farm(state)
    assert kinds(events) == [ev.MadePublic] and ev.MadePublic(5, -1) in events
    assert all(state.public[s] for s in state.board.indices_of("railroad"))
    assert not shared_goal_reached(state) and not is_over(state) and state.phase == Phase.POST_ROLL
    assert programme_next(state) == ProgrammeStep("college", 30, "Free College on Lord Blueblood's Estate", False)


def test_the_second_college_does_not_end_the_game_while_wages_are_100() -> None:
    state = after_steps(7)
    events = rent_of_the_farm(state)
    assert ev.CollegeOpened(4) in events and kinds(events) == [ev.CollegeOpened]
    assert state.colleges == [30, 4] and state.wages == 100
    assert not shared_goal_reached(state) and not is_over(state)
    assert programme_next(state) == ProgrammeStep("wages", None, "Wages $110", False)


def test_the_wage_step_to_110_reaches_the_goal_and_ends_the_game_with_every_player_winning() -> None:
    state = after_steps(8)
    events = rent_of_the_farm(state)
    assert kinds(events) == [ev.WagesRaised, GameOver]
    assert state.wages == GOAL_WAGES and shared_goal_reached(state)
    assert is_over(state) and decider(state) == -1
    over = events[-1]
    assert isinstance(over, GameOver)
    assert over.winners == (0, 1, 2) and winners(state) == [0, 1, 2]
    assert over.scores == tuple(s.total for s in scores(state))
    assert state.end_reason == over.reason
    assert over.reason == (
        "the public reached the Single Tax's shared goal (6 utilities and railroads public, "
        "2 Free Colleges built, wages $110)"
    )
    assert over.public == singletax.PublicProgress(True, (13, 27, 35, 25, 15, 5), (30, 4), 110, ())
    assert describe_event(state, over) == f"The game is over: {over.reason}. Everyone wins."


def test_the_goal_reached_in_the_middle_of_a_move_ends_the_game_once_that_move_is_settled() -> None:
    """The land rent pays for the wage step; the house rent owed on the same stop is still paid,
    then the game ends, before the mover can do anything else."""
    state = after_steps(8, treasury=46)
    state.houses[7] = [1]  # The Farm: $4 land rent, then $10 house rent to P1
    place(state, 0, 0)
    events = throw(state, 3, 4)
    paid = [e for e in events if isinstance(e, ev.Payment | ev.WagesRaised | GameOver)]
    assert paid == [
        ev.Payment(0, TREASURY, 4, "land rent"),
        ev.WagesRaised(110),
        ev.Payment(TREASURY, MISC, 50, "public improvement: higher wages"),
        ev.Payment(0, 1, 10, "house rent"),
        paid[-1],
    ]
    assert isinstance(paid[-1], GameOver) and paid[-1].winners == (0, 1, 2) and state.phase == Phase.OVER


def test_with_the_1906_count_as_the_object_the_game_goes_on_past_the_goal() -> None:
    """The old reading (option "count"): one winner by the count, lot deeds at nothing."""
    state = after_steps(8, single_tax_object="count")
    events = rent_of_the_farm(state)
    assert kinds(events) == [ev.WagesRaised]
    assert shared_goal_reached(state) and not is_over(state)
    apply(state, EndTurn(0))
    assert decider(state) == 1


def test_the_shorter_modern_sequence_reaches_the_goal_with_its_free_college() -> None:
    """With the modern sequence each $50 raises wages $10 as well: after its sixth step (the Free
    College) every named step is done, wages $160."""
    state = after_steps(5, single_tax_sequence="seed000")
    assert state.wages == 150 and not shared_goal_reached(state)
    events = rent_of_the_farm(state)
    assert ev.CollegeOpened(30) in events and isinstance(events[-1], GameOver)
    assert events[-1].winners == (0, 1, 2) and state.wages == 160


# --- the ordinary end first ------------------------------------------------------------------------


def ordinary_end(**options: object) -> tuple[GameState, GameOver]:
    """A Single Tax game that reaches its turn limit with three steps of the programme paid for."""
    state = after_steps(3, treasury=0, turn_limit=10, **options)
    give(state, 0, 12)
    state.houses[12] = [0]
    state.turn = 10
    throw(state, 1, 2)
    events = apply(state, EndTurn(0))
    over = events[-1]
    assert isinstance(over, GameOver) and is_over(state)
    return state, over


def test_when_the_ordinary_end_comes_first_nobody_wins_and_the_end_says_how_far_the_public_got() -> None:
    state, over = ordinary_end()
    assert over.winners == () and winners(state) == []
    assert over.reason == "the players stopped after 10 turns"
    assert over.public == singletax.PublicProgress(
        False,
        (13, 27, 35),
        (),
        100,
        tuple(
            ProgrammeStep(kind, space, label, False)
            for kind, space, label in (
                ("buy", 25, "Gee Whiz R. R."),
                ("buy", 15, "Shooting Star R. R."),
                ("buy", 5, "Royal Rusher R. R."),
                ("college", 30, "Free College on Lord Blueblood's Estate"),
                ("college", 4, "Free College on D. F. Hogg's Game Preserves"),
                ("wages", None, "Wages $110"),
            )
        ),
    )
    assert describe_event(state, over) == (
        "The game is over: the players stopped after 10 turns. The public did not reach the shared goal, "
        "so nobody wins: the counts are for information."
    )
    assert progress_words(state, over.public) == (
        "The public did not reach the Single Tax's shared goal.",
        "The public owns Soakum Lighting System, Slambang Trolley and P. D. Q. R. R.; no Free College was built; "
        "wages are $100.",
        "Left to do: Gee Whiz R. R., Shooting Star R. R., Royal Rusher R. R., Free College on Lord Blueblood's "
        "Estate, Free College on D. F. Hogg's Game Preserves and wages $110.",
    )
    notes = rules_of(state).counting_words(state, ("Cash", "Cards"))
    assert "not as a ranking" in notes[-1] and "Title Deeds counted nothing" in notes[-2]


def test_under_the_count_the_ordinary_end_names_the_winner_by_the_count() -> None:
    state, over = ordinary_end(single_tax_object="count")
    totals = [s.total for s in scores(state)]
    assert over.winners == tuple(p for p, t in enumerate(totals) if t == max(totals)) and over.winners
    assert over.public is not None and not over.public.reached
    assert "Winner:" in (describe_event(state, over) or "")
    assert not any("ranking" in n for n in rules_of(state).counting_words(state, ("Cash",)))


def test_a_game_without_the_single_tax_keeps_the_1906_count_and_carries_no_public_progress() -> None:
    state = game(3, turn_limit=10)
    state.turn = 10
    throw(state, 2, 2)  # Fuel: the $10 tax
    events = apply(state, EndTurn(0))
    over = events[-1]
    assert isinstance(over, GameOver) and over.public is None and len(over.winners) >= 1
    assert public_progress(state) is None and programme_next(state) is None


# --- the programme as the page reads it ------------------------------------------------------------


def test_the_programme_lists_every_step_in_order_up_to_and_one_past_the_current_wages() -> None:
    before = game(3)
    assert [s.label for s in programme(before)] == RULEBOOK_LABELS
    assert not any(s.done for s in programme(before))
    assert programme_next(before) is None  # the Treasury pays for nothing before the Single Tax
    state = after_steps(11, treasury=20)
    steps = programme(state)
    assert [s.label for s in steps] == [*RULEBOOK_LABELS, "Wages $120", "Wages $130", "Wages $140"]
    assert [s.done for s in steps] == [True] * 11 + [False]
    assert state.wages == 130 and programme_next(state) == steps[-1]
    assert programme_distance(state) == 30
    assert [s.kind for s in steps[:9]] == ["buy"] * 6 + ["college"] * 2 + ["wages"]
    assert [s.space for s in steps[:9]] == [13, 27, 35, 25, 15, 5, 30, 4, None]


def test_the_modern_sequence_programme_raises_wages_with_every_step() -> None:
    state = single_tax(single_tax_sequence="seed000")
    assert [s.label for s in programme(state)] == [
        "Soakum Lighting System, and wages $110",
        "Royal Rusher R. R., and wages $120",
        "Shooting Star R. R., and wages $130",
        "Gee Whiz R. R., and wages $140",
        "P. D. Q. R. R., and wages $150",
        "Free College on Lord Blueblood's Estate, and wages $160",
    ]


# --- seeded games: the command line and properties -------------------------------------------------


def test_simulate_json_lists_every_player_as_winner_of_a_game_ended_by_the_shared_goal() -> None:
    # Seed 2: a random game that reaches the goal (in seed 3's the players agree to stop at a double first).
    result = play_game(options_for("1906", 4, 1), 2)
    assert result["shared_goal"] is True and result["winners"] == [0, 1, 2, 3]
    assert result["end"].startswith("the public reached the Single Tax's shared goal")
    assert play_game(options_for("1904", 4, 0), 3)["shared_goal"] is False


@pytest.mark.parametrize("seed", range(24))
def test_seeded_single_tax_games_end_at_the_goal_or_before_it_with_their_winners_by_the_rule(seed: int) -> None:
    """Whatever the sequence, the start of the Single Tax and the object: the game never goes on
    past the shared goal when it is the object; every player wins exactly when it is reached, nobody
    when the Single Tax's game ended first, and the count decides otherwise."""
    options = Options(
        players=("A", "B", "C", "D")[: 2 + seed % 3],
        single_tax_at_turn=(1, 10, 40)[seed % 3],
        single_tax_sequence=("rulebook", "seed000")[seed // 3 % 2],
        single_tax_object=("shared", "shared", "count")[seed // 6 % 3],
        turn_limit=(60, 300)[seed // 12],
    )
    state = new_game(options, seed)
    bots = [RandomBot(seed * 13 + i) for i in range(state.num_players)]
    shared = options.single_tax_object == "shared"  # type: ignore[attr-defined]
    events: Events = []
    while not is_over(state):
        assert not (shared and shared_goal_reached(state))
        events = apply(state, bots[decider(state)].decide(state).action)
    over = events[-1]
    assert isinstance(over, GameOver)
    progress = public_progress(state)
    assert over.public == progress
    everyone = tuple(range(state.num_players))
    if shared and progress is not None:
        assert over.winners == (everyone if progress.reached else ())
        assert over.reason.startswith("the public reached") == progress.reached
        assert progress.reached == (not progress.left)
    else:
        totals = over.scores
        assert over.winners == tuple(p for p, t in enumerate(totals) if t == max(totals))
