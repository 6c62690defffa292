"""ui.markup: trees become HTML with every text and attribute escaped, so a hostile name stays text;
and the setup form and rules trees (ui.setup_form, ui.rules_markup) say what the page shows."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from hypothesis import given
from hypothesis import strategies as st

from landlords.options import Options
from ui import rules_markup
from ui.markup import Element, el, swatch, to_html
from ui.seats import COLOURS, Seat
from ui.setup import Form, editions
from ui.setup_form import form_tree

EDITIONS = [choice.name for choice in editions()]

HOSTILE = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "</textarea><b>bold</b>",
    "a & b < c > d \" e ' f",
    "<!-- comment --><![CDATA[x]]>",
    "\u00a0nbsp",
]


class Shape(HTMLParser):
    """What an HTML parser makes of a text: its start tags, attributes and text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def handle_comment(self, data: str) -> None:
        raise AssertionError(f"a comment got through: {data!r}")


def parsed(html: str) -> Shape:
    shape = Shape()
    shape.feed(html)
    shape.close()
    return shape


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_name_stays_text_and_attribute_value(name: str) -> None:
    tree = el("p", name, "who", {"data-name": name, "aria-label": name}, children=[el("span", name)])
    shape = parsed(to_html(tree))
    assert [tag for tag, _ in shape.tags] == ["p", "span"]
    assert dict(shape.tags[0][1]) == {"class": "who", "data-name": name, "aria-label": name}
    assert "".join(shape.text) == name + name


@given(st.text(st.characters(exclude_characters="\r")))  # HTML reads a carriage return as a newline
def test_any_text_round_trips_as_text(text: str) -> None:
    shape = parsed(to_html(el("div", text, None, {"title": text})))
    assert [tag for tag, _ in shape.tags] == ["div"]
    assert dict(shape.tags[0][1])["title"] == text
    assert "".join(shape.text) == text


def test_escaping_is_exact() -> None:
    html = to_html(el("p", '<a href="x">&\u00a0', None, {"title": '"<&>'}))
    assert html == '<p title="&quot;&lt;&amp;&gt;">&lt;a href="x"&gt;&amp;&nbsp;</p>'


@pytest.mark.parametrize("tag", ["script", "style", "textarea", "title", "SCRIPT", "noscript", "plaintext", "a b"])
def test_elements_whose_text_is_not_text_are_refused(tag: str) -> None:
    with pytest.raises(ValueError):
        Element(tag)


@pytest.mark.parametrize("name", ["onclick", "ONLOAD", "a b", 'x"', "", "style=x"])
def test_event_handler_and_odd_attribute_names_are_refused(name: str) -> None:
    with pytest.raises(ValueError):
        el("p", attrs={name: "x"})


def test_void_elements_have_no_end_tag_and_no_content() -> None:
    assert to_html(el("input", None, None, {"value": "a"})) == '<input value="a">'
    with pytest.raises(ValueError):
        to_html(el("input", "text"))


def test_the_swatch_is_svg_with_a_fill_attribute_never_a_style() -> None:
    html = to_html(swatch(COLOURS[1].hex))
    assert html.startswith('<svg class="seat-swatch"') and f'fill="{COLOURS[1].hex}"' in html
    assert "style" not in html


def test_a_hostile_seat_name_in_the_setup_form_stays_a_value() -> None:
    form = Form()
    form.seats[0] = Seat(HOSTILE[1], COLOURS[0].hex)
    shape = parsed(to_html(form_tree(form)))
    values = [dict(attrs).get("value") for tag, attrs in shape.tags if tag == "input"]
    assert HOSTILE[1] in values
    assert "img" not in [tag for tag, _ in shape.tags]


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_form_holds_every_control_the_page_reads(edition: str) -> None:
    form = Form()
    form.edition = edition
    tree = form_tree(form)
    for element_id in ("setup-heading", "setup-aim", "setup-length", "setup-problem", "start", "seed", "setup-pace"):
        assert tree.find(element_id) is not None, element_id
    for i in range(len(form.seats)):
        for part in ("name", "kind", "colour"):
            assert tree.find(f"seat-{part}-{i}") is not None
    radio = tree.find(f"edition-{edition}")
    assert radio is not None and "checked" in radio.attrs
    html = to_html(tree)
    assert 'style="' not in html and html.count('id="seat-name-') == 3


def test_the_form_offers_back_and_warns_only_with_a_game() -> None:
    bare = to_html(form_tree(Form()))
    assert 'data-cmd="back"' not in bare and "replaces the one in progress" not in bare
    back = to_html(form_tree(Form(), back=True, replaces=True))
    assert 'data-cmd="back"' in back and "replaces the one in progress" in back


@pytest.mark.parametrize("edition", EDITIONS)
def test_how_to_play_and_the_reference_of_each_edition(edition: str) -> None:
    how = rules_markup.dialog_body(Options(edition=edition), how=True)
    assert how[0].attrs["data-cmd"] == "close"
    assert how[1].tag == "h2" and how[1].attrs["id"] == "rules-heading"
    full = rules_markup.dialog_body(Options(edition=edition), how=False)
    assert full[2].text == rules_markup.SETUP_NOTE
    ids = [node.attrs["id"] for node in full if node.tag == "h3" and "id" in node.attrs]
    assert len(ids) > 5 and all(i.startswith("rule-") for i in ids)
    assert len(ids) == len(set(ids))
    assert to_html(el("div", children=full)).count("<li>") > 10


def test_a_section_asked_for_is_marked() -> None:
    full = rules_markup.dialog_body(Options(edition="1906"), how=False, section="")
    title = next(node.text for node in full if node.tag == "h3" and node.attrs.get("id", "").startswith("rule-"))
    assert title
    marked = rules_markup.dialog_body(Options(edition="1906"), how=False, section=title)
    assert [n.attrs.get("class") for n in marked if n.text == title] == ["linked"]
