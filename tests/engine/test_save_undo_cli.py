"""Illegal actions, save/load, share codes, replay, undo and the simulate command (issue 2:
"Shape" and "Tests")."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from landlords.actions import (
    Answer,
    Bid,
    BuyTitle,
    CallLoan,
    EndTurn,
    FinishBuying,
    Mortgage,
    Move,
    Pass,
    PayFine,
    Redeem,
    Roll,
    Stay,
    Vote,
)
from landlords.bots import RandomBot
from landlords.engine import apply, decider, is_over, legal_actions, new_game
from landlords.errors import IllegalActionError, LandlordsError, SaveError
from landlords.options import Options
from landlords.save import (
    can_undo,
    dumps,
    fingerprint,
    from_share_code,
    loads,
    replay,
    to_share_code,
    undo,
)
from landlords.state import GameState, Phase
from landlords.tools import cli

from .helpers import game
from .scenario import refused, throw

OPTIONS = Options(players=("Ann", "Bob", "Cy", "Di"))


def played(seed: int = 42, actions: int = 300, options: Options = OPTIONS) -> GameState:
    """A game of random bots, stopped after ``actions`` actions (or at its end)."""
    state = new_game(options, seed)
    bots = [RandomBot(seed * 7 + seat) for seat in range(state.num_players)]
    while len(state.actions) < actions and not is_over(state):
        apply(state, bots[decider(state)].decide(state).action)
    return state


def test_illegal_actions_raise_with_a_reason_and_leave_the_state_untouched() -> None:
    """Issue 2 'Shape': an illegal action raises IllegalActionError saying why, and the state is
    exactly as before (same fingerprint, same data)."""
    state = game(4)
    assert "P0's decision" in refused(state, Roll(1))
    assert "not possible now" in refused(state, EndTurn(0))
    assert "not possible now" in refused(state, Bid(0, 50))
    assert "not possible now" in refused(state, Answer(0, True))
    assert "not possible now" in refused(state, Vote(0, True))
    assert "not in Jail" in refused(state, PayFine(0))
    assert "no such mortgage" in refused(state, Redeem(0, 99))
    assert "no such loan" in refused(state, CallLoan(0, 99))
    assert "not already mortgaged" in refused(state, Mortgage(0, ()))
    assert "not an action" in refused(state, "roll")  # type: ignore[arg-type]
    throw(state, 3, 4)  # The Farm: an auction
    assert state.phase == Phase.AUCTION
    assert "not possible now" in refused(state, Roll(0))
    assert "not possible now" in refused(state, Move(0, 7))
    assert "not possible now" in refused(state, Stay(0))
    for p in range(4):
        apply(state, Pass(p))
    assert state.phase == Phase.POST_ROLL
    state.phase = Phase.OVER
    assert "the game is over" in refused(state, EndTurn(0))


def test_save_and_load_round_trip() -> None:
    """Issue 2 'Shape': a save (versioned JSON of options, seed and actions) loads back to the same
    game, which then plays on identically."""
    state = played()
    text = dumps(state)
    data = json.loads(text)
    assert data["format"] == "landlords-game-save" and data["version"] == 1
    assert data["seed"] == 42 and len(data["actions"]) == len(state.actions)
    loaded = loads(text)
    assert fingerprint(loaded) == data["fingerprint"] == fingerprint(state)
    assert loaded == state
    bot_a, bot_b = RandomBot(5), RandomBot(5)
    for _ in range(50):
        if is_over(state):
            break
        apply(state, bot_a.decide(state).action)
        apply(loaded, bot_b.decide(loaded).action)
    assert fingerprint(loaded) == fingerprint(state)


def test_replay_of_options_seed_and_actions_reproduces_the_game() -> None:
    """Issue 2 'Shape': a game is its options + seed + list of actions."""
    state = played(seed=9, actions=400, options=Options(players=("A", "B", "C"), deal="24"))
    again = replay(state.options, state.seed, list(state.actions))
    assert again == state and fingerprint(again) == fingerprint(state)


def tampered(change: Any) -> str:
    data = json.loads(dumps(played()))
    change(data)
    with pytest.raises(SaveError) as info:
        loads(json.dumps(data))
    return str(info.value)


def test_tampered_save_raises_a_clear_save_error() -> None:
    """Issue 2 'Shape': a tampered save (an edited action or fingerprint) is refused with a clear
    message rather than silently giving another game."""

    def edit_fingerprint(data: dict[str, Any]) -> None:
        data["fingerprint"] = "0" * 16

    def drop_last_action(data: dict[str, Any]) -> None:
        data["actions"].pop()

    def roll_for_another_player(data: dict[str, Any]) -> None:
        k = next(i for i, a in enumerate(data["actions"]) if a["type"] == "roll")
        data["actions"][k]["player"] = (data["actions"][k]["player"] + 1) % 4
        data["tampered_at"] = k

    def unknown_action(data: dict[str, Any]) -> None:
        data["actions"][3] = {"type": "cheat", "player": 0}

    def bad_field(data: dict[str, Any]) -> None:
        data["actions"][0]["player"] = "zero"

    def new_version(data: dict[str, Any]) -> None:
        data["version"] = 2

    def bad_options(data: dict[str, Any]) -> None:
        data["options"]["deal"] = "all"

    altered = "has been altered or damaged: its moves do not give the recorded position"
    assert tampered(edit_fingerprint) == f"the save {altered}"
    assert tampered(drop_last_action) == f"the save {altered}"
    message = tampered(roll_for_another_player)
    assert message.startswith("move ") and "of the save cannot be played: it is " in message
    assert tampered(unknown_action) == "unknown action type 'cheat'"
    assert "must be an integer" in tampered(bad_field)
    assert "version 2 is not supported" in tampered(new_version)
    assert "options are invalid" in tampered(bad_options)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid JSON"),
        (b"\xff\xfe\x00", r"not text \(it is not UTF-8\)"),
        ("[1, 2, 3]", "not a Landlord's Game save"),
        ('{"format": "landlords-game-save", "version": 1, "seed": "x"}', "no valid seed"),
        ('{"format": "landlords-game-save", "version": 1, "seed": 1, "actions": 5}', "no valid list of moves"),
    ],
)
def test_corrupt_save_raises_a_clear_save_error(text: str | bytes, message: str) -> None:
    """Issue 2 'Shape': a corrupt save (not JSON, not a save, missing parts) raises SaveError."""
    with pytest.raises(SaveError, match=message):
        loads(text)


def test_share_code_round_trip_and_damaged_code() -> None:
    """Issue 2 'Shape': a share code reproduces the game (optionally up to a move); a damaged code
    raises SaveError."""
    state = played(actions=200)
    code = to_share_code(state)
    assert code.replace("-", "").replace("_", "").isalnum()
    assert fingerprint(from_share_code(code)) == fingerprint(state)
    early = from_share_code(code, upto=10)
    assert len(early.actions) == 10 and early.actions == state.actions[:10]
    middle = len(code) // 2
    flipped = code[:middle] + ("A" if code[middle] != "A" else "B") + code[middle + 1 :]
    for damaged in (code[: len(code) // 2], flipped, "!!!not a code!!!", ""):
        with pytest.raises(
            SaveError, match=r"share link is damaged|altered or damaged|cannot be played|not valid JSON \(damaged"
        ):
            from_share_code(damaged)
    with pytest.raises(SaveError, match="outside this game"):
        from_share_code(code, upto=10_000)


def test_undo_only_when_the_last_action_revealed_no_dice_or_cards() -> None:
    """Issue 2 'Shape': undo returns to the exact state before the last decision, allowed only when
    that decision revealed no new randomness (a throw or a card)."""
    state = new_game(OPTIONS, seed=3)
    assert state.phase == Phase.SETUP and not can_undo(state)
    before = state.clone()
    first = state.first_player
    apply(state, BuyTitle(first, state.dealt[first][0]))
    assert can_undo(state)
    restored = undo(state)
    assert restored == before and fingerprint(restored) == fingerprint(before)
    assert len(state.actions) == 1  # undo gives a new state; the game itself is unchanged
    while state.phase == Phase.SETUP:
        apply(state, FinishBuying(decider(state)))
    apply(state, Roll(state.current))
    assert not can_undo(state)
    with pytest.raises(LandlordsError, match="nothing to undo"):
        undo(state)
    assert state.phase == Phase.AUCTION  # this seed's first throw lands on Rubeville
    after_roll = state.clone()
    apply(state, Bid(decider(state), 25))  # a decision that reveals nothing
    assert can_undo(state)
    assert undo(state) == after_roll


def simulate_json(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    assert cli.main(["simulate", "--games", "5", "--seed", "3", "--json"]) == 0
    result: dict[str, Any] = json.loads(capsys.readouterr().out)
    return result


def test_cli_simulate_json_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 2 'Shape': `python -m landlords simulate --games 5 --seed 3 --json` prints one JSON
    object with games, turns, seconds, winners and each game's final wealth; the same arguments give
    the same output (apart from the time taken)."""
    first = simulate_json(capsys)
    second = simulate_json(capsys)
    for key in ("games", "turns", "seconds", "winners", "per_game"):
        assert key in first
    assert first["games"] == 5 and len(first["per_game"]) == 5
    assert sum(first["winners"]) >= 5 and len(first["winners"]) == 4
    assert all(len(g["wealth"]) == 4 and all(isinstance(w, int) for w in g["wealth"]) for g in first["per_game"])
    assert first["turns"] == sum(g["turns"] for g in first["per_game"])
    first.pop("seconds")
    second.pop("seconds")
    assert first == second


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses on Pyodide")
def test_cli_simulate_runs_as_a_module() -> None:
    """Issue 2 'Shape': the command line itself, run twice as `python -m landlords`."""
    command = [sys.executable, "-m", "landlords", "simulate", "--games", "5", "--seed", "3", "--json"]
    runs = [json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout) for _ in "ab"]
    for run in runs:
        assert run.pop("seconds") >= 0
    assert runs[0] == runs[1]


def test_legal_actions_never_raise_when_applied() -> None:
    """Issue 2 'Shape': every action legal_actions lists is accepted by apply (sampled along a game)."""
    state = played(seed=11, actions=120)
    for action in legal_actions(state)[:40]:
        trial = state.clone()
        try:
            apply(trial, action)
        except IllegalActionError as exc:  # pragma: no cover - a failure message
            raise AssertionError(f"{action} listed but refused: {exc}") from exc
