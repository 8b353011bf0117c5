// The texts in English and Chinese (#23): one catalog per language for the package (js/locales)
// and for the page (web/locales), with the same keys and placeholders; every key named by the
// code, every key used; every message, hint and title of explain, describeCharacter, parseBytes
// and parseCodePoints given in both languages, each template reached by at least one input.
import { readdirSync, readFileSync } from 'node:fs';
import { PLACEHOLDER, say } from '../../js/text/catalog.js';
import packageEn from '../../js/text/locales/en.js';
import packageZh from '../../js/text/locales/zh.js';
import pageEn from '../../web/locales/en.js';
import pageZh from '../../web/locales/zh.js';
import { freshPackage } from './inputs.js';

// Each test over the package loaded anew (inputs.js, freshPackage), and the package's catalogs as
// it loaded them: what the tests below read is made when a module loads. (The imports above are
// for reading the code's keys and the templates expected.)
let utf8;
const loaded = {};
beforeEach(async () => {
  utf8 = await freshPackage();
  loaded.en = (await import('../../js/text/locales/en.js')).default;
  loaded.zh = (await import('../../js/text/locales/zh.js')).default;
});

const placeholders = (template) => [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]))].sort();
const CATALOGS = [
  ['the package', () => [loaded.en, loaded.zh]],
  ['the page', () => [pageEn, pageZh]],
];

describe.each(CATALOGS)('the catalogs of %s', (_, catalogs) => {
  let en, zh;
  beforeEach(() => {
    [en, zh] = catalogs();
  });

  test('have a text, not an empty one, for every key', () => {
    const empty = (catalog) => Object.keys(catalog).filter((key) => typeof catalog[key] !== 'string' || catalog[key].trim() === '');
    expect([empty(en), empty(zh)]).toEqual([[], []]);
    expect(Object.keys(en).length).toBeGreaterThan(100);
  });

  test('have the same keys', () => {
    expect(Object.keys(zh).filter((key) => !Object.hasOwn(en, key))).toEqual([]);
    expect(Object.keys(en).filter((key) => !Object.hasOwn(zh, key))).toEqual([]);
  });

  test('have the same placeholders in each text', () => {
    const differ = Object.keys(en).filter((key) => placeholders(en[key]).join() !== placeholders(zh[key]).join());
    expect(differ.map((key) => [key, placeholders(en[key]), placeholders(zh[key])])).toEqual([]);
  });

  test('have a Chinese text for every English one', () => {
    // The same in both languages: a name and its code point, or a character and its quotes.
    const same = new Set(['character.named', 'examples.kuhn', 'stale.listed', 'practice.misconception.cesu-8']);
    const untranslated = Object.keys(en).filter((key) => !same.has(key) && (zh[key] === en[key] || zh[key] === ''));
    expect(untranslated).toEqual([]);
  });
});

test('a placeholder is {name}, never the braces of \\u{1F600}', () => {
  expect(placeholders(packageEn['code-points.unreadable'])).toEqual(['text']);
  expect(placeholders('{count} of \\u{1F600} {codePoint}')).toEqual(['codePoint', 'count']);
});

test('a key that no catalog holds is an error that names it and the catalog, not an empty text', () => {
  expect(() => say('zh', 'reason.nonsense', {})).toThrow(new Error('no text reason.nonsense in js/text/locales/zh.js'));
});

// Every key that the code names in a string literal exists, and every key is named by the code
// or is one of a family whose keys the code builds (reason.overlong from a reason, ...).
describe.each([
  ['js', 'the package', packageEn, ['number.', 'ordinal.', 'reason.', 'name.', 'character.kind.', 'parse.', 'bytes.', 'errors.']],
  [
    'web',
    'the page',
    { ...packageEn, ...pageEn },
    [
      'notation.',
      'reason.',
      'kuhn.',
      'name.',
      'automaton.state.',
      'practice.level.',
      'practice.prompt.',
      'practice.help.',
      'practice.empty.',
      'practice.mistake.',
      'practice.misconception.',
      'practice.diagnosis.',
      'practice.order.',
      'practice.mix.',
      'practice.results.',
      'practice.hint.mojibake.',
    ],
  ],
])('the code in %s/', (folder, __, catalog, families) => {
  const code = readdirSync(folder, { recursive: true })
    .filter((file) => file.endsWith('.js') && !file.startsWith('make-') && !file.includes('locales/'))
    .map((file) => readFileSync(`${folder}/${file}`, 'utf8'))
    .join('\n');
  const html = folder === 'web' ? readFileSync('web/index.html', 'utf8') : '';
  // Literals that look like keys, of a family the catalog has ("utf8.explain" is a caller's name).
  const prefixes = new Set(Object.keys(catalog).map((key) => key.split('.')[0]));
  const named = new Set([
    ...Array.from(code.matchAll(/'([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)'/g), (match) => match[1]).filter(
      (literal) => prefixes.has(literal.split('.')[0]) && !/\.(?:m?js|json|bin)$/.test(literal),
    ),
    ...Array.from(code.matchAll(/\bcount\('([a-z][a-z0-9.-]*)'/g), (match) => match[1]),
    ...Array.from(html.matchAll(/data-t(?:-[a-z-]+)?="([^"]+)"/g), (match) => match[1]),
  ]);
  const has = (key) => Object.hasOwn(catalog, key) || Object.hasOwn(catalog, `${key}.one`);

  test('names only keys that the catalogs hold', () => {
    expect([...named].filter((key) => !has(key))).toEqual([]);
  });

  test('uses every key of its catalog', () => {
    const own = folder === 'web' ? pageEn : packageEn;
    const used = (key) =>
      named.has(key) || named.has(key.replace(/\.(?:one|other)$/, '')) || families.some((family) => key.startsWith(family));
    expect(Object.keys(own).filter((key) => !used(key))).toEqual([]);
  });
});

// Inputs that between them reach every sentence and hint, in both languages.
const CORPUS = [
  '41',
  'C2 A9',
  'E4 BD A0',
  'F0 9F 98 80',
  '80',
  '61 80 62',
  'C0',
  'C0 AF',
  'C0 80',
  'C1 BF',
  'E0 80 AF',
  'E0 80',
  'F0 80 80 AF',
  'ED A0 80',
  'ED A0 BD ED B8 80',
  'ED B0 80',
  'F4 90 80 80',
  'F5 80 80 80',
  'F8',
  'F8 80',
  'F8 88 80 80 80',
  'F8 80 80 80 AF',
  'FC 84 80 80 80 80',
  'FC',
  'FE',
  'FF',
  'FF FE 48 00',
  'FE FF 00 48',
  '63 61 66 E9 20 61',
  'C3 83 C2 A9',
  'EF BB BF 41',
  'E4 BD 41',
  'E4 BD',
  'F0 9F 98',
  'E1 80 C2 62',
];

// A template as a pattern: its text as it is, each placeholder any text.
function patternOf(template) {
  const parts = template.split(PLACEHOLDER);
  let source = '';
  for (let k = 0; k < parts.length; k++) source += k % 2 ? '[^]*?' : parts[k].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(source);
}

describe.each([
  ['en', packageEn],
  ['zh', packageZh],
])('explain in %s', (locale, catalog) => {
  const texts = () =>
    CORPUS.flatMap((hex) =>
      utf8
        .explain(utf8.parseBytes(hex).bytes, { hints: true, locale })
        .flatMap((segment) => [segment.message, segment.hint, segment.attempt?.message].filter(Boolean)),
    );

  test('reaches every sentence, attempt and hint of the catalog', () => {
    const all = texts();
    const keys = Object.keys(catalog).filter((key) => /^(?:segment|attempt|hint)\./.test(key));
    expect(keys.filter((key) => !all.some((text) => patternOf(catalog[key]).test(text)))).toEqual([]);
  });

  test('fills every placeholder', () => {
    expect(texts().filter((text) => /\{[a-z][A-Za-z]*\}|undefined/.test(text))).toEqual([]);
  });
});

test('explain in Chinese words the same facts as in English, the reasons in the stable codes', () => {
  const bytes = utf8.parseBytes('C0 AF ED A0 80 F4 90 80 80 FF E4 BD').bytes;
  const en = utf8.explain(bytes, { hints: true });
  const zh = utf8.explain(bytes, { hints: true, locale: 'zh' });
  expect(zh.map(({ index, length, reason, rule, alternative }) => ({ index, length, reason, rule, alternative }))).toEqual(
    en.map(({ index, length, reason, rule, alternative }) => ({ index, length, reason, rule, alternative })),
  );
  expect(zh.map((segment) => segment.message)).toEqual([
    'C0 只能开始 U+0000..U+003F 的 2 字节形式；这些码点用 1 个字节就能表示，所以这是过长编码。',
    'AF 本应是一个 2 字节形式的第 2 个字节，这个形式从字节 0 处的 C0 开始，但 UTF-8 从不使用这个首字节；后续字节（80..BF）不能单独开始一个序列。',
    'ED A0：ED 之后的下一个字节必须在 80..9F 之间；A0 会编码 UTF-16 的代理项（U+D800..U+DFFF），而 UTF-8 禁止编码代理项。',
    'A0 本应是一个 3 字节形式的第 2 个字节，这个形式从字节 2 处的 ED 开始，但在第 2 个字节 A0 处就被 UTF-8 拒绝了；后续字节（80..BF）不能单独开始一个序列。',
    '80 本应是一个 3 字节形式的第 3 个字节，这个形式从字节 2 处的 ED 开始，但在第 2 个字节 A0 处就被 UTF-8 拒绝了；后续字节（80..BF）不能单独开始一个序列。',
    'F4 90：F4 之后的下一个字节必须在 80..8F 之间；90 会编码一个大于 U+10FFFF 的码点。',
    '90 本应是一个 4 字节形式的第 2 个字节，这个形式从字节 5 处的 F4 开始，但在第 2 个字节 90 处就被 UTF-8 拒绝了；后续字节（80..BF）不能单独开始一个序列。',
    '80 本应是一个 4 字节形式的第 3 个字节，这个形式从字节 5 处的 F4 开始，但在第 2 个字节 90 处就被 UTF-8 拒绝了；后续字节（80..BF）不能单独开始一个序列。',
    '80 本应是一个 4 字节形式的第 4 个字节，这个形式从字节 5 处的 F4 开始，但在第 2 个字节 90 处就被 UTF-8 拒绝了；后续字节（80..BF）不能单独开始一个序列。',
    'FF 在 UTF-8 中的任何位置都不会出现。',
    'E4 BD 开始了一个 3 字节的 UTF8-3 序列，但该序列的 3 个字节只出现了 2 个，输入就结束了（截断）。',
  ]);
  expect(zh[2].attempt.message).toBe('ED A0 80 是 UTF-16 代理项 U+D800 的 3 字节形式，被切成 3 个最大子部分，每个都替换为一个 U+FFFD。');
  // A window in Chinese, and a tag for Chinese.
  expect(utf8.explain(bytes, { from: 9, to: 10, locale: 'zh-CN' })[0].message).toBe('FF 在 UTF-8 中的任何位置都不会出现。');
  expect(utf8.explain(bytes, { locale: 'en-GB' })[9].message).toBe('FF never appears in UTF-8, in any position.');
});

test('a locale that is not en or zh is a TypeError that names the option', () => {
  const bytes = new Uint8Array([0x41]);
  for (const call of [
    () => utf8.explain(bytes, { locale: 'fr' }),
    () => utf8.describeCharacter(0x41, { locale: 'de' }),
    () => utf8.parseBytes('41', { locale: 1 }),
    () => utf8.parseCodePoints('41', { locale: 'ja' }),
  ]) {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(/locale must be 'en' or 'zh'/);
  }
  expect(() => utf8.describeCharacter(0x41, 'zh')).toThrow(TypeError);
});

test('describeCharacter titles every kind of character in Chinese, the badges the same in both', () => {
  const codePoints = [0x00, 0x1b, 0x20, 0x7f, 0x85, 0xa0, 0xad, 0x0301, 0x200b, 0x200d, 0x202e, 0x2066, 0x3000, 0xd800, 0xe000];
  codePoints.push(0xfeff, 0xfdd0, 0xffff, 0xe0001, 0x2028, 0x061c, 0x180e, 0x034f, 0x0378, 0x4f60);
  for (let codePoint = 0x2060; codePoint <= 0x2069; codePoint++) codePoints.push(codePoint);
  for (const codePoint of codePoints) {
    const en = utf8.describeCharacter(codePoint);
    const zh = utf8.describeCharacter(codePoint, { locale: 'zh' });
    expect({ ...zh, title: undefined }).toEqual({ ...en, title: undefined });
    expect(zh.title.startsWith(`U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`)).toBe(true);
    if (en.badge !== null || en.kind === 'combining') expect(zh.title).toMatch(/[\u4e00-\u9fff]/);
  }
  expect(utf8.describeCharacter(0x202e, { locale: 'zh' }).title).toBe('U+202E 从右到左覆盖');
  expect(utf8.describeCharacter(0xd800, { locale: 'zh' }).title).toBe('U+D800 代理项：UTF-16 代理对的一半，单独出现时不是字符');
  // Every named invisible character has its name in both catalogs.
  for (const key of Object.keys(loaded.en).filter((each) => each.startsWith('name.'))) expect(loaded.zh[key]).toMatch(/[\u4e00-\u9fff]/);
});

// (not-binary-digit and bits-not-multiple-of-8 never come out: the input is read as binary only
// when every token is a run of 7 or a multiple of 8 binary digits.)
test('parseBytes and parseCodePoints say why in Chinese, for every problem', () => {
  const unreadable = {
    'not-hex-digit': 'E4 ZZ',
    'odd-hex-digits': 'E4B',
    'bad-escape': '\\q',
    'bad-percent': '%E',
    'unterminated-quote': "b'\\xe4",
    'not-ascii': "b'é'",
    'unexpected-character': "b'\\xe4' x",
    'not-scalar-value': 'U+D800',
    'bad-code-point': 'U+4F60 你',
    'squeezed-lines': '00000000: 4142 4344                                ABCD\n*\n',
    'dump-offset':
      '00000000  41 42 43 44                                       |ABCD|\n00000008  45                                                |E|\n',
  };
  for (const [problem, text] of Object.entries(unreadable)) {
    const en = utf8.parseBytes(text);
    const zh = utf8.parseBytes(text, { locale: 'zh' });
    expect([text, en.problem]).toEqual([text, problem]);
    expect({ ...zh, message: undefined }).toEqual({ ...en, message: undefined });
    expect(zh.message).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.message).not.toBe(en.message);
  }
  expect(utf8.parseBytes('E4 ZZ', { locale: 'zh' }).message).toBe('“Z”不是十六进制数字（0-9、A-F），也不是分隔符');
  expect(utf8.parseCodePoints('U+D800', { locale: 'zh' }).message).toBe(
    'U+D800 是代理项：UTF-16 只把它用作代理对的一半（先是高代理 D800..DBFF，再是低代理 DC00..DFFF），UTF-8 不能单独编码它',
  );
  expect(utf8.parseCodePoints('123456', { locale: 'zh' }).message).toMatch(
    /^U\+123456 大于 U\+10FFFF.*（如果 123456 是十进制，请写 #123456 或 &#123456;）$/,
  );
  expect(utf8.parseCodePoints('hello', { locale: 'zh' }).message).toMatch(/^“hello”不是码点/);
});

test('checkBlob words its errors in Chinese when asked, and Utf8Error stays English', async () => {
  const blob = new Blob([new Uint8Array([0x61, 0xc0, 0xaf, 0x0a, 0xe4, 0xbd])]);
  const zh = await utf8.checkBlob(blob, { allErrors: true, locale: 'zh' });
  const en = await utf8.checkBlob(blob, { allErrors: true });
  expect(zh.errors.map(({ message, hint, ...rest }) => rest)).toEqual(en.errors.map(({ message, hint, ...rest }) => rest));
  expect(zh.errors.map((error) => error.message)).toEqual([
    'C0 只能开始 U+0000..U+003F 的 2 字节形式；这些码点用 1 个字节就能表示，所以这是过长编码。',
    'AF 本应是一个 2 字节形式的第 2 个字节，这个形式从字节 1 处的 C0 开始，但 UTF-8 从不使用这个首字节；后续字节（80..BF）不能单独开始一个序列。',
    'E4 BD 开始了一个 3 字节的 UTF8-3 序列，但该序列的 3 个字节只出现了 2 个，输入就结束了（截断）。',
  ]);
  expect(() => utf8.decode(new Uint8Array([0xff]))).toThrow(/^Invalid UTF-8 at byte 0 \(invalid-byte\): FF never appears/);
});
