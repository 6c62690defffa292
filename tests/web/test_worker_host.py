"""Worker mode's glue, on CPython: ``ui.host`` over the mirror (behaviours as ``fx`` ops, the sight of
a node asked once and its changes heard), a click on a node the worker already replaced dropped,
and the few element calls ``ui`` needs beyond protocol v1 (``after``, ``before``,
``checkVisibility``, ``href``)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ui import host as ui_host

from .test_worker_dom import Host, page


@pytest.fixture
def host() -> Host:
    return Host()


@pytest.fixture
def installed(host: Host, monkeypatch: pytest.MonkeyPatch) -> Iterator[Host]:
    """``ui.host`` in worker mode over this mirror, put back as it was afterwards."""
    for name in ("MODE", "_MIRROR", "_SIGHT", "_WATCHED", "document", "window"):
        if hasattr(ui_host, name):
            monkeypatch.setattr(ui_host, name, getattr(ui_host, name))
    monkeypatch.setattr(ui_host, "_SIGHT", [])
    monkeypatch.setattr(ui_host, "_WATCHED", type(ui_host._WATCHED)())
    ui_host.install(host.doc, host.doc.defaultView)
    yield host
    for name in ("document", "window"):
        if name in vars(ui_host):
            monkeypatch.delattr(ui_host, name, raising=False)


def test_a_click_on_a_replaced_button_is_dropped(host: Host) -> None:
    doc = host.doc
    turn = doc.getElementById("turn")
    heard: list[Any] = []
    turn.addEventListener("click", heard.append)
    host.batch()
    click = {"type": "click", "target": 6, "currentTarget": 4}
    doc.receive({"type": "event", "lid": 1, "e": click})
    assert len(heard) == 1
    # The next question replaces the choices; a second click on the old button arrives late.
    turn.querySelector(".choices").replaceWith(doc.createElement("div"))
    doc.receive({"type": "event", "lid": 1, "e": click})
    assert len(heard) == 1
    # Events on the document and the window always count.
    doc.addEventListener("keydown", heard.append)
    host.batch()
    doc.receive({"type": "event", "lid": 2, "e": {"type": "keydown", "target": 1, "currentTarget": 1}})
    assert len(heard) == 2


def test_after_before_and_href_record_their_ops(host: Host) -> None:
    doc = host.doc
    button = doc.querySelector("button")
    first, second, link = doc.createElement("p"), doc.createElement("p"), doc.createElement("a")
    host.batch()
    button.after(first, "words")
    button.before(second)
    link.href = "https://example.org/#game=x"
    ops = host.batch()
    assert [op[0] for op in ops] == ["ib", "tx", "ib", "ib", "at"]
    assert ops[0] == ["ib", 5, first._h, None]
    assert ops[3] == ["ib", 5, second._h, button._h]
    assert [node.nodeName.lower() for node in button.parentNode.childNodes] == ["p", "button", "p", "#text"]
    assert link.href == "https://example.org/#game=x" and link.getAttribute("href") == link.href


def test_check_visibility_sees_hidden_and_folded(host: Host) -> None:
    doc = host.doc
    summary = doc.querySelector("details summary")
    details = summary.parentNode
    inside = doc.createElement("button")
    details.append(inside)
    assert summary.checkVisibility() and not inside.checkVisibility()
    details.open = True
    assert inside.checkVisibility()
    doc.getElementById("setup").hidden = True
    assert not summary.checkVisibility() and not inside.checkVisibility()


def test_behaviours_and_sight_through_the_host(installed: Host) -> None:
    doc = installed.doc
    button = doc.querySelector("button")
    ui_host.behave("logEnd", doc.getElementById("turn"), True)
    assert installed.batch() == [["fx", "logEnd", [{"$h": 4}, True]]]
    changes: list[int] = []
    ui_host.on_sight(lambda: changes.append(1))
    assert ui_host.in_sight(button)  # not measured yet: taken as in sight
    assert ui_host.in_sight(button)
    assert installed.batch() == [["fx", "watchSight", [{"$h": 6}]]]  # asked once
    doc.receive({"type": "sync", "items": [["sight", 6, False]]})
    assert not ui_host.in_sight(button) and changes == [1]
    doc.receive({"type": "sync", "items": [["sight", 6, False]]})  # no change: nobody is told
    assert changes == [1]
    ui_host.flush()
    assert installed.posted[-1]["type"] == "ops" or not installed.doc._ops
    assert ui_host.proxy(len) is len and ui_host.js_data({"a": 1}) == {"a": 1}


def test_a_write_the_page_could_not_keep_is_refused_in_the_worker(
    installed: Host, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full quota refuses the page's write after the worker made it: the page tells the worker
    what it keeps under that key instead. The worker's copy then matches the page, and its next
    write is refused, so ``ui``'s Storage marks it not working and the reader is told; the write is
    still sent, in case the page has room again."""
    doc = installed.doc
    from ui import dom

    monkeypatch.setattr(dom, "window", doc.defaultView, raising=False)
    kept = dom.Storage()
    assert kept.set("landlords:game", "{1}") is True  # the page has not answered yet
    doc.receive({"type": "sync", "items": [["stored", "landlords:game", None]], "n": 5})
    assert kept.get("landlords:game") is None  # the page kept nothing under it
    assert kept.set("landlords:game", "{2}") is False and kept.works is False
    assert kept.set("landlords:game", "{3}") is True  # told once per refusal
    doc.receive({"type": "sync", "items": [["stored", "landlords:game", "{0}"]], "n": 6})
    assert kept.get("landlords:game") == "{0}"
    doc.flush()
    sent = [op for message in installed.posted if message["type"] == "ops" for op in message["ops"]]
    assert [op for op in sent if op[:2] == ["fx", "store"]] == [
        ["fx", "store", ["landlords:game", value]] for value in ("{1}", "{2}", "{3}")
    ]


def test_denied_storage_refuses_as_the_page_would(installed: Host, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page could not read its storage (the boot says null): the mirror's refuses every call, so
    ``ui``'s Storage marks it not working (the reader is told nothing is kept) and sends no op."""
    doc = installed.doc
    doc.load({"tree": page(), "next": 100, "storage": None, "env": {"href": "https://example.org/"}})
    with pytest.raises(PermissionError):
        doc.defaultView.localStorage.getItem("landlords:game")
    from ui import dom

    monkeypatch.setattr(dom, "window", doc.defaultView, raising=False)
    kept = dom.Storage()
    assert kept.set("landlords:game", "{}") is False and kept.works is False
    assert kept.get("landlords:game") is None
    doc.flush()
    sent = [op for message in installed.posted if message["type"] == "ops" for op in message["ops"]]
    assert not [op for op in sent if op[:2] == ["fx", "store"]], sent


IMPORT_EVERY_UI_MODULE = """
import importlib, pkgutil
import ui
from ui import host

class Read(BaseException):  # not an Exception: ui.dom.Storage swallows those (a refusal)
    pass

class Untouchable:
    def __getattr__(self, name):
        raise Read(f"the page's {name} was read at import")

host.install(Untouchable(), Untouchable())
for module in pkgutil.iter_modules(ui.__path__):
    importlib.import_module("ui." + module.name)
print("imported", len(list(pkgutil.iter_modules(ui.__path__))))
"""


def test_no_ui_module_reads_the_page_when_imported() -> None:
    """game_worker.py imports the game before the page's boot message has filled the mirror (the
    imports overlap the page's answer): that holds only while no module reads the page at import."""
    root = Path(__file__).resolve().parents[2]
    paths = os.pathsep.join(str(root / part) for part in ("engine", "web"))
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_EVERY_UI_MODULE],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": paths},
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert int(result.stdout.split()[-1]) > 40  # every module, not an empty package
