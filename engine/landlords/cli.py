"""Command line: ``python -m landlords simulate ...``."""

from __future__ import annotations

import argparse
import json
import sys

from .errors import OptionsError
from .simulate import options_for, simulate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m landlords", description="Landlord's Game engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play seeded games with random bots and print a summary")
    sim.add_argument("--edition", default="1906")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--single-tax-at", type=int, default=0, metavar="TURN",
                     help="switch to Single Tax at the start of this turn")
    sim.add_argument("--json", action="store_true", help="print the full JSON object (default: a summary)")
    args = parser.parse_args(argv)
    try:
        options = options_for(args.edition, args.players, args.single_tax_at)
    except OptionsError as exc:
        parser.error(str(exc))
    if args.games < 1:
        parser.error("--games must be at least 1")
    result = simulate(options, args.games, args.seed)
    if args.json:
        json.dump(result, sys.stdout, separators=(",", ":"))
        sys.stdout.write("\n")
    else:
        print(f"{result['games']} games, {result['turns']} turns in {result['seconds']} s; wins by seat: "
              f"{result['winners']}")
    return 0
