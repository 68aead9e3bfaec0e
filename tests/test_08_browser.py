"""The HTML edition (``make html``): built offline, and read in headless Chromium.

The site is built into a temporary folder by ``tools/build_html.py`` (the code behind
``make html``). Static checks read the pages: book order, no CDN or other remote
resource, every local link and image present, figures embedded. The browser checks open
the index and two notebooks in Debian's headless Chromium with every host name made
unresolvable, and check that each image loaded, that MathJax typeset every formula (none
left as raw ``$...$``), that nothing was fetched from the network, and save screenshots
into build/screenshots/. Without Chromium those checks are skipped with a message.
"""

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools import build_html, headless  # noqa: E402

SCREENSHOTS = ROOT / "build" / "screenshots"
CDN_WORDS = ("cdn", "unpkg", "jsdelivr", "googleapis", "cloudflare", "mathjax.org", "polyfill")
INSTALL_HINT = "apt-get install chromium (Debian's package; .ci/run installs it when missing)"


class _Refs(HTMLParser):
    """Every (tag, attribute, value) that points at a resource or a page."""

    def __init__(self):
        super().__init__()
        self.refs = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("src", "href", "data") and value is not None:
                self.refs.append((tag, name, value))


def _refs(page: str):
    parser = _Refs()
    parser.feed(page)
    return parser.refs


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("site")
    build_html.build(out, build_html.book_notebooks())
    return out


def _pages(site):
    return [site / "index.html"] + sorted((site / "notebooks").glob("*.html"))


def test_index_lists_every_notebook_in_book_order(site):
    index = (site / "index.html").read_text(encoding="utf-8")
    linked = [v for tag, name, v in _refs(index) if tag == "a" and v.endswith(".html") and "#" not in v]
    ordered = list(dict.fromkeys(linked))  # each entry links its title and "read"
    expected = [f"notebooks/{p.stem}.html" for p in build_html.book_notebooks()]
    assert ordered == expected
    for path in build_html.book_notebooks():
        assert (site / "notebooks" / f"{path.stem}.html").exists()
        assert (site / "notebooks" / path.name).read_bytes() == path.read_bytes()


def test_no_remote_resources_and_no_cdn(site):
    for page in _pages(site):
        text = page.read_text(encoding="utf-8")
        for tag, name, value in _refs(text):
            remote = re.match(r"(https?:)?//", value)
            if tag == "a" and name == "href":
                continue  # a link the reader may follow; nothing is loaded from it
            assert not remote, f"{page.name}: <{tag} {name}={value!r}> loads from the network"
        assert not re.search(r"url\(\s*['\"]?(https?:)?//", text), f"{page.name}: CSS url() to the network"
        assert not re.search(r"@import\s+['\"]?(url\()?['\"]?(https?:)?//", text), f"{page.name}: CSS @import"
        lowered = re.sub(r"data:[\w/+.-]+;base64,[A-Za-z0-9+/=]+", "", text).lower()  # embedded images
        for word in CDN_WORDS:
            assert word not in lowered, f"{page.name} mentions {word!r}"
        assert "application/vnd.jupyter.widget-state+json" not in text
        assert "require.js" not in text and "require.min.js" not in text


def test_local_links_and_images_exist(site):
    for page in _pages(site):
        for tag, name, value in _refs(page.read_text(encoding="utf-8")):
            if re.match(r"([a-z]+:|#|//)", value):
                continue
            target = (page.parent / value.split("#")[0].split("?")[0]).resolve()
            assert target.exists(), f"{page.relative_to(site)}: <{tag} {name}={value!r}> points at nothing"
            assert site.resolve() in target.parents, f"{page.name}: {value!r} leaves the site"


def test_figures_are_embedded(site):
    for path in build_html.book_notebooks():
        nb = json.loads(path.read_text(encoding="utf-8"))
        images = sum(1 for cell in nb["cells"] for out in cell.get("outputs", [])
                     if {"image/png", "image/jpeg"} & set(out.get("data", {})))
        page = (site / "notebooks" / f"{path.stem}.html").read_text(encoding="utf-8")
        embedded = len(re.findall(r'<img[^>]+src="data:image/(png|jpeg)', page))
        assert embedded == images, f"{path.name}: {images} image outputs but {embedded} embedded images"


def test_mathjax_is_the_local_copy(site):
    assert (site / "mathjax" / "MathJax.js").exists()
    assert (site / "mathjax" / "fonts" / "HTML-CSS" / "STIX-Web" / "woff").is_dir()
    for page in _pages(site):
        scripts = [v for tag, name, v in _refs(page.read_text(encoding="utf-8")) if tag == "script"]
        assert any(v.split("?")[0].endswith("mathjax/MathJax.js") for v in scripts), page.name


# -- in the browser ---------------------------------------------------------

def _browser_pages(site):
    """The index and two notebooks: 01 (figures and mathematics) and the last of the book."""
    notebooks = [site / "notebooks" / f"{p.stem}.html" for p in build_html.book_notebooks()]
    first = next((p for p in notebooks if p.name.startswith("01_")), notebooks[0])
    last = notebooks[-1] if notebooks[-1] != first else notebooks[0]
    return [site / "index.html", first] + ([last] if last != first else [])


_CHECKS = r"""
(async () => {
  await document.fonts.ready;
  // MathJax_Blank is MathJax's own probe (src about:blank): its failure is by design
  const fonts = Array.from(document.fonts).filter(f => f.status === 'error' && f.family !== 'MathJax_Blank')
    .map(f => f.family);
  const maths = document.querySelectorAll('script[type^="math/tex"]').length;
  const rendered = document.querySelectorAll('span.MathJax').length;
  const errors = document.querySelectorAll('.MathJax_Error, .noError, .merror').length;
  const images = Array.from(document.images).map(i => [i.currentSrc.slice(0, 60), i.complete, i.naturalWidth]);
  const prose = Array.from(document.querySelectorAll('.jp-RenderedMarkdown, body > p, .entry > div > p'));
  const raw = prose.map(e => e.innerText).filter(t => /\$[^$\n]+\$|\$\$/.test(t)).map(t => t.slice(0, 120));
  return {maths, rendered, errors, images, raw, fonts};
})()
"""


def test_pages_in_headless_chromium(site):
    binary = headless.find_chromium()
    if binary is None:
        pytest.skip(f"Chromium is not installed, so the HTML edition was not opened in a browser: {INSTALL_HINT}")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    report = []
    with headless.Browser(binary) as browser:
        for page_path in _browser_pages(site):
            name = page_path.relative_to(site).as_posix()
            page = browser.open(page_path.as_uri())
            assert page.wait_for("document.body.getAttribute('data-mathjax-done') === '1'", timeout=40), \
                f"{name}: MathJax did not finish"
            found = page.evaluate(_CHECKS)
            shot = page.screenshot(SCREENSHOTS / (page_path.stem + ".png"))
            expected_images = page_path.read_text(encoding="utf-8").count("<img")
            assert len(found["images"]) == expected_images, f"{name}: {found['images']}"
            assert all(ok and width > 0 for _, ok, width in found["images"]), f"{name}: {found['images']}"
            source = page_path.read_text(encoding="utf-8")
            if "$" in re.sub(r"<script.*?</script>|<style.*?</style>|<pre.*?</pre>", "", source, flags=re.S):
                assert found["maths"] > 0, f"{name}: mathematics in the page but MathJax found none"
            assert found["rendered"] == found["maths"], f"{name}: {found['maths']} formulas, {found['rendered']} typeset"
            assert found["errors"] == 0, f"{name}: {found['errors']} formulas failed to typeset"
            assert not found["raw"], f"{name}: raw TeX left in the text: {found['raw']}"
            assert not found["fonts"], f"{name}: fonts that failed to load: {found['fonts']}"
            remote = [u for u in page.requests if not u.startswith(("file:", "data:", "about:"))]
            assert not remote, f"{name}: requests to the network: {remote}"
            failed = [f for f in page.failures if not f.startswith("about:")]
            assert not failed, f"{name}: failed loads: {failed}"
            assert not page.exceptions, f"{name}: JavaScript errors: {page.exceptions}"
            assert shot.stat().st_size > 10_000
            report.append(f"{name}: {found['maths']} formulas, {len(found['images'])} images, {shot}")
    print("\n".join(report))
