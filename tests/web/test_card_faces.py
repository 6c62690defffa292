"""Cards shown as card faces (issue 26, point 8): which cards an action shows, and that a deed's
figures are the ones the board and the space's card show."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from landlords.engine import new_game
from landlords.events import CardDrawn, ChanceDrawn, CubeThrown, LuxuryBought, Rolled, Sold
from landlords.options import Options
from landlords.state import GameState
from landlords.svg import card_face, charge_now
from ui.views import RECONSTRUCTED, cards_to_show, space_details

SVG = "{http://www.w3.org/2000/svg}"


def words(face: str) -> str:
    return " ".join(" ".join(t.itertext()) for t in ET.fromstring(face).iter(f"{SVG}text"))


def game(edition: str = "1906") -> GameState:
    return new_game(Options(edition=edition, players=("Ann", "Bo", "Cy")), seed=4)


def test_a_persons_cards_are_shown_and_bots_only_at_slow_pace() -> None:
    state = game()
    events = [Rolled(1, (2, 3)), Sold(1, 5, 50), ChanceDrawn(2, "street-tax", "A tax on your tools: pay $20.")]
    shown = cards_to_show(state, events, frozenset({1}), bots_too=False)
    assert [c.label for c in shown] == ["Bo: title deed, Royal Rusher R. R."]
    both = cards_to_show(state, events, frozenset({1}), bots_too=True)
    assert len(both) == 2 and "Cy draws Chance" in both[1].label
    chance = words(both[1].face)
    assert "CHANCE" in chance and "pay $20" in chance and RECONSTRUCTED.split(":")[0] in chance
    assert cards_to_show(state, [LuxuryBought(0)], frozenset({0}), False)[0].label == "Ann buys a Luxury card"
    assert "counts $100" in words(cards_to_show(state, [LuxuryBought(0)], frozenset({0}), False)[0].face)


def test_prosperity_shows_the_chance_cube_and_a_drawn_idle_card() -> None:
    state = game("prosperity")
    idle = len(state.board.spaces)
    shown = cards_to_show(state, [CubeThrown(0, 15, "draw_card"), CardDrawn(0, idle)], frozenset({0}), False)
    assert "CHANCE CUBE" in words(shown[0].face) and "For Sale pile" in words(shown[0].face)
    assert "Idle Land" in words(shown[1].face)


def test_a_deed_marks_the_fare_charged_now_as_the_board_does() -> None:
    state = game()
    roads = state.board.indices_of("railroad")
    for r in roads[:3]:
        state.set_owner(r, 1)
    text = words(card_face(state.board, roads[0], state=state))
    assert "\u25b6 3 railroads held" in text and "Now: fare $20" in text and "Held by Bo" in text
    charge = charge_now(state, roads[0])
    assert charge is not None and charge.lines == ("fare $20",)
    assert dict(space_details(state.board, roads[0], state).rows)["Fare"] == "$20"


def test_a_deed_with_houses_and_one_for_sale() -> None:
    state = game()
    state.set_owner(38, 0)
    state.houses[38] = [0, 0]
    text = words(card_face(state.board, 38, state=state))
    assert "\u25b6 with 2 houses" in text and "$42" in text and "Now: rent $42" in text
    assert "For sale" in words(card_face(state.board, 36, state=state))
    assert "If mortgaged, its $100 counts" in text
    assert space_details(state.board, 38, state).face, "the space's card offers its deed"
    assert not space_details(state.board, 2, state).face, "a necessity is no card"


def test_a_1904_lot_deed_says_its_rent_and_the_half_for_an_occupied_lot() -> None:
    state = game("1904")
    lot = state.board.indices_of("lot")[4]
    state.set_owner(lot, 2)
    text = words(card_face(state.board, lot, state=state))
    rent = state.board.spaces[lot].rent
    assert f"\u25b6 Rent ${rent}" in text and "half, to one standing on it" in text and "Held by Cy" in text
    assert "plus $10" in text, "the 1904 bank lends on cards worth $10 more than the loan"
    news = cards_to_show(state, [Sold(2, lot, 50)], frozenset(), bots_too=True)
    assert news[0].player == 2


def test_a_card_heading_stays_inside_the_border() -> None:
    """ "CHANCE CUBE" at the full size ran over both edges of the card: the heading is set smaller
    where it must be, letter-spacing counted, and short headings keep the full size."""
    from landlords.svg.cards import CARD_W, heading_size
    from landlords.svg.text import text_width

    for heading in ("CHANCE CUBE", "CHANCE", "LUXURY", "A VERY LONG HEADING INDEED"):
        size = heading_size(heading)
        assert text_width(heading, size) + 3 * len(heading) <= CARD_W - 60 + 0.5
    assert heading_size("CHANCE") == 30 and heading_size("CHANCE CUBE") < 30
    state = game("prosperity")
    face = cards_to_show(state, [CubeThrown(0, 15, "draw_card")], frozenset({0}), False)[0].face
    heading = next(t for t in ET.fromstring(face).iter(f"{SVG}text") if "CHANCE CUBE" in "".join(t.itertext()))
    assert float(heading.get("font-size", "30")) < 30
