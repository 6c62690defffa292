"""The claims card: the interval against cases worked by hand, the rows from hand-made games, the
measures read from real states, and the card's files."""

from __future__ import annotations

import csv
import io
import json
import math
from collections import Counter

import pytest

from landlords.editions.standard1906.record import of
from landlords.editions.standard1906.singletax import RULEBOOK_SEQUENCE
from landlords.engine import apply, decider, is_over, new_game
from landlords.events import Payment
from landlords.lab import Experiment, run
from landlords.lab.aggregate import Tally
from landlords.lab.claims import (
    CLAIMS_COLUMNS,
    END,
    EQUAL,
    ClaimRow,
    ClaimTally,
    card,
    claim_rows,
    pairs,
)
from landlords.lab.export import files, render
from landlords.lab.income import FARES_AND_RATES, OTHER, RENT, wages, without_work
from landlords.lab.interval import (
    NOT_SUPPORTED,
    SUPPORTED,
    TOO_FEW,
    UNCLEAR,
    arctan,
    paired_interval,
    t_critical,
    t_within,
    verdict,
)
from landlords.lab.public_goods import programme_done, shared_goal_reached
from landlords.lab.rulesets import ruleset
from landlords.lab.table import seat_bots
from landlords.state import MISC, TREASURY

from .test_measures import record

# --- the interval ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("df", "table"),
    # Student's t, two-sided 95%, as printed in statistical tables (three decimals).
    [(1, 12.706), (2, 4.303), (3, 3.182), (4, 2.776), (10, 2.228), (30, 2.042), (120, 1.980), (10**6, 1.960)],
)
def test_t_critical_values_match_the_tables(df: int, table: float) -> None:
    assert round(t_critical(df), 3) == table
    assert t_within(t_critical(df), df) == pytest.approx(0.95, abs=1e-12) or df > 2000


def test_t_distribution_closed_forms() -> None:
    # One degree of freedom is the Cauchy distribution: P(|T| <= 1) = 1/2. Two: P(|T| <= t) = t / sqrt(2 + t^2).
    assert t_within(1.0, 1) == pytest.approx(0.5, abs=1e-15)
    assert t_within(2.0, 2) == pytest.approx(2 / math.sqrt(6), abs=1e-15)
    assert t_within(0.0, 5) == 0.0
    # Either side of the switch to the expansion the critical value keeps falling, by about as much.
    assert t_critical(1999) > t_critical(2000) > t_critical(2001) > t_critical(2002)
    assert t_critical(1999) - t_critical(2000) == pytest.approx(t_critical(2001) - t_critical(2002), rel=5e-3)


@pytest.mark.parametrize("x", [0.0, 1e-9, 0.04, 0.3, 1.0, 2.5, 100.0, -0.7])
def test_our_arctangent_is_the_librarys(x: float) -> None:
    assert arctan(x) == pytest.approx(math.atan(x), abs=4e-16)


def differences(values: list[float]) -> tuple[int, int, int]:
    """The sums the tally keeps, for whole-number differences."""
    ints = [int(v) for v in values]
    return len(ints), sum(ints), sum(v * v for v in ints)


def test_interval_of_one_two_three() -> None:
    # Mean 2, standard deviation 1, n 3: 2 +- 4.302653 / sqrt(3) = 2 +- 2.484138.
    interval = paired_interval(*differences([1, 2, 3]))
    assert interval is not None
    assert interval.mean == 2
    assert (interval.low, interval.high) == pytest.approx((2 - 2.484138, 2 + 2.484138), abs=1e-6)
    assert verdict(interval, +1) == UNCLEAR and verdict(interval, -1) == UNCLEAR


def test_interval_of_two_four_six_eight() -> None:
    # Mean 5; squared deviations 9 + 1 + 1 + 9 = 20, variance 20/3, s = 2.581989; s / sqrt(4) = 1.290994;
    # t with 3 degrees of freedom 3.182446: 5 +- 4.108520.
    interval = paired_interval(*differences([2, 4, 6, 8]))
    assert interval is not None
    assert (interval.low, interval.high) == pytest.approx((0.891480, 9.108520), abs=1e-6)
    assert verdict(interval, +1) == SUPPORTED
    assert verdict(interval, -1) == NOT_SUPPORTED


def test_interval_in_billionths_is_the_same() -> None:
    unit = 10**9
    scaled = paired_interval(4, 20 * unit, (4 + 16 + 36 + 64) * unit * unit, unit)
    plain = paired_interval(4, 20, 120)
    assert scaled is not None and plain is not None
    assert (scaled.mean, scaled.low, scaled.high) == pytest.approx((plain.mean, plain.low, plain.high), rel=1e-14)


def test_an_interval_is_cut_at_what_a_difference_can_be() -> None:
    # Differences 1, 1, 0: mean 2/3, s = 0.577350, t(2) = 4.302653: 0.666667 +- 1.434218, cut at 1.
    interval = paired_interval(3, 2, 2, bound=1)
    assert interval is not None
    assert (interval.low, interval.high) == pytest.approx((0.666667 - 1.434218, 1), abs=1e-6)
    assert verdict(interval, +1) == UNCLEAR


def test_the_same_difference_every_game_is_certain_and_one_game_is_too_few() -> None:
    interval = paired_interval(5, -5, 5)  # -1 five times: no spread at all
    assert interval is not None and (interval.low, interval.mean, interval.high) == (-1, -1, -1)
    assert verdict(interval, -1) == SUPPORTED
    no_difference = paired_interval(3, 0, 0)
    assert verdict(no_difference, -1) == UNCLEAR
    assert paired_interval(1, 4, 16) is None and verdict(None, +1) == TOO_FEW


# --- the rows, from hand-made games ----------------------------------------------------------------


def test_pairs_are_the_monopolist_game_against_each_single_tax_rule_set() -> None:
    assert pairs(("monopoly", "single-tax", "single-tax-at-20", "vote", "1904")) == [
        ("monopoly", "single-tax"),
        ("monopoly", "single-tax-at-20"),
        ("monopoly", "vote"),
    ]
    assert pairs(("single-tax", "monopoly")) == [("monopoly", "single-tax")]
    assert pairs(("1904", "prosperity")) == [] and pairs(("single-tax", "single-tax-at-40")) == []


def rows_of(*seeds: tuple[object, object]) -> dict[tuple[str, str], ClaimRow]:
    """The card's rows for hand-made games, by (measure, when)."""
    claims = ClaimTally()
    tallies = {"monopoly": Tally(2), "single-tax": Tally(2)}
    for mono, taxed in seeds:
        claims.add([mono, taxed])  # type: ignore[list-item]
        tallies["monopoly"].add(mono)
        tallies["single-tax"].add(taxed)
    return {(r.gauge, r.when): r for r in claim_rows(claims, tallies, ("monopoly", "single-tax"))}


def test_rows_pair_each_seed_and_read_equal_turns_where_the_shorter_game_ended() -> None:
    # Seed 1: the monopolist game lasts 3 turns, the Single Tax 2, so equal turns read both at turn 2.
    mono1 = record(1, [(10, 10), (10, 10), (0, 20), (0, 40)], troubled=[0, 1, 1, 2], wages_paid=[0, 100, 100, 200])
    taxed1 = record(
        1,
        [(10, 10), (10, 10), (10, 30)],
        ruleset="single-tax",
        troubled=[0, 0, 1],
        wage_level=[100, 100, 110],
        public_steps=[0, 3, 8],
        unearned=[0, 0, 0],
        wages_paid=[0, 100, 210],
        goal_turn=2,
    )
    # Seed 2: both last 1 turn.
    mono2 = record(2, [(10, 10), (5, 15)], troubled=[0, 0], unearned=[0, 30], wages_paid=[0, 100])
    taxed2 = record(2, [(10, 10), (10, 10)], ruleset="single-tax", troubled=[0, 0], wages_paid=[0, 100])
    rows = rows_of((mono1, taxed1), (mono2, taxed2))

    ruin = rows[("ruin", END)]
    # Shares of the 2 players: seed 1 ends 2/2 against 1/2 (-0.5), seed 2 0 against 0 (0).
    assert (ruin.value_a, ruin.value_b, ruin.difference, ruin.games) == (0.5, 0.25, -0.25, 2)
    # Two differences, -0.5 and 0: mean -0.25, s = 0.353553, t(1) = 12.706205: -0.25 +- 3.176551, cut at
    # -1 and +1 (a share of players differs by at most all of them).
    assert ruin.interval is not None
    assert (ruin.interval.low, ruin.interval.high) == (-1, 1)
    wages = rows[("wages", END)].interval  # 0 and +10 dollars: +5 +- 63.531024, no cut
    assert wages is not None and (wages.low, wages.high) == pytest.approx((-58.531024, 68.531024), abs=1e-6)
    assert ruin.verdict == UNCLEAR
    equal = rows[("ruin", EQUAL)]
    # At turn 2 of seed 1: 1/2 players in each game; seed 2 as at the end.
    assert (equal.value_a, equal.value_b) == (0.25, 0.25)
    assert rows[("wages", END)].value_b == 105 and rows[("wages", EQUAL)].value_a == 100
    assert rows[("public", END)].value_b == 4
    assert rows[("goal", END)].value_b == 0.5 and ("goal", EQUAL) not in rows
    goal = rows[("goal-turn", END)]
    assert (goal.value_a, goal.value_b, goal.games, goal.difference) == (None, 2, 1, None)
    # Income without work per $100 of wages: seed 2's monopolist game $30 on $100; the rest nothing.
    assert rows[("rent", END)].value_a == 15
    # Gini at the end: (0, 40) is 0.5 and (5, 15) is 0.25; at equal turns seed 1 reads (0, 20): 0.5.
    assert rows[("gini", END)].value_a == pytest.approx(0.375) and rows[("gini", EQUAL)].value_a == pytest.approx(0.375)
    assert rows[("poorest", END)].value_a == 2.5 and rows[("poorest", END)].value_b == 10
    length = rows[("length", END)]
    assert (length.value_a, length.value_b, length.verdict) == (2, 1.5, "context, not a claim")


def test_the_card_has_every_claim_its_source_and_a_reading() -> None:
    mono = record(1, [(10, 10), (0, 20)], troubled=[0, 2])
    taxed = record(1, [(10, 10), (10, 10)], ruleset="single-tax")
    rows = list(rows_of((mono, taxed), (mono, taxed)).values())
    shown = card(rows)
    assert [c["key"] for c in shown["claims"]] == [
        "ruin",
        "rent",
        "wages",
        "public",
        "equal",
        "monarch",
        "everybody",
        "length",
    ]
    assert all(c["source"] for c in shown["claims"][:-1])
    ruin = shown["claims"][0]["rows"][0]
    assert (ruin["a"]["value"], ruin["b"]["value"], ruin["difference"]) == ("100.0%", "0.0%", "\u2212100.0 points")
    assert ruin["verdict"] == SUPPORTED and ruin["when"] == "At the end of each game"
    assert shown["reading"].startswith("On 2 paired seeds, at the end of each game: the Single Tax against the ")
    assert " of 7 claims " in shown["reading"]
    assert "supported" in shown["rule"] and "Paired by seed" in shown["interval"]


# --- the measures, from real games -----------------------------------------------------------------


def test_rent_without_work_leaves_out_the_houses_and_wages_are_wages() -> None:
    state = new_game(ruleset("monopoly").game_options(("A", "B")), 3)
    lot = 16  # Rickety Row, land rent $10
    state.set_owner(lot, 1)
    state.houses[lot] = [1, 1]
    state.players[0].position = lot
    assert without_work(state, Payment(0, 1, 30, RENT)) == 10
    assert without_work(state, Payment(0, 1, 20, "railroad fare")) == 20
    assert without_work(state, Payment(0, TREASURY, 10, RENT)) == 0  # an unheld lot's rent: the public's
    assert without_work(state, Payment(0, 1, 100, "loan")) == 0
    assert wages(Payment(MISC, 0, 100, "wages")) == 100
    assert wages(Payment(MISC, 0, 60, "wages at Farmlands")) == 60
    assert wages(Payment(MISC, 0, 100, "mortgage loan")) == 0


def test_every_payment_between_players_in_1906_games_is_sorted() -> None:
    """A reason the engine gives a payment between players is income without work or named as not:
    a new kind of payment cannot slip past the claims card unsorted."""
    seen: Counter[str] = Counter()
    for name in ("monopoly", "single-tax", "vote"):
        for seed in range(1, 7):
            state = new_game(ruleset(name).game_options(("A", "B", "C", "D")), seed)
            bots = seat_bots(("heuristic", "heuristic", "random", "heuristic"), seed, 24)
            while not is_over(state):
                for e in apply(state, bots[decider(state)].decide(state).action, checked=False):
                    if isinstance(e, Payment) and e.payer >= 0 and e.payee >= 0:
                        seen[e.reason] += 1
    assert set(seen) <= {RENT, *FARES_AND_RATES, *OTHER}, set(seen) - {RENT, *FARES_AND_RATES, *OTHER}
    assert seen[RENT] and seen["railroad fare"] and seen["house rent"]


def test_the_shared_goal_follows_the_definition() -> None:
    state = new_game(ruleset("single-tax").game_options(("A", "B")), 5)
    game = of(state)
    game.single_tax = True
    assert programme_done(state) == 0 and not shared_goal_reached(state)
    for kind, space in RULEBOOK_SEQUENCE:
        if kind == "buy":
            state.public[space] = True
        else:
            game.colleges.append(space)
    assert programme_done(state) == 8
    assert not shared_goal_reached(state)  # wages not yet raised
    state.wages = 110
    assert shared_goal_reached(state)
    state.public[5] = False  # the last railroad not yet public
    assert programme_done(state) == 7 and not shared_goal_reached(state)
    monopoly = new_game(ruleset("monopoly").game_options(("A", "B")), 5)
    assert programme_done(monopoly) == 0 and not shared_goal_reached(monopoly)
    assert programme_done(new_game(ruleset("1904").game_options(("A", "B")), 5)) == 0


# --- the files -------------------------------------------------------------------------------------

EXPERIMENT = Experiment(("monopoly", "single-tax", "single-tax-at-20"), ("heuristic", "random", "heuristic"), 5, 3)


def test_claims_csv_and_summary_hold_the_same_rows() -> None:
    result = run(EXPERIMENT)
    named = files(result, render(result))
    text = named["claims.csv"]
    assert text.splitlines()[0] == ",".join(CLAIMS_COLUMNS)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert {(r["ruleset_a"], r["ruleset_b"]) for r in rows} == {
        ("monopoly", "single-tax"),
        ("monopoly", "single-tax-at-20"),
    }
    assert all(r["games"] == "5" for r in rows if not r["measure"].startswith("Turn the shared goal"))
    summary = json.loads(named["summary.json"])["claims"]
    assert len(summary["rows"]) == len(rows)
    for line, same in zip(rows, summary["rows"], strict=True):
        assert [line[c] for c in ("claim", "measure", "ruleset_a", "ruleset_b")] == [
            same[c] for c in ("claim", "measure", "ruleset_a", "ruleset_b")
        ]
        for c in ("value_a", "value_b", "difference", "ci_low", "ci_high"):
            assert (float(line[c]) if line[c] else None) == same[c]
        assert int(line["games"]) == same["games"]
    assert {r["verdict"] for r in summary["rows"]} <= {
        SUPPORTED,
        NOT_SUPPORTED,
        UNCLEAR,
        TOO_FEW,
        "context, not a claim",
    }
    # Only the monopolist game against a Single Tax rule set makes a row: 1904 alone has none.
    alone = run(Experiment(("1904",), ("random", "random"), 2, 1))
    assert files(alone, render(alone))["claims.csv"] == ",".join(CLAIMS_COLUMNS) + "\n"
