"""Game options: the edition, the seats and every named rule choice.

Each field's default is the rule of our specification (the seeds); alternatives read from the
primary sources are offered as named values. ``RULE_OPTIONS`` carries the player-facing text and
source of each choice so the page's rules reference and setup screen read one place.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from .errors import OptionsError

START_CASH_1906 = {2: 600, 3: 500, 4: 400}


@dataclass(frozen=True, slots=True)
class Options:
    edition: str = "1906"
    players: tuple[str, ...] = ("Player 1", "Player 2", "Player 3", "Player 4")
    #: How the opening title cards are dealt: "12" (seed 000), "24" (1906 rulebook), "average_hands"
    #: (1906 rulebook's beginners' hands: one $325 hand free plus $75 cash each), "none".
    deal: str = "12"
    #: Chance spaces: "reconstructed" deck (labelled as ours; the 1906 texts are lost) or "inert".
    chance: str = "reconstructed"
    #: Who receives the $10 speculation stake: "miscellaneous" (seed 000) or "broker" (1906 rule 8).
    speculation_stake_to: str = "miscellaneous"
    #: After an auction another player won, the lander may take the card at the top bid (1906 rule 7).
    lander_first_option: bool = False
    #: Backward moves allowed on spaces "22-37" (seed 000) or "23-36" (strictly between the Chances).
    chance_zone: str = "22-37"
    #: A player in Jail must pay the fine at the start of the 4th turn (1906 rule 6).
    jail_three_turns: bool = True
    #: How the game ends: "first" player to reach the circuit count ends it after that turn (seed 000,
    #: 1906), "last" player to reach it (seed 000 footnote, 1904), or "agreed" (vote, then the next double).
    end_rule: str = "first"
    circuits: int = 5
    #: After the circuit count, a debt-free player may move either way and collects no more wages.
    either_direction_after_circuits: bool = True
    #: Safety stop: the players agree to stop after this many turns.
    turn_limit: int = 1000
    #: Single Tax buy-out order: "rulebook" (1906 rulebook = seed 002) or "seed000".
    single_tax_sequence: str = "rulebook"
    #: Under Single Tax, houses only on unimproved lots (1906 rulebook, seed 002) or up to 3 (seed 000).
    single_tax_unimproved_only: bool = True
    #: Switch to Single Tax automatically at the start of this turn number (0 = only by vote).
    single_tax_at_turn: int = 0
    #: Optional rules (seed 000 VII, 1906 rulebook's advanced rules).
    rising_taxes: bool = False
    rising_rents: bool = False

    def __post_init__(self) -> None:
        if self.edition != "1906":
            raise OptionsError(f"unknown edition {self.edition!r}; this engine plays '1906'")
        if not 2 <= len(self.players) <= 4:
            raise OptionsError("the 1906 game is for 2 to 4 players")
        for name in self.players:
            if not isinstance(name, str) or not name.strip() or len(name) > 40:
                raise OptionsError("each player needs a name of 1 to 40 characters")
        choices = {
            "deal": ("12", "24", "average_hands", "none"),
            "chance": ("reconstructed", "inert"),
            "speculation_stake_to": ("miscellaneous", "broker"),
            "chance_zone": ("22-37", "23-36"),
            "end_rule": ("first", "last", "agreed"),
            "single_tax_sequence": ("rulebook", "seed000"),
        }
        for name, allowed in choices.items():
            if getattr(self, name) not in allowed:
                raise OptionsError(f"option {name} must be one of {', '.join(allowed)}")
        if not 1 <= self.circuits <= 20:
            raise OptionsError("circuits must be between 1 and 20")
        if not 10 <= self.turn_limit <= 100_000:
            raise OptionsError("turn_limit must be between 10 and 100000")
        if self.single_tax_at_turn < 0:
            raise OptionsError("single_tax_at_turn must be 0 or a turn number")

    def __deepcopy__(self, memo: dict[int, object]) -> Options:
        return self  # immutable

    @property
    def start_cash(self) -> int:
        return START_CASH_1906[len(self.players)]

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["players"] = list(self.players)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Options:
        if not isinstance(data, dict):
            raise OptionsError("options must be an object")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise OptionsError(f"unknown options: {', '.join(sorted(unknown))}")
        values = dict(data)
        if "players" in values:
            if not isinstance(values["players"], list | tuple):
                raise OptionsError("players must be a list of names")
            values["players"] = tuple(values["players"])
        for f in fields(cls):
            if f.name in values and f.name != "players":
                expected = type(getattr(cls(), f.name))
                if type(values[f.name]) is not expected:
                    raise OptionsError(f"option {f.name} must be a {expected.__name__}")
        return cls(**values)
