"""Few clicks: the step the page takes by itself for a person, when nothing is left to decide,
and the step their silence takes when they let a count run out.

A person's turn ends with "End turn" (the opening purchases with "Done"), a button that asks
nothing once every other choice is gone: the page presses it for them after a short, visible
pause, unless they open something in the meantime ("You may also", a dialog). A step that is the
only thing the game allows (nothing else in the panel at all) is no choice either, and is taken
the same way: so is passing in an auction in which the person cannot bid at all (no cash for the
lowest bid). A house they might build, shown beside "End turn", is a choice they may leave: the
turn then ends after a longer pause, long enough to see it and reach for it.

Silence is a "no" (``lapse_step``): at a real auction a bidder who says nothing has let the lot
go, and an offer nobody answers lapses. So when a person may bid, the auctioneer counts ("Going
once... going twice..."), and a bot's offer shows a longer count; when the count runs out, the page
passes or declines for them. The count waits while they look (the pointer over the panel, the
keyboard in it) and starts again when they leave. The dice are never thrown for a person, and no
other real choice is ever taken for them.

Pure (CPython-testable over ``controls.panel``); ``render_autoturn`` shows the pauses and counts
and keeps the settings.
"""

from __future__ import annotations

from collections.abc import Collection

from landlords.actions import Action, Answer, Pass
from landlords.engine import bid_range
from landlords.state import GameState, Phase

from .controls import Panel

#: Buttons that only close a step: pressed by the page when they are all that is left.
CLOSING_KINDS = frozenset({"end_turn", "finish_buying"})
#: Never taken for a person, even when it is the only step: throwing the dice.
OWN_KINDS = frozenset({"roll"})
#: Choices a person may leave beside "End turn" (a house to build, a mortgage to pay off): the turn
#: still ends by itself, after the longer pause ``CHOICE_PAUSE_MS``.
OPTIONAL_KINDS = frozenset({"build", "redeem"})
#: The visible pause before the page takes the step (milliseconds).
PAUSE_MS = 1200
#: The pause when the question also offers something the person may choose to do instead.
CHOICE_PAUSE_MS = 4000
#: How long silence is given before it counts as a "no" (ms): a bid is quick, an offer is read.
COUNT_MS = {"pass": 4000, "answer": 8000}
#: A situation explained in full above the question (the first auction of the game) gives the
#: person this many times the count, to read it.
FIRST_TIME_FACTOR = 2


def auto_step(state: GameState, panel: Panel, opened: Collection[str] = ()) -> Action | None:
    """The step to take for the person deciding ``panel`` of ``state`` (None: a choice is left, or
    they opened something: ``opened`` are the keys of the groups of "You may also" they unfolded)."""
    if panel.player < 0:
        return None
    if state.phase == Phase.AUCTION:
        passes = [c.action for group in panel.main for c in group.choices if isinstance(c.action, Pass)]
        return passes[0] if passes and bid_range(state) is None else None
    if any(group.widget != "buttons" for group in panel.main):
        return None
    choices = [c.action for group in panel.main for c in group.choices]
    closing = [a for a in choices if a.kind in CLOSING_KINDS]
    if len(closing) == 1 and all(a.kind in OPTIONAL_KINDS for a in choices if a not in closing):
        return None if any(group.key in opened for group in panel.extras) else closing[0]
    if len(choices) != 1 or choices[0].kind in OWN_KINDS:
        return None
    return None if panel.extras else choices[0]


def pause_ms(panel: Panel) -> int:
    """How long the page shows the step it is about to take: longer when the question also offers
    a choice the person may reach for (a house to build)."""
    leave = any(c.action.kind in OPTIONAL_KINDS for group in panel.main for c in group.choices)
    return CHOICE_PAUSE_MS if leave else PAUSE_MS


def lapse_step(state: GameState, panel: Panel) -> Action | None:
    """What silence does for the person deciding ``panel``: in an auction they could bid in, they
    pass (they let it go); to an offer, they refuse (it lapses). None: silence decides nothing here
    (and whatever ``auto_step`` takes is no choice at all)."""
    if panel.player < 0 or state.phase not in (Phase.AUCTION, Phase.OFFER):
        return None
    if state.phase == Phase.AUCTION and bid_range(state) is None:
        return None  # no bid possible: ``auto_step`` passes, after its short pause
    no = [
        c.action
        for group in panel.main
        for c in group.choices
        if isinstance(c.action, Pass) or (isinstance(c.action, Answer) and not c.action.accept)
    ]
    return no[0] if len(no) == 1 else None


def count_ms(step: Action, first_time: bool = False) -> int:
    """How long the count runs before silence takes ``step``."""
    return COUNT_MS.get(step.kind, max(COUNT_MS.values())) * (FIRST_TIME_FACTOR if first_time else 1)


def count_words(step: Action, share: float) -> str:
    """What the count says, ``share`` of the way through it."""
    if step.kind == "pass":
        return "Going once\u2026 say nothing and you pass." if share < 0.5 else "Going twice\u2026"
    return "This offer lapses in a moment: saying nothing declines it." if share < 0.5 else "Lapsing\u2026"


def gone_words(state: GameState, step: Action) -> str:
    """What the person is told once their silence has taken ``step``."""
    if isinstance(step, Pass) and state.auction is not None:
        return f"Gone: you let {state.board.card_name(state.auction.space)} go."
    return "The offer lapsed: you let it go unanswered, which declines it."


def started_words(step: Action) -> str:
    """Said once to a screen reader when a count starts (never each tick)."""
    if step.kind == "pass":
        return "The auctioneer counts: bid now, or you pass in a moment. Focus the panel to take your time."
    return "The offer lapses in a moment unless you accept it. Focus the panel to take your time."


def note(step: Action, panel: Panel | None = None) -> str:
    """What the page is about to do, said under the step's button during the pause."""
    if step.kind == "end_turn" and panel is not None and pause_ms(panel) > PAUSE_MS:
        return "Unless you choose one of these, the turn ends by itself in a moment. Open anything to stay."
    if step.kind == "end_turn":
        return "Nothing is left to decide: the turn ends by itself in a moment. Open anything to stay."
    if step.kind == "pass":
        return "You have not the cash for the lowest bid: you pass in a moment."
    if step.kind == "finish_buying":
        return "You cannot buy any of these cards: done in a moment."
    return "This is the only step there is: it is taken in a moment."
