// The language models of the indexes' file (js/encodings/write-language-models.mjs writes them), read into
// what detect.js scores text with: each symbol's log-probability, and for alphabets each pair's,
// backed off to the symbol's by how varied the symbols after the first are (Witten-Bell). Chinese,
// Japanese and Korean keep their most frequent characters; the rest of each standard's first and
// second levels come from the indexes.
import { LATIN, symbolScript, writtenSymbolIds } from './symbols.js';

/** The log-probability of a symbol a model has never seen. */
export const UNSEEN = Math.log(1e-7);
// By class (0 to 35, written in base 36), the count it stands for: about 2 ** ((class - 4) / 1.5).
const COUNTS = Float64Array.from({ length: 36 }, (_, klass) => 2 ** ((klass - 4) / 1.5));

// The pointers of each language's standard's first and second levels of characters, in the index
// its text is read by: lead bytes (and trail bytes), and a pair's pointer: (its lead - `lead`) *
// `row` + its trail - offsets[trail < 0x7F ? 0 : 1].
// biome-ignore format: a table, one language a row
const LEVELS = {
  zh: { index: 'gb18030', first: [0xb0, 0xd7], second: [0xd8, 0xf7], trails: [0xa1, 0xfe], lead: 0x81, row: 190, offsets: [0x41, 0x41] },
  'zh-Hant': { index: 'big5', first: [0xa4, 0xc6], second: [0xc9, 0xf9], trails: [0x40, 0xfe], lead: 0x81, row: 157, offsets: [0x40, 0x62] },
  ja: { index: 'jis0208', first: [0xb0, 0xcf], second: [0xd0, 0xf4], trails: [0xa1, 0xfe], lead: 0xa1, row: 94, offsets: [0xa1, 0xa1] },
  ko: { index: 'euc-kr', first: [0xb0, 0xc8], second: [0xca, 0xfd], trails: [0xa1, 0xfe], lead: 0x81, row: 190, offsets: [0x41, 0x41] },
};
// The class of the first level's characters, and of the second's: after the text's 36.
const FIRST_LEVEL = 36;
const SECOND_LEVEL = 37;

// The models are read at every start, by code the engine has not yet optimized: each loop below
// is a small function of its own, over typed arrays, which the engine compiles quickly once it
// runs long.

// By code point, the place of a symbol in the model being read (the model's own number of it, from
// 1; 0: not counted); cleared after each model (forgetPlaces).
const placeOf = new Int32Array(0x10000);
const astralPlaces = new Map(); // the same for a symbol beyond U+FFFF
const placeIn = (codePoint) => (codePoint < 0x10000 ? placeOf[codePoint] : (astralPlaces.get(codePoint) ?? 0));

// The symbols a model counts, by place - 1: their code points (as the text writes them), counts and
// classes, `size` of them, room for `capacity`.
const createCounted = (capacity) => ({
  symbols: new Int32Array(capacity),
  counts: new Float64Array(capacity),
  classes: new Uint8Array(capacity),
  size: 0,
});

// Counts `codePoint` `count` times, of class `klass`: at a new place, or anew at its own.
function setCount(counted, codePoint, count, klass) {
  let place = placeIn(codePoint);
  if (place === 0) {
    place = ++counted.size;
    counted.symbols[place - 1] = codePoint;
    if (codePoint < 0x10000) placeOf[codePoint] = place;
    else astralPlaces.set(codePoint, place);
  }
  counted.counts[place - 1] = count;
  counted.classes[place - 1] = klass;
}

function forgetPlaces({ symbols, size }) {
  for (let k = 0; k < size; k++) if (symbols[k] < 0x10000) placeOf[symbols[k]] = 0;
  astralPlaces.clear();
}

const LINE_FEED = 0x0a;
const COLON = 0x3a;
// The class (0 to 35) of a count, by the character its base 36 is written in (0-9, then a-z).
const classWritten = (codePoint) => (codePoint <= 0x39 ? codePoint - 0x30 : codePoint - 0x61 + 10);
// Where the line of `codePoints` from `at` on ends: at its line feed, or at their end.
function lineEnd(codePoints, at) {
  const end = codePoints.indexOf(LINE_FEED, at);
  return end < 0 ? codePoints.length : end;
}

// A model's text (write-language-models.mjs) from `from` on, after its kind's line, is lines of
// counts ("class:symbols") and for letters of pairs ("first>" and each second with its class).
// Counts the symbols of the lines of counts.
function countLines(codePoints, from, counted) {
  for (let at = from, end = from; at < codePoints.length; at = end + 1) {
    end = lineEnd(codePoints, at);
    if (end === at || codePoints[at + 1] !== COLON) continue;
    const klass = classWritten(codePoints[at]);
    for (let k = at + 2; k < end; k++) setCount(counted, codePoints[k], COUNTS[klass], klass);
  }
}

// The characters of `language`'s levels that the indexes define: at most this many.
const levelCells = ({ first, second, trails }) => (first[1] - first[0] + 1 + second[1] - second[0] + 1) * (trails[1] - trails[0] + 1);

// Counts each character of the first level not yet counted as often as the least frequent symbol
// counted, and each of the second a tenth of that.
function countLevels(counted, language, indexes) {
  const { index, first, second, trails, lead: base, row, offsets } = LEVELS[language];
  const table = indexes[index];
  let least = Number.POSITIVE_INFINITY;
  for (let k = 0; k < counted.size; k++) least = Math.min(least, counted.counts[k]);
  for (const [[from, to], count, klass] of [
    [first, least, FIRST_LEVEL],
    [second, least / 10, SECOND_LEVEL],
  ]) {
    for (let lead = from; lead <= to; lead++) {
      for (let trail = trails[0]; trail <= trails[1]; trail++) {
        const pointer = (lead - base) * row + trail - offsets[trail < 0x7f ? 0 : 1];
        const codePoint = pointer < table.length ? table[pointer] : -1;
        if (codePoint > 0 && placeIn(codePoint) === 0) setCount(counted, codePoint, count, klass);
      }
    }
  }
}

// Fills `logs` by place (from 1; 0 is UNSEEN): a class's symbols share their log-probability,
// made once. Returns the counts' total and the model's entropy.
function fillLogs({ counts, classes, size }, logs) {
  let total = 0;
  for (let k = 0; k < size; k++) total += counts[k];
  const classLogs = new Float64Array(SECOND_LEVEL + 1).fill(Number.NaN);
  logs[0] = UNSEEN;
  let entropy = 0;
  for (let k = 0; k < size; k++) {
    let log = classLogs[classes[k]];
    if (Number.isNaN(log)) log = classLogs[classes[k]] = Math.log(counts[k] / total);
    logs[k + 1] = log;
    entropy -= (counts[k] / total) * log;
  }
  return { total, entropy };
}

// By id, the model's own number of each symbol of `ids` (by place): from 1 (0: any other).
function numbersById(ids) {
  let known = 0;
  for (let k = 0; k < ids.length; k++) known = Math.max(known, ids[k] + 1);
  const numbers = new Uint16Array(known);
  for (let k = 0; k < ids.length; k++) numbers[ids[k]] = k + 1;
  return numbers;
}

// Whether the symbols of `ids` that are Latin letters count more than half of `total` (all their
// `counts`, summed in order): decided once the counts seen decide it, before the rest (a model's
// likeliest symbols come first) is asked for its script, which Unicode's patterns tell.
function mostlyLatin(ids, counts, total) {
  let latin = 0; // summed in order, as the whole sum would be: once over half, it stays so
  let left = total; // the counts not yet seen, but for rounding
  for (let k = 0; k < ids.length; k++) {
    if (2 * latin > total) return true;
    if (2 * (latin + left) < total * (1 - 1e-9)) return false;
    if (symbolScript(ids[k]) === LATIN) latin += counts[k];
    left -= counts[k];
  }
  return 2 * latin > total;
}

// The bits set in a 32-bit word.
function bitCount(word) {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

// Marks each pair of the lines of pairs from `from` on in `counted` (`rowWords` words a first, by
// the places of its symbols). Returns how many it marked.
function markPairs(codePoints, from, counted, rowWords) {
  let marked = 0;
  for (let at = from, end = from; at < codePoints.length; at = end + 1) {
    end = lineEnd(codePoints, at);
    if (end === at || codePoints[at + 1] === COLON) continue;
    const first = placeIn(codePoints[at]);
    for (let k = at + 2; k + 1 < end; k += 2, marked++) {
      const second = placeIn(codePoints[k]);
      counted[first * rowWords + (second >> 5)] |= 1 << (second & 31);
    }
  }
  return marked;
}

// The terms of the pairs of the lines from `from` on, in the order of their bits (`ranks`: how
// many come before each word of `counted`), and each first's back-off (pairTable's).
function fillTerms(codePoints, from, { backOff, rowWords, counted, ranks, terms }, probabilities) {
  for (let at = from, end = from; at < codePoints.length; at = end + 1) {
    end = lineEnd(codePoints, at);
    if (end === at || codePoints[at + 1] === COLON) continue;
    const first = placeIn(codePoints[at]);
    const many = (end - at - 2) >> 1;
    let sum = 0;
    for (let k = at + 2; k + 1 < end; k += 2) sum += COUNTS[classWritten(codePoints[k + 1])];
    backOff[first] = Math.log(many / (sum + many));
    for (let k = at + 2; k + 1 < end; k += 2) {
      const second = placeIn(codePoints[k]);
      const word = first * rowWords + (second >> 5);
      terms[ranks[word] + bitCount(counted[word] & ((1 << (second & 31)) - 1))] = Math.log(
        (COUNTS[classWritten(codePoints[k + 1])] + many * probabilities[second]) / (sum + many),
      );
    }
  }
}

// The term each pair adds to a score: its log-probability, backed off to the second's by how
// varied the symbols after the first are (Witten-Bell); for a pair never counted, the first's
// back-off plus the second's own (so no more than the second's own). Only the pairs counted are
// kept (about one in twenty): a bit of `counted` says which (`rowWords` 32-bit words a first
// symbol), their terms follow in that order in `terms`, and `ranks` holds, for each word, how many
// come before it; any other pair's term is made as it is read (pairTerm, scores.cpp), as the sum
// the table of every pair would hold. Of the lines of pairs from `from` on, by the model's `size`
// numbers and their `logs`.
function pairTable(codePoints, from, size, logs) {
  const rowWords = (size + 31) >> 5;
  const counted = new Uint32Array(size * rowWords);
  const marked = markPairs(codePoints, from, counted, rowWords);
  const ranks = new Uint32Array(counted.length);
  for (let w = 1; w < counted.length; w++) ranks[w] = ranks[w - 1] + bitCount(counted[w - 1]);
  const table = { backOff: new Float64Array(size), rowWords, counted, ranks, terms: new Float64Array(marked) };
  fillTerms(codePoints, from, table, logs.map(Math.exp)); // each second's probability, as the terms read it
  return table;
}

/** The term the pair of the model's symbols numbered `first` and `second` adds to a score by it. */
export function pairTerm({ logs, pairs }, first, second) {
  const { backOff, rowWords, counted, ranks, terms } = pairs;
  const word = first * rowWords + (second >> 5);
  const bit = 1 << (second & 31);
  return counted[word] & bit ? terms[ranks[word] + bitCount(counted[word] & (bit - 1))] : backOff[first] + logs[second];
}

function readModel(language, codePoints, indexes) {
  const from = codePoints.indexOf(LINE_FEED) + 1;
  const characters = String.fromCodePoint(...codePoints.subarray(0, from - 1)) === 'characters';
  const counted = createCounted(codePoints.length + (characters ? levelCells(LEVELS[language]) : 0));
  countLines(codePoints, from, counted);
  if (characters) countLevels(counted, language, indexes);
  const size = counted.size + 1; // the model's numbers: 0 for any symbol it does not know
  const logs = new Float64Array(size);
  const { total, entropy } = fillLogs(counted, logs);
  const pairs = characters ? null : pairTable(codePoints, from, size, logs);
  forgetPlaces(counted);
  // The symbols' ids, given in the order counted.
  const ids = writtenSymbolIds(counted.symbols.subarray(0, counted.size));
  const latin = !characters && mostlyLatin(ids, counted.counts, total); // a model of characters is of Han, kana or Hangul
  return {
    language,
    // How unlikely the model finds its own symbols on average: text that it reads much worse than
    // this is no text of its language.
    entropy,
    characters,
    latin, // written in Latin letters
    // By the model's own number of a symbol (local[id], 0 for one it does not know): its
    // log-probability, and for an alphabet its pairs' terms (pairTable's; null for characters).
    local: numbersById(ids),
    size,
    logs,
    pairs,
  };
}

let models = null;
/** Every language's model, read once from `indexes`. */
export function languageModels(indexes) {
  models ??= Object.entries(indexes.models).map(([language, codePoints]) => readModel(language, codePoints, indexes));
  return models;
}
