"""Plain words: every event the engine emits has a sentence, every choice a label."""

from __future__ import annotations

import re
from pathlib import Path

from landlords import events as ev
from landlords.bots import HeuristicBot, RandomBot
from landlords.describe import EVENT_TEXT, board_description, describe_action, describe_event
from landlords.engine import apply, decider, is_over, legal_actions, new_game
from landlords.options import Options

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "landlords"


def test_every_event_type_the_engine_emits_has_words() -> None:
    emitted = set()
    for path in ENGINE.rglob("*.py"):
        emitted |= set(re.findall(r'"type": "([a-z_]+)"', path.read_text()))
    assert emitted <= set(EVENT_TEXT), emitted - set(EVENT_TEXT)


def test_a_whole_game_reads_in_plain_words() -> None:
    options = Options(players=("Ann", "<b>Bob</b>", "Cy"), single_tax_at_turn=40)
    state = new_game(options, 3)
    bots = [HeuristicBot(1), RandomBot(2), HeuristicBot(3)]
    lines: list[str] = []
    while not is_over(state):
        for a in legal_actions(state):
            assert describe_action(state, a)
        for e in apply(state, bots[decider(state)].decide(state).action):
            text = describe_event(state, e)
            if not isinstance(e, ev.Payment) or text:
                assert text, e
                lines.append(text)
    assert lines[-1].startswith("The game is over")
    # Names are kept verbatim as text: escaping is the page's job, and it must not be done twice.
    assert any("<b>Bob</b>" in line for line in lines)
    description = board_description(state)
    assert "Ann:" in description and "Public Treasury" in description
