"""The autoplay demo's captions: what happened, and why it matters, in plain words."""

from __future__ import annotations

from landlords.bots import make_bot
from landlords.state import Phase
from ui.captions import caption
from ui.params import parse
from ui.session import Session
from ui.setup import make_options


def demo(query: str, seed: int = 4) -> list[str]:
    """Every caption of an all-bot game."""
    settings, problems = parse(query)
    assert problems == []
    table = settings.table()
    session = Session.start(make_options(settings.edition, table, settings.options), seed, table)
    bots = [make_bot("heuristic", seed=i) for i in range(len(table))]
    out = []
    while session.state.phase != Phase.OVER:
        events = session.play(bots[session.decider()].decide(session.state).action)
        out.append(caption(session, events))
    return out


def test_rent_to_landlords_and_the_end_are_explained() -> None:
    said = demo("autoplay&circuits=2")
    assert any(c.startswith("Lizzie buys") and "pays Lizzie rent" in c for c in said)
    assert any("Rent flows to the landlord" in c for c in said)
    assert any(c.endswith("At auction the land goes to whoever bids most, and its rent with it.") for c in said)
    assert said[-1].startswith("The game is over:")
    assert all("<" not in c for c in said)


def test_the_single_tax_and_the_treasury_are_explained() -> None:
    said = demo("autoplay&single_tax_at_turn=5&circuits=3")
    adopted = next(i for i, c in enumerate(said) if "vote in the Single Tax" in c)
    assert any("goes to the Public Treasury (now $" in c for c in said[adopted:])
    assert not any("goes to the Public Treasury (now $" in c for c in said[:adopted])


def test_a_public_purchase_and_a_fare_are_told_as_what_they_are() -> None:
    """Issue 25, point 9: the public's purchase named (not "the land" after someone's railroad
    purchase), and a railroad fare not called rent."""
    said = demo("autoplay&single_tax_at_turn=5&circuits=4")
    public = [c for c in said if "free to everyone" in c]
    assert public and all(c.startswith("The public buys ") for c in public)
    assert not any("The land is the public's now" in c for c in said)
    fares = [c for c in said if "fare" in c]
    assert fares and not any("Rent flows to the landlord" in c for c in fares)
