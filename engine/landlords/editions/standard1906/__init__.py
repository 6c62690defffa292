"""The 1906 Economic Game Company edition and its Single Tax rules.

Seed 000 (standard game, Single Tax, optional rules) and seed 002 (Single Tax), on the 1906 board.
The throw, the move and the landing are in ``turn``; Single Tax in ``singletax``; rents, fares and
prices in ``rents``; what this module adds is the edition's setup, its decisions, its hooks and its
end.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain
from typing import ClassVar

from ...actions import Action, Build, ChooseOpportunity, Move, PayFine, Roll, Stay, numbered, shared
from ...circuits import circuit_end_reason
from ...dealing import deal_round, give_start_cash, random_first_player, shuffled
from ...edition import Check, Edition, Handler, register
from ...events import Events, PublicProgress
from ...flow import game_over
from ...money import poorhouse_or_waive, raisable
from ...moves import JAIL_FINE, check_move, check_pay_fine
from ...scoring import Score, loan_balance
from ...state import MISC, TREASURY, AnyPhase, Auction, Due, GameState, Phase
from . import houses, turn, words, worth
from .options import RULES, Options1906
from .record import Standard1906Player, Standard1906State, of
from .rents import HOUSE_PRICE, HOUSE_RENT, landing_cost
from .singletax import (
    after_treasury_credit,
    goal_reason,
    mortgage_refused,
    public_progress,
    shared_goal_reached,
    switch_to_single_tax,
)
from .singletax import motion_problem as single_tax_problem
from .worth import CARD_VALUE

AVERAGE_HAND_CASH = 75
START_CASH = {2: 600, 3: 500, 4: 400}
DEAL_COUNTS = {"12": 12, "24": 24}
# Bound once: CPython 3.11 reads an Enum's members through EnumType.__getattr__ (see landlords.phases).
CHOOSE_MOVE = Phase.CHOOSE_MOVE


def setup(state: GameState) -> None:
    """Cash by player count, a random first player, the opening deal (seed 000 III)."""
    options = of(state).options
    random_first_player(state)
    if options.deal == "average_hands":
        hands = state.board.average_hands
        give_start_cash(state, AVERAGE_HAND_CASH)
        for p in range(state.num_players):
            for s in hands[p % len(hands)]:
                state.set_owner(s, p)
        state.phase = Phase.PRE_ROLL
        return
    give_start_cash(state, START_CASH[state.num_players])
    if options.deal == "none":
        state.phase = Phase.PRE_ROLL
        return
    deal_round(state, shuffled(state, state.board.ownable), DEAL_COUNTS[options.deal])
    state.setup_turn = 0
    state.phase = Phase.SETUP


def shared_goal_ends(state: GameState) -> bool:
    """The shared goal is this game's object under the Single Tax, and the public has reached it."""
    return of(state).options.single_tax_object == "shared" and shared_goal_reached(state)


def jail_fine_due(state: GameState, p: int) -> bool:
    """After three missed turns the fine must be paid, if it can be raised (1906 rule 6)."""
    player = state.players[p]
    return (
        player.in_jail
        and player.jail_turns >= 3
        and of(state).options.jail_three_turns
        and player.cash + raisable(state, p) >= JAIL_FINE
    )


def count_up(state: GameState, player: int) -> Score:
    """Cash, plus $100 for each card and house (seed 000 I and IV-F); mortgaged cards count
    nothing (seed 000 IV-D); under Single Tax lot Title Deeds are worthless (1906 Single Tax rules);
    the Professor card counts $100."""
    cards = 0
    spaces = state.board.spaces
    for s in state.holdings[player]:
        if state.mortgaged[s] == -1 and not (state.single_tax and spaces[s].kind == "lot"):
            cards += 1
    houses = list(chain.from_iterable(state.houses)).count(player)  # every house's owner, counted in C
    p = state.players[player]
    return Score(
        player,
        p.cash,
        (
            ("Cards", CARD_VALUE * cards),
            ("Houses", CARD_VALUE * houses),
            ("Luxuries", CARD_VALUE * p.luxuries),
            ("Professors", CARD_VALUE * p.professors),
            ("Loans", loan_balance(state, player)),
        ),
    )


# --- checks --------------------------------------------------------------------------------------


def check_roll(state: GameState, a: Action) -> str | None:
    return "after three turns in Jail the fine must be paid" if jail_fine_due(state, a.player) else None


def check_stay(state: GameState, a: Action) -> str | None:
    return None if 0 in state.move_choices else "you may decline only a move onto Speculation"


def check_build(state: GameState, a: Action) -> str | None:
    assert isinstance(a, Build)
    return houses.build_problem(state, a.player, a.space)


def check_opportunity(state: GameState, a: Action) -> str | None:
    assert isinstance(a, ChooseOpportunity)
    return None if a.opportunity in state.move_choices else "that Natural Opportunity is not behind your throw"


# --- handlers ------------------------------------------------------------------------------------


def do_roll(state: GameState, events: Events, a: Action) -> None:
    turn.roll(state, events, a.player)


def do_pay_fine(state: GameState, events: Events, a: Action) -> None:
    turn.pay_fine(state, events, a.player, then=Phase.PRE_ROLL)


def do_move(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Move)
    turn.perform_move(state, events, a.player, a.steps)


def do_stay(state: GameState, events: Events, a: Action) -> None:
    turn.perform_move(state, events, a.player, 0)


def do_build(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, Build)
    if houses.open_to_bids(state, a.space):
        houses.start_build_auction(state, events, a.space, a.player)
    else:
        houses.build_house(state, events, a.player, a.space)


def do_opportunity(state: GameState, events: Events, a: Action) -> None:
    assert isinstance(a, ChooseOpportunity)
    turn.choose_opportunity(state, events, a.player, a.opportunity)


class Standard1906(Edition):
    state_class = Standard1906State
    player_class = Standard1906Player
    name = "1906"
    title = "The Landlord's Game (1906)"
    short_title = "1906"
    rank = 0
    rules = RULES
    options_class = Options1906
    phases: ClassVar[dict[AnyPhase, frozenset[str]]] = {
        Phase.CHOOSE_MOVE: frozenset({"move", "stay"}),
        Phase.OPPORTUNITY: frozenset({"choose_opportunity"}),
    }
    pre_roll_kinds = frozenset({"roll", "pay_fine"})
    free_kinds = frozenset({"build"})
    railroad_trust = True
    house_price, house_rent, house_value = HOUSE_PRICE, HOUSE_RENT, CARD_VALUE
    accounts: ClassVar[dict[int, str]] = {TREASURY: "Public Treasury", MISC: "Miscellaneous"}
    #: What each central account holds, in the 1906 rulebook's words.
    account_notes: ClassVar[dict[int, str]] = {
        TREASURY: "sale prices, taxes, fines",
        MISC: "wages, prizes, unused money",
    }
    counting_notes = words.COUNTING_NOTES
    event_words = words.EVENT_WORDS
    motion_names = words.MOTION_NAMES
    motion_notes = words.MOTION_NOTES
    motion_words = words.MOTION_CONSEQUENCES
    no_vote_words = words.NO_VOTE_WORDS
    previews = words.PREVIEWS

    def action_label(self, state: GameState, action: Action) -> str | None:
        return words.label(state, action)

    def mortgage_words(self, state: GameState, cards: str, bank: str, loan: int, price: int) -> tuple[str, ...]:
        return words.mortgage_words(cards, bank, loan, price)

    def redeem_words(self, state: GameState, cards: str, bank: str, price: int) -> tuple[str, ...]:
        return words.redeem_words(cards, bank, price)

    def auction_words(self, state: GameState, purpose: str, space: int) -> str:
        return words.build_right(state, space)

    def trust_words(self, state: GameState, a: int, b: int) -> tuple[str, str]:
        return words.trust_words(state, a, b)

    checks: ClassVar[dict[str, Check]] = {
        "roll": check_roll,
        "pay_fine": check_pay_fine,
        "move": check_move,
        "stay": check_stay,
        "build": check_build,
        "choose_opportunity": check_opportunity,
    }
    handlers: ClassVar[dict[str, Handler]] = {
        "roll": do_roll,
        "pay_fine": do_pay_fine,
        "move": do_move,
        "stay": do_stay,
        "build": do_build,
        "choose_opportunity": do_opportunity,
    }

    def setup(self, state: GameState) -> None:
        setup(state)

    def pre_roll_actions(self, state: GameState, p: int) -> list[Action]:
        player = state.players[p]
        acts: list[Action] = []
        if player.in_jail and player.cash + raisable(state, p) >= JAIL_FINE:
            acts.append(shared(PayFine, p))
        if not (player.in_jail and jail_fine_due(state, p)):
            acts.append(shared(Roll, p))
        return acts

    def free_actions(self, state: GameState, p: int) -> list[Action]:
        """Houses one may build (``build_problem``'s rules, written out for the lots in question:
        the list is made before every decision of the turn)."""
        if state.players[p].cash < HOUSE_PRICE:
            return []
        spaces, built, limit = state.board.spaces, state.houses, houses.house_limit(state)
        if state.single_tax:
            candidates: Iterable[int] = state.board.indices_of("lot")
        else:
            candidates = (s for s in state.holdings[p] if spaces[s].kind == "lot")
        builds = numbered(Build, p, len(spaces))
        return [builds[s] for s in candidates if len(built[s]) < limit]

    def phase_actions(self, state: GameState, p: int) -> list[Action]:
        if state.phase == CHOOSE_MOVE:
            return [shared(Stay, p) if c == 0 else shared(Move, p, c) for c in state.move_choices]
        assert state.phase == Phase.OPPORTUNITY
        return [shared(ChooseOpportunity, p, i) for i in state.move_choices]

    def motions(self, state: GameState, p: int) -> list[str]:
        out = [] if single_tax_problem(state) else ["single_tax"]
        if not of(state).end_at_next_double:
            out.append("end_game")
        return out

    def motion_problem(self, state: GameState, motion: str) -> str | None:
        if motion == "single_tax":
            return single_tax_problem(state)
        if motion == "end_game":  # under any end rule: the players may agree to stop (seed 000, note 2)
            return "the game already ends at the next double" if of(state).end_at_next_double else None
        return "unknown motion"

    def motion_carried(self, state: GameState, events: Events, motion: str) -> None:
        if motion == "single_tax":
            switch_to_single_tax(state, events)
        else:
            of(state).end_at_next_double = True

    card_count_words = "At the end a card counts $100, whatever its price."

    def trade_words(self, state: GameState) -> str:
        under_single_tax = "; lot Title Deeds count nothing under the Single Tax." if state.single_tax else "."
        return "At the end every card counts $100, whatever its price" + under_single_tax

    def start_turn(self, state: GameState, events: Events) -> None:
        record = of(state)
        record.left_opportunity = False
        record.stopped_on = -1
        at = record.options.single_tax_at_turn
        if at and state.turn >= at and not state.single_tax:
            switch_to_single_tax(state, events)

    def treasury_credited(self, state: GameState, events: Events) -> None:
        after_treasury_credit(state, events)

    def after_card_auction(self, state: GameState, events: Events, lander: int, space: int) -> None:
        turn.after_card_auction(state, events, lander, space)

    def bid_budget(self, state: GameState, auction: Auction, player: int) -> int:
        return houses.bid_budget(state, auction, player)

    def bid_budget_words(self, state: GameState, auction: Auction, player: int) -> str | None:
        return words.bid_budget_words(state, auction, player)

    def auction_won(self, state: GameState, events: Events, auction: Auction) -> None:
        houses.build_right_won(state, events, auction)

    def lander_option(self, state: GameState) -> bool:
        return of(state).options.lander_first_option

    def landing_cost(self, state: GameState, player: int, space: int) -> int:
        return landing_cost(state, player, space)

    def insolvent(self, state: GameState, events: Events, debtor: int, dues: list[Due]) -> None:
        poorhouse_or_waive(state, events, debtor, dues)

    def after_action(self, state: GameState, events: Events) -> None:
        """Under the Single Tax the game ends the moment the public reaches the shared goal (seed
        002, 'Winning'), unless the players keep the 1906 count as the object."""
        if state.single_tax and shared_goal_ends(state):
            game_over(state, events, goal_reason(state))

    def end_reason(self, state: GameState) -> str:
        return circuit_end_reason(state)

    def winners(self, state: GameState) -> list[int]:
        """Under the Single Tax with the shared goal: everyone once it is reached, and nobody if the
        game's ordinary end came first (no individual winner, seed 002); else the highest count."""
        if state.single_tax and of(state).options.single_tax_object == "shared":
            return list(range(state.num_players)) if shared_goal_reached(state) else []
        return super().winners(state)

    def public_progress(self, state: GameState) -> PublicProgress | None:
        return public_progress(state)

    def score(self, state: GameState, player: int) -> Score:
        return count_up(state, player)

    def mortgage_refused(self, state: GameState, spaces: tuple[int, ...]) -> str | None:
        return mortgage_refused(state, spaces)

    def counting_words(self, state: GameState, columns: tuple[str, ...]) -> tuple[str, ...]:
        """Each column's note, and under the Single Tax what it took out of the count (and, with the
        shared goal as the object, that the count ranks nobody)."""
        notes = super().counting_words(state, columns)
        if not state.single_tax:
            return notes
        if of(state).options.single_tax_object == "shared":
            return (*notes, words.SINGLE_TAX_COUNTED, words.SHARED_GOAL_COUNTED)
        return (*notes, words.SINGLE_TAX_COUNTED)

    def land_titles(self, state: GameState, player: int, score: Score) -> int:
        """$100 a lot's Title Deed not mortgaged; nothing under the Single Tax."""
        if state.single_tax:
            return 0
        spaces = state.board.spaces
        return CARD_VALUE * sum(
            1 for s in state.holdings[player] if spaces[s].kind == "lot" and state.mortgaged[s] == -1
        )

    def stop_income(self, state: GameState, player: int, space: int) -> int:
        return worth.stop_income(state, player, space)

    def set_income(self, state: GameState, player: int, space: int) -> int:
        return worth.set_income(state, player, space)

    def end_value(self, state: GameState, card: int) -> int:
        return worth.end_value(state, card)

    def cash_reserve(self, state: GameState, player: int) -> int:
        return worth.cash_reserve(state, player)


EDITION = register(Standard1906())
