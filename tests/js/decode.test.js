import { jest } from '@jest/globals';
import { Utf8Error } from 'utf8-abnf';
import { firstError, ignoringDecode, replacingDecoder } from './oracle.js';
import { createRequire } from 'node:module';
import { createCodec } from '../../js/codec.js';
import {
  codecByRoute,
  DECODE_ROUTES,
  EDGE_BYTES,
  freshCodec,
  freshImport,
  freshPackage,
  glueModule,
  largeInputs,
  oracleInputs,
  TABLE_3_8,
  VARIANTS,
} from './inputs.js';

// Replace as TextDecoder, ignore as the oracle drops the maximal subparts, strict as the first
// error of the oracle (a Utf8Error with its index, length and reason).
function expectOracleText(utf8, bytes) {
  const replaced = replacingDecoder.decode(bytes);
  if (utf8.decode(bytes, { errors: 'replace' }) !== replaced) throw new Error(`replace differs on ${Array.from(bytes.subarray(0, 16))}`);
  if (utf8.decode(bytes, { errors: 'ignore' }) !== ignoringDecode(bytes))
    throw new Error(`ignore differs on ${Array.from(bytes.subarray(0, 16))}`);
  const expected = firstError(bytes);
  let thrown = null;
  let text;
  try {
    text = utf8.decode(bytes);
  } catch (error) {
    thrown = error;
  }
  if (expected.valid) {
    if (thrown || text !== replaced) throw new Error(`strict failed on valid ${Array.from(bytes.subarray(0, 16))}: ${thrown}`);
  } else if (
    !(thrown instanceof Utf8Error) ||
    thrown.index !== expected.index ||
    thrown.length !== expected.length ||
    thrown.reason !== expected.reason
  ) {
    throw new Error(`strict on ${Array.from(bytes.subarray(0, 16))}: ${thrown}, expected ${JSON.stringify(expected)}`);
  }
}

// Each build by the runtime's route; the SIMD build also with every decode by the platform's TextDecoder.
describe.each([...VARIANTS.map((variant) => [variant, DECODE_ROUTES[0]]), ['simd', DECODE_ROUTES[1]]])(
  'decode (%s build, %s)',
  (variant, route) => {
    let utf8;
    beforeAll(async () => {
      utf8 = await codecByRoute(variant, route);
    });

    test('replace is TextDecoder, ignore drops the maximal subparts, strict throws the first error', () => {
      for (const bytes of [...oracleInputs(variant), ...largeInputs(variant)]) expectOracleText(utf8, bytes);
    });

    test('16 bytes of 1- to 3-byte characters that end in any three edge bytes decode as the oracles say', () => {
      // Such text is decoded in JavaScript (fewBmpText); a byte of anything else sends it to wasm.
      // Every pair of bytes alone is in the first test.
      const text = Buffer.from('ab\u00e9\u4e2d\u0416\u6587c', 'utf8'); // 13 bytes: 2, 3, 2 and 3-byte ones between ASCII
      for (const first of EDGE_BYTES) {
        for (const second of EDGE_BYTES) {
          for (const third of EDGE_BYTES) {
            const bytes = Uint8Array.of(...text, first, second, third);
            expectOracleText(utf8, bytes);
            expectOracleText(utf8, bytes.subarray(1, 15));
          }
        }
      }
    });

    test('the route is the one named: the platform’s TextDecoder decodes only there (Node’s choice is the codec)', () => {
      const decodes = jest.spyOn(TextDecoder.prototype, 'decode');
      try {
        const text = 'héllo wörld, 你好 '.repeat(8);
        const bytes = new TextEncoder().encode(text);
        for (const errors of ['strict', 'replace', 'ignore']) expect(utf8.decode(bytes, { errors })).toBe(text);
        expect(decodes).toHaveBeenCalledTimes(route === DECODE_ROUTES[1] ? 2 : 0); // strict and replace; never ignore
      } finally {
        decodes.mockRestore();
      }
    });

    test('Unicode Table 3-8 with replacement', () => {
      expect(utf8.decode(TABLE_3_8, { errors: 'replace' })).toBe('a\uFFFD\uFFFD\uFFFDb\uFFFDc\uFFFD\uFFFDd');
      expect(utf8.decode(TABLE_3_8, { errors: 'ignore' })).toBe('abcd');
    });

    test('a strict error is a Utf8Error with index, length, reason and a readable message', () => {
      let error;
      try {
        utf8.decode(Uint8Array.of(0x61, 0x62, 0xe0, 0x80, 0x80));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(Utf8Error);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe('Utf8Error');
      // As a fatal TextDecoder throws: a TypeError with Node's code, so one catch serves both.
      expect(error).toBeInstanceOf(TypeError);
      expect(error.code).toBe('ERR_ENCODING_INVALID_ENCODED_DATA');
      let native;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.of(0xe0, 0x80));
      } catch (e) {
        native = e;
      }
      expect([native.name, native.code]).toEqual(['TypeError', error.code]); // (Jest runs in another realm: no instanceof)
      // Its constructor is the one the types declare: (message, { index, length, reason }).
      expect(new Utf8Error('m', { index: 1, length: 2, reason: 'truncated' })).toMatchObject({
        message: 'm',
        index: 1,
        length: 2,
        reason: 'truncated',
        code: 'ERR_ENCODING_INVALID_ENCODED_DATA',
      });
      // Only a Utf8Error is one: not any TypeError, object or value, nor a function that carries the brand.
      const brand = Symbol.for('utf8-abnf.Utf8Error');
      for (const other of [null, undefined, 'Utf8Error', 0, {}, new TypeError('m'), Object.assign(() => {}, { [brand]: true })]) {
        expect(other instanceof Utf8Error).toBe(false);
      }
      expect({ [brand]: true } instanceof Utf8Error).toBe(true); // the other entry's, which the brand marks
      expect(error).toMatchObject({ index: 2, length: 1, reason: 'overlong' });
      expect(error.message).toBe(
        'Invalid UTF-8 at byte 2 (overlong): E0 80: after E0 the next byte must be A0..BF; 80 would make an overlong form of a code point below U+0800.',
      );
    });

    // The call that throws is the user's: between it and the error, only the throwing helper. A
    // stack with fewer of the package's frames also costs less to capture.
    test("a strict error's stack starts at the user's call, whatever way it took", () => {
      const long = new Uint8Array(200).fill(0x61);
      long[150] = 0xc3;
      const calls = {
        short: () => utf8.decode(Uint8Array.of(0x61, 0xc3)),
        long: () => utf8.decode(long),
        stripBOM: () => utf8.decode(long, { stripBOM: true }),
        decoder: () => utf8.createDecoder().decode(long),
        TextDecoder: () => new utf8.TextDecoder('utf-8', { fatal: true }).decode(long),
      };
      for (const [name, call] of Object.entries(calls)) {
        let stack;
        function theUsersCall() {
          try {
            call();
          } catch (error) {
            stack = error.stack;
          }
        }
        theUsersCall();
        const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
        expect([name, frames.findIndex((frame) => frame.includes('theUsersCall'))]).toEqual([name, 3]);
      }
    });

    test('a decode call leaves nothing behind for the next, whatever way it ended', () => {
      expect(() => utf8.decode(Uint8Array.of(0x41, 0xe4, 0xbd))).toThrow(Utf8Error);
      expect(() => utf8.decode(Uint8Array.of(0xa0, 0x42))).toThrow(/at byte 0 \(unexpected-continuation\)/);
      expect(utf8.decode(Uint8Array.of(0xe4, 0xbd), { errors: 'replace' })).toBe('\ufffd');
      expect(utf8.decode(Uint8Array.of(0xa0), { errors: 'replace' })).toBe('\ufffd');
      expect(utf8.decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41), { stripBOM: true })).toBe('A');
      expect(utf8.decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41))).toBe('\ufeffA');
    });

    test('long ASCII runs before and after other text, in ordinary and in shared memory', () => {
      const text = `${'a'.repeat(600000)}é${'b'.repeat(300000)}\u4f60${'c'.repeat(70000)}`;
      const encoded = Buffer.from(text, 'utf8');
      const shared = new Uint8Array(new SharedArrayBuffer(encoded.length + 8), 8);
      shared.set(encoded);
      for (const bytes of [encoded, shared, encoded.subarray(0, 600000), shared.subarray(1)]) {
        expect(utf8.decode(bytes) === Buffer.from(bytes).toString('utf8')).toBe(true);
      }
      // Runs that begin a piece (64 KiB) or more in: between others, and to the end.
      for (const later of [`é${'a'.repeat(800000)}é${'b'.repeat(9)}`, `é${'a'.repeat(600000)}`]) {
        expect(utf8.decode(Buffer.from(later, 'utf8')) === later).toBe(true);
      }
    });

    test('short texts of every length up to 70 bytes, cut anywhere, in ordinary and in shared memory', () => {
      // Up to 64 bytes a decode is one call whose text is made directly, in a way that depends on
      // its length and on whether its characters are ASCII, Latin-1 or wider.
      const replacing = new TextDecoder();
      for (const text of [
        'The quick brown fox jumps over the lazy dog. '.repeat(2),
        'déjà vu, à la carte; '.repeat(4),
        '\u4f60\u597d\u4e16\u754c'.repeat(8),
        '\u{1f600}\u{1f4a9}'.repeat(10),
      ]) {
        const encoded = Buffer.from(text, 'utf8');
        const shared = new Uint8Array(new SharedArrayBuffer(80));
        shared.set(encoded.subarray(0, 80));
        for (let length = 0; length <= 70; length++) {
          for (const bytes of [encoded.subarray(0, length), shared.subarray(0, length)]) {
            expect(utf8.decode(bytes, { errors: 'replace' })).toBe(replacing.decode(bytes));
          }
        }
      }
    });

    test('long texts one after another, some cut short by an error, each come out whole', () => {
      // They share one gathering buffer: what one leaves in it must never show in the next.
      const latin = Buffer.from('déjà vu, à la carte; '.repeat(40000), 'utf8');
      const emoji = Buffer.from('\u{1f600}\u{1f4a9} '.repeat(60000), 'utf8');
      const broken = Uint8Array.from(latin);
      broken[700000] = 0xff;
      const expected = (bytes) => new TextDecoder().decode(bytes);
      const decoder = utf8.createDecoder({ errors: 'replace' });
      for (const bytes of [latin, emoji, latin.subarray(0, 300001), emoji.subarray(2, 500002)]) {
        expect(utf8.decode(bytes, { errors: 'replace' }) === expected(bytes)).toBe(true);
        expect(() => utf8.decode(broken)).toThrow(/at byte 700000/);
        expect(utf8.decode(broken, { errors: 'replace' }) === expected(broken)).toBe(true);
        expect(
          decoder.decode(bytes.subarray(0, 400000), { stream: true }) + decoder.decode(bytes.subarray(400000)) === expected(bytes),
        ).toBe(true);
      }
    });

    test('a BOM is kept unless stripBOM', () => {
      const bytes = Uint8Array.of(0xef, 0xbb, 0xbf, 0x41);
      expect(utf8.decode(bytes)).toBe('\uFEFFA');
      expect(utf8.decode(bytes, { stripBOM: true })).toBe('A');
      expect(utf8.decode(bytes, { stripBOM: true, errors: 'replace' })).toBe(new TextDecoder().decode(bytes));
      expect(utf8.decode(Uint8Array.of(0x41, 0xef, 0xbb, 0xbf), { stripBOM: true })).toBe('A\uFEFF');
      // Kept on every route: a few bytes, one call, and the general way, in every error mode.
      for (const tail of ['A', 'é'.repeat(20), 'x'.repeat(70000)]) {
        const long = Buffer.from(`\uFEFF${tail}`, 'utf8');
        for (const errors of ['strict', 'replace', 'ignore']) expect(utf8.decode(long, { errors }) === `\uFEFF${tail}`).toBe(true);
        expect(utf8.decode(long, { stripBOM: true }) === tail).toBe(true);
      }
      // The call is the whole text: a sequence cut at its end is an error, never left for a next call.
      const cut = Uint8Array.of(0xef, 0xbb, 0xbf, 0x41, 0xe4, 0xbd);
      expect(() => utf8.decode(cut, { stripBOM: true })).toThrow(/at byte 4 \(truncated\)/);
      expect(utf8.decode(cut, { stripBOM: true, errors: 'replace' })).toBe('A\uFFFD');
      // A decoder's call without `stream` ends its text: the next one is a new text, with its own BOM.
      const decoder = utf8.createDecoder({ stripBOM: true });
      expect(decoder.decode(bytes)).toBe('A');
      expect(decoder.decode(bytes)).toBe('A');
      expect(decoder.decode(bytes, { stream: true }) + decoder.decode(bytes)).toBe('A\uFEFFA');
    });

    test('options are checked', () => {
      expect(() => utf8.decode(new Uint8Array(1), { errors: 'lenient' })).toThrow(TypeError);
      expect(() => utf8.decode(new Uint8Array(1), { errors: 'lenient' })).toThrow(/'strict', 'replace' or 'ignore'/);
      expect(() => utf8.decode(new Uint8Array(1), 'replace')).toThrow(TypeError);
      expect(utf8.decode(Uint8Array.of(0x41), null)).toBe('A');
      expect(() => utf8.createDecoder({ errors: 'lenient' })).toThrow(/^utf8\.createDecoder: errors must be/);
    });
  },
);

// A one-shot decode longer than one call goes through a decoder kept per error mode, made with the
// codec: one made inside the test shows that each mode's is that mode's.
test('a codec made anew decodes long input in each error mode as that mode does', async () => {
  const utf8 = await freshCodec('simd');
  const bytes = new Uint8Array(100).fill(0x61);
  bytes[50] = 0xff;
  const [before, after] = ['a'.repeat(50), 'a'.repeat(49)];
  expect(() => utf8.decode(bytes, { errors: 'strict' })).toThrow(/^Invalid UTF-8 at byte 50 \(invalid-byte\)/);
  expect(utf8.decode(bytes, { errors: 'replace' })).toBe(`${before}\ufffd${after}`);
  expect(utf8.decode(bytes, { errors: 'ignore' })).toBe(before + after);
});

// Only a text too long for the engine's strings is reported as such (huge-inputs.test.js): whatever
// else a decode call throws from inside (a wasm trap, a fault) comes out as it was, even a value
// that is not an Error, and the decoder starts the next text clean.
test.each([[new WebAssembly.RuntimeError('unreachable')], [null]])(
  'what wasm throws during a long decode (%p) comes out unchanged',
  async (thrown) => {
    const wasm = await glueModule('simd');
    let failing = false;
    const faulty = new Proxy(wasm, {
      get(target, key) {
        const value = target[key];
        if (key !== '_utf8abnf_decode') return value;
        return (...args) => {
          if (failing) throw thrown;
          return value(...args);
        };
      },
    });
    const utf8 = createCodec(faulty, 'simd');
    const text = 'é'.repeat(100); // past the one-call route: the general way, a chunk at a time
    const bytes = new TextEncoder().encode(text);
    failing = true;
    let caught = 'nothing thrown';
    try {
      utf8.decode(bytes);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBe(thrown);
    failing = false;
    expect(utf8.decode(bytes)).toBe(text);
  },
);

// A text of many chunks is gathered in pieces of each kind (UTF-16 units, Latin-1, ASCII) by
// js/wasm/strings.js, whose table of string makers is made when it loads: so over a package loaded anew.
test('a package loaded anew decodes a text of many chunks and every kind of piece', async () => {
  const utf8 = await freshPackage();
  const text = `${'你好'.repeat(40000)}${'é'.repeat(50000)}${'a'.repeat(70000)}${'🚀'.repeat(20000)}`;
  const bytes = new TextEncoder().encode(text);
  expect(utf8.decode(bytes)).toBe(text);
  bytes[100000] = 0xff; // inside the CJK, so a U+FFFD between pieces of units
  expect(utf8.decode(bytes, { errors: 'replace' })).toBe(new TextDecoder().decode(bytes));
});

// The ES entry (js/, loaded anew: its class is made when it loads) and the CommonJS entry (a
// bundle in dist/) each have a Utf8Error: each one's instanceof knows the other's errors.
test("the Utf8Error of either entry recognises the other's errors", async () => {
  const es = await freshImport('utf8-abnf');
  const commonJs = createRequire(import.meta.url)('utf8-abnf');
  expect(commonJs.Utf8Error).not.toBe(es.Utf8Error);
  const errorOf = (utf8) => {
    try {
      utf8.decode(Uint8Array.of(0xff));
    } catch (error) {
      return error;
    }
  };
  const fromEs = errorOf(await es.load());
  const fromCommonJs = errorOf(await commonJs.load());
  for (const error of [fromEs, fromCommonJs]) {
    expect(error instanceof es.Utf8Error).toBe(true);
    expect(error instanceof commonJs.Utf8Error).toBe(true);
  }
  expect(new es.Utf8Error('m', {}) instanceof commonJs.Utf8Error).toBe(true);
  expect(new commonJs.Utf8Error('m', {}) instanceof es.Utf8Error).toBe(true);
});
