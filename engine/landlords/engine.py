"""The public face of the rules: start a game, list the legal actions, apply one.

``legal_actions(state)`` lists the decisions of whoever must decide now (``decider(state)``);
``apply(state, action)`` checks the action, changes the state and returns the events it caused.
An illegal action raises ``IllegalActionError`` saying why and leaves the state as it was.

What is shared by every edition -- the opening purchases, auctions, bank mortgages, trades, loans,
votes -- is listed, checked and applied here; each edition (``landlords.editions``) adds its own
phases, actions, checks and handlers and answers the hooks of ``landlords.edition.Edition``.

Open-ended decisions (a bid of any amount, any mortgage grouping, any trade or loan) are listed
in a canonical form -- bids in $5 steps (then $25 steps beyond $100 over the minimum), one grouping
per card, single-card sales at the printed price -- and ``apply`` accepts every other legal variant
too (``why_illegal`` says which are).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet
from dataclasses import replace
from functools import cache, lru_cache

from . import editions as _editions  # noqa: F401  (registers every edition)
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
from .edition import REGISTRY, Check, Edition, Handler, rules_of
from .errors import IllegalActionError
from .events import Answered, Events, OfferMade, Sold
from .flow import end_reason, end_turn, game_over, start_turn
from .money import (
    LOAN_UNIT,
    free_cards,
    groupings,
    loan_for,
    mortgage,
    mortgage_need,
    pay,
    pay_debt_if_raised,
    redeem,
    redemption_price,
)
from .options import Options
from .records import record
from .rng import seed_state
from .scoring import loan_due
from .state import TREASURY, AnyPhase, GameState, Offer, Phase

__all__ = [
    "apply",
    "decider",
    "end_reason",
    "end_turn",
    "game_over",
    "is_over",
    "kinds_allowed",
    "legal_actions",
    "new_game",
    "start_turn",
    "why_illegal",
]

# The phases compared before and after every decision, bound once: CPython 3.11 reads an Enum's
# members through EnumType.__getattr__, a slow path that cost a fifth of a random game (3.12 dropped it).
SETUP, AUCTION, LANDER_OPTION, RAISE = Phase.SETUP, Phase.AUCTION, Phase.LANDER_OPTION, Phase.RAISE
OFFER, VOTE, PRE_ROLL, POST_ROLL, OVER = Phase.OFFER, Phase.VOTE, Phase.PRE_ROLL, Phase.POST_ROLL, Phase.OVER

#: Offers and motions a player may make in one turn: enough to negotiate, few enough to end.
PROPOSALS_PER_TURN = 3
OFFER_KINDS = frozenset({"offer_trade", "offer_loan", "propose_trust"})
NO_KINDS: frozenset[str] = frozenset()
LOAN_KINDS = frozenset({"repay_loan", "call_loan"})
#: An edition's look at the game after every action (``Edition.after_action``).
AfterAction = Callable[[GameState, Events], None]


def new_game(options: Options | None = None, seed: int = 0, events: Events | None = None) -> GameState:
    """Set up a game by its edition's rules (cash, first player, the opening deal).

    With no opening purchases the first turn starts at once, as every later one does (its
    turn event, a Single Tax switch set for turn 1); ``events``, if given, receives what happened.
    """
    options = options or Options()
    state = REGISTRY[options.edition].new_state(options, seed, seed_state(seed))
    rules_of(state).setup(state)
    if state.phase == PRE_ROLL:
        start_turn(state, [] if events is None else events)
    return state


def decider(state: GameState) -> int:
    """The player who must decide now (-1 when the game is over)."""
    phase = state.phase
    if phase in (PRE_ROLL, POST_ROLL):  # most decisions: asked first
        return state.current
    if phase == SETUP:
        return (state.first_player + state.setup_turn) % state.num_players
    if phase == AUCTION:
        assert state.auction is not None
        return state.auction.bidders[state.auction.turn]
    if phase == LANDER_OPTION:
        assert state.auction is not None
        return state.auction.lander
    if phase == RAISE:
        assert state.debt is not None
        return state.debt.debtor
    if phase == OFFER:
        assert state.offer is not None
        return state.offer.action.to  # type: ignore[attr-defined, no-any-return]
    if phase == VOTE:
        assert state.motion is not None
        return state.motion.voters[state.motion.turn]
    if phase == OVER:
        return -1
    return state.current


def is_over(state: GameState) -> bool:
    return state.phase == OVER


# --- listing -------------------------------------------------------------------------------------


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


# --- checking ------------------------------------------------------------------------------------

SHARED_PHASE_KINDS: dict[AnyPhase, frozenset[str]] = {
    SETUP: frozenset({"buy_title", "finish_buying"}),
    AUCTION: frozenset({"bid", "pass"}),
    LANDER_OPTION: frozenset({"take_at_bid", "pass"}),
    RAISE: frozenset({"mortgage"}),
    OFFER: frozenset({"answer"}),
    VOTE: frozenset({"vote"}),
}
SHARED_FREE_KINDS = frozenset(
    {
        "mortgage",
        "redeem",
        "offer_trade",
        "offer_loan",
        "propose_trust",
        "propose",
        "repay_loan",
        "call_loan",
    }
)


@cache
def phase_kinds(edition: str) -> dict[AnyPhase, frozenset[str]]:
    """Action kinds allowed in each phase of an edition: the shared phases, the edition's own, and
    the free actions before and after the throw (less what the edition's bank or players do not do)."""
    rules = REGISTRY[edition]
    free = set(SHARED_FREE_KINDS | rules.free_kinds)
    if not rules.bank_loans:
        free -= {"mortgage", "redeem"}
    if not rules.player_loans:
        free -= {"offer_loan", "repay_loan", "call_loan"}
    if not rules.railroad_trust:
        free -= {"propose_trust"}
    kinds: dict[AnyPhase, frozenset[str]] = {**SHARED_PHASE_KINDS, **rules.phases}
    kinds[RAISE] = kinds[RAISE] | rules.raise_kinds
    kinds[PRE_ROLL] = frozenset(free) | rules.pre_roll_kinds
    kinds[POST_ROLL] = frozenset(free) | {"end_turn"}
    return kinds


def kinds_allowed(state: GameState) -> frozenset[str]:
    """The kinds of action the rules allow in the current phase (not every one need have a legal
    action now: ``legal_actions`` with those kinds says which)."""
    return phase_kinds(state.options.edition).get(state.phase, NO_KINDS)


def why_illegal(state: GameState, action: Action) -> str | None:
    """The reason ``action`` cannot be applied now, or None if it can."""
    if state.phase == OVER:
        return "the game is over"
    if not isinstance(action, Action):
        return "not an action"
    p = decider(state)
    if action.player != p:
        who = state.players[p].name if 0 <= p < state.num_players else "nobody"
        return f"it is {who}'s decision now"
    if action.kind not in phase_kinds(state.options.edition).get(state.phase, NO_KINDS):
        return f"'{action.kind}' is not possible now ({state.phase.replace('_', ' ')})"
    check = checks(state.options.edition).get(action.kind)
    return check(state, action) if check else None


def check_buy_title(state: GameState, a: Action) -> str | None:
    assert isinstance(a, BuyTitle)
    if a.space not in state.dealt[a.player] or state.owner[a.space] != -1:
        return "that title was not dealt to you, or is already bought"
    if state.board.spaces[a.space].price > state.players[a.player].cash:
        return "not enough cash for that title"
    return None


def check_bid(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Bid)
    auction = state.auction
    assert auction is not None
    if auction.high_bidder == a.player:
        return "you already hold the highest bid"
    low = market.minimum_bid(auction)
    if a.amount < low:
        return f"the bid must be at least ${low}"
    if a.amount > market.bid_budget(state, auction, a.player):
        kept = rules_of(state).bid_budget_words(state, auction, a.player)
        return f"the bid is too high: {kept}" if kept else "nobody may bid money they do not have"
    return None


def check_take(state: GameState, a: Action) -> str | None:
    assert state.auction is not None
    return None if state.players[a.player].cash >= state.auction.high_bid else "not enough cash"


def check_mortgage(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Mortgage)
    free = set(free_cards(state, a.player))
    if not a.spaces or len(set(a.spaces)) != len(a.spaces) or not set(a.spaces) <= free:
        own = rules_of(state).mortgage_refused(state, a.spaces)
        return own or "mortgage only cards you hold that are not already mortgaged or pledged"
    if loan_for(state, a.spaces) < LOAN_UNIT:
        need = LOAN_UNIT + rules_of(state).mortgage_margin
        return f"the bank lends only in ${LOAN_UNIT} steps: the cards must be worth ${need} or more"
    return None


def check_redeem(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Redeem)
    note = state.notes.get(a.note)
    if note is None or note.owner != a.player:
        return "no such mortgage of yours"
    if redemption_price(state, note) > state.players[a.player].cash:
        return f"redeeming costs ${redemption_price(state, note)}"
    return None


def check_proposal(state: GameState, a: Action) -> str | None:
    if state.proposals_this_turn >= PROPOSALS_PER_TURN:
        return f"at most {PROPOSALS_PER_TURN} offers or motions a turn"
    if isinstance(a, OfferTrade):
        return market.trade_problem(state, a)
    if isinstance(a, OfferLoan):
        return market.loan_problem(state, a)
    if isinstance(a, ProposeTrust):
        return market.trust_problem(state, a)
    assert isinstance(a, Propose)
    return rules_of(state).motion_problem(state, a.motion)


def check_answer(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Answer) and state.offer is not None
    if not a.accept:
        return None
    offer = state.offer.action
    if isinstance(offer, OfferTrade):
        return market.trade_problem(state, offer)
    if isinstance(offer, OfferLoan):
        return market.loan_problem(state, offer)
    assert isinstance(offer, ProposeTrust)
    return market.trust_problem(state, offer)


def check_loan(state: GameState, a: Action) -> str | None:
    assert isinstance(a, RepayLoan | CallLoan)
    loan = state.loans.get(a.loan)
    if loan is None:
        return "no such loan"
    if isinstance(a, CallLoan):
        return None if loan.lender == a.player else "only the lender may call a loan in"
    if loan.borrower != a.player:
        return "only the borrower repays a loan"
    return None if state.players[a.player].cash >= loan_due(loan) else f"repaying costs ${loan_due(loan)}"


SHARED_CHECKS: dict[str, Check] = {
    "buy_title": check_buy_title,
    "bid": check_bid,
    "take_at_bid": check_take,
    "mortgage": check_mortgage,
    "redeem": check_redeem,
    "offer_trade": check_proposal,
    "offer_loan": check_proposal,
    "propose_trust": check_proposal,
    "propose": check_proposal,
    "answer": check_answer,
    "repay_loan": check_loan,
    "call_loan": check_loan,
}


@cache
def checks(edition: str) -> dict[str, Check]:
    return {**SHARED_CHECKS, **REGISTRY[edition].checks}


# --- applying ------------------------------------------------------------------------------------


def apply(state: GameState, action: Action, *, checked: bool = True) -> Events:
    """Apply a legal action; returns the events it caused. Illegal: raises, state untouched.

    ``checked=False`` skips the check, for an action the caller has just taken from
    ``legal_actions`` of this very state (a bot's look-ahead, thousands of times a decision); a
    person's input is always checked.
    """
    if checked:
        reason = why_illegal(state, action)
        if reason is not None:
            raise IllegalActionError(reason)
    state.actions.append(action)
    events: Events = []
    edition = state.options.edition
    handlers(edition)[action.kind](state, events, action)
    after = after_action(edition)
    if after is not None and state.phase != OVER:
        after(state, events)
    return events


@cache
def after_action(edition: str) -> AfterAction | None:
    """The edition's ``after_action`` hook, or None where it keeps the base class's, which does
    nothing: ``apply`` runs on every decision and only Prosperity looks at the game after each."""
    rules = REGISTRY[edition]
    return None if type(rules).after_action is Edition.after_action else rules.after_action


def do_buy_title(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, BuyTitle)
    state.set_owner(a.space, a.player)
    events.append(Sold(a.player, a.space, state.board.spaces[a.space].price))
    pay(state, events, a.player, TREASURY, state.board.spaces[a.space].price, "title card")


def do_finish_buying(state: GameState, events: Events, a: Action) -> None:
    state.setup_turn += 1
    if state.setup_turn >= state.num_players:
        state.dealt = []
        start_turn(state, events)


def do_bid(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Bid)
    market.bid(state, events, a.player, a.amount)


def do_pass(state: GameState, events: Events, a: Action) -> None:
    if state.phase == LANDER_OPTION:
        market.lander_option(state, events, take=False)
    else:
        market.drop_out(state, events, a.player)


def do_take(state: GameState, events: Events, a: Action) -> None:
    market.lander_option(state, events, take=True)


def do_mortgage(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Mortgage)
    mortgage(state, events, a.player, a.spaces)
    if state.phase == RAISE:
        pay_debt_if_raised(state, events)


def do_redeem(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Redeem)
    redeem(state, events, a.player, a.note)


def do_offer(state: GameState, events: Events, a: Action) -> None:
    state.proposals_this_turn += 1
    state.offer = Offer(a, state.phase)
    state.phase = OFFER
    events.append(OfferMade(a))


def do_propose(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Propose)
    state.proposals_this_turn += 1
    market.propose(state, events, a.player, a.motion)


def do_answer(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Answer) and state.offer is not None
    offer = state.offer.action
    state.phase = state.offer.previous_phase
    state.offer = None
    events.append(Answered(a.player, a.accept))
    if not a.accept:
        return
    if isinstance(offer, OfferTrade):
        market.do_trade(state, events, offer)
    elif isinstance(offer, OfferLoan):
        market.make_loan(state, events, offer)
    else:
        assert isinstance(offer, ProposeTrust)
        market.form_trust(state, events, offer)


def do_vote(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Vote)
    market.vote(state, events, a.player, a.yes)


def do_repay(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, RepayLoan)
    market.repay_loan(state, events, a.loan)


def do_call(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, CallLoan)
    market.call_loan(state, events, a.loan)


def do_end_turn(state: GameState, events: Events, a: Action) -> None:
    end_turn(state, events)


SHARED_HANDLERS: dict[str, Handler] = {
    "buy_title": do_buy_title,
    "finish_buying": do_finish_buying,
    "bid": do_bid,
    "pass": do_pass,
    "take_at_bid": do_take,
    "mortgage": do_mortgage,
    "redeem": do_redeem,
    "offer_trade": do_offer,
    "offer_loan": do_offer,
    "propose_trust": do_offer,
    "propose": do_propose,
    "answer": do_answer,
    "vote": do_vote,
    "repay_loan": do_repay,
    "call_loan": do_call,
    "end_turn": do_end_turn,
}


@cache
def handlers(edition: str) -> dict[str, Handler]:
    return {**SHARED_HANDLERS, **REGISTRY[edition].handlers}
