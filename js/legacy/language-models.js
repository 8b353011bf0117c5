// The language models of the indexes' file (js/write-language-models.mjs writes them), read into
// what detect.js scores text with: each symbol's log-probability, and for alphabets each pair's,
// backed off to the symbol's by how varied the symbols after the first are (Witten-Bell). Chinese,
// Japanese and Korean keep their most frequent characters; the rest of each standard's first and
// second levels come from the indexes.
import { LATIN, scriptOf } from './symbols.js';

/** The log-probability of a symbol a model has never seen. */
export const UNSEEN = Math.log(1e-7);
const countOf = (klass) => 2 ** ((klass - 4) / 1.5);

// The pointers of each language's standard's first and second levels of characters, in the index
// its text is read by: lead bytes (and trail bytes) and the pointer of a pair.
// biome-ignore format: a table, one language a row
const LEVELS = {
  zh: { index: 'gb18030', first: [0xb0, 0xd7], second: [0xd8, 0xf7], trails: [0xa1, 0xfe], pointer: (lead, trail) => (lead - 0x81) * 190 + trail - 0x41 },
  'zh-Hant': { index: 'big5', first: [0xa4, 0xc6], second: [0xc9, 0xf9], trails: [0x40, 0xfe], pointer: (lead, trail) => (lead - 0x81) * 157 + trail - (trail < 0x7f ? 0x40 : 0x62) },
  ja: { index: 'jis0208', first: [0xb0, 0xcf], second: [0xd0, 0xf4], trails: [0xa1, 0xfe], pointer: (lead, trail) => (lead - 0xa1) * 94 + trail - 0xa1 },
  ko: { index: 'euc-kr', first: [0xb0, 0xc8], second: [0xca, 0xfd], trails: [0xa1, 0xfe], pointer: (lead, trail) => (lead - 0x81) * 190 + trail - 0x41 },
};

function addLevels(counts, language, indexes) {
  const { index, first, second, trails, pointer } = LEVELS[language];
  const least = Math.min(...counts.values());
  for (const [[from, to], count] of [
    [first, least],
    [second, least / 10],
  ]) {
    for (let lead = from; lead <= to; lead++) {
      for (let trail = trails[0]; trail <= trails[1]; trail++) {
        const codePoint = indexes[index][pointer(lead, trail)];
        const character = codePoint > 0 ? String.fromCodePoint(codePoint) : null;
        if (character && !counts.has(character)) counts.set(character, count);
      }
    }
  }
}

function readModel(language, text, indexes) {
  const [kind, ...lines] = text.trimEnd().split('\n');
  const counts = new Map();
  const pairs = new Map();
  for (const line of lines) {
    if (line[1] === ':') {
      const count = countOf(Number.parseInt(line[0], 36));
      for (const symbol of line.slice(2)) counts.set(symbol, count);
    } else {
      for (let at = 2; at < line.length; at += 2) pairs.set(line[0] + line[at], countOf(Number.parseInt(line[at + 1], 36)));
    }
  }
  if (kind === 'characters') addLevels(counts, language, indexes);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const logs = new Map([...counts].map(([symbol, count]) => [symbol, Math.log(count / total)]));
  const following = new Map(); // symbol -> [count of its pairs, how many symbols follow it]
  for (const [pair, count] of pairs) {
    const [sum, kinds] = following.get(pair[0]) ?? [0, 0];
    following.set(pair[0], [sum + count, kinds + 1]);
  }
  let latin = 0;
  for (const [symbol, count] of counts) if (scriptOf(symbol) === LATIN) latin += count;
  const model = {
    language,
    // How unlikely the model finds its own symbols on average: text that it reads much worse than
    // this is no text of its language.
    entropy: [...counts.values()].reduce((sum, count) => sum - (count / total) * Math.log(count / total), 0),
    characters: kind === 'characters',
    latin: 2 * latin > total, // written in Latin letters
    symbolLog: (symbol) => logs.get(symbol) ?? UNSEEN,
    has: (symbol) => logs.has(symbol),
    pairCache: new Map(), // symbol -> Map of the symbol after it -> log-probability
  };
  model.pairLog = (before, symbol) => {
    let after = model.pairCache.get(before);
    if (after === undefined) {
      after = new Map();
      model.pairCache.set(before, after);
    }
    let value = after.get(symbol);
    if (value === undefined) {
      const [sum, kinds] = following.get(before) ?? [0, 0];
      const alone = Math.exp(model.symbolLog(symbol));
      value = kinds ? Math.log(((pairs.get(before + symbol) ?? 0) + kinds * alone) / (sum + kinds)) : Math.log(alone);
      after.set(symbol, value);
    }
    return value;
  };
  return model;
}

let models = null;
/** Every language's model, read once from `indexes`. */
export function languageModels(indexes) {
  models ??= Object.entries(indexes.models).map(([language, text]) => readModel(language, text, indexes));
  return models;
}
