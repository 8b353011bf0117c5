// Line and column (1-based) in a stream of UTF-8, and in a string. A column counts in the unit the
// caller asks for (COLUMNS): code points (each valid sequence, and each maximal subpart, which
// reads as one U+FFFD), UTF-16 code units (a textarea's offsets: 2 for a 4-byte sequence), or
// graphemes (what a person sees as one character: e and its accent, a flag, an emoji family).
// A byte order mark at the very start is no column: an editor shows nothing there.
import { assertOneOf, option } from '../arguments.js';
import { formLength, hasUtf8Bom } from '../forms.js';

export const COLUMNS = Object.freeze(['code-points', 'utf-16', 'graphemes']);

/** The `columns` option of `caller`: one of COLUMNS, 'code-points' by default. */
export function columnsOption(options, caller) {
  const columns = option(options, 'columns') ?? 'code-points';
  assertOneOf(columns, COLUMNS, `${caller}: columns`);
  if (columns === 'graphemes' && typeof Intl?.Segmenter !== 'function') {
    throw new TypeError(`${caller}: columns: 'graphemes' needs Intl.Segmenter, which this platform lacks`);
  }
  return columns;
}

const graphemeSegmenter = () => new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// Graphemes counted in text that arrives in pieces: the last cluster of each piece waits, since
// what comes next may belong to it (an accent, a skin tone, the second half of a flag).
function createGraphemeCount() {
  const segmenter = graphemeSegmenter();
  let done = 0;
  let waiting = '';
  return {
    add(text) {
      if (!text) return;
      let last = '';
      let count = -1;
      for (const { segment } of segmenter.segment(waiting + text)) {
        count++;
        last = segment;
      }
      done += count;
      waiting = last;
    },
    reset() {
      done = 0;
      waiting = '';
    },
    get count() {
      return done + (waiting ? 1 : 0);
    },
  };
}

/**
 * Line and column in a stream of bytes: advance(bytes) counts bytes that are valid UTF-8, or end
 * inside one unfinished sequence (counted when it ends); addCharacter() counts an ill-formed
 * maximal subpart, the unfinished sequence before it included. `createDecoder` makes the decoder
 * that graphemes are read by (utf8.createDecoder).
 */
export function createPositionCounter(columns = 'code-points', createDecoder = null) {
  let line = 1;
  let column = 1;
  let offset = 0; // bytes advanced over, from the stream's start
  let remaining = 0; // continuation bytes the sequence under way still takes
  let width = 0; // its width in columns
  let bom = false;
  const graphemes = columns === 'graphemes' ? createGraphemeCount() : null;
  const decoder = graphemes ? createDecoder({ errors: 'replace' }) : null;
  return {
    advance(bytes) {
      const atStart = offset === 0;
      if (atStart && hasUtf8Bom(bytes)) bom = true;
      let lineStart = 0;
      for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) {
        line++;
        lineStart = at + 1;
      }
      if (lineStart > 0) {
        column = 1;
        remaining = 0;
        graphemes?.reset();
        decoder?.decode();
      }
      const from = atStart && bom && lineStart === 0 ? 3 : lineStart;
      if (graphemes) graphemes.add(decoder.decode(bytes.subarray(from), { stream: true }));
      else {
        for (let i = from; i < bytes.length; i++) {
          const byte = bytes[i];
          if (remaining > 0) remaining--;
          else if (byte < 0x80) width = 1;
          else {
            remaining = formLength(byte) - 1;
            width = columns === 'utf-16' && byte >= 0xf0 ? 2 : 1;
          }
          if (remaining === 0) column += width;
        }
      }
      offset += bytes.length;
    },
    addCharacter() {
      remaining = 0;
      if (graphemes) graphemes.add(decoder.decode() || '\ufffd');
      else column++;
    },
    get line() {
      return line;
    },
    get column() {
      return graphemes ? graphemes.count + 1 : column;
    },
    /** Whether the stream starts with a byte order mark (EF BB BF). */
    get bom() {
      return bom;
    },
  };
}

/** Line and column of `index` in `text`, a byte order mark at its start no column. */
export function positionInString(text, index, columns) {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const from = lineStart === 0 && text.charCodeAt(0) === 0xfeff ? 1 : lineStart;
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  const before = text.slice(from, Math.max(from, index));
  let column = before.length;
  if (columns === 'code-points') {
    for (let k = 0; k < before.length; k++) {
      const unit = before.charCodeAt(k);
      if (unit >= 0xd800 && unit <= 0xdbff && k + 1 < before.length && (before.charCodeAt(k + 1) & 0xfc00) === 0xdc00) {
        column--;
        k++;
      }
    }
  } else if (columns === 'graphemes') {
    column = 0;
    for (const _ of graphemeSegmenter().segment(before)) column++;
  }
  return { line, column: column + 1 };
}
