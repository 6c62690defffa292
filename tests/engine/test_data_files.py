"""The data files are read the same whether the package is unpacked or imported from a zip (the
build imports the engine straight from its wheel to pre-render the board)."""

from __future__ import annotations

import importlib
import json
import sys
import zipfile
from pathlib import Path

from landlords import data
from landlords.board import load_board

DATA = Path(data.__file__).resolve().parent


def test_data_files_read_from_a_zipped_package(tmp_path: Path) -> None:
    """The data module, zipped under another name with its files, reads them through zipimport."""
    archive = tmp_path / "engine.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for path in DATA.iterdir():
            if path.is_file():
                zipped.write(path, f"zipped_landlords_data/{path.name}")
    sys.path.insert(0, str(archive))
    try:
        zipped_data = importlib.import_module("zipped_landlords_data")
        assert ".zip" in zipped_data.__file__
        board = json.loads(zipped_data.read_text("board_1906.json"))
    finally:
        sys.path.remove(str(archive))
        sys.modules.pop("zipped_landlords_data", None)
    assert board == json.loads(data.read_text("board_1906.json"))
    assert len(load_board("1906").spaces) == 40
