import { load } from 'utf8-abnf';

let utf8;
beforeAll(async () => {
  utf8 = await load();
});

const ni = [0xe4, 0xbd, 0xa0];

test.each([
  ['E4 BD A0', 'hex'],
  ['e4bda0', 'hex'],
  ['0xE4, 0xBD, 0xA0', 'hex'],
  ['[0xe4,0xbd,0xa0]', 'hex'],
  ['\\xE4\\xBD\\xA0', 'escapes'],
  ['"\\xe4\\xbd\\xa0"', 'escapes'],
  ['%E4%BD%A0', 'percent'],
  ["b'\\xe4\\xbd\\xa0'", 'python'],
  ['11100100 10111101 10100000', 'binary'],
  ['228 189 160', 'decimal'],
  ['0xE40xBD0xA0', 'hex'],
  ['00000000: e4bd a0                                  ...', 'xxd'],
  ['00000000  e4 bd a0                                          |...|\n00000003', 'hexdump'],
  ['U+4F60', 'code-points'],
])('%s is read as %s', (text, notation) => {
  expect(utf8.parseBytes(text)).toEqual({ ok: true, bytes: Uint8Array.from(ni), notation });
});

test('an error gives the UTF-16 index of the character it could not read', () => {
  expect(utf8.parseBytes('E4 BG')).toEqual({
    ok: false,
    notation: 'hex',
    index: 4,
    problem: 'not-hex-digit',
    message: '"G" is not a hex digit (0-9, A-F) or a separator',
  });
  // Characters before the error that take 2 UTF-16 units or 3 UTF-8 bytes do not shift the index.
  expect(utf8.parseBytes("b'😀'")).toMatchObject({
    ok: false,
    index: 2,
    message: '"😀" is not ASCII: inside a bytes literal write it as \\x escapes',
  });
  expect(utf8.parseBytes('E4\u00a0é')).toMatchObject({ ok: false, index: 2 });
});

test.each([
  ['U+D800', 0, 'not-scalar-value', 'this code point is a surrogate (U+D800..U+DFFF) or above U+10FFFF: no UTF-8 encodes it'],
  [
    'U+4F60 E4',
    7,
    'bad-code-point',
    'a code point is written U+ and one to six hex digits (U+4F60), one after another; to see the bytes of text, type it in the Text field',
  ],
  [
    '00000000  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|\n*\n00000040',
    79,
    'squeezed-lines',
    '"*" stands for repeated lines that this dump left out: make it with hexdump -v (or xxd without -a), which writes every line',
  ],
  [
    '00000000: e4bd a0  ...\n00000010: e4bd a0  ...',
    23,
    'dump-offset',
    "this line's offset does not follow on from the bytes of the lines before it: a line is missing or was changed",
  ],
])('%s is refused at character %d (%s)', (text, index, problem, message) => {
  expect(utf8.parseBytes(text)).toMatchObject({ ok: false, index, problem, message });
});

test('a paste that grows the wasm memory leaves every operation working', async () => {
  // A fresh instance, so that this paste is what grows its memory.
  const fresh = await import(`../../js/load.js`).then(({ load: loadAgain }) => loadAgain());
  const sample = Uint8Array.of(0x61, 0xc3, 0xa9, 0xe4, 0xbd, 0xa0, 0xf0, 0x9f, 0x98, 0x80);
  const before = { text: fresh.decode(sample), check: fresh.check(sample.subarray(0, 9)), explained: fresh.explain(sample).length };
  expect(fresh.parseBytes('e4 bd a0 '.repeat(1800000)).bytes.length).toBe(5400000); // within its limit
  expect(fresh.decode(sample)).toBe(before.text);
  expect(fresh.check(sample.subarray(0, 9))).toEqual(before.check);
  expect(fresh.validate(sample)).toBe(true);
  expect(fresh.encode(before.text)).toEqual(sample);
  expect(fresh.explain(sample).length).toBe(before.explained);
  expect(fresh.summarize(sample).sequences).toBe(4);
});

test('large pastes and lone surrogates', () => {
  const big = 'e4 bd a0 '.repeat(200000);
  const parsed = utf8.parseBytes(big);
  expect(parsed.ok).toBe(true);
  expect(parsed.bytes.length).toBe(600000);
  expect(utf8.parseBytes('E4 \ud800')).toMatchObject({ ok: false, index: 3 });
  expect(() => utf8.parseBytes(42)).toThrow(TypeError);
});

test('a non-ASCII character inside a literal is named by the literal it is in', async () => {
  const utf8 = await load();
  expect(utf8.parseBytes("b'é'")).toMatchObject({
    ok: false,
    problem: 'not-ascii',
    notation: 'python',
    message: '"é" is not ASCII: inside a bytes literal write it as \\x escapes',
  });
  expect(utf8.parseBytes('\\xE4é')).toMatchObject({
    ok: false,
    problem: 'not-ascii',
    notation: 'escapes',
    message: '"é" is not ASCII: inside a literal write it as \\x escapes',
  });
});

test('each problem has its own sentence', async () => {
  const utf8 = await load();
  expect(utf8.parseBytes('41 G1')).toEqual({
    ok: false,
    notation: 'hex',
    index: 3,
    problem: 'not-hex-digit',
    message: '"G" is not a hex digit (0-9, A-F) or a separator',
  });
  // Only "not ASCII" has a sentence of its own for a Python literal.
  expect(utf8.parseBytes("b'\\xe4")).toEqual({
    ok: false,
    notation: 'python',
    index: 1,
    problem: 'unterminated-quote',
    message: 'this quote is never closed',
  });
});
