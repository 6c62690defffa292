"""The page's controller: one ``App`` holds the game at this table and keeps the screen in step.

Flow: a person's click (or a bot's turn, on a timer) applies one action through the session;
``after`` then redraws the board's state layer, the panels and the log, animates the move,
autosaves, and schedules the next bot. Decisions about what to show come from the pure modules
(``controls``, ``views``, ``session``); this module and the ``render_*`` modules only touch the DOM.
"""

from __future__ import annotations

import json
from typing import Any

from landlords.actions import Action, Roll
from landlords.bots import Bot, Decision, make_bot
from landlords.describe import board_description
from landlords.engine import legal_actions
from landlords.errors import IllegalActionError, LandlordsError
from landlords.events import CubeThrown, Events, Moved, Rolled
from landlords.state import AnyPhase, GameState, Phase

from . import (
    auction_pace,
    controls,
    dom,
    host,
    lesson,
    no_offers,
    params,
    proxy,
    render_dialogs,
    render_embed,
    render_game,
    render_lesson,
    render_setup,
)
from . import render_autoturn as auto_end
from . import session as sessions
from . import sounds as sound
from .board_view import BoardView
from .dom import Storage, attr, by_id, cancel, download, later, listen
from .forecaster import Forecaster
from .host import document, window
from .render_cards import after as show_cards
from .replay import Replay
from .seats import STRONG_SECONDS
from .session import Session
from .setup import Form, make_options, parse_seed

SAVE_KEY = "landlords:game"
DAMAGED_KEY = "landlords:damaged-save"
PACE_KEY = "landlords:pace"
#: The forecast worker starts this long after a game that may vote the Single Tax is on screen.
WARM_FORECAST_MS = 1500
#: Milliseconds a bot waits before acting, so people can follow; auctions and votes go faster.
PACES = {"slow": 1600, "normal": 800, "fast": 250, "instant": 0}
#: Share of the pause by phase: the throw is worth watching, a run of bids or purchases is not.
PACE_FACTORS: dict[AnyPhase, float] = {
    Phase.PRE_ROLL: 1.0,
    Phase.SETUP: 0.3,
    Phase.AUCTION: 0.3,
    Phase.VOTE: 0.4,
    Phase.OFFER: 0.5,
    Phase.LANDER_OPTION: 0.4,
}


def embed_key(settings: params.Settings, page: Any) -> str:
    """Where an embed keeps its game: by its settings (its id among them), and which identical copy
    on the page it is (embed.js counts them), so no copy overwrites another's game."""
    copy = getattr(page, "landlordsCopy", 1)
    key = f"{SAVE_KEY}:{params.to_query(settings)}"
    return key if not isinstance(copy, int) or copy <= 1 else f"{key}&copy={copy}"


def menu_ready() -> None:
    """The menu's game commands work from now on (they waited, disabled, for Python: index.html).
    Undo's state is the game's, so it stays as the game sets it."""
    for button in document.querySelectorAll("#menu [data-wait]"):
        if button.id != "menu-undo":
            button.disabled = False
        button.removeAttribute("data-wait")
        described = " ".join(word for word in attr(button, "aria-describedby").split() if word != "menu-wait")
        if described:
            button.setAttribute("aria-describedby", described)
        else:
            button.removeAttribute("aria-describedby")
    wait = by_id("menu-wait")
    if wait:
        wait.remove()


class App:
    def __init__(self) -> None:
        self.storage = Storage()
        self.session: Session | None = None
        self.mode = "setup"
        self.replay: Replay | None = None
        #: What the setup form holds between redraws (the DOM is rebuilt from it).
        self.form = Form()
        self.timer: int | None = None
        self.bots: dict[int, Bot] = {}
        self.panel: controls.Panel | None = None
        #: What the address asks for (view, settings, autoplay...) and what was wrong with it.
        self.settings, self.problems = params.parse(str(window.location.search))
        self.autoplay = self.settings.autoplay
        #: The bots wait (the host page or the autoplay bar paused them).
        self.paused = False
        self.loop_timer: int | None = None
        #: Setup fields the address filled in (by element id), applied when the form is first drawn.
        self.prefill_values: dict[str, str] | None = None
        # The full page keeps one game; each embed (by its settings and id) its own, so two embeds
        # on one blog do not overwrite each other or the reader's own game; identical copies are
        # told apart by embed.js (landlordsCopy: 1 for the first on the page, 2 for the next...).
        self.save_key = SAVE_KEY if self.settings.view == "full" else embed_key(self.settings, window)
        # The demo plays slowly unless the author chose a pace: its captions are there to be read.
        chosen_pace = self.settings.pace or ("slow" if self.autoplay else None)
        self.pace = chosen_pace or self.storage.get(PACE_KEY) or "normal"
        if self.pace not in PACES:
            self.pace = "normal"
        self.last_lines: list[sessions.Line] = []
        self.logged = 0
        self.warned_storage = False
        #: Why the last share link could not be opened.
        self.link_error: str | None = None
        self.ended_shown = False
        #: The board on screen: drawing, selection, the space's card, the token walk.
        self.board_view = BoardView(self)
        #: Groups of "You may also" the player has opened (kept open across redraws).
        self.open_groups: set[str] = set()
        #: The forecast by play before the Single Tax vote, off the page's thread (issue 24).
        self.forecaster = Forecaster(lambda: render_lesson.update_forecast(self))
        #: What became public lately, for "Just now": (moves when it happened, the sentence).
        self.news: list[tuple[int, str]] = []
        #: "Bid up to $X" for a person in the running auction (``ui.proxy``).
        self.proxy: proxy.Proxy | None = None
        #: Events of an auction being played through at once, drawn when it stops (``ui.auction_pace``).
        self.held: Events = []
        #: The people at this screen asked for no offers from bots (``ui.no_offers``).
        self.no_offers = no_offers.stored(self.storage.get(no_offers.NO_OFFERS_KEY))

    # --- start-up -------------------------------------------------------------------------------

    def start(self) -> None:
        """Wire the page, then resume the saved game, open a shared one, or show the setup."""
        dom.REPORT.append(self.report)
        self.board_view.wire()
        listen(by_id("menu-new"), "click", lambda e: self.new_game_asked())
        listen(by_id("menu-undo"), "click", lambda e: self.undo())
        listen(by_id("menu-keep"), "click", lambda e: render_dialogs.open_keep(self))
        listen(by_id("menu-rules"), "click", lambda e: render_dialogs.open_rules(self))
        listen(by_id("menu-how"), "click", lambda e: render_dialogs.open_rules(self, how_to_play=True))
        listen(document.querySelector("#notice .notice-close"), "click", lambda e: self.hide_notice())
        listen(window, "hashchange", lambda e: self.open_link(str(window.location.hash)))
        render_game.wire(self)
        render_setup.wire(self)
        render_dialogs.wire(self)
        auto_end.wire(self)
        by_id("menu").hidden = False
        self.board_view.restore_selection()
        settings = self.settings
        if settings.view != "board" and not self.autoplay:
            self.resume()
        if not self.storage.works:
            self.warn_storage()
        link = str(window.location.hash)
        if settings.game:
            link = f"#game={settings.game}" + (f"&at={settings.at}" if settings.at is not None else "")
        if "game=" in link:
            self.open_link(link)  # on screen in the replay viewer; this table's own game waits behind it
        if self.mode != "replay":
            self.open_table(settings)
        if self.problems:  # after the table: starting a game hides the notice
            self.notify(" ".join(p.text for p in self.problems))
        render_embed.wire(self)
        menu_ready()
        render_setup.start_if_queued(self)  # a Start pressed while the game loaded (web/boot.js)

    def open_table(self, settings: params.Settings) -> None:
        """This table's game: the one kept here, or a new one at once (an embed's Play, the demo), or
        the setup form (the full page, with what the address chose)."""
        if self.session is not None and not (settings.view == "full" and settings.chosen):
            self.enter_game()
        elif settings.view != "full" or self.autoplay:
            self.new_from(settings)
            if settings.view == "board" and self.session is not None:
                # A link that could not be opened says why (starting the empty game hid it).
                self.notify(
                    self.link_error or "The board view shows a shared game: give it one with game= (see “Embed”)."
                )
                self.show_replay(self.session, 0)
        else:
            self.prefill(settings)
            self.show_setup()

    def resume(self) -> None:
        """The game kept in this browser (for this view and settings), if any."""
        saved = self.storage.get(self.save_key)
        if not saved:
            return
        try:
            self.session = sessions.loads(saved)
        except Exception as exc:  # a damaged autosave of any kind must not stop the page
            self.storage.set(DAMAGED_KEY, saved)
            self.storage.remove(self.save_key)
            self.notify(
                f"The game saved in this browser could not be restored: {exc}. It has been set aside; "
                "start a new game, or open a save file from \u201cSave & share\u201d."
            )

    def prefill(self, settings: params.Settings) -> None:
        """The setup form opens on the address's edition and seats (its options and seed too)."""
        if not settings.chosen:
            return
        self.form.edition = settings.edition
        self.form.seats = settings.table()
        self.prefill_values = {f"option-{name}": value for name, value in settings.options.items()}
        if settings.seed is not None:
            self.prefill_values["seed"] = str(settings.seed)

    def new_from(self, settings: params.Settings, seed: int | None = None) -> None:
        """A new game with these settings, at once (an embed's Play, a host's command, the demo)."""
        table = settings.table()
        options = make_options(settings.edition, table, settings.options)
        chosen = seed if seed is not None else settings.seed if settings.seed is not None else parse_seed("")
        if settings.pace:
            self.pace = settings.pace
        self.start_game(Session.start(options, chosen, table))

    def new_game_asked(self) -> None:
        """ "New game": the setup form, except in the autoplay demo, which starts again."""
        if self.autoplay:
            self.restart_demo()
        else:
            self.show_setup()

    def restart_demo(self) -> None:
        """The autoplay demo from the start: the same game when the address fixed the seed."""
        cancel(self.loop_timer)
        self.loop_timer = None
        self.paused = False
        render_dialogs.close("end")
        self.new_from(self.settings)

    def later_restart(self, ms: float) -> int:
        """Loop the demo: the next game (another seed) after the scores have been read."""

        def again() -> None:
            self.loop_timer = None
            if self.session is not None and self.session.state.phase == Phase.OVER:
                render_dialogs.close("end")
                self.new_from(self.settings, seed=self.session.state.seed + 1)

        return later(ms, again)

    # --- modes ----------------------------------------------------------------------------------

    def show_setup(self) -> None:
        self.stop_bots()
        self.mode = "setup"
        render_setup.show(self)
        self.layout()

    def enter_game(self) -> None:
        """Show the session's game: board, panels, log; resume the bots if it is their turn."""
        assert self.session is not None
        self.mode = "game"
        self.replay = None
        self.ended_shown = self.session.state.phase == Phase.OVER
        self.logged = 0
        self.last_lines = []
        self.bots = {}
        self.news = []
        self.held = []
        self.forecaster.cancel()
        # Only a person deciding a vote is shown a forecast: a table of bots starts no worker.
        if lesson.forecast_possible(self.session.state) and any(seat.human for seat in self.session.seats):
            later(WARM_FORECAST_MS, self.forecaster.warm)
        self.board_view.draw(self.session.state.board)
        self.layout()
        self.refresh()
        render_embed.show_bar(self)
        render_embed.full_link(self)
        self.schedule()

    def layout(self) -> None:
        """Which sections are visible in the current mode."""
        playing = self.mode in ("game", "replay")
        by_id("setup").hidden = self.mode != "setup"
        by_id("turn").hidden = not playing
        for section in ("players", "log-box", "chart-box"):
            by_id(section).hidden = not playing
        by_id("menu-undo").hidden = self.mode != "game"
        if not playing:
            by_id("programme-box").hidden = True
        if not playing:
            by_id("pace-box").replaceChildren()
        document.documentElement.dataset.mode = self.mode

    def shown_session(self) -> Session | None:
        """The session on screen: the replay's while one is open, else the game's."""
        return self.replay.session if self.mode == "replay" and self.replay else self.session

    def current_state(self) -> GameState | None:
        if self.mode == "replay" and self.replay is not None:
            return self.replay.state()
        if self.mode == "game" and self.session is not None:
            return self.session.state
        return None

    # --- playing --------------------------------------------------------------------------------

    def act(self, action: Action, started: float | None = None) -> None:
        """A person's decision from the panel (already checked legal by the panel's model)."""
        if self.session is None or self.mode != "game":
            return
        try:
            events = self.session.play(action)
        except IllegalActionError as exc:
            self.notify(f"That is not possible now: {exc}.")
            return
        self.after(events, started, rolled=isinstance(action, Roll))

    def after(self, events: Events, started: float | None = None, rolled: bool = False) -> None:
        """Bring the screen up to date after one action, then hand over to the next decider."""
        assert self.session is not None
        view = self.board_view
        view.cube = next(
            (e.face for e in events if isinstance(e, CubeThrown)),
            None if any(isinstance(e, Rolled) for e in events) else view.cube,
        )
        self.panel = controls.panel(self.session.state)
        state = self.session.state
        self.news = [*self.news, *((len(state.actions), text) for text in lesson.news(state, events))][-8:]
        self.forecaster.leave_unless(state)
        self.board_view.update()
        if started is not None and rolled:
            # What build/bench_ui.py reads: from the click to the board updated (measured by the page,
            # on its own clock, once what came before is shown: in worker mode, the board's batch).
            host.behave("measure", "landlords:roll-to-board", started)
        host.flush()  # the board first: the panels follow in a batch of their own
        sound.after(events)  # issue 26: quiet dice and coins, when the player turned them on
        walk = self.board_view.animate(events)
        moved = next((e.player for e in events if isinstance(e, Moved)), None)
        if moved is not None:
            self.board_view.follow(moved)
        self.refresh(board=False, panel=False)
        self.autosave()
        render_embed.after(self, events)
        show_cards(self, events)  # cards drawn or bought, as card faces (render_cards)
        if self.session.state.phase == Phase.OVER and not self.ended_shown:
            self.ended_shown = True
            render_dialogs.open_end(self)
        auto_end.arm(self)  # nothing left to decide: the turn ends by itself after a pause
        self.schedule(extra=walk)

    def schedule(self, extra: float = 0) -> None:
        """If a bot must decide, let it, after the pace's pause (and the token's walk)."""
        self.stop_bots()
        session = self.session
        if self.paused or session is None or self.mode != "game" or session.state.phase == Phase.OVER:
            return
        if not session.bot_to_move() and proxy.bid_for(self.proxy, session.state) is None:
            return
        factor = PACE_FACTORS.get(session.state.phase, 0.6)
        pause = 0 if auction_pace.at_once(session, self.pace, self.proxy) else PACES[self.pace] * factor
        self.timer = later(max(pause, extra if PACES[self.pace] else 0), self.bot_step)

    def stop_bots(self) -> None:
        cancel(self.timer)
        self.timer = None

    def bot_step(self) -> None:
        self.timer = None
        session = self.session
        if session is None or self.mode != "game":
            return
        decision = proxy.bid_for(self.proxy, session.state) or (
            self.bot_decision(session) if session.bot_to_move() else None
        )
        if decision is None:
            return
        events = session.play(decision.action, decision.reason)
        if auction_pace.at_once(session, self.pace, self.proxy):  # the next bid at once, one drawing at the end
            self.held = [*self.held, *events]
            self.timer = later(0, self.bot_step)
            return
        events, self.held = [*self.held, *events], []
        self.after(events, rolled=isinstance(decision.action, Roll))

    def bot_decision(self, session: Session) -> Decision:
        """The deciding bot's decision (made once per seat, told who asked for no offers)."""
        seat = session.decider()
        bot = self.bots.get(seat)
        if bot is None:
            level = session.seats[seat].bot
            bot = make_bot(
                level,
                seed=session.state.seed * 7 + seat,
                seconds=STRONG_SECONDS if level == "strong" else None,
                quiet=no_offers.quiet_seats(session, self.no_offers),
            )
            self.bots[seat] = bot
        try:
            return bot.decide(session.state)
        except Exception as error:  # a bot's fault must not stop the game
            dom.REPORT[0](error)
            return Decision(legal_actions(session.state)[0], "the first choice there is (my advice failed)")

    def undo(self) -> None:
        if self.session is None or self.mode != "game":
            return
        try:
            self.session = self.session.undone()
        except LandlordsError as exc:
            self.notify(str(exc).capitalize() + ".")
            return
        self.enter_game()
        self.autosave()
        render_embed.started(self)
        self.announce("The last decision was taken back.")

    def start_game(self, session: Session) -> None:
        self.session = session
        render_dialogs.close("end")  # the last game's scores do not stay over the next one
        self.hide_notice()
        self.enter_game()
        self.autosave()
        render_embed.started(self)
        self.announce(" ".join(line.text for line in session.log))

    # --- keeping --------------------------------------------------------------------------------

    def autosave(self) -> None:
        """Keep the game in this browser (not the autoplay demo, which starts afresh each visit)."""
        if self.session is None or self.autoplay:
            return
        if not self.storage.set(self.save_key, self.session.dumps()):
            self.warn_storage()

    def warn_storage(self) -> None:
        """A small, quiet note under the board (not a banner): the game still plays, it is only not kept.
        Where the browser is only out of room, it keeps the game as last saved: the note says that."""
        if not self.warned_storage:
            self.warned_storage = True
            note = by_id("storage-note")
            if self.storage.full:
                note.textContent = (
                    "This browser has no room left for this game: a reload goes back to an earlier move "
                    "unless you use “Save & share”."
                )
            note.hidden = False

    def set_no_offers(self, on: bool) -> None:
        """ "No offers from bots": kept in the browser; the bots are made afresh to hear it."""
        self.no_offers = on
        self.storage.set(no_offers.NO_OFFERS_KEY, no_offers.to_store(on))
        self.bots = {}

    def set_pace(self, pace: str) -> None:
        if pace in PACES:
            self.pace = pace
            self.storage.set(PACE_KEY, pace)
            if self.timer is not None:
                self.schedule()

    def open_link(self, fragment: str) -> None:
        """A share link: check the whole game, then show it in the replay viewer. The game in
        progress is neither touched nor saved over."""
        if "game=" not in fragment:
            return
        try:
            shared, at = sessions.from_fragment(fragment)
        except Exception as exc:  # whatever was done to the link, the game in progress stays
            self.link_error = f"This share link cannot be opened: {exc}. Your own game is unchanged."
            self.notify(self.link_error)
            self.clear_link()
            return
        self.show_replay(shared, at)

    def clear_link(self) -> None:
        if "game=" in str(window.location.hash):
            window.history.replaceState(None, "", str(window.location.pathname) + str(window.location.search))

    def show_replay(self, shared: Session, at: int | None = None) -> None:
        self.stop_bots()
        self.replay = Replay(shared, at)
        self.mode = "replay"
        self.logged = 0
        self.board_view.draw(shared.state.board)
        self.layout()
        self.refresh()
        render_embed.full_link(self)

    def leave_replay(self, play_from_here: bool = False) -> None:
        """Back to this table's own game, or take over the replayed game at the move shown."""
        replay = self.replay
        self.clear_link()
        if play_from_here and replay is not None:
            self.start_game(replay.session.upto(replay.at))
            return
        self.replay = None
        if self.session is not None:
            self.enter_game()
        else:
            self.show_setup()

    # --- the board ------------------------------------------------------------------------------

    def colours(self) -> list[str]:
        source = self.shown_session()
        return [s.colour for s in source.seats] if source else []

    def on_board(self, event: Any) -> None:
        """A click on a space reads it: its card opens beside it. Reading never makes a move; where a
        move of the question leads there, the card offers it as a button of its own."""
        group = event.target.closest("[data-index], [data-opportunity]")
        if not group:
            return
        if group.hasAttribute("data-index"):
            self.board_view.select(space=int(group.dataset.index), focus=True)
        else:
            self.board_view.select(opportunity=int(group.dataset.opportunity), focus=True)

    def deciding_person(self) -> controls.Panel | None:
        """The question on screen, when a person at this table is the one to answer it."""
        panel, session = self.panel, self.session
        if panel is None or session is None or self.mode != "game" or panel.player < 0:
            return None
        return panel if session.seats[panel.player].human else None

    def move_to(self, space: int) -> list[tuple[str, controls.Choice]]:
        """The moves a person deciding where to go may make onto ``space`` (none while a bot decides)."""
        panel = self.deciding_person()
        return panel.leading_to(space) if panel is not None else []

    def take_up(self, opportunity: int) -> list[tuple[str, controls.Choice]]:
        """The Natural Opportunity a person choosing one may take up here."""
        panel = self.deciding_person()
        return panel.taking_up(opportunity) if panel is not None else []

    def refresh(self, board: bool = True, panel: bool = True) -> None:
        """Redraw the panels (and the board's state layer) from the current state; ``panel``: work out
        the decision panel's model afresh (``after`` has just done so)."""
        if panel and self.mode == "game" and self.session is not None:
            self.panel = controls.panel(self.session.state)
        if board:
            self.board_view.update()
        render_game.render(self)
        auto_end.shown(self)
        state = self.current_state()
        if state is not None:
            by_id("board-text").textContent = board_description(state)
        self.board_view.show_details()
        undo = by_id("menu-undo")
        undo.disabled = not (
            self.session is not None
            and self.mode == "game"
            and self.session.state.phase != Phase.OVER
            and self.session.undo_point() is not None
        )

    def report(self, error: BaseException) -> None:
        """A fault of the page (not of the player): say so plainly; the game itself is saved."""
        self.notify(
            f"Something went wrong in the page ({type(error).__name__}: {error}). The game is saved "
            "after every move: reload the page to go on."
        )

    def notify(self, text: str) -> None:
        box = by_id("notice")
        box.querySelector(".notice-text").textContent = text
        box.hidden = False

    def hide_notice(self) -> None:
        by_id("notice").hidden = True

    def announce(self, text: str) -> None:
        """Say it to screen readers (the live region); sighted players read the log."""
        by_id("announce").textContent = text

    def download_save(self) -> None:
        if self.session is None:
            return
        state = self.session.state
        name = f"landlords-{state.options.edition}-seed{state.seed}-move{len(state.actions)}.json"
        download(name, json.dumps(self.session.to_json(), indent=1))

    def share_url(self, at: int | None = None) -> str:
        source = self.shown_session()
        if source is None:
            return ""
        base = str(window.location.href).split("#")[0]
        return f"{base}#{source.fragment(at)}"
