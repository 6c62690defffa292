"""The engine's layers: the rules import neither the bots nor the tools, the bots not the tools.

Read from the source with ``ast``, so a new module is checked as soon as it exists.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "engine" / "landlords"


def imported(path: Path) -> set[str]:
    """The landlords subpackages a module imports (``bots``, ``tools``, ...), relative or absolute."""
    package = path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = list(package[: len(package) - node.level + 1]) if node.level else []
            parts = [*base, *(node.module or "").split(".")] if node.module else base
            full = [p for p in parts if p]
            if full[:1] == ["landlords"] and len(full) > 1:
                names.add(full[1])
            elif full == ["landlords"]:
                names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("landlords."):
                    names.add(alias.name.split(".")[1])
    return names


def layer_of(path: Path) -> str:
    """``python -m landlords`` (``__main__``) is the tools' entry point."""
    top = path.relative_to(PACKAGE).parts[0]
    if top == "__main__.py":
        return "tools"
    if top == "lab":  # the economics lab is a tool
        return "tools"
    return top if top in ("bots", "tools") else "rules"


def test_each_layer_imports_only_the_layers_below() -> None:
    forbidden = {"rules": {"bots", "tools", "lab"}, "bots": {"tools", "lab"}, "tools": set()}
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 30
    for path in modules:
        wrong = imported(path) & forbidden[layer_of(path)]
        assert not wrong, f"{path.relative_to(PACKAGE)} imports {wrong}"


def test_the_check_sees_imports() -> None:
    assert "tools" in imported(PACKAGE / "__main__.py")
    assert "bots" in imported(PACKAGE / "tools" / "simulate.py")
