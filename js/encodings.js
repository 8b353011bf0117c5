// The encodings other than UTF-8 that this package reads bytes in and repairs mojibake of: their
// WHATWG names, the platform's TextDecoder for each, and each one's table from characters to bytes,
// derived from that decoder when first needed (no table is carried here but Windows-1252's).
import { windows1252Char } from './windows-1252.js';

/**
 * Each encoding, in the order a tie is broken (the most used first). A double-byte encoding names
 * the pairs of its first level: its rows of punctuation and symbols, and the characters its
 * standard ranks most frequent: GB2312's level 1 (3,755 hanzi), Big5's frequent hanzi
 * (A440..C67E), JIS level 1 with the kana, KS X 1001's 2,350 hangul. Chinese and Japanese are
 * written without spaces between words; Korean with them.
 */
// biome-ignore format: a table, one encoding a row
export const OTHER_ENCODINGS = Object.freeze(
  [
    { name: 'gbk', title: 'GBK', firstLevel: { leads: [[0xa1, 0xa3], [0xb0, 0xd7]], trails: [0xa1, 0xfe] } },
    { name: 'big5', title: 'Big5', firstLevel: { leads: [[0xa1, 0xc6]], trails: [0x40, 0xfe] } },
    { name: 'shift_jis', title: 'Shift_JIS', firstLevel: { leads: [[0x81, 0x83], [0x88, 0x98]], trails: [0x40, 0xfc] } },
    { name: 'euc-kr', title: 'EUC-KR', firstLevel: { leads: [[0xa1, 0xa3], [0xb0, 0xc8]], trails: [0xa1, 0xfe] }, wordsSpaced: true },
    // Windows-1252 also reads as Latin-1 (the C1 controls for 80..9F), as decoders named so do.
    { name: 'windows-1252', title: 'Windows-1252', latin1: true },
    ...[1251, 1250, 1253, 1254, 1255, 1256, 1257, 1258, 874].map((page) => ({ name: `windows-${page}`, title: `Windows-${page}` })),
  ].map((encoding) => Object.freeze(encoding)),
);

const BY_NAME = new Map(OTHER_ENCODINGS.map((encoding) => [encoding.name, encoding]));
/** The encoding of `name` (one of OTHER_ENCODINGS' names), or undefined. */
export const otherEncoding = (name) => BY_NAME.get(name);

/**
 * Windows-1252 text, read with the package's own table (windows-1252.js, which its hints need
 * where there is no TextDecoder).
 */
const decodeWindows1252 = (bytes) =>
  Array.from(bytes, (byte) => (byte < 0x80 ? String.fromCharCode(byte) : windows1252Char(byte))).join('');

const platform = new Map();
/** Whether the platform's TextDecoder knows `name` (none in some places; Node without ICU data). */
function platformReads(name) {
  if (!platform.has(name)) {
    let known = false;
    try {
      known = new TextDecoder(name).encoding === name;
    } catch {} // a RangeError (unknown label) or a ReferenceError (no TextDecoder)
    platform.set(name, known);
  }
  return platform.get(name);
}

/** Whether `pair` (lead << 8 | trail) is in the first level of `encoding`. */
export function isFirstLevel(encoding, pair) {
  const { leads, trails } = encoding.firstLevel;
  const lead = pair >> 8;
  const trail = pair & 0xff;
  return trail >= trails[0] && trail <= trails[1] && leads.some(([first, last]) => lead >= first && lead <= last);
}

const tables = new Map();

/**
 * `encoding`'s table, both ways: { byCodePoint, bySequence }, Maps between a non-ASCII code point
 * and a sequence (one byte, or lead << 8 | trail). Derived once from the platform's decoder, by
 * decoding every byte 80..FF and every pair (lead 81..FE, trail 40..FE), each alone: a sequence
 * that gives one code point (not U+FFFD) is that character's; the first one to give a character
 * is the one written for it. Windows-1252's is the package's own (windows-1252.js): Node 20's
 * TextDecoder drops its bytes 80..9F. Null where the platform cannot decode the encoding.
 */
export function tableOf(encoding) {
  if (!tables.has(encoding.name)) {
    const own = encoding.name === 'windows-1252';
    tables.set(
      encoding.name,
      own || platformReads(encoding.name) ? deriveTable(encoding, own ? decodeWindows1252 : platformDecoder(encoding)) : null,
    );
  }
  return tables.get(encoding.name);
}

const platformDecoder = (encoding) => {
  const decoder = new TextDecoder(encoding.name);
  return (bytes) => decoder.decode(bytes);
};

// The sequences tables are derived from, each followed by a line feed, made once for every
// encoding: the bytes 80..FF, and the pairs (lead 81..FE, trail 40..FE).
const probes = {};
function probe(kind) {
  if (!probes[kind]) {
    const sequences = [];
    if (kind === 'pairs')
      for (let lead = 0x81; lead <= 0xfe; lead++) for (let trail = 0x40; trail <= 0xfe; trail++) sequences.push((lead << 8) | trail);
    else for (let byte = 0x80; byte <= 0xff; byte++) sequences.push(byte);
    const bytes = new Uint8Array(3 * sequences.length);
    let n = 0;
    for (const sequence of sequences) {
      if (sequence > 0xff) bytes[n++] = sequence >> 8;
      bytes[n++] = sequence & 0xff;
      bytes[n++] = 0x0a;
    }
    probes[kind] = { sequences, bytes: bytes.subarray(0, n) };
  }
  return probes[kind];
}

// The probe's sequences decoded at once: a line holding one code point (and no U+FFFD) is a
// character of that sequence; an undefined one reads as U+FFFD, nothing (Node drops some bytes)
// or U+FFFD and its trail byte.
function deriveTable(encoding, decode) {
  const byCodePoint = new Map();
  const bySequence = new Map();
  const add = ({ sequences, bytes }) => {
    // Walked line by line in place: splitting into tens of thousands of strings took most of the time.
    const text = decode(bytes);
    let start = 0;
    for (const sequence of sequences) {
      const end = text.indexOf('\n', start);
      const codePoint = text.codePointAt(start);
      const line = end - start;
      start = end + 1;
      if (line !== (codePoint > 0xffff ? 2 : 1) || codePoint < 0x80 || codePoint === 0xfffd) continue;
      bySequence.set(sequence, codePoint);
      if (!byCodePoint.has(codePoint)) byCodePoint.set(codePoint, sequence);
    }
  };
  add(probe('bytes'));
  if (encoding.firstLevel) add(probe('pairs'));
  // Read as Latin-1, a C1 control is its own byte.
  if (encoding.latin1) for (let byte = 0x80; byte <= 0x9f; byte++) if (!byCodePoint.has(byte)) byCodePoint.set(byte, byte);
  return { byCodePoint, bySequence };
}

/**
 * The text of `bytes` in `encoding`, read with its table: each byte or pair it does not define is
 * U+FFFD (with a trail byte under 80 read again, as WHATWG's decoders do), or, when `fatal`, ends
 * the text and is `error`, its offset (-1: none). With `stream`, a lead byte at the end is left
 * for the next call: `read` counts the bytes read. Null where the platform cannot decode it.
 */
export function decodeIn(encoding, bytes, { fatal = false, stream = false } = {}) {
  const table = tableOf(encoding);
  if (!table) return null;
  const { bySequence } = table;
  const units = [];
  const push = (codePoint) =>
    codePoint > 0xffff ? units.push(0xd7c0 + (codePoint >> 10), 0xdc00 + (codePoint & 0x3ff)) : units.push(codePoint);
  const text = () => {
    let joined = '';
    for (let k = 0; k < units.length; k += 8192) joined += String.fromCharCode(...units.slice(k, k + 8192));
    return joined;
  };
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i];
    const single = byte < 0x80 ? byte : bySequence.get(byte);
    if (single !== undefined) {
      push(single);
      i++;
      continue;
    }
    if (encoding.firstLevel && i + 1 === bytes.length && stream) break;
    const pair = encoding.firstLevel && i + 1 < bytes.length ? bySequence.get((byte << 8) | bytes[i + 1]) : undefined;
    if (pair !== undefined) {
      push(pair);
      i += 2;
      continue;
    }
    if (fatal) return { text: text(), error: i, read: i };
    push(0xfffd);
    i += encoding.firstLevel && bytes[i + 1] >= 0x80 ? 2 : 1;
  }
  return { text: text(), error: -1, read: i };
}

/** The text of `bytes` in `encoding`, as decodeIn reads it, or null where it cannot be read. */
export const textIn = (encoding, bytes) => decodeIn(encoding, bytes)?.text ?? null;

/** decodeIn for the encoding named `name` (one of OTHER_ENCODINGS'); null for any other name. */
export const decodeAs = (name, bytes, options) => (otherEncoding(name) ? decodeIn(otherEncoding(name), bytes, options) : null);

/**
 * The bytes of `text` in `encoding`, or null if a character has none there. An ASCII character is
 * its own byte in every encoding here.
 */
export function encodeIn(encoding, text) {
  const table = tableOf(encoding);
  if (!table) return null;
  const out = new Uint8Array(2 * text.length);
  let n = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0);
    const bytes = codePoint < 0x80 ? codePoint : table.byCodePoint.get(codePoint);
    if (bytes === undefined) return null;
    if (bytes > 0xff) out[n++] = bytes >> 8;
    out[n++] = bytes & 0xff;
  }
  return out.subarray(0, n);
}

/**
 * Whether `bytes` read in `encoding` give back `text`: a repair is offered only then. For an
 * encoding also read as Latin-1, a C1 control in `text` reads back as its byte's character.
 */
export function readsBack(encoding, bytes, text) {
  const read = decodeIn(encoding, bytes, { fatal: true });
  const asRead = encoding.latin1 ? text.replace(/[\x80-\x9f]/g, (control) => decodeWindows1252([control.charCodeAt(0)])) : text;
  return read !== null && read.error < 0 && read.text === asRead;
}

/** The name people write an encoding under: 'GBK', 'Windows-1251', 'UTF-16LE'. */
export const encodingTitle = (name) => otherEncoding(name)?.title ?? name.toUpperCase();

/**
 * The bytes of one character in the encoding `name` (one of OTHER_ENCODINGS', or UTF-16LE/BE),
 * or null if it has none: what a reader sees each character of a reading made of.
 */
export function bytesOfCharacter(name, character) {
  if (name.startsWith('utf-16')) {
    const units = Array.from({ length: character.length }, (_, k) => character.charCodeAt(k));
    return units.flatMap((unit) => (name === 'utf-16le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff]));
  }
  const written = encodeIn(otherEncoding(name), character);
  return written && Array.from(written);
}
