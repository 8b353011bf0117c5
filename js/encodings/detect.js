// Which encoding bytes that are not UTF-8 are in: each encoding that reads them without an error
// is asked for its text, and each different text is scored by the language model that reads it
// best (language-models.js); the best is named only when it beats the next by MARGIN or more (a
// likelihood e^MARGIN times the next's), else the answer is unsure and lists the candidates.
import { languageModels } from './language-models.js';
import { createScorer, outsideOf, outsideOfBytes } from './scores.js';
import { codePointsOf } from './single-byte.js';

/**
 * The candidates, most used first: of two that read the bytes as the same text, the first is
 * named. The rarer ones pay a prior: how much less often text is met in them.
 */
// biome-ignore format: a list, a family a row
const CANDIDATES = [
  'windows-1252', 'windows-1251', 'gbk', 'shift_jis', 'big5', 'euc-kr',
  'windows-1250', 'windows-1256', 'windows-1253', 'windows-1254', 'windows-1255', 'windows-1257', 'windows-874', 'windows-1258',
  'iso-8859-2', 'iso-8859-15', 'koi8-r', 'gb18030', 'euc-jp', 'iso-2022-jp', 'iso-8859-7', 'iso-8859-8',
  'koi8-u', 'iso-8859-5', 'ibm866', 'x-mac-cyrillic', 'macintosh', 'iso-8859-6', 'iso-8859-13', 'iso-8859-4',
  'iso-8859-3', 'iso-8859-10', 'iso-8859-14', 'iso-8859-16', 'iso-8859-8-i',
];
// The languages each encoding was made for (a reading as another language pays OFF_LANGUAGE: text
// in Japanese is rarely written in GBK, in Finnish rarely in ISO-8859-2).
const WESTERN = 'en fr de es pt it nl ca sv da nb fi is ga';
const CYRILLIC = 'ru uk bg sr mk be';
const BALTIC = 'lt lv et';
// biome-ignore format: a table, languages and their encodings a row
const LANGUAGES_OF = new Map(Object.entries({
  [WESTERN]: ['windows-1252', 'iso-8859-15', 'macintosh'],
  'pl cs sk hu sl hr ro': ['windows-1250', 'iso-8859-2'], 'ro pl hu sl hr': ['iso-8859-16'],
  [CYRILLIC]: ['windows-1251', 'koi8-r', 'koi8-u', 'iso-8859-5', 'ibm866', 'x-mac-cyrillic'],
  el: ['windows-1253', 'iso-8859-7'], tr: ['windows-1254'], 'eo mt tr': ['iso-8859-3'],
  he: ['windows-1255', 'iso-8859-8', 'iso-8859-8-i'], 'ar fa': ['windows-1256', 'iso-8859-6'],
  [BALTIC]: ['windows-1257', 'iso-8859-13', 'iso-8859-4'], 'is fi sv da nb': ['iso-8859-10'], 'cy ga': ['iso-8859-14'],
  th: ['windows-874'], vi: ['windows-1258'],
  zh: ['gbk', 'gb18030'], 'zh-Hant': ['big5'], ja: ['shift_jis', 'euc-jp', 'iso-2022-jp'], ko: ['euc-kr'],
}).flatMap(([languages, encodings]) => encodings.map((encoding) => [encoding, languages.split(' ')])));
const OFF_LANGUAGE = Math.log(0.01);
const COMMON = 14; // the first: the Windows code pages and the East Asian national encodings
const RARE = 22; // from here on: the rarely used ones
const priorOf = (index) => (index < COMMON ? 0 : index < RARE ? -2 : -4);

/** The least margin, in nats, between the best reading's score and the next's for a named encoding. */
export const MARGIN = 5;
// How much worse than its language's own average a reading may score per symbol and still be text
// of it: random bytes score far worse in every reading.
const SLACK = 2;
export const SCORED_CHARACTERS = 1500; // the language of a reading is chosen on its start
const READ_BYTES = 1 << 16; // the bytes read at most
const SCORED_WHOLE = 8192; // the characters of a reading scored at most

// What a reading in `model`'s language by encodings (which all read the bytes as the same text)
// made for `languages` (languagesFor them) pays: nothing where it is one, else OFF_LANGUAGE.
const languagePrior = (model, languages) => (languages.has(model.language) ? 0 : OFF_LANGUAGE);
// Of encodings that read the bytes as one text: the languages they were made for, and by model
// of `models` whether its language is one (1) or not (0). Kept by models and encodings: each
// reading of each detection asks.
const languagesKept = new WeakMap(); // models -> Map encodings' names -> { languages, ownLanguage }
function languagesFor(encodings, models) {
  let kept = languagesKept.get(models);
  if (!kept) {
    kept = new Map();
    languagesKept.set(models, kept);
  }
  const key = encodings.join(' ');
  let answer = kept.get(key);
  if (!answer) {
    const languages = new Set(encodings.flatMap((encoding) => LANGUAGES_OF.get(encoding)));
    answer = { languages, ownLanguage: Uint8Array.from(models, (model) => (languages.has(model.language) ? 1 : 0)) };
    kept.set(key, answer);
  }
  return answer;
}

// Below this much, in nats, a pruned score is lost for certain: so no rounding in a sum drops a
// model or reading that would tie the one it is compared with.
const EXACT = 1e-6;

// The candidates named, best first: { encoding, language, score, plausible } for at most `kept`
// readings ({ encodings, and: its text, or decode() that makes it; or a single-byte encoding's
// bytes, codePoints, `outside` (its start's symbols outside ASCII) and outsideWhole() (its
// whole's) }). Each reading is read in the language of the models for it whose model scores its
// start highest (a language the encodings were not made for paying), then scored on the whole by
// that model, with the prior of the encoding named. The answers are those of scoring every
// reading by every model, found with less (the scorer's ranking, in wasm: cpp/src/ranking.hpp):
// no sum rises as it goes, so a model (or a reading) whose bound, or whose sum part-way, is below
// what must be beaten is dropped: the best model so far for the reading, and the `kept`-th best
// reading so far. A reading longer than its start is held to what is beaten by its whole alone:
// the whole may score above the start, which reads the characters at its cut as an end (a
// no-break space there is stray in the start, and need not be in the whole). `scorer`:
// scores.js's, over the bytes of the single-byte readings and `models`.
export function rankReadings(readings, models, kept, scorer) {
  // The symbols of a reading's first `length` characters: of a single-byte encoding's, from its
  // bytes where NFC changes none of its characters; else from its text, decoded when first asked for.
  const symbolsUpTo = (reading, length) => {
    if (reading.bytes) return scorer.ofBytes(Math.min(length, reading.bytes.length), reading.codePoints);
    reading.text ??= reading.decode();
    return scorer.ofText(reading.text.slice(0, length));
  };
  // Each reading's models, likeliest bound first.
  for (let r = 0; r < readings.length; r++) {
    const reading = readings[r];
    const start = symbolsUpTo(reading, SCORED_CHARACTERS);
    reading.start = start;
    reading.outside ??= outsideOf(scorer.symbolsAt(start));
    const { languages, ownLanguage } = languagesFor(reading.encodings, models);
    reading.languages = languages;
    reading.candidates = scorer.candidatesOf(start, reading.outside, ownLanguage, OFF_LANGUAGE);
    reading.index = r;
  }
  // Readings with the likeliest bounds first: the best met early drop the rest sooner.
  const order = readings.slice().sort((a, b) => b.candidates.most - a.candidates.most || a.index - b.index);
  const ranked = [];
  let beaten = Number.NEGATIVE_INFINITY; // the kept-th best score so far
  for (let r = 0; r < order.length; r++) {
    const reading = order[r];
    const { encodings, start, index } = reading;
    const long = (reading.bytes ?? reading.text).length > SCORED_CHARACTERS;
    const best = scorer.bestOf(start, reading.candidates, long ? Number.NEGATIVE_INFINITY : beaten, EXACT);
    if (!best) continue;
    const { score } = best;
    const model = models[best.model];
    // Named by the most used of the encodings made for its language, else the most used of all.
    const name = encodings.find((encoding) => LANGUAGES_OF.get(encoding).includes(model.language)) ?? encodings[0];
    const prior = priorOf(CANDIDATES.indexOf(name)) + languagePrior(model, reading.languages);
    // A single-byte reading's whole is made only where its bound, from the first such whole's
    // shared part, does not already drop it.
    if (long && reading.bytes && scorer.wholeBound(reading.bytes.length, reading.outsideWhole(), best.model) + prior < beaten - EXACT)
      continue;
    const whole = long ? symbolsUpTo(reading, SCORED_WHOLE) : start;
    const wholeScore = whole === start ? score : scorer.score(whole, best.model, beaten - EXACT - prior);
    if (wholeScore + prior <= beaten - EXACT) continue;
    const plausible = wholeScore / Math.max(1, whole.length) >= -(model.entropy + SLACK);
    ranked.push({ encoding: name, language: model.language, score: wholeScore + prior, plausible, index });
    // As a stable sort of every reading in its first order would rank them: scores within EXACT
    // of each other are one score summed in another order (a word's terms one by one, or as a
    // word), so those rank by that order.
    ranked.sort((a, b) => (Math.abs(b.score - a.score) < EXACT ? a.index - b.index : b.score - a.score));
    ranked.length = Math.min(ranked.length, kept);
    if (ranked.length === kept) beaten = ranked[kept - 1].score;
  }
  return ranked;
}

// The bytes 80..FF that `read` holds, each once: a single-byte encoding reads them all, or fails.
// And how often each comes in the start that a single-byte encoding's reading is scored on
// (`counts`), and in the whole it is scored on (`wholeCounts`), both by byte - 0x80.
export function highBytesIn(read) {
  const counts = new Uint32Array(0x80);
  const start = Math.min(read.length, SCORED_CHARACTERS);
  for (let k = 0; k < start; k++) if (read[k] >= 0x80) counts[read[k] - 0x80]++;
  const wholeCounts = counts.slice();
  const whole = Math.min(read.length, SCORED_WHOLE);
  for (let k = start; k < whole; k++) if (read[k] >= 0x80) wholeCounts[read[k] - 0x80]++;
  const seen = wholeCounts.slice();
  for (let k = whole; k < read.length; k++) if (read[k] >= 0x80) seen[read[k] - 0x80] = 1;
  const bytes = [];
  for (let k = 0; k < 0x80; k++) if (seen[k]) bytes.push(0x80 + k);
  return { bytes, counts, wholeCounts };
}

// Whether a single-byte encoding (`codePoints`, by byte - 0x80) reads each of `highBytes`.
function readsEach(highBytes, codePoints) {
  for (let k = 0; k < highBytes.length; k++) if (codePoints[highBytes[k] - 0x80] < 0) return false;
  return true;
}

// Readings are told apart by a key, equal where their texts are: a single-byte encoding's text is
// its characters for the high bytes the bytes hold, all else being ASCII, so those make its key,
// and its text need only be decoded as far as it is scored: `characters` by byte - `first`.
function mappingKey(highBytes, characters, first) {
  let key = '\u0000';
  for (let k = 0; k < highBytes.length; k++) key += String.fromCharCode(characters[highBytes[k] - first]);
  return key;
}

// The key of a multi-byte encoding's `text` of `read`: a single-byte encoding's key where it reads
// each byte as one character, as one does, else the text itself.
function keyOfText(read, highBytes, text) {
  if (text.length !== read.length) return `\u0001${text}`;
  const characters = new Int32Array(0x100).fill(-1); // by byte: the unit it reads as
  for (let k = 0; k < read.length; k++) {
    const unit = text.charCodeAt(k);
    const byte = read[k];
    if (byte < 0x80 ? unit !== byte : characters[byte] >= 0 && characters[byte] !== unit) return `\u0001${text}`;
    characters[byte] = unit;
  }
  return mappingKey(highBytes, characters, 0);
}

// Whether bytes hold one of ISO-2022-JP's escapes to JIS X 0208 (ESC $ @, ESC $ B) or to
// half-width katakana (ESC ( I).
function hasJisEscape(bytes) {
  for (let at = bytes.indexOf(0x1b); at >= 0; at = bytes.indexOf(0x1b, at + 1)) {
    const [next, last] = [bytes[at + 1], bytes[at + 2]];
    if ((next === 0x24 && (last === 0x40 || last === 0x42)) || (next === 0x28 && last === 0x49)) return true;
  }
  return false;
}

/**
 * The encoding of `bytes` (`isUtf8`: whether they are valid UTF-8): { encoding, unsure, candidates: [{ encoding, language, score }] (the
 * best three readings, best first) }; `encoding` is null when `unsure` says why: 'close' (the next
 * reading is within MARGIN) or 'no-language' (none reads as text of a language: random bytes, or an
 * encoding not read here). `indexes`: the standard's, with the language models; a decoder of each
 * candidate by createLegacyDecoder(name, indexes, { fatal }) (all.js); `memory`: the codec's
 * WasmBoundary, which scores the readings.
 */
export function detectWith(bytes, indexes, createLegacyDecoder, isUtf8, memory) {
  // A byte order mark decides, as it does for readAsOtherEncodings; valid UTF-8 is UTF-8, but for
  // ISO-2022-JP, whose seven bits are ASCII too.
  const marked = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
  // ISO-2022-JP's escapes name it where it reads the bytes exactly: no other text holds them.
  const jis = hasJisEscape(bytes) && createLegacyDecoder('iso-2022-jp', indexes, { fatal: true }).decode(bytes).error < 0;
  const named = marked ?? (jis ? 'iso-2022-jp' : isUtf8 ? 'utf-8' : null);
  if (named) return { encoding: named, unsure: null, candidates: [] };
  const models = languageModels(indexes);
  const english = models.find(({ language }) => language === 'en');
  const texts = new Map(); // a reading's key -> its text and the candidates that give it, most used first
  const readings = []; // texts' values, in their order
  // Bytes past READ_BYTES are left out from an ASCII byte on, where no character is cut.
  let end = Math.min(bytes.length, READ_BYTES);
  if (end < bytes.length) while (end > 1 && bytes[end - 1] >= 0x80) end--;
  const read = bytes.subarray(0, end);
  const scored = read.subarray(0, SCORED_WHOLE); // what a single-byte reading reads at most
  const { bytes: highBytes, counts, wholeCounts } = highBytesIn(read);
  for (const name of CANDIDATES) {
    const codePoints = codePointsOf(name, indexes);
    let key;
    let decoded = null;
    if (codePoints) {
      if (!readsEach(highBytes, codePoints)) continue;
      key = mappingKey(highBytes, codePoints, 0x80);
    } else {
      decoded = createLegacyDecoder(name, indexes, { fatal: true }).decode(read);
      if (decoded.error >= 0) continue;
      key = keyOfText(read, highBytes, decoded.text);
    }
    const same = texts.get(key);
    if (same) {
      same.encodings.push(name);
      continue;
    }
    // A single-byte encoding's reading is made from its bytes, with no text, but where NFC might
    // change the text (outsideOfBytes is null): that is decoded when first scored.
    const outside = codePoints && outsideOfBytes(highBytes, counts, codePoints);
    let reading;
    if (outside) {
      // Its whole's symbols outside ASCII, asked where it is longer than its start: they bound its score.
      const outsideWhole = () => outsideOfBytes(highBytes, wholeCounts, codePoints);
      reading = { bytes: scored, codePoints, outside, outsideWhole };
    } else if (codePoints) {
      reading = { decode: () => createLegacyDecoder(name, indexes, { fatal: true }).decode(scored).text };
    } else reading = { text: decoded.text };
    reading.encodings = [name];
    texts.set(key, reading);
    readings.push(reading);
  }
  const scorer = createScorer(memory, scored, models, english);
  let ranked;
  try {
    ranked = rankReadings(readings, models, 3, scorer);
  } finally {
    scorer.close();
  }
  const [first, second] = ranked;
  const close = second && first.score - second.score < MARGIN;
  const unsure = !first?.plausible ? 'no-language' : close ? 'close' : null;
  const candidates = ranked.slice(0, 3).map(({ encoding, language, score }) => ({ encoding, language, score }));
  return { encoding: unsure ? null : first.encoding, unsure, candidates };
}
