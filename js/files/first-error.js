// The slim entry's checkBlob: a file of any size checked a slice at a time, and its first error
// located by byte offset, line and column, with its reason; none of the full entry's sentences,
// hints or context, so that a form that only needs the place stays a few kilobytes.
import { assertKnownOptions, assertOptions, option } from '../arguments.js';
import { sizeOf, slicesOf } from './slices.js';
import { columnsOption, createPositionCounter } from './positions.js';

// The platform's decoder, for the graphemes a column may count: the slim module decodes nothing.
const platformDecoder = ({ errors }) => new TextDecoder('utf-8', { fatal: errors === 'strict' });

/** { valid: true, size, bom } or { valid: false, size, bom, index, length, reason, line, column }. */
export async function checkBlobFirstError(utf8, blob, options) {
  const caller = 'utf8.checkBlob';
  if (typeof Blob === 'undefined' || !(blob instanceof Blob))
    throw new TypeError(`${caller} expects a Blob or File (for bytes in memory use utf8.check)`);
  assertOptions(options, caller);
  assertKnownOptions(options, caller, ['onProgress', 'signal', 'columns']);
  const onProgress = option(options, 'onProgress');
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new TypeError(`${caller}: onProgress must be a function`);
  const signal = option(options, 'signal');
  const position = createPositionCounter(columnsOption(options, caller), platformDecoder);
  const validator = utf8.createValidator();
  const reading = { offset: 0, ended: false };
  let error = null;
  let chunkStart = 0;
  for await (const bytes of slicesOf(blob, reading, onProgress, signal, caller)) {
    validator.push(bytes);
    error = validator.firstError;
    if (error) {
      const local = error.index - chunkStart;
      if (local > 0) position.advance(bytes.subarray(0, local));
      break;
    }
    position.advance(bytes);
    chunkStart += bytes.length;
  }
  if (!error) {
    const last = validator.end();
    if (!last.valid) error = last;
  }
  const size = await sizeOf(blob, reading, signal);
  onProgress?.(size, size);
  const { bom, line, column } = position;
  if (!error) return { valid: true, size, bom };
  const { index, length, reason } = error;
  return { valid: false, size, bom, index, length, reason, line, column };
}
