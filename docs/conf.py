"""Sphinx configuration of the HTML edition (``make html``), built offline into site/.

The source directory is the repository root, so that the notebooks stay where they are
(notebooks/NN_name.ipynb) and their links to ../data, ../bench and the helper module
resolve; only docs/*.md and the numbered notebooks are read. MyST-NB renders the stored
outputs and executes nothing. MathJax 2 is served from the site itself (the copy in the
PyPI package jupyter-server-mathjax), so no page loads anything from the network.
"""

from __future__ import annotations

import html
import re
import shutil
import sys
from importlib import metadata
from pathlib import Path

import jupyter_server_mathjax
from docutils import nodes
from docutils.parsers.rst import directives
from sphinx_proof.directive import ProofDirective

ROOT = Path(__file__).resolve().parents[1]
MATHJAX = Path(jupyter_server_mathjax.__file__).resolve().parent / "static"

sys.path.insert(0, str(Path(__file__).resolve().parent))
from book_version import release as _release  # noqa: E402

# the version and its date: CITATION.cff is their one source (docs/book_version.py)
RELEASE = _release()
project = "Lights Out, executed"
author = "The Lights Out, executed contributors"
version = release = RELEASE.version
# the footer: text and figures CC BY 4.0, code MIT (LICENSE-text.md, LICENSE)
copyright = f"{RELEASE.year}, {RELEASE.authors}"
LICENCE_NOTE = (
    f"Version {RELEASE.version} of {RELEASE.date}. Text and figures: CC BY 4.0 "
    '(<a href="https://creativecommons.org/licenses/by/4.0/">licence</a>); '
    f"code: MIT. Cite as: {RELEASE.authors}, "
    f"<em>{RELEASE.title}</em>, version {RELEASE.version}, {RELEASE.year} (CITATION.cff)."
)

# sphinx_togglebutton collapses the `:class: dropdown` hints and solutions (a click opens them)
extensions = [
    "myst_nb",
    "statements_page",  # docs/statements_page.py: the page of numbered statements
    "sphinxcontrib.bibtex",
    "sphinx_proof",
    "sphinx_exercise",
    "sphinx_togglebutton",
]

# -- what is read ------------------------------------------------------------
root_doc = "docs/index"
include_patterns = ["docs/*.md", "notebooks/[0-9][0-9]_*.ipynb"]
# prune every other top-level folder (.venv, site, build, data, ...) from Sphinx's walk
exclude_patterns = sorted(
    p.name for p in ROOT.iterdir() if p.name not in ("docs", "notebooks")
)
exclude_patterns += ["**/.ipynb_checkpoints"]
templates_path = ["_templates"]

# -- notebooks: stored outputs, nothing executed -------------------------------
nb_execution_mode = "off"
# The play board of notebook 00 is an anywidget: the site takes the static HTML snapshot
# stored next to it (and no widget JavaScript, a CDN by default); _live_board below turns it
# into a live board.
nb_mime_priority_overrides = [
    ("html", "application/vnd.jupyter.widget-view+json", None)
]
nb_ipywidgets_js = {}
# Markdown cells are plain Markdown + LaTeX (what JupyterLab renders): $...$, $$...$$ and
# bare amsmath environments; raw HTML such as <details> passes through unchanged.
myst_enable_extensions = ["dollarmath", "amsmath", "colon_fence"]
myst_update_mathjax = False  # its MathJax 3/4 settings do not apply to MathJax 2

# -- numbered statements and exercises ------------------------------------------
# sphinx-proof ({prf:theorem}, ...) and sphinx-exercise ({exercise}, {solution}) number their
# blocks with numfig; docs/index.md numbers the chapters' toctree (01..09 become 1..9, the
# play notebook 00 is in a toctree of its own), so a theorem of notebook 03 is "Theorem 3.2".
# The section numbers themselves are hidden (book.css): the notebooks carry "01" .. "09".
numfig = True
numfig_secnum_depth = 1
prf_realtyp_to_countertyp = {}  # each kind has its own counter (Theorem 3.1, Lemma 3.1, ...)
# In JupyterLab, jupyterlab-myst numbers a chapter's blocks from its first cell's frontmatter
# (`numbering: enumerator: 3.%s`, a cell tagged remove-cell, so not on the site) and numbers
# {prf:proof} blocks too unless they say `:nonumber:`; the site never numbers proofs, so
# sphinx-proof's proof directive accepts that flag (and ignores it).
ProofDirective.option_spec = {**ProofDirective.option_spec, "nonumber": directives.flag}

# -- bibliography --------------------------------------------------------------
bibtex_bibfiles = ["../references.bib"]  # relative to this folder
bibtex_default_style = "plain"

# -- HTML ----------------------------------------------------------------------
html_theme = "sphinx_book_theme"
html_title = project
html_favicon = "_static/favicon.svg"
# ../lightsout/static: the play board's ES module, copied as it is (_static/lightsout-board.js)
html_static_path = ["_static", "../lightsout/static"]
html_css_files = ["book.css"]
html_js_files = ["book.js"]
html_theme_options = {
    "home_page_in_toc": False,
    "show_navbar_depth": 1,
    "show_toc_level": 2,
    # one download menu: the book's bar (docs/_templates/layout.html); the theme's would offer
    # the page's source and a ".pdf" that is the browser printing this one page
    "use_download_button": False,
    "use_fullscreen_button": False,
    # no top bar: the search box of the sidebar is the only one (pydata-sphinx-theme 0.20
    # would otherwise add its "Search Ctrl+K" field above it)
    "navbar_persistent": [],
    "extra_footer": f"<p>{LICENCE_NOTE}</p>",
}
html_context = {"default_mode": "light"}  # the figures have white backgrounds
html_last_updated_fmt = None
html_copy_source = True  # _sources/: the text of the search results' snippets
html_use_index = False  # no glossary or API entries: an index page would be empty
html_domain_indices = False
# site/index.html forwards to the front page (docs/index.html)
html_additional_pages = {"index": "redirect.html"}

# MathJax 2 from site/_static/mathjax (copied below); TeX input, HTML-CSS output with its
# STIX-Web web fonts (the only ones the package ships); Sphinx writes math as \(...\) and \[...\].
mathjax_path = "mathjax/MathJax.js?config=TeX-AMS-MML_HTMLorMML-full"
mathjax2_config = {
    "tex2jax": {
        "inlineMath": [["\\(", "\\)"]],
        "displayMath": [["\\[", "\\]"]],
        "processEscapes": True,
        "processEnvironments": False,
        "processClass": "tex2jax_process|mathjax_process|math|output_area",
        "ignoreClass": "tex2jax_ignore|mathjax_ignore",
    },
    "HTML-CSS": {
        "availableFonts": [],
        "preferredFont": None,
        "webFont": "STIX-Web",
        "imageFont": None,
        # MathJax's font probe "MathJax_Blank" is loaded from url('about:blank'), which
        # Chromium refuses (a CORS error on every page); a local() source that names no
        # installed font fails quietly and leaves the probe as it was (the fallback font)
        "styles": {
            "@font-face": {
                "font-family": "MathJax_Blank",
                "src": "local('MathJax_Blank_none')",
            }
        },
    },
    "messageStyle": "none",
}


def _copy_mathjax(app, exception):
    """Put MathJax 2 into site/_static/mathjax (12 MB, copied only when missing or changed)."""
    if exception is not None or app.builder.format != "html":
        return
    target = Path(app.outdir) / "_static" / "mathjax"
    stamp = target / ".source"
    source = f"{MATHJAX} {metadata.version('jupyter-server-mathjax')}"
    if stamp.exists() and stamp.read_text() == source:
        return
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(MATHJAX, target, ignore=shutil.ignore_patterns("*.md", "LICENSE*"))
    shutil.copy2(MATHJAX / "LICENSE", target / "LICENSE")
    stamp.write_text(source)


def _number_notebook_titles(app, doctree):
    """In the contents, sidebar and page links, a notebook's title starts with its number.

    The notebooks name each other by number ("notebook 02"), so the navigation shows it
    ("02 Solving over GF(2)"); the page's own heading stays as the notebook has it.
    """
    number = re.fullmatch(r"notebooks/(\d\d)_\w+", app.env.docname)
    if number is None:
        return
    toc = app.env.tocs.get(app.env.docname)
    first = next(iter(toc.findall(nodes.reference)), None) if toc is not None else None
    for title in (app.env.titles.get(app.env.docname), first):
        if title is not None and not title.astext().startswith(number.group(1)):
            title.insert(0, nodes.Text(f"{number.group(1)} "))


def _one_number_per_chapter(app, env):
    """The sidebar and the contents show "01 The Lights Out matrix", not "1. 01 The ...".

    The numbered toctree gives the chapters the section numbers 1..9 (they number the
    statements: "Theorem 3.2"), and Sphinx writes them before each entry of the contents;
    the titles already start with the notebook's number, so the entries drop Sphinx's.
    Runs after Sphinx numbers the toctrees (env-get-updated, priority 500); the numbers of
    the statements (env.toc_secnumbers, env.toc_fignumbers) stay as they are.
    """
    for toc in env.tocs.values():
        for reference in toc.findall(nodes.reference):
            reference.attributes.pop("secnumber", None)
    return []


def _plain(node) -> str:
    """The text of a title with its mathematics as plain text: f_k, not \\(f_k\\)."""
    parts = []
    for child in node.findall(lambda n: isinstance(n, (nodes.Text, nodes.math))):
        if isinstance(child, nodes.math):
            tex = child.astext()
            tex = re.sub(r"\\(?:mathbf|mathbb|mathrm|mathcal|operatorname)\s*", "", tex)
            tex = re.sub(r"\\([A-Za-z]+)", r"\1", tex).replace("{", "").replace("}", "")
            parts.append(tex)
        elif not isinstance(child.parent, nodes.math):
            parts.append(child.astext())
    return " ".join("".join(parts).split())


def _plain_long_titles(app, doctree):
    """The page's <title> and its title in the search index are plain text (no \\(...\\)).

    Sphinx takes both from env.longtitles; the sidebar and page links keep env.titles, with
    the mathematics typeset by MathJax.
    """
    title = app.env.titles.get(app.env.docname)
    if title is not None and title.findall(nodes.math):
        plain = nodes.title()
        plain += nodes.Text(_plain(title))
        app.env.longtitles[app.env.docname] = plain


# The page's contents (the theme's right-hand "Contents", and its copy for printing) are HTML
# from env.tocs, shown at once but typeset by MathJax only after every formula of the page
# before them, seconds on a long chapter, raw TeX until then. Their few formulas (a heading's
# f_k, m x n, d = 32) are written as HTML instead: letters as <var>, sub- and superscripts,
# symbols; a formula with anything else stays for MathJax.
_TOC_SYMBOLS = {
    "times": "\u00d7",
    "cdot": "\u00b7",
    "le": "\u2264",
    "leq": "\u2264",
    "ge": "\u2265",
    "geq": "\u2265",
    "ne": "\u2260",
    "neq": "\u2260",
    "dots": "\u2026",
    "ldots": "\u2026",
    "cdots": "\u22ef",
    "to": "\u2192",
    "mid": "\u2223",
    "equiv": "\u2261",
    "pm": "\u00b1",
    "infty": "\u221e",
    "in": "\u2208",
    "sigma": "\u03c3",
    "alpha": "\u03b1",
    "beta": "\u03b2",
    "gamma": "\u03b3",
    "delta": "\u03b4",
    "lambda": "\u03bb",
    "varphi": "\u03c6",
    "phi": "\u03c6",
    "pi": "\u03c0",
    "xi": "\u03be",
    "chi": "\u03c7",
    "gcd": "gcd",
    "deg": "deg",
    "ker": "ker",
    "dim": "dim",
    "min": "min",
    "max": "max",
    "bmod": "mod",
    "pmod": "mod",
    " ": " ",
    ",": "\u2009",
    ";": " ",
    "quad": " ",
}
_TOC_BLACKBOARD = {
    "Z": "\u2124",
    "N": "\u2115",
    "Q": "\u211a",
    "R": "\u211d",
    "C": "\u2102",
}
_TOC_TOKEN = re.compile(r"\\([A-Za-z]+|.)|([A-Za-z])|(\s+)|([{}_^])|(.)", re.S)


def _toc_math_html(tex: str) -> str | None:
    """HTML for a simple formula of a heading (see above); None when it is not simple."""
    tokens = [m for m in _TOC_TOKEN.finditer(tex)]
    pos = 0

    def group(stop_at_close: bool) -> str:
        nonlocal pos
        out = []
        while pos < len(tokens):
            command, letter, space, special, other = tokens[pos].groups()
            pos += 1
            if special == "}":
                if stop_at_close:
                    return "".join(out)
                raise ValueError("unbalanced }")
            if special == "{":
                out.append(group(True))
            elif special in ("_", "^"):
                tag = "sub" if special == "_" else "sup"
                inner = atom().replace(" ", "").replace("\u202f", "")
                out.append(f"<{tag}>{inner}</{tag}>")
            elif letter:
                out.append(f"<var>{letter}</var>")
            elif space:
                continue
            elif command in ("mathbb",):
                inner = re.sub(r"<[^>]+>", "", atom())
                out.append("".join(_TOC_BLACKBOARD.get(c, c) for c in inner))
            elif command in ("mathrm", "text", "operatorname"):
                out.append(re.sub(r"</?var>", "", atom()))
            elif command in ("mathbf", "boldsymbol"):
                out.append(f"<b>{atom()}</b>")
            elif command is not None:
                if command not in _TOC_SYMBOLS:
                    raise ValueError(f"\\{command}")
                symbol = _TOC_SYMBOLS[command]
                relation = (
                    symbol in "\u00d7\u2264\u2265\u2260\u2192\u2223\u2261\u2208\u00b1"
                )
                out.append(f"\u202f{symbol}\u202f" if relation else symbol)
            elif other in "=<>+-":
                sign = "\u2212" if other == "-" else html.escape(other)
                out.append(f"\u202f{sign}\u202f")
            else:
                out.append(html.escape(other))
        if stop_at_close:
            raise ValueError("unbalanced {")
        return "".join(out)

    def atom() -> str:
        nonlocal pos
        while pos < len(tokens) and tokens[pos].group(3):
            pos += 1
        if pos >= len(tokens):
            raise ValueError("nothing to attach")
        command, letter, _, special, other = tokens[pos].groups()
        if special == "{":
            pos += 1
            return group(True)
        pos += 1
        if letter:
            return f"<var>{letter}</var>"
        if command is not None:
            if command not in _TOC_SYMBOLS:
                raise ValueError(f"\\{command}")
            return _TOC_SYMBOLS[command]
        return html.escape(other or "")

    try:
        text = group(False)
    except ValueError:
        return None
    text = re.sub(r"[ \t\n]+", " ", text).strip().replace("( ", "(").replace(" )", ")")
    return f'<span class="book-toc-math">{text}</span>'


_TOC_MATH = re.compile(
    r'<span class="math notranslate nohighlight">\\\((.*?)\\\)</span>', re.S
)


def _toc_math(app, pagename, templatename, context, doctree):
    """The formulas of the page's contents as HTML (see _toc_math_html)."""
    toc = context.get("toc")
    if toc and "math notranslate" in toc:

        def replace(found):
            done = _toc_math_html(html.unescape(found.group(1)))
            return done if done is not None else found.group(0)

        context["toc"] = _TOC_MATH.sub(replace, toc)


def _statements_are_link_targets(app, doctree):
    """A chapter links to a statement of another chapter as [Theorem 3.1](03_x.ipynb#label)
    (jupyterlab-myst resolves {prf:ref} only inside one notebook). MyST resolves the label of
    such a link among the standard domain's targets, where sphinx-exercise puts its labels but
    sphinx-proof does not: put each statement's label of this page there too."""
    std = app.env.get_domain("std")
    for label, entry in getattr(app.env, "proof_list", {}).items():
        if entry["docname"] == app.env.docname:
            std.anonlabels[label] = (entry["docname"], entry["ids"][0])


def _keep_notebook_images_in_the_build_folder(app):
    """MyST-NB writes the images of the outputs beside the output folder (for site/, that is the
    repository root): write them into the doctree folder instead (build/doctrees for make html)."""
    build = Path(app.doctreedir)
    app.env.mystnb_config = app.env.mystnb_config.copy(
        output_folder=str(build / "jupyter_execute"),
        execution_cache_path=str(build / "jupyter_cache"),
    )


BOARD_JS = ROOT / "lightsout" / "static" / "lightsout-board.js"


def _live_board(app, pagename, templatename, context, doctree):
    """A page with a board snapshot (chapter 00) gets the board's module, inline, and starts it.

    Inline, because browsers refuse to load a module script from a file:// page; the text is
    the module's, byte for byte (the same as _static/lightsout-board.js), plus one call.
    """
    if "data-lightsout-position" in context.get("body", ""):
        text = BOARD_JS.read_text(encoding="utf-8")
        assert "</script" not in text.lower(), "the module would end its own script tag"
        app.add_js_file(None, body=text + "\nmountAll(document);\n", type="module")


# -- downloads: every page links its chapter's .ipynb and .py and the whole book's PDF -----

BOOK_PDF = ROOT / "build" / "pdf" / "lights-out-executed.pdf"
"""Where `make pdf` writes the PDF; a site built after it carries a copy and links it."""
DOWNLOADS = "downloads"  # the site's folder of the notebooks' .ipynb and .py files


def _downloads(app, pagename, templatename, context, doctree):
    """The download bar of a page (docs/_templates/layout.html): the chapter's notebook and
    its jupytext pair on a chapter's page, and the PDF on every page."""
    up = "../" * pagename.count("/")
    links = {}
    if pagename.startswith("notebooks/"):
        stem = pagename.split("/", 1)[1]
        links["ipynb"] = f"{up}{DOWNLOADS}/{stem}.ipynb"
        links["py"] = f"{up}{DOWNLOADS}/{stem}.py"
        links["name"] = stem
    links["pdf"] = f"{up}{BOOK_PDF.name}" if BOOK_PDF.is_file() else None
    context["book_downloads"] = links


def _copy_downloads(app, exception):
    """Copy every notebook, its .py pair and (when `make pdf` has written it) the PDF."""
    if exception is not None or app.builder.format != "html":
        return
    out = Path(app.outdir) / DOWNLOADS
    out.mkdir(exist_ok=True)
    for path in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*")):
        if path.suffix in (".ipynb", ".py"):
            shutil.copyfile(path, out / path.name)
    if BOOK_PDF.is_file():
        shutil.copyfile(BOOK_PDF, Path(app.outdir) / BOOK_PDF.name)


def setup(app):
    # MathJax on every page, not only on pages with formulas: titles in the sidebar and
    # search results have mathematics too
    app.set_html_assets_policy("always")
    app.connect(
        "builder-inited", _keep_notebook_images_in_the_build_folder, priority=900
    )  # after MyST-NB's
    app.connect(
        "doctree-read", _number_notebook_titles, priority=600
    )  # after Sphinx records the titles
    app.connect("doctree-read", _plain_long_titles, priority=700)  # after the numbers
    app.connect("env-get-updated", _one_number_per_chapter, priority=900)
    app.connect("doctree-read", _statements_are_link_targets)
    app.connect("build-finished", _copy_mathjax)
    app.connect("html-page-context", _live_board)
    app.connect("html-page-context", _downloads)
    app.connect("html-page-context", _toc_math)
    app.connect("build-finished", _copy_downloads)
