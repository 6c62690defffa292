"""Prosperity's own decisions (its actions) and the phases in which they are made."""

from __future__ import annotations

from typing import ClassVar

from ...actions import Action, Steps, register_action
from ...records import record
from ...state import EditionPhase


class ProsperityPhase(EditionPhase):
    OFFICE = "office"  # at a Real Estate office: sell or buy Idle Land, or leave
    JUMP = "jump"  # after the railroad fare: jump up to 8 spaces either way, or stay


@register_action
@record
class Jump(Steps):
    """After a railroad fare, move up to 8 spaces either way (negative: back); 0 stays put."""

    kind: ClassVar[str] = "jump"


@register_action
@record
class SellIdle(Action):
    """At a Real Estate office: sell an Idle Land card to the board ($200; the Gold Mine $500)."""

    kind: ClassVar[str] = "sell_idle"
    card: int


@register_action
@record
class BuyIdle(Action):
    """At a Real Estate office: buy an Idle Land card from the board for $100, drawn blind."""

    kind: ClassVar[str] = "buy_idle"


@register_action
@record
class LeaveOffice(Action):
    kind: ClassVar[str] = "leave_office"


@register_action
@record
class PlaceSign(Action):
    """Put your No Trespassing sign on green land you hold: others who stop there go to Jail."""

    kind: ClassVar[str] = "place_sign"
    space: int


@register_action
@record
class BuyTag(Action):
    """Buy an improvement tag from the board for $300 (it goes into your hand)."""

    kind: ClassVar[str] = "buy_tag"


@register_action
@record
class PlaceTag(Action):
    """Put an improvement tag from your hand on green land you hold: +$100 rent, for good."""

    kind: ClassVar[str] = "place_tag"
    space: int
