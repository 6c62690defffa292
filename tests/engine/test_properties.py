"""Property tests over random games (hypothesis) and the seeded soak.

Money: total cash of the players, the Public Treasury and Miscellaneous never changes, because the
rules only move money; Miscellaneous (the unlimited bank that pays wages and prizes and lends on
mortgage) keeps a signed balance, so it is where money is "created" (wages, prizes, loans) and
"destroyed" (houses, luxuries, interest, stakes): those are the named cases, all visible as its
balance.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from landlords.actions import Bid, Build, EndTurn, Mortgage, Roll
from landlords.bots import RandomBot
from landlords.engine import apply, decider, is_over, legal_actions, new_game
from landlords.errors import IllegalActionError
from landlords.ledger import total_money
from landlords.options import Options
from landlords.save import fingerprint, replay

from .invariants import check_invariants

SEATS = st.sampled_from([("A", "B"), ("A", "B", "C"), ("A", "B", "C", "D")])
OPTIONS_1906 = st.fixed_dictionaries(
    {
        "players": SEATS,
        "deal": st.sampled_from(["12", "24", "average_hands", "none"]),
        "chance": st.sampled_from(["reconstructed", "inert"]),
        "speculation_stake_to": st.sampled_from(["miscellaneous", "broker"]),
        "lander_first_option": st.booleans(),
        "end_rule": st.sampled_from(["first", "last", "agreed"]),
        "single_tax_sequence": st.sampled_from(["rulebook", "seed000"]),
        "single_tax_unimproved_only": st.booleans(),
        "single_tax_at_turn": st.sampled_from([0, 0, 5, 20]),
        "single_tax_object": st.sampled_from(["shared", "count"]),
        "rising_taxes": st.booleans(),
        "rising_rents": st.booleans(),
        "turn_limit": st.just(300),
    }
)
OPTIONS_1904 = st.fixed_dictionaries(
    {
        "edition": st.just("1904"),
        "players": SEATS,
        "deal": st.sampled_from(["12", "none"]),
        "end_rule": st.sampled_from(["last", "first"]),
        "circuits": st.sampled_from([5, 5, 2]),
        "either_direction_after_circuits": st.booleans(),
        "railroad_pass": st.booleans(),
        "jail_count_from": st.sampled_from(["jail", "front"]),
        "shared_lot": st.sampled_from(["half_to_first", "owner_also_paid"]),
        "poorhouse_exit": st.sampled_from(["afford", "finish_round"]),
        "wages_on_landing": st.booleans(),
        "legacy_value": st.sampled_from([0, 50]),
        "turn_limit": st.just(300),
    }
)
OPTIONS_PROSPERITY = st.fixed_dictionaries(
    {
        "edition": st.just("prosperity"),
        "players": SEATS,
        "auction_floor": st.sampled_from([5, 5, 50]),
        "jail_fine": st.sampled_from(["once", "every_throw"]),
        "railroad_jump": st.booleans(),
        "hotel_move_back": st.sampled_from(["obey", "rest"]),
        "sign_doubling": st.sampled_from(["land", "land_and_improvements"]),
        "fire_nearest": st.sampled_from(["forward", "either_way"]),
        "win_cash": st.sampled_from([3000, 3000, 5000]),
        "win_check": st.sampled_from(["transaction", "turn_end"]),
        "cube": st.sampled_from(
            ["", "jail,jail,fire,fire,judgment,judgment", "nothing,take_200,draw_card,take_tag,nothing,nothing"]
        ),
        "side_three_rents": st.sampled_from(["reconstructed", "transcribed"]),
        "cooperative": st.booleans(),
        "money_supply": st.sampled_from(["unlimited", "printed"]),
        "turn_limit": st.just(300),
    }
)
#: Every edition, each with its own options drawn.
OPTION_SETS = st.one_of(OPTIONS_1906, OPTIONS_1904, OPTIONS_PROSPERITY)

settings.register_profile("engine", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("engine")


@given(opts=OPTION_SETS, seed=st.integers(0, 2**31), data=st.data())
@settings(max_examples=60)
def test_random_action_sequences_keep_every_invariant(opts: dict, seed: int, data: st.DataObject) -> None:
    """Any sequence of legal actions conserves money, keeps cash >= 0 and ownership consistent."""
    state = new_game(Options(**opts), seed)
    money = total_money(state)
    check_invariants(state, money)
    for _ in range(400):
        if is_over(state):
            break
        acts = legal_actions(state)
        action = acts[data.draw(st.integers(0, len(acts) - 1))]
        apply(state, action)
        check_invariants(state, money)


@given(opts=OPTION_SETS, seed=st.integers(0, 2**31), data=st.data())
@settings(max_examples=40)
def test_illegal_actions_are_refused_and_change_nothing(opts: dict, seed: int, data: st.DataObject) -> None:
    """An action outside the rules raises IllegalActionError and leaves the position as it was."""
    state = new_game(Options(**opts), seed)
    bot = RandomBot(seed)
    for _ in range(data.draw(st.integers(0, 150))):
        if is_over(state):
            return
        apply(state, bot.decide(state).action)
    if is_over(state):
        return
    p = decider(state)
    other = (p + 1) % state.num_players
    candidates = [
        Roll(other),
        EndTurn(other),
        Bid(p, -5),
        Bid(p, 10**9),
        Mortgage(p, ()),
        Mortgage(p, (0,)),
        Build(p, 0),
        Build(p, 2),
        EndTurn(p),
        Roll(p),
    ]
    before = fingerprint(state)
    count = len(state.actions)
    legal = legal_actions(state)
    for action in candidates:
        if action in legal:
            continue
        with pytest.raises(IllegalActionError) as info:
            apply(state, action)
        assert str(info.value)
        assert fingerprint(state) == before and len(state.actions) == count


@given(opts=OPTION_SETS, seed=st.integers(0, 2**31))
@settings(max_examples=25)
def test_games_terminate_and_replay_exactly(opts: dict, seed: int) -> None:
    """Every game ends, and replaying (options, seed, actions) reproduces the same position."""
    options = Options(**opts)
    state = new_game(options, seed)
    bots = [RandomBot(seed + i) for i in range(state.num_players)]
    for _ in range(100_000):
        if is_over(state):
            break
        apply(state, bots[decider(state)].decide(state).action)
    assert is_over(state)
    assert fingerprint(replay(options, seed, list(state.actions))) == fingerprint(state)


def soak_options(seed: int, edition: str) -> Options:
    """Seeded variety: seats and the main options cycle with the seed."""
    players = ("A", "B", "C", "D")[: 2 + seed % 3]
    if edition == "1904":
        return Options(
            edition="1904",
            players=players,
            deal=("12", "none")[seed % 2],
            jail_count_from=("jail", "front")[seed // 2 % 2],
            shared_lot=("half_to_first", "owner_also_paid")[seed // 4 % 2],
            poorhouse_exit=("afford", "finish_round")[seed // 8 % 2],
            turn_limit=1000,
        )
    if edition == "prosperity":
        return Options(
            edition="prosperity",
            players=players,
            jail_fine=("once", "every_throw")[seed % 2],
            railroad_jump=seed // 2 % 4 != 0,
            hotel_move_back=("obey", "rest")[seed // 8 % 2],
            cooperative=seed % 16 == 5,
            money_supply=("unlimited", "printed")[seed // 16 % 2],
            turn_limit=1000,
        )
    return Options(players=players, single_tax_at_turn=(seed % 4) * 15, turn_limit=1000)


def play_seeded(seed: int, edition: str = "1906") -> None:
    state = new_game(soak_options(seed, edition), seed)
    money = total_money(state)
    bots = [RandomBot(seed * 7 + i) for i in range(state.num_players)]
    while not is_over(state):
        apply(state, bots[decider(state)].decide(state).action)
        assert state.players[decider(state)].cash >= 0 if not is_over(state) else True
    assert total_money(state) == money
    assert all(p.cash >= 0 for p in state.players)


EDITIONS = ("1906", "1904", "prosperity")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("seed", range(100))
def test_seeded_games_finish_with_money_conserved(seed: int, edition: str) -> None:
    """A quick sample of the soak: seeded random-bot games run to their end."""
    play_seeded(seed, edition)


SOAK_GAMES = 10_000
SOAK_CHUNKS = 20


@pytest.mark.soak
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("chunk", range(SOAK_CHUNKS))
def test_soak_ten_thousand_seeded_games(chunk: int, edition: str) -> None:
    """The soak: 10,000 seeded games of each edition (in chunks so xdist can spread them over cores)."""
    per = SOAK_GAMES // SOAK_CHUNKS
    for seed in range(1000 + chunk * per, 1000 + (chunk + 1) * per):
        play_seeded(seed, edition)
