// What the JavaScript and the wasm build must agree on, named once: the numbering of enums, where
// each hot call leaves its results, the layout of a segment record. The build reports its own
// (contract() in cpp/bindings/embind.cpp), and checkContract refuses a build that says otherwise:
// a change made on one side only fails at load, and in the tests, never as a wrong answer.

/** utf8abnf::Reason by number; 0 (none) is null here. */
export const REASONS = Object.freeze([
  null,
  'unexpected-continuation',
  'overlong',
  'surrogate',
  'too-large',
  'invalid-byte',
  'missing-continuation',
  'truncated',
  'lone-surrogate',
]);

/** utf8abnf::Notation by number. */
export const NOTATIONS = Object.freeze([
  'empty',
  'hex',
  'binary',
  'escapes',
  'percent',
  'python',
  'decimal',
  'xxd',
  'hexdump',
  'code-points',
]);

/** utf8abnf::ParseProblem by number; 0 (none) is null here. */
export const PARSE_PROBLEMS = Object.freeze([
  null,
  'not-hex-digit',
  'odd-hex-digits',
  'not-binary-digit',
  'bits-not-multiple-of-8',
  'bad-escape',
  'bad-percent',
  'unterminated-quote',
  'not-ascii',
  'unexpected-character',
  'not-scalar-value',
  'bad-code-point',
  'squeezed-lines',
  'dump-offset',
]);

/** What a decode call wrote in the output buffer (its `form` slot). */
export const TEXT_FORMS = Object.freeze({ utf16: 0, ascii: 1, latin1: 2 });

/** Which text a decode call may write as Latin-1 bytes (its `narrow` argument; see cpp/src/decode.hpp). */
export const NARROW_TEXT = Object.freeze({ none: 0, latin1: 1, latin1WithoutC1: 2 });

/** Each hot call's results: the int32 slot of each, from the result address. */
export const SLOTS = Object.freeze({
  check: Object.freeze({ state: 0, reason: 1, index: 2, length: 3 }),
  decode: Object.freeze({ written: 0, consumed: 1, reason: 2, index: 3, length: 4, form: 5 }),
  encode: Object.freeze({ written: 0, consumed: 1, reason: 2 }),
  explain: Object.freeze({ count: 0, consumed: 1 }),
});

/** utf8abnf::Segment: its size and each field's byte offset (u32 index, u32 code point, then u8s). */
export const SEGMENT = Object.freeze({ size: 12, index: 0, code_point: 4, length: 8, rule: 9, alternative: 10, reason: 11 });

// The report a build must give, in the shape of contract()'s: enums list their names from 0.
const expected = {
  reasons: ['none', ...REASONS.slice(1)],
  notations: [...NOTATIONS],
  parseProblems: ['none', ...PARSE_PROBLEMS.slice(1)],
  textForms: TEXT_FORMS,
  narrowText: NARROW_TEXT,
  slots: SLOTS,
  segment: SEGMENT,
};

// The first place where `actual` differs from `wanted`, as [path, actual, wanted], or null.
function difference(actual, wanted, path) {
  if (wanted === null || typeof wanted !== 'object') return Object.is(actual, wanted) ? null : [path, actual, wanted];
  if (actual === null || typeof actual !== 'object') return [path, actual, wanted];
  const keys = new Set([...Object.keys(wanted), ...Object.keys(actual)]);
  for (const key of keys) {
    const found = difference(actual[key], wanted[key], path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** Throws unless `report` (what the wasm build's contract() returned) is what this file names. */
export function checkContract(report) {
  assertSame(report, expected);
}

/** The same for the slim build, whose report is five numbers: the check slots, then the reasons' count. */
export function checkSlimContract([state, reason, index, length, reasons]) {
  assertSame({ slots: { check: { state, reason, index, length } }, reasons }, { slots: { check: SLOTS.check }, reasons: REASONS.length });
}

function assertSame(report, wantedReport) {
  const found = difference(report, wantedReport, '');
  if (found) {
    const [path, actual, wanted] = found;
    const show = (value) => (value === undefined ? 'nothing' : JSON.stringify(value));
    throw new Error(
      `utf8-abnf: the wasm build and js/wasm-contract.js disagree on ${path || 'the contract'}: the build says ${show(actual)}, the JavaScript ${show(wanted)}. Rebuild both from one checkout.`,
    );
  }
}
