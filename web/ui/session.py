"""A game at this table: the engine's state, the seats, the log and the wealth history, and how the
game is kept (the autosave, a save file) and shared (a link whose fragment holds it).

A game is its options, seed and actions (``landlords.save``); the table adds who sits where and
what the bots said. Loading replays the actions through the engine, so a damaged or altered save
is refused with a reason instead of giving a different game; the log is rebuilt by the same replay.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Callable
from dataclasses import field
from typing import Any

from landlords import save
from landlords.actions import Action
from landlords.describe import describe_action, describe_event
from landlords.edition import scores
from landlords.engine import apply, decider, new_game
from landlords.errors import IllegalActionError, LandlordsError, SaveError
from landlords.events import (
    CircuitCompleted,
    Event,
    Events,
    GameOver,
    HouseBuilt,
    IdleBought,
    IdleSold,
    LoanMade,
    Moved,
    Payment,
    PlayerEvent,
    Sold,
    TagBought,
    TurnStarted,
)
from landlords.milestones import Milestone, Tracker
from landlords.options import Options
from landlords.records import record, state_record
from landlords.state import GameState, Phase
from landlords.textlimits import parse_json

from . import query
from .seats import Seat, SeatError, humans_for, seats_from_json

APP = "landlords-table"
VERSION = 1
#: The longest share link's fragment read (a long game's is a few KB).
MAX_FRAGMENT = 250_000
#: The longest seats part of a link read (four seats' names and colours).
MAX_SEATS_CHARS = 4_000
#: Bot reasons that say nothing worth a line of the log.
DULL_REASONS = frozenset({"the only move there is", "rolling"})
#: Phases of an open auction: a bot's remark on its bid waits until the auction is over.
AUCTION_PHASES = frozenset({Phase.AUCTION, Phase.LANDER_OPTION})
#: Events whose sentence already says what the payment right after them says.
ECHOED: tuple[type[Event], ...] = (Sold, HouseBuilt, LoanMade, IdleBought, IdleSold, TagBought)


@record
class Line:
    """One line of the game log. ``moves`` is how many actions had been played when it was written,
    so the replay viewer can show the log as it stood at any move."""

    text: str
    kind: str  # "turn", "event", "reason", "end", "note"
    moves: int
    player: int = -1
    #: A bot's remark on its bid or pass: it tells its private limit, so it stays hidden while
    #: that auction is open (issue 9, point 3).
    sealed: bool = False


@state_record
class Session:
    """A game at this table: its state, who sits where, and what the page shows of it (log, chart)."""

    state: GameState
    seats: list[Seat]
    #: What a bot said about its action, by the action's index.
    reasons: dict[int, str] = field(default_factory=dict)
    log: list[Line] = field(default_factory=list)
    #: Everyone's total worth at the start of each turn: (turn, totals).
    wealth: list[tuple[int, list[int]]] = field(default_factory=list)
    #: For each action played, whether it was taken in an open auction (a bid, a pass, the lander's option).
    bidding: list[bool] = field(default_factory=list)
    #: The game's milestones so far (votes, monopolies, the Poor House, the shared goal, the end).
    tracker: Tracker = field(default_factory=Tracker)

    # --- starting and playing -------------------------------------------------------------------

    @classmethod
    def start(cls, options: Options, seed: int, seats: list[Seat]) -> Session:
        if tuple(s.name for s in seats) != options.players:
            raise ValueError("seats and players differ")
        return begin(options, seed, seats)

    def opening(self, events: Events) -> None:
        """The log's first lines (with what happened as the game began: the first turn when there
        are no opening purchases) and the first point of the wealth chart."""
        state = self.state
        first = state.players[state.first_player].name
        self.note(f"A new game of {state.board.title}. {first} plays first.")
        if state.dealt:
            self.note("Each player was dealt title cards and may buy any of them at the printed price.")
        previous: Event | None = None
        for event in events:
            line = self.line_for(event, previous, 0)
            previous = event
            if line is not None:
                self.log.append(line)
        self.tracker.see(state, events, 0)
        self.chart_point()

    def chart_point(self) -> None:
        """Everyone's worth now; a later point of the same turn replaces the earlier one."""
        point = (self.state.turn, totals(self.state))
        if self.wealth and self.wealth[-1][0] == point[0]:
            self.wealth[-1] = point
        else:
            self.wealth.append(point)

    def note(self, text: str, kind: str = "note", player: int = -1) -> None:
        self.log.append(Line(text, kind, len(self.state.actions), player))

    def play(self, action: Action, reason: str = "") -> Events:
        """Apply one action (raises ``IllegalActionError`` if it is not legal now) and log it."""
        sealed = self.state.phase in AUCTION_PHASES
        events = apply(self.state, action)
        self.bidding.append(sealed)
        if reason:
            self.reasons[len(self.state.actions) - 1] = reason
        self.record(action, events, reason, sealed)
        self.tracker.see(self.state, events, len(self.state.actions))
        return events

    def milestones(self, at: int | None = None) -> list[Milestone]:
        """The milestones after ``at`` actions (default: all so far)."""
        found = self.tracker.found
        return found if at is None else [m for m in found if m.moves <= at]

    def in_auction(self, at: int | None = None) -> bool:
        """Whether an auction is open after the first ``at`` actions (default: now)."""
        if at is None or at >= len(self.bidding):
            return self.state.phase in AUCTION_PHASES
        return self.bidding[at]

    def visible(self, at: int | None = None) -> list[Line]:
        """The log as the table may read it after ``at`` actions (default: now): the bots' remarks on
        the auction still open are left out until it closes."""
        at = len(self.bidding) if at is None else at
        lines = self.log if at >= len(self.bidding) else [line for line in self.log if line.moves <= at]
        if not self.in_auction(at):
            return lines
        start = next((i for i in range(at - 1, -1, -1) if not self.bidding[i]), -1) + 1
        return [line for line in lines if not (line.sealed and line.moves > start)]

    def record(self, action: Action, events: Events, reason: str, sealed: bool = False) -> None:
        """Log an action's events; a bot's remark goes right under the action's first line, or before
        it when that line already starts the next turn (or ends the game): the story stays in order."""
        state = self.state
        moves = len(state.actions)
        wrote = False
        said = bool(reason) and reason not in DULL_REASONS
        previous: Event | None = None
        for event in story_order(events):
            line = self.line_for(event, previous, moves)
            previous = event
            if line is None:
                continue
            kind = line.kind
            if said and not wrote and kind in ("turn", "end"):
                self.log.append(self.reason_line(action, reason, moves, sealed))
                said = False
            self.log.append(line)
            if said and not wrote:
                self.log.append(self.reason_line(action, reason, moves, sealed))
                said = False
            wrote = True
            if kind in ("turn", "end"):
                self.chart_point()
        if not wrote:
            who = state.players[action.player].name
            self.log.append(Line(f"{who}: {describe_action(state, action)}.", "event", moves, action.player))
        if said:
            self.log.append(self.reason_line(action, reason, moves, sealed))

    def line_for(self, event: Event, previous: Event | None, moves: int) -> Line | None:
        """The log line of one event (None when it needs none, such as a payment the line before
        already told)."""
        if isinstance(event, Payment) and isinstance(previous, ECHOED):
            return None
        text = describe_event(self.state, event)
        if text is None:
            return None
        if not text.endswith((".", "!", "?", "\u201d")):
            text += "."
        elif text.endswith("..") and not text.endswith("..."):
            text = text[:-1]  # a name ending in a full stop ("P. D. Q. R. R.") ends the sentence too
        kind = "turn" if isinstance(event, TurnStarted) else "end" if isinstance(event, GameOver) else "event"
        player = event.player if isinstance(event, PlayerEvent) else -1
        return Line(text, kind, moves, player)

    def reason_line(self, action: Action, reason: str, moves: int, sealed: bool = False) -> Line:
        """What a bot said about its action (capitalised, as a sentence is)."""
        who = self.state.players[action.player].name
        said = reason[:1].upper() + reason[1:]
        return Line(f"{who}: \u201c{said}\u201d", "reason", moves, action.player, sealed)

    # --- who decides ----------------------------------------------------------------------------

    def decider(self) -> int:
        return decider(self.state)

    def bot_to_move(self) -> bool:
        d = decider(self.state)
        return d >= 0 and not self.seats[d].human

    def since_last_person(self) -> list[Line]:
        """What happened since a person at this screen last decided (the bots' moves since), or that
        person's own last action when nobody has moved since: the page's "Just now"."""
        actions = self.state.actions
        last = next((i for i in range(len(actions) - 1, -1, -1) if self.seats[actions[i].player].human), -1)
        log = self.visible()
        since = [line for line in log if line.moves > last + 1]
        if since or not actions:
            return since
        return [line for line in log if line.moves == len(actions)]

    # --- undo -----------------------------------------------------------------------------------

    def undo_point(self) -> int | None:
        """How many actions to keep to take back the last decision of a person at this screen, with
        whatever bots did after it; None if that would take back dice or cards already seen."""
        actions = self.state.actions
        for i in range(len(actions) - 1, self.state.random_mark - 1, -1):
            if self.seats[actions[i].player].human:
                return i
        return None

    def undone(self) -> Session:
        """The game as it was before the last person's decision (a new session)."""
        keep = self.undo_point()
        if keep is None:
            raise LandlordsError("nothing to undo: the last decision revealed dice or cards")
        return self.upto(keep)

    def upto(self, moves: int) -> Session:
        """The game after its first ``moves`` actions (a new session; this one is unchanged)."""
        reasons = {i: r for i, r in self.reasons.items() if i < moves}
        return rebuild(self.state.options, self.state.seed, self.state.actions[:moves], self.seats, reasons)

    # --- keeping --------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "app": APP,
            "version": VERSION,
            "seats": [s.to_json() for s in self.seats],
            "reasons": {str(i): r for i, r in self.reasons.items()},
            "game": save.to_dict(self.state),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    def fragment(self, at: int | None = None) -> str:
        """The part of a share link after ``#``: the game (options, seed, moves), the seats, and the
        move to open at."""
        seats = base64.urlsafe_b64encode(json.dumps([s.to_json() for s in self.seats]).encode()).decode()
        text = f"game={save.to_share_code(self.state)}&seats={seats.rstrip('=')}"
        return text if at is None else f"{text}&at={at}"


def latest(lines: list[Line], count: int) -> list[Line]:
    """The last ``count`` lines, what happened before what the bots said about it: remarks fill only
    the room the events leave, so a run of them never pushes a real event out of view."""
    events = sum(1 for line in lines if line.kind != "reason")
    room = max(0, count - events)
    kept: list[Line] = []
    for line in reversed(lines):
        if line.kind == "reason":
            if room == 0:
                continue
            room -= 1
        kept.append(line)
    return kept[::-1][-count:]


def story_order(events: Events) -> Events:
    """The events as the log tells them: a move before the circuit it completes on the way (the
    engine pays the wages as the token passes Mother Earth, so it lists them first)."""
    out = list(events)
    for i, event in enumerate(out):
        if not isinstance(event, CircuitCompleted):
            continue
        later = out[i + 1 :]
        move = next((i + 1 + j for j, e in enumerate(later) if isinstance(e, Moved) and e.player == event.player), None)
        if move is not None:
            out.insert(i, out.pop(move))
            break
    return out


def totals(state: GameState) -> list[int]:
    return [s.total for s in scores(state)]


def begin(options: Options, seed: int, seats: list[Seat]) -> Session:
    """A new game at this table, its log opened."""
    opening: Events = []
    session = Session(new_game(options, seed, opening), seats)
    session.opening(opening)
    return session


def rebuild(
    options: Options, seed: int, actions: list[Action], seats: list[Seat], reasons: dict[int, str] | None = None
) -> Session:
    """Replay ``actions`` from the start, writing the log as the game went."""
    reasons = reasons or {}
    session = begin(options, seed, seats)
    for i, action in enumerate(actions):
        try:
            session.play(action, reasons.get(i, ""))
        except IllegalActionError as exc:
            raise SaveError(f"move {i + 1} cannot be played: {exc}") from exc
    return session


def loads(text: str) -> Session:
    """A session from the autosave or a save file; a bare engine save (no seats) is accepted too.

    Raises ``SaveError`` with a reason a player can read.
    """
    return from_json(parse_json(text, "the saved game"))


def from_json(data: Any) -> Session:
    if isinstance(data, dict) and data.get("format") == save.FORMAT:
        data = {"app": APP, "version": VERSION, "game": data}
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError("this is not a Landlord's Game save")
    if data.get("version") != VERSION:
        raise SaveError(f"save version {data.get('version')!r} is not supported (this page reads {VERSION})")
    state = save.from_dict(data.get("game"))
    try:
        seats = (
            seats_from_json(data["seats"], state.options.players)
            if "seats" in data
            else humans_for(state.options.players)
        )
    except SeatError as exc:
        raise SaveError(f"the save's seats are damaged: {exc}") from exc
    raw = data.get("reasons", {})
    if not isinstance(raw, dict) or not all(isinstance(r, str) and k.isdigit() for k, r in raw.items()):
        raise SaveError("the save's bot notes are damaged")
    reasons = {int(k): r for k, r in raw.items()}
    return rebuild(state.options, state.seed, state.actions, seats, reasons)


def from_fragment(
    fragment: str, seats_for: Callable[[tuple[str, ...]], list[Seat]] = humans_for
) -> tuple[Session, int | None]:
    """The game of a share link, and the move it asks to open at (None: the latest). A link
    without seats sits its players as ``seats_for`` says (by default everyone a person).

    The whole game is checked against its fingerprint before any move is shown.
    """
    if len(fragment) > MAX_FRAGMENT:
        raise SaveError(f"the link is too long ({len(fragment):,} characters; at most {MAX_FRAGMENT:,} are read)")
    params = query.values(fragment.lstrip("#"))
    code = params.get("game", [""])[0]
    if not code:
        raise SaveError("the link holds no game")
    state = save.from_share_code(code)
    seats = seats_for(state.options.players)
    if "seats" in params:
        raw = params["seats"][0]
        try:
            text = base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4))
            seats = seats_from_json(parse_json(text, "the link's seats", MAX_SEATS_CHARS), state.options.players)
        except (ValueError, binascii.Error, SeatError, SaveError) as exc:
            raise SaveError("the link's seats are damaged") from exc
    at: int | None = None
    if "at" in params:
        value = params["at"][0]
        if not value.isdigit() or int(value) > len(state.actions):
            raise SaveError(f"the link asks for move {value}, but the game has {len(state.actions)}")
        at = int(value)
    return rebuild(state.options, state.seed, state.actions, seats), at
