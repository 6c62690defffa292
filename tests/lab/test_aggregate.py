"""Tallies: merged in any order to the same bits, and as close to the exact in-memory statistics
as ``aggregate`` promises (means exact, bands within half a grid step)."""

from __future__ import annotations

import itertools
import random

import pytest

from landlords.edition import scores
from landlords.engine import new_game
from landlords.lab import Experiment, GameRecord, play_seed
from landlords.lab.aggregate import DOLLAR_STEP, FRACTION_STEP, Measure, hist_percentile
from landlords.lab.export import files, render
from landlords.lab.measures import summarise
from landlords.lab.parallel import batches
from landlords.lab.runner import Collector, play_seeds
from landlords.lab.stats import BAND, gini, lorenz, mean, percentile, richest_share
from landlords.lab.wealth import in_debt, worth_alike
from landlords.options import Options
from landlords.state import Loan, Note

EXPERIMENT = Experiment(("monopoly", "single-tax-at-30"), ("heuristic", "random", "heuristic"), games=12, seed=70)


@pytest.fixture(scope="module")
def records() -> list[GameRecord]:
    return [r for seed in EXPERIMENT.seeds for r in play_seed(EXPERIMENT, seed)]


def test_parts_merge_in_any_order_to_the_same_files() -> None:
    parts = [play_seeds(EXPERIMENT, seeds) for seeds in batches(EXPERIMENT, 2)]
    assert len(parts) >= 4
    orders = [parts, parts[::-1], *(random.Random(k).sample(parts, len(parts)) for k in range(3))]
    made = []
    for order in orders:
        collector = Collector(EXPERIMENT)
        for part in order:
            collector.add(part)
        result = collector.finish(True)
        made.append(files(result, render(result)))
    assert all(m == made[0] for m in made[1:])
    assert made[0]["claims.csv"].count("\n") > 20  # the claims card's rows merge exactly too
    one_by_one = Collector(EXPERIMENT)
    for seed in EXPERIMENT.seeds:
        one_by_one.add(play_seeds(EXPERIMENT, range(seed, seed + 1)))
    result = one_by_one.finish(True)
    assert files(result, render(result)) == made[0]


def exact_band(values: list[float]) -> tuple[float, float]:
    return percentile(values, BAND[0]), percentile(values, BAND[1])


def test_tallies_match_the_exact_statistics_within_their_stated_bounds(records: list[GameRecord]) -> None:
    collector = Collector(EXPERIMENT)
    for seeds in batches(EXPERIMENT, 3):
        collector.add(play_seeds(EXPERIMENT, seeds))
    result = collector.finish(True)
    half = FRACTION_STEP / 2 + 1e-12
    for key in EXPERIMENT.rulesets:
        games = [r for r in records if r.ruleset == key]
        s = summarise(result.tallies[key], key)
        for measure, finals in (
            (s.final_gini, [gini(r.final_common) for r in games]),
            (s.own_final_gini, [gini(r.final) for r in games]),
            (s.richest, [richest_share(r.final_common) for r in games]),
        ):
            assert measure.mean == pytest.approx(mean(finals), abs=1e-9)
            low, high = exact_band(finals)
            assert abs(measure.low - low) <= half and abs(measure.high - high) <= half
        assert s.length.mean == mean([r.length for r in games])
        assert (s.length.low, s.length.high) == exact_band([r.length for r in games])  # whole turns: exact
        curves = [lorenz(r.final_common) for r in games]
        assert [y for _, y in s.lorenz] == pytest.approx([mean([c[i][1] for c in curves]) for i in range(4)], abs=1e-9)
        # Turn by turn: a finished game keeps its last value.
        last = max(r.length for r in games)
        assert s.gini.turns == tuple(range(last + 1))
        for t in (0, 10, last // 2, last):
            values = [gini(r.common[min(t, r.length)]) for r in games]
            point = s.gini.points[t]
            assert point.mean == pytest.approx(mean(values), abs=1e-9)
            low, high = exact_band(values)
            assert abs(point.low - low) <= half and abs(point.high - high) <= half
            paid = [float(r.revenue[min(t, r.length)]) for r in games]
            rev = s.revenue.points[t]
            assert rev.mean == pytest.approx(mean(paid))
            low, high = exact_band(paid)
            assert abs(rev.low - low) <= DOLLAR_STEP / 2 and abs(rev.high - high) <= DOLLAR_STEP / 2
            assert s.gini.running[t] == sum(1 for r in games if r.length > t)


@pytest.mark.parametrize("q", [0, 0.1, 0.5, 0.9, 1])
def test_a_histogram_percentile_is_the_percentile_of_its_grid_values(q: float) -> None:
    values = [0.0, 0.1234, 0.1236, 0.5, 0.5, 0.9999, 0.3]
    m = Measure(10**9, FRACTION_STEP)
    for v in values:
        m.add(v)
    assert m.band(q) == pytest.approx(percentile([round(v / FRACTION_STEP) * FRACTION_STEP for v in values], q))
    assert abs(m.band(q) - percentile(values, q)) <= FRACTION_STEP / 2
    assert hist_percentile({3: 1}, q, 1) == 3
    with pytest.raises(ValueError):
        hist_percentile({}, q, 1)


def test_merging_is_exact_where_float_sums_are_not() -> None:
    """Sums of fractions depend on their order in floating point; the tallies' whole numbers do not."""
    values = [0.1, 0.2, 0.3, 1e-9, 0.7] * 5
    orders = list(itertools.islice(itertools.permutations(values), 0, 2000, 97))
    means = set()
    for order in orders:
        m = Measure(10**9, FRACTION_STEP)
        for v in order:
            m.add(v)
        means.add(m.mean())
    assert len(means) == 1


def test_worth_without_land_titles_leaves_out_lot_deeds_only() -> None:
    state = new_game(Options(deal="none"), 4)
    lot = state.board.indices_of("lot")[0]
    railroad = state.board.indices_of("railroad")[0]
    for space in (lot, railroad):
        state.set_owner(space, 0)
    score = scores(state)[0]
    assert worth_alike(state, 0, score) == score.total - 100
    state.single_tax = True
    taxed = scores(state)[0]
    assert worth_alike(state, 0, taxed) == taxed.total  # the Single Tax count already gives lots nothing
    patent = new_game(Options(edition="1904", deal="none", players=("A", "B")), 4)
    patent.set_owner(patent.board.indices_of("lot")[0], 1)
    s1904 = scores(patent)[1]
    assert s1904.part("Lots") > 0 and worth_alike(patent, 1, s1904) == s1904.total - s1904.part("Lots")


def test_in_debt_is_owing_a_note_or_a_loan() -> None:
    state = new_game(Options(deal="none"), 4)
    assert not any(in_debt(state, p) for p in range(4))
    state.notes[1] = Note(1, owner=2, spaces=(), amount=50)
    state.loans[1] = Loan(1, lender=0, borrower=3, principal=20, repay=22, collateral=())
    assert [in_debt(state, p) for p in range(4)] == [False, False, True, True]
