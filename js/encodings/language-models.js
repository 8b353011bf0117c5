// The language models of the indexes' file (js/encodings/write-language-models.mjs writes them), read into
// what detect.js scores text with: each symbol's log-probability, and for alphabets each pair's,
// backed off to the symbol's by how varied the symbols after the first are (Witten-Bell). Chinese,
// Japanese and Korean keep their most frequent characters; the rest of each standard's first and
// second levels come from the indexes.
import { LATIN, symbolIdOf, symbolScript, writtenSymbolId } from './symbols.js';

/** The log-probability of a symbol a model has never seen. */
export const UNSEEN = Math.log(1e-7);
// By class (0 to 35, written in base 36), the count it stands for: about 2 ** ((class - 4) / 1.5).
const COUNTS = Float64Array.from({ length: 36 }, (_, klass) => 2 ** ((klass - 4) / 1.5));

// The pointers of each language's standard's first and second levels of characters, in the index
// its text is read by: lead bytes (and trail bytes) and the pointer of a pair.
// biome-ignore format: a table, one language a row
const LEVELS = {
  zh: { index: 'gb18030', first: [0xb0, 0xd7], second: [0xd8, 0xf7], trails: [0xa1, 0xfe], pointer: (lead, trail) => (lead - 0x81) * 190 + trail - 0x41 },
  'zh-Hant': { index: 'big5', first: [0xa4, 0xc6], second: [0xc9, 0xf9], trails: [0x40, 0xfe], pointer: (lead, trail) => (lead - 0x81) * 157 + trail - (trail < 0x7f ? 0x40 : 0x62) },
  ja: { index: 'jis0208', first: [0xb0, 0xcf], second: [0xd0, 0xf4], trails: [0xa1, 0xfe], pointer: (lead, trail) => (lead - 0xa1) * 94 + trail - 0xa1 },
  ko: { index: 'euc-kr', first: [0xb0, 0xc8], second: [0xca, 0xfd], trails: [0xa1, 0xfe], pointer: (lead, trail) => (lead - 0x81) * 190 + trail - 0x41 },
};

// The symbols a model counts, as it reads them: `ids` in the order first counted (its own numbering
// of them follows that order) and `counts`, each one's count. Which model counts a symbol, and
// where, is kept by id across models (so no model needs a Map of its own); the loops are plain, as
// the models are read at every start, by code the engine has not yet optimized.
let countedBy = new Int32Array(1 << 16); // by id: the number of the model that last counted it
let placeOf = new Int32Array(1 << 16); // by id: its place in that model's ids
let modelNumber = 0;

function createCounts() {
  return { number: ++modelNumber, ids: [], counts: [] };
}

// Makes the tables by id hold `id`.
function holdId(id) {
  if (id < countedBy.length) return;
  const size = 2 * Math.max(id + 1, countedBy.length);
  const by = new Int32Array(size);
  by.set(countedBy);
  countedBy = by;
  const places = new Int32Array(size);
  places.set(placeOf);
  placeOf = places;
}

// Whether the model of `counts` counts `id` yet.
const isCounted = ({ number }, id) => id < countedBy.length && countedBy[id] === number;

// Counts `id` `count` times, or as often anew where counted.
function setCount(model, id, count) {
  const { number, ids, counts } = model;
  if (isCounted(model, id)) {
    counts[placeOf[id]] = count;
    return;
  }
  holdId(id);
  countedBy[id] = number;
  placeOf[id] = ids.length;
  ids.push(id);
  counts.push(count);
}

function addLevels(counts, language, indexes) {
  const { index, first, second, trails, pointer } = LEVELS[language];
  const table = indexes[index];
  let least = Number.POSITIVE_INFINITY;
  for (let k = 0; k < counts.counts.length; k++) least = Math.min(least, counts.counts[k]);
  for (const [[from, to], count] of [
    [first, least],
    [second, least / 10],
  ]) {
    for (let lead = from; lead <= to; lead++) {
      for (let trail = trails[0]; trail <= trails[1]; trail++) {
        const codePoint = table[pointer(lead, trail)];
        if (codePoint <= 0) continue;
        const id = symbolIdOf(codePoint);
        if (!isCounted(counts, id)) setCount(counts, id, count);
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
// the table of every pair would hold. `rows`: readLines'.
function pairTable(size, localOf, logs, { firsts, ends, seconds, pairCounts }) {
  const rowWords = (size + 31) >> 5;
  const backOff = new Float64Array(size); // 0 for a symbol that no pair starts with
  const counted = new Uint32Array(size * rowWords);
  for (let row = 0, at = 0; row < firsts.length; at = ends[row++]) {
    const first = localOf[firsts[row]];
    for (let k = at; k < ends[row]; k++) counted[first * rowWords + (localOf[seconds[k]] >> 5)] |= 1 << (localOf[seconds[k]] & 31);
  }
  const ranks = new Uint32Array(counted.length);
  for (let w = 1; w < counted.length; w++) ranks[w] = ranks[w - 1] + bitCount(counted[w - 1]);
  const terms = new Float64Array(seconds.length);
  const probabilities = logs.map(Math.exp); // each second's, as the terms read it
  for (let row = 0, at = 0; row < firsts.length; at = ends[row++]) {
    const first = localOf[firsts[row]];
    const many = ends[row] - at;
    let sum = 0;
    for (let k = at; k < ends[row]; k++) sum += pairCounts[k];
    backOff[first] = Math.log(many / (sum + many));
    for (let k = at; k < ends[row]; k++) {
      const second = localOf[seconds[k]];
      const word = first * rowWords + (second >> 5);
      terms[ranks[word] + bitCount(counted[word] & ((1 << (second & 31)) - 1))] = Math.log(
        (pairCounts[k] + many * probabilities[second]) / (sum + many),
      );
    }
  }
  return { backOff, rowWords, counted, ranks, terms };
}

/** The term the pair of the model's symbols numbered `first` and `second` adds to a score by it. */
export function pairTerm({ logs, pairs }, first, second) {
  const { backOff, rowWords, counted, ranks, terms } = pairs;
  const word = first * rowWords + (second >> 5);
  const bit = 1 << (second & 31);
  return counted[word] & bit ? terms[ranks[word] + bitCount(counted[word] & (bit - 1))] : backOff[first] + logs[second];
}

const LINE_FEED = 0x0a;
const COLON = 0x3a;
// The count a class stands for, by the character its base 36 is written in (0-9, then a-z).
const countWritten = (codePoint) => COUNTS[codePoint <= 0x39 ? codePoint - 0x30 : codePoint - 0x61 + 10];

// A model's text (write-language-models.mjs), by its code points, read line by line: its kind, its
// counts, and for letters the rows of pairs ("first>" and each second with its class): the
// first's id by row, where each row's seconds end, and the seconds' ids and counts.
function readLines(codePoints) {
  const counts = createCounts();
  const rows = { firsts: [], ends: [], seconds: [], pairCounts: [] };
  let lineEnd = codePoints.indexOf(LINE_FEED);
  const kind = String.fromCodePoint(...codePoints.subarray(0, lineEnd));
  for (let at = lineEnd + 1; at < codePoints.length; at = lineEnd + 1) {
    lineEnd = codePoints.indexOf(LINE_FEED, at);
    if (lineEnd < 0) lineEnd = codePoints.length;
    if (lineEnd === at) continue; // the text ends with a line feed
    if (codePoints[at + 1] === COLON) {
      const count = countWritten(codePoints[at]);
      for (let k = at + 2; k < lineEnd; k++) setCount(counts, writtenSymbolId(codePoints[k]), count);
      continue;
    }
    // first, '>', then a second and its class in turn; the first's id is taken after the seconds'
    for (let k = at + 2; k + 1 < lineEnd; k += 2) {
      rows.seconds.push(writtenSymbolId(codePoints[k]));
      rows.pairCounts.push(countWritten(codePoints[k + 1]));
    }
    rows.firsts.push(writtenSymbolId(codePoints[at]));
    rows.ends.push(rows.seconds.length);
  }
  return { kind, counts, rows };
}

function readModel(language, codePoints, indexes) {
  const { kind, counts: read, rows } = readLines(codePoints);
  if (kind === 'characters') addLevels(read, language, indexes);
  const { ids, counts } = read;
  let total = 0;
  let maxId = 0;
  for (let k = 0; k < ids.length; k++) {
    total += counts[k];
    maxId = Math.max(maxId, ids[k]);
  }
  // The model's own numbering of the symbols it counts (every symbol of a pair is one), from 1:
  // 0 is any other. A count's log-probability is made once: a class's symbols share it.
  const localOf = new Uint16Array(maxId + 1);
  const logs = new Float64Array(ids.length + 1);
  logs[0] = UNSEEN;
  const logOf = new Map(); // count -> its log-probability
  let entropy = 0;
  let latin = 0; // a model of characters is of Han, kana or Hangul
  for (let k = 0; k < ids.length; k++) {
    const count = counts[k];
    let log = logOf.get(count);
    if (log === undefined) {
      log = Math.log(count / total);
      logOf.set(count, log);
    }
    localOf[ids[k]] = k + 1;
    logs[k + 1] = log;
    entropy -= (count / total) * log;
    if (kind === 'letters' && symbolScript(ids[k]) === LATIN) latin += count;
  }
  return {
    language,
    // How unlikely the model finds its own symbols on average: text that it reads much worse than
    // this is no text of its language.
    entropy,
    characters: kind === 'characters',
    latin: 2 * latin > total, // written in Latin letters
    // By the model's own number of a symbol (local[id], 0 for one it does not know): its
    // log-probability, and for an alphabet its pairs' terms (pairTable's; null for characters).
    local: localOf,
    size: ids.length + 1,
    logs,
    pairs: kind === 'characters' ? null : pairTable(ids.length + 1, localOf, logs, rows),
  };
}

let models = null;
/** Every language's model, read once from `indexes`. */
export function languageModels(indexes) {
  models ??= Object.entries(indexes.models).map(([language, codePoints]) => readModel(language, codePoints, indexes));
  return models;
}
