"""Cards as card faces over the board: a title deed bought, a Chance card drawn, a Luxury bought, the
Chance Cube's face (``views.cards_to_show``), and a space's deed when its card asks for it.

The popover never blocks play: it lets every click through to the board beneath and closes on the
first click anywhere or on Escape, or when the next cards replace it. A person's cards are always
shown; bots' only at Slow pace, where there is time to read them, and for a few seconds.
"""

from __future__ import annotations

from typing import Any, Protocol

from landlords.events import Events

from .dom import by_id, h, later, listen, svg_node
from .host import document
from .session import Session
from .views import CardNews, Details, cards_to_show

POPOVER_ID = "card-pop"
#: Bots' cards (Slow pace) put themselves away after this long: nobody may be there to click.
BOTS_CARDS_MS = 4000
#: How many times the popover has been filled, so a timer closes only the cards it was set for.
_shown = [0]


class Table(Protocol):
    """What the popover needs from the controller."""

    session: Session | None
    pace: str


def after(app: Table, events: Events) -> None:
    """Show the cards this action drew or bought (``app.after`` calls this)."""
    session = app.session
    if session is None:
        return
    people = frozenset(i for i, seat in enumerate(session.seats) if seat.human)
    news = cards_to_show(session.state, events, people, bots_too=app.pace == "slow")
    if news:
        show(news)
        if not any(item.player in people for item in news):
            shown = _shown[0]
            later(BOTS_CARDS_MS, lambda: close() if _shown[0] == shown else None)


def show(news: list[CardNews]) -> None:
    """Put the faces in the popover over the board, replacing what it showed."""
    pop = _popover()
    if pop is None:
        return
    faces = [h("figure", None, "card-pop-face", {"aria-label": item.label}, [svg_node(item.face)]) for item in news]
    pop.replaceChildren(*faces, h("p", "Click anywhere or press Escape to put the card away.", "card-pop-hint"))
    pop.setAttribute("aria-label", "; ".join(item.label for item in news))
    pop.hidden = False
    _shown[0] += 1


def close(_: Any = None) -> None:
    pop = by_id(POPOVER_ID)
    if pop and not pop.hidden:
        pop.hidden = True


def deed_button(panel: Any, view: Details) -> None:
    """A "Title deed" button on a space's card, where the space is a card (``draw_details`` hook)."""
    if not view.face:
        return
    button = h("button", "Title deed", "quiet show-deed", {"type": "button"})
    # The document's click (capture) closes any card first; then this one opens.
    listen(button, "click", lambda event: show([CardNews(f"Title deed: {view.title}", view.face)]))
    panel.append(button)


def _popover() -> Any:
    """The popover element, made on first use inside the board's stage."""
    pop = by_id(POPOVER_ID)
    if pop:
        return pop
    stage = by_id("board-stage")
    if not stage:
        return None
    pop = h("div", None, "card-pop", {"id": POPOVER_ID, "role": "status", "aria-live": "polite"})
    pop.hidden = True
    stage.append(pop)
    listen(document, "click", close, capture=True)
    listen(document, "keydown", _on_key, capture=True)
    return pop


def _on_key(event: Any) -> None:
    if str(event.key) == "Escape":
        close()
