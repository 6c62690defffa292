"""Magie's lesson on the game screen (issue 24): the forecast by play beside the Single Tax vote's
Now/After table, the public's programme in the side column, and what just became public at the
top of "Just now". Laid out from ``ui.lesson``'s view models; every name goes in as text.
"""

from __future__ import annotations

from typing import Any, Protocol

from landlords.actions import Action, Propose, Vote
from landlords.state import GameState, Phase

from .dom import by_id, drawing, drawn, h
from .forecaster import Forecaster
from .forecasting import can_forecast
from .lesson import ForecastView, Outlook, forecast_view, programme_view

MOTION = "single_tax"


class LessonApp(Protocol):
    """What these panels need of the page's controller."""

    mode: str
    forecaster: Forecaster
    #: What became public lately: (moves when it happened, the sentence).
    news: list[tuple[int, str]]
    open_groups: set[str]

    def current_state(self) -> GameState | None: ...


# --- the forecast beside the vote ----------------------------------------------------------------


def about_the_tax(state: GameState, actions: list[Action]) -> bool:
    """Whether these choices propose the Single Tax or vote on it."""
    motion = state.motion
    return any(
        (isinstance(a, Propose) and a.motion == MOTION)
        or (isinstance(a, Vote) and motion is not None and motion.motion == MOTION)
        for a in actions
    )


def forecast_box(app: LessonApp, state: GameState, shown: bool, tabled: bool = True) -> Any:
    """The forecast by play for this position: started when the question is in view (``shown``) and
    the person has not stopped it; its progress, Stop, and the table once it has come. ``tabled``:
    a Now/After table stands above it."""
    forecaster = app.forecaster
    if shown and state.phase != Phase.OVER:
        forecaster.want(state)
    box = h(
        "div", None, "forecast", {"id": "forecast", "aria-live": "polite", "data-tabled": "yes" if tabled else "no"}
    )
    held = (
        " (After, in the table above): the fall is the land's price leaving everyone's count, not cash lost"
        if tabled
        else "; nobody's count moves now because nobody holds a lot yet"
    )
    box.append(
        h(
            "p",
            f"Under the Single Tax the game counts every lot Title Deed at nothing{held}. Below, the game is "
            "played on.",
            "note deeds-note",
        )
    )
    if not can_forecast(state):
        return box
    status, result, detail = forecaster.status(state)
    if status == "ready" and result is not None:
        box.append(forecast_table(forecast_view(result)))
    elif status == "running":
        done, total = (int(part) for part in detail.split(" of "))
        box.append(h("h4", "Forecast by play", "forecast-title"))
        box.append(
            h(
                "p",
                f"Bots are playing the rest of the game {total // 2} times with the Single Tax and {total // 2} times "
                f"without it: {done} of {total} games played.",
                "forecast-progress-text",
                {"role": "status"},
            )
        )
        bar = h("progress", None, "forecast-progress", {"max": str(total), "aria-label": "Forecast games played"})
        bar.value = done
        box.append(bar)
        box.append(h("button", "Stop the forecast", "quiet", {"type": "button", "data-cmd": "forecast-stop"}))
    elif status == "failed":
        box.append(h("p", f"No forecast could be made: {detail}.", "note"))
    else:
        box.append(h("h4", "Forecast by play", "forecast-title"))
        box.append(
            h(
                "p",
                "Bots can play the rest of this game many times, with and without the Single Tax, to show what "
                "each way tends to lead to. A forecast from bot play, not a promise.",
                "note",
            )
        )
        box.append(h("button", "Play the forecast", None, {"type": "button", "data-cmd": "forecast-start"}))
    return box


def forecast_table(view: ForecastView) -> Any:
    box = h("div", None, "forecast-result")
    box.append(h("h4", view.title, "forecast-title"))
    box.append(h("p", view.caption, "forecast-caption"))
    table = h("table", None, "worth forecast-table")
    table.append(
        h(
            "caption",
            "Each player's count at the end, by the game's own count (lot Title Deeds at nothing under the Single "
            "Tax): the average, most games' range, and how often the Poor House or debt came",
        )
    )
    head = h("tr")
    for text in ("Player", "With the Single Tax", "Without it", "Difference"):
        head.append(h("th", text, None, {"scope": "col"}))
    table.append(h("thead", None, None, children=[head]))
    body = h("tbody")
    for row in view.rows:
        cls = "down" if row.change.endswith("less") else "up" if row.change.endswith("more") else None
        body.append(
            h(
                "tr",
                None,
                None,
                children=[
                    h("th", row.name, None, {"scope": "row"}),
                    outlook_cell(row.with_tax),
                    outlook_cell(row.without_tax),
                    h("td", row.change, cls),
                ],
            )
        )
    table.append(body)
    # A table wider than a phone scrolls: its box takes focus so the keyboard can scroll it too.
    box.append(h("div", None, "table-wrap", {"tabindex": "0", "role": "region", "aria-label": view.title}, [table]))
    for line in view.lines:
        box.append(h("p", line, "detail goal-line"))
    return box


def outlook_cell(outlook: Outlook) -> Any:
    cell = h("td", None, "outlook")
    cell.append(h("span", outlook.mean, "mean"))
    cell.append(h("span", outlook.range, "range"))
    if outlook.troubles:
        cell.append(h("span", outlook.troubles, "troubles"))
    return cell


def update_forecast(app: LessonApp) -> None:
    """Redraw the forecast box in place (its progress, its result), leaving the rest of the panel."""
    old = by_id("forecast")
    state = app.current_state()
    if not old or state is None or app.mode != "game":
        return
    old.replaceWith(forecast_box(app, state, shown=False, tabled=old.dataset.tabled == "yes"))


def stop_forecast(app: LessonApp) -> None:
    state = app.current_state()
    if state is not None:
        app.forecaster.stop(app.forecaster.key_of(state))
    update_forecast(app)


def start_forecast(app: LessonApp) -> None:
    state = app.current_state()
    if state is not None:
        app.forecaster.want(state, asked=True)
    update_forecast(app)


# --- the public's programme ----------------------------------------------------------------------

MARKS = {"done": "\u2713", "next": "\u25b6", "later": "\u25cb"}
STATUS_WORDS = {"done": "done", "next": "next", "later": "to come"}


def programme(app: LessonApp) -> None:
    """The side column's card of the Public Treasury's programme (hidden where there is none)."""
    section = by_id("programme-box")
    if not section:
        return
    state = app.current_state()
    view = programme_view(state) if state is not None else None
    if view is None:
        section.hidden = True
        section.replaceChildren()
        return
    section.hidden = False
    section.classList.toggle("greyed", not view.in_force)
    if drawn(section, drawing(view)):
        return
    nodes = [h("h2", view.title, None, {"id": "programme-heading"}), h("p", view.next_words, "programme-next")]
    steps = h("ol", None, "programme-steps")
    for row in view.rows:
        item = h("li", None, f"step {row.status}")
        item.append(h("span", MARKS[row.status], "step-mark", {"aria-hidden": "true"}))
        item.append(h("span", row.label, "step-label"))
        item.append(h("span", f" ({STATUS_WORDS[row.status]})", "visually-hidden"))
        steps.append(item)
    nodes.append(steps)
    if view.goal_words:
        nodes.append(h("p", view.goal_words, "note"))
    section.replaceChildren(*nodes)


def news_node(app: LessonApp, since: int) -> Any:
    """What became public since move ``since``: a caption over "Just now" (None: nothing)."""
    fresh = [text for moves, text in app.news if moves >= since]
    if not fresh:
        return None
    box = h("div", None, "public-news", {"role": "status"})
    box.append(h("p", "For the public", "public-news-title"))
    for text in fresh[-4:]:
        box.append(h("p", text, "public-news-line"))
    return box
