// Bytes that are not UTF-8 read in the other encodings, ranked by how likely each reading is. The
// standard's decoders read them (js/encodings/); the rule that ranks them is stated once, here, and
// in the README.
import { decodeAs, encoderOf, encodingTitle, isFirstLevel, OTHER_ENCODINGS, textIn } from './other-encodings.js';

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

// Whether the word text[from..to) is written as words are: one script; all lower case, all
// capitals, or one capital then lower case; an accented Latin letter beside plain ones ("café",
// not "Ã©").
function isPlainWord(text, from, to) {
  let script = -1;
  let asciiLetter = false;
  for (let k = from; k < to; k++) {
    const letter = classOf(text.charCodeAt(k)) & 0x1f;
    if (letter === NOT_LETTER) continue;
    if (script >= 0 && letter !== script) return false;
    script = letter;
    asciiLetter ||= text.charCodeAt(k) < 0x80;
  }
  const word = text.slice(from, to);
  const lower = word.toLowerCase();
  const casing = word === lower || word === word.toUpperCase() || word.slice(1) === lower.slice(1);
  return casing && !(script === 0 && !asciiLetter); // SCRIPTS[0] is Latin
}

// The units outside ASCII, for the counts below to find: most of a reading is ASCII, alike in
// every encoding, and the engine's search passes over it faster than a loop.
const OUTSIDE_ASCII = /[^\0-\x7f]/g;

// The non-ASCII characters of a single-byte reading that are likely: letters in plain words,
// punctuation and symbols (a C1 control is never likely: it counts as undefined). Every character
// of these encodings is in the BMP: one code unit each. Only the words around those characters
// are read.
function singleByteCounts(text) {
  let likely = 0;
  let characters = 0;
  let undefinedCount = 0;
  let counted = 0; // the end of the last word read
  OUTSIDE_ASCII.lastIndex = 0;
  for (let match = OUTSIDE_ASCII.exec(text); match; match = OUTSIDE_ASCII.exec(text)) {
    const at = match.index;
    const unit = text.charCodeAt(at);
    characters++;
    if (unit === 0xfffd || unit <= 0x9f) undefinedCount++;
    else if (classOf(unit) & SIGN) likely++;
    if (at < counted || !inWord(unit)) continue;
    let start = at;
    while (start > 0 && inWord(text.charCodeAt(start - 1))) start--;
    let nonAscii = 0;
    for (counted = start; counted < text.length && inWord(text.charCodeAt(counted)); counted++) {
      if (text.charCodeAt(counted) >= 0x80) nonAscii++;
    }
    if (isPlainWord(text, start, counted)) likely += nonAscii;
  }
  return { characters, likely, undefined: undefinedCount };
}

// The non-ASCII characters of a double-byte reading in the encoding's first level, and, in a
// language written without spaces between words, not beside a space (a C1 control, such as
// Shift_JIS's 80, is never likely: it counts as undefined).
function doubleByteCounts(encoding, text) {
  const encode = encoderOf(encoding);
  let likely = 0;
  let characters = 0;
  let undefinedCount = 0;
  OUTSIDE_ASCII.lastIndex = 0;
  for (let match = OUTSIDE_ASCII.exec(text); match; match = OUTSIDE_ASCII.exec(text)) {
    const k = match.index;
    const codePoint = text.codePointAt(k);
    const width = codePoint > 0xffff ? 2 : 1;
    characters++;
    const spaced = text[k - 1] === ' ' || text[k + width] === ' ';
    if (codePoint === 0xfffd || codePoint <= 0x9f) undefinedCount++;
    else if (isFirstLevel(encoding, encode(codePoint)) && (encoding.wordsSpaced || !spaced)) likely++;
    OUTSIDE_ASCII.lastIndex = k + width;
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
  const readings = [];
  OTHER_ENCODINGS.forEach((encoding, order) => {
    const text = textIn(encoding, bytes);
    if (text === null) return;
    const counts = encoding.firstLevel ? doubleByteCounts(encoding, text) : singleByteCounts(text);
    if (counts.undefined * 20 > counts.characters) return;
    readings.push({
      encoding: encoding.name,
      title: encoding.title,
      text,
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
  return readings.map(({ order, pairs, ...reading }) => reading);
}
