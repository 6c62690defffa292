"""The game's generator: ``below`` writes ``next_u64`` out for speed, so the two must agree."""

from __future__ import annotations

from landlords.rng import MASK64, below, next_u64, seed_state


def below_by_next_u64(state: int, n: int) -> tuple[int, int]:
    limit = MASK64 - (MASK64 + 1) % n
    while True:
        value, state = next_u64(state)
        if value <= limit:
            return value % n, state


def test_below_draws_what_next_u64_gives() -> None:
    for seed in range(200):
        state = seed_state(seed)
        for n in (1, 2, 6, 7, 40, 1000, 2**63 + 5):
            assert below(state, n) == below_by_next_u64(state, n)
            _, state = next_u64(state)
