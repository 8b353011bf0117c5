import { visibleText } from './characters.js';

// One plain-English sentence per segment. The facts (which alternative, which range, which reason)
// come from the C++ codec; this file only words them.

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).toUpperCase().padStart(2, '0'));
export const hex = (byte) => HEX[byte];
export function hexBytes(bytes) {
  let text = bytes.length > 0 ? HEX[bytes[0]] : '';
  for (let i = 1; i < bytes.length; i++) text += ` ${HEX[bytes[i]]}`;
  return text;
}
export const codePointLabel = (codePoint) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
const asciiMessages = []; // the 128 UTF8-1 sentences, made once each
const rangeLabel = ([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}..${hex(hi)}`);
const LENGTHS = ['', 'one', 'two', 'three', 'four'];

// "E0 80: after E0 the next byte must be A0..BF": the bytes, then the expectation they broke.
function afterPrefix(prefix, next, alternative) {
  return `${hexBytes(prefix)} ${hex(next)}: after ${hexBytes(prefix)} the next byte must be ${rangeLabel(alternative.bytes[prefix.length])}`;
}

/**
 * The sentence for a segment. `prefix` is its bytes, `next` the byte after it (undefined at the
 * end of the input), `alternative` the grammar entry matched or attempted (null if none).
 */
export function segmentMessage(reason, prefix, next, alternative, codePoint) {
  const lead = prefix[0];
  switch (reason) {
    case null:
      if (codePoint < 0x80) {
        asciiMessages[codePoint] ??= `${HEX[codePoint]} matches ${alternative.text} and encodes ${codePointLabel(codePoint)}.`;
        return asciiMessages[codePoint];
      }
      return `${hexBytes(prefix)} matches ${alternative.text} and encodes ${codePointLabel(codePoint)}.`;
    case 'unexpected-continuation':
      return `${hex(lead)} is a continuation byte (80..BF) with no lead byte before it, so it cannot start a sequence.`;
    case 'overlong':
      if (!alternative) {
        const low = (lead & 0x1f) << 6;
        return `${hex(lead)} could only start a two-byte form of ${codePointLabel(low)}..${codePointLabel(low | 0x3f)}, an overlong form of code points that take one byte.`;
      }
      return `${afterPrefix(prefix, next, alternative)}; ${hex(next)} would make an overlong form of a code point below ${codePointLabel(alternative.first)}.`;
    case 'surrogate':
      return `${afterPrefix(prefix, next, alternative)}; ${hex(next)} would encode a UTF-16 surrogate (U+D800..U+DFFF), which UTF-8 forbids.`;
    case 'too-large':
      if (!alternative) {
        return `${hex(lead)} would start a four-byte form of a code point beyond U+10FFFF, so it never appears in UTF-8.`;
      }
      return `${afterPrefix(prefix, next, alternative)}; ${hex(next)} would encode a code point beyond U+10FFFF.`;
    case 'invalid-byte':
      if (lead >= 0xfe) return `${hex(lead)} never appears in UTF-8, in any position.`;
      return `${hex(lead)} never appears in UTF-8: it led the ${lead < 0xfc ? 'five' : 'six'}-byte forms that RFC 3629 ruled out.`;
    case 'missing-continuation':
      return `${afterPrefix(prefix, next, alternative)}; ${hex(next)} is not a continuation byte, so this UTF8-${alternative.rule} sequence stops short.`;
    case 'truncated':
      return `${hexBytes(prefix)} starts a ${LENGTHS[alternative.rule]}-byte UTF8-${alternative.rule} sequence, but the input ends after ${prefix.length} of its ${alternative.rule} bytes.`;
    default:
      throw new Error(`unknown reason ${reason}`);
  }
}

const leadTables = new WeakMap();

/** By lead byte: the grammar entry it starts (null if none), as the codec picks the alternative. */
export function alternativesByLead(grammar) {
  let table = leadTables.get(grammar);
  if (!table) {
    table = Array.from({ length: 256 }, (_, lead) => grammar.find(({ bytes: [[lo, hi]] }) => lead >= lo && lead <= hi) ?? null);
    leadTables.set(grammar, table);
  }
  return table;
}

/**
 * The sentence for an error, wherever it was found: `bytes` holds its maximal subpart (`length`
 * bytes) and the byte after it, if the input has one; `byLead` is alternativesByLead(grammar).
 */
export function errorSentence(byLead, bytes, length, reason) {
  const subpart = bytes.subarray(0, length);
  return segmentMessage(reason, subpart, bytes[length], byLead[subpart[0]], null);
}

export function errorMessage(index, reason, sentence) {
  return `Invalid UTF-8 at byte ${index} (${reason}): ${sentence}`;
}

export function loneSurrogateMessage(index, unit) {
  return `Lone surrogate ${codePointLabel(unit)} at index ${index} (UTF-16 code units) has no UTF-8 encoding: a surrogate is only valid as half of a pair.`;
}

/** Why parseBytes could not read `character` (a name of PARSE_PROBLEMS). */
export function parseProblemMessage(problem, character, notation) {
  const shown = `"${visibleText(character)}"`;
  switch (problem) {
    case 'not-hex-digit':
      return `${shown} is not a hex digit (0-9, A-F) or a separator`;
    case 'odd-hex-digits':
      return 'this run of hex digits has an odd length: each byte takes two digits';
    case 'not-binary-digit':
      return `${shown} is not a binary digit (0 or 1)`;
    case 'bits-not-multiple-of-8':
      return 'this run of binary digits is not a multiple of 8 bits';
    case 'bad-escape':
      return `this escape is not one of \\xHH, \\0-\\377 (octal), \\n, \\r, \\t, \\\\, \\', \\"`;
    case 'bad-percent':
      return '% must be followed by two hex digits';
    case 'unterminated-quote':
      return 'this quote is never closed';
    case 'not-ascii':
      return `${shown} is not ASCII: inside a ${notation === 'python' ? 'bytes literal' : 'literal'} write it as \\x escapes`;
    case 'unexpected-character':
      return `${shown} stands outside the b'...' literal`;
    case 'not-scalar-value':
      return 'this code point is a surrogate (U+D800..U+DFFF) or above U+10FFFF: no UTF-8 encodes it';
    case 'bad-code-point':
      return 'a code point is written U+ and one to six hex digits (U+4F60), one after another; to see the bytes of text, type it in the Text field';
    case 'squeezed-lines':
      return '"*" stands for repeated lines that this dump left out: make it with hexdump -v (or xxd without -a), which writes every line';
    case 'dump-offset':
      return "this line's offset does not follow on from the bytes of the lines before it: a line is missing or was changed";
    default:
      throw new Error(`unknown parse problem ${problem}`);
  }
}
