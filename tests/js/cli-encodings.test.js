// The command line and other encodings: check and explain name the likely encoding of a file that
// is not UTF-8 (the page's reading, in the same words), and decode --from converts it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { encodeIn, loadEncodings, otherEncoding } from '../../js/encodings/other-encodings.js';
import { cliFixture, run } from './cli-run.js';

const fixture = cliFixture();
beforeAll(loadEncodings);
const written = (name, text) => Buffer.from(encodeIn(otherEncoding(name), text));
const CHINESE = '这个文件不是用 UTF-8 保存的，所以打开后全是问号。\n'.repeat(2000);

test('check names the likely encoding, in English or Chinese, from the first error on', () => {
  const gbk = fixture.file('gbk.txt', Buffer.concat([Buffer.from('id,name\n'), written('gbk', CHINESE)]));
  const big5 = fixture.file('big5.txt', written('big5', '這個檔案不是用 UTF-8 儲存的。\n'.repeat(10)));
  const english = run(['check', gbk, big5]);
  expect(english.status).toBe(1);
  const notes = english.stdout.split('\n').filter((line) => line.includes('looks like'));
  expect(notes).toEqual([
    `${gbk}: note: from offset 8 on, looks like GBK: utf8-abnf decode --from gbk converts it`,
    `${big5}: note: from offset 0 on, looks like Big5: utf8-abnf decode --from big5 converts it`,
  ]);
  expect(run(['check', '--lang', 'zh', gbk]).stdout).toContain(
    `${gbk}: 注：从偏移量 8 起看起来是 GBK：utf8-abnf decode --from gbk 可以转换它\n`,
  );
  // Only where the page reads the bytes as another encoding: an overlong "/" is no GBK.
  expect(run(['check', '-'], { input: Buffer.from('a\xc0\xafb', 'latin1') }).stdout).not.toContain('note: from offset');
  const [, note] = run(['check', '--format', 'json', gbk]).stdout.trim().split('\n').map(JSON.parse);
  expect(note).toMatchObject({ note: 'encoding', offset: 8, encoding: 'gbk', unsure: null });
  expect(run(['check', '--format', 'github', big5]).stdout).toContain(
    `::notice file=${big5},title=Encoding::from offset 0 on, looks like Big5: utf8-abnf decode --from big5 converts it\n`,
  );
  expect(run(['check', '--quiet', gbk]).stdout).toBe('');
  // Two encodings that read the bytes about as well: neither is named, both are.
  const short = run(['check', '-'], { input: Buffer.from('\xe9\xe8', 'latin1') }).stdout;
  expect(short).toMatch(/\n<stdin>: note: from offset 0 on, may be [\w-]+ or [\w-]+: the two read about as well, so neither is named\n$/);
});

// A file of 1 MiB or more is streamed in pieces of 1 MiB: past the first error, check reads on
// only to fill the sample it names an encoding from, here all in the next piece.
test('check names the encoding of a large file whose first error ends its first piece', () => {
  const lead = (1 << 20) - 3;
  const big = fixture.file(
    'late-gbk.txt',
    Buffer.concat([Buffer.alloc(lead - 1, 'a'), Buffer.from('\n'), written('gbk', CHINESE.slice(0, 3000))]),
  );
  const { status, stdout } = run(['check', big]);
  expect(status).toBe(1);
  expect(stdout.split('\n')).toEqual([
    expect.stringMatching(new RegExp(`^${big}:2:1: offset ${lead}: `)),
    `${big}: note: from offset 1,048,573 on, looks like GBK: utf8-abnf decode --from gbk converts it`,
    '',
  ]);
  expect(run(['check', '--quiet', big])).toMatchObject({ status: 1, stdout: '' });
});

// Notes are made while check goes on (by worker threads in a long run: cli-notes.test.js): the
// lines come out as each file's alone, in the files' order, with --all as without.
test('check -r over many files that are not UTF-8: the lines and note of each, in order', () => {
  // biome-ignore format: a table, an encoding and its text a row
  const TEXTS = [
    ['windows-1252', 'Café crème, brûlée à la française.\n'], ['gbk', '这个文件不是用 UTF-8 保存的。\n'],
    ['windows-1251', 'Этот файл сохранён не в UTF-8.\n'], ['big5', '這個檔案不是用 UTF-8 儲存的。\n'],
    ['shift_jis', 'このファイルは UTF-8 ではありません。\n'],
  ];
  const folder = join(fixture.folder, 'many');
  mkdirSync(folder);
  const files = [];
  for (let k = 0; k < 16; k++) {
    const [encoding, text] = TEXTS[k % TEXTS.length];
    files.push(fixture.file(`many/${String(k).padStart(2, '0')}-${encoding}.txt`, written(encoding, text.repeat(k + 1))));
    fixture.file(`many/${String(k).padStart(2, '0')}-utf-8.txt`, text);
  }
  for (const all of [[], ['--all']]) {
    const walked = run(['check', '-r', ...all, folder]);
    expect(walked.status).toBe(1);
    expect(walked.stdout).toBe(files.map((file) => run(['check', ...all, file]).stdout).join(''));
    expect(walked.stdout.match(/: note: from offset 0 on, looks like /g)).toHaveLength(16);
  }
});

test('explain says it after its verdict', () => {
  const sjis = fixture.file('sjis.txt', written('shift_jis', 'こんにちは世界'));
  const { stdout } = run(['explain', '--file', sjis]);
  expect(stdout.trimEnd().split('\n').slice(-2)).toEqual([
    '14 bytes: not UTF-8 (8 errors)',
    'note: from offset 0 on, looks like Shift_JIS: utf8-abnf decode --from shift_jis converts it',
  ]);
});

test('decode --from converts, strictly or with U+FFFD, from a file or stdin', () => {
  const gbk = fixture.file('gbk-to-convert.txt', written('gbk', CHINESE));
  const converted = run(['decode', '--from', 'gbk', gbk]);
  expect(converted).toMatchObject({ status: 0, stderr: '' });
  expect(converted.stdout).toBe(CHINESE);
  expect(run(['decode', '--from', 'latin1'], { input: Buffer.from('caf\xe9 \x93q\x94', 'latin1') }).stdout).toBe('café “q”');
  expect(run(['decode', '--from', 'windows-1251'], { input: written('windows-1251', 'Привет') }).stdout).toBe('Привет');
  expect(run(['decode', '--from', 'utf-16le', '--strip-bom'], { input: Buffer.from('\xff\xfeH\0i\0', 'latin1') }).stdout).toBe('Hi');
  // A pair cut between two chunks is whole in the output: 1 MiB chunks, a pair across the first end.
  const across = Buffer.concat([Buffer.alloc((1 << 20) - 1, 0x61), written('gbk', '你好')]);
  expect(run(['decode', '--from', 'gbk', fixture.file('across.txt', across)]).stdout).toBe(`${'a'.repeat((1 << 20) - 1)}你好`);
  // 7F follows no lead byte: strictly an error at its lead, else U+FFFD and the byte read again.
  const broken = Buffer.from([0x61, 0xc4, 0xe3, 0xa2, 0x7f, 0x62]);
  expect(run(['decode', '--from', 'gbk'], { input: broken })).toMatchObject({
    status: 1,
    stdout: 'a你',
    stderr: 'utf8-abnf: <stdin>: offset 3: not GBK, A2 is no character in it (--errors replace reads on, with U+FFFD)\n',
  });
  expect(run(['decode', '--from', 'gbk', '--errors', 'replace'], { input: broken }).stdout).toBe('a你\uFFFD\x7Fb');
  expect(run(['decode', '--from', 'gbk', '--errors', 'ignore'], { input: broken })).toMatchObject({ status: 2 });
  expect(run(['decode', '--from', 'ebcdic'], { input: broken }).stderr).toMatch(
    /^utf8-abnf: --from ebcdic is no label of the WHATWG Encoding Standard, whose encodings utf8-abnf reads \(gbk, gb18030, big5/,
  );
  expect(run(['decode', '--from', 'ISO-2022-KR'], { input: broken })).toMatchObject({ status: 2, stdout: '' });
  // Every label of UTF-8 is the codec's UTF-8.
  expect(run(['decode', '--from', ' Unicode11UTF8 '], { input: Buffer.from('caf\xc3\xa9', 'latin1') }).stdout).toBe('café');
});

test('decode --from reads a character cut between two 1 MiB reads, with a full read after it', () => {
  // The second read is a whole 1 MiB: the byte held from the first goes before it without being
  // spread into a call's arguments (which overflows the stack at this size).
  const head = 'x'.repeat((1 << 20) - 1);
  const tail = 'y'.repeat(3 << 20);
  for (const [encoding, text] of [
    ['big5', '中文'],
    ['shift_jis', '日本'],
    ['euc-kr', '한국'],
  ]) {
    const file = fixture.file(`cut-${encoding}.txt`, Buffer.concat([Buffer.from(head), written(encoding, text), Buffer.from(tail)]));
    const converted = run(['decode', '--from', encoding, file]);
    expect(converted.stderr).toBe('');
    expect(converted.status).toBe(0);
    expect(converted.stdout === `${head}${text}${tail}`).toBe(true);
  }
});

test('decode --from utf-16le and utf-16be say where strict decoding stopped, and why', () => {
  const le = (units) => Buffer.from(Uint16Array.from(units).buffer);
  const cases = [
    [le([0x41, 0x42, 0x43]).subarray(0, 5), 'utf-16le', 'AB', 'offset 4: not UTF-16LE, one byte left over at the end'],
    [le([0x41, 0xdc00, 0x42]), 'utf-16le', 'A', 'offset 2: not UTF-16LE, a lone surrogate, U+DC00'],
    [le([0x41, 0x42, 0xd83d]), 'utf-16le', 'AB', 'offset 4: not UTF-16LE, a lone surrogate, U+D83D'],
    [le([0xd83d, 0x41]), 'utf-16le', '', 'offset 0: not UTF-16LE, a lone surrogate, U+D83D'],
    [Buffer.from([0, 0x41, 0xd8, 0x3d, 0xde, 0x00, 0]), 'utf-16be', 'A😀', 'offset 6: not UTF-16BE, one byte left over at the end'],
  ];
  for (const [input, encoding, stdout, where] of cases) {
    expect(run(['decode', '--from', encoding], { input })).toMatchObject({
      status: 1,
      stdout,
      stderr: `utf8-abnf: <stdin>: ${where} (--errors replace reads on, with U+FFFD)\n`,
    });
  }
  // Far into a file read in 1 MiB chunks, a pair across the chunks' end: the offset in the whole file.
  const long = Buffer.concat([le(new Array(((1 << 20) - 2) / 2).fill(0x61)), le([0xd83d, 0xde00, 0x62, 0xdfff])]);
  const stopped = run(['decode', '--from', 'utf-16le', fixture.file('utf-16.txt', long)]);
  expect(stopped.stdout === `${'a'.repeat(((1 << 20) - 2) / 2)}😀b`).toBe(true);
  expect(stopped.stderr).toContain(`: offset ${(1 << 20) + 4}: not UTF-16LE, a lone surrogate, U+DFFF (`);
  // Replacing, as TextDecoder does: U+FFFD for each lone surrogate and for the odd byte.
  expect(run(['decode', '--from', 'utf-16le', '--errors', 'replace'], { input: le([0x41, 0xdc00, 0x42]).subarray(0, 5) }).stdout).toBe(
    'A\uFFFD\uFFFD',
  );
});
