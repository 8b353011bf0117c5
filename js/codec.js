// The public codec over one instantiated wasm module. Every operation streams its input through the
// module's fixed scratch buffers in chunks, so memory use is constant whatever the input size. The
// hot calls are plain wasm exports that leave their results in a few int32 slots.
import { assertString, errorMode, toBytes } from './arguments.js';
import { checkBlob } from './blob.js';
import { describeCharacter } from './characters.js';
import { REASONS, Utf8Error } from './errors.js';
import { hintFor } from './hints.js';
import { lazyArray } from './lazy.js';
import { errorMessage, loneSurrogateMessage, NOTATIONS, parseProblemMessage, segmentMessage } from './messages.js';
import { createDecoderStream, createValidatorStream } from './streams.js';
import { asciiToString, bytesToFill, copyBytes, FEW_UNITS, fewAsciiToString, fewUnitsToString, latin1Strings, latin1ToString, TextGatherer, unitsToString, writeUnits } from './strings.js';

const EMPTY = new Uint8Array(0);
const RULES = [null, 'UTF8-1', 'UTF8-2', 'UTF8-3', 'UTF8-4'];
const SEGMENT_BYTES = 12;  // utf8abnf::Segment: u32 index, u32 code point, u8 length, rule, alternative, reason

export function createCodec(wasm, variant) {
  const input = wasm._utf8abnf_input();
  const output = wasm._utf8abnf_output();
  const slots = wasm._utf8abnf_result() >> 2;
  const chunk = wasm._utf8abnf_chunk();
  const explainChunk = wasm._utf8abnf_explain_chunk();

  // The hot exports and the memory views are kept in locals: reading them off the module object
  // costs more than a short call does. Emscripten binds an export on its first call (until then
  // the property is a wrapper), so each is called once with no input before it is kept.
  const bound = (name, ...noInput) => {
    wasm[name](...noInput);
    return wasm[name];
  };
  const checkChunk = bound('_utf8abnf_check_chunk', 0, 0);
  const finishStream = bound('_utf8abnf_finish_stream', 0);
  const decodeChunk = bound('_utf8abnf_decode', 0, 0, 1, 0);
  const encodeChunk = bound('_utf8abnf_encode', 0, 0, 1, output);
  const explainRecords = bound('_utf8abnf_explain', 0, 1);
  let u8 = wasm.HEAPU8;
  let u16 = wasm.HEAPU16;
  let i32 = wasm.HEAP32;
  let u32 = wasm.HEAPU32;
  // Growing the memory (only parseBytes allocates) detaches the views, which then read as empty:
  // every operation calls this first.
  const freshViews = () => {
    if (u8.length === 0) {
      u8 = wasm.HEAPU8;
      u16 = wasm.HEAPU16;
      i32 = wasm.HEAP32;
      u32 = wasm.HEAPU32;
    }
  };
  const slot = (k) => i32[slots + k];
  const grammar = Object.freeze(wasm.grammar().map((entry) => Object.freeze(entry)));
  // By lead byte: the grammar entry it starts (null if none), as the codec picks the alternative.
  const alternativeByLead = Array.from({ length: 256 }, (_, lead) => grammar.find(({ bytes: [[lo, hi]] }) => lead >= lo && lead <= hi) ?? null);

  // Copies `bytes` after `carry` (bytes left over from the previous chunk) into the input buffer.
  function fill(carry, bytes) {
    if (carry.length) u8.set(carry, input);
    u8.set(bytes, input + carry.length);
    return carry.length + bytes.length;
  }

  // ---- Validation ----

  // Validation copies and checks 64 KiB at a time: the copy is faster when its target stays in cache.
  const VALIDATE_PIECE = Math.min(chunk, 1 << 16);

  // What validateFrom returns for invalid bytes; foundError(position) then says where and why.
  const FAILED = -1;
  let failedPieceAt = 0;  // where in the bytes the piece that failed began

  // Validates `bytes` as the continuation of a stream in `state`: the new state, or FAILED. An
  // invalid input costs no object: validate only needs to know.
  function validateFrom(bytes, state) {
    freshViews();
    for (let offset = 0; offset < bytes.length; offset += VALIDATE_PIECE) {
      const piece = bytes.length <= VALIDATE_PIECE ? bytes : bytes.subarray(offset, offset + VALIDATE_PIECE);
      u8.set(piece, input);
      if (checkChunk(state, piece.length)) {
        failedPieceAt = offset;
        return FAILED;
      }
      state = slot(0);
    }
    return state;
  }

  // Errors come as check() returns them, made once.
  const failure = (index, length, reasonCode) => ({ valid: false, index, length, reason: REASONS[reasonCode] });

  // The error that validateFrom just found in bytes whose first is at stream offset `position`.
  const foundError = (position) => failure(position + failedPieceAt + slot(2), slot(3), slot(1));

  // The truncation error of a stream that ends in `state` at `position`, or null.
  function finishAt(state, position) {
    freshViews();
    if (!state || !finishStream(state)) return null;
    return failure(position + slot(2), slot(3), slot(1));
  }

  function check(bytesInput) {
    const bytes = toBytes(bytesInput, 'utf8.check');
    const state = validateFrom(bytes, 0);
    if (state === FAILED) return foundError(0);
    return finishAt(state, bytes.length) ?? { valid: true };
  }

  function validate(bytesInput) {
    const bytes = toBytes(bytesInput, 'utf8.validate');
    const state = validateFrom(bytes, 0);
    return state === 0 || (state !== FAILED && finishAt(state, bytes.length) === null);
  }

  class Validator {
    #state = 0;
    #position = 0;  // stream offset of the next chunk
    #first = null;

    push(chunkInput) {
      const bytes = toBytes(chunkInput, 'validator.push');
      if (!this.#first) {
        const next = validateFrom(bytes, this.#state);
        if (next === FAILED) this.#first = foundError(this.#position);
        else this.#state = next;
      }
      this.#position += bytes.length;
    }

    /** The first error found so far, or null (a truncated end is only known at end()). */
    get firstError() {
      if (!this.#first) return null;
      const { index, length, reason } = this.#first;
      return { index, length, reason };
    }

    end() {
      const error = this.#first ?? finishAt(this.#state, this.#position);
      this.#state = 0;
      this.#position = 0;
      this.#first = null;
      return error ?? { valid: true };
    }
  }

  // ---- Decoding ----

  // What _utf8abnf_decode wrote (slot 5): UTF-16 units, nothing (the input was ASCII), Latin-1 bytes.
  const FORM_UTF16 = 0;
  const FORM_ASCII = 1;
  const FORM_LATIN1 = 2;
  // Up to this many bytes, a decode with nothing carried is one call, its text made directly: the
  // general way's set-up would take longer than the decoding.
  const SHORT_BYTES = 64;
  // A long text's pieces gather in a buffer of at most this many bytes before they become a string.
  const GATHER_LIMIT = 64 << 20;

  /** @typedef {{ message: string, index: number, length: number, reason: string }} Failure  a Utf8Error's makings */

  // V8 counts a function toward being compiled when it returns or loops, never when it throws: code
  // that always ends in a throw stays interpreted, several times slower. So the work is done by
  // functions that return a Failure, and short ones throw it through this. Made here, the error's
  // stack holds none of our optimised frames, which are slow to read back, and starts at the caller.
  function throwFailure(failure) {
    throw new Utf8Error(failure.message, failure);
  }

  // The sentence for a maximal subpart: `context` holds its bytes and the byte after it, if any.
  function describeError(context, length, reason) {
    const prefix = context.subarray(0, length);
    return segmentMessage(reason, prefix, context[length], alternativeByLead[prefix[0]], null);
  }

  // ASCII bytes are their own code units: their string is made from the caller's bytes, unless
  // those are shared memory, which a TextDecoder refuses.
  const ownAscii = (bytes) => !(typeof SharedArrayBuffer === 'function' && bytes.buffer instanceof SharedArrayBuffer);

  // The text a decode call wrote in `form`: `written` units or Latin-1 bytes, or the `total` input
  // bytes if they are ASCII.
  function textWritten(form, written, total) {
    if (form === FORM_UTF16) return written <= FEW_UNITS ? fewUnitsToString(u16, output >> 1, written) : unitsToString(u8, output, written);
    if (form === FORM_LATIN1) return written <= FEW_UNITS ? fewUnitsToString(u8, output, written) : latin1ToString(u8, output, written);
    return total <= FEW_UNITS ? fewUnitsToString(u8, input, total) : asciiToString(u8, input, total);
  }

  const isAscii = (bytes) => {
    const n = bytes.length;  // read once: a typed array's length costs a call in a loop
    for (let i = 0; i < n; i++) if (bytes[i] > 0x7f) return false;
    return true;
  };

  // The text of at most SHORT_BYTES bytes with nothing carried before them, in one call and
  // without gathering; ASCII without a trip through wasm memory. Null if they hold an error that
  // stops the decoding or end inside a sequence: the general way then does it all again and says
  // which. One-shot decodes call it first, with no decoder between: V8 then keeps the short path
  // in one piece of compiled code, even after long inputs of every kind.
  function shortText(bytes, mode, stream) {
    if (isAscii(bytes)) {
      if (bytes.length <= FEW_UNITS) return fewUnitsToString(bytes, 0, bytes.length);
      if (ownAscii(bytes)) return asciiToString(bytes, 0, bytes.length);
    }
    freshViews();
    u8.set(bytes, input);
    const total = bytes.length;
    // Latin-1 bytes only where a slicer makes the string: a few units are as quick from UTF-16.
    const latin1 = latin1Strings && total > FEW_UNITS ? 1 : 0;
    if (decodeChunk(total, mode, stream ? 0 : 1, latin1) !== 0 || slot(1) !== total) return null;
    return textWritten(slot(5), slot(0), total);
  }

  class Decoder {
    #mode;
    #stripBOM;
    #carry = EMPTY;    // the unfinished sequence at the end of the last chunk (at most 3 bytes)
    #position = 0;     // stream offset of carry[0]
    #started = false;  // has any text been produced (for the BOM)
    #text = new TextGatherer();

    constructor(options) {
      this.#mode = errorMode(options, 'utf8.createDecoder');
      this.#stripBOM = Boolean(options?.stripBOM);
    }

    #reset() {
      this.#carry = EMPTY;
      this.#position = 0;
      this.#started = false;
    }

    // Decodes `bytes` a chunk at a time through wasm memory. Runs of all-ASCII chunks become one
    // string made from the caller's bytes where ownAscii(bytes). Returns the text, or a Failure if
    // an error stops the decoding.
    #decodePieces(bytes, stream) {
      freshViews();
      const text = this.#text;
      text.begin(Math.min(2 * (bytes.length + 4), GATHER_LIMIT));
      let asciiStart = -1;  // where a run not yet added to `text` began
      let offset = 0;
      try {
        do {
          const start = offset;
          const piece = bytes.length <= chunk ? bytes : bytes.subarray(offset, offset + chunk);
          offset += piece.length;
          const last = offset >= bytes.length;
          const total = fill(this.#carry, piece);
          const reasonCode = decodeChunk(total, this.#mode, !stream && last ? 1 : 0, latin1Strings ? 1 : 0);
          const written = slot(0);
          const consumed = slot(1);
          const form = slot(5);
          if (form === FORM_ASCII && ownAscii(bytes)) {  // all ASCII, so nothing was carried
            if (asciiStart < 0) asciiStart = start;
          } else {
            if (asciiStart >= 0) text.addString(asciiToString(bytes, asciiStart, start - asciiStart));
            asciiStart = -1;
            const units = form === FORM_ASCII ? total : written;
            if (last && units <= FEW_UNITS && text.length === 0) {
              text.addString(textWritten(form, written, total));
            } else if (form === FORM_ASCII) {
              text.add('ascii', u8, input, total, last);
            } else if (form === FORM_LATIN1) {
              text.add('latin1', u8, output, written, last);
            } else {
              text.add('units', u8, output, 2 * written, last);
            }
          }
          if (reasonCode) {
            const reason = REASONS[reasonCode];
            const at = slot(3);
            const length = slot(4);
            const context = u8.subarray(input + at, input + Math.min(total, at + length + 1));  // read before memory changes
            const index = this.#position + at;
            return { message: errorMessage(index, reason, describeError(context, length, reason)), index, length, reason };
          }
          this.#carry = consumed === total ? EMPTY : u8.slice(input + consumed, input + total);
          this.#position += consumed;
        } while (offset < bytes.length);
        if (asciiStart >= 0) text.addString(asciiToString(bytes, asciiStart, bytes.length - asciiStart));
        return text.finish();
      } catch (error) {
        this.#reset();
        // Too long: a RangeError from V8, or Node's ERR_STRING_TOO_LONG from making one string.
        if (!(error instanceof RangeError || error?.code === 'ERR_STRING_TOO_LONG')) throw error;
        throw new RangeError(`utf8.decode: the text is longer than the longest string this JavaScript engine can make (${text.length.toLocaleString('en')} UTF-16 code units so far); decode it in pieces with createDecoder() or createDecoderStream()`);
      }
    }

    // The text of `bytes`, or a Failure.
    #textOf(bytes, stream) {
      let text = bytes.length <= SHORT_BYTES && this.#carry.length === 0 ? shortText(bytes, this.#mode, stream) : null;
      if (text !== null) {
        this.#position += bytes.length;
      } else {
        text = this.#decodePieces(bytes, stream);
        if (typeof text !== 'string') return text;
      }
      if (!this.#started && text.length > 0) {
        this.#started = true;
        if (this.#stripBOM && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (!stream) this.#reset();
      return text;
    }

    decode(chunkInput, decodeOptions) {
      const bytes = chunkInput === undefined ? EMPTY : toBytes(chunkInput, 'decoder.decode');
      const text = this.#textOf(bytes, Boolean(decodeOptions?.stream));
      if (typeof text === 'string') return text;
      this.#reset();
      return throwFailure(text);
    }
  }

  // One-shot decoding reuses a decoder per error mode: a decode call leaves it reset.
  const oneShot = ['strict', 'replace', 'ignore'].map((errors) => new Decoder({ errors }));

  function decode(bytes, options) {
    const checked = toBytes(bytes, 'utf8.decode');
    if (options?.stripBOM) return new Decoder(options).decode(checked);
    const mode = errorMode(options, 'utf8.decode');
    // A few ASCII bytes are made a string here: inside shortText this slows its other inputs.
    const ascii = checked.length <= FEW_UNITS ? fewAsciiToString(checked) : null;
    if (ascii !== null) return ascii;
    const text = checked.length <= SHORT_BYTES ? shortText(checked, mode, false) : null;
    return text ?? oneShot[mode].decode(checked);
  }

  // ---- Encoding ----

  // Up to this many bytes of wasm memory hold a long string's UTF-8 (each chunk's right after the
  // last one's), which is then copied out once into an array of its exact size: growing or trimming
  // an array costs another copy and, on a large one, a page fault per 4 KiB written. Wasm memory
  // never shrinks, so longer strings go into an array grown as needed.
  const ENCODE_IN_WASM_LIMIT = 16 << 20;

  // The UTF-8 of a string's code units, a chunk at a time; a Failure at a lone surrogate in strict mode.
  function encodeUnits(string, mode, caller) {
    const unitsPerChunk = chunk >> 1;
    const worst = 3 * string.length;
    // Where the chunks' output goes: the output buffer holds a chunk's, else an allocation (0 if none).
    const target = string.length <= unitsPerChunk ? output : worst <= ENCODE_IN_WASM_LIMIT ? wasm._malloc(worst) : 0;
    freshViews();  // after an allocation that grew the memory
    let result = null;  // without a target: the array grown as needed
    let size = 0;
    let offset = 0;
    try {
      while (offset < string.length) {
        const n = Math.min(unitsPerChunk, string.length - offset);
        writeUnits(string, offset, n, u8.buffer, input);
        const reasonCode = encodeChunk(n, mode, offset + n === string.length ? 1 : 0, target ? target + size : output);
        const written = slot(0);
        const read = slot(1);
        if (reasonCode) {
          const index = offset + read;
          return { message: `${caller}: ${loneSurrogateMessage(index, string.charCodeAt(index))}`, index, length: 1, reason: REASONS[reasonCode] };
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
      if (target) return copyBytes(u8, target, target + size);
      return size === result.length ? result : copyBytes(result, 0, size);
    } finally {
      if (target && target !== output) wasm._free(target);
    }
  }

  function encodeOrThrow(string, mode, caller) {
    const bytes = encodeUnits(string, mode, caller);
    return bytes instanceof Uint8Array ? bytes : throwFailure(bytes);
  }

  function encode(string, options) {
    assertString(string, 'utf8.encode');
    return encodeOrThrow(string, errorMode(options, 'utf8.encode'), 'utf8.encode');
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
    return encodeOrThrow(units, 0, 'utf8.encodeCodePoints');
  }

  // ---- Explaining ----

  // The codec's 12-byte segment records: index (within the chunk), code point, and one word of
  // length | rule << 8 | alternative << 16 | reason << 24.
  const RECORD_WORDS = SEGMENT_BYTES >> 2;

  // Calls visit(words, first, stop, position) for each chunk's run of records that overlap
  // bytes[from, to): the records at words[first, stop) of the Uint32Array `words`, whose indexes
  // count from `position`. They are read in place, without building objects.
  function forEachRecordRun(bytes, from, to, visit) {
    freshViews();
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
      const last = Math.min(end, offset + explainChunk);
      const piece = offset === 0 && last === bytes.length ? bytes : bytes.subarray(offset, last);
      offset += piece.length;
      const total = fill(carry, piece);
      const count = explainRecords(total, offset >= bytes.length ? 1 : 0);
      const consumed = slot(1);
      const words = u32;
      let first = output >> 2;
      let stop = first + RECORD_WORDS * count;
      while (first < stop && position + words[first] + (words[first + 2] & 0xff) <= from) first += RECORD_WORDS;
      while (stop > first && position + words[stop - RECORD_WORDS] >= to) stop -= RECORD_WORDS;
      if (first < stop) visit(words, first, stop, position);
      if (stop < (output >> 2) + RECORD_WORDS * count) return;  // past `to`
      carry = consumed === total ? EMPTY : u8.slice(input + consumed, input + total);
      position += consumed;
    } while (offset < end);
  }

  // explain builds a segment object only when it is read, and keeps 5 bytes per segment until then
  // instead of the codec's 12: where it starts, and its length and reason. A new array costs a page
  // fault per 4 KiB written (12 us each on some VMs), so a 1 MiB explain makes far less garbage and
  // goes faster. The rest is read off the bytes: the lead byte picks the alternative matched or
  // attempted, as in the codec, and the codec has found a valid sequence's payload bits valid.
  const LENGTH_BITS = 3;  // a shape is length | reason << LENGTH_BITS
  const FEW_SEGMENTS = 128;  // kept in plain arrays: a typed array costs more to make
  // A short input's segments gather in these, and are copied out.
  const explainStarts = new Uint32Array(4096);
  const explainShapes = new Uint8Array(4096);

  // The first `count` items of `scratch` as the result keeps them: a copy when the scratch is the
  // shared one or less than half full; else the scratch itself (a copy of a large array costs a
  // page fault per 4 KiB).
  function keptItems(scratch, count) {
    if (count <= FEW_SEGMENTS) {
      const items = new Array(count);
      for (let k = 0; k < count; k++) items[k] = scratch[k];
      return items;
    }
    if (scratch === explainStarts || scratch === explainShapes || 2 * count < scratch.length) return scratch.slice(0, count);
    return scratch.subarray(0, count);
  }

  // The code point of the valid sequence bytes[index, index + length): its payload bits.
  function codePointOf(bytes, index, length) {
    let codePoint = length === 1 ? bytes[index] : bytes[index] & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) codePoint = (codePoint << 6) | (bytes[index + k] & 0x3f);
    return codePoint;
  }

  function explain(bytesInput, options) {
    const bytes = new Uint8Array(toBytes(bytesInput, 'utf8.explain'));  // a private copy, which segments view
    const { from = 0, to = bytes.length, hints = false } = options ?? {};
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) {
      throw new RangeError(`utf8.explain: from and to must be integers with 0 <= from <= to, not ${from} and ${to}`);
    }
    const end = Math.min(to, bytes.length);
    // Segments overlap the window's bytes one to one at most, plus one begun before it.
    const most = Math.max(0, end - from) + 1;
    const shared = most <= explainStarts.length;
    const starts = shared ? explainStarts : new Uint32Array(most);
    const shapes = shared ? explainShapes : new Uint8Array(most);
    let count = 0;
    forEachRecordRun(bytes, from, end, (words, first, stop, position) => {
      for (let at = first; at < stop; at += RECORD_WORDS) {
        const packed = words[at + 2];
        starts[count] = position + words[at];
        shapes[count] = (packed & 0xff) | ((packed >>> 24) << LENGTH_BITS);
        count++;
      }
    });
    const keptStarts = keptItems(starts, count);
    const keptShapes = keptItems(shapes, count);
    return lazyArray(count, (k) => {
      const index = keptStarts[k];
      const shape = keptShapes[k];
      const length = shape & ((1 << LENGTH_BITS) - 1);
      const reason = REASONS[shape >> LENGTH_BITS];
      const valid = reason === null;
      const alternative = alternativeByLead[bytes[index]];
      const codePoint = valid ? codePointOf(bytes, index, length) : null;
      const own = new Uint8Array(bytes.buffer, index, length);
      const segment = {
        index,
        length,
        bytes: own,
        valid,
        rule: alternative ? RULES[alternative.rule] : null,
        alternative: alternative ? alternative.alternative : null,
        codePoint,
        reason,
        message: segmentMessage(reason, own, bytes[index + length], alternative, codePoint),
      };
      if (hints) segment.hint = hintFor(segment, bytes);
      return segment;
    });
  }

  const REASON_NAMES = REASONS.slice(1, 8);  // those of decoding
  const grammarSlot = [];  // by rule * 8 + alternative: the entry's place in the grammar
  grammar.forEach((entry, i) => {
    grammarSlot[entry.rule * 8 + entry.alternative] = i;
  });

  function summarize(bytesInput) {
    const bytes = toBytes(bytesInput, 'utf8.summarize');
    const byAlternative = grammar.map(() => 0);
    const byReason = {};
    for (const reason of REASON_NAMES) byReason[reason] = 0;
    let sequences = 0;
    let errors = 0;
    let errorBytes = 0;
    let firstError = null;
    forEachRecordRun(bytes, 0, bytes.length, (words, first, stop, position) => {
      for (let at = first; at < stop; at += RECORD_WORDS) {
        const packed = words[at + 2];
        const reasonCode = packed >>> 24;
        if (reasonCode === 0) {
          sequences++;
          byAlternative[grammarSlot[((packed >> 5) & 0x7f8) + ((packed >> 16) & 0xff)]]++;  // rule * 8 + alternative
          continue;
        }
        const length = packed & 0xff;
        errors++;
        errorBytes += length;
        byReason[REASONS[reasonCode]]++;
        firstError ??= { index: position + words[at], length, reason: REASONS[reasonCode] };
      }
    });
    return { length: bytes.length, valid: errors === 0, sequences, errors, errorBytes, byAlternative, byReason, firstError };
  }

  function parseBytes(text) {
    assertString(text, 'utf8.parseBytes');
    const textBytes = encodeUnits(text, 1, 'utf8.parseBytes');  // replacing: never a Failure
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
    validate,
    check,
    decode,
    encode,
    encodeCodePoints,
    explain,
    summarize,
    parseBytes,
    createValidator: () => new Validator(),
    createDecoder: (options) => new Decoder(options),
    createDecoderStream: (options) => createDecoderStream(codec, options),
    createValidatorStream: () => createValidatorStream(codec),
    checkBlob: (blob, options) => checkBlob(codec, blob, options),
    describeCharacter,
    /** Bytes of the wasm heap in use: constant across calls (nothing is allocated per call). */
    heapInUse: () => wasm.heapInUse(),
  });
  return codec;
}
