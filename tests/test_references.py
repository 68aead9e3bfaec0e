"""The notebooks' References sections and references.bib cite the same works.

A notebook cites with ordinary Markdown links (JupyterLab shows MyST roles raw), and the HTML
edition's Bibliography page prints every entry of references.bib (sphinxcontrib-bibtex,
``:all:``). So that the page lists the works the notebooks cite, every external link (http or
https) in a notebook's "## References" section must match an entry of references.bib: by DOI
(a doi.org link, or a JSTOR stable link, whose DOI is 10.2307/N, against the entry's ``doi``),
by arXiv identifier (an arxiv.org link against the entry's ``eprint``) or by address (against
a URL in the entry's ``url``, ``howpublished`` or ``note``). Every entry that has such an
identifier must be linked from some notebook; entries without one (the five sources, which
have no public address) are cited by name only.
"""

import json
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from pybtex.database import parse_file

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
BIB = ROOT / "references.bib"

_URL = r"https?://(?:[^\s()<>]|\([^\s()<>]*\))+"  # allows balanced parentheses: .../Lights_Out_(game)
INLINE = re.compile(r"\]\(\s*<?(" + _URL + r")>?(?:\s+[\"'(][^)]*)?\)")
AUTOLINK = re.compile(r"<(https?://[^>\s]+)>")
DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(https?://\S+?)>?(?:\s|$)", re.M)
BARE = re.compile(_URL)
DOI = re.compile(r"^(?:https?://(?:dx\.)?doi\.org/|doi:)?\s*(10\.\d{4,9}/\S+)$", re.I)


def references_section(notebook: Path) -> str:
    """The Markdown of the notebook from its '## References' heading to the next heading of level 1-2."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    text = "\n\n".join(
        "".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"
    )
    found = re.search(r"^## References[ \t]*$", text, re.M)
    if found is None:
        return ""
    rest = text[found.end() :]
    end = re.search(r"^#{1,2} ", rest, re.M)
    return rest[: end.start()] if end else rest


def external_links(markdown: str) -> list[str]:
    """Every http(s) link in Markdown: inline, autolink, reference definition or bare URL."""
    links = []
    for pattern in (INLINE, AUTOLINK, DEFINITION):
        links += pattern.findall(markdown)
        markdown = pattern.sub(" ", markdown)
    links += [url.rstrip(".,;:") for url in BARE.findall(markdown)]
    return links


def doi_of(text: str) -> str | None:
    """The DOI in a doi.org URL or a bare DOI, lower-cased (DOIs are case-insensitive)."""
    found = DOI.match(unquote(text.strip()))
    return found.group(1).rstrip("/").lower() if found else None


def url_key(url: str) -> str:
    """A URL compared without its scheme, with the host in lower case and no trailing slash."""
    parts = urlsplit(unquote(url.strip()))
    host = parts.netloc.lower().removeprefix("www.")
    query = f"?{parts.query}" if parts.query else ""
    fragment = f"#{parts.fragment}" if parts.fragment else ""
    return f"{host}{parts.path.rstrip('/')}{query}{fragment}"


def link_ids(link: str) -> set[tuple[str, str]]:
    """What a link identifies: its address, and a DOI or an arXiv identifier where it has one."""
    ids = {("url", url_key(link))}
    if (doi := doi_of(link)) is not None:
        ids.add(("doi", doi))
    parts = urlsplit(unquote(link))
    host = parts.netloc.lower().removeprefix("www.")
    if host == "jstor.org" and (stable := re.fullmatch(r"/stable/(\d+)/?", parts.path)):
        ids.add(("doi", f"10.2307/{stable.group(1)}"))
    if host == "arxiv.org" and (
        paper := re.fullmatch(r"/(?:abs|pdf)/(.+?)(?:v\d+)?(?:\.pdf)?/?", parts.path)
    ):
        ids.add(("arxiv", paper.group(1).lower()))
    return ids


def bibliography() -> dict[str, set[tuple[str, str]]]:
    """{key: what the entry identifies} for every entry of references.bib (normalised as above)."""
    entries = {}
    for key, entry in parse_file(str(BIB), bib_format="bibtex").entries.items():
        fields = entry.fields
        ids = set()
        if fields.get("doi") and (doi := doi_of(fields["doi"])) is not None:
            ids.add(("doi", doi))
        if (
            fields.get("eprint")
            and fields.get("archiveprefix", "arXiv").lower() == "arxiv"
        ):
            ids.add(("arxiv", fields["eprint"].strip().lower()))
        for name in ("url", "howpublished", "note"):
            for url in re.findall(r"https?://[^\s{}\\]+", fields.get(name, "")):
                ids.add(("url", url_key(url.rstrip(".,;:"))))
        entries[key] = ids
    return entries


def entry_for(link: str, entries) -> str | None:
    """The key of the entry a link cites, or None."""
    ids = link_ids(link)
    return next((key for key, entry_ids in entries.items() if ids & entry_ids), None)


def test_link_parsing():
    markdown = """
* A. Author, [A paper](https://doi.org/10.1000/XYZ-1), 2001.
* [Lights Out (game)](https://en.wikipedia.org/wiki/Lights_Out_(game) "title").
* <https://example.org/a/>; see also https://example.org/b.
* [a notebook](02_solving_over_gf2.ipynb) and [data](../data/x.csv) are not external.

[ref]: https://example.org/c
"""
    assert external_links(markdown) == [
        "https://doi.org/10.1000/XYZ-1",
        "https://en.wikipedia.org/wiki/Lights_Out_(game)",
        "https://example.org/a/",
        "https://example.org/c",
        "https://example.org/b",
    ]
    assert (
        doi_of("https://doi.org/10.1000/XYZ-1")
        == doi_of("10.1000/xyz-1")
        == "10.1000/xyz-1"
    )
    assert doi_of("https://example.org/10.1000/x") is None
    assert url_key("http://WWW.Example.org/a/") == url_key("https://example.org/a")
    assert ("doi", "10.2307/2690705") in link_ids(
        "https://www.jstor.org/stable/2690705"
    )
    assert ("arxiv", "math/0201211") in link_ids("https://arxiv.org/abs/math/0201211v2")
    assert ("arxiv", "1903.06942") in link_ids("https://arxiv.org/pdf/1903.06942.pdf")


def test_references_bib_parses():
    assert BIB.exists()
    bibliography()  # a syntax error or a duplicate key raises here


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_reference_link_is_in_references_bib(notebook):
    entries = bibliography()
    links = external_links(references_section(notebook))
    missing = [link for link in links if entry_for(link, entries) is None]
    assert not missing, (
        f"{notebook.name}: References links to works that references.bib lacks "
        f"(add an entry with this doi or url): {missing}"
    )


def test_every_linkable_bib_entry_is_cited_by_a_notebook():
    entries = bibliography()
    linked = set()
    for nb in NOTEBOOKS:
        for link in external_links(references_section(nb)):
            linked |= {key for key, ids in entries.items() if link_ids(link) & ids}
    uncited = sorted(key for key, ids in entries.items() if ids and key not in linked)
    assert not uncited, (
        f"references.bib has entries that no notebook's References section links to: {uncited}"
    )
