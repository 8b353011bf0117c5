// The page's teaching (#22): how each code point is built, Copy as, the failure marked in the
// grammar, each policy's text, a repaired file, Kuhn's stress test among the examples.
import { readFileSync } from 'node:fs';
import { launchBrowser, openPage, startServer, typeBytesIn } from './browser.js';

let server;
let browser;
let page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = await openPage(browser, server.url, { acceptDownloads: true });
});
afterAll(async () => {
  await browser?.close();
  server?.stop();
});
afterEach(() => {
  expect(page.problems).toEqual([]);
});

const typeBytes = (text) => typeBytesIn(page, text);

test('each valid row shows how its bytes carry the code point, both ways', async () => {
  await typeBytes('E4 BD A0');
  const [summary, decoding, encoding] = await page.$$eval('#breakdown .construction', ([details]) => [
    details.querySelector('summary').textContent,
    ...[...details.querySelectorAll('p')].map((p) => p.textContent),
  ]);
  expect(summary).toBe('How E4 BD A0 carries U+4F60');
  expect(decoding).toBe('Decoding: the payload bits 0100 · 111101 · 100000 joined are 0100 1111 0110 0000, which is 0x4F60: U+4F60.');
  expect(encoding).toBe('Encoding: U+4F60 in 16 bits, cut 4 · 6 · 6, each part after its marker: 11100100 10111101 10100000 = E4 BD A0.');
  // An overlong form: the code point it would have meant, and why a shorter form exists.
  await typeBytes('C0 AF');
  const overlong = await page.$$eval('#breakdown .construction p', (ps) => ps.map((p) => p.textContent));
  expect(overlong[0]).toBe('Decoding: the payload bits 00000 · 101111 joined are 000 0010 1111, which is 0x2F: U+002F.');
  expect(overlong[2]).toBe(
    'U+002F fits in 1 byte, so its one valid form is the 1-byte one: a longer form of the same bits is overlong, and UTF-8 forbids it so that each code point has one spelling.',
  );
});

test('Copy as writes 你😀 in every notation', async () => {
  await page.click('#text-tab');
  await page.fill('#text-input', '你😀');
  await page.waitForFunction(() => document.querySelector('#bytes-input').value === 'E4 BD A0 F0 9F 98 80');
  const shown = {};
  for (const id of await page.$$eval('#copy-as option', (options) => options.map((o) => o.value))) {
    await page.selectOption('#copy-as', id);
    shown[id] = await page.textContent('#copy-preview');
  }
  expect(shown).toEqual({
    hex: 'E4 BD A0 F0 9F 98 80',
    c: '"\\xe4\\xbd\\xa0\\xf0\\x9f\\x98\\x80"',
    js: '"\\u4F60\\u{1F600}"',
    percent: '%E4%BD%A0%F0%9F%98%80',
    html: '&#x4F60;&#x1F600;',
    utf16: '4F60 D83D DE00',
    utf32: '00004F60 0001F600',
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.selectOption('#copy-as', 'js');
  await page.click('#copy');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('"\\u4F60\\u{1F600}"');
  await typeBytes('C0 AF');
  expect(await page.textContent('#copy-preview')).toBe('These bytes are not valid UTF-8, so they have no text to write this way.');
  expect(await page.isDisabled('#copy')).toBe(true);
});

test('selecting an invalid row marks where its attempt failed, in the ABNF and in Table 3-7', async () => {
  await typeBytes('E0 80');
  await page.click('#breakdown tbody tr[data-offset="0"]');
  expect(await page.getAttribute('#abnf button[data-alternative="UTF8-3/1"]', 'aria-pressed')).toBe('true');
  expect(await page.$eval('#abnf button[data-alternative="UTF8-3/1"]', (b) => b.classList.contains('failed'))).toBe(true);
  // Its place in the sequence is an ordinal: "byte N" is always an offset (#58).
  expect(await page.textContent('#abnf .failure-note')).toBe("%xA0-BF expected, 80 came (the sequence's second byte of 3)");
  const cells = await page.$$eval('#ranges tr[data-alternative="UTF8-3/1"] td', (tds) => tds.map((td) => td.className));
  expect(cells[1]).toContain('failed');
  expect(await page.textContent('#ranges td.failed .failure-note')).toBe('%xA0-BF expected, 80 came');
  await page.click('#breakdown tbody tr[data-offset="0"]'); // again: cleared
  expect(await page.$$('#grammar .failure-note')).toHaveLength(0);
  await typeBytes('E4 BD');
  await page.click('#breakdown tbody tr[data-offset="0"]');
  expect(await page.textContent('#abnf .failure-note')).toBe("%x80-BF expected, the input ended (the sequence's third byte of 3)");
});

test("each policy's text for Table 3-8's example", async () => {
  await typeBytes('61 F1 80 80 E1 80 C2 62 80 63 80 BF 64');
  const texts = await page.$$eval('#policy-table tbody tr', (trs) => trs.map((tr) => tr.querySelector('.policy-text').textContent));
  const R = '\uFFFD';
  expect(texts).toEqual([`a${R.repeat(3)}b${R}c${R.repeat(2)}d`, `a${R.repeat(6)}b${R}c${R.repeat(2)}d`, 'abcd', 'no text: an error']);
});

test('a checked file can be downloaded repaired', async () => {
  const bad = Buffer.concat([Buffer.from('\ufeffcaf'), Buffer.from([0xe9]), Buffer.from(' ok\r\n'), Buffer.from([0xc0, 0xaf])]);
  await page.setInputFiles('#file-input', { name: 'notes.txt', mimeType: 'text/plain', buffer: bad });
  await page.waitForSelector('#file-result .verdict');
  await page.click('#file-result button:has-text("Make a repaired copy")');
  const link = await page.waitForSelector('#file-result a[download]');
  expect(await link.getAttribute('download')).toBe('notes.repaired.txt');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const repaired = readFileSync(await download.path());
  // The BOM and the CR LF stay; each maximal subpart becomes EF BF BD.
  expect(repaired.toString('hex')).toBe(Buffer.from('\ufeffcaf\ufffd ok\r\n\ufffd\ufffd').toString('hex'));
});

// C0, C1 and F5..FF start no rule: their rows say why, and choosing one marks where the byte falls
// outside the leads, in the ABNF and in Table 3-7 (#58); choosing it again clears the mark.
test('a lead byte no rule starts with says so, and marks where it falls outside the leads', async () => {
  await typeBytes('C0 AF F5 80');
  const shown = await page.$$eval('#breakdown tbody tr .rule-name', (names) => names.map((name) => ({ rule: name.textContent })));
  expect(shown.map((r) => r.rule)).toEqual([
    'no rule: no rule starts with C0 (leads run from C2 to F4)',
    'no rule: a continuation byte (80..BF) starts no sequence',
    'no rule: no rule starts with F5 (leads run from C2 to F4)',
    'no rule: a continuation byte (80..BF) starts no sequence',
  ]);
  const marks = () =>
    page.evaluate(() => ({
      failed: [...document.querySelectorAll('#abnf button.failed')].map((b) => b.dataset.alternative),
      notes: [...document.querySelectorAll('#grammar .failure-note')].map((note) => note.textContent),
      cells: [...document.querySelectorAll('#ranges td.failed')].map((td) => `${td.parentElement.dataset.alternative} ${td.cellIndex}`),
      runs: [...document.querySelectorAll('#byte-values tr.failed th')].map((th) => th.textContent),
    }));
  await page.click('#breakdown tbody tr[data-offset="0"]');
  expect(await marks()).toEqual({
    failed: ['UTF8-2/1'],
    notes: ['C0 is below %xC2: no rule starts with it', 'C0 is below %xC2: no rule starts with it'],
    cells: ['UTF8-2/1 1'],
    runs: ['C0..C1'],
  });
  await page.click('#breakdown tbody tr[data-offset="2"]');
  expect(await marks()).toEqual({
    failed: ['UTF8-4/3'],
    notes: ['F5 is above %xF4: no rule starts with it', 'F5 is above %xF4: no rule starts with it'],
    cells: ['UTF8-4/3 1'],
    runs: ['F5..FF'],
  });
  await page.click('#breakdown tbody tr[data-offset="2"]');
  expect(await marks()).toEqual({ failed: [], notes: [], cells: [], runs: [] });
  await page.click('#breakdown tbody tr[data-offset="1"]'); // a continuation byte: nothing to mark
  expect(await marks()).toEqual({ failed: [], notes: [], cells: [], runs: [] });
  // Section 4's summary of every byte value, in its seven runs.
  expect(await page.$$eval('#byte-values tbody th', (heads) => heads.map((th) => th.textContent))).toEqual([
    '00..7F',
    '80..BF',
    'C0..C1',
    'C2..DF',
    'E0..EF',
    'F0..F4',
    'F5..FF',
  ]);
});

test("Kuhn's stress test is among the examples, grouped by his sections", async () => {
  const groups = await page.$$eval('#examples optgroup', (list) => list.map((g) => g.label));
  expect(groups).toContain('Kuhn 3.1: Unexpected continuation bytes');
  expect(groups).toContain('Kuhn 5.2: Paired UTF-16 surrogates');
  await page.selectOption('#examples', { label: '2.3.5 U+110000' });
  await page.waitForFunction(() => document.querySelector('#bytes-input').value === 'F4 90 80 80');
  expect(await page.textContent('#summary')).toContain('beyond U+10FFFF');
  expect(await page.textContent('#breakdown-section')).toContain('maximal subpart is the longest start of a well-formed sequence');
});

test('code points typed in their own field fill Bytes and Text; a surrogate is explained, not taken', async () => {
  await page.click('#code-points-tab');
  for (const [written, hex] of [
    ['U+4F60 U+1F600', 'E4 BD A0 F0 9F 98 80'],
    ['\\uD83D\\uDE00', 'F0 9F 98 80'],
    ['&#x1F600; &#128512;', 'F0 9F 98 80 F0 9F 98 80'],
    ['#65 4F60', '41 E4 BD A0'],
  ]) {
    await page.fill('#code-points-input', written);
    await page.waitForFunction((expected) => document.querySelector('#bytes-input').value === expected, hex);
  }
  expect(await page.inputValue('#text-input')).toBe('A你');
  expect(await page.textContent('#code-points-status')).toBe('2 code points: 4 bytes of UTF-8.');
  await page.fill('#code-points-input', 'U+41 U+D800');
  await page.waitForFunction(() => document.querySelector('#code-points-status').classList.contains('error'));
  expect(await page.textContent('#code-points-status')).toBe(
    'Could not read character 6: U+D800 is a surrogate: UTF-16 uses it only as half of a pair (a high one, D800..DBFF, then a low one, DC00..DFFF), and no UTF-8 encodes it alone. The other fields keep the last code points read.',
  );
  expect(await page.inputValue('#bytes-input')).toBe('41 E4 BD A0');
  // Bytes typed elsewhere show as code points here.
  await typeBytes('F0 9F 98 80 41');
  expect(await page.inputValue('#code-points-input')).toBe('U+1F600 U+0041');
});

test('every code point shows its Unicode name and general category, from the UCD', async () => {
  await typeBytes('E4 BD A0 F0 9F 98 80 C3 A9 00 ED 95 9C EE 80 80 EF BF BF F0 B0 80 80 F3 B0 80 80');
  // The breakdown draws rows as they come into view: scrolled to its end, it has drawn all nine.
  await page.$eval('#breakdown-scroller', (scroller) => scroller.scrollTo(0, scroller.scrollHeight));
  await page.waitForFunction(() => document.querySelectorAll('#breakdown tbody tr').length === 9);
  await page.waitForFunction(() => [...document.querySelectorAll('#breakdown .char-name')].every((n) => n.textContent !== '…'));
  expect(await page.$$eval('#breakdown .char-name', (nodes) => nodes.map((n) => n.textContent))).toEqual([
    'CJK UNIFIED IDEOGRAPH-4F60, Lo',
    'GRINNING FACE, So',
    'LATIN SMALL LETTER E WITH ACUTE, Ll',
    'NULL, Cc',
    'HANGUL SYLLABLE HAN, Lo',
    'private use, Co',
    'noncharacter, Cn',
    'CJK UNIFIED IDEOGRAPH-30000, Lo',
    'private use, Co',
  ]);
  expect(await page.textContent('#names-version')).toMatch(
    /^Character names and general categories: Unicode \d+\.\d+\.\d+, from the Unicode Character Database\.$/,
  );
});

test('the automaton is drawn from the codec and walks E4 BD A0 and ED A0 80 step by step', async () => {
  const states = await page.$$eval('#automaton-drawing .state text', (texts) => texts.map((t) => t.textContent));
  expect(states).toEqual(['Start', 'Need1', 'AfterE0', 'AfterE1', 'AfterED', 'AfterF0', 'AfterF1', 'AfterF4', 'Need2', 'Last3', 'Last4']);
  // Every label is painted after every arrow, on a box that covers it: no arrow runs through a label.
  const drawing = await page.$eval('#automaton-drawing svg', (svg) => {
    const nodes = [...svg.querySelectorAll('.edge path, .edge-label')];
    const covered = [...svg.querySelectorAll('.edge-label')].map((label) => {
      const text = label.getBBox();
      const box = label.previousElementSibling.getBBox();
      return box.x <= text.x && box.y <= text.y && box.x + box.width >= text.x + text.width && box.y + box.height >= text.y + text.height;
    });
    return {
      lastArrow: nodes.findLastIndex((node) => node.tagName === 'path'),
      firstLabel: nodes.findIndex((node) => node.classList.contains('edge-label')),
      covered,
    };
  });
  expect(drawing.firstLabel).toBeGreaterThan(drawing.lastArrow);
  expect(new Set(drawing.covered)).toEqual(new Set([true]));
  // The texts agree: a byte that ends a maximal subpart is read again, and the three states that
  // take the same bytes say why they are three.
  expect(await page.textContent('#breakdown-section .about-breakdown')).toContain('is read again as the start of what follows');
  expect(await page.textContent('#automaton .help')).toContain(
    'it is read again from Start, so an input with errors can take more steps than it has bytes',
  );
  expect(await page.textContent('#automaton .help')).toContain('Need1, Last3 and Last4 take the same bytes');
  const walk = async (hex) => {
    await typeBytes(hex);
    const seen = [];
    while (!(await page.isDisabled('#automaton-next'))) {
      await page.click('#automaton-next');
      seen.push({
        text: await page.textContent('#automaton-step'),
        current: await page.$$eval('#automaton-drawing .state.current text', (t) => t.map((x) => x.textContent)),
        taken: await page.$$eval('#automaton-drawing .edge-label.taken', (t) => t.map((x) => x.textContent)),
      });
    }
    return seen;
  };
  expect(await walk('E4 BD A0')).toEqual([
    { text: 'Step 1 of 3: Byte 0 is E4, of class E1..EC: Start → AfterE1.', current: ['AfterE1'], taken: ['E1..EC, EE..EF'] },
    {
      text: 'Step 2 of 3: Byte 1 is BD, of class A0..BF (part of the continuation bytes 80..BF): AfterE1 → Last3.',
      current: ['Last3'],
      taken: ['80..BF'],
    },
    {
      text: 'Step 3 of 3: Byte 2 is A0, of class A0..BF (part of the continuation bytes 80..BF): Last3 → Start. E4 BD A0 is a whole sequence.',
      current: ['Start'],
      taken: ['80..BF'],
    },
  ]);
  const steps = await walk('ED A0 80');
  expect(steps.map((s) => s.text)).toEqual([
    'Step 1 of 4: Byte 0 is ED, of class ED: Start → AfterED.',
    'Step 2 of 4: Byte 1 is A0, of class A0..BF (part of the continuation bytes 80..BF): AfterED has no arrow for it, so it rejects it: surrogate. The maximal subpart ED (byte 0) ends here. The automaton goes back to Start and reads A0 again.',
    'Step 3 of 4: Byte 1 is A0, of class A0..BF (part of the continuation bytes 80..BF): Start has no arrow for it, so it rejects it: unexpected continuation byte. The maximal subpart A0 (byte 1) ends here. The automaton stays in Start and goes on with the next byte.',
    'Step 4 of 4: Byte 2 is 80, of class 80..8F (part of the continuation bytes 80..BF): Start has no arrow for it, so it rejects it: unexpected continuation byte. The maximal subpart 80 (byte 2) ends here. The automaton stays in Start and goes on with the next byte.',
  ]);
  expect(await page.$$eval('#automaton-steps li', (items) => items.length)).toBe(4);
  // A reason's name in a step is shown as a name, its badge, in the line and in the list.
  expect(await page.$$eval('#automaton-steps li .reason', (badges) => badges.map((b) => b.textContent))).toEqual([
    'surrogate',
    'unexpected continuation byte',
    'unexpected continuation byte',
  ]);
  expect(await page.textContent('#automaton-step .reason')).toBe('unexpected continuation byte');
  // The breakdown row of the subpart is marked; Back and a click on a byte walk too.
  expect(await page.$eval('#breakdown tr.walked', (tr) => tr.dataset.offset)).toBe('2');
  await page.click('#automaton-back');
  expect(await page.textContent('#automaton-step')).toMatch(/^Step 3 of 4:/);
  await page.click('#automaton-bytes button[data-index="0"]');
  expect(await page.textContent('#automaton-step')).toBe('Step 1 of 4: Byte 0 is ED, of class ED: Start → AfterED.');
  await typeBytes('E4 BD');
  await page.click('#automaton-bytes button[data-index="1"]');
  await page.click('#automaton-next');
  expect(await page.textContent('#automaton-step')).toBe(
    'Step 3 of 3: The input ends in Last3, inside a sequence: reject (truncated). The maximal subpart E4 BD (bytes 0 to 1) ends here.',
  );
  // Walked to the end by keyboard, the focus stays on the panel's buttons, never on the page's top.
  await typeBytes('41 42');
  await page.focus('#automaton-next');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  expect(await page.isDisabled('#automaton-next')).toBe(true);
  expect(await page.evaluate(() => document.activeElement.id)).toBe('automaton-back');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement.id)).toBe('automaton-next');
  // Before the first step, the count of steps in words: one step, or several.
  await typeBytes('41');
  expect(await page.textContent('#automaton-step')).toBe('Before the first byte, in Start. 1 step in all.');
  await typeBytes('41 42');
  expect(await page.textContent('#automaton-step')).toBe('Before the first byte, in Start. 2 steps in all.');
});

// As section 4 checks its examples ("E4 in E1..EC, BD and A0 in 80..BF"), each byte of a valid row
// stands beside the range its alternative takes there.
test("each byte of a valid row is shown beside its alternative's range", async () => {
  await typeBytes('41 E4 BD A0 F0 9F 98 80 C0');
  const ranges = await page.$$eval('#breakdown tbody tr', (rows) =>
    rows.map((row) => [...row.querySelectorAll('.byte-range')].map((range) => range.textContent)),
  );
  expect(ranges).toEqual([['00..7F'], ['E1..EC', '80..BF', '80..BF'], ['F0', '90..BF', '80..BF', '80..BF'], []]);
  expect(await page.getAttribute('#breakdown tbody tr[data-offset="1"] .bits', 'title')).toBe(
    'Each byte in its range: E4 in E1..EC, BD in 80..BF, A0 in 80..BF',
  );
});

// Words typed or pasted into the Bytes field: the status offers to read them as text instead.
test('text in the Bytes field is one click from the Text field', async () => {
  await typeBytes('E4 BD A0');
  await page.fill('#bytes-input', 'héllo wörld');
  await page.waitForSelector('#bytes-status button');
  await page.click('#bytes-status button');
  await page.waitForFunction(() => document.querySelector('#text-input').value === 'héllo wörld');
  expect(await page.isVisible('#text-input')).toBe(true);
  expect(await page.textContent('#summary')).toContain('✓ Valid UTF-8');
  await page.click('#bytes-tab');
  expect(await page.inputValue('#bytes-input')).toBe('68 C3 A9 6C 6C 6F 20 77 C3 B6 72 6C 64');
  // Hex that is merely wrong offers nothing of the kind.
  await page.fill('#bytes-input', 'E4 ZZ');
  await page.waitForFunction(() => document.querySelector('#bytes-status').classList.contains('error'));
  expect(await page.$('#bytes-status button')).toBeNull();
});
