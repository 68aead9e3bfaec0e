"""A small client for headless Chromium over the DevTools protocol, through a pipe.

Chromium is started with ``--remote-debugging-pipe``: it reads JSON commands (each
ended by a NUL byte) on file descriptor 3 and answers on 4. No port is opened and no
package beyond the standard library is needed. Used by tests/test_08_browser.py.
"""

from __future__ import annotations

import base64
import json
import os
import queue
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--no-default-browser-check",
         "--disable-extensions", "--disable-sync", "--mute-audio", "--hide-scrollbars"]
# nothing may come from the network: every host name fails to resolve (except loopback
# when a local server is the point, as in tools/lab_smoke.py)
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND"
LOOPBACK_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"


def find_chromium() -> str | None:
    """The path of a Chromium (or Chrome) binary, or None."""
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One headless Chromium; ``open(url)`` gives a Page. Use as a context manager."""

    def __init__(self, binary: str, width: int = 1280, height: int = 900, resolver: str = OFFLINE):
        self._profile = tempfile.mkdtemp(prefix="lightsout-chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def wire():  # in the child: the pipe ends become fds 3 and 4
            a, b = os.dup(to_browser_r), os.dup(from_browser_w)  # out of the way of 3 and 4
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [binary, *FLAGS, resolver, f"--user-data-dir={self._profile}", f"--window-size={width},{height}",
             "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=wire, pass_fds=(3, 4))
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.width, self.height = width, height
        self._next_id = 0
        self._lock = threading.Lock()
        self._replies: dict[int, queue.Queue] = {}
        self.events: "queue.Queue[dict]" = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self):
        buf = b""
        with os.fdopen(self._from_browser, "rb", buffering=0) as f:
            while True:
                chunk = f.read(1 << 16)
                if not chunk:
                    break
                buf += chunk
                while b"\0" in buf:
                    raw, buf = buf.split(b"\0", 1)
                    msg = json.loads(raw)
                    if "id" in msg and msg["id"] in self._replies:
                        self._replies[msg["id"]].put(msg)
                    else:
                        self.events.put(msg)

    def send(self, method: str, params: dict | None = None, session: str | None = None,
             timeout: float = 30.0) -> dict:
        """Send one command and wait for its answer; raises on a protocol error."""
        with self._lock:
            self._next_id += 1
            mid = self._next_id
            self._replies[mid] = queue.Queue()
            msg = {"id": mid, "method": method, "params": params or {}}
            if session:
                msg["sessionId"] = session
            os.write(self._to_browser, json.dumps(msg).encode() + b"\0")
        try:
            reply = self._replies[mid].get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError(f"no answer to {method} within {timeout} s") from None
        finally:
            self._replies.pop(mid, None)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def open(self, url: str, timeout: float = 30.0) -> "Page":
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session)
        page.goto(url, timeout)
        return page

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:  # noqa: BLE001 - it may already be gone
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._to_browser)
        shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Page:
    """One tab: navigation, JavaScript evaluation, screenshots, and what it requested."""

    def __init__(self, browser: Browser, session: str):
        self.browser, self.session = browser, session
        self.requests: list[str] = []
        self._urls: dict[str, str] = {}
        self.failures: list[str] = []
        self.exceptions: list[str] = []
        for domain in ("Page", "Network", "Runtime"):
            self.send(f"{domain}.enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": browser.width, "height": browser.height, "deviceScaleFactor": 1, "mobile": False})

    def send(self, method, params=None, timeout=30.0):
        return self.browser.send(method, params, self.session, timeout)

    def _pump(self, until=None, timeout=30.0):
        """Handle events of this tab until ``until(event)`` is true (or time runs out)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                ev = self.browser.events.get(timeout=max(0.0, min(0.2, end - time.monotonic())))
            except queue.Empty:
                if until is None:
                    return True
                continue
            if ev.get("sessionId") != self.session:
                continue
            method, params = ev.get("method"), ev.get("params", {})
            if method == "Network.requestWillBeSent":
                self.requests.append(params["request"]["url"])
                self._urls[params["requestId"]] = params["request"]["url"]
            elif method == "Network.loadingFailed":
                url = self._urls.get(params.get("requestId"), "?")
                self.failures.append(f"{url}: {params.get('errorText')}")
            elif method == "Runtime.exceptionThrown":
                self.exceptions.append(json.dumps(params.get("exceptionDetails", {}))[:500])
            if until is not None and until(ev):
                return True
        return until is None

    def goto(self, url, timeout=30.0):
        self.send("Page.navigate", {"url": url})
        if not self._pump(lambda ev: ev.get("method") == "Page.loadEventFired", timeout):
            raise TimeoutError(f"{url} did not finish loading within {timeout} s")

    def evaluate(self, expression: str):
        """The value of a JavaScript expression (JSON-serialisable)."""
        self._pump(timeout=0.05)
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"JavaScript error: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 30.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.evaluate(expression):
                return True
            time.sleep(0.1)
        return False

    def screenshot(self, path: Path, full_page: bool = True) -> Path:
        params = {"format": "png"}
        if full_page:
            size = self.send("Page.getLayoutMetrics")["cssContentSize"]
            height = min(int(size["height"]), 16000)
            params["clip"] = {"x": 0, "y": 0, "width": self.browser.width, "height": height, "scale": 1}
            params["captureBeyondViewport"] = True
        data = self.send("Page.captureScreenshot", params, timeout=60)["data"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(data))
        self._pump(timeout=0.05)
        return path
