"""The figures in figures/ are what the notebooks export.

`make test` runs nbval with LIGHTSOUT_FIGURES_DIR pointing at a scratch folder, so executing the
notebooks re-exports every figure there; this test, which runs after the notebooks, compares them
with the committed files. SVG and PDF must be byte-identical (they are stable across machines for
a pinned matplotlib). PNG rasterisation differs between CPUs by a few anti-aliased pixels, so PNGs
are compared as images with matplotlib's own `compare_images` and a small RMS tolerance.
"""

import os
from pathlib import Path

import numpy as np
import pytest
from matplotlib.testing.compare import compare_images

from lightsout.figures import PNG_TOLERANCE

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "figures"


def _exported(folder):
    return {p.name for p in folder.glob("*") if p.suffix in {".svg", ".pdf", ".png"}}


def _differs(made: Path, committed: Path) -> str | None:
    if made.read_bytes() == committed.read_bytes():
        return None
    if made.suffix != ".png":
        return "bytes differ"
    return compare_images(str(committed), str(made), tol=PNG_TOLERANCE)


@pytest.mark.after_notebooks
def test_committed_figures_are_reproduced():
    scratch = os.environ.get("LIGHTSOUT_FIGURES_DIR")
    if not scratch or Path(scratch).resolve() == FIGURES.resolve():
        pytest.skip(
            "run through `make test`, which re-exports the figures into a scratch folder"
        )
    scratch = Path(scratch)
    if not scratch.exists():
        pytest.skip(
            "no notebook was executed in this run (run the notebooks with --nbval)"
        )
    made, committed = _exported(scratch), _exported(FIGURES)
    if os.environ.get("LIGHTSOUT_ALL_NOTEBOOKS") != "1":  # a run of some notebooks only
        committed = {name for name in committed if name[:2] in {m[:2] for m in made}}
    assert made == committed, (
        f"not made by any notebook: {sorted(committed - made)}; made but not committed: {sorted(made - committed)}"
    )
    differ = {
        name: why
        for name in sorted(made)
        if (why := _differs(scratch / name, FIGURES / name))
    }
    assert not differ, (
        f"figures that changed when re-exported (run `make book` and commit): {differ}"
    )


def test_png_comparison_tolerates_antialiasing_but_not_change(tmp_path):
    """compare_images accepts a PNG that differs in 3 pixels by 1/255 and rejects a real change."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    fig, ax = plt.subplots()
    ax.plot([0, 1], [0, 1])
    a = tmp_path / "a.png"
    fig.savefig(a)
    plt.close(fig)
    img = plt.imread(a)
    nudged = img.copy()
    nudged[:3, 0, 0] = np.clip(nudged[:3, 0, 0] - 1 / 255, 0, 1)
    b, c = tmp_path / "b.png", tmp_path / "c.png"
    plt.imsave(b, nudged)
    changed = img.copy()
    changed[: img.shape[0] // 2, :, :3] = 0
    plt.imsave(c, changed)
    plt.imsave(a, img)  # the same writer for all three
    assert compare_images(str(a), str(b), tol=PNG_TOLERANCE) is None
    assert compare_images(str(a), str(c), tol=PNG_TOLERANCE) is not None


# -- slides: text of at least 10 pt on a 13.33 in wide slide ---------------

SLIDE_WIDTH_IN = 13.33
MIN_SLIDE_PT = 10.0


def svg_texts(svg: str) -> tuple[float, list[tuple[str, float]]]:
    """The figure's width in inches and (text, font size in pt) for each text of an SVG.

    The style writes text as paths (``svg.fonttype: path``): matplotlib marks each text
    with an XML comment holding the string, followed by a group whose transform scales
    glyphs drawn at 100 units per point (``scale(0.12 -0.12)`` is 12 pt); mathtext
    glyphs carry the scale on each ``<use>``. The width attribute is in pt (72 per inch).
    """
    import re

    width = re.search(r'<svg[^>]*\swidth="([0-9.]+)pt"', svg)
    assert width, "the SVG has no width in pt"
    texts = []
    parts = re.split(r"<!--(.*?)-->", svg)
    for label, body in zip(parts[1::2], parts[2::2]):
        scale = re.search(r"scale\(([0-9.]+)", body)
        if scale:
            texts.append((label.strip(), 100 * float(scale.group(1))))
    return float(width.group(1)) / 72, texts


def test_svg_texts_reads_matplotlib_font_sizes(tmp_path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig = plt.figure(figsize=(4, 2))
    fig.text(0.1, 0.5, "plain", fontsize=13)
    fig.text(0.5, 0.5, "$x^2$", fontsize=9)
    path = tmp_path / "t.svg"
    fig.savefig(path, bbox_inches=matplotlib.transforms.Bbox([[0, 0], [4, 2]]))
    plt.close(fig)
    width, texts = svg_texts(path.read_text())
    assert abs(width - 4) < 1e-6
    sizes = dict(texts)
    assert abs(sizes["plain"] - 13) < 1e-6
    assert abs(sizes["$x^2$"] - 9) < 1e-6


@pytest.mark.parametrize(
    "name", sorted(p.stem for p in FIGURES.glob("*.svg")) or ["(none)"]
)
def test_text_stays_10pt_on_a_slide(name):
    """Scaled to a 13.33 in wide slide, every text of the figure is at least 10 pt."""
    path = FIGURES / f"{name}.svg"
    if not path.exists():
        pytest.skip("no exported SVG")
    width, texts = svg_texts(path.read_text(encoding="utf-8"))
    small = sorted(
        {
            (round(size * SLIDE_WIDTH_IN / width, 1), round(size, 1), text)
            for text, size in texts
            if size * SLIDE_WIDTH_IN / width < MIN_SLIDE_PT
        }
    )
    assert not small, (
        f"{name}.svg is {width:.2f} in wide; on a {SLIDE_WIDTH_IN} in slide these texts "
        f"fall below {MIN_SLIDE_PT} pt (slide pt, figure pt, text): {small[:12]}"
        + (f" and {len(small) - 12} more" if len(small) > 12 else "")
    )


# -- plot_board and savefig refuse bad input clearly ------------------------


def test_plot_board_names_the_cell_not_a_colours_argument():
    # rows and columns count from 1, as in every other message
    from lightsout.figures import plot_board

    with pytest.raises(ValueError, match=r"300 at row 1, column 2") as err:
        plot_board([[0, 300]])
    assert "colours" not in str(err.value).split(":")[0]


def test_savefig_refuses_a_very_long_name_before_the_os_does(tmp_path, monkeypatch):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lightsout.figures import savefig

    monkeypatch.setenv("LIGHTSOUT_FIGURES_DIR", str(tmp_path))
    fig = plt.figure()
    with pytest.raises(ValueError, match="300 characters long"):
        savefig(fig, "00-" + "a" * 297)
    plt.close(fig)
    assert not list(tmp_path.iterdir())


def test_savefig_without_title_leaves_the_titles_out_and_figures_alone(
    tmp_path, monkeypatch
):
    """Title-free copies (for slides) go to their own folder, never over the book's figure
    (savefig(..., title=False) used to overwrite figures/NAME, and make test failed)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lightsout import figures as figures_module
    from lightsout.figures import NOTITLE_ENV, plot_board, savefig

    figures, notitle = tmp_path / "figures", tmp_path / "notitle"
    monkeypatch.setenv("LIGHTSOUT_FIGURES_DIR", str(figures))
    monkeypatch.delenv(NOTITLE_ENV, raising=False)
    fig, ax = plt.subplots()
    plot_board([[1, 0], [0, 1]], [[1, 0], [0, 0]], ax=ax, title="axes title")
    fig.suptitle("figure title")
    book = savefig(fig, "00-with-title")
    assert [p.parent for p in book] == [figures] * 3
    before = {p.name: p.read_bytes() for p in figures.iterdir()}

    monkeypatch.setenv(NOTITLE_ENV, str(notitle))
    slides = savefig(fig, "00-with-title", title=False)
    assert [(p.parent, p.suffix) for p in slides] == [
        (notitle, ".svg"),
        (notitle, ".pdf"),
        (notitle, ".png"),
    ]
    assert {p.name: p.read_bytes() for p in figures.iterdir()} == before
    with_title = (figures / "00-with-title.svg").read_text()
    without = (notitle / "00-with-title.svg").read_text()
    assert "<!-- axes title -->" in with_title and "<!-- figure title -->" in with_title
    assert "title -->" not in without

    # with the variable set (make figures-notitle), every export writes both
    both = savefig(fig, "00-again")
    assert [p.parent for p in both] == [figures] * 3 + [notitle] * 3
    assert "<!-- figure title -->" in (figures / "00-again.svg").read_text()
    assert "title -->" not in (notitle / "00-again.svg").read_text()
    assert fig._suptitle.get_visible() and ax.title.get_visible()  # figure unchanged
    with pytest.raises(ValueError, match="title must be True or False"):
        savefig(fig, "00-no-title", title="no")
    plt.close(fig)

    monkeypatch.delenv(NOTITLE_ENV)  # without it, title-free copies go to build/
    assert figures_module._notitle_dir() == ROOT / "build" / "figures-notitle"


def test_savefig_without_title_keeps_the_panel_titles_of_a_multi_panel_figure(
    tmp_path, monkeypatch
):
    """Only the figure's own title goes on a slide: the suptitle and, when there is one
    panel, that panel's title. The titles of the panels of a figure with several panels
    carry content ("A for 3 x 3: 9 x 9", "pattern 1: 16 presses", "row 1 clear") and stay.
    A colorbar is no panel: a single board with its colorbar loses its title."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lightsout.figures import NOTITLE_ENV, plot_board, savefig

    monkeypatch.setenv("LIGHTSOUT_FIGURES_DIR", str(tmp_path / "figures"))
    notitle = tmp_path / "notitle"
    monkeypatch.setenv(NOTITLE_ENV, str(notitle))

    fig, axes = plt.subplots(1, 2)
    plot_board([[1, 0], [0, 1]], ax=axes[0], title="pattern 1: 16 presses")
    plot_board([[0, 1], [1, 0]], ax=axes[1], title="pattern 2: 12 presses")
    fig.suptitle("quiet patterns")
    savefig(fig, "00-panels", title=False)
    svg = (notitle / "00-panels.svg").read_text()
    assert "<!-- pattern 1: 16 presses -->" in svg
    assert "<!-- pattern 2: 12 presses -->" in svg
    assert "<!-- quiet patterns -->" not in svg
    assert fig._suptitle.get_visible()  # the figure itself keeps its title
    plt.close(fig)

    fig, ax = plt.subplots()
    image = ax.imshow([[0, 1], [2, 3]])
    ax.set_title("nullity map")
    fig.colorbar(image, ax=ax, label="nullity")
    savefig(fig, "00-one-panel", title=False)
    svg = (notitle / "00-one-panel.svg").read_text()
    assert "<!-- nullity map -->" not in svg
    assert "<!-- nullity -->" in svg  # the colorbar's label is no title
    assert ax.title.get_visible()
    plt.close(fig)


def test_press_ring_is_vermillion_with_a_halo():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib import patheffects
    from matplotlib.colors import to_hex

    from lightsout.figures import RING_COLOUR, plot_board

    fig, ax = plt.subplots()
    plot_board([[1, 0], [0, 2]], [[1, 0], [0, 2]], ax=ax)
    (rings,) = ax.collections
    assert to_hex(rings.get_edgecolor()[0]) == RING_COLOUR.lower() == "#d55e00"
    strokes = [
        e for e in rings.get_path_effects() if isinstance(e, patheffects.withStroke)
    ]
    assert {to_hex(e._gc["foreground"]) for e in strokes} == {"#000000", "#ffffff"}
    count = [
        t for t in ax.texts if t.get_text() == "2" and t.get_color() == RING_COLOUR
    ]
    assert count and count[0].get_path_effects()  # the count "2" has the halo too
    plt.close(fig)


def test_plot_board_text_stays_10pt_on_a_slide_in_a_wide_strip(tmp_path):
    """Eight 4-colour boards in a 20 in strip: plot_board raises its own text sizes."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    import lightsout_helpers as lo
    from lightsout.figures import plot_board

    fig, axes = plt.subplots(1, 8, figsize=(20, 3))
    for k, ax in enumerate(axes):
        b = lo.random_solvable_board(6, 6, k, colours=4)
        plot_board(b, lo.solve(b, colours=4), ax=ax, colours=4)
    path = tmp_path / "strip.svg"
    fig.savefig(path)
    plt.close(fig)
    width, texts = svg_texts(path.read_text())
    assert texts and width > 15
    assert min(size for _, size in texts) * SLIDE_WIDTH_IN / width >= MIN_SLIDE_PT


def test_figures_notitle_check_names_every_missing_copy(tmp_path, capsys):
    """tools/figures_notitle.py (the last step of make figures-notitle) accepts a folder with
    a title-free SVG, PDF and PNG of every figure of the notebooks run, and names each one
    that is missing."""
    import shutil
    import sys

    sys.path.insert(0, str(ROOT))
    from tools.figures_notitle import check

    notebook = sorted((ROOT / "notebooks").glob("01_*.ipynb"))
    names = sorted(p.stem for p in FIGURES.glob("01-*.svg"))
    assert names and notebook
    for name in names:
        for ext in (".svg", ".pdf", ".png"):
            shutil.copy(FIGURES / f"{name}{ext}", tmp_path / f"{name}{ext}")
    assert check(tmp_path, notebook) == []
    assert f"{len(names)} had none to leave out" in capsys.readouterr().out
    (tmp_path / f"{names[0]}.pdf").unlink()
    assert check(tmp_path, notebook) == [
        f"{names[0]}: no title-free .pdf in {tmp_path}"
    ]
    assert check(tmp_path / "empty", notebook)[0].startswith(names[0])


@pytest.mark.editions  # the slides' export: runs notebook 01 again (about 30 s)
def test_make_figures_notitle_writes_copies_and_leaves_figures_alone():
    """`make figures-notitle NB=01` (notebook 01 only, about 30 s) writes a title-free SVG,
    PDF and PNG of each of its figures into build/figures-notitle/ and changes no byte of
    figures/. Notebook 01's figures have several panels and no figure title: their copies
    keep the panel titles, which say what each panel shows."""
    import hashlib
    import shutil
    import subprocess

    if shutil.which("make") is None:
        pytest.skip("no make on PATH")
    before = {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in FIGURES.iterdir()
    }
    done = subprocess.run(
        ["make", "--no-print-directory", "figures-notitle", "NB=01"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    after = {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in FIGURES.iterdir()
    }
    assert after == before, "make figures-notitle changed figures/"
    notitle = ROOT / "build" / "figures-notitle"
    book = sorted(FIGURES.glob("01-*.svg"))
    for svg in book:
        for ext in (".svg", ".pdf", ".png"):
            assert (notitle / f"{svg.stem}{ext}").is_file(), f"{svg.stem}{ext}"
    # the panels of 01-press-matrix keep their titles on a slide
    assert (
        "<!-- A for 3 x 3: 9 x 9 -->" in (notitle / "01-press-matrix.svg").read_text()
    )


def test_svg_bytes_do_not_depend_on_matplotlibs_hashed_ids(tmp_path, monkeypatch):
    """matplotlib names clip paths, markers and images by a hash of objects whose text can
    change when a notebook cell runs again in the same kernel; savefig renames them in order,
    so a figure's SVG is the same bytes however it was produced (here: another hash salt,
    which changes every hashed id)."""
    import matplotlib
    import matplotlib.pyplot as plt

    import lightsout_helpers as lo

    monkeypatch.setenv("LIGHTSOUT_FIGURES_DIR", str(tmp_path))
    made = []
    for salt in ("lightsout-executed", "another-salt"):
        with matplotlib.rc_context({"svg.hashsalt": salt}):
            fig, ax = plt.subplots()
            lo.plot_board([[1, 0], [0, 1]], presses=[[1, 0], [0, 0]], ax=ax)
            ax.plot([0, 1], [0, 1], "o")
            made.append(lo.savefig(fig, "99-hash-test")[0].read_text())
            plt.close(fig)
    assert made[0] == made[1]
    assert 'id="p_1"' in made[0] and 'clip-path="url(#p_1)"' in made[0]
    plain = lo.figures.stable_svg_ids  # what the two runs would differ in without it
    assert plain('<a id="p0123456789"/><b href="#p0123456789"/>') == (
        '<a id="p_1"/><b href="#p_1"/>'
    )


def test_a_legend_over_data_or_crowded_tick_labels_are_refused(tmp_path, monkeypatch):
    """savefig refuses a figure whose legend covers a marked point or whose tick labels run
    together ("1617"), so no exported figure can; a clean figure passes."""
    import matplotlib.pyplot as plt

    import lightsout_helpers as lo

    monkeypatch.setenv("LIGHTSOUT_FIGURES_DIR", str(tmp_path))
    monkeypatch.delenv("LIGHTSOUT_FIGURE_REPORT", raising=False)
    fig, ax = plt.subplots()
    ax.plot([0.05, 5, 10], [0.05, 5, 10], "o", label="points")
    ax.legend(loc="lower left")  # over the first point
    assert "the legend covers 1 data point(s)" in lo.figures.figure_problems(fig)[0]
    with pytest.raises(ValueError, match="99-bad hides its data: axes 1: the legend"):
        lo.savefig(fig, "99-bad")
    assert not list(tmp_path.iterdir())
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(3, 2))
    ax.plot(range(16, 31), range(15), "o")
    ax.set_xticks(range(16, 31))  # 15 two-digit labels on 3 inches
    assert (
        "x tick labels '16' and '17' run together" in lo.figures.figure_problems(fig)[0]
    )
    plt.close(fig)
    fig, ax = plt.subplots()
    ax.plot([1, 2, 3], [1, 4, 9], "o", label="clean")
    ax.legend(loc="upper left")
    assert lo.figures.figure_problems(fig) == []
    plt.close(fig)


def test_the_square_bounds_figure_shows_every_point_up_to_n_250():
    import matplotlib.pyplot as plt

    import lightsout_helpers as lo

    n = np.array([4, 5, 9, 11, 14, 16, 17, 19, 23, 24, 29, 30, 34, 35, 41, 245])
    upper = np.round(0.6 * n**2)
    fig = lo.plots.ch09.square_bounds(n, upper - 3 * (n % 3), upper, upper + 2)
    assert lo.figures.figure_problems(fig) == []
    plt.close(fig)


# -- slides: colours that show on a projector, a layout that fills a 16:9 slide ---------

MIN_CONTRAST = 3.0
"""WCAG 2.1's minimum contrast for graphical objects (1.4.11, non-text contrast)."""


def contrast_with_white(rgb) -> float:
    """WCAG contrast ratio of an sRGB colour (components 0..1) against white."""
    c = np.asarray(rgb, dtype=float)[:3]
    linear = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    luminance = float(linear @ [0.2126, 0.7152, 0.0722])
    return 1.05 / (luminance + 0.05)


def test_contrast_with_white_matches_known_values():
    assert contrast_with_white([1, 1, 1]) == pytest.approx(1.0)
    assert contrast_with_white([0, 0, 0]) == pytest.approx(21.0)
    # the old nullity-1 colour of 03-nullity-map, (251, 252, 191): 1.06 : 1
    assert contrast_with_white(np.array([251, 252, 191]) / 255) == pytest.approx(
        1.06, abs=0.01
    )


def test_nullity_map_lowest_colour_shows_against_white():
    """The nullity map's lowest non-zero nullity (1) has a contrast of at least 3 : 1 with
    the white of the solvable boards, in the figure's colour map and in the exported PNG;
    its colours keep magma's monotone lightness (readable in greyscale and under
    colour-vision deficiency). magma_r from 0 gave nullity 1 as (251, 252, 191), 1.06 : 1."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    import lightsout_helpers as lo
    from tests.test_palette import lab

    fig = lo.plots.ch03.nullity_map(np.array([[0, 1, 2], [3, 9, 27]]))
    (image,) = fig.axes[0].images
    lowest = image.cmap(image.norm(1))
    assert contrast_with_white(lowest) >= MIN_CONTRAST, (
        f"nullity 1 is drawn as {np.round(np.array(lowest[:3]) * 255)}: contrast "
        f"{contrast_with_white(lowest):.2f} : 1 with white, at least {MIN_CONTRAST} needed"
    )
    ramp = image.cmap(np.linspace(0, 1, 64))[:, :3]
    lightness = lab(np.round(ramp * 255))[:, 0]
    assert np.all(np.diff(lightness) < 0), "the colours' lightness must fall steadily"
    plt.close(fig)

    # the exported PNG: every colour covering at least a cell's worth of pixels (white,
    # black text and the grey grid aside, i.e. every colour of the map) shows on white
    png = FIGURES / "03-nullity-map.png"
    pixels = np.round(plt.imread(png)[..., :3] * 255).astype(int).reshape(-1, 3)
    colours, counts = np.unique(pixels, axis=0, return_counts=True)
    cell = pixels.shape[0] / 30 / 60 / 4  # a quarter of one board's cell
    faint = [
        (tuple(c), round(contrast_with_white(c / 255), 2))
        for c, count in zip(colours, counts)
        if count >= cell
        and c.max() - c.min() > 24  # coloured, not white, black or grey
        and contrast_with_white(c / 255) < MIN_CONTRAST
    ]
    assert not faint, (
        f"{png.name} draws cells in colours that hardly show on white (colour, contrast "
        f"with white): {faint}"
    )


SLIDE_ASPECT = 16 / 9
MIN_SLIDE_FILL = 0.8


def _svg_aspect(path: Path) -> float:
    import re

    svg = path.read_text(encoding="utf-8")
    width = re.search(r'<svg[^>]*\swidth="([0-9.]+)pt"', svg)
    height = re.search(r'<svg[^>]*\sheight="([0-9.]+)pt"', svg)
    return float(width.group(1)) / float(height.group(1))


def test_chasing_steps_fills_a_16x9_slide():
    """03-chasing-steps, fitted to a 16:9 slide, covers at least 80 % of it (aspect
    between 1.42 and 2.22); the one-row strip (4.64 : 1) covered a fifth of it."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    import lightsout_helpers as lo

    path = FIGURES / "03-chasing-steps.svg"
    aspect = _svg_aspect(path)
    fill = min(aspect / SLIDE_ASPECT, SLIDE_ASPECT / aspect)
    assert fill >= MIN_SLIDE_FILL, (
        f"{path.name} is {aspect:.2f} : 1 and fills {fill:.0%} of a 16:9 slide"
    )
    # the figure function itself, on any board: every step shown, in reading order
    board = lo.random_solvable_board(5, 5, 0)
    states, presses = [board], []
    for r in range(4):
        p = np.zeros_like(board)
        p[r + 1] = states[-1][r]
        states.append(lo.apply_presses(states[-1], p))
        presses.append(p)
    fig = lo.plots.ch03.chasing_steps(states, presses)
    width, height = fig.get_size_inches()
    assert min(width / height / SLIDE_ASPECT, SLIDE_ASPECT * height / width) >= 0.8
    titles = [ax.get_title() for ax in fig.axes]
    assert titles == ["board"] + [f"row {r} clear" for r in range(1, 5)]
    # reading order: left to right, then top to bottom
    corners = [
        (-round(ax.get_position().y1, 2), ax.get_position().x0) for ax in fig.axes
    ]
    assert corners == sorted(corners)
    plt.close(fig)
