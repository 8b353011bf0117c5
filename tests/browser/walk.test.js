// "Section 4, step by step" (web/walk.js), as a learner walks it in English and Chinese: each
// alternative in the grammar's order with its example in the field and its rows chosen, then the
// bytes no rule starts with, the table of byte values, and section 4's eight examples together.
import { fill, catalogs as packageCatalogs } from '../../js/texts.js';
import pageEn from '../../web/locales/en.js';
import pageZh from '../../web/locales/zh.js';
import { goToPage } from './browser.js';
import { page, server, usePage, utf8 } from './page-fixture.js';

usePage();
const CATALOGS = { en: { ...packageCatalogs.en, ...pageEn }, zh: { ...packageCatalogs.zh, ...pageZh } };

test.each(['en', 'zh'])('in %s: twelve steps in section 4 order, each one the field and the marks it names', async (language) => {
  const text = (key, params) => fill(CATALOGS[language][key], params);
  await goToPage(page, `${server.url}?lang=${language}`);
  await page.click('#walk-open');
  const shown = async () => ({
    step: await page.textContent('#walk-step'),
    bytes: await page.inputValue('#bytes-input'),
    chosen: await page.$$eval('#abnf button[aria-pressed=true]', (buttons) => buttons.map((button) => button.dataset.alternative)),
    back: await page.isDisabled('#walk-back'),
    next: await page.isDisabled('#walk-next'),
  });
  for (const [k, entry] of utf8.grammar.entries()) {
    const now = await shown();
    expect(now.step).toBe(text('walk.step', { step: String(k + 1), steps: text('steps.other', { count: '12' }) }));
    expect(now.chosen).toEqual([`UTF8-${entry.rule}/${entry.alternative}`]);
    const [segment] = utf8.explain(utf8.parseBytes(now.bytes).bytes);
    expect([segment.valid, segment.rule, segment.alternative, now.back]).toEqual([true, `UTF8-${entry.rule}`, entry.alternative, k === 0]);
    expect(await page.textContent('#walk-text')).toContain(entry.text);
    await page.click('#walk-next');
  }
  expect(await shown()).toMatchObject({ bytes: 'C0 80 F5 80 80 80', chosen: [] });
  await page.click('#walk-next');
  expect(await page.textContent('#walk-text')).toBe(text('walk.table'));
  await page.click('#walk-next');
  expect(await shown()).toMatchObject({ bytes: '41 C2 A9 E4 BD A0 F0 9F 98 80 C0 80 ED A0 80 F5 80 80 80 E4 BD', next: true });
  // Bytes typed over the step's example: the step no longer says what they are.
  await page.fill('#bytes-input', '41 42');
  await page.waitForFunction((changed) => document.querySelector('#walk-text').textContent === changed, text('walk.changed'));
  await page.click('#walk-back');
  await page.click('#walk-next');
  expect(await page.inputValue('#bytes-input')).toBe('41 C2 A9 E4 BD A0 F0 9F 98 80 C0 80 ED A0 80 F5 80 80 80 E4 BD');
  expect(await page.textContent('#walk-text')).not.toBe(text('walk.changed'));
  // A change of language says the step again; Close hides the walk and gives the focus back.
  await page.click('#language');
  expect(await page.textContent('#walk-step')).toBe(
    fill(CATALOGS[language === 'en' ? 'zh' : 'en']['walk.step'], {
      step: '12',
      steps: fill(CATALOGS[language === 'en' ? 'zh' : 'en']['steps.other'], { count: '12' }),
    }),
  );
  await page.click('#walk-close');
  expect([await page.isHidden('#walk'), await page.evaluate(() => document.activeElement.id)]).toEqual([true, 'walk-open']);
});
