"""The setup form as an element tree (``ui.markup``): edition, players (human or bot, name,
colour), the game's length, rule options with their explanations, seed and bot pace.

Pure, so the build draws the very same form into index.html (on screen before Python starts) that
``render_setup`` places in the page; the page's Python then adopts the form instead of redrawing it.
"""

from __future__ import annotations

from . import setup as model
from .markup import Element, el, swatch
from .seats import BOT_LABELS, COLOURS, HUMAN, PACE_LABELS, SHAPE_NAMES, Seat
from .setup import Form

MAX_SEATS = 4
MIN_SEATS = 2
#: A choice longer than this (in characters) may not fit its closed box at the form's width.
LONG_CHOICE = 30
#: The bot pace the form shows when the browser keeps none.
DEFAULT_PACE = "normal"


def form_tree(form: Form, pace: str = DEFAULT_PACE, back: bool = False, replaces: bool = False) -> Element:
    """The whole form for the chosen edition; ``back``: a game exists to go back to; ``replaces``:
    that game is still in progress, so a new one would replace it."""
    tree = el("form", None, "setup-form", {"id": "setup-form", "novalidate": ""})
    tree.append(el("h2", "New game", None, {"id": "setup-heading", "tabindex": "-1"}))
    tree.append(el("p", "Choose a game and who plays at this screen; everything else is ready to start.", "lead"))
    tree.append(editions_fieldset(form))
    tree.append(el("p", aim_text(form.edition), "aim", {"id": "setup-aim"}))
    tree.append(seats_fieldset(form))
    tree.append(length_fieldset(form.edition))
    tree.append(rules_fieldset(form.edition))
    tree.append(extra_fieldset(pace))
    tree.append(el("p", "", "problem", {"id": "setup-problem", "role": "alert"}))
    # The buttons stay in view at the foot of the column, however long the form (issue 9, point 2).
    buttons = el("div", None, "actions start-row")
    buttons.append(el("button", "Start the game", "primary", {"type": "submit", "id": "start"}))
    buttons.append(el("button", "How to play", None, {"type": "button", "data-cmd": "how"}))
    if back:
        buttons.append(el("button", "Back to the game", None, {"type": "button", "data-cmd": "back"}))
        if replaces:
            note = (
                "Starting a new game replaces the one in progress (save it first from "
                "\u201cSave & share\u201d to keep it)."
            )
            tree.append(el("p", note, "note"))
    tree.append(buttons)
    return tree


def aim_text(edition: str) -> str:
    text = model.aim(edition)
    return f"The aim: {text[:1].lower()}{text[1:]}" if text else ""


def editions_fieldset(form: Form) -> Element:
    box = el("fieldset", None, "editions")
    box.append(el("legend", "Game"))
    for choice in model.editions():
        attrs = {"type": "radio", "name": "edition", "value": choice.name, "id": f"edition-{choice.name}"}
        if choice.name == form.edition:
            attrs["checked"] = ""
        label = el("label", None, "edition-choice", {"for": f"edition-{choice.name}"})
        label.append(el("input", None, None, attrs))
        text = el("span", None, "edition-text")
        text.append(el("strong", choice.title))
        if choice.blurb:
            text.append(el("span", choice.blurb, "blurb"))
        label.append(text)
        box.append(label)
    return box


def seats_fieldset(form: Form) -> Element:
    box = el("fieldset", None, "seats")
    box.append(el("legend", "Players"))
    for i, seat in enumerate(form.seats):
        row = el("div", None, "seat-row", {"data-seat": str(i)})
        row.append(el("span", f"{i + 1}", "seat-number", {"aria-hidden": "true"}))
        name = {
            "id": f"seat-name-{i}",
            "value": seat.name,
            "maxlength": "40",
            "aria-label": f"Name of player {i + 1} ({SHAPE_NAMES[i]} token)",
            "autocomplete": "off",
        }
        row.append(el("input", None, "seat-name", name))
        kind = el("select", None, "seat-kind", {"id": f"seat-kind-{i}", "aria-label": f"Who plays seat {i + 1}"})
        for value, label in ((HUMAN, "Person at this screen"), *BOT_LABELS.items()):
            kind.append(option(value, label, value == seat.bot))
        row.append(kind)
        colour = el("select", None, "seat-colour", {"id": f"seat-colour-{i}", "aria-label": f"Colour of seat {i + 1}"})
        for c in COLOURS:
            colour.append(option(c.hex, c.name, c.hex == seat.colour))
        row.append(colour)
        row.append(swatch(seat.colour))
        if len(form.seats) > MIN_SEATS:
            remove = {"type": "button", "data-cmd": f"remove:{i}", "aria-label": f"Remove player {i + 1}"}
            row.append(el("button", "\u00d7", "quiet remove", remove))
        box.append(row)
    if len(form.seats) < MAX_SEATS:
        box.append(el("button", "+ Add a player", "quiet", {"type": "button", "data-cmd": "add"}))
    note = "Seats take turns at this screen; each token has its own shape and number as well as its colour."
    box.append(el("p", note, "note"))
    return box


def next_seat(seats: list[Seat]) -> Seat:
    """The seat "+ Add a player" adds: a bot, named by its number, in the first colour nobody has."""
    used = {s.colour for s in seats}
    colour = next(c.hex for c in COLOURS if c.hex not in used)
    return Seat(f"Player {len(seats) + 1}", colour, "heuristic")


def seating(count: int) -> Form:
    """The form with ``count`` seats, the last one as "+ Add a player" makes it: what web/boot.js
    starts from when a seat is added or removed before Python (it carries the other seats over)."""
    form = Form()
    while len(form.seats) < count - 1:
        form.seats.append(next_seat(form.seats))
    del form.seats[count - 1 :]
    form.seats.append(next_seat(form.seats))
    return form


def option(value: str, label: str, selected: bool) -> Element:
    node = el("option", label, None, {"value": value})
    if selected:
        node.set("selected", "")
    return node


def length_fieldset(edition: str) -> Element:
    """The full game or "A quicker game" (the sources' own ways to a shorter one), each with what it
    means in a line; choosing sets the rule options below, where each can still be changed."""
    changes = model.quicker(edition)
    box = el("fieldset", None, "length", {"id": "setup-length"})
    if not changes:
        return box.set("hidden", "")
    box.append(el("legend", "Length of the game"))
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
        label = el("label", None, "edition-choice", {"for": f"length-{value}"})
        label.append(el("input", None, None, attrs))
        text = el("span", None, "edition-text")
        text.append(el("strong", title))
        text.append(*(el("span", line, "blurb") for line in lines))
        label.append(text)
        box.append(label)
    if stop:
        box.append(el("p", stop, "note"))
    return box


def field_node(edition: str, f: model.Field) -> Element:
    wrap = el("div", None, "option", {"data-option": f.name})
    control_id = f"option-{f.name}"
    if f.kind == "bool":
        attrs = {"type": "checkbox", "id": control_id, "name": f.name}
        if f.default == "on":
            attrs["checked"] = ""
        box = el("input", None, None, attrs)
        wrap.append(el("label", None, "check", {"for": control_id}, children=[box, el("span", f.label, "label")]))
    else:
        wrap.append(
            el("span", f.label, "label") if f.kind == "fixed" else el("label", f.label, "label", {"for": control_id})
        )
        if f.kind == "choice":
            control = el("select", None, None, {"id": control_id, "name": f.name})
            control.append(*(option(value, label, value == f.default) for value, label in f.choices))
        elif f.kind == "int":
            number = {
                "id": control_id,
                "name": f.name,
                "type": "number",
                "min": str(f.minimum),
                "max": str(f.maximum),
                "step": str(f.step),
                "value": f.default,
                "inputmode": "numeric",
            }
            control = el("input", None, None, number)
        else:
            control = el("p", f.choices[0][1] if f.choices else f.default, "fixed", {"id": control_id})
        wrap.append(control)
    if f.kind == "choice" and any(len(label) > LONG_CHOICE for _, label in f.choices):
        # A long choice is cut off in its closed box: its whole words are said under it (issue 26).
        words = dict(f.choices).get(f.default, "")
        chosen = el("p", words, "explain chosen", {"data-chosen": f.name, "id": f"chosen-{f.name}"})
        if len(words) <= LONG_CHOICE:
            chosen.set("hidden", "")
        wrap.append(chosen)
    if f.explain:
        wrap.append(el("p", f.explain, "explain"))
    source = model.choice_source(edition, f.name, f.default)
    if source:
        wrap.append(el("p", f"Source: {source}", "source", {"data-source": f.name}))
    return wrap


def rules_fieldset(edition: str, unfolded: bool = False) -> Element:
    """The edition's rule options, folded away: the defaults are the standard game."""
    box = el("details", None, "rules")
    if unfolded:
        box.set("open", "")
    box.append(el("summary", "Rule options (the standard rules unless you change them)"))
    fields = model.option_fields(edition)
    box.append(*(field_node(edition, f) for f in fields if not f.advanced))
    advanced = [f for f in fields if f.advanced]
    if advanced:
        more = el("details", None, "more-rules")
        more.append(el("summary", "More rule choices"))
        more.append(*(field_node(edition, f) for f in advanced))
        box.append(more)
    return box


def extra_fieldset(pace: str) -> Element:
    box = el("details", None, "extra")
    box.append(el("summary", "Seed and bot speed"))
    box.append(el("label", "Seed (leave empty for a new random game)", "label", {"for": "seed"}))
    box.append(el("input", None, None, {"id": "seed", "inputmode": "numeric", "autocomplete": "off"}))
    box.append(el("label", "Bots play at", "label", {"for": "setup-pace"}))
    select = el("select", None, None, {"id": "setup-pace"})
    select.append(*(option(value, label, value == pace) for value, label in PACE_LABELS.items()))
    box.append(select)
    return box
