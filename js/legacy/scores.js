// How well a reading (a text one encoding gives of bytes) reads as a language: the symbols the
// models see (symbols.js), their log-likelihood by a model (language-models.js), and a bound on
// it that needs no scoring, which detect.js prunes by.
import { UNSEEN } from './language-models.js';
import {
  ASCII_SYMBOL,
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

function readingOf({ ids: symbols, facts }) {
  const length = symbols.length;
  let shape = 0;
  for (let k = 0; k < length; k++) {
    const fact = facts[k];
    const before = k > 0 ? (facts[k - 1] >> SCRIPT_SHIFT) & 3 : 0;
    const script = (fact >> SCRIPT_SHIFT) & 3;
    if ((fact & CASE_BITS) === UPPER) shape += before ? UPPER_INSIDE : UPPER_FIRST;
    if (before && script && before !== script) shape += SWITCH_IN_WORD;
    // A no-break space between two letters splits a word; beside a space or at an end it is spacing
    // no one types (a letter read in an encoding that has a no-break space there).
    if (fact & NO_BREAK_SPACE) {
      const after = k + 1 < length ? facts[k + 1] : WHITE_SPACE;
      if (before && (after >> SCRIPT_SHIFT) & 3) shape += SWITCH_IN_WORD;
      else if (k === 0 || facts[k - 1] & WHITE_SPACE || after & WHITE_SPACE) shape += STRAY_SPACE;
    }
  }
  // For a word of ASCII letters (a whole word: no other letter touches it), the index after it.
  const wordEnds = new Int32Array(length);
  for (let k = 0; k < length; k++) {
    if (!(scriptAt(facts, k) && asciiAt(facts, k)) || (k > 0 && scriptAt(facts, k - 1))) continue;
    let end = k;
    while (end < length && scriptAt(facts, end) && asciiAt(facts, end)) end++;
    if (end === length || !scriptAt(facts, end)) wordEnds[k] = end;
  }
  return { symbols, facts, shape, wordEnds, englishWords: null };
}

// The script of the symbol at k of a reading's facts (symbols.js), and whether it is ASCII.
const scriptAt = (facts, k) => (facts[k] >> SYMBOL_SCRIPT_SHIFT) & 3;
const asciiAt = (facts, k) => (facts[k] & ASCII_SYMBOL) !== 0;
// A symbol's number in `model` (language-models.js): 0 for one it does not know.
const localOf = (model, id) => (id < model.local.length ? model.local[id] : 0);
// Whether the symbol at k is scored: a run of spaces is scored as one.
const skipped = (symbols, k) => symbols[k] === SPACE && (k === 0 || symbols[k - 1] === SPACE);

/**
 * The log-likelihood of a reading (symbolsOf's) by `model`; `english` reads the Latin words of a
 * language written otherwise, and may read those of one written in Latin letters. Every term is a
 * log-probability, at most 0, so a sum only falls: once it is below `floor` (to within rounding),
 * the reading is dropped and -Infinity returned.
 */
export function scoreOf(reading, model, english, floor = Number.NEGATIVE_INFINITY) {
  if (model.latin) return latinScore(reading, model, english, floor);
  // In a language written otherwise, ASCII is read as English, alike for every such model.
  reading.outsideLatin ??= reading.shape + asciiAsEnglish(reading, english);
  return reading.outsideLatin + ownScore(reading, model, floor - reading.outsideLatin);
}

// The chain of pairs of the symbols [k, end) by `model`, after the one before k.
function chainScore(reading, model, k, end) {
  const { symbols } = reading;
  const { pairLogs, backOffs, logs, size } = model;
  let before = localOf(model, k === 0 ? SPACE : symbols[k - 1]);
  let sum = 0;
  for (let at = k; at < end; at++) {
    const symbol = localOf(model, symbols[at]);
    const counted = pairLogs[before * size + symbol];
    sum += counted === 0 ? backOffs[before] + logs[symbol] : counted;
    before = symbol;
  }
  return sum;
}

// A reading by a language written in Latin letters: its pairs, where a word of ASCII letters is
// read by the likelier of the language and English. One loop, the symbol before carried along:
// the terms and their order are chainScore's, word by word.
function latinScore(reading, model, english, floor) {
  const { symbols, wordEnds } = reading;
  const { pairLogs, backOffs, logs, size, local } = model;
  const byWords = model !== english;
  let score = reading.shape;
  let before = local[SPACE];
  for (let k = 0; k < symbols.length; k++) {
    if (score < floor) return Number.NEGATIVE_INFINITY;
    const id = symbols[k];
    if (id === SPACE && (k === 0 || symbols[k - 1] === SPACE)) continue; // before stays the space's
    const end = wordEnds[k];
    if (end && byWords) {
      reading.englishWords ??= new Float64Array(symbols.length).fill(Number.NaN);
      const { englishWords } = reading;
      if (Number.isNaN(englishWords[k])) englishWords[k] = chainScore(reading, english, k, end);
      const asEnglish = englishWords[k] + ENGLISH_WORD;
      let sum = 0;
      for (; k < end; k++) {
        const symbol = symbols[k] < local.length ? local[symbols[k]] : 0;
        const counted = pairLogs[before * size + symbol];
        sum += counted === 0 ? backOffs[before] + logs[symbol] : counted;
        before = symbol;
      }
      k = end - 1;
      score += Math.max(sum, asEnglish);
    } else {
      const symbol = id < local.length ? local[id] : 0;
      const counted = pairLogs[before * size + symbol];
      score += counted === 0 ? backOffs[before] + logs[symbol] : counted;
      before = symbol;
    }
  }
  return score < floor ? Number.NEGATIVE_INFINITY : score;
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
      ? chainScore(reading, english, k, k + 1)
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
    score += (model.characters || afterAscii ? model.logs[localOf(model, symbols[k])] : chainScore(reading, model, k, k + 1)) + switched;
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
  const outside = new Map();
  for (const byte of highBytes) {
    const character = String.fromCharCode(codePoints[byte - 0x80]);
    if (/\p{M}/u.test(character) || character.normalize('NFC') !== character) return null;
    const { ids, facts } = charactersOf(character);
    const count = counts[byte - 0x80];
    if (count && !asciiAt(facts, 0)) outside.set(ids[0], (outside.get(ids[0]) ?? 0) + count);
  }
  return [...outside];
}

/**
 * The models a reading may be scored by: those that know at least half of its distinct symbols
 * outside ASCII (`outside`, outsideOf's), or every model where none does.
 */
export function modelsFor(outside, models) {
  const knows = (model) => {
    let known = 0;
    for (const [symbol] of outside) if (model.logs[localOf(model, symbol)] !== UNSEEN) known++;
    return known * 2 >= outside.length;
  };
  return models.some(knows) ? models.filter(knows) : models;
}

// The most one symbol outside ASCII can add to a score by `model`, by its number there: its own
// log-probability, or its likeliest pair's (a pair never counted adds less than the symbol alone).
function mostEach(model) {
  const { logs, pairLogs, size } = model;
  const most = Float64Array.from(logs);
  if (pairLogs)
    for (let at = 0; at < pairLogs.length; at++) if (pairLogs[at] !== 0 && pairLogs[at] > most[at % size]) most[at % size] = pairLogs[at];
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
