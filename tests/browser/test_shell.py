"""shell.js, the page's end of the worker protocol (v1), against a stand-in worker with no Python
(shell_fixture/): the boot tree, ops, forwarded events and their syncs, the behaviours; then the
real page: its boot tree, and where its Python runs."""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from .conftest import BOOT_TIMEOUT_MS, Server, assert_ready, serve, wait_for, watch

pytestmark = pytest.mark.browser

FIXTURE = Path(__file__).with_name("shell_fixture")
WEB = Path(__file__).resolve().parents[2] / "web"


@pytest.fixture(scope="module")
def fixture_url(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The fixture page beside the shell.js the build shipped."""
    folder = tmp_path_factory.mktemp("shell")
    for path in FIXTURE.iterdir():
        shutil.copy2(path, folder / path.name)
    shutil.copy2(site / "shell.js", folder / "shell.js")
    httpd, url = serve.serve_in_thread(folder)
    yield url
    httpd.shutdown()


@pytest.fixture
def shell(browser: Browser, fixture_url: str) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script("localStorage.setItem('landlords:kept', 'yes'); localStorage.setItem('other', 'no');")
    page = context.new_page()
    errors: list[str] = []
    # The shell's own reports (not the browser's 404 for the fixture's missing icon).
    page.on("console", lambda m: errors.append(m.text) if m.text.startswith("The game's") else None)
    page.goto(fixture_url)
    wait_for(page, "window.seen.length > 0")
    page.errors = errors  # type: ignore[attr-defined]
    yield page
    context.close()


def boot(page: Page) -> dict[str, Any]:
    message: dict[str, Any] = page.evaluate("window.seen[0]")
    assert message["type"] == "boot"
    return message


def walk(node: list[Any]) -> Iterator[list[Any]]:
    yield node
    if node[1] != "#text":
        for child in node[4]:
            yield from walk(child)


def handle(page: Page, element_id: str) -> int:
    """The handle the boot tree gave the element with this id."""
    for node in walk(boot(page)["tree"]):
        if node[1] != "#text" and node[3].get("id") == element_id:
            return int(node[0])
    raise AssertionError(f"no #{element_id} in the boot tree")


def ops(page: Page, *batch: list[Any]) -> None:
    """Send one batch through the stand-in worker; return once shell.js has applied it."""
    done = page.evaluate("window.batches")
    page.evaluate("batch => say({type: 'ops', ops: batch})", list(batch))
    wait_for(page, f"window.batches > {done}")


def seen_since(page: Page, start: int) -> list[dict[str, Any]]:
    """What the worker saw from message ``start`` on, once it has seen all the page sent so far."""
    return list(page.evaluate(f"window.caughtUp().then(() => window.seen.slice({start}))"))


def count(page: Page) -> int:
    return int(page.evaluate("window.caughtUp().then(() => window.seen.length)"))


def test_the_boot_tree_is_the_body_numbered_in_document_order(shell: Page) -> None:
    message = boot(shell)
    tree = message["tree"]
    assert tree[:3] == [2, "html", ""] and tree[3]["data-state"] == "loading"
    assert [child[1] for child in tree[4]] == ["body"] and tree[4][0][0] == 3
    nodes = list(walk(tree))
    assert [node[0] for node in nodes] == list(range(2, message["next"]))
    tags = {node[1] for node in nodes}
    assert "script" not in tags and "head" not in tags and "title" not in tags
    texts = [node[2] for node in nodes if node[1] == "#text"]
    assert all(text.strip() for text in texts) and "Inside\u00a0" in texts
    assert not any("comment" in text for text in texts)
    props = {node[3].get("id"): node[5] for node in nodes if node[1] != "#text" and node[3].get("id")}
    assert props["name"] == {"value": "Ann"}
    assert props["tick"]["checked"] is True and props["rb"]["checked"] is False
    assert props["pick"] == {"value": "y"} and props["words"] == {"value": "hi"}
    assert props["fold"] == {"open": True} and props["box"] == {"open": False}
    assert props["zone"] == {}
    assert message["storage"]["landlords:kept"] == "yes" and "other" not in message["storage"]
    assert all(key.startswith("landlords") for key in message["storage"])
    env = message["env"]
    assert (env["innerWidth"], env["innerHeight"]) == (1280, 900)
    assert env["pathname"].endswith("/") and env["active"] is None and env["reducedMotion"] is False
    assert set(env) == {
        "href",
        "search",
        "hash",
        "pathname",
        "origin",
        "innerWidth",
        "innerHeight",
        "reducedMotion",
        "active",
        "globals",
    }
    assert env["globals"] == {"landlordsWaiting": []}  # no embed.js here: no copy number, no commands waiting
    assert shell.evaluate("window.steps") == ["hello", "booted"]


def test_ops_build_and_change_nodes(shell: Page) -> None:
    n = boot(shell)["next"]
    zone = handle(shell, "zone")
    ops(
        shell,
        ["el", n, "p", ""],
        ["tx", n + 1, "<b>not bold</b>"],
        ["ap", n, [n + 1]],
        ["at", n, "class", "note"],
        ["st", n, "margin-left", "3px"],
        ["el", n + 2, "span", ""],
        ["pr", n + 2, "textContent", "first"],
        ["el", n + 3, "circle", "svg"],
        ["ap", zone, [n, n + 3]],
        ["pp", zone, [n + 2]],
        ["el", n + 4, "em", ""],
        ["ib", zone, n + 4, n],
        ["pr", n, "hidden", True],
        ["pr", n + 3, "className", "dot"],
    )
    zone_html = shell.evaluate("document.getElementById('zone').outerHTML")
    assert zone_html == (
        '<div id="zone"><span>first</span><em></em>'
        '<p class="note" hidden="" style="margin-left: 3px;">&lt;b&gt;not bold&lt;/b&gt;</p>'
        '<circle class="dot"></circle></div>'
    )
    assert shell.evaluate("document.querySelector('#zone circle').namespaceURI") == "http://www.w3.org/2000/svg"
    ops(shell, ["at", n, "class", None], ["st", n, "margin-left", None], ["rw", n + 4, [n + 1]], ["rm", n + 3])
    assert shell.evaluate("document.getElementById('zone').outerHTML") == (
        '<div id="zone"><span>first</span>&lt;b&gt;not bold&lt;/b&gt;<p hidden="" style=""></p></div>'
    )
    ops(shell, ["rc", zone, [n + 2]])
    assert shell.evaluate("document.getElementById('zone').innerText") == "first"
    assert shell.errors == []  # type: ignore[attr-defined]


def test_svg_elements_are_numbered_in_pre_order(shell: Page) -> None:
    n = boot(shell)["next"]
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" id="s0"><g id="s1"><rect id="s2"/>text<circle id="s3"/></g>'
        '<g id="s4"><path id="s5"/></g><script id="s6">alert(1)</script></svg>'
    )
    ops(shell, ["sv", n, svg], ["ap", handle(shell, "zone"), [n]], *[["at", n + i, "data-h", str(i)] for i in range(7)])
    marks = shell.evaluate("[...document.querySelectorAll('#zone [data-h]')].map(e => [e.id, e.dataset.h])")
    assert marks == [[f"s{i}", str(i)] for i in range(7)]
    assert shell.evaluate("document.getElementById('s0').namespaceURI") == "http://www.w3.org/2000/svg"
    # The same small SVG again (a seat's token at every move) is a copy of its own, numbered anew.
    again = n + 7
    ops(shell, ["sv", again, svg], ["ap", handle(shell, "zone"), [again]], ["at", again + 5, "data-again", "yes"])
    copies = shell.evaluate("[...document.querySelectorAll('#zone [id=s5]')].map(e => e.dataset.again ?? null)")
    assert copies == [None, "yes"]


def test_listeners_forward_events_with_their_fields_and_prevent_policy(shell: Page) -> None:
    start = count(shell)
    zone, body = handle(shell, "zone"), 3
    n = boot(shell)["next"]
    ops(
        shell,
        ["el", n, "button", ""],
        ["pr", n, "textContent", "Press"],
        ["ap", zone, [n]],
        ["ls", zone, "click", 7, False, "always"],
        ["ls", 0, "keydown", 8, True, ["ArrowLeft", " "]],
    )
    # A node the worker never made (no handle): its event names the nearest ancestor that has one.
    shell.evaluate("document.querySelector('#zone button').append(document.createElement('i'))")
    shell.evaluate(
        "document.querySelector('#zone i')"
        ".dispatchEvent(new MouseEvent('click', {bubbles: true, shiftKey: true, detail: 2}))"
    )
    shell.focus("#zone button")
    shell.keyboard.press("ArrowLeft")
    shell.keyboard.press("ArrowRight")
    events = wait_for(shell, f"(s => s.length >= 3 && s)(window.seen.slice({start}).filter(m => m.type === 'event'))")
    click, left, right = events[:3]
    assert click["lid"] == 7
    assert click["e"] == {
        "type": "click", "target": n, "currentTarget": zone, "relatedTarget": None, "submitter": None,
        "key": None, "code": None, "shiftKey": True, "ctrlKey": False, "altKey": False, "metaKey": False,
        "button": 0, "detail": 2, "repeat": None, "timeStamp": click["e"]["timeStamp"],
    }  # fmt: skip
    assert (left["lid"], left["e"]["key"], left["e"]["code"], left["e"]["currentTarget"]) == (
        8,
        "ArrowLeft",
        "ArrowLeft",
        0,
    )
    assert left["e"]["target"] == n and right["e"]["key"] == "ArrowRight"
    assert shell.evaluate("window.prevented") == [["ArrowLeft", True], ["ArrowRight", False]]
    ops(shell, ["ul", 7])
    shell.click("#zone button")
    shell.keyboard.press("Escape")
    wait_for(shell, f"window.seen.slice({start}).filter(m => m.type === 'event').length >= 4")
    later = [m for m in seen_since(shell, start) if m["type"] == "event"][3:]
    assert [m["lid"] for m in later] == [8]  # the click listener is gone
    assert body == 3


def test_syncs_arrive_before_the_event_they_belong_to(shell: Page) -> None:
    name, pick, rb, fold, box = (handle(shell, i) for i in ("name", "pick", "rb", "fold", "box"))
    ops(shell, ["ls", name, "input", 1, False, None], ["ls", 1, "change", 2, False, None])
    start = count(shell)
    shell.fill("#name", "Bea")
    shell.select_option("#pick", "x")
    shell.check("#rb")
    wait_for(shell, f"window.seen.slice({start}).filter(m => m.type === 'event' && m.lid === 2).length >= 2")
    messages = seen_since(shell, start)
    first_input = next(i for i, m in enumerate(messages) if m["type"] == "event" and m["lid"] == 1)
    synced = [item for m in messages[:first_input] if m["type"] == "sync" for item in m["items"]]
    assert ["value", name, "Bea"] in synced
    items = [item for m in messages if m["type"] == "sync" for item in m["items"]]
    assert ["value", pick, "x"] in items
    assert ["checked", rb, True] in items and ["checked", handle(shell, "ra"), False] in items
    change_of_pick = next(i for i, m in enumerate(messages) if m["type"] == "event" and m["e"]["target"] == pick)
    before = [item for m in messages[:change_of_pick] if m["type"] == "sync" for item in m["items"]]
    assert ["value", pick, "x"] in before
    # focus, hover, a dialog's and a details' opening, a scroll, the window's size
    start = count(shell)
    shell.click("summary")
    ops(shell, ["mc", box, "showModal", []])
    shell.keyboard.press("Escape")
    shell.hover("#start")
    shell.evaluate("document.getElementById('log').scrollTop = 40")
    shell.set_viewport_size({"width": 1000, "height": 700})
    wait_for(shell, f"window.seen.slice({start}).some(m => m.type === 'sync' && m.items.some(i => i[0] === 'size'))")
    wait_for(shell, f"window.seen.slice({start}).some(m => m.type === 'sync' && m.items.some(i => i[0] === 'scroll'))")
    items = [item for m in seen_since(shell, start) if m["type"] == "sync" for item in m["items"]]
    assert ["open", fold, False] in items and ["open", box, False] in items
    assert ["hover", handle(shell, "start")] in items
    assert ["active", handle(shell, "rb")] not in items  # focus left the radio for the summary
    assert any(item[0] == "active" for item in items)
    assert ["scroll", handle(shell, "log"), 40, 0] in items and ["size", 1000, 700] in items


def numbered(page: Page, n: int, *batch: list[Any]) -> None:
    """A batch the worker made when the last message it had heard was number ``n``."""
    done = page.evaluate("window.batches")
    page.evaluate("([batch, n]) => say({type: 'ops', ops: batch, n})", [list(batch), n])
    wait_for(page, f"window.batches > {done}")


def test_a_value_the_reader_set_after_a_batch_was_made_stands(shell: Page) -> None:
    name, ra, rb = (handle(shell, i) for i in ("name", "ra", "rb"))
    shell.fill("#name", "Bea")
    told = max(m["n"] for m in seen_since(shell, 0))  # every message is numbered
    assert [m["n"] for m in seen_since(shell, 0)] == list(range(1, told + 1))
    # Made before the worker heard "Bea": the reader's value stands; made after: the worker's.
    numbered(shell, told - 1, ["pr", name, "value", "stale"], ["at", name, "title", "applied"])
    assert shell.input_value("#name") == "Bea" and shell.get_attribute("#name", "title") == "applied"
    numbered(shell, told, ["pr", name, "value", "Cy"])
    assert shell.input_value("#name") == "Cy"
    # A radio clicked while ticked already changes nothing, yet is the reader's word on its group.
    shell.check("#rb")
    start = count(shell)
    shell.click("#rb")
    synced = [m for m in seen_since(shell, start) if m["type"] == "sync"]
    assert synced and ["checked", rb, True] in synced[-1]["items"] and ["checked", ra, False] in synced[-1]["items"]
    numbered(shell, synced[-1]["n"] - 1, ["pr", rb, "checked", False], ["pr", ra, "checked", True])
    assert shell.is_checked("#rb") and not shell.is_checked("#ra")
    numbered(shell, synced[-1]["n"], ["pr", ra, "checked", True])
    assert shell.is_checked("#ra") and not shell.is_checked("#rb")
    # A choice in a list: an older word on one of its options is stale too.
    shell.select_option("#pick", "x")
    told = max(m["n"] for m in seen_since(shell, 0))
    select = next(node for node in walk(boot(shell)["tree"]) if node[1] != "#text" and node[3].get("id") == "pick")
    y = next(int(kid[0]) for kid in select[4] if kid[1] == "option" and kid[4][0][2] == "y")
    numbered(shell, told - 1, ["pr", y, "selected", True])
    assert shell.input_value("#pick") == "x"
    numbered(shell, told, ["pr", y, "selected", True])
    assert shell.input_value("#pick") == "y"


def test_forgotten_handles_are_forgotten(shell: Page) -> None:
    n = boot(shell)["next"]
    zone = handle(shell, "zone")
    ops(shell, ["el", n, "b", ""], ["ap", zone, [n]], ["ls", zone, "click", 3, False, None], ["fr", [n]])
    ops(shell, ["at", n, "title", "x"])
    assert shell.evaluate("document.querySelector('#zone b').hasAttribute('title')") is False
    assert any("change to the page failed" in text for text in shell.errors)  # type: ignore[attr-defined]
    start = count(shell)
    shell.evaluate("document.querySelector('#zone b').click()")
    event = wait_for(shell, f"window.seen.slice({start}).find(m => m.type === 'event')")
    assert event["e"]["target"] == zone  # the forgotten node is named by its nearest known ancestor


def test_a_forgotten_nodes_listeners_are_let_go(shell: Page) -> None:
    """The worker dropped a node (``fr``): its listeners go with its handle, so the page's table
    does not keep it alive. Kept in the page here (the worker would have removed it first), a
    click on it reaches no listener of its own."""
    n = boot(shell)["next"]
    zone = handle(shell, "zone")
    ops(shell, ["el", n, "i", ""], ["ap", zone, [n]], ["ls", n, "click", 7, False, None])
    start = count(shell)
    shell.evaluate("document.querySelector('#zone i').click()")
    assert [m["lid"] for m in seen_since(shell, start) if m["type"] == "event"] == [7]
    ops(shell, ["fr", [n]])
    start = count(shell)
    shell.evaluate("document.querySelector('#zone i').click()")
    assert [m for m in seen_since(shell, start) if m["type"] == "event"] == []


def test_behaviours_store_log_end_and_sight(shell: Page) -> None:
    n = boot(shell)["next"]
    log, far = handle(shell, "log"), handle(shell, "far")
    ops(shell, ["fx", "store", ["landlords:x", "1"]], ["fx", "store", ["landlords:kept", None]])
    assert shell.evaluate("[localStorage.getItem('landlords:x'), localStorage.getItem('landlords:kept')]") == [
        "1",
        None,
    ]
    # The log follows its end while the reader leaves it there, and stays put once they scroll up.
    ops(shell, ["el", n, "li", ""], ["ap", log, [n]], ["fx", "logEnd", [{"$h": log}]])
    end = shell.evaluate("(b => b.scrollHeight - b.clientHeight)(document.getElementById('log'))")
    assert shell.evaluate("document.getElementById('log').scrollTop") == end
    shell.evaluate("document.getElementById('log').scrollTop = 10")
    wait_for(shell, "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))")
    ops(shell, ["el", n + 1, "li", ""], ["ap", log, [n + 1]], ["fx", "logEnd", [{"$h": log}]])
    assert shell.evaluate("document.getElementById('log').scrollTop") == 10
    ops(shell, ["fx", "logEnd", [{"$h": log}, True]])
    assert shell.evaluate("(b => b.scrollHeight - b.clientHeight - b.scrollTop)(document.getElementById('log'))") == 0
    # Sight: the first measurement always, then each change.
    start = count(shell)
    ops(shell, ["fx", "watchSight", [{"$h": log}]], ["fx", "watchSight", [{"$h": far}]])
    # (a scroll of the log above may be told first, in a sync of its own)
    wait_for(shell, f"window.seen.slice({start}).some(m => m.type === 'sync' && m.items.some(i => i[0] === 'sight'))")
    items = [i for m in seen_since(shell, start) if m["type"] == "sync" for i in m["items"]]
    assert ["sight", log, True] in items and ["sight", far, False] in items
    start = count(shell)
    shell.evaluate("document.getElementById('far').scrollIntoView()")
    wait_for(shell, f"window.seen.slice({start}).some(m => m.type === 'sync' && m.items.some(i => i[0] === 'sight'))")
    items = [i for m in seen_since(shell, start) if m["type"] == "sync" for i in m["items"] if i[0] == "sight"]
    assert ["sight", far, True] in items and ["sight", log, False] in items
    assert shell.evaluate("landlordsShell.inSight(document.getElementById('far'))") is True
    with pytest.raises(Exception, match="no behaviour named"):
        shell.evaluate("landlordsShell.behave('nothing')")


def test_start_pressed_before_ready_is_replayed_after_ready(shell: Page) -> None:
    form = handle(shell, "setup-form")
    ops(shell, ["ls", form, "submit", 4, False, "always"])
    start = count(shell)
    shell.click("#start")
    assert shell.evaluate("window.steps") == ["hello", "booted", "queued"]
    assert shell.evaluate("window.submitted ?? 0") == 0
    shell.evaluate("say({type: 'ready'})")
    event = wait_for(shell, f"window.seen.slice({start}).find(m => m.type === 'event')")
    assert event["lid"] == 4 and event["e"]["type"] == "submit"
    assert shell.evaluate("window.steps")[-1] == "ready"
    shell.evaluate("say({type: 'failed', text: 'late words'})")
    wait_for(shell, "window.steps.includes('failed:late words')")


def test_a_batch_of_two_thousand_ops(shell: Page) -> None:
    """Figures for the report: applying 2,000 ops (500 elements with text, attribute and append)."""
    n = boot(shell)["next"]
    zone = handle(shell, "zone")
    batch: list[list[Any]] = []
    for i in range(500):
        h = n + 2 * i
        batch += [["el", h, "li", ""], ["tx", h + 1, f"line {i}"], ["ap", h, [h + 1]], ["at", h, "class", "line"]]
    batch.append(["ap", zone, [n + 2 * i for i in range(500)]])
    took = shell.evaluate(
        """async (batch) => {
        const { applyOps } = await import(new URL('./shell.js', location.href).href);
        const start = performance.now();
        applyOps(batch);
        return performance.now() - start;
      }""",
        batch,
    )
    print(f"\n2,001 ops applied in {took:.1f} ms")
    assert shell.evaluate("document.querySelectorAll('#zone li.line').length") == 500


def test_shell_never_parses_html() -> None:
    code = (WEB / "shell.js").read_text("utf-8")
    assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function", code)
    assert "image/svg+xml" in code  # SVG is parsed as XML, never as HTML


def test_the_page_mode_has_the_behaviours_and_the_real_pages_boot_tree(browser: Browser, server: Server) -> None:
    """Python in the page (?python=page) still has the shell's behaviours; the real page's boot
    tree, measured."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    traffic = watch(context)
    page = context.new_page()
    page.goto(server.url + "?python=page")
    assert_ready(page)
    assert page.evaluate("document.documentElement.dataset.python") == "page"
    assert page.evaluate("typeof landlordsShell.behave") == "function"
    figures = page.evaluate(
        """async () => {
        const { bootMessage } = await import(new URL('./shell.js', location.href).href);
        const start = performance.now();
        const message = bootMessage();
        const took = performance.now() - start;
        return { took, bytes: JSON.stringify(message).length, nodes: message.next - 2 };
      }"""
    )
    print(
        f"\nreal page boot tree: {figures['nodes']} nodes, {figures['bytes'] / 1024:.0f} KB as JSON, "
        f"made in {figures['took']:.1f} ms"
    )
    assert figures["nodes"] > 500
    context.close()
    traffic.assert_local()


def test_worker_mode_starts_the_game_worker_not_main_py(browser: Browser, server: Server) -> None:
    """?python=worker: main.py's script is left alone, game_worker.py runs in a PyScript worker, gets
    the page and makes it playable."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    traffic = watch(context)
    page = context.new_page()
    started = time.monotonic()
    page.goto(server.url + "?python=worker")
    page.wait_for_selector('html:not([data-state="loading"])', state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.python") == "worker"
    assert page.evaluate("document.documentElement.dataset.state") == "ready"
    # The page's own requests (the service worker's offline copy, made once ready, fetches every file).
    asked = page.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    assert not any(url.endswith("/main.py") for url in asked)
    assert any(url.endswith("/game_worker.py") for url in traffic.urls)
    assert page.evaluate("document.querySelector('script[src=\"./main.py\"]').type") != "py"
    assert page.evaluate("document.getElementById('setup').hidden") is False
    took = page.evaluate("performance.getEntriesByName('landlords:boot-tree')[0].duration")
    print(
        f"\nworker mode: the worker had the page after {time.monotonic() - started:.1f} s (tree made in {took:.1f} ms)"
    )
    context.close()
    traffic.assert_local()


@pytest.mark.parametrize(
    ("query", "mode"),
    [
        ("?python=page", "page"),
        ("?view=embed&autoplay=1&python=page", "page"),
        ("?view=embed&autoplay=1", "worker"),
        ("?view=board&autoplay=1", "worker"),
    ],
)
def test_where_python_runs_is_chosen_before_it_starts(browser: Browser, server: Server, query: str, mode: str) -> None:
    """?python=page asks for the page; every view runs in a worker otherwise (where storage works)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(server.url + query)
    assert wait_for(page, "document.documentElement.dataset.python") == mode
    context.close()


def test_the_single_file_has_the_behaviours_before_python(browser: Browser, site: Path) -> None:
    """The offline edition (file://, page mode asked for) loads shell.js from its import map."""
    context = browser.new_context()
    page = context.new_page()
    page.goto((site / "landlords-game.html").as_uri() + "?python=page")
    assert wait_for(page, "window.landlordsShell && typeof landlordsShell.behave") == "function"
    assert page.evaluate("document.documentElement.dataset.python") == "page"
    context.close()


def test_behaviours_that_move_the_view(shell: Page) -> None:
    """reveal scrolls a column back to a question above its view; logShowRow puts a row at the top;
    follow centres a token in its stage; placeCard puts the card beside its space, inside the board."""
    shell.evaluate(
        """() => {
        const zone = document.getElementById('zone');
        zone.style.cssText = 'position: relative; height: 100px; width: 200px; overflow: auto';
        const inner = Object.assign(document.createElement('div'), { id: 'inner' });
        inner.style.cssText = 'height: 600px; width: 600px; position: relative';
        const token = Object.assign(document.createElement('i'), { id: 'token' });
        token.style.cssText = 'position: absolute; left: 400px; top: 300px; width: 10px; height: 10px';
        inner.append(token);
        zone.append(inner);
        zone.scrollTop = 250;
      }"""
    )
    shell.evaluate("landlordsShell.behave('reveal', document.getElementById('zone'), document.getElementById('inner'))")
    assert shell.evaluate("document.getElementById('zone').scrollTop") == 0
    shell.evaluate("landlordsShell.behave('follow', document.getElementById('zone'), document.getElementById('token'))")
    centre = shell.evaluate(
        """(() => { const z = document.getElementById('zone').getBoundingClientRect();
        const t = document.getElementById('token').getBoundingClientRect();
        return [t.left + 5 - (z.left + z.width / 2), t.top + 5 - (z.top + z.height / 2)]; })()"""
    )
    assert [abs(x) <= 8 for x in centre] == [True, True]  # the scrollbar's width aside
    log = "document.getElementById('log')"
    shell.evaluate(f"landlordsShell.behave('logShowRow', {log}, {log}.children[3])")
    assert shell.evaluate(f"{log}.children[3].getBoundingClientRect().top - {log}.getBoundingClientRect().top") == 0
    shell.evaluate("landlordsShell.behave('sound', 'dice'); landlordsShell.behave('sound', 'coin')")  # silent, no throw
    shell.evaluate(
        """() => {
        const card = Object.assign(document.createElement('aside'), { id: 'card' });
        card.style.cssText = 'position: absolute; width: 50px; height: 40px';
        document.getElementById('inner').append(card);
        const space = Object.assign(document.createElement('b'), { id: 'space' });
        space.style.cssText = 'position: absolute; left: 10px; top: 250px; width: 20px; height: 20px';
        document.getElementById('inner').append(space);
        const zone = document.getElementById('zone');
        landlordsShell.behave('placeCard', card, space, document.getElementById('inner'), zone);
      }"""
    )
    card = shell.evaluate("(s => [parseFloat(s.left), parseFloat(s.top)])(document.getElementById('card').style)")
    assert card == [36, 240]  # right of the space (on the board's inner side), centred on its row
