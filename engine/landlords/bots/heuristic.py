"""The rules-of-thumb bot: plays every decision by simple valuations, and says why.

It buys what is worth more to it than it costs (every card counts $100 at the end, and brings
rent), keeps a cash reserve, builds when it can spare the money, mortgages only when it must and
redeems when it can, answers offers by comparing worths, and votes for the Single Tax when it is
not the leading landlord.
"""

from __future__ import annotations

from ..actions import (
    Action,
    Answer,
    Bid,
    Build,
    BuyTitle,
    CallLoan,
    ChooseOpportunity,
    EndTurn,
    FinishBuying,
    Mortgage,
    Move,
    OfferLoan,
    OfferTrade,
    Pass,
    PayFine,
    Propose,
    ProposeTrust,
    Redeem,
    RepayLoan,
    Roll,
    Stay,
    TakeAtBid,
    Vote,
)
from ..edition import rules_of
from ..editions.patent1904 import LUXURY_PRICE, LUXURY_VALUE, BuyLot, DeclineLuxury, Patent1904Phase, RentLot
from ..editions.prosperity import ProsperityPhase
from ..engine import legal_actions
from ..money import face_value, redemption_price
from ..rents import HOUSE_PRICE, HOUSE_RENT
from ..scoring import loan_due, score
from ..state import GameState, Phase
from . import prosperity_advice
from .base import Decision
from .valuation import card_worth, circuits_left, end_value, income_per_stop, reserve, visits

LANDER_RENT_WEIGHT = 1.0


class HeuristicBot:
    name = "rules of thumb"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, state: GameState) -> Decision:
        actions = legal_actions(state)
        if not actions:
            raise ValueError("no decision to make: the game is over")
        if len(actions) == 1:
            return Decision(actions[0], "the only move there is")
        phase = state.phase
        me = actions[0].player
        if phase == Phase.SETUP:
            return self.setup(state, me, actions)
        if phase == Phase.AUCTION:
            return self.auction(state, me, actions)
        if phase == Phase.LANDER_OPTION:
            auction = state.auction
            assert auction is not None
            worth = card_worth(state, me, auction.space)
            if worth > auction.high_bid:
                return Decision(TakeAtBid(me), f"worth about ${worth:.0f} to me, more than ${auction.high_bid}")
            return Decision(Pass(me), "not worth the top bid to me")
        if phase == Phase.RAISE:
            return self.raise_cash(state, me, actions)
        if phase == Phase.OFFER:
            return self.answer(state, me)
        if phase == Phase.VOTE:
            return self.vote(state, me)
        if phase == Phase.CHOOSE_MOVE:
            return self.choose_move(state, me, actions)
        if phase == Patent1904Phase.BUY_OR_RENT:
            return self.buy_or_rent(state, me, actions)
        if phase == ProsperityPhase.JUMP:
            return prosperity_advice.jump(state, me)
        if phase == ProsperityPhase.OFFICE:
            return prosperity_advice.office(state, me, actions)
        if phase == Phase.OPPORTUNITY:
            best = max((a for a in actions if isinstance(a, ChooseOpportunity)), key=lambda a: a.opportunity)
            opp = state.board.opportunities[best.opportunity]
            return Decision(best, f"{opp.name} pays the best wages (${opp.wages}) of those behind my throw")
        return self.turn(state, me, actions)

    # --- phases -------------------------------------------------------------------------------

    def setup(self, state: GameState, me: int, actions: list[Action]) -> Decision:
        cash = state.players[me].cash
        buys = [a for a in actions if isinstance(a, BuyTitle)]
        buys.sort(key=lambda a: card_worth(state, me, a.space) - state.board.spaces[a.space].price, reverse=True)
        for a in buys:
            price = state.board.spaces[a.space].price
            if cash - price >= reserve(state, me) and card_worth(state, me, a.space) > price:
                return Decision(a, f"{state.board.spaces[a.space].name} counts $100 at the end and costs ${price}")
        return Decision(FinishBuying(me), "keeping the rest of my cash for expenses")

    def auction(self, state: GameState, me: int, actions: list[Action]) -> Decision:
        auction = state.auction
        assert auction is not None
        bids = [a for a in actions if isinstance(a, Bid)]
        if auction.purpose == "build":
            limit = HOUSE_RENT * visits(state) - 5
        else:
            limit = card_worth(state, me, auction.space)
            if me == auction.lander:
                limit += LANDER_RENT_WEIGHT * rules_of(state).landing_cost(state, me, auction.space)
        limit = min(limit, state.players[me].cash - reserve(state, me))
        if bids and bids[0].amount <= limit:
            return Decision(bids[0], f"worth up to ${limit:.0f} to me")
        return Decision(Pass(me), "the price is above what it is worth to me")

    def raise_cash(self, state: GameState, me: int, actions: list[Action]) -> Decision:
        groups = [a for a in actions if isinstance(a, Mortgage)]

        def loss(a: Mortgage) -> tuple[float, int]:
            lost = sum(income_per_stop(state, me, s) for s in a.spaces)
            return (len(a.spaces) * 100 + lost * visits(state) - face_value(state, a.spaces) / 10, a.spaces[0])

        best = min(groups, key=loss)
        names = ", ".join(state.board.spaces[s].name for s in best.spaces)
        return Decision(best, f"I must pay: mortgaging {names}, which earn least")

    def answer(self, state: GameState, me: int) -> Decision:
        assert state.offer is not None
        offer = state.offer.action
        cash = state.players[me].cash
        if isinstance(offer, OfferTrade):
            gain = sum(card_worth(state, me, s) for s in offer.give) + offer.give_cash
            loss = sum(card_worth(state, me, s) for s in offer.take) + offer.take_cash
            if offer.take_cash and cash - offer.take_cash < reserve(state, me):
                return Decision(Answer(me, False), "I cannot spare that cash")
            if gain > loss + 10:
                return Decision(Answer(me, True), f"I gain about ${gain - loss:.0f} by it")
            return Decision(Answer(me, False), "it is worth less to me than it costs")
        if isinstance(offer, OfferLoan):
            if offer.lender == me:
                borrower = offer.player
                good = (offer.repay >= offer.principal * 1.05 and cash - offer.principal >= reserve(state, me)
                        and score(state, borrower).total >= offer.repay * 2)
                return Decision(Answer(me, good), "a safe loan at a fair return" if good else "too risky a loan")
            need = cash < reserve(state, me) and not offer.collateral
            return Decision(Answer(me, need), "I need the cash" if need else "I do not need to borrow")
        assert isinstance(offer, ProposeTrust)
        return Decision(Answer(me, True), "the Trust's $40 fare beats what my railroads earn alone")

    def vote(self, state: GameState, me: int) -> Decision:
        assert state.motion is not None
        totals = [score(state, p).total for p in range(state.num_players)]
        leading = totals[me] == max(totals)
        if state.motion.motion == "single_tax":
            if leading:
                return Decision(Vote(me, False), "I lead as things are: no Single Tax")
            return Decision(Vote(me, True), "the Single Tax would raise wages and end the landlords' squeeze")
        return Decision(Vote(me, leading), "I lead, so stop now" if leading else "I need more time to catch up")

    def buy_or_rent(self, state: GameState, me: int, actions: list[Action]) -> Decision:
        """1904: a lot counts its price at the end, so buying costs nothing in the count and earns rent."""
        space = state.board.spaces[state.players[me].position]
        if BuyLot(me) in actions and state.players[me].cash - space.price >= reserve(state, me):
            return Decision(BuyLot(me), f"{space.name} counts its ${space.price} at the end and earns rent")
        return Decision(RentLot(me), f"renting for ${space.rent} keeps my cash")

    def choose_move(self, state: GameState, me: int, actions: list[Action]) -> Decision:
        def value(a: Action) -> float:
            if isinstance(a, Stay | DeclineLuxury):
                return 0.0
            assert isinstance(a, Move)
            return self.move_value(state, me, a.steps)

        best = max(actions, key=value)
        if isinstance(best, Stay):
            return Decision(best, "staying put is cheaper than any move")
        if isinstance(best, DeclineLuxury):
            return Decision(best, "I would rather keep my cash than buy the Luxury")
        assert isinstance(best, Move)
        target = (state.players[me].position + best.steps) % len(state.board)
        return Decision(best, f"{state.board.spaces[target].name} is the best place this throw can reach")

    def move_value(self, state: GameState, me: int, steps: int) -> float:
        n = len(state.board)
        pos = state.players[me].position
        target = (pos + steps) % n
        info = state.board.spaces[target]
        value = -float(rules_of(state).landing_cost(state, me, target))
        if steps > 0 and pos + steps >= n:
            value += state.wages
        if info.ownable and state.owner[target] == -1 and not state.public[target]:
            value += card_worth(state, me, target) - info.price
        if info.kind == "trespass" and target not in state.colleges:
            value -= 60
        if info.kind == "speculation":
            value += 40  # the expected prize after the stake and the broker's cut
        if info.kind == "luxury":
            if rules_of(state).luxury_optional:
                spare = state.players[me].cash - reserve(state, me)
                value += LUXURY_VALUE if spare >= LUXURY_PRICE else -LUXURY_PRICE
            else:
                value += 25
        if info.kind == "legacy":
            value += 100
        return value

    def turn(self, state: GameState, me: int, actions: list[Action]) -> Decision:
        """Before or after the throw: redeem, build, deal, then roll or end the turn."""
        player = state.players[me]
        spare = player.cash - reserve(state, me)
        kinds: dict[str, list[Action]] = {}
        for a in actions:
            kinds.setdefault(a.kind, []).append(a)
        for a in kinds.get("call_loan", []):
            assert isinstance(a, CallLoan)
            loan = state.loans[a.loan]
            if state.players[loan.borrower].cash >= loan_due(loan) or circuits_left(state) <= 1:
                return Decision(a, "calling my loan in while it can be paid")
        for a in kinds.get("repay_loan", []):
            assert isinstance(a, RepayLoan)
            if spare >= loan_due(state.loans[a.loan]) * 2:
                return Decision(a, "repaying my loan before it is called")
        for a in kinds.get("redeem", []):
            assert isinstance(a, Redeem)
            price = redemption_price(state, state.notes[a.note])
            if spare >= price:
                return Decision(a, "redeeming: mortgaged cards count nothing at the end")
        builds = [a for a in kinds.get("build", []) if isinstance(a, Build)]
        if builds and spare >= HOUSE_PRICE:
            if state.single_tax:
                builds = [a for a in builds if a.space == player.position and state.phase != Phase.PRE_ROLL]
            if builds:
                best = max(builds, key=lambda a: (state.board.spaces[a.space].rent, a.space))
                return Decision(best, f"a house on {state.board.spaces[best.space].name} counts $100 and earns rent")
        improvement = prosperity_advice.improvements(state, me, kinds)
        if improvement is not None:
            return improvement
        deal = self.deal(state, me, kinds)
        if deal is not None:
            return deal
        if "pay_fine" in kinds and ((spare >= 50 and circuits_left(state) > 1) or "roll" not in kinds):
            return Decision(PayFine(me), "paying the fine to get back to earning wages")
        if "roll" in kinds:
            return Decision(Roll(me), "rolling")
        return Decision(EndTurn(me), "nothing more worth doing this turn")

    def deal(self, state: GameState, me: int, kinds: dict[str, list[Action]]) -> Decision | None:
        """At most one proposal a turn, before the throw: the Trust, Single Tax, or a railroad."""
        if state.proposals_this_turn or state.phase != Phase.PRE_ROLL:
            return None
        for a in kinds.get("propose_trust", []):
            return Decision(a, "together we hold every railroad: a Trust charges $40")
        totals = [score(state, p).total for p in range(state.num_players)]
        if (Propose(me, "single_tax") in kinds.get("propose", []) and totals[me] == min(totals)
                and state.turn % (3 * state.num_players) == me):
            return Decision(Propose(me, "single_tax"), "the poorest player gains most from the Single Tax")
        spare = state.players[me].cash - reserve(state, me)
        for a in kinds.get("offer_trade", []):
            assert isinstance(a, OfferTrade)
            if a.take and not a.give and a.give_cash <= spare:
                space = a.take[0]
                kind = state.board.card_kind(space)
                if kind in ("railroad", "franchise", "utility") and card_worth(state, me, space) > a.give_cash + 40:
                    return Decision(a, f"offering ${a.give_cash} for {state.board.card_name(space)} to build a set")
        for a in kinds.get("offer_loan", []):
            assert isinstance(a, OfferLoan)
            if a.lender != me and spare < 0 and end_value(state, 0) >= 0:
                return Decision(a, "short of cash: asking for a loan")
        return None
