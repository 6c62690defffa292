"""The rules reference a player reads in the page: how to play, every rule and choice with its source.

Kept as data (``data/reference_<edition>.json``) so the page, the setup screen and the docs read
the same text. Everything in it is written for players: sources are named as a reader knows them
(the 1906 rulebook, US patent 748,626, "our reading, because ..."), and ``option_label`` turns an
option's value into words, so no identifier of ours ever reaches the page.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from .data import read_text
from .editions.prosperity.words import CUBE_WORDS
from .options import Options


@cache
def reference(edition: str = "1906") -> dict[str, Any]:
    text = read_text(f"reference_{edition}.json")
    data: dict[str, Any] = json.loads(text)
    return data


def cube_label(value: str) -> str:
    """The Chance Cube's faces in words: "5: caught robbing a hen-roost: go to Jail; 10: ..."."""
    faces = value.split(",")
    return "; ".join(f"{5 * (i + 1)}: {CUBE_WORDS.get(face, face)}" for i, face in enumerate(faces))


def option_label(edition: str, name: str, value: Any) -> str:
    """The reader-facing words for one value of an option: its label in the reference, or the value
    in the words the option's ``format`` gives ("$3,000", "5 times", "only by vote")."""
    doc = reference(edition)["options"][name]
    if "values" in doc:
        return str(doc["values"][str(value)]["label"])
    if isinstance(value, bool):
        return "on" if value else "off"
    shown = doc.get("format", {})
    if isinstance(value, int):
        if value == 0 and "zero" in shown:
            return str(shown["zero"])
        amount = f"${value:,}" if shown.get("money") else f"{value:,}"
        return str(shown.get("text", "{}")).format(amount)
    if name == "cube":
        return cube_label(str(value))
    return str(value)


def chosen_options(options: Options) -> list[dict[str, str]]:
    """For each documented option: its label, what this game chose and the source of that choice, all
    in words for players. (``option`` is the option's name in ``Options``: a key for code, never shown.)"""
    ref = reference(options.edition)["options"]
    own = options.values()
    rows = []
    for name, doc in ref.items():
        value = own[name]
        source = doc["values"][str(value)]["source"] if "values" in doc else doc["source"]
        rows.append(
            {
                "option": name,
                "label": doc["label"],
                "value": option_label(options.edition, name, value),
                "source": source,
            }
        )
    return rows
