"""python.js, PyScript's interpreter module, serves any page or worker of the site.

It finds the runtime and the Python snapshot from its own URL, not from the page's location, so a
worker started from another page (the lab's PyScript worker, made from a ``blob:`` URL) restores the
snapshot the main page made.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser

from .conftest import assert_ready, copy_site, served_context, wait_for

#: A page in a sub-folder whose blob: worker imports the site's interpreter module by URL, as
#: PyScript does with its ``interpreter`` setting, and reports what it did.
PROBE = """<!doctype html><meta charset="utf-8"><title>probe</title>
<script type="module">
const module = new URL("../python.js", location.href).href;
const code = `
  const stages = [];
  self.addEventListener("landlords:stage", ({ detail }) => stages.push(detail));
  try {
    const python = await import(${JSON.stringify(module)});
    const interpreter = await python.loadPyodide({});
    postMessage({ stages, answer: interpreter.runPython("6 * 7"), runtime: python.RUNTIME });
  } catch (error) {
    postMessage({ error: String(error) });
  }`;
const url = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
const worker = new Worker(url, { type: "module" });
worker.onmessage = ({ data }) => { window.probe = data; };
worker.onerror = (event) => { window.probe = { error: event.message || "worker failed" }; };
</script>"""


def test_a_worker_on_another_page_restores_the_main_pages_snapshot(
    site: Path, tmp_path: Path, browser: Browser
) -> None:
    copy = copy_site(site, tmp_path / "site")
    (copy / "probe").mkdir()
    (copy / "probe" / "index.html").write_text(PROBE, "utf-8")
    with served_context(browser, copy) as (context, traffic, url):
        page = context.new_page()
        page.goto(url)
        assert_ready(page)
        wait_for(page, "document.documentElement.dataset.snapshot === 'saved'", 90_000)
        page.goto(f"{url}probe/")
        result = wait_for(page, "window.probe", 90_000)
        assert "error" not in result, result["error"]
        assert result["runtime"] == f"{url}vendor/pyodide/"
        assert result["stages"] == ["restore", "restored"]
        assert result["answer"] == 42
        traffic.assert_local()
