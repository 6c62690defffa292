"""The named rule options: each alternative reading offered beside the specification's default
(options.py; dossier 7; seed 000 VII optional rules)."""

from __future__ import annotations

import pickle
import typing

import pytest

from landlords import events as ev
from landlords.actions import Build, Move, Pass, Propose, Roll, Vote
from landlords.edition import REGISTRY, Edition, register
from landlords.editions.standard1906.options import Options1906
from landlords.editions.standard1906.singletax import after_treasury_credit, shared_goal_reached
from landlords.engine import apply, is_over, legal_actions
from landlords.errors import OptionsError
from landlords.events import Events
from landlords.money import pay
from landlords.options import TURN_LIMIT, Options, Rule, edition_names, edition_title, every_rule
from landlords.save import option_layout
from landlords.state import MISC, TREASURY, GameState, Phase

from .helpers import game, give, rig
from .scenario import end_turn, payments, place, refused, throw


def test_option_speculation_stake_to_the_broker() -> None:
    """1906 rule 8 (option speculation_stake_to="broker", dossier 3.4 #4): the $10 stake goes to the
    Broker, or to Miscellaneous when nobody holds the license."""
    state = game(4, speculation_stake_to="broker")
    give(state, 1, 8)
    throw(state, 3, 5)
    rig(state, (2, 3))
    events = apply(state, Move(0, 8))
    assert payments(events) == [(0, 1, 10), (MISC, 0, 30), (0, 1, 3)]
    assert state.players[1].cash == 413
    nobody = game(4, speculation_stake_to="broker")
    throw(nobody, 3, 5)
    apply(nobody, Move(0, 8))  # the license is unowned: it is auctioned first
    for p in (0, 1, 2):
        apply(nobody, Pass(p))
    rig(nobody, (2, 3))
    events = apply(nobody, Pass(3))
    assert payments(events) == [(0, MISC, 10), (MISC, 0, 30), (0, MISC, 3)]


def test_option_chance_zone_strictly_between_the_chance_spaces() -> None:
    """1906 rule 2 (option chance_zone="23-36", dossier 7.7): backward moves only on the spaces
    strictly between the two Chance spaces; by default (seed 000 IV-E, 22-37) the Chance spaces
    themselves are included."""
    for zone, position, backward in [
        ("22-37", 22, True),
        ("22-37", 37, True),
        ("23-36", 22, False),
        ("23-36", 23, True),
        ("23-36", 36, True),
        ("23-36", 37, False),
    ]:
        state = game(4, chance_zone=zone)
        place(state, 0, position)
        rig(state, (1, 2))
        apply(state, Roll(0))
        offered = [a.steps for a in legal_actions(state) if isinstance(a, Move)]
        assert (-3 in offered) == backward, (zone, position)


def test_option_jail_without_the_three_turn_limit() -> None:
    """Option jail_three_turns=False (seed 000 IV-C #10 has no limit): a prisoner may go on
    throwing for doubles however long he has stayed."""
    state = game(4, jail_three_turns=False)
    p = state.players[0]
    p.position, p.in_jail, p.jail_turns = 10, True, 5
    assert Roll(0) in legal_actions(state)
    events = throw(state, 1, 2)
    assert ev.StaysInJail(0, 6) in events


def test_option_no_free_movement_after_the_last_circuit() -> None:
    """Option either_direction_after_circuits=False (dossier 3.4 #5: not attested for 1906): after
    five circuits a player still moves forward only and still collects wages."""
    state = game(4, either_direction_after_circuits=False, end_rule="last")
    give(state, 0, 1)
    state.players[0].circuits = 5
    place(state, 0, 38)
    events = throw(state, 1, 2)
    assert state.phase == Phase.POST_ROLL and state.players[0].position == 1
    assert payments(events) == [(MISC, 0, 100)]


def test_option_circuits_sets_the_length_of_the_game() -> None:
    """Option circuits (seed 000 IV-F: five): the number of times round that ends the game."""
    state = game(4, circuits=3)
    give(state, 0, 1)
    state.players[0].circuits = 2
    place(state, 0, 38)
    throw(state, 1, 2)
    end_turn(state)
    assert is_over(state) and state.end_reason == "P0 has gone round 3 times"


@pytest.mark.parametrize(("houses", "tax"), [(9, 10), (10, 20), (24, 20), (25, 40), (30, 40)])
def test_option_rising_taxes_at_ten_and_twenty_five_houses(houses: int, tax: int) -> None:
    """Seed 000 VII-A and the 1906 advanced rules (option rising_taxes): the necessity taxes double
    to $20 once ten houses stand, and again to $40 at twenty-five."""
    state = game(4, rising_taxes=True)
    lots = state.board.indices_of("lot")
    for k in range(houses):
        state.houses[lots[k % len(lots)]].append(1)
    events = throw(state, 1, 1)  # Fuel
    assert payments(events) == [(0, TREASURY, tax)]


@pytest.mark.parametrize(
    ("levels", "rent"), [((1, 0, 1), 6 + 10), ((1, 1, 1), 12 + 10), ((2, 3, 2), 24 + 20), ((3, 3, 3), 48 + 30)]
)
def test_option_rising_rents_by_section(levels: tuple[int, int, int], rent: int) -> None:
    """Seed 000 VII-B and the 1906 advanced rules (option rising_rents): when every lot of a section
    (between a railroad and a corner) has a house, the section's land rents double; at two houses
    each, double again; at three, again. House rent stays $10 a house."""
    state = game(4, rising_rents=True)
    give(state, 1, 6, 7, 9)  # The Pike, The Farm, Rubeville (rent $6)
    for lot, n in zip((6, 7, 9), levels, strict=True):
        state.houses[lot] = [1] * n
    place(state, 0, 3)
    events = throw(state, 2, 4)
    assert payments(events) == [(0, 1, rent)]


def test_option_rising_rents_off_by_default() -> None:
    """Seed 000 VII: the optional rules are off unless chosen."""
    state = game(4)
    give(state, 1, 6, 7, 9)
    for lot in (6, 7, 9):
        state.houses[lot] = [1, 1, 1]
    place(state, 0, 3)
    events = throw(state, 2, 4)
    assert payments(events) == [(0, 1, 6 + 30)]


def switched(**options: object) -> GameState:
    state = game(4, **options)
    apply(state, Propose(0, "single_tax"))
    apply(state, Vote(1, True))
    return state


def test_option_single_tax_houses_up_to_three_on_any_lot() -> None:
    """Seed 000 VI-K (option single_tax_unimproved_only=False): under Single Tax a player may build
    on any lot up to the maximum of three houses, not only on unimproved lots."""
    state = switched(single_tax_unimproved_only=False)
    place(state, 0, 9)
    throw(state, 1, 2)  # Goat Alley
    for _ in range(3):
        apply(state, Build(0, 12))
    assert state.houses[12] == [0, 0, 0]
    assert "all the houses" in refused(state, Build(0, 12))


def test_option_single_tax_sequence_seed000() -> None:
    """Seed 000 VI-D to VI-G (option single_tax_sequence="seed000"): wages rise $10 with every $50
    from the start; the $50s buy Soakum, then Royal Rusher, Shooting Star, Gee Whiz and P.D.Q.; then
    the money goes to Miscellaneous and a Free College replaces Lord Blueblood's Estate."""
    state = switched(single_tax_sequence="seed000")
    steps = []
    for _ in range(7):
        events: Events = []
        state.players[0].cash += 50
        state.misc -= 50
        pay(state, events, 0, TREASURY, 50, "land rent")
        steps.append([e for e in events if isinstance(e, ev.MadePublic | ev.CollegeOpened | ev.WagesRaised)])
    assert steps == [
        [ev.WagesRaised(110), ev.MadePublic(13, -1)],
        [ev.WagesRaised(120), ev.MadePublic(5, -1)],
        [ev.WagesRaised(130), ev.MadePublic(15, -1)],
        [ev.WagesRaised(140), ev.MadePublic(25, -1)],
        [ev.WagesRaised(150), ev.MadePublic(35, -1)],
        [ev.WagesRaised(160), ev.CollegeOpened(30)],
        [ev.WagesRaised(170)],
    ]
    assert not state.public[27] and state.colleges == [30] and state.treasury == 0


def test_option_single_tax_at_turn_switches_automatically() -> None:
    """Option single_tax_at_turn (for demonstrations and the simulator): Single Tax comes into force
    at the start of that turn, as if voted."""
    state = game(4, single_tax_at_turn=2)
    place(state, 0, 14)
    throw(state, 2, 4)
    assert not state.single_tax
    events = end_turn(state)
    assert state.single_tax and ev.SingleTaxAdopted() in events


def test_option_single_tax_motion_never_keeps_the_monopolist_game() -> None:
    """Option single_tax_motion="never" (our reading of the 1906 rulebook's two games): nobody may move
    the Single Tax, so it is not offered and a motion is refused; a set turn still brings it in."""
    allowed = game(4)
    assert Propose(0, "single_tax") in legal_actions(allowed)
    state = game(4, single_tax_motion="never")
    assert Propose(0, "single_tax") not in legal_actions(state)
    assert "agreed" in refused(state, Propose(0, "single_tax"))
    timed = game(4, single_tax_motion="never", single_tax_at_turn=2)
    place(timed, 0, 14)
    throw(timed, 2, 4)
    assert ev.SingleTaxAdopted() in end_turn(timed)


def test_option_single_tax_object_count_plays_on_past_the_shared_goal() -> None:
    """Option single_tax_object="count" (the 1906 count, one winner): the Single Tax's programme
    done does not end the game (the shared goal, the default, is tested in test_shared_goal)."""
    state = game(3, single_tax_object="count", single_tax_at_turn=1)
    state.treasury, state.misc = 450, state.misc - 450
    after_treasury_credit(state, [])
    assert state.wages == 110 and shared_goal_reached(state)
    throw(state, 1, 2)
    assert not is_over(state)


def test_invalid_options_are_refused_with_a_reason() -> None:
    """Options are checked when a game is set up: each bad value raises OptionsError saying why."""
    bad: list[dict[str, object]] = [
        {"deal": "13"},
        {"chance": "original"},
        {"end_rule": "never"},
        {"players": ("A",)},
        {"players": ("A", "B", "C", "D", "E")},
        {"circuits": 0},
        {"turn_limit": 5},
        {"edition": "1905"},
        {"players": ("A", " ")},
    ]
    for values in bad:
        with pytest.raises(OptionsError, match=r"\w"):
            Options(**values)  # type: ignore[arg-type]
    with pytest.raises(OptionsError, match="unknown options"):
        Options.from_dict({"colour": "red"})
    with pytest.raises(OptionsError, match="must be a bool"):
        Options.from_dict({"rising_taxes": "yes"})
    assert Options.from_dict(Options(deal="24").to_dict()) == Options(deal="24")


def test_an_edition_brings_its_own_options_and_old_fingerprints_stay() -> None:
    """A new edition's rule options are its own data: ``Options`` takes and checks them, and they
    enter a fingerprint only away from their defaults (every other game's layout is unchanged)."""

    class Toy(Edition):
        name = "toy"
        title = "A toy game"
        rank = 9
        rules = (TURN_LIMIT, Rule("toy_rent", "low", ("low", "high")), Rule("toy_goal", 10, low=5, high=50))

    before = option_layout(Options())
    register(Toy())
    try:
        made = Options(edition="toy", toy_rent="high")
        assert (made.toy_rent, made.toy_goal, made.turn_limit) == ("high", 10, 1000)
        assert edition_names()[-1] == "toy" and edition_title("toy") == "A toy game"
        with pytest.raises(OptionsError, match="must be one of low, high"):
            Options(edition="toy", toy_rent="medium")
        with pytest.raises(OptionsError, match="toy_goal must be between 5 and 50"):
            Options(edition="toy", toy_goal=60)
        with pytest.raises(OptionsError, match="does not apply"):
            Options(toy_rent="high")
        assert option_layout(Options()) == before
        assert "toy_rent" not in option_layout(Options(edition="toy"))
        assert option_layout(made)["toy_rent"] == "high"
        assert Options.from_dict(made.to_dict()) == made
    finally:
        del REGISTRY["toy"]


@pytest.mark.parametrize("name", edition_names())
def test_each_rule_is_a_typed_attribute_of_the_editions_options(name: str) -> None:
    """Each edition's options class declares every one of its rules, and nothing else, with the
    type mypy checks reads against: the named choices as a ``Literal``, else the default's type;
    the rules shared code reads on ``Options`` are typed alike for every edition that plays them."""
    edition = REGISTRY[name]
    made = Options(edition=name)
    assert type(made) is edition.options_class and issubclass(edition.options_class, Options)
    assert pickle.loads(pickle.dumps(made)) == made and type(pickle.loads(pickle.dumps(made))) is type(made)
    hints = {k: v for k, v in typing.get_type_hints(edition.options_class).items() if not _class_var(v)}
    shared = {k for k in typing.get_type_hints(Options) if k not in ("edition", "players", "immutable")}
    rules = {rule.name: rule for rule in edition.rules}
    own = set(hints) - shared - {"edition", "players"}
    assert own <= set(rules), f"{edition.options_class.__name__} declares options {name} does not play"
    for rule in rules.values():
        hint = hints[rule.name]
        if rule.choices:
            assert typing.get_origin(hint) is typing.Literal, rule.name
            assert set(typing.get_args(hint)) == set(rule.choices), rule.name
        elif typing.get_origin(hint) is typing.Literal:
            raise AssertionError(f"{rule.name} has no choices but is typed {hint}")
        else:
            assert hint is type(rule.default), rule.name
        assert isinstance(getattr(made, rule.name), type(rule.default))
    for rule in every_rule():
        if rule.name in shared:  # read of any game: a game without the rule reads its default
            assert isinstance(getattr(made, rule.name), type(rule.default))
    with pytest.raises(OptionsError, match="another edition"):
        Options1906(edition="prosperity")


def _class_var(hint: object) -> bool:
    return typing.get_origin(hint) is typing.ClassVar
