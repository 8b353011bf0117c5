// parseBytes: bytes written as text (hex, binary, escapes, percent-encoding, Python literals), read
// by the codec's parser, with the index of the character it could not read.
import { assertString } from './arguments.js';
import { parseProblemMessage } from './messages.js';
import { NOTATIONS, PARSE_PROBLEMS } from './wasm-contract.js';

export function createParsing(memory, encodeReplacing, decode) {
  return function parseBytes(text) {
    assertString(text, 'utf8.parseBytes');
    const textBytes = encodeReplacing(text);
    const { notation, problem, errorIndex, bytes } = memory.parseBytes(textBytes);
    const name = NOTATIONS[notation];
    if (problem === 0) return { ok: true, bytes, notation: name };
    // The error's byte offset in the UTF-8 text, as an index into the JS string.
    const index = decode(textBytes.subarray(0, errorIndex), { errors: 'replace' }).length;
    const character = String.fromCodePoint(text.codePointAt(index) ?? 0x20);
    return { ok: false, notation: name, index, message: parseProblemMessage(PARSE_PROBLEMS[problem], character, name) };
  };
}
