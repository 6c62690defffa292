#!/usr/bin/env bash
# Install everything the tests need, then run every test: engine (CPython and Pyodide under Node),
# SVG, site build, browser tests in real Chromium, and the soak tests.
# Works on a fresh machine that has Python and Node. `.ci/run` calls exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
npm ci --no-audit --no-fund --loglevel=error

# A browser: Debian's Chromium where we can install it, else Playwright's own build.
if [ -x /usr/bin/chromium ]; then
  :
elif [ -f /etc/debian_version ] && ! grep -qi ubuntu /etc/os-release && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && apt-get install -y -qq chromium
else
  python -m playwright install --with-deps chromium
fi

# Two test processes per core: the browser tests spend much of their time waiting on the page
# (a count, a bot's pace, a start-up), so with one a core the cores sat part idle.
exec python -m pytest -n "$(( $(nproc) * 2 ))" --dist worksteal "$@"
