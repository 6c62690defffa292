"""The page's own end of a person's turn, on screen: the setting beside the bots' pace, and the
short visible pause before the step ``autoturn`` finds is taken (the button fills as a bar, and a
line says what is about to happen and how to stay).

The step is armed only after a decision is played (``App.after``), never on opening or undoing a
game: a person who takes back an "End turn" finds the turn waiting for them, not ended again.
"""

from __future__ import annotations

from typing import Any, Protocol

from pyscript import document

from landlords.actions import Action

from . import autoturn, controls
from .dom import Storage, by_id, cancel, h, later, listen
from .session import Session

#: Where the setting is kept in this browser ("off" when the person turned it off).
SETTING_KEY = "landlords:auto-end"


class AutoApp(Protocol):
    """What this module needs of the page's controller (``ui.app.App``)."""

    session: Session | None
    panel: controls.Panel | None
    mode: str
    paused: bool
    open_groups: set[str]

    def act(self, action: Action, started: float | None = None) -> None: ...


class Pending:
    """The step armed for the person, and when (the game's length then), with its timer."""

    def __init__(self) -> None:
        self.storage = Storage()
        self.timer: int | None = None
        self.step: Action | None = None
        self.moves = -1

    def on(self) -> bool:
        return self.storage.get(SETTING_KEY) != "off"


PENDING = Pending()


def wire(app: AutoApp) -> None:
    listen(by_id("pace-box"), "change", lambda e: on_change(app, e))
    listen(by_id("turn"), "toggle", lambda e: on_toggle(e), capture=True)


def on_toggle(event: Any) -> None:
    """Opening anything in the panel during the pause keeps the turn: the person is looking."""
    if PENDING.step is not None and event.target.open:
        disarm()


def shown(app: AutoApp) -> None:
    """After a redraw of the panel during the pause: the pause shown again on the fresh button."""
    if PENDING.step is not None and app.panel is not None and not by_id("turn").querySelector("[data-auto]"):
        mark(app.panel, PENDING.step)


def setting() -> Any:
    """The checkbox beside the bots' pace (its own element: the pace box holds others too)."""
    attrs = {"type": "checkbox", "id": "auto-end"}
    if PENDING.on():
        attrs["checked"] = ""
    return h(
        "label",
        None,
        "auto-end",
        {"for": "auto-end", "title": "When nothing is left to decide, the page ends your turn after a short pause"},
        children=[h("input", None, None, attrs), h("span", " End my turn by itself")],
    )


def on_change(app: AutoApp, event: Any) -> None:
    if event.target.id != "auto-end":
        return
    PENDING.storage.set(SETTING_KEY, "on" if event.target.checked else "off")
    if event.target.checked:
        arm(app)
    else:
        disarm()


def wanted(app: AutoApp) -> Action | None:
    """The step to take now for the person deciding, if the setting and the screen allow one."""
    session, panel = app.session, app.panel
    if session is None or panel is None or app.mode != "game" or app.paused or not PENDING.on():
        return None
    if panel.player < 0 or not session.seats[panel.player].human or document.querySelector("dialog[open]"):
        return None
    return autoturn.auto_step(session.state, panel, app.open_groups)


def arm(app: AutoApp) -> None:
    """After a decision: if the person is left nothing to decide, take the step after the pause."""
    disarm()
    step = wanted(app)
    if step is None or app.session is None or app.panel is None:
        return
    PENDING.step, PENDING.moves = step, len(app.session.state.actions)
    mark(app.panel, step)
    PENDING.timer = later(autoturn.PAUSE_MS, lambda: fire(app))


def fire(app: AutoApp) -> None:
    PENDING.timer = None
    step, moves = PENDING.step, PENDING.moves
    still = app.session is not None and len(app.session.state.actions) == moves and wanted(app) == step
    if step is None or not still:
        disarm()
        return
    PENDING.step = None
    app.act(step)


def disarm() -> None:
    cancel(PENDING.timer)
    PENDING.timer, PENDING.step = None, None
    for node in document.querySelectorAll("#turn [data-auto]"):
        node.removeAttribute("data-auto")
    for node in document.querySelectorAll("#turn .auto-note"):
        node.remove()


def mark(panel: controls.Panel, step: Action) -> None:
    """Show the pause on the step's own button, with a line saying what happens and how to stay."""
    for button in by_id("turn").querySelectorAll("button[data-choice^='m:']"):
        _, g, c = str(button.getAttribute("data-choice")).split(":")
        if panel.main[int(g)].choices[int(c)].action == step:
            button.setAttribute("data-auto", "")
            button.style.setProperty("--auto-ms", f"{autoturn.PAUSE_MS}ms")
            button.closest(".group").append(h("p", autoturn.note(step), "auto-note", {"role": "status"}))
            return
