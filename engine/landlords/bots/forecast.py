"""The forecast by play: the rest of the game played many times from one position, with the Single
Tax carried now and without it, by the rules-of-thumb bots in every seat (people's seats too).

What it is, in its own words (``forecast_words``): a forecast from bot play, with the number of
games, never a promise. Each continuation throws its own dice from the forecast's seed (the game's
generator is replaced), so no continuation foresees the game's real throws or Chance cards; the
two sides of a pair throw the same dice, so they differ only by the motion (and by what the
motion changes in play). Deterministic for (position, games, seed): the page and
``python -m landlords forecast`` give the same numbers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Generator, Sequence
from statistics import median_low

from ..edition import rules_of, score
from ..editions.standard1906.singletax import shared_goal_reached
from ..engine import apply, is_over
from ..events import Events, ToPoorHouse
from ..money import debt_free
from ..records import record
from ..rng import next_u64, seed_state
from ..state import GameState, Phase
from .heuristic import HeuristicBot

MOTION = "single_tax"
#: What every continuation plays: the whole rest of the game (the rules end it: circuits, the turn
#: limit, the shared goal).
HORIZON = "to the end of the game"
#: Decisions a continuation plays between pauses, where whoever plays it may stop it or let other
#: work in: about half a millisecond on CPython, a whole continuation being a few to a few dozen.
PAUSE_EVERY = 16
LOW, HIGH = 0.1, 0.9


@record
class PlayerOutlook:
    name: str
    #: Expected final count by the game's own count (the mean over the games).
    mean_count: float
    #: The range: the 10th and 90th percentiles of the final count over the games.
    low: float
    high: float
    #: Share of games in which this player went to the Poor House (or ended there).
    poorhouse: float
    #: Share of games this player ended in debt (a bank mortgage or a loan owed).
    debt: float


@record
class SideForecast:
    #: This side: the Single Tax carried now (True) or never carried (False).
    single_tax: bool
    games: int
    players: tuple[PlayerOutlook, ...]
    #: Share of games in which the shared goal was reached (0 without the Single Tax).
    shared_goal: float
    #: The median game turn at which it was reached, among those games (the lower middle one).
    goal_turn_median: int | None


@record
class Forecast:
    with_tax: SideForecast
    without_tax: SideForecast
    seed: int
    #: In words, what was played.
    horizon: str


@record
class Ending:
    """What one continuation came to."""

    counts: tuple[int, ...]
    poorhouse: tuple[bool, ...]
    debt: tuple[bool, ...]
    #: The turn the shared goal was reached (None: not reached).
    goal_turn: int | None


def forecast_problem(state: GameState) -> str | None:
    """Why no forecast can be made from this position (None when it can)."""
    if is_over(state):
        return "the game is over"
    motion = state.motion
    if state.phase == Phase.VOTE and motion is not None and motion.motion == MOTION:
        return None  # the motion is being voted on
    return rules_of(state).motion_problem(state, MOTION)


def starting_position(state: GameState, single_tax: bool) -> GameState:
    """A copy of the position, its history dropped: with the motion carried now, or with it lost
    (a pending vote settled) and never moved again (the players agree to play on without it)."""
    sim = state.clone(history=False)
    motion = sim.motion
    events: Events = []
    if sim.phase == Phase.VOTE and motion is not None and motion.motion == MOTION:
        sim.motion = None
        sim.phase = motion.previous_phase
    if single_tax:
        rules_of(sim).motion_carried(sim, events, MOTION)
    else:
        sim.options = sim.options.replace(single_tax_motion="never")
    return sim


def play_on(start: GameState, dice: int, cancelled: Callable[[], bool] | None = None) -> Ending | None:
    """One continuation from ``start`` (left unchanged) with the dice generator at ``dice``, every
    seat played by the rules of thumb; None if ``cancelled`` said so at a pause on the way."""
    return play_until(continuation(start, dice), cancelled or (lambda: False))


def play_until(run: Generator[None, None, Ending], stop: Callable[[], bool]) -> Ending | None:
    """Play ``run`` (a ``continuation``) on to its ending; None where ``stop()`` said so at one of
    its pauses, and ``run`` goes on from there when played again."""
    while True:
        try:
            next(run)
        except StopIteration as finished:
            ending: Ending = finished.value
            return ending
        if stop():
            return None


def continuation(start: GameState, dice: int) -> Generator[None, None, Ending]:
    """``play_on``'s continuation, played a piece at a time: it pauses (yields) every
    ``PAUSE_EVERY`` decisions and returns its ending, so a page can play it in slices of a few
    milliseconds between its own events, whatever one whole game costs on its machine."""
    sim = start.clone(history=False)
    sim.rng = dice
    bot = HeuristicBot()
    n = sim.num_players
    poorhouse = [p.in_poorhouse for p in sim.players]
    goal_turn: int | None = None
    turn = sim.turn
    steps = 0
    while not is_over(sim):
        for event in apply(sim, bot.decide(sim).action, checked=False):  # bots play listed actions
            if isinstance(event, ToPoorHouse):
                poorhouse[event.player] = True
        if sim.turn != turn:
            turn = sim.turn
            if goal_turn is None and goal_reached(sim):
                goal_turn = turn
        steps += 1
        if steps % PAUSE_EVERY == 0:
            yield
    if goal_turn is None and goal_reached(sim):
        goal_turn = sim.turn
    for p, player in enumerate(sim.players):
        poorhouse[p] = poorhouse[p] or player.in_poorhouse
    return Ending(
        tuple(score(sim, p).total for p in range(n)),
        tuple(poorhouse),
        tuple(not debt_free(sim, p) for p in range(n)),
        goal_turn,
    )


def goal_reached(state: GameState) -> bool:
    """The shared goal reached (never without the Single Tax)."""
    return state.single_tax and shared_goal_reached(state)


def dice_seeds(seed: int, games: int) -> list[int]:
    """Each pair's dice generator, drawn from the forecast's seed (never the game's)."""
    out = []
    rng = seed_state(seed)
    for _ in range(games):
        value, rng = next_u64(rng)
        out.append(value)
    return out


def forecast(
    state: GameState,
    games: int = 40,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Forecast | None:
    """The rest of the game played ``games`` times each way from ``state`` (left unchanged); None
    if ``cancelled`` said so. ``progress(done, total)`` hears of each continuation finished."""
    problem = forecast_problem(state)
    if problem is not None:
        raise ValueError(f"no forecast from this position: {problem}")
    if games < 1:
        raise ValueError("a forecast needs at least one game each way")
    starts = (starting_position(state, True), starting_position(state, False))
    endings: tuple[list[Ending], list[Ending]] = ([], [])
    total = 2 * games
    for dice in dice_seeds(seed, games):
        for start, ends in zip(starts, endings, strict=True):
            if cancelled is not None and cancelled():
                return None
            ending = play_on(start, dice, cancelled)
            if ending is None:
                return None
            ends.append(ending)
            if progress is not None:
                progress(len(endings[0]) + len(endings[1]), total)
    names = tuple(p.name for p in state.players)
    return Forecast(summarise(True, names, endings[0]), summarise(False, names, endings[1]), seed, HORIZON)


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` quantile, interpolated between the nearest ranks of the sorted values (the
    first value at 0, the last at 1)."""
    ordered = sorted(values)
    at = share * (len(ordered) - 1)
    below = math.floor(at)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (at - below)


def summarise(single_tax: bool, names: tuple[str, ...], endings: Sequence[Ending]) -> SideForecast:
    games = len(endings)
    players = []
    for p, name in enumerate(names):
        counts = [e.counts[p] for e in endings]
        players.append(
            PlayerOutlook(
                name,
                sum(counts) / games,
                percentile(counts, LOW),
                percentile(counts, HIGH),
                sum(e.poorhouse[p] for e in endings) / games,
                sum(e.debt[p] for e in endings) / games,
            )
        )
    turns = [e.goal_turn for e in endings if e.goal_turn is not None]
    return SideForecast(single_tax, games, tuple(players), len(turns) / games, median_low(turns) if turns else None)


# --- in words --------------------------------------------------------------------------------------


def share_words(share: float, games: int) -> str:
    hits = round(share * games)
    return f"{hits} of {games} games"


def forecast_words(f: Forecast) -> tuple[str, ...]:
    """Plain sentences: what the forecast is (bot games, never a promise), then each player's
    expected count each way, the shared goal, and the Poor House and debt where they occur."""
    w, wo = f.with_tax, f.without_tax
    lines = [
        f"A forecast from bot play, not a promise: the rest of the game played {w.games} times with the "
        f"Single Tax carried now and {wo.games} times without it, {f.horizon}, by the rules-of-thumb bots in "
        f"every seat (seed {f.seed}). Real players may play otherwise.",
    ]
    for a, b in zip(w.players, wo.players, strict=True):
        diff = a.mean_count - b.mean_count
        change = f"${abs(diff):.0f} {'more' if diff > 0 else 'less'}" if round(diff) else "about the same"
        lines.append(
            f"{a.name}: about ${a.mean_count:.0f} at the end with the Single Tax (most games ${a.low:.0f} to "
            f"${a.high:.0f}), ${b.mean_count:.0f} without it (${b.low:.0f} to ${b.high:.0f}): {change}."
        )
    if w.shared_goal:
        lines.append(
            f"With the Single Tax the public reached the shared goal in {share_words(w.shared_goal, w.games)}, "
            f"in the middle one by turn {w.goal_turn_median}."
        )
    else:
        lines.append(f"With the Single Tax the public did not reach the shared goal in any of {w.games} games.")
    for side, label in ((w, "With the Single Tax"), (wo, "Without it")):
        troubles = [
            f"{p.name} went to the Poor House in {share_words(p.poorhouse, side.games)}"
            for p in side.players
            if p.poorhouse
        ] + [f"{p.name} ended in debt in {share_words(p.debt, side.games)}" for p in side.players if p.debt]
        if troubles:
            lines.append(f"{label}: {'; '.join(troubles)}.")
        else:
            lines.append(f"{label}: nobody went to the Poor House or ended in debt.")
    return tuple(lines)
