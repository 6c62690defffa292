"""Every move explained where it is chosen (issue 26, point 3), in real Chromium: the situation said
above the choice with a link to its rule, moves that say where they lead, reading a space that
never makes a move (the card's "Move here" does, by mouse or keyboard), and the chosen space's
outline gone after the next decision and in a new game.

Set LANDLORDS_SCREENSHOTS=folder to keep a screenshot of each screen these tests reach.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from landlords import engine, save
from landlords.bots import make_bot
from landlords.options import Options
from landlords.state import GameState, Phase

from .conftest import Server, assert_ready
from .play import Seat, Setup, click_choice, log_text, shot, start_game, wait_turn

pytestmark = pytest.mark.browser


def open_page(page: Page, server: Server) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(server.url)
    assert_ready(page)


def open_save(page: Page, state: GameState, tmp_path: Path) -> None:
    """Open a plain engine save (every seat a person) through Save & share."""
    (tmp_path / "game.json").write_text(save.dumps(state), "utf-8")
    page.click("#menu-keep")
    page.set_input_files("#import-file", str(tmp_path / "game.json"))
    wait_turn(page)


def played_until(options: Options, seed: int, phase: str) -> GameState:
    """A game the bots play until ``phase`` comes up."""
    state = engine.new_game(options, seed)
    bots = [make_bot("heuristic", seed=i) for i in range(state.num_players)]
    while state.phase != phase:
        assert state.phase != Phase.OVER, f"no {phase} in this game"
        engine.apply(state, bots[engine.decider(state)].decide(state).action)
    return state


def test_a_choice_of_moves_is_explained_and_the_board_only_reads_until_asked(
    server: Server, page: Page, tmp_path: Path
) -> None:
    state = played_until(Options(players=("Ann", "Ben")), 12, Phase.CHOOSE_MOVE)
    open_page(page, server)
    open_save(page, state, tmp_path)
    situation = page.locator("#turn .situation.first")
    expect(situation).to_be_visible()
    assert situation.locator("strong").inner_text().strip()
    moves = page.locator("#turn button[data-targets]")
    for button in moves.all():
        leads = button.locator(".leads").inner_text()
        assert leads.endswith("."), leads
    shot(page, "explain-choose-move")

    # Reading a marked space makes no move: its card offers "Move here" with what the space asks.
    target = (moves.last.get_attribute("data-targets") or "").split()[0]
    before = log_text(page)
    page.click(f'#board-holder .space[data-index="{target}"]')
    offer = page.locator("#details button[data-choice]")
    expect(offer).to_have_count(1)
    assert offer.inner_text().startswith("Move here: ")
    assert offer.locator(".leads").inner_text() == moves.last.locator(".leads").inner_text()
    assert log_text(page) == before
    shot(page, "explain-move-here")

    # The keyboard: Enter on the space opens the card with the move in focus; Enter moves.
    page.keyboard.press("Escape")
    page.focus(f'#board-holder .space[data-index="{target}"]')
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.closest('#details') !== null")
    assert log_text(page) == before
    page.keyboard.press("Enter")
    expect(page.locator("#log")).not_to_have_text(before)
    # The move is made: the mark and the card are gone with it.
    expect(page.locator("#board-holder .space.selected")).to_have_count(0)
    expect(page.locator("#board-holder .ring")).to_have_count(0)
    expect(page.locator("#details")).to_be_hidden()


def test_the_rule_link_opens_the_rules_at_the_situations_section(server: Server, page: Page, tmp_path: Path) -> None:
    state = played_until(Options(players=("Ann", "Ben")), 12, Phase.CHOOSE_MOVE)
    open_page(page, server)
    open_save(page, state, tmp_path)
    page.locator("#turn .situation .rule-link").first.click()
    dialog = page.locator("#rules-dialog")
    expect(dialog).to_be_visible()
    heading = dialog.locator("h3.linked")
    expect(heading).to_have_count(1)
    assert heading.inner_text() in ("Moving", "Speculation", "Special spaces")
    assert page.evaluate("document.activeElement.tagName") == "H3"
    box, view = heading.bounding_box(), dialog.bounding_box()
    assert box is not None and view is not None and view["y"] <= box["y"] <= view["y"] + view["height"]
    shot(page, "explain-rule-link")


def test_a_prosperity_jump_says_where_each_space_leads(server: Server, page: Page, tmp_path: Path) -> None:
    options = Options(edition="prosperity", players=("Ann", "Ben", "Cy", "Di"))
    for seed in range(40):
        try:
            state = played_until(options, seed, "jump")
        except AssertionError:
            continue
        break
    open_page(page, server)
    open_save(page, state, tmp_path)
    page.locator("#turn details.places summary").click()  # the long list, folded under the board's marks
    places = page.locator("#turn button[data-choice]", has_text="Jump")
    assert places.count() >= 8
    for button in places.all():
        assert button.locator(".leads").inner_text().endswith(".")
    jail = [b for b in places.all() if "Lord Blueblood" in b.inner_text()]
    for button in jail:
        assert "go to Jail" in button.locator(".leads").inner_text()
    shot(page, "explain-prosperity-jump")


def test_a_clicked_spaces_outline_goes_after_the_next_move_and_in_a_new_game(server: Server, page: Page) -> None:
    open_page(page, server)
    start_game(page, Setup("1906", [Seat("Ann"), Seat("Cleo", "heuristic")], {"deal": "none"}))
    wait_turn(page)
    page.click('#board-holder .space[data-index="13"]')
    expect(page.locator('#board-holder .space.selected[data-index="13"]')).to_have_count(1)
    expect(page.locator("#board-holder .ring")).to_have_count(1)
    click_choice(page, "Roll the dice")
    wait_turn(page)
    expect(page.locator("#board-holder .space.selected")).to_have_count(0)
    expect(page.locator("#board-holder .ring")).to_have_count(0)
    # Chosen again, then a new game: the old game's mark does not follow.
    page.click('#board-holder .space[data-index="21"]')
    expect(page.locator("#board-holder .space.selected")).to_have_count(1)
    page.click("#menu-new")
    start_game(page, Setup("1906", [Seat("Ann"), Seat("Cleo", "heuristic")], {"deal": "none"}, seed=8))
    wait_turn(page)
    expect(page.locator("#board-holder .space.selected")).to_have_count(0)
    expect(page.locator("#board-holder .ring")).to_have_count(0)
    # A reload of a game in progress keeps its own mark.
    page.click('#board-holder .space[data-index="21"]')
    page.reload()
    assert_ready(page)
    wait_turn(page)
    expect(page.locator('#board-holder .space.selected[data-index="21"]')).to_have_count(1)


def test_the_1904_opening_purchase_speaks_of_no_auction(server: Server, page: Page) -> None:
    open_page(page, server)
    start_game(page, Setup("1904", [Seat("Ann"), Seat("Cleo", "heuristic")], {}, seed=3))
    wait_turn(page)
    prompt = page.locator("#turn .prompt").inner_text()
    assert "opening purchases" in page.locator("#turn-heading").inner_text()
    assert "auctioned" not in prompt and "rented" in prompt
    shot(page, "explain-1904-opening")
