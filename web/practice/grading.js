// Grading a practice answer by the codec. What is right or wrong, and why, is what the codec says of
// the answer's bytes (utf8.explain's sentences, the breakdown's own); grading adds only how the
// answer differs from the reference (which payload bits, which byte). A grade is
// { correct, verdict, ... }, the verdict one of:
//   right; wrong-bits (valid, another code point); several (more than one code point);
//   overlong, surrogate, too-large (the bytes are that error); not-utf8 (any other error);
//   unreadable (not bytes or a code point at all: `message` says why); not-bytes (Encode answered
//   with code points); empty;
//   wrong-byte, wrong-reason (Find the error); misread, not-original, not-the-bytes (Mojibake).
// A wrong answer (and a right one written as the character) may also carry a `misconception`
// (diagnosis.js), which the progress counts in place of the verdict.
import { DIAGNOSES, diagnoseBytes, diagnoseDecodingText, diagnoseEncodingText } from './diagnosis.js';
import { markersOf, payloadBits } from './exercises.js';
import { gradeMojibake } from './mojibake.js';

// The errors an encoder writes when it gets the construction wrong, each a verdict of its own.
const CONSTRUCTION_ERRORS = ['overlong', 'surrogate', 'too-large'];

// The verdicts of a wrong answer that the progress counts as they are, when it shows no
// misconception (Find the error's count as the reason missed).
const COUNTED_VERDICTS = [
  'wrong-bits',
  'several',
  ...CONSTRUCTION_ERRORS,
  'not-utf8',
  'unreadable',
  'misread',
  'not-original',
  'not-the-bytes',
];

/**
 * What a wrong answer is counted as in the progress: its misconception, its verdict, or
 * missed:REASON; null if not wrong.
 */
export function mistakeOf(exercise, grade) {
  if (grade.correct || grade.verdict === 'empty') return null;
  if (exercise.kind === 'find-error') return `missed:${exercise.answer.reason}`;
  return grade.misconception?.name ?? grade.verdict;
}

/** Every mistake mistakeOf may count, given the codec's reasons (reasonsOf). */
export const mistakesOf = (reasons) => [...new Set([...DIAGNOSES, ...COUNTED_VERDICTS]), ...reasons.map((reason) => `missed:${reason}`)];

// The grade, with the misconception it shows when there is one.
const showing = (grade, misconception) => (misconception ? { ...grade, misconception } : grade);

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
  const misconception = diagnoseBytes(exercise.codePoint, bytes);
  if (error) {
    const verdict = CONSTRUCTION_ERRORS.includes(error.reason) ? error.reason : 'not-utf8';
    return showing({ correct: false, verdict, bytes, segments, error }, misconception);
  }
  if (segments.length > 1) return showing({ correct: false, verdict: 'several', bytes, segments }, misconception);
  if (segments[0].codePoint === exercise.codePoint) return { correct: true, verdict: 'right', bytes, segments };
  return showing(
    { correct: false, verdict: 'wrong-bits', bytes, segments, differences: payloadDifferences(bytes, exercise) },
    misconception,
  );
}

/** Grades text typed as bytes, in any notation the Bytes field reads. */
export function gradeEncoding(utf8, exercise, text, locale) {
  const read = utf8.parseBytes(text, { locale });
  const misconception = diagnoseEncodingText(exercise.codePoint, text, read);
  if (!read.ok) return showing({ correct: false, verdict: 'unreadable', message: read.message }, misconception);
  // U+0353 names the code point asked for; its bytes are the answer.
  if (read.notation === 'code-points') return showing({ correct: false, verdict: 'not-bytes' }, misconception);
  const grade = gradeBytes(utf8, exercise, read.bytes, locale);
  return grade.correct ? grade : showing(grade, misconception ?? grade.misconception);
}

/** Grades a code point typed for exercise.bytes (Decode): U+4F60, 4F60, \u{4F60} ... */
export function gradeDecoding(utf8, exercise, text, locale) {
  const read = utf8.parseCodePoints(text, { locale });
  if (read.ok && read.codePoints.length === 0) return { correct: false, verdict: 'empty' };
  const segments = utf8.explain(exercise.bytes, { locale });
  if (read.ok && read.codePoints.length === 1 && read.codePoints[0] === exercise.answer)
    return { correct: true, verdict: 'right', codePoint: exercise.answer, segments };
  const misconception = diagnoseDecodingText(utf8, exercise, text, read);
  // The character itself is the right code point, written another way.
  if (misconception?.name === 'character') return { correct: true, verdict: 'right', codePoint: exercise.answer, segments, misconception };
  if (!read.ok) return showing({ correct: false, verdict: 'unreadable', message: read.message }, misconception);
  if (read.codePoints.length > 1)
    return showing({ correct: false, verdict: 'several', codePoints: read.codePoints, segments }, misconception);
  const [codePoint] = read.codePoints;
  // Both as 21 bits, the most any code point needs, so that the bits that differ line up.
  const bits = (value) => value.toString(2).padStart(21, '0');
  return showing(
    { correct: false, verdict: 'wrong-bits', codePoint, segments, yours: bits(codePoint), right: bits(exercise.answer) },
    misconception,
  );
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

/**
 * Grades an answer to any exercise, as the page takes it: text (Encode, Decode, Mojibake), { index,
 * reason } (Find the error), the groups of bits typed after each marker (By the bits), or the
 * index of a reading picked (Mojibake, level 1).
 */
export function gradeAnswer(utf8, exercise, answer, locale) {
  if (exercise.kind === 'encode') return gradeEncoding(utf8, exercise, answer, locale);
  if (exercise.kind === 'decode') return gradeDecoding(utf8, exercise, answer, locale);
  if (exercise.kind === 'find-error') return gradeFindError(utf8, exercise, answer, locale);
  if (exercise.kind === 'mojibake') return gradeMojibake(utf8, exercise, answer, locale);
  const markers = markersOf(exercise.alternative);
  if (answer.some((bits, k) => !/^[01]*$/.test(bits) || bits.length !== 8 - markers[k].length)) return { correct: false, verdict: 'empty' };
  return gradeBytes(
    utf8,
    exercise,
    Uint8Array.from(answer, (bits, k) => Number.parseInt(markers[k] + bits, 2)),
    locale,
  );
}
