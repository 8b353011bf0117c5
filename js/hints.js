// Hints that teach what a segment probably is: the character an overlong form or a CESU-8 pair
// meant, Java's Modified UTF-8 NUL, the 5- and 6-byte forms of RFC 2279, Latin-1 text, text
// encoded twice. A hint explains; it never makes invalid input valid.
import { visibleText } from './characters.js';
import { codePointLabel, hexBytes } from './messages.js';
import { isWindows1252Defined, windows1252Byte, windows1252Char } from './windows-1252.js';

const isTail = (byte) => (byte & 0xc0) === 0x80;
const encoder = new TextEncoder();
const lenient = new TextDecoder('utf-8');
const strict = new TextDecoder('utf-8', { fatal: true });

// The value of `count` bytes at `index` read with the bit layout of RFC 3629 section 3 (and of
// RFC 2279 for 5 and 6 bytes), whatever the ranges say; -1 if a tail byte is missing.
function looseValue(bytes, index, count) {
  if (index + count > bytes.length) return -1;
  let value = bytes[index] & (0x7f >> count);
  for (let k = 1; k < count; k++) {
    if (!isTail(bytes[index + k])) return -1;
    value = value * 64 + (bytes[index + k] & 0x3f);
  }
  return value;
}

// The fewest bytes RFC 2279 (up to 6) wrote `value` in.
const shortestLength = (value) => [0x80, 0x800, 0x10000, 0x200000, 0x4000000].findIndex((limit) => value < limit) + 1 || 6;
const leadLength = (lead) => (lead >= 0xfc ? 6 : lead >= 0xf8 ? 5 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2);
const show = (codePoint) =>
  codePoint >= 0x21 && codePoint !== 0x7f && codePoint <= 0x10ffff && !(codePoint >= 0x80 && codePoint < 0xa0)
    ? ` "${visibleText(String.fromCodePoint(codePoint))}"`
    : '';
const utf8Of = (codePoint) => hexBytes(encoder.encode(String.fromCodePoint(codePoint)));

function overlongHint(bytes, index) {
  const count = leadLength(bytes[index]);
  const value = looseValue(bytes, index, count);
  if (value < 0) return null;
  const form = hexBytes(bytes.subarray(index, index + count));
  if (value === 0 && count === 2) {
    return `${form} is Java's "Modified UTF-8" NUL (also used by Tcl and Android's DEX): standard UTF-8 writes U+0000 as 00.`;
  }
  return `${form} is an overlong ${count}-byte form of ${codePointLabel(value)}${show(value)}, whose one valid encoding is ${utf8Of(value)}; overlong forms were used to smuggle characters such as "/" past filters.`;
}

function surrogateHint(bytes, index) {
  const high = looseValue(bytes, index, 3);
  if (high < 0) return null;
  const low = bytes[index + 3] === 0xed ? looseValue(bytes, index + 3, 3) : -1;
  if (high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
    const codePoint = 0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00);
    return `${hexBytes(bytes.subarray(index, index + 6))} is CESU-8: the UTF-16 surrogate pair ${codePointLabel(high).slice(2)} ${codePointLabel(low).slice(2)} written as two 3-byte forms; it means ${codePointLabel(codePoint)}${show(codePoint)}, which UTF-8 writes as ${utf8Of(codePoint)}.`;
  }
  const before = index >= 3 && bytes[index - 3] === 0xed ? looseValue(bytes, index - 3, 3) : -1;
  if (high >= 0xdc00 && before >= 0xd800 && before <= 0xdbff) {
    return `${hexBytes(bytes.subarray(index, index + 3))} is the second half of the CESU-8 pair that begins with the 3 bytes before it: see the hint there.`;
  }
  return `${hexBytes(bytes.subarray(index, index + 3))} would be the surrogate ${codePointLabel(high)}, which only UTF-16 uses, as half of a pair; alone it is no character.`;
}

function beyondHint(bytes, index) {
  const count = leadLength(bytes[index]);
  const value = looseValue(bytes, index, count);
  const form = hexBytes(bytes.subarray(index, index + count));
  if (count >= 5) {
    const era = `the ${count}-byte forms of RFC 2279 (1998), which RFC 3629 dropped in 2003 when Unicode stopped at U+10FFFF`;
    if (value < 0) return `${hexBytes(bytes.subarray(index, index + 1))} began ${era}.`;
    const shortest = shortestLength(value);
    const overlong =
      shortest < count
        ? `; even by RFC 2279 it is overlong, as ${codePointLabel(value)} took ${shortest} byte${shortest === 1 ? '' : 's'}`
        : '';
    return `${form} is one of ${era}: it meant ${codePointLabel(value)}${overlong}.`;
  }
  if (value < 0) return null;
  return `${form} would mean ${codePointLabel(value)}, past U+10FFFF, the last code point (the limit UTF-16 can reach).`;
}

// Only for a byte between ASCII neighbours, as in "caf\xE9 au lait".
function latin1Hint(bytes, index) {
  const byte = bytes[index];
  const alone = (index === 0 || bytes[index - 1] < 0x80) && !(bytes[index + 1] >= 0x80);
  if (!alone || !isWindows1252Defined(byte)) return null;
  return `A lone ${hexBytes([byte])} is how Windows-1252 or Latin-1 writes "${visibleText(windows1252Char(byte))}": this text may not be UTF-8 at all.`;
}

// Text encoded twice: valid characters whose Windows-1252 bytes are themselves one UTF-8 sequence.
function doubleEncodingHint(segment, bytes) {
  const first = windows1252Byte(segment.codePoint);
  if (first < 0xc2 || first > 0xf4) return null;
  const count = leadLength(first);
  const original = [first];
  let at = segment.index + segment.length;
  let shown = String.fromCodePoint(segment.codePoint);
  while (original.length < count) {
    const character = lenient.decode(bytes.subarray(at, at + 4));
    const codePoint = character.codePointAt(0);
    const byte = codePoint === undefined ? -1 : windows1252Byte(codePoint);
    if (!isTail(byte)) return null;
    original.push(byte);
    shown += String.fromCodePoint(codePoint);
    at += encoder.encode(String.fromCodePoint(codePoint)).length;
  }
  let meant;
  try {
    meant = strict.decode(Uint8Array.from(original));
  } catch {
    return null;
  }
  return `"${visibleText(shown)}" looks like "${visibleText(meant)}" encoded twice: its UTF-8 bytes ${hexBytes(original)} were read as Windows-1252 and encoded again.`;
}

/** A teaching hint for `segment` of `bytes`, or null. */
export function hintFor(segment, bytes) {
  const { index, reason } = segment;
  const lead = bytes[index];
  switch (reason) {
    case null:
      if (index === 0 && segment.codePoint === 0xfeff) {
        return 'EF BB BF at the start is a byte order mark (U+FEFF): UTF-8 needs none, and many tools strip it.';
      }
      return segment.codePoint >= 0x80 && segment.codePoint <= 0x2122 ? doubleEncodingHint(segment, bytes) : null;
    case 'overlong':
      return overlongHint(bytes, index);
    case 'surrogate':
      return surrogateHint(bytes, index);
    case 'too-large':
      return beyondHint(bytes, index);
    case 'invalid-byte':
      if (lead >= 0xfe) {
        const pair = bytes[index + 1];
        if (index === 0 && ((lead === 0xfe && pair === 0xff) || (lead === 0xff && pair === 0xfe))) {
          return `${hexBytes(bytes.subarray(0, 2))} at the start is a UTF-16 byte order mark: this is UTF-16 (${lead === 0xfe ? 'big' : 'little'}-endian) text, not UTF-8.`;
        }
        return latin1Hint(bytes, index);
      }
      return beyondHint(bytes, index);
    case 'missing-continuation':
    case 'truncated':
      return segment.length === 1 ? latin1Hint(bytes, index) : null;
    case 'unexpected-continuation':
      return latin1Hint(bytes, index);
    default:
      return null;
  }
}
