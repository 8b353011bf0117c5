// encode and encodeCodePoints: a string's UTF-16 code units through wasm memory a chunk at a time
// (outside Node, a long string whose UTF-8 is TextEncoder's too is made by TextEncoder).
import { assertKnownOptions, assertString, describeValue, errorMode } from './arguments.js';
import { throwFailure } from './errors.js';
import { loneSurrogateMessage } from './text/messages.js';
import { bytesToFill, copyBytes, utf8ByPlatform, writeUnits, writeUtf8ByPlatform } from './wasm/strings.js';
import { REASONS, SLOTS } from './wasm/contract.js';

const ENCODE_OPTIONS = ['errors'];

const { written: WRITTEN, consumed: CONSUMED } = SLOTS.encode;

// Up to this many bytes of wasm memory hold a long string's UTF-8 (each chunk's right after the
// last one's), which is then copied out once into an array of its exact size: growing or trimming
// an array costs another copy and, on a large one, a page fault per 4 KiB written. Wasm memory
// never shrinks, so longer strings go into an array grown as needed.
const ENCODE_IN_WASM_LIMIT = 16 << 20;

export function createEncoding(memory) {
  // The UTF-8 of a string's code units, a chunk at a time; a Failure at a lone surrogate in strict
  // mode. With `into` (an address of wasm memory with room for 3 bytes a unit), the UTF-8 stays
  // there and the number of its bytes is returned.
  function encodeUnits(string, mode, caller, into = 0) {
    const platformBytes = into ? null : utf8ByPlatform(string, mode === 1);
    if (platformBytes) return platformBytes;
    const unitsPerChunk = memory.chunk >> 1;
    const worst = 3 * string.length;
    // Where the chunks' output goes: the output buffer holds a chunk's, else an allocation (0 if none).
    const target = into || (string.length <= unitsPerChunk ? memory.output : worst <= ENCODE_IN_WASM_LIMIT ? memory.allocate(worst) : 0);
    memory.refresh();
    const { u8, i32, input, output, results } = memory;
    let result = null; // without a target: the array grown as needed
    let size = 0;
    let offset = 0;
    try {
      const platformWritten = target ? writeUtf8ByPlatform(string, mode === 1, u8.buffer, target) : -1;
      if (platformWritten >= 0) return into ? platformWritten : copyBytes(u8, target, target + platformWritten);
      while (offset < string.length) {
        const n = Math.min(unitsPerChunk, string.length - offset);
        writeUnits(string, offset, n, u8.buffer, input);
        const reasonCode = memory.encodeChunk(n, mode, offset + n === string.length ? 1 : 0, target ? target + size : output);
        const written = i32[results + WRITTEN];
        const read = i32[results + CONSUMED];
        if (reasonCode) {
          const index = offset + read;
          return {
            message: `${caller}: ${loneSurrogateMessage(index, string.charCodeAt(index))}`,
            index,
            length: 1,
            reason: REASONS[reasonCode],
          };
        }
        if (!target) {
          if (size + written > (result?.length ?? 0)) {
            // Sized by the text so far, so that a uniform text needs no growing.
            const guess = Math.ceil(((size + written) / (offset + read)) * string.length);
            const grown = bytesToFill(Math.max(guess, size + written, 2 * (result?.length ?? 0)));
            if (result) grown.set(result.subarray(0, size));
            result = grown;
          }
          result.set(u8.subarray(output, output + written), size);
        }
        size += written;
        offset += read;
      }
      if (into) return size;
      if (target) return copyBytes(u8, target, target + size);
      return size === result.length ? result : copyBytes(result, 0, size);
    } finally {
      if (target && target !== output && target !== into) memory.free(target);
    }
  }

  function encodeOrThrow(string, mode, caller) {
    const bytes = encodeUnits(string, mode, caller);
    return bytes instanceof Uint8Array ? bytes : throwFailure(bytes);
  }

  function encode(string, options) {
    assertString(string, 'utf8.encode');
    const mode = errorMode(options, 'utf8.encode');
    assertKnownOptions(options, 'utf8.encode', ENCODE_OPTIONS);
    return encodeOrThrow(string, mode, 'utf8.encode');
  }

  function encodeCodePoints(codePoints) {
    if (typeof codePoints?.[Symbol.iterator] !== 'function' || typeof codePoints === 'string') {
      throw new TypeError('utf8.encodeCodePoints expects an iterable of numbers (an Array, a Uint32Array, ...)');
    }
    let units = '';
    let index = 0;
    for (const value of codePoints) {
      if (!Number.isInteger(value) || value < 0 || value > 0x10ffff) {
        const shown = typeof value === 'string' ? `${describeValue(value)}, a string` : describeValue(value);
        throw new RangeError(`utf8.encodeCodePoints: item ${index} (${shown}) is not a code point: use integers from 0 to 0x10FFFF`);
      }
      if (value >= 0xd800 && value <= 0xdfff) {
        throw new RangeError(
          `utf8.encodeCodePoints: item ${index} (0x${value.toString(16).toUpperCase()}) is a surrogate, which has no UTF-8 encoding`,
        );
      }
      units += String.fromCodePoint(value);
      index++;
    }
    return encodeOrThrow(units, 0, 'utf8.encodeCodePoints');
  }

  /**
   * Writes the UTF-8 of any string, lone surrogates replaced, at `address` (wasm memory with room
   * for 3 bytes a unit), for the codec to read there: the number of its bytes.
   */
  const writeReplacing = (string, address) => encodeUnits(string, 1, 'utf8', address);

  return { encode, encodeCodePoints, writeReplacing };
}
