"""Serving the built site on 127.0.0.1 and waiting for MathJax: shared by docs/print_pdf.py
(which prints the PDF edition from the served site) and the browser tests (tests/conftest.py
serves the site once per test run).
"""

from __future__ import annotations

import contextlib
import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

# MathJax 2 has started ("End" posted: the first typesetting is over) and has nothing queued.
# A page is measured, clicked or printed only then: a busy machine can otherwise slow its
# font loading into errors of its own.
TYPESET = """() => {
  const M = window.MathJax;
  if (!M || !M.Hub || !M.isReady) return false;
  const q = M.Hub.queue;
  return q.pending === 0 && q.running === 0 && q.queue.length === 0
    && M.Hub.Startup.signal.posted.some(message => String(message) === 'End');
}"""


class QuietHandler(SimpleHTTPRequestHandler):
    """Serves files without logging every request to stderr."""

    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve(folder: Path):
    """Serve ``folder`` on a free port of 127.0.0.1; yields the base URL (no slash at the end)."""
    httpd = ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(folder))
    )
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(10)
