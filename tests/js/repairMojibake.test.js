// repairMojibake, on the cases ftfy documents (the facts: which text comes back from which) and
// on text that must be left alone.
import { load } from 'utf8-abnf';

let utf8;
beforeAll(async () => {
  utf8 = await load();
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
  expect(repaired).toEqual({ kind: 'encoded-again', times, bytes: encoder.encode(meant), text: meant });
});

test('Windows-1252 text is read as such', () => {
  const bytes = Uint8Array.from([...encoder.encode('caf'), 0xe9, 0x20, 0x93, ...encoder.encode('quoted'), 0x94]);
  expect(utf8.repairMojibake(bytes)).toEqual({ kind: 'windows-1252', bytes: encoder.encode('café “quoted”'), text: 'café “quoted”' });
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
