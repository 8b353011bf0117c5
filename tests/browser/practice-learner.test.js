// Practice as a class uses it, in English and in Chinese: a learner's run of answers with the
// commonest mistakes, each named; prompts that say in words what a badged code point is; results
// a learner copies and a teacher pastes, graded again.
import { codePointLabel, describeRepair, encodingTitle, fill, hexBytes, loadEncodings } from '../../js/texts.js';
import { exerciseOf } from '../../web/practice/exercises.js';
import { CATALOGS, practiceSession } from './practice-fixture.js';

const session = practiceSession();
const { openExercise, answer } = session;
let page;
let utf8;
beforeAll(async () => {
  ({ page, utf8 } = session);
  await loadEncodings();
});

describe.each(['en', 'zh'])('in %s', (language) => {
  const text = (key, params) => fill(CATALOGS[language][key], params);

  // A learner's 20 answers, 15 right and the five commonest mistakes: each mistake is named, in the
  // feedback and in the progress, and a right answer names nothing.
  test('20 answers with five common mistakes get five named diagnoses', async () => {
    await openExercise(language, { kind: 'encode', level: 2, seed: 1, n: 1 });
    await page.evaluate(() => localStorage.clear());
    const specs = (kind, count) => Array.from({ length: count }, (_, k) => ({ kind, level: 2, seed: 2024, n: k + 1 }));
    const exercises = [...specs('encode', 40), ...specs('decode', 10)].map((spec) => exerciseOf(utf8, spec));
    const unitsOf = (codePoint) =>
      String.fromCodePoint(codePoint)
        .split('')
        .map((unit) => unit.charCodeAt(0));
    const supplementary = exercises.filter((e) => e.kind === 'encode' && e.codePoint > 0xffff);
    const bmp = exercises.filter((e) => e.kind === 'encode' && e.codePoint <= 0xffff);
    const asBytes = (values) => values.map((value) => value.toString(16).padStart(2, '0')).join(' ');
    const mistakes = [
      [
        supplementary[0],
        'cesu-8',
        asBytes(unitsOf(supplementary[0].codePoint).flatMap((u) => [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)])),
      ],
      [supplementary[1], 'utf-16', asBytes(unitsOf(supplementary[1].codePoint).flatMap((u) => [u >> 8, u & 0xff]))],
      [bmp[0], 'digits', asBytes([bmp[0].codePoint >> 8, bmp[0].codePoint & 0xff])],
      [bmp[1], 'character', String.fromCodePoint(bmp[1].codePoint)],
      [exercises.find((e) => e.kind === 'decode'), 'decimal', String(exercises.find((e) => e.kind === 'decode').answer)],
    ];
    const rights = exercises.filter((e) => !mistakes.some(([wrong]) => wrong === e)).slice(0, 15);
    const run = [...rights.map((e) => [e, null, e.kind === 'encode' ? hexBytes(e.answer) : codePointLabel(e.answer)]), ...mistakes];
    expect(run).toHaveLength(20);
    const named = [];
    for (const [exercise, mistake, typed] of run) {
      await openExercise(language, exercise);
      await answer(typed);
      const verdict = await page.textContent('#practice-feedback .verdict');
      const name = await page.$$eval('#practice-feedback .practice-diagnosis strong', (nodes) => nodes.map((node) => node.textContent));
      expect([typed, verdict, name]).toEqual([
        typed,
        text(mistake ? 'practice.wrong' : 'practice.right'),
        mistake ? [text(`practice.misconception.${mistake}`)] : [],
      ]);
      if (mistake) named.push(mistake);
    }
    expect(named).toHaveLength(5);
    await page.$eval('details.practice-progress', (details) => {
      details.open = true;
    });
    const progress = await page.textContent('#practice-progress');
    for (const mistake of named) expect(progress).toContain(`${text(`practice.misconception.${mistake}`)} × 1`);
    await page.evaluate(() => localStorage.clear());
  });

  // A code point the page shows as a badge is said in words in the prompt: "(C1)" would read as a byte.
  test('a prompt says in words what a badged code point is, never its badge', async () => {
    const specs = Array.from({ length: 60 }, (_, k) => ({ kind: 'bits', level: 3, seed: 5, n: k + 1 }));
    const badged = specs.filter((spec) => utf8.describeCharacter(exerciseOf(utf8, spec).codePoint).badge).slice(0, 3);
    expect(badged).toHaveLength(3);
    for (const spec of badged) {
      const { codePoint } = await openExercise(language, spec);
      const { title } = utf8.describeCharacter(codePoint, { locale: language });
      const prompt = await page.textContent('#practice-prompt');
      const badges = await page.$$eval('#practice-prompt .badge', (nodes) => nodes.length);
      expect([title, prompt.includes(title.slice(codePointLabel(codePoint).length).trim()), badges]).toEqual([title, true, 0]);
    }
  });

  // Handing in: the learner copies the results; a teacher pastes them and the page grades each
  // answer again, whatever the lines above the code say; a code cut short is said to be.
  test('results copied by a learner are graded again where a teacher pastes them', async () => {
    await openExercise(language, { kind: 'encode', level: 1, seed: 77, n: 1 });
    await page.evaluate(() => localStorage.clear());
    // Three exercises, the second answered in decimal (a code point above FF: the Bytes field
    // reads a decimal number up to 255 as a byte).
    const numbers = Array.from({ length: 20 }, (_, k) => k + 1);
    const wide = numbers.find((n) => exerciseOf(utf8, { kind: 'encode', level: 1, seed: 77, n }).codePoint > 0xff);
    const given = [];
    for (const n of [wide - 1 || wide + 2, wide, wide + 1]) {
      const exercise = await openExercise(language, { kind: 'encode', level: 1, seed: 77, n });
      const typed = n === wide ? String(exercise.codePoint) : hexBytes(exercise.answer);
      await answer(typed);
      given.push(typed);
    }
    await page.$eval('details.practice-progress', (details) => {
      details.open = true;
    });
    await page.click('#practice-copy');
    await page.waitForSelector('#practice-copy-text:not([hidden])');
    const copied = await page.inputValue('#practice-copy-text');
    expect(copied).toContain(text('practice.progress-kind', { kind: text('practice.kind.encode'), right: '2', checked: '3' }));
    expect(copied).toMatch(/UTF8ABNF1:[A-Za-z0-9_-]+$/);

    await page.evaluate(() => localStorage.clear()); // the teacher's browser
    await openExercise(language, { kind: 'decode', level: 1, seed: 1, n: 1 });
    await page.click(`text=${text('practice.check-results')}`);
    await page.fill('#practice-results-input', copied.replace(/2/, '3')); // a score edited above the code
    await page.click('#practice-results-check');
    const rows = await page.$$eval('.practice-results-table tbody tr', (trs) =>
      trs.map((tr) => [...tr.cells].map((cell) => cell.textContent)),
    );
    expect(rows.map(([, shown, result]) => [shown, result])).toEqual([
      [given[0], text('practice.right')],
      [given[1], text('practice.misconception.decimal')],
      [given[2], text('practice.right')],
    ]);
    expect(await page.textContent('#practice-results')).toContain(
      text('practice.progress-kind', { kind: text('practice.kind.encode'), right: '2', checked: '3' }),
    );
    await page.fill('#practice-results-input', copied.slice(0, -5));
    await page.click('#practice-results-check');
    expect(await page.textContent('#practice-results')).toBe(text('practice.results.damaged'));
    await page.evaluate(() => localStorage.clear());
  });

  // Mojibake both ways and the bytes that are lost, each graded by the package's readings and
  // explained in its words (describeRepair).
  test('Mojibake: what the reader sees, what it was, what bytes were lost', async () => {
    const one = await openExercise(language, { kind: 'mojibake', level: 1, seed: 3, n: 1 });
    expect(await page.textContent('#practice-prompt')).toBe(
      text('practice.prompt.mojibake.1', { text: one.text, encoding: encodingTitle(one.encoding) }),
    );
    const wrong = one.options.findIndex((option) => option.encoding !== one.encoding);
    await page.check(`input[name=practice-reading][value="${wrong}"]`);
    await page.click('#practice-check');
    await page.waitForSelector('#practice-feedback .verdict');
    const said = await page.textContent('#practice-feedback');
    expect(said).toContain(text('practice.mojibake.chose-other', { encoding: encodingTitle(one.options[wrong].encoding) }));
    expect(said).toContain(describeRepair(one.repair, language));
    await page.check(`input[name=practice-reading][value="${one.answer}"]`);
    await page.click('#practice-check');
    expect(await page.textContent('#practice-feedback .verdict')).toBe(text('practice.right'));
    expect(await page.$$eval('#practice-feedback .reading-glyph', (glyphs) => glyphs.map((glyph) => glyph.textContent).join(''))).toBe(
      one.options[one.answer].shown,
    );

    const two = await openExercise(language, { kind: 'mojibake', level: 2, seed: 3, n: 1 });
    expect(await page.textContent('#practice-prompt')).toBe(text('practice.prompt.mojibake.2', { shown: two.shown }));
    await answer(two.shown);
    expect(await page.textContent('#practice-feedback')).toContain(text('practice.mojibake.original', { text: two.answer }));
    await answer(two.answer);
    expect(await page.textContent('#practice-feedback .verdict')).toBe(text('practice.right'));

    const three = await openExercise(language, { kind: 'mojibake', level: 3, seed: 3, n: 1 });
    await page.click('#practice-hint');
    expect(await page.textContent('#practice-hint-text')).toBe(
      text('practice.hint.mojibake.3', { first: Array.from(three.shown)[0], encoding: 'GBK', bytes: '' }),
    );
    await answer('E4 BD A0');
    expect(await page.textContent('#practice-feedback')).toContain(text('practice.mojibake.your-bytes', { encoding: 'GBK', text: '浣�' }));
    await answer(hexBytes(three.answer));
    const right = await page.textContent('#practice-feedback');
    expect([right.startsWith(text('practice.right')), right.includes(describeRepair(three.repair, language))]).toEqual([true, true]);
  });

  // A worksheet of the series on screen, from the exercise shown, with its key: what the page
  // prints (print itself is stubbed: a headless browser has no dialog).
  test('a worksheet prints ten exercises of the series, and their key on a page of its own', async () => {
    const spec = { kind: 'encode', level: 2, seed: 42, n: 5 };
    await openExercise(language, spec);
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.click('#practice-worksheet');
    const exercises = Array.from({ length: 10 }, (_, k) => exerciseOf(utf8, { ...spec, n: 5 + k }));
    const sheet = await page.evaluate(() => ({
      numbers: [...document.querySelectorAll('.worksheet-questions > li')].map((li) => li.value),
      prompts: [...document.querySelectorAll('.worksheet-questions > li > p:first-child')].map((p) => p.textContent),
      key: [...document.querySelectorAll('.worksheet-key > li')].map((li) => li.textContent),
    }));
    expect(sheet.numbers).toEqual(exercises.map((e) => e.n));
    expect(sheet.prompts.every((prompt, k) => prompt.includes(codePointLabel(exercises[k].codePoint)))).toBe(true);
    expect(sheet.key).toEqual(exercises.map((e) => hexBytes(e.answer)));
    await page.emulateMedia({ media: 'print' });
    const shown = await page.evaluate(() => [
      getComputedStyle(document.querySelector('#worksheet')).display,
      getComputedStyle(document.querySelector('main')).display,
    ]);
    expect(shown).toEqual(['block', 'none']);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.$eval('#worksheet', (sheet) => getComputedStyle(sheet).display)).toBe('none');
  });
});
