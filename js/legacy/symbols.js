// What the language models see of text (js/legacy/detect.js, and the build that counts them,
// js/write-language-models.mjs): each character as a symbol, and the letters' case and script.

// Quotes and dashes as their ASCII selves: languages and typists differ in which they use.
const PLAIN = new Map([
  ...[...'“”„«»'].map((quote) => [quote, '"']),
  ...[...'‘’‚'].map((quote) => [quote, "'"]),
  ['–', '-'],
  ['—', '-'],
  ['…', '.'],
]);
const symbols = new Map();

/**
 * A character's symbol: a letter (or mark) lower-cased; an ASCII digit '0'; white space (and the
 * no-break space) ' '; a control character U+0001; a quote or dash its ASCII self; else itself.
 */
export function modelSymbol(character) {
  let symbol = symbols.get(character);
  if (symbol === undefined) {
    if (/\p{L}|\p{M}/u.test(character)) symbol = character.toLowerCase();
    else if (/[0-9]/.test(character)) symbol = '0';
    else if (/[ \t\n\r\f\v\u00a0]/.test(character)) symbol = ' ';
    else if (/\p{Cc}/u.test(character)) symbol = '\u0001';
    else symbol = PLAIN.get(character) ?? character;
    symbols.set(character, symbol);
  }
  return symbol;
}

export const LOWER = 1;
export const UPPER = 2;
const cases = new Map();
/** LOWER, UPPER, or 0 (no case). */
export function caseOf(character) {
  let value = cases.get(character);
  if (value === undefined) {
    value = /\p{Ll}/u.test(character) ? LOWER : /\p{Lu}/u.test(character) ? UPPER : 0;
    cases.set(character, value);
  }
  return value;
}

export const LATIN = 1;
export const OTHER_ALPHABET = 2;
export const HAN_KANA_HANGUL = 3;
const scripts = new Map();
/**
 * A letter's script: LATIN, OTHER_ALPHABET or HAN_KANA_HANGUL; 0 for anything else. A mark of one
 * script (Thai's tone marks) counts as its letters; a mark of all scripts (U+0301) does not.
 */
export function scriptOf(character) {
  let value = scripts.get(character);
  if (value === undefined) {
    if (!/\p{L}|\p{M}/u.test(character) || /\p{Script=Inherited}/u.test(character)) value = 0;
    else if (/\p{Script=Latin}/u.test(character)) value = LATIN;
    else if (/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u.test(character)) value = HAN_KANA_HANGUL;
    else value = OTHER_ALPHABET;
    scripts.set(character, value);
  }
  return value;
}
