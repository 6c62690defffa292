"""ui.log_window and the session's milestones: the whole game stays readable, each redraw touches
only the lines that changed, and the table's milestones are the engine's."""

from __future__ import annotations

import pytest

from landlords.milestones import milestones
from ui.log_window import LOG_LINES, Change, change, earlier_label, wanted
from ui.session import Line, loads

from .helpers import EDITIONS, play_out, start, steps


def lines(count: int) -> list[Line]:
    return [Line(f"line {i}", "event", i) for i in range(count)]


def test_a_throw_appends_its_lines_and_drops_as_many_from_the_top() -> None:
    log = lines(LOG_LINES + 30)
    drawn = wanted(log[:-3], whole=False)
    todo = change(drawn, wanted(log, whole=False))
    assert todo == Change(3, 0, log[-3:])


def test_the_whole_game_is_wanted_when_asked_and_then_only_appended_to() -> None:
    log = lines(1234)
    assert len(wanted(log, whole=False)) == LOG_LINES and wanted(log, whole=True) == log
    assert change(wanted(log, whole=False), log).fresh  # the earlier lines are new to the screen
    assert change(log[:-2], log) == Change(0, 0, log[-2:])


def test_remarks_coming_back_after_an_auction_redraw_only_the_tail() -> None:
    log = lines(50)
    sealed = [line for i, line in enumerate(log) if i not in (45, 47)]
    todo = change(sealed, log)
    assert todo == Change(0, 3, log[45:])


def test_the_replay_stepping_back_removes_lines_from_the_end() -> None:
    log = lines(60)
    assert change(log, log[:57]) == Change(0, 3, [])
    assert change(log, log[:5]).fresh  # keeping 5 of 60: drawn afresh
    assert change(log, lines(60)).fresh  # another game's lines (equal words, other objects)
    assert change([], log).fresh and change(log, []).fresh


def test_the_earlier_button_says_how_many_lines_it_shows() -> None:
    assert earlier_label(LOG_LINES, whole=False) is None
    assert earlier_label(1234, whole=False) == "Earlier: show all 1,234 lines"
    assert earlier_label(1234, whole=True) == f"Show only the latest {LOG_LINES} lines"


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_tables_milestones_are_the_engines_and_survive_a_reload_and_an_undo(edition: str) -> None:
    session = play_out(start(edition, seed=5))
    state = session.state
    found = session.milestones()
    assert found == milestones(state.options, state.seed, state.actions)
    assert found[-1].kind == "end"
    assert loads(session.dumps()).milestones() == found
    half = len(state.actions) // 2
    assert session.upto(half).milestones() == session.milestones(half) == [m for m in found if m.moves <= half]


def test_the_single_tax_is_a_milestone_long_after_it_left_the_latest_lines() -> None:
    session = start(
        "1906",
        seed=2,
        bots=("Ann", "Bo", "Cy"),
        circuits=5,
        single_tax_at_turn=3,
        single_tax_object="count",
    )
    for _ in steps(session):
        pass
    assert len(session.log) > LOG_LINES
    adopted = next(m for m in session.milestones() if m.kind == "adopted")
    shown = wanted(session.visible(), whole=False)
    assert all(line.moves > adopted.moves for line in shown)
    assert any(line.text == adopted.text for line in session.log if line.moves == adopted.moves)
