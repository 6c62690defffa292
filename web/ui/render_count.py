"""Silence is a "no", on screen: the auctioneer's count under a person's Pass ("Going once...
going twice..."), and the longer count under Refuse when a bot makes them an offer. The step's
button fills as a bar (the page's own end of a turn draws the same bar); when it is full, the page
passes or refuses for them and says so ("Gone: you let Market Place go.").

The count waits while the person looks: while the pointer is over the decision panel, or the
keyboard's focus is in it and the keyboard was the last thing they used (the page moves the focus
to the question by itself, and that alone is no sign of a person reading). It waits, too, while
the step's button is out of sight (below the fold of a phone's decision sheet): silence never
answers a question the person cannot see. When they leave, the count starts again from the
start. It never runs at the Slow pace, on opening or undoing a game, or with the setting "Take my
time: no counts" (one checkbox for every count, kept in this browser, shown in the count's own
line). A screen reader hears the count start once, through the page's announcements, not every
tick.

The steps and their lengths are ``autoturn``'s (pure); this module only draws and times them.
"""

from __future__ import annotations

from typing import Any, Protocol

from landlords.actions import Action
from landlords.events import Events

from . import autoturn, controls, host, proxy, render_dialogs
from .dom import Storage, by_id, cancel, focus, h, later, listen, setting_box
from .host import document, window
from .session import Session

#: Where the setting is kept in this browser ("off": take my time, no counts).
SETTING_KEY = "landlords:counts"
#: The setting's words, beside its checkbox.
LABEL = "Take my time: no counts"
#: The pace at which nothing is counted (the pace for those who want to watch and think).
UNCOUNTED_PACE = "slow"
#: Said in the count's line while it waits for the person.
HOLDING = "Waiting while you look; the count starts again when you leave this panel."
#: Said in the count's line with the setting on.
TAKING_TIME = "No count: the page waits for your click."
HOW_TO_WAIT = " Point at this panel to take your time."


class CountApp(Protocol):
    """What this module needs of the page's controller (``ui.app.App``)."""

    session: Session | None
    panel: controls.Panel | None
    mode: str
    paused: bool
    pace: str
    proxy: proxy.Proxy | None

    def after(self, events: Events, started: float | None = None, rolled: bool = False) -> None: ...
    def announce(self, text: str) -> None: ...


class Count:
    """The count running for the person (its step, the game's length when it began, its timers),
    whether they are looking (pointer over the panel, keyboard in it), and what silence last did."""

    def __init__(self) -> None:
        self.storage = Storage()
        self.step: Action | None = None
        self.moves = -1
        self.ms = 0
        self.timers: list[int] = []
        self.pointer = False
        self.keyboard = False
        #: The person's last input was a key (not the pointer, not nothing yet).
        self.keys = False
        #: "Gone: you let ... go.", shown at the panel's head until the person's next question after
        #: it (the game's length once silence had spoken).
        self.gone = ""
        self.gone_moves = -1

    def on(self) -> bool:
        return self.storage.get(SETTING_KEY) != "off"

    def looking(self) -> bool:
        return self.pointer or self.keyboard


COUNT = Count()


def wanted(app: CountApp, setting: bool = True) -> Action | None:
    """The step silence would take now for the person deciding, if a count may run."""
    session, panel = app.session, app.panel
    if session is None or panel is None or app.mode != "game" or app.paused or app.pace == UNCOUNTED_PACE:
        return None
    if setting and not COUNT.on():
        return None
    if panel.player < 0 or not session.seats[panel.player].human or render_dialogs.any_open():
        return None
    if proxy.bid_for(app.proxy, session.state) is not None:
        return None  # the page is bidding for them up to their limit
    return autoturn.lapse_step(session.state, panel)


def first_time(panel: controls.Panel) -> bool:
    """Whether the question is explained in full above it (met for the first time this game)."""
    return any(s.first for s in panel.situations) or bool(by_id("turn").querySelector(".situation.first"))


def arm(app: CountApp) -> bool:
    """After a decision (``render_autoturn.arm``): start the count if silence may answer the
    question now. Returns whether a count (or its line, the setting off) is shown."""
    stop()
    session, panel = app.session, app.panel
    asked = session is not None and panel is not None and panel.player >= 0 and session.seats[panel.player].human
    if asked and session is not None and len(session.state.actions) > COUNT.gone_moves + 1:
        COUNT.gone = ""  # the person's next question after silence spoke
    step = wanted(app)
    if step is None or app.session is None or app.panel is None:
        return shown(app)
    COUNT.step, COUNT.moves = step, len(app.session.state.actions)
    COUNT.ms = autoturn.count_ms(step, first_time(app.panel))
    turn = by_id("turn")
    COUNT.pointer = bool(turn.matches(":hover"))
    COUNT.keyboard = keyboard_inside(turn)
    app.announce(autoturn.started_words(step))
    draw(app)
    if not waiting(app):
        run(app)
    return True


def shown(app: CountApp) -> bool:
    """After a redraw of the panel: the count's line again on the fresh button (the setting off:
    the line with the setting, where a count would run), and what silence last did."""
    turn = by_id("turn")
    moves = len(app.session.state.actions) if app.session is not None and app.mode == "game" else -1
    if moves < COUNT.gone_moves:  # taken back, or another game
        COUNT.gone = ""
    if COUNT.gone and not turn.querySelector(".count-gone"):
        line = h("p", COUNT.gone, "auto-note count-gone")
        prompt = turn.querySelector(".prompt")
        if prompt:
            prompt.after(line)
    if turn.querySelector(".count-note"):
        return True
    if COUNT.step is not None and moves != COUNT.moves:  # another position (an undo): no count
        stop()
    if COUNT.step is not None:  # the panel was drawn afresh: so is the count, from the start
        clear_timers()
        draw(app)
        if not waiting(app):
            run(app)
        return True
    if not COUNT.on() and wanted(app, setting=False) is not None:
        draw(app)
        return True
    return False


def run(app: CountApp) -> None:
    """Start the count from the beginning: the bar fills, the words move on half way."""
    clear_timers()
    step = COUNT.step
    if step is None:
        return
    button = button_for(app, step)
    if button:
        button.removeAttribute("data-auto")
        host.behave("reflow", button)  # so the bar starts again from empty
        button.setAttribute("data-auto", "")
        button.style.setProperty("--auto-ms", f"{COUNT.ms}ms")
    say(autoturn.count_words(step, 0.0) + HOW_TO_WAIT)
    COUNT.timers = [
        later(COUNT.ms / 2, lambda: say(autoturn.count_words(step, 0.5) + HOW_TO_WAIT)),
        later(COUNT.ms, lambda: fire(app)),
    ]


def hold() -> None:
    """The person is looking: the count waits (its bar empties) until they leave."""
    clear_timers()
    for node in document.querySelectorAll("#turn [data-auto]"):
        node.removeAttribute("data-auto")
    if COUNT.step is not None:
        say(HOLDING)


def fire(app: CountApp) -> None:
    """The count ran out: silence takes its step, if the question is still the one counted."""
    COUNT.timers = []
    step, session = COUNT.step, app.session
    if step is None or session is None or waiting(app):
        return
    if len(session.state.actions) != COUNT.moves or wanted(app) != step:
        stop()
        return
    COUNT.step = None
    gone = autoturn.gone_words(session.state, step)
    events = session.play(step)
    COUNT.gone, COUNT.gone_moves = gone, len(session.state.actions)
    app.after(events)
    app.announce(gone)


def stop() -> None:
    """No count: its timers cancelled, its bar and line gone."""
    clear_timers()
    COUNT.step = None
    for node in document.querySelectorAll("#turn [data-auto]"):
        node.removeAttribute("data-auto")
    for node in document.querySelectorAll("#turn .count-note"):
        node.remove()


def clear_timers() -> None:
    for timer in COUNT.timers:
        cancel(timer)
    COUNT.timers = []


# --- the person looking or leaving ----------------------------------------------------------------


def keyboard_inside(turn: Any) -> bool:
    """The keyboard's focus is in the panel, and the person is using the keyboard."""
    active = document.activeElement
    return bool(COUNT.keys and active and turn.contains(active))


def wire(app: CountApp) -> None:
    turn = by_id("turn")
    listen(turn, "pointerenter", lambda e: on_pointer(app, True))
    listen(turn, "pointerleave", lambda e: on_pointer(app, False))
    listen(turn, "focusin", lambda e: on_focus(app, e))
    listen(turn, "focusout", lambda e: on_focus(app, e))
    listen(document, "keydown", lambda e: on_input(app, keys=True), capture=True)
    listen(document, "pointerdown", lambda e: on_input(app, keys=False), capture=True)
    listen(document, "scroll", lambda e: reconsider(app), capture=True)  # into sight, or out of it
    listen(window, "resize", lambda e: reconsider(app))
    host.on_sight(lambda: reconsider(app))  # worker mode: the page measured the button again


def on_input(app: CountApp, keys: bool) -> None:
    COUNT.keys = keys
    if keys:
        COUNT.keyboard = keyboard_inside(by_id("turn"))
        reconsider(app)


def on_pointer(app: CountApp, over: bool) -> None:
    COUNT.pointer = over
    reconsider(app)


def on_focus(app: CountApp, event: Any) -> None:
    turn = by_id("turn")
    if event.type == "focusin":
        COUNT.keyboard = keyboard_inside(turn)
    elif not (event.relatedTarget and turn.contains(event.relatedTarget)):
        COUNT.keyboard = False
    reconsider(app)


def reconsider(app: CountApp) -> None:
    """Hold the count while the person looks (or cannot see it); start it again when they leave."""
    if COUNT.step is None:
        return
    if waiting(app):
        if COUNT.timers:
            hold()
    elif not COUNT.timers:
        run(app)


def waiting(app: CountApp) -> bool:
    """Whether the count waits: the person is looking at the panel, or the step's button is out of
    their sight (scrolled away in the phone's decision sheet, covered): silence cannot answer a
    question the person cannot see."""
    return COUNT.looking() or COUNT.step is None or not in_sight(button_for(app, COUNT.step))


def in_sight(node: Any) -> bool:
    """The middle of ``node`` is on screen and nothing covers it there."""
    return host.in_sight(node)


def on_setting(app: CountApp, checked: bool) -> None:
    """ "Take my time" ticked: no counts (the line stays, to untick it); unticked: the count runs."""
    COUNT.storage.set(SETTING_KEY, "off" if checked else "on")
    if checked:
        clear_timers()
        COUNT.step = None
        for node in document.querySelectorAll("#turn [data-auto]"):
            node.removeAttribute("data-auto")
        say(TAKING_TIME)
    else:
        for node in document.querySelectorAll("#turn .count-note"):
            node.remove()
        arm(app)
    focus(by_id("take-time"))


# --- drawing --------------------------------------------------------------------------------------


def button_for(app: CountApp, step: Action) -> Any:
    """The question's button for ``step`` (Pass, Refuse)."""
    panel = app.panel
    if panel is None:
        return None
    for button in by_id("turn").querySelectorAll("button[data-choice^='m:']"):
        _, g, c = str(button.getAttribute("data-choice")).split(":")
        if panel.main[int(g)].choices[int(c)].action == step:
            return button
    return None


def draw(app: CountApp) -> None:
    """The count's line under the step's button: what the count says, and the setting."""
    step = COUNT.step or wanted(app, setting=False)
    button = button_for(app, step) if step is not None else None
    if step is None or not button:
        return
    if COUNT.step is None:
        words = TAKING_TIME
    else:
        words = HOLDING if waiting(app) else autoturn.count_words(step, 0.0) + HOW_TO_WAIT
    line = h("p", None, "auto-note count-note", children=[h("span", words + " "), setting()])
    # Right under the row of choices it counts down on, before what each choice leads to.
    (button.closest(".choices") or button).after(line)
    if COUNT.step is not None and COUNT.timers:
        button.setAttribute("data-auto", "")
        button.style.setProperty("--auto-ms", f"{COUNT.ms}ms")


def say(words: str) -> None:
    for node in document.querySelectorAll("#turn .count-note > span"):
        node.textContent = words + " "


def setting() -> Any:
    """The checkbox of the setting (unticked unless "take my time" was chosen in this browser)."""
    return setting_box("take-time", not COUNT.on(), LABEL, "When ticked, the page never passes or declines for you")
