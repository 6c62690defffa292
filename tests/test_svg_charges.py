"""The board's figures are the ones charged (issue 26, point 5): the label a space shows, the space's
card and the money the engine takes from a visitor who stops there all agree."""

from __future__ import annotations

import random
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from landlords import svg
from landlords.engine import new_game
from landlords.events import Events
from landlords.options import Options
from landlords.state import GameState
from landlords.svg.charges import charge_now, printed_charge

WEB = str(Path(__file__).resolve().parents[1] / "web")
if WEB not in sys.path:
    sys.path.insert(0, WEB)

from ui.views import space_details  # noqa: E402

EDITIONS = ("1906", "1904", "prosperity")
SVG = "{http://www.w3.org/2000/svg}"


def game(edition: str) -> GameState:
    return new_game(Options(edition=edition, players=("Ann", "Bo", "Cy", "Di")), seed=7)


def labels(state: GameState) -> dict[int, str]:
    """The charge labels the state layer draws: space -> its words."""
    root = ET.fromstring(svg.board_svg(state.board, state=state))
    return {
        int(g.get("data-space", "-1")): " ".join(t.text or "" for t in g.iter(f"{SVG}text"))
        for g in root.iter(f"{SVG}g")
        if g.get("class") == "charge"
    }


def furnished(edition: str, seed: int) -> GameState:
    """A game with cards held at random by the first three seats (none by the fourth), and houses
    or improvement tags."""
    rng = random.Random(seed)
    state = game(edition)
    for s, space in enumerate(state.board.spaces):
        if space.ownable:
            state.set_owner(s, rng.randrange(3) if rng.random() < 0.7 else -1)
        if space.kind == "lot" and state.owner[s] >= 0:
            if edition == "prosperity":
                state.tags[s] = rng.randrange(4)  # type: ignore[attr-defined]
            elif edition == "1906":
                state.houses[s] = [state.owner[s]] * rng.randrange(4)
    return state


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_new_game_shows_the_printed_figures(edition: str) -> None:
    state = game(edition)
    for s, space in enumerate(state.board.spaces):
        now, printed = charge_now(state, s), printed_charge(space, edition)
        assert (now.lines if now else ()) == (printed.lines if printed else ()), space.name
    assert labels(state) == {}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("seed", range(6))
def test_a_visitor_pays_the_figure_on_the_board_and_the_card(edition: str, seed: int) -> None:
    """Stop a fourth player, who holds nothing, on every held space and on every tax: the cash he
    loses is the charge the board's label and the space's card say."""
    state = furnished(edition, seed)
    shown = labels(state)
    checked = 0
    for s, space in enumerate(state.board.spaces):
        charge = charge_now(state, s)
        if charge is None or charge.amount is None or charge.amount < 0 or space.kind == "speculation":
            continue  # a legacy pays the visitor; Speculation's throw adds a prize
        if space.ownable and state.owner[s] < 0:
            continue  # an auction (Prosperity) or the charter taken (1904): no charge to compare
        trial = state.clone()
        visitor = trial.players[3]
        visitor.cash = 10_000
        visitor.position = s
        _land(edition, trial, 3)
        paid = 10_000 - trial.players[3].cash
        assert paid == charge.amount, f"{edition} {space.name}: paid {paid}, the board says {charge.lines}"
        words = " ".join(charge.lines)
        if s in shown:
            assert words in shown[s], f"{space.name}: label {shown[s]!r}, charge {words!r}"
        card = dict(space_details(state.board, s, state).rows)
        assert any(words.endswith(value) for value in card.values()), f"{space.name}: card {card}, board {words}"
        checked += 1
    assert checked > 10


def _land(edition: str, state: GameState, player: int) -> None:
    if edition == "1906":
        from landlords.editions.standard1906.turn import land
    elif edition == "1904":
        from landlords.editions.patent1904.turn import land
    else:
        from landlords.editions.prosperity.turn import land
    land(state, Events(), player)


def test_a_railroad_says_its_fare_by_the_number_held() -> None:
    """The 1906 fares rise with the railroads one holder owns: the board said "rent $5" while a
    lander paid $10."""
    state = game("1906")
    roads = state.board.indices_of("railroad")
    for r in roads[:2]:
        state.set_owner(r, 0)
    assert labels(state)[roads[0]].endswith("fare $10")
    card = dict(space_details(state.board, roads[0], state).rows)
    assert card["Fare"] == "$10" and "2 railroads" in card["Why"]


def test_post_avenue_with_a_tag_says_its_rent_with_the_tag() -> None:
    state = game("prosperity")
    post = next(s for s, space in enumerate(state.board.spaces) if space.name == "Post Avenue")
    state.set_owner(post, 1)
    state.tags[post] = 1  # type: ignore[attr-defined]
    assert labels(state)[post].endswith("rent $175")
    assert dict(space_details(state.board, post, state).rows)["Rent"] == "$175"


def test_taxes_that_depend_on_the_visitor_say_on_what() -> None:
    board = game("prosperity").board
    words = {}
    for space in board.spaces:
        printed = printed_charge(space, "prosperity")
        if space.kind.endswith("_tax") and printed is not None:
            words[space.kind] = " ".join(printed.lines)
    assert words["property_tax"] == "tax $10 per $100 cash"
    assert "per Land card" in words["land_tax"]


def test_single_tax_and_rising_taxes_change_the_necessities() -> None:
    state = game("1906")
    fuel = state.board.indices_of("necessity")[0]
    state.single_tax = True  # type: ignore[misc]
    assert labels(state)[fuel].endswith("free")
    state = new_game(Options(edition="1906", players=("A", "B"), rising_taxes=True), seed=3)
    for s in state.board.indices_of("lot")[:10]:
        state.set_owner(s, 0)
        state.houses[s] = [0]
    assert labels(state)[fuel].endswith("tax $20")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_key_explains_each_mark_its_board_can_show(edition: str) -> None:
    key = svg.legend_svg(edition)
    root = ET.fromstring(key)
    words = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))
    assert "tokens" in words and "flag" in words and "charge now" in words and "move can reach" in words
    assert ("mortgaged" in words) == (edition != "prosperity")
    assert ("house" in words) == (edition == "1906") and ("PUBLIC" in words) == (edition == "1906")
    assert ("Improvement tag" in words) == ("No Trespassing sign" in words) == (edition == "prosperity")
    ids = [el.get("id", "") for el in root.iter() if el.get("id")]
    assert ids and all(i.startswith("legend-") for i in ids), "the key's patterns keep clear of the board's ids"
    for item in root.iter(f"{SVG}g"):
        if item.get("class") == "legend-item":
            sizes = {float(t.get("font-size", "0")) for t in item.iter(f"{SVG}text") if t.get("text-anchor") == "start"}
            assert sizes and min(sizes) >= 12
