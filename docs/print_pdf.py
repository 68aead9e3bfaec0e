"""Print the HTML edition to one PDF with Chromium (``make pdf``), without TeX.

``make pdf`` builds the HTML edition (as ``make html``, into build/pdf-html), serves it on
127.0.0.1 (a random port) and opens each page in book order (the front page, notebooks 00
to 08, the glossary, the bibliography last) in Chromium, found as the browser tests find it
(LIGHTSOUT_CHROMIUM, then PATH, then Playwright's own). On each page MathJax typesets every
formula, every collapsed hint, solution and ``<details>`` block is opened, and Playwright's
``page.pdf`` prints it on A4 with the book's title and the chapter in the header and page
numbers in the footer; pypdf joins the pages into one PDF with one bookmark per chapter.
(Sphinx's single-page builder was tried first: on its one 1.3 MB page MathJax 2 never
leaves its output phase, so each page is printed on its own.)

Usage: python docs/print_pdf.py SITE_DIR OUTPUT.pdf
"""

from __future__ import annotations

import functools
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
from browser import CHROMIUM_ARGS, INSTALL_HINT, chromium  # noqa: E402

# MathJax 2 has started ("End" posted) and has nothing queued (as in tests/test_html_site.py)
TYPESET = """() => {
  const M = window.MathJax;
  if (!M || !M.Hub || !M.isReady) return false;
  const q = M.Hub.queue;
  return q.pending === 0 && q.running === 0 && q.queue.length === 0
    && M.Hub.Startup.signal.posted.some(message => String(message) === 'End');
}"""
# open every collapsed block: sphinx-togglebutton's hints and solutions, and <details>
EXPAND = """() => {
  document.querySelectorAll('.toggle-hidden').forEach(e => e.classList.remove('toggle-hidden'));
  document.querySelectorAll('.toggle-button-hidden')
    .forEach(e => e.classList.remove('toggle-button-hidden'));
  document.querySelectorAll('details').forEach(d => { d.open = true; });
}"""
PRINT_CSS = """
@page { size: A4; margin: 18mm 16mm 18mm 16mm; }
.bd-header, .bd-sidebar-primary, .bd-sidebar-secondary, .bd-footer, .bd-footer-article,
.header-article, .prev-next-area, .bd-search, .theme-switch-button, .toggle-button,
.headerlink, #pst-back-to-top, .skip-link { display: none !important; }
.bd-main .bd-content .bd-article-container { max-width: 100% !important; }
.bd-page-width { max-width: 100% !important; }
pre { white-space: pre-wrap !important; word-break: break-all; }
img { max-width: 100% !important; break-inside: avoid; }
.admonition, .proof, .exercise, .solution { break-inside: avoid-page; }
"""
HEADER = (
    '<div style="font-size:8px;width:100%;text-align:center;color:#666;">'
    "Lights Out, executed</div>"
)
FOOTER = (
    '<div style="font-size:8px;width:100%;text-align:center;color:#666;">'
    '<span class="title"></span> &#8212; page <span class="pageNumber"></span> of '
    '<span class="totalPages"></span></div>'
)


def pages(site: Path) -> list[str]:
    """The site's pages in book order, relative to the site folder."""
    notebooks = sorted(p.name for p in (site / "notebooks").glob("[0-9][0-9]_*.html"))
    return [
        "docs/index.html",
        *(f"notebooks/{name}" for name in notebooks),
        "docs/glossary.html",
        "docs/bibliography.html",
    ]


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main(site: Path, output: Path) -> None:
    from playwright.sync_api import sync_playwright
    from pypdf import PdfReader, PdfWriter

    executable = chromium()
    if executable is None:
        sys.exit(f"make pdf needs a Chromium: {INSTALL_HINT}")
    parts = output.parent / "parts"
    parts.mkdir(parents=True, exist_ok=True)
    httpd = ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site))
    )
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    printed = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
            try:
                for name in pages(site):
                    page = browser.new_page(viewport={"width": 1100, "height": 1400})
                    url = f"http://127.0.0.1:{httpd.server_address[1]}/{name}"
                    page.goto(url, wait_until="load", timeout=300_000)
                    page.wait_for_function(TYPESET, timeout=300_000)
                    page.evaluate(EXPAND)
                    # MathJax 2 leaves formulas of hidden blocks half done: typeset them again
                    # now that the hints and solutions are open
                    page.evaluate("() => MathJax.Hub.Queue(['Reprocess', MathJax.Hub])")
                    page.wait_for_timeout(200)
                    page.wait_for_function(TYPESET, timeout=300_000)
                    page.add_style_tag(content=PRINT_CSS)
                    page.emulate_media(media="print")
                    page.evaluate("document.fonts.ready")
                    title = page.title().split(" \u2014 ")[0]
                    target = parts / (Path(name).stem + ".pdf")
                    page.pdf(
                        path=str(target),
                        format="A4",
                        print_background=True,
                        display_header_footer=True,
                        header_template=HEADER,
                        footer_template=FOOTER,
                        margin={
                            "top": "18mm",
                            "bottom": "18mm",
                            "left": "16mm",
                            "right": "16mm",
                        },
                    )
                    printed.append((title, target))
                    page.close()
            finally:
                browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()
    writer = PdfWriter()
    for title, target in printed:
        start = len(writer.pages)
        writer.append(PdfReader(str(target)))
        writer.add_outline_item(title=title, page_number=start)
    writer.add_metadata(
        {
            "/Title": "Lights Out, executed",
            "/Author": "The Lights Out, executed contributors",
        }
    )
    with open(output, "wb") as handle:
        writer.write(handle)
    print(f"   wrote {output} ({len(writer.pages)} pages)")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve())
