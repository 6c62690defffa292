"""The wealth chart: each player's total worth at the start of every turn, as SVG text.

Lines differ by dash pattern and end in the seat's token shape and name, so the chart reads
without colour; a <title> and <desc> say in words who leads. Names are XML-escaped.
"""

from __future__ import annotations

from collections.abc import Sequence

from landlords.dollars import dollars
from landlords.svg import INK, esc, num, shape_path

#: Dash patterns by seat (solid, dashed, dotted, dash-dot).
DASHES = ("", "9 5", "2.5 4", "10 4 2.5 4")
WIDTH = 560
HEIGHT = 230
LEFT, RIGHT, TOP, BOTTOM = 52, 96, 14, 30


def nice_step(span: float) -> int:
    """A round step for about four gridlines over ``span`` dollars."""
    for step in (25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 25_000, 50_000):
        if span / step <= 5:
            return step
    return 100_000


def wealth_chart(
    history: Sequence[tuple[int, Sequence[int]]],
    names: Sequence[str],
    colours: Sequence[str],
    single_tax_turn: int | None = None,
) -> str:
    """SVG of ``history`` (turn, totals per player); an empty chart says so in words. A dashed line
    marks ``single_tax_turn``, the turn the Single Tax came in (lot deeds stop counting there, so
    every line drops)."""
    if not history:
        history = [(1, [0] * len(names))]
    turns = [t for t, _ in history]
    values = [v for _, row in history for v in row]
    low = min(0, min(values))
    high = max(max(values), low + 100)
    step = nice_step(high - low)
    low = (low // step) * step
    high = -(-high // step) * step
    t0, t1 = turns[0], max(turns[-1], turns[0] + 1)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(turn: int) -> float:
        return LEFT + (turn - t0) / (t1 - t0) * plot_w

    def y(value: float) -> float:
        return TOP + (high - value) / (high - low) * plot_h

    grid = []
    for value in range(int(low), int(high) + 1, step):
        grid.append(
            f'<line x1="{LEFT}" y1="{num(y(value))}" x2="{LEFT + plot_w}" y2="{num(y(value))}" '
            f'stroke="{INK}" stroke-opacity="0.15"/>'
            f'<text x="{LEFT - 6}" y="{num(y(value) + 4)}" font-size="11" text-anchor="end" fill="{INK}">'
            f"{dollars(value)}</text>"
        )
    span = t1 - t0
    tick = max(1, -(-span // 6))
    for turn in range(t0, t1 + 1, tick):
        grid.append(
            f'<text x="{num(x(turn))}" y="{HEIGHT - 10}" font-size="11" text-anchor="middle" fill="{INK}">{turn}</text>'
        )
    if single_tax_turn is not None and t0 <= single_tax_turn <= t1:
        mx = num(x(single_tax_turn))
        anchor = "end" if x(single_tax_turn) > LEFT + plot_w * 0.7 else "start"
        dx = -4 if anchor == "end" else 4
        grid.append(
            f'<g class="single-tax-mark"><line x1="{mx}" y1="{TOP}" x2="{mx}" y2="{TOP + plot_h}" stroke="#2f6b2b" '
            f'stroke-width="2" stroke-dasharray="5 3"/><text x="{num(x(single_tax_turn) + dx)}" y="{TOP + 10}" '
            f'font-size="11" font-weight="bold" text-anchor="{anchor}" fill="#2f6b2b">Single Tax from turn '
            f"{single_tax_turn}</text></g>"
        )
    lines = []
    final = list(history[-1][1])
    label_y = spread([y(v) + 4 for v in final], gap=13, low=TOP + 8, high=TOP + plot_h + 4)
    for p, name in enumerate(names):
        points = " ".join(f"{num(x(t))},{num(y(row[p]))}" for t, row in history)
        dash = f' stroke-dasharray="{DASHES[p % len(DASHES)]}"' if DASHES[p % len(DASHES)] else ""
        colour = colours[p] if p < len(colours) else INK
        ex, ey = x(history[-1][0]), y(final[p])
        lines.append(
            f'<g class="series" data-player="{p}"><polyline points="{points}" fill="none" stroke="{colour}" '
            f'stroke-width="2.5"{dash} stroke-linejoin="round"/>'
            f'{shape_path(("circle", "square", "triangle", "diamond")[p % 4], ex, ey, 5)} fill="{colour}" '
            f'stroke="#ffffff" stroke-width="1"/>'
            f'<text x="{num(LEFT + plot_w + 8)}" y="{num(label_y[p])}" font-size="11.5" font-weight="bold" '
            f'fill="{INK}">{esc(name[:12])} ${final[p]:,}</text></g>'
        )
    leader = max(range(len(names)), key=lambda p: final[p]) if names else 0
    summary = ", ".join(f"{names[p]} ${final[p]:,}" for p in sorted(range(len(names)), key=lambda p: -final[p]))
    desc = f"Total worth by turn, turns {t0} to {history[-1][0]}. Now: {summary}."
    if single_tax_turn is not None:
        desc += f" The Single Tax came in at turn {single_tax_turn}: from then on lot Title Deeds count nothing."
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-labelledby="chart-title chart-desc" font-family="system-ui, sans-serif">'
        f'<title id="chart-title">Wealth over time{esc(f", {names[leader]} leads" if names else "")}</title>'
        f'<desc id="chart-desc">{esc(desc)}</desc>'
        + "".join(grid)
        + f'<line x1="{LEFT}" y1="{TOP + plot_h}" x2="{LEFT + plot_w}" y2="{TOP + plot_h}" stroke="{INK}"/>'
        + "".join(lines)
        + f'<text x="{LEFT + plot_w / 2}" y="{HEIGHT}" font-size="10" text-anchor="middle" fill="{INK}" '
        f'opacity="0.7">turn</text></svg>'
    )


def spread(ys: Sequence[float], gap: float, low: float, high: float) -> list[float]:
    """Label heights moved apart by at least ``gap`` (in order of height), kept within [low, high]."""
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    placed = [0.0] * len(ys)
    last = low - gap
    for i in order:
        placed[i] = max(ys[i], last + gap)
        last = placed[i]
    overflow = last - high
    if overflow > 0:
        for i in order:
            placed[i] -= overflow
    return placed
