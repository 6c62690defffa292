"""Situations explained where they are chosen (issue 26, point 3): their words as data, recognised
from the game, "the first time" read from the game's history, and what each move leads to."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from landlords import situations as sit
from landlords.actions import Action
from landlords.bots import make_bot
from landlords.consequences import MOVE_KINDS, consequence
from landlords.describe import describe_action
from landlords.engine import apply, decider, legal_actions, new_game
from landlords.options import Options, edition_names
from landlords.reference import reference
from landlords.state import GameState, Phase

EDITIONS = edition_names()
SENTENCE_END = re.compile(r"[.;:]\s+(?=[A-Z])|[.]$")


def played(edition: str, seed: int, **options: object) -> Iterator[GameState]:
    """Every position of a game the rules-of-thumb bots play, reached by its actions alone."""
    state = new_game(Options(edition=edition, **options), seed)  # type: ignore[arg-type]
    bot = make_bot("heuristic", seed=seed)
    while state.phase != Phase.OVER:
        yield state
        apply(state, bot.decide(state).action)


@pytest.mark.parametrize("edition", EDITIONS)
def test_each_situation_has_a_title_two_sentences_a_line_and_a_rule_in_the_reference(edition: str) -> None:
    words = sit.words_of(edition)
    assert words, f"the {edition} game explains no situation"
    sections = {s["title"] for s in reference(edition)["sections"]}
    for key, entry in words.items():
        assert entry["rule"] in sections, (key, entry["rule"])
        first, again = entry["first"], entry["again"]
        sentences = [s for s in re.split(r"(?<=[.])\s+(?=[A-Z])", first) if s]
        assert len(sentences) == 2, (key, sentences)
        assert first.endswith(".") and again.endswith(".")
        assert "\n" not in again and len(again) <= 90 and len(re.findall(r"\.\s+[A-Z]", again)) == 0, key
        assert entry.get("group", "main") in ("main", "improve")


@pytest.mark.parametrize(
    ("edition", "options", "expected"),
    [
        ("1906", {}, {"auction", "backwards", "railroad_pass", "speculation", "jail", "raise"}),
        ("1904", {}, {"railroad_pass", "luxury", "buy_or_rent", "jail"}),
        ("prosperity", {}, {"auction", "jump", "office", "tags_signs", "lander_option"}),
    ],
)
def test_situations_come_up_in_seeded_games_and_only_with_their_choices(
    edition: str, options: dict[str, object], expected: set[str]
) -> None:
    """Over a few seeded games each situation comes up, and only where its choice is on offer."""
    met: set[str] = set()
    for seed in range(6):
        for state in played(edition, seed, **options):
            keys = set(sit.present(state))
            met |= keys
            kinds = {a.kind for a in legal_actions(state)}
            if "speculation" in keys:
                assert "stay" in kinds
            if "luxury" in keys:
                assert "decline_luxury" in kinds
            if "jail" in keys:
                assert "pay_fine" in kinds
            if "jump" in keys:
                assert "jump" in kinds
            if "backwards" in keys or "either_way" in keys:
                assert any(a.kind == "move" and a.steps < 0 for a in legal_actions(state))  # type: ignore[attr-defined]
    assert expected <= met, expected - met


def test_the_first_time_is_read_from_the_history_per_run_and_only_for_people() -> None:
    """A person's first auction is explained in full for all its bids; later auctions in one line;
    an auction only bots met explains nothing to the person; a fresh scan (a reload) agrees."""
    person = frozenset({1})
    firsts: list[tuple[int, bool]] = []
    states: list[tuple[int, bool]] = []
    seen_by_bots_first = False
    for state in played("1906", 3):
        if state.phase != Phase.AUCTION:
            continue
        told = {s.key: s for s in sit.situations(state, person)}
        if decider(state) != 1:
            if not firsts:
                seen_by_bots_first = True
            continue
        firsts.append((state.turn, told["auction"].first))
        states.append((len(state.actions), told["auction"].first))
    assert seen_by_bots_first and firsts[0][1]
    first_turn = firsts[0][0]
    assert all(first for turn, first in firsts if turn == first_turn)
    assert any(turn != first_turn for turn, _ in firsts)
    assert not any(first for turn, first in firsts if turn != first_turn)
    # A reload replays the same history: the same answers without the page's memory of it.
    replay = new_game(Options(edition="1906"), 3)
    bot = make_bot("heuristic", seed=3)
    answers = dict(states)
    while replay.phase != Phase.OVER and len(replay.actions) <= max(answers):
        if len(replay.actions) in answers:
            sit.SCANS.clear()
            (again,) = [s for s in sit.situations(replay, person) if s.key == "auction"]
            assert again.first == answers[len(replay.actions)]
            assert again.text == sit.words_of("1906")["auction"]["first" if again.first else "again"]
        apply(replay, bot.decide(replay).action)


def test_undo_to_an_earlier_move_gives_the_earlier_answer() -> None:
    """After the whole game was scanned, a position rebuilt from fewer actions (an undo) is told
    what it was told when first played."""
    person = frozenset({0, 2})
    told: dict[int, tuple[sit.Situation, ...]] = {}
    game = new_game(Options(edition="1904"), 2)
    for state in played("1904", 2):
        game = state
        if sit.present(state) and decider(state) in person:
            told[len(state.actions)] = sit.situations(state, person)
    assert len(told) > 3
    sit.situations(game, person)  # the whole game scanned last, as before an undo
    for cut in sorted(told)[1::2]:
        again = new_game(game.options, game.seed)
        for action in game.actions[:cut]:
            apply(again, action)
        assert sit.situations(again, person) == told[cut]


def moves_of(state: GameState) -> list[Action]:
    return [a for a in legal_actions(state) if a.kind in MOVE_KINDS]


def test_a_prosperity_jump_says_where_it_goes_to_jail() -> None:
    for seed in range(12):
        for state in played("prosperity", seed):
            if state.phase != "jump":
                continue
            for action in moves_of(state):
                said = consequence(state, action)
                assert said is not None
                target = describe_action(state, action)
                if "Lord Blueblood" in target:
                    assert said.headline == "Lord Blueblood's Estate: go to Jail."
                    return
    pytest.fail("no jump reached Lord Blueblood's Estate in the seeded games")


def test_a_move_names_what_chance_decides_without_foretelling_it() -> None:
    """A move onto Chance or Speculation says a card is drawn or dice thrown, the same whatever the
    generator holds; working it out changes nothing in the game."""
    found = set()
    for seed in range(10):
        for state in played("1906", seed):
            for action in moves_of(state):
                said = consequence(state, action)
                assert said is not None
                if "Chance card" in said.headline or "Speculation prize" in said.headline:
                    before = (state.rng, len(state.actions), state.players[action.player].position)
                    other = state.clone()
                    other.rng ^= 0x5DEECE66D
                    assert consequence(other, action) == said
                    assert (state.rng, len(state.actions), state.players[action.player].position) == before
                    found.add("Chance" if "Chance" in said.headline else "Speculation")
                    assert "wins" not in said.headline and "skin" not in said.headline
        if found == {"Chance", "Speculation"}:
            break
    assert found == {"Chance", "Speculation"}
    stake = [
        consequence(s, a)
        for s in played("1906", 1)
        for a in moves_of(s)
        if a.kind == "stay"  # declining Speculation
    ]
    assert stake and all(c is not None and c.headline.startswith("Stay where you are") for c in stake)


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_move_says_what_its_space_asks(edition: str) -> None:
    for state in played(edition, 4):
        for action in moves_of(state):
            said = consequence(state, action)
            assert said is not None and said.headline.endswith(".")
            assert "None" not in said.headline and "_" not in said.headline
