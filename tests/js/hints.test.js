// explain's hints, one per thing they recognise, worded exactly.
import { freshPackage } from './inputs.js';

// Each test over the package loaded anew (inputs.js, freshPackage): the hints' helpers and the
// decoders they try are made when a module loads.
let utf8, hexBytes;
beforeEach(async () => {
  utf8 = await freshPackage();
  ({ hexBytes } = await import('../../js/text/notation.js'));
});

const hintsOf = (hex) => utf8.explain(utf8.parseBytes(hex).bytes, { hints: true }).flatMap((s) => (s.hint ? [[s.index, s.hint]] : []));

test.each([
  [
    'C0 AF',
    [
      [
        0,
        'C0 AF is an overlong 2-byte form of U+002F "/", whose one valid encoding is 2F; overlong forms were used to smuggle characters such as "/" past filters.',
      ],
    ],
  ],
  ['C0 80', [[0, 'C0 80 is Java\'s "Modified UTF-8" NUL (also used by Tcl and Android\'s DEX): standard UTF-8 writes U+0000 as 00.']]],
  [
    'ED A0 BD ED B8 80',
    [
      [
        0,
        'ED A0 BD ED B8 80 is CESU-8: the UTF-16 surrogate pair D83D DE00 written as two 3-byte forms; it means U+1F600 "😀", which UTF-8 writes as F0 9F 98 80.',
      ],
      [3, 'ED B8 80 is the second half of the CESU-8 pair that begins with the 3 bytes before it: see the hint there.'],
    ],
  ],
  ['F4 90 80 80', [[0, 'F4 90 80 80 would mean U+110000, past U+10FFFF, the last code point (the limit UTF-16 can reach).']]],
  [
    'F8 88 80 80 80',
    [
      [
        0,
        'F8 88 80 80 80 is one of the 5-byte forms of RFC 2279 (1998), which RFC 3629 dropped in 2003 when Unicode stopped at U+10FFFF: it meant U+200000.',
      ],
    ],
  ],
  [
    'FC 80 80 80 80 80',
    [
      [
        0,
        'FC 80 80 80 80 80 is one of the 6-byte forms of RFC 2279 (1998), which RFC 3629 dropped in 2003 when Unicode stopped at U+10FFFF: it meant U+0000; even by RFC 2279 it is overlong, as U+0000 took 1 byte.',
      ],
    ],
  ],
  ['63 61 66 E9', [[3, 'A lone E9 is how Windows-1252 or Latin-1 writes "é": this text may not be UTF-8 at all.']]],
  // 80..9F: Windows-1252's characters, Latin-1's C1 controls.
  [
    '93 71 94',
    [
      [0, 'A lone 93 is how Windows-1252 writes "“" (Latin-1 has a control character there): this text may not be UTF-8 at all.'],
      [2, 'A lone 94 is how Windows-1252 writes "”" (Latin-1 has a control character there): this text may not be UTF-8 at all.'],
    ],
  ],
  ['C3 83 C2 A9', [[0, '"Ã©" looks like "é" encoded twice: its UTF-8 bytes C3 A9 were read as Windows-1252 and encoded again.']]],
  // A control character encoded twice is quoted as its badge, never raw.
  [
    'C3 82 C2 9B',
    [[0, 'U+00C2 U+009B looks like U+009B encoded twice: its UTF-8 bytes C2 9B were read as Windows-1252 and encoded again.']],
  ],
])('%s', (hex, expected) => {
  expect(hintsOf(hex)).toEqual(expected);
});

test('a truncated sequence says how many of its bytes came', () => {
  expect(utf8.explain(Uint8Array.of(0xf0, 0x9f))[0].message).toBe(
    'F0 9F starts a four-byte UTF8-4 sequence, but the input ends after 2 of its 4 bytes.',
  );
});

test('an RFC 2279 form that is overlong even by RFC 2279 says how few bytes it took, in the singular or the plural', () => {
  expect(hintsOf('F8 80 80 80 AF')).toEqual([
    [
      0,
      'F8 80 80 80 AF is one of the 5-byte forms of RFC 2279 (1998), which RFC 3629 dropped in 2003 when Unicode stopped at U+10FFFF: it meant U+002F; even by RFC 2279 it is overlong, as U+002F took 1 byte.',
    ],
  ]);
  expect(hintsOf('FC 80 80 80 82 80')[0][1]).toMatch(/; even by RFC 2279 it is overlong, as U\+0080 took 2 bytes\.$/);
});

// Each hint at the edges of what it recognises, and the look-alikes just past them that get none.
const OVERLONG_TAIL = 'overlong forms were used to smuggle characters such as "/" past filters.';
const SURROGATE_D800 = [0, 'ED A0 80 would be the surrogate U+D800, which only UTF-16 uses, as half of a pair; alone it is no character.'];
const SURROGATE_DC00 = 'ED B0 80 would be the surrogate U+DC00, which only UTF-16 uses, as half of a pair; alone it is no character.';
const SECOND_HALF = (hex) => [
  3,
  `${hex} is the second half of the CESU-8 pair that begins with the 3 bytes before it: see the hint there.`,
];
test.each([
  // Overlong: each form's length read from its lead, the character shown only where it is visible.
  ['E0 80 AF', [[0, `E0 80 AF is an overlong 3-byte form of U+002F "/", whose one valid encoding is 2F; ${OVERLONG_TAIL}`]]],
  ['F0 80 80 AF', [[0, `F0 80 80 AF is an overlong 4-byte form of U+002F "/", whose one valid encoding is 2F; ${OVERLONG_TAIL}`]]],
  ['E0 80 80', [[0, `E0 80 80 is an overlong 3-byte form of U+0000, whose one valid encoding is 00; ${OVERLONG_TAIL}`]]],
  ['C0 A0', [[0, `C0 A0 is an overlong 2-byte form of U+0020, whose one valid encoding is 20; ${OVERLONG_TAIL}`]]],
  ['C0 A1', [[0, `C0 A1 is an overlong 2-byte form of U+0021 "!", whose one valid encoding is 21; ${OVERLONG_TAIL}`]]],
  ['C1 BF', [[0, `C1 BF is an overlong 2-byte form of U+007F, whose one valid encoding is 7F; ${OVERLONG_TAIL}`]]],
  ['E0 82 80', [[0, `E0 82 80 is an overlong 3-byte form of U+0080, whose one valid encoding is C2 80; ${OVERLONG_TAIL}`]]],
  ['E0 82 9F', [[0, `E0 82 9F is an overlong 3-byte form of U+009F, whose one valid encoding is C2 9F; ${OVERLONG_TAIL}`]]],
  ['E0 82 A0', [[0, `E0 82 A0 is an overlong 3-byte form of U+00A0, whose one valid encoding is C2 A0; ${OVERLONG_TAIL}`]]],
  ['E0 80 41', []], // a tail byte missing: no value to name
  ['ED A0', []], // likewise for a surrogate
  ['F4 90 80', []], // and for a form beyond U+10FFFF
  // Surrogates: pairs at the edges of both halves; two highs, two lows, a low after what is no high.
  ['ED A0 80', [SURROGATE_D800]],
  [
    'ED A0 80 ED B0 80',
    [
      [
        0,
        'ED A0 80 ED B0 80 is CESU-8: the UTF-16 surrogate pair D800 DC00 written as two 3-byte forms; it means U+10000 "𐀀", which UTF-8 writes as F0 90 80 80.',
      ],
      SECOND_HALF('ED B0 80'),
    ],
  ],
  [
    'ED AF BF ED B0 80',
    [
      [
        0,
        'ED AF BF ED B0 80 is CESU-8: the UTF-16 surrogate pair DBFF DC00 written as two 3-byte forms; it means U+10FC00, which UTF-8 writes as F4 8F B0 80.',
      ],
      SECOND_HALF('ED B0 80'),
    ],
  ],
  [
    'ED AF BF ED BF BF',
    [
      [
        0,
        'ED AF BF ED BF BF is CESU-8: the UTF-16 surrogate pair DBFF DFFF written as two 3-byte forms; it means U+10FFFF, which UTF-8 writes as F4 8F BF BF.',
      ],
      SECOND_HALF('ED BF BF'),
    ],
  ],
  ['ED A0 80 ED A0 80', [SURROGATE_D800, [3, SURROGATE_D800[1]]]],
  [
    'ED B0 80 ED B0 80',
    [
      [0, SURROGATE_DC00],
      [3, SURROGATE_DC00],
    ],
  ],
  ['ED 80 80 ED B0 80', [[3, SURROGATE_DC00]]], // ED 80 80 is U+D000, a character
  [
    'ED A0 80 FD B0 80', // FD B0 80 has a low surrogate's bits, but no pair begins with FD
    [SURROGATE_D800, [3, 'FD began the 6-byte forms of RFC 2279 (1998), which RFC 3629 dropped in 2003 when Unicode stopped at U+10FFFF.']],
  ],
  [
    'FD A0 80 ED B0 80',
    [
      [0, 'FD began the 6-byte forms of RFC 2279 (1998), which RFC 3629 dropped in 2003 when Unicode stopped at U+10FFFF.'],
      [3, SURROGATE_DC00],
    ],
  ],
  ['41 F8 88', [[1, 'F8 began the 5-byte forms of RFC 2279 (1998), which RFC 3629 dropped in 2003 when Unicode stopped at U+10FFFF.']]],
  // Latin-1: only a byte between ASCII neighbours, whatever its reason.
  [
    '63 61 66 80 20',
    [[3, 'A lone 80 is how Windows-1252 writes "€" (Latin-1 has a control character there): this text may not be UTF-8 at all.']],
  ],
  ['41 FE 41', [[1, 'A lone FE is how Windows-1252 or Latin-1 writes "þ": this text may not be UTF-8 at all.']]],
  // The last of Windows-1252's own and the first that Latin-1 shares (a no-break space, shown as its badge).
  [
    '61 9F 62',
    [[1, 'A lone 9F is how Windows-1252 writes "Ÿ" (Latin-1 has a control character there): this text may not be UTF-8 at all.']],
  ],
  ['61 A0 62', [[1, 'A lone A0 is how Windows-1252 or Latin-1 writes "[NBSP]": this text may not be UTF-8 at all.']]],
  ['E9 E9', []],
  ['41 80 80', []],
  ['C3 A9 E9 41', []],
  ['E9 80 41', []],
  // UTF-16's byte order marks, only at the start and only as a pair.
  ['FE FF', [[0, 'FE FF at the start is a UTF-16 byte order mark: this is UTF-16 (big-endian) text, not UTF-8.']]],
  ['FF FE', [[0, 'FF FE at the start is a UTF-16 byte order mark: this is UTF-16 (little-endian) text, not UTF-8.']]],
  ['FE FE', []],
  ['FF FF', []],
  ['41 FE FF', []],
  ['41 EF BB BF', []], // U+FEFF past the start is no byte order mark
  // Encoded twice: three characters for a 3-byte form, up to the last lead byte F4; not when what
  // they spell is no UTF-8 (E0 80 80 is overlong) or when the input ends first.
  [
    'C3 A2 E2 82 AC E2 84 A2',
    [[0, '"â€™" looks like "’" encoded twice: its UTF-8 bytes E2 80 99 were read as Windows-1252 and encoded again.']],
  ],
  [
    'C3 B4 E2 82 AC E2 82 AC E2 82 AC',
    [[0, '"ô€€€" looks like U+100000 encoded twice: its UTF-8 bytes F4 80 80 80 were read as Windows-1252 and encoded again.']],
  ],
  // "à" (C3 A0) read as Windows-1252 is "Ã" and a no-break space, which is shown as a badge.
  ['C3 83 C2 A0', [[0, 'U+00C3 U+00A0 looks like "à" encoded twice: its UTF-8 bytes C3 A0 were read as Windows-1252 and encoded again.']]],
  ['C3 A0 E2 82 AC E2 82 AC', []],
  ['C3 83', []],
  ['C3 83 41', []],
])('hint edges: %s', (hex, expected) => {
  expect(hintsOf(hex)).toEqual(expected);
});

// A character that the page shows as a badge (a space, a control, a noncharacter) is not shown
// in quotes, where its badge would read as the character itself.
test("an overlong form's hint quotes its character only where it can be shown, never a badge's name", () => {
  expect(hintsOf('F0 8F BF BE')[0][1]).toMatch(/^F0 8F BF BE is an overlong 4-byte form of U\+FFFE, whose one valid encoding is EF BF BE;/);
  const quotedBadges = [];
  for (let codePoint = 0; codePoint < 0x10000; codePoint++) {
    const overlong = Uint8Array.of(0xf0, 0x80 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f));
    const { hint } = utf8.explain(overlong, { hints: true })[0];
    if (/"\[[A-Z0-9-]+\]"/.test(hint)) quotedBadges.push(hint);
  }
  expect(quotedBadges).toEqual([]);
});

test('hexBytes writes bytes as the page and the messages show them', () => {
  expect(hexBytes([])).toBe('');
  expect(hexBytes(Uint8Array.of(0x0a))).toBe('0A');
  expect(hexBytes([0xc3, 0xa9, 0xff])).toBe('C3 A9 FF');
});
