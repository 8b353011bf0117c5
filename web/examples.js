// The page's examples: one per ABNF alternative, one per failure reason, and the classics.
export const EXAMPLES = [
  [
    'Valid: one per ABNF alternative',
    [
      ['UTF8-1: "A"', '41'],
      ['UTF8-2: "©"', 'C2 A9'],
      ['UTF8-3 alternative 1: "अ" (E0 A0..BF)', 'E0 A4 85'],
      ['UTF8-3 alternative 2: "你" (E1..EC)', 'E4 BD A0'],
      ['UTF8-3 alternative 3: "한" (ED 80..9F)', 'ED 95 9C'],
      ['UTF8-3 alternative 4: "！" (EE..EF)', 'EF BC 81'],
      ['UTF8-4 alternative 1: "😀" (F0 90..BF)', 'F0 9F 98 80'],
      ['UTF8-4 alternative 2: a language tag (F1..F3)', 'F3 A0 80 81'],
      ['UTF8-4 alternative 3: U+10FFFF, the last code point (F4 80..8F)', 'F4 8F BF BF'],
    ],
  ],
  [
    'Invalid: one per reason',
    [
      ['unexpected-continuation: 80 with no lead', '61 80 62'],
      ['overlong: C0 AF, a "/" in two bytes', 'C0 AF'],
      ['surrogate: ED A0 80 (U+D800)', 'ED A0 80'],
      ['too-large: F4 90 80 80 (U+110000)', 'F4 90 80 80'],
      ['invalid-byte: F8, a 5-byte lead of 1998', 'F8 88 80 80 80'],
      ['missing-continuation: E4 BD then "A"', 'E4 BD 41'],
      ['truncated: E4 BD at the end', 'E4 BD'],
    ],
  ],
  [
    'Classics',
    [
      ['Unicode Table 3-8: maximal subparts', '61 F1 80 80 E1 80 C2 62 80 63 80 BF 64'],
      ['CESU-8: "😀" as two surrogates', 'ED A0 BD ED B8 80'],
      ["Java's Modified UTF-8 NUL: C0 80", 'C0 80'],
      ['Text encoded twice: "Ã©" for "é"', 'C3 83 C2 A9'],
      ['Latin-1, not UTF-8: "café"', '63 61 66 E9'],
      ['UTF-16 with a byte order mark', 'FF FE 48 00 69 00'],
      ['A UTF-8 byte order mark', 'EF BB BF 68 69'],
      ['Bidi override and zero-width space', '61 E2 80 AE 62 E2 80 8B 63'],
      ['Markup in the bytes (shown, never run)', '3C 69 6D 67 20 73 72 63 3D 78 20 6F 6E 65 72 72 6F 72 3D 61 6C 65 72 74 28 31 29 3E'],
      ['Mixed scripts: "Hello, 世界! 👋"', '48 65 6C 6C 6F 2C 20 E4 B8 96 E7 95 8C 21 20 F0 9F 91 8B'],
    ],
  ],
];
