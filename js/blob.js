// Checking a Blob or File of any size: read in slices, validated as a stream, with progress, and
// the first error located by byte offset, line and column, with the bytes around it.
import { assertOptions, option } from './arguments.js';
import { errorsIn } from './scan.js';

const SLICE = 4 << 20;
const CONTEXT = 48; // bytes of context on each side of the error

async function* slicesOf(blob, onProgress, signal) {
  for (let offset = 0; offset < blob.size; offset += SLICE) {
    signal?.throwIfAborted();
    yield new Uint8Array(await blob.slice(offset, offset + SLICE).arrayBuffer());
    onProgress?.(Math.min(blob.size, offset + SLICE), blob.size);
  }
}

export async function checkBlob(utf8, blob, options) {
  if (typeof Blob === 'undefined' || !(blob instanceof Blob)) {
    throw new TypeError('utf8.checkBlob expects a Blob or File (for bytes in memory use utf8.check)');
  }
  assertOptions(options, 'utf8.checkBlob');
  const onProgress = option(options, 'onProgress');
  const signal = option(options, 'signal');
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new TypeError('utf8.checkBlob: onProgress must be a function');
  for await (const error of errorsIn(utf8, slicesOf(blob, onProgress, signal))) {
    onProgress?.(blob.size, blob.size);
    const offset = Math.max(0, error.index - CONTEXT);
    const bytes = new Uint8Array(await blob.slice(offset, error.index + error.length + CONTEXT).arrayBuffer());
    return { valid: false, size: blob.size, ...error, context: { offset, bytes } };
  }
  onProgress?.(blob.size, blob.size);
  return { valid: true, size: blob.size };
}
