import { freshPackage } from './inputs.js';

let utf8;
// Each test over the package loaded anew (inputs.js, freshPackage): the tables and texts these
// tests check are made when a module loads.
beforeEach(async () => {
  utf8 = await freshPackage();
});

test.each([
  ['U+4F60', [0x4f60]],
  ['4F60', [0x4f60]],
  ['0x4F60 u+1f600', [0x4f60, 0x1f600]],
  ['\\u{1F600}', [0x1f600]],
  ['\\uD83D\\uDE00', [0x1f600]],
  ['\\u4F60\\uD83D\\uDE00', [0x4f60, 0x1f600]],
  ['&#x1F600;&#128512;', [0x1f600, 0x1f600]],
  ['#128512, #65', [0x1f600, 65]],
  ['U+4F60U+1F600', [0x4f60, 0x1f600]],
  ['  ', []],
])('%s', (text, codePoints) => {
  expect(utf8.parseCodePoints(text)).toEqual({ ok: true, codePoints });
});

test.each([
  [
    'U+D800',
    0,
    'U+D800 is a surrogate: UTF-16 uses it only as half of a pair (a high one, D800..DBFF, then a low one, DC00..DFFF), and no UTF-8 encodes it alone',
  ],
  [
    '41 \\uD83D x',
    3,
    'U+D83D is a surrogate: UTF-16 uses it only as half of a pair (a high one, D800..DBFF, then a low one, DC00..DFFF), and no UTF-8 encodes it alone',
  ],
  ['U+110000', 0, 'U+110000 is above U+10FFFF, the last code point: Unicode stops there (where UTF-16 does), and UTF-8 with it'],
  [
    '128512',
    0,
    'U+128512 is above U+10FFFF, the last code point: Unicode stops there (where UTF-16 does), and UTF-8 with it (for the decimal 128512, write #128512 or &#128512;)',
  ],
  [
    '4F60 hello',
    5,
    '"hello" is not a code point: write U+4F60, 4F60, \\u{1F600}, \\uD83D\\uDE00, &#x1F600;, &#128512; or #128512 (decimal)',
  ],
])('%s is refused at %d', (text, index, message) => {
  expect(utf8.parseCodePoints(text)).toEqual({ ok: false, index, message });
});

test('only strings', () => {
  expect(() => utf8.parseCodePoints(0x41)).toThrow(TypeError);
});

// The edges of each range, where an off-by-one would read a pair, a surrogate or a code point wrongly.
test.each([
  // An escaped high surrogate joins the low one right after it; at the edges of both ranges.
  ['\\uD800\\uDC00', [0x10000]],
  ['\\uDBFF\\uDFFF', [0x10ffff]],
  ['\\uD800\\uDFFF', [0x103ff]],
  ['\\uDBFF\\uDC00', [0x10fc00]],
  // Values just outside the surrogates, and the last code point.
  ['U+D7FF U+E000 \\uD7FF \\uE000', [0xd7ff, 0xe000, 0xd7ff, 0xe000]],
  ['U+10FFFF 10FFFF', [0x10ffff, 0x10ffff]],
  // A token ends at a separator or at the start of the next token's own notation.
  ['41;42,43\t44\n45', [0x41, 0x42, 0x43, 0x44, 0x45]],
  ['\\u0041\\u{42}&#x43;&#68;#69U+46', [0x41, 0x42, 0x43, 0x44, 0x45, 0x46]],
  ['41', [0x41]],
])('%s reads as its code points', (text, codePoints) => {
  expect(utf8.parseCodePoints(text)).toEqual({ ok: true, codePoints });
});

test.each([
  // A high surrogate escape not followed by a low one, at either side of the low range.
  ['\\uD800\\uDBFF', 0, 'U+D800'],
  ['\\uDBFF\\uE000', 0, 'U+DBFF'],
  ['\\uD800 41', 0, 'U+D800'],
  ['\\uD800', 0, 'U+D800'],
  // A low one alone, and the surrogates' edges written as U+.
  ['\\uDC00', 0, 'U+DC00'],
  ['\\uDFFF', 0, 'U+DFFF'],
  ['U+DFFF', 0, 'U+DFFF'],
  ['41 U+D800', 3, 'U+D800'],
  // Only an escaped high surrogate (\uD83D) joins the escape after it: written otherwise it is alone.
  ['U+D83D\\uDE00', 0, 'U+D83D'],
  ['&#xD83D;\\uDE00', 0, 'U+D83D'],
  ['\\u{D83D}\\uDE00', 0, 'U+D83D'],
])('%s is a surrogate at %d', (text, index, label) => {
  const result = utf8.parseCodePoints(text);
  expect(result).toMatchObject({ ok: false, index });
  expect(result.message).toBe(
    `${label} is a surrogate: UTF-16 uses it only as half of a pair (a high one, D800..DBFF, then a low one, DC00..DFFF), and no UTF-8 encodes it alone`,
  );
});

test('past U+10FFFF: the decimal hint only for a bare number of decimal digits', () => {
  const above = (label) => `${label} is above U+10FFFF, the last code point: Unicode stops there (where UTF-16 does), and UTF-8 with it`;
  expect(utf8.parseCodePoints('110000').message).toBe(`${above('U+110000')} (for the decimal 110000, write #110000 or &#110000;)`);
  expect(utf8.parseCodePoints('11000A').message).toBe(above('U+11000A'));
  expect(utf8.parseCodePoints('A11000').message).toBe(above('U+A11000'));
  expect(utf8.parseCodePoints('U+110000').message).toBe(above('U+110000'));
  expect(utf8.parseCodePoints('\\u{110000}').message).toBe(above('U+110000'));
  expect(utf8.parseCodePoints('#1114112')).toMatchObject({ ok: false, index: 0, message: above('U+110000') });
  expect(utf8.parseCodePoints('#1114111')).toEqual({ ok: true, codePoints: [0x10ffff] });
});

test('a token with something glued to it is refused where the token starts', () => {
  expect(utf8.parseCodePoints('41 42x')).toMatchObject({ ok: false, index: 3 });
  expect(utf8.parseCodePoints('U+41G')).toMatchObject({ ok: false, index: 0 });
  expect(utf8.parseCodePoints('&#x41;z')).toMatchObject({ ok: false, index: 0 });
});

test('arguments: the messages name the function', () => {
  expect(() => utf8.parseCodePoints(0x41)).toThrow('utf8.parseCodePoints expects a string, not a number');
  expect(() => utf8.parseCodePoints('41', 'zh')).toThrow('utf8.parseCodePoints: options must be an object, not a string');
  expect(() => utf8.parseCodePoints('41', { locale: 'fr' })).toThrow("utf8.parseCodePoints: locale must be 'en' or 'zh', not \"fr\"");
});

test('only a \\u escape of a high surrogate joins the \\u escape of a low one right after it', () => {
  const SURROGATE =
    'is a surrogate: UTF-16 uses it only as half of a pair (a high one, D800..DBFF, then a low one, DC00..DFFF), and no UTF-8 encodes it alone';
  expect(utf8.parseCodePoints('\\uD83D\\uDE00')).toEqual({ ok: true, codePoints: [0x1f600] });
  expect(utf8.parseCodePoints('\\uDBFF\\uDFFF')).toEqual({ ok: true, codePoints: [0x10ffff] });
  expect(utf8.parseCodePoints('U+D83D \\uDE00')).toEqual({ ok: false, index: 0, message: `U+D83D ${SURROGATE}` });
  expect(utf8.parseCodePoints('\\u0041\\uDC00')).toEqual({ ok: false, index: 6, message: `U+DC00 ${SURROGATE}` });
  expect(utf8.parseCodePoints('\\uDC00\\uDC00')).toEqual({ ok: false, index: 0, message: `U+DC00 ${SURROGATE}` });
  expect(utf8.parseCodePoints('\\uD83D\\uE000')).toEqual({ ok: false, index: 0, message: `U+D83D ${SURROGATE}` });
});

test('past U+10FFFF, bare digits are also offered as the decimal they may be', () => {
  const TOO_LARGE = 'U+110000 is above U+10FFFF, the last code point: Unicode stops there (where UTF-16 does), and UTF-8 with it';
  expect(utf8.parseCodePoints('U+110000')).toEqual({ ok: false, index: 0, message: TOO_LARGE });
  expect(utf8.parseCodePoints('110000')).toEqual({
    ok: false,
    index: 0,
    message: `${TOO_LARGE} (for the decimal 110000, write #110000 or &#110000;)`,
  });
});

test('an unreadable token is quoted with its invisible and control characters as badges, in both languages', async () => {
  const { visibleText } = await import('utf8-abnf/texts');
  const hostile = ['\x1b[2J', '\u202eevil', 'a\u200bb', '\u{e0041}\u{e0042}', 'x\u0000y', '\ud800z', 'q\u2066r', 'g\r\nh'];
  for (const locale of ['en', 'zh']) {
    for (const token of hostile) {
      const result = utf8.parseCodePoints(`41 ${token}`, { locale });
      expect(result).toMatchObject({ ok: false, index: 3 });
      expect(visibleText(result.message)).toBe(result.message);
    }
  }
  expect(utf8.parseCodePoints('\x1b[2J').message).toMatch(/^"\[ESC\]\[2J" is not a code point/);
  // Twelve characters at most are quoted, a pair never cut in two.
  expect(utf8.parseCodePoints(`${'z'.repeat(11)}😀😀`).message).toMatch(/^"z{11}😀" is not/);
});
