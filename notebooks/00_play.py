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
# Before the mathematics, the game. This short notebook gives you a board to play with in
# JupyterLab: press a button and it toggles together with its four neighbours; try to switch
# every light off. The board can be any size up to 12 x 12 and have up to 8 colours (then a
# press adds 1 to each cell it touches, counting modulo the number of colours, as in source
# 003). Two buttons show the answers that the later notebooks compute: *show a solution*
# overlays a press pattern that switches the board off, and *show fewest presses* one with
# as few presses as possible (2 colours).
#
# **Uses:** the rules of [01](01_the_lights_out_matrix.ipynb); the solvers of
# [02](02_solving_over_gf2.ipynb) (2 colours, fewest presses) and
# [04](05_n_colour_boards.ipynb) (N colours). The widget is `PlayBoard` in
# [`lightsout_helpers.py`](../lightsout_helpers.py).

# %%
import numpy as np

import lightsout_helpers as lo

# %% [markdown]
# ## The board
#
# Run this notebook in JupyterLab (`.venv/bin/jupyter lab`, after `make book`) and the board
# below is live: click a button to press it. Choose rows, columns, colours and a seed, then
# *new solvable board* deals a board that can be switched off (source 000's procedure: random
# presses on a dark board); clicking it again without changing anything moves on to the next
# seed. A red ● marks a button to press, ●2 a button to press twice. The status line counts
# your moves and the lights still on. In a static copy of the book (the HTML edition, or a
# viewer without a kernel) you see a snapshot of the board instead.

# %%
board = lo.PlayBoard(5, 5, colours=2, seed=0)
board

# %% [markdown]
# ## The buttons, driven from Python
#
# Everything the buttons do can also be done from code, which is how the tests drive the
# widget: `board.cells[r][c].click()` presses button $(r, c)$ (counting from 0), just as a
# mouse click does. Here we press three buttons and check the result against the rules of
# notebook 01, applied directly with `apply_presses`.

# %%
demo = lo.PlayBoard(3, 3, colours=2, seed=4)
start = demo.board
clicks = [(0, 0), (1, 1), (0, 0)]
for r, c in clicks:
    demo.cells[r][c].click()
counts = np.zeros((3, 3), dtype=int)
for r, c in clicks:
    counts[r, c] += 1
assert np.array_equal(demo.board, lo.apply_presses(start, counts))
middle_only = np.zeros((3, 3), dtype=int)
middle_only[1, 1] = 1
assert np.array_equal(demo.board, lo.apply_presses(start, middle_only))  # the corner presses cancel
assert demo.moves == 3
print(lo.format_board(start), "\n")
print(demo.status_text())
print(lo.format_board(demo.board))

# %% [markdown]
# The corner was pressed twice and so changed nothing: only the press in the middle is
# left, as notebook 01 showed on every pair of presses.
#
# ## Showing the presses
#
# *Show a solution* asks `lo.solve` for a press pattern of the current board and marks it;
# *show fewest presses* asks `lo.min_presses`. The widget checks every pattern it is given by
# applying it, and refuses to show one that does not switch the board off. If you press
# buttons while a solution is shown, the marks update: the pattern minus your press is still
# a solution of the new board. Following the marks click by click switches the board off.

# %%
demo.solution_button.click()
print(demo.status_text())
assert demo.overlay is not None and not lo.apply_presses(demo.board, demo.overlay).any()
for (r, c), k in np.ndenumerate(demo.overlay.copy()):
    for _ in range(int(k)):
        demo.cells[r][c].click()
        assert not lo.apply_presses(demo.board, demo.overlay).any()  # the marks stay a solution
assert demo.solved
print(demo.status_text())

# %% [markdown]
# On the 5 x 5 board a solvable position has four solutions (notebook 02), and *show fewest
# presses* marks one with the fewest presses. An independent check by light chasing
# (notebook 03): each of the $2^5 = 32$ choices of presses in the top row forces the rest,
# row by row, so trying all 32 finds every solution, and the fewest presses among them must
# be what the widget shows.

# %%
five = lo.PlayBoard(5, 5, colours=2, seed=0)
five.fewest_button.click()
print(five.status_text())


def all_solutions_by_chasing(b):
    """Every press pattern that switches the 2-colour board b off: each top row, then chase."""
    m, n = b.shape
    found = []
    for top in np.ndindex(*(2,) * n):
        x = np.zeros((m, n), dtype=int)
        x[0] = top
        for r in range(1, m):
            x[r] = lo.apply_presses(b, x)[r - 1]  # press below every light left in row r - 1
        if not lo.apply_presses(b, x).any():
            found.append(x)
    return found


solutions = all_solutions_by_chasing(five.board)
assert len(solutions) == 4
assert five.overlay_kind == "fewest" and int(five.overlay.sum()) == min(int(x.sum()) for x in solutions)
print("presses of the four solutions found by chasing:", sorted(int(x.sum()) for x in solutions))

# %% [markdown]
# With more colours a button may have to be pressed several times. Here is a 4 x 4 board
# with 3 colours and its solution (●2: press twice). The fewest-presses button is switched
# off, because notebook 02's minimum is a 2-colour computation (notebook 06 minimises
# presses for N colours with SCIP).

# %%
three = lo.PlayBoard(4, 4, colours=3, seed=1)
three.fewest_button.click()
assert three.overlay is None and three.fewest_button.disabled
print(three.status_text())
three.solution_button.click()
assert not lo.apply_presses(three.board, three.overlay, 3).any() and three.overlay.max() == 2
three

# %% [markdown]
# ## Summary
#
# * `PlayBoard` is a Lights Out board made of ipywidgets buttons: any size up to 12 x 12,
#   2 to 8 colours, a move counter, and overlays of a solution or of the fewest presses.
# * Every click follows the rules of notebook 01 (checked here against `apply_presses`),
#   and every overlay is checked to switch the board off before it is shown; following a
#   shown solution click by click keeps it a solution and ends on a dark board.
# * On a 5 x 5 board *show fewest presses* agrees with the best of the four solutions found
#   by light chasing.
#
# Next: [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) turns the rules into
# linear algebra.
#
# ## Exercises
#
# 1. Play the 5 x 5 board with seed 0 without help. How many moves did you need, and how
#    does that compare with *show fewest presses*?
# 2. On a 5 x 5 board, click *show a solution*, then press the buttons of one of the quiet
#    patterns of notebook 02. The board does not change, but the marks do. Why are the new
#    marks still a solution, and how many different solutions can you reach this way?
# 3. With 3 colours, why can a button usefully be pressed twice but never three times?
