// Shift_JIS, as the standard reads it (Windows' code page 932): ASCII and 80 as themselves;
// A1..DF the half-width katakana; a lead 81..9F or E0..FC with a trail 40..7E or 80..FC a
// pointer into the JIS X 0208 index (with NEC's and IBM's rows), or, for leads F0..F9, a
// character of the private use area. A byte that is no lead is one error and nothing more.
import { jis0208Pointers } from './jis0208.js';
import { pairHandler } from './pairs.js';

const PRIVATE_USE = [8836, 10715]; // the pointers of the user-defined rows, U+E000 on

export function shiftJisHandler(indexes) {
  const index = indexes.jis0208;
  return pairHandler({
    single: (byte) => (byte <= 0x80 ? byte : byte >= 0xa1 && byte <= 0xdf ? 0xff61 - 0xa1 + byte : -1),
    isLead: (byte) => (byte >= 0x81 && byte <= 0x9f) || (byte >= 0xe0 && byte <= 0xfc),
    pair(lead, byte) {
      if (!((byte >= 0x40 && byte <= 0x7e) || (byte >= 0x80 && byte <= 0xfc))) return -1;
      const pointer = (lead - (lead < 0xa0 ? 0x81 : 0xc1)) * 188 + byte - (byte < 0x7f ? 0x40 : 0x41);
      if (pointer >= PRIVATE_USE[0] && pointer <= PRIVATE_USE[1]) return 0xe000 - PRIVATE_USE[0] + pointer;
      return index[pointer];
    },
  });
}

/** The encoder: a code point's bytes (a byte, or lead << 8 | trail), or -1. */
export function shiftJisEncoder(indexes) {
  const pointers = jis0208Pointers(indexes, { shiftJis: true });
  return (codePoint) => {
    if (codePoint <= 0x80) return codePoint;
    if (codePoint === 0xa5) return 0x5c;
    if (codePoint === 0x203e) return 0x7e;
    if (codePoint >= 0xff61 && codePoint <= 0xff9f) return codePoint - 0xff61 + 0xa1;
    const pointer = pointers.get(codePoint === 0x2212 ? 0xff0d : codePoint);
    if (pointer < 0) return -1;
    const lead = Math.floor(pointer / 188);
    const trail = pointer % 188;
    return ((lead + (lead < 0x1f ? 0x81 : 0xc1)) << 8) | (trail + (trail < 0x3f ? 0x40 : 0x41));
  };
}
