// explain's sentences made as the package loads, attempted sequences at their edges, and a reason
// with no sentence.
import { load } from 'utf8-abnf';
import { segmentMessage } from '../../js/text/messages.js';
import { freshPackage } from './inputs.js';

// Where an attempt begins and ends, and how it is named: the edges that the oracle's sampled
// inputs may miss.
// The UTF8-1 sentences are kept once made: in a package loaded anew, the first ones made are
// checked word for word, each of the 128 in both languages. The names of the rules are made as the
// package loads too.
test('each UTF8-1 sentence, made anew, in English and Chinese; the name of each rule', async () => {
  const utf8 = await freshPackage();
  expect(utf8.explain(Uint8Array.of(0x41, 0xc3, 0xa9, 0xe4, 0xbd, 0xa0, 0xf0, 0x9f, 0x98, 0x80, 0xc3)).map((s) => s.rule)).toEqual([
    'UTF8-1',
    'UTF8-2',
    'UTF8-3',
    'UTF8-4',
    'UTF8-2',
  ]);
  const all = Uint8Array.from({ length: 128 }, (_, byte) => byte);
  const hex = (byte) => byte.toString(16).toUpperCase().padStart(2, '0');
  expect(utf8.explain(all).map((s) => s.message)).toEqual(
    Array.from(all, (byte) => `${hex(byte)} matches UTF8-1 = %x00-7F and encodes U+00${hex(byte)}.`),
  );
  expect(utf8.explain(all, { locale: 'zh' }).map((s) => s.message)).toEqual(
    Array.from(all, (byte) => `${hex(byte)} 匹配 UTF8-1 = %x00-7F，编码的是 U+00${hex(byte)}。`),
  );
});

describe('attempted sequences at their edges', () => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load();
  });
  const attemptsOf = (list) =>
    utf8.explain(Uint8Array.from(list)).map((s) => s.attempt && [s.attempt.index, s.attempt.length, s.attempt.complete]);

  test("an attempt takes no more continuation bytes than its lead's form, and the next ones are strays", () => {
    expect(attemptsOf([0xc0, 0x80, 0x80])).toEqual([[0, 2, true], [0, 2, true], null]);
    expect(utf8.explain(Uint8Array.from([0xc0, 0x80, 0x80]))[2].message).toBe(
      '80 is a continuation byte (80..BF) with no lead byte before it, so it cannot start a sequence.',
    );
    expect(attemptsOf([0xed, 0xa0, 0x80, 0x80])).toEqual([[0, 3, true], [0, 3, true], [0, 3, true], null]);
    // Six continuation bytes after a 6-byte lead: the attempt is the lead and five of them.
    expect(attemptsOf([0xfc, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80])).toEqual([...Array(6).fill([0, 6, true]), null]);
  });

  test('a complete attempt is named by what its bits would mean', () => {
    const message = (list) => utf8.explain(Uint8Array.from(list))[0].attempt.message;
    expect(message([0xf8, 0x88, 0x80, 0x80, 0x80])).toBe(
      'F8 88 80 80 80: a 5-byte form (of RFC 2279, ruled out by RFC 3629) of U+200000, cut into five maximal subparts, each one U+FFFD.',
    );
    expect(message([0xed, 0xbf, 0xbf])).toBe(
      'ED BF BF: a 3-byte form of U+DFFF, a UTF-16 surrogate, cut into three maximal subparts, each one U+FFFD.',
    );
    expect(message([0xed, 0xa0, 0x80])).toBe(
      'ED A0 80: a 3-byte form of U+D800, a UTF-16 surrogate, cut into three maximal subparts, each one U+FFFD.',
    );
    expect(message([0xf4, 0x90, 0x80, 0x80])).toBe(
      'F4 90 80 80: a 4-byte form of U+110000, beyond U+10FFFF, cut into four maximal subparts, each one U+FFFD.',
    );
    expect(message([0xe0, 0x9f, 0xbf])).toBe(
      'E0 9F BF: an overlong 3-byte form of U+07FF, cut into three maximal subparts, each one U+FFFD.',
    );
  });

  test('FE and FF never appear; F8..FD led the forms that RFC 3629 ruled out', () => {
    const first = (byte) => utf8.explain(Uint8Array.of(byte))[0].message;
    expect(first(0xfe)).toBe('FE never appears in UTF-8, in any position.');
    expect(first(0xff)).toBe('FF never appears in UTF-8, in any position.');
    expect(first(0xfd)).toBe('FD never appears in UTF-8: it led the six-byte forms that RFC 3629 ruled out.');
    expect(first(0xfb)).toBe('FB never appears in UTF-8: it led the five-byte forms that RFC 3629 ruled out.');
  });
});

test('a reason that no sentence is written for is an error that names it, not an empty message', () => {
  expect(() => segmentMessage('lost', [0xc3], undefined, null, null, 'en')).toThrow(
    new Error('js/text/messages.js: no sentence for the reason lost: add its case (docs/CONTRIBUTING.md)'),
  );
});
