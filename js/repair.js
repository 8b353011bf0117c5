// repairMojibake: bytes that look like UTF-8 read as Windows-1252 (or Latin-1) and encoded again,
// once or more ("cafÃ©"), or like Windows-1252 text that was never UTF-8 ("caf\xE9"), and the
// bytes they were meant to be. It only suggests: the caller decides whether to take them.
import { toBytes } from './arguments.js';
import { latin1Hint } from './hints.js';
import { windows1252Byte, windows1252Char } from './windows-1252.js';

const MOST_ROUNDS = 4; // text encoded more often than this is not repaired

// The bytes whose Windows-1252 reading is `text`, or null if a character has no such byte.
function windows1252BytesOf(text) {
  const out = new Uint8Array(text.length);
  let n = 0;
  for (const character of text) {
    const byte = windows1252Byte(character.codePointAt(0));
    // Stryker disable next-line ConditionalExpression: -1 stored is FF, never valid: the caller stops the same
    if (byte < 0) return null;
    out[n++] = byte;
  }
  return out.subarray(0, n);
}

// Whether every error's hint reads it as Windows-1252 text, or none explains it at all: never
// offer this reading beside a hint that explains the same bytes otherwise (a CESU-8 pair, an
// overlong "/", a UTF-16 byte order mark). An error's length and hint depend on the byte before
// it and the six from it at most (a CESU-8 pair, a 6-byte form of RFC 2279), and on whether it
// starts the input (FF FE): each such context is asked once.
function errorsReadAsWindows1252(utf8, bytes, errorIndexes) {
  const asked = new Map();
  for (const index of errorIndexes) {
    const key = `${index === 0 ? 'start' : bytes[index - 1]} ${bytes.subarray(index, index + 6).join(' ')}`;
    // Stryker disable next-line ConditionalExpression: a cache; asking again gives the same answer
    if (!asked.has(key)) {
      const [segment] = utf8.explain(bytes, { from: index, to: index + 1, hints: true });
      asked.set(key, segment.length === 1 && (segment.hint === null || segment.hint === latin1Hint(bytes, index, 'en')));
    }
    if (!asked.get(key)) return false;
  }
  return true;
}

/**
 * { kind: 'encoded-again', times, bytes, text } when valid UTF-8 undoes into other valid UTF-8
 * with fewer characters (each round: read the text's characters as Windows-1252 bytes), as long
 * as it goes; { kind: 'windows-1252', bytes, text } when invalid UTF-8 holds no multi-byte
 * character, every byte means a Windows-1252 character and no hint explains an error otherwise;
 * else null.
 */
export function repairMojibake(utf8, input) {
  const original = toBytes(input, 'utf8.repairMojibake');
  if (!utf8.validate(original)) {
    // Windows-1252 text: invalid as UTF-8, and not UTF-8 with a few errors in it.
    const segments = utf8.summarize(original, { errorIndexes: true });
    const multiByte = segments.byAlternative.slice(1).some((count) => count > 0);
    if (multiByte || !errorsReadAsWindows1252(utf8, original, segments.errorIndexes)) return null;
    let text = '';
    for (const byte of original) {
      // Stryker disable next-line EqualityOperator: 80 and 9F are € and Ÿ, never themselves
      if (byte >= 0x80 && byte <= 0x9f && windows1252Char(byte).codePointAt(0) === byte) return null; // 81, 8D, 8F, 90, 9D
      text += windows1252Char(byte);
    }
    return { kind: 'windows-1252', bytes: utf8.encode(text), text };
  }
  let bytes = original;
  let text = utf8.decode(bytes);
  let times = 0;
  while (times < MOST_ROUNDS) {
    const undone = windows1252BytesOf(text);
    // Bytes as many as the text's characters are its ASCII bytes, nothing to undo; any other
    // valid undoing decodes to fewer characters, so the rounds end.
    if (!undone || undone.length === bytes.length || !utf8.validate(undone)) break;
    bytes = undone;
    text = utf8.decode(undone);
    times++;
  }
  // Stryker disable next-line MethodExpression: after a round `bytes` is the function's own array
  return times ? { kind: 'encoded-again', times, bytes: bytes.slice(), text } : null;
}
