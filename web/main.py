"""The page's Python: start the game's user interface (the ``ui`` package) and say when it is ready.

PyScript runs this file (``<script type="py">`` in index.html) once its ``files`` setting has
unpacked the engine wheel and the ``ui`` package. Everything the page does lives in ``ui``: pure
modules that decide what to show, and thin DOM modules that show it (see ``ui/__init__.py``).
The marks time the start's last stretch for build/bench_load.py and build/trace_start.py.
"""

from __future__ import annotations

from pyscript import document, window

window.performance.mark("landlords:main")

from ui.app import App  # noqa: E402 - after the mark, so the import is timed

window.performance.mark("landlords:imported")
app = App()
app.start()
document.documentElement.dataset.state = "ready"
window.performance.mark("landlords:playable")
