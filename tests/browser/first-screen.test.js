// The page's answer at first sight (#40): the input, the verdict and the first rows of the
// breakdown on the first screen; one field shown at a time; the reference panels a click away.
import { openPage } from './browser.js';
import { browser, page, server, typeBytes, usePage } from './page-fixture.js';

usePage();

// How far down the verdict and the first three rows of the breakdown end, and the window's height.
const firstScreen = (shown) =>
  shown.evaluate(() => ({
    verdict: document.querySelector('#summary').getBoundingClientRect().bottom,
    rows: [...document.querySelectorAll('#breakdown tbody tr')].slice(0, 3).map((row) => row.getBoundingClientRect().bottom),
    height: innerHeight,
    scrolled: scrollY,
  }));

test('at 1280 x 900 the verdict and three rows are on the first screen, after loading and after a paste', async () => {
  const desktop = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  const loaded = await firstScreen(desktop);
  expect(loaded.scrolled).toBe(0);
  expect(loaded.rows).toHaveLength(3);
  for (const bottom of [loaded.verdict, ...loaded.rows]) expect(bottom).toBeLessThanOrEqual(loaded.height);
  // "Grüße, 世界" and a stray FF, pasted as hex.
  await desktop.focus('#bytes-input');
  await desktop.keyboard.press('Control+A');
  await desktop.keyboard.insertText('47 72 C3 BC C3 9F 65 2C 20 E4 B8 96 E7 95 8C FF');
  await desktop.waitForFunction(() => document.querySelector('#bytes-status').textContent === '16 bytes, read as hex.');
  await desktop.evaluate(() => new Promise(requestAnimationFrame));
  const pasted = await firstScreen(desktop);
  expect(pasted.rows).toHaveLength(3);
  for (const bottom of [pasted.verdict, ...pasted.rows]) expect(bottom).toBeLessThanOrEqual(pasted.height);
  expect(desktop.problems).toEqual([]);
  await desktop.context().close();
});

test('at 360 x 740 the verdict is on the first screen, in English and in Chinese', async () => {
  for (const query of ['', '?lang=zh']) {
    const phone = await openPage(browser, `${server.url}${query}`, { viewport: { width: 360, height: 740 } });
    const { verdict, height } = await firstScreen(phone);
    expect(verdict).toBeLessThanOrEqual(height);
    // Nothing sticks out sideways: the examples menu and its button fit the width.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await phone.isVisible('#share')).toBe(true);
    // Each field's placeholder fits its box: laid out as the field's text, it needs no scrolling.
    for (const way of ['bytes', 'code-points']) {
      await phone.click(`#${way}-tab`);
      const fits = await phone.$eval(`#${way}-input`, (field) => {
        const { value } = field;
        field.value = field.placeholder;
        const fit = field.scrollHeight <= field.clientHeight;
        field.value = value;
        return fit;
      });
      expect([way, fits]).toEqual([way, true]);
    }
    await phone.click('#bytes-tab');
    // Where Table 3-7 is wider than the phone (in Chinese), a line says that it scrolls, and it
    // takes the focus, so that the arrow keys scroll it.
    const overflows = await phone.$eval('#ranges-scrolls + .table-wrap', (wrap) => wrap.scrollWidth > wrap.clientWidth);
    expect(await phone.isVisible('#ranges-scrolls')).toBe(overflows);
    if (query) expect(overflows).toBe(true);
    expect(await phone.getAttribute('#ranges-scrolls + .table-wrap', 'tabindex')).toBe('0');
    expect(phone.problems).toEqual([]);
    await phone.context().close();
  }
});

test('at 1280 x 900 Table 3-7 fits, and no line says that it scrolls', async () => {
  const desktop = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  expect(await desktop.isHidden('#ranges-scrolls')).toBe(true);
  await desktop.context().close();
});

test('the loaded example is named, and one line says what to try first', async () => {
  const fresh = await openPage(browser, server.url);
  expect(await fresh.$eval('#examples', (select) => select.selectedOptions[0].textContent)).toBe(
    'A first look: A, 你, 😀 and an overlong "/"',
  );
  expect(await fresh.inputValue('#bytes-input')).toBe('41 E4 BD A0 F0 9F 98 80 C0 AF');
  expect(await fresh.textContent('.try-first')).toMatch(/^Try: /);
  expect(await fresh.isVisible('.try-first')).toBe(true);
  await fresh.context().close();
});

test('one field is shown at a time; its tab, a click or an arrow key, shows another for the same bytes', async () => {
  await typeBytes('E4 BD A0');
  const shown = () => page.$$eval('[role=tabpanel]', (panels) => panels.filter((panel) => !panel.hidden).map((panel) => panel.id));
  expect(await shown()).toEqual(['bytes-field']);
  expect(await page.getAttribute('#bytes-tab', 'aria-selected')).toBe('true');
  await page.click('#text-tab');
  expect(await shown()).toEqual(['text-field']);
  expect(await page.inputValue('#text-input')).toBe('你');
  expect(await page.getAttribute('#text-tab', 'aria-selected')).toBe('true');
  expect(await page.getAttribute('#bytes-tab', 'tabindex')).toBe('-1');
  await page.focus('#text-tab');
  await page.keyboard.press('ArrowRight');
  expect(await shown()).toEqual(['code-points-field']);
  expect(await page.evaluate(() => document.activeElement.id)).toBe('code-points-tab');
  expect(await page.inputValue('#code-points-input')).toBe('U+4F60');
  await page.keyboard.press('ArrowRight'); // round to the first
  expect(await shown()).toEqual(['bytes-field']);
  await page.keyboard.press('End');
  expect(await shown()).toEqual(['code-points-field']);
  await page.keyboard.press('Home');
  expect(await shown()).toEqual(['bytes-field']);
});

test('a #text= link shows the Text field', async () => {
  const linked = await openPage(browser, `${server.url}#text=${encodeURIComponent('héllo')}`);
  expect(await linked.isVisible('#text-input')).toBe(true);
  expect(await linked.isVisible('#bytes-input')).toBe(false);
  expect(await linked.inputValue('#text-input')).toBe('héllo');
  await linked.context().close();
});

test.each([
  ['Decoded text', 'policies-title'],
  ['Grammar', 'grammar-title'],
  ['Table 3-7', 'ranges'],
  ['Automaton', 'automaton-title'],
  ['Check a file', 'file-title'],
  ['Copy the input', 'copy-title'],
])('"%s" on the first screen brings its panel into view and the focus there', async (name, id) => {
  const fresh = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  await fresh.click(`.on-this-page button:text-is("${name}")`);
  const target = await fresh.$eval(`#${id}`, (node) => ({
    top: node.getBoundingClientRect().top,
    focused: document.activeElement === node,
  }));
  expect(target.focused).toBe(true);
  expect(target.top).toBeGreaterThanOrEqual(0);
  expect(target.top).toBeLessThan(900);
  expect(await fresh.evaluate(() => location.hash)).toBe('#hex=41e4bda0f09f9880c0af'); // the link is still the input's
  await fresh.context().close();
});

// Bytes of another encoding: on a phone the other-encoding panel is below the fold, so the summary
// says what it found in the panel's own first sentence, with the text, and a link to the panel.
test.each([
  ['en', 360],
  ['zh', 360],
  ['en', 1280],
])('%s at %i px: the summary quotes the reading of GBK bytes on the first screen', async (language, width) => {
  const phone = await openPage(browser, `${server.url}?lang=${language}#hex=c4e3bac3`, { viewport: { width, height: 740 } });
  const line = await phone.$eval('.summary-reading', (node) => ({ text: node.textContent, bottom: node.getBoundingClientRect().bottom }));
  const said = await phone.$eval('#other-encoding .reading-what', (node) => node.textContent);
  expect([line.text.startsWith(said), line.text.includes('“你好”'), line.bottom <= 740]).toEqual([true, true, true]);
  await phone.click('.summary-reading a');
  const panel = await phone.$eval('#other-encoding', (node) => ({
    top: node.getBoundingClientRect().top,
    focused: document.activeElement === node,
  }));
  expect([panel.focused, panel.top > -1 && panel.top < 740]).toEqual([true, true]); // -0.2: a fraction of a pixel
  expect(await phone.evaluate(() => location.hash)).toBe('#hex=c4e3bac3'); // the link is still the input's
  await phone.context().close();
});
