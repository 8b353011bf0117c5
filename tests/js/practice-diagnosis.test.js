// The misconceptions Practice names (web/practice/diagnosis.js): each from an answer a learner
// writes, in Encode and in Decode; a right answer names none, and one a slip away from another
// misconception keeps the codec's plain verdict. Every diagnosis has an answer here and its
// sentence in both languages.
import { load } from '../../js/index.js';
import { DIAGNOSES } from '../../web/practice/diagnosis.js';
import { exerciseOf, KINDS, LEVELS } from '../../web/practice/exercises.js';
import { gradeDecoding, gradeEncoding, mistakeOf } from '../../web/practice/grading.js';
import pageEn from '../../web/locales/en.js';
import pageZh from '../../web/locales/zh.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
});

const alternativeOf = (codePoint) => utf8.grammar.find(({ first, last }) => codePoint >= first && codePoint <= last);
const encoding = (codePoint) => ({
  kind: 'encode',
  codePoint,
  answer: utf8.encodeCodePoints([codePoint]),
  alternative: alternativeOf(codePoint),
});
const decoding = (codePoint) => ({
  kind: 'decode',
  bytes: utf8.encodeCodePoints([codePoint]),
  answer: codePoint,
  alternative: alternativeOf(codePoint),
});

// [kind, code point, what the learner typed, the misconception named, whether the answer is right]
const ANSWERS = [
  ['encode', 0x39f0f, 'ED A2 A7 ED BC 8F', 'cesu-8', false],
  ['encode', 0x39f0f, 'D8 A7 DF 0F', 'utf-16', false],
  ['encode', 0x39f0f, 'A7 D8 0F DF', 'utf-16', false],
  ['encode', 0x4f60, '60 4F', 'utf-16', false],
  ['encode', 0x39f0f, 'ED A2 A7', 'surrogate', false],
  ['encode', 0x39f0f, 'ED BC 8F', 'surrogate', false],
  ['encode', 0x7ff, '07 FF', 'digits', false],
  ['encode', 0x4f60, '4F60', 'digits', false],
  ['encode', 0x39f0f, '03 9F 0F', 'digits', false],
  ['encode', 0xe9, 'E9', 'digits', false],
  ['encode', 0x7ff, 'E0 9F BF', 'overlong', false],
  ['encode', 0x2f, 'C0 AF', 'overlong', false],
  ['encode', 0x4f60, 'F0 84 BD A0', 'overlong', false],
  ['encode', 0x4f60, 'E4 BD A1', 'neighbour', false],
  ['encode', 0x4f60, 'E4 BD AF', 'neighbour', false],
  ['encode', 0x800, '2048', 'decimal', false],
  ['encode', 0x4f60, 'U+4F60', 'not-bytes', false],
  ['encode', 0x4f60, 'U+4F61', 'not-bytes', false],
  ['encode', 0x4f60, '你', 'character', false],
  ['encode', 0x41, ' A ', 'character', false],
  ['decode', 0x39f0f, 'D8A7 DF0F', 'utf-16', false],
  ['decode', 0x39f0f, 'U+D8A7 U+DF0F', 'utf-16', false],
  ['decode', 0x39f0f, 'U+DF0F', 'surrogate', false],
  ['decode', 0x4f60, 'U+4F62', 'neighbour', false],
  ['decode', 0x800, '2048', 'decimal', false],
  ['decode', 0x4f60, 'E4 BD A0', 'not-code-point', false],
  ['decode', 0x4f60, 'e4bda0', 'not-code-point', false],
  ['decode', 0x4f60, '你', 'character', true],
  ['decode', 0x41, 'A', 'character', true],
  ['decode', 0x39f0f, '𹼏', 'character', true],
];

const graded = (kind, codePoint, text, locale = 'en') =>
  kind === 'encode' ? gradeEncoding(utf8, encoding(codePoint), text, locale) : gradeDecoding(utf8, decoding(codePoint), text, locale);

test.each(ANSWERS)('%s %i: "%s" is named %s', (kind, codePoint, text, name, right) => {
  const grade = graded(kind, codePoint, text);
  expect([grade.correct, grade.misconception?.name]).toEqual([right, name]);
  expect(mistakeOf({ kind }, grade)).toBe(right ? null : name);
});

test('every misconception is named by some answer above, with its sentence in both languages', () => {
  expect([...new Set(ANSWERS.map(([, , , name]) => name))].sort()).toEqual([...DIAGNOSES].sort());
  const missing = ANSWERS.flatMap(([kind, , , name]) =>
    [pageEn, pageZh].flatMap((catalog) =>
      [`practice.misconception.${name}`, `practice.diagnosis.${kind}.${name}`].filter((key) => !Object.hasOwn(catalog, key)),
    ),
  );
  expect(missing).toEqual([]);
});

test.each([
  ['encode', 0x4f60, 'E4 BE A0'], // U+4FA0: another code point, no slip of the last digit
  ['encode', 0x4f60, 'E4 BD'], // cut short
  ['encode', 0x39f0f, 'ED A2 A7 ED BC'], // half a pair and a cut
  ['encode', 0x800, '2049'], // a decimal number, but not this one
  ['decode', 0x4f60, 'U+4FA0'],
  ['decode', 0x4f60, 'E4 BD A1'], // bytes, but not the question's
  ['decode', 0x4f60, '好'],
  ['decode', 0x4f60, '20321'],
])('%s %i: "%s" names no misconception', (kind, codePoint, text) => {
  const grade = graded(kind, codePoint, text);
  expect([grade.correct, grade.misconception]).toEqual([false, undefined]);
});

test('the reference answer of every exercise names no misconception', () => {
  for (const kind of KINDS.filter((k) => k === 'encode' || k === 'decode'))
    for (const level of LEVELS)
      for (let n = 1; n <= 50; n++) {
        const exercise = exerciseOf(utf8, { kind, level, seed: 9, n });
        const text =
          kind === 'encode'
            ? (utf8.formatBytes?.(exercise.answer) ?? Array.from(exercise.answer, (b) => b.toString(16).padStart(2, '0')).join(' '))
            : `U+${exercise.answer.toString(16)}`;
        const grade = kind === 'encode' ? gradeEncoding(utf8, exercise, text, 'en') : gradeDecoding(utf8, exercise, text, 'en');
        expect([kind, level, n, grade.correct, grade.misconception]).toEqual([kind, level, n, true, undefined]);
      }
});
