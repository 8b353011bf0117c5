// The teaching page in real Chromium: every notation, the summary, phone width, an unreadable field,
// stale results, editing, links and history.
import { openPage, reloadPage, typeBytesIn } from './browser.js';
import { browser, page, rows, server, showField, typeBytes, usePage, utf8 } from './page-fixture.js';

usePage();

test.each([
  ['E4 BD A0', 'hex'],
  ['e4bda0', 'hex'],
  ['0xE4, 0xBD, 0xA0', 'hex'],
  ['\\xE4\\xBD\\xA0', 'escapes (\\x…)'],
  ['%E4%BD%A0', 'percent-encoding'],
  ["b'\\xe4\\xbd\\xa0'", 'a Python bytes literal'],
  ['11100100 10111101 10100000', 'binary'],
  ['228 189 160', 'decimal numbers'],
  ['0xE40xBD0xA0', 'hex'],
  ['00000000: e4bd a0                                  ...', 'an xxd dump'],
  ['00000000  e4 bd a0                                          |...|\n00000003', 'a hexdump -C dump'],
  ['U+4F60', 'code points, encoded in UTF-8'],
])('the Bytes field reads %s', async (text, notation) => {
  await typeBytes(text);
  expect(await page.textContent('#bytes-status')).toBe(`3 bytes, read as ${notation}.`);
  expect(await rows()).toEqual([
    {
      offset: '0',
      hex: 'E4 BD A0',
      bits: ['1110|0100', '10|111101', '10|100000'],
      rule: 'UTF8-3, alternative 2',
      ruleText: 'UTF8-3 = %xE1-EC 2( UTF8-tail )',
      codePoint: 'U+4F60',
      character: '你',
      reason: null,
      message: 'E4 BD A0 matches UTF8-3 = %xE1-EC 2( UTF8-tail ) and encodes U+4F60.',
      hint: null,
      invalid: false,
    },
  ]);
  expect(await page.inputValue('#text-input')).toBe('你');
  expect(await page.textContent('#summary')).toContain('✓ Valid UTF-8 · 3 bytes · 1 code point · 1 character');
});

test('the summary counts bytes, code points and characters as a reader sees them, and writes offsets one way', async () => {
  await typeBytes('F0 9F 91 A8 E2 80 8D F0 9F 91 A9 E2 80 8D F0 9F 91 A7'); // 👨‍👩‍👧
  expect(await page.textContent('#summary')).toContain('✓ Valid UTF-8 · 18 bytes · 5 code points · 1 character');
  await typeBytes(`${'41 '.repeat(1500)}C0`);
  expect(await page.textContent('#summary')).toContain('the first at byte 1,500 overlong form');
  expect(await page.textContent('#summary .verdict .reason')).toBe('overlong form'); // a name, shown as one: a badge
  await typeBytes('EF BF BF F4 8F BF BF');
  expect((await rows()).map((r) => r.character)).toEqual(['NONCHAR', 'NONCHAR']);
});

test('nothing is wider than a 320 px phone', async () => {
  const phone = await openPage(browser, server.url, { viewport: { width: 320, height: 640 } });
  for (const bytes of ['E4 BD A0 E0 80 AF F0 9F 98 80', '61 F1 80 80 E1 80 C2 62 80 63 80 BF 64', 'ED A0 BD ED B8 80']) {
    await typeBytesIn(phone, bytes);
    expect(await phone.textContent('#bytes-status')).toMatch(new RegExp(`^${bytes.split(' ').length} bytes`));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // The last row is drawn, as a card, once the table's box is scrolled to its end.
    const last = utf8.explain(Uint8Array.from(bytes.split(' '), (h) => Number.parseInt(h, 16))).at(-1);
    await phone.$eval('#breakdown-scroller', (scroller) => {
      scroller.scrollTop = scroller.scrollHeight;
    });
    await phone.waitForSelector(`#breakdown tbody tr[data-offset="${last.index}"]`);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await phone.$eval('#policy-table', (table) => table.getBoundingClientRect().right)).toBeLessThanOrEqual(320);
    // Lines break between the ABNF's elements (never inside UTF8-tail or 2( UTF8-tail )), and a
    // reason's count stays on its badge's line.
    expect(await phone.$$eval('.abnf-element', (parts) => parts.filter((part) => part.getClientRects().length !== 1).length)).toBe(0);
    const countsApart = await phone.$$eval('#summary .reason-counts li', (items) =>
      items
        .filter((item) => {
          const badge = item.querySelector('.reason').getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(item.lastChild); // " × 7"
          const rects = [...range.getClientRects()];
          return rects.length !== 1 || rects[0].top >= badge.bottom || rects[0].bottom <= badge.top;
        })
        .map((item) => item.textContent),
    );
    expect(countsApart).toEqual([]);
  }
  await phone.context().close();
});

test('an unreadable character is pointed at, and what was typed is kept', async () => {
  await typeBytes('E4 BD A0');
  await typeBytes('E4 BG A0');
  expect(await page.textContent('#bytes-status')).toBe(
    'Could not read character 5 (line 1, column 5) as hex: "G" is not a hex digit (0-9, A-F) or a separator.',
  );
  expect(await page.textContent('#bytes-pointer')).toBe('E4 BG A0\n    ^');
  expect(await page.inputValue('#bytes-input')).toBe('E4 BG A0');
  expect(await page.getAttribute('#bytes-input', 'aria-invalid')).toBe('true');
});

const summaryText = () => page.textContent('#summary');
const staleSections = () => page.$$eval('section.stale', (sections) => sections.map((s) => s.id));

test('nothing describes bytes that are not in the field: a lone digit waits, an unreadable field marks the results stale', async () => {
  await page.selectOption('#examples', { index: 1 });
  await typeBytes('E4 BD A0');
  expect(await page.$eval('#examples', (select) => select.value)).toBe('');
  await page.press('#bytes-input', 'Backspace'); // E4 BD A
  await page.waitForFunction(() => document.querySelector('#bytes-status').textContent.includes('waiting'));
  // The byte being typed is named by its offset, as every byte is (#58: one numbering).
  expect(await page.textContent('#bytes-status')).toBe('2 bytes, read as hex; waiting for the second digit of byte 2.');
  expect(await page.$eval('#bytes-status', (p) => p.classList.contains('error'))).toBe(false);
  expect(await summaryText()).toContain('2 bytes');
  expect((await rows()).map((r) => r.hex)).toEqual(['E4 BD']);
  expect(await staleSections()).toEqual([]);
  const statusTop = await page.$eval('#summary', (box) => box.getBoundingClientRect().top);
  await page.press('#bytes-input', 'Backspace'); // "E4 BD " reads again
  await page.waitForFunction(() => document.querySelector('#bytes-status').textContent === '2 bytes, read as hex.');
  expect(await page.$eval('#summary', (box) => box.getBoundingClientRect().top)).toBe(statusTop);
  await page.type('#bytes-input', 'Z');
  await page.waitForFunction(() => document.querySelector('#bytes-status').classList.contains('error'));
  expect(await staleSections()).toEqual(['summary', 'other-encoding', 'breakdown-section', 'policies', 'grammar', 'automaton']);
  // Each says so in text, as the first thing in it: copied and read aloud with it.
  expect(await page.$$eval('section.stale', (sections) => sections.map((s) => s.firstElementChild.textContent))).toEqual(
    Array(6).fill('Of the last readable bytes, not of the field'),
  );
  expect(await page.textContent('#stale-note')).toBe(
    'The Bytes field cannot be read (see above), so what follows describes the last bytes it could be read as: 2 bytes, E4 BD.',
  );
  expect(await page.inputValue('#text-input')).toBe('');
  await page.waitForFunction(() => location.hash === `#raw=${encodeURIComponent('E4 BD Z')}`);
  await page.press('#bytes-input', 'Backspace');
  await page.waitForFunction(() => document.querySelectorAll('section.stale').length === 0);
  expect(await page.isHidden('#stale-note')).toBe(true);
  expect(await page.$$('.stale-mark')).toEqual([]);
});

test('a carriage return survives editing the Text field', async () => {
  await typeBytes('61 0D 0A 62 0D');
  expect(await page.inputValue('#text-input')).toBe('a\nb\n');
  expect(await page.textContent('#text-status')).toBe(
    'The text holds 2 carriage returns (U+000D), which this field shows as a line break; they are kept as they are.',
  );
  await showField('text');
  await page.focus('#text-input');
  await page.press('#text-input', 'End');
  await page.keyboard.type('c');
  await page.waitForFunction(() => document.querySelector('#bytes-input').value === '61 0D 0A 62 0D 63');
  await page.evaluate(() => {
    const field = document.querySelector('#text-input');
    field.setSelectionRange(0, 1);
  });
  await page.keyboard.type('x');
  await page.waitForFunction(() => document.querySelector('#bytes-input').value === '78 0D 0A 62 0D 63');
});

test('links: each settled input is a history entry, Back returns to it, an empty page reloads empty', async () => {
  const tab = await openPage(browser, server.url);
  const settledAt = (hash) => tab.waitForFunction((h) => location.hash === h, hash);
  await settledAt('#hex=41e4bda0f09f9880c0af');
  await tab.fill('#bytes-input', '41');
  await settledAt('#hex=41');
  await tab.fill('#bytes-input', '42 43');
  await settledAt('#hex=4243');
  await tab.goBack();
  await tab.waitForFunction(() => document.querySelector('#bytes-input').value === '41');
  expect(await tab.textContent('#summary')).toContain('1 byte');
  await tab.goBack();
  await tab.waitForFunction(() => document.querySelector('#bytes-input').value === '41 E4 BD A0 F0 9F 98 80 C0 AF');
  await tab.goForward();
  await tab.waitForFunction(() => document.querySelector('#bytes-input').value === '41');
  // Copy link right after an edit copies the edit, not the input before it.
  await tab.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await tab.fill('#bytes-input', 'C3 A9');
  await tab.click('#share');
  await tab.waitForFunction(() => document.querySelector('#share-status').textContent.startsWith('Link copied'));
  expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}?lang=en#hex=c3a9`);
  // An input too large for a link: no link, and the bytes offered as a file.
  await tab.fill('#bytes-input', '41 '.repeat(5000));
  await tab.click('#share');
  await tab.waitForSelector('#share-status a[download]');
  expect(await tab.textContent('#share-status')).toBe(
    'A link holds at most 4,096 bytes and this input has 5,000 bytes: no link was copied; download the bytes as a file instead.',
  );
  expect(tab.url()).toBe(`${server.url}?lang=en#too-large=5000`);
  // A reload (or Back) in this tab brings the input back: this entry kept it (sessionStorage).
  await reloadPage(tab);
  expect(await tab.textContent('#summary')).toContain('5,000 bytes');
  expect((await tab.inputValue('#bytes-input')).replace(/\s+/g, ' ').trim()).toBe('41 '.repeat(5000).trim());
  await tab.fill('#bytes-input', '42');
  await settledAt('#hex=42');
  await tab.goBack();
  await tab.waitForFunction(() => document.querySelector('#summary').textContent.includes('5,000 bytes'));
  // The link alone, elsewhere, cannot: it says so.
  const elsewhere = await openPage(browser, `${server.url}?lang=en#too-large=5000`);
  expect(await elsewhere.textContent('#bytes-status')).toBe(
    'This link was made from an input of 5,000 bytes, more than a link holds (4,096): the page starts empty.',
  );
  await elsewhere.context().close();
  await tab.fill('#bytes-input', '41');
  await tab.fill('#bytes-input', '');
  await settledAt('#hex=');
  await reloadPage(tab);
  expect(await tab.inputValue('#bytes-input')).toBe('');
  expect(await tab.textContent('#summary')).toBe('Paste bytes, type text or choose an example.');
  expect(tab.problems).toEqual([]);
  await tab.context().close();
});

test('Next error starts at the first error, even at byte 0, and Previous goes back', async () => {
  await typeBytes('E4 BD 41 C0 AF');
  const position = async (button) => {
    await page.click(button);
    return page.textContent('#breakdown-position');
  };
  expect(await position('#next-error')).toBe('Error 1 of 3, at byte 0.');
  expect(await position('#next-error')).toBe('Error 2 of 3, at byte 3.');
  expect(await position('#next-error')).toBe('Error 3 of 3, at byte 4.');
  expect(await position('#next-error')).toMatch(/^No error after this row/);
  expect(await position('#previous-error')).toBe('Error 2 of 3, at byte 3.');
  expect(await position('#previous-error')).toBe('Error 1 of 3, at byte 0.');
  expect(await position('#previous-error')).toMatch(/^No error before this row/);
});
