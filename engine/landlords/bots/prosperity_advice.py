"""Rules of thumb for Prosperity's own decisions: the railroad jump, the Real Estate offices,
improvement tags and the No Trespassing sign. Cash is all that counts at the end, so every choice
is weighed in dollars soon to come."""

from __future__ import annotations

from ..actions import Action
from ..edition import rules_of
from ..editions.prosperity import BuyIdle, BuyTag, Jump, LeaveOffice, PlaceSign, PlaceTag, SellIdle
from ..editions.prosperity import holdings as hold
from ..editions.prosperity.record import of
from ..state import GameState
from .base import Decision
from .valuation import card_worth, reserve, visits

IDLE_TO_HOLD = 3  # Idle Land bought at $100 sells at $200 at the next office: keep a few
TAG_MARGIN = 1.0  # a tag must be expected to earn back its $300


def place_value(state: GameState, me: int, steps: int) -> float:
    """Dollars a jump of ``steps`` is worth: wages on the way, what the space pays or costs."""
    n = len(state.board)
    pos = state.players[me].position
    target = (pos + steps) % n
    info = state.board.spaces[target]
    value = -float(rules_of(state).landing_cost(state, me, target))
    if steps > 0 and pos + steps >= n:
        value += state.wages
    if info.ownable and state.owner[target] == -1:
        value += 0.5 * card_worth(state, me, target)  # an auction I may win cheaply
    if info.kind == "office":
        value += sum(state.board.prices[c] - hold.IDLE_LAND_PRICE for c in hold.idle_held(state, me))
    if info.kind == "trespass" or (info.kind == "lot" and of(state).signs[target] not in (-1, me)):
        value -= 100  # Jail: the fine and lost turns
    if info.kind == "hotel" and state.players[me].cash < 2000:
        value -= 60  # thrown back onto who knows what
    return value


def jump(state: GameState, me: int) -> Decision:
    best = max(range(-8, 9), key=lambda k: (place_value(state, me, k) if k else 0.0, -abs(k)))
    if best == 0:
        return Decision(Jump(me, 0), "nothing within reach beats staying here")
    target = state.board.spaces[(state.players[me].position + best) % len(state.board)].name
    return Decision(Jump(me, best), f"{target} is the best place within eight spaces")


def office(state: GameState, me: int, actions: list[Action]) -> Decision:
    sales = [a for a in actions if isinstance(a, SellIdle)]
    if sales:
        best = max(sales, key=lambda a: state.board.prices[a.card])
        price = state.board.prices[best.card]
        return Decision(best, f"the board pays ${price} cash for {state.board.card_name(best.card)}")
    spare = state.players[me].cash - reserve(state, me)
    if BuyIdle(me) in actions and spare >= hold.IDLE_LAND_PRICE and len(hold.idle_held(state, me)) < IDLE_TO_HOLD:
        later = "the board pays more for it at a later office"
        return Decision(BuyIdle(me), f"Idle Land costs ${hold.IDLE_LAND_PRICE} here and {later}")
    return Decision(LeaveOffice(me), "nothing more worth doing at the office")


def improvements(state: GameState, me: int, kinds: dict[str, list[Action]]) -> Decision | None:
    """Place a tag held, buy one when it should pay for itself, put the sign where it costs least."""
    if not (kinds.keys() & {"place_tag", "buy_tag", "place_sign"}):
        return None
    mine = [s for s in state.board.indices_of("lot") if state.owner[s] == me]
    open_land = [s for s in mine if of(state).signs[s] == -1] or mine
    if kinds.get("place_tag") and open_land:
        best = max(open_land, key=lambda s: (hold.base_rent(state, s), s))
        return Decision(PlaceTag(me, best), f"a tag on {state.board.spaces[best].name} adds $100 to every stop")
    spare = state.players[me].cash - reserve(state, me)
    if (
        kinds.get("buy_tag")
        and mine
        and spare >= hold.TAG_PRICE
        and hold.TAG_RENT * visits(state) >= TAG_MARGIN * hold.TAG_PRICE
    ):
        return Decision(BuyTag(me), "a tag should earn more than its $300 before the end")
    if kinds.get("place_sign") and len(mine) >= 2:
        cheapest = min(mine, key=lambda s: (hold.lot_rent(state, s), s))
        return Decision(
            PlaceSign(me, cheapest),
            f"a sign on {state.board.spaces[cheapest].name} jails trespassers and costs me least in rent",
        )
    return None
