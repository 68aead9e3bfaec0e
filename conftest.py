"""pytest settings shared by the unit tests and the nbval run of the notebooks."""


def pytest_collectstart(collector):
    # Sage objects also emit text/latex in a plain kernel, and warnings go to stderr:
    # neither is part of what a notebook claims, so nbval does not compare them.
    if collector.fspath and collector.fspath.ext == ".ipynb":
        collector.skip_compare += ("text/latex", "stderr")


def pytest_collection_modifyitems(config, items):
    # Tests marked after_notebooks (the figure check) run last, after nbval has
    # executed every notebook and so re-exported every figure.
    late = [item for item in items if item.get_closest_marker("after_notebooks")]
    early = [item for item in items if not item.get_closest_marker("after_notebooks")]
    items[:] = early + late
