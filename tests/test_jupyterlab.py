"""Notebook 00 in a real JupyterLab: run it, click a button of the board, and see the move counted.

JupyterLab (from this virtualenv) is started on 127.0.0.1 with a random port and token, on a
scratch copy of notebooks/00_play.ipynb (so whatever JupyterLab saves never touches the
book), with its settings and workspaces in the scratch folder and its update and news
checks off. Debian's Chromium, driven by Playwright, opens the notebook, runs every cell,
and clicks the middle button of the first board (the output of ``board = lo.PlayBoard(5, 5,
colours=2, seed=0)``). The status line of that board's own widget must then count the move
and show the lights left, as computed here from the same board with numpy. Every request
the page makes to another host is refused and fails the test. The server is stopped by the
process id this test started. Without Chromium the test skips, naming the install command.

JupyterLab is started with the options of the README's command (``.venv/bin/jupyter lab
--LabApp.app_settings_dir=jupyter-settings``, run from the repository's folder), so the
tests also check what that command gives a reader: no pop-up about the official Jupyter
news; in notebooks 01 and 03 every cross-reference resolved (no warning sign, no "Cross
reference target was not found" in the console), every statement and exercise numbered as
on the site ("Theorem 3.1", computed from the cells by tests/statements.py, which
tests/test_presentation.py checks against the built site), proofs unnumbered, and a link to
a statement of another chapter opening that chapter (at its top: JupyterLab 4.5 scrolls to
headings and cell ids only); and the code cell of an exercise solution of notebook 01 runs
in the chapter's own kernel.
"""

import contextlib
import json
import os
import re
import secrets
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import urlsplit

import numpy as np
import pytest
import statements
from browser import CHROMIUM_ARGS, INSTALL_HINT, chromium

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = ROOT / "notebooks" / "00_play.ipynb"
# LIGHTSOUT_CHROMIUM, then chromium / google-chrome on PATH, then Playwright's (tests/browser.py)
CHROMIUM = Path(chromium() or "/nonexistent/chromium")
SCREENSHOTS = ROOT / "build" / "screenshots"
# A front-end error seen on 2026-11-30 with JupyterLab 4.5.11 and jupyterlab-myst 2.7.0 when
# notebook 00 opens; the book's widgets do not raise it, but its origin was not traced. Every
# behaviour of the board is asserted before the check for script errors.
LAB_OWN_ERRORS = {"Cannot read properties of undefined (reading 'node')"}
BOARD_CELL = (
    "board = lo.PlayBoard(5, 5, colours=2, seed=0)"  # the first board of notebook 00
)
ROW, COL = 2, 2  # the middle button of the 5 x 5 board


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _expected_lights_after_press() -> tuple[int, int]:
    """Lights on in notebook 00's first board, before and after pressing (ROW, COL) (numpy only)."""
    sys.path.insert(0, str(ROOT))
    import lightsout_helpers as lo

    board = np.asarray(lo.random_solvable_board(5, 5, 0), dtype=int)
    after = board.copy()
    for r, c in (
        (ROW, COL),
        (ROW - 1, COL),
        (ROW + 1, COL),
        (ROW, COL - 1),
        (ROW, COL + 1),
    ):
        after[r, c] ^= 1
    return int(board.sum()), int(after.sum())


def readme_lab_options() -> list[str]:
    """The options of the README's JupyterLab command (``.venv/bin/jupyter lab ...``)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"^[ \t]*\.venv/bin/jupyter lab\b([^#\n]*)", text, re.M)
    assert found, "README.md has no `.venv/bin/jupyter lab` command"
    return shlex.split(found.group(1))


class Lab:
    """A JupyterLab server on 127.0.0.1 with a random port and token, serving a scratch folder
    that holds copies of ``notebooks``, started with the README command's options from the
    repository's folder; ``settings`` are user settings (plugin id -> values)."""

    def __init__(self, folder: Path, notebooks=(NOTEBOOK,), settings=None):
        self.folder, self.port, self.token = folder, _free_port(), secrets.token_hex(16)
        self.base = f"http://127.0.0.1:{self.port}"
        self.log_path = folder / "jupyterlab.log"
        work = folder / "work"
        work.mkdir()
        for notebook in notebooks:  # JupyterLab may save: never into the book
            shutil.copy2(notebook, work / notebook.name)
        for plugin, values in (settings or {}).items():
            package, name = plugin.split(":")
            path = (
                folder
                / "jupyterlab_settings_dir"
                / package
                / f"{name}.jupyterlab-settings"
            )
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values), encoding="utf-8")
        # the user's own Jupyter and IPython settings, kernels and workspaces stay out of it
        env = dict(
            os.environ,
            PYTHONPATH=str(ROOT),
            **{
                name: str(folder / name.lower())
                for name in (
                    "JUPYTER_CONFIG_DIR",
                    "JUPYTER_DATA_DIR",
                    "JUPYTER_RUNTIME_DIR",
                    "JUPYTERLAB_SETTINGS_DIR",
                    "JUPYTERLAB_WORKSPACES_DIR",
                    "IPYTHONDIR",
                )
            },
        )
        command = [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--ip=127.0.0.1",
            f"--port={self.port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={work}",
            "--ServerApp.allow_root=True",
            "--LabApp.expose_app_in_browser=True",  # window.jupyterapp: run the cells by command
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            *readme_lab_options(),
        ]
        self._log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,  # as the README says: run it from the repository's folder
            env=env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    def api(self, path: str, body: dict | None = None):
        request = urllib.request.Request(
            f"{self.base}{path}",
            headers={"Authorization": f"token {self.token}"},
            data=None if body is None else json.dumps(body).encode(),
            method="GET" if body is None else "POST",
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read() or b"null")

    def wait_until_up(self, timeout: float = 120) -> None:
        deadline = time.monotonic() + timeout
        while True:
            assert self.process.poll() is None, (
                f"JupyterLab exited:\n{self.log_path.read_text()[-3000:]}"
            )
            try:
                self.api("/api/status")
                return
            except OSError:
                assert time.monotonic() < deadline, (
                    f"JupyterLab did not answer within {timeout} s"
                )
                time.sleep(0.2)

    def stop(self) -> None:
        """Stop the server by the process id started here (it shuts its kernels down on SIGTERM)."""
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(
                self.process.pid, signal.SIGKILL
            )  # its own session: the server and its kernels
            self.process.wait(timeout=10)
        self._log.close()


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """One JupyterLab for the module's tests (each opens its own browser on it)."""
    if not CHROMIUM.exists():
        pytest.skip(
            f"Chromium is not installed, so JupyterLab was not opened in a browser: {INSTALL_HINT}"
        )
    server = Lab(tmp_path_factory.mktemp("lab"))
    try:
        yield server
    finally:
        server.stop()


def _refuse_other_hosts(remote: list):
    def route(route):
        parts = urlsplit(route.request.url)
        if parts.scheme in ("data", "blob", "about") or parts.hostname in (
            "127.0.0.1",
            "localhost",
        ):
            route.continue_()
        else:
            remote.append(route.request.url)
            route.abort()

    return route


def test_a_theorem_block_renders_in_jupyterlab(lab):
    """jupyterlab-myst: a markdown cell holding a labelled {prf:theorem} shows as a theorem box.

    A two-cell notebook written here (independent of the chapters) is opened in the same
    JupyterLab; its first cell must render as a formatted theorem ("Theorem ... (title)") with
    typeset maths, not as a raw fence.
    """
    from playwright.sync_api import sync_playwright

    name = "myst_theorem.ipynb"
    source = (
        "```{prf:theorem} Nullity of the m x n board (test)\n"
        ":label: thm-test-nullity\n\n"
        "For all $m, n \\ge 1$, $d(m,n) = \\deg\\gcd(f_{m+1}(x), f_{n+1}(x+1))$.\n"
        "```\n\nSee {prf:ref}`thm-test-nullity`."
    )
    notebook = {
        "cells": [
            {"cell_type": "markdown", "id": "theorem", "metadata": {}, "source": source}
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (lab.folder / "work" / name).write_text(json.dumps(notebook), encoding="utf-8")
    remote = []
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            context = chromium.new_context(viewport={"width": 1280, "height": 1000})
            context.route("**/*", _refuse_other_hosts(remote))
            page = context.new_page()
            lab.wait_until_up()
            page.goto(
                f"{lab.base}/lab/tree/{name}?reset&token={lab.token}", wait_until="load"
            )
            cell = page.locator(".jp-MarkdownCell").first
            cell.wait_for(state="attached", timeout=120_000)
            # innerText: what is shown (the cell's hidden editor still holds the source)
            page.wait_for_function(
                "() => { const c = document.querySelector('.jp-MarkdownCell');"
                " return c && /Theorem 1/.test(c.innerText)"
                " && !c.innerText.includes('prf:theorem'); }",
                timeout=120_000,
            )
            text = cell.inner_text()
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            cell.screenshot(path=str(SCREENSHOTS / "lab-myst-theorem.png"))
        except Exception:
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SCREENSHOTS / "lab-myst-theorem-failed.png"))
            raise
        finally:
            chromium.close()
    assert "Theorem" in text and "Nullity of the m x n board" in text, text
    assert "{prf:theorem}" not in text and ":label:" not in text, f"raw fence: {text}"
    assert not remote, f"requests that would leave the machine (refused): {remote}"


def open_with_kernel(lab, page, name: str) -> None:
    """Open notebook ``name`` of the lab's folder in JupyterLab with a python3 kernel, and
    wait until the kernel is connected and idle and the cells are on the page."""
    lab.api(
        "/api/sessions",
        {"path": name, "name": name, "type": "notebook", "kernel": {"name": "python3"}},
    )
    page.goto(f"{lab.base}/lab/tree/{name}?reset&token={lab.token}", wait_until="load")
    page.wait_for_function(
        """() => {
          const app = window.jupyterapp, widget = app && app.shell.currentWidget;
          const kernel = widget && widget.sessionContext && widget.sessionContext.session
            && widget.sessionContext.session.kernel;
          return kernel && kernel.connectionStatus === 'connected'
            && kernel.status === 'idle'
            && document.querySelectorAll('.jp-Notebook .jp-Cell').length > 0;
        }""",
        timeout=120_000,
    )


def _screenshot(target, name: str) -> None:
    """Save a screenshot for people to look at (build/screenshots/); it asserts nothing, so a
    page too busy to be photographed within two minutes does not fail the test."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    try:
        target.screenshot(path=str(SCREENSHOTS / name), timeout=120_000)
    except PlaywrightTimeout:
        print(f"no screenshot {name}: the page was busy")


@contextlib.contextmanager
def _browser(lab):
    """A Chromium page on the running JupyterLab; ``seen`` collects the console messages,
    script errors and refused requests to other hosts."""
    from playwright.sync_api import sync_playwright

    seen = SimpleNamespace(remote=[], console=[], errors=[], console_errors=[])
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            context = chromium.new_context(viewport={"width": 1280, "height": 1000})
            context.route("**/*", _refuse_other_hosts(seen.remote))
            page = context.new_page()
            page.on("console", lambda m: seen.console.append(m.text))
            page.on(
                "console",
                lambda m: m.type == "error" and seen.console_errors.append(m.text),
            )
            page.on("pageerror", lambda e: seen.errors.append(str(e)))
            lab.wait_until_up()
            yield page, seen
        finally:
            chromium.close()


NEWS = "official Jupyter news"  # "Would you like to get notified about official Jupyter news?"


def test_the_readme_command_opens_jupyterlab_without_the_news_popup(lab):
    """JupyterLab 4.5 asks in a pop-up whether to fetch the official Jupyter news unless the
    setting fetchNews says; the README's command sets it (jupyter-settings/overrides.json)."""
    with _browser(lab) as (page, seen):
        schema = lab.api(
            "/lab/api/settings/@jupyterlab/apputils-extension:notification"
        )
        page.goto(
            f"{lab.base}/lab/tree/{NOTEBOOK.name}?reset&token={lab.token}",
            wait_until="load",
        )
        page.wait_for_function(
            "() => window.jupyterapp && document.querySelectorAll('.jp-Notebook .jp-Cell')"
            ".length > 0",
            timeout=120_000,
        )
        # without the setting, the pop-up was there 2 s after the first cells (2026-12-01)
        page.wait_for_timeout(8_000)
        popups = page.get_by_text(NEWS).count()
        # every extension loaded: jupytext's commands (its File menu entries) exist
        jupytext = page.evaluate(
            "() => window.jupyterapp.commands.listCommands()"
            ".filter(c => c.startsWith('jupytext:')).length"
        )
        _screenshot(page, "lab-start.png")
    assert popups == 0, f"JupyterLab shows the pop-up about the {NEWS}"
    defaults = schema["schema"]["properties"]
    assert defaults["fetchNews"]["default"] == "false", defaults["fetchNews"]
    assert defaults["checkForUpdates"]["default"] is False, defaults["checkForUpdates"]
    assert not seen.remote, f"requests that would leave the machine: {seen.remote}"
    errors = [e for e in seen.errors if e not in LAB_OWN_ERRORS]
    assert not errors, f"script errors in JupyterLab: {errors}"
    console = [e for e in seen.console_errors if not _expected_console_error(e)]
    assert not console, f"errors in JupyterLab's console: {console}"
    assert jupytext > 0, "the Jupytext extension did not load: no jupytext: command"


def _expected_console_error(text: str) -> bool:
    """Console errors that are not the book's: JupyterLab's own (LAB_OWN_ERRORS) and the
    requests to other hosts that the test itself refuses."""
    return text in LAB_OWN_ERRORS or "net::ERR_FAILED" in text


CHAPTERS = [
    ROOT / "notebooks" / "01_the_lights_out_matrix.ipynb",
    ROOT / "notebooks" / "03_light_chasing_and_polynomials.ipynb",
]
# every cell rendered at once (JupyterLab otherwise renders only the cells in view)
ALL_CELLS = {"@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"}}
UNRESOLVED = "Cross reference target was not found"

# what a chapter shows once rendered: numbered blocks, proofs, unresolved references, links
_RENDERED = """
() => {
  const panel = window.jupyterapp.shell.currentWidget.node;
  const title = box => {
    const t = box.querySelector('.myst-proof-title, .myst-exercise-title');
    const a = t && t.querySelector(':scope > a');
    return a ? a.textContent.trim() : (t ? t.textContent.trim() : null);
  };
  const numbered = {};
  panel.querySelectorAll('aside.myst-proof[id], aside.myst-exercise[id]')
    .forEach(box => { numbered[box.id] = title(box); });
  const proofs = Array.from(panel.querySelectorAll('aside.myst-proof'))
    .filter(box => !box.id).map(title);
  const links = Array.from(panel.querySelectorAll('.myst a[href*=".ipynb"]'))
    .map(a => [a.textContent.trim(), a.getAttribute('href')]);
  const local = Array.from(panel.querySelectorAll('.myst a[href^="#"]'))
    .filter(a => !a.closest('.myst-proof-title, .myst-exercise-title'))
    .map(a => [a.textContent.replace(/\u00a0/g, ' ').trim(), a.getAttribute('href').slice(1)]);
  const unresolved = Array.from(panel.querySelectorAll('[title="Cross Reference Not Found"]'))
    .map(e => e.textContent.trim());
  return {numbered, proofs, links, local, unresolved,
          markdown: panel.querySelectorAll('.jp-MarkdownCell').length,
          rendered: panel.querySelectorAll('.jp-MarkdownCell .myst').length};
}
"""


@pytest.fixture(scope="module")
def chapters_lab(tmp_path_factory):
    """One JupyterLab on copies of notebooks 01 and 03 for the module's tests."""
    if not CHROMIUM.exists():
        pytest.skip(
            f"Chromium is not installed, so JupyterLab was not opened in a browser: {INSTALL_HINT}"
        )
    server = Lab(tmp_path_factory.mktemp("chapters-lab"), CHAPTERS, settings=ALL_CELLS)
    try:
        yield server
    finally:
        server.stop()


def _show_chapter(page, lab, notebook: Path) -> dict:
    """Open a chapter and wait until every Markdown cell and every statement is rendered."""
    labels = sorted(statements.statements(notebook))
    links = len(statements.cross_links(notebook))
    page.goto(
        f"{lab.base}/lab/tree/{notebook.name}?reset&token={lab.token}",
        wait_until="load",
    )
    page.wait_for_function(
        """([labels, links]) => {
          const app = window.jupyterapp, widget = app && app.shell.currentWidget;
          if (!widget || !widget.content || !widget.content.widgets) return false;
          const panel = widget.node, cells = widget.content.widgets;
          const markdown = cells.filter(c => c.model.type === 'markdown').length;
          return markdown > 0
            && panel.querySelectorAll('.jp-MarkdownCell .myst').length >= markdown
            && labels.every(l => panel.querySelector(`[id="${l}"]`))
            && panel.querySelectorAll('.myst a[href*=".ipynb"][href*="#"]').length >= links;
        }""",
        arg=[labels, links],
        timeout=240_000,
    )
    page.wait_for_timeout(2_000)  # the notebook-wide pass that resolves the references
    return page.evaluate(_RENDERED)


def _check_chapter(stem: str, data: dict, expected: dict) -> None:
    """What JupyterLab showed of a chapter (see _RENDERED) against the notebook's cells."""
    assert not data["unresolved"], f"{stem}: unresolved references {data['unresolved']}"
    assert data["rendered"] >= data["markdown"], f"{stem}: not every cell rendered"
    numbers = {label: data["numbered"].get(label) for label in expected}
    differ = {k: (v, expected[k]) for k, v in numbers.items() if v != expected[k]}
    assert not differ, f"{stem}: JupyterLab's numbers (shown, site's): {differ}"
    assert data["proofs"] and all(p == "Proof" for p in data["proofs"]), (
        f"{stem}: proofs are numbered or untitled in JupyterLab: {set(data['proofs'])}"
    )
    # the {prf:ref} and {ref} roles of the chapter: links in the page, named by the number
    refs = [(text, label) for text, label in data["local"] if label in expected]
    wrong = [
        (text, label, expected[label])
        for text, label in refs
        if text != expected[label]
    ]
    assert not wrong, f"{stem}: references named (shown, label, number): {wrong}"
    notebook = ROOT / "notebooks" / f"{stem}.ipynb"
    roles = [r for r in statements.prf_refs(notebook) if r in expected]
    assert len(refs) >= len(roles), (
        f"{stem}: {len(refs)} of {len(roles)} references shown"
    )
    links = [
        (text, urlsplit(href).path.rsplit("/", 1)[-1], urlsplit(href).fragment)
        for text, href in data["links"]
        if "#" in href
    ]
    wanted = [
        (text, f"{target}.ipynb", label)
        for text, target, label in statements.cross_links(notebook)
    ]
    assert links == wanted, f"{stem}: links to other chapters {links} != {wanted}"


def test_chapters_01_and_03_show_resolved_references_and_the_sites_numbers(
    chapters_lab,
):
    """Notebooks 01 and 03 in JupyterLab (jupyterlab-myst): no reference is left unresolved,
    every labelled statement and exercise has the number the site gives it (Theorem 3.1 in
    03), proofs are not numbered, and each link to another chapter names its statement's
    number. A click on the link to Theorem 3.1 in 01 opens notebook 03."""
    with _browser(chapters_lab) as (page, seen):
        # 03 first, then 01, which stays open: its link to Theorem 3.1 is followed from it
        shown = {}
        for notebook in reversed(CHAPTERS):
            shown[notebook] = _show_chapter(page, chapters_lab, notebook)
            _screenshot(page, f"lab-{notebook.stem[:2]}.png")
            _check_chapter(
                notebook.stem, shown[notebook], statements.statements(notebook)
            )
            unresolved = [m for m in seen.console if UNRESOLVED in m]
            assert not unresolved, (
                f"{notebook.stem}: {len(unresolved)} console messages: {unresolved[:5]}"
            )
        numbered = shown[CHAPTERS[1]]["numbered"]
        assert "Theorem 3.1" in numbered.values(), numbered
        # in 01 (the notebook open now): follow its link to Theorem 3.1 of notebook 03
        link = page.locator(".myst a", has_text="Theorem 3.1").first
        link.scroll_into_view_if_needed()
        link.click()
        page.wait_for_function(
            "name => window.jupyterapp.shell.currentWidget.title.label === name",
            arg=CHAPTERS[1].name,
            timeout=120_000,
        )
        # JupyterLab 4.5 opens the notebook at its top: it scrolls to a fragment only when
        # it names a heading or a cell id, and before the Markdown is rendered (seen
        # 2026-12-01); the reader finds the statement by its number
        _screenshot(page, "lab-01-link-to-03.png")
    assert not seen.remote, f"requests that would leave the machine: {seen.remote}"
    errors = [e for e in seen.errors if e not in LAB_OWN_ERRORS]
    assert not errors, f"script errors in JupyterLab: {errors}"


# run every cell without waiting for the command's promise (page.evaluate has no timeout;
# the waits that follow have one)
RUN_ALL = "() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }"
SOLUTION_CELL = "A3_blocks = MatrixSpace(GF(2), 9, 9)"  # notebook 01, exercise ex-01-2
# [input hidden, output hidden] of each code cell whose source contains the given text
SOLUTION_HIDDEN = """source => window.jupyterapp.shell.currentWidget.content.widgets
  .filter(c => c.model.type === 'code' && c.model.sharedModel.getSource().includes(source))
  .map(c => [c.inputHidden, c.outputHidden])"""


def test_a_solution_code_cell_runs_in_its_chapter_in_jupyterlab(chapters_lab):
    """Notebook 01 run in JupyterLab: the code cell of the solution of exercise 1.2 (which
    builds the 3 x 3 matrix from its blocks with MatrixSpace) runs in the chapter's kernel,
    after the chapter's own cells, and prints the rank computed here; no cell fails."""
    sys.path.insert(0, str(ROOT))
    import lightsout_helpers as lo

    rank = lo.press_matrix_gf2(3, 3).rank()
    notebook = CHAPTERS[0]
    with _browser(chapters_lab) as (page, seen):
        open_with_kernel(chapters_lab, page, notebook.name)
        # the solution's code and output are collapsed, as the solution is on the site
        hidden = page.evaluate(SOLUTION_HIDDEN, SOLUTION_CELL)
        # clear the stored outputs, so that what is seen is what this kernel printed
        page.evaluate(
            "() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')"
        )
        page.evaluate(RUN_ALL)
        # the reader opens them (a click on each collapser does the same)
        page.evaluate(
            """source => window.jupyterapp.shell.currentWidget.content.widgets
              .filter(c => c.model.sharedModel.getSource().includes(source))
              .forEach(c => { c.inputHidden = false; c.outputHidden = false; })""",
            SOLUTION_CELL,
        )
        cell = page.locator(".jp-CodeCell").filter(has_text=SOLUTION_CELL)
        cell.wait_for(state="attached", timeout=60_000)
        output = cell.locator(".jp-OutputArea-output")
        output.first.wait_for(state="attached", timeout=600_000)
        page.wait_for_function(
            """() => { const w = window.jupyterapp.shell.currentWidget;
              return w.sessionContext.session.kernel.status === 'idle'
                && w.content.widgets.every(c => c.model.type !== 'code'
                  || c.model.executionCount !== null); }""",
            timeout=600_000,
        )
        printed = output.all_text_contents()
        opening = cell.evaluate(
            "c => { let p = c.previousElementSibling;"
            " while (p && !p.classList.contains('jp-MarkdownCell')) p = p.previousElementSibling;"
            " const m = p && p.querySelector('.myst');"
            " return m ? m.textContent.replace(/\\u00a0/g, ' ') : ''; }"
        )
        failed = page.evaluate(
            """() => window.jupyterapp.shell.currentWidget.content.widgets
              .filter(c => c.model.type === 'code')
              .flatMap(c => c.model.sharedModel.toJSON().outputs || [])
              .filter(o => o.output_type === 'error')
              .map(o => `${o.ename}: ${o.evalue}`)"""
        )
        cell.scroll_into_view_if_needed()
        _screenshot(cell, "lab-01-solution.png")
    assert hidden == [[True, True]], (
        f"the solution's code cell is not collapsed: {hidden}"
    )
    assert "Solution to" in opening and "Exercise 1.2" in opening, opening
    assert not failed, f"cells failed in notebook 01: {failed}"
    assert any(
        f"block construction = press_matrix_gf2(3, 3); rank {rank}" in text
        for text in printed
    ), printed
    assert not seen.remote, f"requests that would leave the machine: {seen.remote}"
    errors = [e for e in seen.errors if e not in LAB_OWN_ERRORS]
    assert not errors, f"script errors in JupyterLab: {errors}"
