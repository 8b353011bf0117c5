// The UTF-8 cases of the web-platform-tests for the Encoding Standard's TextDecoder
// (encoding/textdecoder-fatal.any.js): each must throw with fatal: true. `text` is the
// replacement decoding and `first` the first error, by the maximal-subpart rule.
const R = '\uFFFD';
const cases = [
  ['invalid code', [0xff], R, 0, 1, 'invalid-byte'],
  ['ends early', [0xc0], R, 0, 1, 'overlong'],
  ['ends early 2', [0xe0], R, 0, 1, 'truncated'],
  ['invalid trail', [0xc0, 0x00], `${R}\u0000`, 0, 1, 'overlong'],
  ['invalid trail 2', [0xc0, 0xc0], R + R, 0, 1, 'overlong'],
  ['invalid trail 3', [0xe0, 0x00], `${R}\u0000`, 0, 1, 'missing-continuation'],
  ['invalid trail 4', [0xe0, 0xc0], R + R, 0, 1, 'missing-continuation'],
  ['invalid trail 5', [0xe0, 0x80, 0x00], `${R + R}\u0000`, 0, 1, 'overlong'],
  ['invalid trail 6', [0xe0, 0x80, 0xc0], R.repeat(3), 0, 1, 'overlong'],
  ['> 0x10FFFF', [0xfc, 0x80, 0x80, 0x80, 0x80, 0x80], R.repeat(6), 0, 1, 'invalid-byte'],
  ['obsolete lead byte', [0xfe, 0x80, 0x80, 0x80, 0x80, 0x80], R.repeat(6), 0, 1, 'invalid-byte'],
  ['overlong U+0000 - 2 bytes', [0xc0, 0x80], R.repeat(2), 0, 1, 'overlong'],
  ['overlong U+0000 - 3 bytes', [0xe0, 0x80, 0x80], R.repeat(3), 0, 1, 'overlong'],
  ['overlong U+0000 - 4 bytes', [0xf0, 0x80, 0x80, 0x80], R.repeat(4), 0, 1, 'overlong'],
  ['overlong U+0000 - 5 bytes', [0xf8, 0x80, 0x80, 0x80, 0x80], R.repeat(5), 0, 1, 'invalid-byte'],
  ['overlong U+0000 - 6 bytes', [0xfc, 0x80, 0x80, 0x80, 0x80, 0x80], R.repeat(6), 0, 1, 'invalid-byte'],
  ['overlong U+007F - 2 bytes', [0xc1, 0xbf], R.repeat(2), 0, 1, 'overlong'],
  ['overlong U+007F - 3 bytes', [0xe0, 0x81, 0xbf], R.repeat(3), 0, 1, 'overlong'],
  ['overlong U+007F - 4 bytes', [0xf0, 0x80, 0x81, 0xbf], R.repeat(4), 0, 1, 'overlong'],
  ['overlong U+007F - 5 bytes', [0xf8, 0x80, 0x80, 0x81, 0xbf], R.repeat(5), 0, 1, 'invalid-byte'],
  ['overlong U+007F - 6 bytes', [0xfc, 0x80, 0x80, 0x80, 0x81, 0xbf], R.repeat(6), 0, 1, 'invalid-byte'],
  ['overlong U+07FF - 3 bytes', [0xe0, 0x9f, 0xbf], R.repeat(3), 0, 1, 'overlong'],
  ['overlong U+07FF - 4 bytes', [0xf0, 0x80, 0x9f, 0xbf], R.repeat(4), 0, 1, 'overlong'],
  ['overlong U+07FF - 5 bytes', [0xf8, 0x80, 0x80, 0x9f, 0xbf], R.repeat(5), 0, 1, 'invalid-byte'],
  ['overlong U+07FF - 6 bytes', [0xfc, 0x80, 0x80, 0x80, 0x9f, 0xbf], R.repeat(6), 0, 1, 'invalid-byte'],
  ['overlong U+FFFF - 4 bytes', [0xf0, 0x8f, 0xbf, 0xbf], R.repeat(4), 0, 1, 'overlong'],
  ['overlong U+FFFF - 5 bytes', [0xf8, 0x80, 0x8f, 0xbf, 0xbf], R.repeat(5), 0, 1, 'invalid-byte'],
  ['overlong U+FFFF - 6 bytes', [0xfc, 0x80, 0x80, 0x8f, 0xbf, 0xbf], R.repeat(6), 0, 1, 'invalid-byte'],
  ['overlong U+10FFFF - 5 bytes', [0xf8, 0x84, 0x8f, 0xbf, 0xbf], R.repeat(5), 0, 1, 'invalid-byte'],
  ['overlong U+10FFFF - 6 bytes', [0xfc, 0x80, 0x84, 0x8f, 0xbf, 0xbf], R.repeat(6), 0, 1, 'invalid-byte'],
  ['lead surrogate', [0xed, 0xa0, 0x80], R.repeat(3), 0, 1, 'surrogate'],
  ['trail surrogate', [0xed, 0xb0, 0x80], R.repeat(3), 0, 1, 'surrogate'],
  ['surrogate pair', [0xed, 0xa0, 0x80, 0xed, 0xb0, 0x80], R.repeat(6), 0, 1, 'surrogate'],
];

export const WPT_FATAL = cases.map(([name, list, text, index, length, reason]) => ({
  name, bytes: Uint8Array.from(list), text, first: { index, length, reason },
}));

// encoding/textdecoder-streaming.any.js decodes a string's UTF-8 in chunks of 1 to 5 bytes.
export const WPT_STREAMING_STRING = 'A\u0000\u007F\u0080\u00FF\u0100\u07FF\u0800\u1000\uD7FF\uE000\uFFFD\uFFFF\u{10000}\u{10FFFF}';
