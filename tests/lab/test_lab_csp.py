"""The lab page's Content-Security-Policy is the main page's, with ``blob:`` added only where a
feature needs it (PyScript's worker; the PNG export's blob: images the main page allows already, for
a shared game's poster), and nothing else loosened."""

from __future__ import annotations

import sys

import pytest
from browser.conftest import load_build_module

site = load_build_module("site")
CSS = "body { color: black; }"


def directives(policy: str) -> dict[str, list[str]]:
    parsed = {}
    for part in policy.split(";"):
        name, *sources = part.split()
        parsed[name] = sources
    return parsed


def test_the_lab_policy_is_the_main_pages_with_blob_workers() -> None:
    main = directives(site.hosted_csp(CSS))
    lab = directives(site.lab_csp(CSS))
    assert lab.keys() == main.keys()
    added = {name: [s for s in lab[name] if s not in main[name]] for name in lab}
    assert {name: extra for name, extra in added.items() if extra} == {"worker-src": ["blob:"]}
    assert "blob:" in lab["img-src"]
    assert all(set(main[name]) <= set(lab[name]) for name in main)
    for name in ("script-src", "connect-src", "default-src"):
        assert "blob:" not in lab[name] and "data:" not in lab[name]
    assert {s for sources in lab.values() for s in sources if "unsafe" in s} == {"'wasm-unsafe-eval'"}


def test_the_lab_policy_refuses_a_main_policy_it_cannot_extend(monkeypatch: pytest.MonkeyPatch) -> None:
    pages = sys.modules[site.lab_csp.__module__]  # the part of the build that defines lab_csp
    monkeypatch.setattr(pages, "hosted_csp", lambda css: "default-src 'self'; img-src 'self'")
    with pytest.raises(site.BuildError, match="worker-src"):
        site.lab_csp(CSS)
