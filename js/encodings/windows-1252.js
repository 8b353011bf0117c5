// Windows-1252, the encoding that text which is not UTF-8 most often is (and that browsers use for
// "Latin-1"): its bytes 80..9F differ from Latin-1's C1 controls.

// Windows-1252's 0x80..0x9F, where it differs from Latin-1 (undefined: unassigned).
// biome-ignore format: a table of 0x80..0x9F, 16 bytes a row
const CP1252 = [
  0x20ac, undefined, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, undefined, 0x017d, undefined,
  undefined, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, undefined, 0x017e, 0x0178,
];
const CP1252_BYTE = new Map(CP1252.map((codePoint, i) => [codePoint, 0x80 + i]).filter(([codePoint]) => codePoint !== undefined));

/** The byte a Windows-1252 (or Latin-1) decoder maps to `codePoint`, or -1. */
export function windows1252Byte(codePoint) {
  if (codePoint <= 0xff) return codePoint; // Latin-1's own byte, 80..9F included (read as Latin-1)
  return CP1252_BYTE.get(codePoint) ?? -1;
}
// CP1252 has nothing outside 80..9F (its index there is out of range): those bytes are Latin-1.
export const windows1252Char = (byte) => String.fromCodePoint(CP1252[byte - 0x80] ?? byte);

/** Whether Windows-1252 gives `byte` (of 80..FF) a character: all but 81, 8D, 8F, 90 and 9D. */
export const isWindows1252Defined = (byte) => byte >= 0xa0 || CP1252[byte - 0x80] !== undefined;
