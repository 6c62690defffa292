"""What the page shows besides the board and the decision panel, as plain data: the players'
panels, a space's details, the counting up at the end and the rules reference.

Pure functions of the game (and the seats), so tests check the words a player reads without a
browser; the DOM code only lays them out, as text.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from landlords.board import Board
from landlords.dollars import dollars
from landlords.edition import rules_of, score, winners
from landlords.editions.prosperity.words import CUBE_WORDS
from landlords.engine import decider
from landlords.events import CardDrawn, ChanceDrawn, Chartered, CubeThrown, Events, LuxuryBought, Sold
from landlords.options import Options, edition_title
from landlords.records import record
from landlords.reference import chosen_options, reference
from landlords.scoring import loan_due
from landlords.state import GameState, Phase
from landlords.svg import OPPORTUNITY_PALETTE, SHAPES, Charge, card_face, charge_now, palette, printed_charge
from landlords.svg.cards import luxury_words
from landlords.svg.charges import WORDS

from .seats import BOT_LABELS, COLOUR_NAMES, Seat


def plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


# --- players -------------------------------------------------------------------------------------


@record
class CardChip:
    card: int
    name: str
    kind: str
    #: "mortgaged", "pledged" or "".
    status: str
    houses: int


@record
class PlayerView:
    index: int
    name: str
    colour: str
    colour_name: str
    shape: str
    seat: str
    cash: int
    worth: int
    circuits: int
    status: str
    to_play: bool
    deciding: bool
    cards: tuple[CardChip, ...]
    holdings: tuple[str, ...]
    debts: tuple[str, ...]


#: How a person's seat is described on their card (a bot's says which bot).
PERSON = "You decide"


def player_views(state: GameState, seats: list[Seat]) -> list[PlayerView]:
    d = decider(state)
    board = state.board
    # Nobody's turn has begun during the opening purchases, and none is left once the game is over.
    playing = state.phase not in (Phase.SETUP, Phase.OVER)
    out = []
    for i, p in enumerate(state.players):
        seat = seats[i]
        cards = tuple(
            CardChip(
                c,
                board.card_name(c),
                board.card_kind(c),
                "mortgaged" if state.mortgaged[c] != -1 else "pledged" if state.pledged[c] != -1 else "",
                sum(1 for b in state.houses[c] if b == i) if c < len(board.spaces) else 0,
            )
            for c in board.cards
            if state.owner[c] == i
        )
        status = "in Jail" if p.in_jail else "in the Poor House" if p.in_poorhouse else ""
        if p.opportunity >= 0:
            status = f"at {board.opportunities[p.opportunity].name}"
        holdings = []
        houses = sum(h.count(i) for h in state.houses)
        if houses:
            holdings.append(plural(houses, "house"))
        for count, word in (
            (p.luxuries, "Luxury card"),
            (p.education, "Education card"),
            (p.professors, "Professor card"),
            *rules_of(state).in_hand(state, i),
        ):
            if count:
                holdings.append(plural(count, word))
        debts = []
        for note in state.notes.values():
            if note.owner == i:
                names = ", ".join(board.card_name(s) for s in note.spaces)
                debts.append(f"Owes the bank {dollars(note.amount)} (mortgage on {names})")
        for loan in state.loans.values():
            if loan.borrower == i:
                debts.append(f"Owes {state.players[loan.lender].name} {dollars(loan_due(loan))} (loan)")
            elif loan.lender == i:
                debts.append(f"Is owed {dollars(loan_due(loan))} by {state.players[loan.borrower].name} (loan)")
        out.append(
            PlayerView(
                i,
                p.name,
                seat.colour,
                COLOUR_NAMES.get(seat.colour, ""),
                SHAPES[i % len(SHAPES)],
                PERSON if seat.human else BOT_LABELS.get(seat.bot, seat.bot),
                p.cash,
                score(state, i).total,
                p.circuits,
                status,
                playing and state.current == i,
                d == i,
                cards,
                tuple(holdings),
                tuple(debts),
            )
        )
    return out


# --- a space -------------------------------------------------------------------------------------


@record
class Details:
    title: str
    colour: str
    rows: tuple[tuple[str, str], ...]
    note: str
    #: The title deed's face (SVG) where the space is a card, shown on request.
    face: str = ""


def space_details(board: Board, index: int, state: GameState | None = None) -> Details:
    """A track space: number, kind, price and rent as printed, and with a game, who holds it now."""
    space = board.spaces[index]
    pal = palette(space.kind, board.edition)
    rows = [
        ("Number", str(len(board.spaces) if index == 0 else index)),
        ("Kind", pal.label),
        ("Price", dollars(space.price) if space.price else "—"),
    ]
    rows.extend(charge_rows(space.kind, charge_now(state, index) if state else printed_charge(space, board.edition)))
    if state is not None:
        if state.public[index]:
            rows.append(("Held by", "the public: free to all"))
        elif space.ownable:
            owner = state.owner[index]
            rows.append(("Held by", state.players[owner].name if owner >= 0 else "nobody yet (for sale)"))
            if owner >= 0 and state.mortgaged[index] != -1:
                rows.append(("Mortgaged", "yes: the card lies with the bank"))
        if state.houses[index]:
            rows.append(("Houses", ", ".join(state.players[b].name for b in state.houses[index])))
        sign, tags = rules_of(state).sign_and_tags(state, index)
        if tags:
            rows.append(("Improvement tags", str(tags)))
        if sign >= 0:
            rows.append(("No Trespassing sign", state.players[sign].name))
        if index in state.colleges:
            rows.append(("Free College", "yes"))
        here = [p.name for p in state.players if p.position == index and p.opportunity < 0]
        if here:
            rows.append(("Here now", ", ".join(here)))
    face = card_face(board, index, state=state) if space.ownable else ""
    return Details(space.name, pal.band, tuple(rows), space.note, face)


def charge_rows(kind: str, charge: Charge | None) -> list[tuple[str, str]]:
    """What a stop costs, as the board's figure says it ("Fare", "$10"), and why, in words."""
    if charge is None:
        return []
    text = " ".join(charge.lines)
    word = WORDS.get(kind, "")
    said = bool(word) and text.startswith(f"{word} ")
    rows = [(word.capitalize(), text[len(word) + 1 :]) if said else ("Charge", text)]
    if charge.parts:
        rows.append(("Why", "; ".join(charge.parts)))
    return rows


def opportunity_details(board: Board, number: int, state: GameState | None = None) -> Details:
    opportunity = board.opportunities[number]
    rows = [
        ("Kind", OPPORTUNITY_PALETTE.label),
        ("Wages", dollars(opportunity.wages)),
        ("Rent", f"{dollars(opportunity.rent)} to the Public Treasury"),
    ]
    if state is not None:
        here = [p.name for p in state.players if p.opportunity == number]
        if here:
            rows.append(("Here now", ", ".join(here)))
    return Details(opportunity.name, OPPORTUNITY_PALETTE.band, tuple(rows), opportunity.note)


# --- cards drawn or bought, shown as card faces ----------------------------------------------------


@record
class CardNews:
    #: What the card is, for the popover's accessible name.
    label: str
    #: The card's face (SVG).
    face: str


#: The 1906 Chance cards are ours: the rulebook's texts are lost (the deck's own note says so).
RECONSTRUCTED = "A card of our reconstruction: the 1906 Chance texts are lost."


def cards_to_show(state: GameState, events: Events, people: frozenset[int], bots_too: bool) -> list[CardNews]:
    """The cards this action put in someone's hand, as faces: a deed bought or chartered, a card
    drawn, a Luxury bought, the Chance Cube's face. A person's always; a bot's only when
    ``bots_too`` (the page passes Slow pace: at quicker paces they would flash past)."""
    board = state.board
    out = []
    for e in events:
        if not isinstance(e, Sold | Chartered | CardDrawn | ChanceDrawn | LuxuryBought | CubeThrown):
            continue
        if e.player not in people and not bots_too:
            continue
        name = state.players[e.player].name
        if isinstance(e, Sold | Chartered):
            out.append(
                CardNews(f"{name}: title deed, {board.card_name(e.space)}", card_face(board, e.space, state=state))
            )
        elif isinstance(e, CardDrawn):
            out.append(
                CardNews(f"{name}: title deed, {board.card_name(e.card)}", card_face(board, e.card, state=state))
            )
        elif isinstance(e, ChanceDrawn):
            foot = RECONSTRUCTED if board.edition == "1906" else ""
            out.append(CardNews(f"{name} draws Chance: {e.text}", card_face(board, words=e.text, foot=foot)))
        elif isinstance(e, LuxuryBought):
            words = luxury_words(board.edition)
            out.append(
                CardNews(f"{name} buys a Luxury card", card_face(board, heading="Luxury", words=words, kind="luxury"))
            )
        else:
            words = f"{e.face}: {CUBE_WORDS.get(e.effect, e.effect)}."
            out.append(CardNews(f"{name} throws the Chance Cube", card_face(board, heading="Chance Cube", words=words)))
    return out


# --- the end -------------------------------------------------------------------------------------


@record
class EndView:
    title: str
    reason: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, tuple[int, ...], int, bool], ...]
    #: What each column shown counts, as the edition's scoring counted it in this game.
    notes: tuple[str, ...] = ()


def counting_notes(state: GameState, columns: tuple[str, ...]) -> tuple[str, ...]:
    """The footnotes of the counting up: one per column shown, in the words of the rule applied."""
    return rules_of(state).counting_words(state, columns)


def end_view(state: GameState) -> EndView:
    """The counting up: each player's worth by what it is made of, and who won."""
    board_scores = [score(state, p) for p in range(state.num_players)]
    wins = winners(state)
    names = [state.players[w].name for w in wins]
    title = f"{names[0]} wins!" if len(names) == 1 else f"{' and '.join(names)} share the win!"
    parts = [name for name, _ in board_scores[0].parts if any(s.part(name) for s in board_scores)]
    rows = tuple(
        (state.players[s.player].name, (s.cash, *(s.part(name) for name in parts)), s.total, s.player in wins)
        for s in sorted(board_scores, key=lambda s: -s.total)
    )
    reason = state.end_reason[:1].upper() + state.end_reason[1:]
    columns = ("Cash", *parts)
    return EndView(
        title,
        reason + ("." if reason and not reason.endswith(".") else ""),
        columns,
        rows,
        counting_notes(state, columns),
    )


# --- the rules reference -------------------------------------------------------------------------


@record
class RulesView:
    title: str
    #: The one-minute introduction a newcomer reads before the full reference.
    how_to_play: tuple[str, ...]
    history: tuple[str, ...]
    sections: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]
    chosen: tuple[tuple[str, str, str], ...]
    sources: tuple[tuple[str, str], ...]


@cache
def reference_of(edition: str) -> dict[str, Any] | None:
    """The edition's rules reference, or None while it has none yet."""
    try:
        return reference(edition)
    except (FileNotFoundError, ModuleNotFoundError, OSError, ValueError):
        return None


def rules_view(options: Options) -> RulesView:
    """The rules as this game plays them: history, every rule with its source, and the options chosen."""
    ref = reference_of(options.edition)
    if ref is None:
        title = edition_title(options.edition) or options.edition
        return RulesView(title, (), ("The written rules reference for this edition is not ready yet.",), (), (), ())
    sections = tuple(
        (s["title"], tuple((r["text"], r.get("source", "")) for r in s["rules"])) for s in ref.get("sections", ())
    )
    try:
        chosen = tuple((row["label"], row["value"], row["source"]) for row in chosen_options(options))
    except (KeyError, AttributeError):
        chosen = ()
    sources = tuple((k, v) for k, v in ref.get("sources", {}).items())
    return RulesView(
        ref.get("title", options.edition),
        tuple(ref.get("how_to_play", ())),
        tuple(ref.get("history", ())),
        sections,
        chosen,
        sources,
    )
