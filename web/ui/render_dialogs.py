"""The page's dialogs: the rules reference, save and share, the offer editor and the final scores.

Native ``<dialog>`` elements opened with ``showModal``: focus moves in and stays there, Escape
closes them, and closing returns focus to what opened them. Every text goes in as text.
"""

from __future__ import annotations

from typing import Any, Protocol

from landlords.actions import Action
from landlords.describe import describe_action, sentence
from landlords.dollars import dollars
from landlords.errors import LandlordsError
from landlords.options import Options, edition_title
from landlords.state import GameState, Phase

from . import controls, host, render_milestones, rules_markup
from . import session as sessions
from .dom import Storage, attr, by_id, checked, column_heads, h, js_object, listen, place, read_int
from .host import document
from .lesson import end_lesson
from .render_said import consequence_node
from .setup import Form, make_options
from .views import end_view


class DialogsApp(Protocol):
    """What the dialogs need of the page's controller (``ui.app.App``)."""

    session: sessions.Session | None
    mode: str
    form: Form
    storage: Storage

    def act(self, action: Action, started: float | None = None) -> None: ...
    def current_state(self) -> GameState | None: ...
    def download_save(self) -> None: ...
    def new_game_asked(self) -> None: ...
    def notify(self, text: str) -> None: ...
    def share_url(self, at: int | None = None) -> str: ...
    def show_replay(self, shared: sessions.Session, at: int | None = None) -> None: ...
    def shown_session(self) -> sessions.Session | None: ...
    def start_game(self, session: sessions.Session) -> None: ...


OPENER: dict[str, Any] = {}
#: The page's dialogs, each ``<dialog id="NAME-dialog">`` in index.html.
DIALOGS = ("rules", "keep", "deal", "end", "embed")


def any_open() -> bool:
    """Whether a dialog covers the game (its five elements read, not the whole page searched)."""
    return any(by_id(f"{name}-dialog").open for name in DIALOGS)


def wire(app: DialogsApp) -> None:
    for name in DIALOGS:
        wire_dialog(app, name)
    # "The rule" beside a situation explained in the decision panel opens the rules at its section.
    listen(by_id("turn"), "click", lambda e: on_rule_link(app, e))
    deal = by_id("deal-dialog")
    listen(deal, "change", lambda e: deal_check(app))
    listen(deal, "input", lambda e: deal_check(app))
    listen(by_id("keep-dialog"), "change", lambda e: on_keep_change(app, e))
    listen(by_id("keep-dialog"), "landlords:file", lambda e: import_text(app, str(e.detail)))


def wire_dialog(app: DialogsApp, name: str) -> None:
    dialog = by_id(f"{name}-dialog")
    listen(dialog, "click", lambda e: on_click(app, name, e))
    listen(dialog, "close", lambda e: restore_focus(name))


def open_dialog(name: str, nodes: list[Any]) -> None:
    show_dialog(name, place(rules_markup.close_button()), nodes)


def show_dialog(name: str, close: Any, nodes: list[Any]) -> None:
    """Fill the dialog (its Close button first), open it and move focus to its heading."""
    dialog = by_id(f"{name}-dialog")
    OPENER[name] = document.activeElement
    dialog.replaceChildren(close, *nodes)
    if not dialog.open:
        dialog.showModal()
    heading = dialog.querySelector("h2")
    if heading:
        heading.setAttribute("tabindex", "-1")
        heading.focus()


def restore_focus(name: str) -> None:
    opener = OPENER.pop(name, None)
    if opener and opener.isConnected:
        opener.focus()


def close(name: str) -> None:
    dialog = by_id(f"{name}-dialog")
    if dialog.open:
        dialog.close()


def on_click(app: DialogsApp, name: str, event: Any) -> None:
    button = event.target.closest("button")
    cmd = attr(button, "data-cmd")
    if not cmd or button.disabled:
        return
    if cmd == "close":
        close(name)
    elif cmd == "download":
        app.download_save()
        status(name, "The save file is downloading.")
    elif cmd == "copy":
        copy_link(name)
    elif cmd == "replay" and app.session is not None:
        close(name)
        app.show_replay(app.session, 0 if app.session.state.phase == Phase.OVER else len(app.session.state.actions))
    elif cmd == "new":
        close(name)
        app.new_game_asked()
    elif cmd == "send":
        send_offer(app)
    elif cmd == "keep":
        close(name)
        open_keep(app)
    elif cmd == "full-rules":
        open_rules(app)
    elif cmd.startswith("trust:") and app.session is not None:
        trusts = controls.trust_choices(app.session.state)
        index = int(cmd.split(":")[1])
        if index < len(trusts):
            close(name)
            app.act(trusts[index].action)


def status(name: str, text: str) -> None:
    node = by_id(f"{name}-dialog").querySelector(".status")
    if node:
        node.textContent = text


# --- rules ---------------------------------------------------------------------------------------


def on_rule_link(app: DialogsApp, event: Any) -> None:
    link = event.target.closest("[data-rule]") if event.target.closest else None
    if link:
        open_rules(app, section=attr(link, "data-rule"))


def open_rules(app: DialogsApp, how_to_play: bool = False, section: str = "") -> None:
    """The rules of the game on screen (or the one chosen at setup): "How to play" first, which a
    newcomer reads in a minute; then, unless only that was asked for, the full reference, opened
    at ``section`` when a link names one (``ui.rules_markup`` draws both)."""
    state = app.current_state()
    if state is not None:
        options = state.options
    else:
        try:
            options = make_options(app.form.edition, app.form.seats, {})
        except LandlordsError:
            options = Options(edition=app.form.edition)
    close, *nodes = rules_markup.dialog_body(options, how_to_play, setup=state is None, section=section)
    show_dialog("rules", place(close), [place(node) for node in nodes])
    target = by_id(rules_markup.section_id(section)) if section and not how_to_play else None
    if target:
        target.setAttribute("tabindex", "-1")
        target.focus()
        target.scrollIntoView(js_object({"block": "start"}))


# --- save and share ------------------------------------------------------------------------------


def share_words(link: str) -> str:
    """What the share link does for whoever opens it: anyone's browser shows the game, unless the
    page is a file on this computer (the offline edition), whose address opens nowhere else."""
    holds = "It holds the options, the seed and every move; nothing is sent anywhere."
    if link.startswith("file:"):
        return (
            "This game is a file on this computer, so its link opens the game only here. To share "
            "the game, send the save file, which opens in any copy of the game. " + holds
        )
    return "Anyone opening this link sees the game, move by move, in the replay viewer. " + holds


def open_keep(app: DialogsApp) -> None:
    session = app.shown_session()
    nodes: list[Any] = [h("h2", "Save & share", None, {"id": "keep-heading"})]
    nodes.append(
        h(
            "p",
            "The game is saved in this browser after every move, and comes back when the page is reloaded."
            if app.storage.works
            else "This browser does not let the page store the game: download a save file to keep it.",
            "note",
        )
    )
    if session is not None:
        state = session.state
        nodes.append(
            h(
                "p",
                f"This game: {edition_title(state.options.edition)}, seed {state.seed}, "
                f"{len(state.actions)} moves so far.",
                "note",
            )
        )
    if session is not None and app.mode == "game":
        nodes.append(h("h3", "Save file"))
        nodes.append(h("button", "Download a save file", None, {"type": "button", "data-cmd": "download"}))
    nodes.append(h("h3", "Open a save file"))
    nodes.append(h("label", "Choose a save file (.json)", "label", {"for": "import-file"}))
    nodes.append(h("input", None, None, {"type": "file", "id": "import-file", "accept": ".json,application/json"}))
    nodes.append(h("p", "Opening a file replaces the game in progress only if the file is a valid save.", "note"))
    if session is not None:
        total = len(session.state.actions)
        link = app.share_url(total)
        nodes.append(h("h3", "Share link"))
        nodes.append(h("p", share_words(link), "note"))
        nodes.append(h("label", "Open the link at move", "label", {"for": "share-at"}))
        nodes.append(
            h(
                "input",
                None,
                None,
                {
                    "type": "number",
                    "id": "share-at",
                    "min": "0",
                    "max": str(total),
                    "value": str(total),
                    "inputmode": "numeric",
                },
            )
        )
        nodes.append(h("label", "Link", "label", {"for": "share-link"}))
        nodes.append(h("input", None, "share-link", {"id": "share-link", "readonly": "", "value": link}))
        nodes.append(h("button", "Copy the link", None, {"type": "button", "data-cmd": "copy"}))
        if app.mode == "game":
            nodes.append(h("h3", "Replay"))
            nodes.append(h("button", "Replay this game from the start", None, {"type": "button", "data-cmd": "replay"}))
    nodes.append(h("p", "", "status", {"role": "status"}))
    open_dialog("keep", nodes)


def on_keep_change(app: DialogsApp, event: Any) -> None:
    target = event.target
    if target.id == "share-at":
        text = str(target.value).strip()
        if text.isdigit():
            by_id("share-link").value = app.share_url(int(text))
    elif target.id == "import-file":
        # The page reads the file (a worker cannot see the reader's files) and hands its text back
        # as a "landlords:file" event on the dialog, or says why not.
        host.behave("readFile", target)


def import_text(app: DialogsApp, text: str) -> None:
    """Load a save file; a bad one is refused with its reason and the game in progress stays."""
    try:
        loaded = sessions.loads(text)
    except Exception as exc:  # whatever is in the file, the game in progress stays
        message = f"That file cannot be opened: {exc}. The game in progress is unchanged."
        status("keep", message)
        app.notify(message)
        return
    close("keep")
    app.start_game(loaded)
    app.notify(f"Opened the saved game ({len(loaded.state.actions)} moves).")


def copy_link(name: str) -> None:
    field = by_id("share-link")
    field.select()
    try:
        host.behave("clipboard", str(field.value))
        status(name, "The link is copied.")
    except Exception:
        status(name, "Copy the selected link with Ctrl+C (or long-press).")


# --- offers --------------------------------------------------------------------------------------


def open_deal(app: DialogsApp) -> None:
    session = app.session
    if session is None:
        return
    state = session.state
    p = session.decider()
    nodes: list[Any] = [h("h2", f"{state.players[p].name} makes an offer", None, {"id": "deal-heading"})]
    form = h("form", None, "deal", {"id": "deal-form"})
    partner = h("select", None, None, {"id": "deal-to"})
    for q in controls.deal_partners(state, p):
        partner.append(
            h("option", f"{state.players[q].name} ({dollars(state.players[q].cash)} cash)", None, {"value": str(q)})
        )
    form.append(h("label", "To", "label", {"for": "deal-to"}), partner)
    kinds = h("fieldset", None, "deal-kind")
    kinds.append(h("legend", "Kind of offer"))
    for value, label in (("trade", "A trade of cards and cash"), ("loan", "A loan")):
        if value == "loan" and not controls.loans_allowed(state):
            continue
        attrs = {"type": "radio", "name": "deal-kind", "value": value, "id": f"deal-kind-{value}"}
        if value == "trade":
            attrs["checked"] = ""
        kinds.append(h("label", None, "check", children=[h("input", None, None, attrs), h("span", label)]))
    form.append(kinds)
    form.append(h("div", None, "deal-body", {"id": "deal-body"}))
    form.append(h("p", "", "problem", {"id": "deal-problem", "role": "status"}))
    form.append(h("div", None, "said", {"id": "deal-said"}))
    trusts = controls.trust_choices(state)
    nodes.append(form)
    if trusts:
        # Forming or joining the Trust is its own offer: a button each, with what it changes.
        trust = h("div", None, "trust")
        trust.append(h("h3", "The railroad Trust"))
        for i, choice in enumerate(trusts):
            if choice.consequence is not None:
                trust.append(consequence_node(state, choice.consequence))
            trust.append(h("button", choice.label, None, {"type": "button", "data-cmd": f"trust:{i}"}))
        nodes.append(trust)
    nodes.append(
        h(
            "div",
            None,
            "actions",
            children=[
                h("button", "Make the offer", "primary", {"type": "button", "data-cmd": "send", "id": "deal-send"}),
                h("button", "Cancel", None, {"type": "button", "data-cmd": "close"}),
            ],
        )
    )
    open_dialog("deal", nodes)
    deal_body(app)
    deal_check(app)


def deal_state(app: DialogsApp) -> tuple[int, int, str]:
    assert app.session is not None
    p = app.session.decider()
    to = int(by_id("deal-to").value)
    kind = document.querySelector('input[name="deal-kind"]:checked')
    return p, to, str(kind.value) if kind else "trade"


def card_boxes(cls: str, items: list[controls.CardItem], empty: str) -> Any:
    # A long list scrolls; the box takes focus so the keyboard can scroll it too.
    box = h("div", None, "card-list", {"tabindex": "0", "role": "group", "aria-label": "Cards"})
    if not items:
        box.append(h("p", empty, "note"))
    for item in items:
        box.append(
            h(
                "label",
                None,
                "check",
                children=[h("input", None, cls, {"type": "checkbox", "value": str(item.card)}), h("span", item.label)],
            )
        )
    return box


def deal_body(app: DialogsApp) -> None:
    """The offer's terms for the chosen partner and kind (rebuilt when either changes)."""
    assert app.session is not None
    state = app.session.state
    p, to, kind = deal_state(app)
    body = by_id("deal-body")
    body.dataset.partner = str(to)
    body.dataset.kind = kind
    me, them = state.players[p].name, state.players[to].name
    if kind == "trade":
        give = h("fieldset", None, "side-give")
        give.append(h("legend", f"{me} gives"))
        give.append(card_boxes("give-card", controls.tradable_cards(state, p), "No cards free to trade."))
        give.append(h("label", f"Cash (up to {dollars(state.players[p].cash)})", "label", {"for": "give-cash"}))
        give.append(
            h(
                "input",
                None,
                None,
                {"id": "give-cash", "type": "number", "min": "0", "value": "0", "inputmode": "numeric"},
            )
        )
        take = h("fieldset", None, "side-take")
        take.append(h("legend", f"{them} gives"))
        take.append(card_boxes("take-card", controls.tradable_cards(state, to), "No cards free to trade."))
        take.append(h("label", f"Cash (up to {dollars(state.players[to].cash)})", "label", {"for": "take-cash"}))
        take.append(
            h(
                "input",
                None,
                None,
                {"id": "take-cash", "type": "number", "min": "0", "value": "0", "inputmode": "numeric"},
            )
        )
        body.replaceChildren(h("div", None, "trade-sides", children=[give, take]))
        return
    way = h("fieldset", None, "loan-way")
    way.append(h("legend", "Who lends"))
    for value, label in (("lend", f"{me} lends to {them}"), ("borrow", f"{them} lends to {me}")):
        attrs = {"type": "radio", "name": "loan-way", "value": value, "id": f"loan-{value}"}
        if value == "borrow":
            attrs["checked"] = ""
        way.append(h("label", None, "check", children=[h("input", None, None, attrs), h("span", label)]))
    terms = h("div", None, "loan-terms")
    terms.append(h("label", "Sum lent ($)", "label", {"for": "loan-principal"}))
    terms.append(
        h(
            "input",
            None,
            None,
            {"id": "loan-principal", "type": "number", "min": "1", "value": "100", "inputmode": "numeric"},
        )
    )
    terms.append(h("label", "Sum to repay when the lender calls it in ($)", "label", {"for": "loan-repay"}))
    terms.append(
        h(
            "input",
            None,
            None,
            {"id": "loan-repay", "type": "number", "min": "1", "value": "110", "inputmode": "numeric"},
        )
    )
    security = h("div", None, "loan-security", {"id": "loan-security"})
    body.replaceChildren(way, terms, security)
    loan_security(app)


def loan_security(app: DialogsApp) -> None:
    assert app.session is not None
    state = app.session.state
    p, to, _ = deal_state(app)
    lend = by_id("loan-lend").checked
    borrower = to if lend else p
    box = by_id("loan-security")
    box.dataset.borrower = str(borrower)
    box.replaceChildren(
        h(
            "p",
            f"Security: cards of {state.players[borrower].name} that pass to the lender if the loan is not "
            "repaid (optional).",
            "note",
        ),
        card_boxes("security-card", controls.tradable_cards(state, borrower), "No cards free to pledge."),
    )


def ticked(cls: str) -> list[int]:
    return checked(f"#deal-dialog .{cls}")


def composed(app: DialogsApp) -> tuple[Any, str | None]:
    """The offer as the editor stands, and why it cannot be made (None: it can)."""
    assert app.session is not None
    state = app.session.state
    p, to, kind = deal_state(app)
    body = by_id("deal-body")
    if attr(body, "data-partner") != str(to) or attr(body, "data-kind") != kind:
        deal_body(app)
    if kind == "trade":
        give_cash, take_cash = read_int("give-cash"), read_int("take-cash")
        if give_cash is None or take_cash is None:
            return None, "cash must be a whole number of dollars, 0 or more"
        return controls.trade_offer(state, p, to, ticked("give-card"), ticked("take-card"), give_cash, take_cash)
    box = by_id("loan-security")
    lend = bool(by_id("loan-lend").checked)
    if attr(box, "data-borrower") != str(to if lend else p):
        loan_security(app)
    principal, repay = read_int("loan-principal"), read_int("loan-repay")
    if principal is None or repay is None:
        return None, "the sums must be whole numbers of dollars"
    return controls.loan_offer(state, p, to, lend, principal, repay, ticked("security-card"))


def deal_check(app: DialogsApp) -> None:
    if app.session is None or not by_id("deal-dialog").open:
        return
    offer, reason = composed(app)
    problem = by_id("deal-problem")
    if reason:
        problem.textContent = reason[:1].upper() + reason[1:] + "."
        problem.className = "problem"
    else:
        problem.textContent = sentence(describe_action(app.session.state, offer) + ".")
        problem.className = "summary"
    by_id("deal-send").disabled = reason is not None
    said = controls.composed_consequence(app.session.state, None if reason else offer)
    by_id("deal-said").replaceChildren(*([consequence_node(app.session.state, said)] if said else []))


def send_offer(app: DialogsApp) -> None:
    offer, reason = composed(app)
    if reason is None and offer is not None:
        close("deal")
        app.act(offer)


# --- the end -------------------------------------------------------------------------------------


def open_end(app: DialogsApp) -> None:
    session = app.session
    if session is None or session.state.phase != Phase.OVER:
        return
    view = end_view(session.state)
    # Under the Single Tax with its shared goal: the public's story first, the counts rank nobody.
    told = end_lesson(session.state)
    nodes: list[Any] = [h("h2", told.title if told else view.title, None, {"id": "end-heading"})]
    edition = edition_title(session.state.options.edition)
    if told is None:
        nodes.append(h("p", f"{view.reason} The counting up of {edition}:", "prompt"))
    else:
        nodes.append(h("p", view.reason, "prompt"))
        public = h("div", None, "public-end")
        for line in told.lines:
            public.append(h("p", line))
        nodes.append(public)
        nodes.append(h("p", f"Each player's count by the counting up of {edition}, for information:", "prompt"))
    table = h("table", None, "scores")
    # The total comes first, so it is in view on a phone; the breakdown follows.
    table.append(column_heads("Player", "Total", *view.columns))
    body = h("tbody")
    seats = [p.name for p in session.state.players]
    # Counts that rank nobody are listed in seat order, not by size.
    rows = view.rows if told is None else sorted(view.rows, key=lambda row: seats.index(row[0]))
    for name, values, total, won in rows:
        won = won and told is None
        row = h("tr", None, "winner" if won else None)
        row.append(h("th", name + (" \u2605 winner" if won else ""), None, {"scope": "row"}))
        row.append(h("td", dollars(total), "total"))
        for v in values:
            row.append(h("td", dollars(v)))
        body.append(row)
    table.append(body)
    nodes.append(
        h("div", None, "table-wrap", {"tabindex": "0", "role": "region", "aria-label": "The counting up"}, [table])
    )
    for note in view.notes:
        nodes.append(h("p", note, "note"))
    nodes.append(render_milestones.end_list(app))  # issue 26: the game's milestones, each replayable
    nodes.append(
        h(
            "div",
            None,
            "actions",
            children=[
                h("button", "New game", "primary", {"type": "button", "data-cmd": "new"}),
                h("button", "Replay the game", None, {"type": "button", "data-cmd": "replay"}),
                h("button", "Save & share", None, {"type": "button", "data-cmd": "keep"}),
                h("button", "Look at the board", None, {"type": "button", "data-cmd": "close"}),
            ],
        )
    )
    open_dialog("end", nodes)
