// Strings to and from wasm memory, as fast as each runtime allows: Node's Buffer copies code units
// natively; elsewhere TextDecoder, TextEncoder's encodeInto and a loop do it.
import { NARROW_TEXT } from './contract.js';

const NodeBuffer =
  typeof process === 'object' && process.versions?.node && typeof globalThis.Buffer === 'function' ? globalThis.Buffer : null;
// Buffer's own slicers take any Uint8Array and cost a fraction of wrapping it in a Buffer first.
const { latin1Slice, ucs2Slice } = NodeBuffer?.prototype ?? {};
const nodeSlicers = typeof latin1Slice === 'function' && typeof ucs2Slice === 'function';
const utf16 = NodeBuffer ? null : new TextDecoder('utf-16le', { ignoreBOM: true }); // keep a U+FEFF
// Browsers make a string of single bytes quickest as windows-1252, which is Latin-1 but for 80..9F
// (a runtime may lack it: workerd decodes UTF-8 alone).
const windows1252 = NodeBuffer ? null : decoderOf('windows-1252');
const singleBytes = windows1252 ?? (NodeBuffer ? null : new TextDecoder('utf-8')); // exact for ASCII bytes

function decoderOf(label) {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/** The string of `count` UTF-16 code units from byte `offset` of the Uint8Array `view`. */
export function unitsToString(view, offset, count) {
  if (nodeSlicers) return ucs2Slice.call(view, offset, offset + 2 * count);
  if (NodeBuffer) return NodeBuffer.from(view.buffer, view.byteOffset + offset, 2 * count).toString('utf16le');
  return utf16.decode(view.subarray(offset, offset + 2 * count));
}

/** Which text decode calls may write as Latin-1 bytes, for latin1ToString to make strings of. */
export const narrowText = nodeSlicers ? NARROW_TEXT.latin1 : windows1252 ? NARROW_TEXT.latin1WithoutC1 : NARROW_TEXT.none;

/** The string of `count` Latin-1 bytes from `offset` of the Uint8Array `view` (as narrowText allows). */
export function latin1ToString(view, offset, count) {
  if (nodeSlicers) return latin1Slice.call(view, offset, offset + count);
  return windows1252.decode(view.subarray(offset, offset + count));
}

/** The string of `count` ASCII bytes from `offset` of the Uint8Array `view`: each byte is a code unit. */
export function asciiToString(view, offset, count) {
  if (nodeSlicers) return latin1Slice.call(view, offset, offset + count);
  if (NodeBuffer) return NodeBuffer.from(view.buffer, view.byteOffset + offset, count).toString('latin1');
  return singleBytes.decode(view.subarray(offset, offset + count));
}

/**
 * Where the runtime's own TextDecoder makes the text of longer inputs faster than the codec's wasm
 * and a string made of its output can (browsers, Deno, Bun, workerd, for text that platformIsQuicker
 * says so of: the benchmark's decode tables, tests/bench/README.md), decodes of at least
 * platformDecodeFrom bytes that nothing was carried into and that end the input take it; in Node
 * none does, the codec being several times as fast. Its answer is by
 * definition the codec's: WHATWG's decoder replaces each maximal subpart by one U+FFFD, as
 * errors: 'replace' does, and makes the same text of valid UTF-8; an error that strict decoding
 * stops at is left to the codec to find and word.
 */
// globalThis[Symbol.for('utf8-abnf.decode-route')] = 'platform' (every such decode) or 'codec'
// (none), set before the package loads, is for the tests alone: a global, not an environment
// variable, which Deno would ask permission to read.
const askedRoute = globalThis[Symbol.for('utf8-abnf.decode-route')];
export const platformDecodeFrom = askedRoute === 'platform' ? 0 : askedRoute === 'codec' || NodeBuffer ? Number.POSITIVE_INFINITY : 65;
// How far into the input its kind is judged.
const PREFIX_BYTES = 64;

/**
 * Whether the platform's decoder is the quicker for `bytes`, by the kind of text they start with:
 * ASCII, which it makes a string of without a second look, or 4-byte sequences (emoji); text of
 * 2- and 3-byte sequences (Latin, Cyrillic, CJK) the codec decodes faster.
 */
export function platformIsQuicker(bytes) {
  let multibyte = false;
  const end = Math.min(bytes.length, PREFIX_BYTES);
  for (let i = 0; i < end; i++) {
    const byte = bytes[i];
    if (byte >= 0xf0) return true;
    if (byte >= 0xc0) multibyte = true;
  }
  return !multibyte;
}

let platformDecoders = null; // [strict, replace], made on first use; a U+FEFF at the start is kept

/** The text of `bytes` by the platform's decoder, replacing or strict; null for bytes that strict decoding refuses. */
export function platformText(bytes, replacing) {
  platformDecoders ??= [{ fatal: true, ignoreBOM: true }, { ignoreBOM: true }].map((options) => new TextDecoder('utf-8', options));
  if (replacing) return platformDecoders[1].decode(bytes);
  try {
    return platformDecoders[0].decode(bytes);
  } catch {
    return null;
  }
}

/** At most this many code units become a string by fewUnitsToString or fewAsciiToString. */
export const FEW_UNITS = 16;

/**
 * The string of `count` (at most FEW_UNITS) code units from index `a` of `u`, an array of code
 * units (Latin-1 bytes are those of U+0000..U+00FF). A call of String.fromCharCode with a fixed
 * number of arguments compiles well, far better than any slicer on so few units, and a call of
 * exactly `count` beats a longer one cut to `count` (bench: 16-byte decodes).
 */
// biome-ignore format: one count a row
export function fewUnitsToString(u, a, count) {
  switch (count) {
    case 0: return '';
    case 1: return String.fromCharCode(u[a]);
    case 2: return String.fromCharCode(u[a], u[a + 1]);
    case 3: return String.fromCharCode(u[a], u[a + 1], u[a + 2]);
    case 4: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3]);
    case 5: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4]);
    case 6: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5]);
    case 7: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5], u[a + 6]);
    case 8: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5], u[a + 6], u[a + 7]);
    case 9: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5], u[a + 6], u[a + 7], u[a + 8]);
    case 10: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5], u[a + 6], u[a + 7], u[a + 8], u[a + 9]);
    case 11: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5], u[a + 6], u[a + 7], u[a + 8], u[a + 9], u[a + 10]);
    case 12: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5], u[a + 6], u[a + 7], u[a + 8], u[a + 9], u[a + 10], u[a + 11]);
    case 13: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5], u[a + 6], u[a + 7], u[a + 8], u[a + 9], u[a + 10], u[a + 11], u[a + 12]);
    case 14: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5], u[a + 6], u[a + 7], u[a + 8], u[a + 9], u[a + 10], u[a + 11], u[a + 12], u[a + 13]);
    case 15: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5], u[a + 6], u[a + 7], u[a + 8], u[a + 9], u[a + 10], u[a + 11], u[a + 12], u[a + 13], u[a + 14]);
    case 16: return String.fromCharCode(u[a], u[a + 1], u[a + 2], u[a + 3], u[a + 4], u[a + 5], u[a + 6], u[a + 7], u[a + 8], u[a + 9], u[a + 10], u[a + 11], u[a + 12], u[a + 13], u[a + 14], u[a + 15]);
  }
}

/**
 * The string of `bytes` (at most FEW_UNITS of them) if they are all ASCII, else null. Eight bytes
 * are checked at a time; reading past the end of `bytes` gives undefined, which passes as 0.
 */
// biome-ignore format: the bytes in rows of 8
export function fewAsciiToString(bytes) {
  if ((bytes[0] | bytes[1] | bytes[2] | bytes[3] | bytes[4] | bytes[5] | bytes[6] | bytes[7]) > 0x7f) return null;
  if ((bytes[8] | bytes[9] | bytes[10] | bytes[11] | bytes[12] | bytes[13] | bytes[14] | bytes[15]) > 0x7f) return null;
  return fewUnitsToString(bytes, 0, bytes.length);
}

// From this size on, skipping the zero-filling of a new array saves more than its extra objects cost.
const LARGE_BYTES = 16384;

/**
 * A new Uint8Array of `length` bytes for the caller to fill entirely: in Node, large ones skip
 * zero-filling (an ArrayBuffer of its own, never a pooled one).
 */
export function bytesToFill(length) {
  if (NodeBuffer && length >= LARGE_BYTES) return new Uint8Array(NodeBuffer.allocUnsafeSlow(length).buffer, 0, length);
  return new Uint8Array(length);
}

/** a and then b in one new Uint8Array (b itself when a is empty). */
export function joinBytes(a, b) {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** A copy of view[from, to) in a new Uint8Array. */
export function copyBytes(view, from, to) {
  if (to - from < LARGE_BYTES) return view.slice(from, to);
  const copy = bytesToFill(to - from);
  copy.set(view.subarray(from, to));
  return copy;
}

// Outside Node a string's code units can only be copied out one charCodeAt at a time, which costs
// about as much as TextEncoder's whole work; so there a string whose UTF-8 is TextEncoder's too is
// encoded by TextEncoder where that is quicker (bench README: encode in Chromium). From 65 to
// 65,536 units by encode(): the codec's call costs less below, and Chromium's encode() more above
// than encodeInto() into wasm memory and a copy out. By encodeInto() from 512 units: those longer
// strings, and those the codec reads where they are written (parseBytes).
const utf8Encoder = NodeBuffer ? null : new TextEncoder();
const PLATFORM_ENCODE_UNITS = [65, 1 << 16];
const PLATFORM_ENCODE_INTO_MIN_UNITS = 512;

// Whether TextEncoder's UTF-8 of `string` is the codec's: well-formed, or its lone surrogates to be
// replaced by U+FFFD.
const platformEncodes = (string, replacing) => utf8Encoder && (replacing || string.isWellFormed?.());

/** Outside Node, the UTF-8 of `string` made by TextEncoder.encode, where that is quicker; else null. */
export const utf8ByPlatform = (string, replacing) =>
  string.length >= PLATFORM_ENCODE_UNITS[0] && string.length <= PLATFORM_ENCODE_UNITS[1] && platformEncodes(string, replacing)
    ? utf8Encoder.encode(string)
    : null;

/**
 * Outside Node, writes the UTF-8 of a long `string` at byte `offset` of `memory` (room for 3 bytes a
 * unit) by TextEncoder.encodeInto, where that is the codec's answer. Returns the bytes written, or
 * -1 if the codec has to do it.
 */
export const writeUtf8ByPlatform = (string, replacing, memory, offset) =>
  string.length >= PLATFORM_ENCODE_INTO_MIN_UNITS && platformEncodes(string, replacing)
    ? utf8Encoder.encodeInto(string, new Uint8Array(memory, offset, 3 * string.length)).written
    : -1;

/** Writes the code units string[from, from + count) to byte `offset` of `memory`, surrogates and all. */
export function writeUnits(string, from, count, memory, offset) {
  if (NodeBuffer && count >= 64) {
    // below that, making the Buffer costs more than the loop
    NodeBuffer.from(memory, offset, 2 * count).write(
      from === 0 && count === string.length ? string : string.slice(from, from + count),
      0,
      'utf16le',
    );
    return;
  }
  const units = new Uint16Array(memory, offset, count);
  for (let i = 0; i < count; i++) units[i] = string.charCodeAt(from + i);
}

const STRING_OF = {
  units: (view, offset, byteCount) => unitsToString(view, offset, byteCount >> 1),
  latin1: latin1ToString,
  ascii: asciiToString,
};

// The gathering buffer of the last long text, kept for the next one for as long as the garbage
// collector lets it be: a new buffer costs a page fault for every 4 KiB written, a third of the
// time of a 1 MiB decode. One buffer serves every gatherer, as a text is gathered in one call.
let spareBuffer = null;

function gatheringBuffer(capacity) {
  const spare = spareBuffer?.deref();
  if (spare && spare.length >= capacity) return spare;
  const buffer = bytesToFill(capacity);
  spareBuffer = typeof WeakRef === 'function' ? new WeakRef(buffer) : null;
  return buffer;
}

/**
 * One string from pieces of UTF-16 units, Latin-1 bytes or ASCII bytes. Pieces of one kind gather
 * in one buffer and become one flat string when the kind changes or at the end: a string joined
 * from many would be copied once more when first read. Reusable: begin() starts a text of pieces
 * that are each at most `capacity` bytes, and gather at most that many at a time.
 */
export class TextGatherer {
  #text = '';
  #capacity = 0;
  #buffer = null;
  #used = 0;
  #kind = null;

  begin(capacity) {
    this.#text = '';
    this.#capacity = capacity;
    this.#buffer = null; // a text cut short by an error leaves its pieces behind
    this.#used = 0;
    this.#kind = null;
  }

  /** The UTF-16 length of the text so far. */
  get length() {
    return this.#text.length + (this.#kind === 'units' ? this.#used >> 1 : this.#used);
  }

  /** Adds `byteCount` bytes of `kind` from `offset` of `view`; the `last` piece need not be copied. */
  add(kind, view, offset, byteCount, last) {
    if (byteCount === 0) return;
    if (kind !== this.#kind || this.#used + byteCount > this.#capacity) this.#flush();
    if (last && this.#used === 0) {
      this.#text += STRING_OF[kind](view, offset, byteCount);
      return;
    }
    this.#buffer ??= gatheringBuffer(this.#capacity);
    this.#buffer.set(view.subarray(offset, offset + byteCount), this.#used);
    this.#used += byteCount;
    this.#kind = kind;
  }

  addString(string) {
    this.#flush();
    this.#text += string;
  }

  /** The whole text; the gathering buffer is let go, as it may be large. */
  finish() {
    this.#flush();
    this.#buffer = null;
    const text = this.#text;
    this.#text = '';
    return text;
  }

  #flush() {
    if (this.#used > 0) this.#text += STRING_OF[this.#kind](this.#buffer, 0, this.#used);
    this.#used = 0;
    this.#kind = null;
  }
}
