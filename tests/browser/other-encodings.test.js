// Read as another encoding, as a learner meets it: mojibake typed in the Text field, bytes of
// GBK, Big5, Shift_JIS, EUC-KR and Windows code pages, 锟斤拷 and 烫烫烫, in English and Chinese;
// and, over every example of the page, never beside a hint that explains the bytes otherwise.
import { goToPage } from './browser.js';
import { page, showField, typeBytes, usePage } from './page-fixture.js';

usePage();

const panel = () =>
  page.evaluate(() => {
    const box = document.getElementById('other-encoding');
    if (box.hidden) return null;
    return {
      what: box.querySelector('.reading-what').textContent,
      grid: [...box.querySelectorAll('.reading-character')].map(
        (li) => `${li.querySelector('.reading-glyph').textContent} ${li.querySelector('.reading-bytes').textContent}`,
      ),
      result: box.querySelector('.reading-text, .reading-hex')?.textContent ?? null,
      use: box.querySelector('button') !== null,
    };
  });

async function typeText(text) {
  await showField('text');
  await page.fill('#text-input', text);
  await page.waitForFunction((expected) => document.querySelector('#text-input').value === expected, text);
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

test('garbled text typed in the Text field: each character over its GBK bytes, and the repair taken', async () => {
  await typeText('涔辩爜');
  expect(await panel()).toEqual({
    what: 'This text looks like UTF-8 that was read as GBK and written again.',
    grid: ['涔 E4 B9', '辩 B1 E7', '爜 A0 81'],
    result: '乱码',
    use: true,
  });
  await page.click('#other-encoding button:has-text("Use the repaired bytes")');
  await page.waitForFunction(() => document.querySelector('#text-input').value === '乱码');
  expect(await panel()).toBeNull();
});

test('what cannot be undone is said, and offers nothing to take', async () => {
  await typeText('锟斤拷');
  expect(await panel()).toMatchObject({ grid: ['锟 EF BF', '斤 BD EF', '拷 BF BD'], result: '\uFFFD\uFFFD', use: false });
  expect((await panel()).what).toMatch(/^This text is UTF-8 read as GBK, and that UTF-8 was EF BF BD, the replacement character U\+FFFD/);
  await typeText('烫烫烫');
  expect(await panel()).toMatchObject({ grid: ['烫 CC CC', '烫 CC CC', '烫 CC CC'], result: null, use: false });
  expect((await panel()).what).toContain("Microsoft's C runtime fills stack memory");
  await typeText('涓枃');
  expect(await panel()).toMatchObject({ grid: ['涓 E4 B8', '枃 96 87'], result: '世\uFFFD', use: false });
  expect((await panel()).what).toMatch(/^This text looks like UTF-8 read as GBK, but characters were lost on the way/);
  // The copy with its private-use character (a badge) is whole again.
  await typeText('涓\uE15F枃');
  expect(await panel()).toMatchObject({ grid: ['涓 E4 B8', 'PUA AD E6', '枃 96 87'], result: '中文', use: true });
});

test.each([
  ['GBK', 'C4 E3 BA C3', ['你 C4 E3', '好 BA C3']],
  ['Big5', 'A7 41 A6 6E A1 41 A5 40 AC C9', ['你 A7 41', '好 A6 6E', '， A1 41', '世 A5 40', '界 AC C9']],
  ['Shift_JIS', '82 B1 82 F1 82 C9 82 BF 82 CD', ['こ 82 B1', 'ん 82 F1', 'に 82 C9', 'ち 82 BF', 'は 82 CD']],
  // Korean is written with spaces between words, Chinese without: the space tells them apart.
  [
    'EUC-KR',
    'BE C8 B3 E7 C7 CF BC BC BF E4 20 BC BC B0 E8',
    ['안 BE C8', '녕 B3 E7', '하 C7 CF', '세 BC BC', '요 BF E4', 'SP 20', '세 BC BC', '계 B0 E8'],
  ],
  ['Windows-1251', 'CF F0 E8 E2 E5 F2', ['П CF', 'р F0', 'и E8', 'в E2', 'е E5', 'т F2']],
])('%s: the bytes %s are read so, and their UTF-8 can be taken', async (encoding, hex, grid) => {
  await typeBytes(hex);
  expect(await panel()).toMatchObject({ what: `These bytes look like ${encoding} text, not UTF-8.`, grid, use: true });
  // Explained by that encoding, the rows carry no UTF-8 hint (GBK's 世 and 界 hold C0 BD).
  expect(await page.$$eval('#breakdown .hint', (hints) => hints.length)).toBe(0);
});

test('in Chinese, the same panel in the same words as the command line', async () => {
  await goToPage(page, `${page.url().replace(/[?#].*$/, '')}?lang=zh#text=${encodeURIComponent('浣犲ソ涓栫晫')}`);
  await page.waitForSelector('#other-encoding:not([hidden]) .reading-grid');
  expect(await panel()).toMatchObject({
    what: '这段文本看起来经过了双重编码：UTF-8 文本被当作 GBK 读取后又被重新编码。',
    grid: ['浣 E4 BD', '犲 A0 E5', 'ソ A5 BD', '涓 E4 B8', '栫 96 E7', '晫 95 8C'],
    result: '你好世界',
  });
  expect(await page.textContent('#other-encoding h2')).toBe('按其他编码读取');
  expect(await page.textContent('#other-encoding .reading-caption')).toBe('每个字符，下面是它在 GBK 中的字节');
  await typeBytes('C4 E3 BA C3 A3 AC CA C0 BD E7');
  expect(await page.textContent('#other-encoding .help')).toBe(
    '在它的 5 个非 ASCII 字符中，有 5 个是常见字符：双字节编码里最常用的字符，或书写规范的单词里的字母。',
  );
});

// Every example, in both languages: where the panel is shown, every hint on the page names the
// encoding the panel reads the bytes in (the hint of text encoded twice), or there is none.
test.each(['en', 'zh'])(
  'over every example (%s), the panel never sits beside a hint that explains the bytes otherwise',
  async (language) => {
    await goToPage(page, `${page.url().replace(/[?#].*$/, '')}?lang=${language}`);
    const values = await page.$$eval('#examples option', (options) => options.map((option) => option.value).filter(Boolean));
    expect(values.length).toBeGreaterThan(90);
    let shown = 0;
    for (const value of values) {
      await page.selectOption('#examples', value);
      await page.waitForFunction((hex) => document.querySelector('#bytes-input').value === hex, value);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const state = await page.evaluate(() => {
        const box = document.getElementById('other-encoding');
        return {
          what: box.hidden ? null : box.querySelector('.reading-what').textContent,
          hints: [...document.querySelectorAll('#breakdown .hint')].map((hint) => hint.textContent),
        };
      });
      if (state.what === null) continue;
      shown++;
      const encoding = /(GBK|gb18030|Big5|Shift_JIS|EUC-JP|EUC-KR|Windows-\d+|UTF-16|ISO-8859-\d+|KOI8-[RU]|IBM866|[Mm]ac\w*)/.exec(
        state.what,
      )[1];
      expect([value, state.hints.filter((hint) => !hint.includes(encoding))]).toEqual([value, []]);
    }
    expect(shown).toBeGreaterThanOrEqual(14);
  },
);
