// The contract's tables as the C++ header writes them (cpp/include/utf8abnf/utf8abnf.hpp: one
// X(enumerator, "name") row per value, in the order of their numbers), read as text: what the
// tests compare the build's report and the JavaScript's lists with, made by neither.
import { readFileSync } from 'node:fs';

const HEADER = readFileSync(new URL('../../cpp/include/utf8abnf/utf8abnf.hpp', import.meta.url), 'utf8');

// Each row's texts after its enumerator: [name] or, for the reasons, [name, example].
function rowsOf(table) {
  const body = new RegExp(`#define ${table}\\(X\\)((?:[^\\n]*\\\\\\n)*[^\\n]*)`).exec(HEADER)?.[1];
  if (!body) throw new Error(`cpp/include/utf8abnf/utf8abnf.hpp defines no ${table}`);
  return [...body.matchAll(/X\(\w+((?:, "[^"]*")+)\)/g)].map(([, texts]) => [...texts.matchAll(/"([^"]*)"/g)].map(([, text]) => text));
}
const namesOf = (table) => rowsOf(table).map(([name]) => name);

/** Every reason, 'none' first and 'lone-surrogate' (encoding's) last. */
export const HEADER_REASONS = namesOf('UTF8ABNF_REASONS');
/** The reasons that decoding and validation report. */
export const HEADER_DECODING_REASONS = HEADER_REASONS.filter((reason) => reason !== 'none' && reason !== 'lone-surrogate');
/** Each reason's example as its row gives it, by name ('' for none and lone-surrogate). */
export const HEADER_REASON_EXAMPLES = Object.fromEntries(rowsOf('UTF8ABNF_REASONS'));
export const HEADER_NOTATIONS = namesOf('UTF8ABNF_NOTATIONS');
export const HEADER_PARSE_PROBLEMS = namesOf('UTF8ABNF_PARSE_PROBLEMS');
