"""What a decision will change, said before it is taken (``landlords.consequences``): fixed
positions for the words, and seeded games for the worth, which must be what the edition's scoring
gives once the decision (or the rule change it starts) has really happened."""

from __future__ import annotations

import pytest

from landlords.actions import Action, Answer, Mortgage, Propose, Vote
from landlords.bots import RandomBot
from landlords.consequences import Consequence, WorthChange, consequence
from landlords.engine import apply, decider, is_over, legal_actions, new_game
from landlords.options import Options
from landlords.scoring import scores
from landlords.state import GameState, Phase

from .helpers import game, give


def test_single_tax_proposal_says_deeds_stop_counting_with_each_worth_before_and_after() -> None:
    """The reported case: a holder of three lots sees $300 fall off his worth, and is told why."""
    state = game(3)
    give(state, 0, 1, 3, 6)  # three lots
    give(state, 1, 5)  # a railroad: still counts
    state.houses[1] = [0]
    before = [s.total for s in scores(state)]
    c = consequence(state, Propose(0, "single_tax"))
    assert isinstance(c, Consequence)
    assert "Title Deeds stop counting" in c.headline
    assert "Public Treasury" in c.headline
    assert 1 <= len(c.details) <= 2
    assert c.worth == (
        WorthChange(0, before[0], before[0] - 300),
        WorthChange(1, before[1], before[1]),
        WorthChange(2, before[2], before[2]),
    )


def test_a_yes_vote_that_carries_shows_exactly_what_the_count_becomes() -> None:
    state = game(2)
    give(state, 0, 1, 3, 31)
    give(state, 1, 5)
    apply(state, Mortgage(0, (31,)))  # a mortgaged lot counts nothing before and nothing after
    state.treasury, state.misc = 80, state.misc - 80
    apply(state, Propose(0, "single_tax"))
    c = consequence(state, Vote(1, True))
    assert c is not None and c.headline.startswith("Your yes vote carries it.")
    assert "$80" in c.details[1]
    apply(state, Vote(1, True))
    assert state.single_tax
    assert [w.after for w in c.worth] == [s.total for s in scores(state)]
    assert c.worth[0].before - c.worth[0].after == 200
    assert c.worth[1].before == c.worth[1].after


def test_a_no_vote_on_the_single_tax_says_what_it_keeps_and_changes_no_worth() -> None:
    state = game(4)
    give(state, 2, 1)
    apply(state, Propose(0, "single_tax"))
    yes = consequence(state, Vote(1, True))
    assert yes is not None and "carries it" in yes.headline  # the proposer's vote and this one make two
    assert yes.worth[2].before - yes.worth[2].after == 100
    no = consequence(state, Vote(1, False))
    assert no is not None and no.worth == () and "Title Deeds keep counting" in no.headline


def test_ending_by_agreement_changes_no_worth_and_a_yes_vote_says_how_many_it_needs() -> None:
    state = game(3, end_rule="agreed")
    c = consequence(state, Propose(0, "end_game"))
    assert c is not None and c.worth == () and "next double" in c.headline
    apply(state, Propose(0, "end_game"))
    yes = consequence(state, Vote(1, True))
    assert yes is not None and yes.headline.startswith("Your yes vote counts toward the 3 it needs.")


# --- seeded games: the preview's "after" is what the count becomes --------------------------------


def realised(state: GameState, action: Action) -> GameState:
    """The game once ``action`` has been taken as its taker hopes: applied, then every vote it
    calls cast for it and every offer it makes accepted."""
    copy = state.clone(history=False)
    apply(copy, action)
    while copy.phase in (Phase.VOTE, Phase.OFFER):
        who = decider(copy)
        apply(copy, Vote(who, True) if copy.phase == Phase.VOTE else Answer(who, True))
    return copy


def check_previews(state: GameState) -> int:
    """Every listed action's preview against the real outcome; returns how many were checked."""
    checked = 0
    for action in legal_actions(state):
        c = consequence(state, action)
        if c is None:
            continue
        assert c.headline and len(c.details) <= 2
        now = [s.total for s in scores(state)]
        if c.worth:
            assert [w.seat for w in c.worth] == list(range(state.num_players))
            assert [w.before for w in c.worth] == now
            assert [w.after for w in c.worth] == [s.total for s in scores(realised(state, action))]
            checked += 1
    return checked


EDITIONS = ("1906", "1904", "prosperity")
DECISIONS = 800


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("seed", range(6))
def test_previewed_worth_is_what_scoring_gives_after_the_decision(seed: int, edition: str) -> None:
    players = ("A", "B", "C", "D")[: 2 + seed % 3]
    options = Options(edition=edition, players=players, turn_limit=1000)
    state = new_game(options, seed)
    bots = [RandomBot(seed * 11 + i, progress_bias=0.5) for i in range(state.num_players)]
    for _ in range(DECISIONS):
        if is_over(state):
            break
        check_previews(state)
        apply(state, bots[decider(state)].decide(state).action)


def test_the_seeded_games_do_preview_single_tax_votes() -> None:
    """The property above is not empty: in these games Single Tax motions come up and are previewed."""
    seen = 0
    for seed in range(6):
        state = new_game(Options(players=("A", "B", "C")), seed)
        bots = [RandomBot(seed * 11 + i, progress_bias=0.5) for i in range(3)]
        for _ in range(DECISIONS):
            if is_over(state):
                break
            if state.phase == Phase.VOTE or any(isinstance(a, Propose) for a in legal_actions(state)):
                seen += check_previews(state)
            apply(state, bots[decider(state)].decide(state).action)
    assert seen > 0
