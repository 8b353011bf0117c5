// The page's practice exercises (web/practice-*.js), graded by the codec: for every exercise the
// generator makes, in every kind and level, the reference answer is right and every one-bit change
// of it is wrong, with a verdict and the codec's own sentence for it. The series cover the nine
// alternatives and the seven reasons, and a seed gives the same series every time.
import { load } from '../../js/index.js';
import { codePointLabel, hexBytes, loadEncodings } from '../../js/texts.js';
import { HEADER_DECODING_REASONS } from './header-tables.js';
import { EDGE_SHARE, END_SHARE, exerciseOf, KINDS, LEVELS, markersOf, reasonsOf, templateOf } from '../../web/practice/exercises.js';
import { gradeBytes, gradeDecoding, gradeEncoding, gradeFindError } from '../../web/practice/grading.js';

let utf8;
beforeAll(async () => {
  [utf8] = await Promise.all([load(), loadEncodings()]); // Mojibake's readings need the other encodings
});

const SERIES = 40; // seeds per kind and level
const PER_SERIES = 5;
const everyExercise = (kind, level) =>
  Array.from({ length: SERIES * PER_SERIES }, (_, k) =>
    exerciseOf(utf8, { kind, level, seed: 1000 + Math.floor(k / PER_SERIES), n: (k % PER_SERIES) + 1 }),
  );

// A wrong grade says why: a verdict, and the codec's sentences (or its reading problem).
function expectExplainedWrong(grade, what) {
  const said = grade.message ?? grade.segments?.map((segment) => segment.message).join(' ') ?? '';
  expect([what, grade.correct, grade.verdict !== 'right', said.length > 0]).toEqual([what, false, true, true]);
}

const flipped = (bytes, bit) => {
  const copy = Uint8Array.from(bytes);
  copy[bit >> 3] ^= 0x80 >> (bit & 7);
  return copy;
};

describe.each(LEVELS)('level %i', (level) => {
  test('Encode: the reference bytes, in hex and in binary, are right; each one-bit change is wrong, and why', () => {
    for (const exercise of everyExercise('encode', level)) {
      expect(gradeEncoding(utf8, exercise, hexBytes(exercise.answer), 'en').verdict).toBe('right');
      const binary = Array.from(exercise.answer, (byte) => byte.toString(2).padStart(8, '0')).join(' ');
      expect(gradeEncoding(utf8, exercise, binary, 'zh').verdict).toBe('right');
      for (let bit = 0; bit < 8 * exercise.answer.length; bit++) {
        expectExplainedWrong(gradeBytes(utf8, exercise, flipped(exercise.answer, bit), 'en'), `${hexBytes(exercise.answer)} bit ${bit}`);
      }
    }
  });

  test('By the bits: the template filled with the reference payload is right; each payload bit changed is wrong', () => {
    for (const exercise of everyExercise('bits', level)) {
      const markers = markersOf(exercise.alternative);
      expect(templateOf(exercise.alternative).replaceAll(' ', '')).toMatch(
        new RegExp(`^${markers.map((m) => `${m}x{${8 - m.length}}`).join('')}$`),
      );
      expect(gradeBytes(utf8, exercise, exercise.answer, 'en').verdict).toBe('right');
      for (let bit = 0; bit < 8 * exercise.answer.length; bit++) {
        if ((bit & 7) < markers[bit >> 3].length) continue; // a marker bit is the template's, not the learner's
        expectExplainedWrong(gradeBytes(utf8, exercise, flipped(exercise.answer, bit), 'en'), `${hexBytes(exercise.answer)} bit ${bit}`);
      }
    }
  });

  test('Decode: the reference code point is right; each of its 21 bits changed is wrong, and why', () => {
    for (const exercise of everyExercise('decode', level)) {
      expect(gradeDecoding(utf8, exercise, codePointLabel(exercise.answer), 'en').verdict).toBe('right');
      expect(gradeDecoding(utf8, exercise, `\\u{${exercise.answer.toString(16)}}`, 'en').verdict).toBe('right');
      for (let bit = 0; bit < 21; bit++) {
        const other = exercise.answer ^ (1 << bit);
        expectExplainedWrong(gradeDecoding(utf8, exercise, `U+${other.toString(16).toUpperCase()}`, 'en'), `U+${other.toString(16)}`);
      }
    }
  });

  test('Find the error: the first error and its reason are right; the byte beside it or another reason is wrong', () => {
    const reasons = reasonsOf(utf8);
    let middles = 0;
    const exercises = everyExercise('find-error', level);
    for (const exercise of exercises) {
      const { index, reason } = exercise.answer;
      expect(utf8.check(exercise.bytes)).toMatchObject({ valid: false, index, reason });
      expect(gradeFindError(utf8, exercise, exercise.answer, 'en').verdict).toBe('right');
      // The hint's three bytes hold the answer, not always in their middle.
      expect(exercise.hint.from <= index && index <= exercise.hint.to && exercise.hint.to - exercise.hint.from <= 2).toBe(true);
      middles += exercise.hint.from + 1 === index ? 1 : 0;
      const beside = index ^ 1;
      if (beside < exercise.bytes.length) {
        const grade = gradeFindError(utf8, exercise, { index: beside, reason }, 'en');
        expect(grade.verdict).toBe('wrong-byte');
        expect(grade.picked.message).not.toBe('');
      }
      for (const other of reasons.filter((r) => r !== reason)) {
        expect(gradeFindError(utf8, exercise, { index, reason: other }, 'en').verdict).toBe('wrong-reason');
      }
    }
    expect(middles).toBeLessThan(exercises.length * 0.6);
  });
});

test('the series cover every alternative and every reason, by level', () => {
  const alternatives = (level) =>
    new Set(
      ['encode', 'decode', 'bits'].flatMap((kind) =>
        everyExercise(kind, level).map(({ alternative }) => `UTF8-${alternative.rule}/${alternative.alternative}`),
      ),
    );
  expect([...alternatives(1)].sort()).toEqual(['UTF8-1/1', 'UTF8-2/1']);
  expect(alternatives(2).size).toBe(7);
  expect(alternatives(3).size).toBe(9);
  const reasons = (level) => new Set(everyExercise('find-error', level).map(({ answer }) => answer.reason));
  expect([...reasons(1)].sort()).toEqual(['invalid-byte', 'missing-continuation', 'truncated', 'unexpected-continuation']);
  expect([...reasons(2)].sort()).toEqual(['overlong', 'surrogate', 'too-large']);
  expect([...reasons(3)].sort()).toEqual([...reasonsOf(utf8)].sort());
  expect([...reasonsOf(utf8)].sort()).toEqual([...HEADER_DECODING_REASONS].sort());
});

test('a reason that no candidate bytes make ends the search with an error naming it, not a hang', () => {
  // A codec whose every error is overlong: level 1 asks for other reasons.
  const onlyOverlong = { ...utf8, check: () => ({ valid: false, index: 0, length: 1, reason: 'overlong' }) };
  expect(() => exerciseOf(onlyOverlong, { kind: 'find-error', level: 1, seed: 1, n: 1 })).toThrow(
    /^web\/practice\/exercises\.js: candidateBytes made no bytes that fail with [a-z-]+ in 100000 tries$/,
  );
});

// What the exercises ask for: mostly characters people meet, edge cases at about the share the
// page states (EDGE_SHARE, END_SHARE), never the majority; Han at level 2 as often as in use.
test('exercises ask mostly for characters in use, edge cases at the stated share', () => {
  const inUse = (codePoint) => [null, 'FMT'].includes(utf8.describeCharacter(codePoint).badge);
  const of = (level) => ['encode', 'decode', 'bits'].flatMap((kind) => everyExercise(kind, level)).map((e) => e.codePoint ?? e.answer);
  const share = (codePoints, test) => codePoints.filter(test).length / codePoints.length;
  const script = (first, last) => (codePoint) => codePoint >= first && codePoint <= last;
  for (const level of [1, 2]) {
    const edges = share(of(level), (codePoint) => !inUse(codePoint));
    expect([level, edges > 0.05, edges < (EDGE_SHARE.edges / EDGE_SHARE.of) * 1.5]).toEqual([level, true, true]);
  }
  const ends = share(of(3), (codePoint) => !inUse(codePoint));
  expect([ends > 0.05, ends < END_SHARE.edges / END_SHARE.of]).toEqual([true, true]);
  const [one, two] = [of(1), of(2)];
  expect(share(two, script(0x4e00, 0x9fff))).toBeGreaterThan(0.15);
  for (const [what, codePoints, first, last] of [
    ['Latin letters with accents', one, 0xc0, 0x17f],
    ['Greek', one, 0x391, 0x3c9],
    ['Cyrillic', one, 0x410, 0x44f],
    ['kana', two, 0x3041, 0x30fa],
    ['Hangul', two, 0xac00, 0xd7a3],
    ['emoji', two, 0x1f300, 0x1f9ff],
    ['symbols', two, 0x2013, 0x26ff],
  ])
    expect([what, codePoints.some(script(first, last))]).toEqual([what, true]);
});

test('a seed gives the same series every time, and another seed another one', () => {
  for (const kind of KINDS) {
    const spec = { kind, level: 2, seed: 42, n: 3 };
    expect(exerciseOf(utf8, spec)).toEqual(exerciseOf(utf8, { ...spec }));
    const series = (seed) => Array.from({ length: 5 }, (_, k) => JSON.stringify(exerciseOf(utf8, { ...spec, seed, n: k + 1 })));
    expect(series(7)).not.toEqual(series(8));
  }
  // Pinned, so that a link sent to a class keeps meaning the same exercise.
  expect(exerciseOf(utf8, { kind: 'encode', level: 2, seed: 42, n: 1 }).codePoint).toBe(0x1f60c);
});

test('a wrong answer of the right length names the bytes whose payload differs', () => {
  const exercise = { kind: 'encode', codePoint: 0x4f60, answer: utf8.encode('你'), alternative: utf8.grammar[3] };
  const grade = gradeEncoding(utf8, exercise, 'E4 BD A1', 'en');
  expect(grade).toMatchObject({ verdict: 'wrong-bits', differences: [{ byte: 2, yours: '100001', right: '100000' }] });
  expect(grade.segments[0].message).toBe('E4 BD A1 matches UTF8-3 = %xE1-EC 2( UTF8-tail ) and encodes U+4F61.');
  expect(gradeEncoding(utf8, exercise, 'C1 81', 'en')).toMatchObject({ verdict: 'overlong' });
  expect(gradeEncoding(utf8, exercise, 'ED A0 80', 'en').error.message).toMatch(/would encode a UTF-16 surrogate/);
  expect(gradeEncoding(utf8, exercise, 'F4 90 80 80', 'en')).toMatchObject({ verdict: 'too-large' });
  expect(gradeEncoding(utf8, exercise, 'E4 BD', 'en')).toMatchObject({ verdict: 'not-utf8', error: { reason: 'truncated' } });
  expect(gradeEncoding(utf8, exercise, 'E4 BG', 'en')).toMatchObject({ verdict: 'unreadable' });
  expect(gradeEncoding(utf8, exercise, '', 'en')).toMatchObject({ verdict: 'empty' });
  expect(gradeEncoding(utf8, exercise, '4F 60', 'en')).toMatchObject({ verdict: 'several' });
  expect(gradeEncoding(utf8, exercise, 'U+4F60', 'en')).toMatchObject({ verdict: 'not-bytes' }); // the question, not its answer
});

// Whatever the storage holds that this page did not write leaves a fresh progress: the store is
// read as the page reads it, with localStorage held in a Map.
describe('practice progress from storage', () => {
  const stored = new Map();
  let progress;
  beforeAll(async () => {
    globalThis.localStorage = { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => stored.set(key, String(value)) };
    const { createProgress } = await import('../../web/practice/progress.js');
    const { mistakesOf } = await import('../../web/practice/grading.js');
    progress = createProgress(mistakesOf(reasonsOf(utf8)), reasonsOf(utf8));
  });
  afterAll(() => delete globalThis.localStorage);
  const FRESH = { kinds: {}, mistakes: {}, answers: [], last: null };
  const storing = (value) => stored.set('utf8-abnf.practice', typeof value === 'string' ? value : JSON.stringify(value));
  const spec = { kind: 'decode', level: 2, seed: 7, n: 3 };

  test('what the page writes is read back', () => {
    stored.clear();
    const answers = [
      ['encode', 1, 7, 1, 'ED A0 80'],
      ['find-error', 2, 7, 1, { index: 0, reason: 'surrogate' }],
      ['encode', 1, 7, 2, 'C3 A9'],
    ];
    progress.record(answers[0], 'surrogate');
    progress.record(answers[1], 'missed:overlong');
    progress.record(answers[2], null);
    progress.remember(spec);
    expect(progress.read()).toEqual({
      kinds: { encode: { checked: 2, right: 1 }, 'find-error': { checked: 1, right: 0 } },
      mistakes: { surrogate: 1, 'missed:overlong': 1 },
      answers,
      last: spec,
    });
  });

  test.each([
    ['not JSON', '{"kinds":'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['kinds null', { kinds: null, mistakes: {}, last: null }],
    ['kinds an array', { kinds: [], mistakes: {}, last: null }],
    ['an unknown kind', { kinds: { spell: { checked: 1, right: 1 } }, mistakes: {}, last: null }],
    ['counts that are not counts', { kinds: { encode: { checked: 'NaN', right: 0 } }, mistakes: {}, last: null }],
    ['more right than checked', { kinds: { encode: { checked: 1, right: 2 } }, mistakes: {}, last: null }],
    ['negative counts', { kinds: { encode: { checked: -5, right: -5 } }, mistakes: {}, last: null }],
    ['an unknown mistake', { kinds: {}, mistakes: { 'bad-luck': 2 }, last: null }],
    ['a mistake named like an inherited key', '{"kinds":{},"mistakes":{"__proto__":1},"last":null}'],
    ['a mistake counted 0', { kinds: {}, mistakes: { several: 0 }, last: null }],
    ['last a string', { kinds: {}, mistakes: {}, last: 'x' }],
    ['last an array', { kinds: {}, mistakes: {}, last: [1, 2] }],
    ['last of an unknown kind', { kinds: {}, mistakes: {}, last: { ...spec, kind: 'spell' } }],
    ['last at level "NaN"', { kinds: {}, mistakes: {}, last: { ...spec, level: 'NaN' } }],
    ['last in series "abc"', { kinds: {}, mistakes: {}, last: { ...spec, seed: 'abc' } }],
    ['last numbered -5', { kinds: {}, mistakes: {}, last: { ...spec, n: -5 } }],
    ['last past the series', { kinds: {}, mistakes: {}, last: { ...spec, n: 1e6 + 1 } }],
    ['answers not a list', { kinds: {}, mistakes: {}, answers: {}, last: null }],
    ['an answer of an unknown kind', { kinds: {}, mistakes: {}, answers: [['spell', 1, 7, 1, 'x']], last: null }],
    ['an answer too long', { kinds: {}, mistakes: {}, answers: [['encode', 1, 7, 1, 'E4'.repeat(101)]], last: null }],
    ['bits that are not bits', { kinds: {}, mistakes: {}, answers: [['bits', 1, 7, 1, ['0102']]], last: null }],
    [
      'an unknown reason picked',
      { kinds: {}, mistakes: {}, answers: [['find-error', 1, 7, 1, { index: 0, reason: 'toString' }]], last: null },
    ],
    ['more answers than are kept', { kinds: {}, mistakes: {}, answers: Array(201).fill(['encode', 1, 7, 1, '41']), last: null }],
  ])('%s: a fresh progress, written over by the next answer', (_what, value) => {
    storing(value);
    expect(progress.read()).toEqual(FRESH);
    expect(progress.record(['bits', 1, 7, 1, ['0', '1']], 'wrong-bits')).toEqual({
      kinds: { bits: { checked: 1, right: 0 } },
      mistakes: { 'wrong-bits': 1 },
      answers: [['bits', 1, 7, 1, ['0', '1']]],
      last: null,
    });
    expect(progress.read().kinds.bits).toEqual({ checked: 1, right: 0 });
  });
});
