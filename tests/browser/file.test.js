// The page under load: a large file checked in a worker with progress, a 1 MiB paste.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPage, servePageForTests } from './browser.js';

const served = servePageForTests();

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
  const page = await openPage(served.browser, served.server.url);
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
  // A frame painted a stage between start and end (how many depends on the machine's speed, so
  // the test asks for one), and the bar was set at every slice the worker reported (25 of 4 MiB).
  const painted = await page.evaluate(() => window.progressPerFrame);
  expect(painted.some((value) => value > 0 && value < 1)).toBe(true);
  const result = await page.textContent('#file-result .verdict');
  expect(result).toBe(
    `✗ \u2068big.txt\u2069 is not valid UTF-8: 2 errors in a file of 104,857,600 bytes. The first at byte ${at.toLocaleString('en')} (line ${line.toLocaleString('en')}, column ${column}): overlong form C0 could only start a 2-byte form of U+0000..U+003F, an overlong form of code points that take one byte.`,
  );
  const progress = await page.evaluate(() => window.progressSeen);
  expect(new Set(progress.filter((value) => value > 0 && value < 1)).size).toBe(24);
  expect(progress[progress.length - 1]).toBe(1);
  const context = await page.$$eval('#file-result tbody tr[data-key] .offset', (cells) => cells.map((c) => c.textContent));
  expect(context).toContain(at.toLocaleString('en')); // offsets are written one way on the page
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test('a valid file is reported valid', async () => {
  const page = await openPage(served.browser, served.server.url);
  await page.setInputFiles('#file-input', { name: 'ok.txt', mimeType: 'text/plain', buffer: Buffer.from('héllo wörld\n') });
  await page.waitForFunction(() => document.querySelector('#file-result').textContent.includes('valid UTF-8'));
  expect(await page.textContent('#file-result')).toBe('✓ \u2068ok.txt\u2069 is valid UTF-8 (14 bytes).');
  await page.context().close();
});

test("a file's name is shown with its invisible characters as badges, isolated from the sentence", async () => {
  const page = await openPage(served.browser, served.server.url);
  await page.setInputFiles('#file-input', { name: 'invoice\u202etxt.exe', mimeType: 'text/plain', buffer: Buffer.from('ok\n') });
  await page.waitForFunction(() => document.querySelector('#file-result').textContent.includes('valid UTF-8'));
  expect(await page.textContent('#file-result')).toBe('✓ \u2068invoice[RLO]txt.exe\u2069 is valid UTF-8 (3 bytes).');
  await page.setInputFiles('#file-input', { name: 'a\u2066b\u001bc.txt', mimeType: 'text/plain', buffer: Buffer.from([0x61, 0xe9]) });
  await page.waitForFunction(() => document.querySelector('#file-result').textContent.includes('not valid'));
  expect(await page.textContent('#file-result .verdict')).toMatch(/^✗ \u2068a\[LRI\]b\[ESC\]c\.txt\u2069 is not valid UTF-8/);
  await page.context().close();
});

// Pastes `text` into a field as a user would (a paste event with clipboard data).
function paste(page, selector, text) {
  return page.evaluate(
    ([sel, value]) => {
      const data = new DataTransfer();
      data.setData('text/plain', value);
      document.querySelector(sel).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [selector, text],
  );
}

const rowOffsets = (page) => page.$$eval('#breakdown tbody tr', (trs) => trs.map((tr) => Number(tr.dataset.offset)));

test('a 1 MiB input: kept out of the field, drawn a screen at a time, and navigable to its last row', async () => {
  const page = await openPage(served.browser, served.server.url, { viewport: { width: 1280, height: 900 } });
  // 1 MiB of text, with a Latin-1 é (E9) in place of an ASCII letter at three places.
  const chunk = new TextEncoder().encode('Ünïcödé 🙂 and plain ASCII words in between. ');
  const bytes = new Uint8Array(1 << 20);
  for (let at = 0; at < bytes.length; at += chunk.length) bytes.set(chunk.subarray(0, bytes.length - at), at);
  for (let at of [1000, 500000, 900000]) {
    while (!(bytes[at] >= 0x61 && bytes[at + 1] < 0x80)) at++;
    bytes[at] = 0xe9;
  }
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
  const errors = (await import('utf8-abnf').then(({ load }) => load())).summarize(bytes, { errorIndexes: true });
  await paste(page, '#bytes-input', hex);
  await page.waitForFunction(() => document.querySelector('#summary').textContent.includes('1,048,576 bytes'));
  expect(await page.inputValue('#bytes-input')).toBe('');
  expect(await page.textContent('#paste-note')).toMatch(/^Bytes written as text were pasted \(3,145,727 characters\)\. It is the input/);
  expect(await page.textContent('#bytes-status')).toBe('1,048,576 bytes, read as hex.');
  expect((await rowOffsets(page)).length).toBeLessThanOrEqual(80);
  // Next error, Previous error and the summary's link reach every error, in order.
  const seen = [];
  for (let k = 0; k < errors.errors; k++) {
    await page.click('#next-error');
    await page.waitForFunction((n) => document.querySelector('#breakdown-position').textContent.startsWith(`Error ${n} of`), k + 1);
    seen.push(await page.$eval('#breakdown tr.target', (tr) => Number(tr.dataset.offset)));
    expect(await page.$eval('#breakdown tr.target', (tr) => tr.classList.contains('invalid'))).toBe(true);
  }
  expect(seen).toEqual(Array.from(errors.errorIndexes));
  await page.click('#next-error');
  expect(await page.textContent('#breakdown-position')).toMatch(/^No error after this row/);
  await page.click('#previous-error');
  await page.waitForFunction(
    (n) => document.querySelector('#breakdown-position').textContent.startsWith(`Error ${n} of`),
    errors.errors - 1,
  );
  await page.click('#summary a.go-to-error');
  await page.waitForFunction(
    (at) => document.querySelector('#breakdown tr.target')?.dataset.offset === String(at),
    errors.firstError.index,
  );
  // Go to offset, in decimal and hex; the last byte; a byte past the end is refused in words.
  await page.fill('#go-to-offset', '0x80000');
  await page.press('#go-to-offset', 'Enter');
  await page.waitForFunction(() => {
    const tr = document.querySelector('#breakdown tr.target');
    return tr && Number(tr.dataset.offset) <= 0x80000 && Number(tr.dataset.end) > 0x80000;
  });
  await page.fill('#go-to-offset', '1,048,575');
  await page.click('#go');
  await page.waitForFunction(() => Number(document.querySelector('#breakdown tr.target')?.dataset.end) === 1048576);
  await page.fill('#go-to-offset', '1048576');
  await page.click('#go');
  expect(await page.textContent('#breakdown-position')).toBe('There is no byte 1,048,576: the input has 1,048,576 bytes (0 to 1,048,575).');
  // Scrolling the box from the top to the bottom draws rows all the way, never more than a few hundred.
  await page.$eval('#breakdown-scroller', (box) => {
    box.scrollTop = 0;
  });
  let most = 0;
  for (let step = 0; step < 30; step++) {
    await page.$eval('#breakdown-scroller', (box) => {
      box.scrollTop += box.scrollHeight / 30;
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shown = await rowOffsets(page);
    most = Math.max(most, shown.length);
    // Rows fill the box wherever it was scrolled to.
    const visible = await page.$$eval('#breakdown tbody tr', (trs) => {
      const box = document.querySelector('#breakdown-scroller').getBoundingClientRect();
      return trs.filter((tr) => {
        const r = tr.getBoundingClientRect();
        return r.bottom > box.top && r.top < box.bottom;
      }).length;
    });
    expect(visible).toBeGreaterThan(0);
  }
  expect(most).toBeLessThan(400);
  await page.$eval('#breakdown-scroller', (box) => {
    box.scrollTop = box.scrollHeight;
  });
  await page.waitForFunction(() => [...document.querySelectorAll('#breakdown tbody tr')].some((tr) => tr.dataset.end === '1048576'));
  // Errors only: one row per error; ASCII runs collapsed by default, one by one when unticked.
  await page.check('#errors-only');
  expect(await page.$$eval('#breakdown tbody tr', (trs) => trs.every((tr) => tr.classList.contains('invalid')))).toBe(true);
  expect((await rowOffsets(page)).length).toBe(errors.errors);
  await page.uncheck('#errors-only');
  expect(await page.$$eval('#breakdown tbody tr.ascii-run', (trs) => trs.length)).toBeGreaterThan(0);
  await page.uncheck('#collapse-ascii');
  expect(await page.$$eval('#breakdown tbody tr.ascii-run', (trs) => trs.length)).toBe(0);
  // The note's button puts the paste in the field after all.
  await page.click('#paste-note button');
  await page.waitForFunction(() => document.querySelector('#bytes-input').value.length === 3145727);
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test('a file with one Latin-1 byte: context cut between characters, the error marked, every error listed', async () => {
  const page = await openPage(served.browser, served.server.url);
  const line = 'Ünïcödé text, line after line.\n';
  const text = Buffer.from(line.repeat(Math.ceil(3.3e6 / Buffer.byteLength(line))));
  const at = 1_650_013; // inside a line; moved to a character's start
  let start = at;
  while ((text[start] & 0xc0) === 0x80) start++;
  const bytes = Buffer.concat([text.subarray(0, start), Buffer.from([0xe9]), text.subarray(start)]);
  await page.setInputFiles('#file-input', { name: 'latin.txt', mimeType: 'text/plain', buffer: bytes });
  await page.waitForSelector('#file-result .verdict');
  expect(await page.textContent('#file-result .verdict')).toMatch(
    /^✗ \u2068latin\.txt\u2069 is not valid UTF-8: 1 error in a file of 3,3\d\d,\d\d\d bytes\./,
  );
  const context = await page.$$eval('#file-result tbody tr', (trs) =>
    trs.map((tr) => ({
      offset: tr.querySelector('.offset').textContent,
      invalid: tr.classList.contains('invalid'),
      target: tr.classList.contains('target'),
    })),
  );
  expect(context.filter((row) => row.invalid)).toEqual([{ offset: start.toLocaleString('en'), invalid: true, target: true }]);
  expect(await page.$$eval('#file-result tbody tr.ascii-run', (trs) => trs.length)).toBeGreaterThan(0);
  const height = await page.$eval('#file-result .context-scroller', (box) => box.getBoundingClientRect().height);
  expect(height).toBeLessThan(700);
  expect(await page.$$eval('#file-errors li, .file-errors li', (items) => items.length)).toBe(1);
  await page.click('.file-errors button');
  await page.waitForFunction(() => document.querySelector('#bytes-status').textContent.includes('opened from the file check'));
  expect(await page.$eval('#breakdown tr.target', (tr) => tr.classList.contains('invalid'))).toBe(true);
  expect(await page.textContent('#summary')).toContain('1 error covering 1 byte');
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test("bytes of a file are explained with the file's offsets, in its error list, its context and the breakdown", async () => {
  const page = await openPage(served.browser, served.server.url);
  const text = Buffer.from('ünïcödé text. '.repeat(8000));
  const at = 50_000 + ((text[50_000] & 0xc0) === 0x80 ? 1 : 0);
  const bytes = Buffer.concat([text.subarray(0, at), Buffer.from([0xed, 0xa0, 0x80]), text.subarray(at)]);
  await page.setInputFiles('#file-input', { name: 'cesu.txt', mimeType: 'text/plain', buffer: bytes });
  await page.waitForSelector('#file-result .verdict');
  const sentence = `A0 would have been the second byte of the 3-byte form that ED began at byte ${at.toLocaleString('en')}, which UTF-8 rejected at its second byte, A0; a continuation byte (80..BF) cannot start a sequence of its own.`;
  const messageAt = (table, offset) =>
    page.$$eval(
      `${table} tbody tr`,
      (trs, shown) => trs.find((tr) => tr.querySelector('.offset').textContent === shown)?.querySelector('.message').textContent,
      offset.toLocaleString('en'),
    );
  expect(await page.textContent('.file-errors li:nth-child(2)')).toContain(sentence);
  expect(await messageAt('#file-result', at + 1)).toBe(sentence);
  await page.click('.file-errors li:nth-child(2) button');
  await page.waitForFunction(() => document.querySelector('#bytes-status').textContent.includes('opened from the file check'));
  expect(await messageAt('#breakdown', at + 1)).toBe(sentence);
  expect(await page.textContent('#breakdown tr.target .offset')).toBe((at + 1).toLocaleString('en'));
  expect(await page.textContent('#breakdown-position')).toMatch(
    new RegExp(`^Showing the row at byte ${(at + 1).toLocaleString('en')}, of bytes [\\d,]+ to [\\d,]+\\.$`),
  );
  expect(await page.textContent('#summary .go-to-error')).toBe(`byte ${at.toLocaleString('en')}`);
  // Go to offset takes the file's offsets, and says which it holds.
  await page.fill('#go-to-offset', '0');
  await page.click('#go');
  expect(await page.textContent('#breakdown-position')).toMatch(/^There is no byte 0: the input has [\d,]+ bytes \([\d,]+ to [\d,]+\)\.$/);
  await page.fill('#go-to-offset', String(at));
  await page.click('#go');
  expect(await page.textContent('#breakdown tr.target .offset')).toBe(at.toLocaleString('en'));
  // The automaton names the bytes by the file's offsets too.
  expect(await page.getAttribute('#automaton-bytes button[data-index="0"]', 'aria-label')).toMatch(/^Walk to byte (\d{2},\d{3}),/);
  expect(page.problems).toEqual([]);
  await page.context().close();
});

// Without Node's Buffer, long text goes through the browser's own string makers.
test.each(['simd', 'scalar'])('the %s build decodes long text of every kind as TextDecoder does, in Chromium', async (variant) => {
  const page = await openPage(served.browser, served.server.url);
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
