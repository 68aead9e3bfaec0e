"""Open notebook 00 in a real JupyterLab, in headless Chromium, and play one move.

A manual check (not part of ``make test``: it starts a Jupyter server and takes ~30 s):
JupyterLab runs on 127.0.0.1 with a random token, the notebook's cells are run, one board
button is clicked in the page, and the status line must count the move. A screenshot is
saved to build/screenshots/lab-00_play.png. Usage: python tools/lab_smoke.py
"""

from __future__ import annotations

import json
import secrets
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.headless import LOOPBACK_ONLY, Browser, find_chromium  # noqa: E402


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main() -> int:
    binary = find_chromium()
    if binary is None:
        print("Chromium is not installed: apt-get install chromium")
        return 1
    port, token = _free_port(), secrets.token_hex(16)
    server = subprocess.Popen(
        [str(ROOT / ".venv" / "bin" / "jupyter"), "lab", "--no-browser", f"--port={port}", "--ip=127.0.0.1",
         f"--IdentityProvider.token={token}", "--LabApp.expose_app_in_browser=True", "--allow-root",
         f"--ServerApp.root_dir={ROOT}"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(100):
            try:
                urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=1)
                break
            except OSError:
                time.sleep(0.3)
        with Browser(binary, width=1280, height=1000, resolver=LOOPBACK_ONLY) as browser:
            page = browser.open(f"{base}/lab/tree/notebooks/00_play.ipynb?token={token}", timeout=60)
            ok = page.wait_for("window.jupyterapp && document.querySelector('.jp-Notebook') !== null", 60)
            if not ok:
                page.screenshot(ROOT / "build" / "screenshots" / "lab-debug.png", full_page=False)
                print(page.evaluate("[document.title, typeof window.jupyterapp, document.body.innerText.slice(0, 300)]"), page.failures[:5], page.exceptions[:3])
                return 1
            assert page.wait_for("document.querySelector('.jp-Notebook-ExecutionIndicator, .jp-Toolbar') !== null", 30)
            time.sleep(3)  # let the kernel start
            page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells'), true")
            assert page.wait_for("document.querySelectorAll('.jupyter-widgets .widget-gridbox button').length >= 25", 90), \
                "the board's buttons did not appear"
            before = page.evaluate("document.querySelector('.jupyter-widgets .widget-html-content').innerText")
            page.evaluate("document.querySelectorAll('.jupyter-widgets .widget-gridbox button')[12].click()")
            assert page.wait_for("document.querySelector('.jupyter-widgets .widget-html-content').innerText"
                                 ".includes('moves: 1')", 20), "the click was not counted"
            after = page.evaluate("document.querySelector('.jupyter-widgets .widget-html-content').innerText")
            page.evaluate("document.querySelector('.jupyter-widgets').scrollIntoView(), true")
            time.sleep(0.5)
            shot = page.screenshot(ROOT / "build" / "screenshots" / "lab-00_play.png", full_page=False)
            print(json.dumps({"before": before, "after": after, "screenshot": str(shot)}, indent=1))
        return 0
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    sys.exit(main())
