"""The game screen: its event wiring (delegated from the panels' containers, so a redraw never
leaves stale handlers behind) and one ``render`` that redraws every panel from the state."""

from __future__ import annotations

from typing import Any

from landlords.actions import Bid, Mortgage
from landlords.engine import why_illegal

from . import render_dialogs, render_lesson
from .dom import attr, by_id, checked, focus, listen, now, read_int
from .game_app import GameApp
from .render_editors import bid_check, mortgage_quote, proxy_command
from .render_log import chart, log
from .render_players import players
from .render_turn import turn_panel


def wire(app: GameApp) -> None:
    turn = by_id("turn")
    listen(turn, "click", lambda e: on_click(app, e))
    listen(turn, "change", lambda e: on_change(app, e))
    listen(turn, "input", lambda e: on_change(app, e))
    listen(turn, "submit", lambda e: on_submit(app, e), prevent="always")
    listen(turn, "toggle", lambda e: on_toggle(app, e), capture=True)
    listen(turn, "mouseover", lambda e: hot_target(app, e))
    listen(turn, "focusin", lambda e: hot_target(app, e))
    listen(by_id("pace-box"), "change", lambda e: on_change(app, e))


def on_toggle(app: GameApp, event: Any) -> None:
    """Remember which groups of "You may also" are open, across redraws."""
    key = attr(event.target, "data-group")
    if key:
        if event.target.open:
            app.open_groups.add(key)
            if event.target.querySelector("#forecast"):
                state = app.current_state()
                if state is not None:
                    app.forecaster.want(state)
                render_lesson.update_forecast(app)
        else:
            app.open_groups.discard(key)


def hot_target(app: GameApp, event: Any) -> None:
    """Pointing at (or focusing) a move shows where that move goes, among the outlined targets."""
    button = event.target.closest("button") if event.target.closest else None
    spaces = attr(button, "data-targets").split() if button else []
    svg = app.board_view.holder.querySelector("svg")
    if not svg:
        return
    for mark in svg.querySelectorAll(".target"):
        if attr(mark, "data-space") in spaces:
            mark.classList.add("hot")
        else:
            mark.classList.remove("hot")


def on_click(app: GameApp, event: Any) -> None:
    button = event.target.closest("button")
    if not button or button.disabled:
        return
    choice, cmd = attr(button, "data-choice"), attr(button, "data-cmd")
    if choice:
        where, g, c = choice.split(":")
        panel = app.panel
        if panel is None:
            return
        groups = panel.main if where == "m" else panel.extras
        chosen = groups[int(g)].choices[int(c)]
        app.act(chosen.action, started=float(event.timeStamp))
        for more in chosen.then:  # one click, several steps ("Buy all three")
            app.act(more)
    elif cmd:
        command(app, cmd, button, float(event.timeStamp))


def command(app: GameApp, cmd: str, button: Any, started: float) -> None:
    session = app.session
    if cmd == "bid" and session is not None:
        fixed = attr(button, "data-amount")
        amount = int(fixed) if fixed else read_int("bid-amount")
        if amount is not None and why_illegal(session.state, Bid(session.decider(), amount)) is None:
            app.act(Bid(session.decider(), amount), started)
    elif cmd == "mortgage" and session is not None:
        cards = checked("#turn .mortgage-card")
        action = Mortgage(session.decider(), tuple(sorted(cards)))
        if why_illegal(session.state, action) is None:
            app.act(action, started)
    elif cmd in ("proxy", "proxy-stop"):
        proxy_command(app, cmd)
    elif cmd == "deal":
        render_dialogs.open_deal(app)
    elif cmd == "forecast-stop":
        render_lesson.stop_forecast(app)
    elif cmd == "forecast-start":
        render_lesson.start_forecast(app)
    elif cmd == "scores":
        render_dialogs.open_end(app)
    elif cmd == "new":
        app.new_game_asked()
    elif cmd == "replay" and session is not None:
        app.show_replay(session, 0)
    elif cmd.startswith("go:") and app.replay is not None:
        step = cmd[3:]
        replay = app.replay
        target = {"first": 0, "last": replay.total, "back": replay.at - 1, "next": replay.at + 1}.get(step)
        if target is not None:
            replay.go(target)
            app.refresh()
            focus_cmd(cmd)
    elif cmd == "leave":
        app.leave_replay()
    elif cmd == "take-over":
        app.leave_replay(play_from_here=True)


def focus_cmd(cmd: str) -> None:
    button = by_id("turn").querySelector(f'[data-cmd="{cmd}"]')
    if button and not button.disabled:
        focus(button)


def on_change(app: GameApp, event: Any) -> None:
    target = event.target
    if target.id == "pace":
        app.set_pace(str(target.value))
    elif target.id == "no-offers":
        app.set_no_offers(bool(target.checked))
    elif target.classList.contains("mortgage-card"):
        mortgage_quote(app)
    elif target.id == "bid-amount":
        bid_check(app)
    elif target.id == "replay-slider" and app.replay is not None:
        app.replay.go(int(target.value))
        app.refresh()
        focus(by_id("replay-slider"))


def on_submit(app: GameApp, event: Any) -> None:
    if event.target.id == "bid-form":
        button = by_id("bid-button")
        if button and not button.disabled:
            command(app, "bid", button, now())


def render(app: GameApp) -> None:
    if app.mode == "game" and app.session is not None:
        app.last_lines = app.session.since_last_person()
    turn_panel(app)
    render_lesson.programme(app)
    players(app)
    log(app)
    chart(app)
