"""The Public Treasury's programme drawn in the middle of a 1906 board (issue 24): the steps the
1906 Single Tax rules (rule 6) name, in order, with what is done, what the next $50 buys and how far
the Treasury is from it; faint, under "If the Single Tax comes in", before it is in force. The steps
come from the edition's own ``singletax.programme``, never from a list of our own.
"""

from __future__ import annotations

from landlords.dollars import dollars
from landlords.editions.standard1906.singletax import STEP, programme, programme_distance, programme_next
from landlords.state import GameState

from .colours import INK, PAPER, PUBLIC_GREEN
from .geometry import SIZE
from .text import text_line, text_width

#: The panel stands between the two lower Natural Opportunities, under the central accounts.
LEFT, TOP, WIDTH = SIZE / 2 - 134, 608.0, 268.0
ROW = 15.5
SIZE_TEXT = 12.5
#: A step's mark: done, next, later.
MARKS = {"done": "\u2713", "next": "\u25b6", "later": "\u25cb"}


def label_lines(label: str) -> list[str]:
    """A step's words on one line, or two where one would not fit at a readable size (a Free
    College's: "Free College on" / "D. F. Hogg's Game Preserves")."""
    if text_width(label, SIZE_TEXT) <= WIDTH - 36 or " on " not in label:
        return [label]
    head, _, tail = label.partition(" on ")
    return [f"{head} on", tail]


def has_programme(state: GameState) -> bool:
    """A 1906 game in which the Single Tax is in force or may still come in."""
    if state.options.edition != "1906":
        return False
    options = state.options
    return state.single_tax or options.single_tax_motion != "never" or bool(options.single_tax_at_turn)  # type: ignore[attr-defined]


def programme_panel(state: GameState) -> str:
    """The programme as a panel of the state layer ("" where the game has none)."""
    if not has_programme(state):
        return ""
    steps = programme(state)
    upcoming = programme_next(state)
    title = "The public\u2019s programme" if state.single_tax else "If the Single Tax comes in"
    if upcoming is not None:
        foot = f"{dollars(programme_distance(state))} more in the Treasury pays for \u25b6"
    else:
        foot = f"each {dollars(STEP)} of land rent, one step"
    lines = [label_lines(step.label) for step in steps]
    height = 30 + ROW * sum(len(x) for x in lines) + 20
    rows = []
    y = TOP + 28
    for step, words in zip(steps, lines, strict=True):
        status = "done" if step.done else "next" if step == upcoming else "later"
        colour = PUBLIC_GREEN if status == "done" else INK
        weight = "bold" if status == "next" else "normal"
        y += ROW
        row = text_line(LEFT + 14, y, MARKS[status], 12, fill=colour)
        for k, line in enumerate(words):
            size = min(SIZE_TEXT, (WIDTH - 34) / max(1.0, text_width(line, 1)))
            row += text_line(LEFT + 26, y + ROW * k, line, size, fill=colour, weight=weight, anchor="start")
        y += ROW * (len(words) - 1)
        rows.append(f'<g class="step {status}">{row}</g>')
    faint = "" if state.single_tax else ' opacity="0.55"'
    dash = "" if state.single_tax else ' stroke-dasharray="6 4"'
    return (
        f'<g class="programme" data-in-force="{str(state.single_tax).lower()}"{faint}>'
        f'<rect x="{LEFT}" y="{TOP}" width="{WIDTH}" height="{height}" rx="4" fill="{PAPER}" stroke="{INK}" '
        f'stroke-width="1.6"{dash}/>'
        + text_line(SIZE / 2, TOP + 20, title, 15, extra=' font-variant="small-caps" letter-spacing="0.5"')
        + "".join(rows)
        + text_line(SIZE / 2, TOP + height - 7, foot, 12, fill=PUBLIC_GREEN if upcoming else INK)
        + "</g>"
    )
