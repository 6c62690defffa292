"""The page's own end of a person's turn, on screen: the short visible pause before the step
``autoturn`` finds is taken (the button fills as a bar, and a line under it says what is about to
happen and how to stay), and the setting, a checkbox in that line. The setting lives where it acts,
under the step's button, not beside the bots' pace: that row under the board has no room left at
1280 px and 1366 px (it wrapped below the screen's foot). Turned off, the line stays whenever the
step would be taken, so it can be turned on again there.

The step is armed only after a decision is played (``App.after``), never on opening or undoing a
game: a person who takes back an "End turn" finds the turn waiting for them, not ended again.
Where no step is left without a choice, silence may still answer the question: ``render_count``
runs its count then.
"""

from __future__ import annotations

from typing import Any, Protocol

from landlords.actions import Action

from . import autoturn, controls, render_count, render_dialogs
from .dom import Storage, by_id, cancel, focus, h, later, listen, setting_box
from .host import document
from .render_count import CountApp

#: Where the setting is kept in this browser ("off" when the person turned it off).
SETTING_KEY = "landlords:auto-end"
#: The line under a step the page would take, when it is not taking it.
WAITING = "The page waits for your click."


class AutoApp(CountApp, Protocol):
    """What this module needs of the page's controller (``ui.app.App``)."""

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
    listen(by_id("turn"), "change", lambda e: on_change(app, e))
    listen(by_id("turn"), "toggle", lambda e: on_toggle(app, e), capture=True)
    render_count.wire(app)


def on_toggle(app: AutoApp, event: Any) -> None:
    """Opening anything in the panel during the pause keeps the turn: the person is looking."""
    step = PENDING.step
    if step is not None and event.target.open:
        disarm()
        if app.panel is not None:
            mark(app.panel, step, pausing=False)


def on_change(app: AutoApp, event: Any) -> None:
    if event.target.id == "take-time":
        render_count.on_setting(app, bool(event.target.checked))
    if event.target.id != "auto-end":
        return
    PENDING.storage.set(SETTING_KEY, "on" if event.target.checked else "off")
    if event.target.checked:
        arm(app)
        focus(by_id("auto-end"))
    else:  # the line and its checkbox stay, saying the page waits
        cancel(PENDING.timer)
        PENDING.timer, PENDING.step = None, None
        for node in document.querySelectorAll("#turn [data-auto]"):
            node.removeAttribute("data-auto")
        for words in document.querySelectorAll("#turn .auto-note:not(.count-note, .count-gone) > span"):
            words.textContent = WAITING + " "


def wanted(app: AutoApp, setting: bool = True) -> Action | None:
    """The step to take now for the person deciding, if the screen (and the setting) allow one."""
    session, panel = app.session, app.panel
    if session is None or panel is None or app.mode != "game" or app.paused or (setting and not PENDING.on()):
        return None
    if panel.player < 0 or not session.seats[panel.player].human or render_dialogs.any_open():
        return None
    return autoturn.auto_step(session.state, panel, app.open_groups)


def arm(app: AutoApp) -> None:
    """After a decision: if the person is left nothing to decide, take the step after the pause."""
    disarm()
    step = wanted(app)
    if step is None or app.session is None or app.panel is None:
        render_count.arm(app)  # silence may answer the question: its count
        shown(app)
        return
    render_count.stop()
    PENDING.step, PENDING.moves = step, len(app.session.state.actions)
    mark(app.panel, step, pausing=True)
    PENDING.timer = later(autoturn.pause_ms(app.panel), lambda: fire(app))


def shown(app: AutoApp) -> None:
    """After a redraw of the panel: the pause shown again on the fresh button, or (the setting off)
    the line with the setting under a step the page would otherwise take; and silence's count."""
    render_count.shown(app)
    if app.panel is None or by_id("turn").querySelector(".auto-note:not(.count-note, .count-gone)"):
        return
    if PENDING.step is not None:
        mark(app.panel, PENDING.step, pausing=True)
    elif not PENDING.on() and (step := wanted(app, setting=False)) is not None:
        mark(app.panel, step, pausing=False)


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
    for node in document.querySelectorAll("#turn .auto-note:not(.count-note, .count-gone)"):
        node.remove()


def mark(panel: controls.Panel, step: Action, pausing: bool) -> None:
    """Under the step's own button: what the page is about to do (the button filling as a bar while
    it pauses) or that it waits, with the setting."""
    for button in by_id("turn").querySelectorAll("button[data-choice^='m:']"):
        _, g, c = str(button.getAttribute("data-choice")).split(":")
        if panel.main[int(g)].choices[int(c)].action != step:
            continue
        if pausing:
            button.setAttribute("data-auto", "")
            button.style.setProperty("--auto-ms", f"{autoturn.pause_ms(panel)}ms")
        words = autoturn.note(step, panel) if pausing else WAITING
        line = h("p", None, "auto-note", {"role": "status"}, [h("span", words + " "), setting()])
        # Right under the row of choices it counts down on, before what each choice leads to.
        (button.closest(".choices") or button).after(line)
        return


def setting() -> Any:
    """The checkbox of the setting (on unless turned off in this browser)."""
    title = "When nothing is left to decide, the page takes the step after a short pause"
    return setting_box("auto-end", PENDING.on(), "End my turn by itself", title)
