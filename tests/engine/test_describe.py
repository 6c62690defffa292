"""Plain words: every event the engine emits has a sentence, every choice a label."""

from __future__ import annotations

import re
from pathlib import Path

from landlords import events as ev
from landlords.bots import HeuristicBot, RandomBot
from landlords.describe import EVENT_TEXT, board_description, describe_action, describe_event
from landlords.edition import REGISTRY
from landlords.engine import apply, decider, is_over, legal_actions, new_game
from landlords.options import Options

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "landlords"


def event_classes_named_in(path: Path) -> set[type[ev.Event]]:
    """The event classes a module builds (``Sold(`` or ``ev.Sold(``)."""
    named = set(re.findall(r"\b(?:ev\.)?([A-Z][A-Za-z]+)\(", path.read_text()))
    return {cls for name, cls in vars(ev).items() if name in named and isinstance(cls, type)
            and issubclass(cls, ev.Event) and cls not in (ev.Event, ev.PlayerEvent)}


def test_every_event_an_edition_can_cause_has_words_in_that_edition() -> None:
    """Shared modules' events have shared words; an edition's own events have words in that edition
    (a sentence only another edition gives would leave a blank line in the log)."""
    shared = [p for p in ENGINE.glob("*.py") if p.name not in ("events.py", "describe.py")]
    shared_events = set().union(*(event_classes_named_in(p) for p in shared))
    assert ev.Payment in shared_events and ev.TurnStarted in shared_events
    assert shared_events <= set(EVENT_TEXT), shared_events - set(EVENT_TEXT)
    for module in (*(ENGINE / "editions").glob("*.py"), ENGINE / "editions" / "standard1906"):
        paths = sorted(module.glob("*.py")) if module.is_dir() else [module]
        if module.name in ("__init__.py", "prosperity_holdings.py"):
            continue
        name = {"patent1904.py": "1904", "prosperity.py": "prosperity", "standard1906": "1906"}[module.name]
        own = set().union(*(event_classes_named_in(p) for p in paths))
        assert own, module
        said = set(EVENT_TEXT) | set(REGISTRY[name].event_words)
        assert own <= said, (name, own - said)


def test_the_editions_words_do_not_repeat_the_shared_ones() -> None:
    for edition in REGISTRY.values():
        assert not set(edition.event_words) & set(EVENT_TEXT), edition.name


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
