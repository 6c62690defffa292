"""The lab's charts: each a title, a reading in plain words computed from the numbers, the SVG,
and the same numbers as a table (for screen readers, the page's table view and the export).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..bots import LEVELS
from ..svg import num
from .measures import Spread, Summary, TurnSeries
from .plot import (
    INK,
    WIDTH,
    Bar,
    Frame,
    axes,
    band,
    document,
    end_labels,
    hbars,
    line,
    marker,
    nice_ticks,
    plain_labels,
)
from .record import GameRecord
from .rulesets import ruleset
from .runner import LabResult
from .stats import BAND
from .wealth import COMMON_NAME

#: Turn-by-turn tables show about this many rows (the CSV export has every turn).
TABLE_ROWS = 30
PCT_BAND = f"{BAND[0]:.0%} to {BAND[1]:.0%}"


@dataclass(frozen=True, slots=True)
class Table:
    caption: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class Chart:
    key: str
    title: str
    reading: str
    svg: str
    table: Table


def pct(value: float) -> str:
    return f"{value:.0%}"


def pct1(value: float) -> str:
    return f"{value:.1%}"


def dollars(value: float) -> str:
    return f"-${-value:,.0f}" if value < 0 else f"${value:,.0f}"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def under(sums: Sequence[Summary], first: Callable[[Summary], str], rest: Callable[[Summary], str]) -> str:
    """'Under A <first's words>; under B, <rest's words>.' - the shape of every comparison."""
    head, *others = sums
    lead = first(head)
    comma = "," if lead[:1].isdigit() or lead[:1] in "$-" else ""
    return f"Under {head.title}{comma} {lead}" + "".join(f"; under {s.title}, {rest(s)}" for s in others) + "."


def series_table(
    sums: Sequence[Summary], pick: Callable[[Summary], TurnSeries], what: str, fmt: Callable[[float], str]
) -> Table:
    last = max(pick(s).turns[-1] for s in sums)
    step = max(1, -(-last // TABLE_ROWS))
    columns = ["Turn"]
    for s in sums:
        columns += [
            f"{capital(s.title)}: mean",
            f"{capital(s.title)}: {BAND[0]:.0%}",
            f"{capital(s.title)}: {BAND[1]:.0%}",
        ]
    rows = []
    turns = sorted({*range(0, last + 1, step), last})
    for t in turns:
        row = [str(t)]
        for s in sums:
            series = pick(s)
            p = series.points[min(t, len(series.points) - 1)]
            row += [fmt(p.mean), fmt(p.low), fmt(p.high)]
        rows.append(tuple(row))
    every = "every turn" if step == 1 else f"every {step}th turn and the last"
    return Table(f"{what}, mean and {PCT_BAND} band across games ({every})", tuple(columns), tuple(rows))


def single_tax_marks(sums: Sequence[Summary]) -> list[tuple[int, float, str]]:
    """Where a turn-by-turn chart marks the Single Tax's coming, per rule set (its index, the turn,
    the label): the turn it came in, or under a vote the median turn among the games where it did.
    A rule set with the Single Tax from the first turn has it over the whole line: no mark."""
    marks = []
    for i, s in enumerate(sums):
        turn = s.single_tax_median
        if turn is None or turn <= 1:
            continue
        if ruleset(s.key).options.get("single_tax_at_turn"):
            label = f"Single Tax from turn {turn:.0f}"
        else:
            label = f"Single Tax voted in: median turn {turn:.0f} ({s.single_tax_games} of {s.games} games)"
        marks.append((i, turn, label))
    return marks


def marks_words(sums: Sequence[Summary]) -> str:
    """The marks in a sentence, added to a turn-by-turn chart's reading ('' if none)."""
    said = []
    for i, turn, _ in single_tax_marks(sums):
        s = sums[i]
        if ruleset(s.key).options.get("single_tax_at_turn"):
            said.append(f"turn {turn:.0f} under {s.title}")
        else:
            said.append(f"a median turn of {turn:.0f} under {s.title}, in {s.single_tax_games} of {s.games} games")
    if not said:
        return ""
    return " A dashed upright line marks the turn the Single Tax came in: " + "; ".join(said) + "."


def series_chart(
    key: str,
    title: str,
    reading: str,
    sums: Sequence[Summary],
    pick: Callable[[Summary], TurnSeries],
    ylabel: str,
    yfmt: Callable[[float], str] | None,
    low: float | None = None,
) -> str:
    """A line with its band per rule set, turn by turn; ``yfmt`` None: plain numbers (plain_labels)."""
    top_value = max(max(p.high for p in pick(s).points) for s in sums)
    bottom_value = min(min(p.low for p in pick(s).points) for s in sums) if low is None else low
    yticks = nice_ticks(min(0.0, bottom_value), top_value)
    last = max(pick(s).turns[-1] for s in sums)
    xticks = nice_ticks(0, last, 8)
    frame = Frame(0, xticks[-1], yticks[0], yticks[-1])
    yfmt = yfmt or plain_labels(yticks)
    body = axes(frame, xticks, yticks, "Turn (each player's turn counts one)", ylabel, lambda v: f"{v:g}", yfmt)
    for i, s in enumerate(sums):
        series = pick(s)
        body.append(band(frame, series.turns, [p.low for p in series.points], [p.high for p in series.points], i))
    for i, s in enumerate(sums):
        series = pick(s)
        body.append(
            line(frame, [(t, p.mean) for t, p in zip(series.turns, series.points, strict=True)], i, capital(s.title))
        )
    body += [marker(frame, turn, label, i, k) for k, (i, turn, label) in enumerate(single_tax_marks(sums))]
    body += end_labels(frame, [(pick(s).last.mean, capital(s.title)) for s in sums])
    return document(key, title, reading, body, frame.height)


def own_count(sums: Sequence[Summary], value: Callable[[Summary], str]) -> str:
    """' (by the game's own count: A 0.14, B 0.15)', the second measure beside the common one."""
    return " (by the game's own count: " + ", ".join(f"{value(s)} under {s.title}" for s in sums) + ")"


def gini_chart(sums: Sequence[Summary]) -> Chart:
    title = f"Inequality of wealth, turn by turn (Gini coefficient of {COMMON_NAME})"
    reading = under(
        sums,
        lambda s: (
            f"the Gini coefficient of {COMMON_NAME} ended at {s.final_gini.mean:.2f} on average "
            "(0 means everyone holds the same)"
        ),
        lambda s: f"{s.final_gini.mean:.2f}",
    )
    reading = reading[:-1] + own_count(sums, lambda s: f"{s.own_final_gini.mean:.2f}") + "." + marks_words(sums)
    svg = series_chart("gini", title, reading, sums, lambda s: s.gini, "Gini coefficient", None, 0.0)
    return Chart(
        "gini",
        title,
        reading,
        svg,
        series_table(sums, lambda s: s.gini, f"Gini coefficient of {COMMON_NAME}", lambda v: f"{v:.3f}"),
    )


def own_gini_chart(sums: Sequence[Summary]) -> Chart:
    title = "Inequality by the game's own count, turn by turn (Gini coefficient)"
    reading = under(
        sums,
        lambda s: f"the Gini coefficient of worth by the game's own count ended at {s.own_final_gini.mean:.2f}",
        lambda s: f"{s.own_final_gini.mean:.2f}",
    )
    if any(s.single_tax_games for s in sums):  # (only a game with a Single Tax counts one)
        reading = reading[:-1] + " (the counts differ in kind: under the Single Tax lot deeds count nothing)."
    reading += marks_words(sums)
    svg = series_chart("gini-own", title, reading, sums, lambda s: s.own_gini, "Gini coefficient", None, 0.0)
    return Chart(
        "gini-own",
        title,
        reading,
        svg,
        series_table(sums, lambda s: s.own_gini, "Gini coefficient of worth by the game's count", lambda v: f"{v:.3f}"),
    )


def lorenz_chart(sums: Sequence[Summary]) -> Chart:
    title = f"Who holds the wealth at the end (Lorenz curve of {COMMON_NAME})"
    first, *rest = sums
    shares = [f"{pct(s.poorest_half)} under {s.title}" for s in rest]
    others = (", ".join(shares[:-1]) + " and " + shares[-1]) if len(shares) > 1 else "".join(shares)
    reading = (
        f"At the end the poorer half of the players held {pct(first.poorest_half)} of all {COMMON_NAME} under "
        f"{first.title}" + (f", against {others}" if others else "") + " (with equal shares they would hold 50%)."
    )
    ticks = [0, 0.25, 0.5, 0.75, 1.0]
    frame = Frame(0, 1, 0, 1, left=64, right=WIDTH - 200, top=16, bottom=330)
    body = axes(frame, ticks, ticks, "Share of players, poorest first", "Share of all wealth", pct, pct)
    body.append(
        f'<line x1="{num(frame.x(0))}" y1="{num(frame.y(0))}" x2="{num(frame.x(1))}" y2="{num(frame.y(1))}" '
        f'stroke="{INK}" '
        f'stroke-opacity="0.5" stroke-dasharray="1 3"><title>Equal shares</title></line>'
    )
    for i, s in enumerate(sums):
        body.append(line(frame, s.lorenz, i, capital(s.title)))
    body += end_labels(frame, [(0.5 - 0.1 * i, capital(s.title)) for i, s in enumerate(sums)])
    columns = ("Share of players (poorest first)", *(f"{capital(s.title)}: share of wealth" for s in sums))
    rows = tuple((pct(x), *(pct(s.lorenz[k][1]) for s in sums)) for k, (x, _) in enumerate(first.lorenz))
    table = Table(f"Mean Lorenz curve of final {COMMON_NAME} across games", columns, rows)
    return Chart("lorenz", title, reading, document("lorenz", title, reading, body, frame.height), table)


def spread_chart(
    key: str,
    title: str,
    reading: str,
    sums: Sequence[Summary],
    pick: Callable[[Summary], Spread],
    fmt: Callable[[float], str],
    xlabel: str,
    caption: str,
) -> Chart:
    groups = []
    rows = []
    for s in sums:
        sp = pick(s)
        mean, low, high = sp.mean, sp.low, sp.high
        groups.append(("", [Bar(capital(s.title), mean, low, high, fmt(mean))]))
        rows.append((capital(s.title), fmt(mean), fmt(low), fmt(high), str(s.games)))
    high_value = max(pick(s).high for s in sums)
    body, height = hbars(groups, 12, high_value, fmt, xlabel)
    table = Table(caption, ("Rules", "Mean", f"{BAND[0]:.0%}", f"{BAND[1]:.0%}", "Games"), tuple(rows))
    return Chart(key, title, reading, document(key, title, reading, body, height), table)


def richest_chart(sums: Sequence[Summary]) -> Chart:
    reading = under(
        sums,
        lambda s: f"the richest player ended with {pct(s.richest.mean)} of all {COMMON_NAME} on average",
        lambda s: pct(s.richest.mean),
    )
    reading = reading[:-1] + own_count(sums, lambda s: pct(s.own_richest.mean)) + "."
    return spread_chart(
        "richest",
        f"The richest player's share of all {COMMON_NAME} at the end",
        reading,
        sums,
        lambda s: s.richest,
        pct,
        f"Share of all wealth (bar: mean; whisker: {PCT_BAND})",
        "The richest player's share of final wealth, mean and band across games",
    )


def length_chart(sums: Sequence[Summary]) -> Chart:
    reading = under(
        sums, lambda s: f"a game lasted {s.length.mean:.0f} turns on average", lambda s: f"{s.length.mean:.0f}"
    )
    return spread_chart(
        "length",
        "How long the games lasted",
        reading,
        sums,
        lambda s: s.length,
        lambda v: f"{v:.0f}",
        f"Turns (bar: mean; whisker: {PCT_BAND})",
        "Game length in turns (each player's turn counts one), mean and band across games",
    )


def poorhouse_chart(sums: Sequence[Summary]) -> Chart:
    title = "Players ruined: the Poor House and debt"
    # One decimal: a Poor House of one player in 200 is 0.5%, not "0%" (which once read as "nobody").
    reading = under(
        sums,
        lambda s: (
            f"{pct1(s.poorhouse_end)} of players ended in the Poor House ({pct1(s.poorhouse_ever)} were sent there "
            f"at least once) and {pct1(s.in_debt)} in debt"
        ),
        lambda s: f"{pct1(s.poorhouse_end)} ({pct1(s.poorhouse_ever)}) and {pct1(s.in_debt)}",
    )
    groups = [
        (
            capital(s.title),
            [
                Bar("in the Poor House at the end", s.poorhouse_end, None, None, pct1(s.poorhouse_end)),
                Bar("ever sent to the Poor House", s.poorhouse_ever, None, None, pct1(s.poorhouse_ever)),
                Bar("in debt at the end", s.in_debt, None, None, pct1(s.in_debt)),
            ],
        )
        for s in sums
    ]
    high = max(0.1, *(b.value for _, bars in groups for b in bars))
    body, height = hbars(groups, 12, high, pct, "Share of all players (every seat of every game)")
    rows = tuple(
        (capital(s.title), pct1(s.poorhouse_end), pct1(s.poorhouse_ever), pct1(s.in_debt), str(s.games * s.players))
        for s in sums
    )
    table = Table(
        "Share of players in the Poor House or in debt (owing a bank mortgage or a loan)",
        ("Rules", "In the Poor House at the end", "Ever sent to the Poor House", "In debt at the end", "Players"),
        rows,
    )
    return Chart("poorhouse", title, reading, document("poorhouse", title, reading, body, height), table)


def treasury_chart(sums: Sequence[Summary]) -> Chart:
    title = "Money paid into the Public Treasury, turn by turn"
    reading = under(
        sums,
        lambda s: f"{dollars(s.revenue.last.mean)} was paid into the Public Treasury in a game on average",
        lambda s: dollars(s.revenue.last.mean),
    )
    if any(s.single_tax_games for s in sums):
        reading = (
            reading[:-1] + " (under the Single Tax it is spent on public utilities, Free Colleges and higher wages)."
        )
    reading += marks_words(sums)
    svg = series_chart("treasury", title, reading, sums, lambda s: s.revenue, "Paid in since the start", dollars, 0.0)
    return Chart(
        "treasury",
        title,
        reading,
        svg,
        series_table(sums, lambda s: s.revenue, "Money paid into the Public Treasury since the start", dollars),
    )


def sample_chart(record: GameRecord, players: Sequence[str], levels: Sequence[str]) -> Chart:
    """One game's wealth lines: everyone's worth at the end of every turn."""
    rules = ruleset(record.ruleset)
    key = f"sample-{record.ruleset}"
    title = f"One game under {rules.title}: everyone's worth by the game's count, turn by turn (seed {record.seed})"
    final = record.final
    rich = max(range(len(final)), key=lambda p: (final[p], -p))
    poor = min(range(len(final)), key=lambda p: (final[p], p))
    reading = (
        f"In the game on seed {record.seed} under {rules.title}, {players[rich]} ended richest with "
        f"{dollars(final[rich])} and {players[poor]} poorest with {dollars(final[poor])}."
    )
    came = record.single_tax_turn
    mark = ""
    if came > 1:
        how = "from" if rules.options.get("single_tax_at_turn") else "voted in at"
        mark = f"Single Tax {how} turn {came}"
        reading += f" The Single Tax came in at turn {came} (the dashed upright line)."
    values = [v for row in record.worth for v in row]
    yticks = nice_ticks(min(0, *values), max(values))
    xticks = nice_ticks(0, record.turns[-1], 8)
    frame = Frame(0, xticks[-1], yticks[0], yticks[-1])
    body = axes(frame, xticks, yticks, "Turn", "Worth by the game's count", lambda v: f"{v:g}", dollars)
    names = [f"{name} ({level_name(level)})" for name, level in zip(players, levels, strict=True)]
    for p, name in enumerate(names):
        body.append(line(frame, [(t, row[p]) for t, row in zip(record.turns, record.worth, strict=True)], p, name, 2))
    if mark:
        body.append(marker(frame, came, mark, len(players), 0))
    body += end_labels(frame, [(final[p], players[p]) for p in range(len(players))])
    step = max(1, -(-record.turns[-1] // TABLE_ROWS))
    rows = tuple(
        (str(t), *(dollars(v) for v in row))
        for k, (t, row) in enumerate(zip(record.turns, record.worth, strict=True))
        if t % step == 0 or k == len(record.turns) - 1
    )
    every = "every turn" if step == 1 else f"every {step}th turn and the last"
    table = Table(f"Worth of each player ({every})", ("Turn", *names), rows)
    return Chart(key, title, reading, document(key, title, reading, body, frame.height), table)


def level_name(level: str) -> str:
    """'rules of thumb', 'look-ahead', 'random': the bot levels as the setup screen names them."""
    return LEVELS[level].split(":")[0].lower()


def charts(result: LabResult, sums: Sequence[Summary]) -> list[Chart]:
    """Every chart of a run, in the order the page shows them; one sample game per rule set."""
    if not sums:
        return []
    exp = result.experiment
    out = [
        gini_chart(sums),
        lorenz_chart(sums),
        richest_chart(sums),
        poorhouse_chart(sums),
        length_chart(sums),
        treasury_chart(sums),
    ]
    out.insert(1, own_gini_chart(sums))
    out += [sample_chart(r, exp.players, exp.seats) for r in result.samples]
    return out
