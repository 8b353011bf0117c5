// npm run bench:page: the page as a person feels it, in Chromium. For each input: the time from
// the input event (a paste, or the field set at once) to the first frame painted after it, and the
// longest task the main thread ran meanwhile and in the second after it; a real keystroke at the
// end of 60 KiB of text, beside the same keystroke in a bare textarea; the file check of 20 MB,
// valid and random. Medians of 5 runs; prints tables. Needs the page built (./build.sh) and
// Debian's chromium.
import { randomFillSync } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { launchBrowser, openPage, startServer } from '../browser/browser.js';
import { median } from './harness.js';

const RUNS = 5;

const hexOf = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
function text(size) {
  const piece = 'UTF-8 teaching: 你好，世界 — ünïcödé 🙂 ';
  const bytes = new TextEncoder().encode(piece.repeat(Math.ceil(size / 40)));
  let end = size;
  while ((bytes[end] & 0xc0) === 0x80) end--; // whole characters
  return new TextDecoder().decode(bytes.subarray(0, end));
}
const bytesOf = (size) => new TextEncoder().encode(text(size));

// Each case: [name, field, how the text arrives ('type' sets the field and fires input; 'paste'
// fires a paste event), the text, and what the field holds before].
const CASES = [
  ['16 B typed as hex', '#bytes-input', 'type', hexOf(bytesOf(16)), ''],
  ['64 KiB of hex pasted', '#bytes-input', 'paste', hexOf(bytesOf(64 << 10)), ''],
  ['1 MiB of hex pasted', '#bytes-input', 'paste', hexOf(bytesOf(1 << 20)), ''],
  ['1 MiB of text pasted', '#text-input', 'paste', text(1 << 20), ''],
  ['60 KiB of text set at once', '#text-input', 'type', `${text(60 << 10)}x`, text(60 << 10)],
];

// A key pressed at the end of 60 KiB of text in the field `selector` (shown): from its keydown to
// the first frame painted after it, in ms.
async function keystrokes(page, selector) {
  const before = text(60 << 10);
  await page.evaluate(
    ([field, old]) => {
      const node = document.querySelector(field);
      node.value = old;
      node.dispatchEvent(new Event('input'));
      node.focus();
      node.setSelectionRange(old.length, old.length);
    },
    [selector, before],
  );
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    await page.waitForTimeout(300);
    await page.evaluate((field) => {
      window.painted = new Promise((resolve) =>
        document.querySelector(field).addEventListener(
          'keydown',
          () => {
            const start = performance.now();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          },
          { once: true },
        ),
      );
    }, selector);
    await page.keyboard.press('x');
    times.push(await page.evaluate(() => window.painted));
  }
  return median(times);
}

// The file check of `bytes`, named `name`: from the file chosen to its verdict shown, in ms.
async function fileCheck(page, name, bytes) {
  await page.evaluate(() => {
    window.checked = new Promise((resolve) =>
      document.querySelector('#file-input').addEventListener('change', () => resolve(performance.now()), { once: true }),
    );
  });
  await page.setInputFiles('#file-input', { name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
  await page.waitForFunction((file) => document.querySelector('#file-result .verdict')?.textContent.includes(file), name, {
    timeout: 600000,
    polling: 20,
  });
  return page.evaluate(async () => performance.now() - (await window.checked));
}

async function measure(page, [, field, how, value, before]) {
  await page.evaluate(
    ([selector, old]) => {
      const node = document.querySelector(selector);
      node.value = old;
      node.dispatchEvent(new Event('input'));
    },
    [field, before],
  );
  await page.waitForTimeout(300);
  return page.evaluate(
    ([selector, arrival, text]) =>
      new Promise((resolve) => {
        const tasks = [];
        const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration)));
        observer.observe({ type: 'longtask' });
        const node = document.querySelector(selector);
        const start = performance.now();
        if (arrival === 'paste') {
          const data = new DataTransfer();
          data.setData('text/plain', text);
          node.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        } else {
          node.value = text;
          node.dispatchEvent(new Event('input'));
        }
        // The first frame painted after the input: two animation frames later.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const firstScreen = performance.now() - start;
            setTimeout(() => {
              observer.disconnect();
              resolve({ firstScreen, longestTask: Math.max(0, ...tasks) });
            }, 1000);
          }),
        );
      }),
    [field, how, value],
  );
}

// What a browser fetches: until the page is ready (the first breakdown drawn), and until the
// names of that breakdown are shown. Sizes as served and gzipped (as a static host would send them).
async function weigh(url) {
  const page = await openPage(browser, null);
  const fetched = [];
  page.on('response', async (response) => {
    const body = await response.body().catch(() => null);
    if (body) fetched.push({ url: response.url(), size: body.length, gzipped: gzipSync(body).length });
  });
  await page.goto(url);
  await page.waitForSelector('body[data-ready]');
  await page.waitForTimeout(100);
  const ready = fetched.filter((f) => !f.url.includes('/names/'));
  await page.waitForFunction(() => [...document.querySelectorAll('#breakdown .char-name')].every((n) => n.textContent !== '…'));
  await page.waitForTimeout(100);
  await page.context().close();
  const sum = (list) => [list.length, list.reduce((a, f) => a + f.size, 0), list.reduce((a, f) => a + f.gzipped, 0)];
  return { ready: sum(ready), names: sum(fetched.filter((f) => f.url.includes('/names/'))) };
}

const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
try {
  const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
  const weight = await weigh(server.url);
  console.log('| what a browser fetches | files | as served | gzipped |');
  console.log('|---|---:|---:|---:|');
  console.log(`| the page, until its first breakdown | ${weight.ready[0]} | ${kb(weight.ready[1])} | ${kb(weight.ready[2])} |`);
  console.log(`| then the names of the example's characters | ${weight.names[0]} | ${kb(weight.names[1])} | ${kb(weight.names[2])} |`);
  console.log('');
  const page = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  console.log('| input | to the first screen (ms) | longest task (ms) |');
  console.log('|---|---:|---:|');
  for (const input of CASES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(page, input));
    if (process.env.DEBUG) console.log(runs);
    const first = median(runs.map((r) => r.firstScreen));
    const longest = median(runs.map((r) => r.longestTask));
    console.log(`| ${input[0]} | ${first.toFixed(0)} | ${longest ? longest.toFixed(0) : 'none over 50'} |`);
  }
  console.log('');
  const bare = await openPage(browser, null, { viewport: { width: 1280, height: 900 } });
  await bare.setContent('<textarea id="bare" rows="2" style="width: 100%"></textarea>');
  await page.click('#text-tab');
  console.log('| a keystroke at the end of 60 KiB of text | to the first screen (ms) |');
  console.log('|---|---:|');
  console.log(`| in the page's Text field | ${(await keystrokes(page, '#text-input')).toFixed(0)} |`);
  console.log(`| in a bare textarea, nothing listening | ${(await keystrokes(bare, '#bare')).toFixed(0)} |`);
  console.log('');
  const size = 20 << 20;
  const valid = new TextEncoder().encode(text(size));
  const random = randomFillSync(new Uint8Array(size));
  const checks = { valid: [], random: [] };
  for (let run = 0; run < 3; run++) {
    checks.valid.push(await fileCheck(page, `valid-${run}.txt`, valid));
    checks.random.push(await fileCheck(page, `random-${run}.bin`, random));
  }
  const [validMs, randomMs] = [median(checks.valid), median(checks.random)];
  const errors = await page.textContent('#file-result .verdict');
  console.log('| the file check of 20 MB | checked in (ms) | MB/s |');
  console.log('|---|---:|---:|');
  console.log(`| valid text | ${validMs.toFixed(0)} | ${(size / 1e3 / validMs).toFixed(0)} |`);
  console.log(
    `| random bytes (${errors.match(/[\d,]+ errors/)?.[0] ?? 'its errors'}) | ${randomMs.toFixed(0)} | ${(size / 1e3 / randomMs).toFixed(0)} |`,
  );
  console.log(`random bytes take ${(randomMs / validMs).toFixed(1)} times as long as valid text`);
  if (page.problems.length) console.log('page problems:', page.problems);
} finally {
  await browser.close();
  server.stop();
}
