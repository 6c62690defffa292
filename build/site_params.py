"""The address's rules as data for the page's script that runs before Python (web/assets/embed.js),
written into index.html from ``ui.params.rules()``: the parameters an author may write are checked
before Play by the same rules the game applies after, without a second copy kept by hand.

A module of ``build/site.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from site_common import WEB, BuildError

#: Where index.html takes the rules (inside <script type="application/json" id="landlords-rules">).
PLACEHOLDER = "%%PARAM_RULES%%"


def param_rules(wheel: Path) -> str:
    """``ui.params.rules()`` as JSON safe inside a <script> element, read with the engine we ship."""
    code = (
        "import sys, json; sys.path[:0] = [sys.argv[1], sys.argv[2]];"
        "from ui.params import rules; sys.stdout.write(json.dumps(rules(), sort_keys=True))"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    result = subprocess.run(
        [sys.executable, "-I", "-c", code, str(wheel), str(WEB)], check=True, capture_output=True, text=True, env=env
    )
    if not result.stdout.startswith("{"):
        raise BuildError("ui.params did not give its rules")
    # "<" escaped: the JSON can never close its <script> element or open a comment.
    return result.stdout.replace("<", "\\u003c")


def with_rules(html: str, rules: str) -> str:
    """index.html with the rules in place."""
    if PLACEHOLDER not in html:
        raise BuildError(f"web/index.html lost its {PLACEHOLDER} placeholder")
    return html.replace(PLACEHOLDER, rules)
