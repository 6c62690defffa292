"""The lab's browser test uses the browser suite's fixtures: its built site, server and Chromium."""

from browser.conftest import browser, playwright_instance, server, site  # noqa: F401 - fixtures
