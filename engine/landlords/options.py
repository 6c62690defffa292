"""Game options: the edition, the seats and the edition's named rule choices.

Each edition declares its own rule options as data (``Rule`` records in its own module, named by
``Edition.rules``): the default is the rule of our specification, and alternatives read from the
primary sources, or the dossier's recommended resolutions of gaps, are offered as named values.
``Options`` holds the values of its edition's rules, read as attributes (``options.end_rule``):
``Options(edition=...)`` makes the edition's own subclass (``Edition.options_class``), which
declares each of its rules as a typed attribute, so mypy checks every read. Shared code reads the
few rules declared here on ``Options`` of any game (an edition without one reads its default); an
edition's rules reach its own typed options through its record (``of(state).options``). The
player-facing text and source of each choice live in ``data/reference_<edition>.json``.

The editions are found in ``REGISTRY``, which they fill themselves as ``landlords.editions`` is
imported (importing the package does, ``landlords/__init__.py``): every rules module imports this
one and the editions import the rules, so this module imports no edition.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, ClassVar, Protocol

from .errors import OptionsError
from .records import record

#: What a rule option's value may be.
Value = bool | int | str
DEFAULT_PLAYERS = ("Player 1", "Player 2", "Player 3", "Player 4")


@record
class Rule:
    """One named rule choice of an edition, with what the engine accepts for it."""

    name: str
    #: The edition's own rule (its type is the option's type).
    default: Value
    #: Named values: the only ones accepted (none: any value of the default's type, as checked below).
    choices: tuple[str, ...] = ()
    #: Whole numbers: the range the engine accepts, and the setup form's step through it.
    low: int = 0
    high: int = 0
    step: int = 1
    #: The engine refuses a number off the step (otherwise the step is only the form's).
    on_step: bool = False
    #: The setup form offers numbers up to this (0: up to ``high``).
    form_high: int = 0
    #: Why a number out of range is refused ("" : "<name> must be between <low> and <high>").
    problem: str = ""
    #: A value no choice list or range describes: what is wrong with it (None: nothing).
    check: Callable[[Any], str | None] | None = None
    #: A first game need not see it: the setup form shows it under "More rules".
    advanced: bool = False

    def refusal(self, value: Value) -> str | None:
        """Why ``value`` is not allowed for this rule (None when it is)."""
        if self.choices and value not in self.choices:
            return f"option {self.name} must be one of {', '.join(self.choices)}"
        if isinstance(self.default, int) and not isinstance(self.default, bool):
            assert isinstance(value, int)
            if not self.low <= value <= self.high or (self.on_step and value % self.step):
                return self.problem or f"{self.name} must be between {self.low} and {self.high}"
        return self.check(value) if self.check else None


class EditionRules(Protocol):
    """What this module reads of an edition (``landlords.edition.Edition`` has it, and the rest)."""

    @property
    def title(self) -> str: ...
    @property
    def rank(self) -> int: ...
    @property
    def rules(self) -> tuple[Rule, ...]: ...
    @property
    def options_class(self) -> type[Options]: ...


#: Every edition the engine plays, by name, as ``landlords.edition.register`` enters it (that
#: module's ``REGISTRY`` is this dict, typed as the editions it holds).
REGISTRY: dict[str, EditionRules] = {}


def edition_names() -> tuple[str, ...]:
    """Every edition the engine plays, in the order it lists them (``Edition.rank``)."""
    return tuple(sorted(REGISTRY, key=lambda name: REGISTRY[name].rank))


def edition_title(edition: str) -> str:
    """The edition's title as a player reads it ("" for an edition this engine does not play)."""
    found = REGISTRY.get(edition)
    return found.title if found else ""


def rules_of_edition(edition: str) -> tuple[Rule, ...]:
    """The rule options an edition declares, in its order."""
    return REGISTRY[edition].rules


def every_rule() -> Iterator[Rule]:
    """Each rule option of every edition once (the first edition to declare a name gives it)."""
    seen: set[str] = set()
    for name in edition_names():
        for rule in rules_of_edition(name):
            if rule.name not in seen:
                seen.add(rule.name)
                yield rule


class Options:
    """The options of one game: immutable, compared and hashed by value.

    Made as ``Options(edition="prosperity", win_cash=5000)``, which gives the edition's own typed
    subclass; a rule left out takes the edition's default, and a string rule given as "" does too.
    """

    edition: str
    players: tuple[str, ...]
    # The rules shared modules read of any game, typed here (a game of an edition that does not
    # play one reads its default); each edition's own rules are typed by its subclass. The values
    # are plain instance attributes, as fast to read as any. ``circuits`` reads the first four (the
    # end by circuits and the free movement after them, 1906 and 1904), ``rents`` (the 1906 rents,
    # at the top level) the last two, the 1906 optional rules.
    turn_limit: int
    circuits: int
    either_direction_after_circuits: bool
    end_rule: str
    rising_taxes: bool
    rising_rents: bool
    #: Shared, never copied, by a game's clone (``landlords.cloning``).
    immutable: ClassVar[bool] = True

    def __new__(cls, edition: str = "1906", players: tuple[str, ...] = DEFAULT_PLAYERS, **rules: Value) -> Options:
        """The options of ``edition`` are made as its own subclass (unknown editions are refused by
        ``__init__``)."""
        found = REGISTRY.get(edition)
        made = found.options_class if found else cls
        if not issubclass(made, cls):
            raise OptionsError(f"{cls.__name__} holds the options of another edition than {edition!r}")
        return object.__new__(made)

    def __init__(self, edition: str = "1906", players: tuple[str, ...] = DEFAULT_PLAYERS, **rules: Value) -> None:
        if edition not in REGISTRY:
            raise OptionsError(f"unknown edition {edition!r}; this engine plays {', '.join(edition_names())}")
        title = REGISTRY[edition].title
        if not isinstance(players, tuple) or not 2 <= len(players) <= 4:
            raise OptionsError(f"{title} is for 2 to 4 players")
        for name in players:
            if not isinstance(name, str) or not name.strip() or len(name) > 40:
                raise OptionsError("each player needs a name of 1 to 40 characters")
        own = {rule.name: rule for rule in REGISTRY[edition].rules}
        for name, value in rules.items():
            if name in own:
                continue
            foreign = _foreign_default(name)
            if foreign is None:
                raise OptionsError(f"unknown options: {name}")
            if value != foreign and value != "":
                raise OptionsError(f"option {name} does not apply to {title}")
        values: dict[str, Value] = {}
        for name, rule in own.items():
            value = rules.get(name, rule.default)
            if value == "" and isinstance(rule.default, str):
                value = rule.default
            problem = rule.refusal(value)
            if problem:
                raise OptionsError(problem)
            values[name] = value
        set_field = object.__setattr__
        set_field(self, "edition", edition)
        set_field(self, "players", players)
        set_field(self, "_values", values)
        # Plain attributes, some read on the engine's hot path; another edition's rules read as their
        # defaults (shared rules code may ask any game).
        self.__dict__.update(_defaults())
        self.__dict__.update(values)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("options are immutable: make new ones with replace()")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Options):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        values = ", ".join(f"{k}={v!r}" for k, v in self.values().items())
        return f"Options(edition={self.edition!r}, players={self.players!r}, {values})"

    def __deepcopy__(self, memo: dict[int, object]) -> Options:
        return self  # immutable

    def __reduce__(self) -> tuple[Any, ...]:
        return (_remake, (self.edition, self.players, self.values()))

    def _key(self) -> tuple[Any, ...]:
        return (self.edition, self.players, tuple(self.values().items()))

    def values(self) -> dict[str, Value]:
        """This edition's rule options by name, in the edition's order."""
        return dict(self.__dict__["_values"])

    def rules(self) -> tuple[Rule, ...]:
        return rules_of_edition(self.edition)

    def replace(self, **changes: Any) -> Options:
        """These options with some changed (the edition and players too)."""
        made: dict[str, Any] = {"edition": self.edition, "players": self.players}
        if changes.get("edition", self.edition) == self.edition:
            made.update(self.values())
        made.update(changes)
        return Options(**made)

    def to_dict(self) -> dict[str, Any]:
        return {"edition": self.edition, "players": list(self.players), **self.values()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Options:
        """Options from a save: this edition's rules, and any other edition's at their defaults (saves
        made when one list held every edition's options name them all)."""
        if not isinstance(data, dict):
            raise OptionsError("options must be an object")
        values = dict(data)
        edition = values.pop("edition", "1906")
        players = values.pop("players", DEFAULT_PLAYERS)
        if not isinstance(players, list | tuple):
            raise OptionsError("players must be a list of names")
        if not isinstance(edition, str):
            raise OptionsError("edition must be a str")
        known = {rule.name: rule for rule in every_rule()}
        if edition in REGISTRY:
            known.update({rule.name: rule for rule in rules_of_edition(edition)})
        unknown = set(values) - set(known)
        if unknown:
            raise OptionsError(f"unknown options: {', '.join(sorted(unknown))}")
        for name, value in values.items():
            expected = type(known[name].default)
            if type(value) is not expected:
                raise OptionsError(f"option {name} must be a {expected.__name__}")
        return cls(edition, tuple(players), **values)


def _remake(edition: str, players: tuple[str, ...], values: dict[str, Value]) -> Options:
    return Options(edition, players, **values)


def _defaults() -> dict[str, Value]:
    """Every edition's rule options at their defaults."""
    return {rule.name: rule.default for rule in every_rule()}


def _foreign_default(name: str) -> Value | None:
    return _defaults().get(name)


# --- rules more than one edition plays (each edition lists the ones it plays) ---------------------

#: Safety stop: the players agree to stop after this many turns.
TURN_LIMIT = Rule("turn_limit", 1000, low=10, high=100_000, advanced=True)
#: The circuit games (1906, 1904) end after this many trips round the board.
CIRCUITS = Rule("circuits", 5, low=1, high=20)
#: After the circuit count, a debt-free player may move either way and collects no more wages.
EITHER_DIRECTION = Rule("either_direction_after_circuits", True)
