// Grading a practice answer by the codec. What is right or wrong, and why, is what the codec says of
// the answer's bytes (utf8.explain's sentences, the breakdown's own); grading adds only how the
// answer differs from the reference (which payload bits, which byte). A grade is
// { correct, verdict, ... }, the verdict one of:
//   right; wrong-bits (valid, another code point); several (more than one code point);
//   overlong, surrogate, too-large (the bytes are that error); not-utf8 (any other error);
//   unreadable (not bytes or a code point at all: `message` says why); not-bytes (Encode answered
//   with code points); empty;
//   wrong-byte, wrong-reason (Find the error).
import { markersOf, payloadBits } from './practice-exercises.js';

// The errors an encoder writes when it gets the construction wrong, each a verdict of its own.
const CONSTRUCTION_ERRORS = ['overlong', 'surrogate', 'too-large'];

// The verdicts of a wrong answer that the progress counts as they are (Find the error's count as
// the reason missed).
const COUNTED_VERDICTS = ['wrong-bits', 'several', ...CONSTRUCTION_ERRORS, 'not-utf8', 'unreadable', 'not-bytes'];

/** What a wrong answer is counted as in the progress: the verdict, or missed:REASON; null if not wrong. */
export const mistakeOf = (exercise, grade) =>
  grade.correct || grade.verdict === 'empty' ? null : exercise.kind === 'find-error' ? `missed:${exercise.answer.reason}` : grade.verdict;

/** Every mistake mistakeOf may count, given the codec's reasons (reasonsOf). */
export const mistakesOf = (reasons) => [...COUNTED_VERDICTS, ...reasons.map((reason) => `missed:${reason}`)];

// Where bytes of the reference's length differ from it: each byte's payload, yours and the right.
function payloadDifferences(bytes, exercise) {
  if (bytes.length !== exercise.answer.length) return null;
  const markers = markersOf(exercise.alternative);
  return Array.from(bytes, (byte, k) => ({
    byte: k,
    yours: payloadBits(byte, markers[k]),
    right: payloadBits(exercise.answer[k], markers[k]),
  })).filter(({ yours, right }) => yours !== right);
}

/** Grades bytes written for exercise.codePoint (Encode, By the bits). */
export function gradeBytes(utf8, exercise, bytes, locale) {
  if (!bytes.length) return { correct: false, verdict: 'empty' };
  const segments = utf8.explain(bytes, { locale });
  const error = segments.find((segment) => !segment.valid);
  if (error) {
    const verdict = CONSTRUCTION_ERRORS.includes(error.reason) ? error.reason : 'not-utf8';
    return { correct: false, verdict, bytes, segments, error };
  }
  if (segments.length > 1) return { correct: false, verdict: 'several', bytes, segments };
  if (segments[0].codePoint === exercise.codePoint) return { correct: true, verdict: 'right', bytes, segments };
  return { correct: false, verdict: 'wrong-bits', bytes, segments, differences: payloadDifferences(bytes, exercise) };
}

/** Grades text typed as bytes, in any notation the Bytes field reads. */
export function gradeEncoding(utf8, exercise, text, locale) {
  const read = utf8.parseBytes(text, { locale });
  if (!read.ok) return { correct: false, verdict: 'unreadable', message: read.message };
  // U+0353 names the code point asked for; its bytes are the answer.
  if (read.notation === 'code-points') return { correct: false, verdict: 'not-bytes' };
  return gradeBytes(utf8, exercise, read.bytes, locale);
}

/** Grades a code point typed for exercise.bytes (Decode): U+4F60, 4F60, \u{4F60} ... */
export function gradeDecoding(utf8, exercise, text, locale) {
  const read = utf8.parseCodePoints(text, { locale });
  if (!read.ok) return { correct: false, verdict: 'unreadable', message: read.message };
  if (read.codePoints.length === 0) return { correct: false, verdict: 'empty' };
  const segments = utf8.explain(exercise.bytes, { locale });
  if (read.codePoints.length > 1) return { correct: false, verdict: 'several', codePoints: read.codePoints, segments };
  const [codePoint] = read.codePoints;
  if (codePoint === exercise.answer) return { correct: true, verdict: 'right', codePoint, segments };
  // Both as 21 bits, the most any code point needs, so that the bits that differ line up.
  const bits = (value) => value.toString(2).padStart(21, '0');
  return { correct: false, verdict: 'wrong-bits', codePoint, segments, yours: bits(codePoint), right: bits(exercise.answer) };
}

/** Grades { index, reason } picked for exercise.bytes (Find the error). */
export function gradeFindError(utf8, exercise, { index, reason }, locale) {
  if (index === null || !reason) return { correct: false, verdict: 'empty' };
  const segments = utf8.explain(exercise.bytes, { locale });
  const first = segments.find((segment) => !segment.valid);
  const picked = segments.find((segment) => index >= segment.index && index < segment.index + segment.length);
  const base = { segments, first, picked, index, reason };
  if (index !== first.index) return { ...base, correct: false, verdict: 'wrong-byte' };
  if (reason !== first.reason) return { ...base, correct: false, verdict: 'wrong-reason' };
  return { ...base, correct: true, verdict: 'right' };
}
