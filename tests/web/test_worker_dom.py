"""The worker's mirror DOM (issue 27, ``ui.worker_dom``): the tree it keeps, the ops it records for the
page, what the page's sync and event messages change, SVG parsing and the selector engine."""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ui.worker_dom import MirrorDocument
from ui.worker_element import MirrorElement
from ui.worker_window import ManualTimers

SVG = "http://www.w3.org/2000/svg"


def el(h: int, tag: str, attrs: dict[str, str] | None = None, kids: tuple[Any, ...] = (), **props: Any) -> list[Any]:
    return [h, tag, "svg" if tag in ("svg", "g", "rect") else "", attrs or {}, list(kids), props]


def tx(h: int, data: str) -> list[Any]:
    return [h, "#text", data]


def page() -> list[Any]:
    """A small boot tree: a turn panel with choices, a form with radios, a log, a dialog."""
    body = el(
        3,
        "body",
        kids=(
            el(
                4,
                "section",
                {"id": "turn"},
                (
                    el(
                        5,
                        "div",
                        {"class": "group choices"},
                        (el(6, "button", {"data-choice": "m:1"}, (tx(7, "Buy"),)),),
                    ),
                    el(8, "p", {"class": "auto-note count-note"}, (el(9, "span", {}, (tx(10, "count"),)),)),
                    el(11, "p", {"class": "auto-note"}, (el(12, "span", {}, (tx(13, "auto"),)),)),
                ),
            ),
            el(
                14,
                "form",
                {"id": "setup"},
                (
                    el(15, "input", {"type": "radio", "name": "edition", "value": "1904"}, checked=False),
                    el(16, "input", {"type": "radio", "name": "edition", "value": "1906"}, checked=True),
                    el(17, "input", {"type": "text", "id": "name", "value": "default"}, value="typed"),
                    el(18, "details", {"class": "rules"}, (el(19, "summary", {}, (tx(20, "Rules"),)),), open=False),
                ),
            ),
            el(21, "dialog", {"id": "box"}, open=False),
        ),
    )
    return el(2, "html", {"lang": "en"}, (body,))


class Host:
    """The worker's side of the mirror, faked: what was posted and scheduled."""

    def __init__(self) -> None:
        self.posted: list[dict[str, Any]] = []
        self.scheduled: list[Callable[[], None]] = []
        self.timers = ManualTimers()
        self.doc = MirrorDocument(
            self.posted.append,
            self.scheduled.append,
            set_timeout=self.timers.set_timeout,
            clear_timeout=self.timers.clear_timeout,
        )
        env = {
            "href": "https://example.org/game/?edition=1906#game=abc",
            "search": "?edition=1906",
            "hash": "#game=abc",
            "pathname": "/game/",
            "origin": "https://example.org",
            "innerWidth": 1024,
            "innerHeight": 700,
            "reducedMotion": True,
            "active": None,
        }
        self.doc.load({"tree": page(), "next": 100, "storage": {"landlords.seen": "1"}, "env": env})

    def batch(self) -> list[Any]:
        """Flush and return the one batch's ops."""
        before = len(self.posted)
        self.doc.flush()
        assert len(self.posted) == before + 1
        message = self.posted[-1]
        assert message["type"] == "ops"
        ops: list[Any] = message["ops"]
        return ops


@pytest.fixture
def host() -> Host:
    return Host()


def ids(nodes: Any) -> list[str]:
    return [node.id or node.localName for node in nodes]


def test_boot_tree_answers_reads_without_ops(host: Host) -> None:
    doc = host.doc
    assert doc.documentElement.getAttribute("lang") == "en"
    assert doc.body is doc.getElementById("turn").parentElement
    assert doc.activeElement is doc.body  # null active element: the body
    assert doc.getElementById("name").value == "typed"  # the live value, not the attribute
    assert doc.getElementById("name").getAttribute("value") == "default"
    assert doc.querySelector('input[name="edition"]:checked').value == "1906"
    assert doc.getElementById("turn").textContent == "Buycountauto"
    assert doc.getElementById("turn").children.length == 3
    assert doc.getElementById("turn").children.item(3) is None
    assert doc.querySelector("button").tagName == "BUTTON"
    assert doc.head.children.length == 0
    assert doc.importNode(doc.body, True) is doc.body
    assert host.scheduled == []
    doc.flush()
    assert host.posted == []


def test_mutations_make_one_batch_in_order_and_schedule_once(host: Host) -> None:
    doc = host.doc
    box = doc.createElement("DIV")
    box.className = "notice"
    box.setAttribute("role", "status")
    box.textContent = "Saved"
    box.hidden = True
    box.style.marginTop = "3px"
    box.dataset.someKey = "x"
    doc.getElementById("turn").append(box)
    assert host.scheduled == [doc.flush]
    assert host.batch() == [
        ["el", 100, "div", ""],
        ["pr", 100, "className", "notice"],
        ["at", 100, "role", "status"],
        ["pr", 100, "textContent", "Saved"],
        ["pr", 100, "hidden", True],
        ["st", 100, "margin-top", "3px"],
        ["at", 100, "data-some-key", "x"],
        ["ap", 4, [100]],
    ]
    assert box.hasAttribute("hidden") and box.getAttribute("data-some-key") == "x"
    assert box.parentNode is doc.getElementById("turn") and box.isConnected
    box.removeAttribute("role")
    assert len(host.scheduled) == 2  # the first op after a flush schedules the next one
    assert host.batch() == [["at", 100, "role", None]]
    doc.flush()
    assert len(host.posted) == 2  # nothing pending: nothing posted


def test_text_content_replaces_children_with_one_op(host: Host) -> None:
    note = host.doc.querySelector(".count-note")
    note.textContent = "Two left"
    assert host.batch() == [["pr", 8, "textContent", "Two left"]]
    assert note.childNodes.length == 1 and note.firstElementChild is None
    assert note.textContent == "Two left"
    assert host.doc.querySelector(".count-note > span") is None
    note.textContent = ""
    assert note.firstChild is None


def test_moving_an_attached_node_detaches_it_first(host: Host) -> None:
    doc = host.doc
    button = doc.querySelector("button")
    choices = button.parentElement
    form = doc.getElementById("setup")
    form.prepend(button)
    assert choices.children.length == 0 and form.firstElementChild is button
    summary = doc.querySelector("summary")
    form.insertBefore(summary, doc.getElementById("name"))
    assert [n.localName for n in form.children] == ["button", "input", "input", "summary", "input", "details"]
    assert doc.querySelector("details").children.length == 0
    assert host.batch() == [["pp", 14, [6]], ["ib", 14, 19, 17]]


def test_the_other_tree_edits(host: Host) -> None:
    doc = host.doc
    turn = doc.getElementById("turn")
    first = doc.createElement("h2")
    turn.replaceChildren(first, "words")
    assert [n.nodeName for n in turn.childNodes] == ["H2", "#text"]
    assert doc.querySelector(".auto-note") is None
    second = doc.createElementNS(SVG, "svg")
    first.replaceWith(second)
    assert turn.firstChild is second and first.parentNode is None and second.tagName == "svg"
    second.remove()
    second.remove()  # already out: nothing more
    assert turn.appendChild(first) is first
    assert host.batch() == [
        ["el", 100, "h2", ""],
        ["tx", 101, "words"],
        ["rc", 4, [100, 101]],
        ["el", 102, "svg", "svg"],
        ["rw", 100, [102]],
        ["rm", 102],
        ["ap", 4, [100]],
    ]
    with pytest.raises(ValueError):
        first.append(turn)  # a node cannot go inside itself


def test_class_list_dataset_and_style(host: Host) -> None:
    button = host.doc.querySelector("button")
    button.classList.add("primary", "wide")
    button.classList.add("primary")  # already there: no op
    assert button.classList.toggle("wide") is False
    assert button.classList.toggle("chosen", True) is True
    assert button.classList.contains("chosen") and not button.classList.contains("wide")
    button.classList.remove("absent")
    button.dataset.partnerIndex = 3
    assert button.dataset.partnerIndex == "3" and button.dataset.choice == "m:1"
    with pytest.raises(AttributeError):
        _ = button.dataset.missing
    del button.dataset.partnerIndex
    button.style.setProperty("--tilt", "2deg")
    button.style.backgroundColor = "red"
    assert button.style.backgroundColor == "red" and button.style.getPropertyValue("--tilt") == "2deg"
    assert button.style.removeProperty("--tilt") == "2deg"
    assert host.batch() == [
        ["at", 6, "class", "primary wide"],
        ["at", 6, "class", "primary"],
        ["at", 6, "class", "primary chosen"],
        ["at", 6, "data-partner-index", "3"],
        ["at", 6, "data-partner-index", None],
        ["st", 6, "--tilt", "2deg"],
        ["st", 6, "background-color", "red"],
        ["st", 6, "--tilt", None],
    ]


def test_live_state_values_and_radios(host: Host) -> None:
    doc = host.doc
    first, second = doc.querySelectorAll('input[name="edition"]')
    first.checked = True
    assert not second.checked  # a radio ticked unticks its group
    assert doc.querySelectorAll("input:checked") == [first]
    select = doc.createElement("select")
    options = [doc.createElement("option") for _ in range(3)]
    for at, option in enumerate(options):
        option.setAttribute("value", f"v{at}")
        select.append(option)
    assert select.value == "v0"
    options[2].setAttribute("selected", "")
    assert select.value == "v2"
    options[1].selected = True
    assert select.value == "v1" and not options[2].selected
    select.value = "v0"
    assert options[0].selected and doc.createElement("textarea").value == ""
    box = doc.createElement("input")
    box.setAttribute("type", "checkbox")
    assert box.value == "on" and box.type == "checkbox" and doc.createElement("button").type == "submit"
    ops = host.batch()
    assert ["pr", 15, "checked", True] in ops and ["pr", options[1]._h, "selected", True] in ops
    assert ["pr", select._h, "value", "v0"] in ops


def test_sync_items_update_live_state(host: Host) -> None:
    doc = host.doc
    name, rules, log = doc.getElementById("name"), doc.querySelector("details"), doc.getElementById("turn")
    items = [
        ["value", 17, "Ada"],
        ["checked", 15, True],
        ["checked", 16, False],
        ["open", 18, True],
        ["active", 17],
        ["hover", 9],
        ["scroll", 4, 120, 3],
        ["sight", 4, True],
        ["size", 390, 800],
        ["value", 999, "a node the worker dropped"],
    ]
    doc.receive({"type": "sync", "items": items})
    assert name.value == "Ada" and doc.querySelector('input[name="edition"]:checked').value == "1904"
    assert rules.open and doc.querySelector("details[open]") is rules
    assert doc.activeElement is name
    assert [n.localName for n in doc.querySelectorAll(":hover")] == ["html", "body", "section", "p", "span"]
    assert doc.querySelector(".count-note").matches(":hover") and not doc.querySelector("button").matches(":hover")
    assert (log.scrollTop, log.scrollLeft, log.sight) == (120, 3, True)
    assert (doc.defaultView.innerWidth, doc.defaultView.innerHeight) == (390, 800)
    doc.receive({"type": "sync", "items": [["href", "https://example.org/game/#game=xyz"]]})
    assert doc.defaultView.location.hash == "#game=xyz" and doc.defaultView.location.search == ""
    doc.receive({"type": "sync", "items": [["active", None], ["hover", None], ["open", 18, False]]})
    assert doc.activeElement is doc.body and not doc.querySelectorAll(":hover") and not rules.open
    assert host.scheduled == []  # syncs record nothing
    with pytest.raises(ValueError):
        doc.receive({"type": "sync", "items": [["colour", 4, "red"]]})


def test_each_batch_says_the_last_message_heard_before_it_was_made(host: Host) -> None:
    """The page keeps a value the reader changed after the message a batch names (shell.js), so a
    batch made before a message is posted before that message is taken in, numbered as it was."""
    doc = host.doc
    name = doc.getElementById("name")
    doc.receive({"type": "sync", "items": [], "n": 4})
    name.value = "made after 4"
    doc.receive({"type": "sync", "items": [["value", 17, "typed"]], "n": 5})
    assert host.posted[-1] == {"type": "ops", "ops": [["pr", 17, "value", "made after 4"]], "n": 4}
    assert name.value == "typed"  # the reader's word came later: it stands here as on the page
    name.value = "made after 5"
    host.doc.flush()
    assert host.posted[-1]["n"] == 5
    count = len(host.posted)
    doc.receive({"type": "sync", "items": [], "n": 6})  # nothing recorded: nothing posted
    assert len(host.posted) == count


def test_events_reach_their_listener_with_nodes(host: Host) -> None:
    doc = host.doc
    seen: list[Any] = []
    turn = doc.getElementById("turn")

    def on_click(event: Any) -> None:
        seen.append(("click", event))

    def on_key(event: Any) -> None:
        seen.append(("key", event))

    turn.addEventListener("click", on_click)
    turn.addEventListener("click", on_click)  # the DOM adds a listener once
    doc.addEventListener("keydown", on_key, True, ["ArrowUp", "Enter"])
    doc.defaultView.addEventListener("resize", on_key, False, "always")
    assert host.batch() == [
        ["ls", 4, "click", 1, False, None],
        ["ls", 1, "keydown", 2, True, ["ArrowUp", "Enter"]],
        ["ls", 0, "resize", 3, False, "always"],
    ]
    event = {"type": "click", "target": 7, "currentTarget": 4, "relatedTarget": None, "button": 0, "shiftKey": True}
    doc.receive({"type": "event", "lid": 1, "e": event})
    doc.receive({"type": "event", "lid": 2, "e": {"type": "keydown", "target": 1, "currentTarget": 1, "key": "Enter"}})
    (kind, click), (_, key) = seen
    assert kind == "click" and click.target is turn.querySelector("button").firstChild
    assert click.currentTarget is turn and click.relatedTarget is None and click.shiftKey and click.button == 0
    assert click.submitter is None and click.key is None
    assert click.timeStamp > 0  # not sent: when the worker heard of it
    click.preventDefault()
    click.stopPropagation()
    assert key.target is doc and key.key == "Enter"
    with pytest.raises(NotImplementedError):
        _ = click.clientX
    turn.removeEventListener("click", on_click)
    turn.removeEventListener("click", on_click, True)  # never added with capture: nothing
    assert host.batch() == [["ul", 1]]
    doc.receive({"type": "event", "lid": 1, "e": event})  # sent before the page heard: dropped
    assert len(seen) == 2


def test_dropped_nodes_are_freed_in_the_next_batch(host: Host) -> None:
    doc = host.doc
    kept = doc.createElement("div")
    doc.body.append(kept)
    temporary = doc.createElement("span")
    temporary.textContent = "gone soon"
    subtree = doc.createElement("ul")
    subtree.append(doc.createElement("li"))
    host.batch()
    del temporary
    del subtree
    gc.collect()
    kept.setAttribute("class", "x")
    ops = host.batch()
    assert ops[0] == ["at", 100, "class", "x"]
    assert ops[-1][0] == "fr" and sorted(ops[-1][1]) == [101, 102, 103]
    kept.remove()  # the page forgets it only once the worker drops it too
    host.batch()
    del kept
    gc.collect()
    assert host.doc._frees == [100]
    assert host.batch() == [["fr", [100]]]
    assert doc.getElementById("turn") is not None  # boot nodes in the tree stay


def test_a_dropped_nodes_listeners_are_let_go(host: Host) -> None:
    """Panels drawn again drop their old buttons: their listeners go with them (the page's too, by
    the ``fr`` op), so a long game does not keep every listener it ever made."""
    doc = host.doc
    heard: list[Any] = []
    button = doc.createElement("button")
    button.addEventListener("click", heard.append)
    button.addEventListener("keydown", heard.append, True)
    stays = doc.createElement("button")
    stays.addEventListener("click", heard.append)
    doc.body.append(button, stays)
    ops = host.batch()
    lids = [op[3] for op in ops if op[0] == "ls"]
    assert len(lids) == 3 and set(lids) <= doc._lids.keys()
    button.remove()
    host.batch()
    del button
    gc.collect()
    assert host.batch()[-1][0] == "fr"
    assert set(doc._lids) & set(lids) == {lids[2]}  # only the button still in the page keeps its own
    assert [key for key in doc._listeners if key[0] == stays._h] == [(stays._h, "click", False)]


BOARD = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">\n'
    "  <title>Board</title>\n"
    '  <g class="space" data-index="0"><rect width="2"/><text x="1">Go <tspan>&amp; collect</tspan> $100</text></g>\n'
    '  <g id="board-state"><use xlink:href="#t"/><g class="dice"><circle r="1"/></g></g>\n'
    "</svg>"
)


def test_svg_parse_numbers_elements_in_pre_order_with_one_op(host: Host) -> None:
    doc = host.doc
    parsed = doc.defaultView.DOMParser.new().parseFromString(BOARD, "image/svg+xml")
    assert parsed.querySelector("parsererror") is None
    root = doc.importNode(parsed.documentElement, True)
    order = ["svg", "title", "g", "rect", "text", "tspan", "g", "use", "g", "circle"]
    found = [root, *root.querySelectorAll("*")]
    assert [n.localName for n in found] == order
    assert [n._h for n in found] == list(range(100, 110))
    assert all(n._h is None for n in root.childNodes if not isinstance(n, MirrorElement))
    assert root.querySelector("text").textContent == "Go & collect $100"
    assert root.querySelector("use").getAttribute("xlink:href") == "#t"
    assert root.getAttribute("viewBox") == "0 0 10 10" and root.tagName == "svg"
    assert root.querySelector('.space[data-index="0"]') is root.childNodes.item(3)
    assert root.querySelector("#board-state .dice").firstElementChild.localName == "circle"
    doc.getElementById("turn").replaceChildren(root)
    assert host.batch() == [["sv", 100, BOARD], ["rc", 4, [100]]]
    assert doc.createElement("p")._h == 110  # the worker's numbering goes on after the parsed elements
    with pytest.raises(NotImplementedError):
        root.firstChild.remove()  # whitespace text: the page has no handle for it


def test_svg_parse_error_is_reported_as_the_browser_does(host: Host) -> None:
    parsed = host.doc.defaultView.DOMParser.new().parseFromString("<svg><g></svg>", "image/svg+xml")
    error = parsed.querySelector("parsererror")
    assert error is not None and "mismatched tag" in error.textContent
    assert host.scheduled == []


def test_window_state_and_behaviours(host: Host) -> None:
    window = host.doc.defaultView
    location = window.location
    assert (location.pathname, location.search, location.hash) == ("/game/", "?edition=1906", "#game=abc")
    assert window.matchMedia("(prefers-reduced-motion: reduce)").matches
    assert window.localStorage.getItem("landlords.seen") == "1"
    window.localStorage.setItem("landlords.name", "Ada")
    window.localStorage.removeItem("landlords.seen")
    assert (
        window.localStorage.getItem("landlords.name") == "Ada" and window.localStorage.getItem("landlords.seen") is None
    )
    window.navigator.clipboard.writeText("a link")
    window.history.replaceState(None, "", location.pathname + location.search)
    assert location.href == "https://example.org/game/?edition=1906" and location.hash == ""
    host.doc.fx("follow", host.doc.getElementById("turn"), 2)
    assert host.batch() == [
        ["fx", "store", ["landlords.name", "Ada"]],
        ["fx", "store", ["landlords.seen", None]],
        ["fx", "clipboard", ["a link"]],
        ["fx", "replaceUrl", ["/game/?edition=1906"]],
        ["fx", "follow", [{"$h": 4}, 2]],
    ]
    ran: list[str] = []
    first = window.setTimeout(lambda: ran.append("late"), 50)
    window.setTimeout(lambda: ran.append("soon"), 5)
    window.clearTimeout(first)
    window.setTimeout(lambda word: ran.append(word), 10, "arg")
    assert host.timers.run() == 2 and ran == ["soon", "arg"]
    assert window.performance.now() > 0 and window.document is host.doc


def test_actions_the_page_performs(host: Host) -> None:
    doc = host.doc
    dialog, name = doc.getElementById("box"), doc.getElementById("name")
    dialog.showModal()
    assert doc.querySelector("dialog[open]") is dialog
    name.focus({"preventScroll": True})
    assert doc.activeElement is name
    name.select()
    name.blur()
    assert doc.activeElement is doc.body
    name.focus()
    name.remove()
    assert doc.activeElement is doc.body  # a focused node taken out of the page loses the focus
    dialog.close()
    doc.querySelector("button").click()
    dialog.scrollIntoView({"block": "nearest"})
    dialog.animate([{"opacity": 0}, {"opacity": 1}], {"duration": 200})
    name.scrollTop = 40
    assert host.batch() == [
        ["mc", 21, "showModal", []],
        ["fo", 17, True],
        ["mc", 17, "select", []],
        ["bl", 17],
        ["fo", 17, False],
        ["rm", 17],
        ["mc", 21, "close", []],
        ["mc", 6, "click", []],
        ["mc", 21, "scrollIntoView", [{"block": "nearest"}]],
        ["mc", 21, "animate", [[{"opacity": 0}, {"opacity": 1}], {"duration": 200}]],
        ["pr", 17, "scrollTop", 40],
    ]
    assert not dialog.open and name.scrollTop == 40


def test_the_unlisted_api_raises_naming_itself(host: Host) -> None:
    doc = host.doc
    button = doc.querySelector("button")
    for use in (
        lambda: button.getBoundingClientRect(),
        lambda: button.scrollHeight,
        lambda: button.offsetWidth,
        lambda: doc.defaultView.matchMedia("(max-width: 600px)"),
        lambda: doc.querySelector("li:first-child"),
        lambda: doc.createElementNS("http://www.w3.org/1998/Math/MathML", "math"),
    ):
        with pytest.raises(NotImplementedError):
            use()
    with pytest.raises(NotImplementedError, match="getBoundingClientRect"):
        button.getBoundingClientRect()
    with pytest.raises(NotImplementedError, match="title"):
        doc.title = "A game"
    with pytest.raises(NotImplementedError, match="innerHTML"):
        button.innerHTML = "<b>never</b>"
    assert not hasattr(button, "__len__") and bool(button)  # a node is truthy, as in JS


def test_get_element_by_id_follows_new_moved_and_dropped_ids(host: Host) -> None:
    doc = host.doc
    turn = doc.getElementById("turn")
    assert doc.getElementById("box").localName == "dialog"  # from the boot tree
    assert doc.getElementById("nowhere") is None
    prompt = doc.createElement("p")
    prompt.id = "prompt"
    assert doc.getElementById("prompt") is None  # not in the page yet
    turn.append(prompt)
    assert doc.getElementById("prompt") is prompt
    newer = doc.createElement("p")
    newer.setAttribute("id", "prompt")
    prompt.replaceWith(newer)  # the next question's prompt, as every render makes
    assert doc.getElementById("prompt") is newer
    newer.removeAttribute("id")
    assert doc.getElementById("prompt") is None
    first, second = doc.createElement("i"), doc.createElement("i")
    second.id = first.id = "twice"
    doc.body.append(second)
    turn.prepend(first)  # earlier in the page, though given its id and placed after
    assert doc.getElementById("twice") is first
    first.id = "once"
    assert doc.getElementById("twice") is second and doc.getElementById("once") is first


IDS = ("a", "b", "c")
SCOPED = ("#a", "#a span", "#a > span", "#b .x", "#c span.x", "#a #b span", "#b > i > span")


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 40), st.sampled_from(("span", "i", "div")), st.sampled_from((None, *IDS)), st.booleans()
        ),
        max_size=40,
    )
)
def test_id_scoped_queries_find_what_a_walk_of_every_element_finds(
    plan: list[tuple[int, str, str | None, bool]],
) -> None:
    """A selector starting from an id looks only under that id's element: the same answer as
    matching every descendant, whatever the tree, repeated ids and detached subtrees included."""
    from ui import worker_selectors

    doc = Host().doc
    nodes: list[Any] = [doc.body]
    loose = doc.createElement("div")  # a subtree not in the page
    nodes.append(loose)
    for parent, tag, ident, marked in plan:
        node = doc.createElement(tag)
        if ident:
            node.id = ident
        if marked:
            node.className = "x"
        nodes[parent % len(nodes)].append(node)
        nodes.append(node)
    for scope in (doc, doc.body, loose, *nodes[2:8]):
        for selector in SCOPED:
            parsed = worker_selectors.parse(selector)
            walked = [node for node in scope._descendants() if worker_selectors.matches(node, parsed)]
            assert list(scope.querySelectorAll(selector)) == walked, (scope, selector)
            assert scope.querySelector(selector) is (walked[0] if walked else None)
