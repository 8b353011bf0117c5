// Results to hand in: the first answer given to each exercise, as a code a teacher pastes into the
// page to grade again. The code holds exercises (kind, level, series, number) and answers, never a
// score: whoever checks it sees what the codec says of those answers to those exercises, so that
// editing a score changes nothing and editing an answer is graded as that answer. Nothing is sent
// anywhere; the code travels as the learner copies it.
import { exerciseOf, exerciseSpec } from './exercises.js';
import { gradeAnswer, mistakeOf } from './grading.js';

/** The answers kept, the latest: a class's series fits many times over. */
export const KEPT_ANSWERS = 200;
// What a code starts with: its version, so that a later page can still read an older one.
const CODE_START = 'UTF8ABNF1:';
const CODE = /UTF8ABNF1:([A-Za-z0-9_-]*)/;
const MAX_TEXT = 200; // an answer typed: far more than any right one

const isWhole = (value, min, max) => Number.isSafeInteger(value) && value >= min && value <= max;
const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

// Whether `answer` is what the page takes for an exercise of `kind`; a reason must be one of `reasons`.
function isAnswerOf(kind, answer, reasons) {
  if (kind === 'encode' || kind === 'decode') return typeof answer === 'string' && answer.length <= MAX_TEXT;
  if (kind === 'bits')
    return Array.isArray(answer) && answer.length <= 4 && answer.every((bits) => typeof bits === 'string' && /^[01]{0,7}$/.test(bits));
  return (
    isRecord(answer) &&
    Object.keys(answer).length === 2 &&
    (answer.index === null || isWhole(answer.index, 0, 1024)) &&
    (answer.reason === null || reasons.includes(answer.reason))
  );
}

/** { spec, answer } for [kind, level, seed, n, answer] as the page records it, else null. */
export function answerEntry(value, reasons) {
  if (!Array.isArray(value) || value.length !== 5) return null;
  const [kind, level, seed, n, answer] = value;
  const spec = exerciseSpec({ kind, level, seed, n });
  return spec && isAnswerOf(kind, answer, reasons) ? { spec, answer } : null;
}

/** The record of an answer: [kind, level, seed, n, answer]. */
export const answerRecord = ({ kind, level, seed, n }, answer) => [kind, level, seed, n, answer];

/** The code of recorded answers: CODE_START, then their JSON as base64url. */
export function resultsCode(records) {
  const bytes = new TextEncoder().encode(JSON.stringify(records));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return CODE_START + btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The answers in pasted text: { ok: true, entries } or { ok: false, problem } where problem is
 * 'no-code' (none in the text) or 'damaged' (cut, or changed so that it reads as no answers).
 */
export function readResults(text, reasons) {
  const found = CODE.exec(text);
  if (!found) return { ok: false, problem: 'no-code' };
  try {
    const binary = atob(found[1].replaceAll('-', '+').replaceAll('_', '/'));
    const records = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    if (!Array.isArray(records) || records.length === 0 || records.length > KEPT_ANSWERS) return { ok: false, problem: 'damaged' };
    const entries = records.map((record) => answerEntry(record, reasons));
    return entries.every(Boolean) ? { ok: true, entries } : { ok: false, problem: 'damaged' };
  } catch {
    return { ok: false, problem: 'damaged' }; // not base64, not UTF-8 or not JSON: cut or changed
  }
}

/**
 * Each answer graded again, in `locale`: rows { spec, exercise, answer, grade, mistake }, and by kind
 * { checked, right }.
 */
export function gradeResults(utf8, entries, locale) {
  const rows = entries.map(({ spec, answer }) => {
    const exercise = exerciseOf(utf8, spec);
    const grade = gradeAnswer(utf8, exercise, answer, locale);
    return { spec, exercise, answer, grade, mistake: mistakeOf(exercise, grade) };
  });
  const kinds = {};
  for (const { spec, grade } of rows) {
    const counts = kinds[spec.kind] ?? { checked: 0, right: 0 };
    kinds[spec.kind] = { checked: counts.checked + 1, right: counts.right + (grade.correct ? 1 : 0) };
  }
  return { rows, kinds };
}
