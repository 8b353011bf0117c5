// The other encodings' decoders and encoders (js/encodings/) against the WHATWG Encoding Standard: its
// rules where Node's own decoders (ICU's) break them, a stream cut anywhere, a strict decode's
// offset, every index entry written and read back, and the labels. Chromium's TextDecoder is
// compared on random bytes in tests/browser/encodings-chromium.test.js.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { encodingIndexes } from '../../js/encoding-indexes.js';
import { createLegacyDecoder, encodingNamed, legacyEncoder, sequenceBytes } from '../../js/encodings/all.js';
import { big5Handler } from '../../js/encodings/big5.js';
import { eucKrHandler } from '../../js/encodings/euc-kr.js';
import { gb18030Handler } from '../../js/encodings/gb18030.js';
import { shiftJisHandler } from '../../js/encodings/shift-jis.js';
import { singleByteHandler } from '../../js/encodings/single-byte.js';
import { NO_UNIT } from '../../js/encodings/stream.js';
import { windows1252Char } from '../../js/encodings/windows-1252.js';
import { freshImport } from './inputs.js';

const indexes = encodingIndexes(() => new Error('Node reads the file'));
const NAMES = [...new Set(indexes.labels.values())].filter((name) => name !== 'utf-8' && name !== 'replacement');
const hex = (text) => Uint8Array.from(text.split(' '), (pair) => Number.parseInt(pair, 16));
const decode = (name, bytes, options) => createLegacyDecoder(name, indexes, options).decode(typeof bytes === 'string' ? hex(bytes) : bytes);

test('the standard has 40 encodings: UTF-8, replacement, and the 38 read here', () => {
  expect(NAMES).toHaveLength(38);
  expect(NAMES).toEqual(
    expect.arrayContaining(['gb18030', 'euc-jp', 'iso-2022-jp', 'koi8-u', 'x-mac-cyrillic', 'iso-8859-8-i', 'x-user-defined']),
  );
  expect(indexes.labels.size).toBe(228);
});

test.each([
  // EUC-KR is Windows' 949: UHC's hangul are in its index (Node's ICU writes a C1 control for 8C).
  ['euc-kr', '8C 63', '똠'],
  // A stray byte in Shift_JIS is one error; the byte after it is read on its own.
  ['shift_jis', '78 A0 BD 79', 'x\uFFFD\uFF7Dy'],
  // Bytes the standard leaves undefined are errors, not private-use or C1 characters.
  ['gbk', '41 FF', 'A\uFFFD'],
  ['big5', '80 41', '\uFFFDA'],
  ['windows-874', 'DB DC DD DE', '\uFFFD\uFFFD\uFFFD\uFFFD'],
  // An ASCII byte after a lead is read again; any other ends the pair with the lead.
  ['gbk', 'A2 7F 62', '\uFFFD\x7Fb'],
  ['big5', '88 62 88 64', 'Ê̄Ê̌'],
  ['euc-kr', '81 20 41', '\uFFFD A'],
  ['shift_jis', '81 FF 41', '\uFFFDA'],
  ['big5', 'A4 40 A4', '一\uFFFD'],
  ['gb18030', '81 30 81 30 84 31 A4 37 E3 32 9A 35', '\x80\uFFFD\u{10FFFF}'],
  ['gb18030', '81 35 F4 37 80', '\uE7C7€'],
  ['gbk', '81 30 81 30', '\x80'],
  ['euc-jp', '8E A6 8F A2 AF A4 A2', 'ｦ˘あ'],
  ['euc-jp', '8F A2 41', '\uFFFDA'],
  ['iso-2022-jp', '1B 24 42 30 21 1B 28 4A 5C 7E 1B 28 49 21 1B 28 42 41', '亜¥‾｡A'],
  ['iso-2022-jp', '1B 28 42 1B 28 4A 41', '\uFFFDA'],
  ['iso-2022-jp', '1B 24 42 30', '\uFFFD'],
  ['iso-2022-jp', '1B 24 41', '\uFFFD$A'],
  ['iso-2022-jp', '0E 41', '\uFFFDA'],
  ['x-user-defined', '41 80 FF', 'A\uF780\uF7FF'],
  ['utf-16le', '41 00 00 D8 42 00 3D D8 00 DE 41', 'A\uFFFDB😀\uFFFD'],
  ['utf-16be', 'DC 00 00 41', '\uFFFDA'],
  ['koi8-r', 'F0 D2 C9 D7 C5 D4', 'Привет'],
  ['iso-8859-8-i', 'F9 EC E5 ED', 'שלום'],
])('%s: %s is %j, as the standard reads it', (name, bytes, text) => {
  expect(decode(name, bytes).text).toBe(text);
});

// Chromium 156 reads these otherwise (tests/browser/encodings-chromium.test.js keeps clear of them);
// WebKit fixed the first and the last in 2026 (WebKit/WebKit#62598).
test.each([
  // 8F CB then 81: an error, after which CE EB is JIS X 0208's 鈴 (Chromium: JIS X 0212's 眵).
  ['euc-jp', '8F CB 81 CE EB', '\uFFFD鈴'],
  // Pointer 1133 is Ê with a macron (Chromium: U+0093 and a lone surrogate, U+DF04).
  ['big5', '88 62', 'Ê̄'],
  // ESC ( 8F is no escape: ESC is an error, then "(" and 8F are read again, 8F an error too (Chromium drops it).
  ['iso-2022-jp', '1B 28 8F 40', '\uFFFD(\uFFFD@'],
])('%s: %s is %j, as the standard says (Chromium 156 reads it otherwise)', (name, bytes, text) => {
  expect(decode(name, bytes).text).toBe(text);
});

test.each(NAMES)('%s: a stream cut anywhere reads as the whole, and strictly stops at the first error', (name) => {
  let seed = name.length;
  const random = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  for (let round = 0; round < 40; round++) {
    const bytes = Uint8Array.from({ length: 1 + Math.floor(random() * 24) }, () =>
      random() < 0.5
        ? Math.floor(random() * 256)
        : [0x1b, 0x24, 0x28, 0x42, 0x8e, 0x8f, 0x30, 0x81, 0xa1, 0xd8, 0xdc][Math.floor(random() * 11)],
    );
    const whole = decode(name, bytes);
    const cut = Math.floor(random() * (bytes.length + 1));
    const decoder = createLegacyDecoder(name, indexes);
    const first = decoder.decode(bytes.subarray(0, cut), { stream: true });
    const second = decoder.decode(bytes.subarray(cut));
    expect(first.text + second.text).toBe(whole.text);
    expect(first.error >= 0 ? first.error : second.error).toBe(whole.error);
    // Strictly: the text up to the first error, which is where the U+FFFD would be.
    const strict = decode(name, bytes, { fatal: true });
    expect(strict.error).toBe(whole.error);
    if (whole.error >= 0) expect(whole.text.startsWith(strict.text)).toBe(true);
    else expect(strict.text).toBe(whole.text);
  }
});

// With `units` a decode gives its text as UTF-16 units, in one buffer every such decode reuses:
// longer than the decoder's own (8,192 units), strict or not, a stream in pieces.
test.each(NAMES)('%s: with units, a decode gives the units of its text', (name) => {
  let seed = 7 * name.length;
  const random = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const unitsOf = (text) => Uint16Array.from({ length: text.length }, (_, k) => text.charCodeAt(k));
  for (const length of [0, 5, 20000]) {
    const bytes = Uint8Array.from({ length }, () => (random() < 0.7 ? 0x20 + Math.floor(random() * 0x5f) : Math.floor(random() * 256)));
    for (const fatal of [false, true]) {
      const { text, error } = decode(name, bytes, { fatal });
      const kept = createLegacyDecoder(name, indexes, { fatal, units: true }).decode(bytes);
      expect(kept.error).toBe(error);
      expect(kept.text).toBeUndefined();
      expect(kept.units).toEqual(unitsOf(text));
    }
    const decoder = createLegacyDecoder(name, indexes, { units: true });
    const cut = Math.floor(length / 3);
    const first = Uint16Array.from(decoder.decode(bytes.subarray(0, cut), { stream: true }).units);
    const second = decoder.decode(bytes.subarray(cut)).units;
    expect(Uint16Array.of(...first, ...second)).toEqual(unitsOf(decode(name, bytes).text));
  }
});

test('the buffer of a decode with units past a million units is let go once taken', () => {
  const long = new Uint8Array((1 << 20) + 1).fill(0x61);
  const taken = createLegacyDecoder('gbk', indexes, { units: true }).decode(long).units;
  const next = createLegacyDecoder('gbk', indexes, { units: true }).decode(hex('42 43')).units;
  expect(next).toEqual(Uint16Array.of(0x42, 0x43));
  expect(taken.length).toBe(long.length);
  expect(taken.every((unit) => unit === 0x61)).toBe(true); // not written over by the next decode
});

// The tables a decoder reads bytes and pairs by at once (pairs.js) hold each byte and pair that it
// reads as one UTF-16 unit: one missing from them is read by the handler, as right but slower,
// which no answer shows.
test.each([
  ['big5', big5Handler],
  ['euc-kr', eucKrHandler],
  ['shift_jis', shiftJisHandler],
  ['gbk', gb18030Handler],
  ['windows-1252', (tables) => singleByteHandler('windows-1252', tables)],
])('%s: its tables hold each byte and pair read as one unit', (name, handler) => {
  const { singles, pairs } = handler(indexes);
  const unitOf = (...bytes) => {
    const { text, error } = decode(name, Uint8Array.from(bytes), { fatal: true });
    return error < 0 && text.length === 1 ? text.charCodeAt(0) : NO_UNIT;
  };
  const wrong = [];
  for (let byte = 0; byte < 0x100; byte++) if (singles[byte] !== unitOf(byte)) wrong.push(`byte ${byte.toString(16)}`);
  let held = 0;
  for (let index = 0; pairs && index < 0x8000; index++) {
    const unit = unitOf(0x80 + (index >> 8), index & 0xff);
    if (pairs[index] !== unit) wrong.push(`pair ${(0x8000 + index).toString(16)}`);
    if (unit !== NO_UNIT) held++;
  }
  expect(wrong.slice(0, 5)).toEqual([]);
  expect(held).toBeGreaterThan(pairs ? 7000 : -1);
});

test('a strict decode names the offset of the sequence and what it was', () => {
  expect(decode('gbk', '61 C4 E3 A2 7F 62', { fatal: true })).toEqual({ text: 'a你', error: 3, why: 'A2 is no character in it' });
  expect(decode('shift_jis', '61 81', { fatal: true })).toEqual({ text: 'a', error: 1, why: '81 is cut short at the end' });
  expect(decode('utf-16le', '41 00 00 DC', { fatal: true })).toEqual({ text: 'A', error: 2, why: 'a lone surrogate, U+DC00' });
  expect(decode('utf-16le', '41 00 42', { fatal: true })).toEqual({ text: 'A', error: 2, why: 'one byte left over at the end' });
  // A strict decoder is done after its error; a replacing one reads on.
  const strict = createLegacyDecoder('big5', indexes, { fatal: true });
  expect(strict.decode(hex('80'), { stream: true }).error).toBe(0);
  expect(strict.decode(hex('41'))).toEqual({ text: '', error: 0, why: '80 is no character in it' });
});

// The characters the standard writes as bytes that read as another: the yen sign, the overline and
// the minus sign in Japanese; 18 private-use characters in Chinese (gb18030.js).
const ONE_WAY = {
  shift_jis: [0xa5, 0x203e, 0x2212],
  'euc-jp': [0xa5, 0x203e, 0x2212],
  gb18030: [
    ...[0xe78d, 0xe78e, 0xe78f, 0xe790, 0xe791, 0xe792, 0xe793, 0xe794, 0xe795, 0xe796],
    ...[0xe81e, 0xe826, 0xe82b, 0xe82c, 0xe832, 0xe843, 0xe854, 0xe864],
  ],
};
ONE_WAY.gbk = ONE_WAY.gb18030;

test.each(NAMES.filter((name) => legacyEncoder(name, indexes)))(
  '%s: each character it writes reads back as itself, but the one-way ones',
  (name) => {
    const encode = legacyEncoder(name, indexes);
    const written = [];
    const bytes = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      const sequence = codePoint >= 0xd800 && codePoint <= 0xdfff ? -1 : encode(codePoint);
      if (sequence < 0) continue;
      written.push(codePoint);
      for (const byte of sequenceBytes(sequence)) bytes.push(byte);
    }
    // Read as one stream: each sequence is whole, so each gives one code point.
    const { text, error } = decode(name, Uint8Array.from(bytes));
    expect(error).toBe(-1);
    const read = Array.from(text, (character) => character.codePointAt(0));
    expect(read).toHaveLength(written.length);
    expect(written.filter((codePoint, k) => read[k] !== codePoint)).toEqual(ONE_WAY[name] ?? []);
    // gb18030 writes every code point but U+E5E5 (and the surrogates); GBK, 21,886 characters and ASCII.
    const least = { gb18030: 0x110000 - 0x800 - 1, gbk: 21886 + 128, big5: 13000, 'euc-kr': 17000, shift_jis: 7000, 'euc-jp': 7000 };
    expect(written.length).toBeGreaterThanOrEqual(least[name] ?? 128 + 64);
  },
);

test.each([
  ['big5', 0x2550, 'F9 F9'], // the last of its two pointers
  ['big5', 0x5341, 'A4 51'],
  ['big5', 0x43f0, -1], // HKSCS, read but not written
  ['shift_jis', 0x2252, '81 E0'], // not NEC's row of IBM's extensions
  ['shift_jis', 0x2170, 'FA 40'],
  ['euc-jp', 0x2212, 'A1 DD'], // the minus sign as U+FF0D's
  ['euc-jp', 0xa5, '5C'],
  ['gbk', 0x20ac, '80'],
  ['gb18030', 0x20ac, 'A2 E3'],
  ['gb18030', 0xe5e5, -1],
  ['gb18030', 0xe7c7, '81 35 F4 37'],
  ['gbk', 0x80, -1],
  ['gb18030', 0x80, '81 30 81 30'],
])('%s writes U+%s as the standard does', (name, codePoint, bytes) => {
  const sequence = legacyEncoder(name, indexes)(codePoint);
  expect(
    sequence < 0
      ? -1
      : sequenceBytes(sequence)
          .map((byte) => byte.toString(16).toUpperCase().padStart(2, '0'))
          .join(' '),
  ).toBe(bytes);
});

test("the hints' own Windows-1252 (js/encodings/windows-1252.js) is the standard's index", () => {
  for (let byte = 0x80; byte <= 0xff; byte++) {
    const codePoint = indexes['windows-1252'][byte - 0x80];
    expect([byte, windows1252Char(byte)]).toEqual([byte, String.fromCodePoint(codePoint)]);
  }
});

test.each([
  [' Latin1\n', 'windows-1252'],
  ['GB2312', 'gbk'],
  ['x-sjis', 'shift_jis'],
  ['ks_c_5601-1987', 'euc-kr'],
  ['unicode', 'utf-16le'],
  ['hz-gb-2312', 'replacement'],
  ['iso-8859-1', 'windows-1252'],
  ['ebcdic', null],
  ['utf-16\u00a0', null], // only ASCII whitespace is trimmed
])('the label %j names %s', (label, name) => {
  expect(encodingNamed(label, indexes)).toBe(name);
});

// Where the tables are not read at once (a browser, a worker, workerd, or texts.js alone before
// loadEncodings), each function that needs them says so by its own name, never a TypeError.
test.each([
  ['decodeAs', (texts) => texts.decodeAs('gbk', new Uint8Array([0x80]))],
  ['createOtherDecoder', (texts) => texts.createOtherDecoder('gbk')],
  ['encodingOfLabel', (texts) => texts.encodingOfLabel('gb2312')],
  ['bytesOfCharacter', (texts) => texts.bytesOfCharacter('gbk', '你')],
])('%s before loadEncodings: an error that says to await it', async (name, call) => {
  const texts = await freshImport('../../js/texts.js');
  expect(() => call(texts)).toThrow(
    new Error(
      `${name}: await utf8.loadEncodings() first (a browser, a worker, workerd or a bundle without the package's files cannot read the other encodings' tables at once)`,
    ),
  );
  await texts.loadEncodings();
  expect(() => call(texts)).not.toThrow();
});

// The package's modules with no tables' file beside them, as in a bundle for Node: a call that
// needs the tables at once says to load them; loadEncodings() reads their copy in JS, and where
// that is gone too, says why neither could be read.
test('with no file beside the modules, the tables come from their copy in JS', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'utf8-abnf-no-tables-'));
  try {
    cpSync('js', join(folder, 'js'), { recursive: true });
    cpSync('dist', join(folder, 'dist'), { recursive: true, filter: (path) => !path.endsWith('dist/encoding-indexes.bin') });
    const { load, loadEncodings } = await freshImport(pathToFileURL(join(folder, 'js/index-node.js')).href);
    const utf8 = await load();
    const gbk = new Uint8Array([0xc4, 0xe3, 0xba, 0xc3]);
    expect(() => utf8.readAsOtherEncodings(gbk)).toThrow(/^utf8\.readAsOtherEncodings: await utf8\.loadEncodings\(\) first \(/);
    await loadEncodings();
    expect(utf8.readAsOtherEncodings(gbk).find(({ encoding }) => encoding === 'gbk').text).toBe('你好');

    rmSync(join(folder, 'dist/embedded/encoding-indexes.bin.js'));
    const fresh = await freshImport(pathToFileURL(join(folder, 'js/index-node.js')).href);
    await expect(fresh.loadEncodings()).rejects.toThrow(
      /^utf8-abnf could not load the other encodings' tables, encoding-indexes\.bin \(ENOENT: .*\) nor their copy in JS \(.*encoding-indexes\.bin\.js.*\)$/,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
