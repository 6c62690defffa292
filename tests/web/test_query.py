"""``ui.query`` reads and writes query strings exactly as ``urllib.parse`` does for the page's calls."""

from __future__ import annotations

from urllib.parse import parse_qs, parse_qsl, quote, urlencode

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ui import query

#: Text weighted towards what trips a query-string reader: escapes, half escapes, separators.
TRICKY = st.text(alphabet=st.sampled_from("%+=&#?,:/ aZ09é€\U0001f3b2\x00~_.-") | st.characters(), max_size=40)
TEXT = TRICKY.filter(lambda text: not any("\ud800" <= char <= "\udfff" for char in text))  # encodable
ESCAPES = st.lists(st.sampled_from(["%", "%2", "%zz", "%41", "%e2%82", "%AC", "%C3%A9", "%ff", "+", "=", "&", "é"]))


@given(TEXT, st.sampled_from(["", ",:/"]))
def test_quote_matches_urllib(text: str, safe: str) -> None:
    assert query.quote(text, safe) == quote(text, safe=safe)


@given(st.lists(st.tuples(TEXT, TEXT), max_size=5))
def test_encode_matches_urlencode_and_reads_back(pairs: list[tuple[str, str]]) -> None:
    assert query.encode(pairs, safe=",:/") == urlencode(pairs, quote_via=quote, safe=",:/")
    assert query.pairs(query.encode(pairs)) == pairs


@given(TRICKY | ESCAPES.map("".join) | st.lists(TRICKY | ESCAPES.map("".join)).map("%".join))
def test_reading_matches_parse_qsl_and_parse_qs(text: str) -> None:
    assert query.pairs(text) == parse_qsl(text, keep_blank_values=True)
    assert query.values(text) == parse_qs(text, keep_blank_values=True)


def test_reading_examples() -> None:
    assert query.pairs("a=1&&b&c=x%20y+z&d=%e2%82%ac&e=%zz%4") == [
        ("a", "1"),
        ("b", ""),
        ("c", "x y z"),
        ("d", "\u20ac"),
        ("e", "%zz%4"),
    ]


def test_a_lone_surrogate_cannot_be_written_but_is_read_as_it_is() -> None:
    with pytest.raises(UnicodeEncodeError):
        query.quote("\ud800")
    with pytest.raises(UnicodeEncodeError):
        quote("\ud800")
    assert query.pairs("a=\ud800%41") == parse_qsl("a=\ud800%41") == [("a", "\ud800A")]
