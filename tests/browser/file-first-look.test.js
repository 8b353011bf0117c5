// The file check's first look: a file in another encoding is named at once and converted to UTF-8
// (never a copy of U+FFFDs), a binary file is called binary, and UTF-8 with an error keeps its
// repaired copy.
import { readFileSync } from 'node:fs';
import { openPage, servePageForTests } from './browser.js';

const served = servePageForTests();
const GBK_TEXT = '星期日 星期一 星期二 星期三 星期四。今天天气很好，我们去公园散步吧。\n';
// The bytes of `text` in `encoding`, by the package's own encoder (read back by Chromium's TextDecoder below).
async function encoded(page, encoding, text) {
  return Buffer.from(
    await page.evaluate(
      async ([encoding, text]) => {
        const { bytesOfCharacter } = await import('./utf8-abnf/js/texts.js');
        return [...text].flatMap((character) => bytesOfCharacter(encoding, character));
      },
      [encoding, text],
    ),
  );
}

async function checkFile(page, name, buffer) {
  await page.setInputFiles('#file-input', { name, mimeType: 'text/plain', buffer });
  await page.waitForSelector('#file-result .verdict');
}

test('a GBK file is named at once and converted to UTF-8, as TextDecoder reads it', async () => {
  const page = await openPage(served.browser, served.server.url);
  const bytes = await encoded(page, 'gbk', GBK_TEXT.repeat(50));
  await checkFile(page, 'notes.txt', bytes);
  expect(await page.textContent('#file-result .file-look')).toBe('\u2068notes.txt\u2069 looks like text in GBK, not UTF-8.');
  expect(await page.$$eval('#file-result button', (buttons) => buttons.map((button) => button.textContent))).not.toContain(
    'Make a repaired copy (each error replaced by U+FFFD)',
  );
  await page.click('text=Convert it from GBK to UTF-8');
  const link = await page.waitForSelector('#file-result a.download');
  const size = Buffer.byteLength(GBK_TEXT.repeat(50)).toLocaleString('en');
  expect(await link.textContent()).toBe(`Download \u2068notes.utf-8.txt\u2069 (${size} bytes)`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const converted = readFileSync(await download.path(), 'utf8');
  expect(download.suggestedFilename()).toBe('notes.utf-8.txt');
  const expected = await page.evaluate(
    (hex) => new TextDecoder('gbk').decode(Uint8Array.from(hex.match(/../g), (pair) => Number.parseInt(pair, 16))),
    bytes.toString('hex'),
  );
  expect(converted).toBe(expected);
  expect(converted).toBe(GBK_TEXT.repeat(50));
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test('a file that stops being GBK late is not converted: the byte is named, nothing replaced', async () => {
  const page = await openPage(served.browser, served.server.url);
  const good = await encoded(page, 'gbk', GBK_TEXT.repeat(2000));
  await checkFile(page, 'late.txt', Buffer.concat([good, Buffer.from([0xa2, 0xff, 0x0a])]));
  await page.click('text=Convert it from GBK to UTF-8');
  await page.waitForSelector('#file-result .help >> text=Not converted');
  expect(await page.textContent('#file-result .help >> text=Not converted')).toBe(
    `Not converted: byte ${good.length.toLocaleString('en')} is no character in GBK.`,
  );
  expect(await page.$('#file-result a.download')).toBeNull();
  await page.context().close();
});

test('a binary file is called binary, with no Latin-1 hint; UTF-8 with an error keeps its repaired copy', async () => {
  const page = await openPage(served.browser, served.server.url);
  await checkFile(page, 'tool', readFileSync(process.execPath).subarray(0, 200000));
  expect(await page.textContent('#file-result .file-look')).toBe(
    '\u2068tool\u2069 looks like a binary file, not text: its bytes were never meant to be read as characters.',
  );
  expect(await page.$('#file-result > p.hint')).toBeNull();
  await checkFile(page, 'notes.txt', Buffer.concat([Buffer.from('naïve café résumé '), Buffer.from([0xff]), Buffer.from(' end\n')]));
  await page.waitForFunction(() => !document.querySelector('#file-result').textContent.includes('tool'));
  expect(await page.$('#file-result .file-look')).toBeNull();
  expect(await page.$('text=Make a repaired copy (each error replaced by U+FFFD)')).not.toBeNull();
  await page.context().close();
});

test('in Chinese: the first look and the button in the Chinese words', async () => {
  const page = await openPage(served.browser, `${served.server.url}?lang=zh`);
  await checkFile(page, 'notes.txt', await encoded(page, 'gbk', GBK_TEXT.repeat(5)));
  expect(await page.textContent('#file-result .file-look')).toBe('\u2068notes.txt\u2069 看起来是 GBK 文本，而不是 UTF-8。');
  expect(await page.$('text=把它从 GBK 转换为 UTF-8')).not.toBeNull();
  await page.context().close();
});
