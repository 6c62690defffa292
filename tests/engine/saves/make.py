"""How the saves beside this file were made, by the engine at commit 33401f9.

Kept to show how: rerunning it now would only rewrite them from the engine as it is.

Run: python tests/engine/saves/make.py tests/engine/saves
"""

import sys
from pathlib import Path

from landlords.bots import RandomBot
from landlords.engine import apply, is_over, new_game
from landlords.options import Options
from landlords.save import dumps

out = Path(sys.argv[1])
games = {
    "1906-single-tax": (Options(edition="1906", single_tax_at_turn=20, players=("A", "B", "C")), 11, 500),
    "1906-standard": (Options(edition="1906", end_rule="agreed"), 4, 700),
    "1904-finish-round": (Options(edition="1904", poorhouse_exit="finish_round"), 7, 800),
    "prosperity": (Options(edition="prosperity", players=("A", "B", "C")), 9, 700),
    "1906-mid": (Options(edition="1906", single_tax_at_turn=15), 3, 160),
    "1904-mid": (Options(edition="1904"), 5, 230),
    "prosperity-mid": (Options(edition="prosperity", jail_fine="every_throw"), 6, 260),
}
for name, (options, seed, moves) in games.items():
    state = new_game(options, seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        if is_over(state):
            break
        apply(state, bot.decide(state).action)
    (out / f"{name}.json").write_text(dumps(state) + "\n")
    print(name, len(state.actions), state.phase, state.single_tax, state.turn)
