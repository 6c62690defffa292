"""What a decision will change, said before it is taken: plain sentences and each player's worth.

A player who votes for the Single Tax, mortgages a card or signs a loan should know beforehand
what stops counting and where the money goes. The worth shown is never estimated: the decision (or
the rule change it starts, when others still have to agree) is applied to a copy of the game and
counted by the edition's own scoring, so the preview and the final count cannot disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .actions import Action, Propose, Vote
from .describe import dollars
from .edition import rules_of
from .engine import apply
from .market import votes_needed
from .scoring import scores
from .state import GameState


@dataclass(frozen=True, slots=True)
class WorthChange:
    seat: int  #: player index
    before: int  #: worth as the game scores it now
    after: int  #: worth as it would be scored right after the action (or the rule change it starts)


@dataclass(frozen=True, slots=True)
class Consequence:
    headline: str  #: one short plain sentence: what this decision changes
    details: tuple[str, ...]  #: at most two more plain sentences (where money goes, what stops counting)
    worth: tuple[WorthChange, ...]  #: one per player when worth changes, else empty


# --- counting a changed game ----------------------------------------------------------------------


def worth_changes(before: GameState, after: GameState) -> tuple[WorthChange, ...]:
    """Each player's worth in ``before`` and ``after`` by the edition's scoring; empty when no
    player's worth moves."""
    old = [s.total for s in scores(before)]
    new = [s.total for s in scores(after)]
    if old == new:
        return ()
    return tuple(WorthChange(p, b, a) for p, (b, a) in enumerate(zip(old, new, strict=True)))


def applied(state: GameState, *actions: Action) -> GameState:
    """A copy of the game with ``actions`` applied in turn (checked, so a preview never describes
    something the rules would refuse)."""
    copy = state.clone(history=False)
    for action in actions:
        apply(copy, action)
    return copy


def carried(state: GameState, motion: str) -> GameState:
    """A copy of the game in which ``motion`` has just carried, by the edition's own rule change."""
    copy = state.clone(history=False)
    rules_of(copy).motion_carried(copy, [], motion)
    return copy


# --- motions ----------------------------------------------------------------------------------------


def single_tax_words(state: GameState) -> tuple[str, tuple[str, ...]]:
    """What the Single Tax changes (1906 Single Tax rules), with this game's Treasury balance."""
    treasury = f"its {dollars(state.treasury)} goes" if state.treasury else "it starts empty and its money goes"
    return (
        "Under the Single Tax, lot Title Deeds stop counting toward anyone's worth, and all land rent "
        "goes to the Public Treasury.",
        (
            "Houses, railroads, franchises, Luxuries and cash still count; taxes on necessities stop "
            "and the Poor House closes.",
            f"The Public Treasury is emptied ({treasury} to Miscellaneous); each $50 it collects after that "
            "buys a railroad or franchise for the public (its holder is paid $50), then builds Free Colleges "
            "and raises wages.",
        ),
    )


def end_game_words(state: GameState) -> tuple[str, tuple[str, ...]]:
    return ("If everyone agrees, the game ends at the next double thrown, and every worth is counted then.", ())


#: For each motion: its headline and details, given the game as it stands.
MOTION_WORDS: dict[str, Callable[[GameState], tuple[str, tuple[str, ...]]]] = {
    "single_tax": single_tax_words,
    "end_game": end_game_words,
}
#: What a vote against each motion keeps.
NO_VOTE_WORDS = {
    "single_tax": "A no vote keeps the present rules: Title Deeds keep counting and land rent still goes to "
    "the lots' holders.",
    "end_game": "A no vote defeats it: the game goes on to its usual end.",
}


def motion_consequence(state: GameState, motion: str, lead: str) -> Consequence | None:
    words = MOTION_WORDS.get(motion)
    if words is None:
        return None
    headline, details = words(state)
    return Consequence(f"{lead}{headline}", details, worth_changes(state, carried(state, motion)))


def propose(state: GameState, action: Propose) -> Consequence | None:
    return motion_consequence(state, action.motion, "")


def vote(state: GameState, action: Vote) -> Consequence | None:
    motion = state.motion
    if motion is None or motion.motion not in MOTION_WORDS:
        return None
    needed = votes_needed(state, motion.motion)
    if not action.yes:
        return Consequence(NO_VOTE_WORDS[motion.motion], (), ())
    if motion.yes + 1 >= needed:
        lead = "Your yes vote carries it. "
    else:
        lead = f"Your yes vote counts toward the {needed} it needs. "
    return motion_consequence(state, motion.motion, lead)


# --- the entry point ------------------------------------------------------------------------------

#: For each kind of action that may need a word: its preview (a function of the game and the action).
PREVIEWS: dict[type[Action], Callable[[GameState, Any], Consequence | None]] = {
    Propose: propose,
    Vote: vote,
}


def consequence(state: GameState, action: Action) -> Consequence | None:
    """What a listed action will change, said before it is taken; None when nothing needs saying."""
    preview = PREVIEWS.get(type(action))
    return preview(state, action) if preview is not None else None
