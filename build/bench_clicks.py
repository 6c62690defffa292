"""Clicks benchmark: how many clicks a person needs per own turn (a script, not a test).

    python build/bench_clicks.py [--games 20] [--players 4] [--edition 1906] [--option circuits=3]

Plays whole seeded games at instant pace with rules-of-thumb bots in every seat; seat 0 stands for
the person at the screen, its bot deciding for them. Each of that seat's decisions is counted as
the page would need it clicked, over the decision panel the page shows (``ui.controls.panel``):

* a button in the question: 1; a button in a folded group of "You may also": 2 (the fold opened);
* a bid: 1 when it is one of the quick bids offered, 2 when typed (the amount, then "Bid");
* a mortgage: 1 when it is the set the question offers as one button (the fewest cards that
  cover the debt), else 1 per card ticked, plus 1; an offer of a trade or loan: the fold, "Make
  an offer", 1 per card and sum composed, and "Offer": at least 4;
* "Buy all three" at the opening purchases: 1 for the lot, when the bot buys every card it offers
  (one after another); when it stops short, 1 for each card it bought;
* a step the page takes by itself (``ui.autoturn.auto_step``): 0, when the seat's bot would take it
  too (its turn's end when a house could be built beside it, too: that pause is longer);
* a step the person's silence takes (``ui.autoturn.lapse_step``: passing in an auction they could
  bid in, refusing an offer): 0 when the seat's bot takes that very step, as a person who lets the
  count run out does; when the bot bids or accepts, its clicks as above. (A person whose pointer
  rests on the panel holds the count and clicks instead: the 0 is silence's best case.)

``--proxy`` counts bidding by limit ("bid for me up to", ``ui.proxy``) as if the person always used
it when they bid: a person's bids in one auction cost 2 clicks in all (the limit typed, then set),
and leaving it once the limit is passed costs nothing.

The person makes no offers of their own unless ``--offers`` is given (the bot in their seat then
deals, lends and proposes as it would for itself): an offer is a choice a person may make, not a
step the game needs of them. Answering the bots' offers and voting on their motions are counted.

It prints, with the page's own end of a turn off and on, then with the counts on too (the page's
defaults), the average clicks per own turn over the games, the turns, and which kinds of step cost
the clicks. The issue asks for at most 2 clicks per own turn on average over a whole 1906 game.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "engine"), str(ROOT / "web")]
from landlords.actions import Action, Bid, Mortgage, OfferLoan, OfferTrade  # noqa: E402 - this checkout's
from landlords.bots import Bot, make_bot  # noqa: E402
from landlords.engine import apply, decider, is_over, new_game  # noqa: E402
from landlords.options import Options  # noqa: E402
from landlords.phases import PROPOSALS_PER_TURN  # noqa: E402
from landlords.state import GameState, Phase  # noqa: E402
from ui import autoturn, controls  # noqa: E402

PERSON = 0
NAMES = ("You", "Henry", "Lizzie", "Louis")


class Table:
    """How a game is played and counted: the page's own end of a turn, the counts (silence is a
    "no"), bidding by limit, the person's own offers; and the auctions the person has set a limit in."""

    def __init__(self, auto: bool, proxy: bool, offers: bool, counts: bool = False) -> None:
        self.auto, self.proxy, self.offers, self.counts = auto, proxy, offers, counts
        self.limits: set[tuple[int, int]] = set()
        #: The cards of a "Buy all" clicked once, still to be bought, and those bought so far.
        self.bundle: set[Action] = set()
        self.bought = 0

    def bundled(self, panel: controls.Panel, action: Action, kinds: Counter[str]) -> int | None:
        """The clicks of an opening purchase under "Buy all" (None: not one), counting back the
        cards bought one by one when the bot stops before buying them all."""
        if self.bundle and action in self.bundle:
            self.bundle.discard(action)
            self.bought += 1
            return 0
        if self.bundle:  # stopped short: each card it bought was a click of its own
            kinds["buy_title"] += self.bought - 1
            extra, self.bundle, self.bought = self.bought - 1, set(), 0
            return None if extra == 0 else -extra
        together = next((c for g in panel.main for c in g.choices if c.then), None)
        if together is not None and action in (together.action, *together.then):
            self.bundle, self.bought = {together.action, *together.then} - {action}, 1
            return 1
        return None


def clicks(state: GameState, panel: controls.Panel, action: Action, table: Table) -> tuple[int, str]:
    """What the person clicks to take ``action`` from ``panel`` (and a name for the kind of step)."""
    if table.auto and autoturn.auto_step(state, panel) == action:
        return 0, f"{action.kind} (by itself)"
    if table.counts and autoturn.lapse_step(state, panel) == action:
        return 0, f"{action.kind} (silence)"
    if table.proxy and state.phase == Phase.AUCTION and state.auction is not None:
        auction = (state.turn, state.auction.space)
        if auction in table.limits:
            return 0, f"{action.kind} (by limit)"
        if isinstance(action, Bid):
            table.limits.add(auction)
            return 2, "bid limit set"
    if isinstance(action, Bid):
        typed = action.amount not in controls.auction_view(state).quick
        return (2, "bid typed") if typed else (1, "bid (quick)")
    if isinstance(action, Mortgage):
        quick = any(c.action == action for g in panel.main for c in g.choices)
        return (1, "mortgage (one button)") if quick else (len(action.spaces) + 1, "mortgage (ticked)")
    if isinstance(action, OfferTrade):
        return 4 + len(action.give) + len(action.take) + bool(action.give_cash) + bool(action.take_cash), "trade"
    if isinstance(action, OfferLoan):
        return 4 + len(action.collateral), "loan"
    if any(c.action == action for g in panel.main for c in g.choices):
        return 1, action.kind
    if any(c.action == action for g in panel.extras for c in g.choices):
        return 2, f"{action.kind} (folded)"
    return 1, f"{action.kind} (elsewhere)"


def decide(bot: Bot, state: GameState, offers: bool) -> Action:
    """The bot's choice; for a person who makes no offers, its choice with its offers used up."""
    if offers or state.proposals_this_turn >= PROPOSALS_PER_TURN:
        return bot.decide(state).action
    probe = state.clone(history=False)
    probe.proposals_this_turn = PROPOSALS_PER_TURN
    return bot.decide(probe).action


def play(options: Options, seed: int, table: Table, kinds: Counter[str]) -> tuple[int, int, int]:
    """One game: the person's clicks and own turns, and the game's turns."""
    state = new_game(options, seed)
    bots = [make_bot("heuristic", seed * 31 + seat) for seat in range(state.num_players)]
    total, turns, last_turn = 0, 0, -1
    while not is_over(state):
        seat = decider(state)
        action = decide(bots[seat], state, table.offers or seat != PERSON)
        if seat == PERSON:
            if state.current == PERSON and state.turn != last_turn and state.phase != Phase.SETUP:
                turns, last_turn = turns + 1, state.turn
            panel = controls.panel(state)
            bundled = table.bundled(panel, action, kinds)
            if bundled is not None and bundled < 0:  # the bundle fell apart: its cards one by one
                total, bundled = total - bundled, None
            n, kind = (bundled, "buy all (one click)") if bundled is not None else clicks(state, panel, action, table)
            total += n
            kinds[kind] += n
        apply(state, action)
    return total, turns, state.turn


def value(text: str) -> bool | int | str:
    if text in ("true", "false"):
        return text == "true"
    return int(text) if text.isdigit() else text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--edition", default="1906")
    parser.add_argument("--option", action="append", default=[], help="a rule option, name=value")
    parser.add_argument("--offers", action="store_true", help="the person's seat deals as its bot would")
    parser.add_argument("--proxy", action="store_true", help="project bidding by limit (2 clicks an auction)")
    args = parser.parse_args()
    rules = {k: value(v) for k, v in (o.split("=", 1) for o in args.option)}
    options = Options(edition=args.edition, players=NAMES[: args.players], **rules)
    who = "deals as its bot would" if args.offers else "makes no offers of its own"
    print(f"{args.games} seeded games of {options.edition}, {args.players} players, {rules or 'standard rules'}")
    print(f"The person's seat ({NAMES[PERSON]}) {who}.")
    if args.proxy:
        print("Projected: the person's bids in an auction are set once as a limit (2 clicks).")
    for auto, counts in ((False, False), (True, False), (True, True)):
        kinds: Counter[str] = Counter()
        table = Table(auto, args.proxy, args.offers, counts)
        played = [play(options, seed, table, kinds) for seed in range(1, args.games + 1)]
        total, turns = sum(p[0] for p in played), sum(p[1] for p in played)
        label = (
            "the page's defaults: the turn ends by itself, silence passes and declines"
            if counts
            else "the page ends the turn by itself"
            if auto
            else "every step clicked"
        )
        print(f"\n{label}: {total / turns:.2f} clicks per own turn ({total} clicks, {turns} own turns)")
        print(f"  game turns: {sum(p[2] for p in played) / len(played):.1f} a game on average")
        for kind, n in kinds.most_common():
            print(f"  {kind:28} {n / turns:5.2f} per turn")


if __name__ == "__main__":
    main()
