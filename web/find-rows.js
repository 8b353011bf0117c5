// Finding rows in the breakdown: Next and Previous error, Go to offset, Errors only and the
// collapsed ASCII runs, with a line that says where the table is.
import { $ } from './dom.js';
import { plural } from './format.js';

/** Wires the breakdown's tools to the shown input (`analysis()`); returns goToOffset(offset). */
export function setUpFinding(breakdown, analysis) {
  function goToOffset(offset) {
    const length = analysis().bytes.length;
    if (!length) return;
    const tr = breakdown.goTo(offset);
    $('breakdown-position').textContent = tr
      ? `Showing the row at byte ${Number(tr.dataset.offset).toLocaleString('en')} of ${plural(length, 'byte')}.`
      : '';
  }

  function goToError(direction) {
    const { errors } = analysis().summary;
    const found = breakdown.goToError(direction);
    $('breakdown-position').textContent = !errors
      ? 'These bytes have no errors.'
      : found
        ? `Error ${found.ordinal.toLocaleString('en')} of ${errors.toLocaleString('en')}, at byte ${found.offset.toLocaleString('en')}.`
        : `No error ${direction > 0 ? 'after' : 'before'} this row (${plural(errors, 'error')} in all).`;
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
      $('breakdown-position').textContent = `"${$('go-to-offset').value}" is not an offset: write a byte number such as 1500 or 0x5DC.`;
    } else if (offset >= length) {
      $('breakdown-position').textContent = length
        ? `There is no byte ${offset.toLocaleString('en')}: the input has ${plural(length, 'byte')} (0 to ${(length - 1).toLocaleString('en')}).`
        : 'There are no bytes to go to.';
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
