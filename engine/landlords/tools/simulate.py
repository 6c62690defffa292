"""Play many seeded games with bots and summarise them (the ``simulate`` command)."""

from __future__ import annotations

import time
from typing import Any

from ..bots import RandomBot
from ..edition import rules_of, scores, winners
from ..engine import apply, decider, is_over, new_game
from ..options import Options


def play_game(options: Options, seed: int) -> dict[str, Any]:
    """One game, every seat a random bot seeded from the game seed."""
    state = new_game(options, seed)
    bots = [RandomBot(seed * 31 + seat) for seat in range(state.num_players)]
    while not is_over(state):
        apply(state, bots[decider(state)].decide(state).action, checked=False)  # bots play listed actions
    progress = rules_of(state).public_progress(state)
    return {
        "seed": seed,
        "turns": state.turn,
        "actions": len(state.actions),
        "winners": winners(state),
        "wealth": [s.total for s in scores(state)],
        "single_tax": state.single_tax,
        # The Single Tax's shared goal reached (the game then ends, every player winning).
        "shared_goal": progress is not None and progress.reached,
        "end": state.end_reason,
    }


def simulate(options: Options, games: int, seed: int) -> dict[str, Any]:
    start = time.perf_counter()
    results = [play_game(options, seed + g) for g in range(games)]
    seconds = time.perf_counter() - start
    wins = [0] * len(options.players)
    for r in results:
        for w in r["winners"]:
            wins[w] += 1
    return {
        "edition": options.edition,
        "players": len(options.players),
        "games": games,
        "turns": sum(r["turns"] for r in results),
        "actions": sum(r["actions"] for r in results),
        "seconds": round(seconds, 3),
        "winners": wins,
        "per_game": results,
    }


def options_for(edition: str, players: int, single_tax_at: int) -> Options:
    names = tuple(f"Player {i + 1}" for i in range(players))
    return Options(edition=edition, players=names, single_tax_at_turn=single_tax_at)
