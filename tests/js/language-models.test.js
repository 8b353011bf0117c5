// The language models as js/encodings/language-models.js reads them from the indexes' file: every
// symbol a model's text counts is known with the log-probability of its class, every symbol of a
// pair is one of those, and the models of Chinese, Japanese and Korean know every character of
// their standards' first and second levels, each decoded from its bytes here.
import { load } from 'utf8-abnf';
import { decodeAs } from '../../js/encodings/other-encodings.js';
import { encodingIndexes } from '../../js/encoding-indexes.js';
import { languageModels, pairTerm, UNSEEN } from '../../js/encodings/language-models.js';
import { modelSymbol, symbolId, symbolWritten, writtenSymbol } from '../../js/encodings/symbols.js';

let indexes;
let models;
beforeAll(async () => {
  const utf8 = await load();
  await utf8.loadEncodings();
  indexes = encodingIndexes(() => new Error('loaded above'));
  models = languageModels(indexes);
});

const logOf = (model, symbol) => {
  const id = symbolId(symbol);
  return id < model.local.length && model.local[id] > 0 ? model.logs[model.local[id]] : UNSEEN;
};

// A model's text as the indexes' file holds it, by its code points.
const textOf = (language) => String.fromCodePoint(...indexes.models[language]);

// A model's text (write-language-models.mjs): its kind, then "class:symbols" lines from the most
// frequent class down, then for letters "symbol>" lines of the symbols after it, each with a class;
// each symbol one character.
function parse(text) {
  const [, ...lines] = text.trimEnd().split('\n');
  const classes = lines.filter((line) => line[1] === ':').map((line) => [...line.slice(2)].map(symbolWritten));
  const paired = lines
    .filter((line) => line[1] !== ':')
    .flatMap(([first, , ...following]) => [first, ...following.filter((_, k) => k % 2 === 0)].map(symbolWritten));
  return { classes, paired };
}

test('every symbol a model counts has its class log-probability, the higher class the likelier', () => {
  for (const model of models) {
    const { classes } = parse(textOf(model.language));
    let above = 0;
    for (const symbols of classes) {
      const logs = new Set(symbols.map((symbol) => logOf(model, symbol)));
      expect([model.language, logs.size]).toEqual([model.language, 1]);
      const [log] = logs;
      expect(log).toBeLessThan(above);
      expect(log).toBeGreaterThan(UNSEEN);
      above = log;
    }
  }
});

test('each symbol is written as one character and read back; İ stands for its lower case', () => {
  // Read once already (the models above): the texts are listed as before they were read.
  expect(Object.keys(indexes.models)).toEqual(models.map(({ language }) => language));
  for (const text of Object.keys(indexes.models).map(textOf)) {
    for (const character of text.replace(/^\w+\n|\n/g, '')) expect(writtenSymbol(symbolWritten(character))).toBe(character);
  }
  expect(modelSymbol('İ')).toHaveLength(2);
  expect(writtenSymbol(modelSymbol('İ'))).toBe('İ');
  expect(symbolWritten('İ')).toBe(modelSymbol('İ'));
  expect(writtenSymbol('𠀀')).toBe('𠀀');
  expect(() => writtenSymbol('ab')).toThrow(/"ab" has no one character/);
});

test('every symbol of a pair is one a model counts', () => {
  for (const model of models) {
    const { classes, paired } = parse(textOf(model.language));
    const counted = new Set(classes.flat());
    expect([model.language, paired.filter((symbol) => !counted.has(symbol))]).toEqual([model.language, []]);
  }
});

// The standards' levels by the bytes of the encoding each language is read in: GB 2312 in GBK,
// Big5's levels (A440..C67E, C940..F9D5), JIS X 0208 in EUC-JP, KS X 1001's Hangul and Hanja in
// EUC-KR.
// biome-ignore format: a table, one language a row
const LEVELS = {
  zh: { encoding: 'gbk', first: [0xb0, 0xd7], second: [0xd8, 0xf7], trails: [[0xa1, 0xfe]] },
  'zh-Hant': { encoding: 'big5', first: [0xa4, 0xc6], second: [0xc9, 0xf9], trails: [[0x40, 0x7e], [0xa1, 0xfe]], firstEnds: 0xc67e },
  ja: { encoding: 'euc-jp', first: [0xb0, 0xcf], second: [0xd0, 0xf4], trails: [[0xa1, 0xfe]] },
  ko: { encoding: 'euc-kr', first: [0xb0, 0xc8], second: [0xca, 0xfd], trails: [[0xa1, 0xfe]] },
};

// The characters of the leads [from, to] and the trails, decoded (those the encoding leaves
// undefined left out), up to the pair `last` at most.
function charactersOf({ encoding, trails }, [from, to], last = Number.POSITIVE_INFINITY) {
  const characters = [];
  for (let lead = from; lead <= to; lead++) {
    for (const [low, high] of trails) {
      for (let trail = low; trail <= high && lead * 256 + trail <= last; trail++) {
        const { text } = decodeAs(encoding, Uint8Array.of(lead, trail));
        if (text !== '\uFFFD' && [...text].length === 1) characters.push(text);
      }
    }
  }
  return characters;
}

test.each(Object.keys(LEVELS))('the model of %s knows its standard first and second levels, the second less likely', (language) => {
  const model = models.find((candidate) => candidate.language === language);
  const level = LEVELS[language];
  const first = charactersOf(level, level.first, level.firstEnds).map((character) => logOf(model, modelSymbol(character)));
  const second = charactersOf(level, level.second).map((character) => logOf(model, modelSymbol(character)));
  expect(first.length).toBeGreaterThan(2000);
  expect(second.length).toBeGreaterThan(2000);
  expect([...first, ...second].filter((log) => log === UNSEEN)).toEqual([]);
  expect(Math.min(...second)).toBeLessThan(Math.min(...first));
});

test("each pair's term is Witten-Bell's: a counted pair its own, any other its first's back-off plus its second's log", () => {
  const classCount = (klass) => 2 ** ((Number.parseInt(klass, 36) - 4) / 1.5);
  for (const model of models.filter(({ pairs }) => pairs)) {
    const numberOf = (character) => model.local[symbolId(symbolWritten(character))];
    const lines = textOf(model.language).trimEnd().split('\n').slice(1);
    for (const [firstCharacter, , ...following] of lines.filter((line) => line[1] !== ':')) {
      const first = numberOf(firstCharacter);
      const after = new Map();
      for (let at = 0; at < following.length; at += 2) after.set(numberOf(following[at]), classCount(following[at + 1]));
      const sum = [...after.values()].reduce((total, count) => total + count, 0);
      const expected = (second) =>
        after.has(second)
          ? Math.log((after.get(second) + after.size * Math.exp(model.logs[second])) / (sum + after.size))
          : Math.log(after.size / (sum + after.size)) + model.logs[second];
      for (let second = 0; second < model.size; second++) {
        if (pairTerm(model, first, second) !== expected(second)) {
          expect([model.language, first, second, pairTerm(model, first, second)]).toEqual([
            model.language,
            first,
            second,
            expected(second),
          ]);
        }
      }
    }
    // A symbol no pair starts with (0: any the model does not know) backs off by nothing.
    for (let second = 0; second < model.size; second++) expect(pairTerm(model, 0, second)).toBe(model.logs[second]);
  }
});

test('the models of languages written in Latin letters, and only those, are marked so', () => {
  const latin = 'en fr de es pt it nl ca sv da nb fi is pl cs sk hu sl hr ro tr lt lv et eo mt cy ga vi'.split(' ');
  expect(models.filter((model) => model.latin).map(({ language }) => language)).toEqual(latin);
  expect(models.filter((model) => !model.latin).map(({ language }) => language)).toEqual(
    'ru uk bg sr mk be el he ar fa th zh zh-Hant ja ko'.split(' '),
  );
});
