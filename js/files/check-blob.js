// Checking a Blob or File of any size: read in slices, validated as a stream, with progress, and
// the first error located by byte offset, line and column, with the bytes around it; with
// allErrors, every error counted by reason and the first ones listed. Past the listed ones, errors
// are only counted, a slice at a time in the codec, so that a file full of them checks quickly.
import { localeOption } from '../text/catalog.js';
import { assertKnownOptions, assertOptions, option } from '../arguments.js';
import { endOfWholeSequences, isContinuation } from '../forms.js';
import { sizeOf, sliceBytes, slicesOf } from './slices.js';
import { columnsOption, createPositionCounter } from './positions.js';
import { errorsIn } from './find-errors.js';

const CONTEXT = 48; // bytes of context on each side of the error
/** With allErrors, this many errors are listed (all are counted). */
export const LISTED_ERRORS = 10000;

const EMPTY = new Uint8Array(0);

// The bytes around an error, cut between characters: a window that starts or ends inside a
// character would show errors that the file does not have.
async function contextOf(blob, size, { index, length }) {
  const from = Math.max(0, index - CONTEXT);
  const to = Math.min(size, index + length + CONTEXT);
  const bytes = await sliceBytes(blob, from, to);
  // A window cut short starts CONTEXT bytes before the error and ends CONTEXT after it, so what it
  // cuts off at either end is no part of the error. The bytes before the first error are valid,
  // so a lead comes within 3 bytes.
  let start = 0;
  while (from > 0 && isContinuation(bytes[start])) start++;
  // A sequence whose form runs past the window is left out.
  const end = to < size ? endOfWholeSequences(bytes) : bytes.length;
  return { offset: from + start, bytes: bytes.slice(start, end) };
}

// The errors of `slices` counted by reason ({ errors, byReason }), a slice at a time: each is
// summarized up to a cut that no later byte can move, the rest carried into the next.
async function countErrors(utf8, slices) {
  const counted = { errors: 0, byReason: {} };
  const add = (bytes) => {
    const summary = utf8.summarize(bytes);
    counted.errors += summary.errors;
    for (const [reason, times] of Object.entries(summary.byReason)) {
      if (times) counted.byReason[reason] = (counted.byReason[reason] ?? 0) + times;
    }
  };
  let carried = EMPTY;
  for await (const slice of slices) {
    let bytes = slice;
    if (carried.length) {
      bytes = new Uint8Array(carried.length + slice.length);
      bytes.set(carried);
      bytes.set(slice, carried.length);
    }
    const cut = endOfWholeSequences(bytes);
    add(bytes.subarray(0, cut));
    carried = bytes.slice(cut);
  }
  add(carried);
  return counted;
}

export async function checkBlob(utf8, blob, options) {
  if (typeof Blob === 'undefined' || !(blob instanceof Blob)) {
    throw new TypeError('utf8.checkBlob expects a Blob or File (for bytes in memory use utf8.check)');
  }
  assertOptions(options, 'utf8.checkBlob');
  assertKnownOptions(options, 'utf8.checkBlob', ['onProgress', 'signal', 'allErrors', 'locale', 'columns']);
  const onProgress = option(options, 'onProgress');
  const signal = option(options, 'signal');
  const allErrors = Boolean(option(options, 'allErrors'));
  const locale = localeOption(options, 'utf8.checkBlob');
  const position = createPositionCounter(columnsOption(options, 'utf8.checkBlob'), utf8.createDecoder);
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new TypeError('utf8.checkBlob: onProgress must be a function');
  let first = null;
  const errors = [];
  const byReason = {};
  let errorCount = 0;
  let countFrom = null; // where the errors past the listed ones start
  const reading = { offset: 0, ended: false };
  for await (const error of errorsIn(utf8, slicesOf(blob, reading, onProgress, signal), locale, position)) {
    first ??= error;
    if (!allErrors) break;
    errorCount++;
    byReason[error.reason] = (byReason[error.reason] ?? 0) + 1;
    errors.push(error);
    if (errors.length === LISTED_ERRORS) {
      countFrom = error.index + error.length;
      break;
    }
  }
  if (countFrom !== null) {
    // A maximal subpart ends where the next split starts afresh: the rest counts on its own.
    const rest = await countErrors(utf8, slicesOf(blob, Object.assign(reading, { offset: countFrom }), onProgress, signal));
    errorCount += rest.errors;
    for (const [reason, times] of Object.entries(rest.byReason)) byReason[reason] = (byReason[reason] ?? 0) + times;
  }
  const size = await sizeOf(blob, reading, signal);
  onProgress?.(size, size);
  const { bom } = position;
  if (!first) return { valid: true, size, bom };
  const result = { valid: false, size, bom, ...first, context: await contextOf(blob, size, first) };
  return allErrors ? { ...result, errorCount, byReason, errors } : result;
}
