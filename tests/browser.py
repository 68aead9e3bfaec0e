"""Find a Chromium for the browser tests (the HTML site, the PDF edition, JupyterLab).

In order: the environment variable LIGHTSOUT_CHROMIUM (an explicit path to a Chromium or
Chrome executable), then the common names on PATH (chromium, chromium-browser,
google-chrome, google-chrome-stable), then the Chromium that Playwright downloads itself
(``python -m playwright install chromium``). ``chromium()`` returns the path, or None when
there is none; ``require_chromium()`` skips the calling test with the install commands.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
INSTALL_HINT = (
    "install a Chromium: `apt-get install chromium` (Debian; .ci/run does it when missing), "
    "or `.venv/bin/python -m playwright install chromium`, or set LIGHTSOUT_CHROMIUM to the "
    "path of a Chromium or Chrome executable"
)
# as on this machine's probe: no background traffic, no component or sync updates
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _playwright_chromium() -> str | None:
    """The executable of Playwright's own Chromium, if it has been downloaded."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    try:
        with sync_playwright() as p:
            path = p.chromium.executable_path
    except Exception:  # no driver, or no browser registry: treat as not installed
        return None
    return path if path and Path(path).is_file() else None


def chromium() -> str | None:
    """The path of a Chromium to drive with Playwright, or None (see the module docstring)."""
    explicit = os.environ.get("LIGHTSOUT_CHROMIUM")
    if explicit:
        if not (Path(explicit).is_file() and os.access(explicit, os.X_OK)):
            raise ValueError(
                f"LIGHTSOUT_CHROMIUM={explicit!r} is not an executable file"
            )
        return explicit
    for name in NAMES:
        found = shutil.which(name)
        if found:
            return found
    return _playwright_chromium()


def require_chromium(what: str) -> str:
    """The Chromium path, or skip the test: `what` says what was not done without it."""
    path = chromium()
    if path is None:
        pytest.skip(f"no Chromium found, so {what}: {INSTALL_HINT}")
    return path
