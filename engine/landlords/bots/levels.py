"""The bot levels by name, as the setup screen, the tournament and the simulator offer them."""

from __future__ import annotations

from collections.abc import Callable, Collection

from .base import Bot
from .heuristic import HeuristicBot
from .montecarlo import MonteCarloBot
from .random_bot import RandomBot

LEVELS: dict[str, str] = {
    "random": "Random: any legal move (for testing)",
    "heuristic": "Rules of thumb: values cards by rent and end value, keeps a reserve",
    "strong": "Look-ahead: plays the future out many times before each real choice",
}


def make_bot(
    level: str,
    seed: int = 0,
    playouts: int = 48,
    seconds: float | None = None,
    per_decision: int | None = None,
    quiet: Collection[int] = (),
) -> Bot:
    """A bot of the named level, seeded so its play is reproducible; ``playouts`` (a choice),
    ``per_decision`` (a decision, overrides it) and ``seconds`` budget the look-ahead; ``quiet``: the
    players it makes no offers to (they asked for none)."""
    factories: dict[str, Callable[[], Bot]] = {
        "random": lambda: RandomBot(seed, quiet=quiet),
        "heuristic": lambda: HeuristicBot(seed, quiet=quiet),
        "strong": lambda: MonteCarloBot(
            seed, playouts=playouts, seconds=seconds, per_decision=per_decision, quiet=quiet
        ),
    }
    if level not in factories:
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
    return factories[level]()
