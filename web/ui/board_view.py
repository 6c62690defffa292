"""The board on screen: the drawing (``landlords.svg``), the state layer swapped after each move,
the token's walk, the chosen space with its card beside it, keyboard moves along the track, zoom.

The full page, the embed and the board view all show the board through this one class; what the
game does with a click on a space stays with the controller, the ``Table`` this view is given.
Reading a space never makes a move: a click opens its card, and where a move of the question
leads there the card offers it ("Move here"), with what the space asks, as a button of its own.
The chosen space is marked until the next decision of a person at this table (or the next turn,
at a table of bots), and never in another game.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol

from landlords.actions import Action
from landlords.board import Board, load_board
from landlords.consequences import consequence
from landlords.edition import REGISTRY
from landlords.engine import decider
from landlords.events import CubeThrown, Events, Moved, Rolled, Speculated
from landlords.state import GameState
from landlords.svg import board_svg, legend_svg, path_points, player_xy, selection_rings, state_layer, wants_compact

from . import controls, host, render_cards
from .dom import Storage, attr, by_id, h, js_object, listen, reduced_motion, svg_group, svg_node
from .host import document, window
from .session import Session
from .views import Details, opportunity_details, space_details

SELECTION_KEY = "landlords:selected"
#: Keys the board answers itself (moving between spaces, reading one): never the page's scroll.
BOARD_KEYS = ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "Home", "End", "Enter", " ")
#: Milliseconds per space of a token's walk.
STEP_MS = 85


class Table(Protocol):
    """What the board view needs from the controller."""

    storage: Storage
    mode: str
    panel: controls.Panel | None
    session: Session | None

    def current_state(self) -> GameState | None: ...
    def colours(self) -> list[str]: ...
    def on_board(self, event: Any) -> None: ...
    def act(self, action: Action, started: float | None = None) -> None: ...
    def move_to(self, space: int) -> list[tuple[str, controls.Choice]]: ...
    def take_up(self, opportunity: int) -> list[tuple[str, controls.Choice]]: ...


def game_key(state: GameState | None) -> str:
    """Which game a selection belongs to ("" on the setup screen): a new game forgets it."""
    return f"{state.options.edition}:{state.seed}" if state is not None else ""


#: A choice offered on a space's card: its place in the panel ("m:0:1"), its label, what it leads to.
Offer = tuple[str, str, str]


class BoardView:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.holder = by_id("board-holder")
        self.board: Board = load_board("1906")
        self.space: int | None = None
        self.opportunity: int | None = None
        #: The Chance Cube's face shown in the centre (Prosperity), kept between moves.
        self.cube: int | None = None
        self.details_shown: tuple[Details, tuple[Offer, ...]] | None = None
        #: The game the selection was made in, and how many actions it had then.
        self.selected_game = ""
        self.selected_at = 0

    def wire(self) -> None:
        listen(self.holder, "click", self.table.on_board, prevent="always")
        listen(self.holder, "keydown", self.on_key, prevent=BOARD_KEYS)
        listen(by_id("details"), "click", self.on_details_click)
        listen(by_id("details"), "keydown", lambda e: self.on_key(e) if str(e.key) == "Escape" else None)
        listen(window, "resize", lambda e: self.place_details())
        listen(by_id("zoom"), "click", self.on_zoom)

    def draw(self, board: Board) -> None:
        """Draw a whole board (a new edition, a new game): spaces, then the state layer on top."""
        if board.edition != self.board.edition:
            self.close_details()
        self.board = board
        had_focus = self.holder.contains(document.activeElement)
        state = self.table.current_state()
        if state is not None and self.table.mode == "game" and self.selected_game != game_key(state):
            self.forget_selection()
        space = self.space if self.space is not None and self.space < len(board.spaces) else None
        if space is None:
            self.space = None
        if self.opportunity is not None and self.opportunity >= len(board.opportunities):
            self.opportunity = None
        text = board_svg(
            board,
            state=state,
            colours=self.table.colours(),
            selected=self.space,
            selected_opportunity=self.opportunity,
            cube=self.cube,
            compact=wants_compact(float(window.innerWidth)),  # larger words on a phone (svg.compact)
        )
        self.holder.replaceChildren(svg_node(text))
        legend = by_id("legend")  # the key to the marks (svg.legend), under the board
        if legend:
            legend.replaceChildren(svg_node(legend_svg(board.edition)))
        label = by_id("edition-label")
        label.textContent = REGISTRY[board.edition].short_title or board.edition
        host.behave("title", board.title.split(" (")[0] + " \u2014 " + str(label.textContent))
        if had_focus:
            self.focus_selected()

    def update(self) -> None:
        """Swap only the state layer: owners, houses, tokens, dice and money."""
        state = self.table.current_state()
        if state is not None and self.table.mode == "game" and self.selection_done(state):
            self.deselect()
        svg = self.holder.querySelector("svg")
        if state is None or not svg or svg.dataset.edition != state.board.edition:
            self.draw(state.board if state else self.board)
            return
        panel = self.table.panel if self.table.mode == "game" else None
        layer = svg_group(
            state_layer(
                state,
                colours=self.table.colours(),
                targets=panel.targets if panel else (),
                inner_targets=panel.inner_targets if panel else (),
                cube=self.cube,
                compact=svg.getAttribute("data-compact") == "true",
            )
        )
        old = svg.querySelector("#board-state")
        if old:
            old.replaceWith(layer)
        else:
            svg.insertBefore(layer, svg.querySelector("#board-rings"))

    def animate(self, events: Events) -> float:
        """Walk tokens space by space along this action's moves and tumble the dice; returns the
        milliseconds the walk takes (0 with reduced motion)."""
        state = self.table.current_state()
        if state is None or reduced_motion():
            return 0
        longest = 0.0
        paths: dict[int, list[tuple[float, float]]] = {}
        for e in events:
            if isinstance(e, Moved) and e.steps:
                paths.setdefault(e.player, []).extend(path_points(state.board, e.player, e.start, e.steps))
        for player, points in paths.items():
            token = self.holder.querySelector(f'#board-state .token[data-player="{player}"]')
            if not token:
                continue
            fx, fy = player_xy(state, player)
            if points[-1] != (fx, fy):
                points.append((fx, fy))
            frames = [{"transform": f"translate({x - fx:.1f}px, {y - fy:.1f}px)"} for x, y in points]
            duration = STEP_MS * max(1, len(points) - 1)
            token.animate(js_object(frames), js_object({"duration": duration, "easing": "ease-in-out"}))
            longest = max(longest, duration)
        if any(isinstance(e, Rolled | CubeThrown | Speculated) for e in events):
            dice = self.holder.querySelector("#board-state .dice")
            if dice:
                dice.classList.add("rolling")
        return longest

    def rove(self) -> None:
        """Move the board's one Tab stop to the selection (or space 0), as the drawing placed it
        (svg.spaces.tab_stop); the arrow keys move it between spaces (on_key)."""
        items = self.holder.querySelectorAll(".space, .opportunity")
        keep = self.focus_target() or self.holder.querySelector('.space[data-index="0"]')
        for i in range(items.length):
            items.item(i).setAttribute("tabindex", "-1")
        if keep:
            keep.setAttribute("tabindex", "0")

    def focus_target(self) -> Any:
        if self.space is not None:
            return self.holder.querySelector(f'.space[data-index="{self.space}"]')
        if self.opportunity is not None:
            return self.holder.querySelector(f'.opportunity[data-opportunity="{self.opportunity}"]')
        return None

    def focus_selected(self) -> None:
        target = self.focus_target()
        if target:
            target.focus()

    def selection_done(self, state: GameState) -> bool:
        """The selection has had its time: a person at this table has decided since it was made (at
        a table of bots, a new turn has begun), or it was made in another game."""
        if self.space is None and self.opportunity is None:
            return False
        if self.selected_game != game_key(state):
            return True
        since = state.actions[self.selected_at :]
        session = self.table.session
        people = {i for i, seat in enumerate(session.seats) if seat.human} if session is not None else set()
        if people:
            return any(a.player in people for a in since)
        return bool(since) and any(a.kind == "end_turn" for a in since)

    def forget_selection(self) -> None:
        self.space = self.opportunity = None
        self.details_shown = None
        self.close_details()
        self.table.storage.remove(SELECTION_KEY)

    def deselect(self) -> None:
        """Take the mark off the chosen space and close its card."""
        self.forget_selection()
        svg = self.holder.querySelector("svg")
        if svg:
            for node in svg.querySelectorAll(".space.selected, .opportunity.selected"):
                node.classList.remove("selected")
                node.setAttribute("aria-pressed", "false")
            old = svg.querySelector("#board-rings")
            if old:
                old.replaceWith(svg_group(selection_rings(self.board, None, None)))
        self.rove()

    def select(
        self, space: int | None = None, opportunity: int | None = None, focus: bool = False, open_card: bool = True
    ) -> None:
        """Choose a space (or inner space): mark it, show its card beside it, remember it."""
        self.space, self.opportunity = space, opportunity
        state = self.table.current_state()
        self.selected_game = game_key(state)
        self.selected_at = len(state.actions) if state is not None else 0
        svg = self.holder.querySelector("svg")
        if svg:
            for node in svg.querySelectorAll(".space.selected, .opportunity.selected"):
                node.classList.remove("selected")
                node.setAttribute("aria-pressed", "false")
            target = self.focus_target()
            if target:
                target.classList.add("selected")
                target.setAttribute("aria-pressed", "true")
            old = svg.querySelector("#board-rings")
            rings = svg_group(selection_rings(self.board, space, opportunity))
            if old:
                old.replaceWith(rings)
            else:
                svg.append(rings)
        self.rove()
        if focus:
            self.focus_selected()
        self.show_details()
        if open_card:
            self.open_details()
        chosen = f"s{space}" if space is not None else f"o{opportunity}"
        self.table.storage.set(SELECTION_KEY, f"{chosen}@{self.selected_game}@{self.selected_at}")

    def restore_selection(self) -> None:
        """The space chosen on the last visit is marked again (in the game it was chosen in: a new
        game forgets it); its card stays closed until asked for."""
        value = self.table.storage.get(SELECTION_KEY)
        chosen, _, rest = (value or "").partition("@")
        game, _, at = rest.partition("@")
        if not chosen or chosen[0] not in "so" or not chosen[1:].isdigit():
            return
        number = int(chosen[1:])
        if chosen[0] == "s" and number < len(self.board.spaces):
            self.select(space=number, open_card=False)
        elif chosen[0] == "o" and number < len(self.board.opportunities):
            self.select(opportunity=number, open_card=False)
        else:
            return
        self.selected_game, self.selected_at = game, int(at) if at.isdigit() else 0

    def show_details(self) -> None:
        """The chosen space's card, with the moves of the question that lead there; redrawn only
        when it changes, as the card is a live region."""
        state = self.table.current_state()
        board = self.board
        view = None
        offers: tuple[Offer, ...] = ()
        if self.space is not None and self.space < len(board.spaces):
            view = space_details(board, self.space, state)
            offers = self.offers(state, self.table.move_to(self.space), "Move here")
        elif self.opportunity is not None and self.opportunity < len(board.opportunities):
            view = opportunity_details(board, self.opportunity, state)
            offers = self.offers(state, self.table.take_up(self.opportunity), "Choose this")
        if view is not None and (view, offers) != self.details_shown:
            self.details_shown = (view, offers)
            draw_details(view, offers)
            self.place_details()

    @staticmethod
    def offers(state: GameState | None, choices: list[tuple[str, controls.Choice]], verb: str) -> tuple[Offer, ...]:
        """The card's buttons: each move leading here, with what it leads to said before it is taken."""
        out = []
        for ref, choice in choices:
            said = consequence(state, choice.action) if state is not None else None
            told = controls.leads(replace(choice, consequence=said)) if said is not None else ""
            out.append((ref, f"{verb}: {choice.label}", told))
        return tuple(out)

    def place_details(self) -> None:
        """Put the open card beside its space, on the board's inner side, so it is read where the
        player looked (never below the fold) and covers neither the space nor its row."""
        card = by_id("details")
        target = self.focus_target()
        svg = self.holder.querySelector("svg")
        if card.hidden or not target or not svg:
            return
        host.behave("placeCard", card, target, svg, by_id("board-stage"))

    def open_details(self) -> None:
        by_id("details").hidden = False
        self.place_details()

    def close_details(self) -> None:
        by_id("details").hidden = True

    def on_details_click(self, event: Any) -> None:
        if event.target.closest('[data-cmd="close-details"]'):
            self.close_details()
            self.focus_selected()
            return
        button = event.target.closest("button[data-choice]")
        panel = self.table.panel
        if not button or panel is None:
            return
        where, g, c = attr(button, "data-choice").split(":")
        groups = panel.main if where == "m" else panel.extras
        if int(g) < len(groups) and int(c) < len(groups[int(g)].choices):
            self.table.act(groups[int(g)].choices[int(c)].action, started=float(event.timeStamp))

    def on_key(self, event: Any) -> None:
        key = str(event.key)
        if key == "Escape":
            self.close_details()
            self.focus_selected()
            return
        if key in ("Enter", " "):
            self.table.on_board(event)
            # Opened from the keyboard, the card's first move is the next key press away.
            offer = by_id("details").querySelector("button[data-choice]")
            if offer and not by_id("details").hidden:
                offer.focus()
            return
        moves = {"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}
        if key not in moves and key not in ("Home", "End"):
            return
        items = self.holder.querySelectorAll(".space, .opportunity")
        count = int(items.length)
        current = event.target.closest(".space, .opportunity")
        index = next((i for i in range(count) if items.item(i) == current), 0)
        if key == "Home":
            index = 0
        elif key == "End":
            index = count - 1
        else:
            index = (index + moves[key]) % count
        target = items.item(index)
        for i in range(count):
            items.item(i).setAttribute("tabindex", "-1")
        target.setAttribute("tabindex", "0")
        target.focus()

    def on_zoom(self, event: Any) -> None:
        zoomed = self.holder.classList.toggle("zoomed")
        by_id("zoom").setAttribute("aria-pressed", "true" if zoomed else "false")
        by_id("zoom").textContent = "Fit the board" if zoomed else "Zoom the board"
        # The board grew (or shrank) above the button: bring its window back into view.
        by_id("board-stage").scrollIntoView(js_object({"block": "nearest"}))
        self.follow()
        self.place_details()

    def follow(self, player: int | None = None) -> None:
        """On a zoomed board, bring the token of ``player`` (default: whoever decides) to the middle
        of the view, so a phone shows where the play is at a readable size."""
        stage = by_id("board-stage")
        state = self.table.current_state()
        if state is None or not self.holder.classList.contains("zoomed"):
            return
        who = player if player is not None else decider(state)
        token = self.holder.querySelector(f'#board-state .token[data-player="{who if who >= 0 else state.current}"]')
        if not token:
            return
        host.behave("follow", stage, token)


# --- the chosen space's card ---------------------------------------------------------------------


def draw_details(view: Details, offers: tuple[Offer, ...] = ()) -> None:
    """The chosen space's card: name with its colour swatch, then term/value rows, then its note,
    then the moves of the question that lead there ("Move here: ...", with what the space asks)."""
    panel = by_id("details")
    heading = h("h2", None, None, {"id": "details-title"})
    swatch = h("span", None, "swatch")
    swatch.style.background = view.colour
    heading.append(swatch, document.createTextNode(view.title))
    rows = h("dl")
    for term, value in view.rows:
        rows.append(h("dt", term), h("dd", value))
    close = h(
        "button",
        "\u00d7",
        "quiet close-details",
        {"type": "button", "data-cmd": "close-details", "aria-label": "Close this card"},
    )
    panel.replaceChildren(close, heading, rows)
    if view.note:
        panel.append(h("p", view.note, "note"))
    if offers:
        row = h("div", None, "choices move-here")
        for ref, label, leads in offers:
            button = h("button", label, "primary", {"type": "button", "data-choice": ref})
            if leads:
                button.append(h("span", leads, "leads"))
            row.append(button)
        panel.append(row)
    render_cards.deed_button(panel, view)
