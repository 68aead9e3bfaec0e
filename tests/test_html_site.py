"""The HTML edition (``make html``): Sphinx + MyST-NB, built offline and read in headless Chromium.

The site is built into a temporary folder by the command of ``make html`` (warnings are
errors), once per test run (tests/conftest.py). Static checks read the files: every notebook
has a page, in book order in the table of contents; every image output of a notebook is on
its page; the Bibliography page lists every entry of references.bib; no page names a
resource on the network; MathJax is the local copy. The browser checks serve the site on
127.0.0.1 (a random port) and open every page in a Chromium through Playwright (found by
tests/browser.py: LIGHTSOUT_CHROMIUM, then PATH, then Playwright's own), refusing and
recording every request to another host: each page loads, every image loads, MathJax
typesets every formula (none left raw, none in error), no request leaves the machine, no
script fails, and the exercise solutions are collapsed (and open on a click). Searching for
"quiet patterns" finds notebook 02. Typesetting and layout: inline formulas sit
on the text's baseline, measured on a rendered glyph, at 1280 px and on a 390 x 844 phone;
no code cell scrolls sideways at 1280 px; wide printed output scrolls instead of wrapping;
no display formula is cut off on a phone; every page logs no console error, numbers each
chapter once in the sidebar, names the book once in its title and shows one search box. Each
page is opened once at 1280 px and once on a phone, and that visit measures what every check
reads (each check is still its own test). Screenshots go to build/screenshots/. Without
Chromium the browser checks skip, naming the install command.
"""

import html
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from browser import CHROMIUM_ARGS, require_chromium
from pybtex.database import parse_file
from pybtex.richtext import Text
from serving import TYPESET

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
SCREENSHOTS = ROOT / "build" / "screenshots"
NOTEBOOK_PAGES = [f"notebooks/{nb.stem}.html" for nb in NOTEBOOKS]
PAGES = [
    "docs/index.html",
    *NOTEBOOK_PAGES,
    "docs/statements.html",
    "docs/glossary.html",
    "docs/bibliography.html",
    "search.html",
]
QUIET_PATTERNS_PAGE = "notebooks/02_solving_over_gf2.html"


# -- the site: `site`, built once per run by tests/conftest.py ------------------------------


class _Refs(HTMLParser):
    """Every (tag, attribute, value) of a page that points at a resource or a page."""

    def __init__(self):
        super().__init__()
        self.refs = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if (
                name in ("src", "href", "data", "srcset", "poster")
                and value is not None
            ):
                self.refs.append((tag, name, value))


def _refs(text: str):
    parser = _Refs()
    parser.feed(text)
    return parser.refs


def _notebook(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _image_outputs(nb: dict) -> int:
    return sum(
        1
        for cell in nb["cells"]
        for out in cell.get("outputs", [])
        if {"image/png", "image/jpeg", "image/svg+xml", "image/gif"}
        & set(out.get("data", {}))
    )


def _details_in_markdown(nb: dict) -> int:
    return sum(
        "".join(cell["source"]).count("<details")
        for cell in nb["cells"]
        if cell["cell_type"] == "markdown"
    )


def test_table_of_contents_is_in_book_order(site):
    front = (site / "docs" / "index.html").read_text(encoding="utf-8")
    toc = "".join(  # every toctree of the front page (00 apart, 01-09 numbered, back matter)
        part.split("</ul>", 1)[0]
        for part in front.split('<div class="toctree-wrapper')[1:]
    )
    linked = [
        v
        for tag, name, v in _refs(toc)
        if tag == "a" and name == "href" and "#" not in v
    ]
    expected = [f"../{page}" for page in NOTEBOOK_PAGES] + [
        "statements.html",
        "glossary.html",
        "bibliography.html",
    ]
    assert list(dict.fromkeys(linked)) == expected
    sidebar = front.split("bd-docs-nav", 1)[1].split("</nav>", 1)[0]
    assert [v for tag, name, v in _refs(sidebar) if tag == "a"] == expected
    for page in PAGES:
        assert (site / page).is_file(), page


def test_every_image_output_is_on_its_page(site):
    for path in NOTEBOOKS:
        page = (site / "notebooks" / f"{path.stem}.html").read_text(encoding="utf-8")
        shown = [v for tag, name, v in _refs(page) if tag == "img" and name == "src"]
        assert len(shown) == _image_outputs(_notebook(path)), f"{path.name}: {shown}"
        for src in shown:
            assert (site / "notebooks" / src).resolve().is_file(), (
                f"{path.name}: {src} is missing"
            )


def test_bibliography_page_lists_every_entry(site):
    entries = parse_file(str(ROOT / "references.bib"), bib_format="bibtex").entries
    page = (site / "docs" / "bibliography.html").read_text(encoding="utf-8")
    assert page.count('role="doc-biblioentry"') == len(entries)
    text = " ".join(
        html.unescape(
            re.sub(r"<[^>]*>", "", page.split('role="doc-biblioentry"', 1)[-1])
        ).split()
    )
    for key, entry in entries.items():
        title = " ".join(
            Text.from_latex(entry.fields.get("title", "")).render_as("text").split()
        )
        # the style sets titles in sentence case (words not in braces in lower case)
        assert title[:40].lower() in text.lower(), (
            f"{key}: its title {title!r} is not on the Bibliography page"
        )


def test_no_page_names_a_resource_on_the_network(site):
    pages = sorted(site.rglob("*.html"))
    assert len(pages) >= len(PAGES)
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for tag, name, value in _refs(text):
            if tag == "a" and name == "href":
                continue  # a link the reader may follow; nothing is loaded from it
            assert not re.match(r"\s*(https?:)?//", value), (
                f"{page.relative_to(site)}: <{tag} {name}={value!r}>"
            )
        assert not re.search(r"url\(\s*['\"]?(https?:)?//", text), (
            f"{page.relative_to(site)}: CSS url() to the network"
        )
    for sheet in site.rglob("*.css"):
        assert not re.search(
            r"(url\(|@import)\s*['\"]?(https?:)?//", sheet.read_text(encoding="utf-8")
        ), sheet.name


def test_mathjax_is_the_local_copy(site):
    assert (site / "_static" / "mathjax" / "MathJax.js").is_file()
    assert (
        site / "_static" / "mathjax" / "fonts" / "HTML-CSS" / "STIX-Web" / "woff"
    ).is_dir()
    for page in PAGES:
        scripts = [
            v
            for tag, name, v in _refs((site / page).read_text(encoding="utf-8"))
            if tag == "script"
        ]
        assert any(
            v.split("?")[0].endswith("_static/mathjax/MathJax.js") for v in scripts
        ), page


# -- in the browser -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def server(served_site):
    return served_site


class Visits:
    """Records, for the page being visited, requests refused, loads that failed and script errors."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.remote, self.failed, self.errors = [], [], []

    def route(self, route):
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob", "about") or parts.hostname in (
            "127.0.0.1",
            "localhost",
        ):
            route.continue_()
        else:
            self.remote.append(url)
            route.abort()

    def watch(self, page):
        # every failed request and every console error counts, MathJax's included (its
        # font probe used to load url('about:blank'): a CORS error on every page)
        page.on("requestfailed", lambda r: self.failed.append(f"{r.url} ({r.failure})"))
        page.on(
            "response",
            lambda r: (
                r.status >= 400 and self.failed.append(f"{r.url} (HTTP {r.status})")
            ),
        )
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))


@pytest.fixture(scope="module")
def browser():
    executable = require_chromium("the site was not opened in a browser")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        context = chromium.new_context(viewport={"width": 1280, "height": 900})
        visits = Visits()
        context.route("**/*", visits.route)
        try:
            yield context, visits
        finally:
            context.close()
            chromium.close()


PHONE = {"width": 390, "height": 844}


def _open(browser, url, viewport=None):
    """A new page at url, loaded and typeset by MathJax (every page loads it); viewport
    (e.g. PHONE) replaces the context's 1280 x 900 for this page."""
    context, visits = browser
    visits.reset()
    page = context.new_page()
    if viewport is not None:
        page.set_viewport_size(viewport)
    visits.watch(page)
    response = page.goto(url, wait_until="load")
    assert response is not None and response.ok, (
        f"{url}: {response and response.status}"
    )
    page.wait_for_function(TYPESET, timeout=120_000)
    return page


_CHECKS = r"""
async () => {
  await document.fonts.ready;
  const images = await Promise.all(Array.from(document.images).map(async img => {
    try { await img.decode(); } catch (e) {}
    return {src: img.currentSrc.slice(-80), ok: img.complete && img.naturalWidth > 0};
  }));
  // MathJax_Blank is MathJax's own font probe, deliberately without a font (conf.py gives it
  // a local() source that names no font, so it fails quietly, without a request)
  const fonts = Array.from(document.fonts).filter(f => f.status === 'error' && f.family !== 'MathJax_Blank')
    .map(f => f.family);
  const sources = Array.from(document.querySelectorAll('.math.notranslate'));
  const untypeset = sources.filter(el => !el.querySelector('script[type^="math/tex"]')
    || !el.querySelector('.MathJax, .MathJax_Display')).map(el => el.textContent.slice(0, 80));
  const errors = Array.from(document.querySelectorAll('.MathJax_Error, .noError, .merror'))
    .map(el => el.textContent.slice(0, 80));
  const skip = 'pre, code, script, style, textarea, .MathJax, .MathJax_Display, .MathJax_Preview, #search-results';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {acceptNode: node =>
    node.parentElement.closest(skip) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT});
  const raw = [];
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent;
    if (/\\\(|\\\[|\$\$|\$[^$\s][^$\n]*\$/.test(text)) raw.push(text.trim().slice(0, 120));
  }
  const details = Array.from(document.querySelectorAll('article details:not(.hide)')).map(d => ({
    summary: (d.querySelector('summary') || {textContent: ''}).textContent.trim(), open: d.open,
    shown: Array.from(d.children).filter(c => c.tagName !== 'SUMMARY').some(c => c.checkVisibility())}));
  return {maths: sources.length, untypeset, errors, images, fonts, raw, details};
}
"""


WIDE_OUTPUT_PAGE = "notebooks/05_n_colour_boards.html"


def _measure(browser, url: str, name: str, viewport) -> dict:
    """One visit of a page: everything the checks below read from it, in one load.

    At 1280 px: _CHECKS (loads, images, fonts, MathJax, raw TeX, collapsed blocks), a
    screenshot, _FURNITURE, and on chapter pages _CODE_BLOCKS (and _OUTPUT_BLOCKS on page 05);
    on a phone: _DISPLAY_FORMULAS. On both, _BASELINES for the BASELINE_PAGES, last, because
    it adds markers to the page (and removes them). The requests refused, the loads that
    failed and the script errors of the whole visit are recorded with the measurements."""
    page = _open(browser, url, viewport)
    visits = browser[1]
    found = {}
    try:
        if viewport is None:
            found["checks"] = page.evaluate(_CHECKS)
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SCREENSHOTS / f"html-{Path(name).stem}.png"))
            found["furniture"] = page.evaluate(_FURNITURE)
            if name in NOTEBOOK_PAGES:
                found["code"] = page.evaluate(_CODE_BLOCKS)
            if name == WIDE_OUTPUT_PAGE:
                found["outputs"] = page.evaluate(_OUTPUT_BLOCKS)
        else:
            found["display"] = page.evaluate(_DISPLAY_FORMULAS)
            page.evaluate(
                FONTS_READY
            )  # book.js marks what scrolls once the fonts are in
            found["edge"] = page.evaluate(_PAST_THE_EDGE)
            if name == BASELINE_PAGES[0]:
                SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(SCREENSHOTS / "html-phone-03.png"))
        if name in BASELINE_PAGES:
            found["baselines"] = page.evaluate(_BASELINES)
    finally:
        page.close()
    found.update(
        remote=list(visits.remote),
        failed=list(visits.failed),
        errors=list(visits.errors),
    )
    return found


@pytest.fixture(scope="module")
def measured(server, browser):
    """measured(name, viewport) -> what _measure found on that page at that viewport (None:
    1280 x 900, or PHONE). Each page is opened once per viewport, when a test first asks for
    it (MathJax takes seconds a page); a page that could not be measured fails every test
    that reads it, with the error of its visit."""
    cache = {}

    def measure(name: str, viewport=None) -> dict:
        key = (name, "1280px" if viewport is None else "phone")
        if key not in cache:
            try:
                cache[key] = _measure(browser, f"{server}/{name}", name, viewport)
            except Exception as error:  # reported to every test that reads the page
                cache[key] = error
        found = cache[key]
        if isinstance(found, Exception):
            raise AssertionError(
                f"{name} at {key[1]} could not be measured: {found}"
            ) from found
        return found

    return measure


@pytest.mark.parametrize("name", PAGES)
def test_page_in_chromium(name, site, measured):
    visit = measured(name)
    found = visit["checks"]
    source = (site / name).read_text(encoding="utf-8")
    assert len(found["images"]) == source.count("<img"), found["images"]
    assert all(image["ok"] for image in found["images"]), (
        f"images that did not load: {found['images']}"
    )
    if name in NOTEBOOK_PAGES:
        assert found["maths"] > 0, (
            "a notebook page without mathematics: is MathJax fed at all?"
        )
    assert not found["untypeset"], (
        f"{len(found['untypeset'])} of {found['maths']} formulas not typeset: {found['untypeset'][:5]}"
    )
    assert not found["errors"], (
        f"formulas MathJax could not typeset: {found['errors'][:5]}"
    )
    assert not found["raw"], f"raw TeX left in the text: {found['raw'][:5]}"
    assert not found["fonts"], f"fonts that failed to load: {found['fonts']}"
    assert not visit["remote"], (
        f"requests that would leave the machine (refused): {visit['remote']}"
    )
    assert not visit["failed"], f"loads that failed: {visit['failed']}"
    assert not visit["errors"], f"script errors: {visit['errors']}"
    if name in NOTEBOOK_PAGES:
        nb = _notebook(ROOT / "notebooks" / (Path(name).stem + ".ipynb"))
        assert len(found["details"]) == _details_in_markdown(nb), found["details"]
    opened = [d for d in found["details"] if d["open"] or d["shown"]]
    assert not opened, f"exercise hints or solutions shown without a click: {opened}"


def test_the_site_root_opens_the_front_page(server, browser):
    page = _open(browser, f"{server}/index.html")
    try:
        assert urlsplit(page.url).path == "/docs/index.html"
        assert page.title().startswith("Lights Out, executed")
    finally:
        page.close()


def test_a_solution_opens_on_a_click(server, browser):
    """Exercise solutions ({solution} with :class: dropdown) are collapsed until clicked
    (sphinx-togglebutton); checked on the first solution of notebook 03."""
    with_solutions = [
        page
        for page, nb in zip(NOTEBOOK_PAGES, NOTEBOOKS)
        # {solution} or the gated {solution-start}
        if "{solution" in json.dumps(_notebook(nb)["cells"])
    ]
    assert with_solutions, "no notebook has an exercise {solution}"
    page = _open(browser, f"{server}/{with_solutions[0]}")
    try:
        solution = page.locator("div.solution.dropdown").first
        body = solution.locator(":scope > :not(.admonition-title)").first
        body.wait_for(state="attached", timeout=10_000)
        # the toggle script adds the button and hides the body in one step: wait for that
        # step, not a fixed time (a loaded machine may take longer; no verdict on speed)
        solution.locator("button.toggle-button").first.wait_for(
            state="attached", timeout=60_000
        )
        assert not body.is_visible(), "a solution is shown before any click"
        solution.locator("button.toggle-button").first.click()
        body.wait_for(state="visible", timeout=5_000)
        assert not browser[1].errors, browser[1].errors
    finally:
        page.close()


def test_search_finds_the_page_about_quiet_patterns(server, browser):
    page = _open(browser, f"{server}/docs/index.html")
    try:
        page.keyboard.press(
            "Control+k"
        )  # the theme's search dialog, as a reader opens it
        field = page.locator("#pst-search-dialog input[type=search]")
        field.fill("quiet patterns")
        field.press("Enter")
        page.wait_for_url("**/search.html?q=quiet*", timeout=30_000)
        # Sphinx's search titles its results "Search Results" when it has finished
        page.wait_for_function(
            "() => (document.querySelector('#search-results h2') || {}).textContent"
            " === 'Search Results'",
            timeout=60_000,
        )
        links = page.eval_on_selector_all(
            "#search-results ul.search li > a", "as => as.map(a => a.href)"
        )
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "html-search-quiet-patterns.png"))
    finally:
        page.close()
    found = [urlsplit(link).path.lstrip("/") for link in links]
    assert QUIET_PATTERNS_PAGE in found, f"searching 'quiet patterns' found {found}"
    assert not browser[1].remote, browser[1].remote


def test_page_titles_are_plain_text(site):
    """<title> and the search index hold no TeX: \\(f_k\\) is shown as f_k."""
    for page in sorted(site.rglob("*.html")):
        if "_static" in page.parts:
            continue  # the theme's template fragments are not pages
        title = re.search(
            r"<title>(.*?)</title>", page.read_text(encoding="utf-8"), re.S
        )
        assert title is not None and "\\" not in title.group(1), (
            f"{page.relative_to(site)}: {title and title.group(1)!r}"
        )
    index = (site / "searchindex.js").read_text(encoding="utf-8")
    titles = json.loads(index[index.index("(") + 1 : index.rindex(")")])["titles"]
    assert not [t for t in titles if "\\(" in t], titles


def test_front_page_describes_each_chapter_and_links_the_glossary(site):
    front = (site / "docs" / "index.html").read_text(encoding="utf-8")
    for page in NOTEBOOK_PAGES:
        assert f'href="../{page}"' in front, page
    assert front.count("minutes") >= len(NOTEBOOK_PAGES)
    assert front.count("<img") >= len(NOTEBOOK_PAGES), (
        "a chapter without a cover figure"
    )
    assert 'href="glossary.html' in front
    glossary = (site / "docs" / "glossary.html").read_text(encoding="utf-8")
    for term in (
        "quiet pattern",
        "nullity",
        "chase matrix",
        "Garden of Eden",
        "orphan",
    ):
        assert f'id="term-{term.replace(" ", "-")}"' in glossary, term


def _statements(site):
    found = {}
    for page in NOTEBOOK_PAGES:
        text = (site / page).read_text(encoding="utf-8")
        found[page] = {
            "prf": re.findall(
                r'<div class="proof (?:definition|theorem|proposition|lemma|corollary)'
                r'[^"]*" id="([^"]+)">\s*<p class="admonition-title">'
                r'<span class="caption-number">(\w+) (\d+)\.(\d+)',
                text,
            ),
            "exercises": re.findall(
                r'<div class="exercise[^"]*" id="(ex-[^"]+)"', text
            ),
            "text": text,
        }
    return found


def test_numbered_statements_and_exercises(site):
    """Numbered per chapter ("Theorem 3.2"), exercises numbered, {prf:ref} links.

    At least 20 numbered statements, each numbered by its chapter, at least 8 exercises, and
    a cross-reference that lands on a statement.
    """
    found = _statements(site)
    statements = [s for page in found.values() for s in page["prf"]]
    assert len(statements) >= 20, (
        f"only {len(statements)} numbered statements on the site (20 needed)"
    )
    for page, data in found.items():
        chapter = int(Path(page).stem[:2])
        for label, kind, number, _ in data["prf"]:
            assert int(number) == chapter, f"{page}: {kind} {number} ({label})"
    chapter03 = next(v for k, v in found.items() if "/03_" in k)
    assert any(kind == "Theorem" for _, kind, n, _ in chapter03["prf"]), (
        "no Theorem 3.N in notebook 03"
    )
    assert sum(len(v["exercises"]) for v in found.values()) >= 8
    labels = {label for page in found.values() for label, *_ in page["prf"]}
    links = {
        target
        for page in found.values()
        for target in re.findall(
            r'<a class="reference internal" href="[^"]*#([^"]+)"', page["text"]
        )
    }
    assert labels & links, "no {prf:ref} link to a numbered statement"


def test_figures_readme_numbers_statements_as_the_site_does(site):
    """figures/README.md writes {prf:ref}`label` in a caption as the statement's number
    (tools/figures_readme.py counts them in the notebooks); the site's numbers agree."""
    sys.path.insert(0, str(ROOT))
    from tools.figures_readme import statement_numbers

    on_site = {
        label: f"{kind} {chapter}.{n}"
        for page in _statements(site).values()
        for label, kind, chapter, n in page["prf"]
    }
    counted = statement_numbers()
    assert len(on_site) >= 20
    assert set(on_site) <= set(counted), sorted(set(on_site) - set(counted))
    differ = {k: (counted[k], v) for k, v in on_site.items() if counted[k] != v}
    assert not differ, f"label: (figures_readme, site) {differ}"


# -- typesetting, layout and the site's furniture, measured in Chromium ----------

# The baseline of an inline formula, measured on a rendered glyph. Two empty inline-blocks
# (an empty inline-block sits with its bottom edge on the baseline of the text it is in):
# one just before the formula, on the baseline of the surrounding text, and one appended to
# the formula's first letter or digit (a .mi or .mn of MathJax's output), on that glyph's
# baseline. The formula is kept on one line with its marker (white-space: nowrap on Sphinx's
# span, which moves nothing vertically). Glyphs in fractions, roots, tables and under or
# over marks sit off the baseline by design: a formula whose first glyph is in one is
# skipped.
_BASELINES = r"""
() => {
  const marker = () => { const m = document.createElement('span');
    m.style.cssText = 'display:inline-block;width:0;height:0;'; return m; };
  const shifts = [];
  for (const math of Array.from(document.querySelectorAll('article p span.math.notranslate'))) {
    const output = math.querySelector('.MathJax');
    if (!output) continue;
    const glyph = output.querySelector('.mi, .mn');
    if (!glyph || glyph.closest('.mfrac, .msqrt, .mroot, .mtable, .munderover, .munder, .mover'))
      continue;
    const before = marker(), inside = marker();
    const wrap = math.style.whiteSpace;
    math.style.whiteSpace = 'nowrap';
    math.insertBefore(before, math.firstChild);
    glyph.appendChild(inside);
    shifts.push({tex: (math.querySelector('script') || math).textContent.slice(0, 40),
      glyph: glyph.textContent,
      shift: before.getBoundingClientRect().bottom - inside.getBoundingClientRect().bottom});
    before.remove(); inside.remove();
    math.style.whiteSpace = wrap;
  }
  return shifts;
}
"""

BASELINE_PAGES = [
    "notebooks/03_light_chasing_and_polynomials.html",
    "notebooks/08_beyond_the_grid.html",
]


@pytest.mark.parametrize("viewport", [None, PHONE], ids=["1280px", "phone"])
@pytest.mark.parametrize("name", BASELINE_PAGES)
def test_inline_math_sits_on_the_baseline(name, viewport, measured):
    """Every inline formula of notebooks 03 and 08 sits on the text's
    baseline within 1 px, measured on its first rendered glyph (the theme's overflow: hidden
    on MathJax 2's inner span.math lifted them by 4-6 px), at 1280 px and on a phone."""
    shifts = measured(name, viewport)["baselines"]
    assert len(shifts) >= 20, f"{name}: only {len(shifts)} inline formulas measured"
    off = [s for s in shifts if abs(s["shift"]) > 1.0]
    assert not off, (
        f"{name}: {len(off)} of {len(shifts)} formulas off the baseline "
        f"(px, positive = above): {off[:5]}"
    )


# Code cells: the input block's visible width against the width of its longest line
_CODE_BLOCKS = r"""
() => Array.from(document.querySelectorAll('div.cell_input pre')).map(pre => ({
  first: pre.textContent.split('\n')[0].slice(0, 60),
  longest: Math.max(...pre.textContent.split('\n').map(line => line.length)),
  scroll: pre.scrollWidth, client: pre.clientWidth}))
"""


def test_no_code_input_is_wider_than_its_column(measured):
    """At 1280 px every code cell of every chapter shows its lines whole: none scrolls
    sideways (ruff formats the notebooks at 88 characters; book.css sizes the column)."""
    wide, longest = {}, 0
    for name in NOTEBOOK_PAGES:
        blocks = measured(name)["code"]
        assert blocks, f"{name}: no code cell found"
        longest = max([longest] + [b["longest"] for b in blocks])
        over = [b for b in blocks if b["scroll"] > b["client"]]
        if over:
            wide[name] = (len(over), len(blocks), over[:2])
    assert longest >= 80, "no long line to measure: is the code rendered at all?"
    assert not wide, f"code cells that scroll sideways at 1280 px: {wide}"


# Printed output: each <pre> of a cell's output, its lines as printed against the lines it
# takes on the page (a wrapped line takes two or more)
_OUTPUT_BLOCKS = r"""
() => Array.from(document.querySelectorAll('div.cell_output pre')).map(pre => {
  const style = getComputedStyle(pre);
  const lines = pre.textContent.replace(/\n$/, '').split('\n').length;
  // clientHeight: without borders and without a horizontal scroll bar
  const height = pre.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  return {first: pre.textContent.slice(0, 60), lines,
    shown: Math.round(height / parseFloat(style.lineHeight)),
    scroll: pre.scrollWidth, client: pre.clientWidth, overflow: style.overflowX};
})
"""


def test_wide_output_scrolls_instead_of_wrapping(measured):
    """Chapter 05's 12-column table (and every other printed output) keeps its lines:
    each printed line is one line on the page, and a block wider than the column scrolls."""
    blocks = measured(WIDE_OUTPUT_PAGE)["outputs"]
    wrapped = [b for b in blocks if b["shown"] != b["lines"]]
    assert not wrapped, f"outputs whose lines wrap: {wrapped[:3]}"
    wide = [b for b in blocks if b["scroll"] > b["client"]]
    assert wide, "no output wider than the column on page 05 (the 12-column table is)"
    assert all(b["overflow"] in ("auto", "scroll") for b in wide), wide[:3]


# Display formulas, and inline formulas in proof and exercise boxes: the whole width of each
# formula can be seen, in place or by scrolling its box. Walking up from the formula, the
# first box that does not let it overflow visibly must be one that scrolls and whose
# scrolling area holds the formula's right edge; a box that hides its overflow first
# (overflow: hidden, clip) cuts it off.
_DISPLAY_FORMULAS = r"""
() => {
  const found = [];
  for (const div of document.querySelectorAll('div.math, div.admonition span.math.notranslate')) {
    const output = div.querySelector('.MathJax');
    if (!output) continue;
    // MathJax 2's box of the formula itself: its width is the formula's, whatever clips it
    const formula = output.querySelector('span.math > span') || output;
    const box = formula.getBoundingClientRect();
    let verdict = 'fits', e = formula.parentElement;
    while (e && e !== document.documentElement) {
      const style = getComputedStyle(e), overflow = style.overflowX;
      // overflow does not apply to inline boxes (Sphinx's outer span.math)
      if (overflow !== 'visible' && style.display !== 'inline') {
        const r = e.getBoundingClientRect();
        const reach = overflow === 'auto' || overflow === 'scroll'
          ? r.left + e.clientLeft + e.scrollWidth - e.scrollLeft : r.right;
        if (box.right > reach + 1 || box.left < r.left - 1) {
          verdict = `cut off by ${e.tagName.toLowerCase()}.${e.className} (overflow ${overflow})`;
          break;
        }
        if (overflow === 'auto' || overflow === 'scroll') {
          verdict = box.right > r.right + 1 ? 'scrolls' : 'fits';
          break;
        }
      }
      e = e.parentElement;
    }
    if (verdict === 'fits' && box.right > document.documentElement.clientWidth + 1)
      verdict = 'runs off the page';
    found.push({tex: div.textContent.trim().slice(0, 50), width: Math.round(box.width),
      verdict});
  }
  return found;
}
"""


def test_no_display_formula_is_cut_off_on_a_phone(measured):
    """At 390 x 844 every display formula of every chapter, and every inline formula in a
    proof or exercise box, can be read whole: a formula wider than the column scrolls inside
    its box (Theorem 3.1's display used to end at f_{n+1}(, and the box cut off inline
    formulas wider than its line)."""
    verdicts, cut, errors = [], {}, {}
    for name in NOTEBOOK_PAGES:
        visit = measured(name, PHONE)
        found = visit["display"]
        if visit["errors"]:
            errors[name] = visit["errors"]
        verdicts += [f["verdict"] for f in found]
        bad = [f for f in found if f["verdict"] not in ("fits", "scrolls")]
        if bad:
            cut[name] = bad
    assert not cut, f"display formulas cut off at 390 px: {cut}"
    assert "scrolls" in verdicts, "no display formula is wider than a phone's column?"
    assert not errors, f"script errors on a phone: {errors}"


# The furniture of every page: the sidebar's chapter entries, the window title, and the
# search fields a reader sees (outside the page's content: the search page has its own form)
_FURNITURE = r"""
() => ({
  title: document.title,
  chapters: Array.from(document.querySelectorAll('nav.bd-docs-nav a'))
    .map(a => a.innerText.trim()),
  search: Array.from(document.querySelectorAll(
      '.search-button-field, .bd-search, input[type=search], form[role=search]'))
    .filter(e => !e.closest('.bd-content, dialog') && e.checkVisibility())
    .filter((e, i, all) => !all.some(other => other !== e && other.contains(e)))
    .map(e => e.className || e.tagName),
})
"""


def test_one_number_one_title_one_search_box(measured):
    """Every page: each chapter in the sidebar carries one number ("01 The Lights Out
    matrix", not "1. 01 The Lights Out matrix"), the window title names the book once, and
    one search box is shown (the theme added a second "Search Ctrl+K" field above it)."""
    problems = []
    for name in PAGES:
        visit = measured(name)
        found = visit["furniture"]
        chapters = [c for c in found["chapters"] if re.match(r"\d", c)]
        if len(chapters) != len(NOTEBOOK_PAGES):
            problems.append(f"{name}: sidebar chapters {found['chapters']}")
        for text in chapters:
            if not re.fullmatch(r"\d\d [^\d].*", text, flags=re.S):
                problems.append(f"{name}: sidebar entry {text!r}")
        if found["title"].count("Lights Out, executed") != 1:
            problems.append(f"{name}: title {found['title']!r}")
        if len(found["search"]) != 1:
            problems.append(
                f"{name}: {len(found['search'])} search boxes {found['search']}"
            )
        if visit["errors"]:
            problems.append(f"{name}: console errors {visit['errors']}")
    front = measured("docs/index.html")["furniture"]["title"]
    if front != "Lights Out, executed":
        problems.append(f"the front page's title is {front!r}")
    assert not problems, "\n".join(problems[:20])


def test_every_page_offers_its_notebook_and_the_pdf_for_download(site):
    """Each page has the download bar: a chapter's page links its .ipynb and .py (the
    repository's bytes), and every page names the whole book's PDF (a link when `make pdf`
    ran before the site was built, else the command)."""
    pages = sorted(site.glob("notebooks/*.html")) + sorted(site.glob("docs/*.html"))
    assert len(pages) >= len(NOTEBOOKS) + 3
    for page in pages:
        text = page.read_text(encoding="utf-8")
        bar = re.search(r'<nav class="book-downloads".*?</nav>', text, re.S)
        assert bar, f"{page.name}: no download bar"
        bar = bar.group(0)
        pdf = re.search(r'href="([^"]+\.pdf)"', bar)
        if pdf:
            assert (page.parent / pdf.group(1)).resolve().is_file(), page.name
        else:
            assert "<code>make pdf</code>" in bar, page.name
        if page.parent.name == "notebooks":
            for ext in ("ipynb", "py"):
                href = re.search(rf'href="([^"]+\.{ext})" download', bar)
                assert href, f"{page.name}: no .{ext} link"
                target = (page.parent / href.group(1)).resolve()
                source = ROOT / "notebooks" / f"{page.stem}.{ext}"
                assert target.read_bytes() == source.read_bytes(), target


def test_search_snippets_show_no_raw_tex(server, browser):
    """Searching "gcd" finds chapter 03, whose snippets quote formulas: plain text, not
    `\\(\\gcd(...)\\)`."""
    page = _open(browser, f"{server}/search.html?q=gcd")
    try:
        page.wait_for_function(
            "() => (document.querySelector('#search-results h2') || {}).textContent"
            " === 'Search Results' && document.querySelectorAll("
            "'#search-results p.context').length > 0",
            timeout=60_000,
        )
        snippets = page.eval_on_selector_all(
            "#search-results p.context", "ps => ps.map(p => p.textContent)"
        )
    finally:
        page.close()
    assert any("gcd" in s for s in snippets), snippets[:3]
    raw = [s for s in snippets if re.search(r"\\[a-zA-Z()\[\]]", s)]
    assert not raw, raw[:3]


FONTS_READY = """async () => {
  await document.fonts.ready;  // after book.js's own callback on it, registered on load
  await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
}"""
SCROLL_HINTS = """() => Array.from(document.querySelectorAll(
    'div.math, div.cell_output pre, .pst-scrollable-table-container, div.admonition'))
  .filter(el => el.scrollWidth > el.clientWidth + 1 && el.offsetParent !== null)
  .map(el => ({text: el.textContent.trim().slice(0, 60),
               hinted: el.classList.contains('book-scroll-right')
                 && getComputedStyle(el).boxShadow !== 'none'}))"""


@pytest.mark.parametrize("name", ["01_the_lights_out_matrix", "09_the_hardest_board"])
def test_what_scrolls_on_a_phone_shows_that_it_scrolls(name, server, browser):
    """Chapter 01's display of B_n, its notation table and chapter 09's 12 x 12 table are
    wider than a phone: each block that scrolls shows a shadow on its right edge."""
    page = _open(browser, f"{server}/notebooks/{name}.html", viewport=PHONE)
    try:
        # book.js marks the blocks again once the fonts are ready (they change widths): wait
        # for that, not a fixed time, then for the next frame (no verdict on the speed)
        page.evaluate(FONTS_READY)
        blocks = page.evaluate(SCROLL_HINTS)
    finally:
        page.close()
    assert blocks, f"{name}: nothing scrolls on a phone (the test would prove nothing)"
    silent = [b["text"] for b in blocks if not b["hinted"]]
    assert not silent, f"{name}: blocks that scroll without a hint: {silent[:5]}"


# -- the page of numbered statements, for planning a lecture ---------------------------------


def test_statements_page_lists_every_labelled_statement(site):
    """docs/statements.html lists, chapter by chapter, every labelled numbered statement and
    exercise of every notebook (tests/statements.py reads them from the cells), each once, as
    a link to it with the number the chapter gives it ("Theorem 3.1"), in the chapter's
    order; the lists are generated when the site is built (docs/statements.md types none)."""
    import statements

    source = (ROOT / "docs" / "statements.md").read_text(encoding="utf-8")
    assert not re.search(r"\{(prf:ref|numref|ref)\}", source), (
        "the lists are typed by hand"
    )
    page = (site / "docs" / "statements.html").read_text(encoding="utf-8")
    article = page[
        page.index('<article class="bd-article">') : page.index("</article>")
    ]
    links = [
        (stem, label, html.unescape(re.sub(r"<[^>]+>", "", text)).strip())
        for stem, label, text in re.findall(
            r'<a class="reference internal" href="\.\./notebooks/(\d\d_\w+)\.html#'
            r'([\w-]+)">(.*?)</a>',
            article,
            flags=re.S,
        )
    ]
    expected = [
        (stem, label, number)
        for stem, found in statements.all_statements().items()
        for label, number in found.items()
    ]
    assert len(expected) >= 100, f"only {len(expected)} labelled statements found"
    missing = sorted(set(expected) - set(links))
    assert not missing, (
        f"{len(missing)} statements not listed (or misnumbered): {missing[:8]}"
    )
    extra = sorted(set(links) - set(expected))
    assert not extra, f"listed but not a numbered statement: {extra[:8]}"
    assert len(links) == len(set(links)), "a statement is listed twice"
    # chapter by chapter, each in the order of its cells (exercises after the statements)
    headings = re.findall(r"<h2>(\d\d) ", article)
    assert headings == sorted({stem[:2] for stem, *_ in expected}), headings
    exercise = {label for _, label, number in expected if number.startswith("Exercise")}
    for stem in {s for s, *_ in expected}:
        listed = [label for s, label, _ in links if s == stem]
        cells = list(statements.statements(ROOT / "notebooks" / f"{stem}.ipynb"))
        assert [x for x in listed if x not in exercise] + [
            x for x in listed if x in exercise
        ] == listed, f"{stem}: exercises must follow the statements"
        assert sorted(listed, key=cells.index) == listed, f"{stem}: not in cell order"


# -- the page's contents, one download menu, nothing past a phone's right edge -------------


def _page_contents(text: str) -> list[str]:
    """The HTML of the page's contents: the theme's right-hand "Contents" and its copy for
    printing."""
    return re.findall(
        r'<nav[^>]*class="[^"]*page-toc[^"]*"[^>]*>.*?</nav>', text, flags=re.S
    ) + re.findall(r'<div id="jb-print-toc">.*?</nav>', text, flags=re.S)


def test_page_contents_show_no_tex(site):
    """The right-hand "Contents" of a page shows its headings' formulas as text (m × n,
    f with subscript k), not TeX: MathJax reached it only after every formula of the page,
    seconds on a long chapter ("General \\(m \\times n\\) boards" until then)."""
    pages = sorted(site.glob("notebooks/*.html")) + sorted(site.glob("docs/*.html"))
    raw, found = {}, 0
    for page in pages:
        for contents in _page_contents(page.read_text(encoding="utf-8")):
            found += 1
            text = html.unescape(re.sub(r"<[^>]+>", "", contents))
            if 'class="math' in contents or re.search(r"\\[A-Za-z()\[\]]|\$", text):
                raw[page.name] = " ".join(text.split())[:300]
    assert found >= len(NOTEBOOKS), f"only {found} page contents found"
    assert not raw, f"page contents with TeX: {raw}"
    chapter03 = (
        site / "notebooks" / "03_light_chasing_and_polynomials.html"
    ).read_text(encoding="utf-8")
    entries = [
        " ".join(html.unescape(re.sub(r"<[^>]+>", "", entry)).split())
        for contents in _page_contents(chapter03)[:1]
        for entry in re.findall(r"<a [^>]*nav-link[^>]*>(.*?)</a>", contents, re.S)
    ]
    assert "General m \u00d7 n boards" in entries, entries
    assert "The structure of fk over GF(2)" in entries, entries
    assert "<var>f</var><sub><var>k</var></sub>" in chapter03


def test_one_download_menu(site):
    """Each page has one download menu, the book's bar: not the theme's as well, whose
    ".pdf" printed the page (window.print()) instead of offering the book."""
    pages = sorted(site.glob("notebooks/*.html")) + sorted(site.glob("docs/*.html"))
    assert len(pages) > len(NOTEBOOKS)
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert text.count('<nav class="book-downloads"') == 1, page.name
        assert "dropdown-download-buttons" not in text, page.name
        assert "window.print()" not in text, page.name


# Everything that reaches past the right edge of the window with no box that scrolls or
# clips it on the way up (the outermost of each), and the page's own width
_PAST_THE_EDGE = r"""
() => {
  const width = document.documentElement.clientWidth, past = [];
  const contained = e => {
    for (let p = e.parentElement; p && p !== document.documentElement; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
    }
    return false;
  };
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.right <= width + 1 || contained(e)) continue;
    if (getComputedStyle(e).position === 'fixed') continue;  // drawers, off screen when closed
    if (past.some(o => o.el.contains(e))) continue;
    past.push({el: e, what: `${e.tagName.toLowerCase()}.${e.className}`.slice(0, 60),
      right: Math.round(r.right), text: e.textContent.trim().slice(0, 60)});
  }
  return {scroll: document.documentElement.scrollWidth, width,
          past: past.map(({el, ...rest}) => rest)};
}
"""


def test_nothing_past_the_right_edge_on_a_phone(measured):
    """At 390 x 844 no page is wider than the window: an inline formula wider than the column
    (chapter 08's y^T A_G y, chapter 09's certificate sum) scrolls inside its paragraph, a
    file name in code or a long address breaks (chapter 09's page was 405 px wide, chapter
    08's 493 px, the bibliography's 533 px)."""
    wide = {}
    for name in PAGES:
        edge = measured(name, PHONE)["edge"]
        if edge["scroll"] > edge["width"] or edge["past"]:
            wide[name] = (edge["scroll"], edge["past"][:3])
    assert not wide, f"pages past the right edge of a 390 px phone: {wide}"
