"""Shared code of the book *Lights Out, executed*.

Every notebook imports this module; the tests in ``tests/`` exercise every public
function. Conventions (see ``README.md``):

* A board is a numpy ``uint8`` array of shape ``(rows, cols)``, values ``0..colours-1``.
  A press pattern has the same shape; entry ``k`` means "press this button k times".
* Functions accept anything array-like, return new arrays and never change their input.
* Input is validated once, at the entry; bad input raises ``ValueError`` naming the row,
  the column and the offending value. Rows and columns in messages count from 1.
* Randomness only through an explicit seed.

The module is grouped in sections, one per notebook that introduces them: boards
(01), GF(2) solving (02), chasing (03), Z/NZ (04), integer programming (05),
Life (06), figures (01).
"""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent
"""The repository root: data/ and figures/ are found from here, not from the working directory."""

DATA_DIR = ROOT / "data"
STYLE_FILE = ROOT / "figures" / "lightsout.mplstyle"


class NotSolvableError(ValueError):
    """Raised when a solution is asked for a board that has none; the message says why."""


# ---------------------------------------------------------------------------
# Validation (private)
# ---------------------------------------------------------------------------

def _sage():
    """Import the parts of Sage the helpers use (conda-forge sage or passagemath wheels)."""
    try:
        import sage.all as sg  # noqa: F401
    except ImportError:  # the modular passagemath wheels
        import sage.all__sagemath_modules as sg  # noqa: F401
    return sg


def _check_size(value, name: str) -> int:
    """A positive Python int, or a ValueError that names the argument."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"{name} must be a positive integer, got {value!r}")
    if value <= 0:
        raise ValueError(f"{name} must be a positive integer, got {value}")
    return int(value)


def _check_colours(colours) -> int:
    if isinstance(colours, (bool, np.bool_)) or not isinstance(colours, (int, np.integer)):
        raise ValueError(f"colours must be an integer >= 2, got {colours!r}")
    if colours < 2:
        raise ValueError(f"colours must be an integer >= 2, got {colours}")
    if colours > 255:
        raise ValueError(f"colours must be at most 255 (boards are uint8), got {colours}")
    return int(colours)


def _as_grid(values, name: str, colours: int | None, *, allow_any_count: bool = False) -> np.ndarray:
    """Validate a 2-D array-like of integers and return it as a new int64 array.

    With ``colours`` set, every value must lie in 0..colours-1; with ``allow_any_count``
    any non-negative integer is accepted (press counts).
    """
    if isinstance(values, str):
        raise ValueError(f"{name} is a string; use parse_board() to read a board from text")
    if isinstance(values, (list, tuple)):
        if len(values) == 0:
            raise ValueError(f"{name} is empty: it needs at least one row and one column")
        lengths = []
        for r, row in enumerate(values):
            if not isinstance(row, (list, tuple, np.ndarray)):
                raise ValueError(f"{name} row {r + 1} is {row!r}, not a sequence of cells")
            lengths.append(len(row))
        for r, length in enumerate(lengths):
            if length != lengths[0]:
                raise ValueError(
                    f"{name} has ragged rows: row 1 has {lengths[0]} cells but row {r + 1} has {length}"
                )
    arr = np.asarray(values)
    if arr.ndim != 2:
        raise ValueError(f"{name} must be 2-dimensional (rows x columns), got shape {arr.shape}")
    if arr.shape[0] == 0 or arr.shape[1] == 0:
        raise ValueError(f"{name} is empty (shape {arr.shape}): it needs at least one row and one column")
    if arr.dtype == bool:
        arr = arr.astype(np.int64)
    if not (np.issubdtype(arr.dtype, np.integer) or np.issubdtype(arr.dtype, np.floating)):
        r, c = 0, 0
        for (r, c), v in np.ndenumerate(np.asarray(values, dtype=object)):
            if not isinstance(v, (int, float, np.integer, np.floating)):
                break
        raise ValueError(
            f"{name} must hold integers; row {r + 1}, column {c + 1} is {arr[r, c]!r}"
        )
    if np.issubdtype(arr.dtype, np.floating):
        bad = ~np.isfinite(arr) | (arr != np.round(arr))
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise ValueError(f"{name} must hold integers; row {r + 1}, column {c + 1} is {arr[r, c]!r}")
    arr = arr.astype(np.int64)
    if allow_any_count:
        bad = arr < 0
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise ValueError(
                f"{name} row {r + 1}, column {c + 1} is {arr[r, c]}: press counts must be >= 0"
            )
    elif colours is not None:
        bad = (arr < 0) | (arr >= colours)
        if bad.any():
            r, c = map(int, np.argwhere(bad)[0])
            raise ValueError(
                f"{name} row {r + 1}, column {c + 1} is {arr[r, c]}: allowed values are 0..{colours - 1}"
                f" for {colours} colours"
            )
    return arr


def _as_board(board, colours: int = 2, name: str = "board") -> np.ndarray:
    """A validated copy of ``board`` as uint8."""
    return _as_grid(board, name, colours).astype(np.uint8)


# ---------------------------------------------------------------------------
# Boards (notebook 01)
# ---------------------------------------------------------------------------

_SYMBOLS = {"#": 1, ".": 0, "■": 1, "□": 0}


def parse_board(text: str, colours: int = 2) -> np.ndarray:
    """Read a board from text: one row a line, one cell a character (notebook 01).

    Cells are digits 0..colours-1; with 2 colours also ``#``/``.`` and ``■``/``□``
    (lit/dark). Spaces between cells are allowed; blank lines at the ends are ignored.
    For more than 10 colours, cells are whitespace-separated numbers.
    Returns a uint8 array of shape (rows, cols). Ragged rows, unknown characters,
    values >= colours and empty boards raise ValueError naming row, column and character.
    """
    colours = _check_colours(colours)
    if not isinstance(text, str):
        raise ValueError(f"parse_board expects a string, got {type(text).__name__}")
    lines = text.splitlines()
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise ValueError("the board is empty: no row has any cell")
    rows: list[list[int]] = []
    for r, line in enumerate(lines, start=1):
        if not line.strip():
            raise ValueError(f"row {r} is blank: blank lines are only allowed before and after the board")
        if colours > 10:
            tokens = line.split()
        else:
            tokens = [ch for ch in line if not ch.isspace()]
        row = []
        for c, tok in enumerate(tokens, start=1):
            if colours == 2 and tok in _SYMBOLS:
                row.append(_SYMBOLS[tok])
                continue
            if not re.fullmatch(r"[0-9]+", tok):
                allowed = f"digits 0..{colours - 1}" if colours <= 10 else f"numbers 0..{colours - 1}"
                if colours == 2:
                    allowed += ", '#'/'.' or '■'/'□'"
                raise ValueError(f"row {r}, column {c}: unknown character {tok!r}; allowed are {allowed}")
            value = int(tok)
            if value >= colours:
                raise ValueError(
                    f"row {r}, column {c}: value {tok!r} is too large; allowed are 0..{colours - 1}"
                    f" for {colours} colours"
                )
            row.append(value)
        rows.append(row)
    for r, row in enumerate(rows, start=1):
        if len(row) != len(rows[0]):
            raise ValueError(
                f"ragged rows: row 1 has {len(rows[0])} cells but row {r} has {len(row)}"
            )
    return np.array(rows, dtype=np.uint8)


def format_board(board) -> str:
    """The board as text, one row a line (notebook 01); ``parse_board`` reads it back.

    Values up to 9 are written as digits with no separator; boards with larger values
    (more than 10 colours) use space-separated numbers, which ``parse_board`` reads when
    given the number of colours.
    """
    arr = _as_grid(board, "board", None, allow_any_count=True)
    if arr.max() <= 9:
        return "\n".join("".join(str(v) for v in row) for row in arr)
    width = len(str(arr.max()))
    return "\n".join(" ".join(str(v).rjust(width) for v in row) for row in arr)


def press_matrix(m: int, n: int) -> np.ndarray:
    """The (m*n) x (m*n) 0/1 matrix A of the m x n board as a numpy uint8 array (notebook 01).

    Cells are numbered row-major (cell (r, c) is r*n + c); A[i, j] = 1 when pressing
    cell j toggles cell i. A is symmetric.
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    size = m * n
    a = np.zeros((size, size), dtype=np.uint8)
    idx = np.arange(size).reshape(m, n)
    a[idx.ravel(), idx.ravel()] = 1
    a[idx[1:, :].ravel(), idx[:-1, :].ravel()] = 1  # the cell above was pressed
    a[idx[:-1, :].ravel(), idx[1:, :].ravel()] = 1  # the cell below was pressed
    a[idx[:, 1:].ravel(), idx[:, :-1].ravel()] = 1  # the cell to the left was pressed
    a[idx[:, :-1].ravel(), idx[:, 1:].ravel()] = 1  # the cell to the right was pressed
    return a


def press_matrix_gf2(m: int, n: int):
    """The same matrix A as a Sage matrix over GF(2), built from blocks (notebook 01).

    A is the m x m block matrix with B (n x n, tridiagonal with ones) on the diagonal,
    the n x n identity I next to it and zero blocks elsewhere: [B I; I B I; ...; I B].
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    sg = _sage()
    F = sg.GF(2)
    B = sg.matrix(F, n, n, lambda i, j: 1 if abs(i - j) <= 1 else 0)
    I = sg.identity_matrix(F, n)
    Z = sg.zero_matrix(F, n, n)
    blocks = [[B if i == j else I if abs(i - j) == 1 else Z for j in range(m)] for i in range(m)]
    return sg.block_matrix(F, blocks, subdivide=False)


def apply_presses(board, presses, colours: int = 2) -> np.ndarray:
    """The board after the presses (notebook 01).

    Each press of cell (r, c) adds 1 mod ``colours`` to that cell and to its up, down,
    left and right neighbours inside the board (nothing wraps around). ``presses`` has
    the board's shape and holds non-negative press counts. Returns a new uint8 array.
    """
    colours = _check_colours(colours)
    b = _as_grid(board, "board", colours)
    p = _as_grid(presses, "presses", None, allow_any_count=True)
    if p.shape != b.shape:
        raise ValueError(f"presses have shape {p.shape} but the board has shape {b.shape}")
    p = p % colours
    total = b + p
    total[1:, :] += p[:-1, :]
    total[:-1, :] += p[1:, :]
    total[:, 1:] += p[:, :-1]
    total[:, :-1] += p[:, 1:]
    return (total % colours).astype(np.uint8)


def random_solvable_board(m: int, n: int, seed: int, colours: int = 2) -> np.ndarray:
    """A random board that is solvable by construction (notebook 01; source 000's procedure).

    ``random.Random(seed)`` draws ``randint(0, colours - 1)`` presses for each button in
    row-major order; the presses are applied to the dark board.
    """
    m = _check_size(m, "m (rows)")
    n = _check_size(n, "n (columns)")
    colours = _check_colours(colours)
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    rng = random.Random(int(seed))
    presses = [[rng.randint(0, colours - 1) for _ in range(n)] for _ in range(m)]
    return apply_presses(np.zeros((m, n), dtype=np.uint8), presses, colours)


def solve(board, colours: int = 2) -> np.ndarray:
    """One press pattern that brings every cell to 0 (notebook 02 for 2 colours, 04 for N).

    Returns presses in 0..colours-1 with ``apply_presses(board, presses, colours)`` all
    zero. Raises ``NotSolvableError`` (a ValueError) saying why when there is none.
    """
    colours = _check_colours(colours)
    b = _as_board(board, colours)
    if colours == 2:
        return _solve_gf2(b)
    return _solve_mod(b, colours)


# ---------------------------------------------------------------------------
# GF(2): solvability, all solutions, fewest presses (notebook 02)
# ---------------------------------------------------------------------------

def _solve_gf2(board: np.ndarray) -> np.ndarray:
    raise NotImplementedError("GF(2) solving arrives with notebook 02")


# ---------------------------------------------------------------------------
# Light chasing and the polynomials f_k (notebook 03)
# ---------------------------------------------------------------------------


# ---------------------------------------------------------------------------
# N colours: boards over Z/NZ (notebook 04)
# ---------------------------------------------------------------------------

def _solve_mod(board: np.ndarray, colours: int) -> np.ndarray:
    raise NotImplementedError("N-colour solving arrives with notebook 04")


# ---------------------------------------------------------------------------
# Integer programming with SCIP (notebook 05)
# ---------------------------------------------------------------------------


# ---------------------------------------------------------------------------
# Game of Life (notebook 06)
# ---------------------------------------------------------------------------


# ---------------------------------------------------------------------------
# A board to play with in JupyterLab (notebook 00)
# ---------------------------------------------------------------------------

_PLAY_MAX_SIZE = 12
_PLAY_MAX_COLOURS = 8
_PLAY_DARK, _PLAY_LIT, _PLAY_MARK = "#2b2b2b", "#ffd43b", "#e03131"


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
        candidate = uuid.uuid5(uuid.NAMESPACE_URL, f"lightsout-playboard/{_PLAY_IDS[0]}").hex
        if candidate not in _instances:
            return candidate


_PLAY_IDS = [0]  # boards made so far in this process


def _play_mark(count: int) -> str:
    """The overlay mark of a button pressed ``count`` times: '●', '●2', '●3', ... ('' for 0)."""
    return "" if count == 0 else "●" if count == 1 else f"●{count}"


class PlayBoard:
    """An ipywidgets Lights Out board to play with in JupyterLab (notebook 00).

    ``PlayBoard(m, n, colours=2, seed=0)`` starts on ``random_solvable_board(m, n, seed,
    colours)``. ``press(r, c)`` (rows and columns from 0) adds 1 mod ``colours`` to the cell
    and its neighbours and counts a move; ``new_board(seed)`` deals a new solvable board;
    ``show_solution()`` overlays the presses of ``solve`` (a red ● on each button, ●k for k
    presses) and ``show_fewest()`` those of ``min_presses`` (2 colours only);
    ``hide_presses()`` removes the overlay. ``board``, ``moves``, ``overlay`` (None or a
    press pattern) and ``overlay_kind`` (None, "solution" or "fewest") expose the state,
    ``widget`` is the ipywidgets box, and the buttons (``cells[r][c]``, ``new_button``,
    ``solution_button``, ``fewest_button``, ``hide_button``) can be clicked from Python
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

        def box(width):
            return dict(layout=w.Layout(width=width), style={"description_width": "initial"})

        self.rows_picker = w.BoundedIntText(value=m, min=1, max=_PLAY_MAX_SIZE, description="rows", **box("8em"))
        self.cols_picker = w.BoundedIntText(value=n, min=1, max=_PLAY_MAX_SIZE, description="columns",
                                            **box("10em"))
        self.colours_picker = w.Dropdown(options=list(range(2, _PLAY_MAX_COLOURS + 1)), value=colours,
                                         description="colours", **box("9em"))
        self.seed_picker = w.IntText(value=seed, description="seed", **box("10em"))
        self.new_button = w.Button(description="new solvable board", layout=w.Layout(width="auto"))
        self.solution_button = w.Button(description="show a solution", layout=w.Layout(width="auto"))
        self.fewest_button = w.Button(description="show fewest presses", layout=w.Layout(width="auto"))
        self.hide_button = w.Button(description="hide presses", layout=w.Layout(width="auto"))
        self.status = w.HTML()
        self.new_button.on_click(lambda _: self._guarded(self._new_from_pickers))
        self.solution_button.on_click(lambda _: self._guarded(self.show_solution))
        self.fewest_button.on_click(lambda _: self._guarded(self.show_fewest))
        self.hide_button.on_click(lambda _: self._guarded(self.hide_presses))
        self.grid = w.GridBox()
        self.widget = w.VBox([
            w.HBox([self.rows_picker, self.cols_picker, self.colours_picker, self.seed_picker]),
            w.HBox([self.new_button, self.solution_button, self.fewest_button, self.hide_button]),
            self.grid,
            self.status,
        ], model_id=_play_model_id())
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
        m = _check_size(m, "m (rows)")
        n = _check_size(n, "n (columns)")
        for name, v in (("m (rows)", m), ("n (columns)", n)):
            if v > _PLAY_MAX_SIZE:
                raise ValueError(f"{name} is {v}: the play board allows 1..{_PLAY_MAX_SIZE}")
        colours = _check_colours(colours)
        if colours > _PLAY_MAX_COLOURS:
            raise ValueError(f"colours is {colours}: the play board allows 2..{_PLAY_MAX_COLOURS}")
        if isinstance(seed, (bool, np.bool_)) or not isinstance(seed, (int, np.integer)):
            raise ValueError(f"seed must be an integer, got {seed!r}")
        return m, n, colours, int(seed)

    # -- actions -----------------------------------------------------------
    def press(self, r: int, c: int) -> np.ndarray:
        """Press button (r, c), counting from 0; returns the new board.

        A shown solution stays a solution (one press fewer on that button); fewest
        presses are recomputed for the new board.
        """
        for name, v, size in (("row", r, self.m), ("column", c, self.n)):
            if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)) or not 0 <= v < size:
                raise ValueError(f"{name} {v!r} is outside the board: allowed are 0..{size - 1}")
        unit = np.zeros((self.m, self.n), dtype=np.int64)
        unit[r, c] = 1
        self._board = apply_presses(self._board, unit, self.colours)
        self.moves += 1
        self.message = ""
        if self.overlay_kind == "solution":
            self.overlay = ((self.overlay.astype(np.int64) - unit) % self.colours).astype(np.uint8)
        elif self.overlay_kind == "fewest":
            self._set_overlay(self._fewest(), "fewest")
        self._refresh()
        return self.board

    def new_board(self, seed: int | None = None, m: int | None = None, n: int | None = None,
                  colours: int | None = None) -> np.ndarray:
        """Deal ``random_solvable_board(m, n, seed, colours)``; returns it.

        Omitted arguments keep their current values, except ``seed``, which moves on to
        the next seed. The move counter and the overlay are reset.
        """
        m, n, colours, seed = self._check(
            self.m if m is None else m, self.n if n is None else n,
            self.colours if colours is None else colours, self.seed + 1 if seed is None else seed)
        reshape = (m, n) != (self.m, self.n)
        self.m, self.n, self.colours, self.seed = m, n, colours, seed
        self._board = random_solvable_board(m, n, seed, colours)
        self.moves = 0
        self.overlay, self.overlay_kind, self.message = None, None, ""
        self.rows_picker.value, self.cols_picker.value = m, n
        self.colours_picker.value, self.seed_picker.value = colours, seed
        if reshape:
            self._build_grid()
        self._refresh()
        return self.board

    def show_solution(self) -> np.ndarray:
        """Overlay the presses ``solve(board, colours)`` returns for the current board; returns them."""
        presses = _as_grid(solve(self._board, self.colours), "solution", self.colours).astype(np.uint8)
        self._set_overlay(presses, "solution")
        self._refresh()
        return presses.copy()

    def show_fewest(self) -> np.ndarray:
        """Overlay the fewest presses (``min_presses``, 2 colours) for the current board; returns them."""
        self._set_overlay(self._fewest(), "fewest")
        self._refresh()
        return self.overlay.copy()

    def hide_presses(self) -> None:
        """Remove the overlay."""
        self.overlay, self.overlay_kind, self.message = None, None, ""
        self._refresh()

    # -- internals ---------------------------------------------------------
    def _fewest(self) -> np.ndarray:
        if self.colours != 2:
            raise ValueError(f"fewest presses are computed for 2 colours only (this board has {self.colours});"
                             " notebook 05 minimises presses for N colours with SCIP")
        fewest = globals().get("min_presses")
        if fewest is None:
            raise NotImplementedError("min_presses arrives with notebook 02")
        return _as_grid(fewest(self._board), "fewest presses", 2).astype(np.uint8)

    def _set_overlay(self, presses: np.ndarray, kind: str) -> None:
        if presses.shape != self._board.shape:
            raise ValueError(f"the {kind} has shape {presses.shape} but the board has shape {self._board.shape}")
        if apply_presses(self._board, presses, self.colours).any():
            raise ValueError(f"the {kind} returned does not switch the board off")
        self.overlay, self.overlay_kind, self.message = presses, kind, ""

    def _guarded(self, action) -> None:
        """Run a button's action; a failure is shown in the status line instead of being lost."""
        try:
            action()
        except (ValueError, NotImplementedError) as err:  # NotSolvableError is a ValueError
            self.message = str(err)
            self._refresh()

    def _new_from_pickers(self) -> None:
        same = (self.rows_picker.value, self.cols_picker.value, self.colours_picker.value,
                self.seed_picker.value) == (self.m, self.n, self.colours, self.seed)
        self.new_board(seed=self.seed + 1 if same else self.seed_picker.value, m=self.rows_picker.value,
                       n=self.cols_picker.value, colours=self.colours_picker.value)

    def _build_grid(self) -> None:
        w = self._w
        self.cells = []
        for r in range(self.m):
            row = []
            for c in range(self.n):
                b = w.Button(layout=w.Layout(width="2.6em", height="2.6em", padding="0"))
                b.on_click(lambda _, r=r, c=c: self._guarded(lambda: self.press(r, c)))
                row.append(b)
            self.cells.append(row)
        self.grid.children = [b for row in self.cells for b in row]
        self.grid.layout = w.Layout(grid_template_columns=f"repeat({self.n}, 2.8em)", grid_gap="2px")

    def _marks(self) -> np.ndarray:
        if self.overlay is None:
            return np.zeros((self.m, self.n), dtype=np.uint8)
        return self.overlay

    def status_text(self) -> str:
        """The status line: moves, lights on, what the overlay shows, and any message."""
        lit = int(np.count_nonzero(self._board))
        parts = [f"{self.m} x {self.n}, {self.colours} colours, seed {self.seed}",
                 f"moves: {self.moves}", "solved!" if lit == 0 else f"lights on: {lit}"]
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
                b.description = _play_mark(k)
                b.tooltip = f"row {r + 1}, column {c + 1}: value {v}" + (f", press {k}x" if k else "")
                b.style.button_color = palette[v]
                b.style.text_color = _PLAY_MARK
                b.style.font_weight = "bold"
                b.layout.border = f"2px solid {_PLAY_MARK}" if k else "2px solid #9e9e9e"
        self.fewest_button.disabled = self.colours != 2
        self.status.value = "<b>" + self.status_text().replace("&", "&amp;").replace("<", "&lt;") + "</b>"

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
                border = _PLAY_MARK if k else "#9e9e9e"
                tds.append(f'<td style="width:1.8em;height:1.8em;background:{palette[v]};border:2px solid {border};'
                           f'color:{_PLAY_MARK};font-weight:bold;text-align:center">{_play_mark(k)}</td>')
            cells.append("<tr>" + "".join(tds) + "</tr>")
        status = self.status_text().replace("&", "&amp;").replace("<", "&lt;")
        return (f'<div class="lightsout-playboard"><table style="border-collapse:separate;border-spacing:2px">'
                + "".join(cells) + f"</table><p><b>{status}</b></p><p><i>A snapshot of the board; "
                "run the notebook in JupyterLab to play.</i></p></div>")

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The live widget for Jupyter, plus a static HTML snapshot and a text board."""
        data = dict(self.widget._repr_mimebundle_())
        data["text/plain"] = self._repr_text()
        data["text/html"] = self._repr_html_snapshot()
        return data

    def __repr__(self) -> str:
        return self._repr_text()


# ---------------------------------------------------------------------------
# Figures (notebook 01): one style, one export function
# ---------------------------------------------------------------------------

def _figures_dir() -> Path:
    """figures/ at the repository root, or $LIGHTSOUT_FIGURES_DIR when set (used by tests)."""
    override = os.environ.get("LIGHTSOUT_FIGURES_DIR")
    return Path(override) if override else ROOT / "figures"


def _use_style() -> None:
    import matplotlib.style

    matplotlib.style.use(STYLE_FILE)


def plot_board(board, presses=None, ax=None, colours: int | None = None, title: str | None = None):
    """Draw a board (and optionally the presses as rings) on a matplotlib axes (notebook 01).

    Lit cells are yellow and dark cells charcoal for 2 colours; with more colours each value
    has its own shade and is written in the cell. Presses (same shape, counts) are marked by
    a red ring, with the count written when it exceeds 1. Returns the axes.
    """
    import matplotlib.pyplot as plt
    from matplotlib.colors import ListedColormap

    if colours is None:
        arr = _as_grid(board, "board", None, allow_any_count=True)
        colours = max(2, int(arr.max()) + 1)
    colours = _check_colours(colours)
    b = _as_board(board, colours)
    p = None
    if presses is not None:
        p = _as_grid(presses, "presses", None, allow_any_count=True)
        if p.shape != b.shape:
            raise ValueError(f"presses have shape {p.shape} but the board has shape {b.shape}")
    if ax is None:
        _, ax = plt.subplots()
    m, n = b.shape
    if colours == 2:
        cmap = ListedColormap(["#2b2b2b", "#ffd43b"])
    else:
        cmap = plt.get_cmap("viridis", colours)
    ax.imshow(b, cmap=cmap, vmin=-0.5, vmax=colours - 0.5, interpolation="nearest")
    ax.set_xticks(np.arange(-0.5, n, 1), minor=True)
    ax.set_yticks(np.arange(-0.5, m, 1), minor=True)
    ax.grid(which="minor", color="#9e9e9e", linewidth=1.0 if max(m, n) <= 20 else 0.3)
    ax.tick_params(which="both", bottom=False, left=False, labelbottom=False, labelleft=False)
    for spine in ax.spines.values():
        spine.set_visible(True)
        spine.set_color("#9e9e9e")
    big = max(m, n) <= 12
    if colours > 2 and big:
        for (r, c), v in np.ndenumerate(b):
            ax.text(c, r, str(v), ha="center", va="center", fontsize=9,
                    color="white" if v < colours / 2 else "black")
    if p is not None:
        rr, cc = np.nonzero(p)
        ax.scatter(cc, rr, s=(220 if big else 20) * (12 / max(m, n, 12)) ** 2 * (1 if big else 4),
                   facecolors="none", edgecolors="#e03131", linewidths=2 if big else 0.8)
        if big:
            for r, c in zip(rr, cc):
                if p[r, c] > 1:
                    ax.text(c + 0.3, r - 0.3, str(p[r, c]), ha="center", va="center",
                            fontsize=8, color="#e03131")
    if title:
        ax.set_title(title)
    return ax


_FIGURE_NAME = re.compile(r"[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*")


def savefig(fig, name: str) -> list[Path]:
    """Write ``fig`` as figures/NAME.svg, .pdf and .png (notebook 01; every figure uses it).

    NAME starts with the notebook number, e.g. ``01-one-press``. Metadata that would
    change from run to run (dates, software versions) is left out, so two runs give
    identical bytes for the same matplotlib. Returns the paths written.
    """
    if not isinstance(name, str) or not _FIGURE_NAME.fullmatch(name):
        raise ValueError(
            f"figure name {name!r} must look like 'NN-words-with-dashes' (lower case, "
            "starting with the notebook number, no extension)"
        )
    out = _figures_dir()
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    meta = {
        "svg": {"Date": None, "Creator": None},
        "pdf": {"CreationDate": None, "ModDate": None, "Creator": None, "Producer": None},
        "png": {"Software": None},
    }
    for ext in ("svg", "pdf", "png"):
        path = out / f"{name}.{ext}"
        fig.savefig(path, format=ext, metadata=meta[ext])
        paths.append(path)
    return paths


_use_style()
