"""Saves already kept in players' browsers still load: the fingerprint's layout must not move.

The saves beside this test (``saves/*.json``) were made by the engine at commit 33401f9, before each
edition owned its part of the state; ``saves/make.py`` shows how. Each must replay to exactly the
recorded fingerprint.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from landlords.save import PLAYED_BEFORE, dumps, fingerprint, loads

SAVES = sorted((Path(__file__).parent / "saves").glob("*.json"))


def test_there_are_saves_of_every_edition() -> None:
    editions = {path.stem.split("-")[0] for path in SAVES}
    assert editions == {"1906", "1904", "prosperity"}


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_a_save_made_before_loads(path: Path) -> None:
    """Loaded by the rules it was played by: an option added since whose default plays otherwise
    takes the value that save was played by, and stays out of the fingerprint it was made with."""
    text = path.read_text()
    state = loads(text)
    unnamed = frozenset(name for name in PLAYED_BEFORE if name in state.options.values())
    assert f'"fingerprint":"{fingerprint(state, unnamed)}"' in text
    assert loads(dumps(state)) == state  # saved again, it names the option and loads as it is


def test_a_single_tax_game_saved_before_the_shared_goal_plays_on_by_the_count() -> None:
    """The save of a game that went past what is now the Single Tax's shared goal was played by the
    1906 count: it loads with that object, and every one of its moves replays."""
    text = (Path(__file__).parent / "saves" / "1906-single-tax.json").read_text()
    state = loads(text)
    assert state.single_tax and state.options.single_tax_object == "count"  # type: ignore[attr-defined]
    assert len(state.actions) == text.count('"type":')
