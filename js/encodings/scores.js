// How well a reading (a text one encoding gives of bytes) reads as a language: the symbols the
// models see (symbols.js), their log-likelihood by a model (language-models.js), and a bound on
// it that needs no scoring, which detect.js prunes by. The scoring loops are the codec's, in wasm
// (cpp/src/scores.cpp): a detection's readings and the models they are scored by are laid out in
// the codec's memory (its WasmBoundary), as records cpp/bindings/score_records.hpp names.
import { UNSEEN } from './language-models.js';
import { ASCII_SYMBOL, byteCharacters, charactersOf } from './symbols.js';
import { RECORDS } from '../wasm/contract.js';

const { model: MODEL, reading: READING } = RECORDS;
const NO_MEMORY = 'utf8-abnf: no wasm memory to score the readings of the encodings in';

// Each model, once copied into a memory, stays there for the codec's life: its record, then its
// doubles (log-probabilities; for an alphabet its back-offs and the terms of the pairs counted),
// then its words (which pairs are counted, and the ranks), then its own numbering of the symbols.
const modelsIn = new WeakMap(); // memory -> Map model -> its record's address
// The Map of `kept` (a WeakMap by memory) for `memory`.
function keptIn(kept, memory) {
  if (!kept.has(memory)) kept.set(memory, new Map());
  return kept.get(memory);
}
function modelRecord(memory, model) {
  const records = keptIn(modelsIn, memory);
  let at = records.get(model);
  if (at) return at;
  const { local, size, logs, pairs } = model;
  // Each array by the record's field that holds its address (0 where a model has none).
  const parts = { logs, back_off: pairs?.backOff, terms: pairs?.terms, counted: pairs?.counted, ranks: pairs?.ranks, local };
  const head = 8 * Math.ceil((4 * MODEL.recordWords) / 8); // the doubles come first: 8-byte aligned
  at = memory.allocate(Object.values(parts).reduce((end, part) => end + (part?.byteLength ?? 0), head));
  if (!at) throw new RangeError(NO_MEMORY);
  const words = at >> 2;
  let address = at + head;
  for (const [field, part] of Object.entries(parts)) {
    memory.u32[words + MODEL[field]] = part ? address : 0;
    if (!part) continue;
    new part.constructor(memory.u8.buffer, address, part.length).set(part);
    address += part.byteLength;
  }
  memory.u32[words + MODEL.known] = local.length;
  memory.u32[words + MODEL.size] = size;
  memory.u32[words + MODEL.row_words] = pairs?.rowWords ?? 0;
  records.set(model, at);
  return at;
}

// A single-byte encoding's symbol id (int32) and facts (uint16) of each byte, kept likewise.
const bytesIn = new WeakMap(); // memory -> Map codePoints -> address
function byteRecord(memory, codePoints) {
  const tables = keptIn(bytesIn, memory);
  let at = tables.get(codePoints);
  if (at) return at;
  const { ids, facts } = byteCharacters(codePoints);
  at = memory.allocate(4 * 0x100 + 2 * 0x100);
  if (!at) throw new RangeError(NO_MEMORY);
  memory.i32.set(ids, at >> 2);
  memory.u16.set(facts, (at + 4 * 0x100) >> 1);
  tables.set(codePoints, at);
  return at;
}

/**
 * The scorer of one detection of `bytes` over `memory` (a WasmBoundary): ofBytes(length,
 * codePoints) and ofText(text) make a reading (its symbols: of `bytes`' first `length` by a
 * single-byte encoding whose characters NFC keeps, outsideOfBytes says; or of a text, in NFC),
 * symbolsAt(reading) shows its symbols and facts, score(reading, model, english, floor) scores it,
 * shared(reading, model, english) is the part of that score known before the characters outside
 * ASCII are scored (a bound is that, plus boundOf's), and close() frees its readings. A reading
 * is { at, length, shape, ... }.
 */
export function createScorer(memory, bytes) {
  const calls = memory.scoring();
  const taken = [];
  let bytesAt = 0; // `bytes` in wasm memory, copied in when first read
  const take = (size) => {
    const at = memory.allocate(size);
    if (!at) throw new RangeError(NO_MEMORY);
    taken.push(at);
    return at;
  };
  // A reading's record, then its words' scores as English (doubles), symbols, word ends and facts.
  function readingOf(length) {
    const head = 8 * Math.ceil((4 * READING.recordWords) / 8);
    const at = take(head + 18 * length);
    const words = at >> 2;
    const { u32 } = memory;
    u32[words + READING.words] = at + head;
    u32[words + READING.symbols] = at + head + 8 * length;
    u32[words + READING.word_ends] = at + head + 12 * length;
    u32[words + READING.facts] = at + head + 16 * length;
    u32[words + READING.length] = length;
    return { at, length, shape: 0, words: false, outsideLatin: Number.NaN, fromBytes: false, settled: null };
  }
  // The unsettled spans (scores.hpp) of a reading; by model of Latin letters the sum of its
  // settled terms, and of its ASCII read as English (NaN until made), made when first asked for.
  const spansOf = (reading) => {
    const at = take(4 * (reading.length + 1));
    return { at, count: calls.unsettledSpans(reading.at, at), sums: new Map(), asEnglish: Number.NaN };
  };
  // The single-byte readings of the bytes' first `length`, by length: alike but at the bytes
  // 80..FF, so their spans and settled sums are the first's, and each is made from it (its
  // shape's counts at `counts`).
  const firstBy = new Map(); // length -> { reading, counts, settled }
  function spansFor(reading) {
    if (reading.fromBytes) return firstBy.get(reading.length).settled;
    reading.settled ??= spansOf(reading);
    return reading.settled;
  }
  function settledOf(reading, model, words) {
    const settled = spansFor(reading);
    if (!settled.sums.has(model))
      settled.sums.set(model, calls.latinSettled(reading.at, modelRecord(memory, model), words ? 1 : 0, settled.at, settled.count));
    return settled;
  }
  // Whether a model of Latin letters weighs the reading's words against English: each whole word
  // of ASCII letters as English, made once a reading, for every model but English's.
  function weighsWords(reading, model, english) {
    const words = model !== english;
    if (words && !reading.words) {
      calls.englishWords(reading.at, modelRecord(memory, english));
      reading.words = true;
    }
    return words;
  }
  // The part of a reading's score by `model` that every single-byte reading of its length shares:
  // by a model of Latin letters its settled terms; by another, its settled ASCII read as English
  // (in a language written otherwise, ASCII is read as English, alike for every such model).
  function settledPart(reading, model, english) {
    if (model.latin) return settledOf(reading, model, weighsWords(reading, model, english)).sums.get(model);
    const spans = spansFor(reading);
    if (Number.isNaN(spans.asEnglish))
      spans.asEnglish = calls.englishSettled(reading.at, modelRecord(memory, english), spans.at, spans.count);
    return spans.asEnglish;
  }
  /**
   * The part of `reading`'s score by `model` that is known before its characters outside ASCII
   * are scored, which add terms of at most 0: its shape, and by a model of Latin letters its
   * settled terms, by another model its ASCII read as English.
   */
  function shared(reading, model, english) {
    if (model.latin) return reading.shape + settledPart(reading, model, english);
    if (Number.isNaN(reading.outsideLatin)) {
      const { at, count } = spansFor(reading);
      const asEnglish = settledPart(reading, model, english);
      reading.outsideLatin = reading.shape + calls.englishUnsettled(reading.at, modelRecord(memory, english), at, count, asEnglish);
    }
    return reading.outsideLatin;
  }
  return {
    ofBytes(length, codePoints) {
      if (!bytesAt) {
        bytesAt = take(bytes.length);
        memory.u8.set(bytes, bytesAt);
      }
      const tables = byteRecord(memory, codePoints);
      const reading = readingOf(length);
      reading.fromBytes = true;
      const first = firstBy.get(length);
      if (first) {
        const { at, count } = first.settled;
        reading.shape = calls.deriveSingleByte(first.reading.at, first.counts, at, count, bytesAt, tables, tables + 4 * 0x100, reading.at);
        return reading;
      }
      calls.symbolsOfBytes(bytesAt, tables, tables + 4 * 0x100, reading.at);
      const counts = take(16); // scores.hpp's ShapeCounts
      reading.shape = calls.readShape(reading.at, counts);
      firstBy.set(length, { reading, counts, settled: spansOf(reading) });
      return reading;
    },
    ofText(text) {
      const { ids, facts } = charactersOf(text.normalize('NFC'));
      const reading = readingOf(ids.length);
      const words = reading.at >> 2;
      memory.i32.set(ids, memory.u32[words + READING.symbols] >> 2);
      memory.u16.set(facts, memory.u32[words + READING.facts] >> 1);
      reading.shape = calls.readShape(reading.at, 0);
      return reading;
    },
    symbolsAt({ at, length }) {
      const words = at >> 2;
      const symbols = memory.u32[words + READING.symbols] >> 2;
      const facts = memory.u32[words + READING.facts] >> 1;
      return { symbols: memory.i32.subarray(symbols, symbols + length), facts: memory.u16.subarray(facts, facts + length) };
    },
    /**
     * The log-likelihood of `reading` by `model`; `english` reads the Latin words of a language
     * written otherwise, and may read those of one written in Latin letters. Every term is a
     * log-probability, at most 0, so a sum only falls: once it is below `floor` (to within
     * rounding), the reading is dropped and -Infinity returned.
     */
    score(reading, model, english, floor = Number.NEGATIVE_INFINITY) {
      const base = shared(reading, model, english);
      const record = modelRecord(memory, model);
      if (!model.latin) return base + calls.ownScore(reading.at, record, floor - base);
      const words = model !== english;
      const { at, count } = settledOf(reading, model, words);
      return calls.latinUnsettled(reading.at, record, words ? 1 : 0, at, count, base, floor);
    },
    shared,
    /**
     * At least the score by `model` of the single-byte reading of the bytes' first `length` whose
     * symbols outside ASCII are `outside` (outsideOf's), with no reading made: the part it shares
     * with the first such reading (settledPart) plus boundOf's, its shape and its other terms
     * being at most 0; Infinity before a reading of that length is made.
     */
    wholeBound(length, outside, model, english) {
      const first = firstBy.get(length);
      return first ? settledPart(first.reading, model, english) + boundOf(outside, model) : Number.POSITIVE_INFINITY;
    },
    close() {
      for (const at of taken) memory.free(at);
      taken.length = 0;
    },
  };
}

// Whether the symbol at k of a reading's facts is ASCII (symbols.js).
const asciiAt = (facts, k) => (facts[k] & ASCII_SYMBOL) !== 0;
// A symbol's number in `model` (language-models.js): 0 for one it does not know.
const localOf = (model, id) => (id < model.local.length ? model.local[id] : 0);

/**
 * The symbols outside ASCII of a reading (createScorer's symbolsAt), each with how often it comes: [[id, count]].
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
  const outside = [];
  for (let k = 0; k < highBytes.length; k++) {
    const byte = highBytes[k];
    if (!kept[byte]) return null;
    const count = counts[byte - 0x80];
    if (!count || asciiAt(facts, byte)) continue;
    // Bytes of one symbol (a letter and its capital) add up: of 128 bytes at most, a search is short.
    const same = outside.find((entry) => entry[0] === ids[byte]);
    if (same) same[1] += count;
    else outside.push([ids[byte], count]);
  }
  return outside;
}

/**
 * The models a reading may be scored by: those that know at least half of its distinct symbols
 * outside ASCII (`outside`, outsideOf's), or every model where none does.
 */
export function modelsFor(outside, models) {
  // Asked symbol by symbol until the answer is certain: half known, or more than half not.
  const half = Math.ceil(outside.length / 2);
  const knowing = models.filter((model) => {
    let known = 0;
    for (let k = 0; known < half && k - known <= outside.length - half; k++) {
      if (model.logs[localOf(model, outside[k][0])] !== UNSEEN) known++;
    }
    return known >= half;
  });
  return knowing.length ? knowing : models;
}

// The most one symbol outside ASCII can add to a score by `model`, by its number there: its own
// log-probability, or its likeliest pair's (a pair never counted adds no more than the symbol alone).
function mostEach(model) {
  const { logs, pairs } = model;
  const most = Float64Array.from(logs);
  if (!pairs) return most;
  const { rowWords, counted, terms } = pairs;
  let at = 0; // the terms are in the order of their bits
  for (let w = 0; w < counted.length; w++) {
    for (let word = counted[w]; word !== 0; word &= word - 1) {
      const second = ((w % rowWords) << 5) + 31 - Math.clz32(word & -word);
      if (terms[at] > most[second]) most[second] = terms[at];
      at++;
    }
  }
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
