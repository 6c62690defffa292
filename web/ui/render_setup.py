"""The setup screen: edition, players (human or bot, name, colour), rule options with their
explanations, seed and bot pace. Sensible defaults, so "Start the game" is one click.

The form is built from ``setup`` (the pure model); choosing an edition redraws the board preview
and that edition's options.
"""

from __future__ import annotations

from typing import Any, Protocol

from pyscript import document

from landlords.board import load_board
from landlords.errors import LandlordsError, OptionsError
from landlords.state import Phase

from . import render_dialogs, render_turn
from . import setup as model
from .dom import attr, by_id, focus, h, listen
from .game_app import GameApp
from .seats import BOT_LABELS, COLOURS, HUMAN, PACE_LABELS, SHAPE_NAMES, Seat
from .session import Session
from .setup import Form


class SetupApp(GameApp, Protocol):
    """What the setup screen needs of the page's controller (``ui.app.App``), and the rules dialog
    and the game's panel it opens."""

    prefill_values: dict[str, str] | None

    def enter_game(self) -> None: ...


MAX_SEATS = 4
MIN_SEATS = 2
#: A choice longer than this (in characters) may not fit its closed box at the form's width.
LONG_CHOICE = 30


def wire(app: SetupApp) -> None:
    section = by_id("setup")
    listen(section, "click", lambda e: on_click(app, e))
    listen(section, "change", lambda e: on_change(app, e))
    listen(section, "submit", lambda e: on_submit(app, e))


def show(app: SetupApp) -> None:
    if app.session is not None and app.prefill_values is None:
        app.form.edition = app.session.state.options.edition
        app.form.seats = list(app.session.seats)
    draw(app)
    if app.prefill_values is not None:
        prefill(app.prefill_values)
        app.prefill_values = None
        sync_length(app.form.edition)
    heading = by_id("setup-heading")
    if heading:
        focus(heading)


def prefill(values: dict[str, str]) -> None:
    """Set fields the page's address chose (values already checked by ``ui.params``); the rule
    options are unfolded so the reader sees what differs from the standard game."""
    for element_id, value in values.items():
        node = by_id(element_id)
        if not node:
            continue
        if str(node.type) == "checkbox":
            node.checked = value == "on"
        else:
            node.value = value
        box = node.closest("details")
        while box:
            box.open = True
            box = box.parentElement.closest("details") if box.parentElement else None


def draw(app: SetupApp) -> None:
    """Build the whole form for the chosen edition."""
    section = by_id("setup")
    form = h("form", None, "setup-form", {"id": "setup-form", "novalidate": ""})
    form.append(h("h2", "New game", None, {"id": "setup-heading", "tabindex": "-1"}))
    form.append(h("p", "Choose a game and who plays at this screen; everything else is ready to start.", "lead"))
    form.append(editions_fieldset(app.form))
    form.append(h("p", aim_text(app.form.edition), "aim", {"id": "setup-aim"}))
    form.append(seats_fieldset(app.form))
    form.append(length_fieldset(app.form.edition))
    form.append(rules_fieldset(app.form.edition))
    form.append(extra_fieldset(app))
    form.append(h("p", "", "problem", {"id": "setup-problem", "role": "alert"}))
    # The buttons stay in view at the foot of the column, however long the form (issue 9, point 2).
    buttons = h("div", None, "actions start-row")
    buttons.append(h("button", "Start the game", "primary", {"type": "submit", "id": "start"}))
    buttons.append(h("button", "How to play", None, {"type": "button", "data-cmd": "how"}))
    if app.session is not None:
        buttons.append(h("button", "Back to the game", None, {"type": "button", "data-cmd": "back"}))
        if app.session.state.phase != Phase.OVER:
            form.append(
                h(
                    "p",
                    "Starting a new game replaces the one in progress (save it first from "
                    "\u201cSave & share\u201d to keep it).",
                    "note",
                )
            )
    form.append(buttons)
    section.replaceChildren(form)
    board = load_board(app.form.edition)
    if app.board_view.board.edition != board.edition or app.board_view.holder.querySelector("#board-state"):
        app.board_view.draw(board)


def aim_text(edition: str) -> str:
    text = model.aim(edition)
    return f"The aim: {text[:1].lower()}{text[1:]}" if text else ""


def editions_fieldset(form: Form) -> Any:
    box = h("fieldset", None, "editions")
    box.append(h("legend", "Game"))
    for choice in model.editions():
        attrs = {"type": "radio", "name": "edition", "value": choice.name, "id": f"edition-{choice.name}"}
        if choice.name == form.edition:
            attrs["checked"] = ""
        label = h("label", None, "edition-choice", {"for": f"edition-{choice.name}"})
        label.append(h("input", None, None, attrs))
        text = h("span", None, "edition-text")
        text.append(h("strong", choice.title))
        if choice.blurb:
            text.append(h("span", choice.blurb, "blurb"))
        label.append(text)
        box.append(label)
    return box


def seats_fieldset(form: Form) -> Any:
    box = h("fieldset", None, "seats")
    box.append(h("legend", "Players"))
    for i, seat in enumerate(form.seats):
        row = h("div", None, "seat-row", {"data-seat": str(i)})
        row.append(h("span", f"{i + 1}", "seat-number", {"aria-hidden": "true"}))
        name = h(
            "input",
            None,
            "seat-name",
            {
                "id": f"seat-name-{i}",
                "value": seat.name,
                "maxlength": "40",
                "aria-label": f"Name of player {i + 1} ({SHAPE_NAMES[i]} token)",
                "autocomplete": "off",
            },
        )
        row.append(name)
        kind = h("select", None, "seat-kind", {"id": f"seat-kind-{i}", "aria-label": f"Who plays seat {i + 1}"})
        for value, label in ((HUMAN, "Person at this screen"), *BOT_LABELS.items()):
            option = h("option", label, None, {"value": value})
            if value == seat.bot:
                option.setAttribute("selected", "")
            kind.append(option)
        row.append(kind)
        colour = h("select", None, "seat-colour", {"id": f"seat-colour-{i}", "aria-label": f"Colour of seat {i + 1}"})
        for c in COLOURS:
            option = h("option", c.name, None, {"value": c.hex})
            if c.hex == seat.colour:
                option.setAttribute("selected", "")
            colour.append(option)
        row.append(colour)
        swatch = h("span", None, "seat-swatch", {"aria-hidden": "true"})
        swatch.style.background = seat.colour
        row.append(swatch)
        if len(form.seats) > MIN_SEATS:
            row.append(
                h(
                    "button",
                    "\u00d7",
                    "quiet remove",
                    {"type": "button", "data-cmd": f"remove:{i}", "aria-label": f"Remove player {i + 1}"},
                )
            )
        box.append(row)
    if len(form.seats) < MAX_SEATS:
        box.append(h("button", "+ Add a player", "quiet", {"type": "button", "data-cmd": "add"}))
    box.append(
        h(
            "p",
            "Seats take turns at this screen; each token has its own shape and number as well as its colour.",
            "note",
        )
    )
    return box


def length_fieldset(edition: str) -> Any:
    """The full game or "A quicker game" (the sources' own ways to a shorter one), each with what it
    means in a line; choosing sets the rule options below, where each can still be changed."""
    changes = model.quicker(edition)
    box = h("fieldset", None, "length", {"id": "setup-length"})
    if not changes:
        box.hidden = True
        return box
    box.append(h("legend", "Length of the game"))
    full = [model.full_line(edition, c) for c in changes]
    quick = [c.line for c in changes] + [f"Source: {c.source}." for c in changes]
    stop = model.STOP_IN_PLAY.get(edition)
    for value, title, lines in (
        ("full", "The full game", ["The standard rules.", *full]),
        ("quicker", "A quicker game", quick),
    ):
        attrs = {"type": "radio", "name": "length", "value": value, "id": f"length-{value}"}
        if value == "full":
            attrs["checked"] = ""
        label = h("label", None, "edition-choice", {"for": f"length-{value}"})
        label.append(h("input", None, None, attrs))
        text = h("span", None, "edition-text")
        text.append(h("strong", title))
        for line in lines:
            text.append(h("span", line, "blurb"))
        label.append(text)
        box.append(label)
    if stop:
        box.append(h("p", stop, "note"))
    return box


def choose_length(edition: str, length: str) -> None:
    """Set the rule options "A quicker game" changes: to its values, or back to the standard ones."""
    rules = {r.name: r for r in model.option_fields(edition)}
    for change in model.quicker(edition):
        node = by_id(f"option-{change.option}")
        field = rules.get(change.option)
        if not node or field is None:
            continue
        value = model.as_text(change.value) if length == "quicker" else field.default
        if field.kind == "bool":
            node.checked = value == "on"
        else:
            node.value = value
        show_choice(edition, change.option, value)


def sync_length(edition: str) -> None:
    """Tick the length the rule options now make (neither, when they were changed by hand)."""
    length = model.length_of(edition, read_values(edition))
    for value in ("full", "quicker"):
        node = by_id(f"length-{value}")
        if node:
            node.checked = value == length


def field_node(edition: str, f: model.Field) -> Any:
    wrap = h("div", None, "option", {"data-option": f.name})
    control_id = f"option-{f.name}"
    if f.kind == "bool":
        attrs = {"type": "checkbox", "id": control_id, "name": f.name}
        if f.default == "on":
            attrs["checked"] = ""
        wrap.append(
            h(
                "label",
                None,
                "check",
                {"for": control_id},
                children=[h("input", None, None, attrs), h("span", f.label, "label")],
            )
        )
    else:
        wrap.append(
            h("span", f.label, "label") if f.kind == "fixed" else h("label", f.label, "label", {"for": control_id})
        )
        if f.kind == "choice":
            control = h("select", None, None, {"id": control_id, "name": f.name})
            for value, label in f.choices:
                option = h("option", label, None, {"value": value})
                if value == f.default:
                    option.setAttribute("selected", "")
                control.append(option)
        elif f.kind == "int":
            control = h(
                "input",
                None,
                None,
                {
                    "id": control_id,
                    "name": f.name,
                    "type": "number",
                    "min": str(f.minimum),
                    "max": str(f.maximum),
                    "step": str(f.step),
                    "value": f.default,
                    "inputmode": "numeric",
                },
            )
        else:
            control = h("p", f.choices[0][1] if f.choices else f.default, "fixed", {"id": control_id})
        wrap.append(control)
    if f.kind == "choice" and any(len(label) > LONG_CHOICE for _, label in f.choices):
        # A long choice is cut off in its closed box: its whole words are said under it (issue 26).
        words = dict(f.choices).get(f.default, "")
        chosen = h("p", words, "explain chosen", {"data-chosen": f.name, "id": f"chosen-{f.name}"})
        chosen.hidden = len(words) <= LONG_CHOICE
        wrap.append(chosen)
    if f.explain:
        wrap.append(h("p", f.explain, "explain"))
    source = model.choice_source(edition, f.name, f.default)
    if source:
        wrap.append(h("p", f"Source: {source}", "source", {"data-source": f.name}))
    return wrap


def rules_fieldset(edition: str) -> Any:
    """The edition's rule options, folded away: the defaults are the standard game."""
    box = h("details", None, "rules")
    box.append(h("summary", "Rule options (the standard rules unless you change them)"))
    fields = model.option_fields(edition)
    for f in fields:
        if not f.advanced:
            box.append(field_node(edition, f))
    advanced = [f for f in fields if f.advanced]
    if advanced:
        more = h("details", None, "more-rules")
        more.append(h("summary", "More rule choices"))
        for f in advanced:
            more.append(field_node(edition, f))
        box.append(more)
    return box


def extra_fieldset(app: SetupApp) -> Any:
    box = h("details", None, "extra")
    box.append(h("summary", "Seed and bot speed"))
    box.append(h("label", "Seed (leave empty for a new random game)", "label", {"for": "seed"}))
    box.append(h("input", None, None, {"id": "seed", "inputmode": "numeric", "autocomplete": "off"}))
    box.append(h("label", "Bots play at", "label", {"for": "setup-pace"}))
    pace = h("select", None, None, {"id": "setup-pace"})
    for value, label in PACE_LABELS.items():
        option = h("option", label, None, {"value": value})
        if value == app.pace:
            option.setAttribute("selected", "")
        pace.append(option)
    box.append(pace)
    return box


def read_seats(form: Form) -> list[Seat]:
    seats = []
    for i in range(len(form.seats)):
        name = str(by_id(f"seat-name-{i}").value).strip() or f"Player {i + 1}"
        seats.append(Seat(name, str(by_id(f"seat-colour-{i}").value), str(by_id(f"seat-kind-{i}").value)))
    return seats


def read_values(edition: str) -> dict[str, str]:
    values: dict[str, str] = {}
    for f in model.option_fields(edition):
        node = by_id(f"option-{f.name}")
        if not node or f.kind == "fixed":
            continue
        values[f.name] = ("on" if node.checked else "off") if f.kind == "bool" else str(node.value)
    return values


def on_click(app: SetupApp, event: Any) -> None:
    button = event.target.closest("button")
    cmd = attr(button, "data-cmd")
    if not cmd:
        return
    if cmd == "back":
        app.enter_game()
        return
    if cmd == "how":
        render_dialogs.open_rules(app, how_to_play=True)
        return
    app.form.seats = read_seats(app.form)
    if cmd == "add" and len(app.form.seats) < MAX_SEATS:
        used = {s.colour for s in app.form.seats}
        colour = next(c.hex for c in COLOURS if c.hex not in used)
        n = len(app.form.seats)
        app.form.seats.append(Seat(f"Player {n + 1}", colour, "heuristic"))
        redraw_seats(app.form, f"seat-name-{n}")
    elif cmd.startswith("remove:") and len(app.form.seats) > MIN_SEATS:
        app.form.seats.pop(int(cmd.split(":")[1]))
        redraw_seats(app.form, "seat-name-0")


def redraw_seats(form: Form, focus: str) -> None:
    old = by_id("setup").querySelector("fieldset.seats")
    old.replaceWith(seats_fieldset(form))
    node = by_id(focus)
    if node:
        node.focus()


def on_change(app: SetupApp, event: Any) -> None:
    target = event.target
    if target.name == "edition":
        app.form.seats = read_seats(app.form)
        app.form.edition = str(target.value)
        old = by_id("setup").querySelector("details.rules")
        fresh = rules_fieldset(app.form.edition)
        fresh.open = bool(old.open)
        old.replaceWith(fresh)
        by_id("setup-length").replaceWith(length_fieldset(app.form.edition))
        app.board_view.draw(load_board(app.form.edition))
        by_id("setup-aim").textContent = aim_text(app.form.edition)
    elif target.classList.contains("seat-colour"):
        swatch = target.parentElement.querySelector(".seat-swatch")
        swatch.style.background = target.value
    elif target.id == "setup-pace":
        app.set_pace(str(target.value))
    elif target.name == "length":
        choose_length(app.form.edition, str(target.value))
    elif target.id and str(target.id).startswith("option-"):
        show_choice(app.form.edition, str(target.id)[len("option-") :], str(target.value))
        sync_length(app.form.edition)


def show_choice(edition: str, name: str, value: str) -> None:
    """Under an option: the chosen value's whole words (a long choice) and its source."""
    chosen = by_id(f"chosen-{name}")
    if chosen:
        chosen.textContent = model.words_for(edition, name, value)
        chosen.hidden = len(str(chosen.textContent)) <= LONG_CHOICE
    note = by_id("setup").querySelector(f'[data-source="{name}"]')
    if note:
        source = model.choice_source(edition, name, value)
        note.textContent = f"Source: {source}" if source else ""


def on_submit(app: SetupApp, event: Any) -> None:
    event.preventDefault()
    problem = by_id("setup-problem")
    seats = read_seats(app.form)
    app.form.seats = seats
    if len({s.colour for s in seats}) != len(seats):
        problem.textContent = "Give each player a different colour."
        return
    try:
        options = model.make_options(app.form.edition, seats, read_values(app.form.edition))
        seed = model.parse_seed(str(by_id("seed").value))
        session = Session.start(
            options, seed, [Seat(n, s.colour, s.bot) for n, s in zip(options.players, seats, strict=True)]
        )
    except (OptionsError, LandlordsError, ValueError) as exc:
        problem.textContent = str(exc)[:1].upper() + str(exc)[1:] + "."
        return
    problem.textContent = ""
    app.start_game(session)
    document.defaultView.scrollTo(0, 0)
    render_turn.focus_panel(app)
