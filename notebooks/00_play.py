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
# as few presses as possible. For 2 colours the fewest presses come from the exhaustive
# search of notebook 02; for more colours from the integer program of notebook 06.
#
# **Uses:** the rules of [01](01_the_lights_out_matrix.ipynb); the solvers of
# [02](02_solving_over_gf2.ipynb) (2 colours, fewest presses), [05](05_n_colour_boards.ipynb)
# (a solution for N colours) and [06](06_integer_programming_with_scip.ipynb) (fewest presses
# for N colours). The widget is `PlayBoard`, in `lightsout/play.py`, re-exported by
# [`lightsout_helpers.py`](../lightsout_helpers.py).

# %%
import numpy as np

import lightsout_helpers as lo

# %% [markdown]
# ## The board
#
# Run this notebook in JupyterLab (`.venv/bin/jupyter lab`, after `make book`) and the board
# below is live: click a button to press it. Choose rows, columns, colours and a seed, then
# *new solvable board* deals a board that can be switched off (source 000's recipe: random
# presses on a dark board, see notebook 01); clicking it again without changing anything moves
# on to the next seed. A red ● marks a button to press, ●2 a button to press twice. The status
# line counts your moves and the lights still on. In a static copy of the book (the HTML
# edition, or a viewer without a kernel) you see a snapshot of the board instead.

# %%
board = lo.PlayBoard(5, 5, colours=2, seed=0)
board

# %% [markdown]
# ## The buttons, driven from Python
#
# Everything the buttons do can also be done from code, which is how the tests drive the
# widget: `board.cells[r][c].click()` presses button $(r, c)$ (counting from 0), just as a
# mouse click does. Here we click the top-left corner, the middle and the corner again on a
# 3 x 3 board. By the rules of notebook 01 the two corner presses cancel, so the board must
# be the start board with only the middle pressed, and the move counter must say 3.

# %%
demo = lo.PlayBoard(3, 3, colours=2, seed=4)
start = demo.board
for r, c in [(0, 0), (1, 1), (0, 0)]:
    demo.cells[r][c].click()
middle_only = np.zeros((3, 3), dtype=np.uint8)
middle_only[1, 1] = 1
print(lo.format_board(start), "\n")
print(demo.status_text())
print(lo.format_board(demo.board))
assert (
    np.array_equal(demo.board, lo.apply_presses(start, middle_only)) and demo.moves == 3
)

# %% [markdown]
# ## Showing the presses
#
# *Show a solution* asks `lo.solve` for a press pattern of the current board and marks it;
# *show fewest presses* asks for one with the fewest presses. The widget applies every
# pattern it is given and refuses to show one that does not switch the board off. If you
# press buttons while a solution is shown, the marks update: the pattern minus your press is
# still a solution of the new board. So following the marks click by click ends on a dark
# board; the cell below does exactly that.

# %%
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
# With more colours a button may have to be pressed several times. Here is a 4 x 4 board
# with 3 colours and a solution (●2: press twice). Its *show fewest presses* button uses the
# integer program of notebook 06 (`scip_solve` with `colours=3`), which minimises the total
# number of presses, counting a double press as two.

# %%
three = lo.PlayBoard(4, 4, colours=3, seed=1)
three.fewest_button.click()  # the fewest number is unique; which pattern SCIP returns is not shown
print(three.status_text())
assert three.overlay_kind == "fewest" and "not proven" not in three.status_text()
three.solution_button.click()  # the canonical solution of notebook 05
print(three.status_text())
assert (
    not lo.apply_presses(three.board, three.overlay, 3).any()
    and three.overlay.max() == 2
)
three

# %% [markdown]
# ## Summary
#
# * `PlayBoard` is a Lights Out board made of ipywidgets buttons: any size up to 12 x 12,
#   2 to 8 colours, a move counter, and overlays of a solution or of the fewest presses.
# * Every click follows the rules of notebook 01: presses commute and, with 2 colours, a
#   button pressed twice cancels.
# * Every overlay is checked to switch the board off before it is shown, and it stays a
#   solution while you play, so following the marks click by click ends on a dark board.
# * On a 5 x 5 board *show fewest presses* marks the lightest of the four solutions.
#
# Next: [01, the Lights Out matrix](01_the_lights_out_matrix.ipynb) turns the rules into
# linear algebra.
#
# ## Exercises
#
# **Exercise 1.** Play the 5 x 5 board with seed 0 without help. How many moves did you
# need, and how does that compare with *show fewest presses*?
#
# <details><summary>Hint</summary>
#
# A useful strategy (notebook 03 calls it light chasing): switch off the lights of each row
# by pressing the buttons directly below them, row by row, and look at what is left in the
# bottom row.
#
# </details>
#
# <details><summary>Solution</summary>
#
# Any sequence of moves that ends on a dark board uses at least as many presses as the
# fewest-press solution, because pressing a button twice cancels: the buttons you pressed an
# odd number of times form a solution, and it has at least the minimum number of presses.
# The minimum for this board is computed here.
#
# ```python
# seed0 = lo.PlayBoard(5, 5, colours=2, seed=0)
# fewest = int(seed0.show_fewest().sum())
# assert fewest == min(int(s.sum()) for s in lo.solutions(seed0.board))
# print("seed 0 can be switched off in", fewest, "presses, and not in fewer")
# ```
#
# </details>
#
# **Exercise 2.** On a 5 x 5 board, click *show a solution*, then press the buttons of one of
# the quiet patterns of notebook 02 (a press pattern that changes no light). The board does
# not change, but the marks do. Why are the new marks still a solution, and how many
# different solutions can you reach this way?
#
# <details><summary>Hint</summary>
#
# Pressing a button while the marks are shown removes it from the marks if it was marked,
# and adds it otherwise: the marks change by exactly the buttons you press.
#
# </details>
#
# <details><summary>Solution</summary>
#
# The marks change by the quiet pattern $q$, and the board does not change, so the new marks
# $x + q$ switch the same board off: $A(x + q) = Ax + Aq = Ax$. The 5 x 5 board has two
# independent quiet patterns, so the solutions reachable this way are $x$, $x + q_1$,
# $x + q_2$ and $x + q_1 + q_2$: four, all the solutions there are.
#
# ```python
# pb = lo.PlayBoard(5, 5, colours=2, seed=3)
# before = pb.board
# marks = {pb.show_solution().tobytes()}
# for q in lo.quiet_patterns(5, 5) + [lo.quiet_patterns(5, 5)[0] ^ lo.quiet_patterns(5, 5)[1]]:
#     pb.show_solution()
#     for r, c in zip(*np.nonzero(q)):
#         pb.press(int(r), int(c))
#     assert np.array_equal(pb.board, before) and not lo.apply_presses(pb.board, pb.overlay).any()
#     marks.add(pb.overlay.tobytes())
# assert len(marks) == 4
# print("four different solutions reached by pressing quiet patterns")
# ```
#
# </details>
#
# **Exercise 3.** With 3 colours, why can a button usefully be pressed twice but never three
# times?
#
# <details><summary>Hint</summary>
#
# Each press adds 1 modulo 3 to every cell it touches.
#
# </details>
#
# <details><summary>Solution</summary>
#
# Three presses of one button add 3 to each cell it touches, which is 0 modulo 3: they change
# nothing and can be removed. Two presses add 2, which is $-1$ modulo 3, a real change that one
# press cannot make. So a shortest solution presses each button 0, 1 or 2 times.
#
# ```python
# b = lo.random_solvable_board(4, 4, seed=1, colours=3)
# unit = np.zeros((4, 4), dtype=int)
# unit[1, 2] = 1
# assert np.array_equal(lo.apply_presses(b, 3 * unit, colours=3), b)
# assert not np.array_equal(lo.apply_presses(b, 2 * unit, colours=3), lo.apply_presses(b, unit, colours=3))
# print("three presses of a button change nothing with 3 colours; two presses differ from one")
# ```
#
# </details>
#
# ## References
#
# * Source 000: "Lights Out and integer programming" (Japanese article, ライツアウトと整数計画法):
#   the rules and the recipe for solvable random boards. Source 003: "Computing solutions of
#   the 3-colour Lights Out" (Japanese article): boards with more colours. The texts are kept
#   with the project; no public address is recorded.
# * M. Anderson and T. Feil, "Turning Lights Out with Linear Algebra", *Mathematics
#   Magazine* 71(4) (1998) 300-303, [doi:10.2307/2690705](https://doi.org/10.2307/2690705).
# * ipywidgets, the `Button` widget (its `on_click` and `click` methods, used here to press
#   buttons from code): [ipywidgets/widgets/widget_button.py](https://github.com/jupyter-widgets/ipywidgets/blob/main/python/ipywidgets/ipywidgets/widgets/widget_button.py).
