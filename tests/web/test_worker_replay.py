"""The ops the mirror DOM records are enough for the page: replayed by a small stand-in for
``shell.js`` on its own tree, any sequence of edits leaves the same tree as the mirror's, and no
handle the page is told to forget still names a node in the page."""

from __future__ import annotations

import gc
import xml.etree.ElementTree as ET
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from ui.worker_dom import MirrorDocument
from ui.worker_element import MirrorElement
from ui.worker_nodes import MirrorNode, MirrorParent, MirrorText

SVG = '<svg xmlns="http://www.w3.org/2000/svg"><g class="a">x<rect width="1"/>y</g>\n<circle r="2"/></svg>'
BOOT = [2, "html", "", {}, [[3, "body", "", {"class": "page"}, [[4, "main", "", {"id": "m"}, [], {}]], {}]], {}]


def place(kids: list[dict[str, Any]], node: dict[str, Any]) -> int:
    """Where ``node`` is among ``kids``, by identity (two texts "a" are equal dicts, not one node)."""
    return next(at for at, kid in enumerate(kids) if kid is node)


class Page:
    """The page's side, simplified: nodes are dicts, ops applied as ``shell.js`` applies them."""

    def __init__(self) -> None:
        self.nodes: dict[int, dict[str, Any]] = {}
        self.root = self.boot(BOOT)

    def boot(self, data: list[Any]) -> dict[str, Any]:
        node = {"tag": data[1], "attrs": dict(data[3]), "kids": [], "parent": None, "style": {}}
        for kid in data[4]:
            self.put(node, len(node["kids"]), self.boot(kid))
        self.nodes[data[0]] = node
        return node

    def detach(self, node: dict[str, Any]) -> None:
        if node["parent"] is not None:
            kids = node["parent"]["kids"]
            del kids[place(kids, node)]
            node["parent"] = None

    def put(self, parent: dict[str, Any], at: int, node: dict[str, Any]) -> None:
        self.detach(node)
        parent["kids"].insert(at, node)
        node["parent"] = parent

    def parse(self, item: ET.Element, numbers: list[int]) -> dict[str, Any]:
        node = {"tag": item.tag.split("}")[-1], "attrs": dict(item.attrib), "kids": [], "parent": None, "style": {}}
        self.nodes[numbers[0]] = node
        numbers[0] += 1
        if item.text:
            self.put(node, 0, {"text": item.text, "parent": None})
        for child in item:
            self.put(node, len(node["kids"]), self.parse(child, numbers))
            if child.tail:
                self.put(node, len(node["kids"]), {"text": child.tail, "parent": None})
        return node

    def apply(self, op: list[Any]) -> None:
        name, args = op[0], op[1:]
        nodes = self.nodes
        if name == "el":
            nodes[args[0]] = {"tag": args[1], "attrs": {}, "kids": [], "parent": None, "style": {}}
        elif name == "tx":
            nodes[args[0]] = {"text": args[1], "parent": None}
        elif name == "at":
            attrs = nodes[args[0]]["attrs"]
            attrs.pop(args[1], None) if args[2] is None else attrs.__setitem__(args[1], args[2])
        elif name == "pr" and args[1] == "textContent":
            node = nodes[args[0]]
            for kid in list(node["kids"]):
                self.detach(kid)
            if args[2]:
                self.put(node, 0, {"text": args[2], "parent": None})
        elif name == "pr" and args[1] in ("className", "id"):
            nodes[args[0]]["attrs"]["class" if args[1] == "className" else "id"] = args[2]
        elif name == "st":
            style = nodes[args[0]]["style"]
            style.pop(args[1], None) if not args[2] else style.__setitem__(args[1], args[2])
        elif name in ("ap", "pp", "rc"):
            parent = nodes[args[0]]
            if name == "rc":
                for kid in list(parent["kids"]):
                    self.detach(kid)
            for offset, handle in enumerate(args[1]):
                self.put(parent, len(parent["kids"]) if name != "pp" else offset, nodes[handle])
        elif name == "ib":
            parent, node = nodes[args[0]], nodes[args[1]]
            self.detach(node)
            self.put(parent, len(parent["kids"]) if args[2] is None else place(parent["kids"], nodes[args[2]]), node)
        elif name == "rw":  # the DOM's steps, including the node itself among the new ones
            old = nodes[args[0]]
            parent = old["parent"]
            news = [nodes[handle] for handle in args[1]]
            after = parent["kids"][place(parent["kids"], old) + 1 :]
            following = next((kid for kid in after if all(kid is not new for new in news)), None)
            for new in news:
                self.detach(new)
            if old["parent"] is parent:
                at = place(parent["kids"], old)
                self.detach(old)
            else:
                at = len(parent["kids"]) if following is None else place(parent["kids"], following)
            for offset, new in enumerate(news):
                self.put(parent, at + offset, new)
        elif name == "rm":
            self.detach(nodes[args[0]])
        elif name == "sv":
            root = self.parse(ET.fromstring(args[1]), [args[0]])
            root["attrs"] = {"xmlns": "http://www.w3.org/2000/svg", **root["attrs"]}  # ElementTree hides it
        elif name == "fr":
            for handle in args[0]:
                node = nodes.pop(handle)
                top = node
                while top["parent"] is not None:
                    top = top["parent"]
                assert top is not self.root, f"the page was told to forget {handle}, still on the page"
        else:
            assert name in ("pr", "ls", "ul", "fo", "bl", "mc", "fx"), name


def page_shape(node: dict[str, Any]) -> Any:
    if "text" in node:
        return node["text"]
    return (node["tag"], node["attrs"], node["style"], [page_shape(kid) for kid in node["kids"]])


def mirror_shape(node: MirrorNode) -> Any:
    if isinstance(node, MirrorText):
        return node.data
    assert isinstance(node, MirrorElement)
    kids = [mirror_shape(kid) for kid in node.childNodes]
    return (node.localName, dict(node._attrs), dict(node._styles or {}), kids)


ACTIONS = ["create", "text", "svg", "attr", "unattr", "append", "prepend", "insert", "replace", "swap", "remove"]
ACTIONS += ["words", "class", "toggle", "style", "drop"]


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_replayed_ops_rebuild_the_mirror(data: st.DataObject) -> None:
    page = Page()
    doc = MirrorDocument(lambda message: [page.apply(op) for op in message["ops"]], lambda fn: None)
    doc.load({"tree": BOOT, "next": 10, "storage": {}, "env": {}})
    pool: list[Any] = [doc.getElementById("m")]
    assert pool[0] is not None
    for _ in range(data.draw(st.integers(1, 30))):
        action = data.draw(st.sampled_from(ACTIONS))
        node = data.draw(st.sampled_from(pool))
        other = data.draw(st.sampled_from(pool))
        element = node if isinstance(node, MirrorElement) else None
        word = data.draw(st.sampled_from(["a", "b", "c d"]))
        try:
            if action == "create":
                pool.append(doc.createElement(data.draw(st.sampled_from(["div", "span", "p"]))))
            elif action == "text":
                pool.append(doc.createTextNode(word))
            elif action == "svg":
                pool.append(
                    doc.importNode(
                        doc.defaultView.DOMParser.new().parseFromString(SVG, "image/svg+xml").documentElement
                    )
                )
                pool.extend(pool[-1].querySelectorAll("*"))
            elif element is not None and action == "attr":
                element.setAttribute(data.draw(st.sampled_from(["title", "data-x"])), word)
            elif element is not None and action == "unattr":
                element.removeAttribute("title")
            elif element is not None and action in ("append", "prepend"):
                getattr(element, action)(other, word)
            elif element is not None and action == "insert":
                kids = element.childNodes
                element.insertBefore(other, data.draw(st.sampled_from([None, *kids])))
            elif action == "replace" and isinstance(node, MirrorParent):
                node.replaceChildren(other)
            elif action == "swap":
                node.replaceWith(other, word)
            elif action == "remove":
                node.remove()
            elif element is not None and action == "words":
                element.textContent = word
            elif element is not None and action == "class":
                element.className = word
            elif element is not None and action == "toggle":
                element.classList.toggle("on")
            elif element is not None and action == "style":
                element.style.marginTop = data.draw(st.sampled_from(["", "1px"]))
            elif action == "drop" and len(pool) > 1:
                pool.remove(node)
        except NotImplementedError:
            pass  # a text node the page has no handle for (from textContent or SVG): refused, nothing recorded
        except ValueError:
            pass  # a node into itself: refused before anything was recorded
        del node, other, element  # a dropped node without children or parent is freed here (refcount)
        doc.flush()
    del pool
    gc.collect()
    doc.flush()
    assert page_shape(page.root) == mirror_shape(doc.documentElement)
    assert set(page.nodes) >= {handle for handle in doc._handles if handle > 1}
