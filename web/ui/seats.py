"""Who sits at the table: a name, a colour, and a human or a bot of some level.

The engine knows players only by name; whether a seat is a person at this screen or a bot, and
the colour of its token, belong to the page. They travel with saves and share links.
"""

from __future__ import annotations

from typing import Any

from landlords.bots import LEVELS
from landlords.records import record


@record
class Colour:
    name: str
    hex: str


#: Token colours offered at setup: strong, distinct, and never the board's own space colours.
COLOURS: tuple[Colour, ...] = (
    Colour("Red", "#b3261e"),
    Colour("Blue", "#1f4fb5"),
    Colour("Green", "#16703a"),
    Colour("Amber", "#d98a00"),
    Colour("Purple", "#6a2a9c"),
    Colour("Teal", "#00747a"),
    Colour("Charcoal", "#3a3a42"),
    Colour("Rose", "#c2185b"),
)
COLOUR_NAMES = {c.hex: c.name for c in COLOURS}
#: What each seat's token looks like besides its colour (the same order as ``landlords.svg.SHAPES``).
SHAPE_NAMES = ("circle", "square", "triangle", "diamond")
HUMAN = ""
BOT_LABELS = {"heuristic": "Bot: rules of thumb", "strong": "Bot: look-ahead", "random": "Bot: random"}
#: Seconds the look-ahead bot may think in the page: long enough to play well, short enough to feel instant.
STRONG_SECONDS = 0.15
BOT_NAMES = ("Henry", "Lizzie", "Louis", "Upton")


@record
class Seat:
    name: str
    colour: str
    #: "" for a person at this screen, else a bot level from ``landlords.bots.LEVELS``.
    bot: str = HUMAN

    @property
    def human(self) -> bool:
        return self.bot == HUMAN

    def describe(self, index: int) -> str:
        """ "Anna (player 1, red circle, bot: rules of thumb)": how the page names a seat in words."""
        who = "human" if self.human else BOT_LABELS.get(self.bot, self.bot).lower()
        colour = COLOUR_NAMES.get(self.colour, "").lower()
        return f"{self.name} (player {index + 1}, {colour} {SHAPE_NAMES[index % 4]}, {who})"

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "colour": self.colour, "bot": self.bot}


class SeatError(ValueError):
    """Seat data that a save or link carries is not valid."""


def seat_from_json(data: Any) -> Seat:
    if not isinstance(data, dict):
        raise SeatError("a seat must be an object")
    name, colour, bot = data.get("name"), data.get("colour"), data.get("bot", HUMAN)
    if not isinstance(name, str) or not name.strip() or len(name) > 40:
        raise SeatError("each seat needs a name of 1 to 40 characters")
    if not isinstance(colour, str) or colour not in COLOUR_NAMES:
        raise SeatError("a seat has an unknown colour")
    if not isinstance(bot, str) or (bot != HUMAN and bot not in LEVELS):
        raise SeatError("a seat has an unknown bot level")
    return Seat(name, colour, bot)


def seats_from_json(data: Any, players: tuple[str, ...]) -> list[Seat]:
    """Seats for a game whose players are ``players``; the names must agree with the game's."""
    if not isinstance(data, list) or len(data) != len(players):
        raise SeatError("the seats do not match the game's players")
    seats = [seat_from_json(d) for d in data]
    if tuple(s.name for s in seats) != players:
        raise SeatError("the seats' names do not match the game's players")
    return seats


def default_seats(count: int = 3) -> list[Seat]:
    """One person and bots in the other seats: one click starts a game against the computer.

    The person is "Player 1", not "You": the log speaks of every player in the third person."""
    seats = [Seat("Player 1", COLOURS[0].hex)]
    for i in range(1, count):
        seats.append(Seat(BOT_NAMES[i - 1], COLOURS[i].hex, "heuristic"))
    return seats


def humans_for(players: tuple[str, ...]) -> list[Seat]:
    """Seats for a game that came without any (every seat a person, the default colours)."""
    return [Seat(name, COLOURS[i % len(COLOURS)].hex) for i, name in enumerate(players)]


#: The bot speeds a player can choose, as the page names them.
PACE_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
