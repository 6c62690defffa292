"""ui.controls: every legal action is reachable from the decision panel, and only legal ones."""

from __future__ import annotations

import re

import pytest

from landlords.actions import Action, Bid, BuyTitle, Mortgage, OfferLoan, OfferTrade, Pass
from landlords.dollars import dollars
from landlords.engine import legal_actions, why_illegal
from landlords.money import free_cards, loan_for
from landlords.state import Phase
from ui import controls

from .helpers import EDITIONS, start, steps


def reachable(state: object, panel: controls.Panel, action: Action) -> bool:
    """Whether the panel offers ``action``: as a button (or one a player cannot tell apart from it: the
    same words), or through the editor for its kind."""
    groups = [*panel.main, *panel.extras]
    label = controls.choice(state, action).label  # type: ignore[arg-type]
    if any(c.action == action or c.label == label for g in groups for c in g.choices):
        return True
    widgets = {g.widget for g in groups}
    if isinstance(action, Bid):
        return "auction" in widgets and controls.bid_problem(state, action.amount) is None  # type: ignore[arg-type]
    if isinstance(action, Mortgage):
        quote = controls.mortgage_quote(state, action.player, list(action.spaces))  # type: ignore[arg-type]
        return "mortgage" in widgets and quote[1] is None
    if isinstance(action, OfferTrade):
        _, problem = controls.trade_offer(
            state,
            action.player,
            action.to,
            list(action.give),  # type: ignore[arg-type]
            list(action.take),
            action.give_cash,
            action.take_cash,
        )
        return "deal" in widgets and problem is None
    if isinstance(action, OfferLoan):
        _, problem = controls.loan_offer(
            state,
            action.player,
            action.to,
            action.lender == action.player,  # type: ignore[arg-type]
            action.principal,
            action.repay,
            list(action.collateral),
        )
        return "deal" in widgets and problem is None
    if action.kind == "propose_trust":
        return "deal" in widgets and action in [c.action for c in controls.trust_choices(state)]  # type: ignore[arg-type]
    return False


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("level", ["heuristic", "random"])
def test_every_legal_action_is_reachable_and_every_button_is_legal(edition: str, level: str) -> None:
    seen: set[str] = set()
    for session in steps(start(edition, seed=11), level, limit=3000):
        state = session.state
        panel = controls.panel(state)
        assert panel.player == session.decider()
        assert state.players[panel.player].name in panel.prompt or state.phase in (Phase.PRE_ROLL, Phase.POST_ROLL)
        for action in legal_actions(state):
            assert reachable(state, panel, action), f"{action} not offered in {state.phase}"
            seen.add(action.kind)
        for group in (*panel.main, *panel.extras):
            for choice in group.choices:
                assert why_illegal(state, choice.action) is None
                assert choice.label
            labels = [c.label for c in group.choices]
            assert len(labels) == len(set(labels)), f"two buttons say the same: {labels}"
    assert {"roll", "end_turn"} <= seen


#: Words that speak to the decider ("you", "your", "yours") or put a question to him.
SPOKEN_TO = re.compile(r"\b(you|your|yours)\b|\?", re.IGNORECASE)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_bots_situation_is_said_of_it_not_to_it(edition: str) -> None:
    """While a bot decides, the people watching read its situation in the third person, with no
    question put to it; a person is still asked (every phase of a seeded game, random bots)."""
    asked: set[Phase] = set()
    for session in steps(start(edition, seed=5), "random", limit=3000):
        state = session.state
        p = session.decider()
        heading, watched = controls.question(state, p, person=False)
        assert heading == controls.question(state, p)[0]
        assert not SPOKEN_TO.search(watched), f"{state.phase}: {watched!r}"
        if watched:
            assert watched.endswith("."), watched
        prompt = controls.question(state, p)[1]
        if state.phase not in (Phase.PRE_ROLL, Phase.POST_ROLL):  # "Throw the dice" asks without a name
            assert state.players[p].name in prompt
        asked.add(state.phase)
    assert len(asked) >= 5, asked  # the opening, turns, moves, auctions or offices, debts...


def test_auction_editor_bounds_and_quick_bids() -> None:
    session = start("1906", seed=4)
    for s in steps(session):
        if s.state.phase == Phase.AUCTION:
            break
    state = session.state
    assert state.phase == Phase.AUCTION
    view = controls.auction_view(state)
    assert view.minimum <= min(view.quick) and max(view.quick) <= view.budget
    assert controls.bid_problem(state, view.minimum) is None
    assert controls.bid_problem(state, view.minimum - 1) is not None
    assert controls.bid_problem(state, view.budget + 1) is not None
    assert controls.bid_problem(state, view.minimum + 3) is None  # any amount, not only $5 steps
    assert view.quick[0] == view.minimum and len(view.quick) <= 5
    assert all(q % 5 == 0 for q in view.quick[1:]), "quick raises are round sums"
    panel = controls.panel(state)
    assert any(isinstance(c.action, Pass) for g in panel.main for c in g.choices)
    assert panel.heading.startswith("Auction:")


@pytest.mark.parametrize(
    ("low", "high", "expected"),
    [
        (27, 500, (27, 30, 40, 50, 100)),
        (5, 500, (5, 10, 20, 25, 50)),
        (101, 500, (101, 105, 110, 125, 150)),
        (27, 45, (27, 30, 40)),
    ],
)
def test_quick_bids_rise_in_round_steps(low: int, high: int, expected: tuple[int, ...]) -> None:
    assert controls.quick_bids(low, high) == expected


def test_the_offer_editor_explains_what_is_wrong() -> None:
    session = start("1906", seed=2)
    for s in steps(session):
        if s.state.phase == Phase.PRE_ROLL and any(s.state.owner[c] == 1 for c in s.state.board.cards):
            break
    state = session.state
    p = session.decider()
    q = next(i for i in range(state.num_players) if i != p)
    _, empty = controls.trade_offer(state, p, q, [], [], 0, 0)
    assert empty == "the offer is empty"
    _, both = controls.trade_offer(state, p, q, [], [], 5, 5)
    assert both == "cash may go one way only"
    _, rich = controls.trade_offer(state, p, q, [], [], 10**6, 0)
    assert rich is not None and "cash" in rich
    theirs = [c.card for c in controls.tradable_cards(state, q)]
    if theirs:
        offer, ok = controls.trade_offer(state, p, q, [], theirs[:1], 1, 0)
        assert ok is None and offer.take == tuple(theirs[:1])
    _, loan = controls.loan_offer(state, p, q, True, 100, 90, [])
    assert loan == "the sum to repay cannot be less than the sum lent"
    _, fine = controls.loan_offer(state, p, q, True, 50, 60, [])
    assert fine is None


def test_mortgage_quotes() -> None:
    session = start("1906", seed=9)
    for s in steps(session):
        free = s.state.phase in (Phase.PRE_ROLL, Phase.POST_ROLL)
        mine = controls.mortgage_cards(s.state, s.decider()) if free else []
        if sum(c.price for c in mine) >= 100:
            break
    state = session.state
    p = session.decider()
    cards = controls.mortgage_cards(state, p)
    assert controls.mortgage_quote(state, p, []) == (0, "choose the cards to mortgage")
    everything = [c.card for c in cards]
    amount, problem = controls.mortgage_quote(state, p, everything)
    assert problem is None and amount % 100 == 0 and amount > 0


def test_natural_opportunities_are_marked_on_the_board() -> None:
    for seed in range(40):
        session = start("1906", seed=seed, single_tax_at_turn=2, circuits=5, bots=())
        for s in steps(session, "random"):
            if s.state.phase == Phase.OPPORTUNITY:
                break
        if session.state.phase == Phase.OPPORTUNITY:
            break
    state = session.state
    assert state.phase == Phase.OPPORTUNITY
    panel = controls.panel(state)
    offered = sorted(c.action.to_json()["opportunity"] for g in panel.main for c in g.choices)
    assert sorted(panel.inner_targets) == offered and offered
    assert "Click a marked space" in panel.prompt


@pytest.mark.parametrize("edition", ["1906", "1904"])
def test_a_forced_mortgage_is_offered_as_the_fewest_cards_that_cover_the_debt(edition: str) -> None:
    """Whenever a player must raise cash, the one-click mortgage (if any) is legal, covers what they
    are short, and no set of fewer free cards would."""
    seen = 0
    for seed in range(1, 8):
        for s in steps(start(edition, seed=seed)):
            state = s.state
            if state.phase != Phase.RAISE:
                continue
            panel = controls.panel(state)
            p = panel.player
            fewest = [c for g in panel.main if g.key == "mortgage-fewest" for c in g.choices]
            if not fewest:
                continue
            seen += 1
            action = fewest[0].action
            assert isinstance(action, Mortgage) and why_illegal(state, action) is None
            assert state.debt is not None
            short = sum(d.amount for d in state.debt.dues) - state.players[p].cash
            assert loan_for(state, action.spaces) >= short
            assert fewest[0].label.endswith(f"raises {dollars(loan_for(state, action.spaces))}")
            # The dearest cards one fewer cannot cover it: then no set of that many can.
            dearest = sorted(free_cards(state, p), key=lambda c: -state.board.card_price(c))
            assert len(action.spaces) == 1 or loan_for(state, dearest[: len(action.spaces) - 1]) < short
    assert seen


def test_the_opening_purchases_offer_every_card_in_one_click_when_all_are_affordable() -> None:
    session = start("1906", seed=2)
    state = session.state
    assert state.phase == Phase.SETUP
    panel = controls.panel(state)
    buys = [c.action for g in panel.main for c in g.choices if isinstance(c.action, BuyTitle)]
    together = [c for g in panel.main for c in g.choices if c.then]
    assert len(together) == 1 and len(buys) >= 3
    assert {together[0].action, *together[0].then} == set(buys)
    total = sum(state.board.spaces[a.space].price for a in (together[0].action, *together[0].then))
    assert together[0].label.startswith("Buy all") and together[0].label.endswith(dollars(total))
    assert [c.action.kind for g in panel.main for c in g.choices][-1] == "finish_buying"
    for action in (together[0].action, *together[0].then):  # played one after another, each legal
        assert why_illegal(state, action) is None
        session.play(action)
    state.players[panel.player].cash = 0
    assert not [c for g in controls.panel(session.state).main for c in g.choices if c.then]
