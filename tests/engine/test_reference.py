"""The rules reference documents every option, every choice, and cites a source for every rule."""

from __future__ import annotations

import json

import pytest

from landlords.board import load_board
from landlords.options import EDITION_NAMES, EDITION_OPTIONS, Options
from landlords.reference import chosen_options, reference


@pytest.mark.parametrize("edition", EDITION_NAMES)
def test_every_option_is_documented_with_a_source(edition: str) -> None:
    documented = reference(edition)["options"]
    assert set(EDITION_OPTIONS[edition]) == set(documented)
    assert reference(edition)["edition"] == edition
    for doc in documented.values():
        assert doc["label"] and doc["explain"]
        if "values" in doc:
            assert all(v["label"] and v["source"] for v in doc["values"].values())
        else:
            assert doc["source"]


def test_every_choice_of_a_game_is_explained() -> None:
    options = Options(deal="24", chance="inert", end_rule="last", rising_rents=True)
    rows = {r["option"]: r for r in chosen_options(options)}
    assert rows["deal"]["value"] == "24 cards" and "rule 1" in rows["deal"]["source"]
    assert rows["chance"]["value"].startswith("Inert")
    assert rows["rising_rents"]["value"] == "on"


@pytest.mark.parametrize("edition", EDITION_NAMES)
def test_every_rule_cites_a_source_and_names_real_options(edition: str) -> None:
    ref = reference(edition)
    option_names = set(ref["options"])
    rules = [r for s in ref["sections"] for r in s["rules"]]
    assert len(rules) > 25
    for rule in rules:
        assert rule["text"] and rule["source"]
        assert rule.get("option", next(iter(option_names))) in option_names
    if edition != "1906":
        # Every source named is one the reference introduces, or says plainly that the choice is ours.
        known = (*ref["sources"], "Our", "Dossier")
        for rule in rules:
            assert rule["source"].startswith(known), rule["source"]
        for doc in ref["options"].values():
            for choice in doc.get("values", {"": doc}).values():
                assert choice["source"].startswith(known), choice["source"]


@pytest.mark.parametrize("edition", ["1904", "prosperity"])
def test_every_choice_of_the_other_editions_is_explained(edition: str) -> None:
    rows = chosen_options(Options(edition=edition))
    assert {r["option"] for r in rows} == set(EDITION_OPTIONS[edition])
    assert all(r["label"] and r["value"] and r["source"] for r in rows)


def test_prosperity_reference_says_the_seed_is_really_the_1924_patent_game() -> None:
    """Dossier 5: seed 004's numbers are the 1924 patent game's, not the 1932 box's."""
    history = " ".join(reference("prosperity")["history"])
    assert "1924" in history and "1,509,312" in history and "seed 004" in history
    assert "1932" in history


def test_reconstructed_numbers_are_marked_in_the_data_and_the_reference() -> None:
    """Issue 4: a number no source gives is ours, labelled 'reconstructed' where the player reads it."""
    board = load_board("prosperity")
    marked = [s for s in board.spaces if s.reconstructed]
    assert {s.kind for s in marked} == {"lot", "railroad", "utility"}
    assert all("reconstructed" in s.note.lower() for s in marked)
    assert [s.index for s in board.spaces if s.transcribed_rent] == [19, 20, 22, 24]
    text = json.dumps(reference("prosperity"))
    assert text.count("econstructed") >= 4
