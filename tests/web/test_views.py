"""ui.views, ui.setup, ui.chart and ui.replay: the words and numbers the page shows."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from landlords import save
from landlords.board import load_board
from landlords.edition import REGISTRY, scores
from landlords.editions.standard1906.words import SINGLE_TAX_COUNTED
from landlords.errors import OptionsError
from landlords.options import Options, rules_of_edition
from landlords.state import Note, Phase
from landlords.svg import palette
from ui import chart, setup, views
from ui.replay import Replay
from ui.seats import COLOURS, Seat, default_seats, seats_from_json

from .helpers import EDITIONS, play_out, start, steps


def test_player_panels_say_what_each_holds_and_owes() -> None:
    session = start("1906")
    state = session.state
    state.set_owner(13, 0)
    state.set_owner(21, 0)
    state.houses[21] = [0]
    state.notes[9] = Note(9, 0, (13,), 100)
    state.mortgaged[13] = 9
    state.players[1].in_jail = True
    panel = views.player_views(state, session.seats)
    ann = panel[0]
    chips = {c.name: c for c in ann.cards}
    assert chips["Soakum Lighting System"].status == "mortgaged"
    assert chips["Easy Street"].houses == 1
    assert "1 house" in ann.holdings
    assert any("Owes the bank $100" in d and "Soakum" in d for d in ann.debts)
    assert panel[1].status == "in Jail"
    assert ann.seat == "You decide" and panel[1].seat.startswith("Bot")
    assert [p.deciding for p in panel].count(True) == 1


def test_space_details_in_words() -> None:
    board = load_board("1906")
    plain = views.space_details(board, 13)
    rows = dict(plain.rows)
    assert plain.title == "Soakum Lighting System"
    assert rows["Kind"] == "Franchise" and rows["Price"] == "$50" and rows["Rate"] == "$5"
    session = start("1906")
    session.state.set_owner(13, 2)
    session.state.players[1].position = 13
    rows = dict(views.space_details(board, 13, session.state).rows)
    assert rows["Held by"] == "Cy" and rows["Here now"] == "Bo"
    inner = views.opportunity_details(board, 3)
    assert inner.title == "Oil Fields" and dict(inner.rows)["Wages"] == "$100"


@pytest.mark.parametrize("edition", EDITIONS)
def test_end_view_names_the_winner_and_breaks_the_score_down(edition: str) -> None:
    state = play_out(start(edition)).state
    view = views.end_view(state)
    assert view.rows[0][3], "the winner comes first"
    assert "win" in view.title
    assert view.columns[0] == "Cash"
    for _, values, total, _ in view.rows:
        assert sum(values) == total
    assert view.reason.endswith(".")


@pytest.mark.parametrize("edition", EDITIONS)
def test_rules_reference_has_history_rules_sources_and_this_games_choices(edition: str) -> None:
    view = views.rules_view(Options(edition=edition))
    assert view.history and view.sections and view.sources
    assert all(rules for _, rules in view.sections)
    assert {label for label, _, _ in view.chosen}
    assert all(source for _, _, source in view.chosen)


def test_setup_offers_every_registered_edition_and_its_options() -> None:
    names = [e.name for e in setup.editions()]
    assert set(names) == set(REGISTRY)
    for edition in names:
        fields = setup.option_fields(edition)
        assert sorted(f.name for f in fields) == sorted(rule.name for rule in rules_of_edition(edition))
        for f in fields:
            assert f.label and f.kind in ("choice", "bool", "int", "fixed")
            if f.kind == "choice":
                assert f.default in [v for v, _ in f.choices]


@pytest.mark.parametrize("edition", EDITIONS)
def test_setup_defaults_make_the_editions_default_options(edition: str) -> None:
    seats = default_seats(3)
    values = {f.name: f.default for f in setup.option_fields(edition)}
    made = setup.make_options(edition, seats, values)
    assert made == Options(edition=edition, players=tuple(s.name for s in seats))


@pytest.mark.parametrize("edition", EDITIONS)
def test_setup_states_each_games_aim(edition: str) -> None:
    assert len(setup.aim(edition)) > 20


def test_setup_refuses_bad_input_with_reasons() -> None:
    seats = default_seats(2)
    with pytest.raises(OptionsError, match="whole number"):
        setup.make_options("1906", seats, {"circuits": "five"})
    with pytest.raises(OptionsError, match="from 1 to 20"):
        setup.make_options("1906", seats, {"circuits": "50"})
    twins = [Seat("Al", COLOURS[0].hex), Seat("Al", COLOURS[1].hex)]
    with pytest.raises(OptionsError, match="different name"):
        setup.make_options("1906", twins, {})
    with pytest.raises(OptionsError, match="seed"):
        setup.parse_seed("abc")
    assert setup.parse_seed(" 42 ") == 42
    assert 1 <= setup.parse_seed("") < 1_000_000


def test_seats_from_saves_are_checked() -> None:
    good = [s.to_json() for s in default_seats(2)]
    assert [s.name for s in seats_from_json(good, ("Player 1", "Henry"))] == ["Player 1", "Henry"]
    for bad in (
        [{"name": "Player 1", "colour": "red"}, good[1]],
        [good[0]],
        "x",
        [{**good[0], "bot": "genius"}, good[1]],
    ):
        with pytest.raises(ValueError):
            seats_from_json(bad, ("Player 1", "Henry"))


def test_wealth_chart_is_escaped_svg_with_a_line_per_player() -> None:
    history = [(1, [500, 500, 500]), (2, [520, 480, 510]), (3, [610, 300, 505])]
    text = chart.wealth_chart(history, ["<Ann>", "Bo & Co", "Cy"], [c.hex for c in COLOURS[:3]])
    root = ET.fromstring(text)
    series = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "series"]
    assert len(series) == 3
    assert "<Ann>" in "".join(root.itertext()) and "<Ann>" not in text
    assert "Ann" in (root.find("{http://www.w3.org/2000/svg}title").text or "")  # type: ignore[union-attr]
    assert ET.fromstring(chart.wealth_chart([], ["A"], []))
    placed = chart.spread([100, 101, 102], gap=13, low=0, high=400)
    assert placed[1] - placed[0] >= 13 and placed[2] - placed[1] >= 13


def test_replay_steps_forward_and_back_through_the_same_positions() -> None:
    session = play_out(start("1906"))
    replay = Replay(session, at=0)
    total = replay.total
    for k in (0, 1, 7, 25, 26, total // 2, total - 1, total, 3):
        replay.go(k)
        expected = save.replay(session.state.options, session.state.seed, session.state.actions[:k])
        assert save.fingerprint(replay.state()) == save.fingerprint(expected)
        assert all(line.moves <= k for line in replay.lines())
    replay.go(5)
    assert replay.caption().startswith(f"Move 5 of {total}:")
    replay.go(-3)
    assert replay.at == 0 and "start" in replay.caption()
    replay.go(total + 10)
    assert replay.at == total


def test_space_card_takes_the_colour_the_board_prints() -> None:
    """Prosperity prints its railroads red-bordered, not in the 1906 pink: card and board agree."""
    board = load_board("prosperity")
    railroad = next(s.index for s in board.spaces if s.kind == "railroad")
    assert views.space_details(board, railroad).colour == palette("railroad", "prosperity").band
    assert palette("railroad", "prosperity").band != palette("railroad", "1906").band


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_counting_notes_say_what_each_column_shown_counts(edition: str) -> None:
    state = play_out(start(edition)).state
    view = views.end_view(state)
    notes = " ".join(view.notes)
    for column in view.columns[1:]:
        assert REGISTRY[edition].counting_notes[column] in view.notes or column == "Legacies", column
    if edition == "prosperity":
        assert "the first player to hold $1,500 wins" in notes
    assert "Title Deeds counted nothing" not in notes


def test_the_counting_notes_follow_the_single_tax_when_it_was_in_force() -> None:
    """Under the Single Tax lot deeds count nothing; the notes say so, and the table's numbers agree."""
    session = play_out(start("1906", single_tax_at_turn=2))
    state = session.state
    assert state.single_tax
    view = views.end_view(state)
    assert SINGLE_TAX_COUNTED in view.notes
    lots = set(state.board.indices_of("lot"))
    for row, score in zip(view.rows, sorted(scores(state), key=lambda s: -s.total), strict=True):
        assert row[2] == score.total
        held = [c for c in state.holdings[score.player] if c not in lots and state.mortgaged[c] == -1]
        assert score.part("Cards") == 100 * len(held)


def test_no_to_play_badge_before_the_first_turn_or_after_the_end() -> None:
    session = start("1906", deal="24")
    assert session.state.phase == Phase.SETUP
    assert not any(v.to_play for v in views.player_views(session.state, session.seats))
    assert any(v.deciding for v in views.player_views(session.state, session.seats))
    for s in steps(session):
        if s.state.phase == Phase.PRE_ROLL:
            assert [v.to_play for v in views.player_views(s.state, s.seats)].count(True) == 1
            break
    play_out(session)
    assert not any(v.to_play for v in views.player_views(session.state, session.seats))


#: What only a developer would write: our source files' numbers, the research notes, identifiers.
INTERNAL = re.compile(r"\b[Ss]eed \d{3}\b|\b[Dd]ossier\b|\b[a-z0-9]+_[a-z0-9_]+\b|\b[a-z_]+,[a-z_]+\b")


@pytest.mark.parametrize("edition", EDITIONS)
def test_setup_and_rules_speak_to_players(edition: str) -> None:
    """Every option's label, choices, sources and the rules view: no internal names; a How to play."""
    texts: list[str] = [setup.aim(edition), *(e.blurb for e in setup.editions())]
    for f in setup.option_fields(edition):
        texts += [f.label, f.explain, *(label for _, label in f.choices)]
        texts += [setup.choice_source(edition, f.name, v) for v, _ in f.choices]
    view = views.rules_view(Options(edition=edition))
    texts += [*view.how_to_play, *view.history, *(t for _, rules in view.sections for r in rules for t in r)]
    texts += [t for row in view.chosen for t in row] + [t for pair in view.sources for t in pair]
    assert sorted({m.group(0) for t in texts for m in INTERNAL.finditer(t)}) == []
    assert len(view.how_to_play) >= 3
