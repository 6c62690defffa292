"""Prosperity's words: log sentences for its own events, the prompts of its phases and the labels
of its own choices."""

from __future__ import annotations

from ... import events as ev
from ...actions import Action
from ...consequences import previewed
from ...describe import sentence, space_name, who, words
from ...dollars import dollars
from ...edition import EventWords, Preview
from ...moves import destination
from ...preview import Consequence
from ...state import MISC, AnyPhase, GameState
from . import holdings as hold
from .actions import BuyIdle, BuyTag, Jump, LeaveOffice, PlaceSign, PlaceTag, ProsperityPhase, SellIdle
from .holdings import (
    IDLE_LAND_PRICE,
    IMPROVEMENT_TAX,
    LAND_TAX_PER_CARD,
    TAG_PRICE,
    TAG_RENT,
    gold_mine,
    idle_on_pile,
)

# --- words ---------------------------------------------------------------------------------------

CUBE_WORDS = {
    "jail": "caught robbing a hen-roost: go to Jail",
    "take_200": "caught robbing the public: take $200",
    "draw_card": "draw a card from the For Sale pile",
    "take_tag": "take an improvement tag",
    "fire": "loss by fire",
    "judgment": "a judgment: pay $200 to the next player",
    "nothing": "nothing happens",
}
EVENT_WORDS: EventWords = dict(
    [
        words(
            ev.CubeThrown, lambda s, e: f"{who(s, e.player)} throws the Chance Cube: {e.face}, {CUBE_WORDS[e.effect]}."
        ),
        words(ev.CardDrawn, lambda s, e: f"{who(s, e.player)} draws {space_name(s, e.card)} from the For Sale pile."),
        words(ev.TagTaken, lambda s, e: f"{who(s, e.player)} takes an improvement tag from the board."),
        words(ev.Fire, lambda s, e: f"Fire! {who(s, e.player)} loses an improvement tag on {space_name(s, e.space)}."),
        words(ev.NoJump, lambda s, e: f"{who(s, e.player)} stays at the railroad."),
        words(ev.IdleSold, lambda s, e: f"{who(s, e.player)} sells {space_name(s, e.card)} to the board."),
        words(ev.IdleBought, lambda s, e: f"{who(s, e.player)} buys {space_name(s, e.card)} from the board."),
        words(
            ev.SignPlaced, lambda s, e: f"{who(s, e.player)} puts up a No Trespassing sign on {space_name(s, e.space)}."
        ),
        words(ev.TagBought, lambda s, e: f"{who(s, e.player)} buys an improvement tag."),
        words(
            ev.BoardShort,
            lambda s, e: f"The board has run out of money: {who(s, e.player)} goes without {dollars(e.amount)}.",
        ),
        words(ev.TagPlaced, lambda s, e: f"{who(s, e.player)} improves {space_name(s, e.space)}."),
    ]
)
PROMPTS: dict[AnyPhase, str] = {
    ProsperityPhase.JUMP: "{name} paid the railroad fare and may now jump up to 8 spaces either way, or stay.",
    ProsperityPhase.OFFICE: (
        "{name} is at a Real Estate office: the Idle Land deals open now are below (selling and buying do not "
        "mix in one visit)."
    ),
}
#: The same situations, said to the people watching a bot decide.
WATCHED: dict[AnyPhase, str] = {
    ProsperityPhase.JUMP: PROMPTS[ProsperityPhase.JUMP],
    ProsperityPhase.OFFICE: "{name} is at a Real Estate office, where Idle Land is sold and bought (not both in one "
    "visit).",
}


def label(state: GameState, a: Action) -> str | None:
    """Button labels of this edition's own choices."""
    if isinstance(a, Jump):
        if a.steps == 0:
            return "Stay at the railroad"
        target = destination(state, a)
        return f"Jump {'back ' if a.steps < 0 else ''}{abs(a.steps)} to {space_name(state, target)}"
    if isinstance(a, SellIdle):
        return f"Sell {space_name(state, a.card)} for {dollars(state.board.prices[a.card])}"
    if isinstance(a, PlaceSign):
        return f"Put your No Trespassing sign on {space_name(state, a.space)}"
    if isinstance(a, PlaceTag):
        return f"Put an improvement tag on {space_name(state, a.space)}"
    if isinstance(a, BuyIdle):
        return f"Buy Idle Land ({dollars(hold.IDLE_LAND_PRICE)}, drawn blind)"
    if isinstance(a, LeaveOffice):
        return "Leave the office"
    if isinstance(a, BuyTag):
        return f"Buy an improvement tag ({dollars(hold.TAG_PRICE)})"
    return None


# --- what its own choices mean (the page shows it before a choice) --------------------------------


def buy_tag(state: GameState, action: BuyTag) -> Consequence:
    return previewed(
        state,
        action,
        f"An improvement tag costs {dollars(TAG_PRICE)}, paid to {who(state, MISC)}; placed on green land "
        f"you hold, it adds {dollars(TAG_RENT)} to the rent for good.",
        f"Only cash counts toward winning, and each tag you hold adds {dollars(IMPROVEMENT_TAX)} at the "
        "Improvement Tax office.",
    )


def place_tag(state: GameState, action: PlaceTag) -> Consequence:
    return previewed(
        state, action, f"The rent of {space_name(state, action.space)} rises by {dollars(TAG_RENT)} for good."
    )


def place_sign(state: GameState, action: PlaceSign) -> Consequence:
    return previewed(
        state,
        action,
        f"Anyone else who stops on {space_name(state, action.space)} goes to Jail instead of paying rent.",
    )


def sell_idle(state: GameState, action: SellIdle) -> Consequence:
    return previewed(
        state,
        action,
        f"{sentence(who(state, MISC))} pays you {dollars(state.board.card_price(action.card))} "
        f"for {space_name(state, action.card)}, which goes back on its pile.",
    )


def buy_idle(state: GameState, action: BuyIdle) -> Consequence:
    blind = " (drawn blind: it may be the Gold Mine)" if gold_mine(state) in idle_on_pile(state) else ""
    return previewed(
        state,
        action,
        f"Idle Land costs {dollars(IDLE_LAND_PRICE)}, paid to {who(state, MISC)}{blind}.",
        f"Each Land card you hold adds {dollars(LAND_TAX_PER_CARD)} at the Land Tax office.",
    )


PREVIEWS: dict[type[Action], Preview] = {
    BuyTag: buy_tag,
    PlaceTag: place_tag,
    PlaceSign: place_sign,
    SellIdle: sell_idle,
    BuyIdle: buy_idle,
}
