"""Test helpers: fixed dice and cards, and quick ways to put a game in a position.

Dice come from the game's own generator, so a test "fixes" them by finding a generator state
whose next draws are the wanted values; the engine itself is never patched.
"""

from __future__ import annotations

from landlords.engine import new_game
from landlords.options import Options
from landlords.rng import below, next_u64
from landlords.state import GameState, Phase

CHANCE_CARDS = 12


def _draws(state: int, sizes: list[int]) -> tuple[list[int], int]:
    out = []
    for n in sizes:
        v, state = below(state, n)
        out.append(v)
    return out, state


def rig(state: GameState, *draws: tuple[int, int] | int) -> None:
    """Make the next draws of the game's generator give these values: a pair (d1, d2) is a throw of
    two dice, a lone int is a Chance card index."""
    sizes: list[int] = []
    wanted: list[int] = []
    for d in draws:
        if isinstance(d, tuple):
            sizes += [6, 6]
            wanted += [d[0] - 1, d[1] - 1]
        else:
            sizes.append(CHANCE_CARDS)
            wanted.append(d)
    rig_draws(state, sizes, wanted)


def rig_draws(state: GameState, sizes: list[int], wanted: list[int]) -> None:
    """Make the next draws ``below(size)`` of the game's generator give ``wanted``."""
    candidate = 0x1234
    for _ in range(5_000_000):
        value, candidate = next_u64(candidate)
        got, _ = _draws(value, sizes)
        if got == wanted:
            state.rng = value
            return
    raise AssertionError(f"could not rig draws {wanted} of {sizes}")


def game(players: int = 4, seed: int = 1, **options: object) -> GameState:
    """A game past the opening deal (no titles dealt unless asked), at the first player's throw."""
    names = tuple(f"P{i}" for i in range(players))
    opts = Options(players=names, **{"deal": "none", **options})  # type: ignore[arg-type]
    state = new_game(opts, seed)
    state.current = 0
    state.first_player = 0
    assert state.phase == Phase.PRE_ROLL
    return state


def give(state: GameState, player: int, *spaces: int) -> None:
    for s in spaces:
        state.set_owner(s, player)
