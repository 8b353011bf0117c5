// repairMojibake, on the cases ftfy documents (the facts: which text comes back from which) and
// on text that must be left alone.
import { load } from 'utf8-abnf';
import { decodeAs, encodeIn, otherEncoding } from '../../js/encodings/other-encodings.js';
import { isOtherEncodingText, repairMojibake } from '../../js/encodings/repair.js';
import { hintFor } from '../../js/text/hints.js';

const hex2 = (byte) => byte.toString(16).toUpperCase().padStart(2, '0');

let utf8;
beforeAll(async () => {
  utf8 = await load();
  await utf8.loadEncodings();
});

const encoder = new TextEncoder();

test.each([
  ['Ã©', 'é', 1],
  ['cafÃƒÂ©', 'café', 2],
  ['âœ” No problems', '✔ No problems', 1],
  ['lâ€™humanitÃ©', 'l’humanité', 1],
  ['The Mona Lisa doesnÃƒÂ¢Ã¢â€šÂ¬Ã¢â€žÂ¢t have eyebrows.', 'The Mona Lisa doesn’t have eyebrows.', 3],
  ['Ã¤Â½Â\xA0Ã¥Â¥Â½', '你好', 2],
])('%s was %s, encoded again %d times', (mojibake, meant, times) => {
  const repaired = utf8.repairMojibake(encoder.encode(mojibake));
  expect(repaired).toEqual({ kind: 'encoded-again', encoding: 'windows-1252', times, bytes: encoder.encode(meant), text: meant });
});

test('Windows-1252 text is read as such', () => {
  const bytes = Uint8Array.from([...encoder.encode('caf'), 0xe9, 0x20, 0x93, ...encoder.encode('quoted'), 0x94]);
  expect(utf8.repairMojibake(bytes)).toEqual({
    kind: 'other-encoding',
    encoding: 'windows-1252',
    bytes: encoder.encode('café “quoted”'),
    text: 'café “quoted”',
  });
});

test.each([
  ['valid text', encoder.encode('café, 你好, 😀')],
  ['ASCII', encoder.encode('plain')],
  ['nothing', new Uint8Array(0)],
  ['UTF-8 with an error in it', Uint8Array.from([...encoder.encode('é'), 0xff])],
  ['a byte Windows-1252 does not define', Uint8Array.of(0x61, 0x81)],
])('%s is left alone', (_, bytes) => {
  expect(utf8.repairMojibake(bytes)).toBeNull();
});

// No reading of one byte 80..FF among ASCII has two characters outside ASCII, which a repair needs:
// such bytes, the most common error in a tree of files, are answered without the encodings being
// read (repair.js); Big5's 88 62 and 88 64 are two characters each, so they are read.
test('a stray byte in ASCII text is answered without reading other encodings', () => {
  const asked = [];
  const counting = { ...utf8, guessEncoding: (bytes) => asked.push(bytes) && utf8.guessEncoding(bytes) };
  for (const byte of [0x80, 0x88, 0xa9, 0xe9, 0xff]) expect(repairMojibake(counting, Uint8Array.of(0x61, byte, 0x63))).toBeNull();
  expect(repairMojibake(counting, Uint8Array.of(0x61, 0x88))).toBeNull();
  expect(asked).toEqual([]);
  for (const trail of [0x62, 0x64]) repairMojibake(counting, Uint8Array.of(0x61, 0x88, trail));
  expect(asked).toHaveLength(2);
  repairMojibake(counting, Uint8Array.of(0x61, 0x88, 0x63, 0xe9));
  expect(asked).toHaveLength(3);
});

test('of the double-byte encodings, one byte 80..FF reads as two characters only as Big5 88 62 or 88 64', () => {
  const twos = [];
  for (const name of ['gbk', 'gb18030', 'big5', 'shift_jis', 'euc-kr', 'euc-jp']) {
    for (let lead = 0x80; lead <= 0xff; lead++) {
      for (let trail = 0; trail < 0x80; trail++) {
        const outside = [...decodeAs(name, Uint8Array.of(lead, trail)).text].filter((character) => character > '\x7f');
        if (outside.length > 1 && !outside.includes('\uFFFD')) twos.push(`${name} ${hex2(lead)} ${hex2(trail)}`);
      }
    }
  }
  expect(twos).toEqual(['big5 88 62', 'big5 88 64']);
});

test('only bytes', () => {
  expect(() => utf8.repairMojibake('Ã©')).toThrow(/^utf8\.repairMojibake expects bytes/);
});

test('a NUL is a character like any other; text encoded more than 4 times is undone 4 times', () => {
  for (const text of ['caf\u00c3\u00a9\u0000', '\u0000caf\u00c3\u00a9']) {
    expect(utf8.repairMojibake(encoder.encode(text))).toMatchObject({ times: 1, text: text.replace('\u00c3\u00a9', 'é') });
  }
  let again = 'é';
  for (let times = 1; times <= 5; times++) {
    again = new TextDecoder('latin1').decode(encoder.encode(again));
    expect(utf8.repairMojibake(encoder.encode(`caf${again}`))).toMatchObject({
      times: Math.min(times, 4),
      text: times > 4 ? 'cafÃ©' : 'café',
    });
  }
});

const hex = (text) => Uint8Array.from(text.split(' '), (pair) => Number.parseInt(pair, 16));

// A reading in another encoding is never offered beside a hint that explains the same bytes
// otherwise: each of these has such a hint, or is the start of a UTF-8 character.
test.each([
  ['an overlong "/"', 'C0 AF'],
  ["Java's NUL", 'C0 80'],
  ['a surrogate', 'ED A0 80'],
  ['CESU-8', 'ED A0 BD ED B8 80'],
  ['a 5-byte form of RFC 2279', 'F8 88 80 80 80'],
  ['a 6-byte lead of RFC 2279 with a tail byte', '66 FC 80 72'],
  ['a truncated character', 'E4 BD'],
  ['a character missing its last byte', 'E4 BD 41'],
  ["Unicode's Table 3-8", '61 F1 80 80 E1 80 C2 62 80 63 80 BF 64'],
  ['a lead with its continuation byte, after the same lead alone', '41 E9 42 E9 80 43'],
  ['a cut character, after the same lead twice, once before a lead', '41 E4 E4 41 E4 BD 41'],
])('%s is not read as Windows-1252', (_, bytes) => {
  expect(utf8.repairMojibake(hex(bytes))).toBeNull();
});

test.each([
  ['€ and ©', '80 20 A9 20 32 30 32 36', '€ © 2026'],
  ['é then à', '63 61 66 E9 20 E0 20 6C 61', 'café à la'],
  ['é and à side by side', '45 E9 E0', 'Eéà'],
  ['ü, a 6-byte lead of RFC 2279 with no tail byte after it, and õ', '66 FC 72 20 F5 62', 'für õb'],
  ['õ twice, whose lead could only start a form past U+10FFFF', '41 F5 62 F5', 'Aõbõ'],
])('%s, whose hints say Windows-1252 or nothing, is read as Windows-1252', (_, bytes, text) => {
  expect(utf8.repairMojibake(hex(bytes))).toMatchObject({ kind: 'other-encoding', encoding: 'windows-1252', text });
});

// repair.js words each error as explain does, from check on the four bytes from it (a sequence is
// decided by the byte after its third) and hintFor on the whole input.
test("an error's length, reason and hint are explain's, told by the four bytes from it", () => {
  const sides = [0x41, 0x20, 0x80, 0x9f, 0xa0, 0xbf, 0xc2, 0xe0, 0xed, 0xf0, 0xf4, 0xff];
  const differing = [];
  let errors = 0;
  for (const before of [[], [0xc3], [0xed, 0xa0, 0xbd]]) {
    for (let lead = 0x80; lead <= 0xff; lead++) {
      for (const second of sides) {
        for (const third of [0x41, 0x80, 0xbf, 0xe0]) {
          for (const fourth of [undefined, 0x41, 0xb0]) {
            const bytes = Uint8Array.from([...before, lead, second, third, ...(fourth === undefined ? [] : [fourth])]);
            for (const index of utf8.summarize(bytes, { errorIndexes: true }).errorIndexes) {
              const [segment] = utf8.explain(bytes, { from: index, to: index + 1, hints: true });
              const { length, reason } = utf8.check(bytes.subarray(index, index + 4));
              const hint = hintFor(bytes, index, length, reason, null, 'en');
              if (length !== segment.length || reason !== segment.reason || hint !== segment.hint) {
                differing.push(`${Array.from(bytes, hex2).join(' ')} at ${index}`);
              }
              errors++;
            }
          }
        }
      }
    }
  }
  expect(differing).toEqual([]);
  expect(errors).toBeGreaterThan(20_000);
});

test('isOtherEncodingText answers as the kind repairMojibake finds, with no repair made', () => {
  const inputs = [
    ...[
      ['gbk', '你好，世界'],
      ['big5', '你好，世界'],
      ['shift_jis', 'こんにちは世界'],
      ['euc-kr', '안녕하세요 세계'],
      ['windows-1251', 'Привет, мир'],
      ['windows-1252', 'Crème brûlée, déjà vu'],
      ['windows-1253', 'Καλημέρα κόσμε'],
    ].map(([name, text]) => encodeIn(otherEncoding(name), text)),
    Uint8Array.of(0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00), // UTF-16LE
    Uint8Array.of(0xcc, 0xcc, 0xcc, 0xcc), // a debug fill: 烫烫
    encoder.encode('cafÃ©'),
    encoder.encode('plain'),
    hex('63 61 66 E9 20 E0 20 6C 61'),
    hex('C0 AF'),
    hex('61 F1 80 80 E1 80 C2 62 80 63 80 BF 64'),
    Uint8Array.of(0x61, 0xe9, 0x63),
  ];
  const kinds = inputs.map((bytes) => [isOtherEncodingText(utf8, bytes), utf8.repairMojibake(bytes)?.kind ?? null]);
  for (const [other, kind] of kinds) expect(other).toBe(kind === 'other-encoding');
  expect(kinds.filter(([other]) => other)).toHaveLength(9);
  expect(new Set(kinds.map(([, kind]) => kind))).toEqual(new Set(['other-encoding', 'debug-fill', 'encoded-again', null]));
});
