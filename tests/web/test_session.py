"""ui.session: the log, the wealth history, autosave and save files, share links and undo."""

from __future__ import annotations

import contextlib
import json
import random

import pytest

from landlords import save
from landlords.actions import Bid, EndTurn, FinishBuying, Roll
from landlords.bots import make_bot
from landlords.engine import legal_actions
from landlords.errors import SaveError
from landlords.state import Phase
from ui.session import Line, Session, from_fragment, latest, loads

from .helpers import EDITIONS, play_out, start, steps


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_whole_game_is_logged_in_words(edition: str) -> None:
    session = play_out(start(edition))
    kinds = {line.kind for line in session.log}
    assert {"note", "turn", "event", "reason", "end"} <= kinds
    assert session.log[-1].kind in ("end", "reason")
    assert any(line.kind == "end" for line in session.log)
    moves = [line.moves for line in session.log]
    assert moves == sorted(moves)
    turns = [t for t, _ in session.wealth]
    assert turns == sorted(set(turns)), "one wealth point per turn, in order"
    assert all(len(row) == session.state.num_players for _, row in session.wealth)


def test_a_payment_that_repeats_a_purchase_is_not_logged_twice() -> None:
    session = start("1906", bots=())
    buy = next(a for a in legal_actions(session.state) if a.kind == "buy_title")
    session.play(buy)
    texts = [line.text for line in session.log if line.moves == 1]
    assert len(texts) == 1 and texts[0].startswith("Ann buys")


def test_bot_reasons_follow_the_first_line_of_their_action() -> None:
    """A remark comes under its action's first line, or before it when that line starts the next
    turn (a bot's last word is said before the next player's turn begins)."""
    session = play_out(start("1906"))
    for i, line in enumerate(session.log):
        if line.kind == "reason":
            before, after = session.log[i - 1], session.log[i + 1] if i + 1 < len(session.log) else None
            assert line.text.split(": \u201c", 1)[1][:1].isupper()
            assert (before.moves == line.moves and before.kind not in ("reason", "turn")) or (
                after is not None and after.moves == line.moves and after.kind in ("turn", "end")
            )


def test_bots_keep_their_auction_limits_to_themselves_until_it_closes() -> None:
    """While an auction is open, no remark on a bid or pass in it is in the log the table reads;
    once it closes, they all are."""
    session = start("1906", seed=4)
    opened = closed = hidden = 0
    for s in steps(session):
        if s.in_auction():
            opened += 1
            shown = s.visible()
            start_at = max((i for i, b in enumerate(s.bidding) if not b), default=-1) + 1
            assert not [line for line in shown if line.sealed and line.moves > start_at]
            hidden += len(shown) < len(s.log)
        elif s.bidding and s.bidding[-1]:
            closed += 1
            assert s.visible() == s.log
        if opened > 5 and closed > 2:
            break
    assert opened > 5 and closed > 2 and hidden
    assert any(line.sealed for line in session.log)


def test_save_round_trip_restores_everything() -> None:
    session = start("1906")
    for n, _ in enumerate(steps(session)):
        if n == 60:
            break
    text = session.dumps()
    again = loads(text)
    assert save.fingerprint(again.state) == save.fingerprint(session.state)
    assert [line.text for line in again.log] == [line.text for line in session.log]
    assert again.wealth == session.wealth
    assert again.reasons == session.reasons
    assert again.seats == session.seats


def test_a_bare_engine_save_opens_with_every_seat_a_person() -> None:
    session = start("1904")
    session.play(legal_actions(session.state)[0])
    again = loads(save.dumps(session.state))
    assert all(seat.human for seat in again.seats)
    assert [s.name for s in again.seats] == list(session.state.options.players)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json at all {", "not valid JSON"),
        ('{"app": "something else"}', "not a Landlord's Game save"),
        ('{"app": "landlords-table", "version": 99}', "not supported"),
        ("[1, 2, 3]", "not a Landlord's Game save"),
    ],
)
def test_damaged_saves_are_refused_with_a_reason(text: str, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        loads(text)


def test_tampered_saves_are_refused() -> None:
    session = start("1906")
    for n, _ in enumerate(steps(session)):
        if n == 40:
            break
    data = session.to_json()
    data["game"]["seed"] += 1
    with pytest.raises(SaveError):
        loads(json.dumps(data))
    data = session.to_json()
    first = data["game"]["actions"][0]
    first["player"] = (first["player"] + 1) % 3
    with pytest.raises(SaveError, match="cannot be played"):
        loads(json.dumps(data))
    data = session.to_json()
    data["game"]["fingerprint"] = "0" * 16
    with pytest.raises(SaveError, match="altered or damaged"):
        loads(json.dumps(data))
    data = session.to_json()
    data["seats"][0]["name"] = "Mallory"
    with pytest.raises(SaveError, match="seats"):
        loads(json.dumps(data))
    data = session.to_json()
    data["seats"][1]["colour"] = "javascript:alert(1)"
    with pytest.raises(SaveError, match="seats"):
        loads(json.dumps(data))
    data = session.to_json()
    data["reasons"] = {"x": 1}
    with pytest.raises(SaveError, match="bot notes"):
        loads(json.dumps(data))


def test_share_link_reproduces_the_game_and_opens_at_a_move() -> None:
    session = play_out(start("1906"))
    shared, at = from_fragment("#" + session.fragment(at=12))
    assert at == 12
    assert save.fingerprint(shared.state) == save.fingerprint(session.state)
    assert shared.seats == session.seats
    latest, none = from_fragment(session.fragment())
    assert none is None and len(latest.state.actions) == len(session.state.actions)


def test_tampered_share_links_are_refused() -> None:
    session = play_out(start("1906"))
    fragment = session.fragment()
    code = fragment.split("&")[0].removeprefix("game=")
    flipped = code[:40] + ("A" if code[40] != "A" else "B") + code[41:]
    for bad in (
        fragment.replace(code, flipped),
        fragment.replace(code, code[:-30]),
        "game=",
        "seats=abc",
        fragment + "&at=999999",
        fragment + "&at=-1",
        fragment.split("&seats=")[0] + "&seats=!!!!",
    ):
        with pytest.raises(SaveError):
            from_fragment(bad)


def test_undo_takes_back_a_persons_decision_with_the_bots_replies() -> None:
    session = start("1906", names=("Ann", "Bo"), bots=("Bo",))
    # The opening purchases reveal nothing: each can be taken back, with the bot's that followed.
    if session.decider() == 1:
        session.play(FinishBuying(1))
    session.play(FinishBuying(0))
    point = session.undo_point()
    assert point == len(session.state.actions) - 1
    back = session.undone()
    assert len(back.state.actions) == point and back.decider() == 0
    # A throw reveals the dice: nothing before it can be undone.
    while session.state.phase == Phase.SETUP:
        session.play(FinishBuying(session.decider()))
    roller = session.decider()
    session.play(Roll(roller))
    if session.seats[roller].human:
        assert session.undo_point() is None


def test_undo_never_crosses_dice() -> None:
    session = start("1906", bots=())
    while session.state.phase == Phase.SETUP:
        session.play(FinishBuying(session.decider()))
    session.play(Roll(session.decider()))
    acts = legal_actions(session.state)
    if any(isinstance(a, EndTurn) for a in acts):
        session.play(EndTurn(session.decider()))
        assert session.undo_point() == len(session.state.actions) - 1
        back = session.undone()
        assert len(back.state.actions) == len(session.state.actions) - 1
        assert back.undo_point() is None
    bids = [a for a in acts if isinstance(a, Bid)]
    if bids:
        session.play(bids[0])
        assert session.undo_point() == len(session.state.actions) - 1


def test_sessions_need_matching_seats() -> None:
    from landlords.options import Options

    from .helpers import seats

    with pytest.raises(ValueError):
        Session.start(Options(players=("A", "B")), 1, seats(("A", "C")))


def test_just_now_is_what_happened_since_a_person_last_decided() -> None:
    session = start("1906", names=("Ann", "Bo"), bots=("Bo",))
    if session.decider() == 1:
        session.play(FinishBuying(1), "done")
    session.play(FinishBuying(0))
    own = session.since_last_person()
    assert own and all(line.moves == len(session.state.actions) for line in own)
    before = len(session.state.actions)
    while session.bot_to_move():
        decision = make_bot("heuristic").decide(session.state)
        session.play(decision.action, decision.reason)
    if len(session.state.actions) > before:
        lines = session.since_last_person()
        assert lines and all(line.moves > before for line in lines)


def test_any_damage_to_a_save_is_a_save_error() -> None:
    """Fuzzing: a save with any part replaced or removed is either valid or refused with SaveError."""
    rng = random.Random(0)
    good = play_out(start("1906")).to_json()

    def damaged(value: object) -> object:
        if isinstance(value, dict) and value and rng.random() < 0.8:
            key = rng.choice(list(value))
            copy = dict(value)
            if rng.random() < 0.15:
                del copy[key]
            else:
                copy[key] = damaged(value[key])
            return copy
        if isinstance(value, list) and value and rng.random() < 0.8:
            copy = list(value)
            i = rng.randrange(len(copy))
            copy[i] = damaged(copy[i])
            return copy
        return rng.choice([None, 0, 1, -7, 2**70, 3.5, True, "x", "", [], {}, [1, "a"], {"a": {}}])

    for _ in range(400):
        with contextlib.suppress(SaveError):
            loads(json.dumps(damaged(good)))


def test_the_log_tells_a_move_before_the_wages_it_earned() -> None:
    """Passing Mother Earth: "moves ... to X", then "reaches Mother Earth", then the wages."""
    session = play_out(start("1906", seed=5))
    texts = [line.text for line in session.log]
    circuits = [i for i, t in enumerate(texts) if "reaches Mother Earth" in t or "passes Mother Earth" in t]
    assert circuits
    for i in circuits:
        who = texts[i].split(" ")[0]
        before = [t for t in texts[max(0, i - 3) : i] if t.startswith(f"{who} moves")]
        assert before, texts[i - 3 : i + 3]


def test_just_now_keeps_the_events_and_lets_remarks_fill_the_room_left() -> None:
    lines = [Line(f"event {i}", "event", i) for i in range(4)]
    lines[1:1] = [Line(f"remark {i}", "reason", 1) for i in range(5)]
    shown = [line.text for line in latest(lines, 6)]
    assert shown == ["event 0", "remark 3", "remark 4", "event 1", "event 2", "event 3"]
    assert [line.text for line in latest(lines[:3], 6)] == [line.text for line in lines[:3]]
    many = [Line(f"event {i}", "event", i) for i in range(9)]
    assert [line.text for line in latest(many, 6)] == [f"event {i}" for i in range(3, 9)]
