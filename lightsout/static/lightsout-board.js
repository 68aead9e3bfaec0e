// Lights Out, executed: the play board of chapter 00 (notebooks/00_play.ipynb), written once.
//
// One ES module: no build step, no framework, nothing loaded from anywhere. Two hosts use it.
//  * JupyterLab, through anywidget: the default export's render() draws the board of a
//    PlayBoard (lightsout/play.py). The kernel holds the state and answers every button
//    (a press, a new board, a solution, the fewest presses with SCIP for N colours).
//  * The HTML edition: docs/conf.py puts this text into chapter 00's page and calls
//    mountAll(document). The board then plays and solves here, in the browser.
//
// The solver follows the book. Light chasing (notebook 03) turns the m x n board into n
// equations in the presses of the first row, over Z/NZ (notebook 05): after chasing, the
// last row is r = c + M t for the first row t. Unimodular row and column operations over
// Z/NZ bring M to a diagonal D = U M V (for N = 2 this is elimination over GF(2)). Then
// D y = -U c says at once whether the board is solvable, gives one solution, and lists
// every solution as that one plus a combination of quiet patterns (presses that change no
// light); an unsolvable board gets a quiet pattern whose dot product with it is not 0 mod N.

export const MAX_SIZE = 12;
export const MAX_COLOURS = 8;
// At most this many solutions are searched for the fewest presses: a few tenths of a
// second at worst. Of the boards up to 12 x 12 with 2 to 8 colours only 11 x 11 with 8
// colours has more (262,144); 2 colours have at most 256 (9 x 9).
export const ENUMERATE_LIMIT = 65536;
// cell colours: charcoal and yellow for 2 colours, viridis steps otherwise (as
// lightsout/play.py's _play_palette; tests/test_board_site.py compares them)
export const PALETTES = {
  2: ["#2b2b2b", "#ffd43b"],
  3: ["#440154", "#21918c", "#fde725"],
  4: ["#440154", "#31688e", "#35b779", "#fde725"],
  5: ["#440154", "#3b528b", "#21918c", "#5ec962", "#fde725"],
  6: ["#440154", "#414487", "#2a788e", "#22a884", "#7ad151", "#fde725"],
  7: ["#440154", "#443983", "#31688e", "#21918c", "#35b779", "#90d743", "#fde725"],
  8: ["#440154", "#46327e", "#365c8d", "#277f8e", "#1fa187", "#4ac16d", "#a0da39", "#fde725"],
};
export const MARK = "#D55E00"; // Okabe and Ito's vermillion: the presses to make
export const QUIET = "#0072B2"; // Okabe and Ito's blue: a quiet pattern, the focus ring

// -- arithmetic mod N -----------------------------------------------------------------------

const mod = (a, n) => ((a % n) + n) % n;

function gcd(a, b) {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

// [g, s, t] with s a + t b = g = gcd(a, b), for a, b >= 0
function egcd(a, b) {
  let [r0, r1, s0, s1, t0, t1] = [a, b, 1, 0, 0, 1];
  while (r1) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return [r0, s0, t0];
}

// the inverse of a mod n (a and n coprime); 0 when n = 1
function inverse(a, n) {
  if (n === 1) return 0;
  const [g, s] = egcd(mod(a, n), n);
  if (g !== 1) throw new Error(`internal error: ${a} has no inverse mod ${n}`);
  return mod(s, n);
}

// -- the rules ------------------------------------------------------------------------------

function checkShape(rows, cols, colours) {
  for (const [name, v, lo, hi] of [
    ["rows", rows, 1, MAX_SIZE],
    ["columns", cols, 1, MAX_SIZE],
    ["colours", colours, 2, MAX_COLOURS],
  ]) {
    if (!Number.isInteger(v) || v < lo || v > hi) {
      throw new Error(`${name} is ${v}: the play board allows ${lo}..${hi}`);
    }
  }
}

// The board after pressing (r, c) `times` times (rows and columns from 0): 1 is added mod
// `colours` to the cell and to each of its four neighbours on the board.
export function pressCell(board, rows, cols, colours, r, c, times = 1) {
  const out = Array.from(board);
  for (const [dr, dc] of [[0, 0], [-1, 0], [1, 0], [0, -1], [0, 1]]) {
    const rr = r + dr, cc = c + dc;
    if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) {
      out[rr * cols + cc] = mod(out[rr * cols + cc] + times, colours);
    }
  }
  return out;
}

// The board after a whole press pattern (entry i: how often to press cell i, row-major).
export function applyPresses(board, rows, cols, colours, presses) {
  let out = Array.from(board);
  presses.forEach((k, i) => {
    if (k) out = pressCell(out, rows, cols, colours, Math.floor(i / cols), i % cols, k);
  });
  return out;
}

// A random board that can be switched off: random presses on the dark board (source 000's
// recipe, with the browser's random numbers instead of Python's seeded ones).
export function randomSolvable(rows, cols, colours, random = Math.random) {
  checkShape(rows, cols, colours);
  const presses = Array.from({ length: rows * cols }, () =>
    Math.min(colours - 1, Math.floor(random() * colours)),
  );
  return applyPresses(new Array(rows * cols).fill(0), rows, cols, colours, presses);
}

// -- positions as links: #lightsout=ROWSxCOLS:N:DIGITS --------------------------------------

export const LINK_FORM = "#lightsout=ROWSxCOLS:N:DIGITS (e.g. #lightsout=3x3:2:101010101)";

// The characters ignored around a link: Python's and JavaScript's whitespace together, and
// the byte-order mark; lightsout/play.py's _LINK_SPACE lists the same ones.
export const LINK_SPACE =
  "\t\n\v\f\r \x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005" +
  "\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

function stripSpace(s) {
  let a = 0, b = s.length;
  while (a < b && LINK_SPACE.includes(s[a])) a += 1;
  while (b > a && LINK_SPACE.includes(s[b - 1])) b -= 1;
  return s.slice(a, b);
}

// {rows, cols, colours, board} from a link, a fragment or the bare position; an Error with
// the same message as PlayBoard.from_link (lightsout/play.py) otherwise (the text quoted
// as JSON.stringify quotes it).
export function parseLink(text) {
  let s = stripSpace(String(text));
  const at = s.indexOf("lightsout=");
  if (at >= 0) s = s.slice(at + "lightsout=".length);
  const found = /^(\d{1,4})x(\d{1,4}):(\d{1,4}):(\d*)$/.exec(s);
  if (!found) {
    throw new Error(`a position reads ${LINK_FORM}, got ${JSON.stringify(String(text))}`);
  }
  const [rows, cols, colours] = found.slice(1, 4).map(Number);
  checkShape(rows, cols, colours);
  const digits = found[4];
  if (digits.length !== rows * cols) {
    throw new Error(
      `the position has ${digits.length} digits but a ${rows} x ${cols} board needs ` +
        `${rows * cols}, one per cell, row by row`,
    );
  }
  const board = Array.from(digits, Number);
  const bad = board.findIndex((v) => v >= colours);
  if (bad >= 0) {
    throw new Error(
      `the digit at row ${Math.floor(bad / cols) + 1}, column ${(bad % cols) + 1} is ` +
        `${board[bad]}, but a board with ${colours} colours has the values 0..${colours - 1}`,
    );
  }
  return { rows, cols, colours, board };
}

export function formatLink(rows, cols, colours, board) {
  return `#lightsout=${rows}x${cols}:${colours}:${board.join("")}`;
}

// -- solving: chase, diagonalise, read off ----------------------------------------------------

// Chase the board from first-row presses `top`: press below every cell left on, row by row.
// Returns the presses x (row-major) and what is left on the last row.
function chase(board, rows, cols, N, top) {
  const x = new Array(rows * cols).fill(0);
  for (let c = 0; c < cols; c++) x[c] = mod(top[c], N);
  const value = (r, c) => {
    // the light (r, c) after the presses of rows 0..r+1 made so far
    let v = board[r * cols + c] + x[r * cols + c];
    if (c > 0) v += x[r * cols + c - 1];
    if (c < cols - 1) v += x[r * cols + c + 1];
    if (r > 0) v += x[(r - 1) * cols + c];
    if (r < rows - 1) v += x[(r + 1) * cols + c];
    return v;
  };
  for (let r = 1; r < rows; r++) {
    for (let c = 0; c < cols; c++) x[r * cols + c] = mod(-value(r - 1, c), N);
  }
  const last = [];
  for (let c = 0; c < cols; c++) last.push(mod(value(rows - 1, c), N));
  return { x, last };
}

// U M V = D over Z/NZ, D diagonal, U and V invertible (products of 2 x 2 steps of
// determinant 1 and swaps). M is square; returns {d, U, V}.
function diagonalise(M, N) {
  const n = M.length;
  const A = M.map((row) => row.map((v) => mod(v, N)));
  const eye = () => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => +(i === j)));
  const U = eye(), V = eye();
  const rowOp = (X, i, j, a, b, c, d) => {
    // (row i, row j) <- (a row i + b row j, c row i + d row j)
    for (let k = 0; k < X[i].length; k++) {
      const [p, q] = [X[i][k], X[j][k]];
      X[i][k] = mod(a * p + b * q, N);
      X[j][k] = mod(c * p + d * q, N);
    }
  };
  const colOp = (X, i, j, a, b, c, d) => {
    for (const row of X) {
      const [p, q] = [row[i], row[j]];
      row[i] = mod(a * p + b * q, N);
      row[j] = mod(c * p + d * q, N);
    }
  };
  // a 2 x 2 step that puts gcd(p, q) in the first place and 0 in the second
  const step = (p, q) => {
    if (p === 0) return [0, 1, 1, 0]; // a swap
    if (q % p === 0) return [1, 0, -q / p, 1];
    const [g, s, t] = egcd(p, q);
    return [s, t, -q / g, p / g]; // determinant (s p + t q) / g = 1
  };
  for (let k = 0; k < n; k++) {
    // a pivot: the nonzero entry of the lower right block with the fewest multiples mod N
    let best = null;
    for (let i = k; i < n; i++) {
      for (let j = k; j < n; j++) {
        if (A[i][j] && (!best || gcd(A[i][j], N) < gcd(A[best[0]][best[1]], N))) best = [i, j];
      }
    }
    if (!best) break;
    const [pi, pj] = best;
    if (pi !== k) { rowOp(A, k, pi, 0, 1, 1, 0); rowOp(U, k, pi, 0, 1, 1, 0); }
    if (pj !== k) { colOp(A, k, pj, 0, 1, 1, 0); colOp(V, k, pj, 0, 1, 1, 0); }
    for (;;) {
      for (let i = k + 1; i < n; i++) {
        if (A[i][k]) {
          const s = step(A[k][k], A[i][k]);
          rowOp(A, k, i, ...s);
          rowOp(U, k, i, ...s);
        }
      }
      for (let j = k + 1; j < n; j++) {
        if (A[k][j]) {
          const s = step(A[k][k], A[k][j]);
          colOp(A, k, j, ...s);
          colOp(V, k, j, ...s);
        }
      }
      // the pivot only shrinks (as an integer 1..N-1), so this ends
      if (A.slice(k + 1).every((row) => row[k] === 0)) break;
    }
  }
  return { d: A.map((row, i) => row[i]), U, V };
}

const matVec = (X, v, N) => X.map((row) => mod(row.reduce((s, a, j) => s + a * v[j], 0), N));

// Everything about one board: one solution (if any), the quiet patterns that generate all
// others (with their orders), the number of solutions, or a quiet pattern showing that
// the board cannot be switched off.
export function analyse(board, rows, cols, colours) {
  checkShape(rows, cols, colours);
  const N = colours;
  const zeros = new Array(rows * cols).fill(0);
  const first = new Array(cols).fill(0);
  const c0 = chase(board, rows, cols, N, first).last;
  const M = Array.from({ length: cols }, () => new Array(cols).fill(0));
  for (let j = 0; j < cols; j++) {
    const e = first.slice();
    e[j] = 1;
    chase(zeros, rows, cols, N, e).last.forEach((v, i) => (M[i][j] = v));
  }
  const { d, U, V } = diagonalise(M, N);
  const r = matVec(U, c0.map((v) => -v), N);
  const gens = [];
  let solvable = true;
  const y = new Array(cols).fill(0);
  for (let i = 0; i < cols; i++) {
    const g = gcd(d[i], N); // gcd(0, N) = N: a free unknown
    if (r[i] % g !== 0) solvable = false;
    else y[i] = mod((r[i] / g) * inverse(d[i] / g, N / g), N / g);
    if (g > 1) {
      const e = new Array(cols).fill(0);
      e[i] = N / g;
      const pattern = chase(zeros, rows, cols, N, matVec(V, e, N)).x;
      gens.push({ pattern, order: g });
    }
  }
  const count = gens.reduce((p, q) => p * q.order, 1);
  const dot = (q) => mod(q.reduce((s, v, i) => s + v * board[i], 0), N);
  if (!solvable) {
    const witness = gens.find((q) => dot(q.pattern) !== 0);
    if (!witness) throw new Error("internal error: no quiet pattern shows why");
    return { solvable, gens, count, quiet: witness.pattern, dot: dot(witness.pattern) };
  }
  const { x, last } = chase(board, rows, cols, N, matVec(V, y, N));
  if (last.some((v) => v)) throw new Error("internal error: the chase left lights on");
  return { solvable, gens, count, presses: x };
}

// The fewest presses of a solvable analysed board: every solution is visited (an odometer
// over the quiet patterns, one addition per step), keeping the lightest and, among equally
// light ones, the first in row-major order (0 < 1 < ...). For 2 colours this is the
// canonical pattern of min_presses (lightsout/gf2.py). More than `limit` solutions: the
// solution found is returned with exact = false.
export function fewestPresses(analysis, colours, limit = ENUMERATE_LIMIT) {
  const { gens, count } = analysis;
  if (!analysis.solvable) throw new Error("the board is not solvable");
  if (count > limit) {
    return { presses: analysis.presses.slice(), exact: false, count, ties: 0 };
  }
  const N = colours;
  const size = analysis.presses.length;
  const cur = Int32Array.from(analysis.presses);
  const cells = [], adds = []; // each quiet pattern: the cells it presses, and how often
  for (const { pattern } of gens) {
    const at = [], by = [];
    pattern.forEach((v, i) => v && (at.push(i), by.push(v)));
    cells.push(Int32Array.from(at));
    adds.push(Int32Array.from(by));
  }
  const orders = Int32Array.from(gens, (g) => g.order);
  const digits = new Int32Array(gens.length);
  let w = cur.reduce((s, v) => s + v, 0);
  let bestW = w, ties = 1;
  const best = cur.slice();
  for (let step = 1; step < count; step++) {
    for (let i = 0; ; i++) {
      const at = cells[i], by = adds[i];
      for (let k = 0; k < at.length; k++) {
        const j = at[k], old = cur[j];
        let v = old + by[k];
        if (v >= N) v -= N;
        cur[j] = v;
        w += v - old;
      }
      if (++digits[i] < orders[i]) break;
      digits[i] = 0; // order times a pattern presses nothing: the next digit moves on
    }
    if (w < bestW) {
      best.set(cur);
      bestW = w;
      ties = 1;
    } else if (w === bestW) {
      ties += 1;
      for (let i = 0; i < size; i++) {
        if (cur[i] !== best[i]) {
          if (cur[i] < best[i]) best.set(cur);
          break;
        }
      }
    }
  }
  return { presses: Array.from(best), exact: true, count, ties };
}

// -- the state of a board on a page (the HTML edition) --------------------------------------

const plural = (k, one, many) => `${k.toLocaleString("en")} ${k === 1 ? one : many}`;

// A board played in the page: the same actions as the kernel's PlayBoard, answered here.
export class PageBoard {
  static actions = ["press", "new", "restart", "hide", "solve", "fewest"];

  constructor(position, origin = "") {
    this.listeners = new Set();
    this.deal(position, origin);
  }

  deal({ rows, cols, colours, board }, origin) {
    checkShape(rows, cols, colours);
    Object.assign(this, { rows, cols, colours, origin, board: Array.from(board) });
    this.dealt = Array.from(board);
    this.moves = 0;
    this.clear();
  }

  clear() {
    Object.assign(this, { kind: "", presses: null, quiet: null, note: "", exact: true, message: "" });
  }

  subscribe(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit() {
    const state = this.state();
    for (const listener of this.listeners) listener(state);
  }

  state() {
    const { rows, cols, colours, board, moves, origin, kind, presses, quiet, note, exact, message } = this;
    const link = formatLink(rows, cols, colours, board);
    return { rows, cols, colours, board, moves, origin, kind, presses, quiet, note, exact, message, link, seed: null };
  }

  // the link's position, unless the board already shows it; a bad link leaves the board
  load(text) {
    try {
      const position = parseLink(text);
      if (formatLink(position.rows, position.cols, position.colours, position.board) !== this.state().link) {
        this.deal(position, "from a link");
      }
    } catch (error) {
      this.message = `This link does not give a board: ${error.message}.`;
    }
    this.emit();
  }

  act(action, args = {}) {
    try {
      if (!PageBoard.actions.includes(action)) throw new Error(`no such action: ${action}`);
      this[`_${action}`](args);
    } catch (error) {
      this.message = error.message;
    }
    this.emit();
  }

  // a press at anything but a cell (1.5, "1", -1) is refused, counts no move
  _press({ row, col }) {
    const { rows, cols, colours } = this;
    for (const [name, v, size] of [["row", row, rows], ["column", col, cols]]) {
      if (!(Number.isInteger(v) && v >= 0 && v < size)) {
        const shown = typeof v === "number" ? String(v) : JSON.stringify(v) ?? String(v);
        throw new Error(`${name} ${shown} is outside the board: allowed are the integers 0..${size - 1}`);
      }
    }
    this.board = pressCell(this.board, rows, cols, colours, row, col);
    this.moves += 1;
    this.message = "";
    if (this.kind === "solution") {
      // the marks minus this press still switch the new board off
      this.presses[row * cols + col] = mod(this.presses[row * cols + col] - 1, colours);
    } else if (this.kind === "fewest") {
      this._fewest();
    }
  }

  _new({ rows, cols, colours }) {
    const [r, c, n] = [rows ?? this.rows, cols ?? this.cols, colours ?? this.colours].map(Number);
    this.deal({ rows: r, cols: c, colours: n, board: randomSolvable(r, c, n) }, "a random deal");
  }

  _restart() {
    this.board = this.dealt.slice();
    this.moves = 0;
    this.clear();
  }

  _hide() {
    this.clear();
  }

  _analyse() {
    const found = analyse(this.board, this.rows, this.cols, this.colours);
    this.clear();
    if (!found.solvable) {
      this.kind = "unsolvable";
      this.quiet = found.quiet;
      this.note =
        `the quiet pattern marked \u25c7 (pressing it changes no light) has dot product ` +
        `${found.dot} with the board, not 0 mod ${this.colours}. No press changes that dot ` +
        `product, so no presses switch this board off.`;
    }
    return found;
  }

  _solve() {
    const found = this._analyse();
    if (!found.solvable) return;
    this.kind = "solution";
    this.presses = found.presses;
    this.note = found.count > 1 ? `It is one of ${plural(found.count, "solution", "solutions")}.` : "It is the only one.";
  }

  _fewest() {
    const found = this._analyse();
    if (!found.solvable) return;
    const best = fewestPresses(found, this.colours);
    this.kind = "fewest";
    this.presses = best.presses;
    this.exact = best.exact;
    if (!best.exact) {
      this.note =
        `the board has ${plural(best.count, "solution", "solutions")}, too many to search ` +
        `here, so fewer may exist.`;
    } else if (best.count === 1) {
      this.note = "It is the only solution.";
    } else {
      const same = best.ties > 1 ? `; ${best.ties} are this light, and this is the first in row-major order` : "";
      this.note = `Searched all ${plural(best.count, "solution", "solutions")}${same}.`;
    }
  }
}

// -- drawing (both hosts) ---------------------------------------------------------------------

const STYLE = `
.lo-board{max-width:100%;margin:.5rem 0 1rem}
.lo-board .lo-bar{display:flex;flex-wrap:wrap;gap:.4rem .6rem;align-items:center;margin:.5rem 0}
.lo-board label{display:inline-flex;gap:.3rem;align-items:center}
.lo-board select,.lo-board input{font:inherit;min-height:2.25rem;padding:0 .3rem}
.lo-board input{width:5em}
.lo-board .lo-ctl{font:inherit;min-height:2.5rem;padding:.3rem .75rem;border:1px solid #6b6b6b;
  border-radius:4px;background:#f3f3f3;color:#1a1a1a;cursor:pointer}
.lo-board .lo-ctl:hover{background:#e4e4e4}
.lo-board .lo-grid{display:grid;gap:3px;grid-template-columns:repeat(var(--lo-cols),minmax(0,1fr));
  width:min(100%,calc(var(--lo-cols)*2.75rem + (var(--lo-cols) - 1)*3px));touch-action:manipulation}
.lo-board .lo-cell{aspect-ratio:1/1;min-width:0;margin:0;padding:0;border:2px solid #9e9e9e;
  border-radius:3px;font:bold clamp(.6rem,2.6vw,1rem)/1.05 system-ui,sans-serif;cursor:pointer;
  display:flex;flex-direction:column;align-items:center;justify-content:center;overflow:hidden}
.lo-board .lo-cell.lo-pressed{border:3px solid ${MARK}}
.lo-board .lo-cell.lo-quiet{border:3px dashed ${QUIET}}
.lo-board .lo-mark{color:${MARK};text-shadow:-1px 0 #fff,1px 0 #fff,0 -1px #fff,0 1px #fff}
.lo-board .lo-quiet .lo-mark{color:${QUIET}}
.lo-board .lo-cell:focus,.lo-board .lo-ctl:focus-visible{outline:3px solid ${QUIET};
  outline-offset:2px;box-shadow:0 0 0 2px #fff;position:relative;z-index:1}
.lo-board .lightsout-legend span{display:inline-block;min-width:1.6em;text-align:center;
  border:1px solid #9e9e9e;padding:0 .2em}
.lo-board p{margin:.35rem 0}
.lo-board [data-status]:empty{display:none}
@media print{.lo-board .lo-bar,.lo-board .lo-link{display:none}}
`;

function make(tag, attrs = {}, text = "") {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (text) el.textContent = text;
  return el;
}

const ink = (value, colours) => (colours > 2 && value < colours / 2 ? "#fff" : "#000");
const markText = (k, sign) => (k ? (k === 1 ? sign : `${sign}${k}`) : "");

// Draw a board into `el` and keep it drawn: `host` gives the state (host.state(),
// host.subscribe(listener)) and takes the buttons (host.act(action, args)); with
// host.seeds the "new" row also has a seed (the kernel's boards are seeded), and with
// host.links the link is one the page can follow.
export function createView(el, host) {
  // data-lm-suppress-shortcuts: in JupyterLab, keys pressed in the board stay in the board
  const root = make("div", { class: "lo-board", "data-lightsout-board": "", "data-lm-suppress-shortcuts": "true" });
  root.append(make("style", {}, STYLE));
  const select = (name, lo, hi, label) => {
    const s = make("select", { "data-field": name, "aria-label": label });
    for (let v = lo; v <= hi; v++) s.append(make("option", { value: v }, String(v)));
    const wrap = make("label", {}, label + " ");
    wrap.append(s);
    return [wrap, s];
  };
  const [rowsLabel, rowsField] = select("rows", 1, MAX_SIZE, "rows");
  const [colsLabel, colsField] = select("cols", 1, MAX_SIZE, "columns");
  const [coloursLabel, coloursField] = select("colours", 2, MAX_COLOURS, "colours");
  const button = (action, text) => make("button", { type: "button", class: "lo-ctl", "data-action": action }, text);
  const dealBar = make("div", { class: "lo-bar", role: "group", "aria-label": "deal a board" });
  dealBar.append(rowsLabel, colsLabel, coloursLabel);
  let seedField = null;
  if (host.seeds) {
    seedField = make("input", { type: "number", "data-field": "seed", "aria-label": "seed" });
    const wrap = make("label", {}, "seed ");
    wrap.append(seedField);
    dealBar.append(wrap);
  }
  dealBar.append(button("new", "new solvable board"));
  const grid = make("div", { class: "lo-grid", role: "group" });
  const actionBar = make("div", { class: "lo-bar", role: "group", "aria-label": "answers" });
  actionBar.append(
    button("solve", "show a solution"),
    button("fewest", "show fewest presses"),
    button("hide", "hide presses"),
    button("restart", "restart this board"),
  );
  const legend = make("p", { class: "lightsout-legend" });
  const moves = make("p", { "data-moves": "", "aria-live": "polite" });
  const status = make("p", { "data-status": "", "aria-live": "polite" });
  const linkLine = make("p", { class: "lo-link" }, "This position as a link: ");
  const link = make(host.links ? "a" : "code", { "data-link": "" });
  linkLine.append(link);
  root.append(dealBar, grid, actionBar, legend, moves, status, linkLine);
  el.replaceChildren(root);

  let cells = [], nRows = 0, nCols = 0, focus = [0, 0];
  const cellAt = (r, c) => cells[r * nCols + c];

  function build(rows, cols) {
    [nRows, nCols] = [rows, cols];
    grid.style.setProperty("--lo-cols", cols);
    grid.setAttribute("aria-label", `the board: ${rows} rows, ${cols} columns; arrow keys move, Enter or Space presses`);
    cells = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const b = make("button", { type: "button", class: "lo-cell", "data-row": r, "data-col": c, tabindex: "-1" });
        b.append(make("span", { class: "lo-value" }), make("span", { class: "lo-mark" }));
        cells.push(b);
      }
    }
    grid.replaceChildren(...cells);
    focus = [Math.min(focus[0], rows - 1), Math.min(focus[1], cols - 1)];
    cellAt(...focus).tabIndex = 0;
  }

  function draw(s) {
    const { rows, cols, colours, board } = s;
    if (rows !== nRows || cols !== nCols) build(rows, cols);
    if (root.dataset.shown !== `${rows}x${cols}:${colours}:${s.seed}`) {
      // the deal fields follow a new board, not every redraw (the reader may be choosing)
      root.dataset.shown = `${rows}x${cols}:${colours}:${s.seed}`;
      rowsField.value = rows;
      colsField.value = cols;
      coloursField.value = colours;
      if (seedField) seedField.value = s.seed;
    }
    Object.assign(root.dataset, { rows, cols, colours });
    const palette = PALETTES[colours];
    const showing = s.kind === "solution" || s.kind === "fewest";
    cells.forEach((b, i) => {
      const v = board[i];
      const k = showing ? s.presses[i] : 0;
      const q = s.kind === "unsolvable" && s.quiet ? s.quiet[i] : 0;
      b.dataset.value = v;
      if (showing) b.dataset.press = k;
      else delete b.dataset.press;
      if (q) b.dataset.quiet = q;
      else delete b.dataset.quiet;
      b.style.background = palette[v];
      b.style.color = ink(v, colours);
      b.classList.toggle("lo-pressed", k > 0);
      b.classList.toggle("lo-quiet", q > 0);
      b.firstChild.textContent = colours > 2 ? String(v) : "";
      b.lastChild.textContent = k ? markText(k, "\u25cf") : markText(q, "\u25c7");
      const what = colours > 2 ? `value ${v}` : v ? "on" : "off";
      const extra = k ? `; press ${k === 1 ? "once" : `${k} times`}` : q ? `; on the quiet pattern ${q} times` : "";
      b.setAttribute("aria-label", `row ${(i - (i % cols)) / cols + 1}, column ${(i % cols) + 1}: ${what}${extra}`);
    });
    legend.replaceChildren();
    if (colours > 2) {
      legend.append("a press cycles a cell: ");
      for (let v = 0; v <= colours; v++) {
        if (v) legend.append(" \u2192 ");
        const box = make("span", {}, String(v % colours));
        box.style.background = palette[v % colours];
        box.style.color = ink(v % colours, colours);
        legend.append(box);
      }
    }
    const lit = board.filter((v) => v).length;
    const origin = s.origin ? `, ${s.origin}` : "";
    moves.textContent =
      `${rows} x ${cols}, ${colours} colours${origin}; moves: ${s.moves}; ` +
      (lit ? `lights on: ${lit}` : "solved!");
    const total = showing ? s.presses.reduce((a, b) => a + b, 0) : 0;
    let text = "";
    if (!lit && s.moves && s.kind !== "unsolvable") text = `Solved in ${plural(s.moves, "move", "moves")}.`;
    else if (s.kind === "solution") text = `A solution: ${plural(total, "press", "presses")}. ${s.note}`;
    else if (s.kind === "fewest" && s.exact) text = `Fewest presses: ${plural(total, "press", "presses")}. ${s.note}`;
    // not proven fewest: one sentence, the note a clause saying why fewer presses may exist
    else if (s.kind === "fewest") text = `A solution with ${plural(total, "press", "presses")}; ${s.note}`;
    else if (s.kind === "unsolvable") text = `Not solvable: ${s.note}`;
    status.dataset.status = s.kind || (lit ? "playing" : "solved");
    status.textContent = [text.trim(), s.message].filter(Boolean).join(" ");
    link.textContent = s.link;
    if (host.links) link.setAttribute("href", s.link);
  }

  const ask = (action, args) => host.act(action, args);
  const deal = () => {
    const args = { rows: Number(rowsField.value), cols: Number(colsField.value), colours: Number(coloursField.value) };
    if (seedField) args.seed = Number(seedField.value);
    ask("new", args);
  };
  // a size or colour chosen is dealt at once: the pickers are not a form waiting for a button
  for (const field of [rowsField, colsField, coloursField]) field.addEventListener("change", deal);
  root.addEventListener("click", (event) => {
    const b = event.target.closest("button");
    if (!b || !root.contains(b)) return;
    if (b.classList.contains("lo-cell")) {
      const [r, c] = [Number(b.dataset.row), Number(b.dataset.col)];
      cellAt(...focus).tabIndex = -1;
      focus = [r, c];
      b.tabIndex = 0;
      ask("press", { row: r, col: c });
    } else if (b.dataset.action === "new") {
      deal();
    } else if (b.dataset.action) {
      ask(b.dataset.action, {});
    }
  });
  grid.addEventListener("focusin", (event) => {
    // a cell focused in any way (Tab, a click, a script) is where the arrow keys start
    const b = event.target.closest(".lo-cell");
    if (!b || cellAt(...focus) === b) return;
    cellAt(...focus).tabIndex = -1;
    focus = [Number(b.dataset.row), Number(b.dataset.col)];
    b.tabIndex = 0;
  });
  grid.addEventListener("keydown", (event) => {
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = arrows[event.key];
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    const next = [
      Math.max(0, Math.min(nRows - 1, focus[0] + step[0])),
      Math.max(0, Math.min(nCols - 1, focus[1] + step[1])),
    ];
    cellAt(...focus).tabIndex = -1;
    focus = next;
    const b = cellAt(...focus);
    b.tabIndex = 0;
    b.focus();
  });

  draw(host.state());
  const stop = host.subscribe(draw);
  return { root, destroy: stop };
}

// -- the hosts --------------------------------------------------------------------------------

// The HTML edition: the first element with data-lightsout-position (the stored snapshot of
// chapter 00's first board) becomes a live board, played and solved in this page. A
// fragment #lightsout=... gives the position to start from, now or later.
export function mountAll(doc = document) {
  const spot = doc.querySelector("[data-lightsout-position]");
  if (!spot) return null;
  const board = new PageBoard(
    parseLink(spot.getAttribute("data-lightsout-position")),
    spot.getAttribute("data-lightsout-origin") || "",
  );
  const host = {
    links: true,
    state: () => board.state(),
    subscribe: (listener) => board.subscribe(listener),
    act: (action, args) => board.act(action, args),
  };
  const view = createView(spot, host);
  const fromFragment = () => {
    let hash = doc.defaultView.location.hash;
    try {
      hash = decodeURIComponent(hash);
    } catch (error) {
      // keep it as it is: parseLink says what is wrong with it
    }
    if (hash.startsWith("#lightsout=")) board.load(hash);
  };
  doc.defaultView.addEventListener("hashchange", fromFragment);
  fromFragment();
  return { board, view };
}

// JupyterLab (anywidget): the kernel's PlayBoard sends its whole state as the trait
// "state" and answers the messages {action, ...} that the buttons send.
function render({ model, el }) {
  const host = {
    seeds: true,
    state: () => model.get("state"),
    subscribe: (listener) => {
      const changed = () => listener(model.get("state"));
      model.on("change:state", changed);
      return () => model.off("change:state", changed);
    },
    act: (action, args) => model.send({ action, ...args }),
  };
  const view = createView(el, host);
  return () => view.destroy();
}

export default { render };
