"""The lab's runner: paired, deterministic records that match the game played by hand."""

from __future__ import annotations

import csv
import io
import json

import pytest

from landlords.bots import make_bot
from landlords.edition import scores
from landlords.engine import apply, decider, is_over, new_game
from landlords.lab import Experiment, GameRecord, play_seed, ruleset, rulesets, run
from landlords.lab import session as session_module
from landlords.lab.command import ProgressLine
from landlords.lab.experiment import MAX_GAMES
from landlords.lab.export import files, render
from landlords.lab.rulesets import compared
from landlords.lab.session import Session
from landlords.lab.session import report as report_of
from landlords.options import Options, edition_names, edition_title


def test_records_match_the_game_played_by_hand() -> None:
    """Single Tax from the start, heuristic bots: the same game played here, sampled at every turn."""
    experiment = Experiment(("single-tax",), ("heuristic", "heuristic", "heuristic"), games=1, seed=5)
    (record,) = play_seed(experiment, 5)
    state = new_game(Options(players=experiment.players, single_tax_at_turn=1, single_tax_motion="never"), 5)
    bots = [make_bot("heuristic", seed=5 * 10 + s) for s in range(3)]
    samples = {0: tuple(s.total for s in scores(state))}
    while not is_over(state):
        turn = state.turn
        apply(state, bots[decider(state)].decide(state).action)
        if state.turn != turn:
            samples[turn] = tuple(s.total for s in scores(state))
    samples[state.turn] = tuple(s.total for s in scores(state))
    assert list(record.turns) == list(range(state.turn + 1))
    assert dict(zip(record.turns, record.worth, strict=True)) == samples
    assert record.final == tuple(s.total for s in scores(state))
    assert record.length == state.turn
    assert record.actions == len(state.actions)
    assert record.single_tax_turn == 1
    assert record.end == state.end_reason
    assert record.cash[-1] == tuple(p.cash for p in state.players)
    assert record.common == record.worth  # under the Single Tax the game's count gives land nothing
    assert record.treasury[-1] == state.treasury


def played(experiment: Experiment) -> list[GameRecord]:
    return [r for seed in experiment.seeds for r in play_seed(experiment, seed)]


def test_paired_and_deterministic() -> None:
    experiment = Experiment(("monopoly", "single-tax-at-30"), ("heuristic", "random", "heuristic"), games=3, seed=11)
    first = played(experiment)
    assert first == played(experiment)
    assert [(r.seed, r.ruleset) for r in first] == [
        (seed, key) for seed in (11, 12, 13) for key in ("monopoly", "single-tax-at-30")
    ]
    assert all(r.single_tax_turn == 30 for r in first if r.ruleset != "monopoly" and r.length >= 30)
    assert not any(r.single_tax_turn for r in first if r.ruleset == "monopoly")
    # Before the switch the two rule sets are the same game on the same dice.
    for seed in (11, 12, 13):
        mono, taxed = (r for r in first if r.seed == seed)
        assert mono.worth[:29] == taxed.worth[:29]
        assert mono.common[:29] == taxed.common[:29]


def test_only_the_vote_rule_set_lets_the_players_move_the_single_tax() -> None:
    """Random bots move and carry the Single Tax now and then; the other rule sets hold them to it."""
    experiment = Experiment(("monopoly", "vote"), ("random",) * 4, games=4, seed=1)
    result = run(experiment)
    assert result.tallies["monopoly"].single_tax_games == 0
    assert result.tallies["vote"].single_tax_games > 0


def test_the_rule_sets_without_the_vote_use_the_engine_option() -> None:
    """The agreement never to move the Single Tax is the 1906 option, not a wrapper round the bots."""
    for name in ("monopoly", "single-tax", "single-tax-at-40"):
        assert ruleset(name).game_options(("A", "B")).single_tax_motion == "never"
    assert ruleset("vote").game_options(("A", "B")).single_tax_motion == "allowed"


def test_an_edition_named_alone_compares_its_marked_rule_sets_or_its_own_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lab picks rule sets by data, not by edition name: an edition it names no rule set for
    (as a new one would be) is compared as it comes, under its own title."""
    assert compared("1906") == ("monopoly", "single-tax")
    for edition in edition_names():
        assert all(ruleset(name).edition == edition for name in compared(edition))
    monkeypatch.delitem(rulesets.RULESETS, "prosperity")
    assert compared("prosperity") == ("prosperity",)
    plain = ruleset("prosperity")
    assert (plain.edition, plain.title, plain.options) == ("prosperity", edition_title("prosperity"), {})
    with pytest.raises(ValueError, match="unknown rule set"):
        ruleset("no-such-edition")


def test_progress_and_cancel_keep_whole_seeds() -> None:
    experiment = Experiment(("monopoly", "single-tax"), ("random",) * 2, games=5, seed=3)
    seen: list[tuple[int, int]] = []
    result = run(experiment, progress=lambda done, total: seen.append((done, total)), cancelled=lambda: len(seen) >= 2)
    assert seen == [(1, 5), (2, 5)]
    assert not result.complete
    assert result.seeds_done == 2
    assert [(r[0], r[1]) for r in csv.reader(io.StringIO("".join(result.games_rows)))] == [
        ("monopoly", "3"),
        ("single-tax", "3"),
        ("monopoly", "4"),
        ("single-tax", "4"),
    ]
    shorter = run(Experiment(experiment.rulesets, experiment.seats, games=2, seed=3))
    assert (result.tallies, result.games_rows, result.samples) == (shorter.tallies, shorter.games_rows, shorter.samples)
    assert run(experiment, progress=lambda d, t: seen.append((d, t))).complete


def test_every_named_rule_set_plays() -> None:
    experiment = Experiment(
        ("monopoly", "single-tax", "vote", "single-tax-at-20", "1904", "prosperity"),
        ("heuristic", "heuristic"),
        games=1,
        seed=2,
    )
    records = play_seed(experiment, 2)
    assert [r.ruleset for r in records] == list(experiment.rulesets)
    for r in records:
        assert r.length > 0 and r.end
        assert r.turns[0] == 0 and r.turns[-1] == r.length
    assert {ruleset(r.ruleset).edition for r in records} == {"1906", "1904", "prosperity"}


@pytest.mark.parametrize(
    "bad",
    [
        {"rulesets": ()},
        {"rulesets": ("monopoly", "monopoly")},
        {"rulesets": ("tax",)},
        {"rulesets": ("single-tax-at-0",)},
        {"seats": ("heuristic",)},
        {"seats": ("heuristic", "genius")},
        {"games": 0},
        {"games": MAX_GAMES + 1},
        {"seed": -1},
        {"playouts": 0},
    ],
)
def test_experiments_are_checked(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Experiment(**bad)  # type: ignore[arg-type]


def test_experiment_round_trips_as_a_dict() -> None:
    experiment = Experiment(("vote", "1904"), ("random", "strong", "heuristic"), 7, 99, 12)
    assert Experiment.from_dict(experiment.to_dict()) == experiment
    with pytest.raises(ValueError):
        Experiment.from_dict({"games": "7"})
    with pytest.raises(ValueError):
        Experiment.from_dict({"colour": "red"})


def test_a_session_driven_seed_by_seed_gives_the_command_line_files() -> None:
    experiment = Experiment(("monopoly", "vote"), ("heuristic", "random"), games=3, seed=8)
    session = Session.from_json(json.dumps(experiment.to_dict()))
    assert [session.step() for _ in range(4)] == [1, 2, 3, 3]
    report = json.loads(session.report())
    result = run(experiment)
    rendered = render(result)
    assert report["files"] == files(result, rendered)
    assert [c["reading"] for c in report["charts"]] == [c.reading for c in rendered.charts]
    assert report["complete"] and report["seeds"] == 3
    # The page's workers: each a run of seeds, merged in either order into the same report.
    halves = [Session(experiment, 8, 2), Session(experiment, 10, 1)]
    for half in halves:
        while not half.finished:
            half.step()
    parts = [h.part() for h in halves]
    for order in (parts, parts[::-1]):
        merged = json.loads(report_of(experiment, order))
        assert merged["files"] == report["files"] and merged["complete"]
    with pytest.raises(ValueError):
        report_of(experiment, [Session(experiment).part()])
    partial = Session(experiment)
    partial.step()
    assert json.loads(partial.report())["complete"] is False
    with pytest.raises(ValueError):
        Session(experiment).report()
    with pytest.raises(ValueError):
        Session.from_json("{not json")


def test_the_page_keeps_the_tables_for_the_first_seeds_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Beyond PAGE_TABLE_SEEDS the page's memory grows with turns, not games: the tables stop there,
    the tallies (charts, summary, series) hold every seed."""
    monkeypatch.setattr(session_module, "PAGE_TABLE_SEEDS", 2)
    experiment = Experiment(("monopoly", "single-tax"), ("random", "random"), games=3, seed=8)
    session = Session(experiment)
    while not session.finished:
        session.step()
    report = json.loads(session.report())
    full = run(experiment)
    expected = files(full, render(full))
    seeds = {row["seed"] for row in csv.DictReader(io.StringIO(report["files"]["games.csv"]))}
    assert seeds == {"8", "9"} and report["table_seeds"] == 2
    assert report["files"]["games.csv"] == expected["games.csv"].rsplit("monopoly,10,", 1)[0]
    for name in ("series.csv", "summary.json", "turns.csv", "charts/gini.svg"):
        assert report["files"][name] == expected[name]


def test_the_progress_line() -> None:
    times = iter([0.0, 0.5, 2.0, 2.2, 14.0, 20.0])
    stream = io.StringIO()
    line = ProgressLine(stream, 2, clock=lambda: next(times))
    line(1, 10)  # at 0.5 s: too soon to say anything
    line(2, 10)  # at 2 s: 4 games in 2 s
    line(3, 10)  # at 2.2 s: not 10 s since the last line (not a terminal)
    line(8, 10)  # at 14 s
    line(10, 10)  # at 20 s: the last is always said
    line.close()
    assert stream.getvalue().splitlines() == [
        "2/10 seeds (20%), 2.0 games/s, about 8 s left",
        "8/10 seeds (80%), 1.1 games/s, about 4 s left",
        "10/10 seeds (100%), 1.0 games/s, about 0 s left",
    ]
