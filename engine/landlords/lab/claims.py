"""Magie's claims, measured: the scorecard the lab leads with.

Each claim is one Magie made in the 1906 rulebook or the 1904 patent, in one plain sentence of
ours with its source. Each has one or more measures, read from every game of the monopolist game
and of a Single Tax rule set played on the same seed; the difference (the Single Tax's value less
the monopolist game's) is paired by seed, and its 95% interval gives the verdict (``interval``).

Games under the two rule sets can end at different turns (the Single Tax's shared goal can end a
game early), so a measure that runs turn by turn is compared twice: at the end of each game, and
at equal turns, both games of a seed read at the end of the turn the shorter of them ended.

A ``ClaimTally`` keeps, per pair of rule sets and per row, whole-number sums (values in
billionths), so it merges exactly in any order, as the lab's other tallies do.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .aggregate import UNIT, Tally
from .interval import (
    INTERVAL_NOTE,
    NOT_SUPPORTED,
    SUPPORTED,
    TOO_FEW,
    UNCLEAR,
    VERDICT_RULE,
    Interval,
    paired_interval,
    verdict,
)
from .record import GameRecord
from .rulesets import RuleSet, ruleset
from .stats import gini, richest_share
from .wealth import COMMON_NAME

CLAIMS_COLUMNS = (
    "claim",
    "measure",
    "ruleset_a",
    "value_a",
    "ruleset_b",
    "value_b",
    "difference",
    "ci_low",
    "ci_high",
    "games",
)
END, EQUAL = "end", "equal turns"
WHEN_WORDS = {
    END: "at the end of each game",
    EQUAL: "at equal turns (both games of a seed read when the shorter of them ended)",
}
#: The same, short, where the card has said what equal turns are.
WHEN_SHORT = {END: "At the end of each game", EQUAL: "At equal turns"}
CONTEXT = "context, not a claim"
NOT_REACHED = "never reached"


@dataclass(frozen=True, slots=True)
class Claim:
    key: str
    #: The claim in one plain sentence (our paraphrase) and where Magie made it.
    sentence: str
    source: str
    #: +1: the claim says the value is higher under the Single Tax than under the monopolist game;
    #: -1: lower; 0: not a claim, shown for context.
    direction: int
    #: What a reader must know to weigh the result (said beside it).
    note: str = ""


@dataclass(frozen=True, slots=True)
class Gauge:
    """One measure of a claim: a game's value at one of its samples."""

    key: str
    claim: str
    words: str
    #: How the value reads: "share", "dollars", "turns", "steps", "per100" (dollars per $100 of wages), "gini".
    unit: str
    read: Callable[[GameRecord, int], float]
    #: Also compared at equal turns (a measure that runs turn by turn).
    equal_turns: bool = True

    @property
    def bound(self) -> float | None:
        """The most a difference can be either way: a share differs by at most 1, the programme by 8 steps."""
        return {"share": 1.0, "gini": 1.0, "steps": 8.0}.get(self.unit)


CLAIMS = (
    Claim(
        "ruin",
        "Land monopoly drives players into debt and the Poor House; under the Single Tax they stay out of them.",
        "the 1906 rulebook (Rule 12, the Poor House; The Monarch of the World)",
        -1,
        "Under the Single Tax rules the Poor House is abolished (rule 8) and the bank lends nothing on lots, so "
        "part of this difference is written into the rules themselves.",
    ),
    Claim(
        "rent",
        "Under land monopoly landlords take rent they did not work for; under the Single Tax land rent goes to the "
        "public, and fares and rates end once the public owns the lines.",
        "the 1904 patent (the landlord's advantage over other enterprisers); the 1906 rulebook, Single Tax rules 2 "
        "and 3",
        -1,
    ),
    Claim(
        "wages",
        "The Single Tax raises wages.",
        "the 1906 rulebook, The Single Tax (\u201craising wages\u201d; rule 6)",
        1,
    ),
    Claim(
        "public",
        "Under the Single Tax land rent pays for public goods: the utilities and railroads become public and free, "
        "and Free Colleges are built.",
        "the 1906 rulebook, Single Tax rules 2 and 6",
        1,
        "The shared goal (every utility and railroad public, both Free Colleges built, wages raised to $110) is our "
        "reading of the Single Tax seed; the 1906 rulebook sets no object under the Single Tax.",
    ),
    Claim(
        "equal",
        "The Single Tax makes wealth more equal.",
        "the 1906 rulebook, The Single Tax (\u201cequalizing opportunities\u201d)",
        -1,
        f"Wealth is {COMMON_NAME}: lot deeds count $100 in the monopolist game and nothing under the Single Tax, "
        "so they are left out of both.",
    ),
    Claim(
        "monarch",
        "Under land monopoly one player comes to own everything; the Single Tax prevents it.",
        "the 1906 rulebook (For Advanced and Scientific Players; The Monarch of the World)",
        -1,
    ),
    Claim(
        "everybody",
        "The Single Tax benefits everybody, the poorest player too.",
        "the 1906 rulebook, The Single Tax (\u201cwould benefit everybody\u201d)",
        1,
    ),
    Claim(
        "length",
        "Not a claim of Magie's: how long the games last, shown because the rows above compare games that end at "
        "different turns.",
        "",
        0,
    ),
)
CLAIM = {c.key: c for c in CLAIMS}


def common_row(record: GameRecord, i: int) -> Sequence[int]:
    n = record.players
    return record.common_flat[i * n : (i + 1) * n]


def per_hundred(record: GameRecord, i: int) -> float:
    paid = record.wages_paid[i]
    return 100 * record.unearned[i] / paid if paid else 0.0


GAUGES = (
    Gauge(
        "ruin",
        "ruin",
        "Players in the Poor House or in debt (owing a bank mortgage or a loan)",
        "share",
        lambda r, i: r.troubled[i] / r.players,
    ),
    Gauge(
        "poorhouse-ever",
        "ruin",
        "Players sent to the Poor House at least once",
        "share",
        lambda r, i: sum(1 for v in r.poorhouse_visits if v) / r.players,
        equal_turns=False,
    ),
    Gauge(
        "rent",
        "rent",
        "Land rent, railroad fares and franchise rates paid to players, per $100 of wages paid (house rent, the "
        "builder's return, not counted)",
        "per100",
        per_hundred,
    ),
    Gauge("wages", "wages", "Wages at Mother Earth", "dollars", lambda r, i: r.wage_level[i]),
    Gauge(
        "public",
        "public",
        "Utilities and railroads made public and Free Colleges built (the programme's 8 steps before wages)",
        "steps",
        lambda r, i: r.public_steps[i],
    ),
    Gauge(
        "goal",
        "public",
        "Games in which the shared goal was reached",
        "share",
        lambda r, i: 1.0 if r.goal_turn else 0.0,
        equal_turns=False,
    ),
    Gauge(
        "gini",
        "equal",
        f"Gini coefficient of {COMMON_NAME} (0: all hold the same)",
        "gini",
        lambda r, i: gini(common_row(r, i)),
    ),
    Gauge(
        "richest",
        "monarch",
        f"The richest player's share of all {COMMON_NAME}",
        "share",
        lambda r, i: richest_share(common_row(r, i)),
    ),
    Gauge(
        "poorest",
        "everybody",
        f"The poorest player's {COMMON_NAME}",
        "dollars",
        lambda r, i: min(common_row(r, i)),
    ),
    Gauge(
        "mean-worth",
        "everybody",
        f"The average player's {COMMON_NAME}",
        "dollars",
        lambda r, i: sum(common_row(r, i)) / r.players,
    ),
    Gauge("length", "length", "Game length in turns (a turn is one player's)", "turns", lambda r, i: r.length, False),
)
#: The row the claim's verdict in a sentence is taken from: its first measure, at the end.
HEADLINE = {c.key: next(g.key for g in GAUGES if g.claim == c.key) for c in CLAIMS}


def whens(gauge: Gauge) -> tuple[str, ...]:
    return (END, EQUAL) if gauge.equal_turns else (END,)


def monopolist(rules: RuleSet) -> bool:
    """The 1906 game played through without the Single Tax."""
    return (
        rules.edition == "1906"
        and rules.options.get("single_tax_motion") == "never"
        and not rules.options.get("single_tax_at_turn")
    )


def single_tax(rules: RuleSet) -> bool:
    """A 1906 rule set in which the Single Tax comes in (from a turn) or may (by vote)."""
    return rules.edition == "1906" and not monopolist(rules)


def pairs(rulesets: Sequence[str]) -> list[tuple[str, str]]:
    """Every monopolist game of the experiment against every Single Tax rule set, in its order."""
    sets = [ruleset(name) for name in rulesets]
    return [(a.key, b.key) for a in sets if monopolist(a) for b in sets if single_tax(b)]


def sample_at(record: GameRecord, turn: int) -> int:
    """The sample taken at the end of ``turn`` (a finished game keeps its last)."""
    return min(bisect_left(record.turns, turn), len(record.turns) - 1)


def row_key(a: str, b: str, gauge: str, when: str) -> str:
    return f"{a}|{b}|{gauge}|{when}"


@dataclass(slots=True)
class ClaimTally:
    """Per row: games, the sum of A's values, of B's, and of the squared differences, in billionths."""

    sums: dict[str, list[int]] = field(default_factory=dict)

    def add(self, records: Sequence[GameRecord]) -> None:
        """The games of one seed, one per rule set."""
        by_key = {r.ruleset: r for r in records}
        for a, b in pairs([r.ruleset for r in records]):
            ra, rb = by_key[a], by_key[b]
            equal = min(ra.length, rb.length)
            at = {END: (len(ra.turns) - 1, len(rb.turns) - 1), EQUAL: (sample_at(ra, equal), sample_at(rb, equal))}
            for gauge in GAUGES:
                for when in whens(gauge):
                    ia, ib = at[when]
                    va, vb = round(gauge.read(ra, ia) * UNIT), round(gauge.read(rb, ib) * UNIT)
                    sums = self.sums.setdefault(row_key(a, b, gauge.key, when), [0, 0, 0, 0])
                    sums[0] += 1
                    sums[1] += va
                    sums[2] += vb
                    sums[3] += (vb - va) ** 2

    def merge(self, other: ClaimTally) -> None:
        for key, theirs in other.sums.items():
            mine = self.sums.setdefault(key, [0, 0, 0, 0])
            for k, v in enumerate(theirs):
                mine[k] += v


@dataclass(frozen=True, slots=True)
class ClaimRow:
    claim: Claim
    #: What is measured, and with when it is read (the CSV's words).
    what: str
    measure: str
    #: The gauge's key, "goal-turn" for the shared goal's turn (information only).
    gauge: str
    unit: str
    when: str
    ruleset_a: str
    ruleset_b: str
    value_a: float | None
    value_b: float | None
    interval: Interval | None
    games: int
    verdict: str
    #: Information rows: the games played, of which ``games`` counted (the shared goal reached).
    played: int = 0

    @property
    def difference(self) -> float | None:
        """B's mean less A's: the mean of the paired differences (None for information rows)."""
        if self.value_a is None or self.value_b is None or self.gauge == GOAL_TURN:
            return None
        return self.interval.mean if self.interval else self.value_b - self.value_a

    def csv_row(self) -> tuple[object, ...]:
        i = self.interval
        return (
            self.claim.sentence,
            self.measure,
            self.ruleset_a,
            number(self.value_a),
            self.ruleset_b,
            number(self.value_b),
            number(self.difference),
            number(i.low if i else None),
            number(i.high if i else None),
            self.games,
        )


def number(value: float | None) -> str:
    return "" if value is None else f"{round(value, 6):.6f}".rstrip("0").rstrip(".")


def measure_words(gauge: Gauge, when: str) -> str:
    return f"{gauge.words}, {WHEN_WORDS[when]}"


GOAL_TURN = "goal-turn"
GOAL_TURN_WORDS = "Turn the shared goal was reached (mean, in the games that reached it)"


def goal_turn_row(tallies: dict[str, Tally], a: str, b: str) -> ClaimRow:
    """When the shared goal came, where it did: information beside the comparison, not paired."""

    def mean_turn(key: str) -> tuple[float | None, int]:
        turns = tallies[key].goal_turn
        return (turns.mean(), turns.games) if turns.games else (None, 0)

    va, ga = mean_turn(a)
    vb, gb = mean_turn(b)
    of = tallies[b].games
    return ClaimRow(
        claim=CLAIM["public"],
        what=GOAL_TURN_WORDS,
        measure=GOAL_TURN_WORDS,
        gauge=GOAL_TURN,
        unit="turns",
        when=END,
        ruleset_a=a,
        ruleset_b=b,
        value_a=va,
        value_b=vb,
        interval=None,
        games=ga + gb,
        verdict=CONTEXT,
        played=of,
    )


def claim_rows(claims: ClaimTally, tallies: dict[str, Tally], rulesets: Sequence[str]) -> list[ClaimRow]:
    """The card's rows: claim by claim, measure by measure, at the end then at equal turns, each
    pair of rule sets compared."""
    rows = []
    compared = pairs(rulesets)
    for claim in CLAIMS:
        for gauge in (g for g in GAUGES if g.claim == claim.key):
            for when in whens(gauge):
                for a, b in compared:
                    sums = claims.sums.get(row_key(a, b, gauge.key, when))
                    if sums is None:
                        continue
                    n, sa, sb, squares = sums
                    interval = paired_interval(n, sb - sa, squares, UNIT, gauge.bound)
                    said = verdict(interval, claim.direction) if claim.direction else CONTEXT
                    rows.append(
                        ClaimRow(
                            claim,
                            gauge.words,
                            measure_words(gauge, when),
                            gauge.key,
                            gauge.unit,
                            when,
                            a,
                            b,
                            sa / UNIT / n,
                            sb / UNIT / n,
                            interval,
                            n,
                            said,
                        )
                    )
            if gauge.key == "goal":
                rows += [goal_turn_row(tallies, a, b) for a, b in compared]
    return rows


# --- in words, for the page and the summary ------------------------------------------------------


MINUS = "\u2212"
#: Joins the minus sign to the dollar sign on the page (no line break between them).
JOINER = "\u2060"


def money(value: float, places: int) -> str:
    """Dollars, a debt with the minus sign joined to the dollar sign (no line break between them)."""
    text = f"${abs(value):,.{places}f}"
    return MINUS + JOINER + text if value < 0 else text


def shown(unit: str, value: float | None) -> str:
    """A rule set's result in words (the minus sign a reader expects)."""
    if value is None:
        return NOT_REACHED
    if unit == "share":
        text = f"{value:.1%}"
    elif unit == "dollars":
        text = money(value, 0)
    elif unit == "per100":
        text = f"{money(value, 2)} per $100 of wages"
    elif unit == "gini":
        text = f"{value:.3f}"
    elif unit == "steps":
        text = f"{value:.1f} of 8"
    else:
        text = f"{value:.1f}"
    return text.replace("-", MINUS)


#: The unit a difference is said in, after its number.
DIFFERENCE_UNITS = {"share": " points", "steps": " steps", "turns": " turns"}


def shown_difference(unit: str, value: float, with_unit: bool = True) -> str:
    """A difference in the measure's own terms, signed (shares in percentage points)."""
    if unit in ("dollars", "per100"):
        text = money(value, 0 if unit == "dollars" else 2)
    elif unit == "gini":
        text = f"{abs(value):.3f}"
    else:
        text = f"{abs(value) * (100 if unit == 'share' else 1):.1f}"
    if not text.startswith(MINUS):
        text = (MINUS if value < 0 else "+" if value > 0 else "") + text
    return text + (DIFFERENCE_UNITS.get(unit, "") if with_unit else "")


def row_words(row: ClaimRow) -> dict[str, Any]:
    """One row as the page shows it: each rule set's result, the difference and its interval in words."""
    a, b = ruleset(row.ruleset_a), ruleset(row.ruleset_b)
    i = row.interval
    interval = ""
    if i:
        interval = f"95% interval {shown_difference(row.unit, i.low, False)} to {shown_difference(row.unit, i.high)}"
    games = f"{row.games} games"
    if row.gauge == GOAL_TURN:
        games = f"reached in {row.games} of {row.played} games"
    return {
        "measure": row.measure,
        "what": row.what,
        "when": WHEN_SHORT[row.when],
        "a": {"key": a.key, "title": a.title, "value": shown(row.unit, row.value_a)},
        "b": {"key": b.key, "title": b.title, "value": shown(row.unit, row.value_b)},
        "difference": "" if row.difference is None else shown_difference(row.unit, row.difference),
        "interval": interval,
        "games": games,
        "verdict": row.verdict,
    }


def claim_line(row: ClaimRow) -> str:
    """A row in one line of words (the command line prints those at the end of each game)."""
    words = row_words(row)
    a, b = words["a"], words["b"]
    line = f"{row.measure}: {a['title']} {a['value']}, {b['title']} {b['value']}"
    if words["difference"]:
        line += f"; difference {words['difference']}"
    if words["interval"]:
        line += f" ({words['interval']})"
    return f"{line}; {words['games']}: {row.verdict}.".replace(JOINER, "")


def reading(rows: Sequence[ClaimRow]) -> str:
    """The card in a sentence: per Single Tax rule set, how many claims each verdict, by their
    headline rows (the first measure of each claim, at the end of each game)."""
    heads = [r for r in rows if r.when == END and r.gauge == HEADLINE[r.claim.key] and r.claim.direction]
    if not heads:
        return "The claims card compares the 1906 monopolist game with the 1906 Single Tax rules: choose both."
    parts = []
    for a, b in dict.fromkeys((r.ruleset_a, r.ruleset_b) for r in heads):
        mine = [r for r in heads if (r.ruleset_a, r.ruleset_b) == (a, b)]
        counts = [(v, sum(1 for r in mine if r.verdict == v)) for v in (SUPPORTED, NOT_SUPPORTED, UNCLEAR, TOO_FEW)]
        said = [f"{n} {'with ' if v == UNCLEAR else ''}{v}" for v, n in counts if n]
        said[0] = said[0].replace(" ", f" of {len(mine)} claims ", 1)
        parts.append(f"{ruleset(b).title} against {ruleset(a).title}: {', '.join(said)}")
    text = f"On {heads[0].games} paired seeds, at the end of each game: " + "; ".join(parts)
    return text + " (every row is also read at equal turns, below)."


def card(rows: Sequence[ClaimRow]) -> dict[str, Any]:
    """The scorecard for the page and ``summary.json``: the rule, and each claim with its rows."""
    claims = []
    for claim in CLAIMS:
        mine = [r for r in rows if r.claim.key == claim.key]
        if mine:
            claims.append(
                {
                    "key": claim.key,
                    "claim": claim.sentence,
                    "source": claim.source,
                    "note": claim.note,
                    "rows": [row_words(r) for r in mine],
                }
            )
    return {
        "title": "Magie's claims, measured",
        "reading": reading(rows),
        "rule": VERDICT_RULE,
        "interval": INTERVAL_NOTE,
        "equal_turns": f"Every measure that runs turn by turn is compared twice: {WHEN_WORDS[END]}, and "
        f"{WHEN_WORDS[EQUAL]}, since the Single Tax's shared goal can end a game early.",
        "claims": claims,
    }


def json_rows(rows: Sequence[ClaimRow]) -> list[dict[str, Any]]:
    """``claims.csv``'s rows as objects (numbers as the CSV rounds them), with the verdict and the
    claim's source beside them."""
    out = []
    for row in rows:
        values: dict[str, Any] = dict(zip(CLAIMS_COLUMNS, row.csv_row(), strict=True))
        for key in ("value_a", "value_b", "difference", "ci_low", "ci_high"):
            values[key] = None if values[key] == "" else float(values[key])
        out.append({**values, "verdict": row.verdict, "source": row.claim.source, "when": row.when})
    return out
