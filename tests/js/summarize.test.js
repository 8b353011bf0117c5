import { load } from 'utf8-abnf';
import { HEADER_DECODING_REASONS } from './header-tables.js';
import { segmentsOf } from './oracle.js';
import { largeInputs, oracleInputs, TABLE_3_8, VARIANTS } from './inputs.js';

describe.each(VARIANTS)('summarize (%s build)', (variant) => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load({ variant });
  });

  test("counts what the oracle's segments count", () => {
    const keys = utf8.grammar.map((entry) => `UTF8-${entry.rule}/${entry.alternative}`);
    let tried = 0;
    for (const bytes of [...oracleInputs(variant), ...largeInputs(variant)]) {
      if (tried++ % 7 !== 0 && bytes.length < 1000) continue; // a sample of the small inputs, all large ones
      const segments = segmentsOf(bytes);
      const errors = segments.filter((s) => s.reason);
      const expected = {
        length: bytes.length,
        valid: errors.length === 0,
        sequences: segments.length - errors.length,
        errors: errors.length,
        errorBytes: errors.reduce((sum, s) => sum + s.length, 0),
        byAlternative: keys.map((key) => segments.filter((s) => !s.reason && `${s.rule}/${s.alternative}` === key).length),
        byReason: Object.fromEntries(HEADER_DECODING_REASONS.map((reason) => [reason, errors.filter((s) => s.reason === reason).length])),
        firstError: errors.length ? { index: errors[0].index, length: errors[0].length, reason: errors[0].reason } : null,
      };
      expect(utf8.summarize(bytes)).toEqual(expected);
      expect(utf8.summarize(bytes, { errorIndexes: true })).toEqual({
        ...expected,
        errorIndexes: Uint32Array.from(errors, (s) => s.index),
      });
    }
  });

  test('errorIndexes grow past their first allocation, and bad options are refused', () => {
    const bytes = new Uint8Array(1000).fill(0x80);
    expect(utf8.summarize(bytes, { errorIndexes: true }).errorIndexes).toEqual(Uint32Array.from({ length: 1000 }, (_, i) => i));
    expect(utf8.summarize(bytes, { errorIndexes: false }).errorIndexes).toBeUndefined();
    expect(() => utf8.summarize(bytes, 3)).toThrow(TypeError);
  });

  test('Table 3-8', () => {
    expect(utf8.summarize(TABLE_3_8)).toMatchObject({ sequences: 4, errors: 6, errorBytes: 9 });
  });
});
