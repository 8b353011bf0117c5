// Lines and columns in the unit the caller needs: utf8.checkString for a textarea's value, and the
// columns option of checkBlob, findErrors and checkString (code points, UTF-16 code units as a
// textarea counts them, graphemes as a person sees them); a byte order mark is reported, not counted.
import { load } from 'utf8-abnf';

let utf8;
beforeAll(async () => {
  utf8 = await load();
});

const utf8Of = (text) => new TextEncoder().encode(text);
const joined = (...parts) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...utf8Of(part)] : part)));
// The text before an error on its line, and how each unit counts it.
const LINES = [
  ['plain ', { 'code-points': 7, 'utf-16': 7, graphemes: 7 }],
  ['😀 ', { 'code-points': 3, 'utf-16': 4, graphemes: 3 }],
  ['e\u0301e\u0301', { 'code-points': 5, 'utf-16': 5, graphemes: 3 }],
  ['👩‍👩‍👧 🇫🇷', { 'code-points': 9, 'utf-16': 14, graphemes: 4 }],
  ['中文', { 'code-points': 3, 'utf-16': 3, graphemes: 3 }],
];
const UNITS = ['code-points', 'utf-16', 'graphemes'];

describe.each(UNITS)('columns: %s', (columns) => {
  test.each(LINES)('after %j on the second line, an error is at the column the unit counts', async (before, expected) => {
    const bytes = joined('first line\n', before, [0xff], ' after');
    const located = { line: 2, column: expected[columns] };
    expect(await utf8.checkBlob(new Blob([bytes]), { columns })).toMatchObject({
      valid: false,
      index: 11 + utf8Of(before).length,
      ...located,
    });
    // Cut anywhere, the chunks count the same.
    for (let cut = 1; cut < bytes.length; cut += 3) {
      const errors = [];
      for await (const error of utf8.findErrors([bytes.subarray(0, cut), bytes.subarray(cut)], { columns })) errors.push(error);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject(located);
    }
    const text = `first line\n${before}\uDC00 after`;
    expect(utf8.checkString(text, { columns })).toEqual({ valid: false, index: 11 + before.length, ...located, bom: false, unit: 0xdc00 });
  });

  test('an error whose sequence began in the chunk before counts from its lead, and one error after another', async () => {
    const bytes = joined('ab😀', [0xf0, 0x9f, 0x41, 0xe4, 0xbd], 'x');
    const errors = [];
    for (let cut = 1; cut < bytes.length; cut++) {
      const found = [];
      for await (const error of utf8.findErrors([bytes.subarray(0, cut), bytes.subarray(cut)], { columns })) found.push(error.column);
      errors.push(found);
    }
    const emoji = columns === 'utf-16' ? 2 : 1;
    // ab, the emoji, then F0 9F (one U+FFFD), A, then E4 BD.
    for (const found of errors) expect(found).toEqual([3 + emoji, 5 + emoji]);
  });
});

test('a UTF-8 byte order mark is reported and is no column; elsewhere U+FEFF is a character', async () => {
  const bom = [0xef, 0xbb, 0xbf];
  expect(await utf8.checkBlob(new Blob([joined(bom, 'x', [0xff])]))).toMatchObject({ bom: true, line: 1, column: 2, index: 4 });
  expect(await utf8.checkBlob(new Blob([joined(bom, 'ok')]))).toEqual({ valid: true, size: 5, bom: true });
  expect(await utf8.checkBlob(new Blob([joined('x', bom, [0xff])]))).toMatchObject({ bom: false, column: 3 });
  expect(await utf8.checkBlob(new Blob([joined('ok')]))).toEqual({ valid: true, size: 2, bom: false });
  expect(utf8.checkString('\uFEFFx\uD800')).toMatchObject({ bom: true, column: 2 });
  expect(utf8.checkString('x\uFEFF\uD800')).toMatchObject({ bom: false, column: 3 });
});

test('checkString: valid text, pairs, lone halves at either end, lines', () => {
  expect(utf8.checkString('')).toEqual({ valid: true, bom: false });
  expect(utf8.checkString('a😀b\nc')).toEqual({ valid: true, bom: false });
  expect(utf8.checkString('\uD83D')).toEqual({ valid: false, index: 0, line: 1, column: 1, bom: false, unit: 0xd83d });
  expect(utf8.checkString('a\n\nb\uDE00')).toMatchObject({ index: 4, line: 3, column: 2 });
  expect(utf8.checkString('😀\uDE00😀')).toMatchObject({ index: 2, column: 2 });
  expect(utf8.checkString('\uDE00\uD83D')).toMatchObject({ index: 0 }); // a low half before a high one is no pair
});

test('the columns option is checked, and checkString takes a string', async () => {
  expect(() => utf8.checkString('x', { columns: 'bytes' })).toThrow(
    new TypeError("utf8.checkString: columns must be 'code-points', 'utf-16', 'graphemes', not \"bytes\""),
  );
  expect(() => utf8.findErrors([], { columns: 'chars' })).toThrow(/utf8.findErrors: columns must be/);
  await expect(utf8.checkBlob(new Blob([]), { columns: 1 })).rejects.toThrow(/utf8.checkBlob: columns must be/);
  expect(() => utf8.checkString(utf8Of('x'))).toThrow(/utf8.checkString expects a string, not a Uint8Array/);
  expect(() => utf8.checkString('x', { column: 'utf-16' })).toThrow(/unknown option "column"; the options are columns/);
});
