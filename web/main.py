"""The page's Python: draws the 1906 board from engine data and shows the details of a chosen space.

Runs on the main thread of the page under Pyodide. The board is redrawn by the engine's pure
``landlords.svg.board_svg`` and parsed as XML (never as HTML); details are written with
``textContent`` only, so no name or note can ever become markup. JS ``null`` is tested by
truthiness, not ``is None``, so the file runs whether or not the loader turns ``null`` into
``None`` (boot.js does, PyScript does not).
"""

from __future__ import annotations

import contextlib
from typing import Any

from js import DOMParser, document, performance, window
from pyodide.ffi import JsException, create_proxy

from landlords.board import Board, load_board
from landlords.svg import OPPORTUNITY_PALETTE, board_svg, palette

STORAGE_KEY = "landlords:selected"
BOARD: Board = load_board("1906")
holder = document.getElementById("board-holder")
details = document.getElementById("details")
selected: dict[str, int | None] = {"space": None, "opportunity": None}


def storage_get() -> str | None:
    """The remembered selection, or None when storage is denied (third-party iframe, private mode)."""
    try:
        value = window.localStorage.getItem(STORAGE_KEY)
    except JsException:
        return None
    return str(value) if value else None


def storage_set(value: str) -> None:
    """Remember the selection if the browser lets us; losing it costs nothing."""
    with contextlib.suppress(JsException):
        window.localStorage.setItem(STORAGE_KEY, value)


def draw() -> None:
    """Replace the board with a fresh drawing of the current selection, keeping keyboard focus."""
    had_focus = holder.contains(document.activeElement)
    text = board_svg(BOARD, selected=selected["space"], selected_opportunity=selected["opportunity"])
    parsed = DOMParser.new().parseFromString(text, "image/svg+xml")
    error = parsed.querySelector("parsererror")
    if error:
        raise RuntimeError(f"board SVG did not parse: {error.textContent}")
    holder.replaceChildren(document.importNode(parsed.documentElement, True))
    if had_focus:
        target = focus_target()
        if target:
            target.focus()


def focus_target() -> Any:
    """The DOM group of the selected space (or inner space), if any."""
    if selected["space"] is not None:
        return holder.querySelector(f'[data-index="{selected["space"]}"]')
    if selected["opportunity"] is not None:
        return holder.querySelector(f'[data-opportunity="{selected["opportunity"]}"]')
    return None


def row(dl: Any, term: str, value: str) -> None:
    """Append one term/value pair to a <dl>, as text."""
    dt = document.createElement("dt")
    dt.textContent = term
    dd = document.createElement("dd")
    dd.textContent = value
    dl.append(dt, dd)


def money(amount: int) -> str:
    """Dollars as printed on the board, or a dash where the board prints none."""
    return f"${amount}" if amount else "—"


def show_details() -> None:
    """Fill the side panel with the chosen space's name, kind, price, rent and note."""
    heading = document.createElement("h2")
    heading.id = "details-title"
    swatch = document.createElement("span")
    swatch.className = "swatch"
    dl = document.createElement("dl")
    note_text = ""
    if selected["space"] is not None:
        space = BOARD.spaces[selected["space"]]
        colours = palette(space.kind)
        heading.append(swatch, document.createTextNode(space.name))
        row(dl, "Number", str(40 if space.index == 0 else space.index))
        row(dl, "Kind", colours.label)
        row(dl, "Price", money(space.price))
        row(dl, "Rent", money(space.rent) if space.rent or space.kind == "lot" else "—")
        note_text = space.note
    else:
        assert selected["opportunity"] is not None
        opportunity = BOARD.opportunities[selected["opportunity"]]
        colours = OPPORTUNITY_PALETTE
        heading.append(swatch, document.createTextNode(opportunity.name))
        row(dl, "Kind", colours.label)
        row(dl, "Wages", money(opportunity.wages))
        row(dl, "Rent", f"{money(opportunity.rent)} to the Public Treasury")
        note_text = opportunity.note
    swatch.style.background = colours.band
    details.replaceChildren(heading, dl)
    if note_text:
        note = document.createElement("p")
        note.className = "note"
        note.textContent = note_text
        details.append(note)
    details.dataset.index = "" if selected["space"] is None else str(selected["space"])


def choose(space: int | None = None, opportunity: int | None = None) -> None:
    """Select a track space or an inner space: redraw the board and the panel, remember it."""
    selected["space"], selected["opportunity"] = space, opportunity
    draw()
    show_details()
    storage_set(f"s{space}" if space is not None else f"o{opportunity}")


def on_activate(event: Any) -> None:
    """Click, Enter or Space on a board group selects it."""
    if event.type == "keydown" and event.key not in ("Enter", " "):
        return
    group = event.target.closest("[data-index], [data-opportunity]")
    if not group:
        return
    event.preventDefault()
    if group.hasAttribute("data-index"):
        choose(space=int(group.dataset.index))
    else:
        choose(opportunity=int(group.dataset.opportunity))


def restore() -> None:
    """Reselect what this browser chose last time, when storage allows and the value is sane."""
    value = storage_get()
    if not value or value[0] not in "so" or not value[1:].isdigit():
        draw()
        return
    number = int(value[1:])
    if value[0] == "s" and number < len(BOARD.spaces):
        choose(space=number)
    elif value[0] == "o" and number < len(BOARD.opportunities):
        choose(opportunity=number)
    else:
        draw()


handler = create_proxy(on_activate)
holder.addEventListener("click", handler)
holder.addEventListener("keydown", handler)
restore()
document.documentElement.dataset.state = "ready"
performance.mark("landlords:playable")  # what build/bench_load.py times, whatever the loader
