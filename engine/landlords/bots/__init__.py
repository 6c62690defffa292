"""Computer players. Bots see the rules only through ``legal_actions`` and ``apply``."""

from .base import Bot, Decision
from .heuristic import HeuristicBot
from .levels import LEVELS, make_bot
from .montecarlo import MonteCarloBot
from .random_bot import RandomBot

__all__ = ["LEVELS", "Bot", "Decision", "HeuristicBot", "MonteCarloBot", "RandomBot", "make_bot"]
