// What guessEncoding's ranking rests on (cpp/src/ranking.hpp, through js/encodings/scores.js): a
// reading's candidates are the models that know half of its symbols outside ASCII, each bounded by
// the likeliest terms those can add, likeliest first; the best of them is the best of every model
// above what is beaten; the models it ranks by are as many as the build takes; and a detection's
// memory is given back, and fits in the memory a codec starts with.
import { detectEncoding } from '../../js/encodings/all.js';
import { rankReadings, SCORED_CHARACTERS } from '../../js/encodings/detect.js';
import { UNSEEN } from '../../js/encodings/language-models.js';
import { createScorer, outsideOf } from '../../js/encodings/scores.js';
import { codePointsOf } from '../../js/encodings/single-byte.js';
import { symbolId } from '../../js/encodings/symbols.js';
import { RECORDS } from '../../js/wasm/contract.js';
import { candidatesOf, loadModels, OFF_LANGUAGE, referenceBound, scoringIn, texts } from './fixtures/scoring.js';
import { VARIANTS } from './inputs.js';

let models;
let english;
let indexes;
beforeAll(async () => {
  ({ indexes, models, english } = await loadModels());
});

describe.each(VARIANTS)('the %s build', (variant) => {
  const { memory, scorerOf, sharedBy } = scoringIn(variant, () => ({ models, english }));
  const everyLanguage = () => new Uint8Array(models.length).fill(1);

  test('a bound is the likeliest terms of the symbols outside ASCII; a model is asked where it knows half of them', () => {
    const scorer = scorerOf(new Uint8Array(0));
    // é and ñ are known to most Latin models, ж to Cyrillic ones, ☃ to none.
    for (const text of [...texts(), 'añb ñ ☃ é', 'жж ☃', '☃ ☃']) {
      const reading = scorer.ofText(text);
      const outside = outsideOf(scorer.symbolsAt(reading));
      const shared = sharedBy(scorer, reading);
      const candidates = candidatesOf(memory(), scorer, reading, outside, everyLanguage());
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
    expect(
      candidatesOf(memory(), scorer, half, outsideOf(scorer.symbolsAt(half)), everyLanguage()).map(({ model }) => models[model].language),
    ).toContain('es');
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
      const candidates = new Set(candidatesOf(memory(), scorer, first, outside, ownLanguage).map(({ model }) => model));
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

  // A reading longer than its start is read in the language chosen on the start and ranked by its
  // whole, which may score above the start: a no-break space at the cut is stray in the start
  // alone. Here `cut` has one there, and `rival`, ranked before it, has a whole that scores between
  // the two; the ranking is that of each reading ranked alone.
  test('a reading whose whole scores above its start is ranked by its whole', () => {
    const line = 'the quick brown fox jumps over the lazy dog and the cat sat on the mat ';
    const base = `${line.repeat(Math.ceil(SCORED_CHARACTERS / line.length)).slice(0, SCORED_CHARACTERS - 2)}a`;
    const cut = `${base}\u00a0&`;
    const rival = `${base.slice(0, 818)}é${base.slice(819)}n `;
    const all = ['the cat sat', 'a dog ran', rival, cut];
    const scorer = scorerOf(new Uint8Array(0));
    const rank = (some) => {
      const readings = some.map((text) => ({ text, encodings: ['windows-1252'] }));
      return { ranked: rankReadings(readings, models, 3, scorer), most: readings[0].candidates.most };
    };
    const alone = all.map((text) => rank([text]));
    const score = (k) => alone[k].ranked[0].score;
    const cutStart = scorer.score(scorer.ofText(cut.slice(0, SCORED_CHARACTERS)), models.indexOf(english));
    // What the case needs: both read as English, by Windows-1252 (no prior); the cut's whole above
    // the rival's, its start below it; the rival's bound above the cut's, so that it is ranked first.
    expect([alone[2].ranked[0].language, alone[3].ranked[0].language]).toEqual(['en', 'en']);
    expect([score(3) > score(2), cutStart < score(2), alone[2].most > alone[3].most]).toEqual([true, true, true]);
    const expected = [0, 1, 2, 3].sort((a, b) => score(b) - score(a)).slice(0, 3);
    expect(expected).toContain(3);
    expect(rank(all).ranked.map(({ index }) => index)).toEqual(expected);
    scorer.close();
  });

  test('a detection ranks by as many models as the wasm build takes, and no more', () => {
    const most = RECORDS.mostModels;
    expect(models.length).toBeLessThanOrEqual(most);
    const many = (count) => Array.from({ length: count }, (_, m) => models[m % models.length]);
    const scorer = createScorer(memory(), new Uint8Array(0), many(most), english);
    expect(scorer.score(scorer.ofText('añb'), most - 1)).toBe(scorer.score(scorer.ofText('añb'), (most - 1) % models.length));
    scorer.close();
    expect(() => createScorer(memory(), new Uint8Array(0), many(most + 1), english)).toThrow(
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
    const heap = memory().heapInUse();
    expect(scoreAll()).toEqual(first);
    expect(memory().heapInUse()).toBe(heap);
  });

  // Growing the memory would detach its buffer, and the engine would then throw away the optimized
  // code of every function that has read a typed array (CMakeLists.txt's INITIAL_MEMORY).
  test('the models and a detection of the most bytes it reads fit in the memory a codec starts with', () => {
    const size = memory().u8.length;
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed >> 16;
    };
    const text = 'Le cœur déçu mais l’âme plutôt naïve, Louÿs rêva de crapaüter en canoë. ';
    const samples = [
      Uint8Array.from({ length: 1 << 16 }, () => 0x80 + (random() & 0x7f)), // every reading of a high byte
      Uint8Array.from({ length: 1 << 16 }, (_, k) => Math.min(0xff, text.charCodeAt(k % text.length))),
      Uint8Array.from({ length: 1 << 16 }, () => (random() & 3 ? 0x61 + (random() % 26) : 0xa1 + (random() % 0x5e))),
    ];
    for (const bytes of samples) detectEncoding(bytes, indexes, false, memory());
    memory().refresh();
    expect(memory().u8.length).toBe(size);
  });
});
