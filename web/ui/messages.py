"""The embed's message API (window.postMessage), as data: checking what a host page sends, and
writing what the game tells it. Version 1; every message is ``{"ns": "landlords", "v": 1, "type": ...}``.

Only the parent window may send commands (and, with the ``origin`` parameter, only from that
origin; an ``origin`` that is not an origin refuses everything). Checking is strict so a host's
mistake changes nothing: ``command`` returns a ``Command`` or a ``Refusal`` (the page logs it as a
console warning and tells the host in an ``error`` message). A message's size and nesting are
bounded before anything in it is read. See docs/embed.md.
"""

from __future__ import annotations

import json
from typing import Any

from landlords.edition import scores, winners
from landlords.engine import decider
from landlords.records import record
from landlords.state import GameState, Phase

from .params import PACES, Problem, Settings, parse_pairs
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
#: The deepest nesting read in a message (a save sent as an object needs five levels).
MAX_DEPTH = 16
#: The most values (objects, lists, strings, numbers) read in one message.
MAX_VALUES = 200_000
#: Types of what the game tells a host: a message of these types is another game's, or an echo.
OUT_TYPES = frozenset({"idle", "ready", "height", "summary", "state", "over", "error"})


@record
class Command:
    type: str
    #: new-game: the settings asked for (the same names as the page's address).
    settings: Settings | None = None
    #: load: a save file's text, or a share code (or a whole share link's fragment).
    save: str | None = None
    code: str | None = None
    pace: str | None = None


@record
class Refusal:
    """Why a message was refused; ``reply``: whether the host is told (an ``error`` message)."""

    text: str
    command: str | None = None
    parameter: str | None = None
    reply: bool = True


def sender(origin: str, settings: Settings) -> Refusal | None:
    """Whether a message's sender may command this game: only from the ``origin`` parameter's origin
    when it is set; nobody at all when ``origin`` is not an origin. (That it came from the parent
    window is checked where the window is known, by embed.js, which hands on nothing else.) A refused
    sender is never answered (an answer could go to the wrong page)."""
    if settings.origin_invalid:
        return Refusal("a command was refused: the origin parameter is not an origin, so none is accepted", reply=False)
    if settings.origin is not None and origin != settings.origin:
        return Refusal(f"a message from {origin} was ignored: only {settings.origin} may send commands", reply=False)
    return None


def plain(data: Any) -> str | None:
    """Why ``data`` is not plain, small, shallow data (objects, lists, text, numbers), or None.

    Walked with a list, not by recursion, so no message can exhaust the stack."""
    todo: list[tuple[Any, int]] = [(data, 0)]
    count = chars = 0
    while todo:
        value, depth = todo.pop()
        count += 1
        if count > MAX_VALUES:
            return f"it holds more than {MAX_VALUES:,} values"
        if depth > MAX_DEPTH:
            return f"it is nested more than {MAX_DEPTH} levels deep"
        if isinstance(value, dict):
            todo.extend((v, depth + 1) for v in value.values())
            chars += sum(len(k) if isinstance(k, str) else MAX_TEXT for k in value)
        elif isinstance(value, list):
            todo.extend((v, depth + 1) for v in value)
        elif isinstance(value, str):
            chars += len(value)
        elif not (value is None or isinstance(value, bool | int | float)):
            return "it holds something that is not plain data"
        if chars > MAX_TEXT:
            return f"it holds more than {MAX_TEXT:,} characters"
    return None


def addressed(data: Any) -> bool:
    """Whether a message is meant as a command to this game (the rest is other scripts' traffic,
    or the messages a game sends, such as an Embed preview's summaries): only these are answered."""
    if not isinstance(data, dict) or data.get("ns") != NS:
        return False
    kind = data.get("type")
    return not (isinstance(kind, str) and kind in OUT_TYPES)


def command(data: Any) -> Command | Refusal:
    """A message from an accepted sender as a command, or why it is refused."""
    if not addressed(data):
        return Refusal("a message without ns: 'landlords' was ignored", reply=False)
    kind = data.get("type")
    name = kind if isinstance(kind, str) and len(kind) <= 40 else None
    problem = plain(data)
    if problem:
        return Refusal(f"a message was refused: {problem}", name)
    if data.get("v") != VERSION:
        return Refusal(f"a message of version {data.get('v')!r} was ignored: this game speaks version {VERSION}", name)
    if not isinstance(kind, str) or kind not in COMMANDS:
        return Refusal(f"an unknown command {clip(kind)} was ignored", name)
    extra = set(data) - {"ns", "v", "type", "id"} - COMMANDS[kind]
    if extra:
        return Refusal(f"{kind}: unknown fields {clip(sorted(extra))}; nothing was done", kind)
    if kind == "new-game":
        return new_game(data.get("settings", {}))
    if kind == "load":
        return load(data)
    if kind == "set-pace":
        pace = data.get("pace")
        if pace not in PACES:
            return Refusal(f"set-pace: pace must be one of {', '.join(PACES)}; nothing was done", kind)
        return Command(kind, pace=str(pace))
    return Command(kind)


def clip(value: Any) -> str:
    """A value quoted in a sentence, short."""
    text = repr(value)
    return text if len(text) <= 60 else text[:59] + "\u2026"


def new_game(raw: Any) -> Command | Refusal:
    """``settings``: an object of the address's names (edition, seats, names, seed, rule options,
    pace); any bad value refuses the whole command, so a host never gets a game it did not ask for.
    A list stays a list: a name with a comma in it is one name."""
    if not isinstance(raw, dict):
        return Refusal("new-game: settings must be an object; nothing was done", "new-game")
    pairs: list[tuple[str, str | tuple[str, ...]]] = []
    for name, value in raw.items():
        if name in ("view", "origin", "game", "at", "loop", "id"):
            return Refusal(f"new-game: {clip(name)} cannot be changed by a message; nothing was done", "new-game", name)
        if isinstance(value, bool):
            pairs.append((name, "on" if value else "off"))
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            pairs.append((name, tuple(value)))
        elif isinstance(value, str | int):
            pairs.append((name, str(value)))
        else:
            wrong = f"new-game: {clip(name)} has a value of the wrong kind; nothing was done"
            return Refusal(wrong, "new-game", name)
    settings, problems = parse_pairs(pairs)
    if problems:
        return refused_settings(problems)
    return Command("new-game", settings=settings)


def refused_settings(problems: list[Problem]) -> Refusal:
    """A new-game's bad settings: what is wrong, without what the address would do instead."""
    text = "new-game: " + " ".join(p.wrong for p in problems) + " Nothing was done."
    return Refusal(text, "new-game", problems[0].parameter)


def load(data: dict[str, Any]) -> Command | Refusal:
    save, code = data.get("save"), data.get("code")
    if (save is None) == (code is None):
        return Refusal("load: give either save (a save file's text or object) or code (a share code)", "load")
    if code is not None:
        if not isinstance(code, str) or not code or len(code) > MAX_TEXT:
            return Refusal("load: code must be a share code; nothing was done", "load")
        return Command("load", code=code)
    if isinstance(save, dict):
        save = json.dumps(save)
    if not isinstance(save, str) or not save or len(save) > MAX_TEXT:
        return Refusal("load: save must be a save file's text or object; nothing was done", "load")
    return Command("load", save=save)


# --- out -------------------------------------------------------------------------------------------


def envelope(kind: str, **fields: Any) -> dict[str, Any]:
    return {"ns": NS, "v": VERSION, "type": kind, **fields}


def error(text: str, command: str | None = None, parameter: str | None = None) -> dict[str, Any]:
    """What the host is told of a refused command or a bad parameter: which one, and a sentence."""
    about: dict[str, Any] = {}
    if command is not None:
        about["command"] = command
    if parameter is not None:
        about["parameter"] = parameter
    return envelope("error", **about, message=text[:1].upper() + text[1:].rstrip(".") + ".")


def summary(session: Session, kind: str = "summary", state: GameState | None = None) -> dict[str, Any]:
    """Where the game stands: the turn, whose decision it is, each seat's cash and worth (``state``:
    another position of the session's game, such as the move the replay shows)."""
    state = state or session.state
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
