"""How to play and the rules reference as element trees (``ui.markup``), from ``views.rules_view``.

Pure, so the build pre-renders them into index.html (readable before Python starts, opened by
web/boot.js) from the same functions ``render_dialogs`` places in the rules dialog.
"""

from __future__ import annotations

from landlords.options import Options

from .markup import Element, column_heads, el
from .views import RulesView, rules_view

#: Under the title when no game is on screen: which rules these are.
SETUP_NOTE = "The rules of the game chosen on the setup screen, with its default options."


def section_id(title: str) -> str:
    """The id of a section of the rules reference, for a link to it ("rule-special-spaces")."""
    return "rule-" + "-".join("".join(c if c.isalnum() else " " for c in title.lower()).split())


def close_button() -> Element:
    """The Close button at the top of every dialog."""
    return el("button", "Close", "quiet close", {"type": "button", "data-cmd": "close"})


def how_to_play(view: RulesView) -> list[Element]:
    """ "How to play": the one-minute introduction, then the way to the full rules."""
    nodes = [el("h2", f"How to play: {view.title}", None, {"id": "rules-heading"})]
    nodes.extend(el("p", paragraph, "how") for paragraph in view.how_to_play)
    buttons = [
        el("button", "Read the full rules", None, {"type": "button", "data-cmd": "full-rules"}),
        el("button", "Close", "primary", {"type": "button", "data-cmd": "close"}),
    ]
    nodes.append(el("div", None, "actions", children=buttons))
    return nodes


def reference(view: RulesView, setup: bool = False, section: str = "") -> list[Element]:
    """The full reference: How to play, history, this game's choices, every rule with its source;
    ``setup``: no game is on screen (these are the chosen edition's rules); ``section``: the
    section a link asked for, marked."""
    nodes = [el("h2", view.title, None, {"id": "rules-heading"})]
    if setup:
        nodes.append(el("p", SETUP_NOTE, "note"))
    if view.how_to_play:
        nodes.append(el("h3", "How to play"))
        nodes.extend(el("p", paragraph, "how") for paragraph in view.how_to_play)
        nodes.append(el("h3", "The rules in full"))
    nodes.extend(el("p", paragraph, "history") for paragraph in view.history)
    if view.chosen:
        nodes.append(el("h3", "This game's rule choices"))
        table = el("table", None, "chosen")
        table.append(column_heads("Rule", "Chosen", "Source"))
        body = el("tbody")
        for label, value, source in view.chosen:
            cells = [el("th", label, None, {"scope": "row"}), el("td", value), el("td", source, "source")]
            body.append(el("tr", None, None, children=cells))
        table.append(body)
        # A table wider than a phone scrolls: its box takes focus so the keyboard can scroll it too.
        wrap = {"tabindex": "0", "role": "region", "aria-label": "This game's rule choices"}
        nodes.append(el("div", None, "table-wrap", wrap, [table]))
    for title, rules in view.sections:
        nodes.append(el("h3", title, "linked" if title == section else None, {"id": section_id(title)}))
        items = el("ul", None, "rules-list")
        for text, source in rules:
            item = el("li", text)
            if source:
                item.append(el("span", f" ({source})", "source"))
            items.append(item)
        nodes.append(items)
    if view.sources:
        nodes.append(el("h3", "Sources"))
        listing = el("dl", None, "sources")
        for name, text in view.sources:
            listing.append(el("dt", name), el("dd", text))
        nodes.append(listing)
    return nodes


def dialog_body(options: Options, how: bool, setup: bool = True, section: str = "") -> list[Element]:
    """What the rules dialog holds: its Close button, then How to play (``how``, where the edition
    has one) or the full reference."""
    view = rules_view(options)
    body = how_to_play(view) if how and view.how_to_play else reference(view, setup, section)
    return [close_button(), *body]
