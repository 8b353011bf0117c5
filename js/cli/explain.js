// utf8-abnf explain: a table (or JSON Lines) of segments, streamed: any input size in constant memory.
import { createSampler, noteOn } from './guess.js';
import { createReadStream, statSync } from 'node:fs';
import stringWidth from 'string-width';
import { createLineWriter, found, output, paint, readError, report, terminalText, UsageError, useColor } from './output.js';
import { codePointLabel, DECODING_REASONS, hexBytes, say, sayCount, visibleText } from '../texts.js';

const CHUNK = 1 << 16;
// Segments are taken this far from the end of the bytes read so far: a segment has at most 4
// bytes and its hint looks at most 12 past it, so those it takes are as the whole input makes them.
const LOOK_AHEAD = 16;
// Bytes kept before the next segment, for the hints that look back.
const LOOK_BEHIND = 16;
// Segments are made and printed this many bytes of input at a time: a few thousand objects at once.
const WINDOW = 1024;

const EMPTY = new Uint8Array(0);

/**
 * Every segment of the bytes `chunks` yields, with its hint, its index counted from the start, in
 * arrays: a window's segments at a time. Each chunk is validated as it is read, so that the exit
 * status tells what was read even when the reader of the output goes away before its segments are
 * printed.
 */
export async function* segmentsOf(utf8, chunks, locale = 'en') {
  const validator = utf8.createValidator();
  let pending = EMPTY; // the bytes from stream offset `base` on
  let base = 0;
  let next = 0; // stream offset of the first segment not yet yielded
  // The segments that start before `to` (an offset in `pending`), WINDOW bytes of them at a time.
  function* take(to) {
    while (next - base < to) {
      const from = next - base;
      const segments = [...utf8.explain(pending, { from, to: Math.min(to, from + WINDOW), hints: true, locale })];
      for (const segment of segments) segment.index += base;
      next = segments.at(-1).index + segments.at(-1).length;
      yield segments;
    }
    const keep = Math.max(0, next - LOOK_BEHIND - base);
    pending = pending.subarray(keep);
    base += keep;
  }
  for await (const chunk of chunks) {
    validator.push(chunk);
    if (validator.firstError) report(1);
    pending = Buffer.concat([pending, chunk]);
    if (pending.length > next - base + LOOK_AHEAD) yield* take(pending.length - LOOK_AHEAD);
  }
  if (!validator.end().valid) report(1);
  yield* take(pending.length);
}

// Terminal columns a string takes (East Asian wide characters and emoji two, marks none), as
// string-width measures them: the table's columns line up on 🚀, ✅ and combining marks. Most cells
// are printable ASCII, one column a character; the others (characters, Chinese words) recur, and
// their widths are kept.
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const KEPT_WIDTHS = 4096;
const keptWidths = new Map();
function widthOf(cell) {
  if (PRINTABLE_ASCII.test(cell)) return cell.length;
  let width = keptWidths.get(cell);
  if (width === undefined) {
    width = stringWidth(cell);
    if (keptWidths.size < KEPT_WIDTHS) keptWidths.set(cell, width);
  }
  return width;
}
const pad = (cell, width) => cell + ' '.repeat(Math.max(0, width - widthOf(cell)));

// A segment as a line of JSON: its bytes, and its attempt's, in hex as the table shows them.
function jsonLine(s) {
  const attempt = s.attempt && { ...s.attempt, bytes: hexBytes(s.attempt.bytes) };
  return JSON.stringify({ ...s, bytes: hexBytes(s.bytes), attempt });
}

// The character column's cell of each code point met, kept (text repeats its characters).
const KEPT_CHARACTERS = 4096;
const keptCharacters = new Map();
function characterOf(utf8, segment) {
  if (!segment.valid) return terminalText('\uFFFD');
  let cell = keptCharacters.get(segment.codePoint);
  if (cell === undefined) {
    const view = utf8.describeCharacter(segment.codePoint);
    cell = view.badge ? `[${view.badge}]` : terminalText(view.text);
    if (keptCharacters.size < KEPT_CHARACTERS) keptCharacters.set(segment.codePoint, cell);
  }
  return cell;
}

const HEADER = ['cli.offset', 'cli.bytes', 'cli.rule', 'cli.code-point', 'cli.character'];
// The widest each column's cells get (4 bytes; UTF8-4/3?; U+10FFFF or the longest reason's name in
// the language asked for; a character, or \u{10FFFF} on a terminal that is given ASCII only), so
// that the table is laid out before its rows are known. OFFSET takes the digits of the last offset.
const WIDTHS = [6, 11, 9, 8, 5];
const ASCII_CHARACTER_WIDTH = 10;

// A row's cells before its message, each padded to its column's width.
function tableRow(utf8, s, locale, widths) {
  return (
    `${pad(String(s.index), widths[0])}  ${pad(hexBytes(s.bytes), widths[1])}  ` +
    `${pad(s.rule ? `${s.rule}/${s.alternative}${s.valid ? '' : '?'}` : '-', widths[2])}  ` +
    `${pad(s.valid ? codePointLabel(s.codePoint) : say(locale, `reason.${s.reason}`), widths[3])}  ${pad(characterOf(utf8, s), widths[4])}`
  );
}

/** Prints the segments of `source` ({ chunks, size }) as a table or JSON Lines; exit status 1 if any is invalid. */
export async function printSegments(utf8, { chunks, size }, values, locale) {
  const color = paint(useColor(values, process.stdout));
  const widths = [
    Math.max(WIDTHS[0], String(Math.max(0, size - 1)).length),
    ...WIDTHS.slice(1, 3),
    Math.max(WIDTHS[3], ...DECODING_REASONS.map((reason) => widthOf(say(locale, `reason.${reason}`)))),
    output.asciiOnly ? ASCII_CHARACTER_WIDTH : WIDTHS[4],
  ];
  const line = (cells) => cells.map((cell, i) => pad(cell, widths[i])).join('  ');
  const indent = ' '.repeat(widths.reduce((sum, width) => sum + width + 2, 0));
  const out = createLineWriter();
  if (!values.json) out.add(color('1', `${line(HEADER.map((key) => say(locale, key)))}  ${say(locale, 'cli.message')}`));
  let bytes = 0;
  let errors = 0;
  const sampler = createSampler();
  async function* sampled() {
    let read = 0;
    for await (const chunk of chunks) {
      sampler.add(chunk, read);
      read += chunk.length;
      yield chunk;
    }
  }
  for await (const segments of segmentsOf(utf8, sampled(), locale)) {
    for (const s of segments) {
      bytes = s.index + s.length;
      if (!s.valid) {
        if (!errors) sampler.from(s.index);
        errors++;
        report(1);
      }
      if (values.json) {
        out.add(jsonLine(s));
        continue;
      }
      const text = `${tableRow(utf8, s, locale, widths)}  ${s.message}`;
      out.add(s.valid ? text : color('31', text));
      if (s.hint) out.add(`${indent}${color('36', say(locale, 'cli.hint', { hint: s.hint }))}`);
    }
    await out.flush();
  }
  if (!values.json) {
    const length = sayCount(locale, 'bytes', bytes);
    const verdict = errors
      ? color('31', say(locale, 'cli.invalid', { bytes: length, errors: sayCount(locale, 'errors', errors) }))
      : color('32', say(locale, 'cli.valid', { bytes: length }));
    out.add(verdict);
    const guess = errors ? noteOn(utf8, sampler.sample(), locale) : null;
    if (guess) out.add(color('36', say(locale, 'cli.note', { hint: guess.text })));
  }
  await out.flush();
  return found.status;
}

/** The bytes to explain: a file (or stdin, as -) read a chunk at a time, or BYTES in any notation. */
export function explainSource(utf8, values, positionals, locale) {
  if (values.file === undefined) {
    if (!positionals.length) throw new UsageError('no bytes to explain');
    const text = positionals.join(' ');
    const parsed = utf8.parseBytes(text, { locale });
    if (!parsed.ok)
      throw new UsageError(`could not read the bytes at character ${parsed.index + 1} of "${visibleText(text)}": ${parsed.message}`);
    return { chunks: [parsed.bytes], size: parsed.bytes.length };
  }
  if (positionals.length) throw new UsageError('give BYTES or --file, not both');
  if (values.file === '-') return { chunks: process.stdin, size: 1e10 }; // offsets of up to 10 digits
  let size;
  try {
    size = statSync(values.file).size;
  } catch (error) {
    return { failed: readError(values.file, error) };
  }
  return { chunks: createReadStream(values.file, { highWaterMark: CHUNK }), size };
}
