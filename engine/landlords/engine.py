"""The public face of the rules: start a game, list the legal actions, apply one.

``legal_actions(state)`` lists the decisions of whoever must decide now (``decider(state)``);
``apply(state, action)`` checks the action, changes the state and returns the events it caused.
An illegal action raises ``IllegalActionError`` saying why and leaves the state as it was.

What is shared by every edition -- the opening purchases, auctions, bank mortgages, trades, loans,
votes -- is listed (``landlords.listing``), checked (``landlords.checking``) and applied
(``landlords.applying``) by the modules named, in the phases of ``landlords.phases``; each edition
(``landlords.editions``) adds its own phases, actions, checks and handlers and answers the hooks of
``landlords.edition.Edition``. This module gathers what a caller needs and starts a game.
"""

from __future__ import annotations

from .applying import apply
from .checking import why_illegal
from .edition import REGISTRY, rules_of
from .events import Events
from .flow import end_reason, end_turn, game_over, start_turn
from .listing import bid_range, legal_actions, loan_offers, offers, purchase_offer, trust_partner
from .options import Options
from .phases import PRE_ROLL, decider, is_over, kinds_allowed
from .rng import seed_state
from .state import GameState

__all__ = [
    "apply",
    "bid_range",
    "decider",
    "end_reason",
    "end_turn",
    "game_over",
    "is_over",
    "kinds_allowed",
    "legal_actions",
    "loan_offers",
    "new_game",
    "offers",
    "purchase_offer",
    "start_turn",
    "trust_partner",
    "why_illegal",
]


def new_game(options: Options | None = None, seed: int = 0, events: Events | None = None) -> GameState:
    """Set up a game by its edition's rules (cash, first player, the opening deal).

    With no opening purchases the first turn starts at once, as every later one does (its
    turn event, a Single Tax switch set for turn 1); ``events``, if given, receives what happened.
    """
    options = options or Options()
    state = REGISTRY[options.edition].new_state(options, seed, seed_state(seed))
    rules_of(state).setup(state)
    if state.phase == PRE_ROLL:
        start_turn(state, [] if events is None else events)
    return state
