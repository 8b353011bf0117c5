import { load, Utf8Error } from 'utf8-abnf';
import { encoder, fatalDecoder } from './oracle.js';
import { randomSource, VARIANTS } from './inputs.js';

const UNITS = [0x41, 0x7f, 0x80, 0x7ff, 0x800, 0x4f60, 0xfffd, 0xffff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xd83d, 0xde00];

function* randomStrings() {
  const random = randomSource(3);
  for (let i = 0; i < 5000; i++) {
    let text = '';
    for (let k = random(16); k > 0; k--) text += String.fromCharCode(UNITS[random(UNITS.length)]);
    yield text;
  }
  // Past the codec's chunk of 131072 units, with a pair straddling the boundary.
  yield `${'a'.repeat(131071)}\u{1F600}${'b'.repeat(5)}`;
  yield `${'é'.repeat(300000)}\ud800`;
}

const firstLoneSurrogate = (text) => {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    else if (unit >= 0xd800 && unit <= 0xdfff) return i;
  }
  return -1;
};

describe.each(VARIANTS)('encode (%s build)', (variant) => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load({ variant });
  });

  test('replace is TextEncoder; strict throws at the first lone surrogate; ignore drops them', () => {
    for (const text of randomStrings()) {
      const expected = encoder.encode(text);
      expect(Buffer.from(utf8.encode(text, { errors: 'replace' })).equals(Buffer.from(expected))).toBe(true);
      expect(utf8.encode(text, { errors: 'ignore' })).toEqual(
        encoder.encode(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')),
      );
      const lone = firstLoneSurrogate(text);
      if (lone < 0) {
        expect(Buffer.from(utf8.encode(text)).equals(Buffer.from(expected))).toBe(true);
      } else {
        let error;
        try {
          utf8.encode(text);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(Utf8Error);
        expect(error).toMatchObject({ index: lone, length: 1, reason: 'lone-surrogate' });
      }
    }
  });

  test('every code point round-trips through encode and decode', () => {
    let text = '';
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint < 0xd800 || codePoint > 0xdfff) text += String.fromCodePoint(codePoint);
    }
    const bytes = utf8.encode(text);
    expect(Buffer.from(bytes).equals(Buffer.from(encoder.encode(text)))).toBe(true);
    expect(utf8.decode(bytes)).toBe(text);
    expect(fatalDecoder.decode(bytes)).toBe(text);
  });

  test('long strings, gathered in wasm memory and, past 16 MiB of it, in an array grown from a guess made on the first 128 Ki units; nothing left allocated', () => {
    const heapBefore = utf8.heapInUse();
    const ascii = 'a'.repeat(200000);
    const cjk = '\u4f60'.repeat(200000);
    const [manyAscii, manyCjk] = ['a', '\u4f60'].map((unit) => unit.repeat(3_000_000)); // 18 MB at worst
    const texts = [
      ascii + cjk,
      cjk + ascii,
      `${ascii}\ud800${ascii}`,
      ascii + '\ud83d\ude00'.repeat(90000) + ascii,
      manyAscii + manyCjk,
      manyCjk + manyAscii,
    ];
    for (const text of texts) {
      const expected = encoder.encode(text);
      const actual = utf8.encode(text, { errors: 'replace' });
      expect(actual.length).toBe(expected.length);
      expect(actual.buffer.byteLength).toBe(expected.length); // no slack
      expect(Buffer.compare(actual, expected)).toBe(0);
    }
    const dropped = utf8.encode(`${'\u4f60'.repeat(150000)}\udc00${'a'.repeat(150000)}`, { errors: 'ignore' });
    expect(dropped.length).toBe(3 * 150000 + 150000);
    expect(dropped.buffer.byteLength).toBe(dropped.length);
    for (const text of [`${cjk}\udc00`, `${manyCjk}\udc00`]) expect(() => utf8.encode(text)).toThrow(Utf8Error);
    expect(utf8.heapInUse()).toBe(heapBefore);
  });

  test('the lone surrogate message', () => {
    expect(() => utf8.encode('ab\udc00')).toThrow(
      'utf8.encode: Invalid UTF-16 at index 2 (lone-surrogate): U+DC00 is a lone surrogate, which has no UTF-8 encoding: a surrogate is only valid as half of a pair.',
    );
  });

  test('encodeCodePoints takes any iterable of scalar values and rejects the rest with a RangeError', () => {
    expect(utf8.encodeCodePoints([0x41, 0x4f60, 0x1f600])).toEqual(encoder.encode('A\u4f60\u{1f600}'));
    expect(utf8.encodeCodePoints(new Uint32Array([0x10ffff]))).toEqual(Uint8Array.of(0xf4, 0x8f, 0xbf, 0xbf));
    expect(utf8.encodeCodePoints(new Set([0]))).toEqual(Uint8Array.of(0));
    expect(utf8.encodeCodePoints([])).toEqual(new Uint8Array(0));
    for (const bad of [0xd800, 0xdfff, 0x110000, -1, 1.5, NaN, Infinity, '65', 65n, null]) {
      expect(() => utf8.encodeCodePoints([0x41, bad])).toThrow(RangeError);
    }
    expect(() => utf8.encodeCodePoints([0xd800])).toThrow(/surrogate/);
    expect(() => utf8.encodeCodePoints(65)).toThrow(TypeError);
    expect(() => utf8.encodeCodePoints('A')).toThrow(TypeError);
  });
});
