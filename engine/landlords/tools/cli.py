"""Command line: ``python -m landlords simulate ...``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..bots import LEVELS
from ..errors import OptionsError
from ..lab import command as lab_command
from ..options import edition_names
from . import auctions, forecast_command
from .bench import report
from .simulate import options_for, simulate
from .tournament import format_results, play_match


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m landlords", description="Landlord's Game engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play seeded games with random bots and print a summary")
    sim.add_argument("--edition", default="1906", choices=edition_names())
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument(
        "--single-tax-at",
        type=int,
        default=0,
        metavar="TURN",
        help="switch to Single Tax at the start of this turn (1906 only)",
    )
    sim.add_argument("--json", action="store_true", help="print the full JSON object (default: a summary)")
    tour = sub.add_parser("tournament", help="seeded matches between bot levels, seats rotated")
    tour.add_argument("--edition", nargs="+", default=["1906"], choices=edition_names(), help="one or more")
    tour.add_argument("--players", type=int, default=4)
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=0)
    tour.add_argument("--playouts", type=int, default=24, help="look-ahead games per choice for the strong bot")
    tour.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="a time limit per look-ahead decision, as the page sets (results then vary with the machine)",
    )
    tour.add_argument(
        "--per-decision",
        type=int,
        default=None,
        metavar="N",
        help="look-ahead games per decision shared by its choices, as the page's time budget shares them "
        "(replaces --playouts; python -m landlords bench prints how many fit in the page's budget)",
    )
    tour.add_argument("--jobs", type=int, default=1, help="games played in this many processes at once")
    tour.add_argument(
        "--match",
        action="append",
        metavar="LEVEL:OPPONENT",
        help=f"e.g. heuristic:random (levels: {', '.join(LEVELS)}); default: the standard ladder",
    )
    bench = sub.add_parser("bench", help="engine speed: games/s by bot level, strong bot ms per decision")
    bench.add_argument("--games", type=int, default=200)
    bench.add_argument("--heuristic-games", type=int, default=60)
    bench.add_argument("--decisions", type=int, default=40)
    bench.add_argument("--playouts", type=int, default=24)
    bench.add_argument("--no-pyodide", action="store_true", help="skip the run on Pyodide under Node")
    bench.add_argument(
        "--against",
        type=Path,
        metavar="DIR",
        help="also measure the engine in DIR (the directory holding its landlords package) and print the ratios",
    )
    bench.add_argument("--rounds", type=int, default=1, help="alternate the runs this many times, keep the best")
    bench.add_argument(
        "--page-decisions",
        type=int,
        default=20,
        help="look-ahead decisions timed with the page's time budget (0: none)",
    )
    lab_command.add_parser(sub)
    forecast_command.add_parser(sub)
    auctions.add_parser(sub)
    args = parser.parse_args(argv)
    if args.command == "lab":
        return lab_command.main(parser, args)
    if args.command == "forecast":
        return forecast_command.main(parser, args)
    if args.command == "auctions":
        return auctions.main(parser, args)
    if args.command == "tournament":
        return run_tournament(parser, args)
    if args.command == "bench":
        print(
            report(
                args.games,
                args.heuristic_games,
                args.decisions,
                args.playouts,
                not args.no_pyodide,
                args.against,
                args.rounds,
                args.page_decisions,
            )
        )
        return 0
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
        print(
            f"{result['games']} games, {result['turns']} turns in {result['seconds']} s; wins by seat: "
            f"{result['winners']}"
        )
    return 0


def run_tournament(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    matches = args.match or ["heuristic:random", "strong:heuristic"]
    for match in matches:
        level, _, opponent = match.partition(":")
        if level not in LEVELS or opponent not in LEVELS:
            parser.error(f"unknown match {match!r}: use LEVEL:OPPONENT with levels {', '.join(LEVELS)}")
    share = f"{args.per_decision} playouts a decision" if args.per_decision else f"{args.playouts} playouts a choice"
    budget = share + (f", at most {args.seconds} s a decision" if args.seconds else "")
    first = True
    for edition in args.edition:
        try:
            options = options_for(edition, args.players, 0)
        except OptionsError as exc:
            parser.error(str(exc))
        for match in matches:
            level, _, opponent = match.partition(":")
            result = play_match(
                options,
                level,
                opponent,
                args.games,
                args.seed,
                args.playouts,
                args.seconds,
                args.jobs,
                args.per_decision,
            )
            lines = format_results([result], edition).splitlines()
            print("\n".join(lines if first else lines[1:]), flush=True)
            first = False
    print(f"look-ahead budget: {budget}; seeds {args.seed}-{args.seed + args.games - 1}, seats rotated")
    return 0
