// utf8.checkString(text, { columns }): whether a string (a textarea's value) has UTF-8, and if not,
// where its first lone surrogate is, the one thing a string can hold that UTF-8 cannot encode.
import { assertKnownOptions, assertOptions, assertString } from '../arguments.js';
import { columnsOption, positionInString } from './positions.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** { valid, bom } or { valid: false, index, line, column, bom, unit } (docs/api.md). */
export function checkString(text, options) {
  assertString(text, 'utf8.checkString');
  assertOptions(options, 'utf8.checkString');
  assertKnownOptions(options, 'utf8.checkString', ['columns']);
  const columns = columnsOption(options, 'utf8.checkString');
  const bom = text.charCodeAt(0) === 0xfeff;
  const index = text.isWellFormed?.() ? -1 : text.search(LONE_SURROGATE);
  if (index < 0) return { valid: true, bom };
  return { valid: false, index, ...positionInString(text, index, columns), bom, unit: text.charCodeAt(index) };
}
