"""The embed's message API (window.postMessage), as data: checking what a host page sends, and
writing what the game tells it. Version 1; every message is ``{"ns": "landlords", "v": 1, "type": ...}``.

Checking is strict so a host's mistake changes nothing: ``command`` returns a ``Command`` or the
reason it was refused (the page logs it as a console warning). See docs/embed.md.
"""

from __future__ import annotations

import json
from typing import Any

from landlords.edition import scores, winners
from landlords.engine import decider
from landlords.records import record
from landlords.state import GameState, Phase

from . import query
from .params import PACES, Settings, parse
from .session import Session

NS = "landlords"
VERSION = 1
#: Commands a host may send, and the fields each carries besides ns, v and type.
COMMANDS: dict[str, frozenset[str]] = {
    "new-game": frozenset({"settings"}),
    "load": frozenset({"save", "code"}),
    "undo": frozenset(),
    "get-state": frozenset(),
    "set-pace": frozenset({"pace"}),
    "pause": frozenset(),
    "resume": frozenset(),
    "step": frozenset(),
}
#: The longest save or share code accepted in a message (a long game's save is far smaller).
MAX_TEXT = 2_000_000


@record
class Command:
    type: str
    #: new-game: the settings asked for (the same names as the page's address).
    settings: Settings | None = None
    #: load: a save file's text, or a share code (or a whole share link's fragment).
    save: str | None = None
    code: str | None = None
    pace: str | None = None


def command(data: Any, origin: str, allowed: str | None) -> Command | str:
    """A host's message as a command, or why it is refused (a sentence for the console)."""
    if allowed is not None and origin != allowed:
        return f"a message from {origin} was ignored: only {allowed} may send commands"
    if not isinstance(data, dict) or data.get("ns") != NS:
        return "a message without ns: 'landlords' was ignored"
    if data.get("v") != VERSION:
        return f"a message of version {data.get('v')!r} was ignored: this game speaks version {VERSION}"
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in COMMANDS:
        return f"an unknown command {kind!r} was ignored"
    extra = set(data) - {"ns", "v", "type", "id"} - COMMANDS[kind]
    if extra:
        return f"{kind}: unknown fields {sorted(extra)} (nothing was done)"
    if kind == "new-game":
        return new_game(data.get("settings", {}))
    if kind == "load":
        return load(data)
    if kind == "set-pace":
        pace = data.get("pace")
        if pace not in PACES:
            return f"set-pace: pace must be one of {', '.join(PACES)}"
        return Command(kind, pace=str(pace))
    return Command(kind)


def new_game(raw: Any) -> Command | str:
    """``settings``: an object of the address's names (edition, seats, names, seed, rule options,
    pace); any bad value refuses the whole command, so a host never gets a game it did not ask for."""
    if not isinstance(raw, dict):
        return "new-game: settings must be an object"
    pairs: list[tuple[str, str]] = []
    for name, value in raw.items():
        if name in ("view", "origin", "game", "at", "loop"):
            return f"new-game: {name!r} cannot be changed by a message"
        if isinstance(value, bool):
            pairs.append((name, "on" if value else "off"))
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            pairs.append((name, ",".join(value)))
        elif isinstance(value, str | int) and not isinstance(value, bool):
            pairs.append((name, str(value)))
        else:
            return f"new-game: {name!r} has a value of the wrong kind"
    settings, problems = parse(query.encode(pairs))
    if problems:
        return "new-game: " + " ".join(problems)
    return Command("new-game", settings=settings)


def load(data: dict[str, Any]) -> Command | str:
    save, code = data.get("save"), data.get("code")
    if (save is None) == (code is None):
        return "load: give either save (a save file's text or object) or code (a share code)"
    if code is not None:
        if not isinstance(code, str) or not code or len(code) > MAX_TEXT:
            return "load: code must be a share code"
        return Command("load", code=code)
    if isinstance(save, dict):
        save = json.dumps(save)
    if not isinstance(save, str) or not save or len(save) > MAX_TEXT:
        return "load: save must be a save file's text or object"
    return Command("load", save=save)


# --- out -------------------------------------------------------------------------------------------


def envelope(kind: str, **fields: Any) -> dict[str, Any]:
    return {"ns": NS, "v": VERSION, "type": kind, **fields}


def summary(session: Session, kind: str = "summary") -> dict[str, Any]:
    """Where the game stands: the turn, whose decision it is, each seat's cash and worth."""
    state = session.state
    who = decider(state)
    worth = [s.total for s in scores(state)]
    return envelope(
        kind,
        edition=state.options.edition,
        seed=state.seed,
        moves=len(state.actions),
        turn=state.turn,
        phase=str(state.phase),
        decider=who,
        deciderName=state.players[who].name if who >= 0 else None,
        over=state.phase == Phase.OVER,
        seats=[
            {"name": p.name, "bot": seat.bot or None, "cash": p.cash, "worth": worth[i]}
            for i, (p, seat) in enumerate(zip(state.players, session.seats, strict=True))
        ],
    )


def game_over(state: GameState) -> dict[str, Any]:
    """The scores at the end, highest first, and who won."""
    wins = set(winners(state))
    rows = sorted(scores(state), key=lambda s: -s.total)
    return envelope(
        "over",
        reason=state.end_reason,
        winners=[state.players[w].name for w in sorted(wins)],
        scores=[{"name": state.players[s.player].name, "total": s.total, "cash": s.cash} for s in rows],
    )
