// ISO-2022-JP, as the standard reads it: seven-bit bytes whose meaning escapes switch: ESC ( B
// ASCII, ESC ( J JIS X 0201 Roman (5C is the yen sign, 7E the overline), ESC ( I half-width
// katakana, ESC $ @ or ESC $ B pairs of JIS X 0208. Two escapes with nothing between are an
// error, as is a byte the current set lacks. It is read only: text is not written in it here.
import { CONTINUE, END, ERROR, FINISHED, SWITCHED } from './stream.js';

const ESC = 0x1b;
const SETS = new Map([
  [0x2842, 'ascii'], // ESC ( B
  [0x284a, 'roman'], // ESC ( J
  [0x2849, 'katakana'], // ESC ( I
  [0x2440, 'lead'], // ESC $ @
  [0x2442, 'lead'], // ESC $ B
]);

export function iso2022JpHandler(indexes) {
  const index = indexes.jis0208;
  return (io) => {
    let state = 'ascii'; // 'ascii', 'roman', 'katakana', 'lead', 'trail', 'escape-start', 'escape'
    let outputState = 'ascii';
    let lead = 0;
    let output = false; // whether the last escape was followed by a character
    const wrote = (codePoint) => {
      output = false;
      return codePoint;
    };
    return (byte) => {
      switch (state) {
        case 'escape-start':
          if (byte === 0x24 || byte === 0x28) {
            lead = byte;
            state = 'escape';
            return CONTINUE;
          }
          io.restore(1);
          output = false;
          state = outputState;
          return ERROR;
        case 'escape': {
          const set = SETS.get((lead << 8) | byte);
          if (set) {
            lead = 0;
            state = outputState = set;
            const twice = output;
            output = true;
            return twice ? ERROR : SWITCHED;
          }
          io.restore(2);
          lead = 0;
          output = false;
          state = outputState;
          return ERROR;
        }
        case 'trail':
          if (byte === ESC) {
            state = 'escape-start';
            return ERROR;
          }
          state = 'lead';
          if (byte === END) {
            io.restore(1);
            return ERROR;
          }
          if (byte >= 0x21 && byte <= 0x7e) {
            const codePoint = index[(lead - 0x21) * 94 + byte - 0x21];
            return codePoint >= 0 ? codePoint : ERROR;
          }
          return ERROR;
      }
      if (byte === END) return FINISHED;
      if (byte === ESC) {
        state = 'escape-start';
        return CONTINUE;
      }
      if (state === 'lead') {
        if (byte < 0x21 || byte > 0x7e) return wrote(ERROR);
        output = false;
        lead = byte;
        state = 'trail';
        return CONTINUE;
      }
      if (state === 'katakana') return wrote(byte >= 0x21 && byte <= 0x5f ? 0xff61 - 0x21 + byte : ERROR);
      if (byte >= 0x80 || byte === 0x0e || byte === 0x0f) return wrote(ERROR);
      if (state === 'roman' && byte === 0x5c) return wrote(0xa5);
      if (state === 'roman' && byte === 0x7e) return wrote(0x203e);
      return wrote(byte);
    };
  };
}
