"""Print the HTML edition as one book-like PDF with Chromium (``make pdf``), without TeX.

``make pdf`` builds the HTML edition (as ``make html``, into build/pdf-html); this script
serves it on 127.0.0.1 (a random port, nothing leaves the machine) and prints, in Chromium
found as the browser tests find it (LIGHTSOUT_CHROMIUM, then PATH, then Playwright's own):

1. a title page (title, subtitle, version and release date from CITATION.cff, the date of
   this build, the licences, how to cite), from docs/_templates/pdf_title.html;
2. the contents (docs/_templates/pdf_contents.html): every chapter, its sections and the back
   matter, each with the page where it starts;
3. each chapter (notebooks 00 to 10), the appendices (notebooks 11 and above), then the
   glossary and the bibliography, each starting on a new page. On each page MathJax
   typesets every formula, every hint, solution and ``<details>`` block is opened,
   docs/_static/print.css hides the site's chrome, each figure is boxed with its caption so
   that the two stay on one page, and a line of code too long for the page is broken at a
   space or punctuation, the rest starting with a continuation mark (the browser would
   otherwise break it anywhere, even inside a word).

The page numbers run through the whole volume: the title page is page 1 (no number
printed), every later page prints its position in the PDF at its foot (CSS page-margin
boxes, which Chromium draws from version 131 on; the first number of each part is set by a
``@page :first`` rule), and the PDF's page labels are the same numbers. Chapters print their
title as a running head from their second page on. pypdf joins the parts, adds the outline (every chapter with its sections, and the
back matter), turns the links between pages of the site into links inside the PDF, and
removes links to files that are not in the PDF. The front page of the site is not printed
(its text is written for the HTML edition); its first paragraph is on the title page.

(Sphinx's single-page builder was tried first: on its one 1.3 MB page MathJax 2 never
leaves its output phase, so each page is printed on its own.)

Usage: python docs/print_pdf.py SITE_DIR OUTPUT.pdf
(LIGHTSOUT_PDF_ONLY=03,glossary prints only the parts whose path contains one of the words,
for a quick look at the layout. LIGHTSOUT_PDF_EDITION=student names the students' edition on
the title page and in the PDF's title: ``make student-pdf`` prints a site built from the
notebooks without their solutions, tools/student_edition.py.)
"""

from __future__ import annotations

import datetime
import html
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(DOCS))
from book_version import release  # noqa: E402
from browser import CHROMIUM_ARGS, INSTALL_HINT, chromium  # noqa: E402
from serving import TYPESET, serve  # noqa: E402

# A4 with these margins (mm); the browser window is as wide as the text, so that what the
# page measures before printing (code line widths) is what the printed page has
PAPER_MM = (210, 297)
MARGIN_MM = {"top": 20, "right": 18, "bottom": 20, "left": 18}
TEXT_WIDTH_PX = round(
    (PAPER_MM[0] - MARGIN_MM["left"] - MARGIN_MM["right"]) * 96 / 25.4
)
TEXT_HEIGHT_PX = round(
    (PAPER_MM[1] - MARGIN_MM["top"] - MARGIN_MM["bottom"]) * 96 / 25.4
)
MARGIN_FONT = "font-family: system-ui, sans-serif; font-size: 8.5pt; color: #555;"

# open every collapsed block: sphinx-togglebutton's hints and solutions, and <details>
EXPAND = """() => {
  document.querySelectorAll('.toggle-hidden').forEach(e => e.classList.remove('toggle-hidden'));
  document.querySelectorAll('.toggle-button-hidden')
    .forEach(e => e.classList.remove('toggle-button-hidden'));
  document.querySelectorAll('details').forEach(d => { d.open = true; });
}"""
# Before printing: the chapter's number above its title; each figure (the output holding the
# image) in one box with its caption (the paragraph after the cell that starts with
# "*Figure NN-name.*"); blocks that print.css keeps on one page (code, outputs, statements)
# may break after all when taller than 40 % of a page, so that they leave no large gaps; an
# invisible link to every element that a page links to, because
# Chromium writes a named destination into the PDF only for the target of a link on the same
# page (print_pdf turns the site's links into links inside the PDF through these).
PREPARE = """([label, targets, pageHeight]) => {
  const article = document.querySelector('article.bd-article');
  const h1 = article.querySelector('h1');
  if (label) {
    const number = document.createElement('div');
    number.className = 'print-chapter-number';
    number.textContent = label;
    h1.parentNode.insertBefore(number, h1);
  }
  let figures = 0;
  for (const p of article.querySelectorAll('p')) {
    const em = p.firstChild;
    if (!em || em.nodeName !== 'EM' || !/^Figure\\s/.test(em.textContent)) continue;
    const cell = p.previousElementSibling;
    if (!cell || !cell.querySelector('img')) continue;
    const output = cell.querySelector(':scope > .cell_output');
    const image = output && output.querySelector('img') ? output : cell;
    const box = document.createElement('div');
    box.className = 'print-figure';
    image.parentNode.insertBefore(box, image);
    box.appendChild(image);
    box.appendChild(p);
    figures += 1;
  }
  let breakable = 0;
  for (const block of article.querySelectorAll(
      '.cell_input, .cell_output, .proof, .exercise, table')) {
    if (block.closest('.print-figure')) continue;
    if (block.getBoundingClientRect().height > 0.4 * pageHeight) {
      block.classList.add('print-breakable');
      breakable += 1;
    }
  }
  const anchors = document.createElement('div');
  anchors.className = 'print-anchors';
  anchors.style.cssText = 'position:absolute;left:0;top:0;width:1px;height:1px;overflow:hidden;';
  let linked = 0;
  for (const id of targets) {
    if (!document.getElementById(id)) continue;
    const a = document.createElement('a');
    a.href = '#' + encodeURIComponent(id);
    a.textContent = '.';
    anchors.appendChild(a);
    linked += 1;
  }
  article.prepend(anchors);
  return {figures, linked, breakable};
}"""
# Code and printed output are laid out without automatic wrapping (print.css); a line longer
# than the block is broken before a column limit measured on the page: after the last space,
# else after the last punctuation mark, else (a long run of digits, say) at the limit. The rest
# continues on the next line at the line's indentation after a grey mark. Returns counts.
# Display formulas wider than the text block: on paper nothing scrolls, so each must fit.
# The width is that of MathJax 2's box of the formula itself, whatever clips it.
WIDE_MATH = r"""
() => {
  const wide = [];
  for (const div of document.querySelectorAll('div.math')) {
    const output = div.querySelector('.MathJax');
    if (!output || !div.getClientRects().length) continue;
    const formula = output.querySelector('span.math > span') || output;
    const room = div.getBoundingClientRect(), box = formula.getBoundingClientRect();
    if (box.right > room.right + 1 || box.left < room.left - 1)
      wide.push(`${div.textContent.trim().slice(0, 60)} (${Math.round(box.width)} px`
        + ` in ${Math.round(room.width)} px)`);
  }
  return {wide_math: wide};
}
"""

WRAP_CODE = r"""() => {
  const MARK = '\u21aa ';
  const PUNCT = ',;:([{=+-*/|&.>';
  const counts = {blocks: 0, lines: 0, at_space: 0, at_punct: 0, hard: 0, overflow: 0};
  for (const pre of document.querySelectorAll('article.bd-article pre')) {
    if (pre.clientWidth === 0) continue;
    const style = getComputedStyle(pre);
    const probe = document.createElement('span');
    probe.textContent = '0'.repeat(100);
    pre.appendChild(probe);
    const charWidth = probe.getBoundingClientRect().width / 100;
    pre.removeChild(probe);
    const inner = pre.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const cols = Math.floor((inner - 2) / charWidth);
    if (cols < 20) continue;
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    const where = [];
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.data.length; i++) where.push([node, i]);
      text += node.data;
    }
    const breaks = [];
    let start = 0;
    for (const line of text.split('\n')) {
      if (line.length > cols) {
        counts.lines += 1;
        const indent = line.match(/^ */)[0].slice(0, Math.floor(cols / 2));
        let pos = 0;
        let width = cols;
        while (line.length - pos > width) {
          const low = pos + Math.floor(width * 0.35);
          let cut = -1;
          for (let j = pos + width; j > low; j--) {
            if (line[j - 1] === ' ' && line[j] !== ' ') { cut = j; break; }
          }
          if (cut > 0) counts.at_space += 1;
          else {
            for (let j = pos + width; j > low; j--) {
              if (PUNCT.includes(line[j - 1]) && line[j] !== ' ') { cut = j; break; }
            }
            if (cut > 0) counts.at_punct += 1;
            else { cut = pos + width; counts.hard += 1; }
          }
          breaks.push([start + cut, indent]);
          pos = cut;
          width = cols - indent.length - MARK.length;
        }
      }
      start += line.length + 1;
    }
    if (breaks.length) counts.blocks += 1;
    for (let k = breaks.length - 1; k >= 0; k--) {
      const [index, indent] = breaks[k];
      const [node, offset] = where[index];
      const rest = node.splitText(offset);
      const mark = document.createElement('span');
      mark.className = 'print-wrap-mark';
      mark.textContent = '\n' + indent + MARK;
      rest.parentNode.insertBefore(mark, rest);
    }
    if (pre.scrollWidth > pre.clientWidth + 1) counts.overflow += 1;
  }
  counts.page_overflow = document.documentElement.scrollWidth > window.innerWidth + 1;
  return counts;
}"""

# TeX in titles, as HTML (contents) and as plain Unicode text (running heads, outline)
_SYMBOLS = {
    "times": "\u00d7",
    "dots": "\u2026",
    "ldots": "\u2026",
    "cdots": "\u22ef",
    "cdot": "\u00b7",
    "le": "\u2264",
    "leq": "\u2264",
    "ge": "\u2265",
    "geq": "\u2265",
    "equiv": "\u2261",
    "pm": "\u00b1",
    "to": "\u2192",
    "infty": "\u221e",
    "sigma": "\u03c3",
    "alpha": "\u03b1",
    "beta": "\u03b2",
    "lambda": "\u03bb",
}
_BLACKBOARD = {
    "Z": "\u2124",
    "N": "\u2115",
    "Q": "\u211a",
    "R": "\u211d",
    "C": "\u2102",
}
_SUBSCRIPT = dict(
    zip("0123456789+-=()aehijklmnoprstuvx", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ")
)
_SUPERSCRIPT = dict(zip("0123456789+-=()in", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁱⁿ"))


def _argument(tex: str, i: int) -> tuple[str, int]:
    """The argument starting at tex[i] (a {group} or one character) and the index after it."""
    while i < len(tex) and tex[i] == " ":
        i += 1
    if i >= len(tex):
        return "", i
    if tex[i] == "{":
        depth = 0
        for j in range(i, len(tex)):
            depth += {"{": 1, "}": -1}.get(tex[j], 0)
            if depth == 0:
                return tex[i + 1 : j], j + 1
        return tex[i + 1 :], len(tex)
    if tex[i] == "\\":
        name = re.match(r"\\([A-Za-z]+|.)", tex[i:]).group(0)
        return name, i + len(name)
    return tex[i], i + 1


def _math(tex: str, as_html: bool) -> str:
    """A formula of a title (simple TeX) as HTML or as plain text."""
    out = []
    i = 0
    while i < len(tex):
        c = tex[i]
        if c == "\\":
            name = re.match(r"\\([A-Za-z]+|.)", tex[i:]).group(1)
            i += 1 + len(name)
            if name == "mathbb":
                arg, i = _argument(tex, i)
                out.append(_BLACKBOARD.get(arg, arg))
            elif name in ("mathbf", "mathrm", "operatorname", "text", "mathit"):
                arg, i = _argument(tex, i)
                out.append(html.escape(arg) if as_html else arg)
            elif name in _SYMBOLS:
                out.append(_SYMBOLS[name])
            elif not name.isalpha():
                out.append(" " if name in " ,;:!" else html.escape(name))
            else:
                out.append(name)
        elif c in "_^":
            arg, i = _argument(tex, i + 1)
            inner = _math(arg, as_html)
            table = _SUBSCRIPT if c == "_" else _SUPERSCRIPT
            if as_html:
                tag = "sub" if c == "_" else "sup"
                out.append(f"<{tag}>{inner}</{tag}>")
            elif all(ch in table for ch in inner):
                out.append("".join(table[ch] for ch in inner))
            else:
                out.append(f"{c}{inner}" if len(inner) == 1 else f"{c}({inner})")
        elif c == "{":
            arg, i = _argument(tex, i)
            out.append(_math(arg, as_html))
        elif c.isalpha() and as_html:
            out.append(f"<i>{c}</i>")
            i += 1
        else:
            out.append(html.escape(c) if as_html else c)
            i += 1
    return "".join(out)


def title_html(title: str) -> str:
    """A title with $...$ formulas as HTML (italic letters, <sub>, <sup>)."""
    pieces = re.split(r"\$([^$]+)\$", title)
    return "".join(
        _math(piece, True) if k % 2 else html.escape(piece)
        for k, piece in enumerate(pieces)
    )


def title_text(title: str) -> str:
    """A title with $...$ formulas as plain Unicode text (f_k becomes f with subscript k)."""
    pieces = re.split(r"\$([^$]+)\$", title)
    text = "".join(_math(p, False) if k % 2 else p for k, p in enumerate(pieces))
    return " ".join(text.split())


def _css_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def page_css(first_number: int | None, head: str | None) -> str:
    """The @page rules of one part: A4, margins, the running head from the part's second
    page, and page numbers that start at first_number (None: no number, no head)."""
    margin = " ".join(
        f"{MARGIN_MM[side]}mm" for side in ("top", "right", "bottom", "left")
    )
    boxes = ""
    if head:
        boxes += (
            f" @top-left {{ content: {_css_string(head)}; {MARGIN_FONT}"
            " font-style: italic; }"
            f" @top-right {{ content: {_css_string(release().title)}; {MARGIN_FONT} }}"
        )
    if first_number is not None:
        boxes += (
            f" @bottom-center {{ content: counter(page); {MARGIN_FONT} color: #222; }}"
        )
    css = f"@page {{ size: A4; margin: {margin};{boxes} }}"
    if first_number is not None:
        # the page counter of this part starts at first_number; no head on the opening page
        css += f" @page :first {{ counter-increment: page {first_number};"
        if head:
            css += " @top-left { content: none; } @top-right { content: none; }"
        css += " }"
    return css


@dataclass
class Part:
    """One printed page of the site: a chapter or a page of the back matter."""

    path: str  # relative to the site, e.g. "notebooks/03_light_chasing_and_polynomials.html"
    number: str  # "03" for a chapter, "" for the back matter
    title: str  # with $...$ formulas
    sections: list[tuple[str, str]]  # (id, title) of each second-level heading
    targets: set[str] = field(default_factory=set)  # ids that some page links to
    first: int = 0  # the page number of its first page (its position in the PDF)
    pages: int = 0
    dests: dict[str, tuple[int, float, float]] = field(default_factory=dict)

    @property
    def label(self) -> str:
        if not self.number:
            return ""
        # notebooks 11 and above are the appendices
        return f"{'Appendix' if int(self.number) >= 11 else 'Chapter'} {self.number}"

    @property
    def head(self) -> str:
        """The running head: number and title as plain text."""
        return f"{self.number} {title_text(self.title)}".strip()


def _heading(fragment: str) -> str:
    """A heading of the built HTML as text with $...$ formulas (no section number, no link)."""
    fragment = re.sub(
        r'<span class="section-number">.*?</span>', "", fragment, flags=re.S
    )
    fragment = re.sub(r'<a class="headerlink".*?</a>', "", fragment, flags=re.S)
    fragment = re.sub(
        r'<span class="math[^"]*">\\\((.*?)\\\)</span>',
        lambda m: "$" + html.unescape(m.group(1)) + "$",
        fragment,
        flags=re.S,
    )
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


def book_parts(site: Path) -> list[Part]:
    """The printed pages in book order (chapters, appendices, back matter), each with
    its title, its sections and the ids that pages of the site link to."""
    chapters = sorted(p.name for p in (site / "notebooks").glob("[0-9][0-9]_*.html"))
    paths = [f"notebooks/{n}" for n in chapters] + [
        "docs/glossary.html",
        "docs/bibliography.html",
    ]
    parts, articles = [], {}
    for path in paths:
        text = (site / path).read_text(encoding="utf-8")
        start = text.index('<article class="bd-article">')
        article = text[start : text.index("</article>", start)]
        articles[path] = article
        headings = re.findall(
            r'<section id="([^"]+)">\s*<h([12])>(.*?)</h\2>', article, flags=re.S
        )
        if not headings or headings[0][1] != "1":
            raise ValueError(f"{path}: no <h1> title in the article")
        number = re.match(r"notebooks/(\d\d)_", path)
        parts.append(
            Part(
                path=path,
                number=number.group(1) if number else "",
                title=_heading(headings[0][2]),
                sections=[
                    (i, _heading(h)) for i, level, h in headings[1:] if level == "2"
                ],
            )
        )
    by_path = {part.path: part for part in parts}
    for path, article in articles.items():
        for href in re.findall(r'href="([^"]+)"', article):
            url = urlsplit(urljoin(f"http://site/{path}", html.unescape(href)))
            target = by_path.get(url.path.lstrip("/"))
            if url.netloc == "site" and target is not None and url.fragment:
                target.targets.add(unquote(url.fragment))
    for part in parts:
        part.targets.update(i for i, _ in part.sections)
    return parts


def about_paragraph() -> str:
    """The first paragraph of the site's front page (docs/index.md), links as plain text."""
    text = (DOCS / "index.md").read_text(encoding="utf-8")
    for block in re.split(r"\n\s*\n", text):
        block = block.strip()
        if block and not block.startswith(("#", "```", ":", "<", "!")):
            return re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", " ".join(block.split()))
    raise ValueError("docs/index.md has no paragraph")


def build_date() -> str:
    """Today (UTC), or the date of SOURCE_DATE_EPOCH when it is set (reproducible builds)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    moment = (
        datetime.datetime.fromtimestamp(int(epoch), datetime.UTC)
        if epoch
        else datetime.datetime.now(datetime.UTC)
    )
    return moment.date().isoformat()


def _templates():
    import jinja2

    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(DOCS / "_templates"), autoescape=True
    )


def contents_html(parts: list[Part], base: str, placeholder: bool) -> str:
    entries = [
        {
            "kind": "chapter",
            "number": part.number,
            "title_html": title_html(part.title),
            "href": base + part.path,
            "page": "000" if placeholder else part.first,
        }
        for part in parts
    ]
    # each chapter followed by its sections
    rows = []
    for part, entry in zip(parts, entries):
        rows.append(entry)
        for section_id, title in part.sections if part.number else []:
            page = part.first + part.dests[section_id][0] if not placeholder else "000"
            rows.append(
                {
                    "kind": "section",
                    "number": "",
                    "title_html": title_html(title),
                    "href": f"{base}{part.path}#{section_id}",
                    "page": page,
                }
            )
    return (
        _templates()
        .get_template("pdf_contents.html")
        .render(entries=rows, page_css=page_css(2, "Contents"))
    )


def _pdf(page, target: Path) -> int:
    """Print the page (its own @page rules) to target; return the number of pages."""
    from pypdf import PdfReader

    page.emulate_media(media="print")
    page.evaluate("document.fonts.ready")
    page.pdf(path=str(target), prefer_css_page_size=True, print_background=True)
    return len(PdfReader(str(target)).pages)


def _read_dests(part: Part, target: Path) -> None:
    from pypdf import PdfReader

    reader = PdfReader(str(target))
    part.pages = len(reader.pages)
    for name, dest in reader.named_destinations.items():
        index = reader.get_destination_page_number(dest)
        left = float(dest.left or 0) if hasattr(dest, "left") else 0.0
        top = float(dest.top or 0) if hasattr(dest, "top") else 0.0
        part.dests[unquote(str(name).lstrip("/"))] = (index, left, top)


def print_part(browser, base: str, part: Part, target: Path) -> dict:
    """Open one page of the site, typeset, expand, prepare and print it; return the counts
    of figures boxed, anchors, and code lines broken."""
    page = browser.new_page(viewport={"width": TEXT_WIDTH_PX, "height": 1200})
    try:
        page.goto(base + part.path, wait_until="load", timeout=300_000)
        page.wait_for_function(TYPESET, timeout=300_000)
        page.evaluate(EXPAND)
        # MathJax 2 leaves formulas of hidden blocks half done: typeset them again now that
        # the hints and solutions are open
        page.evaluate("() => MathJax.Hub.Queue(['Reprocess', MathJax.Hub])")
        page.wait_for_timeout(200)
        page.wait_for_function(TYPESET, timeout=300_000)
        page.add_style_tag(path=str(DOCS / "_static" / "print.css"))
        page.add_style_tag(content=page_css(part.first, part.head))
        page.emulate_media(media="print")
        counts = page.evaluate(
            PREPARE, [part.label, sorted(part.targets), TEXT_HEIGHT_PX]
        )
        counts.update(page.evaluate(WRAP_CODE))
        counts.update(page.evaluate(WIDE_MATH))
        _pdf(page, target)
    finally:
        page.close()
    _read_dests(part, target)
    missing = sorted(i for i, _ in part.sections if i not in part.dests)
    if missing:
        raise RuntimeError(f"{part.path}: no destination in the PDF for {missing}")
    return counts


def _link_targets(writer, parts: list[Part], base: str) -> dict:
    """Make every link between pages of the site a link inside the PDF; drop the links to
    files of the site that are not printed (the notebooks' downloads, the front page).
    Returns counts of what was done."""
    from pypdf.generic import ArrayObject, FloatObject, NameObject, NullObject

    by_path = {part.path: part for part in parts}
    owner = {}
    for part in parts:
        for index in range(part.first - 1, part.first - 1 + part.pages):
            owner[index] = part
    done = {"internal": 0, "dropped": 0, "external": 0}
    for index, page in enumerate(writer.pages):
        if "/Annots" not in page:
            continue
        kept = ArrayObject()
        for ref in page["/Annots"]:
            annot = ref.get_object()
            if annot.get("/Subtype") != "/Link":
                kept.append(ref)
                continue
            target = None
            if "/Dest" in annot and isinstance(annot["/Dest"], str):
                target = (owner.get(index), unquote(str(annot["/Dest"]).lstrip("/")))
            elif "/A" in annot:
                action = annot["/A"].get_object()
                uri = str(action.get("/URI", ""))
                if not uri.startswith(base):
                    done["external"] += 1
                    kept.append(ref)
                    continue
                url = urlsplit(uri)
                target = (by_path.get(url.path.lstrip("/")), unquote(url.fragment))
            part, fragment = target if target else (None, "")
            if part is None:
                done["dropped"] += 1
                continue
            at, left, top = part.dests.get(fragment, (0, 0.0, None))
            destination = writer.pages[part.first - 1 + at].indirect_reference
            annot[NameObject("/Dest")] = ArrayObject(
                [
                    destination,
                    NameObject("/XYZ"),
                    FloatObject(left),
                    FloatObject(top) if top is not None else NullObject(),
                    NullObject(),
                ]
            )
            if "/A" in annot:
                del annot["/A"]
            done["internal"] += 1
            kept.append(ref)
        page[NameObject("/Annots")] = kept
    return done


def _warn_without_japanese_font() -> None:
    """The chapters quote their Japanese sources: say so when no font can show Japanese."""
    if shutil.which("fc-list") is None:
        return
    found = subprocess.run(
        ["fc-list", ":lang=ja", "family"], capture_output=True, text=True, check=False
    )
    if found.returncode == 0 and not found.stdout.strip():
        print(
            "   warning: no Japanese font is installed, so the Japanese titles the chapters "
            "quote print as empty boxes (Debian: apt-get install fonts-ipafont-gothic)"
        )


def main(site: Path, output: Path) -> None:
    from playwright.sync_api import sync_playwright
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import Fit

    executable = chromium()
    if executable is None:
        sys.exit(f"make pdf needs a Chromium: {INSTALL_HINT}")
    _warn_without_japanese_font()
    book = release()
    student = os.environ.get("LIGHTSOUT_PDF_EDITION") == "student"
    parts = book_parts(site)
    only = os.environ.get("LIGHTSOUT_PDF_ONLY")  # a quick look: e.g. "03,glossary"
    if only:
        parts = [p for p in parts if any(k in p.path for k in only.split(","))]
    folder = output.parent / "parts"
    folder.mkdir(parents=True, exist_ok=True)
    title_pdf, contents_pdf = folder / "0-title.pdf", folder / "0-contents.pdf"
    with serve(site) as url:
        base = url + "/"
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
            try:
                major = int(browser.version.split(".")[0])
                if major < 131:  # CSS page-margin boxes (running heads, page numbers)
                    sys.exit(f"make pdf needs Chromium 131 or later, found {major}")
                page = browser.new_page()
                title = _templates().get_template("pdf_title.html")
                page.set_content(
                    title.render(
                        release=book,
                        about=about_paragraph(),
                        built=build_date(),
                        student=student,
                    )
                )
                if _pdf(page, title_pdf) != 1:
                    raise RuntimeError("the title page does not fit on one page")
                # the contents with placeholder numbers, to know how many pages it takes
                page.set_content(contents_html(parts, base, placeholder=True))
                contents_pages = _pdf(page, contents_pdf)
                page.close()
                number = 2 + contents_pages
                for part in parts:
                    part.first = number
                    counts = print_part(
                        browser, base, part, folder / Path(part.path).name
                    )
                    number += part.pages
                    print(
                        f"   {part.path}: pages {part.first}-{number - 1}; "
                        f"{counts['figures']} figures with their captions; "
                        f"{counts['lines']} code lines broken ({counts['at_space']} at a space, "
                        f"{counts['at_punct']} at punctuation, {counts['hard']} inside a run)"
                    )
                    if counts["overflow"] or counts["page_overflow"]:
                        raise RuntimeError(
                            f"{part.path}: something is wider than the page"
                        )
                    if counts["wide_math"]:
                        raise RuntimeError(
                            f"{part.path}: display formulas wider than the text block"
                            f" (break them, e.g. with an aligned block):"
                            f" {counts['wide_math']}"
                        )
                page = browser.new_page()
                page.set_content(contents_html(parts, base, placeholder=False))
                if _pdf(page, contents_pdf) != contents_pages:
                    raise RuntimeError("the contents changed length once numbered")
                page.close()
            finally:
                browser.close()

    writer = PdfWriter()
    writer.append(PdfReader(str(title_pdf)), import_outline=False)
    writer.append(PdfReader(str(contents_pdf)), import_outline=False)
    for part in parts:
        assert len(writer.pages) == part.first - 1
        writer.append(
            PdfReader(str(folder / Path(part.path).name)), import_outline=False
        )
    links = _link_targets(writer, parts, base)
    if "/Names" in writer.root_object and "/Dests" in writer.root_object["/Names"]:
        del writer.root_object["/Names"]["/Dests"]  # every link now points at a page
    writer.add_outline_item(title=book.title, page_number=0)
    writer.add_outline_item(title="Contents", page_number=1)
    for part in parts:
        chapter = writer.add_outline_item(
            title=part.head, page_number=part.first - 1, is_open=False
        )
        for section_id, section in part.sections if part.number else []:
            at, left, top = part.dests[section_id]
            writer.add_outline_item(
                title=title_text(section),
                page_number=part.first - 1 + at,
                parent=chapter,
                fit=Fit.xyz(left, top),
            )
    writer.set_page_label(0, len(writer.pages) - 1, style="/D", start=1)
    writer.page_mode = "/UseOutlines"
    writer.add_metadata(
        {
            "/Title": f"{book.title}"
            + (", students' edition" if student else "")
            + f" (version {book.version})",
            "/Subject": book.subtitle,
            "/Author": book.authors,
            "/Creator": "docs/print_pdf.py (Chromium through Playwright, pypdf)",
        }
    )
    with open(output, "wb") as handle:
        writer.write(handle)
    print(
        f"   wrote {output} ({len(writer.pages)} pages; links: {links['internal']} inside "
        f"the PDF, {links['external']} to the web, {links['dropped']} to unprinted files "
        "removed)"
    )


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve())
