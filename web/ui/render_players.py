"""The players' panels: each seat's token, cash, worth and holdings, laid out from the pure view
models (``ui.views``); every name goes in as text."""

from __future__ import annotations

from typing import Any

from landlords.dollars import dollars
from landlords.svg import SHAPES, shape_path

from .dom import attr, by_id, drawing, drawn, h, svg_node
from .game_app import GameApp
from .views import PERSON, PlayerView, player_views


def token_icon(index: int, colour: str, size: int = 22) -> Any:
    """A seat's token as a small inline SVG (its shape in its colour), hidden from screen readers."""
    shape = SHAPES[index % len(SHAPES)]
    text = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="{size}" height="{size}" '
        f'aria-hidden="true" class="token-icon">{shape_path(shape, 12, 12, 9)} fill="{colour}" '
        f'stroke="#1d1a16" stroke-width="1.5"/></svg>'
    )
    return svg_node(text)


def players(app: GameApp) -> None:
    state = app.current_state()
    source = app.shown_session()
    if state is None or source is None:
        return
    views = player_views(state, source.seats)
    purse(views)
    holder = by_id("players")
    marks = [drawing(view) for view in views]
    kids = holder.children
    if int(kids.length) != len(views):
        holder.replaceChildren(*(player_card(view, mark) for view, mark in zip(views, marks, strict=True)))
        return
    for i, (view, mark) in enumerate(zip(views, marks, strict=True)):  # only the cards that changed
        kid = kids.item(i)
        if attr(kid, "data-drawn") != mark:
            kid.replaceWith(player_card(view, mark))


def player_card(view: PlayerView, mark: str) -> Any:
    """One seat's card: token, name, seat, cash and worth, cards in hand, holdings and debts."""
    attrs = {"data-player": str(view.index), "data-drawn": mark}
    if view.to_play:
        attrs["aria-current"] = "true"
    card = h("article", None, "player" + (" deciding" if view.deciding else ""), attrs)
    card.style.setProperty("--seat", view.colour)
    title = h("h3", None, "player-name")
    title.append(token_icon(view.index, view.colour))
    title.append(h("span", view.name, "name"))
    if view.to_play:
        title.append(h("span", "to play", "badge"))
    card.append(title)
    card.append(h("p", f"{view.seat} · {view.colour_name} {view.shape}, player {view.index + 1}", "seat"))
    numbers = h("p", None, "numbers")
    numbers.append(h("span", dollars(view.cash), "cash"))
    numbers.append(
        h(
            "span",
            f" cash · worth {dollars(view.worth)} · {view.circuits} circuit{'s' if view.circuits != 1 else ''}",
        )
    )
    if view.status:
        numbers.append(h("span", f" · {view.status}", "status"))
    card.append(numbers)
    if view.cards:
        chips = h("ul", None, "chips", {"aria-label": f"{view.name}'s cards"})
        for chip in view.cards:
            text = (
                chip.name
                + (f" ({chip.status})" if chip.status else "")
                + (f" \u2302{chip.houses}" if chip.houses else "")
            )
            item = h("li", text, f"chip kind-{chip.kind}" + (f" {chip.status}" if chip.status else ""))
            if chip.houses:
                item.setAttribute("title", f"{chip.houses} house{'s' if chip.houses != 1 else ''}")
            chips.append(item)
        card.append(chips)
    if view.holdings:
        card.append(h("p", ", ".join(view.holdings), "holdings"))
    for debt in view.debts:
        card.append(h("p", debt, "debt"))
    return card


def purse(views: list[PlayerView]) -> None:
    """The person's cash and worth in one line, pinned on the phone's decision sheet (the players'
    cards are then a scroll away): the person deciding, else the first person at the table, else
    (a table of bots) the player deciding."""
    people = [v for v in views if v.seat == PERSON]
    shown = next((v for v in people if v.deciding), None) or next(iter(people), None)
    shown = shown or next((v for v in views if v.deciding), None)
    line = by_id("purse")
    if line is None:
        return
    line.hidden = shown is None
    if shown is None:
        line.replaceChildren()
        return
    if drawn(line, drawing(shown.index, shown.colour, shown.name, shown.cash, shown.worth)):
        return
    line.replaceChildren(
        token_icon(shown.index, shown.colour, 18),
        h("span", shown.name, "name"),
        h("strong", dollars(shown.cash), "cash"),
        h("span", f"cash · worth {dollars(shown.worth)}", "worth"),
    )
