// EUC-KR, as the standard reads it (Windows' code page 949, UHC): ASCII; a lead 81..FE with a
// trail 41..FE is a pointer into the EUC-KR index, the 8,822 hangul of UHC included.
import { asciiAlone, firstPointers, pairHandler } from './pairs.js';

export function eucKrHandler(indexes) {
  const index = indexes['euc-kr'];
  return pairHandler({
    single: asciiAlone,
    isLead: (byte) => byte >= 0x81 && byte <= 0xfe,
    pair: (lead, byte) => (byte >= 0x41 && byte <= 0xfe ? index[(lead - 0x81) * 190 + byte - 0x41] : -1),
  });
}

/** The encoder: a code point's bytes (a byte, or lead << 8 | trail), or -1. */
export function eucKrEncoder(indexes) {
  const pointers = firstPointers(indexes['euc-kr']);
  return (codePoint) => {
    if (codePoint < 0x80) return codePoint;
    const pointer = pointers.get(codePoint);
    return pointer < 0 ? -1 : ((Math.floor(pointer / 190) + 0x81) << 8) | ((pointer % 190) + 0x41);
  };
}
