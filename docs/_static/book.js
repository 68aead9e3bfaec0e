// Search snippets are cut from the page's text, where a formula is still TeX (MathJax
// typesets the page, not the text the search reads), often in the middle of the formula:
// write each snippet's mathematics as plain text, "gcd(f_k(x), f_k(x+1))" for
// "\(\gcd(f_k(x), f_k(x+1))\)".
const SYMBOLS = {
  times: "×", cdot: "·", le: "≤", leq: "≤", ge: "≥", geq: "≥", ne: "≠", neq: "≠",
  to: "→", mid: "|", ldots: "…", dots: "…", cdots: "⋯", in: "∈", oplus: "⊕", pm: "±",
  infty: "∞", equiv: "≡", pmod: "mod", bmod: "mod", sum: "Σ", prod: "Π", ell: "ℓ",
  alpha: "α", beta: "β", gamma: "γ", delta: "δ", varepsilon: "ε", epsilon: "ε", eta: "η",
  kappa: "κ", lambda: "λ", mu: "μ", nu: "ν", omega: "ω", phi: "φ", varphi: "φ", pi: "π",
  rho: "ρ", sigma: "σ", tau: "τ", chi: "χ", psi: "ψ", Sigma: "Σ", Delta: "Δ", Phi: "Φ",
  quad: " ", qquad: " ", left: "", right: "", big: "", Big: "",
};

function plainMath(text) {
  return text
    .replace(/\\[()[\]]/g, "")
    .replace(
      /\\(?:mathbb|mathrm|mathbf|mathcal|boldsymbol|operatorname|textrm|text)\s*(?:\{([^{}]*)\}|(\w))/g,
      (whole, group, letter) => group ?? letter,
    )
    .replace(/([_^])\{([^{}]*)\}/g, (whole, mark, inner) =>
      inner.length === 1 ? mark + inner : `${mark}(${inner})`,
    )
    .replace(/\\([A-Za-z]+)/g, (whole, name, at, all) => {
      // \deg\gcd is "deg gcd": a space where the next command or letter would run on
      const word = name in SYMBOLS ? SYMBOLS[name] : name;
      return /[A-Za-z0-9\\]/.test(all[at + whole.length] || "") && /\w$/.test(word)
        ? `${word} `
        : word;
    })
    .replace(/\\[,;:! ]/g, " ")
    .replace(/[{}$]/g, "")
    .replace(/\s+/g, " ");
}

function plainSnippets() {
  // searchtools.js declares `const Search` at the top level: a global name, not window's
  const search = typeof Search === "undefined" ? undefined : Search;
  if (!search || !search.makeSearchSummary || search.makeSearchSummary.plain) return;
  const original = search.makeSearchSummary;
  search.makeSearchSummary = (html, keywords, anchor) => {
    const summary = original(html, keywords, anchor);
    if (summary) summary.textContent = plainMath(summary.textContent);
    return summary;
  };
  search.makeSearchSummary.plain = true;
}

plainSnippets();
document.addEventListener("DOMContentLoaded", plainSnippets);

// A block wider than its column scrolls sideways (formulas, tables, printed output); on a
// phone nothing shows that it does. Mark the side with more to see by a shadow (CSS
// .book-scroll-left/right), updated as the reader scrolls.
const SCROLLERS = "div.math, div.cell_output pre, .pst-scrollable-table-container, div.admonition, .book-wide-text";
// Text that cannot wrap (an inline formula wider than a phone's column) would push the page
// past the right edge: a paragraph, list item or term that holds such text scrolls sideways
// itself (CSS .book-wide-text), and only such a one (a paragraph that scrolls clips the few
// pixels by which formulas reach above and below its lines).
const TEXT_BLOCKS = "article p, article dt, article dd, article li, article h2, article h3";

function markWideText() {
  for (const el of document.querySelectorAll(TEXT_BLOCKS)) {
    const wide = el.scrollWidth > el.clientWidth + 1;
    if (wide !== el.classList.contains("book-wide-text")) el.classList.toggle("book-wide-text", wide);
  }
}

function markScrollers() {
  markWideText();
  for (const el of document.querySelectorAll(SCROLLERS)) {
    const update = () => {
      const more = el.scrollWidth - el.clientWidth;
      el.classList.toggle("book-scroll-right", more > 1 && el.scrollLeft < more - 1);
      el.classList.toggle("book-scroll-left", more > 1 && el.scrollLeft > 1);
    };
    update();
    if (!el.dataset.bookScroll) {
      el.dataset.bookScroll = "1";
      el.addEventListener("scroll", update, {passive: true});
    }
  }
}

function markWhenLaidOut() {
  markScrollers();
  // formulas take their width only once MathJax has typeset them
  if (window.MathJax && window.MathJax.Hub) window.MathJax.Hub.Queue(markScrollers);
  if (document.fonts) document.fonts.ready.then(markScrollers);
}

if (document.readyState === "complete") markWhenLaidOut();
else window.addEventListener("load", markWhenLaidOut);
window.addEventListener("resize", markScrollers);
