"""A small static file server for the built site, used by the serve command, the tests and the bench.

It answers as GitHub Pages does, so Chromium's HTTP cache and downloads behave in tests and
benchmarks the way they do for visitors: ``Cache-Control: max-age=600``; the validators ``ETag`` and
``Last-Modified`` (a conditional request for an unchanged file gets ``304``); text, scripts, JSON,
SVG, wasm and the zips gzipped when the browser accepts gzip (``Vary: Accept-Encoding``); and
``Access-Control-Allow-Origin: *``, so a frame sandboxed without ``allow-same-origin`` (an opaque
origin, whose module scripts and fetches are all cross-origin) can still load the game's files; see
docs/embed.md. ``validators=False`` (``--no-validators``) leaves the validators out, as some hosts
do: once ``max-age`` runs out every file is downloaded whole again. It binds to loopback only.

    python build/serve.py [_site] [--port 8000] [--no-validators]
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import gzip
import os
import sys
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from io import BytesIO
from pathlib import Path
from typing import Any, BinaryIO
from urllib.parse import urlsplit

#: What GitHub Pages compresses (by type): text of every kind, scripts, JSON, SVG, and here also wasm
#: and the zips of Python files, which shrink by half or more.
COMPRESSED = frozenset(
    {".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".svg", ".txt", ".py", ".map", ".wasm", ".zip", ".whl"}
)


@functools.lru_cache(maxsize=64)
def gzipped(path: str, mtime: int, size: int) -> bytes:
    """A file's gzip body, made once per version of the file (its mtime and size key the cache)."""
    return gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with correct types for modules and wasm, GitHub Pages' headers, and no console noise."""

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
    validators = True

    def end_headers(self) -> None:
        self.send_header("Cache-Control", self.cache_control)
        # Public static files, no credentials: any page may read them, a sandboxed frame included.
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def send_head(self) -> BinaryIO | BytesIO | None:
        """Headers for a file (and its body to copy): validators, 304s and gzip as GitHub Pages."""
        served = getattr(self.server, "served", None)
        if served is not None:
            served.append(self.path)
        path = self.translate_path(self.path)
        if os.path.isdir(path) and urlsplit(self.path).path.endswith("/"):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()  # a folder's redirect and 404s as the base class
        stat = os.stat(path)
        packed = Path(path).suffix in COMPRESSED and "gzip" in self.headers.get("Accept-Encoding", "")
        tag = f'"{int(stat.st_mtime):x}-{stat.st_size:x}"'
        if packed:
            tag = f"W/{tag}"  # the gzip body differs from the file's bytes, as Pages marks it
        if self.validators and self.unchanged(tag, stat.st_mtime):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self.send_header("ETag", tag)
            self.end_headers()
            return None
        body = gzipped(path, int(stat.st_mtime_ns), stat.st_size) if packed else Path(path).read_bytes()
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        if packed:
            self.send_header("Content-Encoding", "gzip")
        if self.validators:
            self.send_header("ETag", tag)
            self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return BytesIO(body)

    def unchanged(self, tag: str, mtime: float) -> bool:
        """The browser's copy is current: its ETag matches, or (without one) its date is not older."""
        if "If-None-Match" in self.headers:
            sent = [t.strip().removeprefix("W/") for t in self.headers["If-None-Match"].split(",")]
            return tag.removeprefix("W/") in sent
        since = self.headers.get("If-Modified-Since")
        if not since:
            return False
        with contextlib.suppress(TypeError, ValueError, IndexError, OverflowError):
            return int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp()
        return False

    def log_message(self, format: str, *args: Any) -> None:
        pass


class QuietServer(ThreadingHTTPServer):
    """A browser that drops a connection mid-file (a closed tab, an aborted preload) is not an error.

    ``served`` lists every path asked for, in order (the tests count downloads by it)."""

    served: list[str]

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 0, validators: bool = True) -> QuietServer:
    """A server for ``directory`` on ``host`` (port 0 picks a free one); call ``serve_forever``."""
    handler_class = type("Handler", (SiteHandler,), {"validators": validators})
    handler = functools.partial(handler_class, directory=str(directory))
    server = QuietServer((host, port), handler)
    server.served = []
    server.daemon_threads = True
    return server


def serve_in_thread(directory: Path, host: str = "127.0.0.1", validators: bool = True) -> tuple[QuietServer, str]:
    """Start a server in a daemon thread; returns it and its base URL (ending in ``/``)."""
    server = make_server(directory, host, validators=validators)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}/"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve a built site on loopback as GitHub Pages would.")
    parser.add_argument("site", nargs="?", type=Path, default=Path(__file__).resolve().parents[1] / "_site")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-validators", action="store_true", help="send no ETag or Last-Modified")
    args = parser.parse_args(argv)
    server = make_server(args.site, "127.0.0.1", args.port, validators=not args.no_validators)
    print(f"Serving {args.site} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
