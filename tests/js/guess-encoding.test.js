// utf8.guessEncoding: the encoding named for sentences written in it, UTF-8 and ISO-2022-JP and
// UTF-16 told by their own marks, two readings too close to name one, and random bytes, which read
// as no language in any encoding. Its hit rate on real translations, beside uchardet's, is
// measured by tests/bench/detection.mjs (docs/encoding-detection.md).
import { load } from 'utf8-abnf';
import { bytesOfCharacter, decodeAs, encodeIn, otherEncoding } from '../../js/encodings/other-encodings.js';
import { SENTENCES } from './fixtures/languages.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
  await utf8.loadEncodings();
});

const hex = (text) => Uint8Array.from(text.split(' '), (pair) => Number.parseInt(pair, 16));
const joined = (name) => encodeIn(otherEncoding(name), SENTENCES[name].join(' '));

test.each(Object.keys(SENTENCES))('%s: its sentences, together, are named so, or as an encoding that reads them the same', (name) => {
  const bytes = joined(name);
  const { encoding, unsure } = utf8.guessEncoding(bytes);
  expect(unsure).toBeNull();
  expect(decodeAs(encoding, bytes).text).toBe(decodeAs(name, bytes).text);
});

// Chinese, Japanese and Korean messages are set with full-width punctuation ("，" above all),
// which the models count as they count ASCII's: a line alone or repeated reads in its language.
test.each([
  ['gbk', 'zh'],
  ['big5', 'zh-Hant'],
  ['shift_jis', 'ja'],
  ['euc-kr', 'ko'],
])('%s: each sentence, alone and five times over, reads as %s', (name, language) => {
  for (const sentence of SENTENCES[name]) {
    for (const times of [1, 5]) {
      const bytes = encodeIn(otherEncoding(name), `${sentence}\n`.repeat(times));
      expect([sentence, times, utf8.guessEncoding(bytes).candidates[0].language]).toEqual([sentence, times, language]);
    }
  }
});

test('text in the other Cyrillic encodings is named by its letters: KOI8-R, ISO-8859-5, IBM866', () => {
  const text = 'Файл не найден: проверьте имя и попробуйте ещё раз. Доступ к каталогу запрещён.';
  for (const name of ['koi8-r', 'iso-8859-5', 'ibm866']) {
    const bytes = Uint8Array.from([...text].map((character) => decodeBytes(name, character)));
    expect([name, utf8.guessEncoding(bytes).encoding]).toEqual([name, name]);
  }
});

// The byte a single-byte encoding writes `character` as, found by reading each byte.
function decodeBytes(name, character) {
  for (let byte = 0; byte < 256; byte++) if (decodeAs(name, Uint8Array.of(byte)).text === character) return byte;
  throw new Error(`${name} has no ${character}`);
}

test('UTF-8 is UTF-8; a byte order mark names UTF-16; ISO-2022-JP, all seven-bit, by its escapes', () => {
  expect(utf8.guessEncoding(new TextEncoder().encode('café 你好'))).toEqual({ encoding: 'utf-8', unsure: null, candidates: [] });
  expect(utf8.guessEncoding(hex('FF FE 48 00 69 00')).encoding).toBe('utf-16le');
  expect(utf8.guessEncoding(hex('FE FF 00 48 00 69')).encoding).toBe('utf-16be');
  // 日本語のテキストです, as mail writes it.
  const jis = hex('1B 24 42 46 7C 4B 5C 38 6C 24 4E 25 46 25 2D 25 39 25 48 24 47 24 39 1B 28 42');
  expect(utf8.guessEncoding(jis).encoding).toBe('iso-2022-jp');
});

test('two readings about as likely: neither is named, both are listed, best first', () => {
  const guess = utf8.guessEncoding(hex('61 FF'));
  expect(guess).toMatchObject({ encoding: null, unsure: 'close' });
  expect(guess.candidates.length).toBeGreaterThanOrEqual(2);
  expect(guess.candidates[0].score).toBeGreaterThanOrEqual(guess.candidates[1].score);
});

test('random bytes read as no language: none is named, whatever their length', () => {
  let seed = 2026;
  const named = [];
  for (let round = 0; round < 120; round++) {
    const bytes = Uint8Array.from({ length: 4 + (round % 6) * 50 }, () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed >>> 24;
    });
    const { encoding } = utf8.guessEncoding(bytes);
    if (encoding !== null && encoding !== 'utf-8') named.push([Buffer.from(bytes).toString('hex'), encoding]);
  }
  expect(named).toEqual([]);
});

test('bytes that are not bytes are a TypeError', () => {
  expect(() => utf8.guessEncoding('C4 E3')).toThrow(/^utf8\.guessEncoding expects bytes/);
});

// `text` in any encoding the package writes.
const written = (name, text) => Uint8Array.from([...text].flatMap((character) => bytesOfCharacter(name, character)));
// The best listed reading (named, or first of the candidates when unsure).
const firstOf = (bytes) => {
  const guess = utf8.guessEncoding(bytes);
  return guess.encoding ?? guess.candidates[0].encoding;
};

test('the prolonged sound mark ー is a kana, not a word of its own: EUC-JP over GBK', () => {
  // In GBK the same bytes read ー as 〖 and 以下 as 笆布.
  expect(firstOf(written('euc-jp', 'ロックモードは以下のいずれかです:'))).toBe('euc-jp');
});

test('a no-break space at the start of a word is a letter misread: Windows-1251 over Mac Cyrillic', () => {
  // x-mac-cyrillic reads К (CA) as a no-break space.
  expect(firstOf(encodeIn(otherEncoding('windows-1251'), 'Краен индекс'))).toBe('windows-1251');
});

test('an English word does not pull a text away from its language: Irish in ISO-8859-14', () => {
  // Windows-1257 reads ú as ś, Polish; "Windows" is as English in Irish as in Polish.
  const bytes = written('iso-8859-14', 'cúrsóir Windows');
  expect(decodeAs(firstOf(bytes), bytes).text).toBe('cúrsóir Windows');
});

test('a reading in a language its encoding was not made for pays: Czech is not read as Romanian', () => {
  // ISO-8859-16 reads š (B9) as ș; Windows-1257 reads đ (F0) as š, Croatian as Lithuanian.
  expect(firstOf(written('iso-8859-2', 'Dvojité šipky'))).toBe('iso-8859-2');
  expect(firstOf(written('windows-1250', 'nijedan datotečni sustav nije obrađen'))).toBe('windows-1250');
});

test('the same bytes asked again get the same answer, whatever the caller did to the first', () => {
  const bytes = written('windows-1251', 'Файл не найден');
  const answer = structuredClone(utf8.guessEncoding(bytes));
  const first = utf8.guessEncoding(bytes);
  first.candidates[0].encoding = 'gbk';
  first.candidates.length = 0;
  first.encoding = 'gbk';
  expect(answer.encoding).toBe('windows-1251');
  expect(utf8.guessEncoding(bytes)).toEqual(answer);
  bytes.set(written('koi8-r', 'Файл не найден'));
  expect(utf8.guessEncoding(bytes).encoding).toBe('koi8-r');
});

test('bytes that begin with the last ones asked get their own answer, as do the last ones again', () => {
  const longer = written('windows-1251', 'Файл не найден. Папка пуста, диск не готов');
  const start = longer.subarray(0, 12);
  const own = [utf8.guessEncoding(longer), utf8.guessEncoding(start)];
  expect(own[0]).not.toEqual(own[1]);
  expect([utf8.guessEncoding(longer), utf8.guessEncoding(start)]).toEqual(own);
});

test('the encoding guessEncoding names is the one repairMojibake repairs by: Czech in Windows-1250', () => {
  // Its hints read ED 9A as a character cut short; the language reads it as Czech.
  const bytes = written('windows-1250', 'Příliš žluťoučký kůň úpěl ďábelské ódy');
  expect(utf8.guessEncoding(bytes).encoding).toBe('windows-1250');
  expect(utf8.repairMojibake(bytes)).toMatchObject({
    kind: 'other-encoding',
    encoding: 'windows-1250',
    text: 'Příliš žluťoučký kůň úpěl ďábelské ódy',
  });
});

test("GBK text is GBK though a pair of it is UTF-8's old 5-byte form (F8 BA, 很好)", () => {
  const bytes = written('gbk', '星期日 星期一 星期二。今天天气很好');
  expect(utf8.repairMojibake(bytes)).toMatchObject({ kind: 'other-encoding', encoding: 'gbk' });
});

test('English with a © is Windows-1252: a language is chosen among those its encodings were made for', () => {
  const text = 'Copyright © 2007-2008 Peter Hutterer\n * Permission is hereby granted, free of charge, to any person obtaining a\n';
  expect(utf8.guessEncoding(written('windows-1252', text))).toMatchObject({ encoding: 'windows-1252', unsure: null });
});

// One byte outside ASCII is as likely a chance as a character: its hint says what it may be
// ("A lone 80 is how Windows-1252 writes €"), and the page offers no reading of it (#58).
test('a lone byte is left to its hint: repairMojibake names no encoding from one character', () => {
  const hex = (text) => Uint8Array.from(text.split(' '), (pair) => Number.parseInt(pair, 16));
  for (const bytes of ['FF', '80', 'C2 41', '41 80 42', '63 61 66 E9'])
    expect([bytes, utf8.repairMojibake(hex(bytes))]).toEqual([bytes, null]);
  expect(utf8.repairMojibake(hex('63 61 66 E9 20 63 72 E8 6D 65'))).toMatchObject({ encoding: 'windows-1252', text: 'café crème' });
});

// guessEncoding keeps its last answer, as repairMojibake, identify and the command line's note ask
// it of the same bytes in turn: other bytes of the same length are answered anew, whether they
// differ in their first four bytes (compared four at a time) or only in their last (one at a time),
// and whether or not their views start at a multiple of four.
test('the last answer is kept for the same bytes only', () => {
  const asked = (bytes) => JSON.stringify(utf8.guessEncoding(bytes));
  const fresh = (bytes) => {
    utf8.guessEncoding(Uint8Array.of(0x63, 0xe9));
    return asked(bytes);
  };
  const text = encodeIn(otherEncoding('windows-1252'), 'café crème brûlée à la carte, très bien ');
  for (const length of [text.length - (text.length % 4), text.length - (text.length % 4) - 1]) {
    for (const offset of [0, 1]) {
      const view = (bytes) => {
        const held = new Uint8Array(length + offset);
        held.set(bytes.subarray(0, length), offset);
        return held.subarray(offset);
      };
      const first = view(text);
      const otherStart = view(text);
      otherStart[0] = 0x43; // C
      const otherEnd = view(text);
      otherEnd[length - 1] = 0xe8;
      for (const other of [otherStart, otherEnd]) {
        expect(fresh(other)).not.toBe(fresh(first));
        asked(first);
        expect([length, offset, asked(other)]).toEqual([length, offset, fresh(other)]);
      }
    }
  }
});

// Texts longer than the start a reading's language is chosen on (1,500 characters), so that each
// candidate is scored again on its whole, and a single-byte reading's whole is made only where its
// bound does not drop it (scores.js's wholeBound). The three best readings, with their scores to 6
// places, are those of scoring every reading's whole: the answers of the build before the bound
// (60a78ed), which made each whole. The double-byte texts run past the 8,192 bytes a single-byte
// reading reads: their wholes are their texts' first 8,192 characters (their values are those of
// 0a15eb4 and after, alike).
// biome-ignore format: a table, an encoding, its text's length and its three best readings a row
const LONG_TEXTS = [
  ['windows-1252', 3000, [['windows-1252', 'fr', -10937.175284], ['windows-1258', 'fr', -11029.764801], ['iso-8859-16', 'fr', -11364.259971]]],
  ['windows-1251', 3000, [['windows-1251', 'ru', -9929.459256], ['x-mac-cyrillic', 'ru', -11817.053623], ['koi8-r', 'bg', -22377.98801]]],
  ['windows-1250', 3000, [['windows-1250', 'cs', -14579.461551], ['windows-1252', 'sk', -14951.186607], ['iso-8859-2', 'cs', -15420.699237]]],
  ['windows-1253', 3000, [['windows-1253', 'el', -9371.000602], ['windows-1251', 'ru', -14878.346223], ['x-mac-cyrillic', 'ru', -16303.63078]]],
  ['windows-1254', 3000, [['windows-1254', 'tr', -9387.422435], ['windows-1256', 'tr', -13131.185474], ['windows-1257', 'fi', -14254.1083]]],
  ['windows-1255', 3000, [['windows-1255', 'he', -9757.526499], ['windows-1251', 'ru', -12969.885097], ['windows-1253', 'el', -14102.973357]]],
  ['windows-1256', 3000, [['windows-1256', 'ar', -10002.541731], ['koi8-r', 'bg', -16497.530764], ['iso-8859-5', 'ru', -17191.938466]]],
  ['windows-1257', 3000, [['windows-1257', 'lt', -10421.135385], ['windows-1252', 'fi', -11757.950843], ['windows-1250', 'fi', -11762.556013]]],
  ['windows-874', 3000, [['windows-874', 'th', -11040.590109], ['koi8-u', 'uk', -24925.069862], ['windows-1251', 'uk', -25804.024695]]],
  ['gbk', 5000, [['gbk', 'zh', -33665.199782], ['euc-kr', 'ko', -49837.039049], ['windows-1251', 'uk', -75772.027688]]],
  ['euc-kr', 5000, [['euc-kr', 'ko', -27482.655204], ['gbk', 'zh', -36851.059931], ['euc-jp', 'ja', -39747.487393]]],
];

test.each(LONG_TEXTS)('%s: a text of %i characters, its three best readings scored on the whole', (name, length, best) => {
  // Its sentences in turns until the text is that long.
  const sentences = [];
  for (let k = 0; sentences.join(' ').length < length; k++) sentences.push(SENTENCES[name][k % SENTENCES[name].length]);
  const guess = utf8.guessEncoding(encodeIn(otherEncoding(name), sentences.join(' ')));
  expect(guess.encoding).toBe(name);
  expect(guess.candidates.map(({ encoding, language, score }) => [encoding, language, Number(score.toFixed(6))])).toEqual(best);
});
