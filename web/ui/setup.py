"""The setup screen as data: the editions the engine plays, each rule option with its label, its
short explanation and its choices (from the rules reference), and turning the form into ``Options``.

Editions come from the engine's registry, so an edition added to the engine appears here without
any change to the page.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from typing import Any

from landlords.edition import REGISTRY
from landlords.errors import OptionsError
from landlords.options import Options, Rule, edition_names, edition_title, rules_of_edition
from landlords.records import record
from landlords.reference import option_label

from .seats import Seat, default_seats
from .views import reference_of


class Form:
    """What the setup form holds between redraws (the DOM is rebuilt from it); the controller owns it."""

    def __init__(self) -> None:
        self.edition = "1906"
        self.seats: list[Seat] = default_seats(3)


@record
class EditionChoice:
    name: str
    title: str
    blurb: str


@record
class Field:
    name: str
    label: str
    explain: str
    #: "choice", "bool", "int" or "fixed" (shown in words, not changed here).
    kind: str
    default: str
    choices: tuple[tuple[str, str], ...] = ()
    source: str = ""
    minimum: int = 0
    maximum: int = 0
    step: int = 1
    advanced: bool = False


@record
class Speedup:
    """One change "A quicker game" makes: a rule option's value, what it changes in one line, and
    where it comes from (as the rules reference cites)."""

    option: str
    value: bool | int | str
    line: str
    source: str


#: "A quicker game" in each edition: the sources' own ways to a shorter game, as option values.
QUICKER: dict[str, tuple[Speedup, ...]] = {
    "1906": (
        Speedup(
            "circuits",
            3,
            "The game ends when the first player has gone round three times, not five.",
            "Our reading: the 1906 game's note on ending lets the players stop when they are inclined to, and "
            "the 1904 patent lets them set the number of circuits",
        ),
    ),
    "1904": (
        Speedup(
            "circuits",
            3,
            "Each player goes round three times, not five.",
            "US patent 748,626 (1904): 'the number of times around the board may also be regulated by the "
            "will of the players'",
        ),
    ),
    "prosperity": (
        Speedup(
            "win_cash",
            2000,
            "The first player to hold $2,000 in cash wins, not $3,000.",
            "The 1932 rulebook, whose Landlord's Game is won by the first to $2,000; our reading, because "
            "these rules let the players agree the limit before play",
        ),
    ),
}
#: Said under "A quicker game" where the players may also cut a game short in play.
STOP_IN_PLAY = {
    "1906": "In play, any player may also propose to stop at the next double thrown; it needs everyone's yes.",
}


def quicker(edition: str) -> tuple[Speedup, ...]:
    """What "A quicker game" changes in ``edition`` (nothing where no source offers a shorter game)."""
    return QUICKER.get(edition, ())


def full_line(edition: str, change: Speedup) -> str:
    """The standard value of an option "A quicker game" changes, as a player reads it."""
    rule = {r.name: r for r in rules_of_edition(edition)}[change.option]
    return f"{option_label_or_name(edition, change.option)}: {words_for(edition, change.option, rule.default)}"


def length_of(edition: str, values: Mapping[str, str]) -> str:
    """Which length the form's values make: "quicker", "full" (the standard values), or ""."""
    changes = quicker(edition)
    rules = {r.name: r for r in rules_of_edition(edition)}
    if changes and all(values.get(c.option) == as_text(c.value) for c in changes):
        return "quicker"
    if all(values.get(c.option) == as_text(rules[c.option].default) for c in changes):
        return "full"
    return ""


def option_label_or_name(edition: str, name: str) -> str:
    doc = (reference_of(edition) or {}).get("options", {}).get(name, {})
    return str(doc.get("label", name.replace("_", " ").capitalize()))


def editions() -> list[EditionChoice]:
    """Every edition the engine has registered, in the order the engine lists them."""
    out = []
    for name in edition_names():
        ref = reference_of(name) or {}
        history = ref.get("history") or [""]
        blurb = first_sentence(history[0])
        out.append(EditionChoice(name, edition_title(name), blurb))
    return out


def aim(edition: str) -> str:
    """The object of the game in one rule, for the setup screen (the reference's first rule)."""
    sections = (reference_of(edition) or {}).get("sections", [])
    rules = sections[0].get("rules", []) if sections else []
    return str(rules[0]["text"]) if rules else ""


def first_sentence(text: str) -> str:
    """The first sentence of a paragraph (an initial such as "J." does not end one)."""
    found = re.search(r"(?<=[a-z0-9)]{2}[.])\s", text)
    return text[: found.start()] if found else text


def as_text(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def option_fields(edition: str) -> list[Field]:
    """The rule options of an edition, in the reference's order, with their words and choices."""
    ref = (reference_of(edition) or {}).get("options", {})
    rules = {rule.name: rule for rule in rules_of_edition(edition)}
    names = [n for n in ref if n in rules] + sorted(n for n in rules if n not in ref)
    return [option_field(edition, rules[name], ref.get(name, {})) for name in names]


def option_field(edition: str, rule: Rule, doc: dict[str, Any]) -> Field:
    """One rule option as the form shows it: its kind follows the rule's declaration."""
    name, default = rule.name, rule.default
    label = doc.get("label", name.replace("_", " ").capitalize())
    explain = doc.get("explain", "")
    if isinstance(default, bool):
        return Field(
            name, label, explain, "bool", as_text(default), source=doc.get("source", ""), advanced=rule.advanced
        )
    if isinstance(default, int):
        return Field(
            name,
            label,
            explain,
            "int",
            str(default),
            source=doc.get("source", ""),
            minimum=rule.low,
            maximum=rule.form_high or rule.high,
            step=rule.step,
            advanced=rule.advanced,
        )
    if rule.choices:
        choices = tuple((v, words_for(edition, name, v)) for v in rule.choices)
        return Field(name, label, explain, "choice", str(default), choices, advanced=rule.advanced)
    # A value the form cannot compose (the Chance Cube's faces): shown in words, kept as it is.
    return Field(
        name,
        label,
        explain,
        "fixed",
        str(default),
        ((str(default), words_for(edition, name, default)),),
        source=doc.get("source", ""),
        advanced=True,
    )


def words_for(edition: str, name: str, value: Any) -> str:
    """An option's value as a player reads it (never our identifier for it)."""
    try:
        return option_label(edition, name, value)
    except KeyError:  # an option the reference does not document yet: its name, made readable
        return str(value).replace("_", " ")


def choice_source(edition: str, name: str, value: str) -> str:
    """Where the chosen value of an option comes from (shown under the control)."""
    doc = (reference_of(edition) or {}).get("options", {}).get(name, {})
    if "values" in doc:
        return str(doc["values"].get(value, {}).get("source", ""))
    return str(doc.get("source", ""))


def make_options(edition: str, seats: list[Seat], values: Mapping[str, str]) -> Options:
    """Options from the form's text values; raises ``OptionsError`` with a reason a player can read."""
    if edition not in REGISTRY:
        raise OptionsError(f"this page does not know the edition {edition!r}")
    names = [s.name.strip() for s in seats]
    if len(set(names)) != len(names):
        raise OptionsError("each player needs a different name")
    chosen: dict[str, Any] = {"edition": edition, "players": tuple(names)}
    for f in option_fields(edition):
        if f.name not in values:
            continue
        text = values[f.name].strip()
        if f.kind == "bool":
            chosen[f.name] = text == "on"
        elif f.kind == "int":
            if not text.lstrip("-").isdigit():
                raise OptionsError(f"{f.label}: enter a whole number")
            number = int(text)
            if not f.minimum <= number <= f.maximum:
                raise OptionsError(f"{f.label}: choose a number from {f.minimum} to {f.maximum}")
            chosen[f.name] = number
        else:
            chosen[f.name] = text
    try:
        return Options(**chosen)
    except OptionsError as exc:
        raise OptionsError(str(exc)) from exc


def parse_seed(text: str, rng: random.Random | None = None) -> int:
    """The seed typed in, or a fresh random one when the box is empty."""
    text = text.strip()
    if not text:
        return (rng or random.Random()).randrange(1, 1_000_000)
    if not text.isdigit() or int(text) > 2**53:
        raise OptionsError("the seed must be a whole number (or leave it empty for a random game)")
    return int(text)
