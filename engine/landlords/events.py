"""What happened: every event an action causes, as a small immutable record.

``apply`` returns a list of these; the game log (``landlords.describe`` and the editions' words),
the page and the bots read their fields. Events are never saved (a game is its actions), so they
may change shape freely. Events that concern one player derive from ``PlayerEvent``.

Frozen records (``landlords.records.record``: frozen dataclasses whose methods are compiled once
per list of field names, not once per class; ``dataclass`` itself cost some 130 ms of the page's
start on Pyodide for the ninety event and action classes), without ``__slots__``.
"""

from __future__ import annotations

from .actions import Action
from .records import record


@record
class Event:
    """Something that happened in the game."""


@record
class PlayerEvent(Event):
    """Something that happened to, or was done by, one player."""

    player: int


Events = list[Event]


# --- the turn and the end ------------------------------------------------------------------------


@record
class TurnStarted(PlayerEvent):
    turn: int


@record
class ProgrammeStep:
    """One step of what the Public Treasury pays for under the 1906 Single Tax (its rule 6), in the
    order the rules name them: each $50 that reaches the Treasury pays for the next step."""

    #: "buy" (a franchise or railroad made public), "college" (a Free College built) or "wages".
    kind: str
    #: The space bought or built on (None for a wage step).
    space: int | None
    #: The step as a reader names it: "Soakum Lighting System", "Wages $110".
    label: str
    done: bool


@record
class PublicProgress:
    """How far the public got under the Single Tax by the end of a game: whether the shared goal was
    reached, what the public owns, the Free Colleges, the wages, and the steps of the goal left undone."""

    reached: bool
    #: The franchises and railroads made public, in the order bought.
    public: tuple[int, ...]
    colleges: tuple[int, ...]
    wages: int
    left: tuple[ProgrammeStep, ...]


@record
class GameOver(Event):
    reason: str
    #: Every player with the most, or every player when the Single Tax's shared goal was reached;
    #: none when the Single Tax's ordinary end came first (the 1906 edition's ``winners``).
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    #: How far the public got, for a game that ended under the Single Tax (else None).
    public: PublicProgress | None = None


@record
class Rolled(PlayerEvent):
    dice: tuple[int, int]


@record
class Moved(PlayerEvent):
    """A checker moved ``steps`` (negative: backwards) from ``start`` to ``to``; ``why`` when it was
    not the player's own throw."""

    start: int
    to: int
    steps: int
    why: str = ""


@record
class Stayed(PlayerEvent):
    """Declined a throw that would bring the checker to Speculation."""


@record
class CircuitCompleted(PlayerEvent):
    circuits: int


# --- money ---------------------------------------------------------------------------------------


@record
class Payment(Event):
    """``amount`` moved from ``payer`` to ``payee`` (accounts: players, or the central ones)."""

    payer: int
    payee: int
    amount: int
    reason: str


@record
class Mortgaged(PlayerEvent):
    spaces: tuple[int, ...]
    note: int


@record
class Redeemed(PlayerEvent):
    spaces: tuple[int, ...]
    note: int


@record
class MustRaise(PlayerEvent):
    """The player is ``amount`` short and must raise it before the game goes on."""

    amount: int


@record
class Waived(PlayerEvent):
    """Part of a debt the player cannot pay is cancelled."""

    to: int
    amount: int


@record
class ToPoorHouse(PlayerEvent):
    """The player cannot pay ``owed`` (in words) and goes to the Poor House."""

    owed: str


@record
class StaysInPoorHouse(PlayerEvent):
    pass


@record
class LeavesPoorHouse(PlayerEvent):
    pass


@record
class ToJail(PlayerEvent):
    why: str


@record
class StaysInJail(PlayerEvent):
    turns: int


@record
class Released(PlayerEvent):
    """Out of Jail: ``how`` is "doubles", "throw" (Prosperity) or "fine"."""

    how: str


# --- buying, auctions and building ---------------------------------------------------------------


@record
class AuctionOpened(Event):
    """A card (or, with ``purpose`` "build", the right to build a house) is up for bidding."""

    space: int
    lander: int
    minimum: int
    purpose: str = "card"


@record
class BidMade(PlayerEvent):
    amount: int


@record
class Passed(PlayerEvent):
    pass


@record
class Sold(PlayerEvent):
    """The player bought the card of ``space`` for ``price``."""

    space: int
    price: int


@record
class Unsold(Event):
    space: int


@record
class HouseBuilt(PlayerEvent):
    space: int


# --- dealing between players, and votes ----------------------------------------------------------


@record
class OfferMade(Event):
    """An offer (a trade, a loan or a Trust) now awaits its answer."""

    offer: Action


@record
class Answered(PlayerEvent):
    accept: bool


@record
class Traded(PlayerEvent):
    """The player gave ``give`` and ``give_cash`` to ``partner`` for ``take`` and ``take_cash``."""

    partner: int
    give: tuple[int, ...]
    take: tuple[int, ...]
    give_cash: int
    take_cash: int


@record
class LoanMade(Event):
    loan: int
    lender: int
    borrower: int
    principal: int
    repay: int
    collateral: tuple[int, ...]


@record
class LoanCalled(Event):
    loan: int


@record
class LoanClosed(Event):
    """A loan between players ends: ``how`` is "repaid" or "defaulted"."""

    loan: int
    how: str


@record
class TrustFormed(Event):
    players: tuple[int, int]


@record
class MotionProposed(PlayerEvent):
    motion: str


@record
class Voted(PlayerEvent):
    yes: bool


@record
class MotionCarried(Event):
    motion: str


@record
class MotionLost(Event):
    motion: str


# --- the 1906 game and its Single Tax ------------------------------------------------------------


@record
class Speculated(PlayerEvent):
    dice: tuple[int, int]
    prize: int
    skin_game: bool


@record
class NoSpeculation(PlayerEvent):
    """Could not stake $10, so did not speculate."""


@record
class LicenseLost(PlayerEvent):
    """The Broker was caught in a skin game."""


@record
class ChanceDrawn(PlayerEvent):
    card: str
    text: str


@record
class LuxuryBought(PlayerEvent):
    pass


@record
class SingleTaxAdopted(Event):
    pass


@record
class MadePublic(Event):
    """The public took ``space`` from ``holder`` (-1: from the pack): free to all from now on."""

    space: int
    holder: int


@record
class CollegeOpened(Event):
    space: int


@record
class WagesRaised(Event):
    wages: int


@record
class EducationTaken(PlayerEvent):
    pass


@record
class ProfessorMade(PlayerEvent):
    pass


@record
class OpportunityTaken(PlayerEvent):
    opportunity: int


# --- the 1904 patent game ------------------------------------------------------------------------


@record
class Chartered(PlayerEvent):
    space: int


@record
class LegacyReceived(PlayerEvent):
    pass


@record
class LosesMove(PlayerEvent):
    """Did not buy the Luxury, so loses the move."""


@record
class Refused(PlayerEvent):
    """Refused to obey the rules (and goes to Jail)."""


# --- Prosperity ----------------------------------------------------------------------------------


@record
class CubeThrown(PlayerEvent):
    face: int
    effect: str


@record
class CardDrawn(PlayerEvent):
    card: int


@record
class TagTaken(PlayerEvent):
    pass


@record
class Fire(PlayerEvent):
    space: int


@record
class NoJump(PlayerEvent):
    pass


@record
class IdleSold(PlayerEvent):
    card: int


@record
class IdleBought(PlayerEvent):
    card: int


@record
class SignPlaced(PlayerEvent):
    space: int


@record
class TagBought(PlayerEvent):
    pass


@record
class TagPlaced(PlayerEvent):
    space: int


@record
class BoardShort(PlayerEvent):
    """The board ran out of money: the player goes without ``amount``."""

    amount: int
