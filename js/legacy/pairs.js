// The decoder that Big5, EUC-KR and Shift_JIS share, as the standard writes each of them: a byte
// alone is a character or a lead; a lead and the byte after it are a pair, whose character the
// encoding's index gives. A pair it does not define is an error, and its second byte, if ASCII,
// is read again on its own.
import { CONTINUE, END, ERROR, FINISHED } from './stream.js';

/**
 * The handler maker of such an encoding: `single(byte)` the code point of a byte alone (-1: none),
 * `isLead(byte)`, and `pair(lead, byte, io)` the code point of a pair (-1: none; io.emit gives one
 * before it, for a pair of two).
 */
export function pairHandler({ single, isLead, pair }) {
  return (io) => {
    let lead = 0;
    return (byte) => {
      if (byte === END) {
        if (lead === 0) return FINISHED;
        lead = 0;
        return ERROR;
      }
      if (lead !== 0) {
        const codePoint = pair(lead, byte, io);
        lead = 0;
        if (codePoint >= 0) return codePoint;
        if (byte < 0x80) io.restore(1);
        return ERROR;
      }
      const alone = single(byte);
      if (alone >= 0) return alone;
      if (!isLead(byte)) return ERROR;
      lead = byte;
      return CONTINUE;
    };
  };
}

/** A byte alone in most of them: ASCII is itself, the rest lead or are errors. */
export const asciiAlone = (byte) => (byte < 0x80 ? byte : -1);
