// The words for what repairMojibake and readAsOtherEncodings find, in each language: one wording
// for the page and the command line.
import { say } from './catalog.js';
import { encodingTitle } from '../encodings/other-encodings.js';
import { groupDigits, hexBytes } from './notation.js';

const REPLACEMENT_CHARACTER = [0xef, 0xbf, 0xbd]; // U+FFFD in UTF-8

/** The sentence that says what `repair` (a result of repairMojibake) is, in `locale`. */
export function describeRepair(repair, locale) {
  const encoding = encodingTitle(repair.encoding);
  switch (repair.kind) {
    case 'encoded-again':
      return repair.times > 1
        ? say(locale, 'repair.encoded-again-times', { encoding, times: repair.times })
        : say(locale, 'repair.encoded-again', { encoding });
    case 'replaced-before':
      return say(locale, 'repair.replaced-before', { encoding, bytes: hexBytes(REPLACEMENT_CHARACTER) });
    case 'debug-fill':
      return say(locale, 'repair.debug-fill', {
        encoding,
        byte: hexBytes([repair.byte]),
        memory: say(locale, repair.byte === 0xcc ? 'repair.stack' : 'repair.heap'),
      });
    case 'damaged-copy':
      return say(locale, 'repair.damaged-copy', { encoding });
    default:
      return say(locale, 'repair.other-encoding', { encoding });
  }
}

/**
 * What speaks for a reading (one of readAsOtherEncodings'), in `locale`: how many of its non-ASCII
 * characters are common ones; for UTF-16, the byte order mark that alone makes it one.
 */
export function describeReading({ encoding, likely, characters }, locale) {
  if (encoding.startsWith('utf-16')) {
    return say(locale, 'reading.evidence-bom', { bom: encoding === 'utf-16le' ? 'FF FE' : 'FE FF', encoding: encodingTitle(encoding) });
  }
  return say(locale, 'reading.evidence', { likely: groupDigits(likely), characters: groupDigits(characters) });
}

/**
 * The command line's note on the encoding of a file's bytes from `offset`, by `guess` (a result of
 * utf8.guessEncoding): the encoding and how to convert it; or the two readings too close to tell
 * apart; or that none reads as a language.
 */
export function describeGuess({ encoding, unsure, candidates }, offset, locale) {
  const at = groupDigits(offset);
  if (encoding) return say(locale, 'cli.looks-like', { encoding: encodingTitle(encoding), label: encoding, offset: at });
  if (unsure === 'close') {
    const [first, second] = candidates.map((candidate) => encodingTitle(candidate.encoding));
    return say(locale, 'cli.too-close', { first, second, offset: at });
  }
  return say(locale, 'cli.no-language', { offset: at });
}
