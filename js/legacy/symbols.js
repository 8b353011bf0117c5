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

// A function of one character, each answer worked out once.
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

/**
 * A character's symbol: a letter (or mark) lower-cased; an ASCII digit '0'; white space (and the
 * no-break space) ' '; a control character U+0001; a quote or dash its ASCII self; else itself.
 */
export const modelSymbol = memoized((character) => {
  if (/\p{L}|\p{M}/u.test(character)) return character.toLowerCase();
  if (/[0-9]/.test(character)) return '0';
  if (/[ \t\n\r\f\v\u00a0]/.test(character)) return ' ';
  if (/\p{Cc}/u.test(character)) return '\u0001';
  return PLAIN.get(character) ?? character;
});

export const LOWER = 1;
export const UPPER = 2;
/** LOWER, UPPER, or 0 (no case). */
export const caseOf = memoized((character) => (/\p{Ll}/u.test(character) ? LOWER : /\p{Lu}/u.test(character) ? UPPER : 0));

export const LATIN = 1;
export const OTHER_ALPHABET = 2;
export const HAN_KANA_HANGUL = 3;
/**
 * A letter's script: LATIN, OTHER_ALPHABET or HAN_KANA_HANGUL; 0 for anything else. A mark of one
 * script (Thai's tone marks) counts as its letters; a mark of all scripts (U+0301) does not.
 */
export const scriptOf = memoized((character) => {
  if (!/\p{L}|\p{M}/u.test(character) || /\p{Script=Inherited}/u.test(character)) return 0;
  if (/\p{Script=Latin}/u.test(character)) return LATIN;
  // By extensions: the prolonged sound mark ー is of no one script, but of kana's.
  if (/\p{scx=Han}|\p{scx=Hiragana}|\p{scx=Katakana}|\p{scx=Hangul}/u.test(character)) return HAN_KANA_HANGUL;
  return OTHER_ALPHABET;
});
