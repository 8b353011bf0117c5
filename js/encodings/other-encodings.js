// The encodings other than UTF-8 that this package reads bytes in and repairs mojibake of, as the
// readings and repairs see them: their WHATWG names and titles, what is frequent in each, and
// their text both ways, read and written by the standard's decoders and encoders (js/encodings/),
// which loadEncodings() brings (Node's entry has them at once: index-node.js).
import { windows1252Char } from './windows-1252.js';

let legacy = null; // js/encodings/all.js, once loaded

/** Gives this module js/encodings/all.js, imported already (Node's entry). */
export const provideLegacy = (module) => {
  legacy = module;
};

/**
 * Loads the other encodings' decoders, encoders and tables, for the calls that read and write
 * text in them (repairMojibake, readAsOtherEncodings ...): a Promise of nothing. Node's entry
 * needs none: it reads the tables from disk when first needed.
 */
export async function loadEncodings() {
  legacy ??= await import('./all.js');
  await legacy.loadIndexes();
}

const notLoaded = (caller) => () =>
  new Error(
    `${caller}: await utf8.loadEncodings() first (a browser, a worker, workerd or a bundle without the package's files cannot read the other encodings' tables at once)`,
  );

/** The indexes of js/encodings/all.js (loaded with them), or an Error naming `caller` where they are not loaded. */
export function legacyNow(caller = 'utf8-abnf') {
  if (!legacy) throw notLoaded(caller)();
  return legacy.encodingIndexes(notLoaded(caller));
}

/** js/encodings/all.js, its indexes loaded, or an Error naming `caller` where they are not. */
export function otherEncodingsNow(caller) {
  legacyNow(caller);
  return legacy;
}

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

/** Whether `sequence` (lead << 8 | trail) is in the first level of `encoding`. */
export function isFirstLevel(encoding, sequence) {
  const { leads, trails } = encoding.firstLevel;
  const lead = sequence >> 8;
  const trail = sequence & 0xff;
  return trail >= trails[0] && trail <= trails[1] && leads.some(([first, last]) => lead >= first && lead <= last);
}

/**
 * The text of `bytes` in the encoding `name` (any of the standard's but UTF-8): { text, error,
 * why }, each sequence the encoding does not define U+FFFD, or, when `fatal`, the end of the text,
 * and `error` the offset of its first byte (-1: none); null for a name the package does not read.
 */
export function decodeAs(name, bytes, { fatal = false } = {}) {
  legacyNow('decodeAs');
  const decoder = createOtherDecoder(name, { fatal });
  return decoder ? decoder.decode(bytes) : null;
}

/**
 * A decoder of a stream in the encoding `name`, as decodeAs reads it: decode(bytes, { stream }) ->
 * { text, error, why }, the offset counted from the stream's start; with a UTF-8 `writer`
 * (utf8-writer.js), { bytes, error, why }; with `units`, { units, error, why } (stream.js). Null
 * for a name not read here.
 */
export function createOtherDecoder(name, { fatal = false, writer = null, units = false } = {}) {
  // legacyNow first, before legacy is read: its error, not a TypeError, when not loaded.
  const indexes = legacyNow('createOtherDecoder');
  return legacy.createLegacyDecoder(name, indexes, { fatal, writer, units });
}

/**
 * The encoding `bytes` are likely in (`isUtf8`: whether they are valid UTF-8): { encoding (null
 * when unsure), unsure, candidates: [{ encoding, language, score }] } (js/encodings/detect.js),
 * scored in `memory` (the codec's WasmBoundary).
 */
export function guessEncoding(bytes, isUtf8, memory) {
  const indexes = legacyNow('guessEncoding');
  return legacy.detectEncoding(bytes, indexes, isUtf8, memory);
}

/** The WHATWG name of the encoding `label` names, or null ('replacement' for those it refuses). */
export function encodingOfLabel(label) {
  const indexes = legacyNow('encodingOfLabel');
  return legacy.encodingNamed(label, indexes);
}

/** The text of `bytes` in `encoding` (one of OTHER_ENCODINGS), each undefined sequence U+FFFD. */
export const textIn = (encoding, bytes) => decodeAs(encoding.name, bytes).text;
/**
 * decodeAs' text as UTF-16 units (a view, written over by the next call); `fatal`: null where a
 * sequence is not text in the encoding `name`, the decode stopping there.
 */
export function unitsIn(name, bytes, { fatal = false } = {}) {
  const { units, error } = createOtherDecoder(name, { units: true, fatal }).decode(bytes);
  return error >= 0 && fatal ? null : units;
}

/** The encoder of `encoding` (one of OTHER_ENCODINGS): a code point's bytes as one number, or -1. */
export function encoderOf(encoding) {
  const indexes = legacyNow();
  const encode = legacy.legacyEncoder(encoding.name, indexes);
  // Read as Latin-1, a C1 control is its own byte.
  return encoding.latin1 ? (codePoint) => (codePoint >= 0x80 && codePoint <= 0x9f ? codePoint : encode(codePoint)) : encode;
}

/** The bytes of `text` in `encoding`, or null if a character has none there. */
export function encodeIn(encoding, text) {
  const encode = encoderOf(encoding);
  const out = [];
  for (const character of text) {
    const sequence = encode(character.codePointAt(0));
    if (sequence < 0) return null;
    out.push(...legacy.sequenceBytes(sequence));
  }
  return Uint8Array.from(out);
}

/**
 * Whether `bytes` read in `encoding` give back `text`: a repair is offered only then. For an
 * encoding also read as Latin-1, a C1 control in `text` reads back as its byte's character.
 */
export function readsBack(encoding, bytes, text) {
  const read = decodeAs(encoding.name, bytes, { fatal: true });
  const asRead = encoding.latin1 ? text.replace(/[\x80-\x9f]/g, (control) => windows1252Char(control.charCodeAt(0))) : text;
  return read.error < 0 && read.text === asRead;
}

// The standard's names as people write them where it writes them otherwise.
const TITLES = new Map([
  ['big5', 'Big5'],
  ['shift_jis', 'Shift_JIS'],
  ['macintosh', 'Macintosh'],
  ['x-mac-cyrillic', 'x-mac-cyrillic'],
  ['x-user-defined', 'x-user-defined'],
]);

/** The name people write an encoding under: 'GBK', 'Windows-1251', 'ISO-8859-2', 'UTF-16LE'. */
export const encodingTitle = (name) =>
  TITLES.get(name) ?? (name.startsWith('windows-') ? `Windows-${name.slice('windows-'.length)}` : name.toUpperCase());

/**
 * The bytes of one character in the encoding `name` (any the package writes, or UTF-16LE/BE), or
 * null if it has none: what a reader sees each character of a reading made of.
 */
export function bytesOfCharacter(name, character) {
  if (name.startsWith('utf-16')) {
    const units = Array.from({ length: character.length }, (_, k) => character.charCodeAt(k));
    return units.flatMap((unit) => (name === 'utf-16le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff]));
  }
  const indexes = legacyNow('bytesOfCharacter');
  const encode = otherEncoding(name) ? encoderOf(otherEncoding(name)) : legacy.legacyEncoder(name, indexes);
  const sequence = encode ? encode(character.codePointAt(0)) : -1;
  return sequence < 0 ? null : legacy.sequenceBytes(sequence);
}
