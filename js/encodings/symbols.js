// What the language models see of text (js/encodings/detect.js, and the build that counts them,
// js/encodings/write-language-models.mjs): each character as a symbol, and the letters' case and script.
// Scoring reads symbols as small numbers (symbolId), so that models keep theirs in typed arrays.

import { FACTS } from '../wasm/contract.js';

// Quotes and dashes as their ASCII selves: languages and typists differ in which they use.
const PLAIN = new Map([
  ...[...'“”„«»'].map((quote) => [quote, '"']),
  ...[...'‘’‚'].map((quote) => [quote, "'"]),
  ['–', '-'],
  ['—', '-'],
  ['…', '.'],
]);

// A function of one character, each answer worked out once (for the build, which reads whole
// texts; the detector keeps each code unit's facts itself: factsOf).
function memoized(answer) {
  const answers = new Map();
  return (character) => {
    let value = answers.get(character);
    if (value === undefined) {
      value = answer(character);
      answers.set(character, value);
    }
    return value;
  };
}

// A character's symbol (modelSymbol, below).
function symbolOf(character) {
  if (/\p{L}|\p{M}/u.test(character)) return character.toLowerCase();
  if (/[0-9]/.test(character)) return '0';
  if (/[ \t\n\r\f\v\u00a0]/.test(character)) return ' ';
  if (/\p{Cc}/u.test(character)) return '\u0001';
  return PLAIN.get(character) ?? character;
}
/**
 * A character's symbol: a letter (or mark) lower-cased; an ASCII digit '0'; white space (and the
 * no-break space) ' '; a control character U+0001; a quote or dash its ASCII self; else itself.
 */
export const modelSymbol = memoized(symbolOf);

// The facts' bits and white space's symbol id are the wasm scorer's (cpp/src/scores.hpp).
const { caseBits, upper, scriptShift, noBreakSpace, whiteSpace, symbolScriptShift, asciiSymbol, outsideAscii, latin } = FACTS;

export const LOWER = caseBits & ~upper;
export const UPPER = upper;
const caseOfCharacter = (character) => (/\p{Ll}/u.test(character) ? LOWER : /\p{Lu}/u.test(character) ? UPPER : 0);
/** LOWER, UPPER, or 0 (no case). */
export const caseOf = memoized(caseOfCharacter);

export const LATIN = latin;
export const OTHER_ALPHABET = 2;
export const HAN_KANA_HANGUL = 3;
// A letter's script (scriptOf, below).
function scriptOfCharacter(character) {
  if (!/\p{L}|\p{M}/u.test(character) || /\p{Script=Inherited}/u.test(character)) return 0;
  if (/\p{Script=Latin}/u.test(character)) return LATIN;
  // By extensions: the prolonged sound mark ー is of no one script, but of kana's.
  if (/\p{scx=Han}|\p{scx=Hiragana}|\p{scx=Katakana}|\p{scx=Hangul}/u.test(character)) return HAN_KANA_HANGUL;
  return OTHER_ALPHABET;
}
/**
 * A letter's script: LATIN, OTHER_ALPHABET or HAN_KANA_HANGUL; 0 for anything else. A mark of one
 * script (Thai's tone marks) counts as its letters; a mark of all scripts (U+0301) does not.
 */
export const scriptOf = memoized(scriptOfCharacter);

// A symbol's id is the order it was first met in: the space first, then the models' symbols as
// they are read (language-models.js), then any other.
const ids = new Map(); // a symbol of more than one UTF-16 code unit -> its id
const unitIds = new Int32Array(0x10000); // by the code unit of a symbol of one: its id + 1, 0 before it is met
const symbolsById = []; // by id: its string, or for one met by symbolIdOf its character's code point
const symbolScripts = []; // by id: its script, or -1 before it is asked for
// The next id, given to `symbol` (as symbolsById holds it).
function nextId(symbol) {
  symbolsById.push(symbol);
  symbolScripts.push(-1);
  return symbolsById.length - 1;
}

// How the models' text (write-language-models.mjs) writes each symbol: as one character, so that
// the symbols of a line need no separator. Every symbol is one but İ's lower case, "i̇" (i and a
// combining dot), which is written as İ.
const DOTTED_I = '\u0130';
const DOTTED_I_CODE = DOTTED_I.codePointAt(0);
/** The one character the models' text writes `symbol` as; throws for a symbol it cannot write. */
export function writtenSymbol(symbol) {
  const character = symbol === modelSymbol(DOTTED_I) ? DOTTED_I : symbol;
  if ([...character].length !== 1) throw new Error(`the symbol ${JSON.stringify(symbol)} has no one character to be written as`);
  return character;
}
/** The symbol a character of the models' text stands for. */
export const symbolWritten = (character) => (character === DOTTED_I ? modelSymbol(DOTTED_I) : character);
/** The id of the symbol a character of the models' text (its code point) stands for. */
export const writtenSymbolId = (codePoint) => (codePoint === DOTTED_I_CODE ? symbolId(symbolWritten(DOTTED_I)) : symbolIdOf(codePoint));
/**
 * writtenSymbolId of each of `codePoints` (the symbols of a model's text), as an Int32Array: in
 * one loop, which looks up those already met itself (the models' tens of thousands of symbols are
 * read at every start).
 */
export function writtenSymbolIds(codePoints) {
  const ids = new Int32Array(codePoints.length);
  for (let k = 0; k < codePoints.length; k++) {
    const codePoint = codePoints[k];
    const met = codePoint < 0x10000 && codePoint !== DOTTED_I_CODE ? unitIds[codePoint] - 1 : -1;
    ids[k] = met >= 0 ? met : writtenSymbolId(codePoint);
  }
  return ids;
}

/** The number that stands for `symbol` (a string modelSymbol gives). */
export function symbolId(symbol) {
  // Most symbols are one code unit: those are found by it, with no string hashed (the models'
  // tens of thousands of Han characters are read at every start).
  const single = symbol.length === 1;
  let id = single ? unitIds[symbol.charCodeAt(0)] - 1 : (ids.get(symbol) ?? -1);
  if (id < 0) {
    id = nextId(symbol);
    if (single) unitIds[symbol.charCodeAt(0)] = id + 1;
    else ids.set(symbol, id);
  }
  return id;
}
/**
 * symbolId of the symbol that is the one character `codePoint`, with no string made for it (most
 * of the models' Han characters are never asked for their script).
 */
export function symbolIdOf(codePoint) {
  if (codePoint >= 0x10000) return symbolId(String.fromCodePoint(codePoint));
  let id = unitIds[codePoint] - 1;
  if (id < 0) {
    id = nextId(codePoint);
    unitIds[codePoint] = id + 1;
  }
  return id;
}
/** The id of ' ', white space's symbol: the first id, as the scorer's (FACTS.space). */
export const SPACE = symbolId(' ');
/** The script of the symbol of `id`. */
export function symbolScript(id) {
  if (symbolScripts[id] < 0) {
    const symbol = symbolsById[id];
    symbolScripts[id] = scriptOfCharacter(typeof symbol === 'number' ? String.fromCharCode(symbol) : symbol);
  }
  return symbolScripts[id];
}

// What charactersOf tells of each character, as bits beside its symbol's id: its case and
// script, whether it is the no-break space or white space of any kind, and its symbol's script
// and whether that is ASCII, and whether the character itself is.
export const ASCII_SYMBOL = asciiSymbol;
const FACT_BITS = 10;
function factsOf(character) {
  const symbol = symbolOf(character);
  const id = symbolId(symbol);
  return (
    ((id + 1) << FACT_BITS) |
    caseOfCharacter(character) |
    (scriptOfCharacter(character) << scriptShift) |
    (character === '\u00a0' ? noBreakSpace : 0) |
    (/\s/u.test(character) ? whiteSpace : 0) |
    (symbolScript(id) << symbolScriptShift) |
    (symbol.charCodeAt(0) < 0x80 ? ASCII_SYMBOL : 0) |
    (character.charCodeAt(0) < 0x80 ? 0 : outsideAscii)
  );
}
const unitFacts = new Int32Array(0x10000); // by UTF-16 code unit; 0 before it is met
const astralFacts = memoized(factsOf);

// The bits above of the UTF-16 code unit `unit`, worked out when first met.
function unitValue(unit) {
  let value = unitFacts[unit];
  if (value === 0) value = unitFacts[unit] = factsOf(String.fromCharCode(unit));
  return value;
}

// The arrays charactersOf answers in, kept from call to call: made anew each time, their memory
// would cost more than filling them.
let scratch = { symbols: new Int32Array(0), facts: new Uint16Array(0) };
function scratchFor(length) {
  if (scratch.symbols.length < length) scratch = { symbols: new Int32Array(2 * length), facts: new Uint16Array(2 * length) };
  return scratch;
}

/**
 * The characters of `text` (a lone surrogate is one): { ids: their symbols' ids, facts: the bits
 * above }, one typed array each, valid until the next call (of this or charactersOfBytes).
 */
export function charactersOf(text) {
  const { symbols, facts } = scratchFor(text.length);
  let count = 0;
  for (let at = 0; at < text.length; at++) {
    const unit = text.charCodeAt(at);
    let value;
    if (unit >= 0xd800 && unit <= 0xdbff && at + 1 < text.length && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00) {
      value = astralFacts(text.slice(at, at + 2));
      at++;
    } else value = unitValue(unit);
    symbols[count] = (value >> FACT_BITS) - 1;
    facts[count++] = value & ((1 << FACT_BITS) - 1);
  }
  return { ids: symbols.subarray(0, count), facts: facts.subarray(0, count) };
}

/**
 * What charactersOf tells of each byte of a single-byte encoding (`codePoints`: the code point of
 * each byte 80..FF, by byte - 0x80, or -1), by byte: its symbol's id (`ids`) and bits (`facts`),
 * whether NFC keeps it as it is wherever it stands (`kept`: no mark, none NFC replaces), so that
 * a text of such characters is its own NFC, and of the bytes 80..FF the first read as the same
 * symbol (`first`: itself, or a lower byte, as for a capital and its letter). Made once per encoding.
 */
export function byteCharacters(codePoints) {
  let table = byteTables.get(codePoints);
  if (table) return table;
  table = { ids: new Int32Array(0x100), facts: new Uint16Array(0x100), kept: new Uint8Array(0x100), first: new Uint8Array(0x100) };
  const firstOf = new Map(); // a symbol's id -> the first byte 80..FF read as it
  for (let byte = 0; byte < 0x100; byte++) {
    table.first[byte] = byte;
    const unit = byte < 0x80 ? byte : codePoints[byte - 0x80];
    if (unit < 0) continue; // a byte the encoding reads as no character
    const value = unitValue(unit);
    const character = String.fromCharCode(unit);
    const id = (value >> FACT_BITS) - 1;
    table.ids[byte] = id;
    table.facts[byte] = value & ((1 << FACT_BITS) - 1);
    table.kept[byte] = /\p{M}/u.test(character) || character.normalize('NFC') !== character ? 0 : 1;
    if (byte < 0x80) continue;
    if (!firstOf.has(id)) firstOf.set(id, byte);
    table.first[byte] = firstOf.get(id);
  }
  byteTables.set(codePoints, table);
  return table;
}
const byteTables = new WeakMap();

/**
 * charactersOf the text that a single-byte encoding reads `bytes` as, with no text made: ASCII as
 * itself, a byte 80..FF as `codePoints[byte - 0x80]` (where byteCharacters keeps each, as the
 * caller knows); valid until the next call, as charactersOf's.
 */
export function charactersOfBytes(bytes, codePoints) {
  const { ids, facts: bits } = byteCharacters(codePoints);
  const { symbols, facts } = scratchFor(bytes.length);
  for (let k = 0; k < bytes.length; k++) {
    symbols[k] = ids[bytes[k]];
    facts[k] = bits[bytes[k]];
  }
  return { ids: symbols.subarray(0, bytes.length), facts: facts.subarray(0, bytes.length) };
}
