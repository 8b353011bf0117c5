// Screenshots of the page in both languages, at phone and desktop widths, light and dark, saved in
// build/screenshots/ to be looked at; each checks that the page fits its width and logs no problem.
// The slow tier runs them (./build.sh test-full).
import { mkdirSync } from 'node:fs';
import { openPage, servePageForTests } from './browser.js';

const served = servePageForTests();

// The inputs: Unicode's Table 3-8 example, then valid 2-, 3- and 4-byte characters or classic errors.
const TABLE_3_8_AND_CHARACTERS = '61f18080e180c262806380bf64c0afe4bda0f09f9880';
const TABLE_3_8_AND_ERRORS = '61f18080e180c262806380bf64c0afe4bda0eda080';

test.each([
  ['en', 'phone', 360, 'light', TABLE_3_8_AND_CHARACTERS],
  ['en', 'phone', 360, 'dark', TABLE_3_8_AND_CHARACTERS],
  ['en', 'desktop', 1280, 'light', TABLE_3_8_AND_CHARACTERS],
  ['en', 'desktop', 1280, 'dark', TABLE_3_8_AND_CHARACTERS],
  ['zh', 'phone', 360, 'light', TABLE_3_8_AND_ERRORS],
  ['zh', 'desktop', 1280, 'light', TABLE_3_8_AND_ERRORS],
  ['en', 'phone', 360, 'light', TABLE_3_8_AND_ERRORS],
  ['en', 'desktop', 1280, 'light', TABLE_3_8_AND_ERRORS],
])('%s at %s width (%s px, %s), #hex=%s', async (language, name, width, colorScheme, hex) => {
  mkdirSync('build/screenshots', { recursive: true });
  const page = await openPage(served.browser, `${served.server.url}?lang=${language}#hex=${hex}`, {
    viewport: { width, height: 900 },
    colorScheme,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const errors = hex === TABLE_3_8_AND_ERRORS ? '-errors' : '';
  await page.screenshot({ path: `build/screenshots/${language}-${name}-${colorScheme}${errors}.png`, fullPage: true });
  expect(page.problems).toEqual([]);
  await page.context().close();
});

// Practice, an exercise with its feedback: an overlong answer to Encode, and Find the error.
test.each([
  ['en', 'desktop', 1280],
  ['en', 'phone', 360],
  ['zh', 'desktop', 1280],
  ['zh', 'phone', 360],
])('practice in %s at %s width (%s px)', async (language, name, width) => {
  mkdirSync('build/screenshots', { recursive: true });
  const page = await openPage(served.browser, `${served.server.url}?lang=${language}#practice=encode&level=1&seed=42&n=1`, {
    viewport: { width, height: 900 },
  });
  await page.fill('#practice-input', 'C1 81');
  await page.click('#practice-check');
  await page.click('#practice-hint');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `build/screenshots/${language}-${name}-practice.png`, fullPage: true });
  await page.click('[data-kind=find-error]');
  await page.check('input[name=practice-byte][value="0"]');
  await page.selectOption('#practice-reason', 'overlong');
  await page.click('#practice-check');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `build/screenshots/${language}-${name}-practice-find.png`, fullPage: true });
  expect(page.problems).toEqual([]);
  await page.context().close();
});
