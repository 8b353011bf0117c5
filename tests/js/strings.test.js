// js/wasm/strings.js, the helpers that move strings in and out of memory, held to what each promises
// on its own: decode and encode reach them only at some sizes, and take another route (with the
// same answer) when one of them declines.
import {
  asciiToString,
  bytesToFill,
  copyBytes,
  fewAsciiToString,
  fewUnitsToString,
  joinBytes,
  TextGatherer,
  unitsToString,
  writeUnits,
} from '../../js/wasm/strings.js';

// Code units of every kind a text holds: ASCII, DEL, Latin-1, CJK, a pair and lone surrogates.
const UNITS = [0x41, 0x7f, 0x00, 0xe9, 0x4f60, 0xd83d, 0xde00, 0xdc00, 0xd800, 0x20, 0xff, 0x80, 0x9f, 0x3042, 0xfeff, 0x7a, 0x31];

test('fewUnitsToString makes the string of exactly `count` units from `at`, for every count up to 16', () => {
  const units = new Uint16Array([0x2a, ...UNITS]);
  for (let count = 0; count <= 16; count++) {
    expect(fewUnitsToString(units, 1, count)).toBe(String.fromCharCode(...UNITS.slice(0, count)));
  }
  const latin1 = Uint8Array.from(UNITS.filter((unit) => unit < 0x100));
  for (let count = 0; count <= Math.min(16, latin1.length); count++) {
    expect(fewUnitsToString(latin1, 0, count)).toBe(String.fromCharCode(...latin1.subarray(0, count)));
  }
});

test('fewAsciiToString makes the string of up to 16 ASCII bytes (00 and 7F included), and null for any other byte anywhere', () => {
  const ascii = Uint8Array.from([0x7f, 0x00, 0x41, 0x7a, 0x20, 0x31, 0x7f, 0x0a, 0x7e, 0x01, 0x7f, 0x5c, 0x22, 0x3c, 0x7f, 0x2f]);
  for (let count = 0; count <= 16; count++) {
    const bytes = ascii.slice(0, count);
    expect(fewAsciiToString(bytes)).toBe(String.fromCharCode(...bytes));
    for (let at = 0; at < count; at++) {
      for (const high of [0x80, 0xc3, 0xff]) {
        const withHigh = bytes.slice();
        withHigh[at] = high;
        expect(fewAsciiToString(withHigh)).toBeNull();
      }
    }
  }
});

test('unitsToString and asciiToString read from `offset` of a view that starts inside its buffer', () => {
  const buffer = new ArrayBuffer(64);
  const view = new Uint8Array(buffer, 6, 40);
  new Uint16Array(buffer, 10, UNITS.length).set(UNITS); // at byte 4 of the view
  expect(unitsToString(view, 4, UNITS.length)).toBe(String.fromCharCode(...UNITS));
  expect(unitsToString(view, 6, 3)).toBe(String.fromCharCode(...UNITS.slice(1, 4)));
  const bytes = new Uint8Array(buffer, 3, 20);
  bytes.set([0x68, 0x69, 0x7f, 0x00, 0x21], 2);
  expect(asciiToString(bytes, 2, 5)).toBe('hi\x7f\x00!');
  expect(asciiToString(bytes, 3, 2)).toBe('i\x7f');
});

test('writeUnits writes string[from, from + count) as UTF-16 at `offset`, lone surrogates kept, whatever the count', () => {
  let text = '';
  while (text.length < 300) text += String.fromCharCode(...UNITS);
  for (const [from, count] of [
    [0, 0],
    [0, 5],
    [3, 63],
    [0, 64],
    [7, 64],
    [5, 200],
    [0, text.length],
    [text.length - 70, 70],
  ]) {
    const memory = new ArrayBuffer(2 * text.length + 16);
    const before = new Uint8Array(memory).fill(0xa5);
    writeUnits(text, from, count, memory, 8);
    const units = new Uint16Array(memory, 8, count);
    expect(String.fromCharCode(...units)).toBe(text.slice(from, from + count));
    expect([...before.subarray(0, 8), ...before.subarray(8 + 2 * count)].every((byte) => byte === 0xa5)).toBe(true);
  }
});

test('joinBytes gives b itself after an empty a, else a new array of both', () => {
  const b = Uint8Array.of(3, 4);
  expect(joinBytes(new Uint8Array(0), b)).toBe(b);
  const joined = joinBytes(Uint8Array.of(1, 2), b);
  expect([...joined]).toEqual([1, 2, 3, 4]);
  expect(joined.buffer).not.toBe(b.buffer);
});

test('copyBytes and bytesToFill give arrays of their own, exactly as long as asked, small or large', () => {
  for (const length of [0, 1, 16383, 16384, 70000]) {
    const filled = bytesToFill(length);
    expect(filled).toBeInstanceOf(Uint8Array);
    expect([filled.length, filled.byteOffset, filled.buffer.byteLength]).toEqual([length, 0, length]);
    const source = new Uint8Array(length + 10).map((_, i) => (i * 7) & 0xff);
    const copy = copyBytes(source, 3, 3 + length);
    expect([copy.length, copy.byteOffset, copy.buffer.byteLength]).toEqual([length, 0, length]);
    expect(copy.every((byte, i) => byte === source[3 + i])).toBe(true);
    source[3] ^= 0xff;
    expect(length === 0 || copy[0] !== source[3]).toBe(true);
  }
});

test('TextGatherer joins pieces of each kind in order, flushing when the kind changes or its room runs out', () => {
  const gatherer = new TextGatherer();
  expect(gatherer.length).toBe(0);
  gatherer.begin(8);
  const units = new Uint8Array(Uint16Array.of(0x4f60, 0x597d, 0x41).buffer); // 你好A, 6 bytes
  gatherer.add('units', units, 0, 6, false);
  expect(gatherer.length).toBe(3);
  gatherer.add('units', units, 0, 4, false); // 6 + 4 bytes are more than 8: the first three flushed
  expect(gatherer.length).toBe(5);
  gatherer.add('latin1', Uint8Array.of(0xe9, 0x41), 0, 2, false);
  expect(gatherer.length).toBe(7);
  gatherer.add('ascii', Uint8Array.of(0x42), 0, 0, false); // nothing
  gatherer.addString('xy');
  expect(gatherer.length).toBe(9);
  gatherer.add('ascii', Uint8Array.of(0x43, 0x44), 1, 1, true);
  expect(gatherer.finish()).toBe('你好A你好éAxyD');
  expect(gatherer.length).toBe(0);
  gatherer.begin(4);
  gatherer.add('ascii', Uint8Array.of(0x45, 0x46), 0, 2, true); // a last piece alone is made a string at once
  expect(gatherer.finish()).toBe('EF');
});
