"""When an auction is played through at once: nobody at this screen has a bid to think about.

While every bidder still in is a bot (or a person the page bids for, ``proxy``), and the pace is not
"slow", the page plays the bids one after another without a pause and draws once at the end; the
log still lists every bid. At "slow" each bid keeps its pause, for those who want to watch.
"""

from __future__ import annotations

from landlords.state import Phase

from .proxy import Proxy, live
from .session import Session

#: The pace at which bids keep their pauses.
WATCHED = "slow"


def at_once(session: Session, pace: str, proxy: Proxy | None = None) -> bool:
    """Whether the running auction's next bid is played without a pause."""
    state = session.state
    auction = state.auction
    if pace == WATCHED or state.phase != Phase.AUCTION or auction is None:
        return False
    proxied = live(proxy, state)
    by_page = proxied.player if proxied is not None else -1
    return all(not session.seats[p].human or p == by_page for p in auction.bidders)
