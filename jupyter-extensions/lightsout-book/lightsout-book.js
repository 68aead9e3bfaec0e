// The book's JupyterLab extension (lightsout-book): written by hand as a module-federation
// container, so it needs no npm, no webpack and no install step. `make lab` (README: "In
// JupyterLab") loads it with --LabApp.extra_labextensions_path=jupyter-extensions; JupyterLab
// then runs this file and asks the container for "./extension", a list of Lumino plugins.
// It uses only the application object (no shared @jupyterlab module), so it does not depend on
// JupyterLab's module versions. What it does, and why, is said in jupyter-extensions/README.md:
//  1. links between chapters: a click on [Theorem 3.1](03_x.ipynb#thm-03-nullity) opens the
//     notebook and scrolls to the statement (JupyterLab scrolls only to headings and cell ids);
//  2. solutions stay folded: a code cell between {solution-start} and {solution-end} whose code
//     is folded keeps its output folded after it runs (JupyterLab unfolds it on every run);
//  3. the {solution-end} marker (an empty exercise box in jupyterlab-myst) is not shown;
//  4. a Markdown cell's MyST source stays out of view until the cell is rendered (JupyterLab
//     shows the cell's editor until jupyterlab-myst has rendered it: seconds under load).
var _JUPYTERLAB;
(function () {
  "use strict";
  var NAME = "lightsout-book";
  var STYLE_ID = "lightsout-book-style";
  var PENDING = "lightsout-book-pending";
  var PENDING_AT_MOST = 60000; // ms: a cell whose rendering fails shows its source after that
  var CSS = [
    // the {solution-end} marker: jupyterlab-myst draws an exercise box with no title and no body
    ".jp-MarkdownCell .myst aside.myst-exercise:has(> .myst-exercise-header .myst-exercise-title:empty):has(> .myst-exercise-body:empty) { display: none; }",
    // a Markdown cell waiting for its renderer (marked by watchRendering): its source hidden,
    // unless the reader is editing it
    ".jp-Notebook .jp-MarkdownCell." + PENDING + ":not(.jp-mod-rendered) .jp-InputArea-editor { visibility: hidden; }",
    ".jp-Notebook.jp-mod-editMode .jp-MarkdownCell." + PENDING + ".jp-mod-active .jp-InputArea-editor { visibility: visible; }",
  ].join("\n");
  var LABEL = function (label) {
    var escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // a directive option `:label: x`, a MyST target `(x)=`, or an HTML id
    return new RegExp(
      "^[ \\t]*:label:[ \\t]*" + escaped + "[ \\t]*$|^\\(" + escaped + "\\)=[ \\t]*$|id=\"" + escaped + "\"",
      "m"
    );
  };

  function config(key) {
    var node = document.getElementById("jupyter-config-data");
    try {
      return node ? JSON.parse(node.textContent)[key] : undefined;
    } catch (error) {
      return undefined;
    }
  }

  function panels(app) {
    var found = [];
    var iterator = app.shell.widgets("main");
    var widgets = typeof iterator[Symbol.iterator] === "function" ? Array.from(iterator) : [];
    widgets.forEach(function (widget) {
      if (widget.content && widget.content.widgets && widget.context) found.push(widget);
    });
    return found;
  }

  function dirname(path) {
    var at = path.lastIndexOf("/");
    return at < 0 ? "" : path.slice(0, at);
  }

  function normalise(path) {
    var parts = [];
    path.split("/").forEach(function (part) {
      if (part === "..") parts.pop();
      else if (part && part !== ".") parts.push(part);
    });
    return parts.join("/");
  }

  // The server path and fragment of a link to a notebook, or null. jupyterlab-myst rewrites the
  // href to /files/PATH?_xsrf=...#fragment once it has resolved it; before that it is the
  // Markdown's relative target.
  function target(anchor, panel) {
    var raw = anchor.getAttribute("href") || "";
    if (!raw || raw.charAt(0) === "#") return null;
    var url;
    try {
      url = new URL(anchor.href, window.location.href);
    } catch (error) {
      return null;
    }
    var fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : "";
    var path = null;
    var files = (config("baseUrl") || "/") + "files/";
    if (url.origin === window.location.origin && url.pathname.indexOf(files) === 0) {
      path = decodeURIComponent(url.pathname.slice(files.length));
    } else if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(raw) && raw.charAt(0) !== "/" && panel) {
      path = normalise(dirname(panel.context.path) + "/" + decodeURIComponent(raw.split("#")[0].split("?")[0]));
    }
    if (!path || !/\.ipynb$/.test(path)) return null;
    return { path: path, fragment: fragment };
  }

  function sleep(ms) {
    return new Promise(function (resolve) {
      setTimeout(resolve, ms);
    });
  }

  // Bring the statement labelled `label` of an open notebook into view: find its cell in the
  // model (rendered or not: JupyterLab may render only the cells near the view), scroll to the
  // cell, then to the statement's box once it is drawn; redo it while the cells above are still
  // being typeset (their heights change), unless the reader scrolls or types meanwhile.
  async function reveal(panel, label) {
    await panel.context.ready;
    var notebook = panel.content;
    var pattern = LABEL(label);
    var index = -1;
    for (var i = 0; i < 600 && index < 0; i++) {
      index = notebook.widgets.findIndex(function (cell) {
        return cell.model.id === label || pattern.test(cell.model.sharedModel.getSource());
      });
      if (index < 0) await sleep(50);
    }
    if (index < 0) {
      console.warn(NAME + ": no cell of " + panel.context.path + " defines the label " + label);
      return;
    }
    notebook.activeCellIndex = index;
    var moved = false;
    var stop = function () {
      moved = true;
    };
    ["wheel", "keydown", "mousedown", "touchstart"].forEach(function (type) {
      notebook.node.addEventListener(type, stop, { once: true, capture: true });
    });
    var cell = notebook.widgets[index];
    var stable = 0;
    var last = null;
    for (var step = 0; step < 200 && !moved && stable < 8; step++) {
      if (typeof notebook.scrollToItem === "function" && step === 0) {
        try {
          await notebook.scrollToItem(index, "start");
        } catch (error) {
          /* an older notebook without windowing: scrollIntoView below does it */
        }
      }
      var box = cell.node.querySelector('[id="' + CSS_ESCAPE(label) + '"]') || cell.node;
      box.scrollIntoView({ block: "start" });
      var top = Math.round(box.getBoundingClientRect().top);
      stable = top === last && box !== cell.node ? stable + 1 : 0;
      last = top;
      await sleep(100);
    }
  }

  function CSS_ESCAPE(text) {
    return window.CSS && window.CSS.escape ? window.CSS.escape(text) : text.replace(/"/g, '\\"');
  }

  function panelOf(app, node) {
    return panels(app).find(function (panel) {
      return panel.node.contains(node);
    });
  }

  function onClick(app) {
    return function (event) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      var anchor = event.target && event.target.closest ? event.target.closest("a[href]") : null;
      if (!anchor || !anchor.closest(".jp-MarkdownCell, .jp-RenderedMarkdown, .jp-RenderedMySTMarkdown")) return;
      if (anchor.hasAttribute("download")) return;
      var link = target(anchor, panelOf(app, anchor));
      if (!link) return;
      // ours alone: neither the browser (which would fetch /files/...) nor jupyterlab-myst's
      // own listener (which opens the notebook at its top) sees this click
      event.preventDefault();
      event.stopPropagation();
      open(app, link);
    };
  }

  async function open(app, link) {
    var widget = await app.commands.execute("docmanager:open", { path: link.path });
    if (!widget || !link.fragment) return;
    if (link.fragment.indexOf("cell-id=") === 0 && widget.setFragment) {
      widget.setFragment("#" + link.fragment);
      return;
    }
    if (widget.content && widget.content.widgets) await reveal(widget, link.fragment);
    else if (widget.setFragment) widget.setFragment("#" + link.fragment);
  }

  // -- solutions ------------------------------------------------------------------------------
  var watched = new WeakSet();
  var opened = new WeakSet(); // solution cells whose output the reader has opened

  function marker(cell, name) {
    return cell.model.type === "markdown" && cell.model.sharedModel.getSource().indexOf("{" + name + "}") >= 0;
  }

  function isSolution(notebook, cell) {
    var inside = false;
    var cells = notebook.widgets;
    for (var i = 0; i < cells.length; i++) {
      if (marker(cells[i], "solution-start")) inside = true;
      else if (marker(cells[i], "solution-end")) inside = false;
      else if (cells[i] === cell) return inside;
    }
    return false;
  }

  function keepFolded(notebook, cell) {
    if (cell.isDisposed || cell.model.type !== "code" || !cell.inputHidden || opened.has(cell)) return;
    if (!cell.outputHidden && isSolution(notebook, cell)) cell.outputHidden = true;
  }

  function watchCell(notebook, cell) {
    if (watched.has(cell) || cell.model.type !== "code") return;
    watched.add(cell);
    // the reader opens the output: a click on its collapser or on its "..." placeholder
    cell.node.addEventListener(
      "click",
      function (event) {
        var t = event.target;
        if (t && t.closest && t.closest(".jp-OutputCollapser, .jp-OutputPlaceholder, .jp-Cell-outputCollapser")) {
          opened.add(cell);
        }
      },
      true
    );
    // JupyterLab unfolds a cell's output each time it runs (CodeCell.execute); the outputs
    // arrive after that, and each change folds it again while the code is folded
    cell.model.outputs.changed.connect(function () {
      keepFolded(notebook, cell);
    });
    cell.model.stateChanged.connect(function () {
      setTimeout(function () {
        keepFolded(notebook, cell);
      }, 0);
    });
  }

  // -- Markdown source while a cell renders ----------------------------------------------------
  // JupyterLab shows a Markdown cell's editor (its source) from the cell's creation until the
  // renderer has finished (MarkdownCell._handleRendered awaits it, then adds jp-mod-rendered);
  // with jupyterlab-myst under load, or when windowing renders cells as they scroll into view,
  // that is seconds of MyST source, the solutions' included. A cell whose `rendered` flag is
  // set but which is not rendered yet is marked PENDING, and the style above hides its editor;
  // the mark goes when the cell is rendered, when the reader edits it (the flag is cleared),
  // or after PENDING_AT_MOST.
  function markPending(notebook, node) {
    var cells = notebook.widgets;
    for (var i = 0; i < cells.length; i++) {
      var cell = cells[i];
      if (cell.node !== node) continue;
      var waiting = cell.model.type === "markdown" && cell.rendered === true && !node.classList.contains("jp-mod-rendered");
      if (waiting && !node.classList.contains(PENDING)) {
        node.classList.add(PENDING);
        setTimeout(function () {
          node.classList.remove(PENDING);
        }, PENDING_AT_MOST);
      } else if (!waiting) node.classList.remove(PENDING);
      return;
    }
  }

  function watchRendering(notebook) {
    var check = function (node) {
      if (node.nodeType !== 1) return;
      if (node.classList.contains("jp-MarkdownCell")) markPending(notebook, node);
      else if (node.querySelectorAll) node.querySelectorAll(".jp-MarkdownCell").forEach(function (n) {
        markPending(notebook, n);
      });
    };
    new MutationObserver(function (records) {
      records.forEach(function (record) {
        if (record.type === "childList") record.addedNodes.forEach(check);
        else if (record.target.classList && record.target.classList.contains(PENDING)) {
          markPending(notebook, record.target);
        }
      });
    }).observe(notebook.node, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
    check(notebook.node);
  }

  function watchNotebook(panel) {
    var notebook = panel.content;
    if (watched.has(notebook)) return;
    watched.add(notebook);
    watchRendering(notebook);
    var all = function () {
      notebook.widgets.forEach(function (cell) {
        watchCell(notebook, cell);
      });
    };
    panel.context.ready.then(all);
    if (notebook.model) notebook.model.cells.changed.connect(function () {
      setTimeout(all, 0);
    });
    notebook.modelChanged.connect(function () {
      if (notebook.model) notebook.model.cells.changed.connect(function () {
        setTimeout(all, 0);
      });
      setTimeout(all, 0);
    });
  }

  var plugin = {
    id: "lightsout-book:plugin",
    description: "Links between the book's chapters land on the statement; solutions stay folded.",
    autoStart: true,
    requires: [],
    activate: function (app) {
      if (!document.getElementById(STYLE_ID)) {
        var style = document.createElement("style");
        style.id = STYLE_ID;
        style.textContent = CSS;
        document.head.appendChild(style);
      }
      document.addEventListener("click", onClick(app), true);
      var scan = function () {
        panels(app).forEach(watchNotebook);
      };
      app.shell.layoutModified.connect(scan);
      if (app.shell.currentChanged) app.shell.currentChanged.connect(scan);
      app.restored.then(scan);
      window.lightsoutBook = { version: "1.1.0", reveal: reveal };
    },
  };

  var container = {
    init: function () {
      return Promise.resolve();
    },
    get: function (module) {
      if (module === "./extension") {
        return Promise.resolve(function () {
          return { __esModule: true, default: [plugin] };
        });
      }
      return Promise.reject(new Error('Module "' + module + '" does not exist in container.'));
    },
  };
  _JUPYTERLAB = typeof _JUPYTERLAB === "undefined" ? {} : _JUPYTERLAB;
  _JUPYTERLAB[NAME] = container;
})();
