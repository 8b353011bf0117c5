// The language models of the indexes' file (js/encodings/write-language-models.mjs writes them), read into
// what detect.js scores text with: each symbol's log-probability, and for alphabets each pair's,
// backed off to the symbol's by how varied the symbols after the first are (Witten-Bell). Chinese,
// Japanese and Korean keep their most frequent characters; the rest of each standard's first and
// second levels come from the indexes.
import { LATIN, symbolId, symbolScript, symbolWritten } from './symbols.js';

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
        const id = codePoint > 0 ? symbolId(String.fromCodePoint(codePoint)) : -1;
        if (id >= 0 && !counts.has(id)) counts.set(id, count);
      }
    }
  }
}

// The bits set in a 32-bit word.
function bitCount(word) {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

// The term each pair adds to a score: its log-probability, backed off to the second's by how
// varied the symbols after the first are (Witten-Bell); for a pair never counted, the first's
// back-off plus the second's own (so no more than the second's own). Only the pairs counted are
// kept (about one in twenty): a bit of `counted` says which (`rowWords` 32-bit words a first
// symbol), their terms follow in that order in `terms`, and `ranks` holds, for each word, how many
// come before it; any other pair's term is made as it is read (pairTerm, scores.cpp), as the sum
// the table of every pair would hold.
function pairTable(size, localOf, logs, pairs) {
  const rowWords = (size + 31) >> 5;
  const backOff = new Float64Array(size); // 0 for a symbol that no pair starts with
  const counted = new Uint32Array(size * rowWords);
  const rows = []; // by the first's number: [second's number, term], in the seconds' order
  let count = 0;
  pairs.forEach((after, firstId) => {
    const first = localOf[firstId];
    let sum = 0;
    after.forEach((pairCount) => {
      sum += pairCount;
    });
    backOff[first] = Math.log(after.size / (sum + after.size));
    const row = [];
    after.forEach((pairCount, id) => {
      const second = localOf[id];
      row.push([second, Math.log((pairCount + after.size * Math.exp(logs[second])) / (sum + after.size))]);
      counted[first * rowWords + (second >> 5)] |= 1 << (second & 31);
    });
    rows[first] = row.sort((a, b) => a[0] - b[0]);
    count += row.length;
  });
  const ranks = new Uint32Array(counted.length);
  for (let w = 1; w < counted.length; w++) ranks[w] = ranks[w - 1] + bitCount(counted[w - 1]);
  const terms = new Float64Array(count);
  let at = 0;
  for (const row of rows) for (const [, term] of row ?? []) terms[at++] = term;
  return { backOff, rowWords, counted, ranks, terms };
}

/** The term the pair of the model's symbols numbered `first` and `second` adds to a score by it. */
export function pairTerm({ logs, pairs }, first, second) {
  const { backOff, rowWords, counted, ranks, terms } = pairs;
  const word = first * rowWords + (second >> 5);
  const bit = 1 << (second & 31);
  return counted[word] & bit ? terms[ranks[word] + bitCount(counted[word] & (bit - 1))] : backOff[first] + logs[second];
}

function readModel(language, text, indexes) {
  const [kind, ...lines] = text.trimEnd().split('\n');
  const counts = new Map(); // symbol's id -> count
  const pairs = new Map(); // id of the first -> Map id of the second -> count
  const idOf = (character) => symbolId(symbolWritten(character));
  for (const line of lines) {
    if (line[1] === ':') {
      const count = countOf(Number.parseInt(line[0], 36));
      for (const character of line.slice(2)) counts.set(idOf(character), count);
    } else {
      const [first, , ...following] = line;
      const after = new Map();
      for (let at = 0; at < following.length; at += 2) after.set(idOf(following[at]), countOf(Number.parseInt(following[at + 1], 36)));
      pairs.set(idOf(first), after);
    }
  }
  if (kind === 'characters') addLevels(counts, language, indexes);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  // The model's own numbering of the symbols it counts (every symbol of a pair is one), from 1:
  // 0 is any other. (The counts are walked by forEach: a for-of makes an array of each entry, in
  // code not yet optimized.)
  const localOf = new Uint16Array(Math.max(...counts.keys()) + 1);
  let size = 1;
  counts.forEach((_, id) => {
    localOf[id] = size++;
  });
  const logs = new Float64Array(size).fill(UNSEEN);
  counts.forEach((count, id) => {
    logs[localOf[id]] = Math.log(count / total);
  });
  let latin = 0; // a model of characters is of Han, kana or Hangul
  if (kind === 'letters') {
    counts.forEach((count, id) => {
      if (symbolScript(id) === LATIN) latin += count;
    });
  }
  return {
    language,
    // How unlikely the model finds its own symbols on average: text that it reads much worse than
    // this is no text of its language.
    entropy: [...counts.values()].reduce((sum, count) => sum - (count / total) * Math.log(count / total), 0),
    characters: kind === 'characters',
    latin: 2 * latin > total, // written in Latin letters
    // By the model's own number of a symbol (local[id], 0 for one it does not know): its
    // log-probability, and for an alphabet its pairs' terms (pairTable's; null for characters).
    local: localOf,
    size,
    logs,
    pairs: kind === 'characters' ? null : pairTable(size, localOf, logs, pairs),
  };
}

let models = null;
/** Every language's model, read once from `indexes`. */
export function languageModels(indexes) {
  models ??= Object.entries(indexes.models).map(([language, text]) => readModel(language, text, indexes));
  return models;
}
