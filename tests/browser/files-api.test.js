// The calls a web app checks a user's file or text with, in Chromium as in Node: a first look at a
// binary, UTF-16 with and without a byte order mark, a UTF-8 byte order mark and a late first error;
// a textarea's check with columns in each unit (graphemes by Chromium's own Intl.Segmenter); and
// the words for the person, in English and Chinese. (Conversion from every encoding is compared
// with Chromium's TextDecoder in encodings-chromium.test.js.)
import { launchBrowser, openPage, servePageForTests } from './browser.js';

const served = servePageForTests();

// Run in Node and in the page alike, with the package's entry at `entry`: the answers, as JSON.
async function answers(entry) {
  const utf8 = await (await import(entry)).load();
  await utf8.loadEncodings();
  const encoder = new TextEncoder();
  const joined = (...parts) => {
    const arrays = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : Uint8Array.from(part)));
    const bytes = new Uint8Array(arrays.reduce((total, part) => total + part.length, 0));
    let at = 0;
    for (const part of arrays) {
      bytes.set(part, at);
      at += part.length;
    }
    return bytes;
  };
  const utf16 = (text, littleEndian) =>
    text.split('').flatMap((unit) => {
      const code = unit.charCodeAt(0);
      return littleEndian ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
    });
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, ...Array(200).fill(7)];
  // 6 MB of UTF-8, then GBK (你好，世界 and more): past the first slice, and past the start's sample.
  const gbkLine = [
    0xc4, 0xe3, 0xba, 0xc3, 0xa3, 0xac, 0xca, 0xc0, 0xbd, 0xe7, 0xa1, 0xa3, 0xce, 0xd2, 0xc3, 0xc7, 0xc8, 0xa5, 0xb9, 0xab, 0xd4, 0xb0,
    0x0a,
  ];
  const files = {
    binary: joined(png),
    'utf-16le with BOM': joined([0xff, 0xfe], utf16('hello, world\n', true)),
    'utf-16be without BOM': joined(utf16('hello, world\n', false)),
    'utf-8 BOM': joined([0xef, 0xbb, 0xbf], 'naïve\n'),
    'late error': joined('café au lait\n'.repeat(480000), ...Array(30).fill(gbkLine)),
  };
  const out = {};
  for (const [name, bytes] of Object.entries(files)) {
    const look = await utf8.identifyBlob(new Blob([bytes]));
    const checked = await utf8.checkBlob(new Blob([bytes]), { columns: 'utf-16' });
    const { context, ...rest } = checked;
    out[name] = { look, checked: rest, en: utf8.formatForUser(look, { name }), zh: utf8.formatForUser(look, { name, locale: 'zh' }) };
  }
  const text = 'ok\n👩‍👩‍👧 e\u0301 \uD83D!';
  out.string = Object.fromEntries(['code-points', 'utf-16', 'graphemes'].map((columns) => [columns, utf8.checkString(text, { columns })]));
  out.stringWords = utf8.formatForUser(utf8.checkString(text), { text });
  const csv = joined('city\nRen', [0xe9], ',Paris\n');
  out.csv = utf8.formatForUser(await utf8.checkBlob(new Blob([csv]), { allErrors: true }), { name: 'cities.csv', locale: 'zh' });
  return JSON.parse(JSON.stringify(out));
}

test('identifyBlob, checkBlob, checkString and formatForUser answer in Chromium as in Node', async () => {
  const page = await openPage(served.browser, served.server.url);
  const inChromium = await page.evaluate(answers, '/utf8-abnf/js/index.js');
  const inNode = await answers(new URL('../../js/index.js', import.meta.url).href);
  expect(inChromium).toEqual(inNode);
  const { binary, 'utf-16le with BOM': le, 'utf-16be without BOM': be, 'utf-8 BOM': bom, 'late error': late } = inNode;
  expect(binary.look).toMatchObject({ binary: true, encoding: null });
  expect(binary.en.summary).toBe(
    'The file “binary” is not text but a binary file, such as an image, a program or an archive. Choose a text file.',
  );
  expect(le.look).toMatchObject({ encoding: 'utf-16le', bom: true });
  expect(be.look).toMatchObject({ encoding: 'utf-16be', bom: false });
  expect(be.zh.summary).toBe('文件“utf-16be without BOM”的编码是 UTF-16BE，不是 UTF-8。请另存为 UTF-8，或转换为 UTF-8。');
  expect(bom.look).toMatchObject({ encoding: 'utf-8', bom: true, valid: true });
  expect(bom.checked).toEqual({ valid: true, size: 10, bom: true });
  expect(late.look).toMatchObject({ encoding: 'gbk', sure: true, firstError: { index: 6720000, line: 480001, column: 1 } });
  expect(late.checked).toMatchObject({ index: 6720000, line: 480001, column: 1 });
  expect(late.en.summary).toBe(
    'The file “late error” is not UTF-8 but looks like GBK text. Convert it to UTF-8, or open it as GBK in an editor and save it as UTF-8.',
  );
  expect(inNode.string).toEqual({
    'code-points': { valid: false, index: 15, line: 2, column: 10, bom: false, unit: 0xd83d },
    'utf-16': { valid: false, index: 15, line: 2, column: 13, bom: false, unit: 0xd83d },
    graphemes: { valid: false, index: 15, line: 2, column: 5, bom: false, unit: 0xd83d },
  });
  expect(inNode.stringWords.excerpt).toBe('👩[ZWJ]👩[ZWJ]👧 e\u0301 ⟦D83D⟧!'); // invisible characters badged, as everywhere
  expect(inNode.csv.excerpt).toBe('Ren⟦E9⟧,Paris');
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test('a Blob is read to its end while the page collects garbage between the reads', async () => {
  // Chromium collects a Blob's byte stream, with the read pending on it, once nothing refers to
  // it: the check and the conversion would wait for ever. gc() runs every millisecond meanwhile.
  const browser = await launchBrowser(['--js-flags=--expose-gc']);
  try {
    const page = await openPage(browser, served.server.url);
    const read = await page.evaluate(async (entry) => {
      const utf8 = await (await import(entry)).load();
      await utf8.loadEncodings();
      const bytes = new Uint8Array(20 << 20).fill(0x61); // five slices
      bytes[bytes.length - 1] = 0xff;
      const collecting = setInterval(() => globalThis.gc(), 1);
      const late = new Promise((resolve) => setTimeout(() => resolve('still waiting after 20 s'), 20000));
      try {
        const checked = await Promise.race([utf8.checkBlob(new Blob([bytes])), late]);
        const converted = await Promise.race([utf8.convertBlob(new Blob([bytes]), { from: 'windows-1252' }), late]);
        return { checked: checked.index ?? checked, converted: converted.size ?? converted };
      } finally {
        clearInterval(collecting);
      }
    }, '/utf8-abnf/js/index.js');
    expect(read).toEqual({ checked: (20 << 20) - 1, converted: (20 << 20) + 1 });
  } finally {
    await browser.close();
  }
});
