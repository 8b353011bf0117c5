// The breakdown table of an input of any size. Only the rows near what is on screen exist: the
// table scrolls inside its own box, between two spacers that stand for the rows before and after
// (their height estimated from the rows drawn so far), and rows are explained (utf8.explain, a
// window at a time) as they come into view. Positions are "units": bytes, or with Errors only, the
// errors in order. Bytes opened from a file are shown with their offsets in the file (`origin`).
import { locale } from '../i18n.js';
const MIN_RUN = 8; // runs of at least this many ASCII bytes are one row when collapsed
const EXPLAIN_BYTES = 512; // bytes explained at a time
const ROWS_AT_A_TIME = 40;
const FIRST_ROWS = 12; // rows drawn first, before any row's height is known
const MAX_HEIGHT = 8e6; // px: the spacers' total stays well within what a browser lays out
// Bytes after a row that its hint or its attempt may read (an encoded-twice character's, CESU-8's).
const LOOKAHEAD = 16;

const isAscii = (byte) => byte < 0x80;

export function createBreakdown({ scroller, table, topSpacer, bottomSpacer, utf8, rows: maker, onSelect }) {
  const tbody = table.tBodies[0];
  let bytes = new Uint8Array(0);
  let errorIndexes = new Uint32Array(0);
  let origin = 0; // where the bytes sit in the file they were opened from
  let hints = true; // whether UTF-8's hints apply (analysis.js)
  let drawnIn = null; // the language of the rows drawn
  let errorsOnly = false;
  let collapseAscii = true;
  let selectedKey = null;
  let start = 0; // units covered by the rows drawn: [start, end)
  let end = 0;
  let pxPerUnit = 0;
  let rowHeight = 0; // px, the rows' average when last drawn
  let drawing = false;

  const units = () => (errorsOnly ? errorIndexes.length : bytes.length);

  // The rows for units [from, to), as [unitStart, unitEnd, tr]; byte mode starts at the segment that
  // holds `from` and may end past `to` (at the end of a segment).
  function rowsBetween(from, to, maxRows = ROWS_AT_A_TIME) {
    const made = [];
    if (errorsOnly) {
      for (let k = from; k < to; k++) {
        const index = errorIndexes[k];
        const segment = utf8.explain(bytes, { from: index, to: index + 1, origin, hints, locale: locale() })[0];
        const tr = maker.segmentRow(segment, origin);
        tr.dataset.end = String(segment.index - origin + segment.length);
        made.push([k, k + 1, tr]);
      }
      return made;
    }
    let at = from;
    while (at < to) {
      if (collapseAscii && isAscii(bytes[at])) {
        let runEnd = at;
        while (runEnd < to && isAscii(bytes[runEnd])) runEnd++;
        if (runEnd - at >= MIN_RUN) {
          made.push([at, runEnd, maker.asciiRunRow(bytes, at, runEnd, origin)]);
          at = runEnd;
          continue;
        }
      }
      const windowEnd = Math.min(to, at + EXPLAIN_BYTES);
      for (const segment of utf8.explain(bytes, { from: at, to: windowEnd, origin, hints, locale: locale() })) {
        const index = segment.index - origin;
        if (index < at && made.length > 0) continue;
        if (collapseAscii && segment.valid && segment.length === 1 && isAscii(bytes[index]) && asciiRunFrom(index, to)) break;
        made.push([index, index + segment.length, maker.segmentRow(segment, origin)]);
        at = index + segment.length;
        if (made.length >= maxRows) break;
      }
      if (made.length && made[made.length - 1][1] > at) at = made[made.length - 1][1];
      if (made.length >= maxRows) break;
    }
    for (const [, unitEnd, tr] of made) tr.dataset.end = String(unitEnd);
    return made;
  }

  // Whether a collapsible run of ASCII starts at `at` (before `to`).
  function asciiRunFrom(at, to) {
    let runEnd = at;
    while (runEnd < to && runEnd - at < MIN_RUN && isAscii(bytes[runEnd])) runEnd++;
    return runEnd - at >= MIN_RUN;
  }

  function decorate(tr) {
    if (selectedKey && tr.dataset.key === selectedKey) tr.classList.add('selected');
    tr.setAttribute('aria-selected', String(tr.classList.contains('selected')));
    return tr;
  }

  function appendRows(maxRows = ROWS_AT_A_TIME) {
    const made = rowsBetween(end, Math.min(units(), end + (errorsOnly ? maxRows : EXPLAIN_BYTES * 8)), maxRows);
    if (!made.length) return false;
    tbody.append(...made.map(([, , tr]) => decorate(tr)));
    end = made[made.length - 1][1];
    return true;
  }

  function prependRows() {
    // Every row between `from` and the first drawn, however many: a gap would lose rows.
    const from = Math.max(0, start - (errorsOnly ? ROWS_AT_A_TIME : EXPLAIN_BYTES / 4));
    const made = rowsBetween(from, start, Number.POSITIVE_INFINITY);
    if (!made.length) return false;
    const before = table.offsetHeight;
    tbody.prepend(...made.map(([, , tr]) => decorate(tr)));
    start = made[0][0];
    // The rows take the place of spacer: what is on screen stays where it is.
    const grown = table.offsetHeight - before;
    const spacer = start === 0 ? 0 : Math.max(0, topSpacer.offsetHeight - grown);
    const shift = spacer + grown - topSpacer.offsetHeight;
    topSpacer.style.height = `${spacer}px`;
    if (shift !== 0) scroller.scrollTop += shift;
    return true;
  }

  // Drops rows far from the screen, so that only a few hundred exist at a time.
  function trim(top, height) {
    while (tbody.rows.length > ROWS_AT_A_TIME) {
      const first = tbody.rows[0];
      if (topSpacer.offsetHeight + first.offsetHeight + first.offsetTop >= top - 2 * height) break;
      const next = tbody.rows[1];
      topSpacer.style.height = `${topSpacer.offsetHeight + first.offsetHeight}px`;
      first.remove();
      start = unitOf(next);
    }
    while (tbody.rows.length > ROWS_AT_A_TIME) {
      const last = tbody.rows[tbody.rows.length - 1];
      if (topSpacer.offsetHeight + last.offsetTop <= top + 3 * height) break;
      last.remove();
      end = unitOf(last);
    }
  }

  function unitOf(tr) {
    const offset = Number(tr.dataset.offset);
    return errorsOnly ? lowerBound(errorIndexes, offset) : offset;
  }

  function sizeBottom() {
    bottomSpacer.style.height = `${Math.max(0, Math.round((units() - end) * pxPerUnit))}px`;
  }

  // Draws rows from unit `unit`, the first of them `y` px down the scroller's content.
  function drawAt(unit, y) {
    tbody.replaceChildren();
    drawnIn = locale();
    start = unit;
    end = unit;
    if (!errorsOnly && unit > 0) {
      const [first] = utf8.explain(bytes, { from: unit, to: unit + 1 });
      start = end = first ? first.index : unit;
    }
    topSpacer.style.height = `${start === 0 ? 0 : y}px`;
    // A screen and a half of rows (the box's height is not known before it holds any), as many as
    // the rows' height says at once: each look at the table's height lays all its rows out again.
    const wanted = 1.5 * Math.max(scroller.clientHeight, 0.75 * window.innerHeight);
    let rowsWanted = rowHeight ? Math.ceil(wanted / rowHeight) + 1 : FIRST_ROWS;
    while (end < units() && appendRows(Math.min(ROWS_AT_A_TIME, Math.max(4, rowsWanted)))) {
      const height = table.offsetHeight;
      if (height === 0 || height >= wanted) break; // 0: the table is not laid out (hidden): one batch
      rowHeight = height / tbody.rows.length;
      rowsWanted = Math.ceil((wanted - height) / rowHeight) + 1;
    }
    const height = table.offsetHeight;
    if (height && tbody.rows.length) rowHeight = height / tbody.rows.length;
    if (!pxPerUnit && end > start) pxPerUnit = Math.min(height / (end - start), MAX_HEIGHT / Math.max(1, units()));
    sizeBottom();
  }

  // Keeps rows under the screen as it scrolls.
  function fill() {
    if (drawing || !units()) return;
    drawing = true;
    const top = scroller.scrollTop;
    const height = scroller.clientHeight;
    const blockTop = topSpacer.offsetHeight;
    const blockBottom = blockTop + table.offsetHeight;
    if (top + height < blockTop - height || top > blockBottom + height) {
      // A jump (a dragged scroll bar): draw where the view landed.
      drawAt(Math.min(units() - 1, Math.floor(top / pxPerUnit)), top);
    } else {
      while (end < units() && topSpacer.offsetHeight + table.offsetHeight < top + 2 * height && appendRows());
      while (start > 0 && topSpacer.offsetHeight > scroller.scrollTop - height && prependRows());
      trim(scroller.scrollTop, height);
      sizeBottom();
    }
    drawing = false;
  }

  let pending = false;
  scroller.addEventListener('scroll', () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      fill();
    });
  });

  // The row that holds byte `offset` (or, with Errors only, the error at or after it), drawn,
  // scrolled to and focused.
  function goTo(offset) {
    if (!units()) return null;
    const unit = errorsOnly ? Math.min(units() - 1, lowerBound(errorIndexes, offset)) : Math.min(offset, bytes.length - 1);
    if (errorsOnly) offset = errorIndexes[unit];
    let tr = rowHolding(offset);
    if (!tr) {
      drawAt(unit, Math.round(unit * pxPerUnit));
      tr = rowHolding(offset) ?? tbody.rows[0];
    }
    scroller.scrollTop = topSpacer.offsetHeight + tr.offsetTop - table.tHead.offsetHeight - 4;
    fill();
    tr = rowHolding(offset) ?? tr;
    for (const row of tbody.querySelectorAll('.target')) row.classList.remove('target');
    tr.classList.add('target');
    tr.focus({ preventScroll: true });
    return tr;
  }

  function rowHolding(offset) {
    for (const tr of tbody.rows) if (Number(tr.dataset.offset) <= offset && offset < Number(tr.dataset.end)) return tr;
    return null;
  }

  // Where Next and Previous count from: the row last gone to or focused while it is on screen
  // (seen: Next goes past it), else the first row on screen (not yet seen: Next may stop on it,
  // so that an error at byte 0 is the first that Next finds).
  function currentPosition() {
    const box = scroller.getBoundingClientRect();
    const onScreen = (tr) => {
      const r = tr.getBoundingClientRect();
      return r.bottom > box.top && r.top < box.bottom;
    };
    const marked = document.activeElement?.closest?.('tr[data-offset]') ?? tbody.querySelector('tr.target');
    if (marked && tbody.contains(marked) && onScreen(marked)) return { offset: Number(marked.dataset.offset), seen: true };
    for (const tr of tbody.rows) if (onScreen(tr)) return { offset: Number(tr.dataset.offset), seen: false };
    return { offset: 0, seen: false };
  }

  // A row chosen: its alternative (null for a byte no rule takes), and where it is.
  const choose = (tr) => onSelect(tr.dataset.key || null, Number(tr.dataset.offset));
  tbody.addEventListener('click', (event) => {
    const tr = event.target.closest('tr[data-offset]');
    if (tr) choose(tr);
  });
  tbody.addEventListener('keydown', (event) => {
    const tr = event.target.closest('tr[data-offset]');
    if (!tr) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(tr);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? tr.nextElementSibling : tr.previousElementSibling;
      if (next) {
        next.focus();
        fill();
      }
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      goTo(event.key === 'Home' ? 0 : errorsOnly ? errorIndexes[errorIndexes.length - 1] : bytes.length - 1);
    }
  });
  // One row of the table is in the Tab order: the focused one, or the first.
  tbody.addEventListener('focusin', (event) => {
    for (const tr of tbody.querySelectorAll('tr[tabindex="0"]')) tr.tabIndex = -1;
    event.target.closest('tr')?.setAttribute('tabindex', '0');
  });

  // Whether the rows drawn from the first byte would be drawn the same from `next`: the bytes they
  // show, and those after them that a hint or an attempt reads, are the same (typing at the end of
  // a long input leaves the top of the table as it is).
  function drawnRowsHold(next) {
    if (errorsOnly || start !== 0 || scroller.scrollTop !== 0 || !tbody.rows.length) return false;
    const upTo = end + LOOKAHEAD;
    if ((bytes.length < upTo || next.length < upTo) && bytes.length !== next.length) return false;
    const compared = Math.min(upTo, next.length);
    for (let i = 0; i < compared; i++) if (bytes[i] !== next[i]) return false;
    return true;
  }

  function redraw() {
    pxPerUnit = 0;
    scroller.scrollTop = 0;
    drawAt(0, 0);
    if (tbody.rows[0]) tbody.rows[0].tabIndex = 0;
    table.hidden = tbody.rows.length === 0; // no header over no rows (an empty field, no errors to show)
  }

  return {
    /**
     * Shows `newBytes`, whose errors start at `newErrorIndexes`, offsets shown from `newOrigin`,
     * with UTF-8's hints if `newHints`.
     */
    show(newBytes, newErrorIndexes, newOrigin, newHints) {
      const held = origin === newOrigin && hints === newHints && drawnIn === locale() && drawnRowsHold(newBytes);
      origin = newOrigin;
      hints = newHints;
      bytes = newBytes;
      errorIndexes = newErrorIndexes;
      if (held) sizeBottom();
      else redraw();
    },
    setErrorsOnly(on) {
      errorsOnly = on;
      redraw();
    },
    setCollapseAscii(on) {
      collapseAscii = on;
      if (!errorsOnly) redraw();
    },
    goTo,
    /** Marks the drawn row that holds byte `offset` (null: none), as the automaton walks it. */
    highlight(offset) {
      for (const tr of tbody.querySelectorAll('tr.walked')) tr.classList.remove('walked');
      if (offset !== null) rowHolding(offset)?.classList.add('walked');
    },
    /** The next error after the current row (or the previous one before it), shown; null if none. */
    goToError(direction) {
      const { offset, seen } = currentPosition();
      const k = direction > 0 ? lowerBound(errorIndexes, seen ? offset + 1 : offset) : lowerBound(errorIndexes, offset) - 1;
      if (k < 0 || k >= errorIndexes.length) return null;
      goTo(errorIndexes[k]);
      return { ordinal: k + 1, offset: errorIndexes[k] };
    },
    /** Marks the rows of one alternative ("UTF8-3/2"), or none; returns the first such row drawn. */
    select(key) {
      selectedKey = key;
      let first = null;
      for (const tr of tbody.rows) {
        const match = key !== null && tr.dataset.key === key;
        tr.classList.toggle('selected', match);
        tr.setAttribute('aria-selected', String(match));
        if (match && !first) first = tr;
      }
      return first;
    },
  };
}

// The first k with sorted[k] >= value.
function lowerBound(sorted, value) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
