"""Fixtures shared by the test modules: the HTML edition, built once per test run.

The site is built by the command of ``make html`` (Sphinx, warnings are errors) into a fresh
temporary folder, so that every warning of a full build is seen. The modules that read or
serve it (tests/test_html_site.py, test_board_site.py, test_presentation.py, and
test_pdf.py when it has to print the PDF) share this one build instead of building it each:
the tests only read it (test_board_site.py copies it before opening it from file://).
``served_site`` serves that build on 127.0.0.1 for the browser tests (docs/serving.py, as
``make pdf`` serves it).
"""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "docs"))  # serving.py: shared with docs/print_pdf.py
from serving import serve  # noqa: E402


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The HTML edition, built as `make html` builds it (a warning is an error)."""
    out = tmp_path_factory.mktemp("html")
    command = [sys.executable, "-m", "sphinx", "-W", "-q", "-b", "html", "-c", "docs"]
    command += ["-d", str(out / "doctrees"), ".", str(out / "site")]  # as `make html`
    done = subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, (
        f"the site does not build (a warning is an error):\n{done.stderr[-4000:]}"
    )
    return out / "site"


@pytest.fixture(scope="session")
def served_site(site):
    """The base URL (no slash at the end) of the site, served on 127.0.0.1 for the run."""
    with serve(site) as url:
        yield url


def pytest_terminal_summary(terminalreporter):
    """Say which rows of data/09_hardest_boards.csv this run left to `make recheck`."""
    left = {}  # row -> the test modules (test_09_NAME) that skipped it
    for report in terminalreporter.stats.get("skipped", []):
        module, _, name = report.nodeid.partition("::")
        if "test_09_" in module and "make recheck" in str(report.longrepr):
            row = name.rsplit("[", 1)[-1].rstrip("]")
            left.setdefault(row, set()).add(module.rsplit("test_09_", 1)[-1][:-3])
    if left:
        rows = sorted(left, key=lambda r: tuple(map(int, r.split("x"))))
        terminalreporter.write_line(
            f"notebook 09: {len(rows)} rows left to `make recheck`: "
            + ", ".join(f"{r} ({', '.join(sorted(left[r]))})" for r in rows)
        )
