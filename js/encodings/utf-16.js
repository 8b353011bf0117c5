// UTF-16LE and UTF-16BE, as the standard reads them: two bytes a code unit; a high surrogate and
// a low one a code point; a lone surrogate, or a byte left over at the end, an error. Each error
// says which (`why`), for a strict decode's message. convertBlob transcodes UTF-16 in wasm
// (utf-16-wasm.js), and this reads where that stops.
import { CONTINUE, END, ERROR, FINISHED } from './stream.js';

export function utf16Handler({ bigEndian }) {
  return (io) => {
    let leadByte = -1;
    let leadSurrogate = -1;
    return (byte) => {
      if (byte === END) {
        if (leadByte < 0 && leadSurrogate < 0) return FINISHED;
        io.why = leadByte >= 0 ? 'one byte left over at the end' : `a lone surrogate, U+${leadSurrogate.toString(16).toUpperCase()}`;
        leadByte = leadSurrogate = -1;
        return ERROR;
      }
      if (leadByte < 0) {
        leadByte = byte;
        return CONTINUE;
      }
      const unit = bigEndian ? (leadByte << 8) | byte : (byte << 8) | leadByte;
      leadByte = -1;
      if (leadSurrogate >= 0) {
        const high = leadSurrogate;
        leadSurrogate = -1;
        if (unit >= 0xdc00 && unit <= 0xdfff) return 0x10000 + ((high - 0xd800) << 10) + unit - 0xdc00;
        io.restore(2);
        io.why = `a lone surrogate, U+${high.toString(16).toUpperCase()}`;
        return ERROR;
      }
      if (unit >= 0xd800 && unit <= 0xdbff) {
        leadSurrogate = unit;
        return CONTINUE;
      }
      if (unit >= 0xdc00 && unit <= 0xdfff) {
        io.why = `a lone surrogate, U+${unit.toString(16).toUpperCase()}`;
        return ERROR;
      }
      return unit;
    };
  };
}
