"""What the build pre-renders into index.html (build/site_prerender.py) is what the page's Python
draws at its start: the same setup form for a fresh table, and How to play and the rules of each
edition as the rules dialog shows them before a game exists."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from landlords.board import load_board
from landlords.options import Options
from landlords.svg import board_svg
from ui import rules_markup
from ui.markup import to_html
from ui.setup import Form, editions
from ui.setup_form import DEFAULT_PACE, form_tree, length_fieldset, next_seat, rules_fieldset, seating, seats_fieldset

ROOT = Path(__file__).resolve().parents[2]
EDITIONS = [choice.name for choice in editions()]


def build_module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"landlords_build_{name}", ROOT / "build" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    return build_module("site_prerender").pages()  # type: ignore[no-any-return]


def test_the_setup_form_is_the_one_python_draws_for_a_fresh_table(pages: dict[str, str]) -> None:
    assert pages["SETUP_HTML"] == to_html(form_tree(Form(), DEFAULT_PACE, back=False, replaces=False))
    assert 'id="setup-form"' in pages["SETUP_HTML"] and 'style="' not in pages["SETUP_HTML"]


def test_each_edition_part_is_what_choosing_it_draws(pages: dict[str, str]) -> None:
    for edition in EDITIONS:
        found = re.search(rf'<template id="setup-edition-{edition}">(.*?)</template>', pages["SETUP_EDITIONS"], re.S)
        assert found, edition
        part = found[1]
        assert to_html(length_fieldset(edition)) in part and to_html(rules_fieldset(edition)) in part
        assert part.startswith('<p class="aim" id="setup-aim">')


def test_how_to_play_and_the_rules_are_the_dialogs_python_opens_at_setup(pages: dict[str, str]) -> None:
    for edition in EDITIONS:
        for kind, how in (("how", True), ("full", False)):
            nodes = rules_markup.dialog_body(Options(edition=edition), how=how, setup=True)
            expected = f'<template id="rules-{kind}-{edition}">{"".join(to_html(n) for n in nodes)}</template>'
            assert expected in pages["RULES_HTML"], (edition, kind)


def test_the_board_is_the_1906_board(pages: dict[str, str]) -> None:
    assert pages["BOARD_SVG"] == board_svg(load_board("1906"))


def test_the_other_editions_boards_are_there_to_switch_to(pages: dict[str, str]) -> None:
    for edition in EDITIONS:
        found = re.search(
            rf'<template id="board-{edition}" data-label="[^"]+" data-title="[^"]+">(.*?)</template>',
            pages["BOARDS"],
            re.S,
        )
        assert (found is None) == (edition == "1906"), edition
        if found:
            assert found[1] == board_svg(load_board(edition))


def test_each_number_of_seats_is_there_as_adding_a_player_draws_it(pages: dict[str, str]) -> None:
    for count in (2, 3, 4):
        form = seating(count)
        assert len(form.seats) == count
        assert form.seats[-1] == next_seat(form.seats[:-1])  # the last seat is the one "Add" makes
        expected = f'<template id="setup-seats-{count}">{to_html(seats_fieldset(form))}</template>'
        assert expected in pages["SETUP_EDITIONS"], count
