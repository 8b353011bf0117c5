// What the JavaScript and the wasm build must agree on: the numbering of enums, where each hot call
// leaves its results, the layout of a segment record. All of it is defined once, in C++ (the tables
// of cpp/include/utf8abnf/utf8abnf.hpp, the structs of cpp/bindings/embind.cpp), and written into
// dist/contract.js by the build (cpp/bindings/write-contract.mjs). checkContract refuses a module
// whose own report differs (a wasm file of another version passed to load({ module })): a
// mismatch fails at load, never as a wrong answer.
import BUILD from '../../dist/contract.js';

/** utf8abnf::Reason by number; 0 (none) is null here. */
export const REASONS = Object.freeze(BUILD.reasons.map((name, k) => (k === 0 ? null : name)));

/** Why bytes fail to decode: not 'lone-surrogate', which is why a string fails to encode. */
export const DECODING_REASONS = Object.freeze(REASONS.filter((reason) => reason !== null && reason !== 'lone-surrogate'));

/** utf8abnf::Notation by number. */
export const NOTATIONS = Object.freeze(BUILD.notations);

/** utf8abnf::ParseProblem by number; 0 (none) is null here. */
export const PARSE_PROBLEMS = Object.freeze(BUILD.parseProblems.map((name, k) => (k === 0 ? null : name)));

/** What a decode call wrote in the output buffer (its `form` slot). */
export const TEXT_FORMS = Object.freeze(BUILD.textForms);

/** Which text a decode call may write as Latin-1 bytes (its `narrow` argument; see cpp/src/decode.hpp). */
export const NARROW_TEXT = Object.freeze(BUILD.narrowText);

/** Each hot call's results: the int32 slot of each, from the result address. */
export const SLOTS = Object.freeze(Object.fromEntries(Object.entries(BUILD.slots).map(([call, slots]) => [call, Object.freeze(slots)])));

/** The encoding detector's records (cpp/bindings/score_records.hpp): each field's 32-bit word, and the words of one. */
export const RECORDS = Object.freeze(BUILD.records);

/** The bits of a character's facts, and the symbol id of white space (cpp/src/scores.hpp). */
export const FACTS = Object.freeze(BUILD.facts);

/** utf8abnf::Segment: its size and each field's byte offset. */
export const SEGMENT = Object.freeze(BUILD.segment);

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
  assertSame(report, BUILD);
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
      `utf8-abnf: the wasm build and js/wasm/contract.js disagree on ${path || 'the contract'}: the build says ${show(actual)}, the JavaScript ${show(wanted)}. Rebuild both from one checkout.`,
    );
  }
}
