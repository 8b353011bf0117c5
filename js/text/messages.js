import { attemptTailMessage } from '../attempts.js';
import { CATALOGS, say } from './catalog.js';
import { visibleText } from './characters.js';
import { codePointLabel, hex, hexBytes } from './notation.js';

// One sentence per segment, in the reader's language (catalog.js). The facts (which alternative,
// which range, which reason) come from the C++ codec; this file only words them.

// The 128 UTF8-1 sentences of each language, made once each.
const asciiMessages = Object.fromEntries(Object.keys(CATALOGS).map((language) => [language, []]));
// A range after the lead byte: never a single byte in RFC 3629's grammar.
const rangeLabel = ([lo, hi]) => `${hex(lo)}..${hex(hi)}`;

// "E0 80: after E0 the next byte must be A0..BF": the bytes, then the expectation they broke.
function afterPrefix(locale, prefix, next, alternative) {
  return say(locale, 'segment.after', {
    prefix: hexBytes(prefix),
    next: hex(next),
    range: rangeLabel(alternative.bytes[prefix.length]),
  });
}

// A sentence that starts with the expectation that `next` broke; `params` are its own others.
function broken(locale, key, prefix, next, alternative, params = {}) {
  params.after = afterPrefix(locale, prefix, next, alternative);
  params.next = hex(next);
  return say(locale, key, params);
}

/**
 * The sentence for a segment in `locale`. `prefix` is its bytes, `next` the byte after it
 * (undefined at the end of the input), `alternative` the grammar entry matched or attempted (null
 * if none).
 */
export function segmentMessage(reason, prefix, next, alternative, codePoint, locale) {
  const lead = hex(prefix[0]);
  switch (reason) {
    case null:
      if (codePoint < 0x80) {
        asciiMessages[locale][codePoint] ??= say(locale, 'segment.valid', {
          bytes: lead,
          alternative: alternative.text,
          codePoint: codePointLabel(codePoint),
        });
        return asciiMessages[locale][codePoint];
      }
      return say(locale, 'segment.valid', { bytes: hexBytes(prefix), alternative: alternative.text, codePoint: codePointLabel(codePoint) });
    case 'unexpected-continuation':
      return say(locale, 'segment.unexpected-continuation', { lead });
    case 'overlong':
      if (!alternative) {
        const low = (prefix[0] & 0x1f) << 6;
        return say(locale, 'segment.overlong-lead', { lead, low: codePointLabel(low), high: codePointLabel(low | 0x3f) });
      }
      return broken(locale, 'segment.overlong', prefix, next, alternative, { first: codePointLabel(alternative.first) });
    case 'surrogate':
      return broken(locale, 'segment.surrogate', prefix, next, alternative);
    case 'too-large':
      return alternative ? broken(locale, 'segment.too-large', prefix, next, alternative) : say(locale, 'segment.too-large-lead', { lead });
    case 'invalid-byte':
      if (prefix[0] >= 0xfe) return say(locale, 'segment.never-byte', { lead });
      return say(locale, 'segment.old-lead', { lead, count: say(locale, prefix[0] < 0xfc ? 'number.5' : 'number.6') });
    case 'missing-continuation':
      return broken(locale, 'segment.missing-continuation', prefix, next, alternative, { rule: alternative.rule });
    case 'truncated':
      return say(locale, 'segment.truncated', {
        bytes: hexBytes(prefix),
        count: say(locale, `number.${alternative.rule}`),
        rule: alternative.rule,
        have: prefix.length,
      });
    default:
      throw new Error(`js/text/messages.js: no sentence for the reason ${reason}: add its case (docs/CONTRIBUTING.md)`);
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
 * In `locale`; a Utf8Error's is always English.
 */
export function errorSentence(byLead, bytes, length, reason, locale = 'en') {
  const subpart = bytes.subarray(0, length);
  return segmentMessage(reason, subpart, bytes[length], byLead[subpart[0]], null, locale);
}

/**
 * The sentence for the invalid maximal subpart of `length` bytes at `at` in `bytes`, which starts
 * at offset `index` of the input; `attempt` is attemptAt(bytes, at, length). A continuation byte of
 * an attempted sequence says whose byte it would have been; any other subpart says why it is not
 * UTF-8. explain and findErrors word every error by it, so that no two places word a byte apart.
 */
export function invalidSentence(byLead, bytes, at, length, index, reason, attempt, locale) {
  if (attempt && attempt.start !== at) {
    const lead = attempt.start;
    const form = bytes.subarray(lead, lead + attempt.length);
    return attemptTailMessage(form, at - lead, index - (at - lead), !byLead[form[0]], locale);
  }
  return errorSentence(byLead, bytes.subarray(at), length, reason, locale);
}

export function errorMessage(index, reason, sentence) {
  return `Invalid UTF-8 at byte ${index} (${reason}): ${sentence}`;
}

// Both begin "Invalid X at <unit> N (reason)": what crosses a structured clone (the message) tells
// where and why, though the error's own fields do not cross (docs/api.md, "Utf8Error").
export function loneSurrogateMessage(index, unit) {
  return `Invalid UTF-16 at index ${index} (lone-surrogate): ${codePointLabel(unit)} is a lone surrogate, which has no UTF-8 encoding: a surrogate is only valid as half of a pair.`;
}

/** Why parseBytes could not read `character` (a name of PARSE_PROBLEMS), in `locale`. */
export function parseProblemMessage(problem, character, notation, locale) {
  const key = problem === 'not-ascii' && notation === 'python' ? 'parse.not-ascii-python' : `parse.${problem}`;
  if (!Object.hasOwn(CATALOGS.en, key)) throw new Error(`unknown parse problem ${problem}`);
  return say(locale, key, { character: say(locale, 'parse.quoted', { text: visibleText(character) }) });
}
