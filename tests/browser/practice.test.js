// Practice (#42), used as a learner would, in English and in Chinese: each kind answered right and
// wrong in every way the grading tells apart, the hint, the link and its seed, progress over a
// reload, the breakdown opened from the feedback, the keyboard. What the page should say is worked
// out here from the same generator and the codec in Node.
import { codePointLabel, fill, hexBytes } from '../../js/texts.js';
import pageEn from '../../web/locales/en.js';
import pageZh from '../../web/locales/zh.js';
import { markersOf } from '../../web/practice/exercises.js';
import { goToPage, openPage, reloadPage } from './browser.js';
import { CATALOGS, fragment, practiceSession } from './practice-fixture.js';

const session = practiceSession();
const { openExercise, answer, feedback } = session;
let browser;
let page;
let utf8;
let server;
beforeAll(() => {
  ({ browser, page, utf8, server } = session);
});

describe.each(['en', 'zh'])('in %s', (language) => {
  const text = (key, params) => fill(CATALOGS[language][key], params);
  const said = (hex) =>
    utf8
      .explain(utf8.parseBytes(hex).bytes, { locale: language })
      .map((segment) => segment.message)
      .filter((message, k, all) => all.indexOf(message) === k);

  test('Encode: right, wrong bits, overlong, surrogate, too large, not UTF-8, unreadable; the hint', async () => {
    const exercise = await openExercise(language, { kind: 'encode', level: 1, seed: 11, n: 1 });
    expect(await page.textContent('#practice-prompt')).toContain(codePointLabel(exercise.codePoint));
    expect(await page.getAttribute('[data-kind=encode]', 'aria-pressed')).toBe('true');
    expect(await page.textContent('label[for=practice-input]')).toBe(text('practice.answer'));
    expect(await page.textContent('#practice-check')).toBe(text('practice.check'));
    expect(await page.getAttribute('#practice-feedback', 'role')).toBe('status');

    await page.click('#practice-hint');
    expect(await page.textContent('#practice-hint-text')).toContain(exercise.alternative.text);

    await answer(hexBytes(exercise.answer));
    expect(await page.textContent('#practice-feedback .verdict')).toBe(text('practice.right'));
    for (const sentence of said(hexBytes(exercise.answer))) expect(await feedback()).toContain(sentence);

    const wrongBits = Uint8Array.from(exercise.answer);
    wrongBits[wrongBits.length - 1] ^= 1;
    await answer(hexBytes(wrongBits));
    expect(await page.textContent('#practice-feedback .verdict')).toBe(text('practice.wrong'));
    expect(await feedback()).toContain(said(hexBytes(wrongBits))[0]);
    expect(await page.$$eval('#practice-feedback .practice-bits .bits', (rows) => rows.length)).toBe(2);

    // The overlong 2-byte form of this code point (or, above U+007F, of U+0041).
    const low = exercise.codePoint < 0x80 ? exercise.codePoint : 0x41;
    const overlong = hexBytes([0xc0 | (low >> 6), 0x80 | (low & 0x3f)]);
    for (const [bytes, reason] of [
      [overlong, 'overlong'],
      ['ED A0 80', 'surrogate'],
      ['F4 90 80 80', 'too-large'],
      ['FF FE', 'invalid-byte'],
      ['E4 BD', 'truncated'],
    ]) {
      await answer(bytes);
      const shown = await feedback();
      expect([bytes, shown.includes(text('practice.not-utf8'))]).toEqual([bytes, true]);
      expect(await page.$$eval('#practice-feedback .reason', (badges) => badges.map((badge) => badge.textContent))).toContain(
        text(`reason.${reason}`),
      );
      for (const sentence of said(bytes)) expect(shown).toContain(sentence);
    }
    await answer(codePointLabel(exercise.codePoint)); // the code point itself, not its bytes
    expect(await feedback()).toBe(
      text('practice.wrong') +
        text('practice.diagnosis', {
          name: text('practice.misconception.not-bytes'),
          why: text('practice.diagnosis.encode.not-bytes', { codePoint: codePointLabel(exercise.codePoint) }),
        }),
    );
    await answer('E4 BG');
    const { message } = utf8.parseBytes('E4 BG', { locale: language });
    expect(await feedback()).toBe(text('practice.wrong') + text('practice.unreadable', { message }));
  });

  test('Decode: right, wrong bits marked, several, unreadable and a surrogate', async () => {
    const exercise = await openExercise(language, { kind: 'decode', level: 2, seed: 5, n: 2 });
    expect(await page.textContent('#practice-prompt')).toContain(hexBytes(exercise.bytes));
    await answer(codePointLabel(exercise.answer));
    expect(await page.textContent('#practice-feedback .verdict')).toBe(text('practice.right'));
    expect(await page.isVisible('#practice-feedback .construction[open]')).toBe(true); // the payload bits joined
    await answer(codePointLabel(exercise.answer ^ 0b101));
    expect(await page.textContent('#practice-feedback .verdict')).toBe(text('practice.wrong'));
    expect(await page.$$eval('#practice-feedback .bit.differs', (bits) => bits.length)).toBe(2);
    await answer('U+41 U+42');
    expect(await feedback()).toContain(text('practice.several.code-points', { count: '2', codePoints: 'U+0041 U+0042' }));
    for (const typed of ['zz', 'U+D800', 'U+110000']) {
      await answer(typed);
      const { message } = utf8.parseCodePoints(typed, { locale: language });
      expect(await feedback()).toBe(text('practice.wrong') + text('practice.unreadable', { message }));
    }
  });

  test('Find the error: right, the wrong byte, the wrong reason; the maximal subparts', async () => {
    const exercise = await openExercise(language, { kind: 'find-error', level: 2, seed: 3, n: 1 });
    const { index, reason } = exercise.answer;
    const pick = async (byte, why) => {
      await page.check(`input[name=practice-byte][value="${byte}"]`);
      await page.selectOption('#practice-reason', why);
      await page.click('#practice-check');
      await page.waitForSelector('#practice-feedback .verdict');
      return page.textContent('#practice-feedback .verdict');
    };
    await page.click('#practice-check');
    expect(await feedback()).toBe(text('practice.wrong') + text('practice.empty.find-error'));
    await page.click('#practice-hint');
    expect(await page.textContent('#practice-hint-text')).toBe(
      text('practice.hint.find-error', { from: String(exercise.hint.from), to: String(exercise.hint.to) }),
    );
    // Each byte shows its offset, counted from 0.
    expect(await page.$$eval('.practice-offset', (offsets) => offsets.map((offset) => offset.textContent))).toEqual(
      Array.from(exercise.bytes, (_, k) => String(k)),
    );
    expect(await pick(index, reason)).toBe(text('practice.right'));
    const first = utf8.explain(exercise.bytes, { locale: language }).find((segment) => !segment.valid);
    expect(await feedback()).toContain(first.message);
    const other = index === 0 ? 1 : 0;
    expect(await pick(other, reason)).toBe(text('practice.wrong'));
    expect(await feedback()).toContain(text('practice.wrong-byte', { index: String(index), yours: String(other) }));
    const wrongReason = reason === 'overlong' ? 'surrogate' : 'overlong';
    expect(await pick(index, wrongReason)).toBe(text('practice.wrong'));
    expect(await page.$$eval('#practice-feedback .practice-subparts li', (items) => items.length)).toBe(
      utf8.explain(exercise.bytes).filter((segment) => !segment.valid).length,
    );
  });

  test('By the bits: each group checked as it is filled; right, and a wrong bit', async () => {
    const exercise = await openExercise(language, { kind: 'bits', level: 2, seed: 9, n: 1 });
    const markers = markersOf(exercise.alternative);
    const right = Array.from(exercise.answer, (byte, k) => byte.toString(2).padStart(8, '0').slice(markers[k].length));
    const groups = await page.$$('.practice-group input');
    expect(groups).toHaveLength(right.length);
    const wrong = right[0].replace(/.$/, (bit) => (bit === '0' ? '1' : '0'));
    await groups[0].fill(wrong);
    expect(await page.textContent('.practice-mark')).toBe(text('practice.group-differs'));
    await groups[0].fill(right[0].slice(0, -1)); // not full: not checked yet
    expect(await page.textContent('.practice-mark')).toBe('');
    for (const [k, group] of groups.entries()) await group.fill(right[k]);
    expect(await page.$$eval('.practice-mark', (marks) => marks.map((mark) => mark.textContent))).toEqual(
      right.map(() => text('practice.group-right')),
    );
    await page.click('#practice-check');
    expect(await page.textContent('#practice-feedback .verdict')).toBe(text('practice.right'));
    await groups[0].fill(wrong);
    await page.click('#practice-check');
    expect(await page.textContent('#practice-feedback .verdict')).toBe(text('practice.wrong'));
  });

  test('the link holds the exercise: its seed gives the same one; Next and Back; the breakdown and back', async () => {
    const spec = { kind: 'encode', level: 3, seed: 31337, n: 4 };
    await openExercise(language, spec);
    const prompt = await page.textContent('#practice-prompt');
    const link = await page.getAttribute('#practice-where a', 'href');
    expect(link).toBe(fragment(spec));
    const other = await openPage(browser, `${server.url}?lang=${language}${link}`);
    await other.waitForSelector('#practice:not([hidden])');
    expect(await other.textContent('#practice-prompt')).toBe(prompt);
    await other.close();

    await page.click('#practice-next');
    expect(new URL(page.url()).hash).toBe(fragment({ ...spec, n: 5 }));
    await page.goBack();
    await page.waitForFunction((expected) => document.querySelector('#practice-prompt').textContent === expected, prompt);

    await answer('C1 81');
    await page.click('.practice-open');
    await page.waitForSelector('#practice', { state: 'hidden' });
    expect(await page.inputValue('#bytes-input')).toMatch(/^c1 ?81$/i);
    expect(await page.$$eval('#breakdown tbody tr', (rows) => rows.length)).toBe(2);
    await page.goBack();
    await page.waitForSelector('#practice:not([hidden])');
    expect(await page.textContent('#practice-prompt')).toBe(prompt);
  });

  test('progress survives a reload, resumes the exercise, and is cleared on request', async () => {
    await goToPage(page, `${server.url}?lang=${language}`);
    await page.evaluate(() => localStorage.clear());
    await openExercise(language, { kind: 'encode', level: 1, seed: 77, n: 2 });
    await answer('ED A0 80');
    await answer('E4 BG'); // a second try at the same exercise: not counted again
    await page.click('#practice-next');
    await answer('E4 BG');
    await reloadPage(page);
    await page.waitForSelector('#practice:not([hidden])');
    await page.click('.practice-progress summary');
    const progress = await page.textContent('#practice-progress');
    expect(progress).toContain(text('practice.progress-kind', { kind: text('practice.kind.encode'), right: '0', checked: '2' }));
    expect(progress).toContain(text('reason.surrogate'));
    // Opened again from the page without a link: the exercise last shown.
    await goToPage(page, `${server.url}?lang=${language}`);
    await page.click('#practice-toggle');
    expect(new URL(page.url()).hash).toBe(fragment({ kind: 'encode', level: 1, seed: 77, n: 3 }));
    await page.click('.practice-progress summary');
    await page.click('#practice-clear');
    await reloadPage(page);
    await page.waitForSelector('#practice:not([hidden])');
    expect(await page.textContent('#practice-progress')).toBe(text('practice.progress-none'));
    // Practice pressed again: back to explaining bytes, the first example in the fields (the page
    // was opened by the exercise's link), and the address to that input.
    await page.click('#practice-toggle');
    expect(await page.isHidden('#practice')).toBe(true);
    expect(await page.inputValue('#bytes-input')).not.toBe('');
    expect(new URL(page.url()).hash).toMatch(/^#hex=[0-9a-f]+$/);
  });
});

test('a change of language keeps the answer and says it again in the other language', async () => {
  await openExercise('en', { kind: 'find-error', level: 1, seed: 4, n: 1 });
  await page.check('input[name=practice-byte][value="0"]');
  await page.selectOption('#practice-reason', 'overlong');
  await page.click('#practice-check');
  await page.click('#language');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  expect(await page.isChecked('input[name=practice-byte][value="0"]')).toBe(true);
  expect(await page.inputValue('#practice-reason')).toBe('overlong');
  expect(await page.textContent('#practice-feedback .verdict')).toBe(pageZh['practice.wrong']);
  expect(await page.textContent('#practice-check')).toBe('检查');
});

test('a link to an exercise that does not exist says so and opens the page', async () => {
  await goToPage(page, `${server.url}?lang=en#practice=encode&level=9&seed=1&n=1`);
  expect(await page.isHidden('#practice')).toBe(true);
  expect(await page.textContent('#bytes-status')).toContain(pageEn['link.bad-practice']);
});

test('stored progress that is not the page own leaves a fresh one: practice opens, checks, clears', async () => {
  const bad = [
    '{"kinds":null,"mistakes":{},"last":null}',
    '{"kinds":{},"mistakes":{},"last":{"kind":"spell","level":1,"seed":1,"n":1}}',
    '{"kinds":{},"mistakes":{},"last":"x"}',
    '{"kinds":{},"mistakes":{},"last":[1,2]}',
    '{"kinds":{"encode":{"checked":3,"right":1}},"mistakes":{"bad-luck":2},"last":null}',
    '{"kinds":{},"mistakes":{},"last":{"kind":"encode","level":"NaN","seed":"abc","n":-5}}',
  ];
  for (const value of bad) {
    await goToPage(page, `${server.url}?lang=en`);
    await page.evaluate((stored) => localStorage.setItem('utf8-abnf.practice', stored), value);
    await reloadPage(page);
    await page.click('#practice-toggle');
    await page.waitForSelector('#practice:not([hidden])');
    const where = await page.textContent('#practice-where');
    expect([value, /Exercise 1 of series \d+/.test(where)]).toEqual([value, true]);
    expect(new URL(page.url()).hash).toMatch(/^#practice=encode&level=1&seed=\d+&n=1$/);
    await page.click('.practice-progress summary');
    expect(await page.textContent('#practice-progress')).toBe(pageEn['practice.progress-none']);
    await answer('FF'); // never a right answer, whatever the new series asks
    expect(await page.isVisible('#practice-clear')).toBe(true);
    // The next reload reads what the page wrote over it.
    await reloadPage(page);
    await page.waitForSelector('#practice:not([hidden])');
    await page.click('.practice-progress summary');
    expect(await page.textContent('#practice-progress')).toContain(
      fill(pageEn['practice.progress-kind'], { kind: pageEn['practice.kind.encode'], right: '0', checked: '1' }),
    );
  }
  await page.evaluate(() => localStorage.clear());
});

test('the last exercise of a series has no Next: a link to one past it would name none', async () => {
  await openExercise('en', { kind: 'decode', level: 3, seed: 9, n: 1e6 });
  expect(await page.isDisabled('#practice-next')).toBe(true);
  expect(await page.textContent('#practice-where')).toMatch(/^Exercise 1,000,000 of series 9, its last\. /);
  await openExercise('en', { kind: 'decode', level: 3, seed: 9, n: 1e6 - 1 });
  await page.click('#practice-next');
  expect(new URL(page.url()).hash).toBe(fragment({ kind: 'decode', level: 3, seed: 9, n: 1e6 }));
  expect(await page.isDisabled('#practice-next')).toBe(true);
  await page.evaluate(() => localStorage.clear());
});
