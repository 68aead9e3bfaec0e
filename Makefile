# Lights Out, executed. `make book` builds the book, `make test` checks it (CI runs `make test`).
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(CURDIR)/$(VENV)/bin
export PATH := $(BIN):$(PATH)
export PYTHONHASHSEED := 0
# MPLBACKEND is left unset: kernels then use the inline backend and the notebooks keep
# their figures as outputs (the HTML edition shows them); without a display, scripts get Agg.
unexport MPLBACKEND
export PYDEVD_DISABLE_FILE_VALIDATION := 1
# notebooks and tests import the helper module of this checkout, whatever is installed
export PYTHONPATH := $(CURDIR)

# NB selects notebooks by number prefix, e.g. `make book NB=03` (default: all of them)
NB ?= [0-9][0-9]

PAIRS := $(sort $(wildcard notebooks/$(NB)_*.py))
NOTEBOOKS := $(PAIRS:.py=.ipynb)
# B selects benchmarks by name, e.g. `make bench B=04_solve_scaling` (default: all of them)
B ?=
BENCHES := $(sort $(wildcard bench/bench_*$(B)*.py))
TEST_FIGURES := $(CURDIR)/.test-figures
TEST_LOG := $(CURDIR)/.test-nbval.log
# Lanes. Without NB, `make test` runs every lane: the unit tests, the editions (site, PDF,
# browsers, JupyterLab), provenance (benchmark freshness) and strict nbval on every notebook.
# With NB=NN it runs the lane of chapter NN: tests/test_NN_*.py, the per-chapter checks below
# kept to chapter NN (conftest.py reads LIGHTSOUT_NB), nbval on notebook NN and its figures.
CHAPTER_CHECKS := tests/test_pairs.py tests/test_exercises.py tests/test_presentation.py \
  tests/test_references.py tests/test_figures.py tests/test_figures_readme.py
ifeq ($(NB),[0-9][0-9])
TESTS ?= tests
LANE := not after_notebooks and not editions
# the editions (site, PDF, browsers, JupyterLab) run in a pytest of their own, beside the
# other tests and nbval: on 2 cores the three together take minutes less than in turn
EDITIONS_LANE := editions and not after_notebooks
# unit tests that run after JupyterLab's, in its pytest (the lane that ends first), not in
# the unit lane (the one that ends last): the lanes then end closer together (on 2 cores the
# unit lane ended 3 minutes after JupyterLab's, with one core idle, 2026-12-04)
LATE_TESTS := tests/test_07_certificates.py
LANE_NAME := every lane (unit tests, editions, provenance, every notebook)
else
# TESTS selects the test files, e.g. `make test NB=01 TESTS=tests/test_01_boards.py`
TESTS ?= $(wildcard tests/test_$(NB)_*.py) $(CHAPTER_CHECKS)
LANE := not after_notebooks and not editions and not provenance
EDITIONS_LANE :=
LATE_TESTS :=
LANE_NAME := the lane of notebook $(NB)
endif
EDITIONS_LOG := $(CURDIR)/.test-editions.log
LAB_LOG := $(CURDIR)/.test-jupyterlab.log
# JupyterLab's tests mostly wait on the browser's rendering: they run in a pytest of their
# own beside the other editions, so that the lanes keep both cores busy
LAB_TESTS := tests/test_jupyterlab.py tests/test_jupyterlab_board.py
# jupyter_client warns "Kernel is running over TCP without encryption" for every kernel it
# starts (bound to 127.0.0.1 only, so nothing is exposed); the IPC transport that would avoid
# it timed out here (2026-11-30), so that one line is filtered from nbconvert's stderr.
QUIET_TCP := 2> >(grep -v 'Kernel is running over TCP without encryption' >&2)
NBVAL := --nbval --nbval-current-env --nbval-sanitize-with tests/sanitize.cfg --nbval-cell-timeout=1800

.PHONY: help venv book sync execute figures figures-notitle figures-readme html pdf serve test test-unit
.PHONY: test-editions test-provenance lint format unit recheck bench clean lab
.PHONY: student student-pdf

help:
	@echo "Build"
	@echo "  make book            set up .venv, update notebooks from their .py pairs, execute them,"
	@echo "                       export figures (NB=03 or NB=0[1-3]: those notebooks only)"
	@echo "  make figures         re-export every figure into figures/ without touching the notebooks"
	@echo "  make figures-notitle copies of every figure without its own title, for slides:"
	@echo "                       $(NOTITLE)/ (runs the notebooks; NB=03: that notebook's only)"
	@echo "  make figures-readme  rewrite figures/README.md (every figure, its notebook and caption)"
	@echo "  make lab             JupyterLab with the book's settings (LAB_OPTS=\"--no-browser\" headless)"
	@echo "  make html            the HTML edition into site/ (stored outputs, offline, with search)"
	@echo "  make serve           serve site/ on http://127.0.0.1:8000/ (PORT=8080 for another port)"
	@echo "  make pdf             the whole book as one PDF: $(PDF) (printed by Chromium, no TeX)"
	@echo "  make student         the students' edition: the notebooks without their solutions"
	@echo "                       (exercises and hints kept) in $(STUDENT)/notebooks/ (NB=03: one)"
	@echo "  make student-pdf     the students' edition as one PDF: $(STUDENT_PDF)"
	@echo "  make bench           the long benchmarks: data/NAME.csv + NAME.meta.json (B=NAME: one)"
	@echo "  make format          ruff format and ruff check --fix on the code and the .py pairs"
	@echo "  make clean           remove build/, site/ and scratch folders"
	@echo "Check (which lane to run when)"
	@echo "  make test NB=NN      after editing chapter NN or its module: lint, its tests, its"
	@echo "                       structure/pair/exercise/reference/figure checks, nbval on it"
	@echo "  make test-unit       after editing the package: every unit test, no notebook run"
	@echo "  make test-editions   after editing docs/, the board, or anything the site shows:"
	@echo "                       the site, the PDF, the browsers and JupyterLab"
	@echo "  make test-provenance after editing code a benchmark times: benchmark freshness"
	@echo "  make test            before pushing (CI runs it): every lane above, every notebook"
	@echo "  make lint            ruff format --check and ruff check"
	@echo "  make recheck         SCIP and HiGHS re-solve notebook 09's programs; every 07 proof checked"

# --no-compile: Python compiles a module when it is first imported, so the set-up does not
# compile the thousands of modules of the wheels that the book never imports (half the
# time of pip here: 27 s instead of 49 s, 2026-12-03)
$(VENV)/.installed: requirements.txt pyproject.toml
	@echo "== setting up $(VENV) with $(PYTHON)"
	@$(PYTHON) -c 'import sys; v = sys.version_info[:2]; sys.exit(0 if v >= (3, 11) else "Python >= 3.11 is needed, found %d.%d" % v)'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --no-compile -r requirements.txt
	$(BIN)/python -m pip install --quiet --no-deps -e .
	@touch $@

venv: $(VENV)/.installed

sync: venv
	@echo "== updating notebook inputs from their .py pairs (outputs kept)"
	@for py in $(PAIRS); do $(BIN)/jupytext --quiet --to ipynb --update "$$py"; done

execute: sync
	@echo "== executing every notebook in a fresh kernel"
	@for nb in $(NOTEBOOKS); do \
	  echo "   $$nb"; \
	  $(BIN)/jupyter nbconvert --log-level=WARN --to notebook --execute --inplace \
	    --ExecutePreprocessor.timeout=1800 --ExecutePreprocessor.kernel_name=python3 \
	    --ExecutePreprocessor.record_timing=False --ExecutePreprocessor.store_widget_state=False "$$nb" $(QUIET_TCP); \
	  $(BIN)/python tools/coalesce_streams.py "$$nb"; \
	done

book: execute figures-readme
	@echo "== the book is built: notebooks executed, figures in figures/"

figures: venv
	@echo "== re-exporting every figure into figures/ (notebooks run in a scratch copy)"
	@rm -rf build/figures-run && mkdir -p build/figures-run
	@for nb in $(NOTEBOOKS); do \
	  echo "   $$nb"; \
	  $(BIN)/jupyter nbconvert --log-level=WARN --to notebook --execute \
	    --ExecutePreprocessor.timeout=1800 --ExecutePreprocessor.kernel_name=python3 \
	    --output-dir build/figures-run "$$nb" $(QUIET_TCP); \
	done
	@$(MAKE) --no-print-directory figures-readme

# title-free copies of every figure, for slides whose own title does the figure's job: the
# notebooks run in a scratch copy with their figures/ redirected (figures/ is not touched) and
# lightsout.figures.savefig writes each figure a second time, without its own title (the
# suptitle, or the title of a single panel; several panels keep theirs), into $(NOTITLE)/;
# then every figure of figures/ (of the notebooks chosen by NB) must have its copy.
NOTITLE := build/figures-notitle
figures-notitle: venv
	@echo "== writing title-free copies of every figure into $(NOTITLE)/ (figures/ untouched)"
	@rm -rf build/figures-notitle-run && rm -f $(NOTITLE)/$(NB)-* && mkdir -p build/figures-notitle-run/figures
	@for nb in $(NOTEBOOKS); do \
	  echo "   $$nb"; \
	  LIGHTSOUT_FIGURES_DIR=$(CURDIR)/build/figures-notitle-run/figures \
	  LIGHTSOUT_FIGURES_NOTITLE_DIR=$(CURDIR)/$(NOTITLE) \
	  $(BIN)/jupyter nbconvert --log-level=WARN --to notebook --execute \
	    --ExecutePreprocessor.timeout=1800 --ExecutePreprocessor.kernel_name=python3 \
	    --output-dir build/figures-notitle-run "$$nb" $(QUIET_TCP); \
	done
	@$(BIN)/python tools/figures_notitle.py --check $(NOTITLE) $(NOTEBOOKS)

# figures/README.md: every exported figure, its notebook and caption (from the notebooks)
figures-readme: venv
	@$(BIN)/python tools/figures_readme.py

# the HTML edition: Sphinx + MyST-NB render every notebooks/NN_*.ipynb with its stored outputs
# (nothing executed) into site/, with search and the bibliography; docs/conf.py says how.
# -W: a warning (a broken link, a missing file) is an error.
SITE ?= site
html: venv
	@echo "== building the HTML edition into $(SITE)/ (open $(SITE)/index.html)"
	@$(BIN)/sphinx-build -W -q -b html -c docs -d build/doctrees . $(SITE)

# the PDF edition, laid out as a book: the HTML edition (stored outputs) printed page by page by
# Chromium through Playwright and joined with pypdf (docs/print_pdf.py): a title page with the
# version (CITATION.cff), the contents with page numbers, one page numbering equal to the page
# labels, running heads, typeset maths, solutions open, an outline. No TeX, no network.
PDF ?= build/pdf/lights-out-executed.pdf
pdf: venv
	@echo "== building the PDF edition into $(PDF)"
	@$(BIN)/sphinx-build -W -q -b html -c docs -d build/doctrees . build/pdf-html
	@$(BIN)/python docs/print_pdf.py build/pdf-html $(PDF)

# the students' edition (README: "For teaching"): every notebook (NB: those chosen) with its
# exercises and hints but without the solutions, stored outputs kept, refused when a cell
# kept would read a name only a solution defines (tools/student_edition.py); they run in the
# book's environment from any folder. The PDF: the HTML edition built from a source tree of
# the same copies (build/student-src: docs/, the copies, links to the folders they link to)
# and printed as `make pdf` prints the book.
STUDENT := build/student
STUDENT_PDF ?= build/student-pdf/lights-out-executed-students.pdf
student: venv
	@echo "== the students' edition: the notebooks without their solutions into $(STUDENT)/notebooks/"
	@$(BIN)/python tools/student_edition.py --out $(STUDENT) $(NOTEBOOKS)

student-pdf: venv
	@echo "== the students' edition as a PDF: $(STUDENT_PDF)"
	@$(BIN)/python tools/student_edition.py --sphinx build/student-src
	@$(BIN)/sphinx-build -W -q -b html -c docs -d build/student-doctrees build/student-src build/student-pdf-html
	@LIGHTSOUT_PDF_EDITION=student $(BIN)/python docs/print_pdf.py build/student-pdf-html $(STUDENT_PDF)

# JupyterLab with the book's settings (README: "In JupyterLab"); LAB_OPTS adds JupyterLab's own
# options, e.g. LAB_OPTS="--no-browser --port=8888" on a headless machine
LAB_OPTS ?=
lab: venv
	$(BIN)/jupyter lab --LabApp.app_settings_dir=jupyter-settings --LabApp.extra_labextensions_path=jupyter-extensions --KernelSpecManager.allowed_kernelspecs=python3 $(LAB_OPTS)

# search needs the pages served over HTTP (a browser blocks its fetches from file://)
PORT ?= 8000
serve:
	@test -f $(SITE)/index.html || { echo "no $(SITE)/index.html: run make html first"; exit 1; }
	@echo "== serving $(SITE)/ on http://127.0.0.1:$(PORT)/ (Ctrl-C stops it)"
	@$(BIN)/python -m http.server $(PORT) --bind 127.0.0.1 --directory $(SITE)

# Strict nbval (one kernel, one core) runs beside the other tests of the lane (the other
# core); its report is printed when both are done. The figure check (marked after_notebooks)
# runs last, on what the notebooks exported. NB and TESTS choose the lane (see above).
test: venv lint
	@echo "== $(LANE_NAME): tests and strict nbval (in parallel)"
	@rm -rf $(TEST_FIGURES) $(TEST_LOG) $(EDITIONS_LOG) $(LAB_LOG)
	@export LIGHTSOUT_FIGURES_DIR=$(TEST_FIGURES) LIGHTSOUT_NB='$(NB)' \
	  LIGHTSOUT_ALL_NOTEBOOKS=$(if $(filter [0-9][0-9],$(NB)),1,0); \
	$(BIN)/python -m pytest -p no:cacheprovider --durations=10 -m "not after_notebooks" \
	  $(NBVAL) $(NOTEBOOKS) >$(TEST_LOG) 2>&1 & nbval=$$!; \
	editions=; lab=; $(if $(EDITIONS_LANE),$(BIN)/python -m pytest -p no:cacheprovider \
	  -rs --durations=15 -m "$(EDITIONS_LANE)" $(TESTS) $(addprefix --ignore=,$(LAB_TESTS)) \
	  >$(EDITIONS_LOG) 2>&1 & editions=$$!; \
	  $(BIN)/python -m pytest -p no:cacheprovider -rs --durations=10 \
	  -m "($(EDITIONS_LANE)) or ($(LANE))" $(LAB_TESTS) $(LATE_TESTS) >$(LAB_LOG) 2>&1 \
	  & lab=$$!;) \
	trap "kill $$nbval $$editions $$lab 2>/dev/null; exit 130" INT TERM; \
	tests=0; notebooks=0; figures=0; eds=0; labs=0; \
	$(BIN)/python -m pytest --durations=25 -m "$(LANE)" $(TESTS) \
	  $(addprefix --ignore=,$(LATE_TESTS)) || tests=$$?; \
	if [ -n "$$editions" ]; then wait $$editions || eds=$$?; \
	  echo "== the editions: site, PDF, browsers (ran beside the tests above)"; \
	  cat $(EDITIONS_LOG); fi; \
	if [ -n "$$lab" ]; then wait $$lab || labs=$$?; \
	  echo "== the edition in JupyterLab, then $(or $(LATE_TESTS),no unit test)" \
	    "(ran beside the tests above)"; cat $(LAB_LOG); fi; \
	wait $$nbval || notebooks=$$?; \
	echo "== strict nbval on the notebooks (ran beside the tests above)"; cat $(TEST_LOG); \
	echo "== after the notebooks: the exported figures"; \
	$(BIN)/python -m pytest -m after_notebooks $(TESTS) || figures=$$?; \
	if [ $$figures -eq 5 ]; then figures=0; fi; \
	rm -rf $(TEST_FIGURES) $(TEST_LOG) $(EDITIONS_LOG) $(LAB_LOG); \
	echo "tests: exit $$tests; editions: exit $$eds; JupyterLab: exit $$labs;" \
	  "notebooks: exit $$notebooks; figures: exit $$figures"; \
	test $$tests -eq 0 && test $$eds -eq 0 && test $$labs -eq 0 && test $$notebooks -eq 0 \
	  && test $$figures -eq 0

# The lanes one by one (make test runs them all): no notebook is executed by these three.
test-unit: venv
	$(BIN)/python -m pytest --durations=10 -m "not after_notebooks and not editions and not provenance" tests

test-editions: venv
	$(BIN)/python -m pytest --durations=10 -m "editions" tests

test-provenance: venv
	$(BIN)/python -m pytest -rw -m "provenance" tests

# ruff: the package, tests, benchmarks and the notebooks' py:percent pairs (line length 88)
format: venv
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

lint: venv
	@echo "== ruff format --check and ruff check (make format fixes what it can)"
	@$(BIN)/ruff format --check --quiet .
	@$(BIN)/ruff check --quiet .

unit: test-unit

# The checks too long for make test (pytest's summary there names the rows it left here):
# every integer-program row of notebook 09 re-solved by SCIP and by HiGHS on a separately
# written model (tests/test_09_ip_recheck.py, tests/test_09_subspace_recheck.py; -s prints
# each verdict), the rows of its large certificates by the checker in process, row by row
# (tests/test_09_certificates.py; make test checks them in chapter 09's run of the
# checker), and every stored DRAT proof of notebook 07 (CaDiCaL's and Kissat's) by its
# three checkers (tests/test_07_certificates.py)
recheck: venv
	LIGHTSOUT_SLOW_CHECKS=1 $(BIN)/python -m pytest -s tests/test_09_ip_recheck.py \
	  tests/test_09_certificates.py \
	  tests/test_09_subspace_recheck.py
	LIGHTSOUT_SLOW_CHECKS=1 $(BIN)/python -m pytest tests/test_07_certificates.py

bench: venv
	@echo "== benchmarks (long): each writes data/NAME.csv and data/NAME.meta.json"
	@test -n "$(BENCHES)" || { echo "no benchmark matches B=$(B); they are: $(notdir $(wildcard bench/bench_*.py))"; exit 1; }
	@for b in $(BENCHES); do echo "   $$b"; $(BIN)/python "$$b"; done

clean:
	rm -rf build site $(TEST_FIGURES)
