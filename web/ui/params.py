"""What the page's address asks for: an author's choices for an embed, read from the query string.

``parse`` never fails: a bad or unknown value becomes a ``Problem`` in the list it returns (what is
wrong, and what is done instead; the page shows them as text and tells the host page which
parameter) and the default is used instead, so a mistyped embed still plays. ``rules`` gives the
same rules as data for the page's script that runs before Python (build/site_params.py writes it).
``to_query`` writes the same settings back (the "Open the full game" link, the Embed dialog).
See docs/embed.md for every parameter, with examples.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from html import escape
from types import MappingProxyType

from landlords.bots import LEVELS
from landlords.edition import REGISTRY
from landlords.errors import OptionsError
from landlords.options import Options
from landlords.records import record

from . import query as query_string
from .seats import BOT_NAMES, COLOURS, HUMAN, Seat, default_seats
from .setup import as_text, make_options, option_fields

VIEWS = ("full", "embed", "board")
PACES = ("slow", "normal", "fast", "instant")
#: How a seat may be named in ``seats=``: a person, or a bot level (``bot`` is the usual one).
SEAT_WORDS = {"person": HUMAN, "human": HUMAN, "bot": "heuristic", **{level: level for level in LEVELS}}
TRUE_WORDS = frozenset({"1", "on", "yes", "true", ""})
FALSE_WORDS = frozenset({"0", "off", "no", "false"})
#: Parameters that are not game settings (read here, used by the page).
PAGE_PARAMS = ("view", "autoplay", "loop", "pace", "origin", "game", "at", "id", "python")
MAX_SEED = 2**53
#: Where the game's Python may be asked to run (``?python=``; see boot.js).
PYTHON_PLACES = ("page", "worker")
#: The longest name of a seat.
MAX_NAME = 40
#: The longest address read: longer ones are refused whole (a share code belongs after ``#``).
MAX_QUERY = 20_000
#: An origin as a browser writes it (scheme, host, optional port; no path): the only form accepted.
ORIGIN = re.compile(r"^https?://(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$")
#: An embed's own name, which keeps its saved game apart from other embeds of the same settings.
EMBED_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


@record
class Problem:
    """What was wrong with one parameter, and what the page does instead."""

    parameter: str
    wrong: str
    instead: str = ""

    @property
    def text(self) -> str:
        """The sentence for the address (the default is used instead)."""
        return f"{self.wrong} {self.instead}".strip()


@record
class Settings:
    """What the address chose, checked: the page's view, the game's settings and the host's."""

    view: str = "full"
    edition: str = "1906"
    #: None: the address chose no seats (the page's default table).
    seats: tuple[Seat, ...] | None = None
    seed: int | None = None
    #: Rule options by their names, as the setup form's text values ("on", "12", "single_tax").
    options: Mapping[str, str] = MappingProxyType({})
    pace: str | None = None
    autoplay: bool = False
    loop: bool = False
    #: A shared game's code (what a share link holds after ``game=``) and the move to open at.
    game: str | None = None
    at: int | None = None
    #: The only host origin allowed to send commands and receive state (None: the parent, any origin).
    origin: str | None = None
    #: ``origin`` was given but is not an origin: no command is accepted and nothing is posted.
    origin_invalid: bool = False
    #: The author's name for this embed (its saved game is kept under it).
    id: str | None = None
    #: Whether the address set any game setting at all (edition, seats, names, seed, an option).
    chosen: bool = False

    @property
    def light(self) -> bool:
        """Python waits for the reader's Play (the embed and board views without autoplay)."""
        return self.view != "full" and not self.autoplay

    def table(self) -> list[Seat]:
        """The seats to play with: the address's, or the default table (everyone a bot in autoplay)."""
        seats = list(self.seats) if self.seats is not None else default_seats(3)
        if self.autoplay:
            seats = [
                s if not s.human else replace(s, bot="heuristic", name=self.bot_name(i, s)) for i, s in enumerate(seats)
            ]
        return seats

    def bot_name(self, index: int, seat: Seat) -> str:
        """A person's seat taken by a bot in autoplay keeps a name the author chose, else a bot's."""
        names = {s.name for s in self.seats or ()}
        return seat.name if seat.name in names and seat.name != default_name(index, HUMAN) else default_name(index, "x")


def flag(name: str, value: str, messages: list[Problem]) -> bool:
    word = value.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word not in FALSE_WORDS:
        messages.append(
            Problem(name, f"\u201c{name}\u201d should be on or off, not \u201c{clip(value)}\u201d.", "It is off.")
        )
    return False


def clip(text: str, length: int = 30) -> str:
    """A value quoted back to the reader, kept short (it is shown as text, never as markup)."""
    text = " ".join(text.split())
    return text if len(text) <= length else text[: length - 1] + "\u2026"


def parse(query: str) -> tuple[Settings, list[Problem]]:
    """Settings from a query string (with or without its ``?``), and what was wrong with it."""
    if len(query) > MAX_QUERY:
        wrong = f"The address is too long ({len(query):,} characters; at most {MAX_QUERY:,} are read)."
        return Settings(), [Problem("address", wrong, "The usual game is played.")]
    return parse_pairs(query_string.pairs(query.lstrip("?")))


def parse_pairs(pairs: Sequence[tuple[str, str | tuple[str, ...]]]) -> tuple[Settings, list[Problem]]:
    """Settings from ``(name, value)`` pairs; ``names`` and ``seats`` may be tuples (never split)."""
    messages: list[Problem] = []
    given: dict[str, str] = {}
    lists: dict[str, tuple[str, ...]] = {}
    for name, value in pairs:
        if name in given or name in lists:
            messages.append(Problem(name, f"\u201c{clip(name)}\u201d is given twice.", "The first is used."))
            continue
        if isinstance(value, tuple):
            lists[name] = value
            if name not in ("names", "seats"):
                given[name] = ",".join(value)
        else:
            given[name] = value
    out: dict[str, object] = {}

    view = given.pop("view", "full").strip().lower() or "full"
    python = given.pop("python", None)  # where the game's Python runs: boot.js chose already
    if python is not None and python not in PYTHON_PLACES:
        wrong = f"The game's Python runs in the page or a worker, not \u201c{clip(python)}\u201d."
        messages.append(Problem("python", wrong, "The usual place is used."))
    if view not in VIEWS:
        wrong = f"There is no view \u201c{clip(view)}\u201d (full, embed or board)."
        messages.append(Problem("view", wrong, "The full page is shown."))
        view = "full"
    out["view"] = view
    out["autoplay"] = flag("autoplay", given.pop("autoplay"), messages) if "autoplay" in given else False
    out["loop"] = flag("loop", given.pop("loop"), messages) if "loop" in given else False
    if "pace" in given:
        pace = given.pop("pace").strip().lower()
        if pace in PACES:
            out["pace"] = pace
        else:
            wrong = f"There is no pace \u201c{clip(pace)}\u201d (slow, normal, fast or instant)."
            messages.append(Problem("pace", wrong, "The usual pace is used."))
    if "origin" in given:
        origin = given.pop("origin").strip().removesuffix("/").lower()
        if ORIGIN.match(origin):
            out["origin"] = origin
        else:
            out["origin_invalid"] = True
            wrong = f"\u201c{clip(origin)}\u201d is not an origin such as https://blog.example.org (no path, no *)."
            messages.append(Problem("origin", wrong, "No page may send this game commands until it is corrected."))
    if "id" in given:
        name = given.pop("id").strip()
        if EMBED_ID.match(name):
            out["id"] = name
        else:
            wrong = f"The id \u201c{clip(name)}\u201d should be 1 to 40 letters, digits, - or _."
            messages.append(Problem("id", wrong, "The game is kept as if no id were given."))
    if "game" in given:
        out["game"] = given.pop("game").strip() or None
    if "at" in given:
        at = given.pop("at").strip()
        if at.isdigit():
            out["at"] = int(at)
        else:
            messages.append(
                Problem(
                    "at",
                    f"\u201cat\u201d should be a move number, not \u201c{clip(at)}\u201d.",
                    "The latest move is shown.",
                )
            )

    chosen = bool(lists) or any(k in given for k in ("edition", "seats", "names", "seed"))
    edition = given.pop("edition", "1906").strip().lower() or "1906"
    if edition not in REGISTRY:
        wrong = f"There is no edition \u201c{clip(edition)}\u201d ({', '.join(REGISTRY)})."
        messages.append(Problem("edition", wrong, "The 1906 game is played."))
        edition = "1906"
    out["edition"] = edition
    levels = lists.get("seats", given.pop("seats", None))
    names = lists.get("names", given.pop("names", None))
    seats = parse_seats(levels, names, messages)
    if seats is not None:
        out["seats"] = seats
    if "seed" in given:
        seed = given.pop("seed").strip()
        if seed.isdigit() and int(seed) <= MAX_SEED:
            out["seed"] = int(seed)
        else:
            wrong = f"The seed should be a whole number, not \u201c{clip(seed)}\u201d."
            messages.append(Problem("seed", wrong, "A random one is used."))
    options = parse_options(edition, given, messages)
    out["options"] = options
    out["chosen"] = chosen or bool(options)
    for name in given:
        messages.append(Problem(name, f"\u201c{clip(name)}\u201d is not a setting of this game.", "It was ignored."))
    settings = Settings(**out)  # type: ignore[arg-type]
    return check(settings, messages), messages


def parse_seats(
    levels: str | tuple[str, ...] | None, names: str | tuple[str, ...] | None, messages: list[Problem]
) -> tuple[Seat, ...] | None:
    """``seats=person,bot,strong`` and ``names=Anna,Ben,Carl``: two to four seats. A tuple (a host's
    list) is taken as it is, so a name with a comma in it stays one name."""
    if levels is None and names is None:
        return None
    words = [w.strip().lower() for w in (levels.split(",") if isinstance(levels, str) else levels or ())]
    given_names = [n.strip() for n in (names.split(",") if isinstance(names, str) else names or ())]
    count = len(words) or len(given_names)
    if not 2 <= count <= 4:
        which = "seats" if words else "names"
        messages.append(Problem(which, f"A game has two to four seats, not {count}.", "The usual three are used."))
        return None
    if given_names and words and len(given_names) != count:
        wrong = f"{len(given_names)} names were given for {count} seats."
        messages.append(Problem("names", wrong, "The names were left out."))
        given_names = []
    seats = []
    for i in range(count):
        word = words[i] if words else ("person" if i == 0 else "bot")
        if word not in SEAT_WORDS:
            wrong = f"Seat {i + 1}: \u201c{clip(word)}\u201d is neither a person nor a bot level."
            messages.append(Problem("seats", wrong, "A bot plays it."))
            word = "bot"
        bot = SEAT_WORDS[word]
        name = given_names[i] if given_names else ""
        if not name or len(name) > MAX_NAME:
            if name:
                messages.append(
                    Problem("names", f"Seat {i + 1}: a name has at most {MAX_NAME} letters.", "The usual name is used.")
                )
            name = default_name(i, bot)
        seats.append(Seat(name, COLOURS[i].hex, bot))
    if len({s.name for s in seats}) != len(seats):
        messages.append(Problem("names", "Each player needs a different name.", "The usual names were used."))
        seats = [replace(s, name=default_name(i, s.bot)) for i, s in enumerate(seats)]
    return tuple(seats)


def default_name(index: int, bot: str) -> str:
    """The default table's names: "Player 1" for a person, Henry, Lizzie, Louis and Upton for bots."""
    return f"Player {index + 1}" if bot == HUMAN else BOT_NAMES[(index - 1) % len(BOT_NAMES)]


def parse_options(edition: str, given: dict[str, str], messages: list[Problem]) -> dict[str, str]:
    """Rule options by name (removed from ``given``), each checked as the setup form checks it."""
    out: dict[str, str] = {}
    for f in option_fields(edition):
        if f.name not in given:
            continue
        value = given.pop(f.name).strip()
        if f.kind == "bool":
            word = value.lower()
            if word in TRUE_WORDS or word in FALSE_WORDS:
                out[f.name] = "on" if word in TRUE_WORDS else "off"
            else:
                wrong = f"{f.label}: \u201c{clip(value)}\u201d should be on or off."
                messages.append(Problem(f.name, wrong, "The usual rule is played."))
        elif f.kind == "int":
            if value.isdigit() and f.minimum <= int(value) <= f.maximum:
                out[f.name] = value
            else:
                wrong = f"{f.label}: choose a whole number from {f.minimum} to {f.maximum}."
                messages.append(Problem(f.name, wrong, "The usual rule is played."))
        elif f.kind == "choice":
            if value in dict(f.choices):
                out[f.name] = value
            else:
                allowed = ", ".join(v for v, _ in f.choices)
                wrong = f"{f.label}: \u201c{clip(value)}\u201d is not one of {allowed}."
                messages.append(Problem(f.name, wrong, "The usual rule is played."))
        else:
            messages.append(Problem(f.name, f"{f.label} cannot be changed here.", "The usual rule is played."))
    return out


def check(settings: Settings, messages: list[Problem]) -> Settings:
    """The engine's own check of the options together; what it refuses falls back to the defaults."""
    try:
        make_options(settings.edition, settings.table(), settings.options)
    except OptionsError as exc:
        wrong = f"These rule options do not go together ({exc})."
        messages.append(Problem(",".join(sorted(settings.options)), wrong, "The usual rules are played."))
        return replace(settings, options={})
    return settings


def to_query(settings: Settings) -> str:
    """The query string (without ``?``) that ``parse`` reads back as ``settings``; defaults left out."""
    pairs: list[tuple[str, str]] = []
    if settings.view != "full":
        pairs.append(("view", settings.view))
    if settings.edition != "1906" or settings.chosen:
        pairs.append(("edition", settings.edition))
    if settings.seats is not None:
        pairs.append(("seats", ",".join(level_word(s.bot) for s in settings.seats)))
        pairs.append(("names", ",".join(s.name.replace(",", " ") for s in settings.seats)))
    if settings.seed is not None:
        pairs.append(("seed", str(settings.seed)))
    pairs.extend(sorted(settings.options.items()))
    if settings.pace:
        pairs.append(("pace", settings.pace))
    if settings.autoplay:
        pairs.append(("autoplay", "1"))
    if settings.loop:
        pairs.append(("loop", "1"))
    if settings.game:
        pairs.append(("game", settings.game))
    if settings.at is not None:
        pairs.append(("at", str(settings.at)))
    if settings.origin:
        pairs.append(("origin", settings.origin))
    if settings.id:
        pairs.append(("id", settings.id))
    return query_string.encode(pairs, safe=",:/")


def rules() -> dict[str, object]:
    """What ``parse`` accepts, as data for the page's script that runs before Python (embed.js), so
    a bad parameter is named before Play without a second copy of these rules written by hand."""
    options = {
        edition: {
            f.name: {
                "label": f.label,
                "kind": f.kind,
                "min": f.minimum,
                "max": f.maximum,
                "choices": [v for v, _ in f.choices],
            }
            for f in option_fields(edition)
        }
        for edition in REGISTRY
    }
    return {
        "views": list(VIEWS),
        "paces": list(PACES),
        "editions": list(REGISTRY),
        "flags": ["autoplay", "loop"],
        "true": sorted(TRUE_WORDS),
        "false": sorted(FALSE_WORDS),
        "seatWords": sorted(SEAT_WORDS),
        "free": ["game"],
        "pythons": list(PYTHON_PLACES),
        "maxSeed": MAX_SEED,
        "maxName": MAX_NAME,
        "maxQuery": MAX_QUERY,
        "origin": ORIGIN.pattern,
        "id": EMBED_ID.pattern,
        "options": options,
    }


def level_word(bot: str) -> str:
    return "person" if bot == HUMAN else bot


#: The size an embed fits best, by view (width and height in CSS pixels): a blog column's width,
#: and the height that shows the board and the decision together without scrolling.
FRAME_SIZES = {"embed": (700, 600), "board": (600, 560), "full": (1100, 800)}


def settings_of(options: Options, seats: list[Seat] | tuple[Seat, ...], seed: int | None = None) -> Settings:
    """The settings that start a game like this one: the edition, the seats, the options that
    differ from the edition's defaults (so the address stays short), and the seed if given."""
    edition = options.edition
    chosen = {}
    own = options.values()
    for f in option_fields(edition):
        if f.kind == "fixed":
            continue
        value = as_text(own[f.name])
        if value != f.default:
            chosen[f.name] = value
    return Settings(edition=edition, seats=tuple(seats), seed=seed, options=chosen, chosen=True)


def attribute(text: str) -> str:
    """Text safe inside a double-quoted HTML attribute (an apostrophe stays as it is, for reading)."""
    return escape(text, quote=False).replace('"', "&quot;")


def snippet(src: str, title: str, view: str) -> str:
    """The ``<iframe>`` an author pastes into a post (every value escaped as an attribute)."""
    width, height = FRAME_SIZES.get(view, FRAME_SIZES["embed"])
    return (
        f'<iframe src="{attribute(src)}" title="{attribute(title)}" width="{width}" height="{height}" '
        f'style="max-width: 100%; border: 0" loading="lazy"></iframe>'
    )
