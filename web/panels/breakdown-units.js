// What the breakdown shows of an input, apart from the screen: its units and the rows that cover
// them. A unit is a byte, or with Errors only, an error in order. A row is a segment (utf8.explain,
// a window at a time), a run of ASCII bytes when runs are collapsed, or with Errors only one error's
// segment. Bytes opened from a file are shown with their offsets in the file (`origin`).
import { locale } from '../i18n.js';

const MIN_RUN = 8; // runs of at least this many ASCII bytes are one row when collapsed
export const EXPLAIN_BYTES = 512; // bytes explained at a time
export const ROWS_AT_A_TIME = 40;
// Bytes after a row that its hint or its attempt may read (an encoded-twice character's, CESU-8's).
const LOOKAHEAD = 16;

const isAscii = (byte) => byte < 0x80;

/** The units of the input last shown, and its rows made by `maker` (breakdown-rows.js). */
export function createUnits(utf8, maker) {
  const input = {
    bytes: new Uint8Array(0),
    errorIndexes: new Uint32Array(0), // where each error starts
    origin: 0, // where the bytes sit in the file they were opened from
    hints: true, // whether UTF-8's hints apply (analysis.js)
    errorsOnly: false,
    collapseAscii: true,
  };
  const count = () => (input.errorsOnly ? input.errorIndexes.length : input.bytes.length);
  const explain = (from, to) => utf8.explain(input.bytes, { from, to, origin: input.origin, hints: input.hints, locale: locale() });

  // Whether a collapsible run of ASCII starts at `at` (before `to`).
  function asciiRunFrom(at, to) {
    let runEnd = at;
    while (runEnd < to && runEnd - at < MIN_RUN && isAscii(input.bytes[runEnd])) runEnd++;
    return runEnd - at >= MIN_RUN;
  }

  return {
    input,
    count,
    /**
     * The rows for units [from, to), as [unitStart, unitEnd, tr]; byte mode starts at the segment
     * that holds `from` and may end past `to` (at the end of a segment).
     */
    rowsBetween(from, to, maxRows = ROWS_AT_A_TIME) {
      const { bytes, errorIndexes, origin } = input;
      const made = [];
      if (input.errorsOnly) {
        for (let k = from; k < to; k++) {
          const segment = explain(errorIndexes[k], errorIndexes[k] + 1)[0];
          const tr = maker.segmentRow(segment, origin);
          tr.dataset.end = String(segment.index - origin + segment.length);
          made.push([k, k + 1, tr]);
        }
        return made;
      }
      let at = from;
      while (at < to) {
        if (input.collapseAscii && isAscii(bytes[at])) {
          let runEnd = at;
          while (runEnd < to && isAscii(bytes[runEnd])) runEnd++;
          if (runEnd - at >= MIN_RUN) {
            made.push([at, runEnd, maker.asciiRunRow(bytes, at, runEnd, origin)]);
            at = runEnd;
            continue;
          }
        }
        for (const segment of explain(at, Math.min(to, at + EXPLAIN_BYTES))) {
          const index = segment.index - origin;
          if (index < at && made.length > 0) continue;
          if (input.collapseAscii && segment.valid && segment.length === 1 && isAscii(bytes[index]) && asciiRunFrom(index, to)) break;
          made.push([index, index + segment.length, maker.segmentRow(segment, origin)]);
          at = index + segment.length;
          if (made.length >= maxRows) break;
        }
        if (made.length && made[made.length - 1][1] > at) at = made[made.length - 1][1];
        if (made.length >= maxRows) break;
      }
      for (const [, unitEnd, tr] of made) tr.dataset.end = String(unitEnd);
      return made;
    },
    /** The unit that holds byte `offset`: with Errors only, the error at or after it. */
    unitOf: (offset) => (input.errorsOnly ? lowerBound(input.errorIndexes, offset) : offset),
    /** The byte where unit `unit` starts. */
    offsetOf: (unit) => (input.errorsOnly ? input.errorIndexes[unit] : unit),
    /** Where the row that holds unit `unit` starts: in byte mode, the start of its segment. */
    rowStart(unit) {
      if (input.errorsOnly || unit === 0) return unit;
      const [first] = utf8.explain(input.bytes, { from: unit, to: unit + 1 });
      return first ? first.index : unit;
    },
    /** The error after byte `offset` (at it too unless `past`), or before it (direction < 0): its number from 0, or -1. */
    errorNear(offset, direction, past) {
      const k = direction > 0 ? lowerBound(input.errorIndexes, past ? offset + 1 : offset) : lowerBound(input.errorIndexes, offset) - 1;
      return k < input.errorIndexes.length ? k : -1;
    },
    /**
     * Whether rows drawn from the first byte up to unit `end` would be drawn the same from `next`:
     * the bytes they show, and those after them that a hint or an attempt reads, are the same.
     */
    sameRowsIn(next, end) {
      const { bytes } = input;
      if (input.errorsOnly) return false;
      const upTo = end + LOOKAHEAD;
      if ((bytes.length < upTo || next.length < upTo) && bytes.length !== next.length) return false;
      const compared = Math.min(upTo, next.length);
      for (let i = 0; i < compared; i++) if (bytes[i] !== next[i]) return false;
      return true;
    },
  };
}

// The first k with sorted[k] >= value.
function lowerBound(sorted, value) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
