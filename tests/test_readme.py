"""The usage shown in the README runs as written: its ``pycon`` blocks are doctests, run in order
in one namespace (a later block may use what an earlier one made)."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"
BLOCK = re.compile(r"^```pycon\n(.*?)^```", re.M | re.S)


def test_the_readme_examples_run_as_shown() -> None:
    text = README.read_text(encoding="utf-8")
    examples = "\n".join(BLOCK.findall(text))
    test = doctest.DocTestParser().get_doctest(examples, {}, "README.md", str(README), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted >= 8, "the README has lost its examples"
    assert result.failed == 0
