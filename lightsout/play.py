"""A board to play with in JupyterLab (notebook 00)."""

from __future__ import annotations

import numpy as np

from .boards import apply_presses, format_board, random_solvable_board
from .gf2 import min_presses
from .solving import solve
from .validation import as_grid, check_colours, check_size, exact_int

_PLAY_MAX_SIZE = 12
_PLAY_MAX_COLOURS = 8
FEWEST_TIME_LIMIT = (
    10.0  # seconds SCIP may take for "show fewest presses" with more than 2 colours
)
_PLAY_DARK, _PLAY_LIT = "#2b2b2b", "#ffd43b"
_PLAY_MARK = "#D55E00"  # Okabe and Ito's vermillion, the press ring of the figures
_PLAY_HALO = "-1px 0 #fff, 1px 0 #fff, 0 -1px #fff, 0 1px #fff"  # white outline, CSS
SEARCHING = "searching (up to {limit:g} s)\u2026"
_PLAY_CSS = (
    "<style>.lightsout-pressed{text-shadow:" + _PLAY_HALO + ";"
    "box-shadow:inset 0 0 0 2px #fff}</style>"
)


def _play_palette(colours: int) -> list[str]:
    """Cell colours for 0..colours-1: charcoal/yellow for 2 colours, viridis steps otherwise."""
    if colours == 2:
        return [_PLAY_DARK, _PLAY_LIT]
    import matplotlib
    from matplotlib.colors import to_hex

    cmap = matplotlib.colormaps["viridis"]
    return [to_hex(cmap(k / (colours - 1))) for k in range(colours)]


def _play_model_id() -> str:
    """A model id for the board's top widget that is the same in every fresh kernel.

    ipywidgets draws random ids, which would change the stored output of notebook 00 at
    every run; ids from a counter keep ``make book`` from rewriting it. Ids already in use
    in this kernel (e.g. after reloading this module) are skipped.
    """
    import uuid

    from ipywidgets.widgets.widget import _instances

    while True:
        _PLAY_IDS[0] += 1
        candidate = uuid.uuid5(
            uuid.NAMESPACE_URL, f"lightsout-playboard/{_PLAY_IDS[0]}"
        ).hex
        if candidate not in _instances:
            return candidate


_PLAY_IDS = [0]  # boards made so far in this process


def _play_mark(count: int) -> str:
    """The overlay mark of a button pressed ``count`` times: '●', '●2', '●3', ... ('' for 0)."""
    return "" if count == 0 else "●" if count == 1 else f"●{count}"


def _play_label(value: int, count: int, colours: int) -> str:
    """A cell's text: its mark, preceded by its value when there are more than 2 colours."""
    if colours == 2:
        return _play_mark(count)
    return f"{value} {_play_mark(count)}".strip()


def _play_ink(value: int, colours: int) -> str:
    """Black or white, whichever reads on the cell colour of ``value`` (as plot_board)."""
    return "white" if colours > 2 and value < colours / 2 else "black"


def _play_legend(colours: int) -> str:
    """HTML strip: the order in which a press cycles the colours, 0 -> 1 -> ... -> 0."""
    if colours == 2:
        return ""
    palette = _play_palette(colours)
    boxes = [
        f'<span style="display:inline-block;min-width:1.6em;text-align:center;'
        f"background:{palette[v % colours]};color:{_play_ink(v % colours, colours)};"
        f'border:1px solid #9e9e9e;padding:0 0.2em">{v % colours}</span>'
        for v in range(colours + 1)
    ]
    return (
        '<span class="lightsout-legend">a press cycles a cell: '
        + " \u2192 ".join(boxes)
        + "</span>"
    )


class PlayBoard:
    """An ipywidgets Lights Out board to play with in JupyterLab (notebook 00).

    ``PlayBoard(m, n, colours=2, seed=0)`` starts on ``random_solvable_board(m, n, seed,
    colours)``. ``press(r, c)`` (rows and columns from 0) adds 1 mod ``colours`` to the cell
    and its neighbours and counts a move; ``new_board(seed)`` deals a new solvable board;
    ``show_solution()`` overlays the presses of ``solve`` (a vermillion ● with a halo on each
    button, ●k for k presses) and ``show_fewest()`` the fewest presses (``min_presses`` for
    2 colours, SCIP for more); ``hide_presses()`` removes the overlay and ``restart()`` goes
    back to the dealt board with 0 moves. With more than 2 colours each cell shows its
    value and a legend strip shows the order in which a press cycles the colours. ``board``, ``moves``, ``overlay`` (None or a
    press pattern) and ``overlay_kind`` (None, "solution" or "fewest") expose the state,
    ``widget`` is the ipywidgets box, and the buttons (``cells[r][c]``, ``new_button``,
    ``solution_button``, ``fewest_button``, ``hide_button``, ``restart_button``) can be clicked from Python
    with ``.click()``. Displayed in a notebook it shows the live widget, with a static HTML
    snapshot and a text board for readers without a kernel.
    """

    def __init__(self, m: int = 5, n: int = 5, colours: int = 2, seed: int = 0):
        import ipywidgets as w

        m, n, colours, seed = self._check(m, n, colours, seed)
        self._w = w
        self.m, self.n, self.colours, self.seed = m, n, colours, seed
        self.moves = 0
        self.overlay: np.ndarray | None = None
        self.overlay_kind: str | None = None
        self.message = ""
        self._board = random_solvable_board(m, n, seed, colours)
        self._dealt = self._board.copy()

        def box(width):
            return dict(
                layout=w.Layout(width=width), style={"description_width": "initial"}
            )

        self.rows_picker = w.BoundedIntText(
            value=m, min=1, max=_PLAY_MAX_SIZE, description="rows", **box("8em")
        )
        self.cols_picker = w.BoundedIntText(
            value=n, min=1, max=_PLAY_MAX_SIZE, description="columns", **box("10em")
        )
        self.colours_picker = w.Dropdown(
            options=list(range(2, _PLAY_MAX_COLOURS + 1)),
            value=colours,
            description="colours",
            **box("9em"),
        )
        self.seed_picker = w.IntText(value=seed, description="seed", **box("10em"))
        self.new_button = w.Button(
            description="new solvable board", layout=w.Layout(width="auto")
        )
        self.solution_button = w.Button(
            description="show a solution", layout=w.Layout(width="auto")
        )
        self.fewest_button = w.Button(
            description="show fewest presses", layout=w.Layout(width="auto")
        )
        self.hide_button = w.Button(
            description="hide presses", layout=w.Layout(width="auto")
        )
        self.restart_button = w.Button(
            description="restart this board", layout=w.Layout(width="auto")
        )
        self.status = w.HTML()
        self.legend = w.HTML()
        self.restart_button.on_click(lambda _: self._guarded(self.restart))
        self.new_button.on_click(lambda _: self._guarded(self._new_from_pickers))
        self.solution_button.on_click(lambda _: self._guarded(self.show_solution))
        self.fewest_button.on_click(lambda _: self._guarded(self._fewest_clicked))
        self.hide_button.on_click(lambda _: self._guarded(self.hide_presses))
        self.grid = w.GridBox()
        self.widget = w.VBox(
            [
                w.HBox(
                    [
                        self.rows_picker,
                        self.cols_picker,
                        self.colours_picker,
                        self.seed_picker,
                    ]
                ),
                w.HBox(
                    [
                        self.new_button,
                        self.solution_button,
                        self.fewest_button,
                        self.hide_button,
                        self.restart_button,
                    ]
                ),
                self.grid,
                # the style sheet of the marks' halo and the legend, in a box of their own
                # so that the status line stays the box's one direct HTML child
                w.HBox([w.HTML(_PLAY_CSS), self.legend]),
                self.status,
            ],
            model_id=_play_model_id(),
        )
        self._build_grid()
        self._refresh()

    # -- state -------------------------------------------------------------
    @property
    def board(self) -> np.ndarray:
        """A copy of the current board (uint8, values 0..colours-1)."""
        return self._board.copy()

    @property
    def solved(self) -> bool:
        """True when every cell is 0 (dark)."""
        return not self._board.any()

    @staticmethod
    def _check(m, n, colours, seed):
        m = check_size(m, "m (rows)")
        n = check_size(n, "n (columns)")
        for name, v in (("m (rows)", m), ("n (columns)", n)):
            if v > _PLAY_MAX_SIZE:
                raise ValueError(
                    f"{name} is {v}: the play board allows 1..{_PLAY_MAX_SIZE}"
                )
        colours = check_colours(colours)
        if colours > _PLAY_MAX_COLOURS:
            raise ValueError(
                f"colours is {colours}: the play board allows 2..{_PLAY_MAX_COLOURS}"
            )
        if exact_int(seed) is None:
            raise ValueError(f"seed must be an integer, got {seed!r}")
        return m, n, colours, exact_int(seed)

    # -- actions -----------------------------------------------------------
    def press(self, r: int, c: int) -> np.ndarray:
        """Press button (r, c), counting from 0; returns the new board.

        A shown solution stays a solution (one press fewer on that button); fewest
        presses are recomputed for the new board.
        """
        for name, v, size in (("row", r, self.m), ("column", c, self.n)):
            iv = exact_int(v)  # Python, numpy or Sage integers; not bool or float
            if iv is None or not 0 <= iv < size:
                raise ValueError(
                    f"{name} {v!r} is outside the board: allowed are the integers 0..{size - 1}"
                )
        r, c = exact_int(r), exact_int(c)
        unit = np.zeros((self.m, self.n), dtype=np.int64)
        unit[r, c] = 1
        self._board = apply_presses(self._board, unit, self.colours)
        self.moves += 1
        self.message = ""
        if self.overlay_kind == "solution":
            self.overlay = (
                (self.overlay.astype(np.int64) - unit) % self.colours
            ).astype(np.uint8)
        elif self.overlay_kind == "fewest":
            if self.colours > 2:  # SCIP searches again: say so while it runs
                self.message = SEARCHING.format(limit=FEWEST_TIME_LIMIT)
                self._refresh()
            presses, note = self._fewest()
            self._set_overlay(presses, "fewest")
            self.message = note
        self._refresh()
        return self.board

    def new_board(
        self,
        seed: int | None = None,
        m: int | None = None,
        n: int | None = None,
        colours: int | None = None,
    ) -> np.ndarray:
        """Deal ``random_solvable_board(m, n, seed, colours)``; returns it.

        Omitted arguments keep their current values, except ``seed``, which moves on to
        the next seed. The move counter and the overlay are reset.
        """
        m, n, colours, seed = self._check(
            self.m if m is None else m,
            self.n if n is None else n,
            self.colours if colours is None else colours,
            self.seed + 1 if seed is None else seed,
        )
        reshape = (m, n) != (self.m, self.n)
        self.m, self.n, self.colours, self.seed = m, n, colours, seed
        self._board = random_solvable_board(m, n, seed, colours)
        self._dealt = self._board.copy()
        self.moves = 0
        self.overlay, self.overlay_kind, self.message = None, None, ""
        self.rows_picker.value, self.cols_picker.value = m, n
        self.colours_picker.value, self.seed_picker.value = colours, seed
        if reshape:
            self._build_grid()
        self._refresh()
        return self.board

    def restart(self) -> np.ndarray:
        """Go back to the board as it was dealt: moves 0, no overlay; returns the board."""
        self._board = self._dealt.copy()
        self.moves = 0
        self.overlay, self.overlay_kind, self.message = None, None, ""
        self._refresh()
        return self.board

    def show_solution(self) -> np.ndarray:
        """Overlay the presses ``solve(board, colours)`` returns for the current board; returns them."""
        presses = as_grid(
            solve(self._board, self.colours), "solution", self.colours
        ).astype(np.uint8)
        self._set_overlay(presses, "solution")
        self._refresh()
        return presses.copy()

    def show_fewest(self) -> np.ndarray:
        """Overlay the fewest presses for the current board and return them (notebook 00).

        2 colours: ``min_presses`` (exact, notebook 02). More colours: ``scip_solve(...,
        colours=N)`` (notebook 06) with a limit of ``FEWEST_TIME_LIMIT`` seconds, started
        from the pattern ``solve(board, colours=N)`` returns, so it always has a pattern to
        show; when SCIP stops before proving it minimal, the status line says "fewest found,
        not proven".
        """
        presses, note = self._fewest()
        self._set_overlay(presses, "fewest")
        self.message = note
        self._refresh()
        return self.overlay.copy()

    def hide_presses(self) -> None:
        """Remove the overlay."""
        self.overlay, self.overlay_kind, self.message = None, None, ""
        self._refresh()

    # -- internals ---------------------------------------------------------
    def _fewest_clicked(self) -> None:
        """The button: with SCIP (N > 2) the status line says it is searching first."""
        if self.colours > 2:
            self.message = SEARCHING.format(limit=FEWEST_TIME_LIMIT)
            self._refresh()
        self.show_fewest()

    def _fewest(self) -> tuple[np.ndarray, str]:
        if self.colours == 2:
            return as_grid(min_presses(self._board), "fewest presses", 2).astype(
                np.uint8
            ), ""
        from .ilp import (
            scip_solve,
        )  # SCIP is loaded only when N-colour fewest presses are asked for

        start = as_grid(
            solve(self._board, self.colours), "solution", self.colours
        ).astype(np.uint8)
        result = scip_solve(
            self._board,
            colours=self.colours,
            time_limit=FEWEST_TIME_LIMIT,
            start=start,
        )
        if result.proven_optimal:
            return result.presses, ""
        # stopped early: SCIP's best, at worst the start (also when SCIP never ran)
        presses = start if result.presses is None else result.presses
        if int(presses.sum()) > int(start.sum()):
            presses = start
        return presses, (
            f"fewest found, not proven (SCIP stopped after {FEWEST_TIME_LIMIT:g} s)"
        )

    def _set_overlay(self, presses: np.ndarray, kind: str) -> None:
        if presses.shape != self._board.shape:
            raise ValueError(
                f"the {kind} has shape {presses.shape} but the board has shape {self._board.shape}"
            )
        if apply_presses(self._board, presses, self.colours).any():
            raise ValueError(f"the {kind} returned does not switch the board off")
        self.overlay, self.overlay_kind, self.message = presses, kind, ""

    def _guarded(self, action) -> None:
        """Run a button's action; a failure is shown in the status line instead of being lost."""
        try:
            action()
        except ValueError as err:  # NotSolvableError is a ValueError
            self.message = str(err)
            self._refresh()

    def _new_from_pickers(self) -> None:
        same = (
            self.rows_picker.value,
            self.cols_picker.value,
            self.colours_picker.value,
            self.seed_picker.value,
        ) == (self.m, self.n, self.colours, self.seed)
        self.new_board(
            seed=self.seed + 1 if same else self.seed_picker.value,
            m=self.rows_picker.value,
            n=self.cols_picker.value,
            colours=self.colours_picker.value,
        )

    def _build_grid(self) -> None:
        w = self._w
        self.cells = []
        for r in range(self.m):
            row = []
            for c in range(self.n):
                b = w.Button(
                    layout=w.Layout(width="2.6em", height="2.6em", padding="0")
                )
                b.on_click(lambda _, r=r, c=c: self._guarded(lambda: self.press(r, c)))
                row.append(b)
            self.cells.append(row)
        self.grid.children = [b for row in self.cells for b in row]
        self.grid.layout = w.Layout(
            grid_template_columns=f"repeat({self.n}, 2.8em)", grid_gap="2px"
        )

    def _marks(self) -> np.ndarray:
        if self.overlay is None:
            return np.zeros((self.m, self.n), dtype=np.uint8)
        return self.overlay

    def status_text(self) -> str:
        """The status line: moves, lights on, what the overlay shows, and any message."""
        lit = int(np.count_nonzero(self._board))
        parts = [
            f"{self.m} x {self.n}, {self.colours} colours, seed {self.seed}",
            f"moves: {self.moves}",
            "solved!" if lit == 0 else f"lights on: {lit}",
        ]
        if self.overlay_kind is not None and lit:
            what = "a solution" if self.overlay_kind == "solution" else "fewest presses"
            parts.append(f"showing {what}: {int(self.overlay.sum())} presses")
        if self.message:
            parts.append(self.message)
        return "; ".join(parts)

    def _refresh(self) -> None:
        palette = _play_palette(self.colours)
        marks = self._marks()
        for r, row in enumerate(self.cells):
            for c, b in enumerate(row):
                v, k = int(self._board[r, c]), int(marks[r, c])
                b.description = _play_label(v, k, self.colours)
                b.tooltip = f"row {r + 1}, column {c + 1}: value {v}" + (
                    f", press {k}x" if k else ""
                )
                b.style.button_color = palette[v]
                b.style.text_color = _PLAY_MARK if k else _play_ink(v, self.colours)
                b.style.font_weight = "bold"
                b.layout.border = (
                    f"3px solid {_PLAY_MARK}" if k else "2px solid #9e9e9e"
                )
                if k:
                    b.add_class("lightsout-pressed")
                else:
                    b.remove_class("lightsout-pressed")
        self.legend.value = _play_legend(self.colours)
        self.status.value = (
            "<b>"
            + self.status_text().replace("&", "&amp;").replace("<", "&lt;")
            + "</b>"
        )

    def _repr_text(self) -> str:
        lines = [f"PlayBoard({self.status_text()})", format_board(self._board)]
        if self.overlay is not None:
            lines.append(f"presses ({self.overlay_kind}):")
            lines.append(format_board(self.overlay))
        return "\n".join(lines)

    def _repr_html_snapshot(self) -> str:
        palette = _play_palette(self.colours)
        marks = self._marks()
        cells = []
        for r in range(self.m):
            tds = []
            for c in range(self.n):
                v, k = int(self._board[r, c]), int(marks[r, c])
                border = f"3px solid {_PLAY_MARK}" if k else "2px solid #9e9e9e"
                ink = (
                    f"{_PLAY_MARK};text-shadow:{_PLAY_HALO}"
                    if k
                    else _play_ink(v, self.colours)
                )
                tds.append(
                    f'<td style="width:1.8em;height:1.8em;background:{palette[v]};'
                    f"border:{border};color:{ink};font-weight:bold;"
                    f'text-align:center">{_play_label(v, k, self.colours)}</td>'
                )
            cells.append("<tr>" + "".join(tds) + "</tr>")
        status = self.status_text().replace("&", "&amp;").replace("<", "&lt;")
        return (
            '<div class="lightsout-playboard"><table style="border-collapse:separate;border-spacing:2px">'
            + "".join(cells)
            + f"</table><p>{_play_legend(self.colours)}</p>"
            + f"<p><b>{status}</b></p><p><i>A snapshot of the board; "
            "run the notebook in JupyterLab to play.</i></p></div>"
        )

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The live widget for Jupyter, plus a static HTML snapshot and a text board."""
        data = dict(self.widget._repr_mimebundle_())
        data["text/plain"] = self._repr_text()
        data["text/html"] = self._repr_html_snapshot()
        return data

    def __repr__(self) -> str:
        return self._repr_text()


# ---------------------------------------------------------------------------
