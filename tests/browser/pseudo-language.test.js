// The page in a language added by the guide's steps alone (tests/js/pseudo-language.js: made from
// English, every text ‹like this›): it opens in it, says the bytes in it, and its switch reaches it.
import { rmSync } from 'node:fs';
import { PSEUDO, siteWithPseudoLanguage } from '../js/pseudo-language.js';
import { goToPage, launchBrowser, openPage, startServer } from './browser.js';

const served = {};
beforeAll(async () => {
  served.folder = siteWithPseudoLanguage();
  [served.server, served.browser] = await Promise.all([startServer(served.folder), launchBrowser()]);
});
afterAll(async () => {
  await served.browser?.close();
  served.server?.stop();
  rmSync(served.folder, { recursive: true, force: true });
});

test('the page opens in the language, explains bytes in it and switches to it', async () => {
  const page = await openPage(served.browser, null);
  await goToPage(page, `${served.server.url}?lang=${PSEUDO}#hex=e4bda0c0af`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(PSEUDO);
  expect(await page.title()).toMatch(/^‹utf8-abnf: .*›$/);
  expect(await page.textContent('label[for="bytes-input"]')).toBe('‹Bytes›');
  // The verdict and each row's sentence, from the package's catalog and the page's.
  expect(await page.textContent('#summary .verdict strong')).toMatch(/^‹.*›$/);
  const messages = await page.$$eval('#breakdown tbody tr .message', (cells) => cells.map((cell) => cell.textContent));
  expect(messages.length).toBeGreaterThan(1);
  for (const message of messages) expect(message).toMatch(/^‹.*›$/);
  // The switch names every language by its own name, and goes round them: English, Chinese, this one.
  expect(await page.textContent('#language')).toBe('English / 中文 / ‹English›');
  await goToPage(page, `${served.server.url}?lang=en#hex=41`);
  expect(await page.textContent('#language .next')).toBe('中文');
  await page.click('#language');
  await page.click('#language');
  await page.waitForFunction((tag) => document.documentElement.lang === tag, PSEUDO);
  expect(new URL(page.url()).searchParams.get('lang')).toBe(PSEUDO);
  expect(page.problems).toEqual([]);
});
