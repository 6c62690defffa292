"""The shape of ``web/ui``: imports run one way (controller over render modules over pure ones), so no
module needs an import inside a function to dodge a cycle, and render modules never reach for ``app``."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "web" / "ui"


def _tree(name: str) -> ast.Module:
    return ast.parse((UI / f"{name}.py").read_text(encoding="utf-8"))


def _ui_targets(node: ast.Import | ast.ImportFrom) -> set[str]:
    """The ``ui`` modules one import statement brings in (relative or absolute)."""
    if isinstance(node, ast.Import):
        return {a.name.split(".")[1] for a in node.names if a.name.startswith("ui.")}
    if node.level == 1:
        if node.module:
            return {node.module.split(".")[0]}
        return {a.name for a in node.names}
    if node.module == "ui":
        return {a.name for a in node.names}
    if node.module and node.module.startswith("ui."):
        return {node.module.split(".")[1]}
    return set()


def runtime_imports(name: str) -> set[str]:
    """The ``ui`` modules a module imports when it runs (``if TYPE_CHECKING:`` blocks excluded)."""
    found: set[str] = set()
    for node in _tree(name).body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            found |= _ui_targets(node)
    return {m for m in found if (UI / f"{m}.py").exists()}


def modules() -> list[str]:
    return sorted(p.stem for p in UI.glob("*.py") if p.stem != "__init__")


def test_no_import_inside_a_function() -> None:
    inner = []
    for name in modules():
        for fn in ast.walk(_tree(name)):
            if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                inner += [f"{name}.{fn.name}" for n in ast.walk(fn) if isinstance(n, ast.Import | ast.ImportFrom)]
    assert inner == []


def test_no_import_cycle() -> None:
    graph = {name: runtime_imports(name) for name in modules()}
    assert any(graph.values())  # the parser sees the package's imports at all
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        assert name not in path, " -> ".join([*path, name])
        if name in done:
            return
        for target in sorted(graph[name]):
            visit(target, [*path, name])
        done.add(name)

    for name in graph:
        visit(name, [])


def test_render_modules_do_not_import_app_when_they_run() -> None:
    renders = [name for name in modules() if name.startswith("render_")]
    assert renders
    assert {name: "app" for name in renders if "app" in runtime_imports(name)} == {}


def test_the_import_reader_sees_relative_imports() -> None:
    """The detector is real: an import of ``app`` from a render module shows up as an edge."""
    node = ast.parse("from .app import App\nfrom . import render_game\n").body
    assert [_ui_targets(n) for n in node if isinstance(n, ast.ImportFrom)] == [{"app"}, {"render_game"}]
