"""Prosperity: the game of the 1924 patent (US 1,509,312) as seed 004 gives it.

Seed 004 calls it the 1932 Adgame Prosperity, but its numbers are the 1924 patent's (dossier 5):
4 players with $500, an improvement tag and a No Trespassing sign each, 42 cards dealt 8 each,
the Chance Cube after doubles, railroad jumps, Real Estate offices, three taxes, and the first
player to hold $3,000 in cash wins. Gaps are closed as the dossier recommends (7.8, 7.28-7.35),
each a named option. Shared machinery: auctions (with the lander's first option), trades of any
card between players, paying what can be paid. There are no mortgages or loans in these rules.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ...actions import Action, Roll, numbered, shared
from ...circuits import turn_limit_reason
from ...edition import Check, Edition, Handler, register
from ...events import (
    Events,
    IdleBought,
    IdleSold,
    NoJump,
    SignPlaced,
    TagBought,
    TagPlaced,
)
from ...flow import game_over
from ...money import pay, pay_what_can_be_paid
from ...rng import below
from ...scoring import Score
from ...state import MISC, TREASURY, AnyPhase, Due, GameState
from . import holdings as hold
from .actions import BuyIdle, BuyTag, Jump, LeaveOffice, PlaceSign, PlaceTag, ProsperityPhase, SellIdle
from .options import RULES, ProsperityOptions
from .record import ProsperityPlayer, ProsperityState, of
from .turn import (
    EXACT_WAGES,
    HOTEL_CHARGE,
    HOTEL_THRESHOLD,
    JAIL_FINE,
    JUMP_REACH,
    START_CASH,
    board_pays,
    finish_move,
    move,
    office_open,
    roll,
    setup,
)
from .words import EVENT_WORDS, PREVIEWS, PROMPTS, WATCHED, label

# --- checks and handlers -------------------------------------------------------------------------


def check_jump(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Jump)
    return None if -JUMP_REACH <= a.steps <= JUMP_REACH else f"a jump reaches at most {JUMP_REACH} spaces"


def check_sell_idle(state: GameState, a: Action) -> str | None:
    assert isinstance(a, SellIdle)
    if of(state).office == "bought":
        return "you cannot buy and sell Idle Land in the same turn"
    if a.card not in hold.idle_cards(state) or state.owner[a.card] != a.player:
        return "sell only Idle Land cards you hold"
    return None


def check_buy_idle(state: GameState, a: Action) -> str | None:
    if of(state).office == "sold":
        return "you cannot buy and sell Idle Land in the same turn"
    if not hold.idle_on_pile(state):
        return "the board has no Idle Land left"
    if state.players[a.player].cash < hold.IDLE_LAND_PRICE:
        return f"Idle Land costs ${hold.IDLE_LAND_PRICE}"
    return None


def check_place_sign(state: GameState, a: Action) -> str | None:
    assert isinstance(a, PlaceSign)
    return hold.sign_problem(state, a.player, a.space)


def check_buy_tag(state: GameState, a: Action) -> str | None:
    if hold.tag_supply(state) < 1:
        return "the board has no improvement tags left"
    if state.players[a.player].cash < hold.TAG_PRICE:
        return f"an improvement tag costs ${hold.TAG_PRICE}"
    return None


def check_place_tag(state: GameState, a: Action) -> str | None:
    assert isinstance(a, PlaceTag)
    return hold.tag_problem(state, a.player, a.space)


def do_roll(state: GameState, events: Events, a: Action) -> None:
    roll(state, events, a.player)


def do_jump(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Jump)
    if a.steps == 0:
        events.append(NoJump(a.player))
        finish_move(state, events, a.player)
    else:
        move(state, events, a.player, a.steps, exact_bonus=False, why="a railroad jump")


def do_sell_idle(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, SellIdle)
    of(state).office = "sold"
    state.set_owner(a.card, -1)
    events.append(IdleSold(a.player, a.card))
    board_pays(state, events, a.player, state.board.card_price(a.card), "Idle Land sold to the board")
    leave_office_if_done(state, events, a.player)


def do_buy_idle(state: GameState, events: Events, a: Action) -> None:
    """Drawn blind when the Gold Mine is among the board's Idle Land; otherwise any card will do."""
    of(state).office = "bought"
    pile = hold.idle_on_pile(state)
    card = pile[0]
    if hold.gold_mine(state) in pile:
        k, state.rng = below(state.rng, len(pile))
        state.random_mark = len(state.actions)
        card = pile[k]
    state.set_owner(card, a.player)
    events.append(IdleBought(a.player, card))
    pay(state, events, a.player, MISC, hold.IDLE_LAND_PRICE, "Idle Land bought from the board")
    leave_office_if_done(state, events, a.player)


def leave_office_if_done(state: GameState, events: Events, player: int) -> None:
    if not office_open(state, player):
        finish_move(state, events, player)


def do_leave_office(state: GameState, events: Events, a: Action) -> None:
    finish_move(state, events, a.player)


def do_place_sign(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, PlaceSign)
    of(state).players[a.player].signs -= 1
    of(state).signs[a.space] = a.player
    events.append(SignPlaced(a.player, a.space))


def do_buy_tag(state: GameState, events: Events, a: Action) -> None:
    of(state).players[a.player].tags += 1
    events.append(TagBought(a.player))
    pay(state, events, a.player, MISC, hold.TAG_PRICE, "improvement tag")


def do_place_tag(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, PlaceTag)
    of(state).players[a.player].tags -= 1
    of(state).tags[a.space] += 1
    events.append(TagPlaced(a.player, a.space))


#: Cash a player gains in a trip round the board, roughly (the $400 wages, less costs).
GAIN_PER_CIRCUIT = 400
#: Cash a careful player keeps: rents reach $100-200, fares $200, taxes more.
CASH_RESERVE = 150


class Prosperity(Edition):
    state_class = ProsperityState
    player_class = ProsperityPlayer
    name = "prosperity"
    title = "Prosperity (1924 patent game)"
    short_title = "Prosperity"
    #: The 1932 legend: railroads are red-bordered corners (not the 1906 pink), stars round No
    #: Trespassing, a three-colour Wages corner.
    board_colours: ClassVar[dict[str, tuple[str, str, str]]] = {"railroad": ("#ecd6c8", "#b0271f", "Railroad")}
    board_borders: ClassVar[dict[str, frozenset[str]]] = {
        "starred": frozenset({"trespass"}),
        "banded": frozenset({"railroad"}),
        "tricolour": frozenset({"start"}),
    }
    rank = 2
    rules = RULES
    options_class = ProsperityOptions
    previews = PREVIEWS
    phases: ClassVar[dict[AnyPhase, frozenset[str]]] = {
        ProsperityPhase.JUMP: frozenset({"jump"}),
        ProsperityPhase.OFFICE: frozenset({"sell_idle", "buy_idle", "leave_office"}),
    }
    free_kinds = frozenset({"place_sign", "buy_tag", "place_tag"})
    bank_loans = False
    player_loans = False
    purchase_account = MISC
    accounts: ClassVar[dict[int, str]] = {MISC: "the board", TREASURY: "the Public Treasury"}
    #: What each central account is for: the board takes and pays every sum the bank would; the
    #: Treasury is printed on the board, but no readable source gives it a use (our reading).
    account_notes: ClassVar[dict[int, str]] = {
        MISC: "wages, rents, taxes, fines, sales",
        TREASURY: "not used in play",
    }
    event_words = EVENT_WORDS
    prompts = PROMPTS
    watched = WATCHED
    #: What the count holds, said under the final count.
    counting_notes: ClassVar[dict[str, str]] = {
        "Cash": "Only cash counts: the first player to hold {win_cash} wins (US patent 1,509,312); the "
        "table shows everyone's cash as the game ended."
    }

    def action_label(self, state: GameState, action: Action) -> str | None:
        return label(state, action)

    checks: ClassVar[dict[str, Check]] = {
        "jump": check_jump,
        "sell_idle": check_sell_idle,
        "buy_idle": check_buy_idle,
        "place_sign": check_place_sign,
        "buy_tag": check_buy_tag,
        "place_tag": check_place_tag,
    }
    handlers: ClassVar[dict[str, Handler]] = {
        "roll": do_roll,
        "jump": do_jump,
        "sell_idle": do_sell_idle,
        "buy_idle": do_buy_idle,
        "leave_office": do_leave_office,
        "place_sign": do_place_sign,
        "buy_tag": do_buy_tag,
        "place_tag": do_place_tag,
    }

    def setup(self, state: GameState) -> None:
        setup(state)

    def pre_roll_actions(self, state: GameState, p: int) -> list[Action]:
        return [shared(Roll, p)]

    def free_actions(self, state: GameState, p: int) -> list[Action]:
        """Signs and tags to place on one's lots, a tag to buy (listed before every decision of
        the turn: the lots come from the player's holdings, the actions from shared tables)."""
        game = of(state)
        player = game.players[p]
        acts: list[Action] = []
        spaces = state.board.spaces
        n = len(spaces)
        mine = (
            [s for s in state.holdings[p] if s < n and spaces[s].kind == "lot"] if player.signs or player.tags else []
        )
        if player.signs:
            signs = numbered(PlaceSign, p, n)
            acts.extend(signs[s] for s in mine if game.signs[s] == -1)
        if player.cash >= hold.TAG_PRICE and hold.tag_supply(state) > 0:
            acts.append(shared(BuyTag, p))
        if player.tags:
            tags = numbered(PlaceTag, p, n)
            acts.extend(tags[s] for s in mine)
        return acts

    def phase_actions(self, state: GameState, p: int) -> list[Action]:
        if state.phase == ProsperityPhase.JUMP:
            return [shared(Jump, p, k) for k in range(-JUMP_REACH, JUMP_REACH + 1)]
        assert state.phase == ProsperityPhase.OFFICE
        acts: list[Action] = []
        if of(state).office != "bought":
            acts.extend(shared(SellIdle, p, c) for c in hold.idle_held(state, p))
        if of(state).office != "sold" and state.players[p].cash >= hold.IDLE_LAND_PRICE and hold.idle_on_pile(state):
            acts.append(shared(BuyIdle, p))
        acts.append(shared(LeaveOffice, p))
        return acts

    def start_turn(self, state: GameState, events: Events) -> None:
        of(state).office = ""

    def after_card_auction(self, state: GameState, events: Events, lander: int, space: int) -> None:
        """The sale settles the stop: no rent is owed for it (our reading of seed 004)."""
        finish_move(state, events, lander)

    def auction_minimum(self, state: GameState, space: int) -> int:
        return of(state).options.auction_floor

    def lander_option(self, state: GameState) -> bool:
        return True

    def landing_cost(self, state: GameState, player: int, space: int) -> int:
        """Net cash the stop costs (negative where the space pays the player)."""
        info = state.board.spaces[space]
        if info.ownable:
            owner = state.owner[space]
            if owner == -1:
                return 0
            if info.kind == "lot" and of(state).signs[space] not in (-1, player):
                return JAIL_FINE
            charge = hold.space_charge(state, space)
            return -charge if owner == player else charge
        if info.kind in ("property_tax", "land_tax", "improvement_tax"):
            return hold.tax(state, player, space)
        if info.kind == "trespass":
            return JAIL_FINE
        if info.kind == "hotel":
            return HOTEL_CHARGE if state.players[player].cash >= HOTEL_THRESHOLD else 0
        if info.kind == "start":
            return -EXACT_WAGES
        return 0

    def insolvent(self, state: GameState, events: Events, debtor: int, dues: list[Due]) -> None:
        """No mortgages, loans or Poor House in these rules: pay what cash allows; the rest is
        waived (our rule)."""
        pay_what_can_be_paid(state, events, debtor, dues)

    def after_action(self, state: GameState, events: Events) -> None:
        """The first to hold the winning cash wins at once (dossier 7.33); in the cooperative game,
        everyone wins when the poorest has doubled the starting cash (dossier 7.35). A game with a
        cash goal watched (``state.cash_goal``, set up from the options) is not cooperative, so the
        options are asked only in a game without one."""
        if state.champion >= 0:
            name = state.players[state.champion].name
            game_over(state, events, f"{name} has ${state.cash_goal:,} in cash")
        elif (
            not state.cash_goal
            and of(state).options.cooperative
            and min(p.cash for p in state.players) >= 2 * START_CASH
        ):
            game_over(state, events, "the poorest player has doubled his starting cash")

    def end_reason(self, state: GameState) -> str:
        if not state.cash_goal:  # not watched after every action: checked here, or cooperative
            options = of(state).options
            if options.win_check == "turn_end" and not options.cooperative:
                rich = [p for p in state.players if p.cash >= options.win_cash]
                if rich:
                    return f"{max(rich, key=lambda p: p.cash).name} has ${options.win_cash:,} in cash"
        return turn_limit_reason(state)

    def score(self, state: GameState, player: int) -> Score:
        """Cash is all that counts."""
        return Score(player, state.players[player].cash)

    own_stops_pay = True

    def circuits_left(self, state: GameState) -> float:
        """Until someone holds the winning cash, roughly (at most eight trips)."""
        richest = max(p.cash for p in state.players)
        goal = state.cash_goal or of(state).options.win_cash  # the goal is win_cash, watched or not
        return min(8.0, max(0.5, (goal - richest) / GAIN_PER_CIRCUIT))

    def stop_income(self, state: GameState, player: int, space: int) -> int:
        """The rent, rate or fare ``player`` would collect there (a set of three doubles it)."""
        kind = state.board.spaces[space].kind
        if kind == "lot":
            return hold.lot_rent(state, space)
        if kind in ("utility", "railroad"):
            held = hold.held(state, player, kind) + (0 if state.owner[space] == player else 1)
            single = hold.UTILITY_RATE if kind == "utility" else hold.RAILROAD_FARE
            return single * (2 if held == 3 else 1)
        return 0

    def end_value(self, state: GameState, card: int) -> int:
        """Idle Land and the Gold Mine only: the office buys everything else back at the end."""
        return state.board.prices[card] if state.board.card_kind(card) in ("idle", "gold_mine") else 0

    def cash_reserve(self, state: GameState, player: int) -> int:
        return CASH_RESERVE

    def winners(self, state: GameState) -> list[int]:
        if state.champion >= 0:
            return [state.champion]
        if of(state).options.cooperative and min(p.cash for p in state.players) >= 2 * START_CASH:
            return list(range(state.num_players))
        return super().winners(state)

    def sign_and_tags(self, state: GameState, space: int) -> tuple[int, int]:
        record = of(state)
        return record.signs[space], record.tags[space]

    def in_hand(self, state: GameState, player: int) -> tuple[tuple[int, str], ...]:
        p = of(state).players[player]
        return (p.tags, "improvement tag in hand"), (p.signs, "No Trespassing sign in hand")

    def card_changed_hands(self, state: GameState, space: int, to: int) -> None:
        """Improvement tags stand on the space and go with the card; a No Trespassing sign goes
        back to its owner's hand."""
        record = of(state)
        sign = record.signs[space]
        if sign != -1 and sign != to:
            record.signs[space] = -1
            record.players[sign].signs += 1

    def fingerprint_extra(self, state: GameState) -> list[Any]:
        return [
            [(p.tags, p.signs, p.fine_paid) for p in of(state).players],
            of(state).tags,
            of(state).signs,
            of(state).office,
            of(state).cube_due,
            state.champion,
        ]


EDITION = register(Prosperity())

#: What other modules import from this package: the edition, its decisions and its phases.
__all__ = [
    "EDITION",
    "BuyIdle",
    "BuyTag",
    "Jump",
    "LeaveOffice",
    "PlaceSign",
    "PlaceTag",
    "Prosperity",
    "ProsperityPhase",
    "SellIdle",
]
