// parseBytes: bytes written as text (hex, binary, decimal, escapes, percent-encoding, Python literals,
// xxd and hexdump -C dumps, U+ code points), read
// by the codec's parser, with the index of the character it could not read.
import { assertKnownOptions, assertOptions, assertString } from './arguments.js';
import { localeOption } from './catalog.js';
import { parseProblemMessage } from './messages.js';
import { NOTATIONS, PARSE_PROBLEMS } from './wasm-contract.js';

/** parseBytes reads at most this many UTF-16 code units: their UTF-8 and the bytes are held in wasm memory. */
export const PARSE_LIMIT = 16 << 20;

export function createParsing(memory, encodeReplacing, decode) {
  return function parseBytes(text, options) {
    assertString(text, 'utf8.parseBytes');
    assertOptions(options, 'utf8.parseBytes');
    assertKnownOptions(options, 'utf8.parseBytes', ['locale']);
    const locale = localeOption(options, 'utf8.parseBytes');
    if (text.length > PARSE_LIMIT) {
      throw new RangeError(
        `utf8.parseBytes reads at most ${PARSE_LIMIT.toLocaleString('en')} characters (UTF-16 code units) at a time, not ${text.length.toLocaleString('en')}: read the text in pieces that end between bytes`,
      );
    }
    const textBytes = encodeReplacing(text);
    const { notation, problem, errorIndex, bytes } = memory.parseBytes(textBytes);
    const name = NOTATIONS[notation];
    if (problem === 0) return { ok: true, bytes, notation: name };
    // The error's byte offset in the UTF-8 text, as an index into the JS string.
    // Stryker disable next-line ObjectLiteral: the parser stops at a character's first byte, so what is before it is valid UTF-8 either way
    const index = decode(textBytes.subarray(0, errorIndex), { errors: 'replace' }).length;
    const character = String.fromCodePoint(text.codePointAt(index) ?? 0x20);
    const problemName = PARSE_PROBLEMS[problem];
    return { ok: false, notation: name, index, problem: problemName, message: parseProblemMessage(problemName, character, name, locale) };
  };
}
