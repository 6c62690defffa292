"""``python -m landlords forecast SAVE_OR_CODE --games N --seed S [--json]``: the page's forecast by
play, the same numbers for the same position and seed (``landlords.bots.forecast``)."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from ..bots.forecast import Forecast, SideForecast, forecast, forecast_words
from ..errors import LandlordsError
from ..save import from_share_code, loads
from ..state import GameState


def add_parser(sub: Any) -> None:
    cmd = sub.add_parser(
        "forecast",
        help="the forecast by play: the rest of a game played by bots with and without the Single Tax",
    )
    cmd.add_argument("game", metavar="SAVE_OR_CODE", help="a save file, a share code, or a whole share link")
    cmd.add_argument("--games", type=int, default=40, help="continuations each way (default 40)")
    cmd.add_argument("--seed", type=int, default=0)
    cmd.add_argument("--json", action="store_true", help="print the forecast as a JSON object")


def position(text: str) -> GameState:
    """The game a save file, a share code or a share link (``...#game=CODE&at=N``) holds, at the move
    the link asks for (else its latest)."""
    path = Path(text)
    try:
        is_file = path.is_file()
    except OSError:  # a share code longer than a file name may be
        is_file = False
    if is_file:
        return loads(path.read_bytes())
    if "game=" not in text:
        return from_share_code(text.strip())
    params = parse_qs(text.split("#", 1)[-1].split("?", 1)[-1])
    at = params.get("at", [""])[0]
    return from_share_code(params.get("game", [""])[0], int(at) if at.isdigit() else None)


def to_json(f: Forecast) -> dict[str, Any]:
    return {**dataclasses.asdict(f), "words": list(forecast_words(f))}


def table(side: SideForecast) -> list[str]:
    title = "With the Single Tax carried now" if side.single_tax else "Without the Single Tax"
    lines = [
        f"{title} ({side.games} games):",
        f"  {'player':<16} {'mean':>8} {'10th':>8} {'90th':>8} {'Poor House':>11} {'in debt':>8}",
    ]
    for p in side.players:
        lines.append(
            f"  {p.name:<16} {p.mean_count:>8.1f} {p.low:>8.1f} {p.high:>8.1f} {p.poorhouse:>11.1%} {p.debt:>8.1%}"
        )
    turn = "-" if side.goal_turn_median is None else str(side.goal_turn_median)
    lines.append(f"  shared goal reached in {side.shared_goal:.1%} of games; median turn {turn}")
    return lines


def main(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        state = position(args.game)
    except (LandlordsError, OSError) as exc:
        parser.error(f"cannot read {args.game[:60]!r}: {exc}")
    try:
        result = forecast(state, args.games, args.seed)
    except ValueError as exc:
        parser.error(str(exc))
    assert result is not None  # never cancelled here
    if args.json:
        json.dump(to_json(result), sys.stdout, separators=(",", ":"))
        sys.stdout.write("\n")
        return 0
    print(f"Turn {state.turn}; seed {result.seed}; played {result.horizon}.")
    for side in (result.with_tax, result.without_tax):
        print("\n".join(table(side)))
    print()
    print("\n".join(forecast_words(result)))
    return 0
