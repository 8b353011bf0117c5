// Big5, as the standard reads it: ASCII; a lead 81..FE with a trail 40..7E or A1..FE is a pointer
// into the Big5 index (HKSCS included), four pointers of which are two code points each. Written,
// only pointers from lead A1 on count (no HKSCS), and six characters take their last pointer.
import { asciiAlone, firstPointers, pairHandler } from './pairs.js';

// Pointers whose character is two code points: a letter and a combining mark.
const PAIRS = new Map([
  [1133, [0xca, 0x304]],
  [1135, [0xca, 0x30c]],
  [1164, [0xea, 0x304]],
  [1166, [0xea, 0x30c]],
]);
const FIRST_WRITTEN = (0xa1 - 0x81) * 157;
const LAST_POINTER_WRITTEN = [0x2550, 0x255e, 0x2561, 0x256a, 0x5341, 0x5345];

export function big5Handler(indexes) {
  const index = indexes.big5;
  return pairHandler({
    single: asciiAlone,
    isLead: (byte) => byte >= 0x81 && byte <= 0xfe,
    pair(lead, byte, io) {
      if (!((byte >= 0x40 && byte <= 0x7e) || (byte >= 0xa1 && byte <= 0xfe))) return -1;
      const pointer = (lead - 0x81) * 157 + byte - (byte < 0x7f ? 0x40 : 0x62);
      const two = PAIRS.get(pointer);
      if (!two) return index[pointer];
      io.emit(two[0]);
      return two[1];
    },
  });
}

/** The encoder: a code point's bytes (a byte, or lead << 8 | trail), or -1. */
export function big5Encoder(indexes) {
  const pointers = firstPointers(indexes.big5, { from: FIRST_WRITTEN });
  for (const codePoint of LAST_POINTER_WRITTEN) {
    const last = indexes.big5.lastIndexOf(codePoint);
    if (last >= FIRST_WRITTEN) pointers.set(codePoint, last);
  }
  return (codePoint) => {
    if (codePoint < 0x80) return codePoint;
    const pointer = pointers.get(codePoint);
    if (pointer < 0) return -1;
    const trail = pointer % 157;
    return ((Math.floor(pointer / 157) + 0x81) << 8) | (trail + (trail < 0x3f ? 0x40 : 0x62));
  };
}
