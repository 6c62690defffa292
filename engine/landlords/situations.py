"""Situations a player meets for the first time in a game, explained where the choice is made.

A situation (Speculation, moving backwards, the railroad pass, an auction, the Single Tax vote, a
forced mortgage, Prosperity's jump...) is recognised from the game alone: its phase, the moves the
throw allows, the auction or motion open. Its words are data, one file per edition
(``data/situations_<edition>.json``): a title, two sentences for the first time (what it is, what
each choice leads to), one line for later times, and the section of the rules reference that holds
its rule. Whether it is the first time is read from the game's history, replayed from its start,
so undo, a reload and a replay all agree; only the decisions of the people named count, because a
bot's first Speculation taught nobody at the screen.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from .applying import apply
from .circuits import retired
from .data import read_text
from .engine import new_game
from .phases import decider
from .records import record
from .state import GameState, Phase


@record
class Situation:
    key: str  #: which situation (a key of the edition's data, never shown)
    title: str  #: its name, as a heading
    text: str  #: two sentences the first time a person meets it in this game, else one line
    rule: str  #: the title of the rules reference's section that holds its rule
    first: bool  #: the first time a person at this table meets it in this game
    group: str = "main"  #: the panel's group it explains ("main": the question itself)


@cache
def words_of(edition: str) -> dict[str, dict[str, str]]:
    """The edition's situation words (empty for an edition that has none yet)."""
    try:
        text = read_text(f"situations_{edition}.json")
    except OSError:
        return {}
    data: dict[str, Any] = json.loads(text)
    return dict(data["situations"])


# --- recognising a situation -----------------------------------------------------------------------


def move_situations(state: GameState) -> list[str]:
    """What the moves a throw allows hold: a stay (Speculation in 1906, a Luxury declined in 1904),
    a move longer than the throw (the railroad pass), a move backwards (between the Chance spaces,
    or either way once the circuits are done)."""
    keys: list[str] = []
    total = sum(state.dice)
    choices = state.move_choices
    player = state.current
    if 0 in choices:
        keys.append("speculation" if state.options.edition == "1906" else "luxury")
    if any(abs(c) > total for c in choices):
        keys.append("railroad_pass")
    if any(c < 0 for c in choices):
        keys.append("either_way" if retired(state, player) else "backwards")
    return keys


def free_situations(state: GameState) -> list[str]:
    """Before the throw: a prisoner's choice; Prosperity's tags and signs while one is in hand."""
    player = state.players[state.current]
    keys: list[str] = []
    if state.phase == Phase.PRE_ROLL and player.in_jail and state.options.edition in ("1906", "1904"):
        keys.append("jail")
    if getattr(player, "tags", 0) or getattr(player, "signs", 0):
        keys.append("tags_signs")
    return keys


def recognised(state: GameState) -> list[str]:
    """The situations the player deciding now is in, as keys (any edition's; ``situations`` keeps
    those the edition has words for)."""
    phase = state.phase
    if phase == Phase.CHOOSE_MOVE:
        return move_situations(state)
    if phase in (Phase.PRE_ROLL, Phase.POST_ROLL):
        return free_situations(state)
    if phase == Phase.AUCTION and state.auction is not None:
        return ["auction" if state.auction.purpose == "card" else state.auction.purpose]
    if phase == Phase.VOTE and state.motion is not None:
        return [f"vote_{state.motion.motion}"]
    simple = {
        Phase.OPPORTUNITY: "opportunity",
        Phase.LANDER_OPTION: "lander_option",
        Phase.RAISE: "raise",
        "buy_or_rent": "buy_or_rent",
        "jump": "jump",
        "office": "office",
    }
    key = simple.get(phase)
    return [key] if key else []


def present(state: GameState) -> tuple[str, ...]:
    """The recognised situations the edition has words for."""
    known = words_of(state.options.edition)
    return tuple(k for k in recognised(state) if k in known)


# --- the first time, from the history ----------------------------------------------------------------


class Scan:
    """The game replayed from its start, tracking for each situation the run of decisions it is
    open for (an auction lasts several bids) and the run in which a person first met it."""

    def __init__(self, state: GameState, people: frozenset[int]) -> None:
        self.people = people
        self.actions: list[Any] = []
        self.game = new_game(state.options, state.seed)
        self.run: dict[str, int] = {}
        self.met: dict[str, int] = {}
        self.turn = self.game.turn
        self.look()

    def look(self) -> None:
        """Note the situations open after ``len(self.actions)`` actions: a run lasts while the
        situation stays open within one turn (a new turn meets it afresh)."""
        now = len(self.actions)
        keys = present(self.game)
        if self.game.turn != self.turn:
            self.turn, self.run = self.game.turn, {}
        self.run = {k: self.run.get(k, now) for k in keys}
        if decider(self.game) in self.people:
            for k in keys:
                self.met.setdefault(k, self.run[k])

    def extends_to(self, state: GameState) -> bool:
        """This scan has replayed a beginning of ``state``'s game."""
        mine, theirs = self.actions, state.actions
        return len(mine) <= len(theirs) and all(a is b or a == b for a, b in zip(mine, theirs, strict=False))

    def catch_up(self, state: GameState) -> None:
        for action in state.actions[len(self.actions) :]:
            apply(self.game, action, checked=False)
            self.actions.append(action)
            self.look()

    def first(self, key: str) -> bool:
        """A person met ``key`` first in the run open now (or has not met it yet)."""
        return self.met.get(key, self.run.get(key)) == self.run.get(key)


#: The last scan of each game (by its options, seed and the people at the table): the page asks
#: after every action, and replays only the actions since the last question.
SCANS: dict[tuple[Any, ...], Scan] = {}
MAX_SCANS = 4


def scanned(state: GameState, people: frozenset[int]) -> Scan:
    key = (state.options, state.seed, people)
    scan = SCANS.get(key)
    if scan is None or not scan.extends_to(state):
        scan = Scan(state, people)
        if len(SCANS) >= MAX_SCANS:
            SCANS.pop(next(iter(SCANS)))
        SCANS[key] = scan
    scan.catch_up(state)
    return scan


def situations(state: GameState, people: frozenset[int] | None = None) -> tuple[Situation, ...]:
    """The situations the player deciding now is in, each in two sentences the first time one of
    ``people`` (default: everyone) meets it in this game, in one line after that."""
    keys = present(state)
    if not keys:
        return ()
    who = frozenset(range(state.num_players)) if people is None else people
    scan = scanned(state, who)
    words = words_of(state.options.edition)
    out = []
    for key in keys:
        entry = words[key]
        first = scan.first(key)
        out.append(
            Situation(
                key,
                entry["title"],
                entry["first"] if first else entry["again"],
                entry["rule"],
                first,
                entry.get("group", "main"),
            )
        )
    return tuple(out)
