// The misconception a wrong practice answer shows, named before the codec's sentences: the bytes
// CESU-8 or UTF-16 would write, the code point's digits taken for bytes, an overlong form, half of
// a surrogate pair, a neighbouring code point, a decimal number, the character itself, or the
// question's own notation given back. What bytes hold comes from the package (looseFormOf, the
// hints' reader); this file only compares it with what was asked. A diagnosis is
// { name, ...what its sentence shows }, name one of DIAGNOSES.
import { looseFormOf } from '../utf8-abnf/js/texts.js';

export const DIAGNOSES = [
  'cesu-8',
  'utf-16',
  'surrogate',
  'digits',
  'overlong',
  'neighbour',
  'decimal',
  'not-bytes',
  'not-code-point',
  'character',
];

// A neighbour is at most this far: a slip in the last hex digit.
const NEIGHBOURHOOD = 0xf;

const unitsOf = (codePoint) =>
  String.fromCodePoint(codePoint)
    .split('')
    .map((unit) => unit.charCodeAt(0));
const same = (a, b) => a.length === b.length && Array.prototype.every.call(a, (value, k) => value === b[k]);

// The code point's value as big-endian bytes, as few as hold it: 07 FF for U+07FF.
function digitsOf(codePoint) {
  const bytes = [];
  for (let rest = codePoint; rest > 0 || bytes.length === 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return bytes;
}

// UTF-16's bytes for the code point, big-endian then little-endian, with the order's name.
const utf16Of = (codePoint) =>
  ['BE', 'LE'].map((order) => ({
    order,
    bytes: unitsOf(codePoint).flatMap((unit) => (order === 'BE' ? [unit >> 8, unit & 0xff] : [unit & 0xff, unit >> 8])),
  }));

/** The misconception that bytes written for `codePoint` show (Encode, By the bits), or null. */
export function diagnoseBytes(codePoint, bytes) {
  const read = looseFormOf(bytes);
  const halves = unitsOf(codePoint);
  if (read?.form === 'cesu-8' && read.codePoint === codePoint) return { name: 'cesu-8', halves };
  if (read?.form === 'overlong' && read.codePoint === codePoint) return { name: 'overlong', length: bytes.length };
  if (read?.form === 'surrogate' && halves.length === 2 && halves.includes(read.codePoint))
    return { name: 'surrogate', half: read.codePoint, halves };
  if (same(bytes, digitsOf(codePoint))) return { name: 'digits' };
  const utf16 = utf16Of(codePoint).find((written) => same(bytes, written.bytes));
  if (utf16) return { name: 'utf-16', order: utf16.order, halves };
  const distance = read?.form === 'utf-8' ? read.codePoint - codePoint : 0;
  if (distance !== 0 && Math.abs(distance) <= NEIGHBOURHOOD) return { name: 'neighbour', yours: read.codePoint };
  return null;
}

// The answer as typed, without the spaces around it.
const literal = (text) => text.trim();
const isDecimal = (text, value) => /^\d+$/.test(literal(text)) && Number(literal(text)) === value;
const isCharacter = (text, codePoint) => literal(text) === String.fromCodePoint(codePoint);

/**
 * The misconception of text typed for `codePoint`'s bytes (Encode), before its bytes are read:
 * the code point in decimal, the character itself, or a code point where bytes are asked (`read`,
 * the Bytes field's reading of it). Null if none of these.
 */
export function diagnoseEncodingText(codePoint, text, read) {
  if (isDecimal(text, codePoint)) return { name: 'decimal', text: literal(text) };
  if (isCharacter(text, codePoint)) return { name: 'character' };
  if (read.ok && read.notation === 'code-points') return { name: 'not-bytes' };
  return null;
}

// The hex numbers in text, each after any U+, 0x or \u: D8A7 DF0F, U+D8A7 U+DF0F, \uD8A7\uDF0F.
const hexNumbersOf = (text) => (/^(?:\s*(?:u\+|0x|\\u)?[0-9a-f]{1,6}[\s,]*)+$/i.test(text) ? text.match(/[0-9a-f]+(?![+x])/gi) : []);

/**
 * The misconception of text typed for the code point of `bytes` (Decode), `read` its reading as
 * code points: the character itself (a right answer written another way), the code point in
 * decimal, the question's bytes given back, UTF-16's code units or half of them, a neighbour.
 */
export function diagnoseDecodingText(utf8, { bytes, answer }, text, read) {
  if (isCharacter(text, answer)) return { name: 'character' };
  if (isDecimal(text, answer)) return { name: 'decimal', text: literal(text) };
  const asBytes = utf8.parseBytes(text);
  if (asBytes.ok && asBytes.notation !== 'code-points' && same(asBytes.bytes, bytes)) return { name: 'not-code-point' };
  const halves = unitsOf(answer);
  const numbers = hexNumbersOf(text).map((digits) => Number.parseInt(digits, 16));
  if (halves.length === 2 && same(numbers, halves)) return { name: 'utf-16', order: null, halves };
  if (halves.length === 2 && numbers.length === 1 && halves.includes(numbers[0])) return { name: 'surrogate', half: numbers[0], halves };
  const distance = read.ok && read.codePoints.length === 1 ? read.codePoints[0] - answer : 0;
  if (distance !== 0 && Math.abs(distance) <= NEIGHBOURHOOD) return { name: 'neighbour', yours: read.codePoints[0] };
  return null;
}
