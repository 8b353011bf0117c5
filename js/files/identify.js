// utf8.identify(bytes) and utf8.identifyBlob(blob): a first look at any input. Its start tells a
// byte order mark, UTF-16 without one, and binary content; the first error's word, and what follows
// it (SAMPLE_BYTES at most), the encoding of text that is not UTF-8.
import { assertKnownOptions, assertOptions, option, toBytes } from '../arguments.js';
import { isOtherEncodingText } from '../encodings/repair.js';
import { hasUtf8Bom } from '../forms.js';
import { createPositionCounter } from './positions.js';
import { sliceBytes } from './slices.js';

const SNIFFED = 8000; // git's buffer_is_binary looks this far
const SAMPLE_BYTES = 64 << 10;
const CONTEXT_BYTES = 64; // the sample starts this far before the first error at most
const BEFORE_BYTES = 4096; // the bytes before the first error that tell UTF-8 with errors
// C0 controls that text holds: tab, line feed, vertical tab, form feed, carriage return, escape
// (ISO-2022-JP's), and NUL in UTF-16.
const TEXT_CONTROLS = [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b];
// By byte: 1 for a control byte that text does not hold (NUL aside), else 0.
const OTHER_CONTROL = Uint8Array.from({ length: 0x100 }, (_, byte) =>
  byte !== 0 && (byte < 0x20 || byte === 0x7f) && !TEXT_CONTROLS.includes(byte) ? 1 : 0,
);
const MOST_CONTROLS = 0.1; // binary: more of the start than this is other control bytes

// UTF-16 by its byte order mark, or without one: its ASCII characters (spaces, digits, line feeds)
// have a 0 byte, at odd offsets little-endian, at even ones big-endian, and no 0 byte is at the
// other (a character U+xx00 is rare); a binary file has them at both.
function utf16Of(head) {
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bom: true };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bom: true };
  const pairs = head.length >> 1;
  const zeros = [0, 0];
  for (let k = 0; k < pairs * 2; k++) if (head[k] === 0) zeros[k & 1]++;
  const enough = Math.max(1, pairs * MOST_CONTROLS);
  if (zeros[1] >= enough && zeros[0] === 0) return { encoding: 'utf-16le', bom: false };
  if (zeros[0] >= enough && zeros[1] === 0) return { encoding: 'utf-16be', bom: false };
  return null;
}

// Binary as git decides it (a NUL in the first 8,000 bytes), or as no text is: one byte in ten of
// them another control byte.
function isBinary(head) {
  let controls = 0;
  for (let k = 0; k < head.length; k++) {
    if (head[k] === 0) return true;
    controls += OTHER_CONTROL[head[k]];
  }
  return controls > head.length * MOST_CONTROLS;
}

// Where the sample of an error at `index` starts, by `before` (the bytes up to it, from
// `index - before.length`): after the last space or line feed, CONTEXT_BYTES back at most
// ("caf\xE9" reads as a word, "\xE9" alone as none).
function wordStart(before, index) {
  let start = before.length;
  while (start > 0 && before.length - start < CONTEXT_BYTES && before[start - 1] !== 0x20 && before[start - 1] !== 0x0a) start--;
  return index - (before.length - start);
}

// A sample that bytes followed (`cut`) ends at its last ASCII byte, where no character is cut.
function wholeCharacters(sample, cut) {
  const lastAscii = sample.findLastIndex((byte) => byte < 0x80);
  return cut && lastAscii > 0 ? sample.subarray(0, lastAscii + 1) : sample;
}

// The answer for text that is not UTF-8, from `before` (the bytes before the first error,
// BEFORE_BYTES at most, all valid) and `sample` (whose last byte may cut a character when `cut`):
// the encoding utf8.guessEncoding names where repairMojibake reads the sample as another encoding.
// Text with more of UTF-8's characters before its first error than errors in the sample (a stray
// byte in UTF-8 text, not a pair of EUC-KR or GBK that is a UTF-8 character by chance, before
// many errors), a few errors among many characters, or errors that hints explain (an overlong "/")
// is UTF-8 with errors.
function lookAtText(utf8, before, sample, cut) {
  const bytes = wholeCharacters(sample, cut);
  const charactersBefore = before.reduce((count, byte) => count + (byte >= 0xc0 ? 1 : 0), 0); // their lead bytes
  const utf8Before = charactersBefore > 0 && charactersBefore > utf8.summarize(bytes).errors;
  if (utf8Before || !isOtherEncodingText(utf8, bytes)) return { encoding: 'utf-8', sure: true, candidates: [] };
  const { encoding, candidates } = utf8.guessEncoding(bytes);
  return { encoding, sure: encoding !== null, candidates };
}

// The first error, where it is: { index, length, reason, line, column }, the line and column
// counted as checkBlob counts them (`before`: the bytes before it).
function errorAt(error, before) {
  const counter = createPositionCounter();
  counter.advance(before);
  return { index: error.index, length: error.length, reason: error.reason, line: counter.line, column: counter.column };
}

// What `head` (the first SNIFFED bytes) tells alone, or null if the rest must be read.
function lookAtStart(head) {
  const utf16 = utf16Of(head);
  if (utf16) return { ...utf16, binary: false, valid: false, firstError: null, sure: true, candidates: [] };
  if (isBinary(head)) return { encoding: null, bom: false, binary: true, valid: false, firstError: null, sure: true, candidates: [] };
  return null;
}

// The answer for valid UTF-8 (`start`: its first bytes, whole characters): UTF-8, or ISO-2022-JP,
// whose escapes tell it.
const validLook = (utf8, start, bom) => ({
  encoding: utf8.guessEncoding(start).encoding,
  bom,
  binary: false,
  valid: true,
  firstError: null,
  sure: true,
  candidates: [],
});

// The answer for bytes that are not UTF-8, by lookAtText, with the first error where it is.
const invalidLook = (utf8, before, sample, cut, bom, firstError) => ({
  ...lookAtText(utf8, before, sample, cut),
  bom,
  binary: false,
  valid: false,
  firstError,
});

/**
 * A first look at `bytes`: { encoding ('utf-8', 'utf-16le', 'utf-16be', a WHATWG name, or null),
 * bom, binary, valid (UTF-8), firstError, sure, candidates }. See docs/api.md.
 */
export function identify(utf8, input) {
  const bytes = toBytes(input, 'utf8.identify');
  const head = bytes.subarray(0, SNIFFED);
  const start = lookAtStart(head);
  if (start) return start;
  const bom = hasUtf8Bom(head);
  const error = utf8.check(bytes);
  if (error.valid) return validLook(utf8, bytes, bom);
  const before = bytes.subarray(Math.max(0, error.index - BEFORE_BYTES), error.index);
  const from = wordStart(before, error.index);
  const sample = bytes.subarray(from, from + SAMPLE_BYTES);
  return invalidLook(utf8, before, sample, from + SAMPLE_BYTES < bytes.length, bom, errorAt(error, bytes.subarray(0, error.index)));
}

/** identify for a Blob or File, read in slices: a Promise of the same answer (loadEncodings() done). */
export async function identifyBlob(utf8, blob, options) {
  if (typeof Blob === 'undefined' || !(blob instanceof Blob)) {
    throw new TypeError('utf8.identifyBlob expects a Blob or File (for bytes in memory use utf8.identify)');
  }
  assertOptions(options, 'utf8.identifyBlob');
  assertKnownOptions(options, 'utf8.identifyBlob', ['signal']);
  const signal = option(options, 'signal');
  const read = async (from, to) => {
    signal?.throwIfAborted();
    const bytes = await sliceBytes(blob, from, to);
    signal?.throwIfAborted();
    return bytes;
  };
  const head = await read(0, SNIFFED);
  const start = lookAtStart(head);
  if (start) return start;
  const bom = hasUtf8Bom(head);
  const error = await utf8.checkBlob(blob, { signal });
  if (error.valid) return validLook(utf8, wholeCharacters(await read(0, SAMPLE_BYTES), blob.size > SAMPLE_BYTES), bom);
  const before = await read(Math.max(0, error.index - BEFORE_BYTES), error.index);
  const from = wordStart(before, error.index);
  const sample = await read(from, from + SAMPLE_BYTES);
  const { index, length, reason, line, column } = error;
  return invalidLook(utf8, before, sample, from + SAMPLE_BYTES < blob.size, bom, { index, length, reason, line, column });
}
