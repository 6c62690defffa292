"""build/serve.py answers as GitHub Pages does (issue 27), so local load numbers match the deployed
site: gzip for text, scripts, JSON, SVG, wasm and zips when accepted; max-age=600; ETag and
Last-Modified with 304 for an unchanged file; none of the validators with ``validators=False``."""

from __future__ import annotations

import gzip
import importlib.util
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("landlords_build_serve", ROOT / "build" / "serve.py")
assert _spec is not None and _spec.loader is not None
serve = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = serve
_spec.loader.exec_module(serve)

PAGE = b"<!doctype html><title>t</title>" + b"<p>the landlord's game</p>" * 200
WASM = bytes(range(256)) * 64


@pytest.fixture
def site(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_bytes(PAGE)
    (tmp_path / "vendor").mkdir()
    (tmp_path / "vendor" / "py.wasm").write_bytes(WASM)
    (tmp_path / "icon.png").write_bytes(b"\x89PNG" + bytes(500))
    return tmp_path


def get(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


@pytest.fixture
def url(site: Path) -> Iterator[str]:
    httpd, base = serve.serve_in_thread(site)
    yield base
    httpd.shutdown()


def test_text_and_wasm_are_gzipped_when_accepted(url: str) -> None:
    for path, body, kind in (
        ("", PAGE, "text/html"),
        ("?view=embed", PAGE, "text/html"),
        ("vendor/py.wasm", WASM, "application/wasm"),
    ):
        status, headers, sent = get(url + path, **{"Accept-Encoding": "gzip, deflate, br"})
        assert status == 200 and headers["Content-Encoding"] == "gzip" and headers["Content-Type"].startswith(kind)
        assert gzip.decompress(sent) == body and len(sent) < len(body)
        assert headers["Cache-Control"] == "max-age=600" and headers["Vary"] == "Accept-Encoding"
        assert headers["Access-Control-Allow-Origin"] == "*"
    status, headers, sent = get(url)
    assert status == 200 and "Content-Encoding" not in headers and sent == PAGE
    # An image is sent as it is, even to a browser that accepts gzip.
    status, headers, sent = get(url + "icon.png", **{"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in headers and sent.startswith(b"\x89PNG")


def test_unchanged_file_is_not_sent_again(url: str) -> None:
    _, headers, _ = get(url + "vendor/py.wasm", **{"Accept-Encoding": "gzip"})
    tag, date = headers["ETag"], headers["Last-Modified"]
    assert tag.startswith('W/"')
    status, headers, body = get(url + "vendor/py.wasm", **{"Accept-Encoding": "gzip", "If-None-Match": tag})
    assert status == 304 and body == b"" and headers["ETag"] == tag
    assert get(url + "vendor/py.wasm", **{"If-Modified-Since": date})[0] == 304
    assert get(url + "vendor/py.wasm", **{"If-None-Match": '"other"'})[0] == 200
    assert get(url + "missing.js")[0] == 404


def test_no_validators_means_every_request_is_a_download(site: Path) -> None:
    httpd, base = serve.serve_in_thread(site, validators=False)
    try:
        status, headers, _ = get(base + "vendor/py.wasm")
        assert status == 200 and "ETag" not in headers and "Last-Modified" not in headers
        assert headers["Cache-Control"] == "max-age=600"
        again = get(
            base + "vendor/py.wasm", **{"If-Modified-Since": "Sun, 01 Jan 2090 00:00:00 GMT", "If-None-Match": "*"}
        )
        assert again[0] == 200 and again[2] == WASM
        assert httpd.served.count("/vendor/py.wasm") == 2  # what the tests count downloads by
    finally:
        httpd.shutdown()
