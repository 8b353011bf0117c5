import { load } from 'utf8-abnf';
import { fatalDecoder, isUtf8 } from './oracle.js';
import { largeInputs, oracleInputs, VARIANTS } from './inputs.js';

describe.each(VARIANTS)('validate (%s build)', (variant) => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load({ variant });
  });

  test('agrees with buffer.isUtf8 and a fatal TextDecoder on every oracle input', () => {
    let tried = 0;
    for (const bytes of [...oracleInputs(), ...largeInputs()]) {
      const expected = isUtf8(bytes);
      if (utf8.validate(bytes) !== expected) throw new Error(`validate([${Array.from(bytes.subarray(0, 16))}]) !== ${expected}`);
      tried++;
    }
    expect(tried).toBeGreaterThan(65536);
    expect(() => fatalDecoder.decode(Uint8Array.of(0xc0, 0x80))).toThrow();
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
