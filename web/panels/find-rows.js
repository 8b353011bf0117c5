// Finding rows in the breakdown: Next and Previous error, Go to offset, Errors only and the
// collapsed ASCII runs, with a line that says where the table is.
import { $ } from '../dom.js';
import { count, number, t } from '../i18n.js';

/** Wires the breakdown's tools to the shown input (`analysis()`); returns goToOffset(offset). */
export function setUpFinding(breakdown, analysis) {
  // Offsets are the input's own (from 0) but shown, and typed, counting from its origin: the file's
  // offsets for bytes opened from a file.
  const shown = (offset) => number(analysis().origin + offset);
  const ends = () => ({ first: shown(0), last: shown(analysis().bytes.length - 1) });

  /** Shows the row that holds byte `offset` of the input (from 0). */
  function goToOffset(offset) {
    if (!analysis().bytes.length) return;
    const tr = breakdown.goTo(offset);
    $('breakdown-position').textContent = tr ? t('find.showing', { offset: shown(Number(tr.dataset.offset)), ...ends() }) : '';
    // Then the table's box, whole, into the window (it is at most 75% of its height): the row is in it.
    if (tr) $('breakdown-scroller').scrollIntoView({ block: 'nearest' });
  }

  function goToError(direction) {
    const { errors } = analysis().summary;
    const found = breakdown.goToError(direction);
    $('breakdown-position').textContent = !errors
      ? t('find.no-errors')
      : found
        ? t('find.error', { ordinal: number(found.ordinal), errors: number(errors), offset: shown(found.offset) })
        : t(direction > 0 ? 'find.none-after' : 'find.none-before', { errors: count('errors', errors) });
  }

  // "1500", "1,500", "0x5DC" or "5DCh": a byte offset; else null.
  function readOffset(text) {
    const plain = text.trim().replace(/[,_\s]/g, '');
    if (/^\d+$/.test(plain)) return Number(plain);
    const hex = /^(?:0x([0-9a-f]+)|([0-9a-f]+)h)$/i.exec(plain);
    return hex ? Number.parseInt(hex[1] ?? hex[2], 16) : null;
  }

  function goToTyped() {
    const typed = readOffset($('go-to-offset').value);
    const { bytes, origin } = analysis();
    if (typed === null || !Number.isSafeInteger(typed)) {
      $('breakdown-position').textContent = t('find.not-offset', { text: $('go-to-offset').value });
    } else if (typed < origin || typed - origin >= bytes.length) {
      $('breakdown-position').textContent = bytes.length
        ? t('find.outside', { offset: number(typed), bytes: count('bytes', bytes.length), ...ends() })
        : t('find.no-bytes');
    } else {
      goToOffset(typed - origin);
    }
  }

  $('next-error').addEventListener('click', () => goToError(1));
  $('previous-error').addEventListener('click', () => goToError(-1));
  $('go').addEventListener('click', goToTyped);
  $('go-to-offset').addEventListener('keydown', (event) => {
    if (event.key === 'Enter') goToTyped();
  });
  $('errors-only').addEventListener('change', () => breakdown.setErrorsOnly($('errors-only').checked));
  $('collapse-ascii').addEventListener('change', () => breakdown.setCollapseAscii($('collapse-ascii').checked));
  return goToOffset;
}
