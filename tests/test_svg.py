"""landlords.svg: the board drawing is well-formed, complete, escaped and marks the selection."""

from __future__ import annotations

import dataclasses
import itertools
import xml.etree.ElementTree as ET

import pytest

from landlords import svg
from landlords.board import Board, Space, load_board
from landlords.state import GameState

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
        assert g.get("tabindex") == "0"
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
        ox, oy, ow, oh = svg.opportunity_rect(opportunity)
        cx, cy, _, _ = svg.space_rect(opportunity.corner)
        # Nearest to its own corner of the four inner corners of the track.
        centre = (ox + ow / 2, oy + oh / 2)
        corners = [svg.space_rect(c) for c in (0, 10, 20, 30)]
        nearest = min(corners, key=lambda r: (r[0] - centre[0]) ** 2 + (r[1] - centre[1]) ** 2)
        assert nearest[:2] == (cx, cy)
        assert ox > svg.CORNER and ox + ow < svg.SIZE - svg.CORNER
        assert oy > svg.CORNER and oy + oh < svg.SIZE - svg.CORNER


def test_spaces_tile_the_track_without_overlap() -> None:
    rects = [svg.space_rect(i) for i in range(40)]
    for i in (0, 10, 20, 30):
        assert rects[i][2:] == (svg.CORNER, svg.CORNER)
    assert all(max(r[2], r[3]) == svg.CORNER and min(r[2], r[3]) < svg.CORNER for i, r in enumerate(rects) if i % 10)
    area = sum(w * h for _, _, w, h in rects)
    assert area == pytest.approx(svg.SIZE**2 - (svg.SIZE - 2 * svg.CORNER) ** 2)
    for (ax, ay, aw, ah), (bx, by, bw, bh) in itertools.combinations(rects, 2):
        overlap_w = min(ax + aw, bx + bw) - max(ax, bx)
        overlap_h = min(ay + ah, by + bh) - max(ay, by)
        assert overlap_w <= 1e-6 or overlap_h <= 1e-6
    # Play runs clockwise on screen from the bottom-right corner.
    assert rects[0][:2] == (svg.SIZE - svg.CORNER, svg.SIZE - svg.CORNER)
    assert rects[1][0] < rects[0][0] and rects[11][1] < rects[10][1] and rects[21][0] > rects[20][0]


def test_colours_follow_the_kinds(board: Board) -> None:
    root = parse(svg.board_svg(board))
    for g in groups(root, "space"):
        kind = g.get("data-kind", "")
        fills = {r.get("fill") for r in g.iter("{http://www.w3.org/2000/svg}rect")}
        assert svg.palette(kind).fill in fills
    assert svg.palette("lot").band != svg.palette("necessity").band
    assert svg.palette("unknown-kind") == svg.DEFAULT_PALETTE


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
    x, y, _, _ = svg.space_rect(13)
    assert float(rings[0].get("x", "0")) == pytest.approx(x + 2.5)
    assert float(rings[0].get("y", "0")) == pytest.approx(y + 2.5)

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
        _, _, w, _ = svg.space_rect(space.index)
        size, lines = svg.fit(space.name, w - 8, 200, 14, smallest=8.5)
        assert max(len(line) for line in lines) * size * svg.GLYPH <= w - 8 or size == 8.5
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
        spots = {svg.token_xy(state.board, p, space) for p in range(4)}
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
    lanes = {int(g.get("data-space", "-1")): g for g in groups(root, "lane")}
    assert set(lanes) == {13, 21}
    assert "2" in "".join(lanes[13].itertext())  # seat number on the flag
    assert "1" in "".join(lanes[21].itertext())
    houses = [p for p in lanes[21].iter("{http://www.w3.org/2000/svg}polygon")]
    assert len(houses) == 2
    hatched = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "mortgaged"]
    assert len(hatched) == 1 and float(hatched[0].get("x", "0")) == svg.space_rect(13)[0]
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
    jail, visiting = svg.token_xy(board, 0, 10, jailed=True), svg.token_xy(board, 0, 10)
    x, y, _, _ = svg.space_rect(10)
    # Jail is the upper-left half of "Jail / Shelter" (above the diagonal), the visitors below it.
    assert (jail[0] - x) + (jail[1] - y) < svg.CORNER < (visiting[0] - x) + (visiting[1] - y)
    poor, park = svg.token_xy(board, 0, 20, poor=True), svg.token_xy(board, 0, 20)
    x, y, _, _ = svg.space_rect(20)
    assert (park[0] - x) + (park[1] - y) < svg.CORNER < (poor[0] - x) + (poor[1] - y)
    state.players[1].in_jail = True
    state.players[1].position = 10
    bars = next(t for t in groups(layer(state), "token") if t.get("data-player") == "1")
    assert len(list(bars.iter("{http://www.w3.org/2000/svg}line"))) == 2


def test_path_points_walk_space_by_space_both_ways() -> None:
    board = load_board("1906")
    forward = svg.path_points(board, 1, 38, 4)
    assert len(forward) == 5
    assert forward[0] == svg.token_xy(board, 1, 38) and forward[-1] == svg.token_xy(board, 1, 2)
    back = svg.path_points(board, 1, 2, -3)
    assert back[-1] == svg.token_xy(board, 1, 39)


@pytest.mark.parametrize("edition", ["1904", "prosperity"])
def test_every_edition_draws_with_a_game_on_it(edition: str) -> None:
    state = played(edition)
    n = len(state.board.spaces)
    root = layer(state)
    assert len(groups(root, "space")) == n
    assert len(groups(root, "token")) == 3
    rects = [svg.space_rect(i, n) for i in range(n)]
    corners = [i for i in range(n) if svg.is_corner(i, n)]
    assert corners == [0, n // 4, n // 2, 3 * n // 4]
    area = sum(w * h for _, _, w, h in rects)
    assert area == pytest.approx(svg.SIZE**2 - (svg.SIZE - 2 * svg.CORNER) ** 2)
    centre = "".join(next(iter(groups(root, "centre"))).itertext())
    for _, name in svg.centre_accounts(state.board):
        assert name in centre


def test_lanes_never_overlap() -> None:
    for n in (36, 40):
        lanes = [svg.lane_rect(i, n) for i in range(n)]
        for (ax, ay, aw, ah), (bx, by, bw, bh) in itertools.combinations(lanes, 2):
            assert min(ax + aw, bx + bw) - max(ax, bx) <= 1e-6 or min(ay + ah, by + bh) - max(ay, by) <= 1e-6


def test_natural_opportunity_targets_are_outlined() -> None:
    state = played()
    root = layer(state, inner_targets=[0, 2, 9])
    marks = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "target"]
    assert len(marks) == 2
