"""What a 1906 space costs the player who stops on it, and the edition's prices: pure functions of
the state, no side effects.

Seed 000 IV-B, V-A and VII; 1906 rulebook rules 4, 7 and 9 and its advanced rules.
"""

from __future__ import annotations

from ...state import MISC, TREASURY, Due, GameState

HOUSE_RENT = 10
RAILROAD_FARES = {1: 5, 2: 10, 3: 20, 4: 50}
TRUST_FARE = 40
CINCH_RATE = 25
SPECULATION_STAKE = 10
LUXURY_PRICE = 75
MORTGAGE_INTEREST_PER_CARD = 5
HOUSE_PRICE = 100
MAX_HOUSES = 3


def total_houses(state: GameState) -> int:
    return sum(map(len, state.houses))


def necessity_tax(state: GameState) -> int:
    """$10; with rising taxes $20 once 10 houses stand, $40 once 25 do (seed 000 VII-A)."""
    if state.options.rising_taxes:
        built = total_houses(state)
        if built >= 25:
            return 40
        if built >= 10:
            return 20
    return 10


def section_of(state: GameState, space: int) -> tuple[int, ...]:
    for section in state.board.sections:
        if space in section:
            return section
    return ()


def rent_multiplier(state: GameState, space: int) -> int:
    """Rising rents (seed 000 VII-B): a fully built section doubles per house level reached by all."""
    section = section_of(state, space)
    if not section:
        return 1
    level = min(len(state.houses[s]) for s in section)
    return int(2**level)


def land_rent(state: GameState, space: int) -> int:
    rent = state.board.spaces[space].rent
    return rent * rent_multiplier(state, space) if state.options.rising_rents else rent


def railroads_owned(state: GameState, player: int) -> int:
    owner = state.owner
    return sum(1 for s in state.board.indices_of("railroad") if owner[s] == player)


def trust_members(state: GameState) -> tuple[int, int] | None:
    """The Trust, while its two members still hold every railroad between them."""
    if state.trust is None:
        return None
    a, b = state.trust
    holders = {state.owner[s] for s in state.board.indices_of("railroad")}
    return state.trust if holders == {a, b} else None


def railroad_dues(state: GameState, player: int, space: int) -> list[Due]:
    """The fare: to the owner by the number of railroads held, to the Trust, or to the Treasury."""
    if state.public[space]:
        return []
    owner = state.owner[space]
    if owner == -1:
        return [Due(TREASURY, RAILROAD_FARES[1], "railroad fare")]
    if owner == player:
        return []
    trust = trust_members(state)
    if trust is not None:
        if player in trust:
            return []
        other = trust[0] if trust[1] == owner else trust[1]
        half = TRUST_FARE // 2
        odd = TRUST_FARE - 2 * half
        return [Due(owner, half + odd, "Trust fare"), Due(other, half, "Trust fare")]
    return [Due(owner, RAILROAD_FARES[railroads_owned(state, owner)], "railroad fare")]


def franchise_dues(state: GameState, player: int, space: int) -> list[Due]:
    """$5 to the franchise holder; $25 under the Municipal Cinch (one holder of both)."""
    if state.public[space]:
        return []
    owner = state.owner[space]
    base = state.board.spaces[space].rent
    if owner == -1:
        return [Due(TREASURY, base, "franchise rate")]
    if owner == player:
        return []
    franchises = state.board.indices_of("franchise")
    cinch = all(state.owner[s] == owner for s in franchises)
    return [Due(owner, CINCH_RATE if cinch else base, "Municipal Cinch" if cinch else "franchise rate")]


def lot_rent_owed(state: GameState, player: int, space: int) -> int:
    """The rent a stop on a lot owes in one sum: outside Single Tax, land rent plus $10 a house to
    the holder (nothing on one's own lot); under Single Tax the land rent, to the Public Treasury."""
    if state.single_tax:
        return land_rent(state, space)
    if state.owner[space] == player:
        return 0
    return land_rent(state, space) + HOUSE_RENT * len(state.houses[space])


def house_rent_builders(state: GameState, player: int, space: int) -> list[int]:
    """Under Single Tax each house's $10 goes to its builder (1906 Single Tax rules 2 and 4): the
    builders paid, one entry a house (none outside Single Tax, where the holder takes it all)."""
    return [builder for builder in state.houses[space] if builder != player] if state.single_tax else []


def lot_dues(state: GameState, player: int, space: int) -> list[Due]:
    """``lot_rent_owed`` to the holder (the Public Treasury for an unheld lot or under Single Tax),
    then the house rents to their builders."""
    owed = lot_rent_owed(state, player, space)
    dues: list[Due] = []
    if owed:
        owner = state.owner[space]
        creditor = TREASURY if state.single_tax or owner == -1 else owner
        dues.append(Due(creditor, owed, "land rent" if state.single_tax else "rent"))
    dues += [Due(builder, HOUSE_RENT, "house rent") for builder in house_rent_builders(state, player, space)]
    return dues


def space_dues(state: GameState, player: int, space: int) -> list[Due]:
    """The payments stopping on ``space`` requires, with its current ownership."""
    kind = state.board.spaces[space].kind
    if kind == "lot":
        return lot_dues(state, player, space)
    if kind == "railroad":
        return railroad_dues(state, player, space)
    if kind == "franchise":
        return franchise_dues(state, player, space)
    if kind in ("necessity", "jail"):
        return [] if state.single_tax else [Due(TREASURY, necessity_tax(state), "tax")]
    if kind == "speculation":
        return [Due(MISC, SPECULATION_STAKE, "speculation stake")]
    return []


def landing_cost(state: GameState, player: int, space: int) -> int:
    """``space_dues`` added up. A lot's (the common case: the throw and the bots ask it of every
    space they might reach) adds up the same parts without building the payments."""
    if state.board.spaces[space].kind != "lot":
        return sum(d.amount for d in space_dues(state, player, space))
    owed = lot_rent_owed(state, player, space)
    return owed + HOUSE_RENT * len(house_rent_builders(state, player, space)) if state.single_tax else owed
