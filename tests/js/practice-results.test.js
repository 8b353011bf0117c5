// Results to hand in (web/practice/results.js): the code carries exercises and answers, never a
// score, so that a teacher's page grades the answers again; a code cut or changed is said to be,
// and text without one too.
import { load } from '../../js/index.js';
import { exerciseOf, reasonsOf } from '../../web/practice/exercises.js';
import { gradeResults, readResults, resultsCode } from '../../web/practice/results.js';

let utf8, reasons;
beforeAll(async () => {
  utf8 = await load();
  reasons = reasonsOf(utf8);
});

const spec = (kind, n) => ({ kind, level: 2, seed: 31, n });
const hex = (bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(' ');
function answers() {
  const encode = exerciseOf(utf8, spec('encode', 1));
  const decode = exerciseOf(utf8, spec('decode', 1));
  const find = exerciseOf(utf8, spec('find-error', 1));
  return [
    ['encode', 2, 31, 1, hex(encode.answer)],
    ['decode', 2, 31, 1, String(decode.answer)], // decimal: wrong, named
    ['find-error', 2, 31, 1, { index: find.answer.index, reason: find.answer.reason }],
    ['encode', 2, 31, 2, '你好'],
  ];
}

test('a code read back gives the answers, graded again as the page grades them', () => {
  const records = answers();
  const text = `utf8-abnf practice results\nEncode: 2 right of 2\n${resultsCode(records)}\n`;
  const read = readResults(text, reasons);
  expect(read.ok).toBe(true);
  const { rows, kinds } = gradeResults(utf8, read.entries, 'en');
  expect(rows.map(({ grade, mistake }) => [grade.correct, mistake])).toEqual([
    [true, null],
    [false, 'decimal'],
    [true, null],
    [false, 'unreadable'], // two characters, neither the one asked
  ]);
  expect(kinds).toEqual({ encode: { checked: 2, right: 1 }, decode: { checked: 1, right: 0 }, 'find-error': { checked: 1, right: 1 } });
});

test('text in any language and Chinese answers survive the code', () => {
  const records = [['decode', 1, 5, 3, '你 😀 \u0000 "\\']];
  expect(readResults(`结果：\n${resultsCode(records)}`, reasons)).toEqual({
    ok: true,
    entries: [{ spec: { kind: 'decode', level: 1, seed: 5, n: 3 }, answer: records[0][4] }],
  });
});

test.each([
  ['no code at all', 'Encode: 9 right of 9', 'no-code'],
  ['a code cut short', () => resultsCode(answers()).slice(0, -7), 'damaged'],
  ['a code with a character changed', () => resultsCode(answers()).replace(/.(.{20})$/, 'Q$1'), 'damaged'],
  ['an empty code', 'UTF8ABNF1:', 'damaged'],
  ['a code of no list', () => resultsCode({ score: 100 }), 'damaged'],
  ['a code of an exercise the page does not make', () => resultsCode([['encode', 4, 1, 1, '41']]), 'damaged'],
  ['a code of an unknown reason', () => resultsCode([['find-error', 1, 1, 1, { index: 0, reason: 'constructor' }]]), 'damaged'],
  ['a code of more answers than are kept', () => resultsCode(Array(201).fill(['encode', 1, 1, 1, '41'])), 'damaged'],
])('%s: said so', (_what, text, problem) => {
  expect(readResults(typeof text === 'function' ? text() : text, reasons)).toEqual({ ok: false, problem });
});
