"""Setting a table: starting cash, the first player, shuffling and dealing cards.

Shared by the editions; every draw comes from the game's own generator.
"""

from __future__ import annotations

from .rng import below
from .state import GameState


def give_start_cash(state: GameState, amount: int) -> None:
    """Each player's starting money comes out of the bank (Miscellaneous keeps a signed balance)."""
    for player in state.players:
        player.cash = amount
    state.misc -= amount * state.num_players


def random_first_player(state: GameState) -> None:
    first, state.rng = below(state.rng, state.num_players)
    state.first_player = state.current = first


def shuffled(state: GameState, cards: list[int] | tuple[int, ...]) -> list[int]:
    """Fisher-Yates with the game's generator."""
    pack = list(cards)
    for i in range(len(pack) - 1, 0, -1):
        j, state.rng = below(state.rng, i + 1)
        pack[i], pack[j] = pack[j], pack[i]
    return pack


def deal_round(state: GameState, pack: list[int], count: int) -> None:
    """Deal ``count`` cards one at a time from the first player round the table into ``state.dealt``."""
    state.dealt = [[] for _ in state.players]
    for k in range(min(count, len(pack))):
        state.dealt[(state.first_player + k) % state.num_players].append(pack[k])
