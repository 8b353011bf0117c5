// What guessEncoding's ranking rests on (js/encodings/scores.js, detect.js, and the wasm ranking
// of cpp/src/ranking.hpp): every score is the one a slow reference, written from the rules
// scores.hpp states, gives; a reading's bound is never below its score by any model, a score given
// a floor is the whole score or, only when that is below the floor, -Infinity; and a single-byte
// encoding's symbols made from its bytes are those of its text. With these, the pruned ranking
// names what scoring every reading by every model would.
import { load } from 'utf8-abnf';
import { decodeAs, encodeIn, otherEncoding } from '../../js/encodings/other-encodings.js';
import { encodingIndexes } from '../../js/encoding-indexes.js';
import { languageModels, pairTerm, UNSEEN } from '../../js/encodings/language-models.js';
import { createScorer, outsideOf, outsideOfBytes } from '../../js/encodings/scores.js';
import { highBytesIn } from '../../js/encodings/detect.js';
import { codePointsOf } from '../../js/encodings/single-byte.js';
import { caseOf, LATIN, modelSymbol, SPACE, scriptOf, symbolId, UPPER } from '../../js/encodings/symbols.js';
import { WasmBoundary } from '../../js/wasm/boundary.js';
import { FACTS, RECORDS } from '../../js/wasm/contract.js';
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

const OFF_LANGUAGE = Math.log(0.01);
const { candidate: CANDIDATE } = RECORDS;

describe.each(VARIANTS)('the %s build', (variant) => {
  let memory;
  beforeAll(async () => {
    memory = new WasmBoundary(await glueModule(variant));
  });
  const scorerOf = (bytes) => createScorer(memory, bytes, models, english);
  // The candidates of a reading, as the ranking wrote them: [{ model, prior, most }], in order.
  function candidatesOf(scorer, reading, outside, ownLanguage = new Uint8Array(models.length).fill(1)) {
    const { at, count, most } = scorer.candidatesOf(reading, outside, ownLanguage, OFF_LANGUAGE);
    const listed = Array.from({ length: count }, (_, k) => {
      const record = at + 4 * CANDIDATE.recordWords * k;
      return {
        model: memory.u32[(record >> 2) + CANDIDATE.model],
        prior: memory.f64[(record >> 3) + CANDIDATE.prior / 2],
        most: memory.f64[(record >> 3) + CANDIDATE.most / 2],
      };
    });
    expect(listed[0].most).toBe(most);
    return listed;
  }
  // By each model, the part of a reading's score shared before its symbols outside ASCII are
  // scored: the bound of none (every model is a candidate for no such symbol).
  const sharedOf = (scorer, reading) =>
    candidatesOf(scorer, reading, []).reduce((shared, { model, most }) => {
      shared[model] = most;
      return shared;
    }, new Array(models.length));

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
      const shared = sharedOf(scorer, reading);
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
      for (const { model, prior, most } of candidatesOf(scorer, reading, outside, ownLanguage)) {
        expect(prior).toBe(ownLanguage[model] ? 0 : OFF_LANGUAGE);
        const ranked = scorer.score(reading, model) + prior;
        expect(most).toBeGreaterThanOrEqual(ranked - 1e-12 * Math.abs(ranked));
      }
      scorer.close();
    }
  });

  test('a bound is the likeliest terms of the symbols outside ASCII; a model is asked where it knows half of them', () => {
    const scorer = scorerOf(new Uint8Array(0));
    // é and ñ are known to most Latin models, ж to Cyrillic ones, ☃ to none.
    for (const text of [...texts(), 'añb ñ ☃ é', 'жж ☃', '☃ ☃']) {
      const reading = scorer.ofText(text);
      const outside = outsideOf(scorer.symbolsAt(reading));
      const shared = sharedOf(scorer, reading);
      const candidates = candidatesOf(scorer, reading, outside);
      for (const { model, most } of candidates) {
        const expected = referenceBound(outside, models[model]);
        expect([models[model].language, Math.abs(most - shared[model] - expected) <= 1e-9 * Math.abs(expected)]).toEqual([
          models[model].language,
          true,
        ]);
      }
      // Likeliest first; of two alike, the model first in the models' order.
      expect(candidates).toEqual(candidates.toSorted((a, b) => b.most - a.most || a.model - b.model));
      const knowing = models.filter(
        (model) =>
          2 * outside.filter(([id]) => model.logs[id < model.local.length ? model.local[id] : 0] !== UNSEEN).length >= outside.length,
      );
      expect(candidates.map(({ model }) => models[model].language).sort()).toEqual(
        (knowing.length ? knowing : models).map(({ language }) => language).sort(),
      );
    }
    // Half known is enough: Spanish knows ñ and not ☃.
    const half = scorer.ofText('ñ ☃');
    expect(candidatesOf(scorer, half, outsideOf(scorer.symbolsAt(half))).map(({ model }) => models[model].language)).toContain('es');
    expect(new Map(outsideOf(scorer.symbolsAt(scorer.ofText('añb Ñ x'))))).toEqual(new Map([[symbolId('ñ'), 2]]));
    scorer.close();
  });

  // The best candidate is the one of the highest score with its prior, the first in the models'
  // order of two alike, above what is beaten; none where none is.
  test('the best of the candidates is the best of every model', () => {
    const scorer = scorerOf(new Uint8Array(0));
    const exact = 1e-6;
    for (const text of texts()) {
      const first = scorer.ofText(text);
      const outside = outsideOf(scorer.symbolsAt(first));
      const ownLanguage = Uint8Array.from(models, (_, m) => (m % 3 ? 1 : 0));
      const ranked = models.map((_, m) => scorer.score(first, m) + (ownLanguage[m] ? 0 : OFF_LANGUAGE));
      const candidates = new Set(candidatesOf(scorer, first, outside, ownLanguage).map(({ model }) => model));
      const best = [...candidates].reduce((a, b) => (ranked[b] > ranked[a] || (ranked[b] === ranked[a] && b < a) ? b : a));
      for (const beaten of [Number.NEGATIVE_INFINITY, ranked[best] - 1, ranked[best] + 1]) {
        const reading = scorer.ofText(text);
        const found = scorer.bestOf(reading, scorer.candidatesOf(reading, outside, ownLanguage, OFF_LANGUAGE), beaten, exact);
        const expected = ranked[best] > beaten ? { model: best, score: ranked[best] - (ownLanguage[best] ? 0 : OFF_LANGUAGE) } : null;
        expect([text.slice(0, 20), found]).toEqual([text.slice(0, 20), expected]);
      }
    }
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
      const shared = sharedOf(scorer, reading);
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

  test('a detection ranks by as many models as the wasm build takes, and no more', () => {
    const most = RECORDS.mostModels;
    expect(models.length).toBeLessThanOrEqual(most);
    const many = (count) => Array.from({ length: count }, (_, m) => models[m % models.length]);
    const scorer = createScorer(memory, new Uint8Array(0), many(most), english);
    expect(scorer.score(scorer.ofText('añb'), most - 1)).toBe(scorer.score(scorer.ofText('añb'), (most - 1) % models.length));
    scorer.close();
    expect(() => createScorer(memory, new Uint8Array(0), many(most + 1), english)).toThrow(
      new RangeError(`utf8-abnf: ${most + 1} language models, where the wasm build ranks by ${most} at most`),
    );
  });

  test("a detection's readings are freed; the models stay in the codec's memory once copied in", () => {
    const bytes = new TextEncoder().encode(texts()[0]);
    const codePoints = codePointsOf('windows-1252', indexes);
    const scoreAll = () => {
      const scorer = scorerOf(bytes);
      const readings = [scorer.ofText(texts()[0]), scorer.ofBytes(bytes.length, codePoints)];
      const scores = readings.flatMap((reading) => models.map((_, m) => scorer.score(reading, m)));
      scorer.close();
      return scores;
    };
    const first = scoreAll();
    const heap = memory.heapInUse();
    expect(scoreAll()).toEqual(first);
    expect(memory.heapInUse()).toBe(heap);
  });
});
