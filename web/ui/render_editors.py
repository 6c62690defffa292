"""The decision panel's two editors: the bid in an auction (with its check of what may be bid, and
"bid for me up to $X", ``ui.proxy``) and the choice of deeds to mortgage (with its quote of what
they raise)."""

from __future__ import annotations

from typing import Any

from landlords.actions import Mortgage
from landlords.dollars import dollars

from . import controls, proxy
from .dom import by_id, checked, h, read_int
from .game_app import GameApp
from .render_said import consequence_node


def auction_editor(app: GameApp) -> Any:
    assert app.session is not None
    state = app.session.state
    view = controls.auction_view(state)
    box = h("div", None, "auction")
    space = state.board.spaces[view.space] if view.space < len(state.board.spaces) else None
    facts = [
        f"Printed price {dollars(space.price)}" if space and space.price else "",
        f"rent {dollars(space.rent)}" if space and space.rent else "",
        f"still bidding: {', '.join(view.bidders)}",
    ]
    box.append(h("p", " · ".join(f for f in facts if f), "facts"))
    if view.budget < view.minimum:
        box.append(
            h("p", f"A bid must be at least {dollars(view.minimum)}, more than the cash there is to bid.", "note")
        )
        return box
    form = h("form", None, "bid-form", {"id": "bid-form"})
    label = h("label", "Your bid ($)", None, {"for": "bid-amount"})
    field = h(
        "input",
        None,
        None,
        {
            "id": "bid-amount",
            "type": "number",
            "inputmode": "numeric",
            "min": str(view.minimum),
            "max": str(view.budget),
            "step": "1",
            "value": str(view.minimum),
        },
    )
    form.append(label, field, h("button", "Bid", "primary", {"type": "submit", "id": "bid-button"}))
    box.append(form)
    box.append(h("p", "", "problem", {"id": "bid-problem", "role": "status"}))
    quick = h("div", None, "choices quick", {"role": "group", "aria-label": "Quick bids"})
    quick.append(h("span", f"Bid at once (you have {dollars(view.budget)}):", "note"))
    for amount in view.quick:
        quick.append(
            h("button", dollars(amount), None, {"type": "button", "data-cmd": "bid", "data-amount": str(amount)})
        )
    box.append(quick)
    box.append(proxy_part(app))
    return box


def proxy_status(app: GameApp) -> list[Any]:
    """ "Bidding for you up to $X — Stop", while the page bids for a person in this auction (shown
    whoever is deciding, so the person sees it all along)."""
    live = proxy.live(app.proxy, app.session.state) if app.session is not None else None
    if live is None:
        return []
    stop = h("button", "Stop", None, {"type": "button", "data-cmd": "proxy-stop", "id": "proxy-stop"})
    words = h("span", f"{live.words()} \u2014 ")
    return [h("p", None, "proxy note", {"id": "proxy-status", "role": "status"}, [words, stop])]


def proxy_part(app: GameApp) -> Any:
    """The status while the page bids for the person deciding, else the form that sets it."""
    assert app.session is not None
    live = proxy.live(app.proxy, app.session.state)
    if live is not None and live.player == app.session.decider():
        return proxy_status(app)[0]
    form = h("div", None, "proxy bid-form", {"role": "group", "aria-label": "Bid for me"})
    field = h(
        "input",
        None,
        None,
        {"id": "proxy-amount", "type": "number", "inputmode": "numeric", "min": "0", "step": "1"},
    )
    form.append(
        h("label", "Or bid for me up to ($)", None, {"for": "proxy-amount"}),
        field,
        h("button", "Bid for me", None, {"type": "button", "data-cmd": "proxy", "id": "proxy-button"}),
        h("p", "", "problem", {"id": "proxy-problem", "role": "status"}),
    )
    return form


def proxy_command(app: GameApp, cmd: str) -> None:
    """Start bidding for the person up to the sum typed in, or stop."""
    session = app.session
    if session is None:
        return
    if cmd == "proxy-stop":
        app.proxy = None
        app.refresh(board=False)
        return
    ceiling = read_int("proxy-amount")
    problem = proxy.proxy_problem(session.state, ceiling)
    if problem is not None or ceiling is None:
        by_id("proxy-problem").textContent = str(problem)[:1].upper() + str(problem)[1:] + "."
        return
    app.proxy = proxy.start(session.state, ceiling)
    app.refresh(board=False)
    app.schedule()


def bid_check(app: GameApp) -> None:
    field, problem, button = by_id("bid-amount"), by_id("bid-problem"), by_id("bid-button")
    if not field or app.session is None:
        return
    amount = read_int("bid-amount")
    reason = "enter a whole number of dollars" if amount is None else controls.bid_problem(app.session.state, amount)
    problem.textContent = (reason[:1].upper() + reason[1:] + ".") if reason else ""
    button.disabled = reason is not None


def mortgage_editor(app: GameApp) -> Any:
    assert app.session is not None
    state = app.session.state
    p = app.session.decider()
    box = h("fieldset", None, "mortgage")
    box.append(h("legend", "Cards the bank will lend on"))
    # A long list scrolls (the button below stays in reach); the box takes focus to scroll it by keyboard.
    cards = h("div", None, "card-list", {"tabindex": "0", "role": "group", "aria-label": "Cards the bank will lend on"})
    box.append(cards)
    for item in controls.mortgage_cards(state, p):
        cards.append(
            h(
                "label",
                None,
                "check",
                children=[
                    h("input", None, "mortgage-card", {"type": "checkbox", "value": str(item.card)}),
                    h("span", item.label),
                ],
            )
        )
    box.append(h("p", "", "quote", {"id": "mortgage-quote", "role": "status"}))
    box.append(h("div", None, "said", {"id": "mortgage-said"}))
    box.append(
        h(
            "button",
            "Mortgage the chosen cards",
            None,
            {"type": "button", "data-cmd": "mortgage", "id": "mortgage-button"},
        )
    )
    return box


def mortgage_quote(app: GameApp) -> None:
    quote, button = by_id("mortgage-quote"), by_id("mortgage-button")
    if not quote or app.session is None:
        return
    cards = checked("#turn .mortgage-card")
    amount, reason = controls.mortgage_quote(app.session.state, app.session.decider(), cards)
    if reason:
        quote.textContent = reason[:1].upper() + reason[1:] + "."
    else:
        quote.textContent = f"The bank lends {dollars(amount)} on these cards."
    button.disabled = reason is not None
    action = Mortgage(app.session.decider(), tuple(sorted(cards))) if cards else None
    said = controls.composed_consequence(app.session.state, action)
    by_id("mortgage-said").replaceChildren(*([consequence_node(app.session.state, said)] if said else []))
