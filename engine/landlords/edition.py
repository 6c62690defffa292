"""Editions: one object per game owns what differs between the games Magie designed.

An edition sets the game up, lists and applies its own decisions (its actions, checks and
handlers), settles a throw and a landing, pays wages, says when the game ends and counts up.
Everything the editions share -- auctions, trades, loans, bank mortgages, paying and raising
cash, votes, save and replay -- lives in the shared modules and calls back here only through the
hooks below. Adding an edition is a board data file and one module that subclasses ``Edition``
(naming its rule options, ``landlords.options.Rule`` records) and calls ``register``.

This module imports only what its hooks name (the state, actions, events, options, a count and a
preview) and none of the modules that look an edition up, so any of them may import it without an
import circle; the editions themselves are registered when ``landlords.editions`` is imported,
which importing the package does (``landlords/__init__.py``).
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Any, ClassVar, cast

from . import options
from .actions import Action
from .cloning import immutable
from .dollars import dollars
from .events import Event, Events, PublicProgress
from .options import TURN_LIMIT, Options, Rule
from .preview import Consequence
from .scoring import Score
from .state import TREASURY, AnyPhase, Auction, Due, GameState, Note, Player, initial_state

Check = Callable[[GameState, Action], "str | None"]
#: Sentences for events: for each event class, a function of the game and the event.
EventWords = dict[type[Event], Callable[[GameState, Any], str]]
Handler = Callable[[GameState, Events, Action], None]
#: What a choice will change, said before it is taken (``landlords.consequences``).
Preview = Callable[[GameState, Any], "Consequence | None"]
#: What a motion changes if it carries: a headline and details, given the game as it stands.
MotionWords = Callable[[GameState], tuple[str, tuple[str, ...]]]


class Edition:
    """The hooks every edition answers. Subclasses override what their rules change."""

    name: ClassVar[str] = ""
    #: The edition's title as a player reads it, and where it comes in the engine's list of editions.
    title: ClassVar[str] = ""
    rank: ClassVar[int] = 100
    #: The edition in a word or two, beside the game's name in the page's header ("" : its name).
    short_title: ClassVar[str] = ""
    #: How its printed board differs from the shared look (``landlords.svg``): kinds of space it
    #: colours its own way, as (fill, band, the word under the name), and kinds it draws with a
    #: border ("starred", "banded" or "tricolour": ``svg.Borders``).
    board_colours: ClassVar[dict[str, tuple[str, str, str]]] = {}
    board_borders: ClassVar[dict[str, frozenset[str]]] = {}
    #: The rule options of this edition (``Options`` holds their values), in the order saved.
    rules: ClassVar[tuple[Rule, ...]] = (TURN_LIMIT,)
    #: The class of this edition's options: a subclass of ``Options`` declaring each of ``rules`` as
    #: a typed attribute (its record types ``options`` with it, so ``of(state).options`` is typed).
    options_class: ClassVar[type[Options]] = Options
    #: The record of a game of this edition and of its players: subclasses of ``GameState`` and
    #: ``Player`` that declare the edition's own fields (a player record holds immutable values).
    state_class: ClassVar[type[GameState]] = GameState
    player_class: ClassVar[type[Player]] = Player
    #: Phases this edition adds, with the action kinds each allows.
    phases: ClassVar[dict[AnyPhase, frozenset[str]]] = {}
    #: Kinds the mover may choose before the throw, besides the shared free actions.
    pre_roll_kinds: ClassVar[frozenset[str]] = frozenset({"roll"})
    #: Kinds the mover may choose before or after the throw, besides the shared free actions.
    free_kinds: ClassVar[frozenset[str]] = frozenset()
    #: Kinds allowed while raising cash, besides mortgaging.
    raise_kinds: ClassVar[frozenset[str]] = frozenset()
    #: Checks and handlers of this edition's action kinds (they replace shared ones of the same kind).
    checks: ClassVar[dict[str, Check]] = {}
    handlers: ClassVar[dict[str, Handler]] = {}
    #: The bank lends on cards; players may lend to each other.
    bank_loans: ClassVar[bool] = True
    player_loans: ClassVar[bool] = True
    #: A bank loan needs cards worth this much more than the loan (1904: $10).
    mortgage_margin: ClassVar[int] = 0
    #: Interest on each $100 a player owes the bank, paid whenever he takes wages (1904: $5).
    note_interest: ClassVar[int] = 0
    #: A mortgage is redeemed by repaying the loan (True) or the cards' printed value (False).
    redeem_at_loan: ClassVar[bool] = False
    #: Interest on a loan between players is saved if it is repaid before the borrower next passes
    #: the start (1904); otherwise the agreed sum is owed from the start.
    interest_saved_before_wages: ClassVar[bool] = False
    #: Who receives the price of a card bought at auction.
    purchase_account: ClassVar[int] = TREASURY
    #: Two players holding every railroad may form a Trust (1906).
    railroad_trust: ClassVar[bool] = False
    #: Names of the central accounts in this game's words.
    accounts: ClassVar[dict[int, str]] = {}
    #: What each central account holds, as the board prints it under its name (if it does).
    account_notes: ClassVar[dict[int, str]] = {}
    #: What each part of its count holds, a footnote under the final count for each column shown
    #: ("Cash" and the parts its ``score`` names); "{win_cash}" and the like stand for the sum the
    #: money option of that name sets.
    counting_notes: ClassVar[dict[str, str]] = {}
    #: The player may decline a Luxury he stops on (1904: and loses his move).
    luxury_optional: ClassVar[bool] = False
    #: Log sentences for the events only this edition causes (``landlords.describe`` has the rest).
    event_words: ClassVar[EventWords] = {}
    #: What this edition's motions are called, and a note on each for the voters.
    motion_names: ClassVar[dict[str, str]] = {}
    motion_notes: ClassVar[dict[str, str]] = {}
    #: What each of its motions changes if it carries, and what a vote against it keeps.
    motion_words: ClassVar[dict[str, MotionWords]] = {}
    no_vote_words: ClassVar[dict[str, str]] = {}
    #: What each of its own choices will change, for the page to say before it is taken.
    previews: ClassVar[dict[type[Action], Preview]] = {}
    #: The question put to the decider in a phase this edition adds ("{name}", "{space}" filled in).
    prompts: ClassVar[dict[AnyPhase, str]] = {}
    #: What people watching a bot decide in such a phase read: the situation in the third person,
    #: no question (a phase left out shows only that the bot is deciding).
    watched: ClassVar[dict[AnyPhase, str]] = {}

    # --- setting up and listing ----------------------------------------------------------------

    def new_state(self, options: Options, seed: int, rng: int) -> GameState:
        """A game of this edition before its setup."""
        return initial_state(options, seed, rng, self.state_class, self.player_class)

    def setup(self, state: GameState) -> None:
        """Cash, the first player, the opening deal. Leave the phase at SETUP for opening
        purchases, or set PRE_ROLL: the engine then starts the first turn."""
        raise NotImplementedError

    def pre_roll_actions(self, state: GameState, p: int) -> list[Action]:
        raise NotImplementedError

    def free_actions(self, state: GameState, p: int) -> list[Action]:
        """Edition-only things the mover may do before or after the throw."""
        return []

    def phase_actions(self, state: GameState, p: int) -> list[Action]:
        """The decisions of a phase this edition added."""
        raise NotImplementedError(state.phase)

    def raise_actions(self, state: GameState, p: int) -> list[Action]:
        return []

    def action_label(self, state: GameState, action: Action) -> str | None:
        """The button label of one of this edition's own actions, or of a shared one its rules word
        their own way (None: the shared label)."""
        return None

    def motion_problem(self, state: GameState, motion: str) -> str | None:
        """Why a motion cannot be put to the vote now (None when it can)."""
        return "unknown motion"

    def motions(self, state: GameState, p: int) -> list[str]:
        return []

    def motion_carried(self, state: GameState, events: Events, motion: str) -> None:
        raise NotImplementedError(motion)

    # --- the turn -------------------------------------------------------------------------------

    def start_turn(self, state: GameState, events: Events) -> None:
        return None

    def after_card_auction(self, state: GameState, events: Events, lander: int, space: int) -> None:
        raise NotImplementedError

    def auction_minimum(self, state: GameState, space: int) -> int:
        return state.board.spaces[space].price

    def bid_budget(self, state: GameState, auction: Auction, player: int) -> int:
        """The most ``player`` may bid: nobody bids money he does not have."""
        return state.players[player].cash

    def bid_budget_words(self, state: GameState, auction: Auction, player: int) -> str | None:
        """Why ``bid_budget`` lets ``player`` bid less than all his cash, in words that follow "a bid
        must be at least $5, and" (None: he may bid all his cash)."""
        return None

    def auction_won(self, state: GameState, events: Events, auction: Auction) -> None:
        """An auction of this edition's own (``purpose`` other than "card") is over: the winner
        (``auction.high_bidder``) gets what was sold."""
        raise NotImplementedError(auction.purpose)

    def auction_words(self, state: GameState, purpose: str, space: int) -> str:
        """What an auction of this edition's own ``purpose`` (other than "card") on ``space`` sells,
        as a sentence names it ("the right to build on Wall Street")."""
        raise NotImplementedError(purpose)

    def lander_option(self, state: GameState) -> bool:
        """After an auction won by another, the lander may take the card at the top bid."""
        return False

    def landing_cost(self, state: GameState, player: int, space: int) -> int:
        """Cash the player must pay on stopping at ``space`` now (for bots and affordability)."""
        raise NotImplementedError

    def insolvent(self, state: GameState, events: Events, debtor: int, dues: list[Due]) -> None:
        """The debtor cannot pay nor raise the money."""
        raise NotImplementedError

    def treasury_credited(self, state: GameState, events: Events) -> None:
        """Money reached the Public Treasury under the Single Tax (1906: public improvements)."""
        return None

    def card_changed_hands(self, state: GameState, space: int, to: int) -> None:
        """The card of ``space`` (a space on the board) went to player ``to`` by a trade, a default
        or a foreclosure: move what this edition keeps on the space with it, or back to its owner."""
        return None

    def after_action(self, state: GameState, events: Events) -> None:
        """Called after every applied action (e.g. a win the moment cash reaches a goal)."""
        return None

    # --- what the page and the board drawing show ---------------------------------------------

    def sign_and_tags(self, state: GameState, space: int) -> tuple[int, int]:
        """The player whose No Trespassing sign stands on ``space`` (-1: none) and the improvement
        tags placed there (Prosperity's; no other edition has them)."""
        return -1, 0

    def in_hand(self, state: GameState, player: int) -> tuple[tuple[int, str], ...]:
        """What the player holds besides cards, houses, Luxury, Education and Professor cards: each
        count with the word for one of them."""
        return ()

    #: How a card bought now counts at the end, said to the buyer.
    card_count_words: ClassVar[str] = "Only cash counts toward winning."

    def trade_words(self, state: GameState) -> str:
        """A sentence on what cards are worth at the end, under a trade of cards ("" for none)."""
        return ""

    def mortgage_words(self, state: GameState, cards: str, bank: str, loan: int, price: int) -> tuple[str, ...] | None:
        """What mortgaging ``cards`` (named) for ``loan`` means, redeemable for ``price`` (None: the
        shared words, ``landlords.consequences``)."""
        return None

    def redeem_words(self, state: GameState, cards: str, bank: str, price: int) -> tuple[str, ...] | None:
        """What redeeming ``cards`` for ``price`` means (None: the shared words)."""
        return None

    def trust_words(self, state: GameState, a: int, b: int) -> tuple[str, str]:
        """What a railroad Trust of players ``a`` and ``b`` means, in two sentences (an edition with
        ``railroad_trust`` says; its fare is its own)."""
        raise NotImplementedError

    # --- what holdings are worth: the facts the bots' rules of thumb build on -------------------

    #: A holder collects on his own stops too (Prosperity: the board pays his rent), not only on
    #: the opponents'.
    own_stops_pay: ClassVar[bool] = False
    #: Houses (1906 only): what one costs, the rent it adds to each stop and what it counts at the end.
    house_price: ClassVar[int] = 0
    house_rent: ClassVar[int] = 0
    house_value: ClassVar[int] = 0

    def circuits_left(self, state: GameState) -> float:
        """Trips round the board the game should still last, by its end rule (at least half a one)."""
        done = [p.circuits for p in state.players]
        mark = min(done) if state.options.end_rule == "last" else max(done)
        return max(0.5, state.options.circuits - mark)

    def stop_income(self, state: GameState, player: int, space: int) -> int:
        """What one stop on ``space`` (a space on the board, not public) would pay ``player`` if he
        held its card, with the holdings as they are."""
        raise NotImplementedError

    def set_income(self, state: GameState, player: int, space: int) -> int:
        """What holding ``space`` would add to each stop on the rest of a set (1906 railroads)."""
        return 0

    def end_value(self, state: GameState, card: int) -> int:
        """What a card counts at the end, as this edition counts up."""
        raise NotImplementedError

    def cash_reserve(self, state: GameState, player: int) -> int:
        """Cash a careful player keeps for the rents, taxes and fines he may meet."""
        raise NotImplementedError

    # --- money, the end and counting up --------------------------------------------------------

    def end_reason(self, state: GameState) -> str:
        raise NotImplementedError

    def score(self, state: GameState, player: int) -> Score:
        raise NotImplementedError

    def winners(self, state: GameState) -> list[int]:
        """Every player with the highest total (a tie shares the win)."""
        totals = [self.score(state, p).total for p in range(state.num_players)]
        best = max(totals)
        return [p for p, t in enumerate(totals) if t == best]

    def public_progress(self, state: GameState) -> PublicProgress | None:
        """How far the public got under the Single Tax (1906), for the end of the game: None where
        the Single Tax is not in force."""
        return None

    def counting_words(self, state: GameState, columns: tuple[str, ...]) -> tuple[str, ...]:
        """The footnotes of the counting up: one per column shown (``counting_notes``), in the words
        of the rule applied."""
        notes = self.counting_notes
        amounts = {name: dollars(value) for name, value in state.options.values().items() if type(value) is int}
        return tuple(notes[c].format(**amounts) for c in columns if c in notes)

    def land_titles(self, state: GameState, player: int, score: Score) -> int:
        """What ``score``, this edition's count of ``player``, gives for land titles (the lots'
        deeds): the economics lab leaves them out to compare rule sets alike. None by default."""
        return 0

    def fingerprint_extra(self, state: GameState) -> list[Any]:
        """State this edition adds to what a save's fingerprint covers."""
        return []

    def mortgage_refused(self, state: GameState, spaces: tuple[int, ...]) -> str | None:
        """Why the bank will not lend on ``spaces`` by a rule of this edition's own, asked when they
        are not all cards free to mortgage (None: the shared reason)."""
        return None

    def redemption_price(self, state: GameState, note: Note) -> int:
        if self.redeem_at_loan:
            return note.amount
        return max(note.amount, sum(state.board.spaces[s].price for s in note.spaces))


#: Every edition the engine plays, by name: the dict ``landlords.options`` reads them from (as what
#: it needs of them), here typed as what ``register`` alone enters in it, editions.
REGISTRY = cast("dict[str, Edition]", options.REGISTRY)


def register(edition: Edition) -> Edition:
    seat = edition.player_class
    shared = [f for f, t in typing.get_type_hints(seat).items() if not immutable(t)]
    if shared:
        raise TypeError(f"{seat.__name__} must hold immutable values only (a clone would share {shared})")
    REGISTRY[edition.name] = edition
    return edition


def rules_of(state: GameState) -> Edition:
    """The edition whose rules this game is played by."""
    return REGISTRY[state.options.edition]


# --- counting up, by the game's edition (``landlords.scoring`` has what the editions share) --------


def score(state: GameState, player: int) -> Score:
    return rules_of(state).score(state, player)


def scores(state: GameState) -> list[Score]:
    return [score(state, p) for p in range(state.num_players)]


def winners(state: GameState) -> list[int]:
    """The winners by the edition's rule (usually every player with the highest total)."""
    return rules_of(state).winners(state)
