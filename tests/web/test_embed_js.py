"""The address's check before Play (web/assets/embed.js, plain JS) names the same parameters as the
game's own reading after Play (ui.params), from the rules the build writes from ui.params: run in
Node over hand-picked and generated addresses."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from ui.params import parse, rules

EMBED_JS = Path(__file__).resolve().parents[2] / "web" / "assets" / "embed.js"
CHECK = re.search(r"// --- check:start.*?\n(.*)// --- check:end", EMBED_JS.read_text("utf-8"), re.S)
RUNNER = """
const [queries, rules] = JSON.parse(require("fs").readFileSync(0, "utf-8"));
%s
const named = (q) => [...new Set(addressProblems(q, rules).map((p) => p.parameter))].sort();
process.stdout.write(JSON.stringify(queries.map(named)));
"""

QUERIES = [
    "",
    "view=embed",
    "python=worker&view=embed",
    "python=everywhere",
    "view=embed&edition=monopoly",
    "view=poster&pace=warp&autoplay=maybe&loop=1",
    "origin=https://blog.example.org/post.html",
    "origin=https://Blog.Example.org/",
    "origin=*&id=my-game",
    "id=not ok!",
    "seats=person&names=A",
    "seats=person,wizard&names=Ann,Ann",
    "seats=person,bot&names=A,B,C",
    "names=" + "x" * 41 + ",Bo",
    "seed=12&seed=13&colour=red",
    "seed=99999999999999999999",
    "edition=prosperity&win_cash=abc&circuits=3",
    "edition=1904&circuits=99&at=last&game=abc",
    "view=board&game=ABC&at=12",
]


def js_parameters(queries: list[str]) -> list[list[str]]:
    assert CHECK, "embed.js marks its address check with check:start and check:end"
    result = subprocess.run(
        ["node", "-e", RUNNER % CHECK.group(1)],
        input=json.dumps([queries, rules()]),
        capture_output=True,
        text=True,
        check=True,
    )
    return list(json.loads(result.stdout))


def python_parameters(query: str) -> list[str]:
    _, problems = parse(query)
    # The engine's check of options together runs only after Play (it needs the engine).
    return sorted({p.parameter for p in problems if "go together" not in p.wrong})


def test_the_check_before_play_names_what_the_game_names() -> None:
    assert js_parameters(QUERIES) == [python_parameters(q) for q in QUERIES]


WORDS = st.sampled_from(
    ["view", "edition", "seats", "names", "seed", "pace", "autoplay", "loop", "origin", "id", "at", "circuits", "x"]
)
VALUES = st.sampled_from(
    [
        "",
        "embed",
        "board",
        "1904",
        "prosperity",
        "person,bot",
        "bot",
        "Ann,Bo",
        "7",
        "-1",
        "fast",
        "on",
        "no",
        "https://a.example",
        "https://a.example/p",
        "abc",
        "3",
        "99",
        "a_b",
        "Ann,Ann",
    ]
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(WORDS, VALUES), max_size=5))
def test_generated_addresses_agree(pairs: list[tuple[str, str]]) -> None:
    query = "&".join(f"{name}={value}" for name, value in pairs)
    assert js_parameters([query]) == [python_parameters(query)], query
