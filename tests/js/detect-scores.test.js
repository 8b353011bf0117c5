// What guessEncoding's ranking rests on (js/encodings/scores.js, detect.js): every score is the
// one a slow reference, written from the rules scores.js states, gives; a reading's bound is never
// below its score by any model, a score given a floor is the whole score or, only when that is below
// the floor, -Infinity; and a single-byte encoding's symbols made from its bytes are those of its
// text. With these, the pruned ranking names what scoring every reading by every model would.
import { load } from 'utf8-abnf';
import { decodeAs, encodeIn, otherEncoding } from '../../js/encodings/other-encodings.js';
import { encodingIndexes } from '../../js/encoding-indexes.js';
import { languageModels, pairTerm, UNSEEN } from '../../js/encodings/language-models.js';
import { boundOf, createScorer, modelsFor, outsideOf, outsideOfBytes } from '../../js/encodings/scores.js';
import { highBytesIn } from '../../js/encodings/detect.js';
import { codePointsOf } from '../../js/encodings/single-byte.js';
import { caseOf, LATIN, modelSymbol, SPACE, scriptOf, symbolId, UPPER } from '../../js/encodings/symbols.js';
import { WasmBoundary } from '../../js/wasm/boundary.js';
import { FACTS } from '../../js/wasm/contract.js';
import { SENTENCES } from './fixtures/languages.js';
import { glueModule, VARIANTS } from './inputs.js';

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

// The reference: a text's score by `model`, character by character, from the rules as scores.js
// states them, with nothing made once and shared.
function referenceScore(text, model, english) {
  const characters = [...text.normalize('NFC')];
  const n = characters.length;
  const symbols = characters.map(modelSymbol);
  const ids = symbols.map(symbolId);
  const ascii = symbols.map((symbol) => symbol.charCodeAt(0) < 0x80);
  const letter = symbols.map(scriptOf); // the script of the symbol, 0 for no letter
  const script = characters.map(scriptOf);
  const white = (k) => k >= n || /\s/u.test(characters[k]);
  let shape = 0;
  for (let k = 0; k < n; k++) {
    const before = k > 0 ? script[k - 1] : 0;
    if (caseOf(characters[k]) === UPPER) shape += Math.log(before ? 0.03 : 0.15); // a capital inside, or first
    if (before && script[k] && before !== script[k]) shape += Math.log(1e-4); // scripts switching in a word
    if (characters[k] === '\u00a0') {
      if (before && k + 1 < n && script[k + 1])
        shape += Math.log(1e-4); // splitting a word
      else if (k === 0 || white(k - 1) || white(k + 1)) shape += Math.log(1e-3); // spacing no one types
    }
  }
  const local = (m, id) => (id < m.local.length ? m.local[id] : 0);
  const pairAt = (m, k) => pairTerm(m, local(m, k === 0 ? SPACE : ids[k - 1]), local(m, ids[k]));
  const skipped = (k) => ids[k] === SPACE && (k === 0 || ids[k - 1] === SPACE); // a run of spaces scores once
  let score = shape;
  if (model.latin) {
    for (let k = 0; k < n; k++) {
      if (skipped(k)) continue;
      // A whole word of ASCII letters: no letter before or after it. The likelier of the model and English.
      let end = k;
      while (end < n && ascii[end] && letter[end]) end++;
      const whole = end > k && !(k > 0 && letter[k - 1]) && !(end < n && letter[end]);
      if (model === english || !whole) {
        score += pairAt(model, k);
        continue;
      }
      let own = 0;
      let asEnglish = Math.log(0.2);
      for (let at = k; at < end; at++) {
        own += pairAt(model, at);
        asEnglish += pairAt(english, at);
      }
      score += Math.max(own, asEnglish);
      k = end - 1;
    }
    return score;
  }
  for (let k = 0; k < n; k++) {
    const afterAscii = k === 0 || ascii[k - 1];
    if (ascii[k]) {
      if (skipped(k)) continue;
      // ASCII as English: in pairs within a run of ASCII, alone after another letter.
      score += afterAscii ? pairAt(english, k) : english.logs[local(english, ids[k])] + (letter[k] ? Math.log(0.05) : 0);
      if (letter[k] && !(k > 0 && letter[k - 1])) score += Math.log(0.2); // an English word
    } else {
      const switched = afterAscii && k > 0 && letter[k - 1] === LATIN ? Math.log(0.05) : 0;
      score += (model.characters || afterAscii ? model.logs[local(model, ids[k])] : pairAt(model, k)) + switched;
    }
  }
  return score;
}

describe.each(VARIANTS)('the %s build', (variant) => {
  let memory;
  beforeAll(async () => {
    memory = new WasmBoundary(await glueModule(variant));
  });

  test('every model scores every reading as the reference does', () => {
    const scorer = createScorer(memory, new Uint8Array(0));
    for (const text of [...texts(), 'Ünïcödé  ÀB\u00a0c d\u00a0 e x\u00a0y ŽluŤoučký kůň Ωmega NASA αβγ abc 中文 ok']) {
      // One reading scored by every model in turn, as a detection scores it: what one model's
      // scoring keeps (the words as English) must not change the next one's.
      const reading = scorer.ofText(text);
      for (const model of models) {
        const expected = referenceScore(text, model, english);
        const score = scorer.score(reading, model, english);
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
    const scorer = createScorer(memory, new Uint8Array(0));
    for (const text of texts()) {
      for (const model of models) {
        const reading = scorer.ofText(text);
        const score = scorer.score(reading, model, english);
        // To within rounding (the bound sums in another order): detect.js keeps EXACT below its floors.
        const bound = boundOf(outsideOf(scorer.symbolsAt(reading)), model) + scorer.shared(reading, model, english);
        expect(bound).toBeGreaterThanOrEqual(score - 1e-12 * Math.abs(score));
        // A floor within rounding of the score may go either way: detect.js keeps EXACT below its floors.
        // A reading made anew each time: its words' English scores are made when first asked for.
        for (const floor of [score - 1, score - 1e-6])
          expect([floor, scorer.score(scorer.ofText(text), model, english, floor)]).toEqual([floor, score]);
        expect(scorer.score(scorer.ofText(text), model, english, score + 1e-6)).toBe(Number.NEGATIVE_INFINITY);
      }
      scorer.close();
    }
  });

  // The reference bound: each symbol outside ASCII at the likeliest term it can add, alone or
  // after any symbol, read off every pair of the model.
  function referenceBound(outside, model) {
    let bound = 0;
    for (const [id, count] of outside) {
      const second = id < model.local.length ? model.local[id] : 0;
      let most = model.logs[second];
      for (let first = 0; model.pairs && first < model.size; first++) most = Math.max(most, pairTerm(model, first, second));
      bound += count * most;
    }
    return bound;
  }

  test('a bound is the likeliest terms of the symbols outside ASCII; a model is asked where it knows half of them', () => {
    const scorer = createScorer(memory, new Uint8Array(0));
    // é and ñ are known to most Latin models, ж to Cyrillic ones, ☃ to none.
    for (const text of [...texts(), 'añb ñ ☃ é', 'жж ☃', '☃ ☃']) {
      const outside = outsideOf(scorer.symbolsAt(scorer.ofText(text)));
      for (const model of models)
        expect([model.language, boundOf(outside, model)]).toEqual([model.language, referenceBound(outside, model)]);
      const knowing = models.filter(
        (model) =>
          2 * outside.filter(([id]) => model.logs[id < model.local.length ? model.local[id] : 0] !== UNSEEN).length >= outside.length,
      );
      expect(modelsFor(outside, models).map(({ language }) => language)).toEqual(
        (knowing.length ? knowing : models).map(({ language }) => language),
      );
    }
    // Half known is enough: Spanish knows ñ and not ☃.
    const half = outsideOf(scorer.symbolsAt(scorer.ofText('ñ ☃')));
    expect(modelsFor(half, models).map(({ language }) => language)).toContain('es');
    expect(new Map(outsideOf(scorer.symbolsAt(scorer.ofText('añb Ñ x'))))).toEqual(new Map([[symbolId('ñ'), 2]]));
    scorer.close();
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
      const scorer = createScorer(memory, bytes);
      const [fromBytes, fromText] = [scorer.ofBytes(bytes.length, codePoints), scorer.ofText(text)].map((reading) => {
        const { symbols, facts } = scorer.symbolsAt(reading);
        return { symbols: [...symbols], facts: [...facts], shape: reading.shape, english: scorer.score(reading, models[0], english) };
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
    const scorer = createScorer(memory, bytes);
    const read = names.filter((name) => high.every((byte) => codePointsOf(name, indexes)[byte - 0x80] >= 0));
    expect(read.length).toBeGreaterThanOrEqual(5);
    const counts = new Uint32Array(0x80);
    for (const byte of bytes) if (byte >= 0x80) counts[byte - 0x80]++;
    const asEnglish = new Set();
    for (const [k, name] of read.entries()) {
      const codePoints = codePointsOf(name, indexes);
      // The bound of each reading before it is made: none before the first.
      const outside = outsideOfBytes(high, counts, codePoints);
      const wholeBounds = models.map((model) => scorer.wholeBound(bytes.length, outside, model, english));
      if (k === 0) expect(wholeBounds.every((bound) => bound === Number.POSITIVE_INFINITY)).toBe(true);
      const reading = scorer.ofBytes(bytes.length, codePoints);
      const { text } = decodeAs(name, bytes);
      for (const [m, model] of models.entries()) {
        const expected = referenceScore(text, model, english);
        const score = scorer.score(reading, model, english);
        expect([name, model.language, Math.abs(score - expected) <= 1e-9 * Math.abs(expected)]).toEqual([name, model.language, true]);
        const bound = boundOf(outsideOf(scorer.symbolsAt(reading)), model) + scorer.shared(reading, model, english);
        expect(bound).toBeGreaterThanOrEqual(score - 1e-12 * Math.abs(score));
        if (k === 0) continue;
        // The bound made with no reading: its shape and, by a model of another script, its ASCII
        // words beside letters outside ASCII read as English left out (at most 0).
        expect([name, model.language, wholeBounds[m] >= bound - reading.shape - 1e-12 * Math.abs(bound)]).toEqual([
          name,
          model.language,
          true,
        ]);
        if (model.latin) expect(wholeBounds[m]).toBeCloseTo(bound - reading.shape, 9);
        // By a model of another script, the text's ASCII read as English, alike for each such model.
        else asEnglish.add((wholeBounds[m] - boundOf(outside, model)).toFixed(6));
      }
    }
    expect(asEnglish.size).toBe(1);
    expect(Number([...asEnglish][0])).toBeLessThan(0);
    scorer.close();
  });

  test("a detection's readings are freed; the models stay in the codec's memory once copied in", () => {
    const bytes = new TextEncoder().encode(texts()[0]);
    const codePoints = codePointsOf('windows-1252', indexes);
    const scoreAll = () => {
      const scorer = createScorer(memory, bytes);
      const readings = [scorer.ofText(texts()[0]), scorer.ofBytes(bytes.length, codePoints)];
      const scores = readings.flatMap((reading) => models.map((model) => scorer.score(reading, model, english)));
      scorer.close();
      return scores;
    };
    const first = scoreAll();
    const heap = memory.heapInUse();
    expect(scoreAll()).toEqual(first);
    expect(memory.heapInUse()).toBe(heap);
  });
});
