"""The embed's postMessage API: what a host may send (everything else refused), what it is told."""

from __future__ import annotations

from typing import Any

import pytest

from landlords.engine import legal_actions
from ui.messages import Command, command, game_over, summary
from ui.params import parse
from ui.session import Session, from_fragment
from ui.setup import make_options

HOST = "http://localhost:8000"


def msg(kind: str, **fields: Any) -> dict[str, Any]:
    return {"ns": "landlords", "v": 1, "type": kind, **fields}


def session(seed: int = 3) -> Session:
    settings, _ = parse("seats=person,bot&names=Ann,Bo&turn_limit=10")

    return Session.start(make_options("1906", settings.table(), settings.options), seed, settings.table())


@pytest.mark.parametrize("kind", ["undo", "get-state", "pause", "resume", "step"])
def test_plain_commands(kind: str) -> None:
    assert command(msg(kind), HOST, None) == Command(kind)


def test_new_game_settings_are_read_like_the_address() -> None:
    got = command(msg("new-game", settings={"seats": ["bot", "strong"], "seed": 9, "circuits": 2}), HOST, None)
    assert isinstance(got, Command) and got.settings is not None
    assert got.settings.seed == 9 and got.settings.options == {"circuits": "2"}
    assert [s.bot for s in got.settings.table()] == ["heuristic", "strong"]


@pytest.mark.parametrize(
    "data",
    [
        None,
        "undo",
        42,
        [],
        {"type": "undo"},
        {"ns": "other", "v": 1, "type": "undo"},
        {"ns": "landlords", "v": 2, "type": "undo"},
        {"ns": "landlords", "v": 1, "type": "explode"},
        {"ns": "landlords", "v": 1, "type": "undo", "force": True},
        {"ns": "landlords", "v": 1, "type": "set-pace", "pace": "warp"},
        {"ns": "landlords", "v": 1, "type": "new-game", "settings": "edition=1906"},
        {"ns": "landlords", "v": 1, "type": "new-game", "settings": {"seed": "x"}},
        {"ns": "landlords", "v": 1, "type": "new-game", "settings": {"view": "full"}},
        {"ns": "landlords", "v": 1, "type": "new-game", "settings": {"seed": {"a": 1}}},
        {"ns": "landlords", "v": 1, "type": "load"},
        {"ns": "landlords", "v": 1, "type": "load", "code": "", "save": ""},
        {"ns": "landlords", "v": 1, "type": "load", "code": 5},
    ],
)
def test_malformed_messages_are_refused_with_a_reason(data: Any) -> None:
    got = command(data, HOST, None)
    assert isinstance(got, str) and got


def test_only_the_named_origin_may_send() -> None:
    assert isinstance(command(msg("undo"), "http://evil.example", HOST), str)
    assert command(msg("undo"), HOST, HOST) == Command("undo")


def test_load_takes_a_save_or_a_code() -> None:
    s = session()
    got = command(msg("load", save=s.to_json()), HOST, None)
    assert isinstance(got, Command) and got.save is not None
    got = command(msg("load", code=s.fragment()), HOST, None)
    assert isinstance(got, Command) and got.code == s.fragment()
    assert from_fragment(got.code)[0].state.actions == s.state.actions


def test_summary_tells_turn_decider_cash_and_worth() -> None:
    s = session()
    out = summary(s)
    assert out["ns"] == "landlords" and out["v"] == 1 and out["type"] == "summary"
    assert [seat["name"] for seat in out["seats"]] == ["Ann", "Bo"]
    assert out["seats"][0]["bot"] is None and out["seats"][1]["bot"] == "heuristic"
    assert all(seat["worth"] >= seat["cash"] for seat in out["seats"])
    assert out["deciderName"] == s.state.players[out["decider"]].name
    assert out["over"] is False


def test_game_over_has_the_scores_highest_first() -> None:
    s = session()
    while str(s.state.phase) != "over":
        s.play(legal_actions(s.state)[0])
    out = game_over(s.state)
    totals = [row["total"] for row in out["scores"]]
    assert totals == sorted(totals, reverse=True)
    assert out["winners"] and out["reason"]
