"""Whole games through the page in real Chromium: people clicking in hot-seat, bots in the other
seats, in every edition; auctions, trades and the Single Tax vote between people; keeping,
sharing, undo and everything that can go wrong with them; keyboard-only play and a phone screen.

Set LANDLORDS_SCREENSHOTS=folder to keep a screenshot of each screen these tests reach.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from landlords import engine, save  # importing the engine registers every edition
from landlords.bots import make_bot
from landlords.edition import REGISTRY
from landlords.options import Options
from landlords.state import Phase

from .conftest import Server, Visitor, assert_ready, watch
from .play import (
    Seat,
    Setup,
    choices,
    click_choice,
    log_text,
    open_deal,
    over,
    play_to_end,
    shot,
    start_game,
    until,
    wait_turn,
)
from .test_words import internal_names

pytestmark = pytest.mark.browser

#: Short games: one circuit, or a low winning cash in Prosperity.
SHORT = {"1906": {"circuits": "1"}, "1904": {"circuits": "1", "end_rule": "first"}, "prosperity": {"win_cash": "1500"}}
IN_AUCTION = "document.querySelector('#bid-amount') !== null"


def open_page(page: Page, server: Server) -> None:
    page.goto(server.url)
    assert_ready(page)


def two_people(edition: str = "1906", **options: str) -> Setup:
    return Setup(edition, [Seat("Ann"), Seat("Ben"), Seat("Cleo", "heuristic")], {**SHORT[edition], **options})


def finish_buying(page: Page) -> None:
    """Both people decline their opening cards (the bot buys what it likes)."""
    for _ in range(10):
        wait_turn(page)
        if "Done buying" not in choices(page):
            return
        click_choice(page, "Done buying")


def decider(page: Page) -> int:
    return int(page.get_attribute("#turn", "data-decider") or "-1")


def cash_of(page: Page, player: int) -> int:
    text = page.locator(f'#players [data-player="{player}"] .cash').inner_text()
    return int(re.sub(r"[^\d-]", "", text))


@pytest.mark.parametrize("edition", sorted(REGISTRY))
def test_a_whole_game_in_each_edition(edition: str, server: Server, page: Page) -> None:
    open_page(page, server)
    start_game(page, two_people(edition))
    shot(page, f"{edition}-start")
    decisions = play_to_end(page, seed=3)
    assert decisions > 5
    dialog = page.locator("#end-dialog")
    expect(dialog).to_be_visible()
    assert re.search(r"wins!|share the win!", dialog.locator("h2").inner_text())
    rows = dialog.locator("tbody tr")
    assert rows.count() == 3
    assert dialog.locator("tr.winner").count() >= 1
    shot(page, f"{edition}-end")
    assert internal_names(page) == [], "the end screen and the log speak to players"
    assert "The game is over" in log_text(page)
    assert page.locator("#chart svg .series").count() == 3
    dialog.locator('[data-cmd="close"]').first.click()
    expect(dialog).to_be_hidden()
    assert page.locator("#board-state .token").count() == 3


def test_an_auction_between_two_people(server: Server, page: Page) -> None:
    open_page(page, server)
    start_game(page, Setup("1906", [Seat("Ann"), Seat("Ben")], SHORT["1906"], seed=4))
    finish_buying(page)
    until(page, IN_AUCTION, random.Random(2))
    shot(page, "auction")
    heading = page.locator("#turn-heading").inner_text()
    space = heading.removeprefix("Auction:").strip()
    first = page.locator("#turn-heading").inner_text()
    minimum = int(page.get_attribute("#bid-amount", "min") or "0")
    # Any amount, not only the listed steps: a bid $3 over the minimum.
    page.fill("#bid-amount", str(minimum + 3))
    expect(page.locator("#bid-button")).to_be_enabled()
    page.fill("#bid-amount", str(minimum - 1))
    expect(page.locator("#bid-button")).to_be_disabled()
    assert "at least" in page.locator("#bid-problem").inner_text()
    page.fill("#bid-amount", str(minimum + 3))
    first_bidder = ("Ann", "Ben")[decider(page)]
    page.click("#bid-button")
    assert f"bids ${minimum + 3}" in log_text(page)
    # The other person raises with a quick bid, then the first drops out.
    assert page.locator("#turn-heading").inner_text() == first
    assert f"The highest bid is ${minimum + 3} by {first_bidder}" in page.locator("#turn .prompt").inner_text()
    page.locator('#turn .quick button[data-cmd="bid"]').first.click()
    click_choice(page, "Pass")
    log = log_text(page)
    winner = "Ben" if first_bidder == "Ann" else "Ann"
    assert re.search(rf"{winner} buys {re.escape(space)} for \$\d+", log), log[-600:]
    seat = 0 if winner == "Ann" else 1
    chips = page.locator(f'#players [data-player="{seat}"] .chip').all_inner_texts()
    assert any(space in c for c in chips)
    shot(page, "auction-won")


def test_a_trade_between_two_people(server: Server, page: Page) -> None:
    open_page(page, server)
    start_game(page, Setup("1906", [Seat("Ann"), Seat("Ben")], SHORT["1906"], seed=5))
    # Ann and Ben buy their opening cards, so both have something to trade.
    for _ in range(30):
        wait_turn(page)
        buys = [c for c in choices(page) if c.startswith("Buy ")]
        if buys:
            click_choice(page, buys[0])
        elif "Done buying" in choices(page):
            click_choice(page, "Done buying")
        else:
            break
    mover = page.locator("#turn-heading").inner_text().split("'")[0]
    other = "Ben" if mover == "Ann" else "Ann"
    me, them = (0, 1) if mover == "Ann" else (1, 0)
    before_me, before_them = cash_of(page, me), cash_of(page, them)
    open_deal(page)
    dialog = page.locator("#deal-dialog")
    expect(dialog).to_be_visible()
    page.select_option("#deal-to", str(them))
    given = dialog.locator(".give-card").first
    card = given.locator("xpath=..").inner_text().split(" ($")[0]
    given.check()
    page.fill("#take-cash", "30")
    expect(page.locator("#deal-send")).to_be_enabled()
    shot(page, "trade-offer")
    page.fill("#give-cash", "5")
    expect(page.locator("#deal-problem")).to_have_text("Cash may go one way only.")
    expect(page.locator("#deal-send")).to_be_disabled()
    page.fill("#give-cash", "0")
    page.click("#deal-send")
    expect(dialog).to_be_hidden()
    assert page.locator("#turn-heading").inner_text() == "An offer"
    assert f"{other}, do you accept?" in page.locator("#turn .prompt").inner_text()
    click_choice(page, "Accept")
    assert f"{mover} and {other} trade." in log_text(page)
    assert cash_of(page, me) == before_me + 30 and cash_of(page, them) == before_them - 30
    theirs = page.locator(f'#players [data-player="{them}"] .chip').all_inner_texts()
    assert any(card in c for c in theirs)


def test_a_loan_between_two_people(server: Server, page: Page) -> None:
    open_page(page, server)
    start_game(page, Setup("1906", [Seat("Ann"), Seat("Ben")], SHORT["1906"], seed=6))
    finish_buying(page)
    mover = page.locator("#turn-heading").inner_text().split("'")[0]
    open_deal(page)
    page.check("#deal-kind-loan")
    page.check("#loan-borrow")
    page.fill("#loan-principal", "120")
    page.fill("#loan-repay", "100")
    expect(page.locator("#deal-problem")).to_contain_text("cannot be less than the sum lent")
    page.fill("#loan-repay", "135")
    page.click("#deal-send")
    click_choice(page, "Accept")
    assert re.search(r"lends \$120 to " + mover + r", to be repaid with \$135", log_text(page))
    me = 0 if mover == "Ann" else 1
    assert any("Owes" in d for d in page.locator(f'#players [data-player="{me}"] .debt').all_inner_texts())


HOSTILE = "<img src=x onerror=window.pwned=1>"


def test_the_single_tax_vote(server: Server, page: Page) -> None:
    """Two people and a bot whose name is markup (it must stay text everywhere)."""
    open_page(page, server)
    start_game(page, Setup("1906", [Seat("Ann"), Seat("Ben"), Seat(HOSTILE, "heuristic")], SHORT["1906"], seed=8))
    finish_buying(page)
    until(
        page,
        "[...document.querySelectorAll('#turn button[data-choice]')]"
        ".some(b => b.textContent.includes('Propose the Single Tax'))",
        random.Random(1),
    )
    proposer = page.locator("#turn-heading").inner_text().split("'")[0]
    # Before proposing, the panel says what the Single Tax changes, with everyone's worth.
    page.locator("#turn summary", has_text="Put to the vote").click()
    said = page.locator("#turn .group-vote .consequence")
    expect(said).to_contain_text("Title Deeds stop counting")
    assert said.locator(".worth tbody tr").count() == 3
    click_choice(page, "Propose the Single Tax")
    expect(page.locator("#turn-heading")).to_have_text("Vote: the Single Tax")
    shot(page, "vote")
    # The next voter may be the bot; the person votes when it is their turn.
    wait_turn(page)
    assert any(c.endswith("votes yes") for c in choices(page))
    # And before the vote is cast: each player's worth now and after, the same as the count after.
    rows = page.locator("#turn .consequence .worth tbody tr")
    assert rows.count() == 3
    after = {r.locator("th").inner_text(): r.locator("td").nth(1).inner_text() for r in rows.all()}
    click_choice(page, "votes yes")
    log = log_text(page)
    assert f"{proposer} proposes the Single Tax." in log
    assert "The vote for the Single Tax is carried." in log
    assert "Single Tax in force" in (page.locator("#board-state .status").text_content() or "")
    for seat, name in enumerate(("Ann", "Ben")):
        worth = page.locator(f'#players [data-player="{seat}"] .numbers').inner_text()
        assert f"worth {after[name]}" in worth, (worth, after)
    # The markup name is shown as text in the panels, the log and the board; it never ran.
    assert HOSTILE in page.locator("#players").inner_text()
    assert HOSTILE in log_text(page)
    assert HOSTILE in (page.locator('#board-state .token[data-player="2"] title').text_content() or "")
    assert page.locator("img").count() == 0
    assert page.evaluate("window.pwned") is None


def test_reload_resumes_exactly_mid_auction(server: Server, page: Page) -> None:
    open_page(page, server)
    start_game(page, two_people())
    finish_buying(page)
    until(page, IN_AUCTION, random.Random(4))
    minimum = int(page.get_attribute("#bid-amount", "min") or "0")
    page.fill("#bid-amount", str(minimum + 1))
    page.click("#bid-button")
    wait_turn(page)
    until(page, IN_AUCTION, random.Random(4), limit=1)
    heading = page.locator("#turn-heading").inner_text()
    prompt = page.locator("#turn .prompt").inner_text()
    log = log_text(page)
    players = page.locator("#players").inner_text()
    page.reload()
    assert_ready(page)
    wait_turn(page)
    assert page.locator("#turn-heading").inner_text() == heading
    assert page.locator("#turn .prompt").inner_text() == prompt
    assert log_text(page) == log
    assert page.locator("#players").inner_text() == players
    assert int(page.get_attribute("#bid-amount", "min") or "0") > minimum
    click_choice(page, "Pass")
    wait_turn(page)
    assert not over(page)


def test_undo_takes_back_a_decision_but_not_the_dice(server: Server, page: Page) -> None:
    open_page(page, server)
    start_game(page, Setup("1906", [Seat("Ann"), Seat("Ben")], SHORT["1906"], seed=9))
    wait_turn(page)
    undo = page.locator("#menu-undo")
    expect(undo).to_be_disabled()
    who = page.locator("#turn-heading").inner_text()
    buy = next(c for c in choices(page) if c.startswith("Buy "))
    seat = 0 if who.startswith("Ann") else 1
    cash = cash_of(page, seat)
    click_choice(page, buy)
    assert cash_of(page, seat) < cash
    expect(undo).to_be_enabled()
    undo.click()
    assert cash_of(page, seat) == cash
    assert buy in choices(page)
    assert "taken back" in page.locator("#announce").inner_text()
    finish_buying(page)
    click_choice(page, "Roll the dice")
    wait_turn(page)
    expect(undo).to_be_disabled()


def test_a_save_file_round_trip_and_a_corrupt_one(server: Server, page: Page, tmp_path: Path) -> None:
    open_page(page, server)
    start_game(page, two_people())
    finish_buying(page)
    click_choice(page, "Roll the dice")
    wait_turn(page)
    page.click("#menu-keep")
    with page.expect_download() as download:
        page.click('#keep-dialog [data-cmd="download"]')
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    data = json.loads(saved.read_text("utf-8"))
    assert data["app"] == "landlords-table" and data["game"]["actions"]
    log = log_text(page)
    # A damaged file is refused with a reason; the game in progress stays.
    broken = tmp_path / "broken.json"
    broken.write_text(saved.read_text("utf-8")[:-40], "utf-8")
    page.set_input_files("#import-file", str(broken))
    status = page.locator("#keep-dialog .status")
    expect(status).to_contain_text("cannot be opened")
    altered = dict(data, game={**data["game"], "seed": data["game"]["seed"] + 1})
    (tmp_path / "altered.json").write_text(json.dumps(altered), "utf-8")
    page.set_input_files("#import-file", str(tmp_path / "altered.json"))
    expect(status).to_contain_text("cannot be opened")
    shot(page, "import-refused")
    page.keyboard.press("Escape")
    assert log_text(page) == log
    expect(page.locator("#notice")).to_contain_text("The game in progress is unchanged")
    # Play on, then open the save: back to where it was.
    click_choice(page, choices(page)[0])
    page.click("#menu-keep")
    page.set_input_files("#import-file", str(saved))
    expect(page.locator("#keep-dialog")).to_be_hidden()
    assert log_text(page) == log


def test_share_link_replay_and_a_tampered_link(server: Server, page: Page) -> None:
    open_page(page, server)
    start_game(page, two_people())
    finish_buying(page)
    click_choice(page, "Roll the dice")
    wait_turn(page)
    page.click("#menu-keep")
    page.fill("#share-at", "3")
    page.dispatch_event("#share-at", "change")
    link = page.input_value("#share-link")
    assert link.endswith("&at=3") and "#game=" in link
    page.keyboard.press("Escape")
    own_log = log_text(page)
    # The link opens in the replay viewer at move 3; the game in progress is untouched.
    page.goto("about:blank")
    page.goto(link)
    assert_ready(page)
    expect(page.locator("#turn-heading")).to_have_text("Replay")
    assert page.locator("#turn .prompt").inner_text().startswith("Move 3 of ")
    page.click('#turn [data-cmd="go:next"]')
    assert page.locator("#turn .prompt").inner_text().startswith("Move 4 of ")
    page.click('#turn [data-cmd="go:back"]')
    page.click('#turn [data-cmd="go:back"]')
    assert page.locator("#turn .prompt").inner_text().startswith("Move 2 of ")
    page.click('#turn [data-cmd="go:last"]')
    assert page.locator("#board-state .die").count() == 2
    shot(page, "replay")
    page.click('#turn [data-cmd="leave"]')
    assert log_text(page) == own_log
    assert "#game=" not in page.url
    # A tampered link says so and leaves the game alone.
    code = link.split("#game=")[1]
    tampered = link.split("#game=")[0] + "#game=" + code[:30] + ("x" if code[30] != "x" else "y") + code[31:]
    page.goto("about:blank")
    page.goto(tampered)
    assert_ready(page)
    expect(page.locator("#notice")).to_contain_text("This share link cannot be opened")
    assert log_text(page) == own_log
    shot(page, "tampered-link")


def test_keyboard_only(server: Server, page: Page) -> None:
    open_page(page, server)
    page.evaluate("localStorage.setItem('landlords:pace', 'instant')")  # bots at once (a stored preference)
    page.reload()
    assert_ready(page)
    # The board is one tab stop; arrow keys move along the track and Enter reads a space.
    page.focus('#board-holder [data-index="0"]')
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    assert page.locator("#details-title").inner_text().strip() == "Fuel"
    assert page.evaluate("document.activeElement.dataset.index") == "2"
    assert page.locator('#board-holder .space[tabindex="0"]').count() == 1
    # Start a game from the keyboard: the start button, then every decision with Enter.
    page.focus("#start")
    page.keyboard.press("Enter")
    for _ in range(12):
        wait_turn(page)
        if over(page):
            break
        focused = page.evaluate("document.activeElement.closest('#turn') !== null")
        assert focused, "focus stays in the decision panel"
        kind = page.evaluate("document.activeElement.type")
        if kind == "number":
            page.keyboard.press("Tab")  # from the bid amount to the Bid button
        elif kind == "checkbox":  # the mortgage editor: tick cards until the bank lends
            while page.locator("#mortgage-button").is_disabled():
                page.keyboard.press("Space")
                page.keyboard.press("Tab")
            page.focus("#mortgage-button")
        outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
        assert outline != "none", "focus is visible"
        page.keyboard.press("Enter")
    assert "Turn " in log_text(page)


def test_phone_width(server: Server, browser: Browser) -> None:
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    traffic = watch(context)
    try:
        page = context.new_page()
        open_page(page, server)
        shot(page, "phone-setup")
        start_game(page, two_people())
        finish_buying(page)
        for _ in range(6):
            wait_turn(page)
            page.locator("#turn button[data-choice]").first.click()
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        board = page.locator("#board-holder svg").bounding_box()
        assert board is not None and 330 <= board["width"] <= 360
        for button in page.locator("#turn button:visible, #turn summary").all():
            box = button.bounding_box()
            assert box is not None and box["height"] >= 36, "controls are big enough to tap"
        shot(page, "phone-game")
        page.click("#zoom")
        assert page.locator("#board-holder svg").bounding_box()["width"] > 600  # type: ignore[index]
    finally:
        context.close()
    traffic.assert_local()


def test_denied_storage_and_reduced_motion(visitor: Visitor, server: Server) -> None:
    """Also with reduced motion asked for: tokens jump and dice land without animation."""
    page = visitor.page()
    page.emulate_media(reduced_motion="reduce")
    page.add_init_script(
        "Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('denied', 'SecurityError'); }});"
    )
    open_page(page, server)
    # A small, quiet note under the board, not a banner over the page.
    note = page.locator("#storage-note")
    expect(note).to_contain_text("keeps nothing")
    expect(page.locator("#notice")).to_be_hidden()
    box = note.bounding_box()
    assert box is not None and box["height"] < 40
    start_game(page, two_people())
    finish_buying(page)
    click_choice(page, "Roll the dice")
    assert page.evaluate("document.getAnimations().filter(a => a.playState === 'running').length") == 0
    wait_turn(page)
    expect(note).to_be_visible()
    assert "throws" in log_text(page)


def test_a_corrupt_autosave_is_set_aside(server: Server, page: Page) -> None:
    open_page(page, server)
    page.evaluate(
        'localStorage.setItem(\'landlords:game\', \'{"app": "landlords-table", "version": 1, '
        '"game": {"format": "landlords-game-save"}}\')'
    )
    page.reload()
    assert_ready(page)
    expect(page.locator("#notice")).to_contain_text("could not be restored")
    expect(page.locator("#setup-form")).to_be_visible()
    assert page.evaluate("localStorage.getItem('landlords:damaged-save')") is not None


def test_a_move_chosen_by_clicking_the_board(server: Server, page: Page, tmp_path: Path) -> None:
    """A throw that allows more than one move marks the targets; clicking one opens its card, whose
    "Move here" (saying what the space asks) makes that move.

    The position comes from a plain engine save (every seat a person), opened as a save file."""
    state = engine.new_game(Options(players=("Ann", "Ben")), seed=12)
    bots = [make_bot("heuristic", seed=i) for i in range(2)]
    while state.phase != Phase.CHOOSE_MOVE:
        engine.apply(state, bots[engine.decider(state)].decide(state).action)
    (tmp_path / "move.json").write_text(save.dumps(state), "utf-8")
    open_page(page, server)
    page.click("#menu-keep")
    page.set_input_files("#import-file", str(tmp_path / "move.json"))
    wait_turn(page)
    assert "Click a marked space" in page.locator("#turn .prompt").inner_text()
    targets = [
        int(t)
        for b in page.locator("#turn button[data-targets]").all()
        for t in (b.get_attribute("data-targets") or "").split()
    ]
    assert len(targets) >= 2 and page.locator("#board-state .target").count() == len(targets)
    page.hover("#turn button[data-targets] >> nth=1")
    assert page.locator("#board-state .target.hot").count() == 1
    shot(page, "choose-move")
    name = page.locator(f'#board-holder .space[data-index="{targets[-1]}"] title').text_content() or ""
    page.click(f'#board-holder .space[data-index="{targets[-1]}"]')
    space = name.split(". ", 1)[1].split(",")[0]
    assert f"to {space}" not in log_text(page)  # reading a space makes no move
    page.locator("#details button[data-choice]", has_text="Move here").click()
    assert f"to {space}" in log_text(page)
