"""The rules reference a player reads in the page: every rule and choice with its source.

Kept as data (``data/reference_<edition>.json``) so the page, the setup screen and the docs read
the same text. ``option_value_text`` tells what a game's options chose.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from .options import Options


@cache
def reference(edition: str = "1906") -> dict[str, Any]:
    text = resources.files("landlords.data").joinpath(f"reference_{edition}.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def chosen_options(options: Options) -> list[dict[str, str]]:
    """For each documented option: its label, what this game chose, and the source of that choice."""
    ref = reference(options.edition)["options"]
    rows = []
    for name, doc in ref.items():
        value = getattr(options, name)
        if "values" in doc:
            chosen = doc["values"][str(value)]
            rows.append({"option": name, "label": doc["label"], "value": chosen["label"], "source": chosen["source"]})
        else:
            shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
            rows.append({"option": name, "label": doc["label"], "value": shown, "source": doc["source"]})
    return rows
