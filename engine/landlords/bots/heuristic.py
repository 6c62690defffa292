"""The rules-of-thumb bot: plays every decision by simple valuations, and says why.

It buys what is worth more to it than it costs (a card counts what its edition counts at the end,
and brings rent), keeps a cash reserve, builds when it can spare the money, mortgages only when it must and
redeems when it can, answers offers by comparing worths, and moves and votes for the Single Tax when
its reckoning of its own final count says the motion raises it (``ballot``).
"""

from __future__ import annotations

from collections.abc import Collection
from functools import cache

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
    shared,
)
from ..board import load_board
from ..edition import rules_of, score
from ..editions.patent1904 import (
    LUXURY_PRICE,
    LUXURY_VALUE,
    BuyLot,
    DeclineLuxury,
    Patent1904Phase,
    RentLot,
)
from ..editions.prosperity import ProsperityPhase
from ..engine import bid_range, decider, legal_actions, loan_offers, purchase_offer, trust_partner
from ..market import bid_budget
from ..money import face_value, redemption_price
from ..moves import destination
from ..scoring import loan_due
from ..state import Auction, GameState, Phase
from . import ballot, courtesy, prosperity_advice
from .base import Decision
from .valuation import card_worth, circuits_left, end_value, income_per_stop, reserve, visits

LANDER_RENT_WEIGHT = 1.0
# Phases bound once (reading members off an Enum class is slow on CPython 3.11; see landlords.phases).
SETUP, AUCTION, LANDER_OPTION, RAISE, OFFER, VOTE = (
    Phase.SETUP,
    Phase.AUCTION,
    Phase.LANDER_OPTION,
    Phase.RAISE,
    Phase.OFFER,
    Phase.VOTE,
)
PRE_ROLL, POST_ROLL, OVER, CHOOSE_MOVE, OPPORTUNITY = (
    Phase.PRE_ROLL,
    Phase.POST_ROLL,
    Phase.OVER,
    Phase.CHOOSE_MOVE,
    Phase.OPPORTUNITY,
)
BUY_OR_RENT, JUMP, OFFICE = Patent1904Phase.BUY_OR_RENT, ProsperityPhase.JUMP, ProsperityPhase.OFFICE
#: What it weighs before or after the throw (it never mortgages unless it must; its deals it looks
#: up itself, see ``deal``).
TURN_KINDS = frozenset(
    {
        "call_loan",
        "repay_loan",
        "redeem",
        "build",
        "place_tag",
        "buy_tag",
        "place_sign",
        "pay_fine",
        "roll",
        "end_turn",
    }
)


#: Prosperity's improvements (``prosperity_advice.improvements``), weighed only when listed.
IMPROVEMENT_KINDS = frozenset({"place_tag", "buy_tag", "place_sign"})


#: The kinds it weighs against its spare cash (beyond the reserve); deals too (see ``turn``).
SPARE_KINDS = frozenset({"repay_loan", "redeem", "build", "pay_fine"})


class HeuristicBot:
    name = "rules of thumb"

    def __init__(self, seed: int = 0, raise_step: int | None = None, quiet: Collection[int] = ()) -> None:
        """``raise_step``: a fixed raise for every bid, where the bidding's length matters more than
        its figures (the look-ahead bot's imagined games); by default it raises as a person would
        (``raise_to``). ``quiet``: players who asked for no offers from bots."""
        self.seed = seed
        self.raise_step = raise_step
        self.quiet = frozenset(quiet)
        #: Each bidder's limit in the auction it was worked out for.
        self.limits: dict[int, tuple[Auction, float]] = {}

    def decide(self, state: GameState) -> Decision:
        phase = state.phase
        if phase == OVER:
            raise ValueError("no decision to make: the game is over")
        me = decider(state)
        # Phases with a fixed pair of answers, or (auctions) where the lowest bid is all it considers,
        # and the turn, where it lists only the kinds it weighs: no full list is built.
        if phase == AUCTION:
            return self.auction(state, me)
        if phase == LANDER_OPTION:
            auction = state.auction
            assert auction is not None
            worth = card_worth(state, me, auction.space)
            if worth > auction.high_bid:
                return Decision(TakeAtBid(me), f"worth about ${worth:.0f} to me, more than ${auction.high_bid}")
            return Decision(Pass(me), "not worth the top bid to me")
        if phase == OFFER:
            return self.answer(state, me)
        if phase == VOTE:
            return self.vote(state, me)
        if phase in (PRE_ROLL, POST_ROLL):
            return self.turn(state, me, legal_actions(state, TURN_KINDS))
        actions = legal_actions(state)
        if len(actions) == 1:
            return Decision(actions[0], "the only move there is")
        if phase == SETUP:
            return self.setup(state, me, actions)
        if phase == RAISE:
            return self.raise_cash(state, me, actions)
        if phase == CHOOSE_MOVE:
            return self.choose_move(state, me, actions)
        if phase == BUY_OR_RENT:
            return self.buy_or_rent(state, me, actions)
        if phase == JUMP:
            return prosperity_advice.jump(state, me)
        if phase == OFFICE:
            return prosperity_advice.office(state, me, actions)
        if phase == OPPORTUNITY:
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
                return Decision(a, purchase_reason(state, a.space))
        return Decision(FinishBuying(me), "keeping the rest of my cash for expenses")

    def auction(self, state: GameState, me: int) -> Decision:
        """Raise in a round step (``raise_to``) while the price stays within what the card is worth
        to me and the cash I can spare; on leaving, say which of the two stopped me."""
        auction = state.auction
        assert auction is not None
        bids = bid_range(state)
        cash_limit = self.cash_limit(state, me, auction)
        worth = self.bid_limit(state, me, auction)
        limit = min(worth, cash_limit)
        if bids is not None and bids[0] <= limit:
            low, high = bids
            if self.raise_step is not None:
                amount = min(low + self.raise_step - 1, int(limit), high)
            else:
                amount = raise_to(low, int(limit)) if auction.high_bidder != -1 else low
            if worth <= cash_limit:
                return Decision(shared(Bid, me, amount), f"worth up to ${worth:.0f} to me")
            return Decision(shared(Bid, me, amount), f"I can pay up to ${max(0, cash_limit)}")
        if bids is None and auction.high_bidder == me:
            return Decision(shared(Pass, me), "the only move there is")
        if worth <= cash_limit:
            return Decision(shared(Pass, me), "the price is above what it is worth to me")
        return Decision(shared(Pass, me), f"I cannot pay more than ${max(0, cash_limit)} (cash on hand)")

    def cash_limit(self, state: GameState, me: int, auction: Auction) -> int:
        """The most I can pay: my cash less my reserve, within what the edition lets me bid."""
        return min(state.players[me].cash - reserve(state, me), bid_budget(state, auction, me))

    def bid_limit(self, state: GameState, me: int, auction: Auction) -> float:
        """What the thing sold is worth to me (not what I can pay: see ``auction``). Nothing but bids
        happens while an auction runs, so it is worked out once per auction and bidder."""
        known = self.limits.get(me)
        if known is not None and known[0] is auction:
            return known[1]
        if auction.purpose == "build":
            limit = rules_of(state).house_rent * visits(state) - 5
        else:
            limit = card_worth(state, me, auction.space)
            if me == auction.lander:
                limit += LANDER_RENT_WEIGHT * rules_of(state).landing_cost(state, me, auction.space)
        self.limits[me] = (auction, limit)
        return limit

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
                return Decision(Answer(me, True), f"I gain about ${gain - loss:.0f} by this trade")
            return Decision(Answer(me, False), "this trade gives me less than it takes from me")
        if isinstance(offer, OfferLoan):
            if offer.lender == me:
                borrower = offer.player
                good = (
                    offer.repay >= offer.principal * 1.05
                    and cash - offer.principal >= reserve(state, me)
                    and score(state, borrower).total >= offer.repay * 2
                )
                return Decision(Answer(me, good), "a safe loan at a fair return" if good else "too risky a loan")
            need = cash < reserve(state, me) and not offer.collateral
            return Decision(Answer(me, need), "I need the cash" if need else "I do not need to borrow")
        assert isinstance(offer, ProposeTrust)
        return Decision(Answer(me, True), "the Trust's $40 fare beats what my railroads earn alone")

    def vote(self, state: GameState, me: int) -> Decision:
        assert state.motion is not None
        if state.motion.motion == "single_tax":
            (mine,) = ballot.reckon(state, (me,))
            return Decision(Vote(me, mine.gain > 0), mine.sentence())
        yes, why = ballot.stop_vote(state, me)
        return Decision(Vote(me, yes), why)

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
        target = destination(state, best)
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
        kinds: dict[str, list[Action]] = {}
        for a in actions:
            kinds.setdefault(a.kind, []).append(a)
        # The reserve is worked out only when something it weighs needs it (not to end a bare turn).
        may_deal = state.phase == PRE_ROLL and not state.proposals_this_turn
        spare = player.cash - reserve(state, me) if may_deal or not SPARE_KINDS.isdisjoint(kinds) else 0
        for a in kinds.get("call_loan", ()):
            assert isinstance(a, CallLoan)
            loan = state.loans[a.loan]
            if state.players[loan.borrower].cash >= loan_due(loan) or circuits_left(state) <= 1:
                return Decision(a, "calling my loan in while it can be paid")
        for a in kinds.get("repay_loan", ()):
            assert isinstance(a, RepayLoan)
            if spare >= loan_due(state.loans[a.loan]) * 2:
                return Decision(a, "repaying my loan before it is called")
        for a in kinds.get("redeem", ()):
            assert isinstance(a, Redeem)
            price = redemption_price(state, state.notes[a.note])
            if spare >= price:
                return Decision(a, redeem_reason(state))
        if "build" in kinds and spare >= rules_of(state).house_price:
            builds = [a for a in kinds["build"] if isinstance(a, Build)]
            if state.single_tax:
                builds = [a for a in builds if a.space == player.position and state.phase != PRE_ROLL]
            if builds:
                best = max(builds, key=lambda a: (state.board.spaces[a.space].rent, a.space))
                name = state.board.spaces[best.space].name
                counts = rules_of(state).house_value
                return Decision(best, f"a house on {name} counts ${counts} at the end and earns rent")
        if not IMPROVEMENT_KINDS.isdisjoint(kinds):
            improvement = prosperity_advice.improvements(state, me, kinds)
            if improvement is not None:
                return improvement
        deal = self.deal(state, me, spare) if may_deal else None
        if deal is not None:
            return deal
        if "pay_fine" in kinds and ((spare >= 50 and circuits_left(state) > 1) or "roll" not in kinds):
            return Decision(shared(PayFine, me), "paying the fine to get back to earning wages")
        if "roll" in kinds:
            return Decision(shared(Roll, me), "rolling")
        return Decision(shared(EndTurn, me), "nothing more worth doing this turn")

    def deal(self, state: GameState, me: int, spare: int) -> Decision | None:
        """At most one proposal a turn, before the throw: the Trust, Single Tax, a railroad, or a
        loan. It asks the engine for just the offers it weighs, in the order they are listed,
        rather than listing every card it could sell or buy; an offer it may not make now
        (``courtesy``: refused lately, the receiver asked this round, or asking for quiet) it skips."""
        if state.proposals_this_turn or state.phase != PRE_ROLL:
            return None
        partner = trust_partner(state, me)
        if partner >= 0:
            trust = ProposeTrust(me, partner)
            if courtesy.may_offer(state, trust, self.quiet):
                return Decision(trust, "together we hold every railroad: a Trust charges $40")
        if state.turn % (3 * state.num_players) == me and "single_tax" in rules_of(state).motions(state, me):
            (mine,) = ballot.reckon(state, (me,))
            if mine.gain > 0:
                return Decision(Propose(me, "single_tax"), mine.sentence())
        buys = [a for card in set_cards(state.board.edition) if (a := purchase_offer(state, me, card))]
        buys.sort(key=lambda a: (a.to, a.take))  # the order ``offers`` lists them in
        for a in buys:
            space = a.take[0]
            if (
                a.give_cash <= spare
                and card_worth(state, me, space) > a.give_cash + 40
                and courtesy.may_offer(state, a, self.quiet)
            ):
                return Decision(a, f"offering ${a.give_cash} for {state.board.card_name(space)} to build a set")
        others = [q for q in range(state.num_players) if q != me]
        if spare < 0 and end_value(state, 0) >= 0:
            for q in others:
                for loan in loan_offers(state, me, q):
                    if loan.lender != me and courtesy.may_offer(state, loan, self.quiet):
                        return Decision(loan, "short of cash: asking for a loan")
        return None


#: The round steps a bid goes up in, by the price it raises: (below this price, step).
RAISE_STEPS = ((50, 5), (200, 10))
#: The step at and above the last price in ``RAISE_STEPS``.
TOP_STEP = 25


def raise_step(price: int) -> int:
    """The step a person would raise a price of ``price`` by: $5 under $50, $10 under $200, $25
    beyond (a step of 5-20% of the price)."""
    return next((step for below, step in RAISE_STEPS if price < below), TOP_STEP)


def raise_to(low: int, limit: int) -> int:
    """The bid over a standing bid of ``low - 1`` (``low``: the least allowed): the next round
    figure (a multiple of the step) at least half a step above it, or the bidder's ``limit`` if that
    is lower. So a raise is never $1 unless $1 is exactly what takes the bid to the limit."""
    standing = low - 1
    step = raise_step(standing)
    target = -(-(standing + (step + 1) // 2) // step) * step
    return max(low, min(target, limit))


@cache
def set_cards(edition: str) -> tuple[int, ...]:
    """The cards it offers to buy: those whose rent grows with the set (railroads, franchises,
    utilities); 1904 has none, so it never looks."""
    board = load_board(edition)
    return tuple(c for c in range(board.card_count) if board.card_kind(c) in ("railroad", "franchise", "utility"))


def purchase_reason(state: GameState, space: int) -> str:
    """Why a card is worth its price, in its edition's counting: what it counts at the end (1906:
    $100 a card; 1904: a lot its own price), or, where it counts nothing, the rent it brings."""
    info = state.board.spaces[space]
    counts = end_value(state, space)
    if counts == info.price:
        return f"{info.name} counts its ${info.price} at the end and earns rent"
    if counts:
        return f"{info.name} counts ${counts} at the end and costs ${info.price}"
    return f"{info.name} earns ${info.rent} a stop for its ${info.price}"


def redeem_reason(state: GameState) -> str:
    """Why paying off a mortgage pays, as the edition counts: in 1904 a mortgaged lot still counts
    its price, but each bank note costs interest whenever wages are paid."""
    interest = rules_of(state).note_interest
    if interest:
        return f"redeeming: each $100 bank note costs ${interest} interest whenever I take wages"
    return "redeeming: mortgaged cards count nothing at the end"
