"""ui.lesson, ui.forecasting and the vote's buttons (issue 24): the programme as the page lays it out,
what just became public, the end of a Single Tax game in the public's terms, the turn the chart
marks, and the forecast by play as the page runs it (the same numbers as the command line's)."""

from __future__ import annotations

import pytest

from landlords.actions import Propose, Vote
from landlords.bots import make_bot
from landlords.bots.forecast import forecast
from landlords.editions.standard1906 import singletax
from landlords.engine import apply, decider, is_over, legal_actions, new_game
from landlords.events import CollegeOpened, MadePublic, Payment, SingleTaxAdopted, WagesRaised
from landlords.options import Options
from landlords.state import GameState, Phase
from ui import controls
from ui.chart import wealth_chart
from ui.forecasting import Forecasting, from_json, position_key, to_json
from ui.lesson import end_lesson, forecast_view, news, programme_view, single_tax_turn

from .helpers import play_out, start, steps


def bots_until(
    seed: int, stop: object, players: tuple[str, ...] = ("Ann", "Ben", "Cleo"), **options: object
) -> GameState:
    """A 1906 game played by rules-of-thumb bots until ``stop(state)`` holds (or it is over)."""
    state = new_game(Options(edition="1906", players=players, **options), seed, [])  # type: ignore[arg-type]
    bots = [make_bot("heuristic", seed=i) for i in range(len(players))]
    while not is_over(state) and not stop(state):  # type: ignore[operator]
        apply(state, bots[decider(state)].decide(state).action)
    return state


def opened() -> GameState:
    """A 1906 game for Ann, Ben and Cleo with no titles dealt, at Ann's throw."""
    state = new_game(Options(edition="1906", players=("Ann", "Ben", "Cleo"), deal="none"), 1, [])
    state.current = state.first_player = 0
    return state


def voting(seed: int = 7) -> GameState:
    """A game at its Single Tax vote: bots play to turn 10, then whoever may moves it (the bots
    themselves propose it only when their reckoning says it pays them, which it seldom does)."""
    state = bots_until(seed, lambda s: s.turn >= 10 and Propose(decider(s), "single_tax") in legal_actions(s))
    apply(state, Propose(decider(state), "single_tax"))
    assert state.phase == Phase.VOTE and state.motion is not None and state.motion.motion == "single_tax"
    return state


def carried(steps_paid: int, treasury: int = 20) -> GameState:
    """A game in which the Single Tax has just come in and the Treasury has paid ``steps_paid`` steps."""
    state = opened()
    apply(state, Propose(0, "single_tax"))
    apply(state, Vote(1, True))
    assert state.single_tax
    state.treasury, state.misc = treasury, state.misc - treasury
    for _ in range(steps_paid):
        state.treasury, state.misc = state.treasury + singletax.STEP, state.misc - singletax.STEP
        singletax.after_treasury_credit(state, [])
    return state


# --- the forecast as the page runs it -------------------------------------------------------------


def test_the_page_forecast_plays_the_same_games_as_the_command_line() -> None:
    state = voting()
    job = Forecasting(state, games=4, seed=3)
    seen = []
    while not job.finished:
        job.step()
        seen.append(job.done)
    assert seen == list(range(1, 9))
    assert job.result() == forecast(state, games=4, seed=3)
    assert state.phase == Phase.VOTE  # the position is left as it was


def test_a_forecast_played_in_short_slices_gives_the_same_numbers() -> None:
    """The page stops within a continuation when its slice is up: the continuation goes on from
    there at the next step, and only finished ones are counted."""
    state = voting()
    job = Forecasting(state, games=3, seed=5)
    steps = 0
    while not job.finished:
        before = job.done
        job.step(lambda: False)  # time up at the first pause
        steps += 1
        assert job.done in (before, before + 1)
    assert steps > 3 * job.total  # a continuation here is several slices, not one
    assert job.result() == forecast(state, games=3, seed=5)


def test_a_forecast_crosses_from_the_worker_as_json_unchanged() -> None:
    result = forecast(voting(), games=3, seed=1)
    assert result is not None
    assert from_json(to_json(result)) == result


def test_a_forecast_is_cached_by_position() -> None:
    state = voting()
    assert position_key(state) == position_key(state.clone())
    other = voting(seed=1)
    assert position_key(other) != position_key(state)
    assert position_key(state, games=10) != position_key(state)


def test_the_forecast_table_says_what_it_is_and_gives_each_player_both_ways() -> None:
    result = forecast(voting(), games=5, seed=2)
    assert result is not None
    view = forecast_view(result)
    assert view.title == "Forecast by play: 5 bot games each way"
    assert "not a promise" in view.caption and "5 times" in view.caption
    assert [r.name for r in view.rows] == ["Ann", "Ben", "Cleo"]
    for row, w, wo in zip(view.rows, result.with_tax.players, result.without_tax.players, strict=True):
        assert row.with_tax.mean == f"${round(w.mean_count):,}"
        assert row.without_tax.range == f"${round(wo.low):,}\u2013${round(wo.high):,}"
        diff = round(w.mean_count - wo.mean_count)
        assert row.change == (f"${abs(diff):,} {'more' if diff > 0 else 'less'}" if diff else "about the same")
        debts = round(wo.debt * 5)
        assert (f"in debt in {debts} of 5" in row.without_tax.troubles) == (debts > 0)
    assert len(view.lines) == 1 and "shared goal" in view.lines[0]


# --- the vote's buttons --------------------------------------------------------------------------


def test_proposing_says_it_is_a_yes_vote_and_each_vote_names_the_voter() -> None:
    state = opened()
    assert controls.choice(state, Propose(0, "single_tax")).label == (
        "Propose the Single Tax: Ann votes yes by proposing"
    )
    apply(state, Propose(0, "single_tax"))
    panel = controls.panel(state)
    assert [c.label for g in panel.main for c in g.choices] == ["Ben votes yes", "Ben votes no"]


# --- the programme -------------------------------------------------------------------------------


def test_before_the_single_tax_the_programme_is_shown_greyed_as_what_would_come() -> None:
    state = new_game(Options(edition="1906", players=("Ann", "Ben")), 1, [])
    view = programme_view(state)
    assert view is not None and not view.in_force
    assert view.title == "If the Single Tax comes in: the public's programme"
    assert [r.label for r in view.rows][:2] == ["Soakum Lighting System", "Slambang Trolley"]
    assert {r.status for r in view.rows} == {"later"}
    assert "rule 6" in view.next_words


def test_no_programme_where_the_single_tax_cannot_come() -> None:
    never = new_game(Options(edition="1906", players=("Ann", "Ben"), single_tax_motion="never"), 1, [])
    assert programme_view(never) is None
    assert programme_view(new_game(Options(edition="1904", players=("Ann", "Ben")), 1, [])) is None


def test_mid_way_the_programme_says_what_is_done_what_the_next_50_buys_and_how_far_it_is() -> None:
    state = carried(steps_paid=3, treasury=20)
    view = programme_view(state)
    assert view is not None and view.in_force and view.title == "The public's programme"
    assert [r.status for r in view.rows][:5] == ["done", "done", "done", "next", "later"]
    assert view.rows[3].label == "Gee Whiz R. R."
    assert view.next_words == "The next $50 buys Gee Whiz R. R.: the Treasury holds $20, $30 to go."
    assert "every player wins together" in view.goal_words


def test_the_wage_step_reads_as_wages() -> None:
    state = carried(steps_paid=8, treasury=0)
    view = programme_view(state)
    assert view is not None
    assert view.next_words == "The next $50 buys wages of $110: the Treasury holds $0, $50 to go."


def test_news_is_what_became_public_in_the_logs_own_words() -> None:
    state = carried(steps_paid=0)
    said = news(
        state, [Payment(0, 1, 5, "rent"), SingleTaxAdopted(), MadePublic(13, -1), CollegeOpened(30), WagesRaised(110)]
    )
    assert said == (
        "The Single Tax is in force: land rent now goes to the Public Treasury.",
        "The public buys Soakum Lighting System: it is free to all from now on.",
        "A Free College opens on Lord Blueblood's Estate.",
        "Wages rise to $110.",
    )


# --- the end -------------------------------------------------------------------------------------


def test_a_shared_goal_end_says_everyone_won_together_and_ranks_nobody() -> None:
    state = bots_until(1, lambda s: False, single_tax_at_turn=1)
    assert is_over(state) and state.end_reason.startswith("the public reached")
    told = end_lesson(state)
    assert told is not None and told.title == "Everyone wins together" and not told.ranked
    assert told.lines[0].startswith("The public finished its programme, so every player wins together")
    assert told.lines[1].startswith("The public owns Soakum Lighting System")
    assert controls.panel(state).heading == "Everyone wins together"


def test_an_ordinary_end_under_the_single_tax_says_how_far_the_public_got() -> None:
    session = start(single_tax_at_turn=1)  # the short game: one circuit
    play_out(session)
    state = session.state
    assert state.single_tax and not state.end_reason.startswith("the public reached")
    told = end_lesson(state)
    assert told is not None and told.title == "The game is over: nobody wins"
    assert told.lines[0] == "The public did not reach the Single Tax's shared goal."
    assert any(line.startswith("Left to do:") for line in told.lines)
    assert "no single player wins" in told.lines[-1]


def test_the_count_reading_and_the_monopolist_game_end_as_before() -> None:
    assert end_lesson(bots_until(1, lambda s: False, single_tax_object="count")) is None
    assert end_lesson(bots_until(1, lambda s: False, single_tax_motion="never", circuits=1)) is None


# --- the chart's mark -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seed", "options"),
    [
        (3, {"single_tax_at_turn": 1}),
        (3, {"single_tax_at_turn": 4}),
        (7, {"single_tax_at_turn": 12}),  # later, with opening purchases
        (5, {"deal": "none", "single_tax_at_turn": 9}),  # no opening purchases
    ],
)
def test_the_chart_marks_the_turn_the_single_tax_came_in(seed: int, options: dict[str, object]) -> None:
    session = start(bots=("Ann", "Bo", "Cy"), circuits=5, seed=seed, **options)
    for s in steps(session):
        if s.state.single_tax:
            break
    state = session.state
    assert state.single_tax
    turn = state.turn
    for _ in steps(session, limit=60):  # the game goes on; the mark stays where it was
        pass
    assert single_tax_turn(session.state, session.log, session.wealth) == turn
    assert session.wealth[0][0] <= turn <= session.wealth[-1][0]


def test_no_mark_without_the_single_tax() -> None:
    session = start()
    assert single_tax_turn(session.state, session.log, session.wealth) is None


def test_the_wealth_chart_draws_the_mark_and_says_it_in_words() -> None:
    history = [(1, [500, 500]), (2, [600, 450]), (3, [300, 250])]
    drawn = wealth_chart(history, ["Ann", "Ben"], ["#b3261e", "#1f4fb5"], single_tax_turn=2)
    assert 'class="single-tax-mark"' in drawn and ">Single Tax from turn 2<" in drawn
    assert "The Single Tax came in at turn 2" in drawn
    assert "single-tax-mark" not in wealth_chart(history, ["Ann", "Ben"], ["#b3261e", "#1f4fb5"])
