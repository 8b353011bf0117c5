// explain and summarize: the codec's segment records, read in place from wasm memory. explain keeps
// a few bytes per segment and builds a segment object only when it is read.
import { assertKnownOptions, assertOptions, describeValue, option, toBytes, viewOf } from './arguments.js';
import { attemptAt, attemptMessage, attemptTailMessage, formLength } from './attempts.js';
import { localeOption } from './catalog.js';
import { hintFor } from './hints.js';
import { lazyArray } from './lazy.js';
import { alternativesByLead, segmentMessage } from './messages.js';
import { REASONS, SEGMENT, SLOTS } from './wasm-contract.js';

const EMPTY = new Uint8Array(0);
const RULES = [null, 'UTF8-1', 'UTF8-2', 'UTF8-3', 'UTF8-4'];
const { consumed: CONSUMED } = SLOTS.explain;

// A record is read as little-endian 32-bit words: its index in word 0; length, rule, alternative
// and reason, one byte each, in word 2. The loops write these numbers out: V8 compiles a literal
// offset or shift far better than one read from a constant. This ties them to SEGMENT, which the
// build's own report is checked against at load.
const RECORD_WORDS = 3;
// Stryker disable all: fails only if the wasm build's record layout changes
if (
  SEGMENT.size !== 12 ||
  SEGMENT.index !== 0 ||
  SEGMENT.length !== 8 ||
  SEGMENT.rule !== 9 ||
  SEGMENT.alternative !== 10 ||
  SEGMENT.reason !== 11
) {
  throw new Error(
    'js/explain.js reads 12-byte segment records (index at 0; length, rule, alternative, reason at 8..11), not the SEGMENT of wasm-contract.js',
  );
}
// Stryker restore all

// explain keeps 5 bytes per segment until it is read, not the codec's 12: where it starts, and its
// length and reason in one byte. A new array costs a page fault per 4 KiB written, so less kept is
// less garbage and a faster large explain. The rest is read off the bytes: the lead byte picks the
// alternative matched or attempted, as in the codec, and a valid sequence's payload bits its code point.
const LENGTH_BITS = 3; // a shape is length | reason << LENGTH_BITS
const FEW_SEGMENTS = 128; // kept in plain arrays: a typed array costs more to make
const SCRATCH_SEGMENTS = 4096; // a short input's segments gather in scratch arrays, then are copied out
// A window keeps the bytes its segments span, and this many on each side for the hints, which
// look at the bytes around a segment (a CESU-8 pair, a character encoded twice).
const HINT_MARGIN = 16;
/** explain takes at most this many bytes at a time (5 bytes kept per segment): windows go further. */
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

// The code point of the valid sequence bytes[index, index + length): its payload bits.
function codePointOf(bytes, index, length) {
  let codePoint = length === 1 ? bytes[index] : bytes[index] & (0xff >> (length + 1));
  for (let k = 1; k < length; k++) codePoint = (codePoint << 6) | (bytes[index + k] & 0x3f);
  return codePoint;
}

export function createExplaining(memory, grammar) {
  const alternativeByLead = alternativesByLead(grammar);
  const scratchStarts = new Uint32Array(SCRATCH_SEGMENTS);
  const scratchShapes = new Uint8Array(SCRATCH_SEGMENTS);

  // Calls visit(words, first, stop, position) for each chunk's run of records that overlap
  // bytes[from, to): the records at words[first, stop) of the Uint32Array `words`, whose indexes
  // count from `position`. They are read in place, without building objects.
  function forEachRecordRun(bytes, from, to, visit) {
    if (from >= to) return; // an empty window overlaps no segment, not even one around it
    memory.refresh();
    // Every byte outside 80..BF starts a segment, and a segment has at most 3 bytes after its
    // first: so the scan may start at the nearest such byte up to 3 back, or at `from` itself.
    let start = from;
    for (let back = from; back >= Math.max(0, from - 3); back--) {
      if ((bytes[back] & 0xc0) !== 0x80) {
        start = back;
        break;
      }
    }
    // A segment starting before `to` ends by to + 3 and is decided by the byte after it.
    const end = Math.min(bytes.length, to + 4);
    const firstRecord = memory.output >> 2;
    let carry = EMPTY;
    let position = start;
    let offset = start;
    do {
      const last = Math.min(end, offset + memory.explainChunk);
      // Stryker disable next-line ConditionalExpression: a shortcut; the view of it all is the same bytes
      const piece = offset === 0 && last === bytes.length ? bytes : viewOf(bytes, offset, last);
      offset += piece.length;
      const total = memory.fill(carry, piece);
      const count = memory.explainChunkRecords(total, offset >= bytes.length ? 1 : 0);
      const consumed = memory.i32[memory.results + CONSUMED];
      const words = memory.u32;
      let first = firstRecord;
      let stop = first + RECORD_WORDS * count;
      while (first < stop && position + words[first] + (words[first + 2] & 0xff) <= from) first += RECORD_WORDS;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: the run ends the same either way (docs)
      while (stop > first && position + words[stop - RECORD_WORDS] >= to) stop -= RECORD_WORDS;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: visiting no records does nothing
      if (first < stop) visit(words, first, stop, position);
      // Stryker disable next-line ConditionalExpression,ArithmeticOperator: a shortcut: later ones start past to
      if (stop < firstRecord + RECORD_WORDS * count) return; // past `to`
      // Stryker disable next-line ConditionalExpression: a shortcut; copying nothing gives nothing too
      carry = consumed === total ? EMPTY : memory.inputCopy(consumed, total);
      position += consumed;
    } while (offset < end);
  }

  // The first `count` items of `scratch` as the result keeps them: a copy when the scratch is the
  // shared one or less than half full; else the scratch itself (a copy of a large array costs a
  // page fault per 4 KiB).
  function keptItems(scratch, count) {
    // Stryker disable all: plain array or typed array, the same numbers
    if (count <= FEW_SEGMENTS) {
      const items = new Array(count);
      for (let k = 0; k < count; k++) items[k] = scratch[k];
      return items;
    }
    // Stryker restore all
    // Stryker disable next-line ConditionalExpression: a copy where a view would do: the same numbers
    const shared = scratch === scratchStarts || scratch === scratchShapes; // the next call writes it again
    // Stryker disable next-line all: a copy or a view of a private array, the same numbers
    const mostlyEmpty = 2 * count < scratch.length;
    // Stryker disable next-line ConditionalExpression: a copy where a view would do: the same numbers
    if (shared || mostlyEmpty) return scratch.slice(0, count);
    return scratch.subarray(0, count);
  }

  function windowOf(length, options) {
    assertOptions(options, 'utf8.explain');
    assertKnownOptions(options, 'utf8.explain', ['from', 'to', 'hints', 'locale']);
    const from = option(options, 'from') ?? 0;
    const to = option(options, 'to') ?? length;
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || to < from) {
      throw new RangeError(
        `utf8.explain: from and to must be integers with 0 <= from <= to, not ${describeValue(from)} and ${describeValue(to)}`,
      );
    }
    const end = Math.min(to, length);
    if (end - Math.min(from, end) > EXPLAIN_LIMIT) {
      throw new RangeError(
        `utf8.explain: ${(end - from).toLocaleString('en')} bytes is more than the ${EXPLAIN_LIMIT.toLocaleString('en')} it explains at a time; explain a window (from, to) at a time, or use summarize`,
      );
    }
    return { from: Math.min(from, end), end, hints: Boolean(option(options, 'hints')), locale: localeOption(options, 'utf8.explain') };
  }

  function explain(bytesInput, options) {
    const input = toBytes(bytesInput, 'utf8.explain');
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut to windowOf's answer
    const whole = options === undefined && input.length <= EXPLAIN_LIMIT; // the common call, without reading options
    const { from, end, hints, locale } = whole
      ? { from: 0, end: input.length, hints: false, locale: 'en' }
      : windowOf(input.length, options);
    // Segments overlap the window's bytes one to one at most, plus one begun before it.
    // Stryker disable next-line ArithmeticOperator: longer arrays than needed hold the same segments
    const most = end - from + 1;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: scratch or new arrays, the same numbers
    const shared = most <= SCRATCH_SEGMENTS;
    const starts = shared ? scratchStarts : new Uint32Array(most);
    const shapes = shared ? scratchShapes : new Uint8Array(most);
    let count = 0;
    forEachRecordRun(input, from, end, (words, first, stop, position) => {
      let n = count; // a local: V8 reads a closure's variable from memory at every use
      for (let at = first; at < stop; at += 3) {
        const packed = words[at + 2];
        starts[n] = position + words[at];
        shapes[n] = (packed & 0xff) | ((packed >>> 24) << LENGTH_BITS);
        n++;
      }
      count = n;
    });
    // A private copy of the bytes the segments span (and the hints' margin): later changes to the
    // caller's bytes change no segment, and a window of a large input keeps little.
    const base = count ? Math.max(0, starts[0] - HINT_MARGIN) : 0;
    // Stryker disable next-line ArithmeticOperator: stays inside HINT_MARGIN (docs)
    const last = count ? starts[count - 1] + (shapes[count - 1] & ((1 << LENGTH_BITS) - 1)) : 0;
    const stop = Math.min(input.length, last + HINT_MARGIN);
    const bytes = new Uint8Array(stop - base);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a view of it all: same bytes
    bytes.set(base === 0 && stop === input.length ? input : viewOf(input, base, stop));
    const keptStarts = keptItems(starts, count);
    const keptShapes = keptItems(shapes, count);
    return lazyArray(count, (k) => {
      const index = keptStarts[k];
      const at = index - base;
      const shape = keptShapes[k];
      const length = shape & ((1 << LENGTH_BITS) - 1);
      const reason = REASONS[shape >> LENGTH_BITS];
      const valid = reason === null;
      const alternative = alternativeByLead[bytes[at]];
      const codePoint = valid ? codePointOf(bytes, at, length) : null;
      const attempt = valid ? null : attemptAt(bytes, at, length);
      const attemptBytes = attempt && bytes.subarray(attempt.start, attempt.start + attempt.length);
      const own = bytes.slice(at, at + length); // its own: writing into it changes no other segment
      const segment = {
        __proto__: SEGMENT_PROTOTYPE,
        index,
        length,
        bytes: own,
        valid,
        rule: alternative ? RULES[alternative.rule] : null,
        alternative: alternative ? alternative.alternative : null,
        codePoint,
        reason,
        message:
          attempt && attempt.start !== at
            ? attemptTailMessage(
                attemptBytes,
                at - attempt.start,
                index - (at - attempt.start),
                !alternativeByLead[attemptBytes[0]],
                locale,
              )
            : segmentMessage(reason, own, bytes[at + length], alternative, codePoint, locale),
        attempt: attempt && {
          index: index - (at - attempt.start),
          length: attempt.length,
          bytes: attemptBytes.slice(),
          complete: attempt.length === formLength(attemptBytes[0]),
          message: attemptMessage(attemptBytes, locale),
        },
      };
      if (hints) segment.hint = hintFor(bytes, at, length, reason, codePoint, locale);
      return segment;
    });
  }

  // Why bytes fail to decode: not 'lone-surrogate', which is why a string fails to encode.
  const decodingReasons = REASONS.filter((reason) => reason !== null && reason !== 'lone-surrogate');
  // Stryker disable next-line ArrayDeclaration: no entry has rule 0, the place at 0
  const grammarPlace = []; // by rule * 8 + alternative: the entry's place in the grammar
  grammar.forEach((entry, i) => {
    grammarPlace[entry.rule * 8 + entry.alternative] = i;
  });

  function summarize(bytesInput, options) {
    const bytes = toBytes(bytesInput, 'utf8.summarize');
    assertOptions(options, 'utf8.summarize');
    assertKnownOptions(options, 'utf8.summarize', ['errorIndexes']);
    const listErrors = Boolean(option(options, 'errorIndexes'));
    const byAlternative = grammar.map(() => 0);
    const byReason = {};
    for (const reason of decodingReasons) byReason[reason] = 0;
    let sequences = 0;
    let errors = 0;
    let errorBytes = 0;
    let firstError = null;
    let errorIndexes = listErrors ? new Uint32Array(64) : null;
    forEachRecordRun(bytes, 0, bytes.length, (words, first, stop, position) => {
      let valid = 0; // a local, as in explain's loop
      for (let at = first; at < stop; at += 3) {
        const packed = words[at + 2];
        const reasonCode = packed >>> 24;
        if (reasonCode === 0) {
          valid++;
          byAlternative[grammarPlace[((packed >> 5) & 0x7f8) + ((packed >> 16) & 0xff)]]++; // rule * 8 + alternative
          continue;
        }
        const length = packed & 0xff;
        if (errorIndexes) {
          if (errors === errorIndexes.length) {
            const grown = new Uint32Array(2 * errors);
            grown.set(errorIndexes);
            errorIndexes = grown;
          }
          errorIndexes[errors] = position + words[at];
        }
        errors++;
        errorBytes += length;
        byReason[REASONS[reasonCode]]++;
        firstError ??= { index: position + words[at], length, reason: REASONS[reasonCode] };
      }
      sequences += valid;
    });
    const summary = { length: bytes.length, valid: errors === 0, sequences, errors, errorBytes, byAlternative, byReason, firstError };
    if (errorIndexes) summary.errorIndexes = errorIndexes.slice(0, errors);
    return summary;
  }

  return { explain, summarize };
}
