"""Proxy bidding: a person says "bid up to $X" once and the page bids for them in that auction.

Whenever that person is to bid and the least bid allowed is within X (and the cash they may bid),
the page bids exactly that least bid for them, as an auctioneer's book bid would; once the price
passes X it drops them out. It bids in the open: the log quotes the person ("the page bids for me up
to $X") and the panel says so, with a Stop. It lasts one auction: a new auction, an undo or a new
game ends it. Pure Python (no page), so it is tested on CPython.
"""

from __future__ import annotations

from dataclasses import dataclass

from landlords.actions import Bid, Pass
from landlords.bots import Decision
from landlords.dollars import dollars
from landlords.engine import decider
from landlords.market import bid_budget, minimum_bid
from landlords.state import Auction, GameState, Phase


@dataclass(frozen=True)
class Proxy:
    """Bid for ``player`` up to ``ceiling`` in ``auction`` (the very auction object the game holds)."""

    player: int
    ceiling: int
    auction: Auction

    def words(self) -> str:
        return f"Bidding for you up to {dollars(self.ceiling)}"


def live(proxy: Proxy | None, state: GameState) -> Proxy | None:
    """The proxy while its auction runs (None once it is over or another has begun)."""
    if proxy is None or state.phase != Phase.AUCTION or state.auction is not proxy.auction:
        return None
    return proxy if proxy.player in proxy.auction.bidders else None


def bid_for(proxy: Proxy | None, state: GameState) -> Decision | None:
    """The page's bid for the proxied person, when it is theirs to make (None: not theirs now)."""
    proxy = live(proxy, state)
    if proxy is None or decider(state) != proxy.player:
        return None
    auction = proxy.auction
    low = minimum_bid(auction)
    if low <= min(proxy.ceiling, bid_budget(state, auction, proxy.player)):
        return Decision(Bid(proxy.player, low), f"the page bids for me up to {dollars(proxy.ceiling)}")
    return Decision(Pass(proxy.player), f"the price is past the {dollars(proxy.ceiling)} I set")


def proxy_problem(state: GameState, ceiling: int | None) -> str | None:
    """Why "bid up to ``ceiling``" cannot be set now (None when it can)."""
    auction = state.auction
    if state.phase != Phase.AUCTION or auction is None:
        return "there is no auction"
    if ceiling is None:
        return "enter a whole number of dollars"
    low = minimum_bid(auction)
    if ceiling < low:
        return f"the next bid must be at least {dollars(low)}"
    most = bid_budget(state, auction, decider(state))
    if ceiling > most:
        return f"you may bid at most {dollars(most)}"
    return None


def start(state: GameState, ceiling: int) -> Proxy:
    """A proxy for the person deciding in the running auction (``proxy_problem`` has said yes)."""
    assert state.auction is not None
    return Proxy(decider(state), ceiling, state.auction)
