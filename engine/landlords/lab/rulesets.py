"""The rule sets the lab compares, by name, each built from the engine's own options.

A rule set is an edition and a few option values. Every 1906 rule set but "vote" sets the option
``single_tax_motion="never"`` (the players agree never to move the Single Tax), so the Single Tax
comes exactly when the rule set says (never, from the start, or from a given turn) and not when
the bots' votes decide.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..options import Options, edition_names, edition_title


@dataclass(frozen=True, slots=True)
class RuleSet:
    key: str
    #: What a reader sees in charts and tables.
    title: str
    edition: str
    #: Options that differ from the edition's defaults.
    options: dict[str, Any] = field(default_factory=dict)
    #: One sentence on what the rule set is, for the page and the summary.
    note: str = ""
    #: Compared when only its edition is named (``compared``).
    by_default: bool = False

    def game_options(self, players: tuple[str, ...]) -> Options:
        return Options(edition=self.edition, players=players, **self.options)


RULESETS: dict[str, RuleSet] = {
    "monopoly": RuleSet(
        "monopoly",
        "the monopolist game",
        "1906",
        {"single_tax_motion": "never"},
        note="The 1906 game under its ordinary rules: land is held privately and rent goes to the landlord; "
        "the players agree never to move the Single Tax.",
        by_default=True,
    ),
    "single-tax": RuleSet(
        "single-tax",
        "the Single Tax",
        "1906",
        {"single_tax_at_turn": 1, "single_tax_motion": "never"},
        note="The 1906 game under its Single Tax rules from the first turn: land rent goes to the Public "
        "Treasury, which buys public utilities, opens Free Colleges and raises wages.",
        by_default=True,
    ),
    "vote": RuleSet(
        "vote",
        "the Single Tax by vote",
        "1906",
        note="The 1906 game in which the players may move the Single Tax; it comes in once a majority votes "
        "for it, if ever.",
    ),
    "1904": RuleSet(
        "1904",
        "the 1904 patent game",
        "1904",
        note="The game of US patent 748,626 (1904), with its Poorhouse, Public Treasury and luxuries.",
        by_default=True,
    ),
    "prosperity": RuleSet(
        "prosperity",
        "Prosperity",
        "prosperity",
        note="Prosperity, the game of US patent 1,509,312 (1924): the first player to hold $3,000 wins.",
        by_default=True,
    ),
}

#: ``single-tax-at-T``: the Single Tax comes in at the start of turn T (a player's turn).
AT_TURN = re.compile(r"single-tax-at-(\d{1,6})")

#: The edition the lab compares when none is named: the 1906 game, monopolist against Single Tax.
DEFAULT_EDITION = "1906"


def compared(edition: str) -> tuple[str, ...]:
    """What the lab compares when only an edition is named: its rule sets marked ``by_default``, or
    (an edition the lab names none for) the edition's game as it comes, by the edition's name."""
    marked = tuple(r.key for r in RULESETS.values() if r.edition == edition and r.by_default)
    return marked or (edition,)


def ruleset(name: str) -> RuleSet:
    """The rule set of that name; raises ValueError naming the known ones."""
    if name in RULESETS:
        return RULESETS[name]
    match = AT_TURN.fullmatch(name)
    if match and int(match.group(1)) >= 1:
        turn = int(match.group(1))
        return RuleSet(
            name,
            f"the Single Tax from turn {turn}",
            "1906",
            {"single_tax_at_turn": turn, "single_tax_motion": "never"},
            note=f"The monopolist game until turn {turn} (a turn is one player's), then the Single Tax rules.",
        )
    if name in edition_names():  # an edition the lab names no rule set for: its game as it comes
        return RuleSet(name, edition_title(name), name)
    known = ", ".join([*RULESETS, "single-tax-at-T"])
    raise ValueError(f"unknown rule set {name!r}; choose from {known}")
