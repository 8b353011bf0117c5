// How well a reading (a text one encoding gives of bytes) reads as a language: the symbols the
// models see (symbols.js), and the ranking of the readings by the models (language-models.js),
// which detect.js asks for. The ranking and its scores are the codec's, in wasm
// (cpp/src/ranking.hpp, scores.hpp): a detection's readings and the models they are scored by are
// laid out in the codec's memory (its WasmBoundary), as records cpp/bindings/score_records.hpp
// names.
import { ASCII_SYMBOL, byteCharacters, charactersOf } from './symbols.js';
import { RECORDS } from '../wasm/contract.js';

const { model: MODEL, reading: READING, settled: SETTLED, candidate: CANDIDATE, mostModels: MOST_MODELS } = RECORDS;
const NO_MEMORY = 'utf8-abnf: no wasm memory to score the readings of the encodings in';

// The address of `size` bytes of `memory`, or a RangeError.
function allocated(memory, size) {
  const at = memory.allocate(size);
  if (!at) throw new RangeError(NO_MEMORY);
  return at;
}
// The Map of `kept` (a WeakMap by memory) for `memory`.
function keptIn(kept, memory) {
  if (!kept.has(memory)) kept.set(memory, new Map());
  return kept.get(memory);
}
// The bytes a record of `words` 32-bit words takes, its doubles 8-byte aligned.
const recordBytes = (words) => 8 * Math.ceil((4 * words) / 8);

// Each model, once copied into a memory, stays there for the codec's life: its record, then its
// doubles (the most each symbol adds, made there: ranking.hpp's most_each; log-probabilities; for
// an alphabet its back-offs and the terms of the pairs counted), then its words (which pairs are
// counted, and the ranks), then its own numbering of the symbols.
const modelsIn = new WeakMap(); // memory -> Map model -> its record's address
function modelRecord(memory, model) {
  const records = keptIn(modelsIn, memory);
  let at = records.get(model);
  if (at) return at;
  const { local, size, logs, pairs } = model;
  // Each array by the record's field that holds its address (0 where a model has none).
  const parts = { logs, back_off: pairs?.backOff, terms: pairs?.terms, counted: pairs?.counted, ranks: pairs?.ranks, local };
  const head = recordBytes(MODEL.recordWords);
  at = allocated(
    memory,
    Object.values(parts).reduce((end, part) => end + (part?.byteLength ?? 0), head + 8 * size),
  );
  const words = at >> 2;
  memory.u32[words + MODEL.most] = at + head;
  let address = at + head + 8 * size;
  for (const [field, part] of Object.entries(parts)) {
    memory.u32[words + MODEL[field]] = part ? address : 0;
    if (!part) continue;
    new part.constructor(memory.u8.buffer, address, part.length).set(part);
    address += part.byteLength;
  }
  memory.u32[words + MODEL.known] = local.length;
  memory.u32[words + MODEL.size] = size;
  memory.u32[words + MODEL.row_words] = pairs?.rowWords ?? 0;
  memory.u32[words + MODEL.latin] = model.latin ? 1 : 0;
  memory.scoring().mostEach(at);
  records.set(model, at);
  return at;
}
// The table of the models' records (their addresses, in the order of `models`), kept likewise.
const tablesIn = new WeakMap(); // memory -> Map models -> its address
function modelTable(memory, models) {
  if (models.length > MOST_MODELS)
    throw new RangeError(`utf8-abnf: ${models.length} language models, where the wasm build ranks by ${MOST_MODELS} at most`);
  const tables = keptIn(tablesIn, memory);
  let at = tables.get(models);
  if (at) return at;
  const records = models.map((model) => modelRecord(memory, model));
  at = allocated(memory, 4 * models.length);
  memory.u32.set(records, at >> 2);
  tables.set(models, at);
  return at;
}

// A single-byte encoding's symbol id (int32) and facts (uint16) of each byte, kept likewise.
const bytesIn = new WeakMap(); // memory -> Map codePoints -> address
function byteRecord(memory, codePoints) {
  const tables = keptIn(bytesIn, memory);
  let at = tables.get(codePoints);
  if (at) return at;
  const { ids, facts } = byteCharacters(codePoints);
  at = allocated(memory, 4 * 0x100 + 2 * 0x100);
  memory.i32.set(ids, at >> 2);
  memory.u16.set(facts, (at + 4 * 0x100) >> 1);
  tables.set(codePoints, at);
  return at;
}

// The memory a detection takes is taken in blocks of this size at least, a piece after another:
// its readings are many and small, and a call into the allocator costs more than the piece.
const BLOCK = 1 << 16;

/**
 * The scorer of one detection of `bytes` by `models` (language-models.js; `english` one of them),
 * over `memory` (a WasmBoundary), by the wasm ranking (cpp/src/ranking.hpp): ofBytes(length,
 * codePoints) and ofText(text) make a reading (its symbols: of `bytes`' first `length` by a
 * single-byte encoding whose characters NFC keeps, outsideOfBytes says; or of a text, in NFC),
 * symbolsAt(reading) shows its symbols, facts and shape, candidatesOf, bestOf, score and
 * wholeBound rank it, and close() frees what the detection took. A reading is { at, length }; a
 * model is named by its index in `models`.
 */
export function createScorer(memory, bytes, models, english) {
  const calls = memory.scoring();
  const table = modelTable(memory, models);
  const englishIndex = models.indexOf(english);
  const blocks = [];
  let free = 0; // the next address free in the last block
  let end = 0; // that block's end
  const take = (size) => {
    const rounded = 8 * Math.ceil(size / 8);
    if (free + rounded > end) {
      const block = Math.max(BLOCK, rounded);
      free = allocated(memory, block);
      end = free + block;
      blocks.push(free);
    }
    const at = free;
    free += rounded;
    return at;
  };
  let bytesAt = 0; // `bytes` in wasm memory, copied in when first read
  const scoreAt = take(8); // where bestOf's call writes the score
  // A reading's record, then its words' scores as English (doubles), symbols, word ends and facts.
  function readingOf(length) {
    const head = recordBytes(READING.recordWords);
    const at = take(head + 18 * length);
    const words = at >> 2;
    const { u32, f64 } = memory;
    f64[(at >> 3) + READING.outside_latin / 2] = Number.NaN;
    u32[words + READING.words] = at + head;
    u32[words + READING.symbols] = at + head + 8 * length;
    u32[words + READING.word_ends] = at + head + 12 * length;
    u32[words + READING.facts] = at + head + 16 * length;
    u32[words + READING.length] = length;
    u32[words + READING.words_made] = 0;
    return { at, length };
  }
  // The reading's settled record (its spans, and its sums NaN until made), as the reading's.
  function settle(reading, settled) {
    memory.u32[(reading.at >> 2) + READING.settled] = settled;
    return settled;
  }
  function settledOf(reading) {
    const spans = take(4 * (reading.length + 1));
    const count = calls.unsettledSpans(reading.at, spans);
    const at = take(recordBytes(SETTLED.recordWords) + 8 * models.length);
    const { u32, f64 } = memory;
    const words = at >> 2;
    const sums = at + recordBytes(SETTLED.recordWords);
    f64[(at >> 3) + SETTLED.as_english / 2] = Number.NaN;
    u32[words + SETTLED.spans] = spans;
    u32[words + SETTLED.count] = count;
    u32[words + SETTLED.sums] = sums;
    f64.fill(Number.NaN, sums >> 3, (sums >> 3) + models.length);
    return settle(reading, at);
  }
  // An `outside` (outsideOf's) as the ranking reads it: pairs of int32, a symbol and its count.
  function outsideAt(outside) {
    const at = take(8 * outside.length);
    const { i32 } = memory;
    for (let k = 0; k < outside.length; k++) {
      i32[(at >> 2) + 2 * k] = outside[k][0];
      i32[(at >> 2) + 2 * k + 1] = outside[k][1];
    }
    return at;
  }
  // The single-byte readings of the bytes' first `length`, by length: alike but at the bytes
  // 80..FF, so their spans and settled sums are the first's, and each is made from it (the shape
  // counts of the positions outside its spans at `counts`).
  const firstBy = new Map(); // length -> { reading, counts, settled }
  return {
    ofBytes(length, codePoints) {
      if (!bytesAt) {
        bytesAt = take(bytes.length);
        memory.u8.set(bytes, bytesAt);
      }
      const tables = byteRecord(memory, codePoints);
      const reading = readingOf(length);
      const first = firstBy.get(length);
      if (first) {
        const settled = settle(reading, first.settled) >> 2;
        const { u32 } = memory;
        const spans = u32[settled + SETTLED.spans];
        const count = u32[settled + SETTLED.count];
        calls.deriveSingleByte(first.reading.at, first.counts, spans, count, bytesAt, tables, tables + 4 * 0x100, reading.at);
        return reading;
      }
      calls.symbolsOfBytes(bytesAt, tables, tables + 4 * 0x100, reading.at);
      const counts = take(16); // scores.hpp's ShapeCounts: the reading's, then those outside its spans
      calls.readShape(reading.at, counts);
      const settled = settledOf(reading);
      const { u32 } = memory;
      calls.settleCounts(reading.at, counts, u32[(settled >> 2) + SETTLED.spans], u32[(settled >> 2) + SETTLED.count]);
      firstBy.set(length, { reading, counts, settled });
      return reading;
    },
    ofText(text) {
      const { ids, facts } = charactersOf(text.normalize('NFC'));
      const reading = readingOf(ids.length);
      const words = reading.at >> 2;
      memory.i32.set(ids, memory.u32[words + READING.symbols] >> 2);
      memory.u16.set(facts, memory.u32[words + READING.facts] >> 1);
      calls.readShape(reading.at, 0);
      settledOf(reading);
      return reading;
    },
    symbolsAt({ at, length }) {
      const words = at >> 2;
      const symbols = memory.u32[words + READING.symbols] >> 2;
      const facts = memory.u32[words + READING.facts] >> 1;
      return {
        symbols: memory.i32.subarray(symbols, symbols + length),
        facts: memory.u16.subarray(facts, facts + length),
        shape: memory.f64[(at >> 3) + READING.shape / 2],
      };
    },
    /**
     * The models `reading` may be read by (those that know half of `outside`, its symbols outside
     * ASCII: outsideOf's; or every model), likeliest first: { at, count, most } (`most`, the first's
     * bound, `offLanguage` paid by a model whose `ownLanguage` is 0, by index).
     */
    candidatesOf(reading, outside, ownLanguage, offLanguage) {
      const outsideIn = outsideAt(outside);
      const ownIn = take(models.length);
      memory.u8.set(ownLanguage, ownIn);
      const at = take(4 * CANDIDATE.recordWords * models.length);
      const count = calls.candidatesOf(reading.at, table, models.length, englishIndex, outsideIn, outside.length, ownIn, offLanguage, at);
      return { at, count, most: memory.f64[(at >> 3) + CANDIDATE.most / 2] };
    },
    /**
     * The candidate (candidatesOf's) that reads `reading` best: { model (its index), score }, or
     * null where none scores above `beaten` to within `exact`.
     */
    bestOf(reading, { at, count }, beaten, exact) {
      const model = calls.bestOf(reading.at, table, models.length, englishIndex, at, count, beaten, exact, scoreAt);
      return model < 0 ? null : { model, score: memory.f64[scoreAt >> 3] };
    },
    /**
     * The log-likelihood of `reading` by the model of index `model`; every term is at most 0, so
     * once the sum is below `floor` (to within rounding) it is given up: -Infinity.
     */
    score: (reading, model, floor = Number.NEGATIVE_INFINITY) => calls.score(reading.at, table, models.length, englishIndex, model, floor),
    /**
     * At least the score by the model of index `model` of the single-byte reading of the bytes'
     * first `length` whose symbols outside ASCII are `outside` (outsideOf's), with no reading made;
     * Infinity before a reading of that length is made.
     */
    wholeBound(length, outside, model) {
      const first = firstBy.get(length);
      if (!first) return Number.POSITIVE_INFINITY;
      return calls.wholeBound(first.reading.at, table, models.length, englishIndex, model, outsideAt(outside), outside.length);
    },
    close() {
      for (const at of blocks) memory.free(at);
      blocks.length = 0;
      free = end = 0;
    },
  };
}

// Whether the symbol at k of a reading's facts is ASCII (symbols.js).
const asciiAt = (facts, k) => (facts[k] & ASCII_SYMBOL) !== 0;

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
  const { ids, facts, kept, first } = byteCharacters(codePoints);
  for (let k = 0; k < highBytes.length; k++) if (!kept[highBytes[k]]) return null;
  // Bytes of one symbol (a letter and its capital) add up, in the entry of the first met.
  const outside = [];
  for (let k = 0; k < highBytes.length; k++) {
    const byte = highBytes[k];
    const count = counts[byte - 0x80];
    if (!count || asciiAt(facts, byte)) continue;
    const at = entryOf[first[byte]];
    if (at >= 0) outside[at][1] += count;
    else {
      entryOf[first[byte]] = outside.length;
      outside.push([ids[byte], count]);
    }
  }
  for (let k = 0; k < highBytes.length; k++) entryOf[first[highBytes[k]]] = -1;
  return outside;
}
// By a symbol's first byte (byteCharacters'), its entry in the outside outsideOfBytes is making;
// -1 between calls. (Typed arrays, not a Map: this runs for each reading of each note, mostly in
// code the engine has not yet optimized.)
const entryOf = new Int16Array(0x100).fill(-1);
