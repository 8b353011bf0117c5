// UTF-16 in bytes (a file's, in either byte order) to UTF-8 by the codec's wasm transcoder (the one
// utf8.encode writes a string by), for convertBlob: the standard's decoder reads a byte at a time,
// this a wasm chunk at a time, into wasm memory that a Blob copies out of.
import { SLOTS } from '../wasm/contract.js';

const { written: WRITTEN, consumed: CONSUMED } = SLOTS.encode;
const STRICT = 0;
const REPLACE = 1;

// Each unit's two bytes swapped, in place: big-endian units as the transcoder reads them.
function swapUnits(u16, from, count) {
  for (let k = from; k < from + count; k++) {
    const unit = u16[k];
    u16[k] = (unit >> 8) | ((unit & 0xff) << 8);
  }
}

/**
 * A transcoder of UTF-16 bytes, `bigEndian` or not, over `memory` (the codec's WasmBoundary).
 * write(bytes) → { utf8, read, stopped }: the UTF-8 of bytes[0, read) (a view of wasm memory, valid
 * until the next call). It reads all but what the end cuts short (an odd byte, a high surrogate,
 * at most 3 bytes), or, with `stopped` (never when `replace`), up to a lone surrogate at `read`.
 * With `replace` a lone surrogate is U+FFFD, as the standard reads it. close() frees its memory.
 */
export function createUtf16Transcoder(memory, { bigEndian, replace }) {
  let target = 0; // where the UTF-8 of a call's bytes is written, 3 bytes a unit at most
  let room = 0;
  return {
    write(bytes) {
      if (3 * (bytes.length >> 1) > room) {
        if (target) memory.free(target);
        room = 3 * (bytes.length >> 1);
        target = memory.allocate(room);
        if (!target) throw new RangeError(`utf8.convertBlob: no ${room} bytes of wasm memory for a slice's UTF-8`);
      }
      memory.refresh();
      const { u8, u16, i32, input, results } = memory;
      let read = 0;
      let size = 0;
      while (bytes.length - read >= 2) {
        const units = Math.min(memory.chunk, bytes.length - read) >> 1;
        u8.set(bytes.subarray(read, read + 2 * units), input);
        if (bigEndian) swapUnits(u16, input >> 1, units);
        const reason = memory.encodeChunk(units, replace ? REPLACE : STRICT, 0, target + size);
        const consumed = i32[results + CONSUMED];
        size += i32[results + WRITTEN];
        read += 2 * consumed;
        if (reason) return { utf8: u8.subarray(target, target + size), read, stopped: true };
        // Nothing read: a high surrogate alone is left, which the next bytes may pair.
        if (consumed === 0) break;
      }
      return { utf8: u8.subarray(target, target + size), read, stopped: false };
    },
    close() {
      if (target) memory.free(target);
      target = room = 0;
    },
  };
}
