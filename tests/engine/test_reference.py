"""The rules reference documents every option, every choice, and cites a source for every rule."""

from __future__ import annotations

import json
import re

import pytest

from landlords import money
from landlords.board import load_board
from landlords.editions.patent1904 import turn as p1904
from landlords.editions.prosperity import holdings as hold
from landlords.editions.prosperity import turn as pros
from landlords.editions.standard1906 import rents, singletax, worth
from landlords.engine import new_game
from landlords.options import Options, edition_names, rules_of_edition
from landlords.reference import chosen_options, option_label, reference
from landlords.situations import words_of


@pytest.mark.parametrize("edition", edition_names())
def test_every_option_is_documented_with_a_source(edition: str) -> None:
    documented = reference(edition)["options"]
    assert {rule.name for rule in rules_of_edition(edition)} == set(documented)
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


#: The 1906 Single Tax rules are cited rule by rule ("1906 Single Tax rule 4").
SINGLE_TAX_RULES = ("1906 Single Tax rule",)


@pytest.mark.parametrize("edition", edition_names())
def test_every_rule_cites_a_source_and_names_real_options(edition: str) -> None:
    ref = reference(edition)
    option_names = set(ref["options"])
    rules = [r for s in ref["sections"] for r in s["rules"]]
    assert len(rules) > 25
    for rule in rules:
        assert rule["text"] and rule["source"]
        assert rule.get("option", next(iter(option_names))) in option_names
    # Every source named is one the reference introduces, or says plainly that the choice is ours.
    known = (*ref["sources"], *SINGLE_TAX_RULES, "Our", "Secondary accounts")
    for rule in rules:
        assert rule["source"].startswith(known), rule["source"]
    for doc in ref["options"].values():
        for choice in doc.get("values", {"": doc}).values():
            assert choice["source"].startswith(known), choice["source"]


@pytest.mark.parametrize("edition", ["1904", "prosperity"])
def test_every_choice_of_the_other_editions_is_explained(edition: str) -> None:
    rows = chosen_options(Options(edition=edition))
    assert {r["option"] for r in rows} == {rule.name for rule in rules_of_edition(edition)}
    assert all(r["label"] and r["value"] and r["source"] for r in rows)


def test_prosperity_reference_says_its_rule_text_is_really_the_1924_patent_game() -> None:
    """The modern Prosperity rule text's numbers are the 1924 patent game's, not the 1932 box's."""
    history = " ".join(reference("prosperity")["history"])
    assert "1924" in history and "1,509,312" in history and "modern rule text" in history
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


# --- words for readers: no internal names ----------------------------------------------------------

#: What must never reach a reader: our research file names, identifiers and lists of identifiers.
INTERNAL = (
    re.compile(r"\bseeds?\b|\bseed\s*0|dossier", re.IGNORECASE),
    re.compile(r"\b[a-z]+_[a-z0-9_]+\b"),  # an identifier: side_three_rents, take_200
    re.compile(r"[A-Za-z_],[A-Za-z_]"),  # a list of identifiers: jail,take_200
    re.compile(r"\b\d\.\d+\b"),  # a numbered resolution: 7.26
)
#: Fields that link the data together for code and are never shown.
CODE_FIELDS = frozenset({"option", "format", "edition"})


def shown_strings(data: object, key: str = "") -> list[str]:
    """Every string of ``data`` a reader may see: the values, and the names of the sources (the only
    keys shown); not the fields that only code reads."""
    if key in CODE_FIELDS:
        return []
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        out = list(data) if key == "sources" else []
        for k, v in data.items():
            out += shown_strings(v, k)
        return out
    if isinstance(data, list):
        return [t for item in data for t in shown_strings(item, key)]
    return []


def every_option_value(edition: str) -> list[Options]:
    """A game of ``edition`` for each value of each of its options (both for a switch, the default and
    another for a number, every listed choice, the patent's and a house-rule Chance Cube)."""
    games = []
    numbers = {
        "circuits": 3,
        "turn_limit": 200,
        "single_tax_at_turn": 20,
        "legacy_value": 50,
        "auction_floor": 25,
        "win_cash": 5000,
    }
    for rule in rules_of_edition(edition):
        name, default = rule.name, rule.default
        values: list[object]
        if rule.choices:
            values = list(rule.choices)
        elif isinstance(default, bool):
            values = [True, False]
        elif isinstance(default, int):
            values = [default, numbers[name]]
        else:
            assert name == "cube", name
            values = [default, "nothing,jail,fire,fire,take_tag,judgment"]
        games += [Options(edition=edition, **{name: value}) for value in values]  # type: ignore[arg-type]
    return games


@pytest.mark.parametrize("edition", edition_names())
def test_no_internal_name_reaches_a_reader_of_the_reference_or_the_chosen_options(edition: str) -> None:
    texts = shown_strings(reference(edition))
    for options in every_option_value(edition):
        for row in chosen_options(options):
            texts += [v for k, v in row.items() if k not in CODE_FIELDS]
    assert len(texts) > 100
    for text in texts:
        for pattern in INTERNAL:
            assert not pattern.search(text), f"{pattern.pattern!r} in {text!r}"


def test_the_scan_catches_what_it_looks_for() -> None:
    """The patterns above would catch the names the page used to show."""
    for bad in ("Seed 000 III", "dossier 7.3", "side_three_rents", "jail,take_200,draw_card", "Dossier 7.26"):
        assert any(p.search(bad) for p in INTERNAL), bad
    for fine in ("US patent 748,626 (1904)", "$6,600 in 67 pieces", "1906 rulebook, rule 7"):
        assert not any(p.search(fine) for p in INTERNAL), fine


def test_option_labels_put_values_in_words() -> None:
    assert option_label("1906", "single_tax_at_turn", 0) == "only by vote"
    assert option_label("1906", "single_tax_at_turn", 20) == "from turn 20"
    assert option_label("1906", "deal", "average_hands").startswith("Fast start")
    assert option_label("1906", "rising_rents", True) == "on"
    assert option_label("prosperity", "win_cash", 3000) == "$3,000"
    assert option_label("1904", "circuits", 5) == "5 times around"
    cube = option_label("prosperity", "cube", Options(edition="prosperity").cube)
    assert cube.startswith("5: caught robbing a hen-roost: go to Jail; 10: caught robbing the public")
    assert cube.count(";") == 5


# --- how to play -------------------------------------------------------------------------------------

WORDS_A_MINUTE = 260


def amounts(text: str) -> set[int]:
    return {int(m.replace(",", "")) for m in re.findall(r"\$([\d,]+)", text)}


PROSPERITY = new_game(Options(edition="prosperity"))
#: What the board pays for Idle Land at a Real Estate office ($200; the Gold Mine $500).
IDLE_LAND_SALES = {PROSPERITY.board.card_price(c) for c in hold.idle_cards(PROSPERITY)}
#: The sums the rules of each edition deal in, from the code that plays them.
RULE_SUMS = {
    "1906": {
        rents.HOUSE_PRICE,
        rents.HOUSE_RENT,
        rents.SPECULATION_STAKE,
        rents.LUXURY_PRICE,
        rents.necessity_tax(new_game()),
        worth.CARD_VALUE,
        new_game().wages,
        singletax.GOAL_WAGES,
    },
    "1904": {
        p1904.START_CASH,
        p1904.WAGES,
        p1904.NECESSITY_TAX,
        p1904.RAILROAD_FARE,
        p1904.FRANCHISE_RATE,
        p1904.LUXURY_PRICE,
        p1904.LUXURY_VALUE,
        money.LOAN_UNIT,
        p1904.MORTGAGE_MARGIN,
        p1904.NOTE_INTEREST,
    },
    "prosperity": {
        pros.START_CASH,
        pros.WAGES,
        pros.EXACT_WAGES,
        Options(edition="prosperity").win_cash,
        Options(edition="prosperity").auction_floor,
        hold.TAG_PRICE,
        hold.TAG_RENT,
        hold.IDLE_LAND_PRICE,
        pros.CUBE_TAKE,
        pros.JUDGMENT,
        *IDLE_LAND_SALES,
    },
}


@pytest.mark.parametrize("edition", edition_names())
def test_how_to_play_is_a_minute_of_plain_paragraphs_whose_sums_are_the_rules(edition: str) -> None:
    paragraphs = reference(edition)["how_to_play"]
    assert 4 <= len(paragraphs) <= 7
    assert sum(len(p.split()) for p in paragraphs) <= WORDS_A_MINUTE
    assert paragraphs[0].startswith("The aim:")
    text = " ".join(paragraphs)
    assert amounts(text) <= RULE_SUMS[edition], amounts(text) - RULE_SUMS[edition]
    for pattern in INTERNAL:
        assert not pattern.search(text)


def test_how_to_play_1906_says_what_the_single_tax_vote_does() -> None:
    last = reference("1906")["how_to_play"][-1]
    assert "Single Tax" in last and "Title Deeds" in last and "worth" in last


#: What How to play names of each situation the panel explains (issue 26: it covers all of them).
NAMED_IN_HOW_TO_PLAY: dict[str, str | tuple[str, ...]] = {
    "speculation": "Speculation",
    "backwards": "backwards",
    "railroad_pass": ("Railroad Pass", "passes a railroad"),
    "either_way": "either way",
    "opportunity": "Natural Opportunity",
    "auction": "auction",
    "build_right": "build",
    "lander_option": ("take it at the top bid", "the lander may take it"),
    "vote_single_tax": "two votes",
    "vote_end_game": "ends",
    "raise": ("mortgag", "bank lends"),
    "jail": "Jail",
    "luxury": "luxury",
    "buy_or_rent": "rent it",
    "jump": "jump",
    "office": "Real Estate office",
    "tags_signs": "sign",
}


#: Situations of a rule that is off unless chosen at setup, where the setup screen explains it.
CHOSEN_AT_SETUP = {("1906", "lander_option")}


@pytest.mark.parametrize("edition", edition_names())
def test_how_to_play_covers_every_situation_the_panel_explains(edition: str) -> None:
    text = " ".join(reference(edition)["how_to_play"]).lower()
    for key in words_of(edition):
        if (edition, key) in CHOSEN_AT_SETUP:
            continue
        named = NAMED_IN_HOW_TO_PLAY[key]
        assert any(n.lower() in text for n in ((named,) if isinstance(named, str) else named)), (edition, key)
