// What guessEncoding's scores rest on (js/encodings/scores.js, detect.js, and the wasm's
// cpp/src/scores.hpp): every score is the one a slow reference, written from the rules scores.hpp
// states, gives; a reading's bound is never below its score by any model, a score given a floor is
// the whole score or, only when that is below the floor, -Infinity; and a single-byte encoding's
// symbols made from its bytes are those of its text. With these and the ranking's own
// (detect-ranking.test.js), the pruned ranking names what scoring every reading by every model would.
import { decodeAs, encodeIn, otherEncoding } from '../../js/encodings/other-encodings.js';
import { outsideOf, outsideOfBytes } from '../../js/encodings/scores.js';
import { highBytesIn } from '../../js/encodings/detect.js';
import { codePointsOf } from '../../js/encodings/single-byte.js';
import { SPACE, symbolId } from '../../js/encodings/symbols.js';
import { FACTS } from '../../js/wasm/contract.js';
import { candidatesOf, loadModels, OFF_LANGUAGE, referenceBound, referenceScore, scoringIn, texts } from './fixtures/scoring.js';
import { VARIANTS } from './inputs.js';

let models;
let english;
let indexes;
beforeAll(async () => {
  ({ indexes, models, english } = await loadModels());
});

// A detection reads the bytes 80..FF of up to 64 KiB, scores a reading's start (1,500 characters)
// and its whole (8,192 at most): which bytes come, and how often in each.
test('the high bytes of a detection, counted in the start and in the whole scored', () => {
  const bytes = new Uint8Array(10000).fill(0x61);
  const at = { 5: 0x80, 10: 0xe9, 20: 0xe9, 1499: 0xff, 1500: 0xe8, 3000: 0x80, 8191: 0xe8, 8192: 0xfc, 9999: 0xfc };
  for (const [index, byte] of Object.entries(at)) bytes[index] = byte;
  const counted = (counts) => Object.fromEntries([...counts].flatMap((count, k) => (count ? [[(0x80 + k).toString(16), count]] : [])));
  const { bytes: high, counts, wholeCounts } = highBytesIn(bytes);
  expect(high).toEqual([0x80, 0xe8, 0xe9, 0xfc, 0xff]);
  expect(counted(counts)).toEqual({ 80: 1, e9: 2, ff: 1 });
  expect(counted(wholeCounts)).toEqual({ 80: 2, e8: 2, e9: 2, ff: 1 });
  // A byte past the whole is read, not counted: 80 as any other.
  const past = new Uint8Array(9000).fill(0x61);
  past[8999] = 0x80;
  expect([highBytesIn(past).bytes, counted(highBytesIn(past).wholeCounts)]).toEqual([[0x80], {}]);
  // Shorter than the start: the whole is the start.
  const short = highBytesIn(bytes.subarray(0, 100));
  expect([short.bytes, counted(short.counts), counted(short.wholeCounts)]).toEqual([[0x80, 0xe9], { 80: 1, e9: 2 }, { 80: 1, e9: 2 }]);
});

test("white space's symbol is the scorer's", () => {
  expect(SPACE).toBe(FACTS.space);
  expect(symbolId(' ')).toBe(FACTS.space);
});

describe.each(VARIANTS)('the %s build', (variant) => {
  const { memory, scorerOf, sharedBy } = scoringIn(variant, () => ({ models, english }));
  test('every model scores every reading as the reference does', () => {
    const scorer = scorerOf(new Uint8Array(0));
    // (One character outside ASCII alone: its reading's spans take all the room they are given.)
    for (const text of [...texts(), 'Ünïcödé  ÀB\u00a0c d\u00a0 e x\u00a0y ŽluŤoučký kůň Ωmega NASA αβγ abc 中文 ok', 'é', 'ж', '中']) {
      // One reading scored by every model in turn, as a detection scores it: what one model's
      // scoring keeps (the words as English) must not change the next one's.
      const reading = scorer.ofText(text);
      for (const [m, model] of models.entries()) {
        const expected = referenceScore(text, model, english);
        const score = scorer.score(reading, m);
        expect([model.language, text.slice(0, 20), Math.abs(score - expected) <= 1e-9 * Math.abs(expected)]).toEqual([
          model.language,
          text.slice(0, 20),
          true,
        ]);
      }
      scorer.close();
    }
  });

  test('no model scores a reading above its bound, and a floor drops a score only when it is below it', () => {
    const scorer = scorerOf(new Uint8Array(0));
    for (const text of texts()) {
      const reading = scorer.ofText(text);
      const outside = outsideOf(scorer.symbolsAt(reading));
      const shared = sharedBy(scorer, reading);
      for (const [m, model] of models.entries()) {
        const score = scorer.score(scorer.ofText(text), m);
        // To within rounding (the bound sums in another order): detect.js keeps EXACT below its floors.
        const bound = referenceBound(outside, model) + shared[m];
        expect(bound).toBeGreaterThanOrEqual(score - 1e-12 * Math.abs(score));
        // A floor within rounding of the score may go either way: detect.js keeps EXACT below its floors.
        // A reading made anew each time: its words' English scores are made when first asked for.
        for (const floor of [score - 1, score - 1e-6]) expect([floor, scorer.score(scorer.ofText(text), m, floor)]).toEqual([floor, score]);
        expect(scorer.score(scorer.ofText(text), m, score + 1e-6)).toBe(Number.NEGATIVE_INFINITY);
      }
      // The candidates' bounds, their priors in, are never below their scores.
      const ownLanguage = Uint8Array.from(models, (_, m) => m % 2);
      for (const { model, prior, most } of candidatesOf(memory(), scorer, reading, outside, ownLanguage)) {
        expect(prior).toBe(ownLanguage[model] ? 0 : OFF_LANGUAGE);
        const ranked = scorer.score(reading, model) + prior;
        expect(most).toBeGreaterThanOrEqual(ranked - 1e-12 * Math.abs(ranked));
      }
      scorer.close();
    }
  });

  test("a single-byte encoding's symbols from its bytes are its text's; a mark among its characters asks for the text", () => {
    for (const name of ['windows-1252', 'windows-1251', 'iso-8859-7', 'koi8-r', 'windows-1256', 'windows-1255', 'windows-874']) {
      const codePoints = codePointsOf(name, indexes);
      const bytes = Uint8Array.from({ length: 512 }, (_, k) => (k * 37) % 256).filter(
        (byte) => byte < 0x80 || codePoints[byte - 0x80] >= 0,
      );
      const { text } = decodeAs(name, bytes);
      const highBytes = [...new Set(bytes.filter((byte) => byte >= 0x80))];
      const counts = new Uint32Array(0x80);
      for (const byte of bytes) if (byte >= 0x80) counts[byte - 0x80]++;
      const outside = outsideOfBytes(highBytes, counts, codePoints);
      // Hebrew's points and Thai's vowel signs are marks: their texts are read as texts.
      const marked = highBytes.some((byte) => /\p{M}/u.test(String.fromCharCode(codePoints[byte - 0x80])));
      expect([name, outside === null]).toEqual([name, marked || text.normalize('NFC') !== text]);
      if (outside === null) continue;
      const scorer = scorerOf(bytes);
      const [fromBytes, fromText] = [scorer.ofBytes(bytes.length, codePoints), scorer.ofText(text)].map((reading) => {
        const { symbols, facts, shape } = scorer.symbolsAt(reading);
        return { symbols: [...symbols], facts: [...facts], shape, english: scorer.score(reading, 0) };
      });
      expect([name, fromBytes]).toEqual([name, fromText]);
      expect(new Map(outside)).toEqual(new Map(outsideOf(scorer.symbolsAt(scorer.ofText(text)))));
      scorer.close();
    }
    // Windows-1258 writes Vietnamese with combining accents, which NFC joins to the letter before.
    const codePoints = codePointsOf('windows-1258', indexes);
    const acute = 0xec; // U+0301 COMBINING ACUTE ACCENT
    expect(String.fromCodePoint(codePoints[acute - 0x80])).toBe('\u0301');
    expect(outsideOfBytes([acute], new Uint32Array(0x80), codePoints)).toBeNull();
  });

  // A detection sums the terms that every single-byte reading of the same bytes shares once a
  // model (scores.hpp's settled terms): each reading's score is still the reference's of its text.
  test('single-byte readings of the same bytes, scored in one detection, score as their texts', () => {
    // Curly quotes and a dash read as ASCII symbols; letters outside ASCII beside words of ASCII
    // letters, after spaces, at the ends; a no-break space; 80..9F (C1 controls in ISO-8859); English
    // words between curly quotes, which other models weigh against English.
    const bytes = encodeIn(
      otherEncoding('windows-1252'),
      '“Où ça?” — dit-il. Ça va, naïve Zoë; Øresund «Æble» éé  ñandú x\u00a0y ž Ž “the house”',
    );
    const high = [...new Set(bytes.filter((byte) => byte >= 0x80))];
    const names = ['windows-1252', 'windows-1250', 'iso-8859-2', 'iso-8859-15', 'windows-1257', 'macintosh', 'windows-1251'];
    const scorer = scorerOf(bytes);
    const read = names.filter((name) => high.every((byte) => codePointsOf(name, indexes)[byte - 0x80] >= 0));
    expect(read.length).toBeGreaterThanOrEqual(5);
    const counts = new Uint32Array(0x80);
    for (const byte of bytes) if (byte >= 0x80) counts[byte - 0x80]++;
    const asEnglish = new Set();
    for (const [k, name] of read.entries()) {
      const codePoints = codePointsOf(name, indexes);
      // The bound of each reading before it is made: none before the first.
      const outside = outsideOfBytes(high, counts, codePoints);
      const wholeBounds = models.map((_, m) => scorer.wholeBound(bytes.length, outside, m));
      if (k === 0) expect(wholeBounds.every((bound) => bound === Number.POSITIVE_INFINITY)).toBe(true);
      const reading = scorer.ofBytes(bytes.length, codePoints);
      const { shape } = scorer.symbolsAt(reading);
      const shared = sharedBy(scorer, reading);
      const { text } = decodeAs(name, bytes);
      for (const [m, model] of models.entries()) {
        const expected = referenceScore(text, model, english);
        const score = scorer.score(reading, m);
        expect([name, model.language, Math.abs(score - expected) <= 1e-9 * Math.abs(expected)]).toEqual([name, model.language, true]);
        const bound = referenceBound(outside, model) + shared[m];
        expect(bound).toBeGreaterThanOrEqual(score - 1e-12 * Math.abs(score));
        if (k === 0) continue;
        // The bound made with no reading: its shape and, by a model of another script, its ASCII
        // words beside letters outside ASCII read as English left out (at most 0).
        expect([name, model.language, wholeBounds[m] >= bound - shape - 1e-12 * Math.abs(bound)]).toEqual([name, model.language, true]);
        if (model.latin) expect(wholeBounds[m]).toBeCloseTo(bound - shape, 9);
        // By a model of another script, the text's ASCII read as English, alike for each such model.
        else asEnglish.add((wholeBounds[m] - referenceBound(outside, model)).toFixed(6));
      }
    }
    expect(asEnglish.size).toBe(1);
    expect(Number([...asEnglish][0])).toBeLessThan(0);
    scorer.close();
  });

  // A reading made from another makes its words as English in its spans, which its own terms
  // read, and the others only where it is the first to make a settled sum by a model.
  test('a single-byte reading scores as its text whether or not the settled sum it is scored by was made', () => {
    const bytes = encodeIn(otherEncoding('windows-1252'), 'Où ça? dit-il. Ça va, naïve Zoë; “the house” à la mer');
    const latin = [...models.keys()].filter((m) => models[m].latin && models[m] !== english);
    const scorer = scorerOf(bytes);
    scorer.score(scorer.ofBytes(bytes.length, codePointsOf('windows-1252', indexes)), latin[0]); // its sum alone made
    const reading = scorer.ofBytes(bytes.length, codePointsOf('windows-1250', indexes));
    const { text } = decodeAs('windows-1250', bytes);
    expect(text).toContain('“the house” ŕ');
    for (const m of latin) {
      const expected = referenceScore(text, models[m], english);
      const score = scorer.score(reading, m);
      expect([models[m].language, Math.abs(score - expected) <= 1e-9 * Math.abs(expected)]).toEqual([models[m].language, true]);
    }
    scorer.close();
  });
});
