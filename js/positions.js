// Line and column (1-based) in a stream of text. A column counts characters: each valid sequence,
// counted by its first byte, and each maximal subpart, counted by the caller.
export function createPositionCounter() {
  let line = 1;
  let column = 1;
  return {
    /** Counts bytes that are valid UTF-8, or end inside one unfinished sequence. */
    advance(bytes) {
      let lineStart = 0;
      for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) {
        line++;
        lineStart = at + 1;
      }
      if (lineStart > 0) column = 1;
      for (let i = lineStart; i < bytes.length; i++) if ((bytes[i] & 0xc0) !== 0x80) column++;
    },
    /** One more character: an ill-formed maximal subpart, shown as one U+FFFD. */
    addCharacter() {
      column++;
    },
    get line() {
      return line;
    },
    get column() {
      return column;
    },
  };
}
