"""Games played by bots through a ``Session``, for the UI model tests."""

from __future__ import annotations

from collections.abc import Iterator

from landlords.bots import make_bot
from landlords.engine import is_over
from landlords.options import Options
from ui.seats import COLOURS, Seat
from ui.session import Session

EDITIONS = ("1906", "1904", "prosperity")
SHORT = {"1906": {"circuits": 1}, "1904": {"circuits": 1}, "prosperity": {"win_cash": 1500}}


def seats(names: tuple[str, ...], bots: tuple[str, ...] = ()) -> list[Seat]:
    """Seats for ``names``; a name listed in ``bots`` is a rules-of-thumb bot."""
    return [Seat(n, COLOURS[i].hex, "heuristic" if n in bots else "") for i, n in enumerate(names)]


def start(
    edition: str = "1906",
    names: tuple[str, ...] = ("Ann", "Bo", "Cy"),
    seed: int = 3,
    bots: tuple[str, ...] = ("Bo", "Cy"),
    **options: object,
) -> Session:
    opts = Options(edition=edition, players=names, **{**SHORT[edition], **options})  # type: ignore[arg-type]
    return Session.start(opts, seed, seats(names, bots))


def steps(session: Session, level: str = "heuristic", limit: int = 5000) -> Iterator[Session]:
    """Play the session with bots in every seat, yielding before each action."""
    players = [make_bot(level, seed=i) for i in range(session.state.num_players)]
    for _ in range(limit):
        if is_over(session.state):
            return
        yield session
        decision = players[session.decider()].decide(session.state)
        human = session.seats[session.decider()].human
        session.play(decision.action, "" if human else decision.reason)


def play_out(session: Session, level: str = "heuristic") -> Session:
    for _ in steps(session, level):
        pass
    return session
