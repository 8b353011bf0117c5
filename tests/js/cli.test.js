// The command line, run as a user runs it: explain, check, help, on real files, with exit statuses.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLI, cliFixture, run } from './cli-run.js';

const fixture = cliFixture();
const { file } = fixture;

test('explain --lang zh, or a Chinese LANG or LC_ALL: the table, messages, hints and verdict in Chinese', () => {
  const { status, stdout } = run(['explain', '--lang', 'zh', 'E4', 'BD', 'A0', 'C0', '80']);
  expect(status).toBe(1);
  const lines = stdout.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^偏移量 +字节 +规则 +码点 +字符 +说明$/);
  expect(lines[1]).toMatch(/^0 +E4 BD A0 +UTF8-3\/2 +U\+4F60 +你 +E4 BD A0 匹配 UTF8-3 = %xE1-EC 2\( UTF8-tail \)，编码的是 U\+4F60。$/);
  expect(lines[2]).toMatch(/^3 +C0 +- +过长编码 +\uFFFD +C0 只能开始 U\+0000..U\+003F 的 2 字节形式/);
  expect(lines[3]).toMatch(/^ +提示：C0 80 是 Java 的“Modified UTF-8”中的 NUL/);
  expect(lines.at(-1)).toBe('5 个字节：不是有效的 UTF-8（2 个错误）');
  // Columns line up: 偏移量 and 过长编码 take two columns a character, as 你 does.
  const widths = (line) => [...line].reduce((sum, c) => sum + (/[\u4e00-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0);
  const column = widths(lines[0].slice(0, lines[0].indexOf('说明')));
  expect(widths(lines[1].slice(0, lines[1].indexOf('E4 BD A0 匹配')))).toBe(column);
  expect(widths(lines[2].slice(0, lines[2].indexOf('C0 只能')))).toBe(column);
  // The locale environment, as POSIX orders it; --lang wins over it.
  for (const env of [{ LANG: 'zh_CN.UTF-8' }, { LC_ALL: 'zh_SG.UTF-8', LANG: 'en_US.UTF-8' }, { LC_MESSAGES: 'zh_CN', LANG: 'C.UTF-8' }]) {
    expect(run(['explain', 'FF'], { env }).stdout).toContain('FF 在 UTF-8 中的任何位置都不会出现。');
  }
  expect(run(['explain', 'FF'], { env: { LANG: 'zh_CN.UTF-8', LC_ALL: 'en_US.UTF-8' } }).stdout).toContain('FF never appears');
  expect(run(['explain', '--lang', 'en', 'FF'], { env: { LANG: 'zh_CN.UTF-8' } }).stdout).toContain('FF never appears');
  // JSON keeps the stable reason codes; only the texts are Chinese.
  const [segment] = run(['explain', '--json', '--lang', 'zh', 'C0']).stdout.trim().split('\n').map(JSON.parse);
  expect(segment.reason).toBe('overlong');
  expect(segment.message).toMatch(/^C0 只能开始/);
  // check words its messages in Chinese too; an unknown language is a usage error.
  const bad = file('bad-zh.txt', Buffer.from([0x61, 0xe4, 0xbd]));
  expect(run(['check', '--lang', 'zh', bad]).stdout).toBe(
    `${bad}:1:2: offset 1: truncated: E4 BD 开始了一个 3 字节的 UTF8-3 序列，但该序列的 3 个字节只出现了 2 个，输入就结束了（截断）。\n`,
  );
  const wrong = run(['explain', '--lang', 'fr', '41']);
  expect(wrong.status).toBe(2);
  expect(wrong.stderr).toBe('utf8-abnf: --lang must be en or zh, not fr\n');
});

test('the table lines up on emoji, wide characters and combining marks', () => {
  const lines = run(['explain', 'F0 9F 9A 80 E2 9C 85 CC 81 E4 BD A0 41']).stdout.split('\n');
  const column = lines[0].indexOf('MESSAGE');
  // 🚀, ✅ and 你 take two columns, ◌́ (a mark on a dotted circle) and A one.
  const shown = { '🚀': 2, '✅': 2, '\u25cc\u0301': 1, 你: 2, A: 1 };
  const rows = lines.slice(1, 6);
  expect(rows.map((line) => Object.keys(shown).find((character) => line.includes(` ${character} `)))).toEqual(Object.keys(shown));
  for (const [k, character] of Object.keys(shown).entries()) {
    const at = rows[k].indexOf(` ${character} `) + 1;
    const spaces = /^ */.exec(rows[k].slice(at + character.length))[0].length;
    expect([character, at + shown[character] + spaces]).toEqual([character, column]);
  }
});

test('explain prints an aligned table, plain when piped, and exits 1 for invalid bytes', () => {
  const { status, stdout } = run(['explain', 'E4', 'BD', 'A0', 'C0', '80']);
  expect(status).toBe(1);
  expect(stdout).not.toContain('\x1b[');
  const lines = stdout.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^OFFSET +BYTES +RULE +CODE POINT +CHAR +MESSAGE$/);
  expect(lines[1]).toMatch(
    /^0 +E4 BD A0 +UTF8-3\/2 +U\+4F60 +你 +E4 BD A0 matches UTF8-3 = %xE1-EC 2\( UTF8-tail \) and encodes U\+4F60\.$/,
  );
  expect(lines[2]).toMatch(/^3 +C0 +- +overlong form +\uFFFD +C0 could only start a 2-byte form/);
  expect(lines[3]).toMatch(/hint: C0 80 is Java's "Modified UTF-8" NUL/);
  expect(lines.at(-1)).toBe('5 bytes: not UTF-8 (2 errors)');
  // Columns line up on a terminal: 你 takes two columns, so its row is one character shorter.
  const column = lines[0].indexOf('MESSAGE');
  expect(lines[1].indexOf('E4 BD A0 matches')).toBe(column - 1);
  expect(lines[2].indexOf('C0 could only')).toBe(column);
  expect(run(['explain', '41']).status).toBe(0);
});

test('explain reads every notation, a file, stdin, and answers --json and --color', () => {
  expect(run(['explain', '\\xE4\\xBD\\xA0']).stdout).toContain('U+4F60');
  expect(run(['explain', '%E4%BD%A0']).stdout).toContain('U+4F60');
  expect(run(['explain', '--file', file('ni.bin', Buffer.from('你'))]).stdout).toContain('U+4F60');
  expect(run(['explain', '-f', '-'], { input: Buffer.from([0x61, 0xe2, 0x80, 0xae]) }).stdout).toContain('[RLO]');
  const jsonRun = run(['explain', '--json', 'E0 80']);
  expect(jsonRun.status).toBe(1);
  const json = jsonRun.stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(json[0]).toMatchObject({ index: 0, length: 1, bytes: 'E0', valid: false, rule: 'UTF8-3', alternative: 1, reason: 'overlong' });
  expect(json.map((s) => s.index)).toEqual([0, 1]);
  // An attempt's bytes in hex as well, not a Uint8Array's {"0": 237, ...}.
  const attempt = { index: 0, length: 3, bytes: 'ED A0 80', complete: true };
  const cut = run(['explain', '--json', 'ED A0 80'])
    .stdout.trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(cut.map((s) => s.attempt)).toEqual([0, 1, 2].map(() => expect.objectContaining(attempt)));
  expect(run(['explain', '--color', 'C0']).stdout).toContain('\x1b[31m');
});

test('check prints FILE:LINE:COL: offset N: reason: message and exits 0, 1 or 2', () => {
  const good = file('good.txt', 'héllo\nwörld\n');
  const bad = file(
    'bad.txt',
    Buffer.concat([Buffer.from('héllo\nwörld '), Buffer.from([0xc0, 0xaf]), Buffer.from(' x\n'), Buffer.from([0xe4, 0xbd])]),
  );
  expect(run(['check', good])).toMatchObject({ status: 0, stdout: '' });
  const first = run(['check', good, bad]);
  expect(first.status).toBe(1);
  expect(first.stdout).toBe(
    `${bad}:2:7: offset 14: overlong: C0 could only start a 2-byte form of U+0000..U+003F, an overlong form of code points that take one byte.\n` +
      `${bad}:2:7: note: C0 AF is an overlong 2-byte form of U+002F "/", whose one valid encoding is 2F; overlong forms were used to smuggle characters such as "/" past filters.\n`,
  );
  const all = run(['check', '--all', bad])
    .stdout.trimEnd()
    .split('\n')
    .filter((line) => !line.includes(': note: '));
  expect(all.map((line) => line.split(': ').slice(0, 3).join(': '))).toEqual([
    `${bad}:2:7: offset 14: overlong`,
    `${bad}:2:8: offset 15: unexpected-continuation`,
    `${bad}:3:1: offset 19: truncated`,
  ]);
  // A lone byte is left to its hint: one byte is as likely a chance as a character of another
  // encoding, so no note names one.
  expect(run(['check', '-'], { input: Buffer.from([0x61, 0xff]) }).stdout).toBe(
    '<stdin>:1:2: offset 1: invalid-byte: FF never appears in UTF-8, in any position.\n' +
      '<stdin>:1:2: note: A lone FF is how Windows-1252 or Latin-1 writes "ÿ": this text may not be UTF-8 at all.\n',
  );
  expect(run(['check', '--quiet', bad])).toMatchObject({ status: 1, stdout: '' });
  const missing = run(['check', join(fixture.folder, 'nope.txt'), good]);
  expect(missing.status).toBe(2);
  expect(missing.stderr).toMatch(/cannot read .*nope\.txt: ENOENT/);
});

test('check -r walks directories as git sees them; --format json and github; the Latin-1 hint', () => {
  const tree = join(fixture.folder, 'tree');
  const put = (name, bytes) => {
    mkdirSync(dirname(join(tree, name)), { recursive: true });
    writeFileSync(join(tree, name), bytes);
  };
  put('.gitignore', 'build/\n*.log\n!keep.log\n');
  put('notes.txt', Buffer.from('caf\xe9 cr\xe8me au lait\n', 'latin1'));
  put('src/ok.js', 'export const é = 1;\n');
  put('src/.gitignore', 'generated.txt\n');
  put('src/generated.txt', Buffer.from([0xff]));
  put('src/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xc0]));
  put('build/out.txt', Buffer.from([0xff]));
  put('debug.log', Buffer.from([0xff]));
  put('keep.log', Buffer.from([0x61, 0xed, 0xa0, 0x80]));
  put('.git/HEAD', Buffer.from([0xff]));
  const walked = run(['check', '-r', '--all', tree]);
  expect(walked.status).toBe(1);
  expect(walked.stdout).toBe(
    [
      `${tree}/keep.log:1:2: offset 1: surrogate: ED A0: after ED the next byte must be 80..9F; A0 would encode a UTF-16 surrogate (U+D800..U+DFFF), which UTF-8 forbids.`,
      `${tree}/keep.log:1:3: offset 2: unexpected-continuation: A0 would have been the second byte of the 3-byte form that ED began at byte 1, which UTF-8 rejected at its second byte, A0; a continuation byte (80..BF) cannot start a sequence of its own.`,
      `${tree}/keep.log:1:4: offset 3: unexpected-continuation: 80 would have been the third byte of the 3-byte form that ED began at byte 1, which UTF-8 rejected at its second byte, A0; a continuation byte (80..BF) cannot start a sequence of its own.`,
      `${tree}/notes.txt:1:4: offset 3: missing-continuation: E9 20: after E9 the next byte must be 80..BF; 20 is not a continuation byte, so this UTF8-3 sequence stops short.`,
      `${tree}/notes.txt:1:4: note: A lone E9 is how Windows-1252 or Latin-1 writes "é": this text may not be UTF-8 at all.`,
      `${tree}/notes.txt:1:8: offset 7: missing-continuation: E8 6D: after E8 the next byte must be 80..BF; 6D is not a continuation byte, so this UTF8-3 sequence stops short.`,
      `${tree}/notes.txt:1:8: note: A lone E8 is how Windows-1252 or Latin-1 writes "è": this text may not be UTF-8 at all.`,
      `${tree}/notes.txt: note: from offset 0 on, looks like Windows-1252: utf8-abnf decode --from windows-1252 converts it`,
      '',
    ].join('\n'),
  );
  expect(walked.stderr).toBe(
    'utf8-abnf: 5 files checked, 1 binary skipped (a NUL byte in the first 8,000 bytes, as git decides; --binary checks them)\n',
  );
  // --binary checks the PNG too; a directory without -r is an error that says to use it.
  expect(run(['check', '-r', '--binary', '--quiet', tree]).status).toBe(1);
  expect(run(['check', '-r', '--binary', tree]).stdout).toContain(`${tree}/src/logo.png:1:1: offset 0: unexpected-continuation`);
  expect(run(['check', tree])).toMatchObject({
    status: 2,
    stderr: `utf8-abnf: ${tree} is a directory: check -r checks the files under it\n`,
  });
  // JSON Lines, one object per error and one per note on a file's encoding; GitHub's annotations
  // and notices, escaped as its workflow commands want.
  const json = run(['check', '-r', '--format', 'json', tree]).stdout.trim().split('\n').map(JSON.parse);
  expect(json.map(({ file, line, column, offset, reason, note }) => [file, line, column, offset, reason ?? note])).toEqual([
    [`${tree}/keep.log`, 1, 2, 1, 'surrogate'],
    [`${tree}/notes.txt`, 1, 4, 3, 'missing-continuation'],
    [`${tree}/notes.txt`, undefined, undefined, 0, 'encoding'],
  ]);
  expect(json[1].hint).toMatch(/^A lone E9 is how Windows-1252/);
  expect(json[2]).toMatchObject({ encoding: 'windows-1252', unsure: null, message: expect.stringMatching(/looks like Windows-1252/) });
  const github = run(['check', '--format', 'github', join(tree, 'notes.txt')]);
  expect(github.stdout).toBe(
    `::error file=${tree}/notes.txt,line=1,col=4,title=Not UTF-8 (missing-continuation)::E9 20: after E9 the next byte must be 80..BF; 20 is not a continuation byte, so this UTF8-3 sequence stops short.%0AA lone E9 is how Windows-1252 or Latin-1 writes "é": this text may not be UTF-8 at all.\n` +
      `::notice file=${tree}/notes.txt,title=Encoding::from offset 0 on, looks like Windows-1252: utf8-abnf decode --from windows-1252 converts it\n`,
  );
  const odd = file('a,b:c%.txt', Buffer.from([0xff]));
  expect(run(['check', '--format', 'github', odd]).stdout).toMatch(/^::error file=.*a%2Cb%3Ac%25\.txt,line=1,col=1,/);
  expect(run(['check', '--format', 'xml', odd])).toMatchObject({
    status: 2,
    stderr: 'utf8-abnf: --format must be text, json or github, not xml\n',
  });
});

test('--help for each command, and clear messages for bad arguments', () => {
  for (const command of ['explain', 'check', 'decode', 'encode']) {
    const help = run([command, '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(new RegExp(`^Usage: utf8-abnf ${command}`));
  }
  expect(run(['--help'])).toMatchObject({ status: 0 });
  expect(run([]).status).toBe(2);
  expect(run(['frobnicate'])).toMatchObject({ status: 2, stderr: expect.stringContaining('unknown command frobnicate') });
  expect(run(['check', '--bogus', 'x'])).toMatchObject({ status: 2, stderr: expect.stringContaining("Unknown option '--bogus'") });
  expect(run(['decode', '--errors', 'lenient'])).toMatchObject({
    status: 2,
    stderr: 'utf8-abnf: --errors must be strict, replace or ignore, not lenient\n',
  });
  expect(run(['explain', 'E4 BG'])).toMatchObject({ status: 2, stderr: expect.stringContaining('"G" is not a hex digit') });
  expect(run(['--version']).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
});

// Every C0 and C1 control, the bidi controls and a few tag characters: none may reach a terminal raw.

const HOSTILE = [
  ...Array.from({ length: 0x20 }, (_, k) => k).filter((k) => k !== 0x0a),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, k) => 0x80 + k),
  0x061c,
  0x200e,
  0x200f,
  ...Array.from({ length: 5 }, (_, k) => 0x202a + k),
  ...Array.from({ length: 4 }, (_, k) => 0x2066 + k),
  0xe0001,
  0xe0041,
  0xe007f,
];

const RAW = new RegExp(`[${HOSTILE.map((c) => `\\u{${c.toString(16)}}`).join('')}]`, 'u');

const COLOUR = new RegExp(`${String.fromCharCode(0x1b)}\\[[0-9;]*m`, 'g'); // our own SGR codes, from --color

const rawIn = (text) => text.replace(COLOUR, '').match(RAW);

test('no control, bidi or tag character from input reaches the output raw', () => {
  const text = String.fromCodePoint(...HOSTILE);
  // The characters themselves, and each encoded twice (the double-encoding hint names both forms:
  // as code points where a character would be a badge).
  const twice = Buffer.from(Buffer.from(text, 'utf8').toString('latin1'), 'utf8');
  const bytes = Buffer.concat([Buffer.from(text), twice, Buffer.from([0xed, 0xa0, 0x80, 0xed, 0xb0, 0x81])]);
  for (const [args, shown] of [
    [['explain', '-f', file('hostile.txt', bytes)], '[RLO]'],
    [['explain', '--json', '-f', file('hostile.txt', bytes)], 'looks like U+202E encoded twice'],
  ]) {
    const { stdout, stderr } = run(args);
    expect(rawIn(stdout)).toBeNull();
    expect(rawIn(stderr)).toBeNull();
    expect(stdout).toContain(shown);
  }
  // A file name holding a terminal title sequence, a screen clear and a bidi override.
  const name = file('\x1b]0;pwned\x07\x1b[2J\u202efdp.txt', Buffer.from([0xc0]));
  const checked = run(['check', name]);
  expect(checked.status).toBe(1);
  expect(rawIn(checked.stdout)).toBeNull();
  expect(checked.stdout).toContain('[ESC]]0;pwned[BEL][ESC][2J[RLO]fdp.txt:1:1');
  const missing = run(['check', join(fixture.folder, '\x1b[2Jgone')]);
  expect(rawIn(missing.stderr)).toBeNull();
  expect(rawIn(run(['explain', `\u202e${text.slice(1)}`]).stderr)).toBeNull(); // argv holds no NUL
});

test('read errors and argument mistakes are one line, without a stack', () => {
  const missing = run(['explain', '--file', join(fixture.folder, 'missing.bin')]);
  expect(missing.status).toBe(2);
  expect(missing.stderr).toMatch(/^utf8-abnf: cannot read .*missing\.bin: ENOENT[^\n]*\n$/);
  const twice = run(['check', '-', '-'], { input: Buffer.from('x') });
  expect(twice).toMatchObject({ status: 2, stderr: 'utf8-abnf: stdin (-) can be checked once only\n' });
  const colored = spawnSync(process.execPath, [CLI, 'explain', '--color', 'C0'], {
    env: { ...process.env, NO_COLOR: '1' },
    encoding: 'utf8',
  });
  expect(colored.stdout).toContain('\x1b[31m');
  // FORCE_COLOR colours a pipe and wins over NO_COLOR (0 or false: never); the flags win over both.
  expect(run(['explain', 'C0'], { env: { FORCE_COLOR: '1' } }).stdout).toContain('\x1b[31m');
  expect(run(['explain', 'C0'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } }).stdout).toContain('\x1b[31m');
  expect(run(['explain', 'C0'], { env: { FORCE_COLOR: '0' } }).stdout).not.toContain('\x1b[');
  expect(run(['explain', 'C0'], { env: { FORCE_COLOR: 'false' } }).stdout).not.toContain('\x1b[');
  expect(run(['explain', '--no-color', 'C0'], { env: { FORCE_COLOR: '1' } }).stdout).not.toContain('\x1b[');
  // No command: the usage on stderr, status 2; --help: on stdout, status 0.
  const bare = run([]);
  expect(bare).toMatchObject({ status: 2, stdout: '' });
  expect(bare.stderr).toMatch(/^utf8-abnf: no command\n\nUsage: utf8-abnf <command>/);
  expect(run(['--help'])).toMatchObject({ status: 0, stderr: '' });
  expect(run(['--help']).stdout).toMatch(/^Usage: utf8-abnf <command>/);
});

test('a terminal whose character set is not UTF-8 gets English in ASCII; Traditional Chinese gets English', () => {
  const ascii = (text) => [...text].every((c) => c <= '\x7f');
  for (const env of [
    { LANG: 'zh_CN.GB18030' },
    { LANG: 'zh_TW.Big5' },
    { LC_ALL: 'ja_JP.eucJP' },
    { LC_CTYPE: 'de_DE.ISO-8859-1', LANG: 'zh_CN.UTF-8' },
    // A locale that names no character set has its default one: ASCII for C and POSIX.
    { LC_ALL: 'C' },
    { LANG: 'POSIX' },
    { LC_CTYPE: 'C', LANG: 'en_US.UTF-8' },
  ]) {
    const { stdout, status } = run(['explain', 'E4 BD A0 C0 80 41 E9 20'], { env });
    expect([env, status, ascii(stdout)]).toEqual([env, 1, true]);
    expect(stdout).toMatch(/^OFFSET +BYTES/);
    expect(stdout).toContain('\\u{4F60}    E4 BD A0 matches UTF8-3');
    expect(stdout).toContain('how Windows-1252 or Latin-1 writes "\\u{E9}"');
    const bad = file('bad-ascii.txt', Buffer.from([0x61, 0xe4, 0xbd]));
    expect(ascii(run(['check', bad], { env }).stdout)).toBe(true);
  }
  // No locale set at all: UTF-8, as Node writes.
  expect(run(['explain', 'E4 BD A0'], { env: { LANG: '' } }).stdout).toMatch(/U\+4F60 +你 +E4 BD A0 matches UTF8-3/);
  // Data is not a message: decode writes the text itself.
  expect(run(['decode'], { input: Buffer.from('你'), env: { LANG: 'zh_CN.GB18030' } }).stdout).toBe('你');
  // --lang asks for Chinese on any terminal, as UTF-8.
  expect(run(['explain', '--lang', 'zh', 'C0'], { env: { LANG: 'zh_CN.GB18030' } }).stdout).toMatch(/^偏移/);
  // Traditional Chinese: English, and Simplified when asked, said so.
  for (const env of [{ LANG: 'zh_TW.UTF-8' }, { LANG: 'zh_HK.UTF-8' }, { LC_ALL: 'zh-Hant' }]) {
    expect(run(['explain', 'C0'], { env }).stdout).toMatch(/^OFFSET/);
  }
  const asked = run(['explain', '--lang', 'zh-TW', 'C0']);
  expect(asked.stdout).toMatch(/^偏移/);
  expect(asked.stderr).toBe('utf8-abnf: there are no texts in Traditional Chinese: Simplified Chinese (zh) is written\n');
});
