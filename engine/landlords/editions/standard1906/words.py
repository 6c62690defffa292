"""The 1906 game's words: log sentences for its own events (Speculation, Chance, the Single Tax),
button labels for its own choices, and what its motions are called."""

from __future__ import annotations

from ... import events as ev
from ...actions import Action, Build, ChooseOpportunity, Stay
from ...describe import dollars, space_name, who, words
from ...edition import EventWords
from ...rents import HOUSE_PRICE
from ...state import GameState


def speculation(state: GameState, e: ev.Speculated) -> str:
    d1, d2 = e.dice
    if e.skin_game:
        return f"{who(state, e.player)} speculates and throws {d1} and {d2}: a skin game! No prize."
    return f"{who(state, e.player)} speculates and throws {d1} and {d2}: wins {dollars(e.prize)}."


EVENT_WORDS: EventWords = dict(
    [
        words(ev.Stayed, lambda s, e: f"{who(s, e.player)} declines to speculate and stays put."),
        words(ev.Speculated, speculation),
        words(ev.NoSpeculation, lambda s, e: f"{who(s, e.player)} cannot stake $10 and does not speculate."),
        words(ev.LicenseLost, lambda s, e: f"{who(s, e.player)}, the Broker, is caught and loses the license."),
        words(ev.ChanceDrawn, lambda s, e: f"Chance for {who(s, e.player)}: {e.text}"),
        words(
            ev.SingleTaxAdopted, lambda s, e: "The Single Tax is in force: land rent now goes to the Public Treasury."
        ),
        words(ev.MadePublic, lambda s, e: f"The public buys {space_name(s, e.space)}: it is free to all from now on."),
        words(ev.CollegeOpened, lambda s, e: f"A Free College opens on {space_name(s, e.space)}."),
        words(ev.WagesRaised, lambda s, e: f"Wages rise to {dollars(e.wages)}."),
        words(ev.EducationTaken, lambda s, e: f"{who(s, e.player)} goes to college and takes an Education card."),
        words(
            ev.ProfessorMade, lambda s, e: f"{who(s, e.player)} exchanges four Education cards for a Professor card."
        ),
        words(
            ev.OpportunityTaken,
            lambda s, e: (
                f"{who(s, e.player)} cannot afford the move and takes up {s.board.opportunities[e.opportunity].name}."
            ),
        ),
    ]
)
MOTION_NAMES = {"single_tax": "the Single Tax", "end_game": "ending the game at the next double"}
MOTION_NOTES = {
    "single_tax": "Under the Single Tax, land rent goes to the Public Treasury, which buys the utilities and "
    "railroads for the public and raises wages, and lot Title Deeds stop counting toward anyone's worth. It carries "
    "with two votes (the proposer's counts).",
    "end_game": "The game then ends at the next double. It needs everyone's vote.",
}


def label(state: GameState, a: Action) -> str | None:
    """Button labels of this edition's own choices."""
    if isinstance(a, Build):
        return f"Build a house on {space_name(state, a.space)} ({dollars(HOUSE_PRICE)})"
    if isinstance(a, ChooseOpportunity):
        o = state.board.opportunities[a.opportunity]
        return f"Take up {o.name} (wages {dollars(o.wages)}, rent {dollars(o.rent)})"
    if isinstance(a, Stay):
        return "Stay (do not speculate)"
    return None
