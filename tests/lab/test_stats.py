"""The lab's statistics against cases worked out by hand."""

from __future__ import annotations

import pytest

from landlords.lab.stats import band, gini, lorenz, mean, percentile, richest_share, share_of_poorest


def test_gini_of_equal_shares_is_zero() -> None:
    assert gini([250, 250, 250, 250]) == 0


def test_gini_when_one_of_four_holds_everything() -> None:
    # Mean absolute difference over all 16 ordered pairs: 6 pairs differ by 10 -> 60/16; over 2 x mean 2.5.
    assert gini([0, 0, 0, 10]) == pytest.approx(0.75)


def test_gini_of_one_two_three_four() -> None:
    # Pairs (ordered) differ by 1 (x6), 2 (x4), 3 (x2): 20 / (2 * 4**2 * 2.5) = 0.25.
    assert gini([4, 1, 3, 2]) == pytest.approx(0.25)


def test_gini_of_two_players() -> None:
    # |100 - 300| twice over 2 * 4 * 200.
    assert gini([100, 300]) == pytest.approx(0.25)


def test_debts_count_as_nothing_owned() -> None:
    assert gini([-500, 0, 0, 10]) == pytest.approx(0.75)
    assert richest_share([-100, 100, 300]) == pytest.approx(0.75)


def test_a_penniless_table_is_equal() -> None:
    assert gini([0, 0, 0]) == 0
    assert gini([]) == 0
    assert richest_share([0, -5]) == 0.5
    assert lorenz([0, 0]) == [(0.0, 0.0), (0.5, 0.5), (1.0, 1.0)]


def test_lorenz_curve_poorest_first() -> None:
    assert lorenz([30, 10, 0, 60]) == [(0.0, 0.0), (0.25, 0.0), (0.5, 0.1), (0.75, 0.4), (1.0, 1.0)]


def test_lorenz_read_between_points() -> None:
    curve = lorenz([30, 10, 0, 60])
    assert share_of_poorest(curve, 0.5) == pytest.approx(0.1)
    assert share_of_poorest(curve, 0.625) == pytest.approx(0.25)
    # Three players: the poorer half is one and a half of them.
    assert share_of_poorest(lorenz([10, 20, 30]), 0.5) == pytest.approx((10 + 10) / 60)
    with pytest.raises(ValueError):
        share_of_poorest(curve, 1.5)


def test_richest_share() -> None:
    assert richest_share([10, 20, 70]) == pytest.approx(0.7)


def test_percentiles_interpolate_like_numpy() -> None:
    values = [15, 20, 35, 40, 50]
    assert percentile(values, 0) == 15
    assert percentile(values, 1) == 50
    assert percentile(values, 0.5) == 35
    assert percentile(values, 0.4) == pytest.approx(29)  # rank 1.6: 20 + 0.6 * 15
    assert percentile(values, 0.1) == pytest.approx(17)  # rank 0.4: 15 + 0.4 * 5
    assert band(values) == pytest.approx((17, 46))  # rank 3.6: 40 + 0.6 * 10
    assert percentile([7], 0.9) == 7
    assert mean(values) == 32
    with pytest.raises(ValueError):
        mean([])
    with pytest.raises(ValueError):
        percentile([], 0.5)
