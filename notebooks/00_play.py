# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     notebook_metadata_filter: -jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Play Lights Out
#
# Before the mathematics, the game. This short notebook gives you a board to play with, in
# JupyterLab or, with nothing installed, on the HTML edition of this chapter: press a button
# and it toggles together with its four neighbours; try to switch every light off. The board can be any size up to 12 x 12 and have up to 8 colours (then a
# press adds 1 to each cell it touches, counting modulo the number of colours, as in source
# 003). Two buttons show the answers that the later notebooks compute: *show a solution*
# overlays a press pattern that switches the board off, and *show fewest presses* one with
# as few presses as possible. For 2 colours the fewest presses come from the exhaustive
# search of notebook 02; for more colours from the integer program of notebook 06.
#
# **Before this chapter** you should know how to run a notebook in JupyterLab; no
# mathematics is needed.
#
# **After it** you can play Lights Out with 2 to 8 colours on boards up to 12 x 12, restart
# a board to try again, ask for a solution or for the fewest presses, read what the marks
# and the status line say (including when a fewest-press answer is not proven to be the
# fewest), and pass a position on as a link.
#
# **Uses:** the rules of [01](01_the_lights_out_matrix.ipynb); the solvers of
# [02](02_solving_over_gf2.ipynb) (2 colours, fewest presses), [05](05_n_colour_boards.ipynb)
# (a solution for N colours) and [06](06_integer_programming_with_scip.ipynb) (fewest presses
# for N colours). The board is `PlayBoard`, in `lightsout/play.py`, re-exported by
# [`lightsout_helpers.py`](../lightsout_helpers.py); what you see and click is one
# JavaScript module, `lightsout/static/lightsout-board.js`, the same in JupyterLab and on
# the HTML edition.

# %%
import re

import numpy as np

import lightsout_helpers as lo
from lightsout.sage import GF, matrix, vector

# %% [markdown]
# ## The board
#
# The board below is live in two places. Run this notebook in JupyterLab
# (`make lab`, after `make book`) and the kernel plays it: every click goes to
# `PlayBoard`, which presses, solves and draws the board again. On the HTML edition of the
# book the same board runs in the page itself, with no kernel and nothing fetched from the
# network; it then solves the boards itself, as the section *The board without a kernel*
# below describes. (A viewer without either, such as GitHub, shows a snapshot.)
#
# Click a button to press it; with the keyboard, the arrow keys move between the buttons and
# Enter or Space presses one. Choose rows, columns and colours (and, in JupyterLab, a seed),
# then *new solvable board* deals a board that can be switched off (source 000's recipe:
# random presses on a dark board, see notebook 01); in JupyterLab, clicking it again without
# changing anything moves on to the next seed. *Restart this board* goes back to the board as
# it was dealt and sets the move counter to 0. A vermillion ● marks a button to press, ●2 a
# button to press twice; a white halo keeps the marks readable on every cell colour. The
# status lines count your moves and the lights still on, and say what the marks show.

# %%
board = lo.PlayBoard(5, 5, colours=2, seed=0)
board

# %% [markdown]
# ## Showing the presses
#
# *Show a solution* asks `lo.solve` for a press pattern of the current board and marks it;
# *show fewest presses* asks for one with the fewest presses. The widget applies every
# pattern it is given and refuses to show one that does not switch the board off. If you
# press buttons while a solution is shown, the marks update: the pattern minus your press is
# still a solution of the new board. So following the marks click by click ends on a dark
# board; the cell below does exactly that on a 3 x 3 board, clicking the buttons from Python
# (Appendix A shows how).

# %%
demo = lo.PlayBoard(3, 3, colours=2, seed=4)
demo.solution_button.click()
print(demo.status_text())
for (r, c), k in np.ndenumerate(demo.overlay.copy()):
    for _ in range(int(k)):
        demo.cells[r][c].click()
print(demo.status_text())
assert demo.solved

# %% [markdown]
# A solvable 5 x 5 board has exactly four solutions (Anderson and Feil; notebook 02 explains
# why), and *show fewest presses* marks one with the fewest presses among them. Here it is on
# the board above, with the presses of all four solutions for comparison.
# [`tests/test_00_play.py`](../tests/test_00_play.py) checks the marks against a search over
# every press pattern of small boards and, on 5 x 5, against the 32 possible first rows of
# light chasing (notebook 03).

# %%
five = lo.PlayBoard(5, 5, colours=2, seed=0)
five.fewest_button.click()
print(five.status_text())
weights = sorted(int(s.sum()) for s in lo.solutions(five.board))
print("presses of the four solutions:", weights)
assert five.overlay_kind == "fewest" and int(five.overlay.sum()) == weights[0]

# %% [markdown]
# ## More colours
#
# With more colours each cell shows its value, 0 to N - 1, and a strip under the board shows
# the order in which a press moves a cell through the colours: 0 → 1 → ... → N - 1 → 0. A
# button may have to be pressed several times. Here is a 4 x 4 board with 3 colours and a
# solution (●2: press twice). Its *show fewest presses* button uses the integer program of
# notebook 06 (`scip_solve` with `colours=3`), which minimises the total number of presses,
# counting a double press as two. SCIP starts from the solution `lo.solve` gives, so it
# always has a pattern to show: while it searches, the status line says "searching (up to
# 10 s)…", and if it stops at the time limit before proving its best pattern minimal, the
# status line says so: "a solution with K presses; SCIP stopped after 10 s, so fewer may
# exist". On the HTML edition the page searches the
# solutions itself instead (see *The board without a kernel* below).

# %%
three = lo.PlayBoard(4, 4, colours=3, seed=1)
three.fewest_button.click()
print(three.status_text())
assert three.overlay_kind == "fewest" and three.widget.state["exact"]  # proven fewest
fewest = three.overlay.copy()
three.solution_button.click()  # the canonical solution of notebook 05
print(three.status_text())
assert (
    not lo.apply_presses(three.board, three.overlay, 3).any()
    and three.overlay.max() == 2
)
three

# %% [markdown]
# The fewest number of presses is proven, but the pattern is not the only one with that
# number. Every solution is one solution plus a quiet pattern (a press pattern that changes
# no light; notebooks 02 and 05), so listing the quiet patterns modulo 3 lists all solutions
# of this board, and we can count the lightest ones.

# %%
A = matrix(GF(3), lo.press_matrix(4, 4))
x0 = vector(GF(3), [int(v) for v in lo.solve(three.board, colours=3).ravel()])
every = [np.array([int(v) for v in x0 + q]) for q in A.right_kernel()]
sizes = [int(x.sum()) for x in every]
lightest = [x for x in every if x.sum() == min(sizes)]
print("presses of the", len(every), "solutions:", sorted(sizes))
print("solutions with the fewest presses:", len(lightest))
assert min(sizes) == int(fewest.sum())
assert any(np.array_equal(x, fewest.ravel()) for x in lightest)

# %% [markdown]
# ## A position is a link
#
# A position fits on one line: `#lightsout=ROWSxCOLS:N:DIGITS` gives the rows and columns,
# the number of colours, and one digit per cell, row by row (for example
# `#lightsout=3x3:2:101010101`, the four corners and the middle lit). `link()` writes the
# position of a board this way and `lo.PlayBoard.from_link` makes a board from it; the board
# need not be solvable. On the HTML edition the board shows the link of its position under
# it, and the page reads the same string after its address: open this chapter with
# <a href="#lightsout=5x5:2:1000000000000000000000000">#lightsout=5x5:2:1000000000000000000000000</a>
# and the board shows a 5 x 5 board with one corner lit, which *show a solution* reports as
# not solvable, with the reason (notebook 02 explains it). A link that does not describe a
# board is refused with a message that says what is wrong.

# %%
print(board.link())
again = lo.PlayBoard.from_link(board.link())
assert np.array_equal(again.board, board.board) and again.link() == board.link()
corner = lo.PlayBoard.from_link("#lightsout=5x5:2:1" + "0" * 24)
corner.solution_button.click()
print(corner.status_text())
try:
    lo.PlayBoard.from_link("#lightsout=3x3:2:10101010")
except ValueError as err:
    print("ValueError:", err)

# %% [markdown]
# ## The board without a kernel
#
# On the HTML edition no Python runs, so the module solves the boards with the book's own
# methods, written again in a few hundred lines of JavaScript:
#
# * **Light chasing** (notebook 03). Choose the presses $\mathbf t$ of the first row; the
#   presses of every later row are then forced, and what is left on the last row is
#   $\mathbf c + M\mathbf t$ modulo $N$, with $M$ the $n \times n$ chase matrix of the board.
# * **Elimination over $\mathbb Z/N\mathbb Z$** (notebook 05). Row and column operations
#   of determinant 1 (steps of the extended Euclidean algorithm) bring $M$ to a diagonal
#   $D = UMV$; for $N = 2$ this is elimination over GF(2). The system $M\mathbf t =
#   -\mathbf c$ becomes $d_i y_i = r_i$, one unknown at a time: it is solvable exactly when
#   every $\gcd(d_i, N)$ divides $r_i$, and then it has $\prod_i \gcd(d_i, N)$ solutions,
#   one of them plus the combinations of the quiet patterns that the diagonal lists.
# * **Not solvable.** Then one of those quiet patterns has a dot product with the board
#   that is not 0 modulo $N$; no press changes that dot product (notebook 02 for 2 colours,
#   notebook 05 for $N$), so the page marks that pattern with ◇ and says so.
# * **Fewest presses.** The page visits every solution, keeps the lightest and, among
#   equally light ones, the first in row-major order: for 2 colours exactly the canonical
#   pattern of `lo.min_presses` (notebook 02). It visits at most the number of solutions
#   printed below, a few tenths of a second at worst; only one shape of the board has more,
#   and there the page shows a solution and says that fewer may exist.
#   JupyterLab asks SCIP instead, as above.
#
# The cell below counts the solutions of every board the page offers (`lo.solution_count`,
# notebook 05) and reads the module's limit from its source.
# [`tests/test_board_site.py`](../tests/test_board_site.py) plays the page in Chromium: a
# press, 50 random boards solved, 50 fewest presses compared with `lo.min_presses`, an
# unsolvable board, and no request leaving the page's own site.

# %%
limit = int(
    re.search(r"ENUMERATE_LIMIT = (\d+)", lo.play.BOARD_JS.read_text()).group(1)
)
counts = {
    (m, n, N): lo.solution_count(m, n, N)
    for m in range(1, 13)
    for n in range(m, 13)
    for N in range(2, 9)
}
print("most solutions with 2 colours:", max(v for k, v in counts.items() if k[2] == 2))
print("the page searches up to", limit, "solutions for the fewest presses")
print(
    "boards with more (rows, columns, colours; either way round):",
    {k: v for k, v in counts.items() if v > limit},
)

# %% [markdown]
# ## Summary
#
# * `PlayBoard` is a Lights Out board drawn by one JavaScript module, live in JupyterLab
#   (through anywidget, played by the kernel) and on the HTML edition (played and solved in
#   the page): any size up to 12 x 12, 2 to 8 colours (each cell showing its value, a strip
#   showing the order of the colours), a move counter, a restart button, overlays of a
#   solution or of the fewest presses, and keyboard play.
# * A position is a link, `#lightsout=ROWSxCOLS:N:DIGITS`: `link()` writes it, `from_link`
#   and the HTML edition read it.
# * Every click follows the rules of notebook 01: presses commute and, with 2 colours, a
#   button pressed twice cancels.
# * Every overlay is checked to switch the board off before it is shown, and it stays a
#   solution while you play, so following the marks click by click ends on a dark board.
# * On a 5 x 5 board *show fewest presses* marks the lightest of the four solutions; a board
#   can have several lightest solutions (the 3-colour 4 x 4 board above has 2 of 12
#   presses among its 9 solutions).
# * With more than 2 colours the fewest presses come from SCIP, started from a known
#   solution; an answer SCIP did not prove minimal is shown as "a solution with K presses",
#   with "fewer may exist".

# %% [markdown]
# ## Exercises

# %% [markdown]
# ````{exercise} Seed 0 without help (easy)
# :label: ex-00-1
#
# Play the 5 x 5 board with seed 0 without help. If you get lost, click *restart this
# board* (or call `board.restart()`) and try again. How many moves did you need, and how
# does that compare with *show fewest presses*?
#
# ```{hint}
# :class: dropdown
#
# A useful strategy (notebook 03 calls it light chasing): switch off the lights of each row
# by pressing the buttons directly below them, row by row, and look at what is left in the
# bottom row.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-00-1
# :class: dropdown
# ```
#
# The minimum for this board is computed here. The cell also plays one game for you: it
# presses a few buttons by mistake, restarts, and then follows the marks of the fewest
# presses; `restart()` brings back the dealt board with the move counter at 0.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
seed0 = lo.PlayBoard(5, 5, colours=2, seed=0)
dealt = seed0.board
for r, c in [(0, 0), (2, 2), (4, 1)]:
    seed0.press(r, c)
seed0.restart()
assert np.array_equal(seed0.board, dealt) and seed0.moves == 0
plan = seed0.show_fewest()
for r, c in zip(*np.nonzero(plan)):
    seed0.press(int(r), int(c))
assert seed0.solved and seed0.moves == int(plan.sum())
print("seed 0 is switched off in", seed0.moves, "presses")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} You cannot beat show fewest presses (easy)
# :label: ex-00-2
#
# Prove that any sequence of moves that switches a 2-colour board off uses at least as many
# moves as the number *show fewest presses* reports.
#
# ```{hint}
# :class: dropdown
#
# Presses commute, and pressing a button twice changes nothing.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-00-2
# :class: dropdown
# ```
#
# Take a sequence of $k$ moves that switches the board off, and let $\mathbf x$ mark the
# buttons it presses an odd number of times. Since presses commute and two presses of one
# button cancel, the sequence has the same effect as pressing each button of $\mathbf x$
# once, so $\mathbf x$ is a solution. Every button of $\mathbf x$ was pressed at least once,
# so $k \ge |\mathbf x| \ge$ the fewest presses of any solution, which is what *show fewest
# presses* reports (exact for 2 colours, notebook 02). The check below plays a wasteful
# sequence and compares.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
pb = lo.PlayBoard(5, 5, colours=2, seed=0)
moves = [(0, 0), (0, 0)] + [
    tuple(map(int, rc)) for rc in np.argwhere(lo.solve(pb.board))
]
for r, c in moves:
    pb.press(r, c)
assert pb.solved
assert pb.moves >= int(lo.PlayBoard(5, 5, colours=2, seed=0).show_fewest().sum())

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Quiet patterns change the marks, not the board (medium)
# :label: ex-00-3
#
# On a 5 x 5 board, click *show a solution*, then press the buttons of one of the quiet
# patterns of notebook 02 (a press pattern that changes no light). The board does not
# change, but the marks do. Why are the new marks still a solution, and how many different
# solutions can you reach this way?
#
# ```{hint}
# :class: dropdown
#
# Pressing a button while the marks are shown removes it from the marks if it was marked,
# and adds it otherwise: the marks change by exactly the buttons you press.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-00-3
# :class: dropdown
# ```
#
# The marks change by the quiet pattern $\mathbf q$, and the board does not change, so the
# new marks $\mathbf x + \mathbf q$ switch the same board off:
# $A(\mathbf x + \mathbf q) = A\mathbf x + A\mathbf q = A\mathbf x$. The 5 x 5 board has two
# independent quiet patterns, so the solutions reachable this way are $\mathbf x$,
# $\mathbf x + \mathbf q_1$, $\mathbf x + \mathbf q_2$ and
# $\mathbf x + \mathbf q_1 + \mathbf q_2$: four, all the solutions there are.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
pb = lo.PlayBoard(5, 5, colours=2, seed=3)
before = pb.board
marks = {pb.show_solution().tobytes()}
q1, q2 = lo.quiet_patterns(5, 5)
for q in (q1, q2, q1 ^ q2):
    pb.show_solution()
    for r, c in zip(*np.nonzero(q)):
        pb.press(int(r), int(c))
    assert np.array_equal(pb.board, before)
    assert not lo.apply_presses(pb.board, pb.overlay).any()
    marks.add(pb.overlay.tobytes())
assert len(marks) == 4
print("four different solutions reached by pressing quiet patterns")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} At most N - 1 presses per button (easy)
# :label: ex-00-4
#
# Prove that with $N$ colours a solution with the fewest presses presses no button $N$ or
# more times, and that with 3 colours a solution with the fewest presses may still press a
# button twice: check it on this chapter's 3-colour 4 x 4 board.
#
# ```{hint}
# :class: dropdown
#
# Each press adds 1 modulo $N$ to every cell it touches.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-00-4
# :class: dropdown
# ```
#
# $N$ presses of one button add $N$ to each cell it touches, which is 0 modulo $N$: they
# change nothing, so removing them from a solution leaves a solution with $N$ presses fewer.
# A solution with the fewest presses therefore presses each button 0 to $N - 1$ times. With
# 3 colours, two presses add 2, which is $-1$ modulo 3: a change that one press cannot make.
# On this chapter's 3-colour 4 x 4 board the fewest presses is 12, reached by two solutions
# (every solution is one particular solution plus a quiet pattern over $\mathbb{Z}/3$), and
# each of them presses two buttons twice.

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
b = lo.random_solvable_board(4, 4, seed=1, colours=3)
unit = np.zeros((4, 4), dtype=int)
unit[1, 2] = 1
assert np.array_equal(lo.apply_presses(b, 3 * unit, colours=3), b)
once = lo.apply_presses(b, unit, colours=3)
assert not np.array_equal(lo.apply_presses(b, 2 * unit, colours=3), once)
print("3 presses of a button change nothing with 3 colours; 2 presses differ from 1")

A3 = matrix(GF(3), lo.press_matrix(4, 4))
x3 = vector(GF(3), [int(v) for v in lo.solve(b, colours=3).ravel()])
sols = [np.array([int(v) for v in x3 + q]).reshape(4, 4) for q in A3.right_kernel()]
fewest = min(int(s.sum()) for s in sols)
lightest = [s for s in sols if s.sum() == fewest]
twice = [[(int(r) + 1, int(c) + 1) for r, c in np.argwhere(s == 2)] for s in lightest]
assert fewest == 12 and len(lightest) == 2 and all(len(t) == 2 for t in twice)
print(f"fewest presses {fewest}, by {len(lightest)} solutions; pressed twice:", twice)

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ````{exercise} Implement a press yourself (medium)
# :label: ex-00-5
#
# Write a function `press(board, r, c, colours)` that returns a new numpy board with 1 added
# modulo `colours` to cell $(r, c)$ and its neighbours inside the board, and check it against
# `PlayBoard.press` on a few hundred random clicks.
#
# ```{hint}
# :class: dropdown
#
# Loop over the five offsets (0, 0), (-1, 0), (1, 0), (0, -1), (0, 1) and skip cells
# outside the board.
# ```
# ````

# %% [markdown]
# ```{solution-start} ex-00-5
# :class: dropdown
# ```

# %% jupyter={"outputs_hidden": true, "source_hidden": true}
import random


def press(board, r, c, colours):
    out = np.array(board, dtype=np.int64)
    m, n = out.shape
    for dr, dc in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < m and 0 <= c + dc < n:
            out[r + dr, c + dc] = (out[r + dr, c + dc] + 1) % colours
    return out


rng = random.Random(5)
pb = lo.PlayBoard(4, 6, colours=5, seed=2)
mine = pb.board
for _ in range(300):
    r, c = rng.randrange(4), rng.randrange(6)
    mine = press(mine, r, c, 5)
    assert np.array_equal(pb.press(r, c), mine)
print("300 random presses agree with PlayBoard.press")

# %% [markdown]
# ```{solution-end}
# ```

# %% [markdown]
# ## References
#
# * Source 000: "Lights Out and integer programming" (Japanese article, ライツアウトと整数計画法):
#   the rules and the recipe for solvable random boards. Source 003: "Computing solutions of
#   the 3-colour Lights Out" (Japanese article, a page of the homepage section whose index is
#   [computerpuzzle.net](https://computerpuzzle.net/puzzle/lights_out/index.html)): boards with more colours. The texts are not
#   redistributed; no public address was found for source 000 (search for its Japanese title). The Bibliography lists what is known of each.
# * M. Anderson and T. Feil, "Turning Lights Out with Linear Algebra", *Mathematics
#   Magazine* 71(4) (1998) 300-303, [doi:10.2307/2690705](https://doi.org/10.2307/2690705).
# * ipywidgets, the `Button` widget (its `on_click` and `click` methods, used here to press
#   buttons from code): [ipywidgets/widgets/widget_button.py](https://github.com/jupyter-widgets/ipywidgets/blob/main/python/ipywidgets/ipywidgets/widgets/widget_button.py).
# * B. Wong, "Points of view: Color blindness", *Nature Methods* 8 (2011) 441,
#   [doi:10.1038/nmeth.1618](https://doi.org/10.1038/nmeth.1618): the Okabe and Ito colours
#   of the marks and of the book's figures.

# %% [markdown]
# ## Appendix A: The buttons, driven from Python
#
# Everything the buttons do can also be done from code, which is how the tests drive the
# widget: `board.cells[r][c].click()` presses the button in row $r + 1$ and column $c + 1$
# (Python counts from 0, the book from 1), just as a mouse click does, and `board.restart_button.click()` restarts. Here we click the top-left
# corner, the middle and the corner again on a 3 x 3 board. By the rules of notebook 01 the
# two corner presses cancel, so the board must be the start board with only the middle
# pressed, and the move counter must say 3; a restart then brings back the start board.

# %%
clicks = lo.PlayBoard(3, 3, colours=2, seed=4)
start = clicks.board
for r, c in [(0, 0), (1, 1), (0, 0)]:
    clicks.cells[r][c].click()
middle_only = np.zeros((3, 3), dtype=np.uint8)
middle_only[1, 1] = 1
print(lo.format_board(start), "\n")
print(clicks.status_text())
print(lo.format_board(clicks.board))
assert (
    np.array_equal(clicks.board, lo.apply_presses(start, middle_only))
    and clicks.moves == 3
)
clicks.restart_button.click()
print(clicks.status_text())
assert np.array_equal(clicks.board, start) and clicks.moves == 0

# %% [markdown]
# **Next:** [01 The Lights Out matrix](01_the_lights_out_matrix.ipynb) turns the rules into
# linear algebra.
