// explain's hints, one per thing they recognise, worded exactly; and how describeCharacter shows
// the characters that a page or a terminal must not show raw.
import { load } from 'utf8-abnf';

let utf8;
beforeAll(async () => {
  utf8 = await load();
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
  ['C3 83 C2 A9', [[0, '"Ã©" looks like "é" encoded twice: its UTF-8 bytes C3 A9 were read as Windows-1252 and encoded again.']]],
  // A control character encoded twice is quoted as its badge, never raw.
  ['C3 82 C2 9B', [[0, '"Â[C1]" looks like "[C1]" encoded twice: its UTF-8 bytes C2 9B were read as Windows-1252 and encoded again.']]],
])('%s', (hex, expected) => {
  expect(hintsOf(hex)).toEqual(expected);
});

test('a truncated sequence says how many of its bytes came', () => {
  expect(utf8.explain(Uint8Array.of(0xf0, 0x9f))[0].message).toBe(
    'F0 9F starts a four-byte UTF8-4 sequence, but the input ends after 2 of its 4 bytes.',
  );
});

test.each([
  [0x0000, 'NUL', 'control'],
  [0x009b, 'C1', 'control'],
  [0x202e, 'RLO', 'bidi'],
  [0xfeff, 'BOM', 'format'],
  [0xfffe, 'NONCHAR', 'format'],
  [0xffff, 'NONCHAR', 'format'],
  [0xfdd0, 'NONCHAR', 'format'],
  [0x10ffff, 'NONCHAR', 'format'],
  [0x0378, 'UNASSIGNED', 'format'],
  [0xe0041, 'FMT', 'format'],
  [0xdc00, 'SURROGATE', 'control'],
])('describeCharacter(%i) is the badge %s', (codePoint, badge, kind) => {
  expect(utf8.describeCharacter(codePoint)).toMatchObject({ badge, kind });
});

test('printable characters and combining marks are shown as themselves', () => {
  expect(utf8.describeCharacter(0x4f60)).toEqual({ badge: null, text: '你', title: 'U+4F60' });
  expect(utf8.describeCharacter(0x0301)).toMatchObject({ badge: null, text: '\u25cc\u0301', kind: 'combining' });
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
