"""Computer players. Bots see the rules only through ``legal_actions`` and ``apply``."""

from .base import Bot, Decision
from .random_bot import RandomBot

__all__ = ["Bot", "Decision", "RandomBot"]
