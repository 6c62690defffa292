"""Every edition through the same doors: options, save and replay, share codes, undo, plain words
and the simulate command (issue 4: 'same state/action/event vocabulary, same save/replay, same CLI')."""

from __future__ import annotations

import json
from typing import Any

import pytest

from landlords import events as ev
from landlords.bots import HeuristicBot, RandomBot
from landlords.describe import board_description, describe_action, describe_event
from landlords.edition import REGISTRY
from landlords.engine import apply, decider, is_over, legal_actions, new_game
from landlords.errors import OptionsError, SaveError
from landlords.options import Options, edition_names
from landlords.save import can_undo, dumps, fingerprint, from_share_code, loads, to_share_code, undo
from landlords.tools import cli

OTHERS = ("1904", "prosperity")


def test_every_edition_is_registered_with_its_board() -> None:
    assert set(REGISTRY) == set(edition_names())
    for name in edition_names():
        state = new_game(Options(edition=name), 1)
        assert state.board.edition == name and legal_actions(state)


def test_an_option_of_another_edition_is_refused_and_blank_ones_take_the_editions_default() -> None:
    with pytest.raises(OptionsError, match="does not apply"):
        Options(edition="1904", single_tax_at_turn=5)
    with pytest.raises(OptionsError, match="does not apply"):
        Options(edition="prosperity", railroad_pass=False)
    with pytest.raises(OptionsError, match="does not apply"):
        Options(win_cash=5000)
    assert Options(edition="1904").end_rule == "last" and Options().end_rule == "first"
    assert Options(edition="prosperity").cube.count(",") == 5
    assert new_game(Options(edition="1904", deal="none", players=("A", "B")), 1).players[0].cash == 100


def played(edition: str, seed: int, actions: int) -> Any:
    state = new_game(Options(edition=edition), seed)
    bots = [RandomBot(seed + i) for i in range(state.num_players)]
    for _ in range(actions):
        if is_over(state):
            break
        apply(state, bots[decider(state)].decide(state).action)
    return state


@pytest.mark.parametrize("edition", OTHERS)
def test_save_load_and_share_reproduce_the_game(edition: str) -> None:
    state = played(edition, 4, 300)
    assert fingerprint(loads(dumps(state))) == fingerprint(state)
    assert fingerprint(from_share_code(to_share_code(state))) == fingerprint(state)
    data = json.loads(dumps(state))
    data["fingerprint"] = "0" * 16
    with pytest.raises(SaveError, match="altered"):
        loads(json.dumps(data))


@pytest.mark.parametrize("edition", OTHERS)
def test_undo_goes_back_one_decision_that_revealed_nothing(edition: str) -> None:
    state = new_game(Options(edition=edition), 6)
    bots = [RandomBot(6 + i) for i in range(state.num_players)]
    before = state.clone()
    for _ in range(2000):
        before = state.clone()
        apply(state, bots[decider(state)].decide(state).action)
        if can_undo(state):
            break
    assert can_undo(state)
    assert fingerprint(undo(state)) == fingerprint(before)


@pytest.mark.parametrize("edition", OTHERS)
def test_a_whole_game_reads_in_plain_words(edition: str) -> None:
    state = new_game(Options(edition=edition, players=("Ann", "Bob", "Cy")), 3)
    bots = [HeuristicBot(1), RandomBot(2), HeuristicBot(3)]
    while not is_over(state):
        for a in legal_actions(state)[:30]:
            assert describe_action(state, a)
        for e in apply(state, bots[decider(state)].decide(state).action):
            text = describe_event(state, e)
            assert text or isinstance(e, ev.Payment), e
    assert "Ann:" in board_description(state)


@pytest.mark.parametrize("edition", OTHERS)
def test_cli_simulates_the_edition_reproducibly(edition: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m landlords simulate --edition 1904|prosperity ...`: the same arguments give the same
    games."""
    runs = []
    for _ in "ab":
        assert cli.main(["simulate", "--edition", edition, "--games", "4", "--seed", "2", "--json"]) == 0
        result = json.loads(capsys.readouterr().out)
        result.pop("seconds")
        runs.append(result)
    assert runs[0] == runs[1] and runs[0]["edition"] == edition and len(runs[0]["per_game"]) == 4


@pytest.mark.parametrize("edition", edition_names())
def test_every_edition_says_what_holdings_are_worth(edition: str) -> None:
    """The worth hooks the bots' rules of thumb read are answered by every edition, for every card."""
    rules = REGISTRY[edition]
    state = played(edition, 3, 400)
    assert rules.cash_reserve(state, 0) > 0 and rules.circuits_left(state) >= 0.5
    for card in state.board.cards:
        assert 0 <= rules.end_value(state, card) <= max(100, state.board.prices[card])
        if card < len(state.board) and not state.public[card]:
            for p in range(state.num_players):
                assert rules.stop_income(state, p, card) >= 0 and rules.set_income(state, p, card) >= 0


@pytest.mark.parametrize("single_tax", [False, True])
def test_the_1906_end_value_of_cards_is_what_the_count_gives_them(single_tax: bool) -> None:
    state = played("1906", 5, 600)
    state.single_tax = single_tax
    rules = REGISTRY["1906"]
    for p in range(state.num_players):
        unmortgaged = [s for s in state.holdings[p] if state.mortgaged[s] == -1]
        assert sum(rules.end_value(state, s) for s in unmortgaged) == rules.score(state, p).part("Cards")
