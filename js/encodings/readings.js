// Bytes that are not UTF-8 read in the other encodings, ranked by how likely each reading is. The
// standard's decoders read them (js/encodings/); the rule that ranks them is stated once, here, and
// in the README.
import { decodeAs, encoderOf, encodingTitle, isFirstLevel, OTHER_ENCODINGS, otherEncoding, textIn, unitsIn } from './other-encodings.js';

const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Hebrew', 'Arabic', 'Thai'].map((name) => new RegExp(`\\p{Script=${name}}`, 'u'));

// What a code unit of the BMP is, asked of Unicode's properties once per unit: its script's index
// in SCRIPTS if a letter (SCRIPTS.length: another script), NOT_LETTER if not; and whether it is a
// combining mark (MARK: part of a word) or punctuation, a symbol or a space (SIGN).
const NOT_LETTER = 0x10;
const MARK = 0x20;
const SIGN = 0x40;
const UNKNOWN = 0xff;
const classes = new Uint8Array(0x10000).fill(UNKNOWN);
function classOf(unit) {
  if (classes[unit] === UNKNOWN) {
    const character = String.fromCharCode(unit);
    const script = SCRIPTS.findIndex((pattern) => pattern.test(character));
    const letter = /\p{L}/u.test(character) ? (script < 0 ? SCRIPTS.length : script) : NOT_LETTER;
    classes[unit] = letter | (/\p{M}/u.test(character) ? MARK : 0) | (/[\p{P}\p{S}\p{Zs}]/u.test(character) ? SIGN : 0);
  }
  return classes[unit];
}
const inWord = (unit) => (classOf(unit) & 0x1f) !== NOT_LETTER || (classOf(unit) & MARK) !== 0;

// Whether the word of units [from..to) (`unitAt(k)`: the unit at k) is written as words are: one
// script; all lower case, all capitals, or one capital then lower case; an accented Latin letter
// beside plain ones ("café", not "Ã©").
function isPlainWord(unitAt, from, to) {
  let script = -1;
  let asciiLetter = false;
  let word = '';
  for (let k = from; k < to; k++) {
    word += String.fromCharCode(unitAt(k));
    const letter = classOf(unitAt(k)) & 0x1f;
    if (letter === NOT_LETTER) continue;
    if (script >= 0 && letter !== script) return false;
    script = letter;
    asciiLetter ||= unitAt(k) < 0x80;
  }
  const lower = word.toLowerCase();
  const casing = word === lower || word === word.toUpperCase() || word.slice(1) === lower.slice(1);
  return casing && !(script === 0 && !asciiLetter); // SCRIPTS[0] is Latin
}

// The non-ASCII characters of a single-byte reading of `bytes` that are likely: letters in plain
// words, punctuation and symbols (a C1 control is never likely: it counts as undefined). Each byte
// is one character, its unit `units[byte]`, outside ASCII where the byte is (at `highAt`, alike
// in every such encoding): only the words around those are read, and no text is made.
function singleByteCounts(bytes, units, highAt) {
  const unitAt = (k) => units[bytes[k]];
  let likely = 0;
  let undefinedCount = 0;
  let counted = 0; // the end of the last word read
  for (const at of highAt) {
    const unit = unitAt(at);
    if (unit === 0xfffd || unit <= 0x9f) undefinedCount++;
    else if (classOf(unit) & SIGN) likely++;
    if (at < counted || !inWord(unit)) continue;
    let start = at;
    while (start > 0 && inWord(unitAt(start - 1))) start--;
    let nonAscii = 0;
    for (counted = start; counted < bytes.length && inWord(unitAt(counted)); counted++) {
      if (bytes[counted] >= 0x80) nonAscii++;
    }
    if (isPlainWord(unitAt, start, counted)) likely += nonAscii;
  }
  return { characters: highAt.length, likely, undefined: undefinedCount };
}

// The bytes 80..FF, to read each alone in a single-byte encoding.
const HIGH_BYTES = Uint8Array.from({ length: 0x80 }, (_, k) => 0x80 + k);
const byteUnits = new Map(); // encoding -> the unit of each byte, as textIn reads it
function byteUnitsOf(encoding) {
  if (!byteUnits.has(encoding)) {
    const high = textIn(encoding, HIGH_BYTES);
    byteUnits.set(
      encoding,
      Uint16Array.from({ length: 0x100 }, (_, byte) => (byte < 0x80 ? byte : high.charCodeAt(byte - 0x80))),
    );
  }
  return byteUnits.get(encoding);
}

// Whether the bytes of each character of the BMP in an encoding are in its first level, asked
// once per character: a reading holds the same few hundred characters many times.
const NOT_ASKED = 0;
const IN_FIRST_LEVEL = 1;
const NOT_IN_FIRST_LEVEL = 2;
const firstLevels = new Map(); // encoding -> Uint8Array by code point
function firstLevelOf(encoding) {
  const encode = encoderOf(encoding);
  if (!firstLevels.has(encoding)) firstLevels.set(encoding, new Uint8Array(0x10000));
  const known = firstLevels.get(encoding);
  return (codePoint) => {
    if (codePoint > 0xffff) return isFirstLevel(encoding, encode(codePoint));
    if (known[codePoint] === NOT_ASKED) known[codePoint] = isFirstLevel(encoding, encode(codePoint)) ? IN_FIRST_LEVEL : NOT_IN_FIRST_LEVEL;
    return known[codePoint] === IN_FIRST_LEVEL;
  };
}

// The non-ASCII characters of a double-byte reading (its UTF-16 `units`) in the encoding's first
// level, and, in a language written without spaces between words, not beside a space (a C1
// control, such as Shift_JIS's 80, is never likely: it counts as undefined).
function doubleByteCounts(encoding, units) {
  const inFirstLevel = firstLevelOf(encoding);
  let likely = 0;
  let characters = 0;
  let undefinedCount = 0;
  for (let k = 0; k < units.length; k++) {
    const unit = units[k];
    if (unit < 0x80) continue;
    const paired = unit >= 0xd800 && unit <= 0xdbff && units[k + 1] >= 0xdc00 && units[k + 1] <= 0xdfff;
    const codePoint = paired ? 0x10000 + ((unit - 0xd800) << 10) + (units[k + 1] - 0xdc00) : unit;
    const width = paired ? 2 : 1;
    characters++;
    const spaced = units[k - 1] === 0x20 || units[k + width] === 0x20;
    if (codePoint === 0xfffd || codePoint <= 0x9f) undefinedCount++;
    else if (inFirstLevel(codePoint) && (encoding.wordsSpaced || !spaced)) likely++;
    k += width - 1;
  }
  return { characters, likely, undefined: undefinedCount };
}

const share = ({ likely, characters }) => (characters ? likely / characters : 0);

/**
 * How `bytes` read in each other encoding: { encoding, title, text,
 * characters, likely, undefined, strong }, counting non-ASCII characters: all of them, the likely
 * ones and those the encoding does not define (U+FFFD, a C1 control). A reading with more than one
 * undefined character in 20 is left out. `strong`: a reading of a double-byte encoding, exact, with
 * two likely characters at least (one pair alone is as likely a chance: C0 AF is GBK's 腊), 8 in 10
 * of them likely, and a share of them no more than a tenth below any exact single-byte reading's
 * (every byte string is some single-byte text, few are pairs of a double-byte encoding).
 * A UTF-16 byte order mark makes UTF-16 the only reading. Exact readings (nothing undefined) come
 * first; then strong ones; then the highest share of likely characters; then OTHER_ENCODINGS' order.
 */
export function readAsOtherEncodings(bytes) {
  return readingsOf(bytes).map(({ encoding, title, characters, likely, undefined: undefinedCount, strong, ...reading }) => ({
    encoding,
    title,
    text: reading.text ?? textIn(otherEncoding(encoding), bytes),
    characters,
    likely,
    undefined: undefinedCount,
    strong,
  }));
}

/**
 * readAsOtherEncodings' readings, in its order, counted with no text made (a UTF-16 reading has
 * its own): textIn makes a reading's text where one is wanted. `exact`: only those with nothing
 * undefined, a double-byte decode stopping at its first error (most bytes that are no such text
 * break its pairs early), the single-byte readings still counted for `strong`.
 */
export function readingsOf(bytes, { exact = false } = {}) {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
  if (utf16) {
    const { text } = decodeAs(utf16, bytes.subarray(2));
    const undefinedCount = Array.from(text).filter((character) => character === '\uFFFD').length;
    return [
      {
        encoding: utf16,
        title: encodingTitle(utf16),
        text,
        characters: text.length,
        likely: text.length - undefinedCount,
        undefined: undefinedCount,
        strong: false,
      },
    ];
  }
  const highAt = [];
  for (let k = 0; k < bytes.length; k++) if (bytes[k] >= 0x80) highAt.push(k);
  const readings = [];
  OTHER_ENCODINGS.forEach((encoding, order) => {
    const units = encoding.firstLevel ? unitsIn(encoding.name, bytes, { fatal: exact }) : null;
    if (encoding.firstLevel && !units) return;
    const counts = units ? doubleByteCounts(encoding, units) : singleByteCounts(bytes, byteUnitsOf(encoding), highAt);
    if (counts.undefined * 20 > counts.characters) return;
    readings.push({
      encoding: encoding.name,
      title: encoding.title,
      ...counts,
      strong: false,
      order,
      pairs: Boolean(encoding.firstLevel),
    });
  });
  const singleByte = Math.max(0, ...readings.filter((reading) => !reading.pairs && reading.undefined === 0).map(share));
  for (const reading of readings) {
    reading.strong = reading.pairs && reading.undefined === 0 && reading.likely >= 2 && share(reading) >= Math.max(0.8, singleByte - 0.1);
  }
  readings.sort((a, b) => (a.undefined > 0) - (b.undefined > 0) || b.strong - a.strong || share(b) - share(a) || a.order - b.order);
  return readings.filter((reading) => !exact || reading.undefined === 0).map(({ order, pairs, ...reading }) => reading);
}
