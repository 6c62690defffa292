"""The README stays true and short: its ``pycon`` blocks run as doctests (in order, in one namespace,
so a later block may use what an earlier one made); it fits on a few screens; its two commands are
the ones CI and the build really take; the paths and names its layout and how-to sections point a
newcomer to exist; and every relative link in it and in ``docs/`` leads to a file and heading."""

from __future__ import annotations

import doctest
import importlib
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
MAX_LINES = 250
BLOCK = re.compile(r"^```pycon\n(.*?)^```", re.M | re.S)
SHELL = re.compile(r"^```sh\n(.*?)^```", re.M | re.S)
FENCE = re.compile(r"^```.*?^```", re.M | re.S)
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
CODE = re.compile(r"`([^`\n]+)`")
#: Sections a newcomer follows through the code: every path and ``landlords.`` name they give exists.
CHECKED = ("What each part is", "How to ")
#: What the build makes: named in the README, absent from a fresh checkout.
MADE = frozenset({"_site/"})
FILE = re.compile(r"\.(py|json|md|sh|js|mjs|html|css|toml|txt|yml|webmanifest)$")
DOTTED = re.compile(r"^landlords(\.[A-Za-z_]\w*)+$")
SOURCES = ("engine", "web", "build", "tests", "scripts", "docs", ".ci", ".github")


def readme() -> str:
    return README.read_text(encoding="utf-8")


def sections(text: str) -> dict[str, str]:
    """The README's ``##`` sections by heading (a ``##`` line inside a code block starts none)."""
    found: dict[str, list[str]] = {"": []}
    heading, fenced = "", False
    for line in text.splitlines():
        fenced ^= line.startswith("```")
        if line.startswith("## ") and not fenced:
            heading = line[3:].strip()
            found[heading] = []
        else:
            found[heading].append(line)
    return {h: "\n".join(lines) for h, lines in found.items()}


def slug(heading: str) -> str:
    """A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces to hyphens."""
    kept = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return kept.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = FENCE.sub("", path.read_text(encoding="utf-8"))
    return {slug(m.group(1)) for m in re.finditer(r"^#+ +(.+)$", text, re.M)}


def test_the_readme_examples_run_as_shown() -> None:
    examples = "\n".join(BLOCK.findall(readme()))
    test = doctest.DocTestParser().get_doctest(examples, {}, "README.md", str(README), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted >= 8, "the README has lost its examples"
    assert result.failed == 0


def test_the_readme_is_a_few_screens_long() -> None:
    lines = len(readme().splitlines())
    assert lines <= MAX_LINES, f"README.md is {lines} lines; move what a newcomer does not need into docs/"


@pytest.mark.parametrize("doc", [README, *sorted(DOCS.glob("*.md"))], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_leads_to_a_file_and_heading(doc: Path) -> None:
    text = FENCE.sub("", doc.read_text(encoding="utf-8"))
    for target in LINK.findall(text):
        if "://" in target or target.startswith("mailto:"):
            continue
        path, _, anchor = target.partition("#")
        linked = (doc.parent / path).resolve() if path else doc
        assert linked.is_relative_to(ROOT), f"{doc.name}: {target} leaves the repository"
        assert linked.exists(), f"{doc.name}: {target} leads to no file"
        if anchor:
            assert linked.suffix == ".md", f"{doc.name}: {target} has an anchor into a file that is not Markdown"
            assert anchor in anchors(linked), f"{doc.name}: {target} names no heading of {linked.name}"


def test_the_docs_index_lists_every_doc() -> None:
    index = (DOCS / "README.md").read_text(encoding="utf-8")
    listed = {target.partition("#")[0] for target in LINK.findall(index)}
    every = {p.name for p in DOCS.glob("*.md")} - {"README.md"}
    assert every <= listed, f"docs/README.md does not list {sorted(every - listed)}"


def checked_spans() -> list[str]:
    found = [(h, body) for h, body in sections(readme()).items() if h.startswith(CHECKED)]
    assert len(found) >= 4, "the README's layout and how-to sections are gone or renamed (see CHECKED)"
    return [span for _, body in found for span in CODE.findall(body)]


def source_names() -> set[str]:
    """The file names under the source folders (not node_modules or the built site)."""
    return {p.name for top in SOURCES for p in (ROOT / top).rglob("*") if p.is_file()}


def test_every_path_the_layout_and_how_to_sections_name_exists() -> None:
    """A path is from the repository's root (``<name>`` stands for any one name); a bare file name
    must exist somewhere in the sources (it names a file beside the path just given)."""
    names = source_names()
    paths = [s for s in checked_spans() if " " not in s and "://" not in s and ("/" in s or FILE.search(s))]
    assert len(paths) > 30, "the check no longer sees the README's paths"
    missing = []
    for span in paths:
        if span in MADE:
            continue
        if "/" not in span:
            if span not in names:
                missing.append(span)
            continue
        pattern = re.sub(r"<[^>]+>", "*", span.rstrip("/"))
        if not any(ROOT.glob(pattern)):
            missing.append(span)
    assert missing == [], f"README.md names paths that do not exist: {missing}"


def resolves(dotted: str) -> bool:
    """``landlords.options.Rule``: the longest importable module, then attributes of it."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            if not hasattr(found, attr):
                return False
            found = getattr(found, attr)
        return True
    return False


def test_every_engine_name_the_layout_and_how_to_sections_give_exists() -> None:
    names = [s for s in checked_spans() if DOTTED.match(s)]
    assert len(names) > 5, "the check no longer sees the README's names"
    assert [n for n in names if not resolves(n)] == []


def test_the_check_sees_what_is_missing() -> None:
    assert resolves("landlords.options.Rule") and resolves("landlords.engine")
    assert not resolves("landlords.options.NoSuchRule") and not resolves("landlords.no_such_module")
    assert slug("The engine in a few lines") == "the-engine-in-a-few-lines"
    assert slug("Messages (postMessage API, version 1)") == "messages-postmessage-api-version-1"


def quick_start_commands() -> list[str]:
    blocks = SHELL.findall(sections(readme())["Quick start"])
    assert blocks, "the README's Quick start has no sh block"
    lines = (line.split("#")[0].strip() for line in blocks[0].splitlines())
    return [line for line in lines if line]


def test_the_two_commands_are_the_build_and_what_ci_runs() -> None:
    commands = quick_start_commands()
    assert len(commands) == 2, f"the Quick start gives {len(commands)} commands, not the two: {commands}"
    build, tests = commands
    ci = [line.removeprefix("exec ").strip() for line in (ROOT / ".ci" / "run").read_text("utf-8").splitlines()]
    assert tests in ci, f".ci/run does not run the README's test command {tests!r}"
    assert (ROOT / shlex.split(tests)[-1]).is_file()
    assert shlex.split(build)[:2] == ["python", "build/site.py"]
    done = subprocess.run(
        [sys.executable, *shlex.split(build)[1:2], "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    for flag in shlex.split(build)[2:]:
        assert flag in done.stdout.split(), f"build/site.py does not take {flag}"
