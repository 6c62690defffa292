"""The one vocabulary of decisions: every choice a player can make is an Action.

Actions are small frozen values (like python-chess's ``Move``). Each names the player who takes
it, so hot-seat UIs, bots and replays use the same objects. ``to_json``/``action_from_json`` give
the compact form stored in saves and share links. Declared with ``record``, like the events (see there).
"""

from __future__ import annotations

from dataclasses import fields
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from .errors import SaveError
from .records import record


@record
class Action:
    kind: ClassVar[str] = ""
    player: int

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind}
        for name in field_names(type(self)):
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        return data


_FIELD_NAMES: dict[type[Action], tuple[str, ...]] = {}


def field_names(kind: type[Action]) -> tuple[str, ...]:
    """An action class's field names, looked up once: the page saves the whole game after every
    action, so ``to_json`` runs for every move of the game each time (``fields`` was half its cost)."""
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(kind))
    return names


@record
class BuyTitle(Action):
    """Buy one of the title cards dealt to you at the start, at its printed price."""

    kind: ClassVar[str] = "buy_title"
    space: int


@record
class FinishBuying(Action):
    kind: ClassVar[str] = "finish_buying"


@record
class Roll(Action):
    kind: ClassVar[str] = "roll"


@record
class PayFine(Action):
    kind: ClassVar[str] = "pay_fine"


@record
class Steps(Action):
    """A choice that moves the checker ``steps`` spaces (negative: backwards; 0: stay put)."""

    steps: int


@record
class Move(Steps):
    """Move the thrown count: negative is backwards; the railroad pass adds 10."""

    kind: ClassVar[str] = "move"


@record
class Stay(Action):
    """Decline a throw that would bring you to Speculation: your turn passes."""

    kind: ClassVar[str] = "stay"


@record
class Bid(Action):
    kind: ClassVar[str] = "bid"
    amount: int


@record
class Pass(Action):
    """Drop out of an auction (or decline the lander's option)."""

    kind: ClassVar[str] = "pass"


@record
class TakeAtBid(Action):
    """The lander's first option: take the card at the winning bid."""

    kind: ClassVar[str] = "take_at_bid"


@record
class Mortgage(Action):
    """Mortgage cards to the bank for $100 per full $100 of their printed value (no change)."""

    kind: ClassVar[str] = "mortgage"
    spaces: tuple[int, ...]


@record
class Redeem(Action):
    kind: ClassVar[str] = "redeem"
    note: int


@record
class Build(Action):
    kind: ClassVar[str] = "build"
    space: int


@record
class OfferTrade(Action):
    """Offer cards and cash to another player for cards and cash of theirs."""

    kind: ClassVar[str] = "offer_trade"
    to: int
    give: tuple[int, ...] = ()
    take: tuple[int, ...] = ()
    give_cash: int = 0
    take_cash: int = 0


@record
class OfferLoan(Action):
    """Propose a loan between two players: the lender pays ``principal`` now, the borrower owes
    ``repay`` whenever the lender calls it in; ``collateral`` cards of the borrower pass to the
    lender if the borrower cannot pay (a private mortgage)."""

    kind: ClassVar[str] = "offer_loan"
    to: int
    lender: int
    principal: int
    repay: int
    collateral: tuple[int, ...] = ()


@record
class ProposeTrust(Action):
    kind: ClassVar[str] = "propose_trust"
    to: int


@record
class Answer(Action):
    """Accept or refuse an offer made to you."""

    kind: ClassVar[str] = "answer"
    accept: bool


@record
class Propose(Action):
    """Put a motion to the vote: "single_tax" or "end_game"."""

    kind: ClassVar[str] = "propose"
    motion: str


@record
class Vote(Action):
    kind: ClassVar[str] = "vote"
    yes: bool


@record
class RepayLoan(Action):
    kind: ClassVar[str] = "repay_loan"
    loan: int


@record
class CallLoan(Action):
    kind: ClassVar[str] = "call_loan"
    loan: int


@record
class ChooseOpportunity(Action):
    """Single Tax: unable to afford the move, take up a Natural Opportunity instead."""

    kind: ClassVar[str] = "choose_opportunity"
    opportunity: int


@record
class EndTurn(Action):
    kind: ClassVar[str] = "end_turn"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (
        BuyTitle,
        FinishBuying,
        Roll,
        PayFine,
        Move,
        Stay,
        Bid,
        Pass,
        TakeAtBid,
        Mortgage,
        Redeem,
        Build,
        OfferTrade,
        OfferLoan,
        ProposeTrust,
        Answer,
        Propose,
        Vote,
        RepayLoan,
        CallLoan,
        ChooseOpportunity,
        EndTurn,
    )
}


ActionType = TypeVar("ActionType", bound=type[Action])
AnAction = TypeVar("AnAction", bound=Action)


@cache
def _one_of_each(cls: type[Action], *values: Any) -> Action:
    return cls(*values)


if TYPE_CHECKING:

    def shared(cls: type[AnAction], *values: Any) -> AnAction:
        """One instance per distinct action, kept for reuse: actions are immutable, and building a
        frozen dataclass costs more than looking one up (long lists of bids and groupings are
        listed often)."""
        ...

else:
    # At run time ``shared`` is the cache itself, called from C: a Python function in between
    # made each look-up (the throw, the end of a turn, a pass: several a turn) a third dearer.
    shared = _one_of_each


@cache
def numbered(cls: type[AnAction], player: int, count: int) -> tuple[AnAction, ...]:
    """``cls(player, i)`` for every i below ``count`` (a house on each space...), made once and read
    by index: cheaper than a ``shared`` look-up when a list names many spaces."""
    return tuple(cls(player, i) for i in range(count))  # type: ignore[call-arg]


def register_action(cls: ActionType) -> ActionType:
    """Add an edition's own action to the vocabulary that saves and share links can name."""
    if ACTION_TYPES.get(cls.kind, cls) is not cls:
        raise ValueError(f"two actions are called {cls.kind!r}")
    ACTION_TYPES[cls.kind] = cls
    return cls


def action_from_json(data: Any) -> Action:
    """Rebuild an action from its JSON form, checking every field's type."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise SaveError("an action must be an object with a 'type'")
    cls = ACTION_TYPES.get(data["type"])
    if cls is None:
        raise SaveError(f"unknown action type {data['type']!r}")
    values: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            if f.name == "player":
                raise SaveError(f"action {cls.kind} has no player")
            continue
        value = data[f.name]
        annotation = str(f.type)
        if annotation.startswith("tuple"):
            if not isinstance(value, list) or not all(type(v) is int for v in value):
                raise SaveError(f"action {cls.kind}: {f.name} must be a list of integers")
            value = tuple(value)
        elif annotation == "bool":
            if type(value) is not bool:
                raise SaveError(f"action {cls.kind}: {f.name} must be true or false")
        elif annotation == "str":
            if type(value) is not str:
                raise SaveError(f"action {cls.kind}: {f.name} must be text")
        elif type(value) is not int:
            raise SaveError(f"action {cls.kind}: {f.name} must be an integer")
        values[f.name] = value
    extra = set(data) - {"type"} - {f.name for f in fields(cls)}
    if extra:
        raise SaveError(f"action {cls.kind} has unknown fields: {', '.join(sorted(extra))}")
    return cls(**values)
