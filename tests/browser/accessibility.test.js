// An accessibility audit of the page by axe-core, inside Chromium, in light, dark and forced
// colours and in Chinese, in the states a learner goes through: the first example, a selected
// row, an attempted sequence, Errors only, a reading in another encoding, Copy as, an empty and
// a valid input, the bidi example with a row selected, the automaton at its end, the other fields,
// an unreadable field, a checked file, and Practice's exercises with their feedback.
import { createRequire } from 'node:module';
import { goToPage, openPage, servePageForTests, typeBytesIn } from './browser.js';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

const served = servePageForTests();

// The violations axe finds, as "rule: target" lines (empty when there are none).
async function audit(page) {
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations', 'incomplete'] });
    // What axe asks a person to review counts too, but for contrast over the backgrounds of
    // marked rows and the automaton's drawing, which it cannot measure (checked by eye in the
    // screenshots, and as violations where it can).
    const review = result.incomplete.filter((v) => v.id !== 'color-contrast').map((v) => ({ ...v, id: `review ${v.id}` }));
    return [...result.violations, ...review].flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
  });
  return violations;
}

test.each([
  ['light', { colorScheme: 'light' }],
  ['dark', { colorScheme: 'dark' }],
  ['forced colours', { colorScheme: 'dark', forcedColors: 'active' }],
  ['Chinese', { colorScheme: 'light', locale: 'zh-CN' }],
])('axe finds nothing to fix or review in %s', async (_, options) => {
  // axe is added as a script of its own: the page's policy forbids inline scripts, not this test.
  const page = await openPage(served.browser, null, { ...options, bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await goToPage(page, served.server.url);
  await page.addScriptTag({ path: AXE });
  const found = {};
  found.start = await audit(page);
  await page.click('#breakdown tbody tr[data-key="UTF8-3/2"]');
  found.selected = await audit(page);
  await typeBytesIn(page, 'ED A0 80 41 C0 AF');
  found.attempt = await audit(page);
  await page.check('#errors-only');
  found.errorsOnly = await audit(page);
  await page.uncheck('#errors-only');
  // Text encoded twice: Read as another encoding, each character over its bytes.
  await typeBytesIn(page, 'C3 83 C2 A9');
  await page.waitForSelector('#other-encoding .reading-grid');
  found.repair = await audit(page);
  await page.selectOption('#copy-as', { index: 1 });
  found.copyAs = await audit(page);
  await typeBytesIn(page, '63 61 66 E9 20 63 72 E8 6D 65'); // café crème
  await page.waitForSelector('#other-encoding .reading-grid');
  found.windows1252 = await audit(page);
  await typeBytesIn(page, 'C4 E3 BA C3 A3 AC CA C0 BD E7');
  await page.waitForSelector('#other-encoding .reading-others');
  found.gbk = await audit(page);
  await typeBytesIn(page, '');
  found.empty = await audit(page);
  await typeBytesIn(page, '41 E4 BD A0');
  found.valid = await audit(page);
  await typeBytesIn(page, '61 E2 80 AE 62 E2 80 8B 63');
  await page.click('#breakdown tbody tr[data-key="UTF8-3/2"]');
  found.bidiSelected = await audit(page);
  while (!(await page.isDisabled('#automaton-next'))) await page.click('#automaton-next');
  found.automatonEnd = await audit(page);
  await page.click('#text-tab');
  found.textField = await audit(page);
  await page.click('#code-points-tab');
  found.codePointsField = await audit(page);
  await page.click('#bytes-tab');
  await typeBytesIn(page, 'E4 ZZ');
  found.stale = await audit(page);
  await page.setInputFiles('#file-input', { name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from([0x61, 0xe9, 0x62]) });
  await page.waitForSelector('#file-result .verdict');
  found.file = await audit(page);
  // Section 4, step by step: a step with its example chosen.
  await page.click('#walk-open');
  await page.click('#walk-next');
  found.walk = await audit(page);
  await page.click('#walk-close');
  // Practice: an answer graded wrong, the error to find, the bits checked as filled, the progress.
  await page.click('#practice-toggle');
  await page.click('[data-kind=encode]');
  await page.fill('#practice-input', 'C1 81');
  await page.click('#practice-check');
  await page.click('#practice-hint');
  found.practiceEncode = await audit(page);
  await page.click('[data-kind=find-error]');
  await page.check('input[name=practice-byte][value="0"]');
  await page.click('#practice-check');
  found.practiceFind = await audit(page);
  await page.click('[data-kind=bits]');
  await page.fill('.practice-group input', '0');
  await page.click('.practice-progress summary');
  found.practiceBits = await audit(page);
  // Handing in: the results copied, then checked where a teacher pastes them.
  await page.click('#practice-copy');
  await page.waitForSelector('#practice-copy-text:not([hidden])');
  const copied = await page.inputValue('#practice-copy-text');
  await page.click('details.practice-progress:last-of-type summary');
  await page.fill('#practice-results-input', copied);
  await page.click('#practice-results-check');
  await page.waitForSelector('.practice-results-table');
  found.practiceResults = await audit(page);
  await page.click('[data-kind=mojibake]');
  await page.check('input[name=practice-reading][value="0"]');
  await page.click('#practice-check');
  await page.waitForSelector('#practice-feedback .reading-grid');
  found.practiceMojibake = await audit(page);
  expect(found).toEqual({
    start: [],
    selected: [],
    attempt: [],
    errorsOnly: [],
    repair: [],
    copyAs: [],
    windows1252: [],
    gbk: [],
    empty: [],
    valid: [],
    bidiSelected: [],
    automatonEnd: [],
    textField: [],
    codePointsField: [],
    stale: [],
    file: [],
    walk: [],
    practiceEncode: [],
    practiceFind: [],
    practiceBits: [],
    practiceResults: [],
    practiceMojibake: [],
  });
  expect(page.problems).toEqual([]);
  await page.context().close();
});
