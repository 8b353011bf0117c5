// utf8.explain: each segment of bytes (or of a window of them), worded. It keeps two words per
// segment of the codec's records (records.js) and builds a segment object only when it is read.
import { assertBytesKept, assertKnownOptions, assertOptions, describeValue, option, toBytes, viewOf } from '../arguments.js';
import { attemptAt, attemptMessage } from '../attempts.js';
import { formLength } from '../forms.js';
import { localeOption } from '../text/catalog.js';
import { hintFor } from '../text/hints.js';
import { alternativesByLead, invalidSentence, segmentMessage } from '../text/messages.js';
import { groupDigits } from '../text/notation.js';
import { REASONS } from '../wasm/contract.js';
import { lazyArray } from './lazy.js';
import { codePointOf, forEachRecordRun, INDEX_WORD, lengthOf, PACKED_WORD, placeOf, RECORD_WORDS, reasonCodeOf } from './records.js';

const RULES = [null, 'UTF8-1', 'UTF8-2', 'UTF8-3', 'UTF8-4'];

// explain keeps the packed word of each segment, and the start of every STRIDE-th: segments tile
// the input, so a start is the last kept one plus the lengths after it. A new array costs a page
// fault per 4 KiB written: 4 bytes and a bit per segment keep a large explain fast.
const STRIDE_BITS = 4;
const STRIDE = 1 << STRIDE_BITS; // a start kept every STRIDE segments
const FEW_SEGMENTS = 128; // kept in plain arrays: a typed array costs more to make
// Up to this many segments, explain returns a plain Array of them, made at once (a window of a
// page, a worker's answer). A longer result is a lazy array (lazy.js) whose segments are made when
// read, so that explaining megabytes costs little; posted, it carries the call that explains it
// again (explainPosted).
const PLAIN_SEGMENTS = 4096;
const SCRATCH_SEGMENTS = 4096; // a short input's segments gather in scratch arrays, then are copied out
// A window keeps the bytes its segments span, and this many on each side for the hints, which
// look at the bytes around a segment (a CESU-8 pair, a character encoded twice).
const HINT_MARGIN = 16;
/** explain takes at most this many bytes at a time (about 4 bytes kept per segment): windows go further. */
export const EXPLAIN_LIMIT = 64 << 20;

// What segments inherit: JSON gives their bytes (and their attempt's) as arrays of numbers, as a
// reader of the JSON expects, not as a Uint8Array's {"0": 192}.
const SEGMENT_PROTOTYPE = {
  toJSON() {
    const { attempt } = this;
    return { ...this, bytes: Array.from(this.bytes), attempt: attempt && { ...attempt, bytes: Array.from(attempt.bytes) } };
  },
};
Object.defineProperty(SEGMENT_PROTOTYPE, 'toJSON', { enumerable: false });

/** utf8.explain over the records of one module's `memory` (records.js). */
export function createExplaining(memory, grammar) {
  const alternativeByLead = alternativesByLead(grammar);
  const scratchStarts = new Uint32Array(SCRATCH_SEGMENTS >> STRIDE_BITS);
  const scratchPacked = new Uint32Array(SCRATCH_SEGMENTS);

  // The first `count` items of `scratch` as the result keeps them: a copy when the scratch is the
  // shared one or less than half full; else the scratch itself (a copy of a large array costs a
  // page fault per 4 KiB).
  function keptItems(scratch, count) {
    if (count <= FEW_SEGMENTS) {
      const items = new Array(count);
      for (let k = 0; k < count; k++) items[k] = scratch[k];
      return items;
    }
    const shared = scratch === scratchStarts || scratch === scratchPacked; // the next call writes it again
    const mostlyEmpty = 2 * count < scratch.length;
    if (shared || mostlyEmpty) return scratch.slice(0, count);
    return scratch.subarray(0, count);
  }

  function windowOf(length, options) {
    assertOptions(options, 'utf8.explain');
    assertKnownOptions(options, 'utf8.explain', ['from', 'to', 'origin', 'hints', 'locale']);
    const from = option(options, 'from') ?? 0;
    const to = option(options, 'to') ?? length;
    const origin = option(options, 'origin') ?? 0;
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || to < from) {
      throw new RangeError(
        `utf8.explain: from and to must be integers with 0 <= from <= to, not ${describeValue(from)} and ${describeValue(to)}`,
      );
    }
    if (!Number.isSafeInteger(origin) || origin < 0) {
      throw new RangeError(`utf8.explain: origin must be an integer of at least 0, not ${describeValue(origin)}`);
    }
    const end = Math.min(to, length);
    if (end - Math.min(from, end) > EXPLAIN_LIMIT) {
      throw new RangeError(
        `utf8.explain: ${groupDigits(end - from)} bytes is more than the ${groupDigits(EXPLAIN_LIMIT)} it explains at a time; explain a window (from, to) at a time, or use summarize`,
      );
    }
    return {
      from: Math.min(from, end),
      end,
      origin,
      hints: Boolean(option(options, 'hints')),
      locale: localeOption(options, 'utf8.explain'),
    };
  }

  function explain(bytesInput, options) {
    const input = toBytes(bytesInput, 'utf8.explain');
    const length = input.length;
    const whole = options === undefined && length <= EXPLAIN_LIMIT; // the common call, without reading options
    const { from, end, origin, hints, locale } = whole
      ? { from: 0, end: length, origin: 0, hints: false, locale: 'en' }
      : windowOf(length, options);
    assertBytesKept(input, length, 'utf8.explain');
    // Segments overlap the window's bytes one to one at most, plus one begun before it.
    const most = end - from + 1;
    const shared = most <= SCRATCH_SEGMENTS;
    const starts = shared ? scratchStarts : new Uint32Array((most >> STRIDE_BITS) + 1);
    const packeds = shared ? scratchPacked : new Uint32Array(most);
    let count = 0;
    forEachRecordRun(memory, input, from, end, (words, first, stop, position) => {
      let n = count; // a local: V8 reads a closure's variable from memory at every use
      for (let at = first; at < stop; at += RECORD_WORDS) {
        if ((n & (STRIDE - 1)) === 0) starts[n >> STRIDE_BITS] = position + words[at + INDEX_WORD];
        packeds[n] = words[at + PACKED_WORD];
        n++;
      }
      count = n;
    });
    const keptStarts = keptItems(starts, count && ((count - 1) >> STRIDE_BITS) + 1);
    const keptPacked = keptItems(packeds, count);
    // Where segment k starts: the start kept before it, plus the lengths between.
    const startOf = (k) => {
      let start = keptStarts[k >> STRIDE_BITS];
      for (let j = k & ~(STRIDE - 1); j < k; j++) start += lengthOf(keptPacked[j]);
      return start;
    };
    // A private copy of the bytes the segments span (and the hints' margin): later changes to the
    // caller's bytes change no segment, and a window of a large input keeps little.
    const base = count ? Math.max(0, keptStarts[0] - HINT_MARGIN) : 0;
    const last = count ? startOf(count - 1) + lengthOf(keptPacked[count - 1]) : 0;
    const stop = Math.min(input.length, last + HINT_MARGIN);
    const bytes = new Uint8Array(stop - base);
    bytes.set(base === 0 && stop === input.length ? input : viewOf(input, base, stop));
    const segmentAt = (k) => {
      const index = startOf(k);
      const at = index - base;
      const packed = keptPacked[k];
      const length = lengthOf(packed);
      const reason = REASONS[reasonCodeOf(packed)];
      const valid = reason === null;
      const alternative = grammar[placeOf(packed) - 1] ?? null;
      const codePoint = valid ? codePointOf(packed) : null;
      const attempt = valid ? null : attemptAt(bytes, at, length);
      const attemptBytes = attempt && bytes.subarray(attempt.start, attempt.start + attempt.length);
      const own = bytes.slice(at, at + length); // its own: writing into it changes no other segment
      // Made empty, then filled: V8 makes a literal with __proto__ on a slow path.
      const segment = Object.create(SEGMENT_PROTOTYPE);
      segment.index = origin + index;
      segment.length = length;
      segment.bytes = own;
      segment.valid = valid;
      segment.rule = alternative ? RULES[alternative.rule] : null;
      segment.alternative = alternative ? alternative.alternative : null;
      segment.codePoint = codePoint;
      segment.reason = reason;
      segment.message = valid
        ? segmentMessage(reason, own, bytes[at + length], alternative, codePoint, locale)
        : invalidSentence(alternativeByLead, bytes, at, length, origin + index, reason, attempt, locale);
      segment.attempt = attempt && {
        index: origin + index - (at - attempt.start),
        length: attempt.length,
        bytes: attemptBytes.slice(),
        complete: attempt.length === formLength(attemptBytes[0]),
        message: attemptMessage(attemptBytes, locale),
      };
      if (hints) segment.hint = hintFor(bytes, at, length, reason, codePoint, locale);
      return segment;
    };
    if (count > PLAIN_SEGMENTS) {
      // The call that gives these segments again: the window, in the bytes kept.
      const options = { from: from - base, to: end - base, origin: origin + base, hints, locale };
      return lazyArray(count, segmentAt, () => ({ bytes: bytes.slice(), options: { ...options } }));
    }
    const segments = new Array(count);
    for (let k = 0; k < count; k++) segments[k] = segmentAt(k);
    return segments;
  }

  // What explain returned, after structuredClone or postMessage: a plain array comes whole, and a
  // long result as the call that makes its segments again.
  function explainPosted(posted) {
    if (Array.isArray(posted) && !Object.hasOwn(posted, 'explained')) return posted;
    const call = posted?.explained;
    if (call === null || typeof call !== 'object') {
      throw new TypeError(
        `utf8.explainPosted: expects what utf8.explain returned, after structuredClone or postMessage, not ${describeValue(posted)}`,
      );
    }
    return explain(call.bytes, call.options);
  }

  return { explain, explainPosted };
}
