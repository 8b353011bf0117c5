// Finding rows in the breakdown: Next and Previous error, Go to offset, Errors only and the
// collapsed ASCII runs, with a line that says where the table is.
import { $ } from './dom.js';
import { count, number, t } from './i18n.js';

/** Wires the breakdown's tools to the shown input (`analysis()`); returns goToOffset(offset). */
export function setUpFinding(breakdown, analysis) {
  function goToOffset(offset) {
    const length = analysis().bytes.length;
    if (!length) return;
    const tr = breakdown.goTo(offset);
    $('breakdown-position').textContent = tr
      ? t('find.showing', { offset: number(Number(tr.dataset.offset)), bytes: count('bytes', length) })
      : '';
  }

  function goToError(direction) {
    const { errors } = analysis().summary;
    const found = breakdown.goToError(direction);
    $('breakdown-position').textContent = !errors
      ? t('find.no-errors')
      : found
        ? t('find.error', { ordinal: number(found.ordinal), errors: number(errors), offset: number(found.offset) })
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
    const offset = readOffset($('go-to-offset').value);
    const length = analysis().bytes.length;
    if (offset === null || !Number.isSafeInteger(offset)) {
      $('breakdown-position').textContent = t('find.not-offset', { text: $('go-to-offset').value });
    } else if (offset >= length) {
      $('breakdown-position').textContent = length
        ? t('find.past-end', { offset: number(offset), bytes: count('bytes', length), last: number(length - 1) })
        : t('find.no-bytes');
    } else {
      goToOffset(offset);
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
