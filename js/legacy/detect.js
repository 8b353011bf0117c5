// Which encoding bytes that are not UTF-8 are in: each encoding that reads them without an error
// is asked for its text, and each different text is scored by the language model that reads it
// best (language-models.js); the best is named only when it beats the next by MARGIN or more (a
// likelihood e^MARGIN times the next's), else the answer is unsure and lists the candidates.
import { languageModels } from './language-models.js';
import { caseOf, LATIN, modelSymbol, scriptOf, UPPER } from './symbols.js';

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
const COMMON = 14; // the first: the Windows code pages and the East Asian national encodings
const RARE = 22; // from here on: the rarely used ones
const priorOf = (index) => (index < COMMON ? 0 : index < RARE ? -2 : -4);

/** The least margin, in nats, between the best reading's score and the next's for a named encoding. */
export const MARGIN = 6;
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

function symbolsOf(text) {
  const characters = [...text.normalize('NFC')];
  let shape = 0;
  for (let k = 0; k < characters.length; k++) {
    const character = characters[k];
    const before = scriptOf(characters[k - 1] ?? ' ');
    const script = scriptOf(character);
    if (caseOf(character) === UPPER) shape += before ? UPPER_INSIDE : UPPER_FIRST;
    if (before && script && before !== script) shape += SWITCH_IN_WORD;
    // A no-break space between two letters splits a word.
    if (character === '\u00a0' && before && scriptOf(characters[k + 1] ?? ' ')) shape += SWITCH_IN_WORD;
  }
  return { symbols: characters.map(modelSymbol), shape };
}

const isAscii = (symbol) => symbol.charCodeAt(0) < 0x80;

// The log-likelihood of the symbols by `model`; `english` reads the Latin words of a language
// written otherwise.
function scoreOf({ symbols, shape }, model, english) {
  let score = shape;
  let before = ' ';
  for (const symbol of symbols) {
    if (symbol === ' ' && before === ' ') continue;
    if (model.latin) score += model.pairLog(before, symbol);
    else if (isAscii(symbol))
      score += isAscii(before) ? english.pairLog(before, symbol) : english.symbolLog(symbol) + (scriptOf(symbol) ? SWITCH_AT_WORD : 0);
    else {
      const switched = isAscii(before) && scriptOf(before) === LATIN ? SWITCH_AT_WORD : 0;
      score += (model.characters || isAscii(before) ? model.symbolLog(symbol) : model.pairLog(before, symbol)) + switched;
    }
    before = symbol;
  }
  return score;
}

// The best language for a reading: of those that know most of its symbols outside ASCII, the one
// that scores its start highest.
function bestLanguage(start, models, english) {
  const own = [...new Set(start.symbols.filter((symbol) => !isAscii(symbol)))];
  const knows = (model) => own.filter((symbol) => model.has(symbol)).length * 2 >= own.length;
  let best = null;
  for (const model of models.some(knows) ? models.filter(knows) : models) {
    const score = scoreOf(start, model, english);
    if (!best || score > best.score) best = { model, score };
  }
  return best.model;
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
  // ISO-2022-JP, whose seven bits are ASCII too (its escapes tell it).
  const marked = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
  const named = marked ?? (isUtf8 && !hasJisEscape(bytes) ? 'utf-8' : null);
  if (named) return { encoding: named, unsure: null, candidates: [] };
  const models = languageModels(indexes);
  const english = models.find(({ language }) => language === 'en');
  const texts = new Map(); // a reading's text -> the first candidate that gives it
  // Bytes past READ_BYTES are left out from an ASCII byte on, where no character is cut.
  let end = Math.min(bytes.length, READ_BYTES);
  if (end < bytes.length) while (end > 1 && bytes[end - 1] >= 0x80) end--;
  const read = bytes.subarray(0, end);
  CANDIDATES.forEach((name, index) => {
    const { text, error } = createLegacyDecoder(name, indexes, { fatal: true }).decode(read);
    if (error < 0 && !texts.has(text)) texts.set(text, { name, index });
  });
  const readings = [];
  for (const [text, { name, index }] of texts) {
    const start = symbolsOf(text.slice(0, SCORED_CHARACTERS));
    const model = bestLanguage(start, models, english);
    const whole = text.length > SCORED_CHARACTERS ? symbolsOf(text.slice(0, SCORED_WHOLE)) : start;
    const score = scoreOf(whole, model, english);
    const plausible = score / Math.max(1, whole.symbols.length) >= -(model.entropy + SLACK);
    readings.push({ encoding: name, language: model.language, score: score + priorOf(index), plausible });
  }
  readings.sort((a, b) => b.score - a.score);
  const [first, second] = readings;
  const close = second && first.score - second.score < MARGIN;
  const unsure = !first?.plausible ? 'no-language' : close ? 'close' : null;
  const candidates = readings.slice(0, 3).map(({ plausible, ...reading }) => reading);
  return { encoding: unsure ? null : first.encoding, unsure, candidates };
}
