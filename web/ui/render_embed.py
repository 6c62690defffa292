"""The embed's side of the page: the host page's messages (in and out), the autoplay demo's bar
with its captions, and the "Open the full game" link kept on the game in progress.

What a message may say is checked by ``messages`` (pure); this module only carries it. Nothing a
host sends becomes markup: captions and notes go in as text.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, Protocol

from landlords.errors import LandlordsError
from landlords.events import Events
from landlords.state import Phase

from . import captions, host, messages
from . import session as sessions
from .dom import by_id, h, listen, now
from .host import document, window
from .params import FRAME_SIZES, Problem, Settings, settings_of, snippet, to_query
from .poster import poster
from .render_dialogs import open_dialog, status
from .replay import Replay
from .seats import Seat
from .setup import Form


class EmbedApp(Protocol):
    """What the embed's side needs of the page's controller (``ui.app.App``)."""

    settings: Settings
    autoplay: bool
    paused: bool
    loop_timer: int | None
    session: sessions.Session | None
    mode: str
    replay: Replay | None
    form: Form
    problems: list[Problem]

    def bot_step(self) -> None: ...
    def later_restart(self, ms: float) -> int: ...
    def new_from(self, settings: Settings, seed: int | None = None) -> None: ...
    def restart_demo(self) -> None: ...
    def schedule(self, extra: float = 0) -> None: ...
    def set_pace(self, pace: str) -> None: ...
    def shown_session(self) -> sessions.Session | None: ...
    def start_game(self, session: sessions.Session) -> None: ...
    def stop_bots(self) -> None: ...
    def undo(self) -> None: ...


#: Milliseconds the autoplay demo shows the scores before it starts again (with ``loop``).
LOOP_PAUSE_MS = 8000
#: Whether the host has been told "ready" (the game listens to it from then on).
_LISTENING: list[bool] = []
#: Milliseconds a caption that explains something stays before a plain one may replace it.
LESSON_MS = 4000
_LESSON_AT = [-float(LESSON_MS)]


def wire(app: EmbedApp) -> None:
    """Take the commands that came while Python loaded, then the next ones; tell the host."""
    listen(by_id("autoplay-bar"), "click", lambda e: on_bar(app, e))
    listen(by_id("menu-embed"), "click", lambda e: open_embed(app))
    listen(by_id("embed-dialog"), "change", lambda e: update_embed(app))
    listen(by_id("embed-dialog"), "click", lambda e: on_embed_click(app, e))
    # embed.js checks each message (the sender, its origin, size, depth, JSON) and shell.js hands it
    # on as an event, to this thread or to the worker alike; the waiting ones come after "ready":
    # in worker mode those sent before the boot message came with it, and run now.
    listen(window, "landlords:host", lambda e: receive(app, str(e.detail)))
    _LISTENING.append(True)
    ready(app)
    for message in list(getattr(window, "landlordsWaiting", None) or []):
        receive(app, str(message))
    host.behave("hearHost")


def post(app: EmbedApp, message: dict[str, Any]) -> None:
    """Tell the host page (shell.js posts only in a frame): to the ``origin`` parameter's origin when
    set, never to any ("*") then; nothing at all when ``origin`` is not an origin."""
    if app.settings.origin_invalid:
        return
    # As JSON: the host gets a plain object whose None is null, as the docs promise.
    host.behave("tellHost", json.dumps(message), app.settings.origin or "*")


def ready(app: EmbedApp) -> None:
    post(app, messages.envelope("ready", view=app.settings.view, autoplay=app.autoplay))
    if not getattr(window, "landlordsToldProblems", False):  # embed.js tells them before Play
        for problem in app.problems:
            post(app, messages.error(problem.text, parameter=problem.parameter))
    if app.session is not None and app.mode == "game":
        post(app, messages.summary(app.session))


def receive(app: EmbedApp, message: str) -> None:
    """One command handed on as ``{origin, data}`` JSON text: already from the host page and of
    bounded size and depth (embed.js), then checked again for its origin and field by field."""
    handed = json.loads(message)
    data = handed.get("data") if isinstance(handed, dict) else None
    if not messages.addressed(data):
        return  # another script's message, or a game's own (a preview's summary): not even a warning
    found = messages.sender(str(handed.get("origin")), app.settings) or messages.command(data)
    if isinstance(found, messages.Command):
        run(app, found)
        return
    window.console.warn(f"Landlord's Game: {found.text}.")
    if found.reply:
        post(app, messages.error(found.text, command=found.command, parameter=found.parameter))


def run(app: EmbedApp, command: messages.Command) -> None:
    kind = command.type
    if kind == "new-game" and command.settings is not None:
        app.new_from(command.settings)
    elif kind == "load":
        load(app, command)
    elif kind == "undo":
        app.undo()
    elif kind == "get-state":
        if app.mode == "replay" and app.replay is not None:
            post(app, messages.summary(app.replay.session, "state", app.replay.state()))
        elif app.session is not None:
            post(app, messages.summary(app.session, "state"))
        else:
            post(app, messages.envelope("state", mode=app.mode))
    elif kind == "set-pace" and command.pace:
        app.set_pace(command.pace)
    elif kind == "pause":
        pause(app, True)
    elif kind == "resume":
        pause(app, False)
    elif kind == "step":
        step(app)


def load(app: EmbedApp, command: messages.Command) -> None:
    """A save's text or a share code: checked whole by the engine; a bad one changes nothing."""
    try:
        if command.save is not None:
            loaded = sessions.loads(command.save)
        else:
            code = command.code or ""
            fragment = code if "game=" in code else f"game={code}"
            loaded, _ = sessions.from_fragment(fragment, lambda names: table_for(app, names))
    except (LandlordsError, ValueError) as exc:
        text = f"load: this game cannot be opened ({exc}); nothing changed"
        window.console.warn(f"Landlord's Game: {text}.")
        post(app, messages.error(text, command="load"))
        return
    app.start_game(loaded)


def table_for(app: EmbedApp, names: tuple[str, ...]) -> list[Seat]:
    """Seats for a bare share code (it names the players, not who is a bot): a name at this table
    keeps its seat, bot or person; any other seat is what this embed's table has in that place."""
    here = {s.name: s for s in (app.session.seats if app.session else [])}
    table = app.settings.table()
    seats = []
    for i, name in enumerate(names):
        like = here.get(name) or (table[i] if i < len(table) else table[-1])
        seats.append(replace(like, name=name, colour=table[i].colour if i < len(table) else like.colour))
    return seats


# --- after each action ----------------------------------------------------------------------------


def started(app: EmbedApp) -> None:
    """A new game (or one loaded): the host hears where it stands (once it has heard "ready")."""
    if app.session is not None and _LISTENING:
        post(app, messages.summary(app.session))
    full_link(app)


def after(app: EmbedApp, events: Events) -> None:
    """Tell the host, update the caption and the full-game link, and loop a finished demo."""
    session = app.session
    if session is None:
        return
    post(app, messages.summary(session))
    over = session.state.phase == Phase.OVER
    if over:
        post(app, messages.game_over(session.state))
    if app.autoplay:
        caption(session, events)
        if over:
            bar_state(app)
            if app.settings.loop:
                app.loop_timer = app.later_restart(LOOP_PAUSE_MS)
    full_link(app)


def caption(session: sessions.Session, events: Events) -> None:
    """Say what the move did; a caption that says why it matters stays up a few seconds before a
    plain one ("Anna throws 3 and 4") replaces it, so the reader has time to read it."""
    said = captions.caption(session, events)
    if not said:
        return
    lesson = said != captions.told(session)
    if lesson or now() - _LESSON_AT[0] > LESSON_MS:
        by_id("caption").textContent = said
    if lesson:
        _LESSON_AT[0] = now()


def full_link(app: EmbedApp) -> None:
    """ "Open the full game" opens this game, at this move, on the site's full page."""
    link = by_id("open-full")
    if not link:
        return
    base = str(window.location.href).split("#")[0].split("?")[0]
    source = app.shown_session()
    at = app.replay.at if app.mode == "replay" and app.replay else None
    link.href = f"{base}#{source.fragment(at)}" if source else base + full_query(app)


def full_query(app: EmbedApp) -> str:
    query = to_query(replace(app.settings, view="full", autoplay=False, loop=False, origin=None))
    return f"?{query}" if query else ""


# --- the autoplay bar -----------------------------------------------------------------------------


def show_bar(app: EmbedApp) -> None:
    """The demo's bar; in a played embed the host paused, the same bar lets the reader resume."""
    bar = by_id("autoplay-bar")
    bar.hidden = not (app.autoplay or app.paused)
    by_id("autoplay-restart").hidden = not app.autoplay
    document.documentElement.dataset.autoplay = "on" if app.autoplay else "off"
    if app.paused and not app.autoplay:
        by_id("caption").textContent = "The page paused the bots. Resume lets them play on; Step plays one move."
        bar_state(app)
    elif app.autoplay:
        if app.session is not None:
            seats = len(app.session.seats)
            by_id("caption").textContent = (
                f"A demonstration: {seats} bots play {app.session.state.board.title.split(' (')[0]}. "
                "Watch where the money goes."
            )
        bar_state(app)


def bar_state(app: EmbedApp) -> None:
    over = app.session is not None and app.session.state.phase == Phase.OVER
    pause_button = by_id("autoplay-pause")
    pause_button.textContent = "Resume" if app.paused else "Pause"
    pause_button.setAttribute("aria-pressed", "true" if app.paused else "false")
    pause_button.disabled = over
    by_id("autoplay-step").disabled = over or not app.paused


def on_bar(app: EmbedApp, event: Any) -> None:
    button = event.target.closest("button")
    if not button:
        return
    if button.id == "autoplay-pause":
        pause(app, not app.paused)
    elif button.id == "autoplay-step":
        step(app)
    elif button.id == "autoplay-restart":
        app.restart_demo()


def pause(app: EmbedApp, paused: bool) -> None:
    app.paused = paused
    if paused:
        app.stop_bots()
    else:
        app.schedule()
    if app.autoplay:
        bar_state(app)
    else:
        show_bar(app)


def step(app: EmbedApp) -> None:
    """One bot action, while paused."""
    if not app.paused:
        pause(app, True)
    if app.session is not None and app.mode == "game" and app.session.bot_to_move():
        app.bot_step()


# --- the Embed dialog (on the full page) ------------------------------------------------------------

#: What an author may embed: a new game like this one, this game at this move, or a bot demo.
EMBED_KINDS = (
    ("play", "A game to play, with this game's settings"),
    ("position", "This game at this move, with the replay controls (board view)"),
    ("demo", "A demonstration: bots play it at a readable pace, with captions"),
)


def open_embed(app: EmbedApp) -> None:
    nodes: list[Any] = [h("h2", "Embed this game", None, {"id": "embed-heading"})]
    nodes.append(
        h(
            "p",
            "Paste this into a blog post or a web page. Readers see the board at once; the game itself "
            "(about 6 MB) loads only when they press Play.",
            "note",
        )
    )
    kinds = h("fieldset", None, "embed-kinds")
    kinds.append(h("legend", "Show"))
    for value, label in EMBED_KINDS:
        if value == "position" and app.shown_session() is None:
            continue
        attrs = {"type": "radio", "name": "embed-kind", "value": value, "id": f"embed-kind-{value}"}
        if value == "play":
            attrs["checked"] = ""
        kinds.append(
            h("label", None, "check", {"for": attrs["id"]}, children=[h("input", None, None, attrs), h("span", label)])
        )
    nodes.append(kinds)
    nodes.append(h("label", "Code to paste", "label", {"for": "embed-code"}))
    nodes.append(h("textarea", None, "embed-code", {"id": "embed-code", "readonly": "", "rows": "4"}))
    nodes.append(h("button", "Copy the code", None, {"type": "button", "data-cmd": "copy-embed"}))
    nodes.append(h("p", "", "status", {"role": "status"}))
    nodes.append(h("h3", "Preview"))
    nodes.append(h("div", None, "embed-preview", {"id": "embed-preview"}))
    open_dialog("embed", nodes)
    update_embed(app)


def embed_src(app: EmbedApp, kind: str) -> tuple[str, str]:
    """The address to embed for ``kind``, and its view."""
    base = str(window.location.href).split("#")[0].split("?")[0]
    source = app.shown_session()
    if kind == "position" and source is not None:
        replaying = app.replay if app.mode == "replay" else None
        at = replaying.at if replaying else len(source.state.actions)
        shown = replaying.state() if replaying else source.state
        picture = poster(shown, [s.colour for s in source.seats])  # the position before Python loads (poster.js)
        return f"{base}?view=board#{source.fragment(at)}" + (f"&poster={picture}" if picture else ""), "board"
    settings = app.settings
    if source is not None:
        settings = settings_of(source.state.options, source.seats)
    elif app.mode == "setup":
        settings = replace(settings, edition=app.form.edition, seats=tuple(app.form.seats), chosen=True)
    settings = replace(settings, view="embed", autoplay=kind == "demo", loop=kind == "demo", origin=None)
    if kind == "demo":
        settings = replace(settings, pace="slow")
    return f"{base}?{to_query(settings)}", "embed"


def update_embed(app: EmbedApp) -> None:
    picked = document.querySelector('input[name="embed-kind"]:checked')
    kind = str(picked.value) if picked else "play"
    src, view = embed_src(app, kind)
    by_id("embed-code").value = snippet(src, "The Landlord's Game", view)
    width, height = FRAME_SIZES[view]
    frame = h(
        "iframe",
        None,
        None,
        {"src": src, "title": "Preview of the embed", "width": str(width), "height": str(height), "loading": "lazy"},
    )
    by_id("embed-preview").replaceChildren(frame)


def on_embed_click(app: EmbedApp, event: Any) -> None:
    button = event.target.closest('[data-cmd="copy-embed"]')
    if not button:
        return
    field = by_id("embed-code")
    field.select()
    try:
        host.behave("clipboard", str(field.value))
        status("embed", "The code is copied.")
    except Exception:
        status("embed", "Copy the selected code with Ctrl+C (or long-press).")
