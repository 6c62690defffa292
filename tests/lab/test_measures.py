"""Turn-by-turn and final measures from hand-made records, added to tallies."""

from __future__ import annotations

import pytest

from landlords.lab import Experiment, GameRecord
from landlords.lab.aggregate import Tally
from landlords.lab.measures import summaries, summarise
from landlords.lab.record import numbers
from landlords.lab.runner import LabResult


def record(
    seed: int,
    worth: list[tuple[int, ...]],
    *,
    ruleset: str = "monopoly",
    poorhouse: tuple[bool, ...] = (),
    debt: tuple[bool, ...] = (),
    visits: tuple[int, ...] = (),
    winners: tuple[int, ...] = (0,),
    revenue: list[int] | None = None,
    single_tax_turn: int = 0,
    land: int = 0,
    wage_level: list[int] | None = None,
    public_steps: list[int] | None = None,
    troubled: list[int] | None = None,
    unearned: list[int] | None = None,
    wages_paid: list[int] | None = None,
    goal_turn: int = 0,
) -> GameRecord:
    """A game whose worth is ``worth`` turn by turn, and that less ``land`` for each seat without land
    titles; the claims card's series turn by turn as given (wages $100, the rest nothing, if not)."""
    n = len(worth[0])
    flat = numbers(v for row in worth for v in row)
    samples = len(worth)
    return GameRecord(
        ruleset=ruleset,
        seed=seed,
        players=n,
        turns=numbers(range(len(worth))),
        worth_flat=flat,
        common_flat=numbers(v - land for v in flat),
        cash_flat=flat,
        treasury=numbers([0] * len(worth)),
        revenue=numbers(revenue or [0] * len(worth)),
        winners=winners,
        poorhouse=poorhouse or (False,) * n,
        in_debt=debt or (False,) * n,
        poorhouse_visits=visits or (0,) * n,
        length=len(worth) - 1,
        actions=10,
        single_tax_turn=single_tax_turn,
        end="test",
        wage_level=numbers(wage_level or [100] * samples),
        public_steps=numbers(public_steps or [0] * samples),
        troubled=numbers(troubled or [0] * samples),
        unearned=numbers(unearned or [0] * samples),
        wages_paid=numbers(wages_paid or [0] * samples),
        goal_turn=goal_turn,
    )


def tally(*records: GameRecord) -> Tally:
    out = Tally(records[0].players)
    for r in records:
        out.add(r)
    return out


def test_a_finished_game_keeps_its_final_numbers() -> None:
    short = record(1, [(10, 10), (0, 20)], revenue=[0, 100])
    long = record(2, [(10, 10), (10, 10), (10, 10), (5, 15)], revenue=[0, 50, 60, 70])
    s = summarise(tally(short, long), "monopoly")
    assert s.gini.turns == (0, 1, 2, 3)
    # Gini of (0, 20) is 0.5; of (10, 10) is 0; of (5, 15) is 0.25.
    assert [p.mean for p in s.gini.points] == pytest.approx([0, 0.25, 0.25, 0.375])
    assert s.gini.running == (2, 1, 1, 0)
    assert s.gini.points[1].low == pytest.approx(0.05) and s.gini.points[1].high == pytest.approx(0.45)
    assert [p.mean for p in s.revenue.points] == pytest.approx([0, 75, 80, 85])
    assert s.final_gini.mean == pytest.approx(0.375)
    assert s.richest.mean == pytest.approx((1 + 0.75) / 2)
    assert [x for x, _ in s.lorenz] == [0, 0.5, 1]
    assert [y for _, y in s.lorenz] == pytest.approx([0, 0.125, 1])
    assert s.poorest_half == pytest.approx(0.125)
    assert s.length.mean == 2
    assert s.final_worth.mean == 10


def test_counts_of_the_ruined_are_shares_of_all_seats() -> None:
    games = [
        record(
            1,
            [(5, 5, 5, 5)],
            poorhouse=(True, False, False, False),
            visits=(2, 1, 0, 0),
            debt=(True, True, False, False),
            winners=(2, 3),
        ),
        record(2, [(5, 5, 5, 5)], winners=(2,), single_tax_turn=9),
    ]
    s = summarise(tally(*games), "monopoly")
    assert s.poorhouse_end == pytest.approx(1 / 8)
    assert s.poorhouse_ever == pytest.approx(2 / 8)
    assert s.in_debt == pytest.approx(2 / 8)
    assert s.wins == pytest.approx((0, 0, 1.5, 0.5))
    assert s.single_tax_games == 1


def test_summaries_follow_the_experiment_order() -> None:
    experiment = Experiment(("single-tax", "monopoly"), ("random", "random"), games=1)
    result = LabResult(
        experiment,
        {"monopoly": tally(record(1, [(1, 2)])), "single-tax": tally(record(1, [(1, 2)], ruleset="single-tax"))},
    )
    assert [s.key for s in summaries(result)] == ["single-tax", "monopoly"]
    assert [s.title for s in summaries(result)] == ["the Single Tax", "the monopolist game"]
    with pytest.raises(ValueError):
        summarise(Tally(2), "monopoly")


def test_both_measures_of_wealth_are_summarised() -> None:
    """The common measure (less land titles) and the game's own count, each with its Gini and Lorenz."""
    s = summarise(tally(record(1, [(100, 100), (100, 300)], land=100)), "monopoly")
    # Own count (100, 300): Gini 0.25, richest 75%; without land (0, 200): Gini 0.5, richest 100%.
    assert s.own_final_gini.mean == pytest.approx(0.25) and s.final_gini.mean == pytest.approx(0.5)
    assert s.own_richest.mean == pytest.approx(0.75) and s.richest.mean == pytest.approx(1)
    assert s.own_poorest_half == pytest.approx(0.25) and s.poorest_half == pytest.approx(0)
    assert s.own_final_worth.mean == 200 and s.final_worth.mean == 100
    assert [p.mean for p in s.own_gini.points] == pytest.approx([0, 0.25])
    assert [p.mean for p in s.gini.points] == pytest.approx([0, 0.5])


def test_records_keep_their_numbers_flat_and_give_them_as_rows() -> None:
    r = record(1, [(1, 2, 3), (4, 5, 6)])
    assert r.worth == [(1, 2, 3), (4, 5, 6)]
    assert r.cash[-1] == (4, 5, 6)
    assert r.final == (4, 5, 6)
