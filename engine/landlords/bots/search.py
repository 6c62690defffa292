"""Sharing a look-ahead budget among candidate moves by successive halving.

Equal shares spend as much on a move that is plainly worse after a few futures as on the two that
are close. Successive halving plays every candidate a little, drops the worse half, and plays the
rest more, so most futures go to the choices that are still in doubt. Each round plays every
surviving candidate with the same dice (common random numbers), so survivors always share their
whole history of dice and their means compare like with like.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from ..records import record

#: ``play(candidate index, dice seed)``: how well placed one future leaves the bot.
Playout = Callable[[int, int], float]
#: Draws the next dice seed from the bot's own generator.
Dice = Callable[[], int]


@record
class Outcome:
    best: int
    means: list[float]
    #: Futures played for each candidate (0 for none).
    counts: list[int]

    @property
    def played(self) -> int:
        return sum(self.counts)


def halving(
    candidates: int,
    budget: int,
    play: Playout,
    dice: Dice,
    seconds: float | None = None,
    favourite: int = 0,
) -> Outcome:
    """The best of ``candidates`` after ``budget`` futures, halving the field after each stage.
    ``favourite`` (the rules-of-thumb choice) stays in to the end and wins ties: the others must
    beat it on the same dice. With ``seconds``, the budget is what fits in that time at the pace
    of the first round, and no round starts that would overrun it."""
    values: list[list[float]] = [[] for _ in range(candidates)]
    alive = list(range(candidates))
    stages = max(1, math.ceil(math.log2(candidates)))
    start = time.perf_counter()
    spent = 0

    def mean(k: int) -> float:
        return sum(values[k]) / len(values[k]) if values[k] else -math.inf

    def rank(k: int) -> tuple[float, bool]:
        return mean(k), k == favourite

    def play_round() -> bool:
        """One round for every survivor; False when the time would run out first."""
        nonlocal spent
        if seconds is not None and spent:
            elapsed = time.perf_counter() - start
            if elapsed + elapsed / spent * len(alive) > seconds:
                return False
        seed = dice()
        for k in alive:
            values[k].append(play(k, seed))
        spent += len(alive)
        return True

    if seconds is not None:
        play_round()
        budget = max(spent, int(seconds * spent / max(1e-9, time.perf_counter() - start)))
    for stage in range(stages):
        # Each stage spends about an equal part of the budget; the last takes what is left.
        share = budget - spent if stage == stages - 1 else budget * (stage + 1) // stages - spent
        for _ in range(max(1, share // len(alive))):
            if spent >= budget or not play_round():
                break
        if len(alive) <= 2 or spent >= budget:
            break
        keep = sorted(alive, key=rank, reverse=True)[: (len(alive) + 1) // 2]
        alive = [k for k in alive if k in keep or k == favourite]
    return Outcome(max(alive, key=rank), [mean(k) for k in range(candidates)], [len(v) for v in values])
