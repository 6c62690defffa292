"""The setup screen in the page: the form (drawn by ``ui.setup_form``, the same tree the build
pre-renders), its events, and reading what the reader chose. Sensible defaults, so "Start the
game" is one click.

At the page's start the form is already there, pre-rendered by the build and perhaps filled in
while Python loaded: Python adopts it (reads its values) rather than redrawing it, and a Start
pressed meanwhile (web/boot.js queued it) starts the game at once. Choosing an edition redraws
the board preview and that edition's options.
"""

from __future__ import annotations

from typing import Any, Protocol

from landlords.board import load_board
from landlords.errors import LandlordsError, OptionsError
from landlords.state import Phase

from . import host, render_dialogs, render_turn
from . import setup as model
from .dom import attr, by_id, focus, listen, place
from .game_app import GameApp
from .host import document
from .seats import COLOURS, Seat
from .session import Session
from .setup import Form
from .setup_form import (
    DEFAULT_PACE,
    LONG_CHOICE,
    MAX_SEATS,
    MIN_SEATS,
    aim_text,
    form_tree,
    length_fieldset,
    next_seat,
    rules_fieldset,
    seats_fieldset,
)

#: The colours a seat may take (a swatch is only ever filled with one of them).
COLOUR_VALUES = frozenset(c.hex for c in COLOURS)


class SetupApp(GameApp, Protocol):
    """What the setup screen needs of the page's controller (``ui.app.App``), and the rules dialog
    and the game's panel it opens."""

    prefill_values: dict[str, str] | None

    def enter_game(self) -> None: ...


def wire(app: SetupApp) -> None:
    section = by_id("setup")
    listen(section, "click", lambda e: on_click(app, e))
    listen(section, "change", lambda e: on_change(app, e))
    listen(section, "submit", lambda e: on_submit(app, e), prevent="always")


def show(app: SetupApp) -> None:
    if adopt(app):
        return
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


def adopt(app: SetupApp) -> bool:
    """Take over the form the build pre-rendered, as the reader has left it: nothing is redrawn,
    nothing typed is lost. Only at the page's start with no game and nothing the address chose
    (then the form is drawn afresh); False when there is nothing to adopt."""
    section = by_id("setup")
    if not section.hasAttribute("data-prerendered") or app.session is not None or app.prefill_values is not None:
        return False
    section.removeAttribute("data-prerendered")
    if not by_id("setup-form"):
        return False
    chosen = section.querySelector('input[name="edition"]:checked')
    if chosen:
        app.form.edition = str(chosen.value)
    count = int(section.querySelectorAll(".seat-row").length)
    app.form.seats = read_seats_of(count)
    edition = app.form.edition
    # What only Python can work out, for choices made before it was there: the words and source
    # under each option, and "A quicker game" chosen (its options set, as a click on it does now).
    values = read_values(edition)
    for name, value in values.items():
        show_choice(edition, name, value)
    length = section.querySelector('input[name="length"]:checked')
    if length and str(length.value) == "quicker" and model.length_of(edition, values) != "quicker":
        choose_length(edition, "quicker")
    sync_length(edition)
    pace = by_id("setup-pace")
    if pace:
        picked = str(pace.value)
        if picked != DEFAULT_PACE:
            app.set_pace(picked)  # the reader chose it before Python was there to hear
        else:
            pace.value = app.pace  # the pace this browser keeps (the build drew the default)
    preview(app)
    if document.activeElement == document.body:  # never take focus from a field in use
        focus(by_id("setup-heading"))
    return True


def start_if_queued(app: SetupApp) -> None:
    """A Start pressed before Python was ready (web/boot.js queued it): start the game now, with the
    form's values as they are."""
    root = document.documentElement
    if root.getAttribute("data-start") != "queued":
        return
    root.removeAttribute("data-start")
    if app.mode == "setup" and by_id("setup-form"):
        submit(app)


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
    """Build the whole form for the chosen edition (``ui.setup_form``) and put it in the page."""
    session = app.session
    tree = form_tree(
        app.form,
        app.pace,
        back=session is not None,
        replaces=session is not None and session.state.phase != Phase.OVER,
    )
    by_id("setup").replaceChildren(place(tree))
    preview(app)


def preview(app: SetupApp) -> None:
    """The board of the chosen edition, bare (no game's tokens on it)."""
    board = load_board(app.form.edition)
    if app.board_view.board.edition != board.edition or app.board_view.holder.querySelector("#board-state"):
        app.board_view.draw(board)


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


def read_seats(form: Form) -> list[Seat]:
    return read_seats_of(len(form.seats))


def read_seats_of(count: int) -> list[Seat]:
    seats = []
    for i in range(count):
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
    target = event.target
    if target.localName == "input" and attr(target, "name") == "length":
        # On click, not change: a click on the length already ticked sets its options again.
        choose_length(app.form.edition, str(target.value))
        return
    button = target.closest("button")
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
        n = len(app.form.seats)
        app.form.seats.append(next_seat(app.form.seats))
        redraw_seats(app.form, f"seat-name-{n}")
    elif cmd.startswith("remove:") and len(app.form.seats) > MIN_SEATS:
        app.form.seats.pop(int(cmd.split(":")[1]))
        redraw_seats(app.form, "seat-name-0")


def redraw_seats(form: Form, focus: str) -> None:
    old = by_id("setup").querySelector("fieldset.seats")
    old.replaceWith(place(seats_fieldset(form)))
    node = by_id(focus)
    if node:
        node.focus()


def on_change(app: SetupApp, event: Any) -> None:
    target = event.target
    if target.name == "edition":
        app.form.seats = read_seats(app.form)
        app.form.edition = str(target.value)
        old = by_id("setup").querySelector("details.rules")
        old.replaceWith(place(rules_fieldset(app.form.edition, unfolded=bool(old.open))))
        by_id("setup-length").replaceWith(place(length_fieldset(app.form.edition)))
        app.board_view.draw(load_board(app.form.edition))
        by_id("setup-aim").textContent = aim_text(app.form.edition)
    elif target.classList.contains("seat-colour"):
        fill = target.parentElement.querySelector(".seat-swatch rect")
        if fill and str(target.value) in COLOUR_VALUES:
            fill.setAttribute("fill", target.value)
    elif target.id == "setup-pace":
        app.set_pace(str(target.value))
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
    submit(app)


def submit(app: SetupApp) -> None:
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
    host.behave("pageTop")
    render_turn.focus_panel(app)
