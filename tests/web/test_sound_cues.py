"""ui.sound_cues: one quiet sound per action, the dice before the coins."""

from __future__ import annotations

from landlords import events as ev
from landlords.engine import apply, new_game
from landlords.state import MISC
from ui.sound_cues import cue

from .helpers import play_out, start


def test_a_throw_rattles_even_when_it_pays_and_a_payment_alone_chinks() -> None:
    rent = ev.Payment(0, 1, 12, "rent")
    assert cue([ev.Rolled(0, (3, 4)), ev.Moved(0, 0, 7, 7), rent]) == "dice"
    assert cue([ev.CubeThrown(1, 2, "jump")]) == "dice"
    assert cue([ev.Speculated(0, (2, 2), 100, False), ev.Payment(MISC, 0, 100, "prize")]) == "dice"
    assert cue([ev.Sold(0, 3, 60), ev.Payment(0, MISC, 60, "purchase")]) == "coins"
    assert cue([ev.Payment(0, 1, 0, "nothing owed")]) is None
    assert cue([ev.BidMade(0, 70)]) is None and cue([]) is None


def test_most_actions_of_a_game_are_silent() -> None:
    """Bids, passes, votes and the end of a turn make no sound: the sounds stay few."""
    session = play_out(start("1906"))
    state = session.state
    replay = new_game(state.options, state.seed)
    made = [cue(apply(replay, action)) for action in state.actions]
    assert "dice" in made and "coins" in made
    assert made.count(None) > len(made) / 3
