// A Blob or File read a slice at a time, for the checks and the conversion that read files of any
// size: its bytes decide where it ends, not the size it gives; waiting tasks run between slices.
import { groupDigits } from '../text/notation.js';

const SLICE = 4 << 20;

// Resolves once the tasks already waiting (a timer, an event) have run: a check of many slices
// that each arrive at once (a Blob in memory) must not starve them, an AbortSignal's timer above all.
export const nextTask =
  typeof setImmediate === 'function'
    ? () => new Promise((resolve) => setImmediate(resolve))
    : () => new Promise((resolve) => setTimeout(resolve, 0));

// The size a Blob gives, where it is a whole number (a subclass's getter may say anything); else 0.
// A negative one reads as 0 does: no byte is before it.
function givenSize(blob) {
  const { size } = blob;
  return Number.isSafeInteger(size) ? size : 0;
}

/**
 * The bytes of `blob` from `from` to `to` (a Promise of a Uint8Array): by arrayBuffer(), or by a
 * FileReader where a Blob has none (jsdom's).
 */
export async function sliceBytes(blob, from, to) {
  const slice = blob.slice(from, to);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  if (typeof FileReader !== 'function') throw new TypeError('the Blob has no arrayBuffer(), and there is no FileReader');
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

// The bytes of `blob` from `offset`, a slice's worth, as they will be read: a Promise, awaited
// later (or never, when the reader stops first), so never an unhandled rejection; what a Blob
// throws at once is thrown where it is awaited, in the order the reads were asked for.
function readSlice(blob, offset) {
  const read = Promise.resolve().then(() => sliceBytes(blob, offset, offset + SLICE));
  read.catch(() => {});
  return read;
}

// The Blob's bytes from `reading.offset` a slice at a time, until a slice comes back empty: the
// bytes decide where it ends, not the size it gives. One that ends before that size ends the check
// with an error (`caller`'s). `reading` follows it: offset, the bytes read so far, and ended, true
// at the end. With `ahead`, for a caller that reads to the end, the next slice is read while the
// caller works on this one; else no byte is read before the caller asks for it (a check stops at
// an error).
export async function* slicesOf(blob, reading, onProgress, signal, caller = 'utf8.checkBlob', ahead = false) {
  const size = givenSize(blob);
  let next = null; // the next slice, asked for ahead
  for (;;) {
    signal?.throwIfAborted();
    const { offset } = reading;
    const bytes = await (next ?? readSlice(blob, offset));
    if (bytes.length === 0) {
      if (offset < size) {
        throw new Error(`${caller}: the Blob ended at byte ${groupDigits(offset)}, though its size is ${groupDigits(size)}`);
      }
      reading.ended = true;
      return;
    }
    reading.offset += bytes.length;
    next = ahead ? readSlice(blob, reading.offset) : null;
    yield bytes;
    onProgress?.(reading.offset, Math.max(size, reading.offset));
    await nextTask();
  }
}

// The Blob's size: the one it gives, unless the bytes read say otherwise; then the bytes read to
// its end (a check that stopped at its first error reads on, counting).
export async function sizeOf(blob, reading, signal) {
  if (!reading.ended && reading.offset > givenSize(blob)) for await (const _ of slicesOf(blob, reading, null, signal));
  return reading.ended ? reading.offset : givenSize(blob);
}
