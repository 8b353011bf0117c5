import { load } from 'utf8-abnf';
import { isUtf8 } from './oracle.js';
import { everyTwoBytes, largeInputs, oracleInputs, VARIANTS } from './inputs.js';

describe.each(VARIANTS)('validate (%s build)', (variant) => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load({ variant });
  });

  test('agrees with buffer.isUtf8 and a fatal TextDecoder on every oracle input', () => {
    let tried = 0;
    for (const bytes of [...oracleInputs(variant), ...largeInputs(variant)]) {
      const expected = isUtf8(bytes);
      if (utf8.validate(bytes) !== expected) throw new Error(`validate([${Array.from(bytes.subarray(0, 16))}]) !== ${expected}`);
      tried++;
    }
    expect(tried).toBeGreaterThan(everyTwoBytes(variant));
  });

  // Each alternative's first and last sequence, and the bytes just outside each narrowed range.
  test.each([
    ['7F', true],
    ['C2 80', true],
    ['C1 BF', false],
    ['DF BF', true],
    ['E0 A0 80', true],
    ['E0 9F BF', false],
    ['ED 9F BF', true],
    ['ED A0 80', false],
    ['EE 80 80', true],
    ['EF BF BF', true],
    ['F0 90 80 80', true],
    ['F0 8F BF BF', false],
    ['F4 8F BF BF', true],
    ['F4 90 80 80', false],
    ['F5 80 80 80', false],
    ['E4 BD', false],
    ['80', false],
    ['', true],
  ])('%s is valid: %s', (hex, expected) => {
    const bytes = Uint8Array.from(hex ? hex.split(' ') : [], (h) => Number.parseInt(h, 16));
    expect(utf8.validate(bytes)).toBe(expected);
    // The same bytes after a long valid run, where the SIMD batches end.
    const long = new Uint8Array(1000 + bytes.length).fill(0x61);
    long.set(bytes, 1000);
    expect(utf8.validate(long)).toBe(expected);
  });

  test('accepts every kind of bytes', () => {
    const bytes = Uint8Array.of(0xe4, 0xbd, 0xa0);
    expect(utf8.validate(bytes.buffer)).toBe(true);
    expect(utf8.validate(Buffer.from(bytes))).toBe(true);
    expect(utf8.validate(new DataView(bytes.buffer))).toBe(true);
    expect(utf8.validate(new Uint16Array([0xbde4]))).toBe(false); // E4 BD: truncated
    expect(utf8.validate(new Uint8Array(new SharedArrayBuffer(2)))).toBe(true);
  });
});
