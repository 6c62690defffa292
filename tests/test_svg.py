"""landlords.svg: the board drawing is well-formed, complete, escaped and marks the selection."""

from __future__ import annotations

import ast
import dataclasses
import hashlib
import itertools
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import ClassVar

import pytest

from landlords import svg
from landlords.board import Board, Space, load_board
from landlords.edition import REGISTRY, Edition, register
from landlords.state import GameState
from landlords.svg.colours import DEFAULT_PALETTE, Palette, edition_borders, edition_palettes
from landlords.svg.geometry import (
    CORNER,
    SIZE,
    band_rect,
    face_rect,
    inside,
    is_corner,
    opportunity_rect,
    overlaps,
    printed_number,
    space_rect,
)
from landlords.svg.layout import price_line, sends_to_jail, space_layout, token_slots
from landlords.svg.text import SERIF, fit, text_box, text_width
from landlords.svg.tokens import token_box, token_xy

NS = {"s": "http://www.w3.org/2000/svg"}


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board("1906")


def parse(text: str) -> ET.Element:
    return ET.fromstring(text)


def groups(root: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in root.iter("{http://www.w3.org/2000/svg}g") if cls in g.get("class", "").split()]


def test_every_space_is_a_focusable_group_with_a_title(board: Board) -> None:
    root = parse(svg.board_svg(board))
    spaces = groups(root, "space")
    assert [int(g.get("data-index", "-1")) for g in spaces] == list(range(40))
    for g, space in zip(spaces, board.spaces, strict=True):
        assert g.get("tabindex") == ("0" if space.index == 0 else "-1")  # one Tab stop (test_svg_tab_stop)
        assert g.get("role") == "button"
        assert g.get("data-kind") == space.kind
        title = g.find("s:title", NS)
        assert title is not None and title.text is not None
        assert space.name in title.text
        text = "".join(g.itertext())
        for word in space.name.replace("/", " ").split():
            assert word in text, f"{word!r} of {space.name!r} is not drawn"
        if space.price:
            assert f"${space.price}" in text


def test_inner_spaces_and_centre_boxes(board: Board) -> None:
    root = parse(svg.board_svg(board))
    inner = groups(root, "opportunity")
    assert [g.get("data-opportunity") for g in inner] == ["0", "1", "2", "3"]
    names = ["".join(g.itertext()) for g in inner]
    for text, opportunity in zip(names, board.opportunities, strict=True):
        assert opportunity.name in text and f"wages ${opportunity.wages}" in text
    centre = "".join(next(iter(groups(root, "centre"))).itertext())
    assert "Public Treasury" in centre and "Miscellaneous" in centre


def test_inner_spaces_sit_inside_their_corners(board: Board) -> None:
    for opportunity in board.opportunities:
        ox, oy, ow, oh = opportunity_rect(opportunity)
        cx, cy, _, _ = space_rect(opportunity.corner)
        # Nearest to its own corner of the four inner corners of the track.
        centre = (ox + ow / 2, oy + oh / 2)
        corners = [space_rect(c) for c in (0, 10, 20, 30)]
        nearest = min(corners, key=lambda r: (r[0] - centre[0]) ** 2 + (r[1] - centre[1]) ** 2)
        assert nearest[:2] == (cx, cy)
        assert ox > CORNER and ox + ow < SIZE - CORNER
        assert oy > CORNER and oy + oh < SIZE - CORNER


def test_spaces_tile_the_track_without_overlap() -> None:
    rects = [space_rect(i) for i in range(40)]
    for i in (0, 10, 20, 30):
        assert rects[i][2:] == (CORNER, CORNER)
    assert all(max(r[2], r[3]) == CORNER and min(r[2], r[3]) < CORNER for i, r in enumerate(rects) if i % 10)
    area = sum(w * h for _, _, w, h in rects)
    assert area == pytest.approx(SIZE**2 - (SIZE - 2 * CORNER) ** 2)
    for (ax, ay, aw, ah), (bx, by, bw, bh) in itertools.combinations(rects, 2):
        overlap_w = min(ax + aw, bx + bw) - max(ax, bx)
        overlap_h = min(ay + ah, by + bh) - max(ay, by)
        assert overlap_w <= 1e-6 or overlap_h <= 1e-6
    # Play runs clockwise on screen from the bottom-right corner.
    assert rects[0][:2] == (SIZE - CORNER, SIZE - CORNER)
    assert rects[1][0] < rects[0][0] and rects[11][1] < rects[10][1] and rects[21][0] > rects[20][0]


def test_colours_follow_the_kinds(board: Board) -> None:
    root = parse(svg.board_svg(board))
    for g in groups(root, "space"):
        kind = g.get("data-kind", "")
        fills = {r.get("fill") for r in g.iter("{http://www.w3.org/2000/svg}rect")}
        assert svg.palette(kind).fill in fills
    assert svg.palette("lot").band != svg.palette("necessity").band
    assert svg.palette("unknown-kind") == DEFAULT_PALETTE


def test_selection_is_marked_once(board: Board) -> None:
    plain = parse(svg.board_svg(board))
    assert not [g for g in groups(plain, "space") if "selected" in g.get("class", "")]
    assert not [r for r in plain.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "ring"]

    root = parse(svg.board_svg(board, selected=13))
    chosen = [g for g in groups(root, "space") if "selected" in g.get("class", "")]
    assert [g.get("data-index") for g in chosen] == ["13"]
    assert chosen[0].get("aria-pressed") == "true"
    rings = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "ring"]
    assert len(rings) == 1
    x, y, _, _ = space_rect(13)
    assert float(rings[0].get("x", "0")) == pytest.approx(x + 2.5, abs=0.06)
    assert float(rings[0].get("y", "0")) == pytest.approx(y + 2.5, abs=0.06)

    inner = parse(svg.board_svg(board, selected_opportunity=2))
    assert [g.get("data-opportunity") for g in groups(inner, "selected")] == ["2"]
    # Out-of-range selections draw nothing rather than failing.
    far = parse(svg.board_svg(board, selected=99, selected_opportunity=9))
    assert not groups(far, "selected")


def test_options_are_keyword_only(board: Board) -> None:
    with pytest.raises(TypeError):
        svg.board_svg(board, 3)  # type: ignore[misc]


def test_output_is_deterministic(board: Board) -> None:
    assert svg.board_svg(board, selected=5) == svg.board_svg(board, selected=5)


def test_text_is_escaped(board: Board) -> None:
    nasty = "<script>alert('x')</script> & \"Co\""
    spaces = list(board.spaces)
    spaces[1] = dataclasses.replace(spaces[1], name=nasty, note=nasty)
    evil = dataclasses.replace(board, spaces=tuple(spaces), title=nasty, edition='"><x')
    text = svg.board_svg(evil, element_id='a"b')
    root = parse(text)  # well-formed despite the markup characters
    assert root.find(".//s:script", NS) is None
    assert "<script>" not in text
    group = groups(root, "space")[1]
    title = group.find("s:title", NS)
    assert title is not None and title.text is not None and nasty in title.text
    assert root.get("aria-label") == nasty
    assert root.get("id") == 'a"b'
    assert root.get("data-edition") == '"><x'


def test_long_names_wrap_within_their_space(board: Board) -> None:
    for space in board.spaces:
        if space.index % 10 == 0:
            continue
        _, _, w, _ = space_rect(space.index)
        size, lines = fit(space.name, w - 8, 200, 14, smallest=8.5)
        assert max(text_width(line, size) for line in lines) <= w - 8 or size == 8.5
        assert " ".join(lines) == space.name


def test_unknown_kind_and_missing_money_still_draw() -> None:
    space = Space(index=0, name="Somewhere", kind="mystery")
    board = dataclasses.replace(load_board("1906"), spaces=(space,), opportunities=())
    root = parse(svg.board_svg(board))
    assert len(groups(root, "space")) == 1


# --- the game drawn on the board (state layer) ---------------------------------------------------


def played(edition: str = "1906", names: tuple[str, ...] = ("Ann", "Bo", "Cy")) -> GameState:
    from landlords.engine import new_game
    from landlords.options import Options

    return new_game(Options(edition=edition, players=names), seed=5)


def layer(state: GameState, **kw: object) -> ET.Element:
    return parse(svg.board_svg(state.board, state=state, **kw))  # type: ignore[arg-type]


def test_state_layer_draws_one_token_per_player_with_shape_number_and_name() -> None:
    state = played(names=("Ann", "<b>Bo</b>", "Cy & Co"))
    root = layer(state)
    tokens = groups(root, "token")
    assert [t.get("data-player") for t in tokens] == ["0", "1", "2"]
    assert [t.get("data-shape") for t in tokens] == list(svg.SHAPES[:3])
    titles = [t.find("s:title", NS).text for t in tokens]  # type: ignore[union-attr]
    assert titles[1] is not None and "<b>Bo</b>, player 2" in titles[1]
    assert "Cy & Co" in str(titles[2])
    assert ["".join(t.itertext()).strip().endswith(str(i + 1)) for i, t in enumerate(tokens)] == [True] * 3
    assert "<b>" not in svg.board_svg(state.board, state=state)


def test_tokens_of_different_seats_never_share_a_spot() -> None:
    state = played(names=("A", "B", "C", "D"))
    for space in range(40):
        spots = {token_xy(state.board, p, space) for p in range(4)}
        assert len(spots) == 4


def test_owner_flags_mortgage_hatching_and_houses() -> None:
    from landlords.state import Note

    state = played()
    state.set_owner(13, 1)
    state.set_owner(21, 0)
    state.houses[21] = [0, 2]
    state.notes[7] = Note(7, 1, (13,), 0)
    state.mortgaged[13] = 7
    root = layer(state)
    lanes = {int(g.get("data-space", "-1")): g for g in groups(root, "marks")}
    assert set(lanes) == {13, 21}
    assert "2" in "".join(lanes[13].itertext())  # seat number on the flag
    assert "1" in "".join(lanes[21].itertext())
    houses = [p for p in lanes[21].iter("{http://www.w3.org/2000/svg}polygon") if p.get("class") == "house"]
    assert len(houses) == 2
    # Each house carries its builder's seat number as well as the colour.
    assert "".join(lanes[21].itertext()).count("1") >= 2 and "3" in "".join(lanes[21].itertext())
    hatched = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "mortgaged"]
    assert len(hatched) == 1 and float(hatched[0].get("x", "0")) == space_rect(13)[0]
    flag = next(r for r in lanes[13].iter("{http://www.w3.org/2000/svg}rect"))
    assert flag.get("stroke-dasharray")  # a mortgaged card's flag is hollow and dashed


def test_public_spaces_and_colleges_are_labelled_in_words() -> None:
    state = played()
    state.public[13] = True
    state.colleges.append(30)
    state.single_tax = True
    text = "".join(layer(state).itertext())
    assert "PUBLIC" in text and "COLLEGE" in text and "Single Tax in force" in text


def test_centre_shows_money_wages_and_dice() -> None:
    state = played()
    state.treasury = 1234
    state.dice = (3, 5)
    root = layer(state)
    amounts = {g.get("data-account"): "".join(g.itertext()) for g in groups(root, "amount")}
    assert "$1,234" in amounts["-1"]
    assert "Wages $100" in "".join(next(iter(groups(root, "status"))).itertext())
    dice = [g.get("data-value") for g in groups(root, "die")]
    assert dice == ["3", "5"]
    assert not groups(layer(played()), "die")  # no dice before the first throw
    cube = layer(state, cube=15)
    assert [g.get("data-value") for g in groups(cube, "cube")] == ["15"]


def test_move_targets_are_outlined() -> None:
    state = played()
    root = layer(state, targets=[5, 22, 99])
    marks = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "target"]
    assert len(marks) == 2


def test_jail_and_poor_house_halves_of_split_corners() -> None:
    state = played()
    board = state.board
    jail, visiting = token_xy(board, 0, 10, jailed=True), token_xy(board, 0, 10)
    x, y, _, _ = space_rect(10)
    # Jail is the upper-left half of "Jail / Shelter" (above the diagonal), the visitors below it.
    assert (jail[0] - x) + (jail[1] - y) < CORNER < (visiting[0] - x) + (visiting[1] - y)
    poor, park = token_xy(board, 0, 20, poor=True), token_xy(board, 0, 20)
    x, y, _, _ = space_rect(20)
    assert (park[0] - x) + (park[1] - y) < CORNER < (poor[0] - x) + (poor[1] - y)
    state.players[1].in_jail = True
    state.players[1].position = 10
    bars = next(t for t in groups(layer(state), "token") if t.get("data-player") == "1")
    assert len(list(bars.iter("{http://www.w3.org/2000/svg}line"))) == 2


def test_path_points_walk_space_by_space_both_ways() -> None:
    board = load_board("1906")
    forward = svg.path_points(board, 1, 38, 4)
    assert len(forward) == 5
    assert forward[0] == token_xy(board, 1, 38) and forward[-1] == token_xy(board, 1, 2)
    back = svg.path_points(board, 1, 2, -3)
    assert back[-1] == token_xy(board, 1, 39)


@pytest.mark.parametrize("edition", ["1904", "prosperity"])
def test_every_edition_draws_with_a_game_on_it(edition: str) -> None:
    state = played(edition)
    n = len(state.board.spaces)
    root = layer(state)
    assert len(groups(root, "space")) == n
    assert len(groups(root, "token")) == 3
    rects = [space_rect(i, n) for i in range(n)]
    corners = [i for i in range(n) if is_corner(i, n)]
    assert corners == [0, n // 4, n // 2, 3 * n // 4]
    area = sum(w * h for _, _, w, h in rects)
    assert area == pytest.approx(SIZE**2 - (SIZE - 2 * CORNER) ** 2)
    centre = "".join(next(iter(groups(root, "centre"))).itertext())
    for _, name in svg.centre_accounts(state.board):
        assert name in centre


def test_natural_opportunity_targets_are_outlined() -> None:
    state = played()
    root = layer(state, inner_targets=[0, 2, 9])
    marks = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "target"]
    assert len(marks) == 2


# --- what stands on a lot, where tokens stand, and what the board says (issue 9, point 5) -------

SVG = "{http://www.w3.org/2000/svg}"
EDITIONS = ("1906", "1904", "prosperity")
#: Text on a space that nothing may cover: its number, name, money and the Jail words.
WORDS = {"number", "name", "money", "jail-words", "corner-label"}
Rect = tuple[float, float, float, float]


def text_boxes(node: ET.Element) -> list[tuple[str, Rect]]:
    """Every line of text under ``node`` with its class and the box it covers, estimated the way
    the layout estimates it (glyph width from the font size, plus any letter spacing)."""
    out = []
    for text in node.iter(f"{SVG}text"):
        size = float(text.get("font-size", "0"))
        anchor = text.get("text-anchor", "start")
        spacing = float(text.get("letter-spacing", "0"))
        spans = text.findall(f"{SVG}tspan")
        lines = [(t.get("x"), t.get("y"), t.text or "") for t in spans]
        lines = lines or [(text.get("x"), text.get("y"), text.text or "")]
        for x, y, words in lines:
            bx, by, bw, bh = text_box(float(x or 0), float(y or 0), words, size, anchor)
            grow = spacing * len(words)
            shift = grow / 2 if anchor == "middle" else grow if anchor == "end" else 0
            out.append((text.get("class", ""), (bx - shift, by, bw + grow, bh)))
    return out


def shape_boxes(node: ET.Element) -> list[Rect]:
    """Boxes of the drawn shapes under ``node`` (rects, polygons, circles, lines)."""
    out: list[Rect] = []
    for el in node.iter():
        tag = el.tag.removeprefix(SVG)
        if tag == "rect":
            out.append(tuple(float(el.get(k, "0")) for k in ("x", "y", "width", "height")))  # type: ignore[arg-type]
        elif tag == "polygon":
            pts = [tuple(map(float, p.split(","))) for p in (el.get("points") or "").split()]
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            out.append((min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
        elif tag == "circle":
            cx, cy, r = (float(el.get(k, "0")) for k in ("cx", "cy", "r"))
            out.append((cx - r, cy - r, 2 * r, 2 * r))
        elif tag == "line":
            x1, y1, x2, y2 = (float(el.get(k, "0")) for k in ("x1", "y1", "x2", "y2"))
            out.append((min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1)))
    return out


def path_boxes(node: ET.Element) -> list[Rect]:
    """Boxes of the paths under ``node`` written with absolute moves and relative lines/lengths
    (M x y, l dx dy, h dx, v dy, z), the way the start arrow is drawn."""
    out: list[Rect] = []
    for el in node.iter(f"{SVG}path"):
        d = (el.get("d") or "").replace(",", " ")
        if not d.startswith("M") or any(c in d for c in "QACLHV"):
            continue
        tokens = d.replace("M", " M ").replace("l", " l ").replace("h", " h ").replace("v", " v ").split()
        x = y = 0.0
        xs: list[float] = []
        ys: list[float] = []
        i = 0
        while i < len(tokens):
            op = tokens[i]
            if op == "M":
                x, y = float(tokens[i + 1]), float(tokens[i + 2])
                i += 3
            elif op == "l":
                x, y = x + float(tokens[i + 1]), y + float(tokens[i + 2])
                i += 3
            elif op in "hv":
                if op == "h":
                    x += float(tokens[i + 1])
                else:
                    y += float(tokens[i + 1])
                i += 2
            else:
                i += 1
                continue
            xs.append(x)
            ys.append(y)
        out.append((min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    return out


def crowded(edition: str) -> GameState:
    """A game with as much as its rules allow on every lot: an owner (some cards mortgaged), and
    three houses (1904, 1906) or a No Trespassing sign on every other lot and up to six improvement
    tags (Prosperity), more than fit one by one, so the counted form is drawn too."""
    from landlords.state import Note

    state = played(edition, names=("A", "B", "C", "D"))
    for s, space in enumerate(state.board.spaces):
        if space.ownable:
            state.owner[s] = s % 4
        if space.kind == "lot" and edition == "prosperity":
            state.tags[s] = 1 + s % 6
            state.signs[s] = s % 4 if s % 2 else -1
        elif space.kind == "lot":
            state.houses[s] = [s % 4, (s + 1) % 4, (s + 2) % 4][: 1 + s % 3] + ([3, 3] if s == 1 else [])
    state.notes[1] = Note(1, 0, tuple(s for s in state.board.ownable[::3]), 0)
    for s in state.board.ownable[::3]:
        state.mortgaged[s] = 1
    return state


def space_groups(root: ET.Element) -> dict[int, ET.Element]:
    return {int(g.get("data-index", "-1")): g for g in groups(root, "space")}


def marks_groups(root: ET.Element) -> dict[int, ET.Element]:
    return {int(g.get("data-space", "-1")): g for g in groups(root, "marks")}


@pytest.mark.parametrize("edition", EDITIONS)
def test_houses_tags_and_signs_stand_in_their_own_lots_band(edition: str) -> None:
    state = crowded(edition)
    n = len(state.board.spaces)
    marks = marks_groups(layer(state))
    lots = [s for s, space in enumerate(state.board.spaces) if space.kind == "lot"]
    assert lots and set(lots) <= set(marks)
    for s in lots:
        band = band_rect(s, n)
        g = marks[s]
        houses = [p for p in g.iter(f"{SVG}polygon") if p.get("class") == "house"]
        signs, tags = groups(g, "sign"), groups(g, "tag")
        counted = [t.text for t in g.iter(f"{SVG}text") if t.get("class") == "count"]
        if edition == "prosperity":
            assert tags and not houses and bool(signs) == (state.signs[s] >= 0)
            assert len(tags) == state.tags[s] or (len(tags) == 1 and counted == [f"\u00d7{state.tags[s]}"])
        else:
            assert houses and not tags and not signs
            assert len(houses) == len(state.houses[s]) or counted == [f"\u00d7{len(state.houses[s])}"]
        for box in shape_boxes(g):
            assert inside(box, band), f"space {s}: {box} is outside its band {band}"
        for _, box in text_boxes(g):
            assert inside(box, band), f"space {s}: a word at {box} is outside its band {band}"


@pytest.mark.parametrize("edition", EDITIONS)
def test_owner_marks_never_cover_a_name_price_or_rent(edition: str) -> None:
    state = crowded(edition)
    root = layer(state)
    spaces, marks = space_groups(root), marks_groups(root)
    owned = [s for s, space in enumerate(state.board.spaces) if space.ownable]
    assert owned and set(owned) <= set(marks)
    for s in owned:
        words = [box for cls, box in text_boxes(spaces[s]) if cls in WORDS]
        assert words
        for mark in shape_boxes(marks[s]):
            for word in words:
                assert not overlaps(mark, word), f"space {s}: a mark at {mark} covers words at {word}"


@pytest.mark.parametrize("edition", EDITIONS)
def test_tokens_never_hide_the_price_of_their_space(edition: str) -> None:
    board = load_board(edition)
    n = len(board.spaces)
    spaces = space_groups(parse(svg.board_svg(board)))
    for s in range(n):
        money = [box for cls, box in text_boxes(spaces[s]) if cls in ("money", "jail-words")]
        rect = space_rect(s, n)
        for slot, jailed, poor in itertools.product(range(4), (False, True), (False, True)):
            box = token_box(*token_xy(board, slot, s, jailed=jailed, poor=poor, slot=slot))
            assert inside(box, rect), f"a token on space {s} stands off it"
            if not is_corner(s, n):
                assert inside(box, face_rect(s, n)), f"a token on space {s} covers its band"
            for word in money:
                assert not overlaps(box, word), f"a token in slot {slot} hides money on space {s}"
    priced = [s for s in range(n) if price_line(board.spaces[s])]
    assert len(priced) > n // 2


def test_players_sharing_a_space_take_its_best_slots_first() -> None:
    state = played(names=("A", "B", "C", "D"))
    for p in state.players:
        p.position = 13
    slots = token_slots(state.board.spaces[13], 40, "1906")
    assert [svg.player_xy(state, p) for p in range(4)] == list(slots)
    state.players[0].position = 14
    # Alone on a space, the fourth seat stands in the first slot, not its own far corner.
    state.players[1].position = state.players[2].position = 15
    assert svg.player_xy(state, 3) == token_slots(state.board.spaces[13], 40, "1906")[0]


@pytest.mark.parametrize("edition", EDITIONS)
def test_spaces_that_send_a_player_to_jail_say_so(edition: str) -> None:
    board = load_board(edition)
    spaces = space_groups(parse(svg.board_svg(board)))
    senders = [s.index for s in board.spaces if s.kind == "trespass"]
    assert senders
    for s in senders:
        g = spaces[s]
        words = " ".join(t for t in g.itertext() if t.strip())
        assert "GO TO" in words and "JAIL" in words, words
        title = g.find("s:title", NS)
        assert title is not None and "go to Jail" in str(title.text)
    for s, g in spaces.items():
        if s not in senders:
            assert "GO TO" not in "".join(g.itertext())


def test_a_no_trespassing_sign_says_jail_and_a_free_college_covers_the_jail_words() -> None:
    state = played("prosperity")
    state.owner[2] = 1
    state.signs[2] = 1
    marks = marks_groups(layer(state))
    signs = groups(marks[2], "sign")
    assert len(signs) == 1
    # The sign says where a trespasser goes, and whose it is (its placer may stop there freely).
    assert [t.text for t in signs[0].iter(f"{SVG}text")] == ["JAIL", "2"]

    state = played()
    state.colleges.extend([30, 4])
    root = layer(state)
    spaces, marks = space_groups(root), marks_groups(root)
    for s in (4, 30):
        plate = groups(marks[s], "college")
        assert plate and "COLLEGE" in "".join(plate[0].itertext())
        cover = shape_boxes(plate[0])[0]
        jail = [box for cls, box in text_boxes(spaces[s]) if cls in ("jail-words", "corner-label")]
        assert jail and all(inside(box, cover) for box in jail)


@pytest.mark.parametrize("edition", EDITIONS)
def test_printed_number_tooltip_and_space_card_agree(edition: str) -> None:
    import sys
    from pathlib import Path

    web = str(Path(__file__).resolve().parents[1] / "web")
    if web not in sys.path:
        sys.path.insert(0, web)
    from ui.views import space_details

    board = load_board(edition)
    n = len(board.spaces)
    for s, g in space_groups(parse(svg.board_svg(board))).items():
        printed = [t.text for t in g.iter(f"{SVG}text") if t.get("class") == "number"]
        title = g.find("s:title", NS)
        assert title is not None and title.text is not None
        card = dict(space_details(board, s).rows)["Number"]
        assert printed == [card], f"space {s}: board prints {printed}, the card says {card}"
        assert title.text.startswith(f"{card}. "), f"space {s}: tooltip {title.text!r}, card {card}"
    assert printed_number(0, n) == n


def test_colours_follow_each_editions_sources() -> None:
    def bands(edition: str) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        for g in groups(parse(svg.board_svg(load_board(edition))), "space"):
            fills = {r.get("fill", "") for r in g.iter(f"{SVG}rect") if r.get("class") == "band"}
            out.setdefault(g.get("data-kind", ""), set()).update(fills)
        return out

    old, new = bands("1906"), bands("prosperity")
    green, blue = old["lot"], old["necessity"]
    assert green == new["lot"] and blue != green
    assert old["franchise"] == new["office"], "1906 franchises and 1932 Real Estate offices are yellow"
    assert new["utility"] != old["franchise"], "1932 local utilities are orange, not yellow"
    assert new["property_tax"] == new["land_tax"] == new["improvement_tax"] == blue
    assert new["hotel"] == old["railroad"], "1932 hotel and 1906 railroads are pink"
    # 1932 railroads are red-bordered corners; land held out of use has a star border.
    root = parse(svg.board_svg(load_board("prosperity")))
    for g in groups(root, "space"):
        if g.get("data-kind") == "railroad":
            strokes = {r.get("stroke") for r in g.iter(f"{SVG}rect")}
            assert svg.palette("railroad", "prosperity").band in strokes
        if g.get("data-kind") == "trespass":
            assert len(list(g.iter(f"{SVG}polygon"))) > 20
    assert svg.palette("railroad", "prosperity") != svg.palette("railroad", "1906")


def test_a_boards_own_look_is_its_editions_data() -> None:
    """Colours and borders of one edition's board are what the edition declares: a new edition's
    look needs no table in ``landlords.svg``."""

    class Toy(Edition):
        name = "toy-look"
        board_colours: ClassVar[dict[str, tuple[str, str, str]]] = {"lot": ("#000001", "#000002", "Plot")}
        board_borders: ClassVar[dict[str, frozenset[str]]] = {"starred": frozenset({"lot"})}

    register(Toy())
    try:
        assert svg.palette("lot", "toy-look") == Palette("#000001", "#000002", "Plot")
        assert svg.palette("chance", "toy-look") == svg.palette("chance")
        borders = edition_borders("toy-look")
        assert borders.starred == {"lot"} and not borders.banded and not borders.tricolour
    finally:
        del REGISTRY["toy-look"]
        edition_palettes.cache_clear()
        edition_borders.cache_clear()


@pytest.mark.parametrize("edition", EDITIONS)
def test_period_type_and_corner_pictures_drawn_as_paths(edition: str) -> None:
    board = load_board(edition)
    text = svg.board_svg(board, state=played(edition))
    root = parse(text)
    families = {t.get("font-family", "") for t in root.iter() if t.get("font-family")}
    assert root.get("font-family") == SERIF and len(families) <= 3
    assert all(f.endswith("serif") and "sans" not in f for f in families)
    assert "system-ui" not in text and "<image" not in text and "url(http" not in text
    spaces = space_groups(root)
    for s in range(len(board.spaces)):
        if is_corner(s, len(board.spaces)):
            assert groups(spaces[s], "art"), f"corner {s} ({board.spaces[s].name}) has no picture"


def test_state_layer_stays_light() -> None:
    """The page swaps the state layer after every move: it must stay small however full the board."""
    for edition in EDITIONS:
        assert len(svg.state_layer(crowded(edition))) < 40_000


@pytest.mark.parametrize("edition", EDITIONS)
def test_printed_words_of_a_space_do_not_collide_and_stay_on_it(edition: str) -> None:
    board = load_board(edition)
    n = len(board.spaces)
    for s, g in space_groups(parse(svg.board_svg(board))).items():
        words = [(cls, box) for cls, box in text_boxes(g) if cls in WORDS]
        rect = space_rect(s, n)
        for cls, box in words:
            assert inside(box, rect), f"{cls} of space {s} ({board.spaces[s].name}) runs off it"
        for (a_cls, a), (b_cls, b) in itertools.combinations(words, 2):
            assert not overlaps(a, b), f"space {s}: {a_cls} {a} collides with {b_cls} {b}"


@pytest.mark.parametrize("edition", EDITIONS)
def test_corner_pictures_keep_off_the_words(edition: str) -> None:
    board = load_board(edition)
    n = len(board.spaces)
    for s, g in space_groups(parse(svg.board_svg(board))).items():
        if not is_corner(s, n):
            continue
        words = [box for cls, box in text_boxes(g) if cls in WORDS]
        for art in groups(g, "art") + groups(g, "arrow"):
            for shape in shape_boxes(art) + path_boxes(art):
                for word in words:
                    assert not overlaps(shape, word), f"corner {s}: picture {shape} over words {word}"


@pytest.mark.parametrize("edition", EDITIONS)
def test_one_or_two_tokens_leave_the_name_readable(edition: str) -> None:
    """The first two to arrive stand clear of the name (on a wide space, all four do); a third
    and fourth on a tall space may stand over a long name's last line, never over the money."""
    board = load_board(edition)
    n = len(board.spaces)
    spaces = space_groups(parse(svg.board_svg(board)))
    for s in range(n):
        # Nobody stays on land held out of use (a trespasser goes straight to Jail).
        if is_corner(s, n) or sends_to_jail(board.spaces[s]):
            continue
        names = [box for cls, box in text_boxes(spaces[s]) if cls == "name"]
        wide = not space_layout(board.spaces[s], n, edition).tall
        for slot in range(4 if wide else 2):
            token = token_box(*token_xy(board, slot, s, slot=slot))
            for name in names:
                assert not overlaps(token, name), f"slot {slot} on {board.spaces[s].name!r} covers its name"


def test_tokens_on_a_natural_opportunity_leave_its_words_readable() -> None:
    board = load_board("1906")
    for number, g in enumerate(groups(parse(svg.board_svg(board)), "opportunity")):
        words = [box for _, box in text_boxes(g)]
        face = opportunity_rect(board.opportunities[number])
        for slot in range(4):
            token = token_box(*token_xy(board, slot, 0, opportunity=number, slot=slot))
            assert inside(token, face)
            assert not any(overlaps(token, word) for word in words), f"slot {slot} on {number}"


def pinned_drawings(edition: str) -> dict[str, str]:
    """A few seeded positions of an edition: the bare board with a selection, a new game, and a
    crowded game with dice, a Chance Cube, a prisoner, a public space and move targets."""
    board = load_board(edition)
    crowd = crowded(edition)
    crowd.dice = (3, 4)
    crowd.public[5] = True
    crowd.players[3].in_jail = True
    crowd.players[1].position = 7
    inner = (0,) if board.opportunities else ()
    return {
        "bare": svg.board_svg(board, selected=3, selected_opportunity=1 if inner else None, element_id="b"),
        "new game": svg.board_svg(board, state=played(edition)),
        "crowded": svg.board_svg(
            board, state=crowd, selected=7, targets=(8, 9), inner_targets=inner, cube=4, colours=("#123456",)
        ),
    }


#: SHA-256 of each pinned drawing: the bytes the page paints, which a change to the drawing code
#: must leave alone unless the look is meant to change (then the new digests are pinned on purpose).
PINNED = {
    "1906": {
        "bare": "d480721a8e366dc8af2b4aa1d7ab296bf7237792dcd536ec776c9f883af3692c",
        "new game": "6b4514aa8a90af194853e08f0369912cce0bad04e052e9adbba7bdcc636cae5f",
        "crowded": "3d85ea2edb3ab312f8a7e30f2ff45587b916f70858672e70e95751d04efeb36c",
    },
    "1904": {
        "bare": "633ac3fe4731447ad413d424245007d260aa868fb4a84842e035a870cbf1675f",
        "new game": "418a6741743dff558bad37a971a21abb4f29fe495adddffc166b4fa3d2fe3a65",
        "crowded": "8c35db574e1a8977d6cae90322d263ff66f5596a73aebfbe57d98685891a63fe",
    },
    "prosperity": {
        "bare": "7c9c57cf80f36d517b94e354022fe940ea3aa37aa4ecbe9eede1d33873d80c58",
        "new game": "bc4615bd7177e7f9702b58681a4929e1e69507e2a34fd0fefcb76851e926b034",
        "crowded": "be75573555c812fb72fff08f6d99d0e5751299094ae77c557c91113e3791e1f5",
    },
}


@pytest.mark.parametrize("edition", EDITIONS)
def test_drawings_of_seeded_positions_keep_their_bytes(edition: str) -> None:
    digests = {k: hashlib.sha256(v.encode()).hexdigest() for k, v in pinned_drawings(edition).items()}
    assert digests == PINNED[edition]


#: The drawing's modules from the bottom up: each imports only modules before it, so there are no
#: import circles and a reader can start at the bottom.
SVG_LAYERS = (
    "charges",
    "colours",
    "geometry",
    "text",
    "layout",
    "art",
    "spaces",
    "programme",
    "centre",
    "tokens",
    "marks",
    "figures",
    "compact",
    "legend",
    "cards",
    "layer",
    "drawing",
)


def sibling_imports(path: Path) -> set[str]:
    """The modules of ``landlords.svg`` that a module of it imports, relative or absolute."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found.update([node.module] if node.module else [alias.name for alias in node.names])
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("landlords.svg."):
            found.add((node.module or "").split(".")[2])
        elif isinstance(node, ast.Import):
            found.update(a.name.split(".")[2] for a in node.names if a.name.startswith("landlords.svg."))
    return found


def test_the_drawings_modules_import_only_those_below_them() -> None:
    package = Path(svg.__file__).parent
    assert sorted(p.stem for p in package.glob("*.py") if p.stem != "__init__") == sorted(SVG_LAYERS)
    for rank, name in enumerate(SVG_LAYERS):
        wrong = sibling_imports(package / f"{name}.py") - set(SVG_LAYERS[:rank])
        assert not wrong, f"landlords.svg.{name} imports {wrong}, which are not below it"
