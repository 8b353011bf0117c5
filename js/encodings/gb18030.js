// gb18030 and GBK, as the standard reads them (one decoder for both): ASCII; 80 is the euro sign;
// a lead 81..FE with a trail 40..7E or 80..FE is a pointer into the gb18030 index; a lead, a digit
// 30..39, a byte 81..FE and a digit are a four-byte pointer into the index's ranges (the rest of
// Unicode). GBK writes only the two-byte form.
import { firstPointers, pairTable, unitTable } from './pairs.js';
import { CONTINUE, END, ERROR, FINISHED } from './stream.js';

const FOUR_BYTE_STRIDE = [10 * 126 * 10, 10 * 126, 10]; // pointers per first, second and third byte
// The standard's table of 18 private-use characters written as the pairs GB18030-2005 gave them,
// which since GB18030-2022 read as the characters Unicode has for them (A6 D9 is U+FE10).
// biome-ignore format: a table, code point then pair
const PRIVATE_USE_PAIRS = new Map([
  [0xe78d, 0xa6d9], [0xe78e, 0xa6da], [0xe78f, 0xa6db], [0xe790, 0xa6dc], [0xe791, 0xa6dd], [0xe792, 0xa6de],
  [0xe793, 0xa6df], [0xe794, 0xa6ec], [0xe795, 0xa6ed], [0xe796, 0xa6f3], [0xe81e, 0xfe59], [0xe826, 0xfe61],
  [0xe82b, 0xfe66], [0xe82c, 0xfe67], [0xe832, 0xfe6d], [0xe843, 0xfe7e], [0xe854, 0xfe90], [0xe864, 0xfea0],
]);

// The ranges, as [pointer, code point] pairs in order (the file keeps each one more than it is).
function rangesOf(indexes) {
  const flat = indexes['gb18030-ranges'];
  return Array.from({ length: flat.length / 2 }, (_, k) => [flat[2 * k] - 1, flat[2 * k + 1] - 1]);
}

// The code point of a four-byte pointer, or -1: the standard's "index gb18030 ranges code point".
function rangeCodePoint(ranges, pointer) {
  if ((pointer > 39419 && pointer < 189000) || pointer > 1237575) return -1;
  if (pointer === 7457) return 0xe7c7;
  let k = ranges.length - 1;
  while (ranges[k][0] > pointer) k--;
  return ranges[k][1] + pointer - ranges[k][0];
}

export function gb18030Handler(indexes) {
  const index = indexes.gb18030;
  const ranges = rangesOf(indexes);
  const pairCodePoint = (lead, byte) =>
    (byte >= 0x40 && byte <= 0x7e) || (byte >= 0x80 && byte <= 0xfe) ? index[(lead - 0x81) * 190 + byte - (byte < 0x7f ? 0x40 : 0x41)] : -1;
  const single = (byte) => (byte < 0x80 ? byte : byte === 0x80 ? 0x20ac : -1);
  const maker = (io) => {
    let first = 0;
    let second = 0;
    let third = 0;
    return (byte) => {
      if (byte === END) {
        if (first === 0 && second === 0 && third === 0) return FINISHED;
        first = second = third = 0;
        return ERROR;
      }
      if (third !== 0) {
        if (byte < 0x30 || byte > 0x39) {
          io.restore(3);
          first = second = third = 0;
          return ERROR;
        }
        const [a, b, c] = FOUR_BYTE_STRIDE;
        const pointer = (first - 0x81) * a + (second - 0x30) * b + (third - 0x81) * c + byte - 0x30;
        first = second = third = 0;
        const codePoint = rangeCodePoint(ranges, pointer);
        return codePoint < 0 ? ERROR : codePoint;
      }
      if (second !== 0) {
        if (byte >= 0x81 && byte <= 0xfe) {
          third = byte;
          return CONTINUE;
        }
        io.restore(2);
        first = second = 0;
        return ERROR;
      }
      if (first !== 0) {
        if (byte >= 0x30 && byte <= 0x39) {
          second = byte;
          return CONTINUE;
        }
        const lead = first;
        first = 0;
        const codePoint = pairCodePoint(lead, byte);
        if (codePoint >= 0) return codePoint;
        if (byte < 0x80) io.restore(1);
        return ERROR;
      }
      if (single(byte) >= 0) return single(byte);
      if (byte <= 0xfe) {
        first = byte;
        return CONTINUE;
      }
      return ERROR;
    };
  };
  // What the stream reads without the handler: a byte alone, and a two-byte pair (stream.js).
  maker.singles = unitTable(0x100, single);
  maker.pairs = pairTable((byte) => byte <= 0xfe, single, pairCodePoint);
  return maker;
}

/**
 * The encoder of gb18030, or of GBK (`gbk`): a code point's bytes as one number (a byte; lead <<
 * 8 | trail; or four bytes, the first highest), or -1.
 */
export function gb18030Encoder(indexes, { gbk }) {
  const pointers = firstPointers(indexes.gb18030);
  const ranges = rangesOf(indexes);
  return (codePoint) => {
    if (codePoint < 0x80) return codePoint;
    if (codePoint === 0xe5e5) return -1;
    if (gbk && codePoint === 0x20ac) return 0x80;
    if (PRIVATE_USE_PAIRS.has(codePoint)) return PRIVATE_USE_PAIRS.get(codePoint);
    const pointer = pointers.get(codePoint);
    if (pointer >= 0) {
      const trail = pointer % 190;
      return ((Math.floor(pointer / 190) + 0x81) << 8) | (trail + (trail < 0x3f ? 0x40 : 0x41));
    }
    if (gbk) return -1;
    let rest = codePoint === 0xe7c7 ? 7457 : -1;
    if (rest < 0) {
      let k = ranges.length - 1;
      while (ranges[k][1] > codePoint) k--;
      rest = ranges[k][0] + codePoint - ranges[k][1];
    }
    const [a, b, c] = FOUR_BYTE_STRIDE;
    const bytes = [Math.floor(rest / a) + 0x81, Math.floor((rest % a) / b) + 0x30, Math.floor((rest % b) / c) + 0x81, (rest % c) + 0x30];
    return bytes.reduce((sequence, byte) => sequence * 0x100 + byte, 0);
  };
}
