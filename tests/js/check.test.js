import { load } from 'utf8-abnf';
import { firstError } from './oracle.js';
import { largeInputs, oracleInputs, TABLE_3_8, VARIANTS } from './inputs.js';

const hexOf = (bytes) => Array.from(bytes.subarray(0, 24), (b) => b.toString(16).padStart(2, '0')).join(' ');

describe.each(VARIANTS)('check (%s build)', (variant) => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load({ variant });
  });

  test("finds the oracle's first error, index, length and reason, on every oracle input", () => {
    for (const bytes of [...oracleInputs(variant), ...largeInputs(variant)]) {
      const actual = utf8.check(bytes);
      const expected = firstError(bytes);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        throw new Error(`check(${hexOf(bytes)}): ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
      }
    }
  });

  test.each([
    ['41', { valid: true }],
    ['80', { valid: false, index: 0, length: 1, reason: 'unexpected-continuation' }],
    ['c0 af', { valid: false, index: 0, length: 1, reason: 'overlong' }],
    ['e0 80 af', { valid: false, index: 0, length: 1, reason: 'overlong' }],
    ['f0 8f bf bf', { valid: false, index: 0, length: 1, reason: 'overlong' }],
    ['ed a0 80', { valid: false, index: 0, length: 1, reason: 'surrogate' }],
    ['f4 90 80 80', { valid: false, index: 0, length: 1, reason: 'too-large' }],
    ['f5 80', { valid: false, index: 0, length: 1, reason: 'too-large' }],
    ['f8 88 80 80 80', { valid: false, index: 0, length: 1, reason: 'invalid-byte' }],
    ['ff', { valid: false, index: 0, length: 1, reason: 'invalid-byte' }],
    ['61 e4 41', { valid: false, index: 1, length: 1, reason: 'missing-continuation' }],
    ['61 f1 80 80 41', { valid: false, index: 1, length: 3, reason: 'missing-continuation' }],
    ['61 e4 bd', { valid: false, index: 1, length: 2, reason: 'truncated' }],
  ])('%s', (hex, expected) => {
    expect(utf8.check(Uint8Array.from(hex.split(' '), (h) => parseInt(h, 16)))).toEqual(expected);
  });

  test('Unicode Table 3-8: the first error is F1 80 80', () => {
    expect(utf8.check(TABLE_3_8)).toEqual({ valid: false, index: 1, length: 3, reason: 'missing-continuation' });
  });

  test('long inputs are checked 64 KiB at a time: a sequence across a piece boundary, an error in a later piece', () => {
    const encoder = new TextEncoder();
    const across = encoder.encode(`${'a'.repeat(65535)}é${'b'.repeat(70000)}`); // é's bytes at 65535 and 65536
    expect(utf8.check(across)).toEqual({ valid: true });
    expect(utf8.validate(across)).toBe(true);
    const broken = Uint8Array.from(across);
    broken[135000] = 0xc0;
    expect(utf8.check(broken)).toEqual({ valid: false, index: 135000, length: 1, reason: 'overlong' });
    expect(utf8.validate(broken)).toBe(false);
    expect(utf8.check(across.subarray(0, 65536))).toEqual({ valid: false, index: 65535, length: 1, reason: 'truncated' });
    const validator = utf8.createValidator();
    validator.push(across.subarray(0, 10));
    validator.push(broken.subarray(10));
    expect(validator.firstError).toEqual({ index: 135000, length: 1, reason: 'overlong' });
    expect(validator.end()).toEqual({ valid: false, index: 135000, length: 1, reason: 'overlong' });
    validator.push(across.subarray(0, 65536)); // end() started a new stream
    expect(validator.firstError).toBe(null);
    expect(validator.end()).toEqual({ valid: false, index: 65535, length: 1, reason: 'truncated' });
  });
});
