// utf8.formatForUser: what check, checkBlob, checkString, findErrors and identify found, in a
// sentence for the person who chose the file or typed the text, with the technical detail and
// the line around the first error, its bad bytes marked by their hex value; English and Chinese.
import { load } from 'utf8-abnf';
import { bytesOfCharacter } from '../../js/encodings/other-encodings.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
  await utf8.loadEncodings();
});

const utf8Of = (text) => new TextEncoder().encode(text);
const joined = (...parts) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...utf8Of(part)] : part)));
const written = (name, text) => Uint8Array.from([...text].flatMap((character) => bytesOfCharacter(name, character)));
const CSV = joined('city,country\nRen', [0xe9], ',France\nK', [0xf6], 'ln,Germany\n');

test('a file with errors: where, how many, what to do; the detail; the line with its bad byte marked', async () => {
  const result = await utf8.checkBlob(new Blob([CSV]), { allErrors: true });
  expect(utf8.formatForUser(result, { name: 'cities.csv' })).toEqual({
    summary:
      'The file “cities.csv” is not valid UTF-8: at line 2, column 4 there are bytes that make no character (the first of 2 errors). Fix or delete what is marked there, then save it as UTF-8.',
    detail:
      'Byte 16 (line 2, column 4): E9 2C: after E9 the next byte must be 80..BF; 2C is not a continuation byte, so this UTF8-3 sequence stops short. 2 errors in all: missing continuation byte × 1, beyond U+10FFFF × 1.',
    excerpt: 'Ren⟦E9⟧,France',
  });
  expect(utf8.formatForUser(result, { name: 'cities.csv', locale: 'zh-CN' })).toEqual({
    summary:
      '文件“cities.csv”不是有效的 UTF-8：第 2 行第 4 列有不构成字符的字节（共 2 个错误，这是第 1 个）。请修改或删除标出的地方，再保存为 UTF-8。',
    detail:
      '字节 16（第 2 行第 4 列）：E9 2C：E9 之后的下一个字节必须在 80..BF 之间；2C 不是后续字节，所以这个 UTF8-3 序列缺少后续字节，提前结束了。共 2 个错误：缺少后续字节 × 1、超出 Unicode 范围 × 1。',
    excerpt: 'Ren⟦E9⟧,France',
  });
  // Without allErrors the count is not known, and not said; without a name the file is "this file".
  const first = await utf8.checkBlob(new Blob([CSV]));
  expect(utf8.formatForUser(first).summary).toBe(
    'This file is not valid UTF-8: at line 2, column 4 there are bytes that make no character. Fix or delete what is marked there, then save it as UTF-8.',
  );
});

test("check's result tells line, column and excerpt when given the bytes, and says the byte without them", () => {
  const result = utf8.check(CSV);
  expect(utf8.formatForUser(result, { bytes: CSV })).toMatchObject({
    summary: expect.stringContaining('at line 2, column 4'),
    excerpt: 'Ren⟦E9⟧,France',
  });
  expect(utf8.formatForUser(result)).toEqual({
    summary:
      'This file is not valid UTF-8: at byte 16 there are bytes that make no character. Fix or delete what is marked there, then save it as UTF-8.',
    detail: 'Byte 16: missing continuation byte.',
    excerpt: null,
  });
  expect(utf8.formatForUser(result, { locale: 'zh' }).detail).toBe('字节 16：缺少后续字节。');
});

test('the excerpt is the line of the error, cut to the bytes around it, its controls and bidi characters badged', () => {
  const long = joined('x'.repeat(300), ' \u202Eevil ', [0xc3], 'tail\r\nnext line');
  const { excerpt } = utf8.formatForUser(utf8.check(long), { bytes: long });
  expect(excerpt).toBe(`…${'x'.repeat(39)} [RLO]evil ⟦C3⟧tail`);
  const several = joined('a', [0xff, 0xfe], 'b', [0xe4, 0xbd], '\n');
  expect(utf8.formatForUser(utf8.check(several), { bytes: several }).excerpt).toBe('a⟦FF⟧⟦FE⟧b⟦E4 BD⟧');
});

test('a first look: binary, UTF-16 with and without a byte order mark, another encoding, unsure, valid', () => {
  const elf = Uint8Array.from({ length: 400 }, (_, k) => (k < 4 ? [0x7f, 0x45, 0x4c, 0x46][k] : k % 7 === 0 ? 0 : k % 256));
  expect(utf8.formatForUser(utf8.identify(elf), { name: 'a.out' })).toEqual({
    summary: 'The file “a.out” is not text but a binary file, such as an image, a program or an archive. Choose a text file.',
    detail: 'Its first 8,000 bytes hold a NUL byte (00) or many control bytes: git calls such a file binary too.',
    excerpt: null,
  });
  const le = new Uint8Array(Buffer.from('hello, world\n', 'utf16le'));
  expect(utf8.formatForUser(utf8.identify(joined([0xff, 0xfe], le)))).toMatchObject({
    summary: 'This file is in UTF-16LE, not UTF-8. Save it as UTF-8, or convert it.',
    detail: 'It starts with the byte order mark of UTF-16LE (FF FE).',
  });
  expect(utf8.formatForUser(utf8.identify(le), { locale: 'zh' })).toMatchObject({
    summary: '这个文件的编码是 UTF-16LE，不是 UTF-8。请另存为 UTF-8，或转换为 UTF-8。',
    detail: '开头没有字节顺序标记，但一半字节是 00，与 UTF-16LE 文字相同。',
  });
  const gbk = written('gbk', '今天天气很好，我们去公园散步吧。星期日 星期一 星期二\n'.repeat(5));
  const named = utf8.formatForUser(utf8.identify(gbk), { name: 'notes.txt' });
  expect(named.summary).toBe(
    'The file “notes.txt” is not UTF-8 but looks like GBK text. Convert it to UTF-8, or open it as GBK in an editor and save it as UTF-8.',
  );
  expect(named.detail).toMatch(/^Read in other encodings from byte 0 on, the likeliest are: GBK \((?:\w+ )?Chinese\), /);
  const unsure = {
    encoding: null,
    bom: false,
    binary: false,
    valid: false,
    sure: false,
    firstError: { index: 3, length: 1, reason: 'invalid-byte', line: 1, column: 4 },
  };
  const candidates = [
    { encoding: 'windows-1251', language: 'ru', score: -3 },
    { encoding: 'koi8-r', language: 'ru', score: -3.1 },
  ];
  expect(utf8.formatForUser({ ...unsure, candidates }).summary).toBe(
    'This file is not UTF-8, and its encoding cannot be told for sure (perhaps Windows-1251 or KOI8-R). Save it as UTF-8 and try again.',
  );
  expect(utf8.formatForUser({ ...unsure, candidates }, { locale: 'zh' }).summary).toBe(
    '这个文件不是 UTF-8，也无法确定用的是哪种编码（可能是 Windows-1251 或 KOI8-R）。请另存为 UTF-8 后重试。',
  );
  expect(utf8.formatForUser({ ...unsure, candidates: [] }).summary).toBe(
    'This file is not UTF-8, and its encoding cannot be told for sure. Save it as UTF-8 and try again.',
  );
  const bom = joined([0xef, 0xbb, 0xbf], 'ok');
  expect(utf8.formatForUser(utf8.identify(bom))).toEqual({
    summary: 'This file is valid UTF-8.',
    detail: 'It starts with a byte order mark (EF BB BF), which is not counted as a column.',
    excerpt: null,
  });
  // UTF-8 with a stray byte: the error, placed by the first look's own line and column.
  const stray = joined('naïve café '.repeat(40), [0xff], ' end');
  expect(utf8.formatForUser(utf8.identify(stray), { bytes: stray })).toMatchObject({
    summary: expect.stringContaining('at line 1, column 441'),
    excerpt: expect.stringMatching(/café ⟦FF⟧ end$/),
  });
});

test("a textarea's lone surrogate: where, what to do, and the text around it when given", () => {
  const text = 'Hello 😀\nbroken \uD83D here';
  const result = utf8.checkString(text);
  expect(utf8.formatForUser(result, { text })).toEqual({
    summary:
      'This text has a broken character at line 2, column 8: half of an emoji or of another character written with two UTF-16 code units. Delete it and type the character again.',
    detail: 'UTF-16 code unit 16 is U+D83D, a lone surrogate.',
    excerpt: 'broken ⟦D83D⟧ here',
  });
  expect(utf8.formatForUser(result, { locale: 'zh' })).toEqual({
    summary: '这段文字在第 2 行第 8 列有一个残缺的字符：表情符号等由 2 个 UTF-16 码元写成的字符只剩一半。请删除后重新输入这个字符。',
    detail: 'UTF-16 码元 16 是 U+D83D，一个孤立的代理项。',
    excerpt: null,
  });
  expect(utf8.formatForUser(utf8.checkString('fine'))).toMatchObject({ summary: 'This text is valid UTF-8.' });
});

test('findErrors gives results it words; names are shown without their bidi controls; bad arguments are refused', async () => {
  const errors = [];
  for await (const error of utf8.findErrors([CSV])) errors.push(error);
  expect(utf8.formatForUser({ valid: false, ...errors[1] }).summary).toContain('at line 3, column 2');
  expect(utf8.formatForUser(utf8.check(utf8Of('ok')), { name: 'evil\u202Etxt.exe' }).summary).toBe(
    'The file “evil[RLO]txt.exe” is valid UTF-8.',
  );
  expect(() => utf8.formatForUser(null)).toThrow(
    /utf8.formatForUser expects the result of utf8.check, checkBlob, checkString, findErrors or identify, not null/,
  );
  expect(() => utf8.formatForUser({ valid: true }, { name: 3 })).toThrow(/name must be a string/);
  expect(() => utf8.formatForUser({ valid: true }, { lang: 'zh' })).toThrow(/unknown option "lang" \(use locale\)/);
  expect(() => utf8.formatForUser({ valid: true }, { locale: 'fr' })).toThrow(/locale must be 'en' or 'zh'/);
});
