"""The game state: plain, mutable, serialisable data. Rules live in other modules.

Accounts are integers: players 0..n-1, ``TREASURY`` (the Public Treasury), ``MISC``
(Miscellaneous, the unlimited bank that pays wages and prizes and lends on mortgage; the 1904
Bank and Prosperity's "board") and ``RAILROAD`` (the 1904 "R.R." box). Miscellaneous keeps a
signed balance, so the sum of all accounts never changes: money is only ever moved.

``GameState`` and ``Player`` hold what every edition uses. An edition that keeps more declares
subclasses of them (``Edition.state_class``, ``Edition.player_class``) in its own module; cloning
follows the field declarations (``landlords.cloning``), so a new field needs no list kept here.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from dataclasses import field
from enum import StrEnum
from typing import Self

from .actions import Action
from .board import Board, load_board
from .cloning import WITHOUT_HISTORY, cloner
from .options import Options
from .records import record, state_record

TREASURY = -1
MISC = -2
RAILROAD = -3


class Phase(StrEnum):
    """Where the turn machine stands: who decides and what they may do (shared by every edition)."""

    SETUP = "setup"  # players decide which dealt title cards to buy
    PRE_ROLL = "pre_roll"  # the mover's turn begins: roll (or the jail choice), free actions
    CHOOSE_MOVE = "choose_move"  # the throw allows more than one move
    AUCTION = "auction"  # an auction is running
    LANDER_OPTION = "lander_option"  # the lander may take the card at the top bid
    RAISE = "raise"  # a player owes more cash than they hold and must mortgage
    OPPORTUNITY = "opportunity"  # Single Tax: choose a Natural Opportunity
    POST_ROLL = "post_roll"  # the move is settled: free actions, then end the turn
    OFFER = "offer"  # an offer awaits its answer
    VOTE = "vote"  # a motion is being voted on
    OVER = "over"


class EditionPhase(StrEnum):
    """Base of an edition's own phases: an edition subclasses it to name the phases it adds."""


#: Any phase: a shared one or an edition's own.
AnyPhase = Phase | EditionPhase


@state_record
class Player:
    """A seat: what every edition keeps of a player. An edition that keeps more declares a subclass
    (``Edition.player_class``) whose fields hold immutable values only: a clone copies players
    shallowly."""

    name: str
    cash: int
    position: int = 0
    circuits: int = 0
    in_jail: bool = False
    jail_turns: int = 0

    # Questions shared code asks of every seat; the edition that plays the rule declares the field
    # (another edition's game has none to set).

    @property
    def in_poorhouse(self) -> bool:
        """Sent to the Poor House for a debt he could not pay (1906, 1904)."""
        return False

    @in_poorhouse.setter
    def in_poorhouse(self, value: bool) -> None:
        raise AttributeError("only the 1906 and 1904 games have a Poor House")

    @property
    def opportunity(self) -> int:
        """Index into ``board.opportunities`` while standing on a Natural Opportunity (1906 Single
        Tax), else -1."""
        return -1

    @opportunity.setter
    def opportunity(self, value: int) -> None:
        raise AttributeError("only a 1906 game has Natural Opportunities")

    @property
    def luxuries(self) -> int:
        """Luxury cards held (1906, 1904)."""
        return 0

    @luxuries.setter
    def luxuries(self, value: int) -> None:
        raise AttributeError("only the 1906 and 1904 games deal Luxury cards")

    @property
    def education(self) -> int:
        """Education cards held (1906 Single Tax: from the Free Colleges)."""
        return 0

    @education.setter
    def education(self, value: int) -> None:
        raise AttributeError("only a 1906 game deals Education cards")

    @property
    def professors(self) -> int:
        """Professor cards held (1906 Single Tax: four Education cards make one)."""
        return 0

    @professors.setter
    def professors(self, value: int) -> None:
        raise AttributeError("only a 1906 game deals Professor cards")


@state_record
class Note:
    """A bank mortgage: ``amount`` lent by Miscellaneous on the security of ``spaces``."""

    id: int
    owner: int
    spaces: tuple[int, ...]
    amount: int


@state_record
class Loan:
    """A loan between players on recorded terms; callable by the lender at any time."""

    id: int
    lender: int
    borrower: int
    principal: int
    repay: int
    collateral: tuple[int, ...]
    #: False while the interest can still be saved (1904: by repaying before passing the start).
    accrued: bool = True


@record
class Due:
    """One payment a player owes: to an account, with the reason shown in the log."""

    creditor: int
    amount: int
    reason: str


@state_record
class Debt:
    """Payments that wait until the debtor has raised the cash; then the game resumes at ``then``."""

    debtor: int
    dues: list[Due]
    then: AnyPhase
    loan: int = -1


@state_record
class Auction:
    space: int
    lander: int
    #: "card" sells the title card; "build" sells the right to build a house (Single Tax).
    purpose: str
    minimum: int
    bidders: list[int]
    turn: int = 0
    high_bid: int = 0
    high_bidder: int = -1
    #: Where a build auction returns to when it is over.
    previous_phase: AnyPhase = Phase.PRE_ROLL


@state_record
class Offer:
    action: Action
    previous_phase: AnyPhase


@state_record
class Motion:
    motion: str
    proposer: int
    voters: list[int]
    turn: int = 0
    yes: int = 1
    previous_phase: AnyPhase = Phase.PRE_ROLL


@state_record
class GameState:
    """What every edition keeps of a game; an edition adds its own fields in a subclass."""

    options: Options
    seed: int
    rng: int
    board: Board
    players: list[Player]
    #: Owner of each card (-1: in the pack). Card ids are space indices, then the board's cards that
    #: have no space (``Board.extra_cards``). Changed only through ``set_owner``.
    owner: list[int]
    #: Owners of the houses standing on each space (one entry per house).
    houses: list[list[int]]
    #: Note id holding each space in mortgage (-1: not mortgaged).
    mortgaged: list[int]
    #: Loan id for which each space is pledged as collateral (-1: free).
    pledged: list[int]
    #: Spaces taken into public ownership under Single Tax (free to all).
    public: list[bool]
    notes: dict[int, Note] = field(default_factory=dict)
    loans: dict[int, Loan] = field(default_factory=dict)
    next_id: int = 1
    treasury: int = 0
    misc: int = 0
    current: int = 0
    first_player: int = 0
    turn: int = 1
    phase: AnyPhase = Phase.SETUP
    dice: tuple[int, int] = (0, 0)
    #: Start of the move being settled (the Luxury rule counts back from it).
    move_from: int = 0
    #: Move choices offered after a throw (signed step counts; 0 means "stay").
    move_choices: list[int] = field(default_factory=list)
    #: Payments met during a move (e.g. mortgage interest at Mother Earth) not yet covered by cash.
    carry: list[Due] = field(default_factory=list)
    dealt: list[list[int]] = field(default_factory=list)
    setup_turn: int = 0
    auction: Auction | None = None
    debt: Debt | None = None
    offer: Offer | None = None
    motion: Motion | None = None
    #: Offers and motions the mover has made this turn (capped, so a turn always ends).
    proposals_this_turn: int = 0
    wages: int = 100
    ending_triggered: bool = False
    end_reason: str = ""
    #: Every action applied since the start, for save, replay and undo.
    actions: list[Action] = field(default_factory=list, metadata={WITHOUT_HISTORY: []})
    #: Index (in ``actions``) after which the last random draw happened: undo stops there.
    random_mark: int = field(default=0, metadata={WITHOUT_HISTORY: 0})
    #: The cards each player holds, in card order: ``owner`` indexed by player, kept by ``set_owner``
    #: (the rules ask "what does he hold?" far more often than cards change hands).
    holdings: list[list[int]] = field(default_factory=list)

    @property
    def num_players(self) -> int:
        return len(self.players)

    def set_owner(self, card: int, player: int) -> None:
        """Give ``card`` to ``player`` (-1: back to the pack), keeping ``holdings`` in step."""
        old = self.owner[card]
        if old == player:
            return
        if old >= 0:
            self.holdings[old].remove(card)
        if player >= 0:
            insort(self.holdings[player], card)
        self.owner[card] = player

    # Questions shared rules ask of every game; an edition that plays the rule declares the field
    # (a game of another edition has none to set: setting it is a mistake, refused).

    @property
    def single_tax(self) -> bool:
        """The Single Tax is in force (only the 1906 edition plays it)."""
        return False

    @property
    def colleges(self) -> Sequence[int]:
        """Spaces where the Single Tax has opened a Free College (1906)."""
        return ()

    @property
    def trust(self) -> tuple[int, int] | None:
        """The two players who formed a railroad Trust (1906), if any."""
        return None

    @trust.setter
    def trust(self, value: tuple[int, int] | None) -> None:
        raise AttributeError("only a 1906 game has railroad Trusts")

    @property
    def railroad_box(self) -> int:
        """What the 1904 "R.R." box holds: railroad fares are paid into it."""
        return 0

    @railroad_box.setter
    def railroad_box(self, value: int) -> None:
        raise AttributeError("only a 1904 game has an R.R. box")

    @property
    def cash_goal(self) -> int:
        """Win the moment a player's cash reaches this (Prosperity; 0: no such goal)."""
        return 0

    @cash_goal.setter
    def cash_goal(self, value: int) -> None:
        raise AttributeError("only Prosperity has a cash goal")

    @property
    def champion(self) -> int:
        """The player who reached the cash goal first (-1: nobody yet)."""
        return -1

    @champion.setter
    def champion(self, value: int) -> None:
        raise AttributeError("only Prosperity has a cash goal")

    def clone(self, history: bool = True) -> Self:
        """An independent copy, for search and for trying an action without touching the original.

        Written from the field declarations of the game's record class (``landlords.cloning``), so
        it copies every field an edition adds; immutable parts (board, options, actions, dues) are
        shared. ``history=False`` drops the action list, for look-ahead that will never be saved.
        """
        copied: Self = cloner(type(self))(self, history)
        return copied


def initial_state(
    options: Options, seed: int, rng: int, record: type[GameState] = GameState, seat: type[Player] = Player
) -> GameState:
    """A game before its setup, as a ``record`` (the edition's subclass of ``GameState``) with
    ``seat`` records for the players."""
    board = load_board(options.edition)
    n = len(board)
    cards = board.card_count
    players = [seat(name=name, cash=0) for name in options.players]
    return record(
        options=options,
        seed=seed,
        rng=rng,
        board=board,
        players=players,
        owner=[-1] * cards,
        houses=[[] for _ in range(n)],
        mortgaged=[-1] * cards,
        pledged=[-1] * cards,
        public=[False] * n,
        holdings=[[] for _ in players],
    )
