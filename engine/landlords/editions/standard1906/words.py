"""The 1906 game's words: log sentences for its own events (Speculation, Chance, the Single Tax),
button labels for its own choices, and what its motions are called."""

from __future__ import annotations

from ... import consequences
from ... import events as ev
from ...actions import Action, Bid, Build, ChooseOpportunity, Stay
from ...consequences import previewed
from ...describe import space_name, who, words
from ...dollars import dollars
from ...edition import EventWords, MotionWords, Preview
from ...preview import Consequence
from ...scoring import LOANS_NOTE
from ...state import MISC, TREASURY, Auction, GameState
from .houses import BUILD_RIGHT, bid_budget, open_to_bids
from .record import of
from .rents import HOUSE_PRICE, HOUSE_RENT, MORTGAGE_INTEREST_PER_CARD, TRUST_FARE
from .singletax import GOAL_WAGES


def speculation(state: GameState, e: ev.Speculated) -> str:
    d1, d2 = e.dice
    if e.skin_game:
        return f"{who(state, e.player)} speculates and throws {d1} and {d2}: a skin game! No prize."
    return f"{who(state, e.player)} speculates and throws {d1} and {d2}: wins {dollars(e.prize)}."


EVENT_WORDS: EventWords = dict(
    [
        words(ev.Stayed, lambda s, e: f"{who(s, e.player)} declines to speculate and stays put."),
        words(ev.Speculated, speculation),
        words(ev.NoSpeculation, lambda s, e: f"{who(s, e.player)} cannot stake $10 and does not speculate."),
        words(ev.LicenseLost, lambda s, e: f"{who(s, e.player)}, the Broker, is caught and loses the license."),
        words(ev.ChanceDrawn, lambda s, e: f"Chance for {who(s, e.player)}: {e.text}"),
        words(ev.LuxuryBought, lambda s, e: f"{who(s, e.player)} buys a Luxury card."),
        words(
            ev.SingleTaxAdopted, lambda s, e: "The Single Tax is in force: land rent now goes to the Public Treasury."
        ),
        words(ev.MadePublic, lambda s, e: f"The public buys {space_name(s, e.space)}: it is free to all from now on."),
        words(ev.CollegeOpened, lambda s, e: f"A Free College opens on {space_name(s, e.space)}."),
        words(ev.WagesRaised, lambda s, e: f"Wages rise to {dollars(e.wages)}."),
        words(ev.EducationTaken, lambda s, e: f"{who(s, e.player)} goes to college and takes an Education card."),
        words(
            ev.ProfessorMade, lambda s, e: f"{who(s, e.player)} exchanges four Education cards for a Professor card."
        ),
        words(
            ev.OpportunityTaken,
            lambda s, e: (
                f"{who(s, e.player)} cannot afford the move and takes up {s.board.opportunities[e.opportunity].name}."
            ),
        ),
    ]
)
MOTION_NAMES = {"single_tax": "the Single Tax", "end_game": "ending the game at the next double"}
MOTION_NOTES = {
    "single_tax": "Under the Single Tax, land rent goes to the Public Treasury, which buys the utilities and "
    "railroads for the public and raises wages, and lot Title Deeds stop counting toward anyone's worth. It carries "
    "with two votes (the proposer's counts).",
    "end_game": "The game then ends at the next double. It needs everyone's vote.",
}


def label(state: GameState, a: Action) -> str | None:
    """Button labels of this edition's own choices."""
    if isinstance(a, Build):
        house = f"Build a house on {space_name(state, a.space)} ({dollars(HOUSE_PRICE)}"
        return f"{house}; the others may bid for the right)" if open_to_bids(state, a.space) else f"{house})"
    if isinstance(a, ChooseOpportunity):
        o = state.board.opportunities[a.opportunity]
        return f"Take up {o.name} (wages {dollars(o.wages)}, rent {dollars(o.rent)})"
    if isinstance(a, Stay):
        return "Stay (do not speculate)"
    return None


# --- what its choices and motions mean (the page shows it before a choice) -----------------------


def build(state: GameState, action: Build) -> Consequence:
    misc = who(state, MISC)
    head = f"A house costs {dollars(HOUSE_PRICE)}, paid to {misc}; it counts $100 at the end"
    if open_to_bids(state, action.space):
        here = state.players[action.player].position == action.space
        why = (
            "You stopped here on an earlier turn, and only the turn you stop on a lot lets you build there "
            "without bidding: the others may bid for the right"
            if here
            else "The others may bid for the right to build here"
        )
        return previewed(
            state,
            action,
            f"{head}, and its {dollars(HOUSE_RENT)} rent is yours wherever it stands.",
            f"{why}; you may bid back, and the winning bid goes to the Public Treasury.",
        )
    return previewed(state, action, f"{head} and earns {dollars(HOUSE_RENT)} from each player who stops there.")


def choose_opportunity(state: GameState, action: ChooseOpportunity) -> Consequence:
    """Single Tax rule 8: the wages and rent come before the next throw, so no worth moves yet."""
    o = state.board.opportunities[action.opportunity]
    return previewed(
        state,
        action,
        f"You take up {o.name} instead of moving: before your next throw you collect {dollars(o.wages)} wages "
        f"from Miscellaneous and pay {dollars(o.rent)} rent to the Public Treasury.",
    )


def single_tax_words(state: GameState) -> tuple[str, tuple[str, ...]]:
    """What the Single Tax changes (1906 Single Tax rules), with this game's Treasury balance and
    buy-out order."""
    if of(state).options.single_tax_sequence == "seed000":
        buys = "raises wages by $10 and buys a railroad or franchise for the public (its holder is paid $50), then "
        buys += "builds a Free College"
    else:
        buys = "buys a railroad or franchise for the public (its holder is paid $50), then builds Free Colleges "
        buys += "and raises wages"
    emptied = (
        f"The Public Treasury's {dollars(state.treasury)} goes to Miscellaneous, and each"
        if state.treasury
        else ("Each")
    )
    details = (
        "Houses, railroads, franchises, Luxuries and cash still count; taxes on necessities stop "
        "and the Poor House closes.",
        f"{emptied} $50 the Treasury collects from then on {buys}.",
    )
    if of(state).options.single_tax_object == "count":
        return (
            "Under the Single Tax, lot Title Deeds stop counting toward anyone's worth, and all land rent "
            "goes to the Public Treasury.",
            details,
        )
    return (
        "Under the Single Tax, lot Title Deeds stop counting toward anyone's worth, all land rent goes to the "
        "Public Treasury, and no single player wins.",
        (details[0], f"{details[1]} {shared_goal_words(state)}"),
    )


def shared_goal_words(state: GameState) -> str:
    """The object of the game under the Single Tax with the shared goal (seed 002, 'Winning')."""
    if of(state).options.single_tax_sequence == "seed000":
        done = "Once Soakum Lighting System and the railroads are public and the Free College is built"
    else:
        done = (
            "Once both utilities and every railroad are public, both Free Colleges built and wages raised to "
            f"{dollars(GOAL_WAGES)}"
        )
    return f"{done}, the game ends and everyone wins; if it ends first, nobody wins."


def end_game_words(state: GameState) -> tuple[str, tuple[str, ...]]:
    return ("If everyone agrees, the game ends at the next double thrown, and every worth is counted then.", ())


#: For each motion: its headline and details, given the game as it stands.
MOTION_CONSEQUENCES: dict[str, MotionWords] = {
    "single_tax": single_tax_words,
    "end_game": end_game_words,
}
#: What a vote against each motion keeps.
NO_VOTE_WORDS = {
    "single_tax": "A no vote keeps the present rules: Title Deeds keep counting and land rent still goes to "
    "the lots' holders.",
    "end_game": "A no vote defeats it: the game goes on to its usual end.",
}


def bid(state: GameState, action: Bid) -> Consequence | None:
    """A bid for the right to build (Single Tax rule 4) says what the house costs besides; a card's
    bid, the shared words."""
    auction = state.auction
    if auction is None or auction.purpose != BUILD_RIGHT:
        return consequences.bid(state, action)
    return Consequence(
        f"If this bid wins, you pay {dollars(action.amount)} to {who(state, TREASURY)} for "
        f"{build_right(state, auction.space)}, then {dollars(HOUSE_PRICE)} for the house.",
        (),
        (),
    )


def bid_budget_words(state: GameState, auction: Auction, player: int) -> str | None:
    """A bidder for the right to build keeps the house's price back from his bids."""
    if auction.purpose != BUILD_RIGHT:
        return None
    cash = state.players[player].cash
    most = max(0, bid_budget(state, auction, player))
    return (
        f"the house costs {dollars(HOUSE_PRICE)} on top of the bid, so of {who(state, player)}'s {dollars(cash)} "
        f"at most {dollars(most)} can go to a bid"
    )


def build_right(state: GameState, space: int) -> str:
    """What a Single Tax auction of the right to build sells (the ``auction_words`` hook)."""
    return f"the right to build on {space_name(state, space)}"


def mortgage_words(cards: str, bank: str, loan: int, price: int) -> tuple[str, ...]:
    """A 1906 mortgage: the cards count nothing while mortgaged, interest at every pass of Mother
    Earth, redeemed at their printed value."""
    return (
        f"Mortgaging {cards} brings you {dollars(loan)} from {bank}; mortgaged cards count nothing at the end.",
        f"Each time you reach or pass Mother Earth you pay {dollars(MORTGAGE_INTEREST_PER_CARD)} interest per "
        f"mortgaged card; redeeming them costs their printed value ({dollars(price)}).",
    )


def redeem_words(cards: str, bank: str, price: int) -> tuple[str, ...]:
    return (f"Redeeming {cards} costs {dollars(price)}, paid to {bank}; the cards count again at the end.",)


#: What each part of the count holds, said under the final count.
COUNTING_NOTES = {
    "Cards": "Each card held (lot Title Deed, railroad or franchise charter) counts $100; a mortgaged card "
    "counts nothing (the modern rule text of the 1906 game).",
    "Houses": "Each house counts $100.",
    "Luxuries": "Each Luxury card counts $100.",
    "Professors": "Each Professor card counts $100.",
    "Loans": LOANS_NOTE,
}
#: Said under the final count of a game that ended under the Single Tax.
SINGLE_TAX_COUNTED = (
    "The Single Tax was in force, so lot Title Deeds counted nothing (the 1906 Single Tax "
    "rules); houses, charters, Luxuries and cash still counted."
)
#: Said under it too when the shared goal was the object: the counts rank nobody.
SHARED_GOAL_COUNTED = (
    "Under the Single Tax the game has no individual winner (the modern rule text of the Single Tax "
    "game): each player's count is shown for information, not as a ranking."
)


def trust_words(state: GameState, a: int, b: int) -> tuple[str, str]:
    """What a railroad Trust of players ``a`` and ``b`` means."""
    return (
        f"{who(state, a)} and {who(state, b)} form a railroad Trust: they ride free, and everyone else pays "
        f"{dollars(TRUST_FARE)} a fare, shared between them.",
        "The Trust lasts while the two hold every railroad between them; it changes no worth now, only the fares.",
    )


PREVIEWS: dict[type[Action], Preview] = {
    Build: build,
    ChooseOpportunity: choose_opportunity,
    Bid: bid,
}
