"""A tiny seeded generator whose whole state is one integer.

The game owns its randomness: dice and shuffles come from this generator, never from the global
``random`` module, so a game is fully described by its options, its seed and its actions, and
replays bit-for-bit on CPython and on Pyodide (the algorithm uses only 64-bit integer arithmetic).
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK64


def next_u64(state: int) -> tuple[int, int]:
    """SplitMix64: returns (value, new_state)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31), state


#: ``below``'s rejection limit for each n asked so far: the last value of the largest run of whole
#: multiples of n among 64-bit values (worked out once: it is big-integer arithmetic).
LIMITS: dict[int, int] = {}


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n), unbiased by rejection; returns (value, new_state).

    ``next_u64`` is written out here: dice, shuffles and the random bots call this most of all."""
    limit = LIMITS.get(n)
    if limit is None:
        if n <= 0:
            raise ValueError("n must be positive")
        limit = LIMITS[n] = MASK64 - (MASK64 + 1) % n
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        value = z ^ (z >> 31)
        if value <= limit:
            return value % n, state
