// The standard's single-byte encodings (IBM866, ISO-8859-x, KOI8, macintosh, the Windows code pages
// ...): a byte under 80 is itself; 80..FF are the encoding's index, one code point each, or none.
// x-user-defined is the rule: 80..FF are U+F780..U+F7FF. ISO-8859-8-I reads as ISO-8859-8.
import { unitTable } from './pairs.js';
import { END, ERROR, FINISHED } from './stream.js';

const USER_DEFINED = 0xf780 - 0x80;

/** The code points of 80..FF in `name` (-1: none), or undefined for an encoding not read a byte at a time. */
export function codePointsOf(name, indexes) {
  if (name === 'x-user-defined') return Int32Array.from({ length: 128 }, (_, k) => USER_DEFINED + 0x80 + k);
  const index = indexes[name === 'iso-8859-8-i' ? 'iso-8859-8' : name];
  return index?.length === 0x80 ? index : undefined; // not the pointers of a double-byte index (big5, gb18030)
}

/** Whether the standard reads `name` a byte at a time. */
export const isSingleByte = (name, indexes) => codePointsOf(name, indexes) !== undefined;

export function singleByteHandler(name, indexes) {
  const codePoints = codePointsOf(name, indexes);
  const maker = () => (byte) => {
    if (byte === END) return FINISHED;
    if (byte < 0x80) return byte;
    const codePoint = codePoints[byte - 0x80];
    return codePoint < 0 ? ERROR : codePoint;
  };
  // Every code point of these encodings is one UTF-16 unit: the stream reads a byte by the table.
  maker.singles = unitTable(0x100, (byte) => (byte < 0x80 ? byte : codePoints[byte - 0x80]));
  return maker;
}

/** The encoder: a code point's byte in `name`, or -1. */
export function singleByteEncoder(name, indexes) {
  const bytes = new Map();
  codePointsOf(name, indexes).forEach((codePoint, k) => {
    if (codePoint >= 0 && !bytes.has(codePoint)) bytes.set(codePoint, 0x80 + k);
  });
  return (codePoint) => (codePoint < 0x80 ? codePoint : (bytes.get(codePoint) ?? -1));
}
