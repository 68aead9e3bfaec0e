"""The shape of the code: a short API file over a package in layers (lightsout.LAYERS), and
every public name documented, used by a notebook and tested."""

import inspect
import re
from pathlib import Path

import pytest

import lightsout_helpers as lo

ROOT = Path(__file__).resolve().parents[1]
MODULES = sorted((ROOT / "lightsout").glob("*.py"))
NOTEBOOK_TEXT = "\n".join(
    p.read_text(encoding="utf-8")
    for p in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.py"))
)
TEST_TEXT = "\n".join(
    p.read_text(encoding="utf-8")
    for p in sorted((ROOT / "tests").glob("test_*.py"))
    if p.name != "test_structure.py"
)
PUBLIC = [name for name in lo.__all__ if callable(getattr(lo, name))]


def test_api_file_is_short():
    lines = len(
        (ROOT / "lightsout_helpers.py").read_text(encoding="utf-8").splitlines()
    )
    assert lines <= 200, f"lightsout_helpers.py has {lines} lines (at most 200)"


@pytest.mark.parametrize("module", MODULES, ids=lambda p: p.name)
def test_module_is_at_most_600_lines_and_names_its_notebook(module):
    text = module.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 600, (
        f"{module.name} has {len(text.splitlines())} lines (at most 600)"
    )
    doc = re.match(r'\s*"""(.*?)"""', text, re.S)
    assert doc, f"{module.name} has no module docstring"
    if module.name != "__init__.py":
        assert re.search(
            r"notebooks? [01][0-9]|every chapter|all chapters|shared by every",
            doc.group(1),
        ), f"{module.name}: the docstring must say which notebook introduces it"


def test_every_exported_name_exists_and_all_is_complete():
    for name in lo.__all__:
        assert hasattr(lo, name), name
    defined = {
        n
        for n, v in vars(lo).items()
        if not n.startswith("_") and not inspect.ismodule(v)
    }
    assert defined <= set(lo.__all__) | {"annotations"}, sorted(
        defined - set(lo.__all__)
    )


@pytest.mark.parametrize("name", PUBLIC)
def test_public_name_is_documented_used_and_tested(name):
    obj = getattr(lo, name)
    doc = inspect.getdoc(obj) or ""
    assert doc, f"{name} has no docstring"
    if not (inspect.isclass(obj) and issubclass(obj, Exception)):
        assert re.search(r"notebooks? [01][0-9]", doc), (
            f"{name}: the docstring must name the notebook that introduces it"
        )
    used = (
        rf"\b{name}\b" if inspect.isclass(obj) else rf"\blo\.{name}\b"
    )  # a result class is met, not called
    assert re.search(used, NOTEBOOK_TEXT), f"{name} is used by no notebook"
    assert re.search(used, TEST_TEXT), f"{name} is tested by no test in tests/"


def _package_imports() -> dict[str, set[str]]:
    """module -> the package modules it imports (at the top or inside a function)."""
    import ast

    graph = {}
    for path in MODULES + sorted((ROOT / "lightsout" / "plots").glob("*.py")):
        name = path.stem if path.parent.name == "lightsout" else f"plots.{path.stem}"
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = "plots." if name.startswith("plots.") and node.level == 1 else ""
                if node.module:
                    found.add(base + node.module if node.level == 1 else node.module)
                else:
                    found.update(base + alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "lightsout."
            ):
                found.add(node.module.split(".", 1)[1])
        graph[name] = {m for m in found if m != name}
    return graph


def test_package_has_no_import_cycle():
    graph = _package_imports()
    assert "chasing" in graph and "torus" in graph["chasing"]
    state: dict[str, int] = {}

    def visit(node, path):
        if state.get(node) == 1:
            cycle = path[path.index(node) :] + [node]
            raise AssertionError("import cycle in lightsout/: " + " -> ".join(cycle))
        if state.get(node) == 2:
            return
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            visit(nxt, path + [node])
        state[node] = 2

    for node in sorted(graph):
        visit(node, [])


def test_cycle_check_finds_a_cycle():
    """The check above is not vacuous: a made-up back edge is reported."""
    graph = _package_imports()
    graph["validation"] = graph["validation"] | {"solving"}
    seen, stack = set(), [("solving", ("solving",))]
    found = False
    while stack and not found:
        node, path = stack.pop()
        for nxt in graph.get(node, ()):
            if nxt == "solving":
                found = True
            elif nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, path + (nxt,)))
    assert found


def test_every_module_sits_in_a_layer_and_imports_only_lower_layers():
    """The plan in lightsout/__init__.py is the house: LAYERS names every module, and a
    module imports only modules of lower layers (plots/ sit above every module)."""
    import lightsout

    layers = lightsout.LAYERS
    modules = {p.stem for p in MODULES} - {"__init__"}
    assert modules == set(layers), (
        f"not in LAYERS: {sorted(modules - set(layers))};"
        f" in LAYERS but absent: {sorted(set(layers) - modules)}"
    )
    wrong = [
        f"{name} (layer {layers[name]}) imports {dep} (layer {layers[dep]})"
        for name, deps in _package_imports().items()
        if name in layers
        for dep in deps
        if layers.get(dep, 99) >= layers[name]
    ]
    assert not wrong, wrong


def test_no_module_imports_a_private_name_of_another():
    """A leading underscore means "this module only": what another module needs is public."""
    import ast

    found = []
    for path in MODULES + sorted((ROOT / "lightsout" / "plots").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (
                node.level or (node.module or "").startswith("lightsout")
            ):
                found += [
                    f"{path.name}: {node.module}.{alias.name}"
                    for alias in node.names
                    if alias.name.startswith("_")
                ]
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and isinstance(node.value, ast.Name)
                and node.value.id in LAYERS_NAMES
            ):
                found.append(f"{path.name}: {node.value.id}.{node.attr}")
    assert not found, found


LAYERS_NAMES = {p.stem for p in MODULES} - {"__init__"}


def test_readme_lists_every_module_of_the_package():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = re.findall(r"^\| `([^|]+)` \|", readme, re.M)
    listed = {m.strip() for row in table for m in re.findall(r"(\w+)\.py", row)}
    missing = sorted(LAYERS_NAMES - listed)
    assert not missing, f"README.md's module table leaves out {missing}"
