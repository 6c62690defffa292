"""Milestones: the few moments a long game turns on, in order, each with its turn and the event it
rests on, so a player can find them again (the log of a whole game runs to thousands of lines).

What counts as one: a motion put to the vote (the Single Tax, ending at the next double) and how
the vote went; the first time one player holds what an edition's rules name for holding a group
(``HOLDINGS``); a railroad Trust formed; the Public Treasury's shared goal reached; each fall into
the Poor House; a player's first debt waived for want of money; the end of the game.

``Tracker`` follows a game as it is played, one action's events at a time (the page keeps one per
game); ``milestones`` replays a game's actions to list them.
"""

from __future__ import annotations

from collections.abc import Iterable

from .actions import Action
from .describe import and_list, describe_event, motion_name, who
from .edition import rules_of
from .engine import apply, new_game
from .events import (
    Chartered,
    CollegeOpened,
    Event,
    Events,
    GameOver,
    MadePublic,
    MotionCarried,
    MotionLost,
    MotionProposed,
    PlayerEvent,
    SingleTaxAdopted,
    Sold,
    ToPoorHouse,
    Traded,
    TrustFormed,
    TurnStarted,
    Voted,
    WagesRaised,
    Waived,
)
from .options import Options
from .records import record
from .state import GameState


@record
class Holding:
    """What an edition's rules call one player holding ``count`` spaces of ``kind``."""

    name: str
    kind: str
    count: int


#: The holdings the rules name, by edition. The 1906 rulebook (rule 9, and the standard game's
#: additional rules): the "Municipal Cinch" is both franchises, a railroad "Monopoly" starts at two
#: railroads (fares rise again at three and four; all four may make a Trust). Prosperity (the 1924
#: patent game): a "Monopoly" is all three utilities, or all three railroads. The 1904 patent names
#: none (a franchise's charter is the first player's to stop there, and is a milestone of its own).
HOLDINGS: dict[str, tuple[Holding, ...]] = {
    "1906": (
        Holding("the Municipal Cinch (both franchises)", "franchise", 2),
        Holding("a railroad Monopoly (two railroads)", "railroad", 2),
        Holding("all four railroads", "railroad", 4),
    ),
    "prosperity": (
        Holding("the utility Monopoly (all three utilities)", "utility", 3),
        Holding("the railroad Monopoly (all three railroads)", "railroad", 3),
    ),
}

#: Events that move the public towards the Single Tax's shared goal.
PUBLIC_STEPS: tuple[type[Event], ...] = (MadePublic, CollegeOpened, WagesRaised)


@record
class Milestone:
    """One milestone. ``moves`` is how many actions had been played when it happened (0: as the game
    began), the move a replay opens at to show it; ``event`` is the event it rests on."""

    #: "proposed", "carried", "lost", "adopted", "holding", "charter", "trust", "goal", "poorhouse",
    #: "waived" or "end".
    kind: str
    moves: int
    turn: int
    text: str
    event: Event
    players: tuple[int, ...] = ()


class Tracker:
    """The milestones of one game so far, told each action's events as it is played."""

    def __init__(self) -> None:
        self.found: list[Milestone] = []
        self.turn = -1
        self.held: set[Holding] = set()
        #: ("poorhouse" or "waived", player) for each player's first fall of each kind.
        self.fallen: set[tuple[str, int]] = set()
        self.goal = False
        self.votes: list[Voted] = []
        #: Who moved the motion now being voted on (their motion counts as their vote for it).
        self.mover = -1

    def see(self, state: GameState, events: Events, moves: int) -> list[Milestone]:
        """The milestones among one action's ``events`` (``state``: the game after it), kept and returned."""
        if self.turn < 0:
            self.turn = state.turn
        turns: list[int] = []
        new: list[tuple[int, Milestone]] = []
        carried = False
        for i, event in enumerate(events):
            if isinstance(event, TurnStarted):
                self.turn = event.turn
            turns.append(self.turn)
            carried = carried or isinstance(event, MotionCarried)
            found = self.of_event(state, event, moves, carried)
            if found is not None:
                new.append((i, found))
        if events:
            new.extend(self.of_holdings(state, events, turns, moves))
            new.extend(self.of_goal(state, events, turns, moves))
        new.sort(key=lambda pair: pair[0])
        made = [m for _, m in new]
        self.found.extend(made)
        return made

    def of_event(self, state: GameState, event: Event, moves: int, carried: bool) -> Milestone | None:
        """The milestone one event makes by itself, if any."""
        turn = self.turn
        if isinstance(event, MotionProposed):
            self.votes = []
            self.mover = event.player
            return Milestone("proposed", moves, turn, told(state, event), event, (event.player,))
        if isinstance(event, Voted):
            self.votes.append(event)
            return None
        if isinstance(event, (MotionCarried, MotionLost)):
            return self.vote_result(state, event, moves)
        if isinstance(event, SingleTaxAdopted) and not carried:  # carried by a vote: said already
            return Milestone("adopted", moves, turn, told(state, event), event)
        if isinstance(event, TrustFormed):
            return Milestone("trust", moves, turn, told(state, event), event, event.players)
        if isinstance(event, Chartered):
            return Milestone("charter", moves, turn, told(state, event), event, (event.player,))
        if isinstance(event, (ToPoorHouse, Waived)):  # each player's first fall of each kind
            kind = "poorhouse" if isinstance(event, ToPoorHouse) else "waived"
            if (kind, event.player) in self.fallen:
                return None
            self.fallen.add((kind, event.player))
            return Milestone(kind, moves, turn, told(state, event), event, (event.player,))
        if isinstance(event, GameOver):
            return Milestone("end", moves, turn, told(state, event), event, event.winners)
        return None

    def vote_result(self, state: GameState, event: MotionCarried | MotionLost, moves: int) -> Milestone:
        """A vote's outcome, with who voted which way (the mover for the motion)."""
        yes = [self.mover, *(v.player for v in self.votes if v.yes)]
        no = [v.player for v in self.votes if not v.yes]
        way = "carried" if isinstance(event, MotionCarried) else "lost"
        against = f"; against, {names(state, no)}" if no else ""
        count = f"{len(yes)} to {len(no)}: for, {names(state, yes)}{against}"
        text = f"The vote for {motion_name(state, event.motion)} is {way}, {count}."
        self.votes = []
        return Milestone(way, moves, self.turn, text, event, tuple(yes))

    def of_holdings(
        self, state: GameState, events: Events, turns: list[int], moves: int
    ) -> Iterable[tuple[int, Milestone]]:
        """The first time anyone holds each holding the edition names."""
        for holding in HOLDINGS.get(state.options.edition, ()):
            if holding in self.held:
                continue
            spaces = state.board.indices_of(holding.kind)
            counts: dict[int, int] = {}
            for space in spaces:
                owner = state.owner[space]
                if owner >= 0:
                    counts[owner] = counts.get(owner, 0) + 1
            holders = [p for p, n in counts.items() if n >= holding.count]
            if not holders:
                continue
            self.held.add(holding)
            player = holders[0]
            i = cause(events, set(spaces), player)
            text = f"{who(state, player)} holds {holding.name}."
            yield i, Milestone("holding", moves, turns[i], text, events[i], (player,))

    def of_goal(
        self, state: GameState, events: Events, turns: list[int], moves: int
    ) -> Iterable[tuple[int, Milestone]]:
        """The moment the public's programme under the Single Tax is done (whether or not that ends the game)."""
        if self.goal or not state.single_tax:
            return
        steps = [i for i, e in enumerate(events) if isinstance(e, PUBLIC_STEPS)]
        if not steps:
            return
        progress = rules_of(state).public_progress(state)
        if progress is None or not progress.reached:
            return
        self.goal = True
        i = steps[-1]
        text = "The public reaches the Single Tax's shared goal: its programme is done."
        yield i, Milestone("goal", moves, turns[i], text, events[i])


def told(state: GameState, event: Event) -> str:
    """The event's sentence as the log tells it."""
    return describe_event(state, event) or type(event).__name__


def names(state: GameState, players: list[int]) -> str:
    return and_list([who(state, p) for p in players])


def cause(events: Events, spaces: set[int], player: int) -> int:
    """Which event of an action gave ``player`` the last of a holding: the last sale, charter or trade
    of one of ``spaces`` to them (else the action's last event)."""
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if isinstance(e, (Sold, Chartered)) and e.player == player and e.space in spaces:
            return i
        if isinstance(e, Traded) and player in (e.player, e.partner) and spaces & {*e.give, *e.take}:
            return i
        if isinstance(e, PlayerEvent) and e.player == player and getattr(e, "space", None) in spaces:
            return i
    return len(events) - 1


def milestones(options: Options, seed: int, actions: list[Action]) -> list[Milestone]:
    """A game's milestones, by replaying its actions from the start."""
    opening: Events = []
    state = new_game(options, seed, opening)
    tracker = Tracker()
    tracker.see(state, opening, 0)
    for moves, action in enumerate(actions, start=1):
        tracker.see(state, apply(state, action), moves)
    return tracker.found
