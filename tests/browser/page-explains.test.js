// The teaching page in real Chromium: every reason and hint worded as the package words them,
// hostile input, badges, selection, the keyboard, no WebAssembly, the Content Security Policy.
import { say } from '../../js/texts.js';
import { openPage } from './browser.js';
import { browser, page, rows, server, showField, typeBytes, usePage, utf8 } from './page-fixture.js';

usePage();

test('every failure reason is worded as the package words it, one example each', async () => {
  // The group of one example per reason (its label is the page's English).
  const options = await page.$$eval('#examples optgroup[label="Invalid: one per reason"] option', (list) => list.map((o) => o.value));
  const seen = new Set();
  for (const hex of options) {
    await page.selectOption('#examples', hex);
    await page.waitForFunction((h) => document.querySelector('#bytes-input').value === h, hex);
    const bytes = Uint8Array.from(hex.split(' '), (h) => parseInt(h, 16));
    const expected = utf8.explain(bytes, { hints: true });
    const shown = await rows();
    expect(shown.map((r) => r.message)).toEqual(expected.map((s) => s.message));
    // Each reason by its name in words (the package's catalog), its code staying in the API.
    expect(shown.map((r) => r.reason)).toEqual(expected.map((s) => s.reason && say('en', `reason.${s.reason}`)));
    expect(shown.map((r) => r.hint)).toEqual(expected.map((s) => (s.hint ? `Hint: ${s.hint}` : null)));
    for (const s of expected) if (s.reason) seen.add(s.reason);
  }
  expect([...seen].sort()).toEqual([
    'invalid-byte',
    'missing-continuation',
    'overlong',
    'surrogate',
    'too-large',
    'truncated',
    'unexpected-continuation',
  ]);
});

test('the hints of the classics', async () => {
  const hintOf = async (hex) => {
    await typeBytes(hex);
    return (await rows()).map((r) => r.hint).filter(Boolean);
  };
  expect(await hintOf('C0 AF')).toEqual([
    'Hint: C0 AF is an overlong 2-byte form of U+002F "/", whose one valid encoding is 2F; overlong forms were used to smuggle characters such as "/" past filters.',
  ]);
  expect(await hintOf('C0 80')).toEqual([
    'Hint: C0 80 is Java\'s "Modified UTF-8" NUL (also used by Tcl and Android\'s DEX): standard UTF-8 writes U+0000 as 00.',
  ]);
  expect((await hintOf('ED A0 BD ED B8 80'))[0]).toContain('is CESU-8');
  expect((await hintOf('ED A0 BD ED B8 80'))[0]).toContain('U+1F600');
  expect(await hintOf('F8 88 80 80 80')).toEqual([expect.stringContaining('5-byte forms of RFC 2279')]);
  expect(await hintOf('C3 83 C2 A9')).toEqual([
    'Hint: "Ã©" looks like "é" encoded twice: its UTF-8 bytes C3 A9 were read as Windows-1252 and encoded again.',
  ]);
});

test('typing at the end of a long input keeps the top rows, as a fresh drawing would draw them', async () => {
  const long = 'ED A0 BD ED B8 80 '.concat('E4 BD A0 C3 A9 '.repeat(80)).trim();
  await typeBytes(long);
  await page.$eval('#breakdown tbody tr', (tr) => {
    tr.kept = true;
  });
  await typeBytes(`${long} 80`);
  expect(await page.$eval('#breakdown tbody tr', (tr) => tr.kept)).toBe(true);
  const kept = await rows();
  await typeBytes('41');
  await typeBytes(`${long} 80`);
  expect(await page.$eval('#breakdown tbody tr', (tr) => tr.kept)).toBeUndefined();
  const fresh = await rows();
  const both = Math.min(kept.length, fresh.length); // how many are drawn depends on the rows' height seen before
  expect(both).toBeGreaterThan(5);
  expect(fresh.slice(0, both)).toEqual(kept.slice(0, both));
  // A change among the first bytes draws the table again.
  await typeBytes(`ED A0 BD ED B8 81 ${long.slice(18)} 80`);
  expect((await rows()).find((row) => row.offset === '5').hex).toBe('81');
});

test('a long text has its characters counted too, just after the frame that shows it', async () => {
  await showField('text');
  await page.fill('#text-input', 'e\u0301'.repeat(10000));
  await page.waitForFunction(() => document.querySelector('#summary').textContent.includes('10,000 characters'));
  expect(await page.textContent('#summary .verdict')).toBe('✓ Valid UTF-8 · 30,000 bytes · 20,000 code points · 10,000 characters');
});

test('the Text field shows its bytes and reports a lone surrogate', async () => {
  await showField('text');
  await page.fill('#text-input', 'é😀');
  await page.waitForFunction(() => document.querySelector('#bytes-input').value === 'C3 A9 F0 9F 98 80');
  expect(await page.textContent('#text-status')).toBe('3 UTF-16 code units encode to 6 bytes.');
  await page.evaluate(() => {
    const field = document.querySelector('#text-input');
    field.value = '😀\na\ud800b';
    field.dispatchEvent(new Event('input'));
  });
  await page.waitForFunction(() => document.querySelector('#bytes-input').value === 'F0 9F 98 80 0A 61 EF BF BD 62');
  // Characters counted as an editor counts them, from 1, the emoji one character: the same way
  // as a field that cannot be read says where.
  expect(await page.textContent('#text-status')).toBe(
    'Character 4 (line 2, column 2) is a lone surrogate, U+D800: it has no UTF-8 encoding, so it is shown as EF BF BD (U+FFFD), as TextEncoder does.',
  );
});

test('a shared link reopens the same view, and typing updates the link', async () => {
  const shared = await openPage(browser, `${server.url}#hex=61f18080e180c262806380bf64`);
  expect(await shared.inputValue('#bytes-input')).toBe('61 F1 80 80 E1 80 C2 62 80 63 80 BF 64');
  expect(await shared.textContent('#decoded')).toBe('a\uFFFD\uFFFD\uFFFDb\uFFFDc\uFFFD\uFFFDd');
  expect(await shared.$$eval('#policy-table td.count', (cells) => cells.map((c) => c.textContent))).toEqual([
    '6',
    '9',
    '0 (drops 9 bytes)',
    'none: throws at byte 1',
  ]);
  // Which decoder does what: this package's utf8.decode named as such, apart from Go's utf8.
  expect(await shared.$$eval('#policy-table tbody tr td:nth-child(2)', (cells) => cells.map((c) => c.textContent))).toEqual([
    "Browsers and TextDecoder (WHATWG), Python, Rust: Unicode's recommended practice",
    "Go's range loop and utf8.DecodeRune, many older decoders",
    "this package's utf8.decode with errors: 'ignore'; iconv -c",
    "TextDecoder with fatal: true; this package's utf8.decode (strict, its default)",
  ]);
  await shared.fill('#bytes-input', 'C2 A9');
  await shared.waitForFunction(() => location.hash === '#hex=c2a9');
  await shared.goto(`${server.url}#text=${encodeURIComponent('ö')}`);
  await shared.waitForFunction(() => document.querySelector('#bytes-input').value === 'C3 B6');
  expect(shared.problems).toEqual([]);
  await shared.context().close();
});

test('a bad or hostile fragment gives a plain message and injects nothing', async () => {
  const fragments = ['hex=zz', 'hex=e4b', 'foo=1', 'too-large=junk', 'too-large=-5', 'too-large=12', 'too-large=1e400'];
  for (const fragment of [...fragments, `hex=${encodeURIComponent('"><img src=x onerror=window.pwned=1>')}`]) {
    const hostile = await openPage(browser, `${server.url}#${fragment}`);
    expect(await hostile.textContent('#bytes-status')).toMatch(/^The link's #/);
    expect(await hostile.textContent('#summary')).not.toBe('');
    expect(await hostile.evaluate(() => window.pwned)).toBeUndefined();
    expect(await hostile.$$('main img')).toHaveLength(0);
    expect(hostile.problems).toEqual([]);
    await hostile.context().close();
  }
  const script = await openPage(
    browser,
    `${server.url}#text=${encodeURIComponent('<script>window.pwned=1</script><img src=x onerror="window.pwned=2">')}`,
  );
  expect(await script.textContent('#decoded')).toBe('<script>window.pwned=1</script><img src=x onerror="window.pwned=2">');
  expect(await script.evaluate(() => window.pwned)).toBeUndefined();
  await script.context().close();
  // A text too long for a field stays out of it, as a long paste does, and is still the input.
  const long = await openPage(browser, `${server.url}#text=${'ab'.repeat(50000)}`);
  expect(await long.inputValue('#text-input')).toBe('');
  expect(await long.textContent('#text-status')).toBe(
    'The text has 100,000 UTF-16 code units, too many for this field to stay quick: the decoded text below shows it.',
  );
  expect(await long.textContent('#summary')).toContain('100,000 bytes');
  await long.context().close();
});

test('markup in the bytes is shown as text, never run', async () => {
  const markup = '<img src=x onerror=window.pwned=1><b>bold</b>';
  await typeBytes(Array.from(new TextEncoder().encode(markup), (b) => b.toString(16)).join(' '));
  expect(await page.textContent('#decoded')).toBe(markup);
  expect(await page.$$('main img, main b')).toHaveLength(0);
  expect(await page.evaluate(() => window.pwned)).toBeUndefined();
  expect(await page.textContent('#breakdown tr.ascii-run .run-text')).toBe('<img src=x onerror=window.pwned=1><b>bol…'); // the first 40
  expect(await page.textContent('#breakdown tr.ascii-run .message')).toMatch(/^45 ASCII bytes \(00\.\.7F\), bytes 0 to 44:/);
});

test('the rows of one attempted sequence are boxed together and never contradict each other', async () => {
  for (const [hex, attempt] of [
    ['ED A0 80', 'ED A0 80: a 3-byte form of U+D800, a UTF-16 surrogate, cut into three maximal subparts, each one U+FFFD.'],
    ['E0 80 AF', 'E0 80 AF: an overlong 3-byte form of U+002F, cut into three maximal subparts, each one U+FFFD.'],
    ['F4 90 80 80', 'F4 90 80 80: a 4-byte form of U+110000, beyond U+10FFFF, cut into four maximal subparts, each one U+FFFD.'],
    ['C0 AF', 'C0 AF: an overlong 2-byte form of U+002F, cut into two maximal subparts, each one U+FFFD.'],
  ]) {
    await typeBytes(hex);
    const shown = await page.$$eval('#breakdown tbody tr', (trs) =>
      trs.map((tr) => ({
        classes: [...tr.classList].filter((c) => c.startsWith('attempt')),
        message: tr.querySelector('.message').textContent,
      })),
    );
    const count = hex.split(' ').length;
    expect(shown).toHaveLength(count);
    expect(shown[0].classes).toEqual(['attempt', 'attempt-first']);
    expect(shown.at(-1).classes).toEqual(['attempt', 'attempt-last']);
    expect(await page.textContent('#breakdown .attempt-note')).toBe(`One attempted sequence, ${count} rows: ${attempt}`);
    for (const row of shown.slice(1)) {
      expect(row.message).toMatch(
        new RegExp(`^[0-9A-F]{2} would have been the \\w+ byte of the ${count}-byte form that ${hex.slice(0, 2)} began at byte 0`),
      );
      expect(row.message).not.toContain('no lead byte');
    }
  }
  // CESU-8: the pair's hint is told once, on its first row; the second half points back to it.
  await typeBytes('ED A0 BD ED B8 80');
  const hints = (await rows()).map((r) => r.hint).filter(Boolean);
  expect(hints).toEqual([
    expect.stringContaining('is CESU-8'),
    'Hint: ED B8 80 is the second half of the CESU-8 pair that begins with the 3 bytes before it: see the hint there.',
  ]);
});

test('the decoded text is shown as a browser renders it, badges inside characters only on request', async () => {
  const text = 'नमस्ते 👨\u200d👩\u200d👧 ❤\ufe0f cafe\u0301 a\u200bb';
  await typeBytes(Array.from(new TextEncoder().encode(text), (b) => b.toString(16)).join(' '));
  expect(await page.textContent('#decoded')).toBe('नमस्ते 👨\u200d👩\u200d👧 ❤\ufe0f cafe\u0301 aZWSPb');
  expect(await page.$$eval('#decoded .badge', (badges) => badges.map((b) => b.textContent))).toEqual(['ZWSP']);
  await page.check('#every-invisible');
  expect(await page.$$eval('#decoded .badge', (badges) => badges.map((b) => b.textContent))).toEqual(['ZWJ', 'ZWJ', 'ZWSP']);
  expect(await page.$$eval('#decoded .combining', (marks) => marks.length)).toBe(4); // virama, vowel sign, VS16, acute
  await page.uncheck('#every-invisible');
});

test('invisible, control, combining and bidi characters are badges, never raw', async () => {
  await typeBytes('61 E2 80 AE 62 E2 80 8B 00 0A CC 81 EF BB BF');
  const characters = (await rows()).map((r) => r.character);
  expect(characters).toEqual(['a', 'RLO', 'b', 'ZWSP', 'NUL', 'LF', '\u25CC\u0301', 'BOM']);
  const decodedBadges = await page.$$eval('#decoded .badge', (badges) => badges.map((b) => b.textContent));
  expect(decodedBadges).toEqual(['RLO', 'ZWSP', 'NUL', 'BOM']);
  expect(await page.$eval('#decoded', (pre) => pre.textContent.includes('\u202E'))).toBe(false);
});

test('selecting a row highlights its alternative, and an alternative its rows', async () => {
  await typeBytes('E4 BD A0 41 E5 A5 BD');
  await page.click('#breakdown tbody tr[data-key="UTF8-3/2"]');
  expect(await page.getAttribute('#abnf button[data-alternative="UTF8-3/2"]', 'aria-pressed')).toBe('true');
  expect(await page.$$eval('#breakdown tr.selected', (trs) => trs.length)).toBe(2);
  await page.click('#abnf button[data-alternative="UTF8-1/1"]');
  expect(await page.$$eval('#breakdown tr.selected .hex', (cells) => cells.map((c) => c.textContent))).toEqual(['41']);
  expect(await page.$eval('#ranges tr[data-alternative="UTF8-1/1"]', (tr) => tr.classList.contains('selected'))).toBe(true);
  expect(await page.$eval('#abnf button[data-alternative="UTF8-3/2"]', (b) => b.classList.contains('used'))).toBe(true);
  expect(await page.$eval('#abnf button[data-alternative="UTF8-4/1"]', (b) => b.classList.contains('used'))).toBe(false);
});

test("the summary's first error link brings that row into the window, and the automaton speaks only when stepped", async () => {
  const viewport = page.viewportSize();
  await typeBytes(`${'E4 BD A0 '.repeat(200)}FF`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.click('#summary .go-to-error');
  const row = await page.$eval('#breakdown tbody tr[data-offset="600"]', (tr) => tr.getBoundingClientRect().toJSON());
  expect(row.top).toBeGreaterThanOrEqual(0);
  expect(row.bottom).toBeLessThanOrEqual(viewport.height);
  // Typing resets the walk without a word; Step is heard.
  expect(await page.getAttribute('#automaton-step', 'aria-live')).toBe('off');
  await page.click('#automaton-next');
  expect(await page.getAttribute('#automaton-step', 'aria-live')).toBe('polite');
  await typeBytes('41');
  expect(await page.getAttribute('#automaton-step', 'aria-live')).toBe('off');
});

test('the page works from the keyboard', async () => {
  await typeBytes('41 C2 A9');
  await page.focus('#breakdown tbody tr[data-key]');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  expect(await page.getAttribute('#abnf button[data-alternative="UTF8-2/1"]', 'aria-pressed')).toBe('true');
  await page.focus('#abnf button[data-alternative="UTF8-1/1"]');
  await page.keyboard.press('Enter');
  expect(await page.getAttribute('#abnf button[data-alternative="UTF8-1/1"]', 'aria-pressed')).toBe('true');
  const labelled = await page.$$eval('textarea, select, input', (fields) => fields.every((f) => f.labels.length > 0));
  expect(labelled).toBe(true);
});

test('without WebAssembly the page says so instead of going blank', async () => {
  const context = await browser.newContext();
  const bare = await context.newPage();
  await bare.addInitScript(() => {
    delete globalThis.WebAssembly;
  });
  await bare.goto(server.url);
  await bare.waitForSelector('#fatal:not([hidden])');
  expect(await bare.textContent('#fatal')).toContain('WebAssembly');
  expect(await bare.isHidden('#loading')).toBe(true);
  await context.close();
});

test('the page itself carries a Content Security Policy that forbids inline scripts and eval, and runs under it', async () => {
  // As any static host serves it: no policy header, only the page's own <meta>.
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  const response = await page.goto(server.url);
  expect(response.headers()['content-security-policy']).toBeUndefined();
  const policy = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (meta) => meta.content);
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toMatch(/'unsafe-eval'/);
  await page.waitForSelector('body[data-ready]');
  const blocked = await page.evaluate(
    () =>
      new Promise((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true });
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.body.append(script);
      }),
  );
  expect(blocked).toMatch(/^script-src/);
  expect(await page.evaluate(() => window.inlineRan)).toBeUndefined();
  // Chromium reports the blocked script on the console: that report is this test's expected outcome.
  page.problems = page.problems.filter((problem) => !problem.includes('violates the following Content Security Policy'));
  // A request the page makes after it is ready (names, a chunk) may still be in the handler.
  await page.unrouteAll({ behavior: 'wait' });
});
