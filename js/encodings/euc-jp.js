// EUC-JP, as the standard reads it: ASCII; 8E and A1..DF a half-width katakana; two bytes A1..FE
// a pointer into the JIS X 0208 index; 8F and two bytes A1..FE one into JIS X 0212's. Written,
// JIS X 0212 is never used.
import { jis0208Pointers } from './jis0208.js';
import { CONTINUE, END, ERROR, FINISHED } from './stream.js';

const inRow = (byte) => byte >= 0xa1 && byte <= 0xfe;

export function eucJpHandler(indexes) {
  return (io) => {
    let lead = 0;
    let jis0212 = false;
    return (byte) => {
      if (byte === END) {
        if (lead === 0) return FINISHED;
        lead = 0;
        return ERROR;
      }
      if (lead === 0x8e && byte >= 0xa1 && byte <= 0xdf) {
        lead = 0;
        return 0xff61 - 0xa1 + byte;
      }
      if (lead === 0x8f && inRow(byte)) {
        jis0212 = true;
        lead = byte;
        return CONTINUE;
      }
      if (lead !== 0) {
        const index = jis0212 ? indexes.jis0212 : indexes.jis0208;
        const codePoint = inRow(lead) && inRow(byte) ? index[(lead - 0xa1) * 94 + byte - 0xa1] : -1;
        lead = 0;
        jis0212 = false;
        if (codePoint >= 0) return codePoint;
        if (byte < 0x80) io.restore(1);
        return ERROR;
      }
      if (byte < 0x80) return byte;
      if (byte === 0x8e || byte === 0x8f || inRow(byte)) {
        lead = byte;
        return CONTINUE;
      }
      return ERROR;
    };
  };
}

/** The encoder: a code point's bytes (a byte, or lead << 8 | trail), or -1. */
export function eucJpEncoder(indexes) {
  const pointers = jis0208Pointers(indexes);
  return (codePoint) => {
    if (codePoint < 0x80) return codePoint;
    if (codePoint === 0xa5) return 0x5c;
    if (codePoint === 0x203e) return 0x7e;
    if (codePoint >= 0xff61 && codePoint <= 0xff9f) return 0x8e00 | (codePoint - 0xff61 + 0xa1);
    const pointer = pointers.get(codePoint === 0x2212 ? 0xff0d : codePoint);
    return pointer < 0 ? -1 : ((Math.floor(pointer / 94) + 0xa1) << 8) | ((pointer % 94) + 0xa1);
  };
}
