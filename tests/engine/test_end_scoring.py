"""The end of the game and the counting up (seed 000 I, IV-D, IV-F and footnote 2; dossier 7.18)."""

from __future__ import annotations

from landlords import events as ev
from landlords.actions import Mortgage, Move, Propose, Vote
from landlords.edition import rules_of, score, scores, winners
from landlords.engine import apply, is_over, legal_actions, new_game
from landlords.options import Options
from landlords.state import GameState, Loan, Phase

from .helpers import game, give
from .scenario import end_turn, place, throw


def quiet_turn(state: GameState) -> None:
    """The current player throws 2+4 from 14 into Central Park and ends his turn."""
    place(state, state.current, 14)
    throw(state, 2, 4)
    if state.phase == Phase.CHOOSE_MOVE:  # a debt-free player past his circuits may choose a direction
        apply(state, Move(state.current, 6))
    end_turn(state)


def test_game_ends_after_the_turn_in_which_the_first_player_reaches_five_circuits() -> None:
    """Seed 000 IV-F: the game ends after the turn in which the first player reaches or passes
    Mother Earth for the fifth time."""
    state = game(4)
    give(state, 0, 1)  # Wayback
    state.players[0].circuits = 4
    place(state, 0, 38)
    throw(state, 1, 2)
    assert state.players[0].circuits == 5
    assert state.phase == Phase.POST_ROLL and not is_over(state)  # the turn is finished first
    events = end_turn(state)
    assert is_over(state) and state.phase == Phase.OVER
    over = events[-1]
    assert isinstance(over, ev.GameOver)
    assert over.reason == "P0 has gone round 5 times"
    assert list(over.scores) == [s.total for s in scores(state)] == [600, 400, 400, 400]
    assert over.winners == (0,)
    assert legal_actions(state) == []


def test_end_rule_last_waits_for_every_player_to_go_round() -> None:
    """Seed 000 footnote 2 (option end_rule="last"): the game ends after the last player passes
    Mother Earth for the fifth time."""
    state = game(2, end_rule="last")
    state.players[0].circuits = 5
    quiet_turn(state)
    assert not is_over(state)
    give(state, 0, 1)
    state.players[1].circuits = 4
    place(state, 1, 38)
    throw(state, 1, 2)
    end_turn(state)
    assert is_over(state) and state.end_reason == "every player has gone round 5 times"


def test_end_rule_agreed_ends_at_the_next_double_after_the_vote() -> None:
    """Seed 000 footnote 2 (option end_rule="agreed"): the players may agree to stop, say, at the
    next double thrown by any of them."""
    state = game(3, end_rule="agreed")
    state.players[0].circuits = 7  # no fixed stopping point under this rule
    apply(state, Propose(0, "end_game"))
    apply(state, Vote(1, True))
    events = apply(state, Vote(2, True))
    assert ev.MotionCarried("end_game") in events
    assert state.end_at_next_double
    quiet_turn(state)  # 2+4: no double
    assert not is_over(state)
    quiet_turn(state)
    place(state, 2, 14)
    throw(state, 3, 3)  # a double (it would allow the railroad pass): this is the last turn
    apply(state, Move(2, 6))
    end_turn(state)
    assert is_over(state) and state.end_reason == "a double was thrown after the players agreed to stop"


def test_end_rule_agreed_needs_every_player() -> None:
    """Seed 000 footnote 2: stopping is by agreement of all the players."""
    state = game(3, end_rule="agreed")
    apply(state, Propose(0, "end_game"))
    apply(state, Vote(1, True))
    events = apply(state, Vote(2, False))
    assert ev.MotionLost("end_game") in events
    assert not state.end_at_next_double


def test_players_may_agree_to_stop_under_the_five_circuit_rule_too() -> None:
    """Seed 000 footnote 2, our reading: the agreement to stop at the next double is open under every
    end rule of the 1906 game, so a table may cut the five circuits short."""
    state = game(3)
    assert Propose(0, "end_game") in legal_actions(state)
    apply(state, Propose(0, "end_game"))
    apply(state, Vote(1, True))
    apply(state, Vote(2, True))
    assert state.end_at_next_double and Propose(0, "end_game") not in legal_actions(state)
    place(state, 0, 14)
    throw(state, 3, 3)
    apply(state, Move(0, 6))
    end_turn(state)
    assert is_over(state) and state.end_reason == "a double was thrown after the players agreed to stop"


def test_the_1904_and_prosperity_lengths_are_set_before_play() -> None:
    """The 1904 patent plays 'a certain predetermined number of circuits' and Prosperity's cash goal
    may be raised 'before play begins': neither offers the stop at the next double in play."""
    for edition in ("1904", "prosperity"):
        state = new_game(Options(edition=edition, players=("A", "B", "C")), 1)
        assert rules_of(state).motions(state, state.current) == []


def test_turn_limit_ends_the_game() -> None:
    """Option turn_limit: the players agree to stop after this many turns (our safeguard)."""
    state = game(4, turn_limit=10)
    state.turn = 10
    quiet_turn(state)
    assert is_over(state) and state.end_reason == "the players stopped after 10 turns"


def test_score_is_cash_plus_a_hundred_per_card_house_and_luxury() -> None:
    """Seed 000 I and IV-F: wealth is cash, plus $100 for each title card and each house; Luxury
    cards count $100 too (dossier 3.3, rule 13)."""
    state = game(4)
    give(state, 0, 1, 5, 38)  # Wayback ($25) counts as much as Wall Street
    state.houses[38] = [0, 0]
    state.players[0].luxuries = 1
    s = score(state, 0)
    assert (s.cash, s.part("Cards"), s.part("Houses"), s.part("Luxuries"), s.total) == (400, 300, 200, 100, 1000)
    assert winners(state) == [0]
    state.players[1].cash = 1000
    assert winners(state) == [0, 1]  # a tie shares the win


def test_mortgaged_cards_are_not_scored() -> None:
    """Seed 000 IV-D and IV-F: mortgaged properties do not count at the end (the loan is kept in
    cash)."""
    state = game(4)
    give(state, 0, 31, 38)
    apply(state, Mortgage(0, (38,)))
    s = score(state, 0)
    assert (s.cash, s.part("Cards"), s.total) == (500, 100, 600)


def test_loans_count_for_the_lender_and_against_the_borrower() -> None:
    """Dossier 7.18: the counting up is 'less outstanding loans': a loan counts its sum to repay
    for the lender and against the borrower."""
    state = game(4)
    state.loans[1] = Loan(1, lender=1, borrower=0, principal=100, repay=120, collateral=())
    assert score(state, 0).part("Loans") == -120 and score(state, 0).total == 280
    assert score(state, 1).part("Loans") == 120 and score(state, 1).total == 520
