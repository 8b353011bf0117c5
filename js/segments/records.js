// The codec's segment records, read in place from wasm memory: what explain and summarize read.
// A record is two 32-bit words (SEGMENT, as the build reports it): where the segment starts, then
// its length, reason, grammar place (1 + its alternative's index in the grammar, 0 for none) and,
// when valid, its code point, packed from the lowest bits up.
import { viewOf } from '../arguments.js';
import { SEGMENT, SLOTS } from '../wasm/contract.js';

export const { words: RECORD_WORDS, index: INDEX_WORD, packed: PACKED_WORD } = SEGMENT;
const LENGTH_MASK = (1 << SEGMENT.lengthBits) - 1;
const REASON_MASK = (1 << SEGMENT.reasonBits) - 1;
const PLACE_MASK = (1 << SEGMENT.placeBits) - 1;
const { reasonShift: REASON_SHIFT, placeShift: PLACE_SHIFT, codePointShift: CODE_POINT_SHIFT } = SEGMENT;

// A record's packed word, read: the segment's length, its reason's number (0: valid), its place
// (1 + its alternative's index in the grammar, 0 for none) and, when valid, its code point.
export const lengthOf = (packed) => packed & LENGTH_MASK;
export const reasonCodeOf = (packed) => (packed >>> REASON_SHIFT) & REASON_MASK;
export const placeOf = (packed) => (packed >>> PLACE_SHIFT) & PLACE_MASK;
export const codePointOf = (packed) => packed >>> CODE_POINT_SHIFT;

const EMPTY = new Uint8Array(0);
const { consumed: CONSUMED } = SLOTS.explain;

/**
 * Calls visit(words, first, stop, position) for each chunk's run of records that `memory` (the
 * module's boundary, wasm/boundary.js) makes of bytes[from, to): the records at words[first,
 * stop) of the Uint32Array `words`, whose indexes count from `position`. They are read in place,
 * without building objects. `ascii`: whether each ASCII byte has its record (without, every byte
 * that no record holds is ASCII).
 */
export function forEachRecordRun(memory, bytes, from, to, visit, { ascii = true } = {}) {
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
    const piece = offset === 0 && last === bytes.length ? bytes : viewOf(bytes, offset, last);
    offset += piece.length;
    const total = memory.fill(carry, piece);
    const count = memory.explainChunkRecords(total, offset >= bytes.length ? 1 : 0, ascii ? 1 : 0);
    const consumed = memory.i32[memory.results + CONSUMED];
    const words = memory.u32;
    let first = firstRecord;
    let stop = first + RECORD_WORDS * count;
    while (first < stop && position + words[first + INDEX_WORD] + lengthOf(words[first + PACKED_WORD]) <= from) first += RECORD_WORDS;
    while (stop > first && position + words[stop - RECORD_WORDS + INDEX_WORD] >= to) stop -= RECORD_WORDS;
    if (first < stop) visit(words, first, stop, position);
    if (stop < firstRecord + RECORD_WORDS * count) return; // past `to`
    carry = consumed === total ? EMPTY : memory.inputCopy(consumed, total);
    position += consumed;
  } while (offset < end);
}
