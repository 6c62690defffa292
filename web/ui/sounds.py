"""Quiet sounds for the dice and the coins, off by default, with a speaker button beside the bots' pace.

Made with the Web Audio API as they play, by the page's ``shell.js`` (its behaviour "sound": a rattle
of filtered noise clicks, two short bell tones), so the page carries no sound files. The choice is
kept in this browser where it may keep anything; where storage or audio is refused (an iframe, an
old browser), the page plays on in silence.
"""

from __future__ import annotations

from typing import Any

from landlords.events import Events

from . import host
from .dom import Storage, by_id, h, listen, svg_node
from .sound_cues import cue

SOUNDS_KEY = "landlords:sounds"


class Sounds:
    """The player's choice, kept in this browser: read when first asked, not when the module is
    imported (the game's worker imports it before the page has sent what the browser keeps)."""

    def __init__(self) -> None:
        self.storage = Storage()
        self._on: bool | None = None
        self.wired = False

    @property
    def on(self) -> bool:
        if self._on is None:
            self._on = self.storage.get(SOUNDS_KEY) == "on"
        return self._on

    def choose(self, on: bool) -> None:
        self._on = on
        self.storage.set(SOUNDS_KEY, "on" if on else "off")
        if on:
            self.play("dice")  # a sample, and a click lets the browser start the audio

    def play(self, kind: str | None) -> None:
        """A sound the page makes ("dice" or "coin"); one it cannot make is no reason to stop."""
        if kind is not None:
            host.behave("sound", kind)


SOUNDS = Sounds()


def after(events: Events) -> None:
    """The sound of one action, if sounds are on (``ui.app.App.after`` calls this)."""
    if SOUNDS.on:
        SOUNDS.play(cue(events))


#: A speaker, with sound waves when on and a cross when off (our drawing, in the page's ink).
SPEAKER = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" '
    'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">'
    '<path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/>{}</svg>'
)
WAVES = '<path d="M16 9.5a3.5 3.5 0 0 1 0 5"/><path d="M18.5 7a7 7 0 0 1 0 10"/>'
CROSS = '<path d="M16.5 9.5l5 5M21.5 9.5l-5 5"/>'


def toggle() -> Any:
    """The sounds button beside the bots' pace (``render_turn.pace_control`` places it): a speaker,
    small enough to share the row under the board."""
    wire(by_id("pace-box"))
    button = h("button", None, "quiet sounds", {"type": "button", "id": "sounds"})
    show(button)
    return button


def show(button: Any) -> None:
    on = SOUNDS.on
    button.setAttribute("aria-pressed", "true" if on else "false")
    button.setAttribute("aria-label", "Sounds")
    button.setAttribute("title", f"Quiet sounds for the dice and coins: {'on' if on else 'off'}")
    button.replaceChildren(svg_node(SPEAKER.format(WAVES if on else CROSS)))


def on_click(event: Any) -> None:
    button = event.target.closest("#sounds") if event.target.closest else None
    if button:
        SOUNDS.choose(not SOUNDS.on)
        show(button)


def wire(holder: Any) -> None:
    """Listen once, on the button's holder (redrawn with every panel, never replaced)."""
    if SOUNDS.wired:
        return
    SOUNDS.wired = True
    listen(holder, "click", on_click)
