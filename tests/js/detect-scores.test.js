// What guessEncoding's pruning rests on (js/encodings/scores.js, detect.js): a reading's bound is never
// below its score by any model, a score given a floor is the whole score or, only when that is below
// the floor, -Infinity; and a single-byte encoding's symbols made from its bytes are those of its
// text. With these, the pruned ranking names what scoring every reading by every model would.
import { load } from 'utf8-abnf';
import { decodeAs } from '../../js/encodings/other-encodings.js';
import { encodingIndexes } from '../../js/encoding-indexes.js';
import { languageModels } from '../../js/encodings/language-models.js';
import { boundOf, outsideOf, outsideOfBytes, scoreOf, symbolsOf, symbolsOfBytes } from '../../js/encodings/scores.js';
import { codePointsOf } from '../../js/encodings/single-byte.js';
import { SENTENCES } from './fixtures/languages.js';

let models;
let english;
let indexes;
beforeAll(async () => {
  const utf8 = await load();
  await utf8.loadEncodings();
  indexes = encodingIndexes(() => new Error('loaded above'));
  models = languageModels(indexes);
  english = models.find(({ language }) => language === 'en');
});

// Texts of every kind the ranking meets: each language's sentences, and random bytes read as
// Windows-1252, KOI8-R and GBK (as far as they read them).
function texts() {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed & 0xff;
  };
  const noise = Uint8Array.from({ length: 600 }, random);
  return [
    ...Object.values(SENTENCES).map((sentences) => sentences.join(' ')),
    ...['windows-1252', 'koi8-r', 'gbk'].map((name) => decodeAs(name, noise).text),
  ];
}

test('no model scores a reading above its bound, and a floor drops a score only when it is below it', () => {
  for (const text of texts()) {
    for (const model of models) {
      const reading = symbolsOf(text);
      const score = scoreOf(reading, model, english);
      expect(boundOf(outsideOf(reading), model)).toBeGreaterThanOrEqual(score);
      // A floor within rounding of the score may go either way: detect.js keeps EXACT below its floors.
      for (const floor of [score - 1, score - 1e-6])
        expect([floor, scoreOf(symbolsOf(text), model, english, floor)]).toEqual([floor, score]);
      expect(scoreOf(symbolsOf(text), model, english, score + 1e-6)).toBe(Number.NEGATIVE_INFINITY);
    }
  }
});

test("a single-byte encoding's symbols from its bytes are its text's; a mark among its characters asks for the text", () => {
  for (const name of ['windows-1252', 'windows-1251', 'iso-8859-7', 'koi8-r', 'windows-1256', 'windows-1255', 'windows-874']) {
    const codePoints = codePointsOf(name, indexes);
    const bytes = Uint8Array.from({ length: 512 }, (_, k) => (k * 37) % 256).filter((byte) => byte < 0x80 || codePoints[byte - 0x80] >= 0);
    const { text } = decodeAs(name, bytes);
    const highBytes = [...new Set(bytes.filter((byte) => byte >= 0x80))];
    const counts = new Uint32Array(0x80);
    for (const byte of bytes) if (byte >= 0x80) counts[byte - 0x80]++;
    const outside = outsideOfBytes(highBytes, counts, codePoints);
    // Hebrew's points and Thai's vowel signs are marks: their texts are read as texts.
    const marked = highBytes.some((byte) => /\p{M}/u.test(String.fromCharCode(codePoints[byte - 0x80])));
    expect([name, outside === null]).toEqual([name, marked || text.normalize('NFC') !== text]);
    if (outside === null) continue;
    const fromBytes = symbolsOfBytes(bytes, codePoints);
    const fromText = symbolsOf(text);
    expect([name, [...fromBytes.symbols], [...fromBytes.facts], fromBytes.shape]).toEqual([
      name,
      [...fromText.symbols],
      [...fromText.facts],
      fromText.shape,
    ]);
    expect(new Map(outside)).toEqual(new Map(outsideOf(fromText)));
  }
  // Windows-1258 writes Vietnamese with combining accents, which NFC joins to the letter before.
  const codePoints = codePointsOf('windows-1258', indexes);
  const acute = 0xec; // U+0301 COMBINING ACUTE ACCENT
  expect(String.fromCodePoint(codePoints[acute - 0x80])).toBe('\u0301');
  expect(outsideOfBytes([acute], new Uint32Array(0x80), codePoints)).toBeNull();
});
