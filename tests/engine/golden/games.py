"""Recorded seeded games: the reference that engine changes must reproduce move for move.

Each configuration plays a range of seeds with one bot level in every seat. A game is reduced to
one digest of its whole action list, its final scores and its save fingerprint, so a change that
alters any decision, any amount or the fingerprint of any position shows up. Record anew only for
a deliberate rule fix, and name the fix in the commit:

    python tests/engine/golden/games.py --record
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from landlords.bots import make_bot
from landlords.edition import scores, winners
from landlords.engine import apply, decider, is_over, new_game
from landlords.options import Options
from landlords.save import fingerprint

RECORD = Path(__file__).with_name("reference.json")

#: name -> (option overrides, players, bot level, number of seeds)
CONFIGS: dict[str, tuple[dict[str, Any], int, str, int]] = {
    "1906-random-4": ({"edition": "1906"}, 4, "random", 200),
    "1906-random-2": ({"edition": "1906"}, 2, "random", 60),
    "1906-random-singletax-20": ({"edition": "1906", "single_tax_at_turn": 20}, 3, "random", 60),
    "1906-random-deal-none": ({"edition": "1906", "deal": "none"}, 4, "random", 40),
    "1906-random-deal-average": ({"edition": "1906", "deal": "average_hands"}, 3, "random", 40),
    "1906-heuristic-4": ({"edition": "1906"}, 4, "heuristic", 40),
    "1906-heuristic-singletax-1": ({"edition": "1906", "single_tax_at_turn": 1}, 3, "heuristic", 20),
    "1904-random-4": ({"edition": "1904"}, 4, "random", 200),
    "1904-heuristic-3": ({"edition": "1904"}, 3, "heuristic", 30),
    "prosperity-random-4": ({"edition": "prosperity"}, 4, "random", 200),
    "prosperity-heuristic-4": ({"edition": "prosperity"}, 4, "heuristic", 30),
}


def options_for(overrides: dict[str, Any], players: int) -> Options:
    names = tuple(f"P{i + 1}" for i in range(players))
    edition = overrides["edition"]
    rest = {k: v for k, v in overrides.items() if k != "edition"}
    return Options(edition=edition, players=names, **rest)


def game_digest(options: Options, seed: int, level: str) -> str:
    state = new_game(options, seed)
    bots = [make_bot(level, seed * 31 + seat) for seat in range(state.num_players)]
    while not is_over(state):
        apply(state, bots[decider(state)].decide(state).action)
    summary = {
        "actions": [a.to_json() for a in state.actions],
        "turns": state.turn,
        "end": state.end_reason,
        "winners": winners(state),
        "wealth": [s.total for s in scores(state)],
        "fingerprint": fingerprint(state),
    }
    return hashlib.sha256(json.dumps(summary, sort_keys=True).encode()).hexdigest()[:20]


def config_digests(name: str) -> list[str]:
    overrides, players, level, seeds = CONFIGS[name]
    options = options_for(overrides, players)
    return [game_digest(options, seed, level) for seed in range(seeds)]


def record() -> None:
    data = {name: config_digests(name) for name in CONFIGS}
    RECORD.write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    if sys.argv[1:] == ["--record"]:
        record()
    else:
        sys.exit(__doc__)
