"""The forecast by play (issue 24, section 3): the rest of the game played by the rules-of-thumb bots
from one position, with the Single Tax carried now and without it."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from landlords.actions import Propose, Vote
from landlords.bots import HeuristicBot
from landlords.bots import forecast as fc
from landlords.bots.forecast import Ending, forecast, forecast_words, percentile, starting_position, summarise
from landlords.engine import apply, decider, is_over, new_game
from landlords.options import Options
from landlords.save import dumps, fingerprint, from_share_code, to_share_code
from landlords.state import GameState, Phase
from landlords.tools import cli, forecast_command

GAMES = 3


@cache
def _mid_game(seed: int, turn: int) -> GameState:
    """A 1906 game played by the rules of thumb (who never move the Single Tax here) to ``turn``,
    at a throw, the motion then allowed again."""
    options = Options(players=("Ann", "Ben", "Cy", "Di"), single_tax_motion="never")
    state = new_game(options, seed)
    bot = HeuristicBot(seed)
    while state.turn < turn or state.phase != Phase.PRE_ROLL:
        apply(state, bot.decide(state).action)
    state.options = state.options.replace(single_tax_motion="allowed")
    return state


def mid_game(seed: int = 2, turn: int = 30) -> GameState:
    return _mid_game(seed, turn).clone()


def test_deterministic_for_position_games_and_seed() -> None:
    state = mid_game()
    before = fingerprint(state)
    first = forecast(state, GAMES, seed=5)
    assert first is not None
    assert fingerprint(state) == before  # the position is left as it was
    assert forecast(mid_game(), GAMES, seed=5) == first
    assert forecast(state, GAMES, seed=6) != first
    assert first.with_tax.games == first.without_tax.games == GAMES
    assert [p.name for p in first.with_tax.players] == ["Ann", "Ben", "Cy", "Di"]
    assert first.with_tax.single_tax and not first.without_tax.single_tax
    assert first.without_tax.shared_goal == 0 and first.without_tax.goal_turn_median is None


def test_the_games_future_dice_are_not_used() -> None:
    """The continuations throw the forecast's dice: the game's own generator changes nothing."""
    state = mid_game()
    other = state.clone()
    other.rng ^= 0xDEADBEEF
    assert forecast(state, 2, seed=1) == forecast(other, 2, seed=1)


def test_the_two_sides_differ_only_by_the_motion(monkeypatch: pytest.MonkeyPatch) -> None:
    state = mid_game()
    carried = state.clone()
    mover = carried.current
    apply(carried, Propose(mover, "single_tax"))
    while carried.phase == Phase.VOTE:
        apply(carried, Vote(decider(carried), True))
    assert carried.single_tax
    with_tax, without = starting_position(state, True), starting_position(state, False)
    for field in ("single_tax", "treasury", "misc", "owner", "houses", "wages", "turn", "current", "phase"):
        assert getattr(with_tax, field) == getattr(carried, field), field
        if field not in ("single_tax", "treasury", "misc"):
            assert getattr(without, field) == getattr(state, field), field
    assert [p.cash for p in with_tax.players] == [p.cash for p in carried.players]
    assert not without.single_tax and without.options.values()["single_tax_motion"] == "never"
    # Each pair of continuations throws the same dice.
    played: list[tuple[bool, int]] = []
    real = fc.play_on

    def spy(start: GameState, dice: int, cancelled: object = None) -> Ending | None:
        played.append((start.single_tax, dice))
        return real(start, dice)

    monkeypatch.setattr(fc, "play_on", spy)
    forecast(state, GAMES, seed=3)
    assert [s for s, _ in played] == [True, False] * GAMES
    assert all(played[i][1] == played[i + 1][1] for i in range(0, len(played), 2))
    assert len({d for _, d in played}) == GAMES


def test_a_pending_vote_is_settled_each_way() -> None:
    state = mid_game()
    apply(state, Propose(state.current, "single_tax"))
    assert state.phase == Phase.VOTE
    with_tax, without = starting_position(state, True), starting_position(state, False)
    assert with_tax.single_tax and with_tax.phase == without.phase == Phase.PRE_ROLL
    assert with_tax.motion is None and without.motion is None and not without.single_tax
    assert forecast(state, 1) is not None


def test_progress_and_cancel() -> None:
    state = mid_game()
    heard: list[tuple[int, int]] = []
    assert forecast(state, GAMES, progress=lambda done, total: heard.append((done, total))) is not None
    assert heard == [(k, 2 * GAMES) for k in range(1, 2 * GAMES + 1)]
    heard.clear()
    asked = 0

    def cancel_after_three() -> bool:
        nonlocal asked
        asked += 1
        return len(heard) >= 3

    assert forecast(state, GAMES, progress=lambda d, t: heard.append((d, t)), cancelled=cancel_after_three) is None
    assert len(heard) == 3
    # Cancelled inside a continuation too: it stops at once, not at the game's end.
    assert fc.play_on(starting_position(state, False), 1, lambda: True) is None


def test_no_forecast_where_the_motion_cannot_be_moved() -> None:
    state = mid_game()
    state.options = state.options.replace(single_tax_motion="never")
    with pytest.raises(ValueError, match="agreed to play without"):
        forecast(state, 1)
    in_force = mid_game()
    starting = starting_position(in_force, True)
    with pytest.raises(ValueError, match="already in force"):
        forecast(starting, 1)
    with pytest.raises(ValueError, match="at least one game"):
        forecast(mid_game(), 0)


def test_percentiles_interpolate_between_ranks() -> None:
    values = [500, 100, 300, 200, 400]
    assert percentile(values, 0.1) == pytest.approx(140)
    assert percentile(values, 0.9) == pytest.approx(460)
    assert percentile(values, 0.5) == 300
    assert percentile([7], 0.9) == 7


def test_aggregation_by_hand() -> None:
    endings = [
        Ending((100, 0), (False, True), (True, False), 40),
        Ending((200, 10), (False, False), (False, False), None),
        Ending((300, 20), (False, True), (True, True), 30),
        Ending((400, 30), (False, False), (False, False), 50),
    ]
    side = summarise(True, ("A", "B"), endings)
    a, b = side.players
    assert (a.name, a.mean_count) == ("A", 250)
    assert (a.low, a.high) == pytest.approx((130, 370))
    assert (a.poorhouse, a.debt) == (0, 0.5)
    assert (b.mean_count, b.poorhouse, b.debt) == (15, 0.5, 0.25)
    assert side.shared_goal == 0.75
    assert side.goal_turn_median == 40  # of 30, 40, 50
    assert summarise(False, ("A", "B"), endings[1:2]).goal_turn_median is None


def test_words_say_what_it_is() -> None:
    result = forecast(mid_game(), 2, seed=1)
    assert result is not None
    words = forecast_words(result)
    assert words[0].startswith("A forecast from bot play, not a promise")
    assert "played 2 times with the Single Tax carried now and 2 times without it" in words[0]
    assert result.horizon in words[0]
    assert sum(line.startswith(("Ann:", "Ben:", "Cy:", "Di:")) for line in words) == 4


def test_continuations_play_to_the_end() -> None:
    state = starting_position(mid_game(), False)
    ending = fc.play_on(state, 9)
    assert ending is not None and ending.goal_turn is None
    assert not is_over(state)  # the start is left as it was


def test_a_continuation_pauses_every_few_decisions_and_ends_as_played_whole() -> None:
    state = starting_position(mid_game(turn=5), True)
    pauses = 0

    def play_on_through() -> bool:
        nonlocal pauses
        pauses += 1
        return False

    ending = fc.play_until(fc.continuation(state, 9), play_on_through)
    assert pauses >= 3  # a game's rest is many decisions: many chances to stop or let others in
    assert ending == fc.play_on(state, 9)


def as_json(f: fc.Forecast) -> object:
    return json.loads(json.dumps(forecast_command.to_json(f)))


def test_the_command_line_prints_the_same_numbers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = mid_game()
    expected = forecast(state, 2, seed=4)
    assert expected is not None
    saved = tmp_path / "game.json"
    saved.write_text(dumps(state), encoding="utf-8")
    code = to_share_code(state)
    for given in (str(saved), code, f"https://example.org/play.html#game={code}"):
        assert cli.main(["forecast", given, "--games", "2", "--seed", "4", "--json"]) == 0
        assert json.loads(capsys.readouterr().out) == as_json(expected)
    assert cli.main(["forecast", str(saved), "--games", "2", "--seed", "4"]) == 0
    text = capsys.readouterr().out
    ann = expected.with_tax.players[0]
    row = next(line for line in text.splitlines() if line.strip().startswith("Ann "))
    assert row.split()[1:4] == [f"{ann.mean_count:.1f}", f"{ann.low:.1f}", f"{ann.high:.1f}"]
    assert "\n".join(forecast_words(expected)) in text
    # A link to an earlier move forecasts from there.
    early = forecast(from_share_code(code, 60), 1, seed=4)
    assert cli.main(["forecast", f"#game={code}&at=60", "--games", "1", "--seed", "4", "--json"]) == 0
    assert early is not None and json.loads(capsys.readouterr().out) == as_json(early)


def test_the_command_line_refuses_what_it_cannot_forecast(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        cli.main(["forecast", "not-a-code", "--games", "1"])
    over = starting_position(mid_game(), True)
    saved = tmp_path / "in-force.json"
    saved.write_text(dumps(over), encoding="utf-8")
    with pytest.raises(SystemExit):
        cli.main(["forecast", str(saved), "--games", "1"])
