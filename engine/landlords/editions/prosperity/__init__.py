"""Prosperity: the game of the 1924 patent (US 1,509,312) as seed 004 gives it.

Seed 004 calls it the 1932 Adgame Prosperity, but its numbers are the 1924 patent's (dossier 5):
4 players with $500, an improvement tag and a No Trespassing sign each, 42 cards dealt 8 each,
the Chance Cube after doubles, railroad jumps, Real Estate offices, three taxes, and the first
player to hold $3,000 in cash wins. Gaps are closed as the dossier recommends (7.8, 7.28-7.35),
each a named option. Shared machinery: auctions (with the lander's first option), trades of any
card between players, paying what can be paid. There are no mortgages or loans in these rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ... import events as ev
from ...actions import Action, Roll, Steps, register_action, shared
from ...circuits import turn_limit_reason
from ...dealing import give_start_cash, shuffled
from ...describe import dollars, space_name, who, words
from ...edition import Check, Edition, EventWords, Handler, register
from ...events import (
    BoardShort,
    CardDrawn,
    CircuitCompleted,
    CubeThrown,
    Events,
    Fire,
    IdleBought,
    IdleSold,
    Moved,
    NoJump,
    Released,
    Rolled,
    SignPlaced,
    StaysInJail,
    TagBought,
    TagPlaced,
    TagTaken,
)
from ...flow import game_over
from ...market import start_card_auction
from ...money import pay, pay_what_can_be_paid, settle
from ...moves import destination, go_to_jail, throw
from ...rng import below
from ...scoring import Score
from ...state import MISC, TREASURY, AnyPhase, Due, EditionPhase, GameState, Phase
from . import holdings as hold
from .options import RULES, cube_faces
from .record import ProsperityPlayer, ProsperityState, of

WAGES = 400
EXACT_WAGES = 500
JAIL_FINE = 50
START_CASH = 500
JAIL_EXIT_THROW = 6
CARDS_EACH = 8
JUMP_REACH = 8
HOTEL_CHARGE = 25
HOTEL_THRESHOLD = 2000
CUBE_TAKE = 200
JUDGMENT = 200


class ProsperityPhase(EditionPhase):
    OFFICE = "office"  # at a Real Estate office: sell or buy Idle Land, or leave
    JUMP = "jump"  # after the railroad fare: jump up to 8 spaces either way, or stay


@register_action
@dataclass(frozen=True)
class Jump(Steps):
    """After a railroad fare, move up to 8 spaces either way (negative: back); 0 stays put."""

    kind: ClassVar[str] = "jump"


@register_action
@dataclass(frozen=True)
class SellIdle(Action):
    """At a Real Estate office: sell an Idle Land card to the board ($200; the Gold Mine $500)."""

    kind: ClassVar[str] = "sell_idle"
    card: int


@register_action
@dataclass(frozen=True)
class BuyIdle(Action):
    """At a Real Estate office: buy an Idle Land card from the board for $100, drawn blind."""

    kind: ClassVar[str] = "buy_idle"


@register_action
@dataclass(frozen=True)
class LeaveOffice(Action):
    kind: ClassVar[str] = "leave_office"


@register_action
@dataclass(frozen=True)
class PlaceSign(Action):
    """Put your No Trespassing sign on green land you hold: others who stop there go to Jail."""

    kind: ClassVar[str] = "place_sign"
    space: int


@register_action
@dataclass(frozen=True)
class BuyTag(Action):
    """Buy an improvement tag from the board for $300 (it goes into your hand)."""

    kind: ClassVar[str] = "buy_tag"


@register_action
@dataclass(frozen=True)
class PlaceTag(Action):
    """Put an improvement tag from your hand on green land you hold: +$100 rent, for good."""

    kind: ClassVar[str] = "place_tag"
    space: int


# --- setting up ----------------------------------------------------------------------------------


def board_pays(state: GameState, events: Events, player: int, amount: int, reason: str) -> None:
    """The board pays out. It never runs out (dossier 7.34), unless the players hold it to the money
    printed for the game (option ``money_supply="printed"``): then it pays what it has."""
    if state.options.money_supply == "printed":
        held = state.board.number("printed_money") + state.misc  # Miscellaneous keeps a signed balance
        if held < amount:
            events.append(BoardShort(player, amount - max(0, held)))
            amount = max(0, held)
    pay(state, events, MISC, player, amount, reason)


def setup(state: GameState) -> None:
    """$500, a tag and a sign each; the 42 cards shuffled and dealt one at a time until each player
    has 8, the rest to the For Sale pile; everyone on Wages; the highest throw starts."""
    give_start_cash(state, START_CASH)
    for p in of(state).players:
        p.tags = 1
        p.signs = 1
    pack = shuffled(state, state.board.cards)
    for k in range(CARDS_EACH * state.num_players):
        state.set_owner(pack[k], k % state.num_players)
    state.wages = WAGES
    watched = not state.options.cooperative and state.options.win_check == "transaction"
    of(state).cash_goal = state.options.win_cash if watched else 0
    state.first_player = state.current = highest_throw(state)
    state.phase = Phase.PRE_ROLL


def highest_throw(state: GameState) -> int:
    """Everyone throws; the tied highest throw again until one is highest."""
    seats = list(range(state.num_players))
    while len(seats) > 1:
        totals = {q: sum(throw(state)) for q in seats}
        best = max(totals.values())
        seats = [q for q in seats if totals[q] == best]
    return seats[0]


# --- moving --------------------------------------------------------------------------------------


def roll(state: GameState, events: Events, player: int) -> None:
    """Jail first: the $50 fine, then a throw of 6 or more to leave; a prisoner who cannot pay the
    whole fine stays without throwing (the rules ask for both). Otherwise move the throw. A double
    brings the Chance Cube once the move is settled."""
    p = of(state).players[player]
    if p.in_jail and (not p.fine_paid or state.options.jail_fine == "every_throw"):
        if p.cash < JAIL_FINE:
            p.jail_turns += 1
            events.append(StaysInJail(player, p.jail_turns))
            state.phase = Phase.POST_ROLL
            return
        p.fine_paid = True
        pay(state, events, player, MISC, JAIL_FINE, "jail fine")
    d1, d2 = throw(state)
    state.dice = (d1, d2)
    events.append(Rolled(player, (d1, d2)))
    total = d1 + d2
    if p.in_jail:
        if total < JAIL_EXIT_THROW:
            p.jail_turns += 1
            events.append(StaysInJail(player, p.jail_turns))
            state.phase = Phase.POST_ROLL
            return
        p.in_jail = False
        p.fine_paid = False
        p.jail_turns = 0
        events.append(Released(player, "throw"))
    of(state).cube_due = d1 == d2
    move(state, events, player, total)


def move(state: GameState, events: Events, player: int, steps: int, exact_bonus: bool = True, why: str = "") -> None:
    """Move and obey the space reached. Forward past Wages pays $400, onto it by exact count $500;
    going back past it pays nothing (dossier 7.29, 7.30)."""
    p = state.players[player]
    n = len(state.board)
    start = p.position
    state.move_from = start
    if steps > 0 and start + steps >= n:
        p.circuits += 1
        events.append(CircuitCompleted(player, p.circuits))
        exact = exact_bonus and (start + steps) % n == 0
        wages, reason = (EXACT_WAGES, "wages by exact count") if exact else (WAGES, "wages")
        board_pays(state, events, player, wages, reason)
    p.position = (start + steps) % n
    events.append(Moved(player, start, p.position, steps, why))
    land(state, events, player)


def land(state: GameState, events: Events, player: int) -> None:
    """Do what the space asks, then go on with the turn (``finish_move``)."""
    p = state.players[player]
    space = p.position
    info = state.board.spaces[space]
    kind = info.kind
    if info.ownable:
        owner = state.owner[space]
        if owner == -1:
            start_card_auction(state, events, space, player)
            return
        if kind == "lot" and of(state).signs[space] not in (-1, player):
            go_to_jail_here(state, events, player, f"No Trespassing on {info.name}")
        elif owner == player:
            board_pays(state, events, player, hold.space_charge(state, space), f"{info.name}: own rent from the board")
        else:
            # A railroad fare paid, the rider may jump (option railroad_jump): only then.
            jump = kind == "railroad" and state.options.railroad_jump
            then = ProsperityPhase.JUMP if jump else Phase.POST_ROLL
            settle(state, events, player, [Due(owner, hold.space_charge(state, space), f"{info.name}")], then=then)
            if jump:
                return
        finish_move(state, events, player)
        return
    if kind in ("property_tax", "land_tax", "improvement_tax"):
        settle(state, events, player, [Due(MISC, hold.tax(state, player, space), info.name)])
    elif kind == "trespass":
        go_to_jail_here(state, events, player, info.name)
    elif kind == "hotel":
        hotel(state, events, player)
        return
    elif kind == "office" and office_open(state, player):
        state.phase = ProsperityPhase.OFFICE
        return
    finish_move(state, events, player)


def go_to_jail_here(state: GameState, events: Events, player: int, why: str) -> None:
    go_to_jail(state, events, player, why)
    of(state).players[player].fine_paid = False


def hotel(state: GameState, events: Events, player: int) -> None:
    """La Swelle Hotel: $25 a day with $2,000 or more in cash; anyone poorer throws again and moves
    back that many spaces, obeying the space reached (dossier 7.30; option ``hotel_move_back``)."""
    p = state.players[player]
    if p.cash >= HOTEL_THRESHOLD:
        settle(state, events, player, [Due(MISC, HOTEL_CHARGE, "La Swelle Hotel")])
        finish_move(state, events, player)
        return
    d1, d2 = throw(state)
    events.append(Rolled(player, (d1, d2)))
    if state.options.hotel_move_back == "obey":
        move(state, events, player, -(d1 + d2), why="too poor for La Swelle Hotel")
        return
    start = p.position
    p.position = (start - d1 - d2) % len(state.board)
    events.append(Moved(player, start, p.position, -(d1 + d2), "too poor for La Swelle Hotel"))
    finish_move(state, events, player)


def office_open(state: GameState, player: int) -> bool:
    """Whether the player can do anything at a Real Estate office now."""
    can_sell = of(state).office != "bought" and bool(hold.idle_held(state, player))
    can_buy = (
        of(state).office != "sold"
        and state.players[player].cash >= hold.IDLE_LAND_PRICE
        and bool(hold.idle_on_pile(state))
    )
    return can_sell or can_buy


def finish_move(state: GameState, events: Events, player: int) -> None:
    """The move is settled: throw the Chance Cube if a double was thrown, then the turn is free."""
    state.phase = Phase.POST_ROLL
    if of(state).cube_due:
        of(state).cube_due = False
        chance_cube(state, events, player)


def chance_cube(state: GameState, events: Events, player: int) -> None:
    """The Chance Cube, faces 5 to 30 (seed 004; option ``cube`` lets the players change them)."""
    index, state.rng = below(state.rng, 6)
    state.random_mark = len(state.actions)
    effect = cube_faces(state.options)[index]
    events.append(CubeThrown(player, 5 * (index + 1), effect))
    p = of(state).players[player]
    if effect == "jail":
        go_to_jail_here(state, events, player, "caught robbing a hen-roost")
    elif effect == "take_200":
        board_pays(state, events, player, CUBE_TAKE, "caught robbing the public")
    elif effect == "draw_card":
        pile = [c for c in state.board.cards if state.owner[c] == -1]
        if pile:
            k, state.rng = below(state.rng, len(pile))
            state.set_owner(pile[k], player)
            events.append(CardDrawn(player, pile[k]))
    elif effect == "take_tag":
        if hold.tag_supply(state) > 0:
            p.tags += 1
            events.append(TagTaken(player))
    elif effect == "fire":
        space = hold.nearest_tag(state, player)
        if space != -1:
            of(state).tags[space] -= 1
            events.append(Fire(player, space))
    elif effect == "judgment":
        left = (player + 1) % state.num_players
        pay_what_can_be_paid(state, events, player, [Due(left, JUDGMENT, "a judgment")])


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


# --- words ---------------------------------------------------------------------------------------

CUBE_WORDS = {
    "jail": "caught robbing a hen-roost: go to Jail",
    "take_200": "caught robbing the public: take $200",
    "draw_card": "draw a card from the For Sale pile",
    "take_tag": "take an improvement tag",
    "fire": "loss by fire",
    "judgment": "a judgment: pay $200 to the next player",
    "nothing": "nothing happens",
}
EVENT_WORDS: EventWords = dict(
    [
        words(
            ev.CubeThrown, lambda s, e: f"{who(s, e.player)} throws the Chance Cube: {e.face}, {CUBE_WORDS[e.effect]}."
        ),
        words(ev.CardDrawn, lambda s, e: f"{who(s, e.player)} draws {space_name(s, e.card)} from the For Sale pile."),
        words(ev.TagTaken, lambda s, e: f"{who(s, e.player)} takes an improvement tag from the board."),
        words(ev.Fire, lambda s, e: f"Fire! {who(s, e.player)} loses an improvement tag on {space_name(s, e.space)}."),
        words(ev.NoJump, lambda s, e: f"{who(s, e.player)} stays at the railroad."),
        words(ev.IdleSold, lambda s, e: f"{who(s, e.player)} sells {space_name(s, e.card)} to the board."),
        words(ev.IdleBought, lambda s, e: f"{who(s, e.player)} buys {space_name(s, e.card)} from the board."),
        words(
            ev.SignPlaced, lambda s, e: f"{who(s, e.player)} puts up a No Trespassing sign on {space_name(s, e.space)}."
        ),
        words(ev.TagBought, lambda s, e: f"{who(s, e.player)} buys an improvement tag."),
        words(
            ev.BoardShort,
            lambda s, e: f"The board has run out of money: {who(s, e.player)} goes without {dollars(e.amount)}.",
        ),
        words(ev.TagPlaced, lambda s, e: f"{who(s, e.player)} improves {space_name(s, e.space)}."),
    ]
)
PROMPTS: dict[AnyPhase, str] = {
    ProsperityPhase.JUMP: "{name} paid the railroad fare and may now jump up to 8 spaces either way, or stay.",
    ProsperityPhase.OFFICE: (
        "{name} is at a Real Estate office: the Idle Land deals open now are below (selling and buying do not "
        "mix in one visit)."
    ),
}


def label(state: GameState, a: Action) -> str | None:
    """Button labels of this edition's own choices."""
    if isinstance(a, Jump):
        if a.steps == 0:
            return "Stay at the railroad"
        target = destination(state, a)
        return f"Jump {'back ' if a.steps < 0 else ''}{abs(a.steps)} to {space_name(state, target)}"
    if isinstance(a, SellIdle):
        return f"Sell {space_name(state, a.card)} for {dollars(state.board.prices[a.card])}"
    if isinstance(a, PlaceSign):
        return f"Put your No Trespassing sign on {space_name(state, a.space)}"
    if isinstance(a, PlaceTag):
        return f"Put an improvement tag on {space_name(state, a.space)}"
    if isinstance(a, BuyIdle):
        return f"Buy Idle Land ({dollars(hold.IDLE_LAND_PRICE)}, drawn blind)"
    if isinstance(a, LeaveOffice):
        return "Leave the office"
    if isinstance(a, BuyTag):
        return f"Buy an improvement tag ({dollars(hold.TAG_PRICE)})"
    return None


#: Cash a player gains in a trip round the board, roughly (the $400 wages, less costs).
GAIN_PER_CIRCUIT = 400
#: Cash a careful player keeps: rents reach $100-200, fares $200, taxes more.
CASH_RESERVE = 150


class Prosperity(Edition):
    state_class = ProsperityState
    player_class = ProsperityPlayer
    name = "prosperity"
    title = "Prosperity (1924 patent game)"
    rank = 2
    rules = RULES
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
    counting_note = "Only cash counts."

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
        player = of(state).players[p]
        acts: list[Action] = []
        mine = [s for s in state.board.indices_of("lot") if state.owner[s] == p]
        if player.signs:
            acts.extend(PlaceSign(p, s) for s in mine if of(state).signs[s] == -1)
        if player.cash >= hold.TAG_PRICE and hold.tag_supply(state) > 0:
            acts.append(BuyTag(p))
        if player.tags:
            acts.extend(PlaceTag(p, s) for s in mine)
        return acts

    def phase_actions(self, state: GameState, p: int) -> list[Action]:
        if state.phase == ProsperityPhase.JUMP:
            return [Jump(p, k) for k in range(-JUMP_REACH, JUMP_REACH + 1)]
        assert state.phase == ProsperityPhase.OFFICE
        acts: list[Action] = []
        if of(state).office != "bought":
            acts.extend(SellIdle(p, c) for c in hold.idle_held(state, p))
        if of(state).office != "sold" and state.players[p].cash >= hold.IDLE_LAND_PRICE and hold.idle_on_pile(state):
            acts.append(BuyIdle(p))
        acts.append(LeaveOffice(p))
        return acts

    def start_turn(self, state: GameState, events: Events) -> None:
        of(state).office = ""

    def after_card_auction(self, state: GameState, events: Events, lander: int, space: int) -> None:
        """The sale settles the stop: no rent is owed for it (our reading of seed 004)."""
        finish_move(state, events, lander)

    def auction_minimum(self, state: GameState, space: int) -> int:
        floor: int = state.options.auction_floor
        return floor

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
        everyone wins when the poorest has doubled the starting cash (dossier 7.35)."""
        if state.champion >= 0:
            name = state.players[state.champion].name
            game_over(state, events, f"{name} has ${state.options.win_cash:,} in cash")
        elif state.options.cooperative and min(p.cash for p in state.players) >= 2 * START_CASH:
            game_over(state, events, "the poorest player has doubled his starting cash")

    def end_reason(self, state: GameState) -> str:
        if state.options.win_check == "turn_end" and not state.options.cooperative:
            rich = [p for p in state.players if p.cash >= state.options.win_cash]
            if rich:
                return f"{max(rich, key=lambda p: p.cash).name} has ${state.options.win_cash:,} in cash"
        return turn_limit_reason(state)

    def score(self, state: GameState, player: int) -> Score:
        """Cash is all that counts."""
        return Score(player, state.players[player].cash)

    own_stops_pay = True

    def circuits_left(self, state: GameState) -> float:
        """Until someone holds the winning cash, roughly (at most eight trips)."""
        richest = max(p.cash for p in state.players)
        goal: int = state.options.win_cash
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
        if state.options.cooperative and min(p.cash for p in state.players) >= 2 * START_CASH:
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
