"""What a move leads to, said before it is chosen: where it lands and what that space asks.

"Jump 2 to Lord Blueblood's Estate" looks like any other jump until it says "go to Jail". The move
is tried on a copy of the game and what follows is put in words, up to the first throw of dice,
draw of a card or turn of the Chance Cube: what chance will decide is named, never foretold.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import events as ev
from .applying import apply
from .describe import space_name, who
from .dollars import dollars
from .events import Event
from .preview import Consequence
from .situations import present, words_of
from .state import GameState

#: Events that reveal chance: the words stop there and say what chance will decide.
CHANCE: dict[type[Event], str] = {
    ev.ChanceDrawn: "draw a Chance card and obey it",
    ev.Speculated: "throw again for the Speculation prize",
    ev.CubeThrown: "then throw the Chance Cube (after a double)",
    ev.Rolled: "throw again and obey the throw",
}

Phrase = Callable[[GameState, int, Any], str | None]


def reason(state: GameState, text: str) -> str:
    """A payment's reason in brackets, less the name of the space it is paid on (already said)."""
    names = {s.name for s in state.board.spaces}
    head, _, rest = text.partition(": ")
    if rest and head in names:
        text = rest
    return "" if text in names else f" ({text})"


def payment(state: GameState, player: int, e: ev.Payment) -> str | None:
    if e.payer == player:
        return f"pay {dollars(e.amount)} to {who(state, e.payee)}{reason(state, e.reason)}"
    if e.payee == player:
        return f"collect {dollars(e.amount)}{reason(state, e.reason)}"
    return None


def jailed(state: GameState, player: int, e: ev.ToJail) -> str | None:
    if e.player != player:
        return None
    named = any(e.why == s.name for s in state.board.spaces)
    return "go to Jail" if named or not e.why else f"go to Jail ({e.why})"


def moved(state: GameState, player: int, e: ev.Moved) -> str | None:
    """A second move in the same action (counted back from a Luxury one cannot pay for)."""
    why = f" ({e.why})" if e.why else ""
    return f"then move to {space_name(state, e.to)}{why}" if e.player == player else None


def auction(state: GameState, player: int, e: ev.AuctionOpened) -> str | None:
    if e.purpose != "card":
        return None
    if state.board.spaces[e.space].kind == "speculation":  # the license first, then the stake
        return f"its Broker's License goes up for auction from {dollars(e.minimum)}, then you speculate"
    return f"nobody holds it: it goes up for auction from {dollars(e.minimum)}"


def mine(text: str) -> Phrase:
    """A phrase for an event of the mover's own."""
    return lambda state, player, e: text if getattr(e, "player", player) == player else None


#: What each event of a move means to the mover, in a few words (None: nothing worth saying).
PHRASES: dict[type[Event], Phrase] = {
    ev.Payment: payment,
    ev.Moved: moved,
    ev.AuctionOpened: auction,
    ev.ToJail: jailed,
    ev.ToPoorHouse: mine("go to the Poor House"),
    ev.MustRaise: lambda s, p, e: f"you must mortgage to raise {dollars(e.amount)}" if e.player == p else None,
    ev.LuxuryBought: mine("take a Luxury card"),
    ev.LosesMove: mine("lose the move and stay where you are"),
    ev.Stayed: mine("stay where you are; your turn passes"),
    ev.NoJump: mine("stay at the railroad"),
    ev.Chartered: mine("put your charter on it, free"),
    ev.EducationTaken: mine("take an Education card"),
    ev.NoSpeculation: mine("you cannot stake $10, so nothing happens"),
}


def then_words(after: GameState, player: int) -> list[str]:
    """The decision the move leads to, for the mover (buy or rent a lot, a Real Estate office...)."""
    if after.phase == "over" or after.current != player:
        return []
    words = words_of(after.options.edition)
    here = after.board.spaces[after.players[player].position]
    out = []
    for key in present(after):
        then = words[key].get("then")
        if then:
            out.append(then.format(price=dollars(here.price), rent=dollars(here.rent)))
    return out


def landing_words(state: GameState, player: int, events: list[Event]) -> list[str]:
    parts: list[str] = []
    landed = False
    for e in events:
        if isinstance(e, ev.Moved) and e.player == player and not landed:
            landed = True  # the move itself: the space is named already
            continue
        chance = CHANCE.get(type(e))
        if chance is not None:
            parts.append(chance)
            return parts
        phrase = PHRASES.get(type(e))
        said = phrase(state, player, e) if phrase is not None else None
        if said and said not in parts:
            parts.append(said)
    return parts


def leads_to(state: GameState, action: Any) -> Consequence:
    """Where a move (or a stay) leaves the mover and what happens there, worked out on a copy."""
    player = action.player
    copy = state.clone(history=False)
    events = apply(copy, action, checked=False)
    parts = landing_words(state, player, events)
    if not any(p in CHANCE.values() for p in parts):
        parts += then_words(copy, player)
    landed = next((e.to for e in events if isinstance(e, ev.Moved) and e.player == player), None)
    where = f"{space_name(state, landed)}: " if landed is not None else ""
    own = landed is not None and state.owner[landed] == player
    said = "; ".join(parts) if parts else "your own: nothing to pay" if own else "nothing to pay"
    return Consequence(f"{where}{said}." if where else f"{said[:1].upper()}{said[1:]}.", (), ())
