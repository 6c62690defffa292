"""The game log (kept in step line by line, scrolled to the newest unless the reader scrolled up)
and the wealth chart."""

from __future__ import annotations

from .chart import wealth_chart
from .dom import by_id, h, svg_node
from .game_app import GameApp
from .lesson import single_tax_turn

#: Log lines kept on screen (the whole log is in the save; the replay viewer steps through it).
LOG_LINES = 400


def log(app: GameApp) -> None:
    """Append the log's new lines (all of them after a new game, a load or the replay moving)."""
    box = by_id("log")
    source = app.shown_session()
    if source is None:
        return
    lines = app.replay.lines() if app.mode == "replay" and app.replay else source.visible()
    # Closing an auction brings its bots' remarks back into the middle of the log: draw it afresh.
    sealed = app.mode == "game" and source.in_auction()
    fresh = app.logged == 0 or app.mode == "replay" or app.logged > len(lines) or sealed != app.log_sealed
    app.log_sealed = sealed
    start = 0 if fresh else app.logged
    new = lines[start:]
    items = [h("li", line.text, f"line-{line.kind}") for line in (lines[-LOG_LINES:] if fresh else new)]
    stick = box.scrollHeight - box.scrollTop - box.clientHeight < 40
    if fresh:
        box.replaceChildren(*items)
    else:
        box.append(*items)
        while box.childElementCount > LOG_LINES:
            box.firstElementChild.remove()
    app.logged = len(lines)
    if app.mode == "game" and new and not fresh:
        app.announce(" ".join(line.text for line in new))
    if fresh or stick:
        box.scrollTop = box.scrollHeight


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
