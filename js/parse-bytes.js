// parseBytes: bytes written as text (hex, binary, decimal, escapes, percent-encoding, Python literals,
// xxd and hexdump -C dumps, U+ code points), read
// by the codec's parser, with the index of the character it could not read.
import { assertKnownOptions, assertOptions, assertString } from './arguments.js';
import { localeOption } from './text/catalog.js';
import { parseProblemMessage } from './text/messages.js';
import { NOTATIONS, PARSE_PROBLEMS, SLOTS } from './wasm/contract.js';
import { groupDigits } from './text/notation.js';

/** parseBytes reads at most this many UTF-16 code units: their UTF-8 and the bytes are held in wasm memory. */
export const PARSE_LIMIT = 16 << 20;

const { notation: NOTATION, count: COUNT, error_unit: ERROR_UNIT } = SLOTS.parse; // the problem is the call's own answer

export function createParsing(memory, writeReplacing) {
  return function parseBytes(text, options) {
    assertString(text, 'utf8.parseBytes');
    assertOptions(options, 'utf8.parseBytes');
    assertKnownOptions(options, 'utf8.parseBytes', ['locale']);
    const locale = localeOption(options, 'utf8.parseBytes');
    if (text.length > PARSE_LIMIT) {
      throw new RangeError(
        `utf8.parseBytes reads at most ${groupDigits(PARSE_LIMIT)} characters (UTF-16 code units) at a time, not ${groupDigits(text.length)}: read the text in pieces that end between bytes`,
      );
    }
    // The text's UTF-8 is written once, into wasm memory, where the parser reads it and writes the
    // bytes into memory of their own; only the bytes come out, and the place of a problem comes as
    // an index into `text` too.
    const textAddress = memory.allocate(3 * text.length + 1);
    let bytesAddress = 0;
    try {
      const size = writeReplacing(text, textAddress);
      bytesAddress = memory.allocate(size + 1);
      const problem = memory.parse(textAddress, size, bytesAddress);
      const { i32, u8, results } = memory;
      const notation = NOTATIONS[i32[results + NOTATION]];
      if (problem === 0) return { ok: true, bytes: u8.slice(bytesAddress, bytesAddress + i32[results + COUNT]), notation };
      const index = i32[results + ERROR_UNIT];
      const character = String.fromCodePoint(text.codePointAt(index) ?? 0x20);
      const problemName = PARSE_PROBLEMS[problem];
      return { ok: false, notation, index, problem: problemName, message: parseProblemMessage(problemName, character, notation, locale) };
    } finally {
      memory.free(bytesAddress);
      memory.free(textAddress);
    }
  };
}
