// The breakdown table of an input of any size, on screen. Only the rows near what is on screen
// exist: the table scrolls inside its own box, between two spacers that stand for the rows before
// and after (their height estimated from the rows drawn so far), and rows are made (by
// breakdown-units.js, which says what rows an input has) as they come into view. Positions are
// units: bytes, or with Errors only, the errors in order.
import { locale } from '../i18n.js';
import { createUnits, EXPLAIN_BYTES, ROWS_AT_A_TIME } from './breakdown-units.js';

const FIRST_ROWS = 12; // rows drawn first, before any row's height is known
const MAX_HEIGHT = 8e6; // px: the spacers' total stays well within what a browser lays out

export function createBreakdown({ scroller, table, topSpacer, bottomSpacer, utf8, rows: maker, onSelect }) {
  const tbody = table.tBodies[0];
  const units = createUnits(utf8, maker);
  const { input } = units;
  let drawnIn = null; // the language of the rows drawn
  let selectedKey = null;
  let start = 0; // units covered by the rows drawn: [start, end)
  let end = 0;
  let pxPerUnit = 0;
  let rowHeight = 0; // px, the rows' average when last drawn
  let drawing = false;

  function decorate(tr) {
    if (selectedKey && tr.dataset.key === selectedKey) tr.classList.add('selected');
    tr.setAttribute('aria-selected', String(tr.classList.contains('selected')));
    return tr;
  }

  function appendRows(maxRows = ROWS_AT_A_TIME) {
    const made = units.rowsBetween(end, Math.min(units.count(), end + (input.errorsOnly ? maxRows : EXPLAIN_BYTES * 8)), maxRows);
    if (!made.length) return false;
    tbody.append(...made.map(([, , tr]) => decorate(tr)));
    end = made[made.length - 1][1];
    return true;
  }

  function prependRows() {
    // Every row between `from` and the first drawn, however many: a gap would lose rows.
    const from = Math.max(0, start - (input.errorsOnly ? ROWS_AT_A_TIME : EXPLAIN_BYTES / 4));
    const made = units.rowsBetween(from, start, Number.POSITIVE_INFINITY);
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

  const unitOf = (tr) => units.unitOf(Number(tr.dataset.offset));

  function sizeBottom() {
    bottomSpacer.style.height = `${Math.max(0, Math.round((units.count() - end) * pxPerUnit))}px`;
  }

  // Draws rows from unit `unit`, the first of them `y` px down the scroller's content.
  function drawAt(unit, y) {
    tbody.replaceChildren();
    drawnIn = locale();
    start = units.rowStart(unit);
    end = start;
    topSpacer.style.height = `${start === 0 ? 0 : y}px`;
    // A screen and a half of rows (the box's height is not known before it holds any), as many as
    // the rows' height says at once: each look at the table's height lays all its rows out again.
    const wanted = 1.5 * Math.max(scroller.clientHeight, 0.75 * window.innerHeight);
    let rowsWanted = rowHeight ? Math.ceil(wanted / rowHeight) + 1 : FIRST_ROWS;
    while (end < units.count() && appendRows(Math.min(ROWS_AT_A_TIME, Math.max(4, rowsWanted)))) {
      const height = table.offsetHeight;
      if (height === 0 || height >= wanted) break; // 0: the table is not laid out (hidden): one batch
      rowHeight = height / tbody.rows.length;
      rowsWanted = Math.ceil((wanted - height) / rowHeight) + 1;
    }
    const height = table.offsetHeight;
    if (height && tbody.rows.length) rowHeight = height / tbody.rows.length;
    if (!pxPerUnit && end > start) pxPerUnit = Math.min(height / (end - start), MAX_HEIGHT / Math.max(1, units.count()));
    sizeBottom();
  }

  // Keeps rows under the screen as it scrolls.
  function fill() {
    if (drawing || !units.count()) return;
    drawing = true;
    const top = scroller.scrollTop;
    const height = scroller.clientHeight;
    const blockTop = topSpacer.offsetHeight;
    const blockBottom = blockTop + table.offsetHeight;
    if (top + height < blockTop - height || top > blockBottom + height) {
      // A jump (a dragged scroll bar): draw where the view landed.
      drawAt(Math.min(units.count() - 1, Math.floor(top / pxPerUnit)), top);
    } else {
      while (end < units.count() && topSpacer.offsetHeight + table.offsetHeight < top + 2 * height && appendRows());
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
    if (!units.count()) return null;
    const unit = Math.min(units.count() - 1, units.unitOf(offset));
    offset = units.offsetOf(unit);
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
      goTo(event.key === 'Home' ? 0 : units.offsetOf(units.count() - 1));
    }
  });
  // One row of the table is in the Tab order: the focused one, or the first.
  tbody.addEventListener('focusin', (event) => {
    for (const tr of tbody.querySelectorAll('tr[tabindex="0"]')) tr.tabIndex = -1;
    event.target.closest('tr')?.setAttribute('tabindex', '0');
  });

  // Whether the rows drawn would be drawn the same from `next` (typing at the end of a long input
  // leaves the top of the table as it is).
  const drawnRowsHold = (next) => start === 0 && scroller.scrollTop === 0 && tbody.rows.length > 0 && units.sameRowsIn(next, end);

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
      const held = input.origin === newOrigin && input.hints === newHints && drawnIn === locale() && drawnRowsHold(newBytes);
      Object.assign(input, { bytes: newBytes, errorIndexes: newErrorIndexes, origin: newOrigin, hints: newHints });
      if (held) sizeBottom();
      else redraw();
    },
    setErrorsOnly(on) {
      input.errorsOnly = on;
      redraw();
    },
    setCollapseAscii(on) {
      input.collapseAscii = on;
      if (!input.errorsOnly) redraw();
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
      const k = units.errorNear(offset, direction, seen);
      if (k < 0) return null;
      goTo(input.errorIndexes[k]);
      return { ordinal: k + 1, offset: input.errorIndexes[k] };
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
