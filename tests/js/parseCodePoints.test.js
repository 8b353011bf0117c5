import { load } from 'utf8-abnf';

let utf8;
beforeAll(async () => {
  utf8 = await load();
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
