// The page under load: a large file checked in a worker with progress, a 1 MiB paste, and the
// screenshots at phone and desktop widths (saved in build/screenshots/ to be looked at).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, openPage, startServer } from './browser.js';

let server;
let browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  server?.stop();
});

// A file of `size` bytes of text lines with one overlong C0 AF at a known place.
function fileWithError(size, at) {
  const bytes = Buffer.alloc(size, `${'é'.padEnd(30, 'x')}\n`);
  let line = 1;
  let column = 1;
  for (let i = 0; i < at; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      column = 1;
    } else if ((bytes[i] & 0xc0) !== 0x80) {
      column++;
    }
  }
  bytes[at] = 0xc0;
  bytes[at + 1] = 0xaf;
  return { bytes, line, column };
}

test('a 100 MiB file is checked in the background with progress, and its first error located', async () => {
  const page = await openPage(browser, server.url);
  await page.evaluate(() => {
    window.progressSeen = [];
    new MutationObserver(() => window.progressSeen.push(document.querySelector('#file-progress').value)).observe(
      document.querySelector('#file-progress'),
      { attributes: true },
    );
    const bar = document.querySelector('#file-progress');
    const describe = Object.getOwnPropertyDescriptor(HTMLProgressElement.prototype, 'value');
    Object.defineProperty(bar, 'value', {
      get: () => describe.get.call(bar),
      set: (v) => {
        describe.set.call(bar, v);
        window.progressSeen.push(v);
      },
    });
  });
  const size = 100 << 20;
  const at = size - 1000;
  const { bytes, line, column } = fileWithError(size, at);
  const folder = mkdtempSync(join(tmpdir(), 'utf8-abnf-'));
  writeFileSync(join(folder, 'big.txt'), bytes);
  // The page keeps painting while the worker reads the file: each frame notes the progress it
  // shows, until the verdict appears.
  await page.evaluate(() => {
    window.progressPerFrame = [];
    const frame = () => {
      window.progressPerFrame.push(document.querySelector('#file-progress').value);
      if (!document.querySelector('#file-result .verdict')) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.setInputFiles('#file-input', join(folder, 'big.txt'));
  await page.waitForSelector('#file-result .verdict');
  rmSync(folder, { recursive: true });
  const painted = await page.evaluate(() => window.progressPerFrame);
  const stagesPainted = new Set(painted.filter((value) => value > 0 && value < 1));
  expect(stagesPainted.size).toBeGreaterThanOrEqual(3);
  const result = await page.textContent('#file-result .verdict');
  expect(result).toBe(
    `✗ big.txt is not valid UTF-8. First error at byte ${at.toLocaleString('en')} (line ${line}, column ${column}): overlong C0 could only start a two-byte form of U+0000..U+003F, an overlong form of code points that take one byte.`,
  );
  const progress = await page.evaluate(() => window.progressSeen);
  expect(progress.some((value) => value > 0 && value < 1)).toBe(true);
  expect(progress[progress.length - 1]).toBe(1);
  const context = await page.$$eval('#file-result tbody tr[data-key] .offset', (cells) => cells.map((c) => c.textContent));
  expect(context).toContain(at.toLocaleString('en')); // offsets are written one way on the page
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test('a valid file is reported valid', async () => {
  const page = await openPage(browser, server.url);
  await page.setInputFiles('#file-input', { name: 'ok.txt', mimeType: 'text/plain', buffer: Buffer.from('héllo wörld\n') });
  await page.waitForFunction(() => document.querySelector('#file-result').textContent.includes('valid UTF-8'));
  expect(await page.textContent('#file-result')).toBe('✓ ok.txt is valid UTF-8 (14 bytes).');
  await page.context().close();
});

test('a 1 MiB paste renders only its first rows, and more as it scrolls', async () => {
  const page = await openPage(browser, server.url);
  const text = 'Ünïcödé 🙂 '.repeat(Math.ceil((1 << 20) / 20));
  const started = Date.now();
  await page.evaluate((value) => {
    const field = document.querySelector('#text-input');
    field.value = value;
    field.dispatchEvent(new Event('input'));
  }, text);
  await page.waitForFunction(() => document.querySelector('#summary').textContent.includes('Valid UTF-8'));
  console.log(`1 MiB paste: first screen after ${Date.now() - started} ms`);
  const firstRows = await page.$$eval('#breakdown tbody tr[data-key]', (trs) => trs.length);
  expect(firstRows).toBeGreaterThan(20);
  expect(firstRows).toBeLessThan(200);
  expect(await page.textContent('#more-rows')).toMatch(/^Showing bytes 0 to \d[\d,]* of [\d,]+; more rows appear as you scroll\.$/);
  await page.$eval('#more-rows', (note) => note.scrollIntoView());
  await page.waitForFunction((before) => document.querySelectorAll('#breakdown tbody tr[data-key]').length > before, firstRows);
  expect(page.problems).toEqual([]);
  await page.context().close();
});

// Without Node's Buffer, long text goes through the browser's own string makers.
test.each(['simd', 'scalar'])('the %s build decodes long text of every kind as TextDecoder does, in Chromium', async (variant) => {
  const page = await openPage(browser, server.url);
  const mismatches = await page.evaluate(async (chosen) => {
    const { load } = await import('./utf8-abnf/js/index.js');
    const utf8 = await load({ variant: chosen });
    const piece = (text, size) => new TextEncoder().encode(text.repeat(Math.ceil(size / text.length))).subarray(0, size);
    const latin = piece('façade élève ', 300000);
    const cjk = piece('你好，世界。', 300000);
    const ascii = piece('plain text ', 300000);
    const joined = (...parts) => {
      const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
      let at = 0;
      for (const part of parts) {
        out.set(part, at);
        at += part.length;
      }
      return out;
    };
    const inputs = [
      latin,
      cjk,
      joined(latin, cjk),
      joined(ascii, latin, ascii),
      joined(cjk, ascii, latin),
      joined(latin, Uint8Array.of(0xff), latin),
    ];
    const decoder = new TextDecoder('utf-8');
    return inputs
      .map((bytes, k) => (utf8.decode(bytes, { errors: 'replace' }) === decoder.decode(bytes) ? null : k))
      .filter((k) => k !== null);
  }, variant);
  expect(mismatches).toEqual([]);
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test.each([
  ['phone', 360, 'light'],
  ['phone', 360, 'dark'],
  ['desktop', 1280, 'light'],
  ['desktop', 1280, 'dark'],
])('screenshot at %s width (%s px, %s)', async (name, width, colorScheme) => {
  mkdirSync('build/screenshots', { recursive: true });
  const page = await openPage(browser, `${server.url}#hex=61f18080e180c262806380bf64c0afe4bda0f09f9880`, {
    viewport: { width, height: 900 },
    colorScheme,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `build/screenshots/${name}-${colorScheme}.png`, fullPage: true });
  expect(page.problems).toEqual([]);
  await page.context().close();
});
