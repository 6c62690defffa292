"""What a stop on a space costs, in the words the board prints: as printed (the game's start) and
as it stands now (fares by the number of railroads held, rents with houses or improvement tags,
doubled rents and taxes, public and free spaces).

The figures come from each edition's own rent and fare functions, never from a copy of them, so
the board, the space's card and the money the engine takes cannot disagree. Where a charge
depends on who stops (Prosperity's taxes, La Swelle Hotel), the words say on what.
"""

from __future__ import annotations

from collections.abc import Callable

from landlords.board import Space
from landlords.dollars import dollars
from landlords.editions.patent1904 import turn as turn1904
from landlords.editions.prosperity import holdings as hold
from landlords.editions.prosperity import turn as turn_prosperity
from landlords.editions.standard1906 import rents
from landlords.records import record
from landlords.state import GameState

#: The word printed before a charge, by kind of space.
WORDS = {
    "lot": "rent",
    "railroad": "fare",
    "franchise": "rate",
    "utility": "rate",
    "necessity": "tax",
    "jail": "tax",
    "legacy": "legacy",
    "speculation": "stake",
}

#: Charges that depend on who stops (Prosperity's tax offices and hotel): the board's two lines
#: and the card's sentence, from the edition's own figures.
DEPENDS: dict[str, tuple[tuple[str, ...], str]] = {
    "property_tax": (
        (f"tax {dollars(hold.PERSONAL_TAX_PER_100)}", "per $100 cash"),
        f"{dollars(hold.PERSONAL_TAX_PER_100)} for each full $100 of the visitor's cash, to Miscellaneous",
    ),
    "land_tax": (
        (f"tax {dollars(hold.LAND_TAX_PER_CARD)}", "per Land card"),
        f"{dollars(hold.LAND_TAX_PER_CARD)} for each Land card the visitor holds, green or yellow",
    ),
    "improvement_tax": (
        (f"tax {dollars(hold.IMPROVEMENT_TAX)}", "per tag, R.R.", "or utility"),
        f"{dollars(hold.IMPROVEMENT_TAX)} for each improvement tag (placed or in hand), railroad and utility "
        "the visitor holds",
    ),
    "hotel": (
        (f"{dollars(turn_prosperity.HOTEL_CHARGE)} a day", f"with {dollars(turn_prosperity.HOTEL_THRESHOLD)} cash"),
        f"{dollars(turn_prosperity.HOTEL_CHARGE)} with {dollars(turn_prosperity.HOTEL_THRESHOLD)} or more in cash; "
        "anyone poorer throws again and moves back that many spaces",
    ),
}


@record
class Charge:
    """What a stop on a space costs a visitor (nobody's partner, holding nothing there)."""

    #: The lines at the space's foot after its price ("fare $10"; "tax $10", "per $100 cash").
    lines: tuple[str, ...]
    #: Dollars a visitor pays now, or None where it depends on who stops.
    amount: int | None
    #: How the figure is made up or what it depends on, for the space's card.
    parts: tuple[str, ...] = ()


def _figure(word: str, amount: int, *, free: bool = False) -> str:
    """A charge as the board prints it; "free" where the public or the Single Tax lifted it."""
    return "free" if free and not amount else f"{word} {dollars(amount)}"


def printed_charge(space: Space, edition: str = "") -> Charge | None:
    """The charge the board prints: a game's charge before anything is bought or built."""
    if space.kind in DEPENDS:
        lines, words = DEPENDS[space.kind]
        return Charge(lines, None, (words,))
    word = WORDS.get(space.kind, "rent")
    if space.kind == "speculation" and edition == "1906":
        return Charge((_figure(word, rents.SPECULATION_STAKE),), rents.SPECULATION_STAKE, ("if you speculate",))
    if space.kind == "legacy" and space.rent:
        return Charge((f"legacy {dollars(space.rent)}",), -space.rent)
    if space.rent or (space.kind == "lot" and space.price):
        return Charge((f"{word} {dollars(space.rent)}",), space.rent)
    return None


# --- each edition's charges now ------------------------------------------------------------------


#: A seat nobody sits in: a visitor who holds nothing, builds nothing and belongs to no Trust.
def _stranger(state: GameState) -> int:
    return state.num_players


def _holder(state: GameState, space: int) -> str:
    owner = state.owner[space]
    return state.players[owner].name if owner >= 0 else ""


def _charge_1906(state: GameState, space: int, printed: Charge) -> Charge:
    info = state.board.spaces[space]
    kind = info.kind
    amount = rents.landing_cost(state, _stranger(state), space)
    word = WORDS.get(kind, "rent")
    parts: list[str] = []
    if kind == "lot":
        land = rents.land_rent(state, space)
        houses = len(state.houses[space])
        if land != info.rent:
            parts.append(f"land rent {dollars(land)}: the printed {dollars(info.rent)} doubled by rising rents")
        else:
            parts.append(f"land rent {dollars(land)}")
        if houses:
            parts.append(f"+ {houses} house{'s' if houses > 1 else ''} at {dollars(rents.HOUSE_RENT)}")
        if state.single_tax:
            parts.append("land rent to the Public Treasury, house rent to each house's builder (Single Tax)")
        elif state.owner[space] < 0:
            parts.append("to the Public Treasury while nobody holds the lot")
        else:
            parts.append(f"to {_holder(state, space)}")
    elif kind == "railroad":
        scale = ", ".join(f"{k} held {dollars(v)}" for k, v in rents.RAILROAD_FARES.items())
        owner = state.owner[space]
        if state.public[space]:
            parts.append("free: the public holds it")
        elif rents.trust_members(state) is not None:
            a, b = rents.trust_members(state) or (0, 0)
            parts.append(
                f"the Trust's fare, {dollars(rents.TRUST_FARE)}, shared by {state.players[a].name} and "
                f"{state.players[b].name}; they ride free"
            )
        elif owner < 0:
            parts.append("to the Public Treasury while nobody holds the railroad")
        else:
            held = rents.railroads_owned(state, owner)
            parts.append(f"{_holder(state, owner)} holds {held} railroad{'s' if held > 1 else ''}")
        parts.append(f"fares by the number one holder owns: {scale}")
    elif kind == "franchise":
        if state.public[space]:
            parts.append("free: the public holds it")
        parts.append(f"{dollars(rents.CINCH_RATE)} under the Municipal Cinch (one holder of both franchises)")
    elif kind in ("necessity", "jail"):
        if state.single_tax:
            parts.append("no tax on the necessities of life under the Single Tax")
        elif state.options.rising_taxes:
            parts.append(f"rising taxes: {dollars(20)} once 10 houses stand, {dollars(40)} once 25 do")
    else:
        return printed
    free = bool(state.public[space]) or (state.single_tax and kind in ("necessity", "jail"))
    return Charge((_figure(word, amount, free=free),), amount, tuple(parts))


def _charge_1904(state: GameState, space: int, printed: Charge) -> Charge:
    info = state.board.spaces[space]
    kind = info.kind
    if kind == "franchise" and state.owner[space] < 0:
        return Charge(printed.lines, printed.amount, ("the first to stop here takes the charter free",))
    if kind not in ("lot", "railroad", "franchise", "necessity"):
        return printed
    amount = turn1904.landing_cost(state, _stranger(state), space)
    parts: tuple[str, ...] = ()
    if kind == "lot":
        parts = ("half, the odd dollar included, to the first on the lot while someone stands on it",)
    return Charge((_figure(WORDS.get(kind, "rent"), amount),), amount, parts)


def _charge_prosperity(state: GameState, space: int, printed: Charge) -> Charge:
    info = state.board.spaces[space]
    kind = info.kind
    owner = state.owner[space]
    if not info.ownable:
        return printed
    if owner < 0:
        return Charge(printed.lines, printed.amount, ("nobody holds it: whoever stops first starts its auction",))
    amount = hold.space_charge(state, space)
    parts: list[str] = []
    if kind == "lot":
        land = hold.base_rent(state, space)
        tags = state.tags[space]  # type: ignore[attr-defined]
        doubled = hold.side_doubled(state, space)
        both = doubled and state.options.sign_doubling == "land_and_improvements"  # type: ignore[attr-defined]
        if doubled:
            parts.append(f"land rent {dollars(2 * land)}: {dollars(land)} doubled, 4 or more signs on this side")
        else:
            parts.append(f"land rent {dollars(land)}")
        if tags:
            each = hold.TAG_RENT * (2 if both else 1)
            parts.append(f"+ {tags} improvement tag{'s' if tags > 1 else ''} at {dollars(each)}")
        sign = state.signs[space]  # type: ignore[attr-defined]
        if sign >= 0:
            parts.append(f"a No Trespassing sign: anyone but {state.players[sign].name} goes to Jail instead")
    else:
        single = hold.UTILITY_RATE if kind == "utility" else hold.RAILROAD_FARE
        parts.append(f"{dollars(single)}; {dollars(2 * single)} when one player holds all three")
    parts.append(f"to {_holder(state, space)}, who collects it from the board on a stop of his own")
    return Charge((_figure(WORDS.get(kind, "rent"), amount),), amount, tuple(parts))


CHARGES: dict[str, Callable[[GameState, int, Charge], Charge]] = {
    "1906": _charge_1906,
    "1904": _charge_1904,
    "prosperity": _charge_prosperity,
}


def charge_now(state: GameState, space: int) -> Charge | None:
    """What a stop on ``space`` costs a visitor now, by the edition's own rent and fare functions."""
    printed = printed_charge(state.board.spaces[space], state.board.edition)
    if printed is None:
        return None
    now = CHARGES.get(state.board.edition)
    return now(state, space, printed) if now else printed
