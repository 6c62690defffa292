"""The rules reference documents every option, every choice, and cites a source for every rule."""

from __future__ import annotations

from landlords.options import EDITION_OPTIONS, Options
from landlords.reference import chosen_options, reference


def test_every_option_is_documented_with_a_source() -> None:
    documented = reference("1906")["options"]
    assert set(EDITION_OPTIONS["1906"]) == set(documented)
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


def test_every_rule_cites_a_source_and_names_real_options() -> None:
    ref = reference("1906")
    option_names = set(ref["options"])
    rules = [r for s in ref["sections"] for r in s["rules"]]
    assert len(rules) > 30
    for rule in rules:
        assert rule["text"] and rule["source"]
        assert rule.get("option", next(iter(option_names))) in option_names
