// Every encoding of the WHATWG Encoding Standard but UTF-8 (the codec's own), by its name: the
// label that names it, a decoder of a stream in it, and an encoder where text is written in it;
// and the indexes they read; and the readings and repairs over them. The package's entries reach
// this module through js/encodings/other-encodings.js: the browser's imports it when loadEncodings() is called,
// Node's (index-node.js) at once.
export { encodingIndexes, loadIndexes } from '../encoding-indexes.js';
export { createDecoderStreamFrom } from './convert.js';
export { identify, identifyBlob } from '../files/identify.js';
export { readAsOtherEncodings } from './readings.js';
export { repairMojibake } from './repair.js';
import { big5Encoder, big5Handler } from './big5.js';
import { detectWith } from './detect.js';
import { eucJpEncoder, eucJpHandler } from './euc-jp.js';
import { eucKrEncoder, eucKrHandler } from './euc-kr.js';
import { gb18030Encoder, gb18030Handler } from './gb18030.js';
import { iso2022JpHandler } from './iso-2022-jp.js';
import { shiftJisEncoder, shiftJisHandler } from './shift-jis.js';
import { isSingleByte, singleByteEncoder, singleByteHandler } from './single-byte.js';
import { createStreamDecoder } from './stream.js';
import { utf16Handler } from './utf-16.js';

const ASCII_WHITESPACE = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;

/**
 * The name of the encoding `label` names (the standard's "get an encoding": case and surrounding
 * whitespace ignored), or null for none. 'replacement' is the name of labels of encodings the
 * standard refuses to read (ISO-2022-KR, HZ ...).
 */
export const encodingNamed = (label, indexes) => indexes.labels.get(`${label}`.replace(ASCII_WHITESPACE, '').toLowerCase()) ?? null;

// The handler maker of each name, given the indexes.
const HANDLERS = {
  gbk: gb18030Handler,
  gb18030: gb18030Handler,
  big5: big5Handler,
  'euc-jp': eucJpHandler,
  'iso-2022-jp': iso2022JpHandler,
  shift_jis: shiftJisHandler,
  'euc-kr': eucKrHandler,
  'utf-16le': () => utf16Handler({ bigEndian: false }),
  'utf-16be': () => utf16Handler({ bigEndian: true }),
};

const handlers = new Map(); // name -> the maker of its handlers, or null

/**
 * A decoder of a stream in the encoding `name` (js/encodings/stream.js), or null for UTF-8,
 * replacement and any other name.
 */
export function createLegacyDecoder(name, indexes, options) {
  if (!handlers.has(name)) {
    const maker = HANDLERS[name]?.(indexes) ?? (isSingleByte(name, indexes) ? singleByteHandler(name, indexes) : null);
    // Every encoding but these reads an ASCII byte between sequences as itself.
    if (maker) maker.keepsAscii = !['iso-2022-jp', 'utf-16le', 'utf-16be'].includes(name);
    handlers.set(name, maker);
  }
  const handler = handlers.get(name);
  return handler ? createStreamDecoder(handler, options) : null;
}

const ENCODERS = {
  gbk: (indexes) => gb18030Encoder(indexes, { gbk: true }),
  gb18030: (indexes) => gb18030Encoder(indexes, { gbk: false }),
  big5: big5Encoder,
  'euc-jp': eucJpEncoder,
  shift_jis: shiftJisEncoder,
  'euc-kr': eucKrEncoder,
};
const encoders = new Map();

/**
 * The encoder of `name`: a code point's bytes in it as one number (a byte; lead << 8 | trail; four
 * bytes, the first highest), or -1 where it has none; null for an encoding not written here
 * (ISO-2022-JP, UTF-16, UTF-8, replacement).
 */
export function legacyEncoder(name, indexes) {
  if (!encoders.has(name)) {
    const make = ENCODERS[name] ?? (isSingleByte(name, indexes) ? (tables) => singleByteEncoder(name, tables) : null);
    encoders.set(name, make ? make(indexes) : null);
  }
  return encoders.get(name);
}

// Whether two arrays hold the same bytes: a note's sample (up to 64 KiB) is compared at each of
// its three asks, four bytes at a time where both views start at a multiple of four.
const sameBytes = (a, b) => {
  if (a.length !== b.length) return false;
  let k = 0;
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    const words = a.length >> 2;
    const wordsOfA = new Int32Array(a.buffer, a.byteOffset, words);
    const wordsOfB = new Int32Array(b.buffer, b.byteOffset, words);
    for (; k < words; k++) if (wordsOfA[k] !== wordsOfB[k]) return false;
    k = words << 2;
  }
  for (; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
};
let lastGuess = null; // { bytes, isUtf8, guess }
/**
 * Which encoding `bytes` are likely in (`isUtf8`: whether they are valid UTF-8): detect.js's
 * answer, scored in `memory` (the codec's WasmBoundary). The last is kept, as repairMojibake asks
 * first, then identify and the command line.
 */
export function detectEncoding(bytes, indexes, isUtf8, memory) {
  const same = lastGuess?.isUtf8 === isUtf8 && sameBytes(lastGuess.bytes, bytes);
  if (!same) lastGuess = { bytes: bytes.slice(), isUtf8, guess: detectWith(bytes, indexes, createLegacyDecoder, isUtf8, memory) };
  // A copy each ask, which its caller may change: detectWith's answer is strings, numbers, null and
  // the candidates' plain objects.
  const { guess } = lastGuess;
  return { ...guess, candidates: guess.candidates.map((candidate) => ({ ...candidate })) };
}

/** The bytes of an encoder's number. */
export const sequenceBytes = (sequence) =>
  sequence > 0xffffff
    ? [sequence >>> 24, (sequence >>> 16) & 0xff, (sequence >>> 8) & 0xff, sequence & 0xff]
    : sequence > 0xff
      ? [sequence >> 8, sequence & 0xff]
      : [sequence];
