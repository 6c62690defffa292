"""Quiet sounds for the dice and the coins, off by default, with a speaker button beside the bots' pace.

Made with the Web Audio API as they play (a rattle of filtered noise clicks, two short bell tones),
so the page carries no sound files. The choice is kept in this browser where it may keep anything;
where storage or audio is refused (an iframe, an old browser), the page plays on in silence.
"""

from __future__ import annotations

import random
from typing import Any

from pyodide.ffi import to_js
from pyscript import window

from landlords.events import Events

from .dom import Storage, by_id, h, listen, svg_node
from .sound_cues import cue

SOUNDS_KEY = "landlords:sounds"
#: The loudest a sound gets (of 1.0): under speech and music.
VOLUME = 0.12
#: Clicks in a throw of the dice, and the time between them (seconds).
RATTLE = 4
RATTLE_GAP = 0.055
#: A coin's two tones (Hz) and how long each rings (seconds).
CHINK = (2093.0, 2637.0)
RING = 0.22


class Sounds:
    """The player's choice and the page's one audio context (made at the first sound)."""

    def __init__(self) -> None:
        self.storage = Storage()
        self.on = self.storage.get(SOUNDS_KEY) == "on"
        self.context: Any = None
        self.noise: Any = None
        self.wired = False

    def choose(self, on: bool) -> None:
        self.on = on
        self.storage.set(SOUNDS_KEY, "on" if on else "off")
        if on:
            self.play("dice")  # a sample, and a click lets the browser start the audio

    def audio(self) -> Any:
        """The audio context, started (None where the browser has none or refuses it)."""
        if self.context is None:
            maker = getattr(window, "AudioContext", None) or getattr(window, "webkitAudioContext", None)
            if maker is None:
                return None
            self.context = maker.new()
        if str(self.context.state) == "suspended":
            self.context.resume()
        return self.context

    def play(self, kind: str | None) -> None:
        if kind is None:
            return
        try:
            ctx = self.audio()
            if ctx is None:
                return
            if kind == "dice":
                self.rattle(ctx)
            else:
                self.chink(ctx)
        except Exception:  # a sound that cannot be made is no reason to stop the game
            self.context = None

    def rattle(self, ctx: Any) -> None:
        """A few clicks of band-passed noise, a little uneven, as dice on a board."""
        if self.noise is None:
            rate = int(ctx.sampleRate)
            samples = rate // 40
            self.noise = ctx.createBuffer(1, samples, rate)
            self.noise.getChannelData(0).set(to_js([random.uniform(-1, 1) for _ in range(samples)]))
        start = float(ctx.currentTime) + 0.01
        for i in range(RATTLE):
            at = start + i * RATTLE_GAP + random.uniform(0, 0.02)
            source = ctx.createBufferSource()
            source.buffer = self.noise
            band = ctx.createBiquadFilter()
            band.type = "bandpass"
            band.frequency.value = random.uniform(1800, 3200)
            gain = envelope(ctx, at, VOLUME * (1 - i / (RATTLE + 1)), 0.03)
            source.connect(band)
            band.connect(gain)
            source.start(at)
            source.stop(at + 0.04)

    def chink(self, ctx: Any) -> None:
        """Two short bell tones, the second a little later: a coin set down on another."""
        start = float(ctx.currentTime) + 0.01
        for i, pitch in enumerate(CHINK):
            at = start + i * 0.07
            tone = ctx.createOscillator()
            tone.type = "sine"
            tone.frequency.value = pitch
            tone.connect(envelope(ctx, at, VOLUME * 0.6, RING))
            tone.start(at)
            tone.stop(at + RING + 0.02)


def envelope(ctx: Any, at: float, peak: float, length: float) -> Any:
    """A gain that rises at once to ``peak`` and dies away over ``length`` seconds, into the speakers."""
    gain = ctx.createGain()
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.004)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length)
    gain.connect(ctx.destination)
    return gain


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
