// repairMojibake: text that went through the wrong encoding, in either direction, and what it was
// meant to be: UTF-8 read as another encoding and written again ("cafÃ©", "涔辩爜"), or text in
// another encoding read as UTF-8 ("caf\xE9", GBK's C4 E3). It also recognises what cannot be
// undone: 锟斤拷 (U+FFFD, written as UTF-8 and read as GBK), 烫烫烫 (a debugger's fill bytes) and a
// copy that lost a character on the way. It only suggests: the caller decides what to take.
import { toBytes } from '../arguments.js';
import { decodeAs, encodeIn, OTHER_ENCODINGS, otherEncoding, readsBack, textIn, unitsIn } from './other-encodings.js';
import { hintOf, mayExplainOtherwise, readsAsLatin1 } from '../text/hints.js';
import { readingsOf } from './readings.js';

const MOST_ROUNDS = 4; // text encoded more often than this is not repaired
// Microsoft's C runtime fills uninitialised stack memory with CC and heap memory with CD in debug
// builds; read as GBK they are 烫 and 屯.
const FILL_BYTES = [0xcc, 0xcd];
const GBK = otherEncoding('gbk');

// The fill byte that `bytes` (at least two) consist of, or undefined.
const fillByteOf = (bytes) =>
  bytes.length >= 2 && bytes.every((byte) => byte === bytes[0]) ? FILL_BYTES.find((b) => b === bytes[0]) : undefined;

// The context of the error at `index` as a key: the byte before it, then the six from it, 0x100
// where there is none (at the start, past the end).
const byteAt = (bytes, k) => (k >= 0 && k < bytes.length ? bytes[k] : 0x100);
const contextOf = (bytes, index) =>
  String.fromCharCode(
    byteAt(bytes, index - 1),
    byteAt(bytes, index),
    byteAt(bytes, index + 1),
    byteAt(bytes, index + 2),
    byteAt(bytes, index + 3),
    byteAt(bytes, index + 4),
    byteAt(bytes, index + 5),
  );

// What an error's hint reads the bytes as: 'latin-1' (Windows-1252 text), 'none' (no hint), 'cut'
// (no hint, but a character cut short: UTF-8's explanation) or 'other' (a UTF-8 mistake: an
// overlong form, a CESU-8 pair, a surrogate ...). An error's length and hint depend on the byte
// before it and the six from it at most, and on whether it starts the input: each such context is
// asked once (`asked`, by context), of hintOf, with no hint's text made.
function askedKind(utf8, bytes, index, asked) {
  const key = contextOf(bytes, index);
  let kind = asked.get(key);
  if (kind === undefined) {
    const { length, reason } = utf8.check(bytes.subarray(index, index + 4));
    const hint = hintOf(bytes, index, length, reason, null);
    kind = hint === null ? (length > 1 ? 'cut' : 'none') : hint.latin1 ? 'latin-1' : 'other';
    asked.set(key, kind);
  }
  return kind;
}

// askedKind's answer for an error that mayExplainOtherwise does not name, which has latin1Hint's
// hint or none: no context is asked (a text in another encoding has many such errors). latin1Hint's
// byte is alone, an error of one byte; whether another is cut is its length, decided by the four
// bytes from it at most, as utf8.explain words it.
const plainKind = (utf8, bytes, index) =>
  readsAsLatin1(bytes, index) ? 'latin-1' : utf8.check(bytes.subarray(index, index + 4)).length > 1 ? 'cut' : 'none';

// How many of the errors at `errorIndexes` have a hint that is a UTF-8 mistake (askedKind's
// 'other'), counted up to one past `mostOther`: only those that mayExplainOtherwise names can.
function otherHints(utf8, bytes, errorIndexes, mostOther) {
  const asked = new Map();
  let other = 0;
  for (let k = 0; k < errorIndexes.length && other <= mostOther; k++) {
    const index = errorIndexes[k];
    if (mayExplainOtherwise(bytes, index) && askedKind(utf8, bytes, index, asked) === 'other') other++;
  }
  return other;
}

// The kinds (askedKind's) of the hints of the errors at `errorIndexes`, up to the first other one.
function hintKinds(utf8, bytes, errorIndexes) {
  const asked = new Map();
  const kinds = new Set();
  for (let k = 0; k < errorIndexes.length && !kinds.has('other'); k++) {
    const index = errorIndexes[k];
    kinds.add(mayExplainOtherwise(bytes, index) ? askedKind(utf8, bytes, index, asked) : plainKind(utf8, bytes, index));
  }
  return kinds;
}

// Valid multi-byte characters (of the alternatives from `from` on, in utf8.grammar's order): as many
// of them as errors make bytes UTF-8 with errors, not other text.
const multiByteCount = (summary, from = 1) => summary.byAlternative.slice(from).reduce((sum, count) => sum + count, 0);

// Whether no reading of `bytes` has the two characters outside ASCII that a repair needs, as with
// a stray byte in ASCII text: every encoding read here writes ASCII as itself and each other
// character with a byte 80..FF of its own (ISO-2022-JP, which does not, reads no such byte), but
// for Big5's 88 62 and 88 64, two characters each (Ê̄, Ê̌).
function oneCharacterAtMost(bytes) {
  let first = -1;
  for (let k = 0; k < bytes.length; k++) {
    if (bytes[k] < 0x80) continue;
    if (first >= 0) return false;
    first = k;
  }
  return !(bytes[first] === 0x88 && (bytes[first + 1] === 0x62 || bytes[first + 1] === 0x64));
}

// The characters outside ASCII of UTF-16 `units` (whole characters: a pair counts once).
function charactersOutsideAscii(units) {
  let count = 0;
  for (let k = 0; k < units.length; k++) if (units[k] >= 0x80 && (units[k] < 0xdc00 || units[k] > 0xdfff)) count++;
  return count;
}

// Invalid UTF-8 that reads as text in another encoding: the encoding guessEncoding names, or a
// strong double-byte reading, outweighs the hints, as its pairs seldom come by chance; any other
// reading is offered when no error's hint explains the bytes otherwise, at least two characters
// and half of them are likely (one byte outside ASCII is as likely a chance: a lone 80 is
// Windows-1252's "€", as its hint says, and no more) and the bytes are not UTF-8 with a few errors.
// Returns { reading } ({ encoding }, with its `text` only where UTF-16's was made: a text is made
// for a repair alone), { repair } for a debug fill, or null.
function readAsAnother(utf8, bytes) {
  if (oneCharacterAtMost(bytes)) return null;
  const fill = fillByteOf(bytes);
  const fillText = fill === undefined ? null : textIn(GBK, bytes);
  if (fillText !== null) return { repair: { kind: 'debug-fill', encoding: GBK.name, byte: fill, bytes: bytes.slice(), text: fillText } };
  const summary = utf8.summarize(bytes, { errorIndexes: true });
  if (multiByteCount(summary) >= summary.errors) return null;
  // The encoding guessEncoding names (of all the standard's, by the languages they read as), in a
  // reading of two characters outside ASCII at least (of one, a hint says what it may be),
  // outweighs fewer than a third of the errors read as UTF-8's mistakes, by their reason or their
  // hint (a surrogate, an overlong form: GBK's C0 A1 is also one, its F8 BA a 5-byte form); the
  // command line's note names it too.
  const { encoding } = utf8.guessEncoding(bytes);
  const { overlong, surrogate, 'too-large': tooLarge } = summary.byReason;
  const mostOther = Math.floor((summary.errors - 1) / 3);
  if (encoding && overlong + surrogate + tooLarge <= mostOther) {
    const other = otherHints(utf8, bytes, summary.errorIndexes, mostOther);
    const units = unitsIn(encoding, bytes, { fatal: true });
    if (other <= mostOther && units && charactersOutsideAscii(units) >= 2) return { reading: { encoding } };
  }
  const readings = readingsOf(bytes, { exact: true });
  const [top] = readings;
  if (!top) return null;
  // A UTF-16 byte order mark decides, as its hint says.
  if (top.encoding.startsWith('utf-16')) return { reading: top };
  // A strong reading outweighs hints on a third of its characters at most (GBK's C0 BD is also an
  // overlong "=", but "..%C0%AF..%C0%AF" is overlong slashes, not GBK's 腊).
  if (top.strong) {
    const mostOther = Math.floor(top.characters / 3);
    const other = otherHints(utf8, bytes, summary.errorIndexes, mostOther);
    if (other <= mostOther) return { reading: top };
  }
  const hints = hintKinds(utf8, bytes, summary.errorIndexes);
  if (hints.has('other')) return null;
  const latin1 = hints.has('latin-1');
  const reading = latin1 ? readings.find(({ encoding }) => encoding === 'windows-1252') : readings[0];
  // Two likely characters at least, where a hint reads them so too; else half of them at least.
  if (!reading || reading.likely < 2 || (!latin1 && 2 * reading.likely < reading.characters)) return null;
  // Thai text looks like cut characters (a vowel E0..E4, a consonant A1..CE): a reading with at
  // least four characters, 9 in 10 of them likely, outweighs them.
  if (hints.has('cut') && !(reading.likely >= 4 && 10 * reading.likely >= 9 * reading.characters)) return null;
  return { reading };
}

// (`text`: the reading's, or made here from `bytes` where it was counted without one.)
const otherEncodingRepair = (utf8, { encoding, text }, bytes) => {
  const read = text ?? decodeAs(encoding, bytes).text;
  return { kind: 'other-encoding', encoding, bytes: utf8.encode(read), text: read };
};

// Valid UTF-8 whose characters are, in `encoding`, the bytes of other valid UTF-8 with fewer
// characters, undone as often as it goes: { times, bytes, text }, or null.
function undoRounds(utf8, encoding, bytes) {
  let text = utf8.decode(bytes);
  let times = 0;
  while (times < MOST_ROUNDS) {
    const undone = encodeIn(encoding, text);
    // Bytes as many as the text's characters are its ASCII bytes, nothing to undo; any other
    // valid undoing decodes to fewer characters, so the rounds end. The undone bytes must read
    // back as the same text in that encoding (the repair is exact).
    if (!undone || undone.length === bytes.length || !utf8.validate(undone)) break;
    if (!readsBack(encoding, undone, text)) break;
    bytes = undone;
    text = utf8.decode(undone);
    times++;
  }
  return times ? { times, bytes: bytes.slice(), text } : null;
}

// Valid UTF-8 that went through another encoding: undone, or recognised when it cannot be.
function undoAnother(utf8, bytes) {
  const text = utf8.decode(bytes);
  if (!/[^\0-\x7f]/.test(text)) return null;
  for (const encoding of OTHER_ENCODINGS) {
    const undone = undoRounds(utf8, encoding, bytes);
    if (undone) {
      // U+FFFD undone: the text had been replaced before it was read in the wrong encoding.
      const kind = undone.text.includes('\uFFFD') && !text.includes('\uFFFD') ? 'replaced-before' : 'encoded-again';
      return { kind, encoding: encoding.name, ...undone };
    }
  }
  const inGbk = encodeIn(GBK, text);
  const fill = inGbk ? fillByteOf(inGbk) : undefined;
  if (fill !== undefined) return { kind: 'debug-fill', encoding: GBK.name, byte: fill, bytes: inGbk, text };
  // A copy that lost characters (a private-use one most fonts do not draw): as many 3- and 4-byte
  // characters as errors, so more of it is UTF-8 than chance makes.
  for (const encoding of OTHER_ENCODINGS.filter(({ firstLevel }) => firstLevel)) {
    const undone = encodeIn(encoding, text);
    if (!undone) continue;
    const summary = utf8.summarize(undone);
    if (summary.errors > 0 && multiByteCount(summary, 2) >= summary.errors) {
      return { kind: 'damaged-copy', encoding: encoding.name, bytes: undone, text: utf8.decode(undone, { errors: 'replace' }) };
    }
  }
  return null;
}

/**
 * What text that went through the wrong encoding was meant to be: { kind, encoding, bytes, text }
 * (and `times`, `byte` for some kinds), or null. See docs/api.md for each kind.
 */
export function repairMojibake(utf8, input) {
  const bytes = toBytes(input, 'utf8.repairMojibake');
  if (utf8.validate(bytes)) return undoAnother(utf8, bytes);
  const found = readAsAnother(utf8, bytes);
  return found?.reading ? otherEncodingRepair(utf8, found.reading, bytes) : (found?.repair ?? null);
}

/**
 * Whether repairMojibake finds `bytes` (a Uint8Array) text in another encoding (its kind
 * 'other-encoding'), with no repair made: the question identify asks of a sample.
 */
export const isOtherEncodingText = (utf8, bytes) => !utf8.validate(bytes) && Boolean(readAsAnother(utf8, bytes)?.reading);
