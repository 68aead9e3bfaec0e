// Search results arrive after MathJax has typeset the page: typeset each result as it comes
// (Sphinx's search appends one <li> per page found, and later the <p class="context"> snippet).
document.addEventListener("DOMContentLoaded", () => {
  const results = document.getElementById("search-results");
  if (!results) return;
  new MutationObserver((changes) => {
    if (!window.MathJax || !window.MathJax.Hub) return;
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node.nodeName === "LI" || node.nodeName === "P") MathJax.Hub.Queue(["Typeset", MathJax.Hub, node]);
      }
    }
  }).observe(results, {childList: true, subtree: true});
});
