"""The game log (kept in step with the least DOM work, see ``log_window``; scrolled to the newest
unless the reader scrolled up), the "Earlier" button that shows the whole game, the milestones
above the log, and the wealth chart."""

from __future__ import annotations

from typing import Any

from . import host, render_milestones
from .chart import wealth_chart
from .dom import attr, by_id, h, listen, svg_node
from .game_app import GameApp
from .lesson import single_tax_turn
from .log_window import change, earlier_label, wanted
from .session import Line

EARLIER_ID = "log-earlier"

#: The lines whose items are in the log now, in order.
_drawn: list[Line] = []


def item(line: Line) -> Any:
    return h("li", line.text, f"line-{line.kind}")


def log(app: GameApp) -> None:
    """Bring the log up to date (afresh after a new game, a load or opening the replay viewer:
    ``app.logged`` is then 0)."""
    box = by_id("log")
    source = app.shown_session()
    if source is None:
        return
    lines = app.replay.lines() if app.mode == "replay" and app.replay else source.visible()
    whole = attr(box, "data-whole") == "yes"
    want = wanted(lines, whole)
    todo = change([] if app.logged == 0 else _drawn, want)
    if todo.fresh:
        box.replaceChildren(*[item(line) for line in want])
    else:
        for _ in range(todo.front):
            box.firstElementChild.remove()
        for _ in range(todo.back):
            box.lastElementChild.remove()
        if todo.add:
            box.append(*[item(line) for line in todo.add])
    _drawn[:] = want
    app.logged = len(lines)
    if app.mode == "game" and todo.add and not todo.fresh and not todo.back:
        app.announce(" ".join(line.text for line in todo.add))
    # To the end when drawn afresh, or when the reader was at the end (shell.js remembers that).
    host.behave("logEnd", box, todo.fresh)
    earlier(app, box, len(lines), whole)
    render_milestones.side(app)


def earlier(app: GameApp, box: Any, total: int, whole: bool) -> None:
    """The button above the log that shows the whole game (and hides it again)."""
    label = earlier_label(total, whole)
    button = by_id(EARLIER_ID)
    if not button:
        if label is None:
            return
        button = h("button", None, "quiet log-earlier", {"type": "button", "id": EARLIER_ID})
        box.parentNode.insertBefore(button, box)
        listen(button, "click", lambda e: toggle_whole(app))
    button.hidden = label is None
    if label is not None and button.textContent != label:
        button.textContent = label
        button.setAttribute("aria-expanded", "true" if whole else "false")


def toggle_whole(app: GameApp) -> None:
    """Show every line (the first line shown until now at the top of the view, the earlier ones
    above it), or only the latest again."""
    box = by_id("log")
    whole = attr(box, "data-whole") != "yes"
    box.setAttribute("data-whole", "yes" if whole else "no")
    anchor = _drawn[0] if _drawn else None
    log(app)
    if whole and anchor is not None:
        at = next((i for i, line in enumerate(_drawn) if line is anchor), 0)
        host.behave("logShowRow", box, box.children[at])


def chart(app: GameApp) -> None:
    source = app.shown_session()
    if source is None:
        return
    replaying = app.mode == "replay" and app.replay is not None
    history = app.replay.wealth() if replaying and app.replay else source.wealth
    names = [p.name for p in source.state.players]
    state = app.current_state() or source.state
    lines = app.replay.lines() if replaying and app.replay else source.log
    marked = single_tax_turn(state, lines, history)
    by_id("chart").replaceChildren(svg_node(wealth_chart(history, names, [s.colour for s in source.seats], marked)))
