"""The data files are read the same whether the package is unpacked or imported from a zip (the
build imports the engine straight from its wheel to pre-render the board)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import landlords

PACKAGE = Path(landlords.__file__).resolve().parent


def test_boards_and_references_load_from_a_zipped_package(tmp_path: Path) -> None:
    archive = tmp_path / "engine.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for path in PACKAGE.rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                zipped.write(path, Path("landlords") / path.relative_to(PACKAGE))
    probe = (
        "import sys; sys.path.insert(0, sys.argv[1]); import landlords;"
        "from landlords.board import load_board; from landlords.reference import reference;"
        "assert '.zip' in landlords.__file__, landlords.__file__;"
        "print(len(load_board('1906').spaces), len(reference('prosperity')['options']))"
    )
    done = subprocess.run([sys.executable, "-I", "-c", probe, str(archive)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    spaces, options = map(int, done.stdout.split())
    assert spaces == 40 and options > 0
