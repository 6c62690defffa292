"""Saves, share codes, replay and undo.

A game is its options, its seed and its list of actions: a save stores exactly that, plus a
fingerprint of the resulting state so a tampered or damaged save is caught with a clear message
instead of silently giving a different game. Undo replays all but the last action, and is allowed
only while that action revealed no new dice or cards.
"""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

from .actions import Action, action_from_json
from .edition import rules_of
from .engine import apply, new_game
from .errors import IllegalActionError, LandlordsError, OptionsError, SaveError
from .options import Options
from .state import GameState
from .textlimits import inflate, parse_json

FORMAT = "landlords-game-save"
VERSION = 1
MAX_ACTIONS = 200_000
#: The longest share code read (a long game's code is a few KB: the moves compress well).
MAX_CODE_CHARS = 200_000


#: The rule options as the saves made while one list held every edition's options named them in
#: their fingerprints: in this order, each with the value a game of an edition without the option
#: recorded, and whether it was named always (or, added later, only away from that value). Frozen:
#: an option added since (of any edition, a new one's too) follows, named only away from its default.
FIRST_LAYOUT: tuple[tuple[str, Any, bool], ...] = (
    ("deal", "", True),
    ("chance", "reconstructed", True),
    ("speculation_stake_to", "miscellaneous", True),
    ("lander_first_option", False, True),
    ("chance_zone", "22-37", True),
    ("jail_three_turns", True, True),
    ("end_rule", "", True),
    ("circuits", 5, True),
    ("either_direction_after_circuits", True, True),
    ("turn_limit", 1000, True),
    ("single_tax_sequence", "rulebook", True),
    ("single_tax_unimproved_only", True, True),
    ("single_tax_at_turn", 0, True),
    ("single_tax_motion", "allowed", False),
    ("rising_taxes", False, True),
    ("rising_rents", False, True),
    ("railroad_pass", True, True),
    ("jail_count_from", "jail", True),
    ("shared_lot", "half_to_first", True),
    ("poorhouse_exit", "afford", True),
    ("wages_on_landing", True, True),
    ("legacy_value", 0, True),
    ("bank_notes_at_end", "deducted", False),
    ("auction_floor", 5, True),
    ("jail_fine", "once", True),
    ("railroad_jump", True, True),
    ("hotel_move_back", "obey", True),
    ("sign_doubling", "land", True),
    ("fire_nearest", "forward", True),
    ("win_cash", 3000, True),
    ("win_check", "transaction", True),
    ("cube", "", True),
    ("side_three_rents", "reconstructed", True),
    ("cooperative", False, True),
    ("money_supply", "unlimited", True),
)
_FIRST_NAMES = frozenset(name for name, _, _ in FIRST_LAYOUT)
#: Options added since whose default plays differently from the rules before them: the value a save
#: that does not name one was played by. Such a save loads with that value, and its fingerprint is
#: checked without the option, which did not exist when it was made. (The Single Tax's shared goal
#: ends a game that the 1906 count, the object before it, played on.)
PLAYED_BEFORE: dict[str, Any] = {"single_tax_object": "count"}


def option_layout(options: Options, unnamed: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The options as a save's fingerprint covers them (``FIRST_LAYOUT``, then any option since but
    those ``unnamed``)."""
    own = options.values()
    out: dict[str, Any] = {"edition": options.edition, "players": list(options.players)}
    for name, absent, always in FIRST_LAYOUT:
        value = own.get(name, absent)
        if always or value != absent:
            out[name] = value
    for rule in options.rules():
        if rule.name not in _FIRST_NAMES and rule.name not in unnamed and own[rule.name] != rule.default:
            out[rule.name] = own[rule.name]
    return out


def fingerprint(state: GameState, unnamed: frozenset[str] = frozenset()) -> str:
    """A short hash of everything that matters in the position (the options ``unnamed`` left out:
    a save made before them)."""
    summary = [
        [
            (
                p.cash,
                p.position,
                p.circuits,
                p.in_jail,
                p.jail_turns,
                p.in_poorhouse,
                p.opportunity,
                p.luxuries,
                p.education,
                p.professors,
            )
            for p in state.players
        ],
        state.owner,
        state.houses,
        state.mortgaged,
        state.pledged,
        state.public,
        state.treasury,
        state.misc,
        state.turn,
        state.current,
        state.phase,
        state.rng,
        state.wages,
        state.single_tax,
        *rules_of(state).fingerprint_extra(state),
        # The rules and the number of moves too: a save with an option changed, or its last moves
        # dropped, must not pass for the recorded game.
        option_layout(state.options, unnamed),
        len(state.actions),
    ]
    import hashlib  # here, not at the top: importing it took ~5% of the page's start-up imports on Pyodide

    return hashlib.sha256(json.dumps(summary, separators=(",", ":")).encode()).hexdigest()[:16]


def to_dict(state: GameState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "options": state.options.to_dict(),
        "seed": state.seed,
        "actions": [a.to_json() for a in state.actions],
        "fingerprint": fingerprint(state),
    }


def dumps(state: GameState) -> str:
    return json.dumps(to_dict(state), separators=(",", ":"))


def replay(options: Options, seed: int, actions: list[Action]) -> GameState:
    """Rebuild a game by applying its actions to a fresh start; any illegal step is an error."""
    state = new_game(options, seed)
    for i, action in enumerate(actions):
        try:
            apply(state, action)
        except IllegalActionError as exc:
            raise SaveError(f"move {i + 1} of the save cannot be played: {exc}") from exc
    return state


def from_dict(data: Any, upto: int | None = None) -> GameState:
    """Load a save (checking format, version and fingerprint); ``upto`` stops after that many actions."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this is not a Landlord's Game save")
    if data.get("version") != VERSION:
        raise SaveError(f"save version {data.get('version')!r} is not supported (this game reads {VERSION})")
    seed = data.get("seed")
    if type(seed) is not int:
        raise SaveError("the save has no valid seed")
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list) or len(raw_actions) > MAX_ACTIONS:
        raise SaveError("the save has no valid list of moves")
    try:
        options = Options.from_dict(data.get("options"))  # type: ignore[arg-type]
    except (OptionsError, TypeError) as exc:
        raise SaveError(f"the save's options are invalid: {exc}") from exc
    named = data["options"]
    before = {name: value for name, value in PLAYED_BEFORE.items() if name not in named and name in options.values()}
    if before:
        options = options.replace(**before)
    actions = [action_from_json(a) for a in raw_actions]
    if upto is not None:
        if not 0 <= upto <= len(actions):
            raise SaveError(f"move {upto} is outside this game (it has {len(actions)})")
        return replay(options, seed, actions[:upto])
    state = replay(options, seed, actions)
    if data.get("fingerprint") != fingerprint(state, frozenset(before)):
        raise SaveError("the save has been altered or damaged: its moves do not give the recorded position")
    return state


def loads(text: str | bytes) -> GameState:
    """A save from its text, length and nesting checked before it is parsed."""
    return from_dict(parse_json(text, "the save"))


def to_share_code(state: GameState) -> str:
    """A URL-safe text that reproduces the game (options, seed, moves)."""
    packed = zlib.compress(dumps(state).encode(), 9)
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def from_share_code(code: str, upto: int | None = None) -> GameState:
    """The game of a share code; its length, unpacked size and nesting are checked before parsing."""
    if len(code) > MAX_CODE_CHARS:
        raise SaveError(f"the share link is too long ({len(code):,} characters; at most {MAX_CODE_CHARS:,} are read)")
    try:
        packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except ValueError as exc:
        raise SaveError("the share link is damaged (it cannot be decoded)") from exc
    return from_dict(parse_json(inflate(packed, "the share link"), "the share link"), upto)


def can_undo(state: GameState) -> bool:
    """The last action can be taken back if it revealed nothing random (no dice, no card)."""
    return bool(state.actions) and state.random_mark < len(state.actions)


def undo(state: GameState) -> GameState:
    """The game as it was before the last action (a new state; the given one is unchanged)."""
    if not can_undo(state):
        raise LandlordsError("nothing to undo: the last move revealed dice or cards")
    return replay(state.options, state.seed, state.actions[:-1])
