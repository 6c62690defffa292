"""A small static file server for the built site, used by the serve command, the tests and the bench.

It sends ``Cache-Control: max-age=600`` and ``Access-Control-Allow-Origin: *`` as GitHub Pages does,
so Chromium's HTTP cache behaves in tests and benchmarks the way it does for visitors, and a frame
sandboxed without ``allow-same-origin`` (an opaque origin, whose module scripts and fetches are all
cross-origin) can still load the game's files; see docs/embed.md. It binds to loopback only.
"""

from __future__ import annotations

import functools
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with correct types for modules and wasm, cache headers, and no console noise."""

    extensions_map = {  # noqa: RUF012 - the base class declares it as a plain class attribute
        **SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".whl": "application/zip",
        ".py": "text/plain; charset=utf-8",
        ".json": "application/json",
        ".svg": "image/svg+xml",
    }
    cache_control = "max-age=600"

    def end_headers(self) -> None:
        self.send_header("Cache-Control", self.cache_control)
        # Public static files, no credentials: any page may read them, a sandboxed frame included.
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


class QuietServer(ThreadingHTTPServer):
    """A browser that drops a connection mid-file (a closed tab, an aborted preload) is not an error."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 0) -> ThreadingHTTPServer:
    """A server for ``directory`` on ``host`` (port 0 picks a free one); call ``serve_forever``."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = QuietServer((host, port), handler)
    server.daemon_threads = True
    return server


def serve_in_thread(directory: Path, host: str = "127.0.0.1") -> tuple[ThreadingHTTPServer, str]:
    """Start a server in a daemon thread; returns it and its base URL (ending in ``/``)."""
    server = make_server(directory, host)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}/"
