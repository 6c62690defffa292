"""What a decision will change, laid out before it is taken: the engine's ``consequence`` in words
and a small table of each player's worth now and after. Shared by the decision panel and the
offer editor."""

from __future__ import annotations

from typing import Any

from landlords.dollars import dollars
from landlords.preview import Consequence
from landlords.state import GameState

from .dom import column_heads, h


def consequence_node(state: GameState, said: Consequence) -> Any:
    """What a decision changes, before it is taken: a sentence or three, and each player's worth now
    and after, as the game counts it (issue 9, point 1)."""
    box = h("div", None, "consequence", {"role": "note"})
    box.append(h("p", said.headline, "headline"))
    for detail in said.details:
        box.append(h("p", detail, "detail"))
    if said.worth:
        players = state.players
        table = h("table", None, "worth")
        table.append(h("caption", "Worth as the game counts it"))
        table.append(column_heads("Player", "Now", "After", "Change"))
        body = h("tbody")
        for change in said.worth:
            delta = change.after - change.before
            body.append(
                h(
                    "tr",
                    None,
                    None,
                    children=[
                        h("th", players[change.seat].name, None, {"scope": "row"}),
                        h("td", dollars(change.before)),
                        h("td", dollars(change.after)),
                        h(
                            "td",
                            ("+" if delta > 0 else "") + dollars(delta) if delta else "\u2014",
                            "down" if delta < 0 else "up" if delta > 0 else None,
                        ),
                    ],
                )
            )
        table.append(body)
        box.append(table)
    return box
