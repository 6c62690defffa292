"""The decision panel: the question, its choices (buttons carrying the index of their choice in
the current ``controls.Panel``, so a redraw leaves no stale handlers), "Just now", the folded "You
may also", the pace control and the replay bar."""

from __future__ import annotations

from typing import Any

from landlords.situations import Situation
from landlords.state import Phase

from . import controls, host, no_offers, render_lesson, sounds
from .dom import by_id, drawing, drawn, focus, h
from .game_app import GameApp
from .host import document
from .render_editors import auction_editor, bid_check, mortgage_editor, mortgage_quote, proxy_status
from .render_players import token_icon
from .render_said import consequence_node
from .seats import PACE_LABELS
from .session import latest

#: Lines of "Just now": what happened since the last decision made at this screen.
RECENT_LINES = 6


#: More places to go than this are chosen on the board, with the list folded away.
MANY_PLACES = 6


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
    bot = d >= 0 and not session.seats[d].human
    # A bot is not asked: the people watching read its situation, and that it is deciding.
    prompt = controls.question(state, d, person=False)[1] if bot else panel.prompt
    if prompt:
        nodes.append(h("p", prompt, "prompt"))
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
    elif bot:
        nodes.append(h("p", f"{state.players[d].name} (a bot) is deciding\u2026", "thinking", {"role": "status"}))
        nodes.extend(proxy_status(app))
    else:
        people = frozenset(i for i, seat in enumerate(session.seats) if seat.human)
        panel = controls.said(state, panel, people)
        for gi, group in enumerate(panel.main):
            nodes.append(group_node(app, group, f"m:{gi}"))
        # The situation explained under its choices, which stay on a phone's decision sheet: the
        # buttons say where each leads; the two sentences say what it is.
        nodes.extend(situation_node(s) for s in panel.situations)
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
    pace = by_id("pace-box")
    if not drawn(pace, drawing(app.pace, app.no_offers, sounds.SOUNDS.on)):
        pace.replaceChildren(pace_control(app))
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
    host.behave("reveal", by_id("side"), section)


def focus_panel(app: GameApp) -> None:
    """Put the keyboard on the question: its first control for a person, the panel for a bot."""
    section = by_id("turn")
    d = app.panel.player if app.panel is not None else -1
    human = app.session is not None and d >= 0 and app.session.seats[d].human
    focus((first_control(section) if human else None) or section)


def situation_node(told: Situation) -> Any:
    """A situation explained where it is chosen: two sentences the first time, one line later, and
    a link to its rule in the rules reference."""
    box = h("div", None, "situation first" if told.first else "situation", {"role": "note"})
    # Met before, its one line names it already ("Railroad pass: this double may ...").
    heading = [h("strong", told.title + ". ")] if told.first else []
    text = h("p", None, None, children=[*heading, h("span", told.text)])
    link = h("button", "The rule", "quiet rule-link", {"type": "button", "data-rule": told.rule})
    link.setAttribute("aria-label", f"The rule: {told.title} (opens the rules reference)")
    text.append(document.createTextNode(" "), link)
    box.append(text)
    return box


def folded(app: GameApp, group: controls.Group, body: Any) -> Any:
    """A group of "You may also", folded to one line until opened (its state survives redraws);
    its count says what it counts ("Build: 18 lots you may build a house on")."""
    count = f": {group.count_words()}" if len(group.choices) > 1 else ""
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
        ".group:not(.fold .group) button[data-choice]",
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
            cls = "primary" if choice.primary else "bundle" if choice.then else None
            button = h("button", choice.label, cls, attrs)
            told = controls.leads(choice) if choice.action.kind in controls.SAY_ON_BUTTON else ""
            if told:
                button.append(h("span", told, "leads"))
            row.append(button)
    # What each choice leads to comes after the choices, so the buttons stay in view when a vote's
    # consequences and forecast run to a screenful (they were ~1,000 px down the panel).
    said: set[str] = set()
    # Right under the Now/After table of the Single Tax, the game played on: the forecast by play.
    forecast = app.session is not None and render_lesson.about_the_tax(
        app.session.state, [c.action for c in group.choices]
    )
    for c in group.choices:
        if c.action.kind in controls.SAY_ON_BUTTON:
            continue  # a move says where it leads on its own button
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
    return box


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
    quiet = h("input", None, None, {"id": "no-offers", "type": "checkbox"})
    if app.no_offers:
        quiet.setAttribute("checked", "")
    pace = h(
        "span",
        None,
        "pace",
        children=[
            h("label", "Bots play at ", None, {"for": "pace"}),
            select,
            sounds.toggle(),
            h("label", None, None, {"for": "no-offers"}, [quiet, h("span", f" {no_offers.LABEL}")]),
        ],
    )
    return pace


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
