// The decoder that Big5, EUC-KR and Shift_JIS share, as the standard writes each of them: a byte
// alone is a character or a lead; a lead and the byte after it are a pair, whose character the
// encoding's index gives. A pair it does not define is an error, and its second byte, if ASCII,
// is read again on its own.
import { CONTINUE, END, ERROR, FINISHED, NO_UNIT } from './stream.js';

/**
 * The handler maker of such an encoding: `single(byte)` the code point of a byte alone (-1: none),
 * `isLead(byte)`, and `pair(lead, byte, io)` the code point of a pair (-1: none; io.emit gives one
 * before it, for a pair of two).
 */
export function pairHandler({ single, isLead, pair }) {
  const maker = (io) => {
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
  // What the stream reads without the handler: each byte alone, and each pair of one code unit (a
  // pair of two code points, Big5's, is the handler's).
  maker.singles = unitTable(0x100, single);
  // One io for every pair of the table (it only notes that a pair gave two code points): an
  // object made per pair was most of the cost of building it.
  let two = false;
  const io = { emit: () => (two = true) };
  maker.pairs = pairTable(isLead, single, (lead, trail) => {
    two = false;
    const codePoint = pair(lead, trail, io);
    return two ? -1 : codePoint;
  });
  return maker;
}

/** A Uint16Array of `length`: each index's code point where it is one UTF-16 unit, else NO_UNIT. */
export function unitTable(length, codePointOf) {
  const table = new Uint16Array(length);
  for (let index = 0; index < length; index++) {
    const codePoint = codePointOf(index);
    table[index] = codePoint >= 0 && codePoint <= 0xffff ? codePoint : NO_UNIT;
  }
  return table;
}

/** The stream's table of pairs (stream.js): the code point of each lead 80..FF that leads and trail. */
export const pairTable = (isLead, single, codePointOf) =>
  unitTable(0x8000, (index) => {
    const lead = 0x80 + (index >> 8);
    return single(lead) < 0 && isLead(lead) ? codePointOf(lead, index & 0xff) : -1;
  });

/** A byte alone in most of them: ASCII is itself, the rest lead or are errors. */
export const asciiAlone = (byte) => (byte < 0x80 ? byte : -1);

/**
 * An index's pointers by code point, as its encoder writes with: each code point's first pointer
 * (the pointers from `from` on, those in [without[0], without[1]] left out), or -1; set(codePoint,
 * pointer) gives one another. The indexes hold tens of thousands of pointers, read at the first
 * encoding: a typed array holds those of the Basic Multilingual Plane, a Map the rest.
 */
export function firstPointers(index, { from = 0, without = [-1, -1] } = {}) {
  const plane = new Int32Array(0x10000).fill(-1);
  const beyond = new Map();
  for (let pointer = from; pointer < index.length; pointer++) {
    const codePoint = index[pointer];
    if (codePoint < 0 || (pointer >= without[0] && pointer <= without[1])) continue;
    if (codePoint > 0xffff) {
      if (!beyond.has(codePoint)) beyond.set(codePoint, pointer);
    } else if (plane[codePoint] < 0) plane[codePoint] = pointer;
  }
  return {
    get: (codePoint) => (codePoint > 0xffff ? (beyond.get(codePoint) ?? -1) : plane[codePoint]),
    set(codePoint, pointer) {
      if (codePoint > 0xffff) beyond.set(codePoint, pointer);
      else plane[codePoint] = pointer;
    },
  };
}
