"""Turn-by-turn and final measures from hand-made records."""

from __future__ import annotations

import pytest

from landlords.lab import Experiment, GameRecord, LabResult
from landlords.lab.measures import summaries, summarise
from landlords.lab.runner import numbers


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
) -> GameRecord:
    n = len(worth[0])
    flat = numbers(v for row in worth for v in row)
    return GameRecord(
        ruleset=ruleset,
        seed=seed,
        players=n,
        turns=numbers(range(len(worth))),
        worth_flat=flat,
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
    )


def test_a_finished_game_keeps_its_final_numbers() -> None:
    short = record(1, [(10, 10), (0, 20)], revenue=[0, 100])
    long = record(2, [(10, 10), (10, 10), (10, 10), (5, 15)], revenue=[0, 50, 60, 70])
    s = summarise([short, long], "monopoly")
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
    s = summarise(games, "monopoly")
    assert s.poorhouse_end == pytest.approx(1 / 8)
    assert s.poorhouse_ever == pytest.approx(2 / 8)
    assert s.in_debt == pytest.approx(2 / 8)
    assert s.wins == pytest.approx((0, 0, 1.5, 0.5))
    assert s.single_tax_games == 1


def test_summaries_follow_the_experiment_order() -> None:
    experiment = Experiment(("single-tax", "monopoly"), ("random", "random"), games=1)
    result = LabResult(experiment, [record(1, [(1, 2)], ruleset="monopoly"), record(1, [(1, 2)], ruleset="single-tax")])
    assert [s.key for s in summaries(result)] == ["single-tax", "monopoly"]
    assert [s.title for s in summaries(result)] == ["the Single Tax", "the monopolist game"]
    with pytest.raises(ValueError):
        summarise([], "monopoly")


def test_records_keep_their_numbers_flat_and_give_them_as_rows() -> None:
    r = record(1, [(1, 2, 3), (4, 5, 6)])
    assert r.worth == [(1, 2, 3), (4, 5, 6)]
    assert r.cash[-1] == (4, 5, 6)
    assert r.final == (4, 5, 6)
