"""Charts (well-formed SVG, readings from the numbers, tables) and the exported files."""

from __future__ import annotations

import csv
import io
import itertools
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from landlords.lab import Experiment, GameRecord, LabResult, play_seed, run
from landlords.lab import charts as charts_module
from landlords.lab.charts import Chart, charts, gini_chart, sample_chart, treasury_chart
from landlords.lab.export import files, render, write
from landlords.lab.measures import summaries, summarise
from landlords.lab.plot import nice_ticks, plain_labels, wrap
from landlords.lab.stats import gini, mean, richest_share

from .test_measures import record, tally

SVG = "{http://www.w3.org/2000/svg}"


EXPERIMENT = Experiment(("monopoly", "single-tax"), ("heuristic", "random", "heuristic"), games=4, seed=21)


@pytest.fixture(scope="module")
def result() -> LabResult:
    return run(EXPERIMENT)


@pytest.fixture(scope="module")
def records() -> dict[str, list[GameRecord]]:
    """Every game of the run whole, by rule set (the run itself keeps only tallies)."""
    games = [r for seed in EXPERIMENT.seeds for r in play_seed(EXPERIMENT, seed)]
    return {key: [r for r in games if r.ruleset == key] for key in EXPERIMENT.rulesets}


@pytest.fixture(scope="module")
def drawn(result: LabResult) -> dict[str, Chart]:
    return {c.key: c for c in charts(result, summaries(result))}


def test_every_chart_is_titled_described_and_parses(drawn: dict[str, Chart]) -> None:
    assert list(drawn) == [
        "gini",
        "gini-own",
        "lorenz",
        "richest",
        "poorhouse",
        "length",
        "treasury",
        "sample-monopoly",
        "sample-single-tax",
    ]
    for chart in drawn.values():
        root = ET.fromstring(chart.svg)
        assert root.tag == f"{SVG}svg" and root.get("role") == "img"
        title, desc = root.find(f"{SVG}title"), root.find(f"{SVG}desc")
        assert title is not None and desc is not None
        assert (title.text, desc.text) == (chart.title, chart.reading)
        assert root.get("aria-labelledby") == f"{title.get('id')} {desc.get('id')}"
        assert chart.table.rows and all(len(r) == len(chart.table.columns) for r in chart.table.rows)


def test_readings_say_the_numbers(records: dict[str, list[GameRecord]], drawn: dict[str, Chart]) -> None:
    mono, taxed = records["monopoly"], records["single-tax"]
    share = [mean([richest_share(r.final_common) for r in rs]) for rs in (mono, taxed)]
    own = [mean([richest_share(r.final) for r in rs]) for rs in (mono, taxed)]
    assert drawn["richest"].reading == (
        f"Under the monopolist game the richest player ended with {share[0]:.0%} of all worth without land titles "
        f"on average; under the Single Tax, {share[1]:.0%} (by the game's own count: {own[0]:.0%} under the "
        f"monopolist game, {own[1]:.0%} under the Single Tax)."
    )
    ginis = [mean([gini(r.final_common) for r in rs]) for rs in (mono, taxed)]
    own_ginis = [mean([gini(r.final) for r in rs]) for rs in (mono, taxed)]
    assert f"without land titles ended at {ginis[0]:.2f} on average" in drawn["gini"].reading
    assert f"under the Single Tax, {ginis[1]:.2f} (by the game's own count: {own_ginis[0]:.2f}" in drawn["gini"].reading
    assert drawn["gini-own"].reading.startswith(
        f"Under the monopolist game the Gini coefficient of worth by the game's own count ended at {own_ginis[0]:.2f}"
    )
    assert drawn["gini-own"].reading.endswith("under the Single Tax lot deeds count nothing).")
    lengths = [mean([r.length for r in rs]) for rs in (mono, taxed)]
    assert drawn["length"].reading == (
        f"Under the monopolist game a game lasted {lengths[0]:.0f} turns on average; under the Single Tax, "
        f"{lengths[1]:.0f}."
    )
    sample = mono[0]
    richest = max(range(3), key=lambda p: sample.final[p])
    assert f"Player {richest + 1} ended richest with ${sample.final[richest]:,}" in drawn["sample-monopoly"].reading


def test_bars_and_lines_draw_the_numbers(records: dict[str, list[GameRecord]], drawn: dict[str, Chart]) -> None:
    root = ET.fromstring(drawn["richest"].svg)
    widths = [float(r.get("width", "0")) for r in root.iter(f"{SVG}rect")][1:]  # the first is the background
    share = [mean([richest_share(r.final_common) for r in records[k]]) for k in ("monopoly", "single-tax")]
    assert widths[0] / widths[1] == pytest.approx(share[0] / share[1], rel=0.01)
    lines = ET.fromstring(drawn["gini"].svg).findall(f"{SVG}polyline")
    assert [ln.findtext(f"{SVG}title") for ln in lines] == ["The monopolist game", "The Single Tax"]
    sample = records["single-tax"][0]
    points = ET.fromstring(drawn["sample-single-tax"].svg).findall(f"{SVG}polyline")
    assert len(points) == 3
    assert len(points[0].get("points", "").split()) == len(sample.turns)
    table = drawn["sample-single-tax"].table
    assert table.rows[-1] == (str(sample.length), *(f"${v:,}" if v >= 0 else f"-${-v:,}" for v in sample.final))


def test_names_are_escaped(result: LabResult) -> None:
    names = ("<script>alert(1)</script>", 'Ann "&" Bob', "Cy's </svg>")
    chart = sample_chart(result.samples[0], names, ("heuristic", "random", "heuristic"))
    assert "<script" not in chart.svg and "</svg>" not in chart.svg[:-6]
    texts = "".join(ET.fromstring(chart.svg).itertext())
    for name in names:
        assert name in texts


def test_export_tables_hold_every_game(result: LabResult, records: dict[str, list[GameRecord]], tmp_path: Path) -> None:
    rendered = render(result)
    sums, drawn = rendered.sums, rendered.charts
    named = files(result, rendered)
    assert set(named) == {
        "games.csv",
        "players.csv",
        "claims.csv",
        "turns.csv",
        "treasury.csv",
        "series.csv",
        "summary.json",
        *(f"charts/{c.key}.svg" for c in drawn),
    }

    def rows(name: str) -> list[dict[str, str]]:
        return list(csv.DictReader(io.StringIO(named[name])))

    every = sorted((r for rs in records.values() for r in rs), key=lambda r: (r.seed, r.ruleset != "monopoly"))
    games = rows("games.csv")
    assert [(int(g["seed"]), g["ruleset"]) for g in games] == [(r.seed, r.ruleset) for r in every]
    assert [int(g["turns"]) for g in games] == [r.length for r in every]
    players = rows("players.csv")
    assert len(players) == 3 * len(every)
    assert [int(p["worth"]) for p in players] == [w for r in every for w in r.final]
    assert [int(p["worth_without_land"]) for p in players] == [w for r in every for w in r.final_common]
    turns = rows("turns.csv")  # the sample games only
    assert {t["seed"] for t in turns} == {"21"}
    assert len(turns) == sum(3 * len(r.turns) for r in every if r.seed == 21)
    assert len(rows("treasury.csv")) == sum(len(r.turns) for r in every if r.seed == 21)
    series = [s for s in rows("series.csv") if s["measure"] == "gini" and s["ruleset"] == "monopoly"]
    assert float(series[-1]["mean"]) == pytest.approx(sums[0].final_gini.mean, abs=1e-6)
    summary = json.loads(named["summary.json"])
    assert summary["wealth"]["measure"] == "worth without land titles"
    assert "within 0.0005" in summary["approximate"]
    # summary.json keeps six decimals: equal to within half of the last one kept.
    assert summary["rulesets"][0]["own_count"]["final_gini"]["mean"] == pytest.approx(
        sums[0].own_final_gini.mean, abs=5e-7
    )
    assert summary["experiment"] == result.experiment.to_dict()
    assert summary["complete"] is True and summary["seeds_played"] == 4
    assert [r["key"] for r in summary["rulesets"]] == ["monopoly", "single-tax"]
    assert summary["rulesets"][1]["richest_share"]["mean"] == pytest.approx(sums[1].richest.mean, abs=1e-6)
    assert [c["reading"] for c in summary["charts"]] == [c.reading for c in drawn]
    written = write(named, tmp_path)
    assert (tmp_path / "charts" / "gini.svg").read_text(encoding="utf-8") == drawn[0].svg
    assert len(written) == len(named)


@pytest.mark.parametrize(("low", "high"), [(0, 155), (0, 0.31), (-120, 1900), (5, 5), (0, 1)])
def test_axis_ticks_are_round_and_cover_the_range(low: float, high: float) -> None:
    ticks = nice_ticks(low, high)
    assert ticks[0] <= low and ticks[-1] >= high
    steps = {round(b - a, 9) for a, b in itertools.pairwise(ticks)}
    assert len(steps) == 1
    step = steps.pop()
    assert step > 0 and f"{step:.0e}"[0] in "125"


@pytest.mark.parametrize(("low", "high"), [(0, 0.23), (0, 0.31), (0, 1), (0, 155), (-120, 1900)])
def test_plain_tick_labels_say_each_tick_and_never_read_alike(low: float, high: float) -> None:
    ticks = nice_ticks(low, high)
    labels = [plain_labels(ticks)(t) for t in ticks]
    assert len(set(labels)) == len(labels)
    assert [float(label) for label in labels] == pytest.approx(ticks)
    assert len({len(label.partition(".")[2]) for label in labels}) == 1  # one number of decimals


def test_a_gini_chart_of_small_inequality_labels_its_axis_apart() -> None:
    """Gini coefficients up to 0.25: ticks 0.05 apart, each read as itself (not 0.0, 0.1, 0.1)."""
    worth = [(10, 10), (10, 10), (10, 10), (5, 15)]
    sums = [summarise(tally(record(1, worth), record(2, worth)), "monopoly")]
    root = ET.fromstring(gini_chart(sums).svg)
    yaxis = [t.text for t in root.iter(f"{SVG}text") if t.get("text-anchor") == "end" and t.get("font-size") == "11"]
    assert yaxis == ["0.00", "0.05", "0.10", "0.15", "0.20", "0.25"]


def test_long_labels_wrap_at_word_boundaries() -> None:
    assert wrap("The Single Tax from turn 40") == ["The Single Tax", "from turn 40"]
    assert wrap("The 1904 patent game") == ["The 1904 patent", "game"]
    assert wrap("Supercalifragilisticexpialidocious x") == ["Supercalifragilisticexpialidocious", "x"]
    assert wrap("") == [""]


def test_turn_by_turn_charts_mark_the_turn_the_single_tax_came_in() -> None:
    """At a turn the rule set names, or under a vote the median turn of the games it came in; the
    Single Tax from the first turn has no mark (it covers the whole line)."""
    worth = [(10, 10), (10, 10), (10, 10), (5, 15)]
    sums = [
        summarise(tally(record(1, worth), record(2, worth)), "monopoly"),
        summarise(tally(*(record(s, worth, ruleset="single-tax", single_tax_turn=1) for s in (1, 2))), "single-tax"),
        summarise(tally(*(record(s, worth, single_tax_turn=2) for s in (1, 2))), "single-tax-at-2"),
        summarise(tally(record(1, worth, single_tax_turn=3), record(2, worth), record(3, worth)), "vote"),
    ]
    for chart in (gini_chart(sums), treasury_chart(sums)):
        assert chart.reading.endswith(
            " A dashed upright line marks the turn the Single Tax came in: turn 2 under the Single Tax from turn 2; "
            "a median turn of 3 under the Single Tax by vote, in 1 of 3 games."
        )
        root = ET.fromstring(chart.svg)
        marks = [t.text for t in root.iter(f"{SVG}title") if t.text and t.text.startswith("Single Tax")]
        assert marks == ["Single Tax from turn 2", "Single Tax voted in: median turn 3 (1 of 3 games)"]
    assert "dashed upright" not in gini_chart(sums[:2]).reading


def test_a_sample_game_marks_the_turn_the_single_tax_came_in() -> None:
    # Seed 5: random players reach turn 9 (in seed 4's game they agree to stop at a double first).
    experiment = Experiment(("single-tax-at-9",), ("random", "random"), games=1, seed=5)
    (game,) = play_seed(experiment, 5)
    chart = sample_chart(game, experiment.players, experiment.seats)
    assert game.single_tax_turn == 9
    assert chart.reading.endswith(" The Single Tax came in at turn 9 (the dashed upright line).")
    assert "<title>Single Tax from turn 9</title>" in chart.svg


def test_the_poor_house_reading_does_not_round_a_few_players_to_nobody() -> None:
    """One player in the Poor House of 50 four-player games is 0.5%: said so, not "0%"."""
    games = [record(1, [(5, 5, 5, 5)], poorhouse=(True, False, False, False), visits=(2, 1, 0, 0))]
    games += [record(s, [(5, 5, 5, 5)]) for s in range(2, 51)]
    chart = charts_module.poorhouse_chart([summarise(tally(*games), "monopoly")])
    assert chart.reading == (
        "Under the monopolist game, 0.5% of players ended in the Poor House (1.0% were sent there at least once) "
        "and 0.0% in debt."
    )
