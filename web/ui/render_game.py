"""The game screen's panels: the decision panel, the players, the log, the wealth chart and a
space's details. Laid out from the pure view models; every name goes in as text.

The decision panel uses event delegation: buttons carry the index of their choice in the current
``controls.Panel``, so a redraw never leaves stale handlers behind.
"""

from __future__ import annotations

from typing import Any, Protocol

from pyscript import document

from landlords.actions import Bid, Mortgage
from landlords.dollars import dollars
from landlords.engine import why_illegal
from landlords.state import Phase
from landlords.svg import SHAPES, shape_path

from . import controls, render_dialogs, render_lesson
from .board_view import BoardView
from .chart import wealth_chart
from .dom import attr, by_id, checked, focus, h, listen, now, read_int, svg_node
from .lesson import single_tax_turn
from .params import Settings
from .render_dialogs import DialogsApp
from .render_lesson import LessonApp
from .render_said import consequence_node
from .replay import Replay
from .seats import PACE_LABELS
from .session import Line, latest
from .views import player_views


class GameApp(DialogsApp, LessonApp, Protocol):
    """What the game's panels need of the page's controller (``ui.app.App``), and the dialogs they
    open."""

    settings: Settings
    replay: Replay | None
    panel: controls.Panel | None
    board_view: BoardView
    pace: str
    open_groups: set[str]
    last_lines: list[Line]
    logged: int
    log_sealed: bool

    def announce(self, text: str) -> None: ...
    def leave_replay(self, play_from_here: bool = False) -> None: ...
    def refresh(self, board: bool = True, panel: bool = True) -> None: ...
    def set_pace(self, pace: str) -> None: ...


#: Lines of "Just now": what happened since the last decision made at this screen.
RECENT_LINES = 6
#: More places to go than this are chosen on the board, with the list folded away.
MANY_PLACES = 6
#: Log lines kept on screen (the whole log is in the save; the replay viewer steps through it).
LOG_LINES = 400


def token_icon(index: int, colour: str, size: int = 22) -> Any:
    """A seat's token as a small inline SVG (its shape in its colour), hidden from screen readers."""
    shape = SHAPES[index % len(SHAPES)]
    text = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="{size}" height="{size}" '
        f'aria-hidden="true" class="token-icon">{shape_path(shape, 12, 12, 9)} fill="{colour}" '
        f'stroke="#1d1a16" stroke-width="1.5"/></svg>'
    )
    return svg_node(text)


# --- wiring --------------------------------------------------------------------------------------


def wire(app: GameApp) -> None:
    turn = by_id("turn")
    listen(turn, "click", lambda e: on_click(app, e))
    listen(turn, "change", lambda e: on_change(app, e))
    listen(turn, "input", lambda e: on_change(app, e))
    listen(turn, "submit", lambda e: on_submit(app, e))
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
        app.act(groups[int(g)].choices[int(c)].action, started=float(event.timeStamp))
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
    elif target.classList.contains("mortgage-card"):
        mortgage_quote(app)
    elif target.id == "bid-amount":
        bid_check(app)
    elif target.id == "replay-slider" and app.replay is not None:
        app.replay.go(int(target.value))
        app.refresh()
        focus(by_id("replay-slider"))


def on_submit(app: GameApp, event: Any) -> None:
    event.preventDefault()
    if event.target.id == "bid-form":
        button = by_id("bid-button")
        if button and not button.disabled:
            command(app, "bid", button, now())


# --- rendering -----------------------------------------------------------------------------------


def render(app: GameApp) -> None:
    if app.mode == "game" and app.session is not None:
        app.last_lines = app.session.since_last_person()
    turn_panel(app)
    render_lesson.programme(app)
    players(app)
    log(app)
    chart(app)


def turn_panel(app: GameApp) -> None:
    section = by_id("turn")
    had_focus = section.contains(document.activeElement) or document.activeElement == document.body
    if app.mode == "replay":
        replay_bar(app, section)
        return
    session = app.session
    if session is None:
        return
    state = session.state
    panel = app.panel or controls.panel(state)
    nodes: list[Any] = []
    d = panel.player
    heading = h("h2", None, "turn-heading", {"id": "turn-heading"})
    if d >= 0:
        heading.append(token_icon(d, session.seats[d].colour))
    heading.append(h("span", panel.heading))
    nodes.append(heading)
    nodes.append(h("p", panel.prompt, "prompt"))
    if d < 0:
        nodes.append(
            h(
                "div",
                None,
                "actions",
                children=[
                    h("button", "See the scores", "primary", {"type": "button", "data-cmd": "scores"}),
                    h("button", "Replay the game", None, {"type": "button", "data-cmd": "replay"}),
                    h("button", "New game", None, {"type": "button", "data-cmd": "new"}),
                ],
            )
        )
    elif not session.seats[d].human:
        nodes.append(h("p", f"{state.players[d].name} (a bot) is deciding\u2026", "thinking", {"role": "status"}))
    else:
        panel = controls.said(state, panel)
        for gi, group in enumerate(panel.main):
            nodes.append(group_node(app, group, f"m:{gi}"))
    # What just happened comes right under the question, before the folded "You may also", so the
    # two are read together without scrolling.
    nodes.append(recent(app))
    if d >= 0 and session.seats[d].human and panel.extras:
        more = h("div", None, "extras")
        more.append(h("h3", "You may also", "extras-title"))
        for gi, group in enumerate(panel.extras):
            more.append(folded(app, group, group_node(app, group, f"x:{gi}", titled=False)))
        nodes.append(more)
    section.replaceChildren(*nodes)
    by_id("pace-box").replaceChildren(pace_control(app))
    asked = f"{d}:{len(state.actions)}"
    if d >= 0 and session.seats[d].human and section.getAttribute("data-asked") != asked:
        question_in_view(section)
    section.setAttribute("data-asked", asked)
    section.setAttribute("data-decider", str(d))
    mortgage_quote(app)
    bid_check(app)
    if had_focus:
        focus_panel(app)


def question_in_view(section: Any) -> None:
    """A person's new question starts in view: if the side column was scrolled past it (to click
    a button low in the last question, or to read the log), scroll back to the question's top."""
    side = by_id("side")
    above = section.getBoundingClientRect().top - side.getBoundingClientRect().top
    if side.scrollTop > 0 and above < 0:
        side.scrollTop = max(0, side.scrollTop + above)


def focus_panel(app: GameApp) -> None:
    """Put the keyboard on the question: its first control for a person, the panel for a bot."""
    section = by_id("turn")
    d = app.panel.player if app.panel is not None else -1
    human = app.session is not None and d >= 0 and app.session.seats[d].human
    focus((first_control(section) if human else None) or section)


def folded(app: GameApp, group: controls.Group, body: Any) -> Any:
    """A group of "You may also", folded to one line until opened (its state survives redraws)."""
    count = f" ({len(group.choices)})" if len(group.choices) > 1 else ""
    box = h("details", None, "fold", {"data-group": group.key})
    if group.key in app.open_groups:
        box.setAttribute("open", "")
    box.append(h("summary", group.title + count), body)
    return box


def first_control(section: Any) -> Any:
    """Where the keyboard goes when a person's decision comes up: the highlighted choice, else the
    first visible control of the question (not of the folded "You may also")."""
    for selector in (
        "button.primary",
        "#bid-amount",
        ".group:not(.fold .group) button, .group:not(.fold .group) input",
    ):
        for node in section.querySelectorAll(selector):
            if node.checkVisibility() and not node.disabled:
                return node
    return None


def group_node(app: GameApp, group: controls.Group, key: str, titled: bool = True) -> Any:
    box = h("div", None, f"group group-{group.key}")
    if group.title and titled:
        box.append(h("h3", group.title))
    if group.note:
        box.append(h("p", group.note, "note"))
    said: set[str] = set()
    # Right under the Now/After table of the Single Tax, the game played on: the forecast by play.
    forecast = app.session is not None and render_lesson.about_the_tax(
        app.session.state, [c.action for c in group.choices]
    )
    for c in group.choices:
        if app.session is not None and c.consequence is not None and c.consequence.headline not in said:
            said.add(c.consequence.headline)
            box.append(consequence_node(app.session.state, c.consequence))
            if forecast and c.consequence.worth:
                forecast = False
                box.append(
                    render_lesson.forecast_box(
                        app, app.session.state, key.startswith("m:") or group.key in app.open_groups
                    )
                )
    if forecast and said and app.session is not None:  # no table (nobody's worth moves): after the words
        shown = key.startswith("m:") or group.key in app.open_groups
        box.append(render_lesson.forecast_box(app, app.session.state, shown, tabled=False))
    if group.widget == "auction":
        box.append(auction_editor(app))
    elif group.widget == "mortgage":
        box.append(mortgage_editor(app))
    elif group.widget == "deal":
        box.append(h("button", "Make an offer\u2026", None, {"type": "button", "data-cmd": "deal"}))
    if group.choices:
        row = h("div", None, "choices many" if len(group.choices) > 6 else "choices")
        places = sum(1 for c in group.choices if c.targets)
        if places > MANY_PLACES:
            # A long list of places (the Prosperity railroad jump) is chosen on the board, where the
            # places are marked; the list stays at hand, folded.
            fold = h("details", None, "fold places", {"data-group": f"{group.key}-places"})
            if f"{group.key}-places" in app.open_groups:
                fold.setAttribute("open", "")
            fold.append(h("summary", f"Or choose from a list ({places} places)"), row)
            box.append(fold)
        else:
            box.append(row)
        for ci, choice in enumerate(group.choices):
            attrs = {"type": "button", "data-choice": f"{key}:{ci}"}
            if choice.targets:
                attrs["data-targets"] = " ".join(str(t) for t in choice.targets)
            row.append(h("button", choice.label, "primary" if choice.primary else None, attrs))
    return box


def auction_editor(app: GameApp) -> Any:
    assert app.session is not None
    state = app.session.state
    view = controls.auction_view(state)
    box = h("div", None, "auction")
    space = state.board.spaces[view.space] if view.space < len(state.board.spaces) else None
    facts = [
        f"Printed price {dollars(space.price)}" if space and space.price else "",
        f"rent {dollars(space.rent)}" if space and space.rent else "",
        f"still bidding: {', '.join(view.bidders)}",
    ]
    box.append(h("p", " · ".join(f for f in facts if f), "facts"))
    if view.budget < view.minimum:
        box.append(
            h("p", f"A bid must be at least {dollars(view.minimum)}, more than the cash there is to bid.", "note")
        )
        return box
    form = h("form", None, "bid-form", {"id": "bid-form"})
    label = h("label", "Your bid ($)", None, {"for": "bid-amount"})
    field = h(
        "input",
        None,
        None,
        {
            "id": "bid-amount",
            "type": "number",
            "inputmode": "numeric",
            "min": str(view.minimum),
            "max": str(view.budget),
            "step": "1",
            "value": str(view.minimum),
        },
    )
    form.append(label, field, h("button", "Bid", "primary", {"type": "submit", "id": "bid-button"}))
    box.append(form)
    box.append(h("p", "", "problem", {"id": "bid-problem", "role": "status"}))
    quick = h("div", None, "choices quick", {"role": "group", "aria-label": "Quick bids"})
    quick.append(h("span", f"Bid at once (you have {dollars(view.budget)}):", "note"))
    for amount in view.quick:
        quick.append(
            h("button", dollars(amount), None, {"type": "button", "data-cmd": "bid", "data-amount": str(amount)})
        )
    box.append(quick)
    return box


def bid_check(app: GameApp) -> None:
    field, problem, button = by_id("bid-amount"), by_id("bid-problem"), by_id("bid-button")
    if not field or app.session is None:
        return
    amount = read_int("bid-amount")
    reason = "enter a whole number of dollars" if amount is None else controls.bid_problem(app.session.state, amount)
    problem.textContent = (reason[:1].upper() + reason[1:] + ".") if reason else ""
    button.disabled = reason is not None


def mortgage_editor(app: GameApp) -> Any:
    assert app.session is not None
    state = app.session.state
    p = app.session.decider()
    box = h("fieldset", None, "mortgage")
    box.append(h("legend", "Cards the bank will lend on"))
    cards = h("div", None, "card-list")  # a long list scrolls; the button below stays in reach
    box.append(cards)
    for item in controls.mortgage_cards(state, p):
        cards.append(
            h(
                "label",
                None,
                "check",
                children=[
                    h("input", None, "mortgage-card", {"type": "checkbox", "value": str(item.card)}),
                    h("span", item.label),
                ],
            )
        )
    box.append(h("p", "", "quote", {"id": "mortgage-quote", "role": "status"}))
    box.append(h("div", None, "said", {"id": "mortgage-said"}))
    box.append(
        h(
            "button",
            "Mortgage the chosen cards",
            None,
            {"type": "button", "data-cmd": "mortgage", "id": "mortgage-button"},
        )
    )
    return box


def mortgage_quote(app: GameApp) -> None:
    quote, button = by_id("mortgage-quote"), by_id("mortgage-button")
    if not quote or app.session is None:
        return
    cards = checked("#turn .mortgage-card")
    amount, reason = controls.mortgage_quote(app.session.state, app.session.decider(), cards)
    if reason:
        quote.textContent = reason[:1].upper() + reason[1:] + "."
    else:
        quote.textContent = f"The bank lends {dollars(amount)} on these cards."
    button.disabled = reason is not None
    action = Mortgage(app.session.decider(), tuple(sorted(cards))) if cards else None
    said = controls.composed_consequence(app.session.state, action)
    by_id("mortgage-said").replaceChildren(*([consequence_node(app.session.state, said)] if said else []))


def recent(app: GameApp) -> Any:
    """The last action in words, with what a bot said: so people can follow the bots."""
    box = h("div", None, "recent", {"aria-hidden": "true"})
    lines = app.last_lines
    news = render_lesson.news_node(app, min(line.moves for line in lines)) if lines and app.mode == "game" else None
    if news is not None:
        box.append(news)
    if lines:
        box.append(h("h3", "Just now"))
        shown = latest(lines, RECENT_LINES)
        if len(shown) < len(lines):
            box.append(h("p", "\u2026 (the rest is in the game log)", "line-note"))
        for line in shown:
            box.append(h("p", line.text, f"line-{line.kind}"))
    return box


def pace_control(app: GameApp) -> Any:
    select = h("select", None, None, {"id": "pace"})
    for value, label in PACE_LABELS.items():
        option = h("option", label, None, {"value": value})
        if value == app.pace:
            option.setAttribute("selected", "")
        select.append(option)
    return h("span", None, "pace", children=[h("label", "Bots play at ", None, {"for": "pace"}), select])


def replay_bar(app: GameApp, section: Any) -> None:
    replay = app.replay
    assert replay is not None
    state = replay.state()
    nodes = [
        h("h2", "Replay", None, {"id": "turn-heading"}),
        h("p", replay.caption(), "prompt", {"role": "status"}),
    ]
    slider = h(
        "input",
        None,
        None,
        {
            "id": "replay-slider",
            "type": "range",
            "min": "0",
            "max": str(replay.total),
            "value": str(replay.at),
            "aria-label": "Move shown",
        },
    )
    nodes.append(slider)
    row = h("div", None, "choices replay-steps")
    for cmd, label, off in (
        ("go:first", "\u00ab Start", replay.at == 0),
        ("go:back", "\u2039 Back", replay.at == 0),
        ("go:next", "Next \u203a", replay.at == replay.total),
        ("go:last", "End \u00bb", replay.at == replay.total),
    ):
        attrs = {"type": "button", "data-cmd": cmd}
        if off:
            attrs["disabled"] = ""
        row.append(h("button", label, None, attrs))
    nodes.append(row)
    if app.settings.view == "board":  # a position to study: the replay controls only
        section.replaceChildren(*nodes)
        return
    actions = h("div", None, "choices")
    if state.phase != Phase.OVER:
        actions.append(h("button", "Play on from this move", "primary", {"type": "button", "data-cmd": "take-over"}))
    actions.append(
        h(
            "button",
            "Back to my game" if app.session else "Close the replay",
            None,
            {"type": "button", "data-cmd": "leave"},
        )
    )
    nodes.append(actions)
    nodes.append(h("p", "Playing on from here replaces the game in progress at this screen.", "note"))
    section.replaceChildren(*nodes)


def players(app: GameApp) -> None:
    state = app.current_state()
    source = app.shown_session()
    if state is None or source is None:
        return
    cards = []
    for view in player_views(state, source.seats):
        attrs = {"data-player": str(view.index)}
        if view.to_play:
            attrs["aria-current"] = "true"
        card = h("article", None, "player" + (" deciding" if view.deciding else ""), attrs)
        card.style.setProperty("--seat", view.colour)
        title = h("h3", None, "player-name")
        title.append(token_icon(view.index, view.colour))
        title.append(h("span", view.name, "name"))
        if view.to_play:
            title.append(h("span", "to play", "badge"))
        card.append(title)
        card.append(h("p", f"{view.seat} · {view.colour_name} {view.shape}, player {view.index + 1}", "seat"))
        numbers = h("p", None, "numbers")
        numbers.append(h("span", dollars(view.cash), "cash"))
        numbers.append(
            h(
                "span",
                f" cash · worth {dollars(view.worth)} · {view.circuits} circuit{'s' if view.circuits != 1 else ''}",
            )
        )
        if view.status:
            numbers.append(h("span", f" · {view.status}", "status"))
        card.append(numbers)
        if view.cards:
            chips = h("ul", None, "chips", {"aria-label": f"{view.name}'s cards"})
            for chip in view.cards:
                text = (
                    chip.name
                    + (f" ({chip.status})" if chip.status else "")
                    + (f" \u2302{chip.houses}" if chip.houses else "")
                )
                item = h("li", text, f"chip kind-{chip.kind}" + (f" {chip.status}" if chip.status else ""))
                if chip.houses:
                    item.setAttribute("title", f"{chip.houses} house{'s' if chip.houses != 1 else ''}")
                chips.append(item)
            card.append(chips)
        if view.holdings:
            card.append(h("p", ", ".join(view.holdings), "holdings"))
        for debt in view.debts:
            card.append(h("p", debt, "debt"))
        cards.append(card)
    by_id("players").replaceChildren(*cards)


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
