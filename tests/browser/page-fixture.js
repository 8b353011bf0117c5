// The page opened once in Chromium for a test file (usePage), with the helpers its tests share:
// the breakdown's rows as data, and typing into the Bytes field. `page`, `utf8` (the package, in
// Node, to compare with), `server` and `browser` are live bindings, set before the first test.
import { load } from 'utf8-abnf';
import { launchBrowser, openPage, startServer, typeBytesIn } from './browser.js';

export let page;
export let utf8;
export let server;
export let browser;

/** Opens the page before the calling file's tests, closes it after; each test must log no problem. */
export function usePage() {
  beforeAll(async () => {
    [server, browser, utf8] = await Promise.all([startServer(), launchBrowser(), load()]);
    page = await openPage(browser, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    server?.stop();
  });
  afterEach(() => {
    expect(page.problems).toEqual([]);
  });
}

export const rows = () =>
  page.$$eval('#breakdown tbody tr:not(.ascii-run)', (trs) =>
    trs.map((tr) => ({
      offset: tr.querySelector('.offset').textContent,
      hex: tr.querySelector('.hex').textContent,
      bits: [...tr.querySelectorAll('.bits .bit-group')].map(
        (g) => `${g.querySelector('.marker').textContent}|${g.querySelector('.payload').textContent}`,
      ),
      rule: tr.querySelector('.rule-name').textContent,
      ruleText: tr.querySelector('.rule-text')?.textContent ?? null,
      codePoint: tr.querySelector('.code-point').textContent,
      character: tr.querySelector('.character .char, .character .badge, .character .replacement').textContent,
      reason: tr.querySelector('.reason')?.textContent ?? null,
      message: tr.querySelector('.message').textContent,
      hint: tr.querySelector('.hint')?.textContent ?? null,
      invalid: tr.classList.contains('invalid'),
    })),
  );

export const typeBytes = (text) => typeBytesIn(page, text);

/** Shows the field of `way` ('bytes', 'text' or 'code-points') by its tab, as a user would. */
export const showField = (way) => page.click(`#${way}-tab`);
