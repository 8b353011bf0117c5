// Other encodings as readings and repairs use them: the ranking of readings on real sentences of
// each encoding's languages (its hit rate is the README's), and repairs in both directions: UTF-8
// read as X, and X read as UTF-8. (The decoders themselves: legacy-decoders.test.js.)
import { readFileSync } from 'node:fs';
import { load } from 'utf8-abnf';
import { decodeAs, encodeIn, encoderOf, isFirstLevel, otherEncoding, readsBack, textIn } from '../../js/encodings/other-encodings.js';
import { readAsOtherEncodings, readingsOf } from '../../js/encodings/readings.js';
import { SENTENCES } from './fixtures/languages.js';
import { randomSource } from './inputs.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
  await utf8.loadEncodings();
});

const encoder = new TextEncoder();
const hex = (text) => Uint8Array.from(text.split(' '), (pair) => Number.parseInt(pair, 16));
const hexOf = (bytes) => Array.from(bytes, (byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(' ');
const sentences = Object.entries(SENTENCES).flatMap(([name, list]) => list.map((sentence) => [name, sentence]));

describe('the encodings readings and repairs use', () => {
  test('every sentence of the corpus round-trips through its encoding', () => {
    for (const [name, sentence] of sentences) {
      const bytes = encodeIn(otherEncoding(name), sentence);
      expect(textIn(otherEncoding(name), bytes)).toBe(sentence);
    }
  });

  test('a character the encoding lacks has no bytes', () => {
    expect(encodeIn(otherEncoding('gbk'), 'a😀')).toBeNull();
    expect(encodeIn(otherEncoding('windows-1251'), 'é')).toBeNull();
  });

  // The standard's Shift_JIS encoder leaves out the pointers 8272 to 8835 (NEC's selection of
  // IBM's characters, defined at 8272..8631 and 8634..8647), which its decoder reads.
  test("Shift_JIS writes NEC's selection of IBM's characters by IBM's own rows, and reads both", () => {
    const shiftJis = otherEncoding('shift_jis');
    // 纊 is at 8272 (ED 40) and 10744 (FA 5C), ＂ at 8647 (EE FC) and 10739 (FA 57).
    for (const [text, written, alsoRead] of [
      ['纊', 'FA 5C', 'ED 40'],
      ['＂', 'FA 57', 'EE FC'],
    ]) {
      expect(hexOf(encodeIn(shiftJis, text))).toBe(written);
      expect([textIn(shiftJis, hex(written)), textIn(shiftJis, hex(alsoRead))]).toEqual([text, text]);
    }
  });

  test("Windows-1252 also writes Latin-1's C1 controls, as their own bytes, and reads them back as its characters", () => {
    const windows1252 = otherEncoding('windows-1252');
    expect(encodeIn(windows1252, '\x80\x81')).toEqual(Uint8Array.of(0x80, 0x81));
    expect(readsBack(windows1252, Uint8Array.of(0x80), '\x80')).toBe(true);
    expect(readsBack(windows1252, Uint8Array.of(0x80), '€')).toBe(true);
    // The standard's Windows-1252 reads 81 as the C1 control U+0081 (readings count it undefined).
    expect(readsBack(windows1252, Uint8Array.of(0x81), '\x81')).toBe(true);
  });
});

describe('readings ranked', () => {
  // The README states this rate; the two must agree.
  test('the hit rate on the corpus, by family, is what the README says', () => {
    const families = {};
    for (const [name, sentence] of sentences) {
      const family = otherEncoding(name).firstLevel ? 'double-byte' : 'single-byte';
      families[family] ??= [0, 0];
      families[family][1]++;
      if (readAsOtherEncodings(encodeIn(otherEncoding(name), sentence))[0].encoding === name) families[family][0]++;
    }
    const [double, single] = [families['double-byte'], families['single-byte']];
    expect(double).toEqual([24, 24]);
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const stated = `${double[0]} of ${double[1]} double-byte sentences and ${single[0]} of ${single[1]} single-byte ones`;
    expect(readme).toContain(stated);
  });

  test('readings come with their counts; a UTF-16 byte order mark makes UTF-16 the only one', () => {
    const [first] = readAsOtherEncodings(hex('C4 E3 BA C3 A3 AC CA C0 BD E7'));
    expect(first).toEqual({ encoding: 'gbk', title: 'GBK', text: '你好，世界', characters: 5, likely: 5, undefined: 0, strong: true });
    expect(readAsOtherEncodings(hex('FE FF 00 48 00 69'))).toEqual([
      { encoding: 'utf-16be', title: 'UTF-16BE', text: 'Hi', characters: 2, likely: 2, undefined: 0, strong: false },
    ]);
    expect(utf8.readAsOtherEncodings(encoder.encode('valid'))).toEqual([]);
    expect(() => utf8.readAsOtherEncodings('C4 E3')).toThrow(/^utf8\.readAsOtherEncodings expects bytes/);
  });

  test('a double-byte reading is strong from two likely characters on: one pair alone is as likely a chance', () => {
    const strongOf = (bytes) => readAsOtherEncodings(hex(bytes)).find(({ encoding }) => encoding === 'gbk').strong;
    expect(strongOf('C4 E3 BA C3')).toBe(true); // 你好
    expect(strongOf('C4 E3')).toBe(false); // 你
  });

  test('a reading with more than one undefined character in 20 is left out; C1 controls count as undefined', () => {
    const readings = readAsOtherEncodings(hex('61 81 62'));
    expect(readings.map(({ encoding }) => encoding)).not.toContain('windows-1252');
    expect(readings.every((reading) => reading.undefined * 20 <= reading.characters)).toBe(true);
  });

  test("each reading's counts are those of its text read character by character", () => {
    const random = randomSource(7);
    const inputs = sentences.map(([name, sentence]) => encodeIn(otherEncoding(name), sentence));
    const pieces = ['Ren', 'caf', ' ', ' ', '.', 'A', 'x', 'DE', '\n', '1'];
    for (let n = 0; n < 300; n++) {
      const parts = [];
      for (let k = random(12); k >= 0; k--) {
        parts.push(random(2) ? [...encoder.encode(pieces[random(pieces.length)])] : [0x80 + random(0x80)]);
      }
      inputs.push(Uint8Array.from(parts.flat()));
    }
    // Double-byte text with spaces beside its characters, a byte it leaves undefined, and a
    // character outside the BMP (Big5's pairs of HKSCS) beside a space.
    const big5 = otherEncoding('big5');
    const beyond = [0x87, 0x88, 0x89, 0x8a, 0x8b].flatMap((lead) => Array.from({ length: 0xbf }, (_, k) => [lead, 0x40 + k]));
    const outsideBmp = Uint8Array.from(beyond.find((pair) => textIn(big5, Uint8Array.from(pair)).codePointAt(0) > 0xffff));
    for (const [name, sentence] of sentences.filter(([name]) => otherEncoding(name).firstLevel)) {
      const spaced = [...sentence].map((character, k) => (k % 3 === 1 ? ` ${character}` : character)).join('');
      const written = encodeIn(otherEncoding(name), spaced);
      inputs.push(written, Uint8Array.of(...written, 0x80, ...written));
      if (name === 'big5') inputs.push(Uint8Array.of(...outsideBmp, 0x20, ...written, ...outsideBmp, ...outsideBmp, 0x20, ...outsideBmp));
    }
    let compared = 0;
    for (const bytes of inputs) {
      if (utf8.validate(bytes)) continue;
      for (const { encoding, text, characters, likely, undefined: undefinedCount } of readAsOtherEncodings(bytes)) {
        expect({ encoding, characters, likely, undefined: undefinedCount }).toEqual({
          encoding,
          ...referenceCounts(otherEncoding(encoding), text),
        });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  test('the exact readings (a double-byte decode stopping at its first error) are the readings with nothing undefined, in order', () => {
    const random = randomSource(11);
    const inputs = sentences.flatMap(([name, sentence]) => {
      const bytes = encodeIn(otherEncoding(name), sentence);
      // Undefined late: a C1 control (Shift_JIS's 80 reads as U+0080), a lead byte before a space.
      return [bytes, Uint8Array.of(...bytes, 0x80), Uint8Array.of(...bytes, 0x20, bytes.find((byte) => byte >= 0x80) ?? 0x81, 0x20)];
    });
    for (let n = 0; n < 200; n++)
      inputs.push(Uint8Array.from({ length: 1 + random(40) }, () => (random(3) ? 0x61 + random(26) : 0x80 + random(0x80))));
    let exact = 0;
    for (const bytes of inputs) {
      if (utf8.validate(bytes)) continue;
      const readings = readingsOf(bytes, { exact: true });
      expect(readings).toEqual(readingsOf(bytes).filter((reading) => reading.undefined === 0));
      exact += readings.filter(({ encoding }) => otherEncoding(encoding).firstLevel).length;
    }
    expect(exact).toBeGreaterThan(50);
  });
});

// The counts of a reading, character by character, as readings.js states its rule: each
// character outside ASCII counts; U+FFFD and the C1 controls are undefined; likely are, for a
// single-byte encoding, punctuation, symbols and spaces, and the letters and marks of plain
// words (no two scripts; lower case, capitals, or one capital first; a Latin word with an ASCII
// letter); for a double-byte one, the characters of its first level, not beside a space where
// words are not spaced.
const SCRIPT_NAMES = ['Latin', 'Cyrillic', 'Greek', 'Hebrew', 'Arabic', 'Thai'];
const scriptOf = (letter) => SCRIPT_NAMES.find((name) => new RegExp(`\\p{Script=${name}}`, 'u').test(letter)) ?? 'other';
function isPlain(word) {
  const letters = [...word].filter((character) => /\p{L}/u.test(character));
  const scripts = new Set(letters.map(scriptOf));
  const lower = word.toLowerCase();
  const casing = word === lower || word === word.toUpperCase() || word.slice(1) === lower.slice(1);
  return scripts.size <= 1 && casing && !(scripts.has('Latin') && !letters.some((letter) => letter < '\x80'));
}
function referenceCounts(encoding, text) {
  const counts = { characters: 0, likely: 0, undefined: 0 };
  const characters = [...text];
  characters.forEach((character, k) => {
    if (character < '\x80') return;
    counts.characters++;
    if (character === '\uFFFD' || character <= '\x9f') counts.undefined++;
    else if (encoding.firstLevel) {
      const spaced = characters[k - 1] === ' ' || characters[k + 1] === ' ';
      if (isFirstLevel(encoding, encoderOf(encoding)(character.codePointAt(0))) && (encoding.wordsSpaced || !spaced)) counts.likely++;
    } else if (/[\p{P}\p{S}\p{Zs}]/u.test(character)) counts.likely++;
  });
  if (!encoding.firstLevel) {
    for (const [word] of text.matchAll(/[\p{L}\p{M}]+/gu)) {
      const outside = [...word].filter((character) => character >= '\x80').length;
      if (outside && isPlain(word)) counts.likely += outside;
    }
  }
  return counts;
}

describe('repairs in both directions', () => {
  test.each(sentences)('%s: "%s" typed as it is is left alone', (_, sentence) => {
    expect(utf8.repairMojibake(encoder.encode(sentence))).toBeNull();
  });

  test.each(sentences.filter(([name]) => otherEncoding(name).firstLevel))(
    '%s: "%s" in its encoding read as UTF-8 is read back',
    (name, sentence) => {
      expect(utf8.repairMojibake(encodeIn(otherEncoding(name), sentence))).toEqual({
        kind: 'other-encoding',
        encoding: name,
        bytes: encoder.encode(sentence),
        text: sentence,
      });
    },
  );

  // UTF-8 read as X, wherever X decodes the UTF-8 without error: repaired to the sentence, by X
  // or by an encoding that reads those bytes the same.
  test('UTF-8 read as another encoding and written again is undone', () => {
    let tried = 0;
    let undone = 0;
    for (const [name, sentence] of sentences) {
      const written = encoder.encode(sentence);
      const read = decodeAs(name, written, { fatal: true });
      if (read.error >= 0) continue; // the UTF-8 holds a byte X leaves undefined: no such mojibake
      const mojibake = read.text;
      tried++;
      const repair = utf8.repairMojibake(encoder.encode(mojibake));
      if (repair?.text === sentence) {
        undone++;
        expect(readsBack(otherEncoding(repair.encoding), written, mojibake)).toBe(true);
        expect(repair).toMatchObject({ kind: 'encoded-again', times: 1, bytes: written });
      }
    }
    expect([undone, tried]).toEqual([53, 55]);
  });

  test('涔辩爜 is 乱码 and 浣犲ソ涓栫晫 is 你好世界, read as GBK', () => {
    expect(utf8.repairMojibake(encoder.encode('涔辩爜'))).toMatchObject({ kind: 'encoded-again', encoding: 'gbk', text: '乱码', times: 1 });
    expect(utf8.repairMojibake(encoder.encode('浣犲ソ涓栫晫'))).toMatchObject({ encoding: 'gbk', text: '你好世界' });
    expect(utf8.repairMojibake(encoder.encode('涓\uE15F枃'))).toMatchObject({ encoding: 'gbk', text: '中文' });
  });

  test('a copy that lost its private-use character cannot be repaired exactly, and says so', () => {
    const repair = utf8.repairMojibake(encoder.encode('涓枃'));
    expect(repair).toEqual({ kind: 'damaged-copy', encoding: 'gbk', bytes: hex('E4 B8 96 87'), text: '世\uFFFD' });
  });

  test('锟斤拷 is U+FFFD twice, written as UTF-8 and read as GBK: recognised, not repaired', () => {
    expect(utf8.repairMojibake(encoder.encode('锟斤拷'))).toEqual({
      kind: 'replaced-before',
      encoding: 'gbk',
      times: 1,
      bytes: hex('EF BF BD EF BF BD'),
      text: '\uFFFD\uFFFD',
    });
  });

  test.each([
    ['烫烫烫', 0xcc],
    ['屯屯屯', 0xcd],
  ])('%s is a debugger fill byte read as GBK, as text and as bytes', (text, byte) => {
    const bytes = new Uint8Array(6).fill(byte);
    expect(utf8.repairMojibake(encoder.encode(text))).toEqual({ kind: 'debug-fill', encoding: 'gbk', byte, bytes, text });
    expect(utf8.repairMojibake(bytes)).toEqual({ kind: 'debug-fill', encoding: 'gbk', byte, bytes, text });
    expect(hexOf(utf8.repairMojibake(bytes.subarray(0, 2)).bytes)).toBe(hexOf([byte, byte]));
  });

  test('a UTF-16 byte order mark is read as UTF-16', () => {
    expect(utf8.repairMojibake(hex('FF FE 48 00 69 00'))).toEqual({
      kind: 'other-encoding',
      encoding: 'utf-16le',
      bytes: encoder.encode('Hi'),
      text: 'Hi',
    });
  });

  test("overlong slashes stay UTF-8 with errors, though C0 AF is also GBK's 腊", () => {
    for (const bytes of ['C0 AF', 'C0 AF C0 AF C0 AF', '2E 2E C0 AF 2E 2E C0 AF 65 74 63'])
      expect(utf8.repairMojibake(hex(bytes))).toBeNull();
    // In GBK text, such a pair is one character in four: 世 is CA C0, 界 BD E7 (C0 BD, an overlong "=").
    expect(utf8.repairMojibake(hex('C4 E3 BA C3 CA C0 BD E7'))).toMatchObject({ encoding: 'gbk', text: '你好世界' });
  });
});

// Where no language model names the bytes (guessEncoding is unsure), a hint that reads a lone byte
// as Latin-1 decides the repair: Windows-1252, not the reading ranked first. 84 is a byte whose
// hint only Latin-1 can be; FC one whose hint could have been another (mayExplainOtherwise).
test.each([
  ['61 84 20 76 65 AC CE 20', 'windows-1251'],
  ['75 FC 20 6E 61 A3 98 20 74 68 65 FB 20 63 61 66 AF D1 20', 'windows-1256'],
])('%s, where the first reading is %s, is repaired as Windows-1252 by its lone bytes', (bytes, first) => {
  expect(utf8.guessEncoding(hex(bytes)).encoding).toBeNull();
  expect(readingsOf(hex(bytes), { exact: true })[0].encoding).toBe(first);
  expect(utf8.repairMojibake(hex(bytes))).toMatchObject({ kind: 'other-encoding', encoding: 'windows-1252' });
});

// E0 AA is a character of three bytes cut short at the end, and Thai's เช in Windows-874: two
// characters are too few for the Thai reading to outweigh the cut (whose lead, E0, is one of those
// mayExplainOtherwise names, whose hint is asked).
test('a character cut short at the end, led by E0, stays UTF-8 with errors', () => {
  expect(utf8.repairMojibake(hex('20 20 E0 AA'))).toBeNull();
});

// js/encodings/repair.js asks only such errors whether their hint explains the bytes otherwise.
test('an error whose hint may explain it otherwise than Windows-1252 starts with one of the bytes mayExplainOtherwise names', async () => {
  const { hintOf, mayExplainOtherwise } = await import('../../js/text/hints.js');
  for (const before of [0x61, 0xe9]) {
    for (let lead = 0x80; lead <= 0xff; lead++) {
      for (let next = 0; next <= 0xff; next++) {
        const bytes = Uint8Array.of(before, lead, next, 0x80, 0x80, 0x80, 0x62);
        const [segment] = utf8.explain(bytes, { from: 1, to: 2, hints: true });
        if (segment.valid || mayExplainOtherwise(bytes, 1)) continue;
        const hint = hintOf(bytes, 1, segment.length, segment.reason, null);
        expect([hexOf(bytes), segment.hint === null ? null : hint?.latin1]).toEqual([hexOf(bytes), hint === null ? null : true]);
      }
    }
  }
});
