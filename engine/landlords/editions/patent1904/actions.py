"""The 1904 game's own decisions (its actions) and the phase in which a lot nobody holds is bought
or rented."""

from __future__ import annotations

from typing import ClassVar

from ...actions import Action, register_action
from ...records import record
from ...state import EditionPhase


class Patent1904Phase(EditionPhase):
    BUY_OR_RENT = "buy_or_rent"  # stopped on a lot nobody holds: buy it or rent it for this stay


@register_action
@record
class BuyLot(Action):
    """Buy the unowned lot you stopped on at its price (the high figure), paid to the Public Treasury."""

    kind: ClassVar[str] = "buy_lot"


@register_action
@record
class RentLot(Action):
    """Rent the unowned lot you stopped on: pay its rent (the low figure) to the Public Treasury."""

    kind: ClassVar[str] = "rent_lot"


@register_action
@record
class DeclineLuxury(Action):
    """Do not buy the Luxury the throw reaches: the move is lost and the checker stays."""

    kind: ClassVar[str] = "decline_luxury"


@register_action
@record
class Refuse(Action):
    """Refuse to pay what the rules ask: go to Jail instead ("Emergencies")."""

    kind: ClassVar[str] = "refuse"
