"""The public face of the rules: start a game, list the legal actions, apply one.

``legal_actions(state)`` lists the decisions of whoever must decide now (``decider(state)``);
``apply(state, action)`` checks the action, changes the state and returns the events it caused.
An illegal action raises ``IllegalActionError`` saying why and leaves the state as it was.

Open-ended decisions (a bid of any amount, any mortgage grouping, any trade or loan) are listed
in a canonical form -- bids in $5 steps, one grouping per card, single-card sales at the printed
price -- and ``apply`` accepts every other legal variant too (``why_illegal`` says which are).
"""

from __future__ import annotations

from collections.abc import Callable

from . import market, turn
from .actions import (
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
from .errors import IllegalActionError
from .ledger import Events
from .money import (
    LOAN_UNIT,
    free_cards,
    loan_for,
    mortgage,
    mortgage_groups,
    pay,
    pay_debt_if_raised,
    raisable,
    redeem,
    redemption_price,
)
from .options import Options
from .rents import HOUSE_PRICE, JAIL_FINE, MAX_HOUSES
from .rng import below, seed_state
from .scoring import scores, winners
from .singletax import switch_to_single_tax
from .state import (
    AUCTION,
    CHOOSE_MOVE,
    LANDER_OPTION,
    OFFER,
    OPPORTUNITY,
    OVER,
    POST_ROLL,
    PRE_ROLL,
    RAISE,
    SETUP,
    TREASURY,
    VOTE,
    GameState,
    Offer,
    initial_state,
)

#: Offers and motions a player may make in one turn: enough to negotiate, few enough to end.
PROPOSALS_PER_TURN = 3
AVERAGE_HAND_CASH = 75
DEAL_COUNTS = {"12": 12, "24": 24}


def new_game(options: Options | None = None, seed: int = 0) -> GameState:
    """Set up a game: cash by player count, a random first player, the opening deal."""
    options = options or Options()
    state = initial_state(options, seed, seed_state(seed))
    first, state.rng = below(state.rng, state.num_players)
    state.first_player = state.current = first
    if options.deal == "average_hands":
        hands = state.board.average_hands
        for p, player in enumerate(state.players):
            player.cash = AVERAGE_HAND_CASH
            for s in hands[p % len(hands)]:
                state.owner[s] = p
        state.misc = -AVERAGE_HAND_CASH * state.num_players
        state.phase = PRE_ROLL
        return state
    for player in state.players:
        player.cash = options.start_cash
    state.misc = -options.start_cash * state.num_players
    if options.deal == "none":
        state.phase = PRE_ROLL
        return state
    pack = list(state.board.ownable)
    for i in range(len(pack) - 1, 0, -1):  # Fisher-Yates with the game's generator
        j, state.rng = below(state.rng, i + 1)
        pack[i], pack[j] = pack[j], pack[i]
    state.dealt = [[] for _ in state.players]
    count = min(DEAL_COUNTS[options.deal], len(pack))
    for k in range(count):
        state.dealt[(first + k) % state.num_players].append(pack[k])
    state.setup_turn = 0
    state.phase = SETUP
    return state


def decider(state: GameState) -> int:
    """The player who must decide now (-1 when the game is over)."""
    phase = state.phase
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


def legal_actions(state: GameState) -> list[Action]:
    p = decider(state)
    phase = state.phase
    if phase == OVER:
        return []
    if phase == SETUP:
        cash = state.players[p].cash
        acts: list[Action] = [
            BuyTitle(p, s) for s in state.dealt[p]
            if state.owner[s] == -1 and state.board.spaces[s].price <= cash
        ]
        acts.append(FinishBuying(p))
        return acts
    if phase == AUCTION:
        return auction_actions(state, p)
    if phase == LANDER_OPTION:
        return [TakeAtBid(p), Pass(p)]
    if phase == RAISE:
        return [Mortgage(p, g) for g in mortgage_groups(state, p)]
    if phase == OFFER:
        return [Answer(p, True), Answer(p, False)]
    if phase == VOTE:
        return [Vote(p, True), Vote(p, False)]
    if phase == CHOOSE_MOVE:
        return [Stay(p) if c == 0 else Move(p, c) for c in state.move_choices]
    if phase == OPPORTUNITY:
        return [ChooseOpportunity(p, i) for i in state.move_choices]
    acts = []
    if phase == PRE_ROLL:
        acts.extend(pre_roll_actions(state, p))
    else:
        acts.append(EndTurn(p))
    acts.extend(free_actions(state, p))
    return acts


def auction_actions(state: GameState, p: int) -> list[Action]:
    auction = state.auction
    assert auction is not None
    low = market.minimum_bid(auction)
    high = market.bid_budget(state, auction, p)
    acts: list[Action] = []
    if low <= high and auction.high_bidder != p:
        amounts = list(range(low, high + 1, market.BID_STEP))
        acts.extend(Bid(p, a) for a in amounts)
    acts.append(Pass(p))
    return acts


def jail_fine_due(state: GameState, p: int) -> bool:
    """After three missed turns the fine must be paid, if it can be raised (1906 rule 6)."""
    player = state.players[p]
    return (
        state.options.jail_three_turns
        and player.in_jail
        and player.jail_turns >= 3
        and player.cash + raisable(state, p) >= JAIL_FINE
    )


def pre_roll_actions(state: GameState, p: int) -> list[Action]:
    player = state.players[p]
    acts: list[Action] = []
    if player.in_jail and player.cash + raisable(state, p) >= JAIL_FINE:
        acts.append(PayFine(p))
    if not jail_fine_due(state, p):
        acts.append(Roll(p))
    return acts


def free_actions(state: GameState, p: int) -> list[Action]:
    """What the mover may do before or after the throw: mortgage, redeem, build, deal, propose."""
    acts: list[Action] = [Mortgage(p, g) for g in mortgage_groups(state, p)]
    cash = state.players[p].cash
    for note in state.notes.values():
        if note.owner == p and redemption_price(state, note) <= cash:
            acts.append(Redeem(p, note.id))
    if cash >= HOUSE_PRICE:
        lots = state.board.indices_of("lot")
        candidates = lots if state.single_tax else [s for s in lots if state.owner[s] == p]
        acts.extend(Build(p, s) for s in candidates if build_problem(state, p, s) is None)
    for loan in state.loans.values():
        if loan.borrower == p and loan.repay <= cash:
            acts.append(RepayLoan(p, loan.id))
        if loan.lender == p:
            acts.append(CallLoan(p, loan.id))
    if state.proposals_this_turn < PROPOSALS_PER_TURN:
        acts.extend(offers(state, p))
        if not state.single_tax:
            acts.append(Propose(p, "single_tax"))
        if state.options.end_rule == "agreed" and not state.end_at_next_double:
            acts.append(Propose(p, "end_game"))
    return acts


def offers(state: GameState, p: int) -> list[Action]:
    """Canonical offers: sell one card at its printed price, buy one at it, a $100 loan, the Trust."""
    acts: list[Action] = []
    spaces = state.board.spaces
    free: list[list[int]] = [[] for _ in state.players]
    for s in state.board.ownable:
        o = state.owner[s]
        if o >= 0 and state.mortgaged[s] == -1 and state.pledged[s] == -1:
            free[o].append(s)
    cash = state.players[p].cash
    railroad_holders = {state.owner[s] for s in state.board.indices_of("railroad")}
    for q in range(state.num_players):
        if q == p:
            continue
        qcash = state.players[q].cash
        acts.extend(OfferTrade(p, q, give=(s,), take_cash=spaces[s].price) for s in free[p] if spaces[s].price <= qcash)
        acts.extend(OfferTrade(p, q, take=(s,), give_cash=spaces[s].price) for s in free[q] if spaces[s].price <= cash)
        if cash >= LOAN_UNIT:
            acts.append(OfferLoan(p, q, lender=p, principal=LOAN_UNIT, repay=LOAN_UNIT + 10))
        if qcash >= LOAN_UNIT:
            acts.append(OfferLoan(p, q, lender=q, principal=LOAN_UNIT, repay=LOAN_UNIT + 10))
        if railroad_holders == {p, q} and (state.trust is None or set(state.trust) != {p, q}):
            acts.append(ProposeTrust(p, q))
    return acts


def build_problem(state: GameState, p: int, space: int) -> str | None:
    """Why player p cannot build a house on ``space`` now (None when he can)."""
    if not 0 <= space < len(state.board) or state.board.spaces[space].kind != "lot":
        return "houses stand only on lots"
    limit = MAX_HOUSES
    if state.single_tax:
        if state.options.single_tax_unimproved_only:
            limit = 1
    elif state.owner[space] != p:
        return "you may build only on your own lots"
    if len(state.houses[space]) >= limit:
        return "that lot has all the houses it may have"
    if state.players[p].cash < HOUSE_PRICE:
        return f"a house costs ${HOUSE_PRICE}"
    return None


# --- checking ------------------------------------------------------------------------------------

PHASE_KINDS: dict[str, frozenset[str]] = {
    SETUP: frozenset({"buy_title", "finish_buying"}),
    AUCTION: frozenset({"bid", "pass"}),
    LANDER_OPTION: frozenset({"take_at_bid", "pass"}),
    RAISE: frozenset({"mortgage"}),
    OFFER: frozenset({"answer"}),
    VOTE: frozenset({"vote"}),
    CHOOSE_MOVE: frozenset({"move", "stay"}),
    OPPORTUNITY: frozenset({"choose_opportunity"}),
}
FREE_KINDS = frozenset({
    "mortgage", "redeem", "build", "offer_trade", "offer_loan", "propose_trust", "propose",
    "repay_loan", "call_loan",
})
PHASE_KINDS[PRE_ROLL] = FREE_KINDS | {"roll", "pay_fine"}
PHASE_KINDS[POST_ROLL] = FREE_KINDS | {"end_turn"}


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
    if action.kind not in PHASE_KINDS.get(state.phase, frozenset()):
        return f"'{action.kind}' is not possible now ({state.phase.replace('_', ' ')})"
    check = CHECKS.get(action.kind)
    return check(state, action) if check else None


def check_buy_title(state: GameState, a: Action) -> str | None:
    assert isinstance(a, BuyTitle)
    if a.space not in state.dealt[a.player] or state.owner[a.space] != -1:
        return "that title was not dealt to you, or is already bought"
    if state.board.spaces[a.space].price > state.players[a.player].cash:
        return "not enough cash for that title"
    return None


def check_roll(state: GameState, a: Action) -> str | None:
    return "after three turns in Jail the fine must be paid" if jail_fine_due(state, a.player) else None


def check_pay_fine(state: GameState, a: Action) -> str | None:
    player = state.players[a.player]
    if not player.in_jail:
        return "you are not in Jail"
    if player.cash + raisable(state, a.player) < JAIL_FINE:
        return f"the fine is ${JAIL_FINE} and you cannot raise it"
    return None


def check_move(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Move)
    return None if a.steps != 0 and a.steps in state.move_choices else "the throw does not allow that move"


def check_stay(state: GameState, a: Action) -> str | None:
    return None if 0 in state.move_choices else "you may decline only a move onto Speculation"


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
        return "nobody may bid money they do not have"
    return None


def check_take(state: GameState, a: Action) -> str | None:
    assert state.auction is not None
    return None if state.players[a.player].cash >= state.auction.high_bid else "not enough cash"


def check_mortgage(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Mortgage)
    free = set(free_cards(state, a.player))
    if not a.spaces or len(set(a.spaces)) != len(a.spaces) or not set(a.spaces) <= free:
        if state.single_tax and any(0 <= s < len(state.board) and state.board.spaces[s].kind == "lot"
                                    for s in a.spaces):
            return "under Single Tax lot Title Deeds are worthless: the bank lends nothing on them"
        return "mortgage only cards you hold that are not already mortgaged or pledged"
    if loan_for(state, a.spaces) < LOAN_UNIT:
        return f"the bank lends only in ${LOAN_UNIT} steps: the cards must be worth ${LOAN_UNIT} or more"
    return None


def check_redeem(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Redeem)
    note = state.notes.get(a.note)
    if note is None or note.owner != a.player:
        return "no such mortgage of yours"
    if redemption_price(state, note) > state.players[a.player].cash:
        return f"redeeming costs ${redemption_price(state, note)}"
    return None


def check_build(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Build)
    return build_problem(state, a.player, a.space)


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
    if a.motion == "single_tax":
        return "Single Tax is already in force" if state.single_tax else None
    if a.motion == "end_game":
        if state.options.end_rule != "agreed":
            return "ending by agreement is not among this game's rules"
        return "the game already ends at the next double" if state.end_at_next_double else None
    return "unknown motion"


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
    return None if state.players[a.player].cash >= loan.repay else f"repaying costs ${loan.repay}"


def check_opportunity(state: GameState, a: Action) -> str | None:
    assert isinstance(a, ChooseOpportunity)
    return None if a.opportunity in state.move_choices else "that Natural Opportunity is not behind your throw"


CHECKS: dict[str, Callable[[GameState, Action], str | None]] = {
    "buy_title": check_buy_title,
    "roll": check_roll,
    "pay_fine": check_pay_fine,
    "move": check_move,
    "stay": check_stay,
    "bid": check_bid,
    "take_at_bid": check_take,
    "mortgage": check_mortgage,
    "redeem": check_redeem,
    "build": check_build,
    "offer_trade": check_proposal,
    "offer_loan": check_proposal,
    "propose_trust": check_proposal,
    "propose": check_proposal,
    "answer": check_answer,
    "repay_loan": check_loan,
    "call_loan": check_loan,
    "choose_opportunity": check_opportunity,
}


# --- applying ------------------------------------------------------------------------------------


def apply(state: GameState, action: Action) -> Events:
    """Apply a legal action; returns the events it caused. Illegal: raises, state untouched."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(reason)
    state.actions.append(action)
    events: Events = []
    HANDLERS[action.kind](state, events, action)
    return events


def do_buy_title(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, BuyTitle)
    state.owner[a.space] = a.player
    events.append({"type": "sold", "space": a.space, "player": a.player, "price": state.board.spaces[a.space].price})
    pay(state, events, a.player, TREASURY, state.board.spaces[a.space].price, "title card")


def do_finish_buying(state: GameState, events: Events, a: Action) -> None:
    state.setup_turn += 1
    if state.setup_turn >= state.num_players:
        state.dealt = []
        start_turn(state, events)


def do_roll(state: GameState, events: Events, a: Action) -> None:
    turn.roll(state, events, a.player)


def do_pay_fine(state: GameState, events: Events, a: Action) -> None:
    turn.pay_fine(state, events, a.player, then=PRE_ROLL)


def do_move(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Move)
    turn.perform_move(state, events, a.player, a.steps)


def do_stay(state: GameState, events: Events, a: Action) -> None:
    turn.perform_move(state, events, a.player, 0)


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


def do_build(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Build)
    player = state.players[a.player]
    standing_there = player.position == a.space and player.opportunity == -1 and state.phase == POST_ROLL
    if state.single_tax and not standing_there and state.num_players > 1:
        market.start_build_auction(state, events, a.space, a.player)
    else:
        market.build_house(state, events, a.player, a.space)


def do_offer(state: GameState, events: Events, a: Action) -> None:
    state.proposals_this_turn += 1
    state.offer = Offer(a, state.phase)
    state.phase = OFFER
    events.append({"type": "offer", "offer": a.to_json()})


def do_propose(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Propose)
    state.proposals_this_turn += 1
    market.propose(state, events, a.player, a.motion)


def do_answer(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Answer) and state.offer is not None
    offer = state.offer.action
    state.phase = state.offer.previous_phase
    state.offer = None
    events.append({"type": "answer", "player": a.player, "accept": a.accept})
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


def do_opportunity(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, ChooseOpportunity)
    turn.choose_opportunity(state, events, a.player, a.opportunity)


def do_end_turn(state: GameState, events: Events, a: Action) -> None:
    end_turn(state, events)


HANDLERS: dict[str, Callable[[GameState, Events, Action], None]] = {
    "buy_title": do_buy_title,
    "finish_buying": do_finish_buying,
    "roll": do_roll,
    "pay_fine": do_pay_fine,
    "move": do_move,
    "stay": do_stay,
    "bid": do_bid,
    "pass": do_pass,
    "take_at_bid": do_take,
    "mortgage": do_mortgage,
    "redeem": do_redeem,
    "build": do_build,
    "offer_trade": do_offer,
    "offer_loan": do_offer,
    "propose_trust": do_offer,
    "propose": do_propose,
    "answer": do_answer,
    "vote": do_vote,
    "repay_loan": do_repay,
    "call_loan": do_call,
    "choose_opportunity": do_opportunity,
    "end_turn": do_end_turn,
}


# --- turns and the end ---------------------------------------------------------------------------


def start_turn(state: GameState, events: Events) -> None:
    state.phase = PRE_ROLL
    state.proposals_this_turn = 0
    state.left_opportunity = False
    if state.options.single_tax_at_turn and state.turn >= state.options.single_tax_at_turn and not state.single_tax:
        switch_to_single_tax(state, events)
    events.append({"type": "turn", "player": state.current, "turn": state.turn})


def end_reason(state: GameState) -> str:
    """Why the game ends after this turn ('' if it goes on)."""
    n = state.options.circuits
    circuits = [p.circuits for p in state.players]
    rule = state.options.end_rule
    if state.ending_triggered:
        return "a double was thrown after the players agreed to stop"
    if rule == "first" and max(circuits) >= n:
        leader = state.players[circuits.index(max(circuits))].name
        return f"{leader} has gone round {n} times"
    if rule == "last" and min(circuits) >= n:
        return f"every player has gone round {n} times"
    if state.turn >= state.options.turn_limit:
        return f"the players stopped after {state.options.turn_limit} turns"
    return ""


def end_turn(state: GameState, events: Events) -> None:
    reason = end_reason(state)
    if reason:
        state.phase = OVER
        state.end_reason = reason
        events.append({
            "type": "game_over",
            "reason": reason,
            "winners": winners(state),
            "scores": [s.total for s in scores(state)],
        })
        return
    state.current = (state.current + 1) % state.num_players
    state.turn += 1
    start_turn(state, events)
