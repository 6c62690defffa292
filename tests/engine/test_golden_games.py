"""Seeded games play exactly as recorded (see ``tests/engine/golden/games.py``)."""

from __future__ import annotations

import json

import pytest

from .golden.games import CONFIGS, RECORD, config_digests


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_seeded_games_play_as_recorded(name: str) -> None:
    recorded = json.loads(RECORD.read_text())[name]
    played = config_digests(name)
    changed = [seed for seed, (a, b) in enumerate(zip(played, recorded, strict=True)) if a != b]
    assert not changed, f"{name}: seeds {changed[:10]} play differently from the recording"
