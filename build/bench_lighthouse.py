"""Lighthouse benchmark: the web's own audit of the built site, as issue 27 measures it (a script,
not a test).

    python build/site.py && python build/bench_lighthouse.py [--runs 3] [--presets desktop mobile]
        [--pages / /?view=embed /lab.html] [--site DIR]

Serves the site as GitHub Pages does (build/serve.py: gzip, max-age, validators) and runs
Lighthouse's performance audit on each page with each preset (``desktop``, and ``mobile``:
Lighthouse's default, an emulated phone on a throttled network and CPU), ``--runs`` times, each in
a fresh Chromium profile (a first visit); prints the median score, largest contentful paint, total
blocking time, layout shift and bytes transferred, with the machine's load.

Lighthouse is pinned here (12.2.3, the version issue 27 measured with) and installed on first use
into .vendor/lighthouse with npm, not into the project's package.json: CI never downloads it. It
drives Debian's Chromium (``CHROME_PATH``, default /usr/bin/chromium).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from serve import serve_in_thread  # noqa: E402 - build/ is not a package

VERSION = "12.2.3"
CACHE = ROOT / ".vendor" / "lighthouse"
CLI = CACHE / "node_modules" / "lighthouse" / "cli" / "index.js"
PAGES = ("/", "/?view=embed", "/lab.html")
#: What each row shows: Lighthouse's audit id, and how to print its value.
AUDITS: dict[str, tuple[str, Callable[[float], str]]] = {
    "LCP": ("largest-contentful-paint", lambda v: f"{v / 1000:.1f} s"),
    "TBT": ("total-blocking-time", lambda v: f"{v:.0f} ms"),
    "CLS": ("cumulative-layout-shift", lambda v: f"{v:.3f}"),
    "bytes": ("total-byte-weight", lambda v: f"{v / 1e6:.2f} MB" if v >= 1e5 else f"{v / 1e3:.0f} KB"),
}


def ensure_lighthouse() -> Path:
    """The pinned Lighthouse CLI, installed into the cache folder if it is not there yet."""
    manifest = CLI.parents[1] / "package.json"
    if manifest.exists() and json.loads(manifest.read_text("utf-8"))["version"] == VERSION:
        return CLI
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("npm is needed to install Lighthouse")
    CACHE.mkdir(parents=True, exist_ok=True)
    (CACHE / "package.json").write_text('{"private": true}\n', "utf-8")  # npm installs here, not above
    print(f"installing lighthouse {VERSION} into {CACHE}", file=sys.stderr, flush=True)
    command = [npm, "install", "--prefix", str(CACHE), "--no-audit", "--no-fund", f"lighthouse@{VERSION}"]
    subprocess.run(command, check=True)
    return CLI


def audit(cli: Path, url: str, preset: str, chrome: str) -> dict[str, float]:
    """One Lighthouse run: the performance score (0-100) and each audit's numeric value."""
    with tempfile.TemporaryDirectory(prefix="lighthouse-") as folder:
        report = Path(folder) / "report.json"
        command = [
            "node",
            str(cli),
            url,
            "--only-categories=performance",
            "--output=json",
            f"--output-path={report}",
            "--quiet",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        ]
        if preset == "desktop":
            command.append("--preset=desktop")
        subprocess.run(command, check=True, env={**os.environ, "CHROME_PATH": chrome}, timeout=600)
        data: dict[str, Any] = json.loads(report.read_text("utf-8"))
    if data.get("runtimeError"):
        raise RuntimeError(f"{url} ({preset}): {data['runtimeError']}")
    found = {"performance": float(data["categories"]["performance"]["score"] or 0) * 100}
    for name, (audit_id, _) in AUDITS.items():
        found[name] = float(data["audits"][audit_id].get("numericValue") or 0)
    return found


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--presets", nargs="+", default=["desktop", "mobile"], choices=["desktop", "mobile"])
    parser.add_argument("--pages", nargs="+", default=list(PAGES))
    parser.add_argument("--site", type=Path, default=ROOT / "_site")
    args = parser.parse_args(argv)
    if not (args.site / "index.html").is_file():
        print(f"no built site in {args.site}: run python build/site.py first", file=sys.stderr)
        return 1
    cli = ensure_lighthouse()
    chrome = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
    httpd, base = serve_in_thread(args.site)
    print(f"Lighthouse {VERSION}, median of {args.runs}; before: {load()}", flush=True)
    rows = []
    failures = []
    try:
        for preset in args.presets:
            for page in args.pages:
                url = base.rstrip("/") + page
                runs = []
                for number in range(args.runs):
                    try:
                        runs.append(audit(cli, url, preset, chrome))
                    except (RuntimeError, subprocess.SubprocessError) as error:
                        failures.append(f"{page} {preset} run {number + 1}: {error}")
                        continue
                    print(f"  {preset} {page} run {number + 1}: {runs[-1]['performance']:.0f}", flush=True)
                if runs:
                    median = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
                    rows.append((page, preset, len(runs), median))
    finally:
        httpd.shutdown()
    print(f"after: {load()}")
    print("| page | preset | runs | performance | LCP | TBT | CLS | bytes |")
    print("|---|---|---|---|---|---|---|---|")
    for page, preset, count, m in rows:
        shown = " | ".join(show(m[name]) for name, (_, show) in AUDITS.items())
        print(f"| `{page}` | {preset} | {count} | {m['performance']:.0f} | {shown} |")
    for failure in failures:
        print(f"FAILED {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
