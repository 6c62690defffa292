"""``python -m landlords auctions --games 200 --seed 0``: how briskly bots bid, edition by edition.

Plays seeded games with one bot level in every seat and reads every raise: a bid over a standing
high bid (the opening bid at the floor raises nothing). It prints the median raise, the share of $1
raises, and the share of $1 raises that were not the bidder's last bid in that auction: a $1 raise
is fair only where $1 is what takes the bidder to its limit, so it bids no more after it (the goal
is none). Bids per auction say how long a run of bidding a person watches.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass
from typing import Any

from ..actions import Bid
from ..bots import LEVELS, make_bot
from ..engine import apply, decider, is_over, new_game
from ..options import Options, edition_names
from ..records import record
from ..state import Auction, GameState, Phase

EDITIONS = ("1906", "1904", "prosperity")


@record
class Raise:
    """One bid over a standing high bid: by whom, how much more, in which auction of its game."""

    auction: int
    bidder: int
    amount: int


@dataclass
class Tally:
    """What one edition's games bid."""

    edition: str
    games: int
    auctions: int
    bids: int
    raises: list[int]
    #: $1 raises after which the same bidder bid again in the same auction.
    needless_ones: int

    def median(self) -> float:
        return statistics.median(self.raises) if self.raises else 0.0

    def ones(self) -> int:
        return sum(1 for r in self.raises if r == 1)

    def line(self) -> str:
        ones = self.ones()
        share = ones / len(self.raises) if self.raises else 0.0
        needless = self.needless_ones / ones if ones else 0.0
        per_auction = self.bids / self.auctions if self.auctions else 0.0
        return (
            f"{self.edition:<11} {self.games} games, {self.auctions} auctions, {per_auction:.1f} bids an auction; "
            f"median raise ${self.median():g}; $1 raises {share:.1%} ({ones}); "
            f"$1 raises not the bidder's last {needless:.1%} ({self.needless_ones})"
        )


def game_raises(state: GameState, level: str, seed: int) -> tuple[list[Raise], int, int]:
    """Play one game out; its raises, its auctions and its bids."""
    bots = [make_bot(level, seed * 31 + seat) for seat in range(state.num_players)]
    raises: list[Raise] = []
    auctions = bids = 0
    current: Auction | None = None
    while not is_over(state):
        action = bots[decider(state)].decide(state).action
        auction = state.auction
        if state.phase == Phase.AUCTION and auction is not None:
            if auction is not current:
                current = auction
                auctions += 1
            if isinstance(action, Bid):
                bids += 1
                if auction.high_bidder != -1:
                    raises.append(Raise(auctions, action.player, action.amount - auction.high_bid))
        apply(state, action)
    return raises, auctions, bids


def needless(raises: list[Raise]) -> int:
    """$1 raises whose bidder raised again later in the same auction."""
    count = 0
    for i, r in enumerate(raises):
        if r.amount == 1 and any(s.auction == r.auction and s.bidder == r.bidder for s in raises[i + 1 :]):
            count += 1
    return count


def tally(edition: str, games: int, seed: int, level: str = "heuristic", players: int = 4) -> Tally:
    names = tuple(f"P{i + 1}" for i in range(players))
    options = Options(edition=edition, players=names)
    result = Tally(edition, games, 0, 0, [], 0)
    for g in range(games):
        raises, auctions, bids = game_raises(new_game(options, seed + g), level, seed + g)
        result.auctions += auctions
        result.bids += bids
        result.raises.extend(r.amount for r in raises)
        result.needless_ones += needless(raises)
    return result


def add_parser(sub: Any) -> None:
    cmd = sub.add_parser("auctions", help="median bot raise and share of $1 raises over seeded bot games")
    cmd.add_argument("--games", type=int, default=200, help="games per edition (default 200)")
    cmd.add_argument("--seed", type=int, default=0)
    cmd.add_argument("--players", type=int, default=4)
    cmd.add_argument("--level", default="heuristic", choices=sorted(LEVELS))
    cmd.add_argument("--edition", nargs="+", default=list(EDITIONS), choices=edition_names())


def main(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.games < 1:
        parser.error("--games must be at least 1")
    for edition in args.edition:
        print(tally(edition, args.games, args.seed, args.level, args.players).line())
    return 0
