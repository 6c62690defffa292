"""Game options: the edition, the seats and every named rule choice.

Each field's default is the rule of our specification (the seeds); alternatives read from the
primary sources, and the dossier's recommended resolutions of gaps, are offered as named values.
Options belong to editions (``EDITION_OPTIONS``): an option of another edition must keep its
default, and a field whose default is "" takes the edition's own default (``EDITION_DEFAULTS``).
The player-facing text and source of each choice live in ``data/reference_<edition>.json``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from .errors import OptionsError

EDITION_NAMES = ("1906", "1904", "prosperity")
EDITION_TITLES = {
    "1906": "The Landlord's Game (1906)",
    "1904": "The Landlord's Game (1904 patent)",
    "prosperity": "Prosperity (1924 patent game)",
}

#: Chance Cube effects a house rule may put on the faces (Prosperity: "players may agree to replace
#: these outcomes at their pleasure").
CUBE_EFFECTS = ("jail", "take_200", "draw_card", "take_tag", "fire", "judgment", "nothing")
PATENT_CUBE = "jail,take_200,draw_card,take_tag,fire,judgment"

SHARED = frozenset({"turn_limit"})
EDITION_OPTIONS: dict[str, frozenset[str]] = {
    "1906": SHARED
    | {
        "deal",
        "chance",
        "speculation_stake_to",
        "lander_first_option",
        "chance_zone",
        "jail_three_turns",
        "end_rule",
        "circuits",
        "either_direction_after_circuits",
        "single_tax_sequence",
        "single_tax_unimproved_only",
        "single_tax_at_turn",
        "single_tax_motion",
        "rising_taxes",
        "rising_rents",
    },
    "1904": SHARED
    | {
        "deal",
        "end_rule",
        "circuits",
        "either_direction_after_circuits",
        "railroad_pass",
        "jail_count_from",
        "shared_lot",
        "poorhouse_exit",
        "wages_on_landing",
        "legacy_value",
        "bank_notes_at_end",
    },
    "prosperity": SHARED
    | {
        "auction_floor",
        "jail_fine",
        "railroad_jump",
        "hotel_move_back",
        "sign_doubling",
        "fire_nearest",
        "win_cash",
        "win_check",
        "cube",
        "side_three_rents",
        "cooperative",
        "money_supply",
    },
}
#: Options added after saves were first kept in players' browsers: a save's fingerprint names them
#: only when they differ from their default, so the saves made before they existed still load.
ADDED_OPTIONS: dict[str, Any] = {"bank_notes_at_end": "deducted", "single_tax_motion": "allowed"}
EDITION_DEFAULTS: dict[str, dict[str, Any]] = {
    "1906": {"end_rule": "first", "deal": "12"},
    "1904": {"end_rule": "last", "deal": "12"},
    "prosperity": {"cube": PATENT_CUBE},
}
CHOICES: dict[str, dict[str, tuple[str, ...]]] = {
    "1906": {
        "deal": ("12", "24", "average_hands", "none"),
        "chance": ("reconstructed", "inert"),
        "speculation_stake_to": ("miscellaneous", "broker"),
        "chance_zone": ("22-37", "23-36"),
        "end_rule": ("first", "last", "agreed"),
        "single_tax_sequence": ("rulebook", "seed000"),
        "single_tax_motion": ("allowed", "never"),
    },
    "1904": {
        "deal": ("12", "none"),
        "end_rule": ("last", "first"),
        "jail_count_from": ("jail", "front"),
        "shared_lot": ("half_to_first", "owner_also_paid"),
        "poorhouse_exit": ("afford", "finish_round"),
        "bank_notes_at_end": ("deducted", "not_counted"),
    },
    "prosperity": {
        "jail_fine": ("once", "every_throw"),
        "hotel_move_back": ("obey", "rest"),
        "sign_doubling": ("land", "land_and_improvements"),
        "fire_nearest": ("forward", "either_way"),
        "win_check": ("transaction", "turn_end"),
        "side_three_rents": ("reconstructed", "transcribed"),
        "money_supply": ("unlimited", "printed"),
    },
}


@dataclass(frozen=True, slots=True)
class Options:
    edition: str = "1906"
    players: tuple[str, ...] = ("Player 1", "Player 2", "Player 3", "Player 4")
    #: How the opening title cards are dealt: "12" (seed 000; the 1904 patent's 12 lot tickets), "24"
    #: (1906 rulebook), "average_hands" (1906 rulebook's beginners' hands: one $325 hand free plus $75
    #: cash each), "none" (1904: "playing without the lot tickets", $100 each).
    deal: str = ""
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
    end_rule: str = ""
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
    #: Whether a player may move the Single Tax: "allowed" (1906 Single Tax rules) or "never" (the
    #: players agree to play the monopolist game through, as the economics lab compares it).
    single_tax_motion: str = "allowed"
    #: Optional rules (seed 000 VII, 1906 rulebook's advanced rules).
    rising_taxes: bool = False
    rising_rents: bool = False
    # --- 1904 patent (dossier 7.3, 7.5, 7.20-7.23) --------------------------------------------
    #: A double whose move passes a railroad may jump to the next one (+10 spaces).
    railroad_pass: bool = True
    #: Leaving Jail, a throw of n lands n spaces on from the Jail ("jail") or from the space in front
    #: of it ("front").
    jail_count_from: str = "jail"
    #: A second player on an occupied lot pays half the rent to the first ("half_to_first") or that
    #: and the full rent to the owner too ("owner_also_paid").
    shared_lot: str = "half_to_first"
    #: Leaving the Poorhouse: by a throw whose landing can be paid ("afford") or once the throws made
    #: there add up to the rest of the round ("finish_round").
    poorhouse_exit: str = "afford"
    #: Stopping exactly on Mother Earth pays wages as passing it does.
    wages_on_landing: bool = True
    #: What a legacy ticket counts at the end (the patent's counting-up leaves it out).
    legacy_value: int = 0
    #: Bank notes still owed at the counting up: "deducted" from the borrower's total (our reading)
    #: or "not_counted" (the patent names only lots, cash and luxuries).
    bank_notes_at_end: str = "deducted"
    # --- Prosperity (1924 patent game; dossier 7.8, 7.28-7.35) ----------------------------------
    #: Auctions of cards still on the For Sale pile open at this bid.
    auction_floor: int = 5
    #: The $50 Jail fine is paid "once" for the stay, or before "every_throw" to get out.
    jail_fine: str = "once"
    #: After paying a railroad fare, the player may move up to 8 spaces either way.
    railroad_jump: bool = True
    #: La Swelle Hotel, under $2,000: move back and "obey" the space reached, or just "rest" there.
    hotel_move_back: str = "obey"
    #: Four signs on a side double the "land" rent only, or "land_and_improvements".
    sign_doubling: str = "land"
    #: Fire burns the tag "forward" of the checker nearest, or the nearest "either_way".
    fire_nearest: str = "forward"
    #: The first player to hold this much cash wins; checked after every "transaction" or at "turn_end".
    win_cash: int = 3000
    win_check: str = "transaction"
    #: The Chance Cube's six faces (5 to 30), as effect names; "" is the patent's cube.
    cube: str = ""
    #: Rents of the third side: "reconstructed" ($75 each, the evident pattern) or "transcribed"
    #: (the one transcription: 25, 25, 25, 25, 75).
    side_three_rents: str = "reconstructed"
    #: Everybody wins together when the poorest player has doubled the starting cash.
    cooperative: bool = False
    #: The board's money: "unlimited" (dossier 7.34) or the "printed" $6,600, paid out while it lasts.
    money_supply: str = "unlimited"

    def __post_init__(self) -> None:
        if self.edition not in EDITION_NAMES:
            raise OptionsError(f"unknown edition {self.edition!r}; this engine plays {', '.join(EDITION_NAMES)}")
        if not isinstance(self.players, tuple) or not 2 <= len(self.players) <= 4:
            raise OptionsError(f"{EDITION_TITLES[self.edition]} is for 2 to 4 players")
        for name in self.players:
            if not isinstance(name, str) or not name.strip() or len(name) > 40:
                raise OptionsError("each player needs a name of 1 to 40 characters")
        applies = EDITION_OPTIONS[self.edition]
        for f in fields(Options):
            if f.name in ("edition", "players"):
                continue
            if f.name not in applies:
                if getattr(self, f.name) != f.default:
                    raise OptionsError(f"option {f.name} does not apply to {EDITION_TITLES[self.edition]}")
                continue
            if getattr(self, f.name) == "" and f.name in EDITION_DEFAULTS[self.edition]:
                object.__setattr__(self, f.name, EDITION_DEFAULTS[self.edition][f.name])
        for name, allowed in CHOICES[self.edition].items():
            if getattr(self, name) not in allowed:
                raise OptionsError(f"option {name} must be one of {', '.join(allowed)}")
        if not 1 <= self.circuits <= 20:
            raise OptionsError("circuits must be between 1 and 20")
        if not 10 <= self.turn_limit <= 100_000:
            raise OptionsError("turn_limit must be between 10 and 100000")
        if self.single_tax_at_turn < 0:
            raise OptionsError("single_tax_at_turn must be 0 or a turn number")
        if not 0 <= self.legacy_value <= 100:
            raise OptionsError("legacy_value must be between 0 and 100")
        if not 5 <= self.auction_floor <= 500 or self.auction_floor % 5:
            raise OptionsError("auction_floor must be a multiple of $5 from $5 to $500")
        if not 1000 <= self.win_cash <= 100_000:
            raise OptionsError("win_cash must be between 1000 and 100000")
        if "cube" in applies:
            faces = self.cube.split(",")
            if len(faces) != 6 or not set(faces) <= set(CUBE_EFFECTS):
                raise OptionsError(f"cube must name six faces from: {', '.join(CUBE_EFFECTS)}")

    def __deepcopy__(self, memo: dict[int, object]) -> Options:
        return self  # immutable

    @property
    def cube_faces(self) -> tuple[str, ...]:
        return tuple(self.cube.split(","))

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["players"] = list(self.players)
        return data

    def fingerprint_dict(self) -> dict[str, Any]:
        """``to_dict`` less the options added since saves were first kept, where at their default."""
        return {k: v for k, v in self.to_dict().items() if k not in ADDED_OPTIONS or ADDED_OPTIONS[k] != v}

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
                expected = type(f.default)
                if type(values[f.name]) is not expected:
                    raise OptionsError(f"option {f.name} must be a {expected.__name__}")
        return cls(**values)
