"""The economics lab: Magie's experiment, run with our engine and bots.

The same seeds are played under each rule set compared (the monopolist game, the Single Tax, the
1904 game, Prosperity), so the dice and cards are the same and only the rules differ; the lab
records everyone's worth turn by turn and reads the results as inequality statistics and charts.
It is a layer above the rules and the bots (``tests/test_layers.py``), plain Python throughout so
the page can run it on Pyodide; only ``parallel`` reaches for processes or Dask, and only when asked.
"""

from .experiment import Experiment
from .record import GameRecord
from .rulesets import RULESETS, RuleSet, ruleset
from .runner import LabResult, play_seed, run

__all__ = ["RULESETS", "Experiment", "GameRecord", "LabResult", "RuleSet", "play_seed", "ruleset", "run"]
