// The page in Simplified Chinese (#23): chosen by the browser's preferred languages or by ?lang=,
// switched in place by 中文 / English without losing the input, kept by links; the explanations of
// the classic failures worded in Chinese (screenshots: screenshots.test.js).
import { openPage, servePageForTests, typeBytesIn } from './browser.js';

const served = servePageForTests();

// The breakdown's rows as a learner reads them: reason badge, rule, explanation, hint.
const rowsOf = (page) =>
  page.$$eval('#breakdown tbody tr', (trs) =>
    trs.map((tr) => ({
      rule: tr.querySelector('.rule-name')?.textContent,
      reason: tr.querySelector('.explanation .reason')?.textContent ?? null,
      message: tr.querySelector('.message')?.textContent,
      hint: tr.querySelector('.hint')?.textContent ?? null,
    })),
  );

// Lowercase English words that no Chinese page text should hold, the menus' too (character names
// are in capitals; code such as errors: 'ignore' stays).
const ENGLISH = /\b(?:the|is|of|and|not|with|this|bytes?|valid|error|read|field|none|code point)\b/;
const visibleText = (page) =>
  page.evaluate(() => {
    const copy = document.body.cloneNode(true);
    for (const node of copy.querySelectorAll('noscript, [hidden], #loading, #language, code, .abnf, .rule-text')) node.remove();
    return copy.textContent;
  });

test('a browser that prefers Chinese gets the page in Chinese, its labels, <html lang> and the address', async () => {
  const page = await openPage(served.browser, served.server.url, { locale: 'zh-CN' });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  expect(new URL(page.url()).searchParams.get('lang')).toBe('zh');
  expect(await page.title()).toBe('utf8-abnf：按 RFC 3629 的语法逐字节看 UTF-8');
  expect(await page.textContent('label[for="bytes-input"]')).toBe('字节');
  expect(await page.textContent('label[for="text-input"]')).toBe('文本');
  expect(await page.textContent('#breakdown-title')).toBe('逐字节分析');
  expect(await page.getAttribute('#bytes-input', 'placeholder')).toContain('或');
  expect(await page.textContent('#summary .verdict strong')).toBe('✗ 不是有效的 UTF-8'); // the first example holds C0 AF
  expect(await page.textContent('#bytes-status')).toBe('10 个字节，按“十六进制”读取。');
  const text = await visibleText(page);
  expect(text.match(ENGLISH)).toBeNull();
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test('the classic failures explained in Chinese, in the terms of docs/chinese-style.md', async () => {
  const page = await openPage(served.browser, `${served.server.url}?lang=zh`, { locale: 'en-US' });
  expect(await page.textContent('label[for="bytes-input"]')).toBe('字节');

  await typeBytesIn(page, 'C0 AF');
  const overlong = await rowsOf(page);
  expect(overlong[0]).toEqual({
    rule: '没有规则：没有规则以 C0 开头（首字节从 C2 到 F4）',
    reason: '过长编码',
    message: 'C0 只能开始 U+0000..U+003F 的 2 字节形式；这些码点用 1 个字节就能表示，所以这是过长编码。',
    hint: '提示：C0 AF 是 2 字节的过长编码，表示 U+002F“/”；它唯一有效的编码是 2F。过长编码曾被用来让“/”之类的字符绕过过滤器。',
  });
  expect(overlong[1].reason).toBe('意外的后续字节');
  expect(overlong[1].message).toBe(
    'AF 本应是一个 2 字节形式的第 2 个字节，这个形式从字节 0 处的 C0 开始，但 UTF-8 从不使用这个首字节；后续字节（80..BF）不能单独开始一个序列。',
  );
  expect(await page.textContent('#breakdown .attempt-note')).toBe(
    '一个被拒绝的序列（占 2 行）：C0 AF 是 U+002F 的 2 字节过长编码，被切成 2 个最大子部分，每个都替换为一个 U+FFFD。',
  );
  expect(await page.textContent('#summary .verdict')).toBe(
    '✗ 不是有效的 UTF-8 · 2 个字节 · 0 个码点 · 2 个错误，涉及 2 个字节 · 首个错误在字节 0 过长编码',
  );

  await typeBytesIn(page, 'ED A0 80');
  const [surrogate] = await rowsOf(page);
  expect(surrogate).toEqual({
    rule: 'UTF8-3 情况 3（未能匹配）',
    reason: '代理项',
    message: 'ED A0：ED 之后的下一个字节必须在 80..9F 之间；A0 会编码 UTF-16 的代理项（U+D800..U+DFFF），而 UTF-8 禁止编码代理项。',
    hint: '提示：ED A0 80 会表示代理项 U+D800：只有 UTF-16 使用代理项，而且只用作代理对的一半；单独出现的代理项不是字符。',
  });

  await typeBytesIn(page, 'F4 90 80 80');
  const [beyond] = await rowsOf(page);
  expect(beyond).toEqual({
    rule: 'UTF8-4 情况 3（未能匹配）',
    reason: '超出 Unicode 范围',
    message: 'F4 90：F4 之后的下一个字节必须在 80..8F 之间；90 会编码一个大于 U+10FFFF 的码点。',
    hint: '提示：F4 90 80 80 会表示 U+110000，超过了最后一个码点 U+10FFFF（UTF-16 能表示的上限）。',
  });

  await typeBytesIn(page, 'E4 BD');
  const [truncated] = await rowsOf(page);
  expect(truncated).toEqual({
    rule: 'UTF8-3 情况 2（未能匹配）',
    reason: '截断',
    message: 'E4 BD 开始了一个 3 字节的 UTF8-3 序列，但该序列的 3 个字节只出现了 2 个，输入就结束了（截断）。',
    hint: null,
  });

  await typeBytesIn(page, 'FF');
  const [never] = await rowsOf(page);
  expect(never).toEqual({
    rule: '没有规则：没有规则以 FF 开头（首字节从 C2 到 F4）',
    reason: '无效字节',
    message: 'FF 在 UTF-8 中的任何位置都不会出现。',
    hint: '提示：单独的 FF 是 Windows-1252 或 Latin-1 对“ÿ”的写法：这段文本可能根本不是 UTF-8。',
  });

  // A valid row: its rule as 情况 N, and how its bits carry the code point.
  await typeBytesIn(page, 'E4 BD A0');
  const [valid] = await rowsOf(page);
  expect(valid.rule).toBe('UTF8-3 情况 2');
  expect(valid.message).toBe('E4 BD A0 匹配 UTF8-3 = %xE1-EC 2( UTF8-tail )，编码的是 U+4F60。');
  expect(await page.textContent('#breakdown .construction summary')).toBe('E4 BD A0 如何承载 U+4F60');

  // Unreadable input: where and why, in Chinese.
  await typeBytesIn(page, 'E4 ZZ');
  expect(await page.textContent('#bytes-status')).toBe(
    '无法把第 4 个字符（第 1 行，第 4 列）按“十六进制”读取：“Z”不是十六进制数字（0-9、A-F），也不是分隔符。',
  );
  expect(await page.textContent('#stale-note')).toContain('“字节”框无法读取');
  expect(await page.textContent('#summary .stale-mark')).toBe('这里描述的是最后能读取的字节，不是框中的内容');

  // The grammar's failure mark and the automaton's steps.
  await typeBytesIn(page, 'ED A0 80');
  await page.click('#breakdown tbody tr');
  expect(await page.textContent('#abnf .failure-note')).toBe('应为 %x80-9F，实际是 A0（序列 3 个字节中的第 2 个）');
  expect(await page.$$eval('#automaton-drawing .state text', (texts) => texts.map((text) => text.textContent))).toEqual([
    '起点',
    '差 1',
    'E0 后',
    'E1 后',
    'ED 后',
    'F0 后',
    'F1 后',
    'F4 后',
    '差 2',
    '末 3',
    '末 4',
  ]);
  await page.click('#automaton-next');
  expect(await page.textContent('#automaton-step')).toBe('第 1 步，共 4 步：字节 0 是 ED，属于 ED 类：“起点”→“ED 后”。');
  await page.click('#automaton-next');
  expect(await page.textContent('#automaton-step')).toContain('所以拒绝它：代理项。最大子部分 ED（字节 0）到此结束。');
  expect((await visibleText(page)).match(ENGLISH)).toBeNull();
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test('中文 / English switches in place, keeps the input, and links keep the language', async () => {
  const page = await openPage(served.browser, `${served.server.url}?lang=zh`);
  await page.click('#text-tab');
  await page.fill('#text-input', 'héllo 你');
  await page.waitForFunction(() => document.querySelector('#bytes-input').value === '68 C3 A9 6C 6C 6F 20 E4 BD A0');
  expect(await page.textContent('#text-status')).toBe('7 个 UTF-16 码元编码为 10 个字节。');
  await page.evaluate(() => {
    window.notReloaded = true;
  });

  await page.click('#language');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await page.textContent('label[for="bytes-input"]')).toBe('Bytes');
  expect(await page.inputValue('#text-input')).toBe('héllo 你');
  expect(await page.inputValue('#bytes-input')).toBe('68 C3 A9 6C 6C 6F 20 E4 BD A0');
  expect(await page.textContent('#text-status')).toBe('7 UTF-16 code units encode to 10 bytes.');
  expect(await page.textContent('#summary .verdict strong')).toBe('✓ Valid UTF-8');
  expect((await rowsOf(page)).at(-1).rule).toBe('UTF8-3, alternative 2');
  expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
  expect(await page.evaluate(() => window.notReloaded)).toBe(true);

  await page.click('#language');
  expect(await page.textContent('label[for="bytes-input"]')).toBe('字节');
  expect(await page.inputValue('#text-input')).toBe('héllo 你');
  expect(await page.textContent('#summary .verdict strong')).toBe('✓ 有效的 UTF-8');
  expect(await page.$eval('#examples option', (option) => option.textContent)).toBe('选择一个示例…');

  // The link holds the language: opened by a browser that prefers English, it is Chinese.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click('#share');
  await page.waitForFunction(() => document.querySelector('#share-status').textContent.startsWith('链接已复制'));
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${served.server.url}?lang=zh#hex=68c3a96c6c6f20e4bda0`);
  const other = await openPage(served.browser, link, { locale: 'en-US' });
  expect(await other.textContent('label[for="bytes-input"]')).toBe('字节');
  expect(await other.inputValue('#bytes-input')).toBe('68 C3 A9 6C 6C 6F 20 E4 BD A0');
  // ?lang=en wins over a browser that prefers Chinese.
  const english = await openPage(served.browser, `${served.server.url}?lang=en#hex=c0af`, { locale: 'zh-CN' });
  expect(await english.textContent('label[for="bytes-input"]')).toBe('Bytes');
  expect((await rowsOf(english))[0].reason).toBe('overlong form');
  for (const each of [page, other, english]) {
    expect(each.problems).toEqual([]);
    await each.context().close();
  }
});

test('the file check speaks Chinese, and says it again in English after a switch', async () => {
  const page = await openPage(served.browser, `${served.server.url}?lang=zh`);
  await page.setInputFiles('#file-input', {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.concat([Buffer.from('第一行\n'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])]),
  });
  await page.waitForSelector('#file-result .verdict');
  expect(await page.textContent('#file-result .verdict')).toBe(
    '✗ \u2068notes.txt\u2069 不是有效的 UTF-8：这个 15 个字节的文件中有 1 个错误。首个错误在字节 13（第 2 行，第 4 列）：缺少后续字节 E9 0A：E9 之后的下一个字节必须在 80..BF 之间；0A 不是后续字节，所以这个 UTF8-3 序列缺少后续字节，提前结束了。',
  );
  // What the bytes around the error tell: a lone E9 between ASCII is Latin-1's é.
  expect(await page.textContent('#file-result p.hint')).toBe(
    '提示：单独的 E9 是 Windows-1252 或 Latin-1 对“é”的写法：这段文本可能根本不是 UTF-8。',
  );
  await page.click('#language');
  await page.waitForFunction(() =>
    document.querySelector('#file-result .verdict')?.textContent.startsWith('✗ \u2068notes.txt\u2069 is not valid UTF-8'),
  );
  expect(await page.textContent('#file-result .verdict')).toContain(
    'missing continuation byte E9 0A: after E9 the next byte must be 80..BF',
  );
  expect(page.problems).toEqual([]);
  await page.context().close();
});
