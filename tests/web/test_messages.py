"""The embed's postMessage API: what a host may send (everything else refused), what it is told."""

from __future__ import annotations

from typing import Any

import pytest

from landlords.engine import legal_actions
from ui.messages import Command, Refusal, command, error, game_over, plain, sender, summary
from ui.params import Settings, parse
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
    assert command(msg(kind)) == Command(kind)


def test_new_game_settings_are_read_like_the_address() -> None:
    got = command(msg("new-game", settings={"seats": ["bot", "strong"], "seed": 9, "circuits": 2}))
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
    got = command(data)
    assert isinstance(got, Refusal) and got.text


def test_only_the_named_origin_may_send() -> None:
    anyone = Settings(view="embed")
    named = Settings(view="embed", origin=HOST)
    assert sender("http://evil.example", anyone) is None
    assert sender(HOST, named) is None
    for origin in ("http://evil.example", HOST + ":8080", "null"):
        refused = sender(origin, named)
        assert refused is not None and not refused.reply, "a refused sender is never answered"


@pytest.mark.parametrize("origin", ["https://blog.example.org/post.html", "*", "javascript:alert(1)", "null", ""])
def test_an_origin_that_is_not_one_refuses_everyone(origin: str) -> None:
    settings, problems = parse(f"view=embed&origin={origin}")
    assert settings.origin_invalid and settings.origin is None
    assert [p.parameter for p in problems] == ["origin"]
    for who in (HOST, "https://blog.example.org", origin):
        refused = sender(who, settings)
        assert refused is not None and not refused.reply


def test_refusals_name_the_command_and_never_promise_a_fallback() -> None:
    got = command(msg("new-game", settings={"seed": "x", "edition": "monopoly"}))
    assert isinstance(got, Refusal) and got.command == "new-game" and got.parameter == "edition"
    assert "random" not in got.text and "is played" not in got.text and "Nothing was done" in got.text
    out = error(got.text, command=got.command, parameter=got.parameter)
    assert out["type"] == "error" and out["command"] == "new-game" and out["message"].endswith(".")


def test_a_name_with_a_comma_in_a_list_stays_one_name() -> None:
    got = command(msg("new-game", settings={"seats": ["person", "bot"], "names": ["Smith, Anna", "Bo"]}))
    assert isinstance(got, Command) and got.settings is not None
    assert [s.name for s in got.settings.table()] == ["Smith, Anna", "Bo"]


def test_deep_or_huge_messages_are_refused_without_recursion() -> None:
    deep: Any = "x"
    for _ in range(100_000):
        deep = [deep]
    assert plain(deep) is not None
    assert isinstance(command(msg("load", save={"a": deep})), Refusal)
    assert isinstance(command(msg("load", code="A" * 3_000_000)), Refusal)
    assert isinstance(command(msg("new-game", settings={str(i): "1" for i in range(300_000)})), Refusal)


def test_the_game_s_own_messages_are_not_commands() -> None:
    for kind in ("summary", "state", "height", "ready", "idle", "over", "error"):
        got = command(msg(kind))
        assert isinstance(got, Refusal) and not got.reply


def test_load_takes_a_save_or_a_code() -> None:
    s = session()
    got = command(msg("load", save=s.to_json()))
    assert isinstance(got, Command) and got.save is not None
    got = command(msg("load", code=s.fragment()))
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
