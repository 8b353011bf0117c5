// The standard's single-byte encodings (IBM866, ISO-8859-x, KOI8, macintosh, the Windows code pages
// ...): a byte under 80 is itself; 80..FF are the encoding's index, one code point each, or none.
// x-user-defined is the rule: 80..FF are U+F780..U+F7FF. ISO-8859-8-I reads as ISO-8859-8.
import { END, ERROR, FINISHED } from './stream.js';

const USER_DEFINED = 0xf780 - 0x80;

/** The code points of 80..FF in `name` (-1: none). */
function codePointsOf(name, indexes) {
  if (name === 'x-user-defined') return Int32Array.from({ length: 128 }, (_, k) => USER_DEFINED + 0x80 + k);
  return indexes[name === 'iso-8859-8-i' ? 'iso-8859-8' : name];
}

/** Whether the standard reads `name` a byte at a time. */
export const isSingleByte = (name, indexes) => codePointsOf(name, indexes) !== undefined;

export function singleByteHandler(name, indexes) {
  const codePoints = codePointsOf(name, indexes);
  return () => (byte) => {
    if (byte === END) return FINISHED;
    if (byte < 0x80) return byte;
    const codePoint = codePoints[byte - 0x80];
    return codePoint < 0 ? ERROR : codePoint;
  };
}

/** The encoder: a code point's byte in `name`, or -1. */
export function singleByteEncoder(name, indexes) {
  const bytes = new Map();
  codePointsOf(name, indexes).forEach((codePoint, k) => {
    if (codePoint >= 0 && !bytes.has(codePoint)) bytes.set(codePoint, 0x80 + k);
  });
  return (codePoint) => (codePoint < 0x80 ? codePoint : (bytes.get(codePoint) ?? -1));
}
