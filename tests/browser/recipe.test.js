// docs/recipes.md's form, run as the document writes it (its files taken from it, the package's
// name pointed at the package): in Chromium, on the main thread and with a worker, a file with an
// error, a file in GBK, a valid one, a check aborted by the next pick, the textarea, and Chinese.
// UTF8ABNF_RECIPE_MB sets the size of the large file whose time, longest task and heap it prints.
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser, openPage, startServer } from './browser.js';

const LARGE_MB = Number(process.env.UTF8ABNF_RECIPE_MB ?? 12);
const folder = mkdtempSync(join(tmpdir(), 'utf8-abnf-recipe-'));
const files = Object.fromEntries(
  Array.from(readFileSync('docs/recipes.md', 'utf8').matchAll(/```\w+ file=(\S+)\n([\s\S]*?)```/g), ([, name, text]) => [name, text]),
);
for (const [name, text] of Object.entries(files))
  writeFileSync(join(folder, name), text.replaceAll("from 'utf8-abnf'", "from '/utf8-abnf/js/index.js'"));
writeFileSync(join(folder, 'form-worker.html'), files['form.html'].replace('src="form.js"', 'src="form-worker.js"'));
symlinkSync(resolve('.'), join(folder, 'utf8-abnf'));
writeFileSync(join(folder, 'favicon.ico'), ''); // asked for by Chromium, not by the recipe

// 12 MB (or LARGE_MB) of UTF-8 whose only error is 100 bytes before its end.
const largePath = join(folder, 'large.txt');
const line = Buffer.from('Zürich, Genève, Lausanne: a line of a large file.\n');
const large = Buffer.alloc(Math.floor((LARGE_MB << 20) / line.length) * line.length, line);
large[large.length - 100] = 0xff;
writeFileSync(largePath, large);

let server;
let browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(folder), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  server?.stop();
});

// UTF-8 with a stray byte, and the same line in Windows-1252 alone.
const CSV = Buffer.concat([Buffer.from('city,country\nZürich,Schweiz\nGenève,Suisse\nRen'), Buffer.from([0xe9]), Buffer.from(',France\n')]);
// Two accented names: one byte outside ASCII alone is left to its hint, as likely a chance.
const LATIN = Buffer.concat([
  Buffer.from('city,country\nRen'),
  Buffer.from([0xe9]),
  Buffer.from(',France\nZ'),
  Buffer.from([0xfc]),
  Buffer.from('rich,Switzerland\n'),
]);
const GBK = Buffer.from('c4e3bac3a3accac0bde7a1a3cedec3c7c8a5b9abd4b0c9a2b2bda1a30a'.repeat(20), 'hex'); // 你好，世界。我们去公园散步。

// The page's verdict once the check of the file just picked is done.
async function pick(page, file) {
  await page.evaluate(() => {
    document.getElementById('file-status').textContent = '';
  });
  await page.setInputFiles('#file', file);
  await page.waitForFunction(() => document.getElementById('file-status').textContent !== '');
  return page.evaluate(() => {
    const input = document.getElementById('file');
    const excerpt = document.getElementById('file-excerpt');
    return {
      status: document.getElementById('file-status').textContent,
      validity: input.validationMessage,
      excerpt: excerpt.hidden ? null : excerpt.textContent,
    };
  });
}

async function openForm(html) {
  const page = await openPage(browser);
  // The longest task and the most heap, from the start.
  await page.addInitScript(() => {
    globalThis.measured = { longestTask: 0, heap: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.measured.longestTask = Math.max(globalThis.measured.longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    setInterval(() => {
      globalThis.measured.heap = Math.max(globalThis.measured.heap, performance.memory?.usedJSHeapSize ?? 0);
    }, 20);
  });
  await page.goto(`${server.url}${html}`);
  await page.waitForLoadState('networkidle');
  return page;
}

describe.each([
  ['on the main thread', 'form.html'],
  ['with a worker', 'form-worker.html'],
])('the recipe %s', (_, html) => {
  test('says what is wrong with a file, where, and what to do; names GBK; passes a valid file; in Chinese too', async () => {
    const page = await openForm(html);
    const bad = await pick(page, { name: 'cities.csv', mimeType: 'text/csv', buffer: CSV });
    expect(bad).toEqual({
      status:
        'The file “cities.csv” is not valid UTF-8: at line 4, column 4 there are bytes that make no character. Fix or delete what is marked there, then save it as UTF-8.',
      validity: bad.status,
      excerpt: 'Ren⟦E9⟧,France',
    });
    expect((await pick(page, { name: 'latin.csv', mimeType: 'text/csv', buffer: LATIN })).status).toBe(
      'The file “latin.csv” is not UTF-8 but looks like Windows-1252 text. Convert it to UTF-8, or open it as Windows-1252 in an editor and save it as UTF-8.',
    );
    const gbk = await pick(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: GBK });
    expect(gbk.status).toBe(
      'The file “notes.txt” is not UTF-8 but looks like GBK text. Convert it to UTF-8, or open it as GBK in an editor and save it as UTF-8.',
    );
    expect(await pick(page, { name: 'fine.txt', mimeType: 'text/plain', buffer: Buffer.from('naïve\n') })).toEqual({
      status: 'The file “fine.txt” is valid UTF-8.',
      validity: '',
      excerpt: null,
    });
    await page.evaluate(() => {
      document.documentElement.lang = 'zh';
    });
    expect((await pick(page, { name: 'cities.csv', mimeType: 'text/csv', buffer: CSV })).status).toBe(
      '文件“cities.csv”不是有效的 UTF-8：第 4 行第 4 列有不构成字符的字节。请修改或删除标出的地方，再保存为 UTF-8。',
    );
    expect(page.problems).toEqual([]);
    await page.context().close();
  });

  test('a check under way is dropped when another file is picked; the large file is checked whole', async () => {
    const page = await openForm(html);
    await page.setInputFiles('#file', largePath);
    const next = await pick(page, { name: 'cities.csv', mimeType: 'text/csv', buffer: CSV });
    expect(next.status).toContain('“cities.csv”');
    await page.waitForTimeout(500); // an answer for the large file, had it gone on, would come now
    expect(await page.textContent('#file-status')).toBe(next.status);
    const start = Date.now();
    const verdict = await pick(page, largePath);
    const time = Date.now() - start;
    const errorLine = Math.floor((large.length - 100) / line.length) + 1;
    expect(verdict.status).toContain(`at line ${errorLine.toLocaleString('en')}, column `);
    const { longestTask, heap } = await page.evaluate(() => globalThis.measured);
    console.log(
      `${html}: ${LARGE_MB} MB checked in ${time} ms; longest task ${longestTask.toFixed(0)} ms; the page's JS heap at most ${(heap / 1e6).toFixed(0)} MB`,
    );
    expect(page.problems).toEqual([]);
    await page.context().close();
  });
});

test('on the main thread, the textarea names a broken character and selects it', async () => {
  const page = await openForm('form.html');
  const answer = await page.evaluate(() => {
    const notes = document.getElementById('notes');
    notes.value = 'Hello 😀\nbroken \uD83D here';
    notes.dispatchEvent(new Event('input'));
    return { validity: notes.validationMessage, start: notes.selectionStart, end: notes.selectionEnd };
  });
  expect(answer).toEqual({
    validity:
      'This text has a broken character at line 2, column 8: half of an emoji or of another character written with two UTF-16 code units. Delete it and type the character again.',
    start: 16,
    end: 17,
  });
  expect(page.problems).toEqual([]);
  await page.context().close();
});
