// How well a reading (a text one encoding gives of bytes) reads as a language: the symbols the
// models see (symbols.js), their log-likelihood by a model (language-models.js), and a bound on
// it that needs no scoring, which detect.js prunes by.
import { UNSEEN } from './language-models.js';
import {
  ASCII_SYMBOL,
  byteCharacters,
  CASE_BITS,
  charactersOf,
  charactersOfBytes,
  LATIN,
  NO_BREAK_SPACE,
  SCRIPT_SHIFT,
  SPACE,
  SYMBOL_SCRIPT_SHIFT,
  UPPER,
  WHITE_SPACE,
} from './symbols.js';

// What each reading pays alike for its letters, whatever the language: capitals, and scripts
// switching inside a word (a byte of one encoding read as a letter of another script).
const UPPER_INSIDE = Math.log(0.03); // a capital after a letter
const UPPER_FIRST = Math.log(0.15); // a capital that starts a word
const SWITCH_IN_WORD = Math.log(1e-4);
const SWITCH_AT_WORD = Math.log(0.05); // a Latin word beside one of another script
const STRAY_SPACE = Math.log(1e-3);
// A word of ASCII letters in text of a language written in Latin letters may be an English one
// (a name, a command): it is read by the likelier of the two models.
const ENGLISH_WORD = Math.log(0.2);

// A reading as the models see it: its symbols' ids, what its letters pay alike (`shape`), and per
// symbol what scoring asks of it under every model: its facts (symbols.js: its script, whether it
// is ASCII), where a word of ASCII letters starting at it ends, and that word's score as English
// (`englishWords`, made when first asked for).
export const symbolsOf = (text) => readingOf(charactersOf(text.normalize('NFC')));

/**
 * symbolsOf the text a single-byte encoding reads `bytes` as, by the code point of each byte
 * 80..FF (`codePoints`, by byte - 0x80), with no text made: where NFC changes none of those
 * characters (outsideOfBytes is not null).
 */
export const symbolsOfBytes = (bytes, codePoints) => readingOf(charactersOfBytes(bytes, codePoints));

// Every reading has the same fields from the start, so that scoring meets one shape of them.
const NO_WORDS = new Float64Array(0);

// The arrays of the readings of one detection, views of buffers kept from one to the next: a
// typed array of its own for each reading would cost a fresh allocation, and its pages, each
// time. startReadings() begins a detection; a buffer outgrown is left to the readings that hold it.
let arena = null;
/** Begins the readings of a detection: those of the one before it are no longer read. */
export function startReadings() {
  arena ??= { ints: new Int32Array(1 << 16), shorts: new Uint16Array(1 << 15), floats: new Float64Array(1 << 14) };
  arena.at = { ints: 0, shorts: 0, floats: 0 };
}
const ARRAYS = { ints: Int32Array, shorts: Uint16Array, floats: Float64Array };
function take(kind, length) {
  if (!arena) startReadings();
  if (arena.at[kind] + length > arena[kind].length) {
    arena[kind] = new ARRAYS[kind](2 * (arena[kind].length + length));
    arena.at[kind] = 0;
  }
  const view = arena[kind].subarray(arena.at[kind], arena.at[kind] + length);
  arena.at[kind] += length;
  return view;
}

function readingOf(characters) {
  const length = characters.ids.length;
  const symbols = take('ints', length);
  const facts = take('shorts', length);
  symbols.set(characters.ids);
  facts.set(characters.facts);
  // One pass: what its letters pay alike (`shape`), and for a word of ASCII letters (a whole
  // word: no other letter touches it) the index after it, at the index it starts at (`wordEnds`).
  const wordEnds = take('ints', length).fill(0);
  let shape = 0;
  let previous = 0; // the facts of the character before k (none at the start)
  let runStart = -2; // where the run of ASCII letters k is in starts; -1 after a letter; -2 in none
  for (let k = 0; k < length; k++) {
    const fact = facts[k];
    const before = (previous >> SCRIPT_SHIFT) & 3;
    const script = (fact >> SCRIPT_SHIFT) & 3;
    if ((fact & CASE_BITS) === UPPER) shape += before ? UPPER_INSIDE : UPPER_FIRST;
    if (before && script && before !== script) shape += SWITCH_IN_WORD;
    // A no-break space between two letters splits a word; beside a space or at an end it is spacing
    // no one types (a letter read in an encoding that has a no-break space there).
    if (fact & NO_BREAK_SPACE) {
      const after = k + 1 < length ? facts[k + 1] : WHITE_SPACE;
      if (before && (after >> SCRIPT_SHIFT) & 3) shape += SWITCH_IN_WORD;
      else if (k === 0 || previous & WHITE_SPACE || after & WHITE_SPACE) shape += STRAY_SPACE;
    }
    const letter = (fact >> SYMBOL_SCRIPT_SHIFT) & 3;
    if (letter && fact & ASCII_SYMBOL) {
      if (runStart === -2) runStart = (previous >> SYMBOL_SCRIPT_SHIFT) & 3 ? -1 : k;
    } else {
      if (runStart >= 0 && !letter) wordEnds[runStart] = k;
      runStart = -2;
    }
    previous = fact;
  }
  if (runStart >= 0) wordEnds[runStart] = length;
  return { symbols, facts, shape, wordEnds, englishWords: NO_WORDS, outsideLatin: Number.NaN };
}

// The script of the symbol at k of a reading's facts (symbols.js), and whether it is ASCII.
const scriptAt = (facts, k) => (facts[k] >> SYMBOL_SCRIPT_SHIFT) & 3;
const asciiAt = (facts, k) => (facts[k] & ASCII_SYMBOL) !== 0;
// A symbol's number in `model` (language-models.js): 0 for one it does not know.
const localOf = (model, id) => (id < model.local.length ? model.local[id] : 0);
// Whether the symbol at k is scored: a run of spaces is scored as one.
const skipped = (symbols, k) => symbols[k] === SPACE && (k === 0 || symbols[k - 1] === SPACE);
// The term of the pair that ends at k by `model`: the symbol before it (a space at the start), then it.
const pairTermAt = (model, symbols, k) =>
  model.pairTerms[localOf(model, k === 0 ? SPACE : symbols[k - 1]) * model.size + localOf(model, symbols[k])];

/**
 * The log-likelihood of a reading (symbolsOf's) by `model`; `english` reads the Latin words of a
 * language written otherwise, and may read those of one written in Latin letters. Every term is a
 * log-probability, at most 0, so a sum only falls: once it is below `floor` (to within rounding),
 * the reading is dropped and -Infinity returned.
 */
export function scoreOf(reading, model, english, floor = Number.NEGATIVE_INFINITY) {
  if (model.latin) return latinScore(reading, model, english, floor);
  // In a language written otherwise, ASCII is read as English, alike for every such model.
  if (Number.isNaN(reading.outsideLatin)) reading.outsideLatin = reading.shape + asciiAsEnglish(reading, english);
  return reading.outsideLatin + ownScore(reading, model, floor - reading.outsideLatin);
}

// The chain of pairs of the symbols [k, end) by `model`, after the one before k.
function chainScore(reading, model, k, end) {
  let sum = 0;
  for (let at = k; at < end; at++) sum += pairTermAt(model, reading.symbols, at);
  return sum;
}

// A reading by a language written in Latin letters: its pairs, where a word of ASCII letters is
// read by the likelier of the language and English. One loop, the symbol before carried along:
// the terms and their order are chainScore's, word by word.
function latinScore(reading, model, english, floor) {
  const { symbols, wordEnds } = reading;
  const { pairTerms, size, local } = model;
  const known = local.length;
  const englishWords = model === english ? NO_WORDS : englishWordsOf(reading, english);
  let score = reading.shape;
  let before = local[SPACE];
  for (let k = 0; k < symbols.length; k++) {
    if (score < floor) return Number.NEGATIVE_INFINITY;
    const id = symbols[k];
    if (id === SPACE && (k === 0 || symbols[k - 1] === SPACE)) continue; // before stays the space's
    const end = englishWords === NO_WORDS ? 0 : wordEnds[k];
    if (end) {
      const asEnglish = englishWords[k] + ENGLISH_WORD;
      let sum = 0;
      for (; k < end; k++) {
        const symbol = symbols[k] < known ? local[symbols[k]] : 0;
        sum += pairTerms[before * size + symbol];
        before = symbol;
      }
      k = end - 1;
      score += Math.max(sum, asEnglish);
    } else {
      const symbol = id < known ? local[id] : 0;
      score += pairTerms[before * size + symbol];
      before = symbol;
    }
  }
  return score < floor ? Number.NEGATIVE_INFINITY : score;
}

// Each whole word of ASCII letters' score as English, by the index it starts at: made once per
// reading, as every other model written in Latin letters weighs its words against English.
function englishWordsOf(reading, english) {
  if (reading.englishWords !== NO_WORDS) return reading.englishWords;
  const { symbols, wordEnds } = reading;
  const words = take('floats', symbols.length);
  for (let k = 0; k < symbols.length; k++) if (wordEnds[k]) words[k] = chainScore(reading, english, k, wordEnds[k]);
  reading.englishWords = words;
  return words;
}

// The ASCII of a reading read as English: pairs within a run of ASCII, a symbol alone after
// other letters.
function asciiAsEnglish(reading, english) {
  const { symbols, facts } = reading;
  let score = 0;
  for (let k = 0; k < symbols.length; k++) {
    if (!asciiAt(facts, k) || skipped(symbols, k)) continue;
    const afterAscii = k === 0 || asciiAt(facts, k - 1);
    score += afterAscii
      ? pairTermAt(english, symbols, k)
      : english.logs[localOf(english, symbols[k])] + (scriptAt(facts, k) ? SWITCH_AT_WORD : 0);
    // An English word in text of a language written otherwise is as rare as in one written in Latin letters.
    if (scriptAt(facts, k) && !(k > 0 && scriptAt(facts, k - 1))) score += ENGLISH_WORD;
  }
  return score;
}

// The symbols outside ASCII by a language written otherwise: alone after ASCII (or by a model of
// characters), else in pairs; a letter after a Latin word pays the switch.
function ownScore(reading, model, floor) {
  const { symbols, facts } = reading;
  let score = 0;
  for (let k = 0; k < symbols.length; k++) {
    if (score < floor) return Number.NEGATIVE_INFINITY;
    if (asciiAt(facts, k)) continue;
    const afterAscii = k === 0 || asciiAt(facts, k - 1);
    const switched = afterAscii && k > 0 && scriptAt(facts, k - 1) === LATIN ? SWITCH_AT_WORD : 0;
    score += (model.characters || afterAscii ? model.logs[localOf(model, symbols[k])] : pairTermAt(model, symbols, k)) + switched;
  }
  return score < floor ? Number.NEGATIVE_INFINITY : score;
}

/**
 * The symbols outside ASCII of a reading (symbolsOf's), each with how often it comes: [[id, count]].
 */
export function outsideOf({ symbols, facts }) {
  const counts = new Map();
  for (let k = 0; k < symbols.length; k++) if (!asciiAt(facts, k)) counts.set(symbols[k], (counts.get(symbols[k]) ?? 0) + 1);
  return [...counts];
}

/**
 * outsideOf the text a single-byte encoding gives of bytes that hold the bytes 80..FF `highBytes`,
 * from how often each comes in the start scored (`counts`, by byte - 0x80) and the code point it
 * reads it as (`codePoints`, likewise), with no text made; null where the text might change under
 * NFC, as symbolsOf reads it (a mark among those characters, or one NFC replaces), and only its
 * symbols tell.
 */
export function outsideOfBytes(highBytes, counts, codePoints) {
  const { ids, facts, kept } = byteCharacters(codePoints);
  const outside = new Map();
  for (const byte of highBytes) {
    if (!kept[byte]) return null;
    const count = counts[byte - 0x80];
    if (count && !asciiAt(facts, byte)) outside.set(ids[byte], (outside.get(ids[byte]) ?? 0) + count);
  }
  return [...outside];
}

/**
 * The models a reading may be scored by: those that know at least half of its distinct symbols
 * outside ASCII (`outside`, outsideOf's), or every model where none does.
 */
export function modelsFor(outside, models) {
  const knowing = models.filter((model) => {
    let known = 0;
    for (let k = 0; k < outside.length; k++) if (model.logs[localOf(model, outside[k][0])] !== UNSEEN) known++;
    return known * 2 >= outside.length;
  });
  return knowing.length ? knowing : models;
}

// The most one symbol outside ASCII can add to a score by `model`, by its number there: its own
// log-probability, or its likeliest pair's (a pair never counted adds no more than the symbol alone).
function mostEach(model) {
  const { logs, pairTerms, size } = model;
  const most = Float64Array.from(logs);
  for (let at = 0; pairTerms && at < pairTerms.length; at++) if (pairTerms[at] > most[at % size]) most[at % size] = pairTerms[at];
  return most;
}
const mostOf = new WeakMap(); // model -> mostEach(model)

/**
 * The most a reading whose symbols outside ASCII are `outside` (outsideOf's) can score by `model`,
 * unscored: each such symbol adds at most its mostEach wherever it comes (alone, after the one
 * before it, or after a Latin word), one the model has no number for UNSEEN; every other term is
 * at most 0.
 */
export function boundOf(outside, model) {
  if (!mostOf.has(model)) mostOf.set(model, mostEach(model));
  const most = mostOf.get(model);
  let bound = 0;
  for (const [symbol, count] of outside) bound += count * most[localOf(model, symbol)];
  return bound;
}
