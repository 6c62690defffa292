"""Saves already kept in players' browsers still load: the fingerprint's layout must not move.

The saves beside this test (``saves/*.json``) were made by the engine at commit 33401f9, before each
edition owned its part of the state; ``saves/make.py`` shows how. Each must replay to exactly the
recorded fingerprint.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from landlords.save import fingerprint, loads

SAVES = sorted((Path(__file__).parent / "saves").glob("*.json"))


def test_there_are_saves_of_every_edition() -> None:
    editions = {path.stem.split("-")[0] for path in SAVES}
    assert editions == {"1906", "1904", "prosperity"}


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_a_save_made_before_loads(path: Path) -> None:
    text = path.read_text()
    state = loads(text)
    assert f'"fingerprint":"{fingerprint(state)}"' in text
