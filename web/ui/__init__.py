"""The page's user interface, in Python.

Pure modules (no ``js`` import) decide what to show and are tested with pytest on CPython:
``seats``, ``session``, ``controls``, ``setup``, ``views``, ``chart``, ``replay``, ``query``. Some also
draw: ``markup`` (element trees and their HTML), ``setup_form`` and ``rules_markup`` (trees the build
pre-renders into index.html and the page places). The DOM modules (``dom``, ``app`` and the
``render_*`` modules) only turn those decisions into elements and wire events; they run in the
browser under Pyodide.
"""
