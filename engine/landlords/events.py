"""What happened: every event an action causes, as a small immutable record.

``apply`` returns a list of these; the game log (``landlords.describe`` and the editions' words),
the page and the bots read their fields. Events are never saved (a game is its actions), so they
may change shape freely. Events that concern one player derive from ``PlayerEvent``.

Frozen dataclasses without ``slots=True``: slots make ``dataclass`` build each class a second
time, which for the ninety event and action classes cost some 20-30 ms of the page's start on
Pyodide (measured with the modules' bodies run in one interpreter, best of 7).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action


@dataclass(frozen=True)
class Event:
    """Something that happened in the game."""


@dataclass(frozen=True)
class PlayerEvent(Event):
    """Something that happened to, or was done by, one player."""

    player: int


Events = list[Event]


# --- the turn and the end ------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnStarted(PlayerEvent):
    turn: int


@dataclass(frozen=True)
class GameOver(Event):
    reason: str
    winners: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class Rolled(PlayerEvent):
    dice: tuple[int, int]


@dataclass(frozen=True)
class Moved(PlayerEvent):
    """A checker moved ``steps`` (negative: backwards) from ``start`` to ``to``; ``why`` when it was
    not the player's own throw."""

    start: int
    to: int
    steps: int
    why: str = ""


@dataclass(frozen=True)
class Stayed(PlayerEvent):
    """Declined a throw that would bring the checker to Speculation."""


@dataclass(frozen=True)
class CircuitCompleted(PlayerEvent):
    circuits: int


# --- money ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Payment(Event):
    """``amount`` moved from ``payer`` to ``payee`` (accounts: players, or the central ones)."""

    payer: int
    payee: int
    amount: int
    reason: str


@dataclass(frozen=True)
class Mortgaged(PlayerEvent):
    spaces: tuple[int, ...]
    note: int


@dataclass(frozen=True)
class Redeemed(PlayerEvent):
    spaces: tuple[int, ...]
    note: int


@dataclass(frozen=True)
class MustRaise(PlayerEvent):
    """The player is ``amount`` short and must raise it before the game goes on."""

    amount: int


@dataclass(frozen=True)
class Waived(PlayerEvent):
    """Part of a debt the player cannot pay is cancelled."""

    to: int
    amount: int


@dataclass(frozen=True)
class ToPoorHouse(PlayerEvent):
    """The player cannot pay ``owed`` (in words) and goes to the Poor House."""

    owed: str


@dataclass(frozen=True)
class StaysInPoorHouse(PlayerEvent):
    pass


@dataclass(frozen=True)
class LeavesPoorHouse(PlayerEvent):
    pass


@dataclass(frozen=True)
class ToJail(PlayerEvent):
    why: str


@dataclass(frozen=True)
class StaysInJail(PlayerEvent):
    turns: int


@dataclass(frozen=True)
class Released(PlayerEvent):
    """Out of Jail: ``how`` is "doubles", "throw" (Prosperity) or "fine"."""

    how: str


# --- buying, auctions and building ---------------------------------------------------------------


@dataclass(frozen=True)
class AuctionOpened(Event):
    """A card (or, with ``purpose`` "build", the right to build a house) is up for bidding."""

    space: int
    lander: int
    minimum: int
    purpose: str = "card"


@dataclass(frozen=True)
class BidMade(PlayerEvent):
    amount: int


@dataclass(frozen=True)
class Passed(PlayerEvent):
    pass


@dataclass(frozen=True)
class Sold(PlayerEvent):
    """The player bought the card of ``space`` for ``price``."""

    space: int
    price: int


@dataclass(frozen=True)
class Unsold(Event):
    space: int


@dataclass(frozen=True)
class HouseBuilt(PlayerEvent):
    space: int


# --- dealing between players, and votes ----------------------------------------------------------


@dataclass(frozen=True)
class OfferMade(Event):
    """An offer (a trade, a loan or a Trust) now awaits its answer."""

    offer: Action


@dataclass(frozen=True)
class Answered(PlayerEvent):
    accept: bool


@dataclass(frozen=True)
class Traded(PlayerEvent):
    """The player gave ``give`` and ``give_cash`` to ``partner`` for ``take`` and ``take_cash``."""

    partner: int
    give: tuple[int, ...]
    take: tuple[int, ...]
    give_cash: int
    take_cash: int


@dataclass(frozen=True)
class LoanMade(Event):
    loan: int
    lender: int
    borrower: int
    principal: int
    repay: int
    collateral: tuple[int, ...]


@dataclass(frozen=True)
class LoanCalled(Event):
    loan: int


@dataclass(frozen=True)
class LoanClosed(Event):
    """A loan between players ends: ``how`` is "repaid" or "defaulted"."""

    loan: int
    how: str


@dataclass(frozen=True)
class TrustFormed(Event):
    players: tuple[int, int]


@dataclass(frozen=True)
class MotionProposed(PlayerEvent):
    motion: str


@dataclass(frozen=True)
class Voted(PlayerEvent):
    yes: bool


@dataclass(frozen=True)
class MotionCarried(Event):
    motion: str


@dataclass(frozen=True)
class MotionLost(Event):
    motion: str


# --- the 1906 game and its Single Tax ------------------------------------------------------------


@dataclass(frozen=True)
class Speculated(PlayerEvent):
    dice: tuple[int, int]
    prize: int
    skin_game: bool


@dataclass(frozen=True)
class NoSpeculation(PlayerEvent):
    """Could not stake $10, so did not speculate."""


@dataclass(frozen=True)
class LicenseLost(PlayerEvent):
    """The Broker was caught in a skin game."""


@dataclass(frozen=True)
class ChanceDrawn(PlayerEvent):
    card: str
    text: str


@dataclass(frozen=True)
class LuxuryBought(PlayerEvent):
    pass


@dataclass(frozen=True)
class SingleTaxAdopted(Event):
    pass


@dataclass(frozen=True)
class MadePublic(Event):
    """The public took ``space`` from ``holder`` (-1: from the pack): free to all from now on."""

    space: int
    holder: int


@dataclass(frozen=True)
class CollegeOpened(Event):
    space: int


@dataclass(frozen=True)
class WagesRaised(Event):
    wages: int


@dataclass(frozen=True)
class EducationTaken(PlayerEvent):
    pass


@dataclass(frozen=True)
class ProfessorMade(PlayerEvent):
    pass


@dataclass(frozen=True)
class OpportunityTaken(PlayerEvent):
    opportunity: int


# --- the 1904 patent game ------------------------------------------------------------------------


@dataclass(frozen=True)
class Chartered(PlayerEvent):
    space: int


@dataclass(frozen=True)
class LegacyReceived(PlayerEvent):
    pass


@dataclass(frozen=True)
class LosesMove(PlayerEvent):
    """Did not buy the Luxury, so loses the move."""


@dataclass(frozen=True)
class Refused(PlayerEvent):
    """Refused to obey the rules (and goes to Jail)."""


# --- Prosperity ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class CubeThrown(PlayerEvent):
    face: int
    effect: str


@dataclass(frozen=True)
class CardDrawn(PlayerEvent):
    card: int


@dataclass(frozen=True)
class TagTaken(PlayerEvent):
    pass


@dataclass(frozen=True)
class Fire(PlayerEvent):
    space: int


@dataclass(frozen=True)
class NoJump(PlayerEvent):
    pass


@dataclass(frozen=True)
class IdleSold(PlayerEvent):
    card: int


@dataclass(frozen=True)
class IdleBought(PlayerEvent):
    card: int


@dataclass(frozen=True)
class SignPlaced(PlayerEvent):
    space: int


@dataclass(frozen=True)
class TagBought(PlayerEvent):
    pass


@dataclass(frozen=True)
class TagPlaced(PlayerEvent):
    space: int


@dataclass(frozen=True)
class BoardShort(PlayerEvent):
    """The board ran out of money: the player goes without ``amount``."""

    amount: int
