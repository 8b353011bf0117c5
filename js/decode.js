// decode and the streaming decoder: bytes through wasm memory a piece at a time, the text made from
// the UTF-16 units, Latin-1 bytes or ASCII bytes each call leaves, by the fastest route the runtime
// has (wasm/strings.js). Short inputs take shorter routes, all in the first section below.
import { assertBytesKept, assertKnownOptions, errorMode, hasNoOptionBut, option, toBytes, viewOf } from './arguments.js';
import { throwFailure } from './errors.js';
import { alternativesByLead, errorMessage, errorSentence } from './text/messages.js';
import {
  asciiToString,
  FEW_UNITS,
  fewAsciiToString,
  fewUnitsToString,
  latin1ToString,
  narrowText,
  platformDecodeFrom,
  platformIsQuicker,
  platformText,
  TextGatherer,
  unitsToString,
} from './wasm/strings.js';
import { NARROW_TEXT, REASONS, SLOTS, TEXT_FORMS } from './wasm/contract.js';
import { groupDigits } from './text/notation.js';
import { pieceSize } from './validate.js';

const DECODE_OPTIONS = ['errors', 'stripBOM'];
const STREAM_OPTIONS = ['stream'];

const EMPTY = new Uint8Array(0);
const MODES = ['strict', 'replace', 'ignore'];
const [STRICT, REPLACE] = MODES.keys();
const { written: WRITTEN, consumed: CONSUMED, index: INDEX, length: LENGTH, form: FORM } = SLOTS.decode;

// The sizes at which decoding takes another route (the bench's 16-byte rows show why):
// - up to FEW_UNITS (16) bytes of ASCII, or of 1- to 3-byte characters, become a string without
//   wasm;
// - up to FEW_UNITS code units are made a string by one call of fixed arity (wasm/strings.js);
// - up to ONE_CALL_BYTES, with nothing carried, a decode is one wasm call and its text is made
//   directly, without the gathering of the general way;
// - a long text's pieces gather in a buffer of at most GATHER_LIMIT bytes between strings.
// (In wasm, up to 16 bytes are decoded a character at a time: kShortInput in cpp/src/decode.cpp.)
const ONE_CALL_BYTES = 64;
const GATHER_LIMIT = 64 << 20;

// ASCII bytes are their own code units: their string is made from the caller's bytes, unless
// those are shared memory, which a TextDecoder refuses.
const notShared = (bytes) => !(typeof SharedArrayBuffer === 'function' && bytes.buffer instanceof SharedArrayBuffer);

const isAscii = (bytes) => {
  const n = bytes.length; // read once: a typed array's length costs a call in a loop
  for (let i = 0; i < n; i++) if (bytes[i] > 0x7f) return false;
  return true;
};

// The text in error mode `mode` of at most FEW_UNITS bytes of UTF8-1, UTF8-2 and UTF8-3 characters
// (the Basic Multilingual Plane: Latin, Cyrillic, Arabic, CJK...), else null: made without a trip
// through wasm memory, quicker than the call. Errors are replaced or dropped here only where their
// maximal subpart is one byte that starts no longer sequence (a tail, C0, C1, F5..FF, or a UTF8-2
// lead without its tail); any other error, strict or not, and UTF8-4 go on to wasm.
const fewUnits = new Uint16Array(FEW_UNITS);
function fewBmpText(bytes, mode) {
  const n = bytes.length;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const lead = bytes[i];
    if (lead < 0x80) {
      fewUnits[count++] = lead;
      continue;
    }
    const tail = bytes[i + 1]; // undefined past the end, which is no tail
    if (lead >= 0xc2 && lead <= 0xdf && (tail & 0xc0) === 0x80) {
      fewUnits[count++] = ((lead & 0x1f) << 6) | (tail & 0x3f);
      i++;
      continue;
    }
    const last = bytes[i + 2];
    // UTF8-3: %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) / %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )
    if (
      lead >= 0xe0 &&
      lead <= 0xef &&
      (tail & 0xc0) === 0x80 &&
      (last & 0xc0) === 0x80 &&
      (lead !== 0xe0 || tail >= 0xa0) &&
      (lead !== 0xed || tail < 0xa0)
    ) {
      fewUnits[count++] = ((lead & 0xf) << 12) | ((tail & 0x3f) << 6) | (last & 0x3f);
      i += 2;
      continue;
    }
    if (mode === STRICT) return null; // its error is found and worded in wasm
    // A lead of UTF8-3 or UTF8-4: a tail after it would make the maximal subpart longer than the lead.
    if (lead >= 0xe0 && lead <= 0xf4) return null;
    if (mode === REPLACE) fewUnits[count++] = 0xfffd;
  }
  return fewUnitsToString(fewUnits, 0, count);
}

export function createDecoding(memory, grammar) {
  const byLead = alternativesByLead(grammar);
  // ---- The short routes ----

  // The text a decode call wrote in `form`: `written` units or Latin-1 bytes, or the `total` input
  // bytes if they are ASCII.
  function textWritten(form, written, total) {
    const { u8, u16, output, input } = memory;
    if (form === TEXT_FORMS.utf16)
      return written <= FEW_UNITS ? fewUnitsToString(u16, output >> 1, written) : unitsToString(u8, output, written);
    if (form === TEXT_FORMS.latin1)
      return written <= FEW_UNITS ? fewUnitsToString(u8, output, written) : latin1ToString(u8, output, written);
    return total <= FEW_UNITS ? fewUnitsToString(u8, input, total) : asciiToString(u8, input, total);
  }

  // The Failure for the error the last call stopped at, in the `total` bytes of the input buffer,
  // whose first is at `position` of the input.
  function failureAt(reasonCode, total, position) {
    const reason = REASONS[reasonCode];
    const { i32, results } = memory;
    const at = i32[results + INDEX];
    const length = i32[results + LENGTH];
    const context = memory.u8.subarray(memory.input + at, memory.input + Math.min(total, at + length + 1));
    const index = position + at;
    return { message: errorMessage(index, reason, errorSentence(byLead, context, length, reason)), index, length, reason };
  }

  // The text of at most ONE_CALL_BYTES bytes at `position` with nothing carried before them, in one
  // call, or the Failure that stops a strict decode; ASCII without a trip through wasm memory.
  // Null if they end inside a sequence and `stream`: the general way then carries it. One-shot
  // decodes call it first, with no decoder between: V8 then keeps it in one piece of compiled code.
  function oneCallText(bytes, mode, stream, position) {
    if (isAscii(bytes)) {
      if (bytes.length <= FEW_UNITS) return fewUnitsToString(bytes, 0, bytes.length);
      if (notShared(bytes)) return asciiToString(bytes, 0, bytes.length);
    }
    memory.refresh();
    const { u8, i32, results } = memory;
    const total = bytes.length;
    if (total <= FEW_UNITS) memory.fillFew(bytes);
    else u8.set(bytes, memory.input);
    // Latin-1 bytes only where they are quicker: a few units are as quick from UTF-16.
    const narrow = total > FEW_UNITS ? narrowText : NARROW_TEXT.none;
    const reasonCode = memory.decodeChunk(total, mode, stream ? 0 : 1, narrow);
    if (reasonCode) return failureAt(reasonCode, total, position);
    if (i32[results + CONSUMED] !== total) return null;
    return textWritten(i32[results + FORM], i32[results + WRITTEN], total);
  }

  // ---- The general way ----

  // One stream's decoding: what is carried between its chunks, and the text of each chunk or the
  // Failure that ends it. Failures are returned, not thrown, so that the call the user made throws
  // them (throwFailure): the fewer frames between, the less capturing the error's stack costs.
  class Decoding {
    #mode;
    #stripBOM;
    #carry = EMPTY; // the unfinished sequence at the end of the last chunk (at most 3 bytes)
    #position = 0; // stream offset of carry[0]
    #started = false; // has any text been produced (for the BOM)
    #text = new TextGatherer();

    constructor(mode, stripBOM) {
      this.#mode = mode;
      this.#stripBOM = stripBOM;
    }

    #reset() {
      this.#carry = EMPTY;
      this.#position = 0;
      this.#started = false;
    }

    // Decodes `bytes` a piece at a time through wasm memory. Runs of all-ASCII pieces become one
    // string made from the caller's bytes where notShared(bytes). Returns the text, or a Failure.
    #decodePieces(bytes, stream) {
      memory.refresh();
      const { input, output, u8, i32, results } = memory;
      const size = pieceSize(memory);
      const text = this.#text;
      text.begin(Math.min(2 * (bytes.length + 4), GATHER_LIMIT));
      let asciiStart = -1; // where a run not yet added to `text` began
      let offset = 0;
      try {
        do {
          const start = offset;
          const piece = bytes.length <= size ? bytes : viewOf(bytes, offset, Math.min(bytes.length, offset + size));
          offset += piece.length;
          const last = offset >= bytes.length;
          const total = memory.fill(this.#carry, piece);
          const reasonCode = memory.decodeChunk(total, this.#mode, !stream && last ? 1 : 0, narrowText);
          if (reasonCode) return failureAt(reasonCode, total, this.#position); // the text so far is not wanted
          const written = i32[results + WRITTEN];
          const consumed = i32[results + CONSUMED];
          const form = i32[results + FORM];
          if (form === TEXT_FORMS.ascii && notShared(bytes)) {
            // all ASCII, so nothing was carried
            if (asciiStart < 0) asciiStart = start;
          } else {
            if (asciiStart >= 0) text.addString(asciiToString(bytes, asciiStart, start - asciiStart));
            asciiStart = -1;
            const units = form === TEXT_FORMS.ascii ? total : written;
            if (last && units <= FEW_UNITS && text.length === 0) text.addString(textWritten(form, written, total));
            else if (form === TEXT_FORMS.ascii) text.add('ascii', u8, input, total, last);
            else if (form === TEXT_FORMS.latin1) text.add('latin1', u8, output, written, last);
            else text.add('units', u8, output, 2 * written, last);
          }
          this.#carry = consumed === total ? EMPTY : memory.inputCopy(consumed, total);
          this.#position += consumed;
        } while (offset < bytes.length);
        if (asciiStart >= 0) text.addString(asciiToString(bytes, asciiStart, bytes.length - asciiStart));
        return text.finish();
      } catch (error) {
        this.#reset();
        // Too long: a RangeError from V8, or Node's ERR_STRING_TOO_LONG from making one string.
        if (!(error instanceof RangeError || error?.code === 'ERR_STRING_TOO_LONG')) throw error;
        throw new RangeError(
          `utf8.decode: the text is longer than the longest string this JavaScript engine can make (${groupDigits(text.length)} UTF-16 code units so far); decode it in pieces with createDecoder() or createDecoderStream()`,
        );
      }
    }

    // The text of `bytes` by the platform's decoder (wasm/strings.js says where and why), or null.
    #platformText(bytes, stream) {
      const mode = this.#mode;
      // Not ignore: an input with an error would cost it the platform's refusal (a thrown error)
      // and the codec's decoding, twice the codec's alone.
      if (stream || this.#carry.length || bytes.length < platformDecodeFrom || !(mode === STRICT || mode === REPLACE) || !notShared(bytes))
        return null;
      if (platformDecodeFrom > 0 && !platformIsQuicker(bytes)) return null;
      return platformText(bytes, mode === REPLACE);
    }

    /** The text of `bytes`, or the Failure that ends the stream. */
    textOf(bytes, stream) {
      let text =
        this.#platformText(bytes, stream) ??
        (bytes.length <= ONE_CALL_BYTES && this.#carry.length === 0 ? oneCallText(bytes, this.#mode, stream, this.#position) : null);
      if (text === null) text = this.#decodePieces(bytes, stream);
      else if (typeof text === 'string') this.#position += bytes.length;
      if (typeof text !== 'string') {
        this.#reset();
        return text;
      }
      if (!this.#started && text.length > 0) {
        this.#started = true;
        if (this.#stripBOM && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (!stream) this.#reset();
      return text;
    }
  }

  // What createDecoder() makes: a Decoding behind the checks of its options.
  class Decoder {
    #decoding;

    constructor(options) {
      const mode = errorMode(options, 'utf8.createDecoder');
      assertKnownOptions(options, 'utf8.createDecoder', DECODE_OPTIONS);
      this.#decoding = new Decoding(mode, Boolean(option(options, 'stripBOM')));
    }

    decode(chunkInput, decodeOptions) {
      const bytes = chunkInput === undefined ? EMPTY : toBytes(chunkInput, 'decoder.decode');
      let stream = false;
      if (decodeOptions !== undefined && decodeOptions !== null) {
        assertKnownOptions(decodeOptions, 'decoder.decode', STREAM_OPTIONS);
        const length = bytes.length;
        stream = Boolean(option(decodeOptions, 'stream'));
        assertBytesKept(bytes, length, 'decoder.decode');
      }
      const text = this.#decoding.textOf(bytes, stream);
      return typeof text === 'string' ? text : throwFailure(text);
    }
  }

  // One-shot decoding reuses a Decoding per error mode: a whole input leaves it reset.
  const oneShot = MODES.map((_, mode) => new Decoding(mode, false));

  // The text of `bytes` in error mode `mode` at once, or the Failure that stops a strict decode:
  // decode() after its options are read. It is kept this small so that V8 compiles it into its
  // callers: a few bytes of 1- to 3-byte characters then become a string without another call
  // (inside oneCallText this step slows its other inputs).
  function wholeText(bytes, mode) {
    const few = bytes.length <= FEW_UNITS && bytes.length < platformDecodeFrom;
    return (few ? (fewAsciiToString(bytes) ?? fewBmpText(bytes, mode)) : null) ?? longerText(bytes, mode);
  }

  // wholeText of more than a few bytes, or of a few that fewBmpText leaves to wasm.
  function longerText(bytes, mode) {
    const oneCall = bytes.length <= ONE_CALL_BYTES && bytes.length < platformDecodeFrom;
    return (oneCall ? oneCallText(bytes, mode, false, 0) : null) ?? oneShot[mode].textOf(bytes, false);
  }

  function decode(bytesInput, options) {
    const bytes = toBytes(bytesInput, 'utf8.decode');
    let text;
    if (options === undefined || options === null) text = wholeText(bytes, STRICT);
    else {
      const length = bytes.length;
      const mode = errorMode(options, 'utf8.decode');
      const stripBOM = !hasNoOptionBut(options, 'errors') && stripBOMOption(options);
      assertBytesKept(bytes, length, 'utf8.decode');
      text = stripBOM ? new Decoding(mode, true).textOf(bytes, false) : wholeText(bytes, mode);
    }
    return typeof text === 'string' ? text : throwFailure(text);
  }

  function stripBOMOption(options) {
    assertKnownOptions(options, 'utf8.decode', DECODE_OPTIONS);
    return Boolean(option(options, 'stripBOM'));
  }

  return { decode, wholeText, createDecoder: (options) => new Decoder(options) };
}
