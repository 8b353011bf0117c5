import { Utf8Error } from 'utf8-abnf';
import { firstError } from './oracle.js';
import { codecByRoute, DECODE_ROUTES, everyInputOfLength, randomSource, randomText, TABLE_3_8, VARIANTS } from './inputs.js';

// Short inputs cut at every pair of positions, so that sequences split every way.
function* cutInputs(variant) {
  yield* everyInputOfLength(2, variant);
  yield TABLE_3_8;
  const random = randomSource(11);
  for (let i = 0; i < 400; i++) yield randomText(random, random(10), random(3));
}

function* everyCut(bytes) {
  for (let a = 0; a <= bytes.length; a++) {
    for (let b = a; b <= bytes.length; b++) yield [bytes.subarray(0, a), bytes.subarray(a, b), bytes.subarray(b)];
  }
}

// Each build by the runtime's route; the SIMD build also with every decode by the platform's TextDecoder.
describe.each([...VARIANTS.map((variant) => [variant, DECODE_ROUTES[0]]), ['simd', DECODE_ROUTES[1]]])(
  'streaming (%s build, %s)',
  (variant, route) => {
    let utf8;
    beforeAll(async () => {
      utf8 = await codecByRoute(variant, route);
    });

    test('createValidator().end() is check of the whole, for every way of cutting it', () => {
      const validator = utf8.createValidator();
      for (const bytes of cutInputs(variant)) {
        const expected = JSON.stringify(firstError(bytes));
        for (const pieces of everyCut(bytes)) {
          for (const piece of pieces) validator.push(piece);
          const actual = JSON.stringify(validator.end());
          if (actual !== expected) throw new Error(`${pieces.map((p) => Array.from(p))}: ${actual}, expected ${expected}`);
        }
      }
    });

    test('createDecoder().decode(chunk, { stream: true }) matches a streaming TextDecoder for every cut', () => {
      for (const errors of ['replace', 'strict']) {
        const decoder = utf8.createDecoder({ errors });
        for (const bytes of cutInputs(variant)) {
          const expected = firstError(bytes);
          const oracle = new TextDecoder('utf-8', { ignoreBOM: true });
          const whole = oracle.decode(bytes);
          for (const [a, b, c] of everyCut(bytes)) {
            let text;
            try {
              text = decoder.decode(a, { stream: true }) + decoder.decode(b, { stream: true }) + decoder.decode(c);
            } catch (error) {
              if (
                errors !== 'strict' ||
                expected.valid ||
                !(error instanceof Utf8Error) ||
                error.index !== expected.index ||
                error.reason !== expected.reason
              ) {
                throw new Error(`${[a, b, c].map((p) => Array.from(p))}: ${error} (expected ${JSON.stringify(expected)})`);
              }
              continue;
            }
            if (text !== whole || (errors === 'strict' && !expected.valid)) {
              throw new Error(`${[a, b, c].map((p) => Array.from(p))}: ${JSON.stringify(text)}, expected ${JSON.stringify(whole)}`);
            }
          }
        }
      }
    });

    test('a sequence split across chunks decodes once whole; a flush reports what is left', () => {
      const decoder = utf8.createDecoder();
      expect(decoder.decode(Uint8Array.of(0xf0, 0x9f), { stream: true })).toBe('');
      expect(decoder.decode(Uint8Array.of(0x98), { stream: true })).toBe('');
      expect(decoder.decode(Uint8Array.of(0x80, 0x41))).toBe('\u{1F600}A');
      expect(decoder.decode(Uint8Array.of(0xe4), { stream: true })).toBe('');
      expect(() => decoder.decode()).toThrow(expect.objectContaining({ reason: 'truncated', index: 0, length: 1 }));
      expect(decoder.decode(Uint8Array.of(0x41))).toBe('A'); // the decoder is reset after an error
      expect(decoder.decode(Uint8Array.of(0x41, 0x42), { stream: true })).toBe('AB');
      expect(() => decoder.decode(Uint8Array.of(0xe4, 0xbd), { stream: true })).not.toThrow();
      expect(() => decoder.decode(Uint8Array.of(0x41))).toThrow(
        expect.objectContaining({ reason: 'missing-continuation', index: 2, length: 2 }),
      );
      expect(() => decoder.decode(Uint8Array.of(0xff))).toThrow(expect.objectContaining({ index: 0 })); // counted afresh
      const replacing = utf8.createDecoder({ errors: 'replace' });
      expect(replacing.decode(Uint8Array.of(0x41, 0xe4, 0xbd), { stream: true })).toBe('A');
      expect(replacing.decode()).toBe('\uFFFD');
    });

    test('stripBOM drops only a BOM at the start of the stream, even when split', () => {
      const decoder = utf8.createDecoder({ stripBOM: true });
      expect(decoder.decode(Uint8Array.of(0xef, 0xbb), { stream: true })).toBe('');
      expect(decoder.decode(Uint8Array.of(0xbf, 0xef, 0xbb, 0xbf))).toBe('\uFEFF');
    });

    test("the validator's indexes count from the start of the stream", () => {
      const validator = utf8.createValidator();
      validator.push(new Uint8Array(300000).fill(0x41));
      validator.push(Uint8Array.of(0xf1, 0x80));
      validator.push(Uint8Array.of(0x80, 0x41));
      expect(validator.end()).toEqual({ valid: false, index: 300000, length: 3, reason: 'missing-continuation' });
      expect(validator.end()).toEqual({ valid: true }); // end() resets
    });
  },
);
