// The Chinese texts (#40) held to docs/chinese-style.md: the glossary's terms (each reason named
// by its term, no word of the "Not" column anywhere), a space between Chinese and Latin letters or
// digits and none beside full-width punctuation, full-width punctuation after Chinese, Arabic
// numerals with their measure words. Each template is checked as a reader sees it: its
// placeholders filled as the code fills them, from the other texts of the catalog where it does.
import { readFileSync } from 'node:fs';
import { fill, PLACEHOLDER } from '../../js/text/catalog.js';
import packageZh from '../../js/text/locales/zh.js';
import pageZh from '../../web/locales/zh.js';
import { freshPackage } from './inputs.js';

// The glossary: { english, term, not: [...], reason } per row of the table under "## Glossary".
function glossary() {
  const text = readFileSync('docs/chinese-style.md', 'utf8');
  const table = text.slice(text.indexOf('## Glossary')).split('\n## ')[0];
  const rows = table.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((line) => {
    const [english, term, not] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return {
      english,
      term,
      not: not ? not.split('、').map((word) => word.trim()) : [],
      reason: /^`([a-z-]+)`/.exec(english)?.[1] ?? null,
    };
  });
}

// What fills a placeholder: text as it is, or @key for the text of another key of the catalog
// (itself filled the same way). A list gives each way it can be filled; the first is the usual.
// 'A1' stands for hex, a code point, a number or a Latin name.
const LATIN = 'A1';
const REASONS = Object.keys(packageZh)
  .filter((key) => key.startsWith('reason.'))
  .map((key) => `@${key}`);
const NOTATIONS = Object.keys(pageZh)
  .filter((key) => key.startsWith('notation.'))
  .map((key) => `@${key}`);
const PACKAGE = {
  after: '@segment.after',
  parts: '@attempt.parts',
  era: '@hint.rfc-2279',
  what: ['@attempt.old-form', '@attempt.surrogate-form', '@attempt.too-large-form', '@attempt.overlong-form'],
  rejected: ['@attempt.never-lead', '@attempt.rejected-second'],
  overlong: ['', '@hint.rfc-2279-overlong'],
  character: ['', '@hint.character'],
  decimal: ['', '@code-points.decimal'],
  order: ['@hint.big-endian', '@hint.little-endian'],
  ordinal: ['@ordinal.2', '@ordinal.3', '@ordinal.4'],
  hint: ['@hint.bom', '@hint.overlong', '@hint.surrogate'],
  name: ['@name.SP', '@name.ZWJ'],
  'segment.old-lead/count': ['@number.5', '@number.6'],
  'segment.truncated/count': ['@number.2', '@number.3', '@number.4'],
  'attempt.parts/count': ['@number.2', '@number.3', '@number.4'],
  'attempt.start/count': ['@number.2', '@number.3'],
  'hint.latin-1/character': 'x',
  'hint.windows-1252/character': 'x',
  'hint.encoded-twice/text': ['@hint.quoted', LATIN],
  'hint.encoded-twice/meant': ['@hint.quoted', LATIN],
  'parse/character': '@parse.quoted',
  'hint.rfc-2279-overlong/bytes': ['@bytes.one', '@bytes.other'],
  'cli/bytes': '@bytes.other',
  'cli/errors': ['@errors.one', '@errors.other'],
  encoding: ['GBK', 'Windows-1252'],
  'user/subject': ['@user.this-file', '@user.named-file', '@user.this-text'],
  'user/where': ['@user.where', '@user.at-byte'],
  'user/more': ['', '@user.more'],
  'user/maybe': ['', '@user.maybe'],
  'user/encodings': ['GBK', '@user.or'],
  'user.detail/errors': '@errors.other',
  'user.detail/candidates': '@user.detail.candidate',
  'user.detail/language': '繁体中文',
  memory: ['@repair.stack', '@repair.heap'],
};
const PAGE = {
  ...PACKAGE,
  bytes: '@bytes.other', // a count, but for the keys below
  errors: '@errors.other',
  units: '@units.other',
  characters: '@characters.other',
  codePoints: '@code-points.other',
  steps: '@steps.other',
  size: '@bytes.other',
  limit: '@bytes.other',
  reason: REASONS,
  notation: NOTATIONS,
  subpart: ['@automaton.subpart-byte', '@automaton.subpart-bytes'],
  failure: ['@grammar.expected', '@grammar.expected-end'],
  words: ['@automaton.move', '@automaton.reject', '@automaton.ends'],
  where: '@file.opened',
  what: ['@paste.bytes', '@paste.text'],
  title: '@kuhn.3.1',
  name: LATIN, // a file's name
  message: [LATIN, '@parse.not-hex-digit', '@parse.bad-percent', '@code-points.unreadable'],
  ordinal: LATIN,
  'construction/bytes': LATIN, // hex
  'construction.overlong/bytes': ['@bytes.one', '@bytes.other'],
  'automaton.subpart/bytes': LATIN,
  'automaton.covers/bytes': LATIN, // a number
  'stale.note/bytes': ['@bytes.other', '@stale.listed'],
  'find.error/errors': LATIN,
  'automaton.step-of/steps': LATIN,
  'file.checking/size': LATIN, // 1.50 MiB
  'link.too-large/limit': LATIN,
  'practice/bytes': LATIN, // hex
  'practice.diagnosis/units': LATIN, // hex
  'practice.diagnosis/length': ['@bytes.one', '@bytes.other'],
  'practice.diagnosis/shortest': ['@bytes.one', '@bytes.other'],
  'practice.wrong-reason/yours': REASONS,
  'grammar.failed-at/place': ['@ordinal.2', '@ordinal.3', '@ordinal.4'],
};

// How `name` in `key` is filled: the entry for key/name, or for a prefix of key (parse/, cli/,
// construction/), or for name, else LATIN.
function fillings(spec, key, name) {
  for (let prefix = key; prefix; prefix = prefix.includes('.') || prefix.includes('-') ? prefix.replace(/[.-][^.-]*$/, '') : '') {
    if (Object.hasOwn(spec, `${prefix}/${name}`)) return [spec[`${prefix}/${name}`]].flat();
  }
  return Object.hasOwn(spec, name) ? [spec[name]].flat() : [LATIN];
}

// Every way the template of `key` reads: each placeholder filled its usual way, then each of its
// other ways in turn (the others kept usual).
function readings(catalog, spec, key, depth = 0) {
  const template = catalog[key];
  const names = [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]))];
  const one = (filling) => (filling.startsWith('@') ? readings(catalog, spec, filling.slice(1), depth + 1)[0] : filling);
  const usual = Object.fromEntries(names.map((name) => [name, one(fillings(spec, key, name)[0])]));
  const all = [fill(template, usual)];
  if (depth > 0) return all;
  for (const name of names) {
    for (const filling of fillings(spec, key, name).slice(1)) {
      const each = filling.startsWith('@') ? readings(catalog, spec, filling.slice(1), depth + 1) : [filling];
      for (const text of each) all.push(fill(template, { ...usual, [name]: text }));
    }
  }
  return all;
}

const HAN = '\\p{Script=Han}';
const FULL_WIDTH = '，。：；？！、（）“”';
const RULES = [
  ['no space between Chinese and a Latin letter or digit', new RegExp(`${HAN}[A-Za-z0-9]|[A-Za-z0-9]${HAN}`, 'u')],
  ['no space between two Chinese characters', new RegExp(`${HAN} +${HAN}`, 'u')],
  ['a space beside full-width punctuation', new RegExp(`[ \u00a0][${FULL_WIDTH}]|[${FULL_WIDTH}][ \u00a0]`, 'u')],
  ['half-width punctuation beside Chinese', new RegExp(`${HAN}[,.:;()!?]|[,:;()!?]${HAN}`, 'u')],
  ['a Chinese numeral as a count', /[二两三四五六七八九十](?:个|字节|行|列|位|次|步|种)|第[一二三四五六七八九十]/u],
  ['a count of bytes without 个', /(?<!UTF-\d?)\d 字节(?!形式|的|过长编码)/u],
];

// A text as the rules read it: markup out, &nbsp; a space, quoted text (a character, an example's
// text, a field's name) left out, with its quotes.
const readable = (text) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/“[^“”]*”/g, '“”');

function broken(text) {
  const shown = readable(text);
  return RULES.filter(([, pattern]) => pattern.test(shown)).map(([rule, pattern]) => `${rule}: ${shown.match(pattern)[0]}`);
}

describe.each([
  ['the package', packageZh, packageZh, PACKAGE],
  ['the page', { ...packageZh, ...pageZh }, pageZh, PAGE],
])('the Chinese catalog of %s', (_, catalog, own, spec) => {
  test('uses no word that the glossary rules out', () => {
    const found = [];
    for (const { english, not } of glossary()) {
      for (const word of not) {
        for (const key of Object.keys(own)) if (own[key].includes(word)) found.push(`${key}: ${word} (for ${english})`);
      }
    }
    expect(found).toEqual([]);
  });

  test('spaces, punctuates and counts as the style note says, with its placeholders filled', () => {
    const found = [];
    for (const key of Object.keys(own)) {
      for (const text of new Set(readings(catalog, spec, key))) {
        for (const problem of broken(text)) found.push(`${key}: ${problem}  ←  ${JSON.stringify(text)}`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});

test('the glossary names each reason by the term the catalogs give it', () => {
  const rows = glossary();
  expect(rows.length).toBeGreaterThan(15);
  const reasons = rows.filter((row) => row.reason);
  expect(reasons.map((row) => row.reason).sort()).toEqual(
    Object.keys(packageZh)
      .filter((key) => key.startsWith('reason.'))
      .map((key) => key.slice('reason.'.length))
      .sort(),
  );
  expect(reasons.filter((row) => packageZh[`reason.${row.reason}`] !== row.term).map((row) => row.reason)).toEqual([]);
});

test('the rules catch what they are for', () => {
  expect(broken('的3字节过长编码')).toHaveLength(1);
  expect(broken('“/” 的')).toHaveLength(1);
  expect(broken('按 十六进制读取')).toHaveLength(1);
  expect(broken('不是 UTF-8(截断)')).toHaveLength(1);
  expect(broken('被切成三个最大子部分，第二个字节')).toHaveLength(1);
  expect(broken('第 1 字节')).toHaveLength(1);
  expect(broken('的 3 字节形式的第 2 个字节，原本的 UTF-8 字节 E4（<code>xxd</code> 或“Hello, 世界!”）')).toEqual([]);
});

// The texts the package really writes: explain's messages, attempts and hints over inputs that
// reach every sentence, and why parseBytes and parseCodePoints could not read.
test("the package's Chinese texts, as explain and the parsers write them, keep the style", async () => {
  const utf8 = await freshPackage();
  const inputs = ['41 C2 A9 E4 BD A0 F0 9F 98 80', '80', 'C0 AF', 'C0 80', 'E0 80 AF', 'E0 80 41', 'F0 80 80 AF', 'ED A0 80'];
  inputs.push('ED A0 BD ED B8 80', 'ED B0 80', 'F4 90 80 80', 'F5 80 80 80', 'F8 88 80 80 80', 'F8 80 80 80 AF', 'FC 84 80 80 80 80');
  inputs.push('F8', 'FE', 'FF FE 48 00', 'FE FF 00 48', '63 61 66 E9 20 61', 'C3 83 C2 A9', 'EF BB BF 41', 'E4 BD 41', 'E4 BD');
  const texts = inputs.flatMap((hex) =>
    utf8
      .explain(utf8.parseBytes(hex).bytes, { hints: true, locale: 'zh' })
      .flatMap((segment) => [segment.message, segment.hint, segment.attempt?.message].filter(Boolean)),
  );
  for (const text of ['E4 ZZ', 'E4B', '\\q', '%E', "b'\\xe4", "b'é'", "b'\\xe4' x", 'U+D800', 'U+4F60 你']) {
    texts.push(utf8.parseBytes(text, { locale: 'zh' }).message);
  }
  for (const text of ['U+D800', '123456', 'hello']) texts.push(utf8.parseCodePoints(text, { locale: 'zh' }).message);
  for (const codePoint of [0x1b, 0x85, 0x200d, 0x0301, 0xd800, 0xfdd0, 0xe000, 0x0378]) {
    texts.push(utf8.describeCharacter(codePoint, { locale: 'zh' }).title);
  }
  expect(texts.length).toBeGreaterThan(60);
  expect(texts.flatMap((text) => broken(text).map((problem) => `${problem}  ←  ${text}`))).toEqual([]);
});
