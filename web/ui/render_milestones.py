"""The game's milestones on screen: a short list above the game log, and another in the end dialog.
Each milestone is a button that opens the replay viewer at its move, so a moment that has long
scrolled out of the log (the Single Tax vote, a monopoly) is one click away."""

from __future__ import annotations

from typing import Any, Protocol

from landlords.milestones import Milestone

from .dom import attr, by_id, h, listen
from .replay import Replay
from .session import Session

#: The list above the log, in the log's card (made on first use).
SIDE_ID = "milestones"


class EndApp(Protocol):
    """What the end dialog's list needs of the page's controller (``ui.app.App``)."""

    session: Session | None

    def show_replay(self, shared: Session, at: int | None = None) -> None: ...


class MilestonesApp(EndApp, Protocol):
    """What the list beside the log needs of the page's controller."""

    mode: str
    replay: Replay | None

    def shown_session(self) -> Session | None: ...
    def refresh(self, board: bool = True, panel: bool = True) -> None: ...


#: What the side list shows now (its milestones and the move the replay stands at): redrawn only
#: when that changes, so a throw that makes no milestone costs nothing here.
_shown: list[object] = []


def label(m: Milestone) -> str:
    return f"Turn {m.turn}: {m.text}"


def button(m: Milestone) -> Any:
    return h(
        "button",
        label(m),
        "milestone",
        {"type": "button", "data-moves": str(m.moves), "title": f"Replay the game from here (move {m.moves})"},
    )


def go(app: MilestonesApp, moves: int) -> None:
    """Show the game at ``moves`` in the replay viewer (already open: step it there)."""
    if app.mode == "replay" and app.replay is not None:
        app.replay.go(moves)
        app.refresh()
        return
    source = app.shown_session()
    if source is not None:
        app.show_replay(source, moves)


def clicked(event: Any) -> int | None:
    """The move of the milestone clicked (None: the click was not on one)."""
    target = event.target.closest("button.milestone") if event.target.closest else None
    return int(attr(target, "data-moves")) if target else None


def on_side_click(app: MilestonesApp, event: Any) -> None:
    moves = clicked(event)
    if moves is not None:
        go(app, moves)


def on_end_click(app: EndApp, event: Any) -> None:
    """The end dialog closes on the replay of the game at that milestone."""
    moves = clicked(event)
    if moves is not None and app.session is not None:
        event.target.closest("dialog").close()
        app.show_replay(app.session, moves)


def side_box(app: MilestonesApp) -> Any:
    """The list's ``<details>`` in the log's card, above the log (made and wired once)."""
    found = by_id(SIDE_ID)
    if found:
        return found
    box = h("details", None, "milestones", {"id": SIDE_ID, "open": ""})
    box.append(h("summary", "Milestones"))
    box.append(h("ol", None, "milestone-list"))
    by_id("log-heading").after(box)  # above the log and its "Earlier" button
    listen(box, "click", lambda e: on_side_click(app, e))
    return box


def side(app: MilestonesApp) -> None:
    """The milestones of the game shown. In the replay viewer, all of them, those not yet reached
    marked as later and the last one reached as the current."""
    source = app.shown_session()
    if source is None:
        return
    replaying = app.mode == "replay" and app.replay is not None
    found = source.milestones()
    at = app.replay.at if replaying and app.replay is not None else None
    key: list[object] = [id(source), len(found), at]
    if key == _shown:
        return
    _shown[:] = key
    box = side_box(app)
    box.hidden = not found
    box.querySelector("summary").textContent = f"Milestones ({len(found)})"
    items = []
    current = max((i for i, m in enumerate(found) if at is None or m.moves <= at), default=-1)
    for i, m in enumerate(found):
        later = at is not None and m.moves > at
        item = h("li", None, "later" if later else None, children=[button(m)])
        if at is not None and i == current:
            item.setAttribute("aria-current", "step")
        items.append(item)
    box.querySelector("ol").replaceChildren(*items)


def end_list(app: EndApp) -> Any:
    """The milestones for the end dialog: the story of the game in a few lines, each replayable."""
    source = app.session
    found = source.milestones() if source is not None else []
    section = h("section", None, "end-milestones", {"aria-label": "Milestones"})
    if not found:
        return section
    section.append(h("h3", "Milestones"))
    section.append(h("p", "Choose one to replay the game from there.", "note"))
    section.append(h("ol", None, "milestone-list", children=[h("li", None, None, children=[button(m)]) for m in found]))
    listen(section, "click", lambda e: on_end_click(app, e))
    return section
