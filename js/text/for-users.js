// utf8.formatForUser(result, { name, locale, bytes, text }): what a check found, worded for the person
// who chose the file or typed the text (what is wrong, where, how many, what to do), with the
// technical detail, and the line around the first error with its bad bytes marked by their hex
// value: Ren⟦E9⟧,Paris. It reads the results of check, checkBlob, checkString, findErrors and
// identify; the sentences are the catalogs' (user.*).
import { assertKnownOptions, assertOptions, describeValue, option, toBytes } from '../arguments.js';
import { localeOption, say, sayCount } from './catalog.js';
import { visibleText } from './characters.js';
import { encodingTitle } from '../encodings/other-encodings.js';
import { codePointLabel, groupDigits, hexBytes } from './notation.js';
import { createPositionCounter } from '../files/positions.js';
import { isContinuation } from '../forms.js';

const AROUND = 48; // bytes or code units of the line shown on each side of the error
const SHOWN_CANDIDATES = 3;

const where = (locale, { line, column }) => say(locale, 'user.where', { line: groupDigits(line), column: groupDigits(column) });

// The bytes of `window` on the line of the byte at `at`, as text with each ill-formed subpart
// shown as ⟦hex⟧; … where the line goes on past the window.
function excerptOfBytes(utf8, window, at, { cutBefore, cutAfter }) {
  const lineStart = window.lastIndexOf(0x0a, at - 1) + 1;
  const newline = window.indexOf(0x0a, at);
  const lineEnd = newline < 0 ? window.length : newline;
  let start = Math.max(lineStart, at - AROUND);
  while (start < at && isContinuation(window[start])) start++;
  let end = Math.min(lineEnd, at + AROUND);
  while (end > at + 1 && end < lineEnd && isContinuation(window[end])) end--;
  if (end === lineEnd && window[end - 1] === 0x0d) end--;
  let excerpt = '';
  let text = '';
  for (const segment of utf8.explain(window.subarray(start, end))) {
    if (segment.valid) text += String.fromCodePoint(segment.codePoint);
    else {
      excerpt += `${visibleText(text)}⟦${hexBytes(segment.bytes)}⟧`;
      text = '';
    }
  }
  const cutAtStart = start > lineStart || (lineStart === 0 && cutBefore);
  const cutAtEnd = end < lineEnd - (window[lineEnd - 1] === 0x0d ? 1 : 0) || (newline < 0 && cutAfter);
  return `${cutAtStart ? '…' : ''}${excerpt}${visibleText(text)}${cutAtEnd ? '…' : ''}`;
}

// The line of `text` around the lone surrogate at `index`, it shown as ⟦D83D⟧.
function excerptOfString(text, index) {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  let lineEnd = text.indexOf('\n', index);
  if (lineEnd < 0) lineEnd = text.length;
  const start = Math.max(lineStart, index - AROUND);
  const end = Math.min(lineEnd, index + 1 + AROUND);
  const unit = text.charCodeAt(index).toString(16).toUpperCase();
  const shown = `${visibleText(text.slice(start, index))}⟦${unit}⟧${visibleText(text.slice(index + 1, end))}`;
  return `${start > lineStart ? '…' : ''}${shown.replace(/\r$/, '')}${end < lineEnd ? '…' : ''}`;
}

// The first error's sentence in `locale`, from the bytes around it (`window`, at `at`), or null.
function errorSentenceOf(utf8, window, at, index, locale) {
  const [segment] = utf8.explain(window, { from: at, to: at + 1, origin: index - at, locale });
  return segment && !segment.valid ? segment.message : null;
}

// The result's kind: 'identify', 'string' (checkString), or 'bytes' (check, checkBlob, findErrors).
function kindOf(result, caller) {
  if (result === null || typeof result !== 'object' || typeof result.valid !== 'boolean') {
    throw new TypeError(
      `${caller} expects the result of utf8.check, checkBlob, checkString, findErrors or identify, not ${describeValue(result)}`,
    );
  }
  if ('binary' in result && 'encoding' in result) return 'identify';
  // checkString's results alone have a `bom` and no `size`; check's and findErrors' have neither.
  if ('bom' in result && !('size' in result)) return 'string';
  return 'bytes';
}

function readOptions(options, caller) {
  assertOptions(options, caller);
  assertKnownOptions(options, caller, ['name', 'locale', 'bytes', 'text']);
  const name = option(options, 'name');
  if (name !== undefined && typeof name !== 'string')
    throw new TypeError(`${caller}: name must be a string (a file's name), not ${describeValue(name)}`);
  const bytes = option(options, 'bytes');
  const text = option(options, 'text') ?? null;
  if (text !== null && typeof text !== 'string')
    throw new TypeError(`${caller}: text must be the string checkString checked, not ${describeValue(text)}`);
  return { name, locale: localeOption(options, caller), bytes: bytes === undefined ? null : toBytes(bytes, caller), text };
}

// For an error of bytes: the sentence, the detail and the excerpt, from the bytes around it: the
// result's context (checkBlob), or the bytes the caller passes (check, identify), which also give
// the line and column that check's result lacks.
function errorParts(utf8, error, subject, { locale, bytes }, result) {
  const { index, reason } = error;
  let window = null;
  let windowStart = 0;
  if (result.context) ({ bytes: window, offset: windowStart } = result.context);
  else if (bytes) {
    windowStart = Math.max(0, index - AROUND * 2);
    window = bytes.subarray(windowStart, index + error.length + AROUND * 2);
  }
  const at = index - windowStart;
  const position = 'line' in error ? error : bytes ? positionOfByte(bytes, index) : null;
  const offset = groupDigits(index);
  const placed = position ? where(locale, position) : say(locale, 'user.at-byte', { offset });
  const more = result.errorCount > 1 ? say(locale, 'user.more', { count: groupDigits(result.errorCount) }) : '';
  const message = window ? errorSentenceOf(utf8, window, at, index, locale) : null;
  const details = [
    message
      ? say(locale, 'user.detail.error', { offset, where: placed, message })
      : say(locale, 'user.detail.reason', { offset, reason: say(locale, `reason.${reason}`) }),
  ];
  if (result.byReason && result.errorCount > 1) {
    const parts = Object.entries(result.byReason).map(([each, count]) => `${say(locale, `reason.${each}`)} × ${groupDigits(count)}`);
    details.push(
      say(locale, 'user.detail.count', {
        errors: sayCount(locale, 'errors', result.errorCount),
        parts: parts.join(say(locale, 'user.separator')),
      }),
    );
  }
  const size = result.size ?? bytes?.length ?? 0;
  const cuts = { cutBefore: windowStart > 0, cutAfter: window !== null && windowStart + window.length < size };
  return {
    summary: say(locale, 'user.errors', { subject, where: placed, more }),
    details,
    excerpt: window ? excerptOfBytes(utf8, window, at, cuts) : null,
  };
}

function positionOfByte(bytes, index) {
  const counter = createPositionCounter();
  counter.advance(bytes.subarray(0, index));
  return { line: counter.line, column: counter.column };
}

// A language's name in `locale` ('zh-Hant': Traditional Chinese), where the platform has the names.
function languageName(code, locale) {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function identifyParts(utf8, result, subject, options) {
  const { locale } = options;
  const { encoding, binary, bom, sure, candidates, firstError, valid } = result;
  if (binary) return { summary: say(locale, 'user.binary', { subject }), details: [say(locale, 'user.detail.binary')], excerpt: null };
  if (encoding?.startsWith('utf-16')) {
    const title = encodingTitle(encoding);
    const detail = bom
      ? say(locale, 'user.detail.utf-16-bom', { encoding: title, bytes: encoding === 'utf-16le' ? 'FF FE' : 'FE FF' })
      : say(locale, 'user.detail.utf-16', { encoding: title });
    return { summary: say(locale, 'user.utf-16', { subject, encoding: title }), details: [detail], excerpt: null };
  }
  if (valid || encoding === 'utf-8') {
    if (valid) return { summary: say(locale, 'user.valid', { subject }), details: [], excerpt: null };
    return errorParts(utf8, firstError, subject, options, { size: options.bytes?.length });
  }
  const offset = groupDigits(firstError.index);
  const listed = candidates
    .slice(0, SHOWN_CANDIDATES)
    .map((each) =>
      say(locale, 'user.detail.candidate', { encoding: encodingTitle(each.encoding), language: languageName(each.language, locale) }),
    );
  const details = listed.length
    ? [say(locale, 'user.detail.candidates', { offset, candidates: listed.join(say(locale, 'user.separator')) })]
    : [];
  if (sure) return { summary: say(locale, 'user.other-encoding', { subject, encoding: encodingTitle(encoding) }), details, excerpt: null };
  const [first, second] = candidates.map((each) => encodingTitle(each.encoding));
  const encodings = second ? say(locale, 'user.or', { first, second }) : first;
  const maybe = encodings ? say(locale, 'user.maybe', { encodings }) : '';
  return { summary: say(locale, 'user.unknown-encoding', { subject, maybe }), details, excerpt: null };
}

/** utf8.formatForUser(result, { name, locale, bytes, text }): { summary, detail, excerpt } (docs/api.md). */
export function formatForUser(utf8, result, options) {
  const caller = 'utf8.formatForUser';
  const kind = kindOf(result, caller);
  const read = readOptions(options, caller);
  const { locale, name } = read;
  const subject =
    kind === 'string'
      ? say(locale, 'user.this-text')
      : name
        ? say(locale, 'user.named-file', { name: visibleText(name) })
        : say(locale, 'user.this-file');
  let parts;
  if (kind === 'identify') parts = identifyParts(utf8, result, subject, read);
  else if (result.valid) parts = { summary: say(locale, 'user.valid', { subject }), details: [], excerpt: null };
  else if (kind === 'string') {
    const { index, unit } = result;
    parts = {
      summary: say(locale, 'user.lone-surrogate', { subject, where: where(locale, result) }),
      details: [say(locale, 'user.detail.lone-surrogate', { index: groupDigits(index), unit: codePointLabel(unit) })],
      excerpt: read.text === null ? null : excerptOfString(read.text, index),
    };
  } else parts = errorParts(utf8, result, subject, read, result);
  if (result.bom && !(kind === 'identify' && result.encoding !== 'utf-8')) parts.details.push(say(locale, 'user.detail.bom'));
  return {
    summary: parts.summary,
    detail: parts.details.slice(1).reduce((first, next) => say(locale, 'user.sentences', { first, next }), parts.details[0] ?? ''),
    excerpt: parts.excerpt,
  };
}
