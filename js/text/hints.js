// Hints that teach what a segment probably is: the character an overlong form or a CESU-8 pair
// meant, Java's Modified UTF-8 NUL, the 5- and 6-byte forms of RFC 2279, Latin-1 text, text
// encoded twice. A hint explains; it never makes invalid input valid.
import { badgeOf, visibleText } from './characters.js';
import { say, sayCount } from './catalog.js';
import { codePointLabel, hexBytes } from './notation.js';
import { isWindows1252Defined, windows1252Byte, windows1252Char } from '../encodings/windows-1252.js';
import { formLength, isContinuation, shortestFormLength } from '../forms.js';

// No TextEncoder or TextDecoder here: some environments lack them (Jest's jsdom), and a hint
// needs only one character's bytes at a time.

// The value of `count` bytes at `index` read with the bit layout of RFC 3629 section 3 (and of
// RFC 2279 for 5 and 6 bytes), whatever the ranges say; -1 if a tail byte is missing (past the
// end too: undefined is no tail byte).
function looseValue(bytes, index, count) {
  let value = bytes[index] & (0x7f >> count);
  for (let k = 1; k < count; k++) {
    if (!isContinuation(bytes[index + k])) return -1;
    value = value * 64 + (bytes[index + k] & 0x3f);
  }
  return value;
}

// A hint found: the key of its text in the catalogs, and the text's parameters in a locale,
// made only when its words are asked for (hintFor); `latin1` true for latin1Hint's. Which hint a
// segment has is decided here without them: repair.js asks it of every error of a text.
const found = (key, params, latin1) => ({ key, params, latin1 });

// The character itself, after its code point, when it is one that can be shown: not one that
// describeCharacter shows as a badge (a control, a space, a noncharacter), whose badge in quotes
// would read as the character. A code point here is at most U+10FFFF: CESU-8 reaches no further.
const show = (locale, codePoint) =>
  badgeOf(codePoint) === null ? say(locale, 'hint.character', { text: visibleText(String.fromCodePoint(codePoint)) }) : '';
// The UTF-8 bytes of a code point, in hex, as TextEncoder writes them (a surrogate as U+FFFD's).
function utf8Of(codePoint) {
  let rest = codePoint >= 0xd800 && codePoint <= 0xdfff ? 0xfffd : codePoint;
  const count = shortestFormLength(rest);
  const tails = [];
  for (let k = 1; k < count; k++) {
    tails.unshift(0x80 | (rest & 0x3f));
    rest >>= 6;
  }
  const lead = count === 1 ? rest : ((0xff00 >> count) & 0xff) | rest; // C0, E0 or F0 and the high bits
  return hexBytes([lead, ...tails]);
}

// The well-formed character at `index` (RFC 3629): its code point and length; null if none starts
// there (a tail byte, an overlong form, a surrogate, beyond U+10FFFF, a tail missing, the end).
function characterAt(bytes, index) {
  const lead = bytes[index];
  if (lead < 0x80) return { codePoint: lead, length: 1 };
  const length = formLength(lead);
  if (length === 0) return null;
  const codePoint = looseValue(bytes, index, length);
  const scalar = codePoint >= 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return scalar && shortestFormLength(codePoint) === length ? { codePoint, length } : null;
}

function overlongHint(bytes, index) {
  const count = formLength(bytes[index]);
  const value = looseValue(bytes, index, count);
  if (value < 0) return null;
  const form = hexBytes(bytes.subarray(index, index + count));
  if (value === 0 && count === 2) return found('hint.modified-utf8', () => ({ bytes: form }));
  return found('hint.overlong', (locale) => ({
    bytes: form,
    form: count,
    codePoint: codePointLabel(value),
    character: show(locale, value),
    valid: utf8Of(value),
  }));
}

// The code point of a CESU-8 pair at `index` (a high surrogate's 3 bytes, then a low one's), or -1.
function cesuPairAt(bytes, index) {
  if (bytes[index] !== 0xed || bytes[index + 3] !== 0xed) return -1;
  const [high, low] = [looseValue(bytes, index, 3), looseValue(bytes, index + 3, 3)];
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? 0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00) : -1;
}

// A code point's surrogate pair in hex, as CESU-8 and UTF-16 write it: D8A7 and DF0F.
const halvesOf = (codePoint) =>
  String.fromCodePoint(codePoint)
    .split('')
    .map((unit) => codePointLabel(unit.charCodeAt(0)).slice(2));

function surrogateHint(bytes, index) {
  const high = looseValue(bytes, index, 3);
  if (high < 0) return null;
  const codePoint = cesuPairAt(bytes, index);
  if (codePoint >= 0) {
    const [highHalf, lowHalf] = halvesOf(codePoint);
    return found('hint.cesu-8', (locale) => ({
      bytes: hexBytes(bytes.subarray(index, index + 6)),
      high: highHalf,
      low: lowHalf,
      codePoint: codePointLabel(codePoint),
      character: show(locale, codePoint),
      valid: utf8Of(codePoint),
    }));
  }
  const form = hexBytes(bytes.subarray(index, index + 3));
  if (high >= 0xdc00 && index >= 3 && cesuPairAt(bytes, index - 3) >= 0) {
    return found('hint.cesu-8-second', () => ({ bytes: form }));
  }
  return found('hint.surrogate', () => ({ bytes: form, codePoint: codePointLabel(high) }));
}

/**
 * What `bytes` hold when read whole as one form by its bit layout alone (RFC 2279's, up to 6 bytes,
 * or a CESU-8 pair): { form, codePoint }, the form 'utf-8' (well-formed), 'overlong', 'surrogate',
 * 'cesu-8' or 'beyond' (past U+10FFFF); null when they are not one such form. Practice names a
 * learner's mistake by it.
 */
export function looseFormOf(bytes) {
  if (bytes.length === 6 && cesuPairAt(bytes, 0) >= 0) return { form: 'cesu-8', codePoint: cesuPairAt(bytes, 0) };
  const count = bytes[0] < 0x80 ? 1 : formLength(bytes[0]);
  if (count === 0 || bytes.length !== count) return null;
  const codePoint = count === 1 ? bytes[0] : looseValue(bytes, 0, count);
  if (codePoint < 0) return null;
  const form =
    shortestFormLength(codePoint) < count
      ? 'overlong'
      : codePoint >= 0xd800 && codePoint <= 0xdfff
        ? 'surrogate'
        : codePoint > 0x10ffff
          ? 'beyond'
          : 'utf-8';
  return { form, codePoint };
}

function beyondHint(bytes, index) {
  const count = formLength(bytes[index]);
  const value = looseValue(bytes, index, count);
  const form = hexBytes(bytes.subarray(index, index + count));
  // A lead with no tail byte after it is a byte of other text (õ, ü, ш, ψ, ש); one with a tail
  // byte after it is a form cut short.
  if (value < 0 && !isContinuation(bytes[index + 1])) return latin1Hint(bytes, index);
  if (count >= 5) {
    const era = (locale) => say(locale, 'hint.rfc-2279', { form: count });
    if (value < 0)
      return found('hint.rfc-2279-lead', (locale) => ({ bytes: hexBytes(bytes.subarray(index, index + 1)), era: era(locale) }));
    const shortest = shortestFormLength(value);
    return found('hint.rfc-2279-form', (locale) => ({
      bytes: form,
      era: era(locale),
      codePoint: codePointLabel(value),
      overlong:
        shortest < count
          ? say(locale, 'hint.rfc-2279-overlong', { codePoint: codePointLabel(value), bytes: sayCount(locale, 'bytes', shortest) })
          : '',
    }));
  }
  if (value < 0) return null;
  return found('hint.beyond', () => ({ bytes: form, codePoint: codePointLabel(value) }));
}

/** Whether latin1Hint reads the byte at `index` as Windows-1252 text: one that it defines, alone. */
export const readsAsLatin1 = (bytes, index) =>
  (index === 0 || bytes[index - 1] < 0x80) && (index + 1 === bytes.length || bytes[index + 1] < 0x80) && isWindows1252Defined(bytes[index]);

// The hint that reads a byte between ASCII neighbours as Windows-1252 text ("caf\xE9 au lait"), or
// null: A0..FF are Latin-1's characters too, 80..9F Windows-1252's alone (Latin-1's C1 controls).
function latin1Hint(bytes, index) {
  if (!readsAsLatin1(bytes, index)) return null;
  const byte = bytes[index];
  const key = byte < 0xa0 ? 'hint.windows-1252' : 'hint.latin-1';
  return found(key, () => ({ bytes: hexBytes([byte]), character: visibleText(windows1252Char(byte)) }), true);
}

// Text encoded twice: valid characters whose Windows-1252 bytes are themselves one UTF-8 sequence.
function doubleEncodingHint(bytes, index, length, codePoint) {
  const first = windows1252Byte(codePoint);
  // A shortcut for the usual character: without it, strict decoding below rejects every such lead.
  if (first < 0xc2 || first > 0xf4) return null;
  const count = formLength(first);
  const original = [first];
  let at = index + length;
  let shown = String.fromCodePoint(codePoint);
  while (original.length < count) {
    const character = characterAt(bytes, at);
    const byte = character ? windows1252Byte(character.codePoint) : -1;
    if (!isContinuation(byte)) return null;
    original.push(byte);
    shown += String.fromCodePoint(character.codePoint);
    at += character.length;
  }
  const character = characterAt(original, 0);
  if (!character) return null;
  // Quoted, unless a character would be shown as its badge ("[NBSP]" in quotes reads as text).
  const written = (text, locale) =>
    Array.from(text).some((c) => badgeOf(c.codePointAt(0)) !== null)
      ? Array.from(text, (c) => codePointLabel(c.codePointAt(0))).join(' ')
      : say(locale, 'hint.quoted', { text });
  return found('hint.encoded-twice', (locale) => ({
    text: written(shown, locale),
    meant: written(String.fromCodePoint(character.codePoint), locale),
    bytes: hexBytes(original),
  }));
}

/**
 * Whether the hint of an error at `index` may explain it otherwise than as Windows-1252 text (or
 * not at all): only an error that starts with the lead of an overlong form (C0, C1, E0, F0), a
 * surrogate (ED), a form past U+10FFFF (F4 and up) or a byte order mark (FE, FF) has such a hint.
 */
export const mayExplainOtherwise = (bytes, index) => EXPLAINED_OTHERWISE[bytes[index]] === 1;
// By lead byte: 1 for those above. (A table: this is asked of each error of a text in another
// encoding, mostly in code the engine has not yet optimized.)
const EXPLAINED_OTHERWISE = new Uint8Array(0x100);
for (const lead of [0xc0, 0xc1, 0xe0, 0xed, 0xf0]) EXPLAINED_OTHERWISE[lead] = 1;
EXPLAINED_OTHERWISE.fill(1, 0xf4);

/**
 * A teaching hint in `locale`, or null, for the segment of `bytes` at `index`: `length` bytes, a
 * reason (null when valid) and, when valid, its code point.
 */
export function hintFor(bytes, index, length, reason, codePoint, locale) {
  const hint = hintOf(bytes, index, length, reason, codePoint);
  return hint === null ? null : say(locale, hint.key, hint.params(locale));
}

/**
 * Which hint hintFor gives, with no text made: { key (of its text in the catalogs), params(locale),
 * latin1 (whether it reads the byte as Windows-1252 text) }, or null.
 */
export function hintOf(bytes, index, length, reason, codePoint) {
  const lead = bytes[index];
  switch (reason) {
    case null:
      if (index === 0 && codePoint === 0xfeff) return found('hint.bom', () => undefined); // no placeholders
      // A shortcut: only U+0080..U+2122 have Windows-1252 bytes that can lead a sequence.
      return codePoint >= 0x80 && codePoint <= 0x2122 ? doubleEncodingHint(bytes, index, length, codePoint) : null;
    case 'overlong':
      return overlongHint(bytes, index);
    case 'surrogate':
      return surrogateHint(bytes, index);
    case 'too-large':
    case 'invalid-byte':
      if (lead >= 0xfe) {
        const pair = bytes[index + 1];
        if (index === 0 && ((lead === 0xfe && pair === 0xff) || (lead === 0xff && pair === 0xfe))) {
          return found('hint.utf-16-bom', (locale) => ({
            bytes: hexBytes(bytes.subarray(0, 2)),
            order: say(locale, lead === 0xfe ? 'hint.big-endian' : 'hint.little-endian'),
          }));
        }
        return latin1Hint(bytes, index);
      }
      return beyondHint(bytes, index);
    case 'missing-continuation': // of one byte, or its tail bytes make it no lone byte
    case 'truncated':
    case 'unexpected-continuation':
      return latin1Hint(bytes, index);
    default:
      throw new Error(`js/text/hints.js: no hint case for the reason ${reason}: add one, null if no hint helps (docs/CONTRIBUTING.md)`);
  }
}
