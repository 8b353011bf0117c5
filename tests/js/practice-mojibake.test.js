// Mojibake exercises (web/practice/mojibake.js): every one is what the package reads. Level 1's
// answer is the word's bytes read in the encoding named, among readings that differ; level 2's
// reading is taken back to its word by repairMojibake; level 3's bytes are what 锟斤拷 and 烫烫烫
// were, and repairMojibake says they are lost. Each is graded right for its answer, wrong otherwise.
import { load } from '../../js/index.js';
import { decodeAs, loadEncodings } from '../../js/texts.js';
import { exerciseOf } from '../../web/practice/exercises.js';
import { gradeAnswer, mistakeOf } from '../../web/practice/grading.js';

let utf8;
beforeAll(async () => {
  [utf8] = await Promise.all([load(), loadEncodings()]);
});

const series = (level) =>
  Array.from({ length: 60 }, (_, k) => exerciseOf(utf8, { kind: 'mojibake', level, seed: 300 + (k >> 2), n: (k & 3) + 1 }));
const hex = (bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(' ');

test('level 1: the reader sees the word decoded as the encoding; the other readings are wrong', () => {
  for (const exercise of series(1)) {
    const right = exercise.options[exercise.answer];
    expect([exercise.text, right.shown]).toEqual([exercise.text, decodeAs(exercise.encoding, utf8.encode(exercise.text)).text]);
    expect(new Set(exercise.options.map((option) => option.shown)).size).toBe(exercise.options.length);
    expect(exercise.options.length).toBeGreaterThan(2);
    expect(gradeAnswer(utf8, exercise, exercise.answer, 'en').correct).toBe(true);
    for (const k of exercise.options.keys()) {
      if (k === exercise.answer) continue;
      const grade = gradeAnswer(utf8, exercise, k, 'en');
      expect([grade.correct, mistakeOf(exercise, grade)]).toEqual([false, 'misread']);
    }
  }
  expect(gradeAnswer(utf8, series(1)[0], null, 'en').verdict).toBe('empty');
  expect(gradeAnswer(utf8, series(1)[0], 9, 'en').verdict).toBe('empty'); // no such reading (an edited code)
});

test('level 2: repairMojibake takes the reading back to the word, and the word is the answer', () => {
  const encodings = new Set();
  for (const exercise of series(2)) {
    encodings.add(exercise.encoding);
    expect([exercise.shown, exercise.repair.kind, exercise.repair.text]).toEqual([exercise.shown, 'encoded-again', exercise.answer]);
    expect(gradeAnswer(utf8, exercise, ` ${exercise.answer.normalize('NFD')} `, 'en').correct).toBe(true);
    const grade = gradeAnswer(utf8, exercise, exercise.shown, 'en');
    expect([grade.correct, mistakeOf(exercise, grade)]).toEqual([false, 'not-original']);
  }
  expect([...encodings].sort()).toEqual(expect.arrayContaining(['gbk', 'windows-1252']));
});

test('level 3: the bytes behind 锟斤拷, 烫 and 屯, which repairMojibake says are lost', () => {
  const kinds = new Set();
  for (const exercise of series(3)) {
    kinds.add(exercise.repair.kind);
    expect(decodeAs('gbk', exercise.answer).text).toBe(exercise.shown);
    expect(gradeAnswer(utf8, exercise, hex(exercise.answer), 'en').correct).toBe(true);
    const wrong = gradeAnswer(utf8, exercise, 'E4 BD A0', 'en');
    expect([wrong.correct, mistakeOf(exercise, wrong), wrong.yours]).toEqual([
      false,
      'not-the-bytes',
      decodeAs('gbk', utf8.encode('你')).text,
    ]);
    expect(gradeAnswer(utf8, exercise, 'E4 BG', 'en').verdict).toBe('unreadable');
  }
  expect([...kinds].sort()).toEqual(['debug-fill', 'replaced-before']);
});
