"""Magie's lesson on the page (issue 24): what the public gains under the Single Tax, shown as it
happens, and what the vote and the end of the game mean in those terms.

- ``programme_view``: the Public Treasury's programme (1906 Single Tax rules, rule 6) in order, what
  is done, what the next $50 buys and how far the Treasury is from it; greyed ("if the Single Tax
  comes in") before it is in force;
- ``news``: what just became public, for the caption at the top of "Just now";
- ``end_lesson``: the end of a Single Tax game in the public's terms (everyone won together, or how
  far the public got and that the counts rank nobody);
- ``single_tax_turn``: the turn the Single Tax came in, which the wealth chart marks;
- ``forecast_view``: the forecast by play laid out as a table beside the vote's Now/After table.

Pure: no ``js`` import; the engine's own words (``singletax``, ``progress_words``) are used as they are.
"""

from __future__ import annotations

from collections.abc import Sequence

from landlords.bots.forecast import Forecast, SideForecast, forecast_words
from landlords.describe import describe_event, progress_words
from landlords.dollars import dollars
from landlords.edition import rules_of, winners
from landlords.editions.standard1906.singletax import GOAL_WAGES, STEP, programme, programme_distance, programme_next
from landlords.events import CollegeOpened, Event, MadePublic, SingleTaxAdopted, WagesRaised
from landlords.records import record
from landlords.state import GameState

from .session import Line

#: The edition whose Single Tax has a programme (the 1906 rules, rule 6).
PROGRAMME_EDITION = "1906"


@record
class StepRow:
    label: str
    #: "done", "next" (what the next $50 buys) or "later".
    status: str


@record
class ProgrammeView:
    in_force: bool
    title: str
    rows: tuple[StepRow, ...]
    #: What the next $50 buys and how far the Treasury is from it (before: how the programme works).
    next_words: str
    #: The object of the game under the Single Tax, when it is the shared goal.
    goal_words: str


def has_programme(state: GameState) -> bool:
    """A 1906 game in which the Single Tax is in force or may still come in."""
    if state.options.edition != PROGRAMME_EDITION:
        return False
    if state.single_tax:
        return True
    options = state.options
    return options.single_tax_motion != "never" or bool(options.single_tax_at_turn)  # type: ignore[attr-defined]


def forecast_possible(state: GameState) -> bool:
    """A 1906 game that may still vote the Single Tax in (so a forecast may be asked for)."""
    return has_programme(state) and not state.single_tax and state.options.single_tax_motion != "never"  # type: ignore[attr-defined]


def programme_view(state: GameState) -> ProgrammeView | None:
    """The programme as it stands (None where the game has none)."""
    if not has_programme(state):
        return None
    steps = programme(state)
    upcoming = programme_next(state)
    rows = tuple(
        StepRow(step.label, "done" if step.done else "next" if upcoming is not None and step == upcoming else "later")
        for step in steps
    )
    shared = state.options.single_tax_object == "shared"  # type: ignore[attr-defined]
    goal = (
        f"When every step up to wages of {dollars(GOAL_WAGES)} is done, the public has reached the shared goal: "
        "the game ends and every player wins together."
        if shared
        else ""
    )
    if upcoming is None:
        return ProgrammeView(
            False,
            "If the Single Tax comes in: the public's programme",
            rows,
            f"Land rent would go to the Public Treasury, and each {dollars(STEP)} it collects would pay for the next "
            "step, in this order (the 1906 Single Tax rules, rule 6).",
            goal,
        )
    distance = programme_distance(state)
    held = f"the Treasury holds {dollars(state.treasury)}"
    return ProgrammeView(
        True,
        "The public's programme",
        rows,
        f"The next {dollars(STEP)} buys {next_label(upcoming.label)}: {held}, {dollars(distance)} to go.",
        goal,
    )


def next_label(label: str) -> str:
    """A step as the object of "buys": "Wages $120" reads "wages of $120"."""
    return f"wages of {label.removeprefix('Wages ')}" if label.startswith("Wages ") else label


# --- what just became public ---------------------------------------------------------------------

PUBLIC_EVENTS = (SingleTaxAdopted, MadePublic, CollegeOpened, WagesRaised)


def news(state: GameState, events: Sequence[Event]) -> tuple[str, ...]:
    """The public's gains among ``events``, in the log's own sentences, for "Just now"'s caption."""
    out = []
    for event in events:
        if isinstance(event, PUBLIC_EVENTS):
            text = describe_event(state, event)
            if text:
                out.append(text)
    return tuple(out)


# --- the end -------------------------------------------------------------------------------------


@record
class EndLesson:
    title: str
    #: How far the public got, in the engine's sentences, and what the counts below mean.
    lines: tuple[str, ...]
    #: False: the counts rank nobody (nobody is marked the winner).
    ranked: bool


def end_lesson(state: GameState) -> EndLesson | None:
    """The end of a game under the Single Tax with the shared goal as its object (None otherwise:
    the ordinary counting up, with its winner, says it all)."""
    progress = rules_of(state).public_progress(state)
    if progress is None or state.options.single_tax_object != "shared":  # type: ignore[attr-defined]
        return None
    said = progress_words(state, progress)
    if progress.reached and len(winners(state)) == state.num_players:
        # The end's reason already says the goal was reached: then what the public owns.
        title = "Everyone wins together"
        lines = [
            "The public finished its programme, so every player wins together: there is no single winner.",
            *said[1:],
        ]
    else:
        title = "The game is over: nobody wins"
        lines = [*said, "The game ended before the public reached the shared goal, so no single player wins."]
    return EndLesson(title, tuple(lines), False)


# --- the wealth chart ----------------------------------------------------------------------------


def single_tax_turn(state: GameState, lines: Sequence[Line], wealth: Sequence[tuple[int, Sequence[int]]]) -> int | None:
    """The turn the Single Tax came in, as the wealth chart counts turns (None: not in force).

    Turns go up one at a time from the chart's first point, one "turn" line of the log each; the
    first turn line after the opening is that first point's own turn unless the opening already
    had one. A Single Tax that comes in as a turn starts (``single_tax_at_turn``) is logged just
    before that turn's line, with the same move count: it belongs to that turn."""
    if not state.single_tax or not wealth:
        return None
    adopted = describe_event(state, SingleTaxAdopted())
    at = next((i for i, line in enumerate(lines) if line.text.rstrip(".") == (adopted or "").rstrip(".")), None)
    if at is None:
        return None
    moves = lines[at].moves
    started = sum(1 for line in lines[:at] if line.kind == "turn" and line.moves > 0)
    following = next((line for line in lines[at + 1 :] if line.kind in ("turn", "end")), None)
    if following is not None and following.kind == "turn" and following.moves == moves:
        started += 1
    opened_with_turn = any(line.kind == "turn" and line.moves == 0 for line in lines)
    first = wealth[0][0]
    return first + started - (0 if opened_with_turn or not started else 1)


# --- the forecast --------------------------------------------------------------------------------


@record
class Outlook:
    """One player's end of the game one way: the average count, most games' range (the 10th to the
    90th percentile), and how often the Poor House and debt came ("" when never)."""

    mean: str
    range: str
    troubles: str


@record
class ForecastRow:
    name: str
    with_tax: Outlook
    without_tax: Outlook
    #: The difference of the averages in words ("$686 less").
    change: str


@record
class ForecastView:
    title: str
    #: What it is, first: a forecast from N bot games each way, never a promise.
    caption: str
    rows: tuple[ForecastRow, ...]
    #: What the table does not say: the shared goal with the Single Tax (``forecast_words``).
    lines: tuple[str, ...]


def outlook(side: SideForecast, p: int) -> Outlook:
    player = side.players[p]
    troubles = []
    if player.poorhouse:
        troubles.append(f"Poor House in {round(player.poorhouse * side.games)} of {side.games}")
    if player.debt:
        troubles.append(f"in debt in {round(player.debt * side.games)} of {side.games}")
    return Outlook(
        dollars(round(player.mean_count)),
        f"{dollars(round(player.low))}\u2013{dollars(round(player.high))}",
        "; ".join(troubles),
    )


def forecast_view(f: Forecast) -> ForecastView:
    w, wo = f.with_tax, f.without_tax
    rows = []
    for p, (a, b) in enumerate(zip(w.players, wo.players, strict=True)):
        diff = round(a.mean_count - b.mean_count)
        change = f"{dollars(abs(diff))} {'more' if diff > 0 else 'less'}" if diff else "about the same"
        rows.append(ForecastRow(a.name, outlook(w, p), outlook(wo, p), change))
    words = forecast_words(f)
    return ForecastView(
        f"Forecast by play: {w.games} bot games each way",
        words[0],
        tuple(rows),
        tuple(line for line in words[1:] if "shared goal" in line),
    )
