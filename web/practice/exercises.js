// Practice exercises, made from the codec's own tables: the alternatives come from utf8.grammar,
// whether a code point is a character in use from utf8.describeCharacter, the reasons from
// utf8.summarize, and every error exercise is whatever the codec says its bytes are. A series is
// one seed: exercise n of a kind and level is the same on every machine, so that a link (link.js)
// gives a class the same exercises.

import { markerLength } from '../utf8-abnf/js/texts.js';
import { mojibakeExercise } from './mojibake.js';

export const KINDS = ['encode', 'decode', 'find-error', 'bits', 'mojibake'];
export const LEVELS = [1, 2, 3];
export const MAX_SEED = 0xffffffff;
/** A series has this many exercises: a link or Next goes no further. */
export const MAX_EXERCISE = 1e6;

const isWhole = (value, min, max) => Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * { kind, level, seed, n } when `value` names an exercise the page makes (from a link or from
 * storage, where anything may stand), else null.
 */
export function exerciseSpec(value) {
  if (value === null || typeof value !== 'object') return null;
  const { kind, level, seed, n } = value;
  if (!KINDS.includes(kind) || !LEVELS.includes(level) || !isWhole(seed, 0, MAX_SEED) || !isWhole(n, 1, MAX_EXERCISE)) return null;
  return { kind, level, seed, n };
}

// A small seeded generator (mulberry32): the same numbers for the same seed everywhere.
function randomFrom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 2 ** 32;
  };
  const below = (n) => Math.floor(next() * n);
  return { below, pick: (list) => list[below(list.length)], between: (lo, hi) => lo + below(hi - lo + 1) };
}

/** The reasons the codec gives for bytes that are not UTF-8, in its order. */
export const reasonsOf = (utf8) => Object.keys(utf8.summarize(new Uint8Array(0)).byReason);

// Level 1: ASCII and 2 bytes. Level 2: the 3- and 4-byte alternatives, each with its own second
// byte. Level 3: the first and last code points of an alternative, where a form one byte longer or
// shorter, or the next alternative's, is the mistake to avoid.
const levelHas = (level, { rule }) => (level === 1 ? rule <= 2 : level === 2 ? rule >= 3 : true);

// Characters people meet, in ranges of scripts and symbols in everyday use, each weighted by how
// often a learner meets it; a code point drawn from one is taken only when describeCharacter
// shows it as a character (assigned, not private use, not a noncharacter).
const EVERYDAY = [
  [0x30, 0x39, 1], // digits
  [0x41, 0x5a, 2], // Latin capitals
  [0x61, 0x7a, 2], // Latin small letters
  [0x21, 0x2f, 1], // punctuation
  [0xc0, 0xff, 3], // Latin-1 letters: é, ü, ß
  [0x100, 0x17f, 2], // Latin Extended-A: ł, ő, š
  [0x391, 0x3c9, 2], // Greek
  [0x410, 0x44f, 3], // Cyrillic
  [0x5d0, 0x5ea, 1], // Hebrew
  [0x621, 0x64a, 1], // Arabic
  [0x905, 0x939, 1], // Devanagari
  [0xe01, 0xe2e, 1], // Thai
  [0x1ea0, 0x1ef9, 1], // Vietnamese
  [0x2013, 0x2026, 1], // dashes, quotes, the ellipsis
  [0x20a0, 0x20bf, 1], // currency: €, ₹
  [0x2190, 0x21ff, 1], // arrows
  [0x2600, 0x26ff, 1], // symbols: ☀, ♥
  [0x3041, 0x3096, 2], // Hiragana
  [0x30a1, 0x30fa, 2], // Katakana
  [0x4e00, 0x9fff, 8], // CJK ideographs
  [0xac00, 0xd7a3, 3], // Hangul syllables (both sides of D000: two alternatives)
  [0xff01, 0xff5e, 1], // full-width forms
  [0x1f300, 0x1f64f, 3], // emoji
  [0x1f680, 0x1f6ff, 1], // transport and map emoji
  [0x1f900, 0x1f9ff, 1], // more emoji
  [0x20000, 0x2a6df, 1], // CJK ideographs, Extension B
  [0xe0020, 0xe007e, 1], // tags, inside the flags of England, Scotland and Wales
];
/** At levels 1 and 2, EDGE_SHARE of the exercises are edge cases, the others everyday characters. */
export const EDGE_SHARE = { edges: 1, of: 5 };
/** At level 3, END_SHARE of the exercises are an alternative's end itself, the others the character in use nearest it. */
export const END_SHARE = { edges: 2, of: 5 };
// How far from a start a character in use is looked for.
const NEAR = 256;

// A character in use: one describeCharacter shows as itself, or an invisible format character
// (a tag, a joiner) that text carries; not a control, a space, private use, a noncharacter or
// an unassigned code point.
const isEveryday = (utf8, codePoint) => [null, 'FMT'].includes(utf8.describeCharacter(codePoint).badge);
const alternativeOf = (utf8, codePoint) => utf8.grammar.find(({ first, last }) => codePoint >= first && codePoint <= last);

// A range drawn by its weight.
function weighted(random, ranges) {
  let left = random.below(ranges.reduce((sum, [, , weight]) => sum + weight, 0));
  for (const range of ranges) {
    left -= range[2];
    if (left < 0) return range;
  }
}

// An edge case of an alternative: one of its ends, or a noncharacter or private-use code point in it.
function edgeOf(random, { first, last }) {
  const inside = [0xe000, 0xf8ff, 0xfdd0, 0xfffe, 0x1fffe, 0xf0000, 0x10fffd].filter(
    (codePoint) => codePoint >= first && codePoint <= last,
  );
  return random.pick([first, last, ...inside]);
}

// An everyday character of the alternatives of a level, drawn by weight; retried when the draw
// lands on a code point not in use (a gap in a block).
function everydayOf(utf8, random, alternatives) {
  const ranges = EVERYDAY.filter(
    ([first, last]) => alternatives.includes(alternativeOf(utf8, first)) && alternatives.includes(alternativeOf(utf8, last)),
  );
  for (;;) {
    const [first, last] = weighted(random, ranges);
    const codePoint = random.between(first, last);
    if (isEveryday(utf8, codePoint)) return codePoint;
  }
}

// The first code point in use from `start` on, a step at a time while inside the alternative
// and within NEAR steps; null if none.
function inUseFrom(utf8, start, step, { first, last }) {
  for (let codePoint = start, k = 0; k < NEAR && codePoint >= first && codePoint <= last; k++, codePoint += step)
    if (isEveryday(utf8, codePoint)) return codePoint;
  return null;
}

// Level 3: an end of an alternative (or a code point up to 3 inside it), or the character in use
// nearest that end: near it, else at the nearest end of an everyday range in the alternative.
// Only UTF8-4's last alternative (private use and noncharacters) has none.
function nearEndOf(utf8, random, alternative) {
  const [end, step] = random.pick([
    [alternative.first, 1],
    [alternative.last, -1],
  ]);
  if (random.below(END_SHARE.of) < END_SHARE.edges) return end + step * random.below(4);
  const starts = EVERYDAY.map(([first, last]) => (step > 0 ? first : last)).filter(
    (codePoint) => alternativeOf(utf8, codePoint) === alternative && (codePoint - end) * step >= 0,
  );
  const nearest = starts.sort((a, b) => Math.abs(a - end) - Math.abs(b - end))[0];
  return inUseFrom(utf8, end, step, alternative) ?? (nearest === undefined ? null : inUseFrom(utf8, nearest, step, alternative)) ?? end;
}

// The code point of an exercise at `level`.
function codePointAt(utf8, random, level) {
  const alternatives = utf8.grammar.filter((entry) => levelHas(level, entry));
  if (level === 3) return nearEndOf(utf8, random, random.pick(alternatives));
  if (random.below(EDGE_SHARE.of) < EDGE_SHARE.edges) return edgeOf(random, random.pick(alternatives));
  return everydayOf(utf8, random, alternatives);
}

// For Find the error, the level of each decoding reason: 1 for what a byte's kind alone tells (a
// tail where a sequence starts, a byte never used, a sequence cut short or broken off), 2 for what
// the grammar's ranges tell (overlong, surrogate, too large). Level 3 has any of them.
export const REASON_LEVELS = {
  'unexpected-continuation': 1,
  'invalid-byte': 1,
  'missing-continuation': 1,
  truncated: 1,
  overlong: 2,
  surrogate: 2,
  'too-large': 2,
};
const reasonsAt = (utf8, level) => reasonsOf(utf8).filter((reason) => level === 3 || REASON_LEVELS[reason] === level);

// The lead bytes the grammar lists, grouped by the alternatives they begin, and one group of the
// bytes 80..FF that begin none: an error's first byte is drawn from a group at random, so that each
// reason comes up as often as the others.
function leadGroups(utf8) {
  const groups = new Map();
  for (let byte = 0x80; byte <= 0xff; byte++) {
    const key =
      utf8.grammar
        .filter(({ bytes: [[lo, hi]] }) => byte >= lo && byte <= hi)
        .map(({ rule, alternative }) => `${rule}/${alternative}`)
        .join() || 'none';
    groups.set(key, [...(groups.get(key) ?? []), byte]);
  }
  return [...groups.values()];
}

// Bytes that may or may not be UTF-8: some valid characters, a lead byte from a group, up to three
// bytes that are tails more often than not, and (level 3) more text after.
function candidateBytes(utf8, random, level, groups) {
  const text = () =>
    Array.from({ length: random.below(3) }, () => random.pick([random.between(0x41, 0x5a), random.between(0x4e00, 0x9fa5), 0xe9]));
  const bytes = [...utf8.encodeCodePoints(level === 3 ? text() : [])];
  bytes.push(random.pick(random.pick(groups)));
  for (let k = random.below(4); k > 0; k--) bytes.push(random.below(10) < 7 ? random.between(0x80, 0xbf) : random.between(0x41, 0x5a));
  if (level === 3) bytes.push(...utf8.encodeCodePoints(text()));
  return Uint8Array.from(bytes);
}

// Candidates drawn for an error of one reason before giving up (on a reason they never make).
const MAX_TRIES = 100000;

/**
 * Exercise `n` (from 1) of the series `seed` for a kind and level:
 * - encode, bits: { codePoint, answer: its bytes, alternative };
 * - decode: { bytes, answer: the code point, alternative };
 * - find-error: { bytes, answer: { index, reason } of the first error, hint: { from, to }, three
 *   bytes among which it begins };
 * - mojibake: mojibake.js' mojibakeExercise.
 */
export function exerciseOf(utf8, { kind, level, seed, n }) {
  const random = randomFrom(seed ^ Math.imul(n, 0x9e3779b1) ^ Math.imul(KINDS.indexOf(kind) + 1, 0x85ebca6b) ^ level);
  const base = { kind, level, seed, n };
  if (kind === 'mojibake') return { ...base, ...mojibakeExercise(utf8, random, level) };
  if (kind === 'find-error') {
    const reason = random.pick(reasonsAt(utf8, level));
    const groups = leadGroups(utf8);
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const bytes = candidateBytes(utf8, random, level, groups);
      const found = utf8.check(bytes);
      if (!found.valid && found.reason === reason) {
        // The hint's three bytes, the answer anywhere among them.
        const from = Math.max(0, Math.min(bytes.length - 3, found.index - random.below(3)));
        return { ...base, bytes, answer: { index: found.index, reason }, hint: { from, to: Math.min(bytes.length - 1, from + 2) } };
      }
    }
    throw new Error(`web/practice/exercises.js: candidateBytes made no bytes that fail with ${reason} in ${MAX_TRIES} tries`);
  }
  const codePoint = codePointAt(utf8, random, level);
  const alternative = alternativeOf(utf8, codePoint);
  const bytes = utf8.encodeCodePoints([codePoint]);
  if (kind === 'decode') return { ...base, bytes, answer: codePoint, alternative };
  return { ...base, codePoint, answer: bytes, alternative };
}

/** The marker bits of each byte of an alternative, from its ranges: 1110, 10, 10 for UTF8-3. */
export function markersOf({ bytes }) {
  return bytes.map(([lo, hi]) => {
    const ones = Math.min(markerLength(lo), markerLength(hi)) - 1; // the leading ones both ends share
    return ones === 0 ? '0' : `${'1'.repeat(ones)}0`;
  });
}

/** A byte's payload bits as an alternative cuts it, after `marker` (all 8 bits without one). */
export const payloadBits = (byte, marker = '') => byte.toString(2).padStart(8, '0').slice(marker.length);

/** An alternative's bit template: 1110xxxx 10xxxxxx 10xxxxxx. */
export const templateOf = (alternative) =>
  markersOf(alternative)
    .map((marker) => marker.padEnd(8, 'x'))
    .join(' ');
