"""What the game screen's panels need of the page's controller (``ui.app.App``): a Protocol, so
the panels type against it without importing the controller."""

from __future__ import annotations

from typing import Protocol

from . import controls
from .board_view import BoardView
from .params import Settings
from .proxy import Proxy
from .render_dialogs import DialogsApp
from .render_lesson import LessonApp
from .replay import Replay
from .session import Line


class GameApp(DialogsApp, LessonApp, Protocol):
    """What the game's panels need of the page's controller (``ui.app.App``), and the dialogs they
    open."""

    settings: Settings
    replay: Replay | None
    panel: controls.Panel | None
    board_view: BoardView
    pace: str
    open_groups: set[str]
    last_lines: list[Line]
    logged: int
    proxy: Proxy | None
    no_offers: bool

    def announce(self, text: str) -> None: ...
    def leave_replay(self, play_from_here: bool = False) -> None: ...
    def refresh(self, board: bool = True, panel: bool = True) -> None: ...
    def set_pace(self, pace: str) -> None: ...
    def set_no_offers(self, on: bool) -> None: ...
    def schedule(self, extra: float = 0) -> None: ...
