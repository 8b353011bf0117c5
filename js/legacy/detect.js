// Which encoding bytes that are not UTF-8 are in: each encoding that reads them without an error
// is asked for its text, and each different text is scored by the language model that reads it
// best (language-models.js); the best is named only when it beats the next by MARGIN or more (a
// likelihood e^MARGIN times the next's), else the answer is unsure and lists the candidates.
import { languageModels, UNSEEN } from './language-models.js';
import { codePointsOf } from './single-byte.js';
import {
  ASCII_SYMBOL,
  CASE_BITS,
  charactersOf,
  LATIN,
  NO_BREAK_SPACE,
  SCRIPT_SHIFT,
  SPACE,
  SYMBOL_SCRIPT_SHIFT,
  UPPER,
  WHITE_SPACE,
} from './symbols.js';

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
const SCORED_CHARACTERS = 1500; // the language of a reading is chosen on its start
const READ_BYTES = 1 << 16; // the bytes read at most
const SCORED_WHOLE = 8192; // the characters of a reading scored at most

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
function symbolsOf(text) {
  const { ids: symbols, facts } = charactersOf(text.normalize('NFC'));
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

// The log-likelihood of a reading by `model`; `english` reads the Latin words of a language
// written otherwise, and may read those of one written in Latin letters.
function scoreOf(reading, model, english) {
  if (model.latin) return latinScore(reading, model, english);
  // In a language written otherwise, ASCII is read as English, alike for every such model.
  reading.outsideLatin ??= reading.shape + asciiAsEnglish(reading, english);
  return reading.outsideLatin + ownScore(reading, model);
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
// read by the likelier of the language and English.
function latinScore(reading, model, english) {
  const { symbols, wordEnds } = reading;
  let score = reading.shape;
  for (let k = 0; k < symbols.length; k++) {
    if (skipped(symbols, k)) continue;
    const end = wordEnds[k];
    if (end && model !== english) {
      reading.englishWords ??= new Float64Array(symbols.length).fill(Number.NaN);
      const { englishWords } = reading;
      if (Number.isNaN(englishWords[k])) englishWords[k] = chainScore(reading, english, k, end);
      score += Math.max(chainScore(reading, model, k, end), englishWords[k] + ENGLISH_WORD);
      k = end - 1;
    } else score += chainScore(reading, model, k, k + 1);
  }
  return score;
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
function ownScore(reading, model) {
  const { symbols, facts } = reading;
  let score = 0;
  for (let k = 0; k < symbols.length; k++) {
    if (asciiAt(facts, k)) continue;
    const afterAscii = k === 0 || asciiAt(facts, k - 1);
    const switched = afterAscii && k > 0 && scriptAt(facts, k - 1) === LATIN ? SWITCH_AT_WORD : 0;
    score += (model.characters || afterAscii ? model.logs[localOf(model, symbols[k])] : chainScore(reading, model, k, k + 1)) + switched;
  }
  return score;
}

// What a reading in `model`'s language by one of `encodings` (which all read the bytes as the
// same text) pays: nothing where one was made for the language, else OFF_LANGUAGE.
const languagePrior = (model, encodings) =>
  encodings.some((encoding) => LANGUAGES_OF.get(encoding).includes(model.language)) ? 0 : OFF_LANGUAGE;

// The models a reading may be scored by: those that know at least half of its distinct symbols
// outside ASCII, or every model where none does.
function modelsFor(start, models) {
  const distinct = new Set();
  for (let k = 0; k < start.symbols.length; k++) if (!asciiAt(start.facts, k)) distinct.add(start.symbols[k]);
  const own = [...distinct];
  const knows = (model) => {
    let known = 0;
    for (const symbol of own) if (model.logs[localOf(model, symbol)] !== UNSEEN) known++;
    return known * 2 >= own.length;
  };
  return new Set(models.some(knows) ? models.filter(knows) : models);
}

// The best language of each reading ({ text, encodings }): of the models for it, the one that
// scores its start highest, a language the encodings were not made for paying. Sets `start` (the
// start's symbols) and `best`: { model, score (of the start) }. Scored model by model, so that a
// model's tables are read for every reading while they are in the processor's cache.
function chooseLanguages(readings, models, english) {
  for (const reading of readings) {
    reading.start = symbolsOf(reading.text.slice(0, SCORED_CHARACTERS));
    reading.models = modelsFor(reading.start, models);
  }
  for (const model of models) {
    for (const reading of readings) {
      if (!reading.models.has(model)) continue;
      const score = scoreOf(reading.start, model, english);
      const ranked = score + languagePrior(model, reading.encodings);
      if (!reading.best || ranked > reading.best.ranked) reading.best = { model, score, ranked };
    }
  }
}

// The bytes 80..FF that `read` holds, each once. A single-byte encoding reads them all, or fails.
function highBytesIn(read) {
  const seen = new Uint8Array(0x80);
  for (const byte of read) if (byte >= 0x80) seen[byte - 0x80] = 1;
  const bytes = [];
  for (let k = 0; k < 0x80; k++) if (seen[k]) bytes.push(0x80 + k);
  return bytes;
}

// Readings are told apart by a key, equal where their texts are: a single-byte encoding's text is
// its characters for the high bytes the bytes hold, all else being ASCII, so those make its key,
// and its text need only be decoded as far as it is scored.
const mappingKey = (highBytes, characterOf) => `\u0000${highBytes.map((byte) => String.fromCharCode(characterOf(byte))).join('')}`;

// The key of a multi-byte encoding's `text` of `read`: a single-byte encoding's key where it reads
// each byte as one character, as one does, else the text itself.
function keyOfText(read, highBytes, text) {
  if (text.length !== read.length) return `\u0001${text}`;
  const characters = new Map();
  for (let k = 0; k < read.length; k++) {
    const unit = text.charCodeAt(k);
    const byte = read[k];
    if (byte < 0x80 ? unit !== byte : (characters.get(byte) ?? unit) !== unit) return `\u0001${text}`;
    characters.set(byte, unit);
  }
  return mappingKey(highBytes, (byte) => characters.get(byte));
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
 * candidate by createLegacyDecoder(name, indexes, { fatal }) (all.js).
 */
export function detectWith(bytes, indexes, createLegacyDecoder, isUtf8) {
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
  // Bytes past READ_BYTES are left out from an ASCII byte on, where no character is cut.
  let end = Math.min(bytes.length, READ_BYTES);
  if (end < bytes.length) while (end > 1 && bytes[end - 1] >= 0x80) end--;
  const read = bytes.subarray(0, end);
  const highBytes = highBytesIn(read);
  for (const name of CANDIDATES) {
    const codePoints = codePointsOf(name, indexes);
    let key;
    let text = null; // decoded when the reading is new: of a single-byte encoding, what is scored
    if (codePoints) {
      if (highBytes.some((byte) => codePoints[byte - 0x80] < 0)) continue;
      key = mappingKey(highBytes, (byte) => codePoints[byte - 0x80]);
      if (!texts.has(key)) text = createLegacyDecoder(name, indexes, { fatal: true }).decode(read.subarray(0, SCORED_WHOLE)).text;
    } else {
      const decoded = createLegacyDecoder(name, indexes, { fatal: true }).decode(read);
      if (decoded.error >= 0) continue;
      text = decoded.text;
      key = keyOfText(read, highBytes, text);
    }
    if (texts.has(key)) texts.get(key).encodings.push(name);
    else texts.set(key, { text, encodings: [name] });
  }
  const readings = [...texts.values()];
  chooseLanguages(readings, models, english);
  const ranked = readings.map(({ text, encodings, start, best: { model, score } }) => {
    const whole = text.length > SCORED_CHARACTERS ? symbolsOf(text.slice(0, SCORED_WHOLE)) : start;
    const wholeScore = whole === start ? score : scoreOf(whole, model, english);
    const plausible = wholeScore / Math.max(1, whole.symbols.length) >= -(model.entropy + SLACK);
    // Named by the most used of the encodings made for its language, else the most used of all.
    const name = encodings.find((encoding) => LANGUAGES_OF.get(encoding).includes(model.language)) ?? encodings[0];
    const prior = priorOf(CANDIDATES.indexOf(name)) + languagePrior(model, encodings);
    return { encoding: name, language: model.language, score: wholeScore + prior, plausible };
  });
  ranked.sort((a, b) => b.score - a.score);
  const [first, second] = ranked;
  const close = second && first.score - second.score < MARGIN;
  const unsure = !first?.plausible ? 'no-language' : close ? 'close' : null;
  const candidates = ranked.slice(0, 3).map(({ encoding, language, score }) => ({ encoding, language, score }));
  return { encoding: unsure ? null : first.encoding, unsure, candidates };
}
