"""Prosperity's holdings: what spaces charge, improvement tags, No Trespassing signs and Idle Land.

Seed 004 ("Space Rules", "Property Rules") with the dossier's resolutions 7.31 and 7.32. Pure
functions of the state plus the few that move cards, tags and money; the turn is in
``prosperity``.
"""

from __future__ import annotations

from ...state import GameState
from .record import of

UTILITY_RATE = 50
UTILITY_MONOPOLY_RATE = 100
RAILROAD_FARE = 100
RAILROAD_MONOPOLY_FARE = 200
TAG_PRICE = 300
TAG_RENT = 100
IDLE_LAND_PRICE = 100  # what the board asks for an Idle Land card at a Real Estate office
PERSONAL_TAX_PER_100 = 10
LAND_TAX_PER_CARD = 10
IMPROVEMENT_TAX = 25
SIGNS_TO_DOUBLE = 4


def idle_cards(state: GameState) -> range:
    """Card ids of the yellow Idle Land cards (the Gold Mine among them): they have no space."""
    return range(len(state.board), state.board.card_count)


def gold_mine(state: GameState) -> int:
    return next(c for c in idle_cards(state) if state.board.card_kind(c) == "gold_mine")


def idle_held(state: GameState, player: int) -> list[int]:
    return [c for c in idle_cards(state) if state.owner[c] == player]


def idle_on_pile(state: GameState) -> list[int]:
    return [c for c in idle_cards(state) if state.owner[c] == -1]


def tag_supply(state: GameState) -> int:
    """Improvement tags still on the board: 40 less those held or placed."""
    total = state.board.number("improvement_tags")
    return total - sum(p.tags for p in of(state).players) - sum(of(state).tags)


def base_rent(state: GameState, space: int) -> int:
    """The printed land rent (option ``side_three_rents``: the one transcription's figure)."""
    info = state.board.spaces[space]
    if info.transcribed_rent and of(state).options.side_three_rents == "transcribed":
        return info.transcribed_rent
    return info.rent


def side_doubled(state: GameState, space: int) -> bool:
    """'When 4 or more signs are placed on one side of the board, land rent on that entire side is
    doubled'."""
    for side in state.board.sections:
        if space in side:
            return sum(1 for s in side if of(state).signs[s] != -1) >= SIGNS_TO_DOUBLE
    return False


def lot_rent(state: GameState, space: int) -> int:
    """Land rent plus $100 per improvement tag; a doubled side doubles the land rent only (dossier
    7.31), or both by option ``sign_doubling``."""
    land = base_rent(state, space)
    improvements = TAG_RENT * of(state).tags[space]
    if side_doubled(state, space):
        land *= 2
        if of(state).options.sign_doubling == "land_and_improvements":
            improvements *= 2
    return land + improvements


def held(state: GameState, player: int, kind: str) -> int:
    return sum(1 for s in state.board.indices_of(kind) if state.owner[s] == player)


def utility_rate(state: GameState, owner: int) -> int:
    return UTILITY_MONOPOLY_RATE if held(state, owner, "utility") == 3 else UTILITY_RATE


def railroad_fare(state: GameState, owner: int) -> int:
    return RAILROAD_MONOPOLY_FARE if held(state, owner, "railroad") == 3 else RAILROAD_FARE


def space_charge(state: GameState, space: int) -> int:
    """What the holder of ``space`` collects on a stop there (and takes from the board on his own)."""
    kind = state.board.spaces[space].kind
    owner = state.owner[space]
    if kind == "lot":
        return lot_rent(state, space)
    if kind == "utility":
        return utility_rate(state, owner)
    if kind == "railroad":
        return railroad_fare(state, owner)
    return 0


def tax(state: GameState, player: int, space: int) -> int:
    """The three tax offices (seed 004 "Tax spaces"): $10 per full $100 of cash; $10 per Land card,
    green or yellow; $25 per improvement tag (placed or in hand), railroad and utility card."""
    kind = state.board.spaces[space].kind
    p = of(state).players[player]
    if kind == "property_tax":
        return PERSONAL_TAX_PER_100 * (p.cash // 100)
    if kind == "land_tax":
        return LAND_TAX_PER_CARD * (held(state, player, "lot") + len(idle_held(state, player)))
    assert kind == "improvement_tax"
    tags = p.tags + sum(of(state).tags[s] for s in state.board.indices_of("lot") if state.owner[s] == player)
    return IMPROVEMENT_TAX * (tags + held(state, player, "railroad") + held(state, player, "utility"))


def nearest_tag(state: GameState, player: int) -> int:
    """Fire burns 'your nearest improvement tag': on the player's own green space at the smallest
    forward distance from his checker (dossier 7.32), or either way by option; -1 if none."""
    n = len(state.board.spaces)
    pos = state.players[player].position
    tagged = [s for s in state.board.indices_of("lot") if state.owner[s] == player and of(state).tags[s]]
    if not tagged:
        return -1
    if of(state).options.fire_nearest == "either_way":
        return min(tagged, key=lambda s: (min((s - pos) % n, (pos - s) % n), (s - pos) % n))
    return min(tagged, key=lambda s: (s - pos) % n)


def sign_problem(state: GameState, player: int, space: int) -> str | None:
    if of(state).players[player].signs < 1:
        return "you have no No Trespassing sign in hand"
    if not 0 <= space < len(state.board) or state.board.spaces[space].kind != "lot":
        return "signs go on green (Land In Use) spaces"
    if state.owner[space] != player:
        return "you may put a sign only on land you hold"
    if of(state).signs[space] != -1:
        return "a sign already stands there"
    return None


def tag_problem(state: GameState, player: int, space: int) -> str | None:
    if of(state).players[player].tags < 1:
        return "you have no improvement tag in hand"
    if not 0 <= space < len(state.board) or state.board.spaces[space].kind != "lot":
        return "improvement tags go on green (Land In Use) spaces"
    if state.owner[space] != player:
        return "you may improve only land you hold"
    return None
