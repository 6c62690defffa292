"""Listing: every decision the decider may take now, in a fixed order (``legal_actions``).

Open-ended decisions (a bid of any amount, any mortgage grouping, any trade or loan) are listed
in a canonical form -- bids in $5 steps (then $25 steps beyond $100 over the minimum), one grouping
per card, single-card sales at the printed price -- and ``apply`` accepts every other legal variant
too (``landlords.checking.why_illegal`` says which are).
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import replace
from functools import cache, lru_cache

from . import market
from .actions import (
    Action,
    Answer,
    Bid,
    BuyTitle,
    CallLoan,
    EndTurn,
    FinishBuying,
    Mortgage,
    OfferLoan,
    OfferTrade,
    Pass,
    Propose,
    ProposeTrust,
    Redeem,
    RepayLoan,
    TakeAtBid,
    Vote,
    shared,
)
from .board import load_board
from .edition import REGISTRY, Edition, rules_of
from .money import LOAN_UNIT, free_cards, groupings, mortgage_need, redemption_price
from .phases import (
    AUCTION,
    LANDER_OPTION,
    OFFER,
    OVER,
    POST_ROLL,
    PRE_ROLL,
    PROPOSALS_PER_TURN,
    RAISE,
    SETUP,
    SHARED_FREE_KINDS,
    VOTE,
    decider,
    phase_kinds,
)
from .records import record
from .scoring import loan_due
from .state import AnyPhase, GameState

OFFER_KINDS = frozenset({"offer_trade", "offer_loan", "propose_trust"})
LOAN_KINDS = frozenset({"repay_loan", "call_loan"})


def legal_actions(state: GameState, kinds: AbstractSet[str] | None = None) -> list[Action]:
    """Every decision the decider may take now, in a fixed order; with ``kinds``, only the actions
    of those kinds (in the same order), so a bot that wants a few kinds does not pay for listing the
    long ones (the bid ladder, the mortgage groupings, the offers)."""
    phase = state.phase
    if phase == OVER:
        return []
    # Before and after the throw (most decisions) the mover decides: no need to ask ``decider``.
    p = state.current if phase in (PRE_ROLL, POST_ROLL) else decider(state)
    parts = listing(state.options.edition, None if kinds is None else frozenset(kinds))
    rules = parts.rules
    acts: list[Action]
    if phase == PRE_ROLL:
        acts = rules.pre_roll_actions(state, p) if parts.pre_roll else []
        if parts.free:
            acts.extend(free_actions(state, rules, p, parts))
    elif phase == POST_ROLL:
        acts = [shared(EndTurn, p), *free_actions(state, rules, p, parts)] if parts.free else [shared(EndTurn, p)]
    elif phase == AUCTION:
        acts = auction_actions(state, p) if parts.bid else [shared(Pass, p)]
    elif phase == SETUP:
        cash = state.players[p].cash
        acts = (
            [BuyTitle(p, s) for s in state.dealt[p] if state.owner[s] == -1 and state.board.spaces[s].price <= cash]
            if parts.buy_title
            else []
        )
        acts.append(shared(FinishBuying, p))
    elif phase == LANDER_OPTION:
        acts = [shared(TakeAtBid, p), shared(Pass, p)]
    elif phase == RAISE:
        acts = mortgage_actions(state, p) if parts.mortgage else []
        if parts.raise_actions:
            acts.extend(rules.raise_actions(state, p))
    elif phase == OFFER:
        acts = [shared(Answer, p, True), shared(Answer, p, False)]
    elif phase == VOTE:
        acts = [shared(Vote, p, True), shared(Vote, p, False)]
    else:
        acts = rules.phase_actions(state, p)
    return acts if kinds is None or phase in parts.exact else [a for a in acts if a.kind in kinds]


@record
class Listing:
    """Which parts of the list a caller wants: those holding a kind it asked for (every part, when
    it named none). Worked out once per edition and set of kinds, not on every listing."""

    #: The edition listing (so that ``legal_actions`` need not look it up as well).
    rules: Edition
    buy_title: bool
    bid: bool
    mortgage: bool
    raise_actions: bool
    pre_roll: bool
    redeem: bool
    edition_free: bool
    loans: bool
    #: The kinds of offer to list (``offers`` makes only those).
    offers: frozenset[str]
    propose: bool
    #: Any of the actions ``free_actions`` lists (mortgage ... propose).
    free: bool
    #: Phases whose list, so made, holds only kinds asked for: it needs no filtering.
    exact: frozenset[AnyPhase]


@cache
def listing(edition: str, kinds: frozenset[str] | None) -> Listing:
    rules = REGISTRY[edition]

    def wanted(some: AbstractSet[str]) -> bool:
        return kinds is None or not kinds.isdisjoint(some)

    free = SHARED_FREE_KINDS | rules.free_kinds
    parts = Listing(
        rules=rules,
        buy_title=wanted({"buy_title"}),
        bid=wanted({"bid"}),
        mortgage=wanted({"mortgage"}),
        raise_actions=wanted(rules.raise_kinds),
        pre_roll=wanted(rules.pre_roll_kinds),
        redeem=wanted({"redeem"}),
        edition_free=wanted(rules.free_kinds),
        loans=wanted(LOAN_KINDS),
        offers=OFFER_KINDS if kinds is None else OFFER_KINDS & kinds,
        propose=wanted({"propose"}),
        free=wanted(free),
        exact=frozenset(),
    )
    phases = phase_kinds(edition)
    exact = [phase for phase in phases if kinds is None or listed_kinds(rules, parts, phase) <= kinds]
    return replace(parts, exact=frozenset(exact))


def listed_kinds(rules: Edition, parts: Listing, phase: AnyPhase) -> frozenset[str]:
    """Every kind ``legal_actions`` may list in ``phase`` with these ``parts``: a part is listed
    whole, whatever kinds were asked for (the mover's offers, say, are sales, purchases and loans)."""
    free: set[str] = set()
    if parts.free:
        for wanted, some in (
            (parts.mortgage, {"mortgage"}),
            (parts.redeem, {"redeem"}),
            (parts.edition_free, rules.free_kinds),
            (parts.loans, LOAN_KINDS),
            (bool(parts.offers), parts.offers),
            (parts.propose, {"propose"}),
        ):
            if wanted:
                free |= some
    if phase == PRE_ROLL:
        return frozenset(free | (rules.pre_roll_kinds if parts.pre_roll else set()))
    if phase == POST_ROLL:
        return frozenset(free | {"end_turn"})
    if phase == AUCTION:
        return frozenset({"bid", "pass"} if parts.bid else {"pass"})
    if phase == SETUP:
        return frozenset({"buy_title", "finish_buying"} if parts.buy_title else {"finish_buying"})
    if phase == RAISE:
        return frozenset(
            ({"mortgage"} if parts.mortgage else set()) | (rules.raise_kinds if parts.raise_actions else set())
        )
    return phase_kinds(rules.name)[phase]


def bid_range(state: GameState) -> tuple[int, int] | None:
    """The smallest and the largest bid the decider may make in the running auction (any amount in
    between is legal); None when he may only pass."""
    auction = state.auction
    assert auction is not None
    p = auction.bidders[auction.turn]
    low = market.minimum_bid(auction)
    high = market.bid_budget(state, auction, p)
    if low > high or auction.high_bidder == p:
        return None
    return low, high


def auction_actions(state: GameState, p: int) -> list[Action]:
    bids = bid_range(state)
    acts: list[Action] = [] if bids is None else list(bid_actions(p, *bids))
    acts.append(shared(Pass, p))
    return acts


@lru_cache(maxsize=4096)
def bid_actions(p: int, low: int, high: int) -> tuple[Bid, ...]:
    """Player p's bids on ``market.bid_ladder`` (the same ranges come up game after game)."""
    return tuple(shared(Bid, p, amount) for amount in market.bid_ladder(low, high))


def mortgage_actions(state: GameState, p: int) -> list[Action]:
    """The canonical mortgages (``mortgage_groups``) as actions."""
    cards = free_cards(state, p)
    if not cards:
        return []
    return list(mortgage_offers(state.board.edition, p, tuple(cards), mortgage_need(state)))


@lru_cache(maxsize=8192)
def mortgage_offers(edition: str, p: int, cards: tuple[int, ...], need: int) -> tuple[Mortgage, ...]:
    """Player p's canonical mortgages of a hand of free cards, kept like the groupings themselves."""
    return tuple(Mortgage(p, g) for g in groupings(edition, cards, need))


def free_actions(state: GameState, rules: Edition, p: int, parts: Listing) -> list[Action]:
    """What the mover may do before or after the throw: mortgage, redeem, the edition's own
    (build, place a sign...), settle loans, deal, propose (the ``parts`` of the list asked for)."""
    acts: list[Action] = mortgage_actions(state, p) if rules.bank_loans and parts.mortgage else []
    cash = state.players[p].cash
    if state.notes and parts.redeem:
        for note in state.notes.values():
            if note.owner == p and redemption_price(state, note) <= cash:
                acts.append(shared(Redeem, p, note.id))
    if parts.edition_free:
        acts.extend(rules.free_actions(state, p))
    if state.loans and parts.loans:
        for loan in state.loans.values():
            if loan.borrower == p and loan_due(loan) <= cash:
                acts.append(shared(RepayLoan, p, loan.id))
            if loan.lender == p:
                acts.append(shared(CallLoan, p, loan.id))
    if state.proposals_this_turn < PROPOSALS_PER_TURN:
        if parts.offers:
            acts.extend(offers(state, p, parts.offers))
        if parts.propose:
            acts.extend(Propose(p, m) for m in rules.motions(state, p))
    return acts


@cache
def sales(edition: str, p: int, q: int) -> tuple[OfferTrade, ...]:
    """Player p's offer to sell q each card at its printed price, indexed by card id (actions are
    immutable, so one table per pair of players serves every game of the edition)."""
    return tuple(OfferTrade(p, q, (card,), (), 0, price) for card, price in enumerate(load_board(edition).prices))


@cache
def purchases(edition: str, p: int, q: int) -> tuple[OfferTrade, ...]:
    """Player p's offer to buy each card of q's at its printed price, indexed by card id."""
    return tuple(OfferTrade(p, q, (), (card,), price, 0) for card, price in enumerate(load_board(edition).prices))


def offers(state: GameState, p: int, kinds: AbstractSet[str] = OFFER_KINDS) -> list[Action]:
    """Canonical offers to each other player in turn: sell one card at its printed price, buy one at
    it, a $100 loan either way, the Trust. Written out in one pass (the random bot lists them on
    every turn); ``purchase_offer``, ``loan_offers`` and ``trust_partner`` give parts of it. Only
    the ``kinds`` of offer asked for are made (a bot drawing a loan need not price every card)."""
    acts: list[Action] = []
    prices, edition = state.board.prices, state.board.edition
    trades = "offer_trade" in kinds
    free = tradeable(state) if trades else []
    cash = state.players[p].cash
    loans = "offer_loan" in kinds and rules_of(state).player_loans
    trust = trust_partner(state, p) if "propose_trust" in kinds else -1
    for q in range(state.num_players):
        if q == p:
            continue
        qcash = state.players[q].cash
        if trades:
            sell, buy = sales(edition, p, q), purchases(edition, p, q)
            acts += [sell[s] for s in free[p] if prices[s] <= qcash]
            acts += [buy[s] for s in free[q] if prices[s] <= cash]
        if loans:
            if cash >= LOAN_UNIT:
                acts.append(shared(OfferLoan, p, q, p, LOAN_UNIT, LOAN_UNIT + 10))
            if qcash >= LOAN_UNIT:
                acts.append(shared(OfferLoan, p, q, q, LOAN_UNIT, LOAN_UNIT + 10))
        if q == trust:
            acts.append(ProposeTrust(p, q))
    return acts


def tradeable(state: GameState) -> list[list[int]]:
    """Each player's cards that may change hands: of value, neither mortgaged nor pledged."""
    prices, mortgaged, pledged = state.board.prices, state.mortgaged, state.pledged
    return [[s for s in held if prices[s] > 0 and mortgaged[s] == -1 and pledged[s] == -1] for held in state.holdings]


def purchase_offer(state: GameState, p: int, card: int) -> OfferTrade | None:
    """Player p's offer to buy ``card`` from its holder at its printed price, if ``offers`` lists
    one (the card tradeable, p able to pay), else None."""
    q, price = state.owner[card], state.board.prices[card]
    if q < 0 or q == p or price <= 0 or state.mortgaged[card] != -1 or state.pledged[card] != -1:
        return None
    return purchases(state.board.edition, p, q)[card] if price <= state.players[p].cash else None


def loan_offers(state: GameState, p: int, q: int) -> list[OfferLoan]:
    """A $100 loan between p and q, p lending first, where the edition has loans and the lender
    has the cash, as ``offers`` lists them."""
    if not rules_of(state).player_loans:
        return []
    return [
        shared(OfferLoan, p, q, lender, LOAN_UNIT, LOAN_UNIT + 10)
        for lender in (p, q)
        if state.players[lender].cash >= LOAN_UNIT
    ]


def trust_partner(state: GameState, p: int) -> int:
    """The player with whom p holds every railroad, if they have not formed the Trust yet (-1: none)."""
    if not rules_of(state).railroad_trust:
        return -1
    holders = {state.owner[s] for s in state.board.indices_of("railroad")}
    if len(holders) != 2 or p not in holders:
        return -1
    q = max(holders) if min(holders) == p else min(holders)
    if q < 0 or (state.trust is not None and set(state.trust) == holders):
        return -1
    return q
