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

// Reads `blob` from `offset` by slices: { next() (a Promise of the next slice, empty at the end),
// stop() }. With `ahead`, each next slice is asked for as the last one is handed out.
function sliceReader(blob, offset, ahead) {
  let next = null;
  return {
    async next() {
      const bytes = await (next ?? readSlice(blob, offset));
      offset += bytes.length;
      next = ahead && bytes.length ? readSlice(blob, offset) : null;
      return bytes;
    },
    stop() {},
  };
}

// Whether `blob` reads as the platform's Blob does: a subclass that reads its own way (its own
// slice or stream) is read by its slices, as it gives them.
const readsAsPlatformBlob = (blob) =>
  typeof Blob === 'function' &&
  typeof Blob.prototype.stream === 'function' &&
  blob.slice === Blob.prototype.slice &&
  blob.stream === Blob.prototype.stream;

// The readers with a read pending. Chromium collects a Blob's byte stream, with the BYOB read
// pending on it, once nothing else refers to it: that read never settles, and the check would wait
// for ever (tests/browser/files-api.test.js).
const pendingReaders = new Set();

// Reads `blob` from `offset` by its byte stream, each slice into the one buffer that held the last
// (a view the next read takes back): a new buffer per slice costs its pages each time, and in
// Chromium reading by slices took several times as long. Null where the Blob gives no byte stream;
// the stream reads ahead by itself.
function streamReader(blob, offset) {
  if (!readsAsPlatformBlob(blob)) return null;
  const stream = (offset ? blob.slice(offset) : blob).stream();
  let reader;
  try {
    reader = stream.getReader({ mode: 'byob' });
  } catch {
    stream.cancel().catch(() => {});
    return null;
  }
  let buffer = new ArrayBuffer(SLICE);
  let ended = false;
  return {
    async next() {
      let filled = 0;
      while (!ended && filled < buffer.byteLength) {
        pendingReaders.add(reader);
        const read = reader.read(new Uint8Array(buffer, filled));
        const { done, value } = await read.finally(() => pendingReaders.delete(reader));
        if (value) buffer = value.buffer;
        ended = done;
        filled += value?.length ?? 0;
      }
      return new Uint8Array(buffer, 0, filled);
    },
    stop: () => reader.cancel().catch(() => {}),
  };
}

// The Blob's bytes from `reading.offset` a slice at a time, until a slice comes back empty: the
// bytes decide where it ends, not the size it gives. One that ends before that size ends the check
// with an error (`caller`'s). `reading` follows it: offset, the bytes read so far, and ended, true
// at the end. Each slice is valid until the caller asks for the next. With `ahead`, for a caller
// that reads to the end, the next slice is read while the caller works on this one; else no byte
// is asked for before the caller asks for it (a check stops at an error), but what a byte stream
// holds ready.
export async function* slicesOf(blob, reading, onProgress, signal, caller = 'utf8.checkBlob', ahead = false) {
  const size = givenSize(blob);
  signal?.throwIfAborted();
  const reader = streamReader(blob, reading.offset) ?? sliceReader(blob, reading.offset, ahead);
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { offset } = reading;
      const bytes = await reader.next();
      if (bytes.length === 0) {
        if (offset < size) {
          throw new Error(`${caller}: the Blob ended at byte ${groupDigits(offset)}, though its size is ${groupDigits(size)}`);
        }
        reading.ended = true;
        return;
      }
      reading.offset += bytes.length;
      yield bytes;
      onProgress?.(reading.offset, Math.max(size, reading.offset));
      await nextTask();
    }
  } finally {
    reader.stop();
  }
}

// The Blob's size: the one it gives, unless the bytes read say otherwise; then the bytes read to
// its end (a check that stopped at its first error reads on, counting).
export async function sizeOf(blob, reading, signal) {
  if (!reading.ended && reading.offset > givenSize(blob)) for await (const _ of slicesOf(blob, reading, null, signal));
  return reading.ended ? reading.offset : givenSize(blob);
}
