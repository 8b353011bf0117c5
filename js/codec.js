// The public codec over one instantiated wasm module. Every operation streams its input through the
// module's fixed scratch buffers in chunks, so memory use is constant whatever the input size, and
// every one-shot function is its streaming form run once.
import { assertString, errorMode, toBytes } from './arguments.js';
import { REASONS, Utf8Error } from './errors.js';
import { checkBlob } from './blob.js';
import { describeCharacter } from './characters.js';
import { createDecoderStream, createValidatorStream } from './streams.js';
import { hintFor } from './hints.js';
import { errorMessage, loneSurrogateMessage, NOTATIONS, parseProblemMessage, segmentMessage } from './messages.js';

const EMPTY = new Uint8Array(0);
const SEGMENT_BYTES = 12;  // utf8abnf::Segment: u32 index, u32 code point, u8 length, rule, alternative, reason

export function createCodec(wasm, variant) {
  const { input, output, chunk, explainChunk } = wasm.buffers();
  // Read the views afresh at each use: parseBytes may grow the memory, which replaces them.
  const heap8 = () => wasm.HEAPU8;
  const utf16 = new TextDecoder('utf-16le', { ignoreBOM: true });  // keep a U+FEFF the bytes hold
  const grammar = Object.freeze(wasm.grammar().map((entry) => Object.freeze(entry)));
  const alternatives = new Map(grammar.map((entry) => [entry.rule * 8 + entry.alternative, entry]));
  const alternativeOf = (rule, number) => (rule ? alternatives.get(rule * 8 + number) : null);

  // The sentence for a maximal subpart: `context` holds its bytes and the byte after it, if any.
  function describeError(context, length, reason) {
    const prefix = context.subarray(0, length);
    const alternative = grammar.find(({ bytes: [[lo, hi]] }) => prefix[0] >= lo && prefix[0] <= hi) ?? null;
    return segmentMessage(reason, prefix, context[length], alternative, null);
  }

  // Copies `bytes` after `carry` (bytes left over from the previous chunk) into the input buffer.
  function fill(carry, bytes) {
    const heap = heap8();
    heap.set(carry, input);
    heap.set(bytes, input + carry.length);
    return carry.length + bytes.length;
  }

  function createValidator() {
    let state = 0;
    let position = 0;  // stream offset of the next chunk
    let failure = null;
    return {
      push(chunkInput) {
        const bytes = toBytes(chunkInput, 'validator.push');
        for (let offset = 0; offset < bytes.length && !failure; offset += chunk) {
          const piece = bytes.subarray(offset, offset + chunk);
          heap8().set(piece, input);
          const step = wasm.checkChunk(state, piece.length);
          if (step.reason) {
            failure = { valid: false, index: position + step.index, length: step.length, reason: REASONS[step.reason] };
          }
          state = step.state;
          position += piece.length;
        }
      },
      /** The first error found so far, or null (a truncated end is only known at end()). */
      get firstError() {
        return failure && { index: failure.index, length: failure.length, reason: failure.reason };
      },
      end() {
        let result = failure;
        if (!result) {
          const step = wasm.finishStream(state);
          result = step.reason
            ? { valid: false, index: position + step.index, length: step.length, reason: REASONS[step.reason] }
            : { valid: true };
        }
        state = 0;
        position = 0;
        failure = null;
        return result;
      },
    };
  }

  function checkAs(caller, bytes) {
    const validator = createValidator();
    validator.push(toBytes(bytes, caller));
    return validator.end();
  }

  function createDecoder(options) {
    const mode = errorMode(options, 'utf8.createDecoder');
    const stripBOM = Boolean(options?.stripBOM);
    let carry = EMPTY;   // the unfinished sequence at the end of the last chunk (at most 3 bytes)
    let position = 0;    // stream offset of carry[0]
    let started = false; // has any text been produced (for the BOM)
    const reset = () => {
      carry = EMPTY;
      position = 0;
      started = false;
    };
    return {
      decode(chunkInput, decodeOptions) {
        const bytes = chunkInput === undefined ? EMPTY : toBytes(chunkInput, 'decoder.decode');
        const stream = Boolean(decodeOptions?.stream);
        let text = '';
        let offset = 0;
        do {
          const piece = bytes.subarray(offset, offset + chunk);
          offset += piece.length;
          const total = fill(carry, piece);
          const step = wasm.decode(total, mode, !stream && offset >= bytes.length);
          text += utf16.decode(heap8().subarray(output, output + 2 * step.written));
          if (step.reason) {
            const reason = REASONS[step.reason];
            const context = heap8().slice(input + step.index, input + Math.min(total, step.index + step.length + 1));
            const index = position + step.index;
            reset();
            throw new Utf8Error(errorMessage(index, reason, describeError(context, step.length, reason)), {
              index,
              length: step.length,
              reason,
            });
          }
          carry = heap8().slice(input + step.consumed, input + total);
          position += step.consumed;
        } while (offset < bytes.length);
        if (!started && text.length > 0) {
          started = true;
          if (stripBOM && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        }
        if (!stream) reset();
        return text;
      },
    };
  }

  function decode(bytes, options) {
    const checked = toBytes(bytes, 'utf8.decode');
    return createDecoder(options ?? undefined).decode(checked);
  }

  function encodeUnits(string, mode, caller) {
    const unitsPerChunk = chunk >> 1;
    const base = input >> 1;
    const parts = [];
    let size = 0;
    let offset = 0;
    while (offset < string.length) {
      const n = Math.min(unitsPerChunk, string.length - offset);
      const heap16 = wasm.HEAPU16;
      for (let i = 0; i < n; i++) heap16[base + i] = string.charCodeAt(offset + i);
      const step = wasm.encode(n, mode, offset + n === string.length);
      parts.push(heap8().slice(output, output + step.written));
      size += step.written;
      if (step.reason) {
        const index = offset + step.consumed;
        throw new Utf8Error(`${caller}: ${loneSurrogateMessage(index, string.charCodeAt(index))}`, {
          index,
          length: 1,
          reason: REASONS[step.reason],
        });
      }
      offset += step.consumed;
    }
    if (parts.length === 1) return parts[0];
    const result = new Uint8Array(size);
    let at = 0;
    for (const part of parts) {
      result.set(part, at);
      at += part.length;
    }
    return result;
  }

  function encode(string, options) {
    assertString(string, 'utf8.encode');
    return encodeUnits(string, errorMode(options, 'utf8.encode'), 'utf8.encode');
  }

  function encodeCodePoints(codePoints) {
    if (codePoints === null || typeof codePoints?.[Symbol.iterator] !== 'function' || typeof codePoints === 'string') {
      throw new TypeError('utf8.encodeCodePoints expects an iterable of numbers (an Array, a Uint32Array, ...)');
    }
    let units = '';
    let index = 0;
    for (const value of codePoints) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0x10ffff) {
        throw new RangeError(`utf8.encodeCodePoints: item ${index} (${String(value)}) is not a code point: use integers from 0 to 0x10FFFF`);
      }
      if (value >= 0xd800 && value <= 0xdfff) {
        throw new RangeError(`utf8.encodeCodePoints: item ${index} (0x${value.toString(16).toUpperCase()}) is a surrogate, which has no UTF-8 encoding`);
      }
      units += String.fromCodePoint(value);
      index++;
    }
    return encodeUnits(units, 0, 'utf8.encodeCodePoints');
  }

  // Calls visit(index, length, rule, alternative, reasonCode, codePoint) for each segment that
  // overlaps bytes[from, to), reading the codec's 12-byte records without building objects.
  function forEachSegment(bytes, from, to, visit) {
    // Every byte outside 80..BF starts a segment, and a segment has at most 3 bytes after its
    // first: so the scan may start at the nearest such byte up to 3 back, or at `from` itself.
    let start = from;
    for (let back = from; back >= Math.max(0, from - 3); back--) {
      if ((bytes[back] & 0xc0) !== 0x80) {
        start = back;
        break;
      }
    }
    // A segment starting before `to` ends by to + 3 and is decided by the byte after it.
    const end = Math.min(bytes.length, to + 4);
    let carry = EMPTY;
    let position = start;
    let offset = start;
    do {
      const piece = bytes.subarray(offset, Math.min(end, offset + explainChunk));
      offset += piece.length;
      const total = fill(carry, piece);
      const step = wasm.explain(total, offset >= bytes.length);
      const heap = heap8();
      const heap32 = wasm.HEAPU32;
      for (let k = 0, record = output; k < step.count; k++, record += SEGMENT_BYTES) {
        const index = position + heap32[record >> 2];
        if (index >= to) return;
        const length = heap[record + 8];
        if (index + length <= from) continue;
        visit(index, length, heap[record + 9], heap[record + 10], heap[record + 11], heap32[(record >> 2) + 1]);
      }
      carry = heap.slice(input + step.consumed, input + total);
      position += step.consumed;
    } while (offset < end);
  }

  function explain(bytesInput, options) {
    const bytes = toBytes(bytesInput, 'utf8.explain').slice();  // segments view this private copy
    const { from = 0, to = bytes.length, hints = false } = options ?? {};
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) {
      throw new RangeError(`utf8.explain: from and to must be integers with 0 <= from <= to, not ${from} and ${to}`);
    }
    const segments = [];
    forEachSegment(bytes, from, Math.min(to, bytes.length), (index, length, rule, number, reasonCode, codePointBits) => {
      const reason = REASONS[reasonCode];
      const valid = reason === null;
      const codePoint = valid ? codePointBits : null;
      const alternative = alternativeOf(rule, number);
      const own = bytes.subarray(index, index + length);
      const segment = {
        index,
        length,
        bytes: own,
        valid,
        rule: rule ? `UTF8-${rule}` : null,
        alternative: rule ? number : null,
        codePoint,
        reason,
        message: segmentMessage(reason, own, bytes[index + length], alternative, codePoint),
      };
      if (hints) segment.hint = hintFor(segment, bytes);
      segments.push(segment);
    });
    return segments;
  }

  function summarize(bytesInput) {
    const bytes = toBytes(bytesInput, 'utf8.summarize');
    const byAlternative = grammar.map(() => 0);
    const byReason = Object.fromEntries(REASONS.slice(1, 8).map((reason) => [reason, 0]));
    const slot = new Map(grammar.map((entry, i) => [entry.rule * 8 + entry.alternative, i]));
    let sequences = 0;
    let errors = 0;
    let errorBytes = 0;
    let firstError = null;
    forEachSegment(bytes, 0, bytes.length, (index, length, rule, number, reasonCode) => {
      if (reasonCode === 0) {
        sequences++;
        byAlternative[slot.get(rule * 8 + number)]++;
        return;
      }
      errors++;
      errorBytes += length;
      byReason[REASONS[reasonCode]]++;
      firstError ??= { index, length, reason: REASONS[reasonCode] };
    });
    return { length: bytes.length, valid: errors === 0, sequences, errors, errorBytes, byAlternative, byReason, firstError };
  }

  function parseBytes(text) {
    assertString(text, 'utf8.parseBytes');
    const textBytes = encodeUnits(text, 1, 'utf8.parseBytes');
    const { notation, problem, errorIndex, bytes } = wasm.parseBytes(textBytes);
    const name = NOTATIONS[notation];
    if (problem === 0) return { ok: true, bytes, notation: name };
    // The error's byte offset in the UTF-8 text, as an index into the JS string.
    const index = decode(textBytes.subarray(0, errorIndex), { errors: 'replace' }).length;
    const character = String.fromCodePoint(text.codePointAt(index) ?? 0x20);
    return { ok: false, notation: name, index, message: parseProblemMessage(problem, character, name) };
  }

  const codec = Object.freeze({
    variant,
    grammar,
    validate: (bytes) => checkAs('utf8.validate', bytes).valid,
    check: (bytes) => checkAs('utf8.check', bytes),
    decode,
    encode,
    encodeCodePoints,
    explain,
    summarize,
    parseBytes,
    createValidator,
    createDecoder,
    /** Bytes of the wasm heap in use: constant across calls (nothing is allocated per call). */
    heapInUse: () => wasm.heapInUse(),
    checkBlob: (blob, options) => checkBlob(codec, blob, options),
    createDecoderStream: (options) => createDecoderStream(codec, options),
    createValidatorStream: () => createValidatorStream(codec),
    describeCharacter,
  });
  return codec;
}
