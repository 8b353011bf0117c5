// Markus Kuhn's "UTF-8 decoder capability and stress test" (UTF-8-test.txt), section by section,
// written down as bytes: the page's examples list them by section. A case whose name has words in
// it has a `label` too, [catalog key, params], that words its name after its number in the page's
// language. What each decodes to is the tests' (tests/js/vectors/kuhn-decoded.js).

/** Kuhn's sections, by the number that starts each case's name (their titles: the page's catalogs, kuhn.N). */
export const KUHN_SECTIONS = ['1', '2.1', '2.2', '2.3', '3.1', '3.2', '3.3', '3.4', '3.5', '4.1', '4.2', '4.3', '5.1', '5.2', '5.3'];
const bytes = (...list) => Uint8Array.from(list.flat());
const range = (lo, hi) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

export const KUHN = [
  // 1. Some correct UTF-8 text
  { name: '1 κόσμε', bytes: bytes(0xce, 0xba, 0xe1, 0xbd, 0xb9, 0xcf, 0x83, 0xce, 0xbc, 0xce, 0xb5) },
  // 2.1 First possible sequence of a certain length
  { name: '2.1.1 U+0000', bytes: bytes(0x00) },
  { name: '2.1.2 U+0080', bytes: bytes(0xc2, 0x80) },
  { name: '2.1.3 U+0800', bytes: bytes(0xe0, 0xa0, 0x80) },
  { name: '2.1.4 U+10000', bytes: bytes(0xf0, 0x90, 0x80, 0x80) },
  { name: '2.1.5 5 bytes (U+200000)', label: ['kuhn.in-bytes', { count: 5, codePoint: 'U+200000' }], bytes: bytes(0xf8, 0x88, 0x80, 0x80, 0x80) },
  { name: '2.1.6 6 bytes (U+4000000)', label: ['kuhn.in-bytes', { count: 6, codePoint: 'U+4000000' }], bytes: bytes(0xfc, 0x84, 0x80, 0x80, 0x80, 0x80) },
  // 2.2 Last possible sequence of a certain length
  { name: '2.2.1 U+007F', bytes: bytes(0x7f) },
  { name: '2.2.2 U+07FF', bytes: bytes(0xdf, 0xbf) },
  { name: '2.2.3 U+FFFF', bytes: bytes(0xef, 0xbf, 0xbf) },
  { name: '2.2.4 4 bytes (U+1FFFFF)', label: ['kuhn.in-bytes', { count: 4, codePoint: 'U+1FFFFF' }], bytes: bytes(0xf7, 0xbf, 0xbf, 0xbf) },
  { name: '2.2.5 5 bytes (U+3FFFFFF)', label: ['kuhn.in-bytes', { count: 5, codePoint: 'U+3FFFFFF' }], bytes: bytes(0xfb, 0xbf, 0xbf, 0xbf, 0xbf) },
  { name: '2.2.6 6 bytes (U+7FFFFFFF)', label: ['kuhn.in-bytes', { count: 6, codePoint: 'U+7FFFFFFF' }], bytes: bytes(0xfd, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf) },
  // 2.3 Other boundary conditions
  { name: '2.3.1 U+D7FF', bytes: bytes(0xed, 0x9f, 0xbf) },
  { name: '2.3.2 U+E000', bytes: bytes(0xee, 0x80, 0x80) },
  { name: '2.3.3 U+FFFD', bytes: bytes(0xef, 0xbf, 0xbd) },
  { name: '2.3.4 U+10FFFF', bytes: bytes(0xf4, 0x8f, 0xbf, 0xbf) },
  { name: '2.3.5 U+110000', bytes: bytes(0xf4, 0x90, 0x80, 0x80) },
  // 3.1 Unexpected continuation bytes
  { name: '3.1.1 80', bytes: bytes(0x80) },
  { name: '3.1.2 BF', bytes: bytes(0xbf) },
  ...[2, 3, 4, 5, 6, 7].map((count) => ({
    name: `3.1.${count + 1} ${count} continuation bytes`,
    label: ['kuhn.continuations', { count }],
    bytes: bytes(Array.from({ length: count }, (_, i) => (i % 2 ? 0xbf : 0x80))),
  })),
  { name: '3.1.9 all 64 continuation bytes', label: ['kuhn.all-continuations'], bytes: bytes(range(0x80, 0xbf)) },
  // 3.2 Lonely start characters, each followed by a space
  { name: '3.2.1 C0..DF each then a space', label: ['kuhn.each-then-space', { range: 'C0..DF' }], bytes: bytes(range(0xc0, 0xdf).flatMap((b) => [b, 0x20])) },
  { name: '3.2.2 E0..EF each then a space', label: ['kuhn.each-then-space', { range: 'E0..EF' }], bytes: bytes(range(0xe0, 0xef).flatMap((b) => [b, 0x20])) },
  { name: '3.2.3 F0..F7 each then a space', label: ['kuhn.each-then-space', { range: 'F0..F7' }], bytes: bytes(range(0xf0, 0xf7).flatMap((b) => [b, 0x20])) },
  { name: '3.2.4 F8..FB each then a space', label: ['kuhn.each-then-space', { range: 'F8..FB' }], bytes: bytes(range(0xf8, 0xfb).flatMap((b) => [b, 0x20])) },
  { name: '3.2.5 FC..FD each then a space', label: ['kuhn.each-then-space', { range: 'FC..FD' }], bytes: bytes(range(0xfc, 0xfd).flatMap((b) => [b, 0x20])) },
  // 3.3 Sequences with the last continuation byte missing
  { name: '3.3.1 C0 (U+0000 in 2 bytes)', label: ['kuhn.nul-in', { bytes: 'C0', count: 2 }], bytes: bytes(0xc0) },
  { name: '3.3.2 E0 80 (U+0000 in 3 bytes)', label: ['kuhn.nul-in', { bytes: 'E0 80', count: 3 }], bytes: bytes(0xe0, 0x80) },
  { name: '3.3.3 F0 80 80 (U+0000 in 4 bytes)', label: ['kuhn.nul-in', { bytes: 'F0 80 80', count: 4 }], bytes: bytes(0xf0, 0x80, 0x80) },
  { name: '3.3.4 F8 80 80 80 (U+0000 in 5 bytes)', label: ['kuhn.nul-in', { bytes: 'F8 80 80 80', count: 5 }], bytes: bytes(0xf8, 0x80, 0x80, 0x80) },
  { name: '3.3.5 FC 80 80 80 80 (U+0000 in 6 bytes)', label: ['kuhn.nul-in', { bytes: 'FC 80 80 80 80', count: 6 }], bytes: bytes(0xfc, 0x80, 0x80, 0x80, 0x80) },
  { name: '3.3.6 DF (U+07FF)', bytes: bytes(0xdf) },
  { name: '3.3.7 EF BF (U+FFFF)', bytes: bytes(0xef, 0xbf) },
  { name: '3.3.8 F7 BF BF (U+1FFFFF)', bytes: bytes(0xf7, 0xbf, 0xbf) },
  { name: '3.3.9 FB BF BF BF (U+3FFFFFF)', bytes: bytes(0xfb, 0xbf, 0xbf, 0xbf) },
  { name: '3.3.10 FD BF BF BF BF (U+7FFFFFFF)', bytes: bytes(0xfd, 0xbf, 0xbf, 0xbf, 0xbf) },
  // 3.4 All ten of 3.3 in a row: DF then EF BF are each cut short by the next lead
  {
    name: '3.4 concatenation of incomplete sequences',
    label: ['kuhn.concatenation'],
    bytes: bytes(0xc0, 0xe0, 0x80, 0xf0, 0x80, 0x80, 0xf8, 0x80, 0x80, 0x80, 0xfc, 0x80, 0x80, 0x80, 0x80,
      0xdf, 0xef, 0xbf, 0xf7, 0xbf, 0xbf, 0xfb, 0xbf, 0xbf, 0xbf, 0xfd, 0xbf, 0xbf, 0xbf, 0xbf),
  },
  // 3.5 Impossible bytes
  { name: '3.5.1 FE', bytes: bytes(0xfe) },
  { name: '3.5.2 FF', bytes: bytes(0xff) },
  { name: '3.5.3 FE FE FF FF', bytes: bytes(0xfe, 0xfe, 0xff, 0xff) },
  // 4.1 Overlong "/"
  { name: '4.1.1 C0 AF', bytes: bytes(0xc0, 0xaf) },
  { name: '4.1.2 E0 80 AF', bytes: bytes(0xe0, 0x80, 0xaf) },
  { name: '4.1.3 F0 80 80 AF', bytes: bytes(0xf0, 0x80, 0x80, 0xaf) },
  { name: '4.1.4 F8 80 80 80 AF', bytes: bytes(0xf8, 0x80, 0x80, 0x80, 0xaf) },
  { name: '4.1.5 FC 80 80 80 80 AF', bytes: bytes(0xfc, 0x80, 0x80, 0x80, 0x80, 0xaf) },
  // 4.2 Maximum overlong sequences
  { name: '4.2.1 C1 BF (U+007F)', bytes: bytes(0xc1, 0xbf) },
  { name: '4.2.2 E0 9F BF (U+07FF)', bytes: bytes(0xe0, 0x9f, 0xbf) },
  { name: '4.2.3 F0 8F BF BF (U+FFFF)', bytes: bytes(0xf0, 0x8f, 0xbf, 0xbf) },
  { name: '4.2.4 F8 87 BF BF BF (U+1FFFFF)', bytes: bytes(0xf8, 0x87, 0xbf, 0xbf, 0xbf) },
  { name: '4.2.5 FC 83 BF BF BF BF (U+3FFFFFF)', bytes: bytes(0xfc, 0x83, 0xbf, 0xbf, 0xbf, 0xbf) },
  // 4.3 Overlong NUL
  { name: '4.3.1 C0 80', bytes: bytes(0xc0, 0x80) },
  { name: '4.3.2 E0 80 80', bytes: bytes(0xe0, 0x80, 0x80) },
  { name: '4.3.3 F0 80 80 80', bytes: bytes(0xf0, 0x80, 0x80, 0x80) },
  { name: '4.3.4 F8 80 80 80 80', bytes: bytes(0xf8, 0x80, 0x80, 0x80, 0x80) },
  { name: '4.3.5 FC 80 80 80 80 80', bytes: bytes(0xfc, 0x80, 0x80, 0x80, 0x80, 0x80) },
  // 5.1 Single UTF-16 surrogates
  ...[[0xa0, 0x80], [0xad, 0xbf], [0xae, 0x80], [0xaf, 0xbf], [0xb0, 0x80], [0xbe, 0x80], [0xbf, 0xbf]].map(([b2, b3], i) => ({
    name: `5.1.${i + 1} ED ${b2.toString(16).toUpperCase()} ${b3.toString(16).toUpperCase()}`,
    bytes: bytes(0xed, b2, b3),
  })),
  // 5.2 Paired UTF-16 surrogates (CESU-8)
  ...[[0xa0, 0x80, 0xb0, 0x80], [0xa0, 0x80, 0xbf, 0xbf], [0xad, 0xbf, 0xb0, 0x80], [0xad, 0xbf, 0xbf, 0xbf],
    [0xae, 0x80, 0xb0, 0x80], [0xae, 0x80, 0xbf, 0xbf], [0xaf, 0xbf, 0xb0, 0x80], [0xaf, 0xbf, 0xbf, 0xbf]].map(([a, b, c, d], i) => ({
    name: `5.2.${i + 1} a surrogate pair`,
    label: ['kuhn.surrogate-pair'],
    bytes: bytes(0xed, a, b, 0xed, c, d),
  })),
  // 5.3 Noncharacters: valid UTF-8
  { name: '5.3.1 U+FFFE', bytes: bytes(0xef, 0xbf, 0xbe) },
  { name: '5.3.2 U+FFFF', bytes: bytes(0xef, 0xbf, 0xbf) },
  { name: '5.3.3 U+FDD0..U+FDEF', bytes: bytes(range(0xfdd0, 0xfdef).flatMap((c) => [0xef, 0xb7, 0x80 | (c & 0x3f)])) },
  {
    name: '5.3.4 U+nFFFE, U+nFFFF of planes 1..16',
    label: ['kuhn.noncharacters-of-planes'],
    bytes: bytes(range(1, 16).flatMap((plane) => [0xfffe, 0xffff].flatMap((low) => {
      const c = plane * 0x10000 + low;
      return [0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)];
    }))),
  },
];
