// Practice exercises, made from the codec's own tables: the code points of each alternative come
// from utf8.grammar, the reasons from utf8.summarize, and every error exercise is whatever the
// codec says its bytes are. A series is one seed: exercise n of a kind and level is the same on
// every machine, so that a link (link.js) gives a class the same exercises.

export const KINDS = ['encode', 'decode', 'find-error', 'bits'];
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

// For Find the error: level 1 the reasons a byte's kind alone tells (a tail where a sequence
// starts, a byte never used, a sequence cut short or broken off), level 2 the ones the grammar's
// ranges tell (overlong, surrogate, too large), level 3 any of them between valid text.
const BYTE_KIND_REASONS = ['unexpected-continuation', 'invalid-byte', 'missing-continuation', 'truncated'];
const reasonsAt = (utf8, level) => {
  const reasons = reasonsOf(utf8);
  if (level === 3) return reasons;
  return reasons.filter((reason) => BYTE_KIND_REASONS.includes(reason) === (level === 1));
};

// A code point of an alternative: anywhere in its range, or (level 3) at one of its ends.
function codePointIn(random, { first, last }, level) {
  if (level === 3) return random.pick([first, last, first + random.below(4), last - random.below(4)]);
  return random.between(first, last);
}

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

/**
 * Exercise `n` (from 1) of the series `seed` for a kind and level:
 * - encode, bits: { codePoint, answer: its bytes, alternative };
 * - decode: { bytes, answer: the code point, alternative };
 * - find-error: { bytes, answer: { index, reason } of the first error, hint: { from, to }, three
 *   bytes among which it begins }.
 */
export function exerciseOf(utf8, { kind, level, seed, n }) {
  const random = randomFrom(seed ^ Math.imul(n, 0x9e3779b1) ^ Math.imul(KINDS.indexOf(kind) + 1, 0x85ebca6b) ^ level);
  const base = { kind, level, seed, n };
  if (kind === 'find-error') {
    const reason = random.pick(reasonsAt(utf8, level));
    const groups = leadGroups(utf8);
    for (;;) {
      const bytes = candidateBytes(utf8, random, level, groups);
      const found = utf8.check(bytes);
      if (!found.valid && found.reason === reason) {
        // The hint's three bytes, the answer anywhere among them.
        const from = Math.max(0, Math.min(bytes.length - 3, found.index - random.below(3)));
        return { ...base, bytes, answer: { index: found.index, reason }, hint: { from, to: Math.min(bytes.length - 1, from + 2) } };
      }
    }
  }
  const alternatives = utf8.grammar.filter((entry) => levelHas(level, entry));
  const alternative = random.pick(alternatives);
  const codePoint = codePointIn(random, alternative, level);
  const bytes = utf8.encodeCodePoints([codePoint]);
  if (kind === 'decode') return { ...base, bytes, answer: codePoint, alternative };
  return { ...base, codePoint, answer: bytes, alternative };
}

/** The marker bits of each byte of an alternative, from its ranges: 1110, 10, 10 for UTF8-3. */
export function markersOf({ bytes }) {
  return bytes.map(([lo, hi]) => {
    let ones = 0;
    while (ones < 8 && lo & (0x80 >> ones) && hi & (0x80 >> ones)) ones++;
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
