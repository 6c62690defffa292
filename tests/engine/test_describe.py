"""Plain words: every event the engine emits has a sentence, every choice a label."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from landlords import events as ev
from landlords.actions import Answer, OfferLoan, RepayLoan
from landlords.bots import HeuristicBot, RandomBot
from landlords.describe import EVENT_TEXT, board_description, describe_action, describe_event
from landlords.dollars import dollars
from landlords.edition import REGISTRY
from landlords.engine import apply, decider, is_over, legal_actions, new_game
from landlords.options import Options

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "landlords"


def event_classes_named_in(path: Path) -> set[type[ev.Event]]:
    """The event classes a module builds (``Sold(`` or ``ev.Sold(``)."""
    named = set(re.findall(r"\b(?:ev\.)?([A-Z][A-Za-z]+)\(", path.read_text()))
    return {
        cls
        for name, cls in vars(ev).items()
        if name in named
        and isinstance(cls, type)
        and issubclass(cls, ev.Event)
        and cls not in (ev.Event, ev.PlayerEvent)
    }


def test_every_event_an_edition_can_cause_has_words_in_that_edition() -> None:
    """Shared modules' events have shared words; an edition's own events have words in that edition
    (a sentence only another edition gives would leave a blank line in the log)."""
    shared = [p for p in ENGINE.glob("*.py") if p.name not in ("events.py", "describe.py")]
    shared_events = set().union(*(event_classes_named_in(p) for p in shared))
    assert ev.Payment in shared_events and ev.TurnStarted in shared_events
    assert shared_events <= set(EVENT_TEXT), shared_events - set(EVENT_TEXT)
    for name, edition in REGISTRY.items():
        module = Path(inspect.getfile(type(edition)))
        paths = sorted(module.parent.glob("*.py")) if module.name == "__init__.py" else [module]
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


#: Internal names a reader must never meet in the log or on a button (the rules reference's test
#: scans its own words with the same patterns).
INTERNAL = (
    re.compile(r"\bseeds?\b|\bseed\s*0|dossier", re.IGNORECASE),
    re.compile(r"\b[a-z]+_[a-z0-9_]+\b"),  # an identifier: take_200, end_game
    re.compile(r"[A-Za-z_],[A-Za-z_]"),  # a list of identifiers: jail,take_200
)
GAMES = (
    Options(players=("Ann", "Bob", "Cy")),
    Options(players=("Ann", "Bob"), end_rule="agreed", single_tax_at_turn=15),
    Options(edition="1904", players=("Ann", "Bob", "Cy", "Di")),
    Options(edition="1904", players=("Ann", "Bob"), deal="none", poorhouse_exit="finish_round"),
    Options(edition="prosperity", players=("Ann", "Bob", "Cy", "Di")),
    Options(edition="prosperity", players=("Ann", "Bob"), money_supply="printed", cooperative=True),
)


@pytest.mark.parametrize("options", GAMES, ids=lambda o: f"{o.edition}-{len(o.players)}")
def test_log_sentences_and_labels_start_with_a_capital_and_name_nothing_internal(options: Options) -> None:
    """Payments that open with an account ("the Bank pays ...") are capitalised like any sentence."""
    lines: set[str] = set()
    for seed in range(3):
        state = new_game(options, seed)
        bots = [RandomBot(seed * 5 + i, progress_bias=0.6) for i in range(state.num_players)]
        for _ in range(1500):
            if is_over(state):
                break
            lines.update(describe_action(state, a) for a in legal_actions(state)[:30])
            for e in apply(state, bots[decider(state)].decide(state).action):
                text = describe_event(state, e)
                if text:
                    lines.add(text)
        lines.add(board_description(state))
    assert len(lines) > 50
    for line in lines:
        assert line[0].isupper() or line[0] in "$0123456789", line
        for pattern in INTERNAL:
            assert not pattern.search(line), (pattern.pattern, line)


def test_a_1904_loan_is_repaid_for_what_repaying_costs_now() -> None:
    """Before the borrower passes the start the interest is saved: the button says the sum lent."""
    state = new_game(Options(edition="1904", players=("Ann", "Bob"), deal="none"), 1)
    p = decider(state)
    q = 1 - p
    apply(state, OfferLoan(p, q, lender=q, principal=100, repay=110))
    apply(state, Answer(q, True))
    repay = next(a for a in legal_actions(state) if isinstance(a, RepayLoan))
    assert describe_action(state, repay) == f"Repay $100 to {state.players[q].name}"


def test_log_sentences_end_with_one_full_stop_and_name_the_editions_start_and_accounts() -> None:
    state = new_game(Options(players=("Ann", "Bob")), 1)
    railroad = state.board.indices_of("railroad")[0]
    assert state.board.card_name(railroad).endswith(".")
    moved = describe_event(state, ev.Moved(0, 0, railroad, railroad, ""))
    assert moved is not None and moved.endswith("R. R.") and not moved.endswith("..")
    paid = describe_event(state, ev.Payment(0, -1, 50, "title card"))
    assert paid == "Ann pays $50 to the Public Treasury (title card)."
    offer = describe_event(state, ev.OfferMade(OfferLoan(0, 1, lender=0, principal=100, repay=110)))
    assert offer is not None and offer.endswith("$110.")
    prosperity = new_game(Options(edition="prosperity", players=("Ann", "Bob")), 1)
    assert describe_event(prosperity, ev.CircuitCompleted(0, 1)) == "Ann reaches Wages (circuit 1)."
    paid = describe_event(prosperity, ev.Payment(-2, 0, 400, "wages"))
    assert paid == "The board pays $400 to Ann (wages)."


def test_one_way_to_write_a_sum_with_the_sign_before_the_dollar() -> None:
    assert [dollars(n) for n in (0, 5, 1200, -110, -1500)] == ["$0", "$5", "$1,200", "-$110", "-$1,500"]
