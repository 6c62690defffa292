"""The look-ahead's budget sharing (successive halving) and the tournament's process pool."""

from __future__ import annotations

import random
import sys

import pytest

from landlords.bots.search import Dice, Playout, halving
from landlords.options import Options
from landlords.tools.tournament import play_match


def noisy(means: list[float], spread: float) -> Playout:
    """Futures whose value is the candidate's mean plus noise drawn from the round's dice."""

    def play(k: int, dice: int) -> float:
        return means[k] + random.Random(dice * 31 + k).gauss(0, spread)

    return play


def counter() -> Dice:
    seeds = iter(range(10**6))
    return lambda: next(seeds)


def test_halving_finds_the_clearly_best_candidate_and_keeps_to_the_budget() -> None:
    out = halving(5, 100, noisy([0, 10, 50, 20, 5], 5), counter())
    assert out.best == 2
    assert out.played <= 100
    # the plainly worse got fewer futures than the finalists
    assert out.counts[2] > out.counts[1] > out.counts[4]


def test_halving_keeps_the_favourite_to_the_end_and_gives_it_ties() -> None:
    # the favourite (0) is plainly worst, yet still played in the last stage
    out = halving(5, 100, noisy([0, 10, 50, 20, 5], 5), counter(), favourite=0)
    assert out.counts[0] == out.counts[2]
    assert halving(4, 80, lambda k, dice: 1.0, counter(), favourite=3).best == 3


def test_halving_is_deterministic_for_the_same_dice() -> None:
    a = halving(5, 60, noisy([1, 2, 3, 2, 1], 10), counter())
    b = halving(5, 60, noisy([1, 2, 3, 2, 1], 10), counter())
    assert a == b


@pytest.mark.skipif(sys.platform == "emscripten", reason="no processes on Pyodide (the CPython run plays it)")
def test_a_pool_of_processes_gives_the_same_match_result() -> None:
    alone = play_match(Options(), "strong", "heuristic", games=4, seed=7, playouts=2)
    pooled = play_match(Options(), "strong", "heuristic", games=4, seed=7, playouts=2, jobs=2)
    assert alone == pooled


def test_the_tournament_command_plays_each_edition_named(capsys: pytest.CaptureFixture[str]) -> None:
    from landlords.tools.cli import main

    assert main(["tournament", "--match", "heuristic:random", "--edition", "1906", "1904", "--games", "2"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert [r.split()[0] for r in rows[1:3]] == ["1906", "1904"]
    assert rows[-1].startswith("look-ahead budget: 24 playouts a choice; seeds 0-1")


def test_the_tournament_command_takes_a_budget_per_decision(capsys: pytest.CaptureFixture[str]) -> None:
    from landlords.tools.cli import main

    argv = ["tournament", "--match", "strong:heuristic", "--games", "1", "--seed", "3", "--per-decision", "5"]
    assert main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "look-ahead budget: 5 playouts a decision; seeds 3-3, seats rotated"
    alone = play_match(Options(), "strong", "heuristic", games=1, seed=3, per_decision=5)
    assert f"{alone.rate:.1%}" in out[1].split()
