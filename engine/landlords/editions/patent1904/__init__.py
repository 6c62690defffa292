"""The Landlord's Game of the 1904 patent (US 748,626): the first rules, on a 40-space board.

Seed 001 gives the patent's rule paragraphs; the opening paragraph it leaves out (start with $500;
22 lot tickets, 12 drawn, each may be bought; lots bought or rented on landing) is from the patent
text (dossier 2.2). Gaps are closed as the dossier recommends (7.3, 7.5, 7.20-7.23), each a named
option. Shared machinery: the opening purchase (``BuyTitle``), bank mortgages (with the patent's
$10 margin and $5 interest per $100 note), loans between players, settling and the Poorhouse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ... import events as ev
from ...actions import Action, Move, PayFine, Roll, register_action, shared
from ...circuits import circuit_end_reason, retired
from ...consequences import Consequence, previewed
from ...dealing import deal_round, give_start_cash, random_first_player, shuffled
from ...describe import dollars, space_name, who, words
from ...edition import Check, Edition, EventWords, Handler, Preview, register
from ...events import (
    Chartered,
    CircuitCompleted,
    Events,
    LeavesPoorHouse,
    LegacyReceived,
    LosesMove,
    LuxuryBought,
    Moved,
    Refused,
    Released,
    Rolled,
    Sold,
    StaysInJail,
    StaysInPoorHouse,
)
from ...money import pay, poorhouse_or_waive, raisable, settle
from ...moves import JAIL_FINE, check_move, check_pay_fine, go_to_jail, throw, walk
from ...records import record, state_record
from ...scoring import LOANS_NOTE, Score, loan_balance
from ...state import MISC, RAILROAD, TREASURY, AnyPhase, Due, EditionPhase, GameState, Note, Phase, Player
from .options import RULES, Options1904

WAGES = 100
NECESSITY_TAX = 5
RAILROAD_FARE = 5
FRANCHISE_RATE = 5
LUXURY_PRICE = 50
LUXURY_VALUE = 60
LEGACY = 100
NOTE_INTEREST = 5  # per $100 note, each time wages are received
MORTGAGE_MARGIN = 10
LOT_TICKETS = 12
START_CASH = 500
START_CASH_WITHOUT_TICKETS = 100  # 'Playing without the lot tickets'
PASS_JUMP = 10  # railroads stand ten spaces apart


class Patent1904Phase(EditionPhase):
    BUY_OR_RENT = "buy_or_rent"  # stopped on a lot nobody holds: buy it or rent it for this stay


# Bound once: CPython 3.11 reads an Enum's members through EnumType.__getattr__ (see engine.py).
POST_ROLL, CHOOSE_MOVE, BUY_OR_RENT = Phase.POST_ROLL, Phase.CHOOSE_MOVE, Patent1904Phase.BUY_OR_RENT


@state_record
class Player1904(Player):
    #: In the Poorhouse, sent there for a debt he could not pay.
    in_poorhouse: bool = False
    #: Luxuries bought on the Luxury spaces (each counts $60 at the end).
    luxuries: int = 0
    #: Legacy tickets taken on the Legacy space.
    legacies: int = 0
    #: When the checker last stopped (a stamp from ``Patent1904State.arrivals``): the shared-lot rule.
    arrived: int = 0
    #: Poorhouse option "finish_round": spaces thrown since entering it.
    poorhouse_steps: int = 0


@state_record
class Patent1904State(GameState):
    #: Stamps handed out as checkers stop (see ``Player1904.arrived``).
    arrivals: int = 0
    #: The "R.R." box that railroad fares are paid into.
    railroad_box: int = 0
    if TYPE_CHECKING:  # the engine seats 1904 players only (``Patent1904.player_class``)
        players: list[Player1904]  # type: ignore[assignment]
        options: Options1904


def of(state: GameState) -> Patent1904State:
    """A 1904 game's own record (the engine creates every 1904 game as one)."""
    return state  # type: ignore[return-value]  # (no cast(): a call, and this is asked on every turn)


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


# --- where a throw takes the checker -------------------------------------------------------------


def jail_index(state: GameState) -> int:
    return state.board.indices_of("jail")[0]


def lot_occupants(state: GameState, space: int, mover: int) -> list[int]:
    """Other players whose checkers stand on ``space``, the first to arrive first."""
    here = [
        q
        for q, p in enumerate(state.players)
        if q != mover and p.position == space and not p.in_jail and not p.in_poorhouse
    ]
    return sorted(here, key=lambda q: of(state).players[q].arrived)


def crowded(state: GameState, space: int, mover: int) -> bool:
    """Rent: 'If a third player's throw brings him on the same lot, he cannot occupy it' (the
    occupants of ``lot_occupants``, counted)."""
    if state.board.spaces[space].kind != "lot":
        return False
    here = sum(
        1
        for q, p in enumerate(state.players)
        if q != mover and p.position == space and not p.in_jail and not p.in_poorhouse
    )
    return here >= 2


def short_of_crowd(state: GameState, player: int, steps: int) -> int:
    """The steps actually taken: one less for each crowded lot the count would end on."""
    n = len(state.board.spaces)
    pos = state.players[player].position
    while steps and crowded(state, (pos + steps) % n, player):
        steps -= 1 if steps > 0 else -1
    return steps


def passes_railroad(state: GameState, pos: int, steps: int) -> bool:
    """Whether the ordinary move goes over (not onto) a railroad."""
    n = len(state.board.spaces)
    way = 1 if steps > 0 else -1
    return any(state.board.spaces[(pos + way * k) % n].kind == "railroad" for k in range(1, abs(steps)))


def crosses_start(state: GameState, start: int, steps: int) -> bool:
    """Reaching (option ``wages_on_landing``, dossier 7.22) or passing Mother Earth going forward."""
    n = len(state.board.spaces)
    return steps > 0 and (start + steps > n or (start + steps == n and of(state).options.wages_on_landing))


def move_choices(state: GameState, player: int, total: int, doubles: bool) -> list[int]:
    """Signed step counts the throw allows: the count; on a double whose move passes a railroad,
    the pass to the next one (+10, dossier 7.3); backwards too for a debt-free player who has gone
    round; 0 (lose the move) where a Luxury is reached."""
    pos = state.players[player].position
    ways = [total, -total] if retired(state, player) else [total]
    choices: list[int] = []
    for steps in ways:
        options = [steps]
        if doubles and of(state).options.railroad_pass and passes_railroad(state, pos, steps):
            options.append(steps + (PASS_JUMP if steps > 0 else -PASS_JUMP))
        for c in options:
            c = short_of_crowd(state, player, c)
            if c not in choices:
                choices.append(c)
    n = len(state.board.spaces)
    if any(state.board.spaces[(pos + c) % n].kind == "luxury" for c in choices if c) and 0 not in choices:
        choices.append(0)
    return choices


def landing_cost(state: GameState, player: int, space: int) -> int:
    """The least the player must pay on stopping at ``space`` now (moving onto a Luxury is buying it)."""
    info = state.board.spaces[space]
    kind = info.kind
    if kind == "lot":
        return sum(d.amount for d in lot_dues(state, player, space)) if state.owner[space] >= 0 else info.rent
    if kind == "necessity":
        return NECESSITY_TAX
    if kind == "railroad":
        return RAILROAD_FARE
    if kind == "franchise":
        return FRANCHISE_RATE if state.owner[space] not in (-1, player) else 0
    if kind == "luxury":
        return LUXURY_PRICE
    return 0


def wages_due(state: GameState, player: int) -> bool:
    """'having passed the beginning-point the required number of times he receives no more wages'."""
    return state.players[player].circuits < state.options.circuits


def note_interest(state: GameState, player: int) -> int:
    return sum(NOTE_INTEREST * (n.amount // 100) for n in state.notes.values() if n.owner == player)


def move_cost(state: GameState, player: int, steps: int) -> int:
    """Net cash a move needs: the landing space's charge, less wages and a legacy, plus interest."""
    if steps == 0:
        return 0
    n = len(state.board.spaces)
    pos = state.players[player].position
    target = (pos + steps) % n
    cost = landing_cost(state, player, target)
    if state.board.spaces[target].kind == "legacy":
        cost -= LEGACY
    if crosses_start(state, pos, steps) and wages_due(state, player):
        cost += note_interest(state, player) - WAGES
    return cost


# --- the turn ------------------------------------------------------------------------------------


def leave_jail(state: GameState, events: Events, player: int, how: str) -> None:
    """Out of Jail; the move counts from the Jail (the space in front is the first step, dossier 7.5)
    or, by option, from the space in front of it."""
    p = state.players[player]
    p.in_jail = False
    p.jail_turns = 0
    events.append(Released(player, how))
    if of(state).options.jail_count_from == "front":
        p.position = (jail_index(state) + 1) % len(state.board)


def roll(state: GameState, events: Events, player: int) -> None:
    p = state.players[player]
    d1, d2 = throw(state)
    state.dice = (d1, d2)
    doubles = d1 == d2
    total = d1 + d2
    events.append(Rolled(player, (d1, d2)))
    if p.in_jail:
        if not doubles:
            p.jail_turns += 1
            events.append(StaysInJail(player, p.jail_turns))
            state.phase = POST_ROLL
            return
        leave_jail(state, events, player, "doubles")
    if p.in_poorhouse and of(state).options.poorhouse_exit == "finish_round":
        finish_round_from_poorhouse(state, events, player, total)
        return
    choices = move_choices(state, player, total, doubles)
    cash = p.cash
    # Moving onto a Luxury is buying it, which the player must be able to afford in cash.
    spaces, pos = state.board.spaces, p.position
    n = len(spaces)
    choices = [
        c for c in choices if c == 0 or spaces[(pos + c) % n].kind != "luxury" or move_cost(state, player, c) <= cash
    ]
    if p.in_poorhouse:
        leaving = [c for c in choices if c != 0 and move_cost(state, player, c) <= cash + raisable(state, player)]
        if not leaving:
            events.append(StaysInPoorHouse(player))
            state.phase = POST_ROLL
            return
        p.in_poorhouse = False
        events.append(LeavesPoorHouse(player))
        choices = leaving
    if len(choices) == 1:
        perform_move(state, events, player, choices[0])
    else:
        state.move_choices = choices
        state.phase = CHOOSE_MOVE


def finish_round_from_poorhouse(state: GameState, events: Events, player: int, total: int) -> None:
    """Option ``poorhouse_exit="finish_round"``: the throws made in the Poorhouse add up; once they
    would carry the player round to Mother Earth he comes out there, with his wages."""
    p = of(state).players[player]
    p.poorhouse_steps += total
    need = len(state.board) - p.position
    if p.poorhouse_steps < need:
        events.append(StaysInPoorHouse(player))
        state.phase = POST_ROLL
        return
    p.in_poorhouse = False
    p.poorhouse_steps = 0
    events.append(LeavesPoorHouse(player))
    start = p.position
    state.move_from = start
    reach_mother_earth(state, events, player)
    p.position = 0
    events.append(Moved(player, start, 0, need))
    land(state, events, player)


def perform_move(state: GameState, events: Events, player: int, steps: int) -> None:
    p = state.players[player]
    state.move_choices = []
    if steps == 0:
        events.append(LosesMove(player))
        state.phase = POST_ROLL
        return
    walk(state, events, player, steps, crosses_start(state, p.position, steps), reach_mother_earth, land)


def reach_mother_earth(state: GameState, events: Events, player: int) -> None:
    """'Mother Earth': $100 wages and a tick on the tally sheet; $5 interest on each $100 bank note
    'every time he receives his wages'; loans between players now owe their interest."""
    p = state.players[player]
    paid = wages_due(state, player)
    p.circuits += 1
    events.append(CircuitCompleted(player, p.circuits))
    for loan in state.loans.values():
        if loan.borrower == player:
            loan.accrued = True
    if not paid:
        return
    pay(state, events, MISC, player, WAGES, "wages")
    interest = note_interest(state, player)
    if interest:
        if p.cash >= interest:
            pay(state, events, player, MISC, interest, "interest on bank notes")
        else:
            state.carry.append(Due(MISC, interest, "interest on bank notes"))


def lot_dues(state: GameState, player: int, space: int) -> list[Due]:
    """'Rent': to the owner (nothing on one's own lot). A second player on an occupied lot pays half
    the rent, the odd dollar included, to the first instead (dossier 7.20); by option the owner is
    paid in full as well."""
    owner = state.owner[space]
    rent = state.board.spaces[space].rent
    if owner in (-1, player):
        return []
    occupants = lot_occupants(state, space, player)
    if not occupants:
        return [Due(owner, rent, "rent")]
    first = occupants[0]
    half = Due(first, (rent + 1) // 2, "half the rent: the lot was occupied")
    if first == owner:
        return [Due(owner, rent, "rent")] if of(state).options.shared_lot == "owner_also_paid" else [half]
    if of(state).options.shared_lot == "owner_also_paid":
        return [Due(owner, rent, "rent"), half]
    return [half]


def land(state: GameState, events: Events, player: int) -> None:
    """Do what the space the player stopped on requires."""
    p = of(state).players[player]
    of(state).arrivals += 1
    p.arrived = of(state).arrivals
    space = p.position
    info = state.board.spaces[space]
    kind = info.kind
    dues: list[Due] = []
    if kind == "lot":
        if state.owner[space] == -1:
            state.phase = BUY_OR_RENT
            return
        dues = lot_dues(state, player, space)
    elif kind == "necessity":
        dues = [Due(TREASURY, NECESSITY_TAX, "tax on a necessity")]
    elif kind == "railroad":
        dues = [Due(RAILROAD, RAILROAD_FARE, "railroad fare")]
    elif kind == "franchise":
        holder = state.owner[space]
        if holder == -1:
            state.set_owner(space, player)
            events.append(Chartered(player, space))
        elif holder != player:
            dues = [Due(holder, FRANCHISE_RATE, "franchise tax")]
    elif kind == "luxury":
        if p.cash >= LUXURY_PRICE:
            pay(state, events, player, TREASURY, LUXURY_PRICE, "luxury ticket")
            p.luxuries += 1
            events.append(LuxuryBought(player))
    elif kind == "trespass":
        go_to_jail(state, events, player, info.name)
    elif kind == "legacy":
        pay(state, events, MISC, player, LEGACY, "legacy")
        p.legacies += 1
        events.append(LegacyReceived(player))
    settle(state, events, player, dues)


# --- checks and handlers -------------------------------------------------------------------------


def check_decline(state: GameState, a: Action) -> str | None:
    return None if 0 in state.move_choices else "only a move onto a Luxury can be declined"


def check_buy_lot(state: GameState, a: Action) -> str | None:
    price = state.board.spaces[state.players[a.player].position].price
    return None if state.players[a.player].cash >= price else f"the lot costs ${price}"


def check_refuse(state: GameState, a: Action) -> str | None:
    assert state.debt is not None
    return "a called loan must be repaid or its security is lost" if state.debt.loan != -1 else None


def do_roll(state: GameState, events: Events, a: Action) -> None:
    roll(state, events, a.player)


def do_pay_fine(state: GameState, events: Events, a: Action) -> None:
    leave_jail(state, events, a.player, "fine")
    settle(state, events, a.player, [Due(TREASURY, JAIL_FINE, "jail fine")], then=Phase.PRE_ROLL)


def do_move(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Move)
    perform_move(state, events, a.player, a.steps)


def do_decline(state: GameState, events: Events, a: Action) -> None:
    perform_move(state, events, a.player, 0)


def do_buy_lot(state: GameState, events: Events, a: Action) -> None:
    space = state.players[a.player].position
    price = state.board.spaces[space].price
    state.set_owner(space, a.player)
    events.append(Sold(a.player, space, price))
    pay(state, events, a.player, TREASURY, price, "lot bought")
    settle(state, events, a.player, [])


def do_rent_lot(state: GameState, events: Events, a: Action) -> None:
    space = state.players[a.player].position
    settle(state, events, a.player, [Due(TREASURY, state.board.spaces[space].rent, "rent")])


def do_refuse(state: GameState, events: Events, a: Action) -> None:
    """'Emergencies': a player who refuses to obey the rules goes to Jail; the refused payment is
    not made (the Jail is its penalty)."""
    debt = state.debt
    assert debt is not None
    state.debt = None
    events.append(Refused(a.player))
    go_to_jail(state, events, a.player, "refusing to obey the rules")
    state.phase = debt.then


# --- words ---------------------------------------------------------------------------------------

EVENT_WORDS: EventWords = dict(
    [
        words(ev.Chartered, lambda s, e: f"{who(s, e.player)} puts a charter on {space_name(s, e.space)}."),
        words(ev.LegacyReceived, lambda s, e: f"{who(s, e.player)} receives a legacy: $100 and a legacy ticket."),
        words(ev.LuxuryBought, lambda s, e: f"{who(s, e.player)} buys a Luxury card."),
        words(ev.LosesMove, lambda s, e: f"{who(s, e.player)} does not buy the Luxury and loses the move."),
        words(ev.Refused, lambda s, e: f"{who(s, e.player)} refuses to obey the rules."),
    ]
)
PROMPTS: dict[AnyPhase, str] = {
    Patent1904Phase.BUY_OR_RENT: "{name} stopped on {space}, which nobody holds: buy it at its price, "
    "or rent it for this stay.",
}


def label(state: GameState, a: Action) -> str | None:
    """Button labels of this edition's own choices, and of a move by the railroad pass."""
    if isinstance(a, Move) and abs(a.steps) > 12:  # beyond any throw: the pass's jump
        return f"Use the railroad pass: {a.steps} spaces"
    here = state.board.spaces[state.players[a.player].position]
    if isinstance(a, BuyLot):
        return f"Buy {here.name} for {dollars(here.price)}"
    if isinstance(a, RentLot):
        return f"Rent it: pay {dollars(here.rent)}"
    if isinstance(a, DeclineLuxury):
        return "Do not buy the Luxury (lose the move)"
    if isinstance(a, Refuse):
        return "Refuse to pay: go to Jail"
    return None


#: Cash a careful player keeps: 1904 rents are $1-22, taxes and fares $5.
CASH_RESERVE = 30


# --- what its own choices mean (the page shows it before a choice) --------------------------------


def buy_lot(state: GameState, action: BuyLot) -> Consequence:
    space = state.players[action.player].position
    info = state.board.spaces[space]
    return previewed(
        state,
        action,
        f"Buying {info.name} costs {dollars(info.price)}, paid to {who(state, TREASURY)}.",
        f"Others who stop there pay you its rent, and at the end it counts its price ({dollars(info.price)}).",
    )


def rent_lot(state: GameState, action: RentLot) -> Consequence:
    info = state.board.spaces[state.players[action.player].position]
    return previewed(
        state,
        action,
        f"Renting costs {dollars(info.rent)}, paid to {who(state, TREASURY)}, and you hold nothing afterwards.",
    )


def refuse(state: GameState, action: Refuse) -> Consequence:
    return previewed(state, action, "You go to Jail instead of paying, and the payment is not made.")


class Patent1904(Edition):
    state_class = Patent1904State
    player_class = Player1904
    name = "1904"
    title = "The Landlord's Game (1904 patent)"
    short_title = "1904 patent"
    note_interest = NOTE_INTEREST
    rank = 1
    rules = RULES
    options_class = Options1904
    previews: ClassVar[dict[type[Action], Preview]] = {BuyLot: buy_lot, RentLot: rent_lot, Refuse: refuse}
    phases: ClassVar[dict[AnyPhase, frozenset[str]]] = {
        Phase.CHOOSE_MOVE: frozenset({"move", "decline_luxury"}),
        Patent1904Phase.BUY_OR_RENT: frozenset({"buy_lot", "rent_lot"}),
    }
    pre_roll_kinds = frozenset({"roll", "pay_fine"})
    raise_kinds = frozenset({"refuse"})
    mortgage_margin = MORTGAGE_MARGIN
    redeem_at_loan = True
    interest_saved_before_wages = True
    accounts: ClassVar[dict[int, str]] = {TREASURY: "Public Treasury", MISC: "the Bank", RAILROAD: "the R.R. box"}
    #: What each central account takes in and pays out, by US patent 748,626's rules as we play them.
    account_notes: ClassVar[dict[int, str]] = {
        TREASURY: "lots, rents, taxes, fines",
        MISC: "wages, legacies, bank loans",
        RAILROAD: "railroad fares",
    }
    luxury_optional = True
    #: What each part of the count holds, said under the final count.
    counting_notes: ClassVar[dict[str, str]] = {
        "Lots": "Each lot held counts its printed price, mortgaged or not (US patent 748,626).",
        "Luxuries": "Each Luxury counts $60 (US patent 748,626).",
        "Legacies": "Each legacy ticket counts {legacy_value}.",
        "Loans": LOANS_NOTE,
        "Bank loans": "What is still owed to the bank on mortgages is taken off (our reading: the patent does "
        "not say whether a debt to the bank counts).",
    }
    event_words = EVENT_WORDS
    prompts = PROMPTS

    def action_label(self, state: GameState, action: Action) -> str | None:
        return label(state, action)

    checks: ClassVar[dict[str, Check]] = {
        "pay_fine": check_pay_fine,
        "move": check_move,
        "decline_luxury": check_decline,
        "buy_lot": check_buy_lot,
        "refuse": check_refuse,
    }
    handlers: ClassVar[dict[str, Handler]] = {
        "roll": do_roll,
        "pay_fine": do_pay_fine,
        "move": do_move,
        "decline_luxury": do_decline,
        "buy_lot": do_buy_lot,
        "rent_lot": do_rent_lot,
        "refuse": do_refuse,
    }

    def setup(self, state: GameState) -> None:
        """$500 each and 12 of the 22 lot tickets drawn in turn, each lot purchasable at its price;
        'without the lot tickets', $100 each and nothing drawn."""
        random_first_player(state)
        give_start_cash(state, START_CASH_WITHOUT_TICKETS if of(state).options.deal == "none" else START_CASH)
        state.wages = WAGES
        if of(state).options.deal == "none":
            state.phase = Phase.PRE_ROLL
            return
        deal_round(state, shuffled(state, state.board.indices_of("lot")), LOT_TICKETS)
        state.setup_turn = 0
        state.phase = Phase.SETUP

    def pre_roll_actions(self, state: GameState, p: int) -> list[Action]:
        player = state.players[p]
        acts: list[Action] = []
        if player.in_jail and player.cash + raisable(state, p) >= JAIL_FINE:
            acts.append(shared(PayFine, p))
        acts.append(shared(Roll, p))
        return acts

    def phase_actions(self, state: GameState, p: int) -> list[Action]:
        if state.phase == CHOOSE_MOVE:
            return [shared(DeclineLuxury, p) if c == 0 else shared(Move, p, c) for c in state.move_choices]
        assert state.phase == BUY_OR_RENT
        price = state.board.spaces[state.players[p].position].price
        return [*([shared(BuyLot, p)] if state.players[p].cash >= price else []), shared(RentLot, p)]

    def raise_actions(self, state: GameState, p: int) -> list[Action]:
        assert state.debt is not None
        return [Refuse(p)] if state.debt.loan == -1 else []

    def after_card_auction(self, state: GameState, events: Events, lander: int, space: int) -> None:
        raise AssertionError("the 1904 game has no auctions")

    def landing_cost(self, state: GameState, player: int, space: int) -> int:
        return landing_cost(state, player, space)

    def insolvent(self, state: GameState, events: Events, debtor: int, dues: list[Due]) -> None:
        poorhouse_or_waive(state, events, debtor, dues)
        of(state).players[debtor].poorhouse_steps = 0  # "finish_round" counts from entering it

    def end_reason(self, state: GameState) -> str:
        return circuit_end_reason(state)

    def stop_income(self, state: GameState, player: int, space: int) -> int:
        """The printed rent, fare or rate."""
        return state.board.spaces[space].rent

    def end_value(self, state: GameState, card: int) -> int:
        """A lot counts its price; a charter nothing."""
        return state.board.spaces[card].price if state.board.card_kind(card) == "lot" else 0

    def cash_reserve(self, state: GameState, player: int) -> int:
        return CASH_RESERVE

    def score(self, state: GameState, player: int) -> Score:
        """'Counting up': the value of the lots held, cash, and luxuries at $60 (US patent 748,626);
        bank notes still owed are taken off (our reading; option bank_notes_at_end="not_counted" is
        the patent's letter); loans between players count at what repaying costs now."""
        p = of(state).players[player]
        spaces = state.board.spaces
        lots = sum(spaces[s].price for s in state.holdings[player] if spaces[s].kind == "lot")
        notes = -sum(n.amount for n in state.notes.values() if n.owner == player)
        return Score(
            player,
            p.cash,
            (
                ("Lots", lots),
                ("Luxuries", LUXURY_VALUE * p.luxuries),
                ("Legacies", of(state).options.legacy_value * p.legacies),
                ("Loans", loan_balance(state, player)),
                ("Bank loans", notes if of(state).options.bank_notes_at_end == "deducted" else 0),
            ),
        )

    def land_titles(self, state: GameState, player: int, score: Score) -> int:
        """The lots at their price, as counted up."""
        return score.part("Lots")

    def redemption_price(self, state: GameState, note: Note) -> int:
        return note.amount

    card_count_words = "At the end a lot counts its price."

    def mortgage_words(self, state: GameState, cards: str, bank: str, loan: int, price: int) -> tuple[str, ...]:
        counted = (
            "Mortgaged lots still count their price at the end, but the loan is taken off your worth until repaid."
            if of(state).options.bank_notes_at_end == "deducted"
            else "Mortgaged lots still count their price at the end, and the loan is not taken off."
        )
        interest = (
            f"Each time you receive wages you pay {dollars(NOTE_INTEREST)} interest per $100 borrowed; "
            f"redeeming costs the loan ({dollars(price)})."
        )
        return f"Mortgaging {cards} brings you {dollars(loan)} from {bank}.", counted, interest

    def redeem_words(self, state: GameState, cards: str, bank: str, price: int) -> tuple[str, ...]:
        after = "the interest stops, and the loan no longer comes off your worth at the end."
        if of(state).options.bank_notes_at_end != "deducted":
            after = "the interest stops."
        return (f"Repaying {dollars(price)} to {bank} frees {cards}: {after}",)

    def in_hand(self, state: GameState, player: int) -> tuple[tuple[int, str], ...]:
        return ((of(state).players[player].legacies, "legacy ticket"),)

    def fingerprint_extra(self, state: GameState) -> list[Any]:
        return [
            [(p.legacies, p.arrived, p.poorhouse_steps) for p in of(state).players],
            state.railroad_box,
            of(state).arrivals,
            sorted((lo.id, lo.accrued) for lo in state.loans.values()),
        ]


EDITION = register(Patent1904())
