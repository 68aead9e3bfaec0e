"""A board to play with in JupyterLab and on the HTML edition (notebook 00).

The board is drawn by one ES module, ``lightsout/static/lightsout-board.js``. In JupyterLab
``PlayBoard`` hosts it through anywidget: the kernel keeps the state (the board, the moves,
the marks), sends it to the module as one trait, ``state``, and answers the messages its
buttons send, with the solvers of notebooks 02, 05 and 06. The HTML edition runs the same
module without a kernel (docs/conf.py copies it and puts it into chapter 00's page); there
it also solves the board itself. A position travels as a link, ``#lightsout=ROWSxCOLS:N:DIGITS``
(``PlayBoard.link`` and ``PlayBoard.from_link``; the module reads the same string).
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from pathlib import Path

import numpy as np

from .boards import apply_presses, format_board, random_solvable_board
from .gf2 import min_presses
from .solving import solve
from .validation import NotSolvableError, as_grid, check_colours, check_size, exact_int

BOARD_JS = Path(__file__).resolve().parent / "static" / "lightsout-board.js"
"""The board's ES module, the one file both hosts load (JupyterLab and the HTML edition)."""
BOARD_JS_SHA256 = hashlib.sha256(BOARD_JS.read_bytes()).hexdigest()
_PLAY_MAX_SIZE = 12
_PLAY_MAX_COLOURS = 8
FEWEST_TIME_LIMIT = (
    10.0  # seconds SCIP may take for "show fewest presses" with more than 2 colours
)
_PLAY_DARK, _PLAY_LIT = "#2b2b2b", "#ffd43b"
_PLAY_MARK = "#D55E00"  # Okabe and Ito's vermillion, the press ring of the figures
_PLAY_HALO = "-1px 0 #fff, 1px 0 #fff, 0 -1px #fff, 0 1px #fff"  # white outline, CSS
SEARCHING = "searching (up to {limit:g} s)\u2026"
LINK_FORM = "#lightsout=ROWSxCOLS:N:DIGITS (e.g. #lightsout=3x3:2:101010101)"
_LINK_SPACE = (
    "\t\n\v\f\r \x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005"
    "\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)
"""The characters ignored around a link: Python's and JavaScript's whitespace together and
the byte-order mark, as LINK_SPACE in the board's module."""


def _quoted(text: str) -> str:
    """``text`` quoted as JavaScript's JSON.stringify quotes it (the module's messages)."""
    return re.sub(
        "[\ud800-\udfff]",
        lambda m: f"\\u{ord(m.group()):04x}",
        json.dumps(text, ensure_ascii=False),
    )


def _board_module() -> str:
    """The text of the board's ES module (what anywidget sends to JupyterLab).

    The benchmark of the module in the browser (bench/bench_00_board_js.py) names this
    function, so its fingerprint covers ``BOARD_JS_SHA256``: the module's bytes.
    """
    text = BOARD_JS.read_bytes()
    if hashlib.sha256(text).hexdigest() != BOARD_JS_SHA256:
        raise RuntimeError(f"{BOARD_JS} changed since lightsout.play was imported")
    return text.decode("utf-8")


def _play_palette(colours: int) -> list[str]:
    """Cell colours for 0..colours-1: charcoal/yellow for 2 colours, viridis steps otherwise."""
    if colours == 2:
        return [_PLAY_DARK, _PLAY_LIT]
    import matplotlib
    from matplotlib.colors import to_hex

    cmap = matplotlib.colormaps["viridis"]
    return [to_hex(cmap(k / (colours - 1))) for k in range(colours)]


def _play_model_id() -> str:
    """A model id for the board's widget that is the same in every fresh kernel.

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


@functools.cache
def _widget_class():
    """The anywidget class of the board (anywidget is imported when a board is first made)."""
    import anywidget
    import traitlets

    class LightsOutBoard(anywidget.AnyWidget):
        """The board's front end: the ES module, fed the state of a PlayBoard."""

        _esm = _board_module()
        state = traitlets.Dict().tag(sync=True)

    return LightsOutBoard


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


def _parse_link(link) -> tuple[int, int, int, np.ndarray]:
    """(rows, cols, colours, board) of a link; the same checks and messages as the module."""
    if not isinstance(link, str):
        raise ValueError(
            f"a position is a string {LINK_FORM}, got {link!r} ({type(link).__name__})"
        )
    text = link.strip(_LINK_SPACE)
    at = text.find("lightsout=")
    if at >= 0:
        text = text[at + len("lightsout=") :]
    found = re.fullmatch(r"(\d{1,4})x(\d{1,4}):(\d{1,4}):(\d*)", text, re.ASCII)
    if found is None:
        raise ValueError(f"a position reads {LINK_FORM}, got {_quoted(link)}")
    rows, cols, colours = (int(v) for v in found.groups()[:3])
    for name, v, lo, hi in (
        ("rows", rows, 1, _PLAY_MAX_SIZE),
        ("columns", cols, 1, _PLAY_MAX_SIZE),
        ("colours", colours, 2, _PLAY_MAX_COLOURS),
    ):
        if not lo <= v <= hi:
            raise ValueError(f"{name} is {v}: the play board allows {lo}..{hi}")
    digits = found.group(4)
    if len(digits) != rows * cols:
        raise ValueError(
            f"the position has {len(digits)} digits but a {rows} x {cols} board needs "
            f"{rows * cols}, one per cell, row by row"
        )
    board = np.array([int(d) for d in digits], dtype=np.uint8).reshape(rows, cols)
    bad = np.flatnonzero(board.ravel() >= colours)
    if bad.size:
        r, c = divmod(int(bad[0]), cols)
        raise ValueError(
            f"the digit at row {r + 1}, column {c + 1} is {board[r, c]}, but a board "
            f"with {colours} colours has the values 0..{colours - 1}"
        )
    return rows, cols, colours, board


class _Button:
    """A button of the board driven from Python: ``click()`` does what a click does."""

    def __init__(self, action):
        self._action = action

    def click(self) -> None:
        self._action()


class PlayBoard:
    """A Lights Out board to play with in JupyterLab (notebook 00), drawn by anywidget.

    ``PlayBoard(m, n, colours=2, seed=0)`` starts on ``random_solvable_board(m, n, seed,
    colours)``; ``PlayBoard.from_link("#lightsout=3x3:2:101010101")`` on the position of a
    link, and ``link()`` gives the current position as such a link. ``press(r, c)`` (rows
    and columns from 0) adds 1 mod ``colours`` to the cell and its neighbours and counts a
    move; ``new_board(seed)`` deals a new solvable board; ``show_solution()`` marks the
    presses of ``solve`` (a vermillion ● on each button, ●k for k presses) and
    ``show_fewest()`` the fewest presses (``min_presses`` for 2 colours, SCIP for more);
    ``hide_presses()`` removes the marks and ``restart()`` goes back to the dealt board with
    0 moves. ``board``, ``moves``, ``overlay`` (None or a press pattern) and
    ``overlay_kind`` (None, "solution" or "fewest") expose the state, ``widget`` is the
    anywidget, and the buttons (``cells[r][c]``, ``new_button``, ``solution_button``,
    ``fewest_button``, ``hide_button``, ``restart_button``) can be clicked from Python
    with ``.click()``. Displayed in a notebook it shows the live board, with a static HTML
    snapshot (which the HTML edition turns into a live board) and a text board.
    """

    def __init__(self, m: int = 5, n: int = 5, colours: int = 2, seed: int = 0):
        m, n, colours, seed = self._check(m, n, colours, seed)
        self.m, self.n, self.colours, self.seed = m, n, colours, seed
        self.origin = f"seed {seed}"
        self.moves = 0
        self.overlay: np.ndarray | None = None
        self.overlay_kind: str | None = None
        self._clear()  # message, and whether the overlay is proven fewest and why not
        self._board = random_solvable_board(m, n, seed, colours)
        self._dealt = self._board.copy()
        self.new_button = _Button(lambda: self._guarded(self.new_board))
        self.solution_button = _Button(lambda: self._guarded(self.show_solution))
        self.fewest_button = _Button(lambda: self._guarded(self._fewest_clicked))
        self.hide_button = _Button(lambda: self._guarded(self.hide_presses))
        self.restart_button = _Button(lambda: self._guarded(self.restart))
        self._build_cells()
        self.widget = _widget_class()(state=self._state(), model_id=_play_model_id())
        self.widget.on_msg(self._on_message)

    @classmethod
    def from_link(cls, link: str) -> PlayBoard:
        """A board on the position of a link ``#lightsout=ROWSxCOLS:N:DIGITS`` (notebook 00).

        Takes the fragment, a whole address ending in it, or the bare ``ROWSxCOLS:N:DIGITS``
        (digits row by row, one per cell, 0..N-1). The board need not be solvable. Raises
        ValueError saying what is wrong with the link.
        """
        m, n, colours, board = _parse_link(link)
        pb = cls(m, n, colours, seed=0)
        pb._board, pb._dealt, pb.origin = board, board.copy(), "from a link"
        pb._clear()
        pb._refresh()
        return pb

    def link(self) -> str:
        """The current position as a link, ``#lightsout=ROWSxCOLS:N:DIGITS`` (notebook 00)."""
        digits = "".join(str(int(v)) for v in self._board.ravel())
        return f"#lightsout={self.m}x{self.n}:{self.colours}:{digits}"

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
            self.message, self._proven, self._unproven = "", not note, note
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
        self.origin = f"seed {seed}"
        self._board = random_solvable_board(m, n, seed, colours)
        self._dealt = self._board.copy()
        self.moves = 0
        self._clear()
        if reshape:
            self._build_cells()
        self._refresh()
        return self.board

    def restart(self) -> np.ndarray:
        """Go back to the board as it was dealt: moves 0, no overlay; returns the board."""
        self._board = self._dealt.copy()
        self.moves = 0
        self._clear()
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
        show; when SCIP stops before proving it minimal, the status line says "a solution
        with K presses; SCIP stopped after T s, so fewer may exist" (T the time limit).
        """
        presses, note = self._fewest()
        self._set_overlay(presses, "fewest")
        self.message, self._proven, self._unproven = "", not note, note
        self._refresh()
        return self.overlay.copy()

    def hide_presses(self) -> None:
        """Remove the overlay."""
        self._clear()
        self._refresh()

    # -- internals ---------------------------------------------------------
    def _clear(self) -> None:
        self.overlay, self.overlay_kind, self.message = None, None, ""
        self._proven, self._quiet, self._unsolvable = True, None, False
        self._unproven = ""  # why the overlay is not proven fewest

    def _fewest_clicked(self) -> None:
        """The button: with SCIP (N > 2) the status line says it is searching first."""
        if self.colours > 2:
            self.message = SEARCHING.format(limit=FEWEST_TIME_LIMIT)
            self._refresh()
        self.show_fewest()

    def _fewest(self) -> tuple[np.ndarray, str]:
        if self.colours == 2:
            fewest = as_grid(min_presses(self._board), "fewest presses", 2)
            return fewest.astype(np.uint8), ""
        from .ilp import scip_solve  # SCIP is loaded only when N colours ask for it

        board, colours = self._board, self.colours
        start = as_grid(solve(board, colours), "solution", colours).astype(np.uint8)
        result = scip_solve(
            board, colours=colours, time_limit=FEWEST_TIME_LIMIT, start=start
        )
        if result.proven_optimal:
            return result.presses, ""
        # stopped early: SCIP's best, at worst the start (also when SCIP never ran)
        presses = start if result.presses is None else result.presses
        if int(presses.sum()) > int(start.sum()):
            presses = start
        note = f"SCIP stopped after {FEWEST_TIME_LIMIT:g} s, so fewer may exist"
        return presses, note

    def _set_overlay(self, presses: np.ndarray, kind: str) -> None:
        if presses.shape != self._board.shape:
            raise ValueError(
                f"the {kind} has shape {presses.shape} but the board has shape {self._board.shape}"
            )
        if apply_presses(self._board, presses, self.colours).any():
            raise ValueError(f"the {kind} returned does not switch the board off")
        self._clear()
        self.overlay, self.overlay_kind = presses, kind

    def _guarded(self, action) -> None:
        """Run a button's action; a failure is shown in the status line instead of being lost."""
        try:
            action()
        except (
            NotSolvableError
        ) as err:  # the board is marked unsolvable, with a witness
            self._clear()
            self.message, self._unsolvable = str(err), True
            self._quiet = getattr(err, "certificate", None)
            if self._quiet is None and self.colours == 2:
                from .gf2 import quiet_patterns

                self._quiet = next(
                    (
                        q
                        for q in quiet_patterns(self.m, self.n)
                        if (q & self._board).sum() % 2
                    ),
                    None,
                )
            self._refresh()
        except ValueError as err:
            self.message = str(err)
            self._refresh()

    def _on_message(self, _widget, content, _buffers) -> None:
        """A button of the board in JupyterLab: {"action": ..., ...} from the module."""
        action = content.get("action") if isinstance(content, dict) else None
        if action == "press":
            self._guarded(lambda: self.press(content.get("row"), content.get("col")))
        elif action == "new":
            wanted = [content.get(k) for k in ("rows", "cols", "colours", "seed")]
            same = wanted == [self.m, self.n, self.colours, self.seed]
            self._guarded(
                lambda: self.new_board(
                    seed=None if same else wanted[3],
                    m=wanted[0],
                    n=wanted[1],
                    colours=wanted[2],
                )
            )
        elif action in ("solve", "fewest", "hide", "restart"):
            button = dict(
                solve=self.solution_button,
                fewest=self.fewest_button,
                hide=self.hide_button,
                restart=self.restart_button,
            )[action]
            button.click()

    def _build_cells(self) -> None:
        self.cells = [
            [
                _Button(lambda r=r, c=c: self._guarded(lambda: self.press(r, c)))
                for c in range(self.n)
            ]
            for r in range(self.m)
        ]

    def _state(self) -> dict:
        """What the module draws (the same keys as the page's own board, PageBoard)."""
        showing = self.overlay is not None
        kind = "unsolvable" if self._unsolvable else (self.overlay_kind or "")
        if kind == "fewest" and self._proven:
            note = (
                "The canonical lightest solution (min_presses, notebook 02)."
                if self.colours == 2
                else "Proven fewest by SCIP (notebook 06)."
            )
        elif kind == "fewest":  # not proven: after "A solution with K presses;"
            note = f"{self._unproven}."
        else:
            note = self.message if kind == "unsolvable" else ""
        return dict(
            rows=self.m,
            cols=self.n,
            colours=self.colours,
            board=[int(v) for v in self._board.ravel()],
            moves=self.moves,
            origin=self.origin,
            kind=kind,
            presses=[int(v) for v in self.overlay.ravel()] if showing else None,
            quiet=None
            if self._quiet is None
            else [int(v) for v in self._quiet.ravel()],
            note=note,
            exact=self._proven,
            message="" if kind == "unsolvable" else self.message,
            link=self.link(),
            seed=self.seed,
        )

    def _refresh(self) -> None:
        if hasattr(self, "widget"):
            self.widget.state = self._state()

    def status_text(self) -> str:
        """The status line: moves, lights on, what the overlay shows, and any message."""
        lit = int(np.count_nonzero(self._board))
        parts = [
            f"{self.m} x {self.n}, {self.colours} colours, {self.origin}",
            f"moves: {self.moves}",
            "solved!" if lit == 0 else f"lights on: {lit}",
        ]
        if self.overlay_kind is not None and lit:
            total, kind = int(self.overlay.sum()), self.overlay_kind
            if kind == "solution" or self._proven:
                what = "a solution" if kind == "solution" else "fewest presses"
                parts.append(f"showing {what}: {total} presses")
            else:
                parts += [f"showing a solution with {total} presses", self._unproven]
        if self.message:
            parts.append(self.message)
        return "; ".join(parts)

    def _repr_text(self) -> str:
        lines = [f"PlayBoard({self.status_text()})", format_board(self._board)]
        if self.overlay is not None:
            lines.append(f"presses ({self.overlay_kind}):")
            lines.append(format_board(self.overlay))
        return "\n".join(lines)

    def _repr_html_snapshot(self) -> str:
        palette = _play_palette(self.colours)
        marks = self.overlay if self.overlay is not None else 0 * self._board
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
        link = self.link()
        return (
            f'<div class="lightsout-playboard" data-lightsout-position="{link[11:]}" '
            f'data-lightsout-origin="{self.origin}">'
            '<table style="border-collapse:separate;border-spacing:2px">'
            + "".join(cells)
            + f"</table><p>{_play_legend(self.colours)}</p>"
            + f"<p><b>{status}</b></p><p><i>A snapshot of the board. Play it in "
            "JupyterLab, or on the HTML edition of chapter 00 from its link: "
            f'<a href="{link}">{link}</a></i></p></div>'
        )

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The live board for Jupyter, plus a static HTML snapshot and a text board."""
        bundle = self.widget._repr_mimebundle_()
        data = dict(bundle[0] if isinstance(bundle, tuple) else bundle)
        data["text/plain"] = self._repr_text()
        data["text/html"] = self._repr_html_snapshot()
        return data

    def __repr__(self) -> str:
        return self._repr_text()
