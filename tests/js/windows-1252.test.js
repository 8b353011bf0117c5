// Windows-1252 as the hints and repairMojibake read it (js/encodings/windows-1252.js), against the WHATWG
// Encoding Standard's index, written out here as its characters: every byte, and every code point
// back to its byte. (Node 20's own TextDecoder('windows-1252') gives nothing for 80..9F.)
import { freshImport } from './inputs.js';

// The module loaded anew for each test (inputs.js, freshImport): its table is made when it loads.
let windows1252Byte, windows1252Char, isWindows1252Defined;
beforeEach(async () => {
  ({ windows1252Byte, windows1252Char, isWindows1252Defined } = await freshImport('../../js/encodings/windows-1252.js'));
});

// Bytes 80..9F; the rest are Latin-1. 81, 8D, 8F, 90 and 9D stand for themselves (as C1 controls).
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const charOf = (byte) => (byte >= 0x80 && byte <= 0x9f ? HIGH[byte - 0x80] : String.fromCharCode(byte));

test('every byte is the character the WHATWG decoder gives', () => {
  for (let byte = 0; byte < 256; byte++) expect([byte, windows1252Char(byte)]).toEqual([byte, charOf(byte)]);
});

test('every code point goes back to its Windows-1252 byte, or its Latin-1 one, or -1', () => {
  const byteOf = new Map();
  for (let byte = 255; byte >= 0; byte--) byteOf.set(charOf(byte).codePointAt(0), byte);
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
    const expected = byteOf.get(codePoint) ?? (codePoint <= 0xff ? codePoint : -1);
    if (windows1252Byte(codePoint) !== expected) expect([codePoint, windows1252Byte(codePoint)]).toEqual([codePoint, expected]);
  }
});

test('bytes 81, 8D, 8F, 90 and 9D are the only ones of 80..FF that Windows-1252 leaves without a character', () => {
  const undefinedBytes = [];
  for (let byte = 0x80; byte <= 0xff; byte++) if (!isWindows1252Defined(byte)) undefinedBytes.push(byte);
  expect(undefinedBytes).toEqual([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
});
