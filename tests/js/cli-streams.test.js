// The command line on streams: inputs of any size in little memory, stdin and stdout, pipes that
// close early (readers that are slow: cli-slow-readers.test.js, in the slow tier).
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, cliFixture, run } from './cli-run.js';

const fixture = cliFixture();
const { file } = fixture;

test('check streams: a 300 MB file with its error near the end, in a 48 MB heap', () => {
  const path = join(fixture.folder, 'big.txt');
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(1 << 20, 'ünïcödé line\n');
  for (let i = 0; i < 300; i++) writeSync(fd, block);
  writeSync(fd, Buffer.from([0xed, 0xa0, 0x80]));
  closeSync(fd);
  const { status, stdout } = run(['check', path], { nodeOptions: ['--max-old-space-size=48'] });
  expect(status).toBe(1);
  expect(stdout).toMatch(new RegExp(`:\\d+:\\d+: offset ${300 << 20}: surrogate: ED A0: after ED the next byte must be 80\\.\\.9F`));
  rmSync(path);
});

// A file of 1 MiB or more is read on a MiB at a time and only validated; one that is not UTF-8 is
// read again from its start for its error's line and column. A pipe cannot be read again: it is
// read once, its first MiB then the rest, and says the same.
test('check reads a large file in pieces and a pipe once: the same answer, line and column', () => {
  const text = Buffer.from('ünïcödé line\n'.repeat(200000)); // 3.4 MB, 17 bytes a line
  const valid = file('large.txt', text);
  const invalid = file('large-bad.txt', Buffer.concat([text, Buffer.from([0x61, 0x62, 0x63, 0xff])]));
  const fifo = join(fixture.folder, 'pipe');
  spawnSync('mkfifo', [fifo]);
  const throughPipe = (path) => {
    const { status, stdout } = spawnSync('bash', ['-c', `cat "${path}" > "${fifo}" & exec "${process.execPath}" ${CLI} check "${fifo}"`], {
      encoding: 'utf8',
      timeout: 60000,
    });
    return { status, stdout: stdout.replaceAll(fifo, '<file>') };
  };
  expect(run(['check', valid])).toMatchObject({ status: 0, stdout: '' });
  expect(throughPipe(valid)).toEqual({ status: 0, stdout: '' });
  const { status, stdout } = run(['check', invalid]);
  const lines = stdout.replaceAll(invalid, '<file>');
  expect([status, lines.split('\n')[0]]).toEqual([
    1,
    `<file>:200001:4: offset ${text.length + 3}: invalid-byte: FF never appears in UTF-8, in any position.`,
  ]);
  expect(throughPipe(invalid)).toEqual({ status: 1, stdout: lines });
  // Under -r a large file's start says whether it is binary: skipped, or with --binary checked.
  const tree = join(fixture.folder, 'tree');
  mkdirSync(tree);
  writeFileSync(join(tree, 'large.txt'), text);
  const binary = Buffer.alloc(2 << 20, 0x61);
  binary[100] = 0;
  binary[(1 << 20) + 5] = 0xff;
  writeFileSync(join(tree, 'large.bin'), binary);
  const walked = run(['check', '-r', tree]);
  expect([walked.status, walked.stdout, walked.stderr.split(',')[0]]).toEqual([0, '', 'utf8-abnf: 1 file checked']);
  expect(run(['check', '-r', '--binary', tree]).stdout).toContain(`large.bin:1:${(1 << 20) + 6}: offset ${(1 << 20) + 5}: invalid-byte`);
});

test('decode and encode between stdin and stdout', () => {
  expect(run(['decode'], { input: Buffer.from('héllo') })).toMatchObject({ status: 0, stdout: 'héllo' });
  expect(run(['decode', '--errors', 'replace'], { input: Buffer.from([0x61, 0xe4, 0x62]) }).stdout).toBe('a\uFFFDb');
  expect(run(['decode', '--errors', 'ignore'], { input: Buffer.from([0x61, 0xe4, 0x62]) }).stdout).toBe('ab');
  expect(run(['decode', '--strip-bom'], { input: Buffer.from([0xef, 0xbb, 0xbf, 0x41]) }).stdout).toBe('A');
  const strict = run(['decode'], { input: Buffer.from([0x61, 0xe4, 0x62]) });
  expect(strict.status).toBe(1);
  expect(strict.stderr).toBe(
    'utf8-abnf: Invalid UTF-8 at byte 1 (missing-continuation): E4 62: after E4 the next byte must be 80..BF; 62 is not a continuation byte, so this UTF8-3 sequence stops short.\n',
  );
  expect(run(['encode', 'é😀'])).toMatchObject({ status: 0, stdout: 'C3 A9 F0 9F 98 80\n' });
  expect(run(['encode', ''])).toMatchObject({ status: 0, stdout: '\n' }); // no bytes, an empty line
  expect(run(['encode'], { input: Buffer.from('\ufeffhé', 'utf16le') }).raw).toEqual(Buffer.from('hé'));
  expect(run(['encode', '--from', 'utf-16be'], { input: Buffer.from([0x00, 0x41]) }).raw).toEqual(Buffer.from('A'));
  const lone = run(['encode'], { input: Buffer.from([0x41, 0x00, 0x00, 0xd8]) });
  expect(lone.status).toBe(1);
  expect(lone.stderr).toMatch(/Invalid UTF-16 at index 1 \(lone-surrogate\): U\+D800 /);
  expect(run(['encode', '--errors', 'replace'], { input: Buffer.from([0x41, 0x00, 0x00, 0xd8]) }).raw).toEqual(
    Buffer.from([0x41, 0xef, 0xbf, 0xbd]),
  );
});

test('encode streams UTF-16 a chunk at a time: pairs and code units split between chunks, errors where they are', () => {
  // stdin arrives in 64 KiB chunks: a pair across each boundary, then an odd offset for the rest.
  const text = `${'a'.repeat(32767)}😀${'é'.repeat(40000)}😀x${'你'.repeat(60000)}`;
  const big = run(['encode'], { input: Buffer.from(`\ufeff${text}`, 'utf16le') });
  expect(big.status).toBe(0);
  expect(big.raw.equals(Buffer.from(text))).toBe(true);
  const bigEndian = Buffer.from(text, 'utf16le').swap16();
  expect(run(['encode', '--from', 'utf-16be'], { input: bigEndian }).raw.equals(Buffer.from(text))).toBe(true);
  // A lone surrogate far in: its index in the whole input, and the text before it written.
  const lone = `${'b'.repeat(100000)}\ud800c`;
  const strict = run(['encode'], { input: Buffer.from(lone, 'utf16le') });
  expect(strict.status).toBe(1);
  expect(strict.stderr).toMatch(/^utf8-abnf: Invalid UTF-16 at index 100000 \(lone-surrogate\): U\+D800 /);
  expect(run(['encode', '--errors', 'replace'], { input: Buffer.from(lone, 'utf16le') }).stdout).toBe(`${'b'.repeat(100000)}\ufffdc`);
  // A high surrogate at the very end is lone too.
  expect(run(['encode', '--errors', 'ignore'], { input: Buffer.from('ab\ud83d', 'utf16le') }).stdout).toBe('ab');
  // An odd number of bytes: a usage error that says so.
  const odd = run(['encode'], { input: Buffer.from([0x41, 0x00, 0x42]) });
  expect(odd).toMatchObject({
    status: 2,
    stderr: 'utf8-abnf: UTF-16 input must have an even number of bytes; this has 3 (one byte is left over)\n',
  });
});

test('explain streams any size: a table of 130,000 bytes, JSON Lines of 2.1 MB in a 40 MB heap', () => {
  const ascii = file('ascii.txt', Buffer.alloc(130000, 'abc\n'));
  const table = run(['explain', '-f', ascii]);
  expect(table.status).toBe(0);
  const lines = table.stdout.trimEnd().split('\n');
  expect(lines).toHaveLength(130002);
  expect(lines.at(-1)).toBe('130,000 bytes: valid UTF-8');
  // CJK with one error in the middle and a CESU-8 pair across the reader's 64 KiB chunks.
  const cjk = Buffer.alloc(6 * 350000, '你好');
  cjk.set([0xc0], 1 << 20);
  cjk.set([0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80], (1 << 16) - 3);
  const path = file('cjk.txt', cjk);
  const streamed = spawnSync(
    'bash',
    ['-c', `"${process.execPath}" --max-old-space-size=40 ${CLI} explain --json -f "${path}" | tail -c 400000`],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    },
  );
  const tail = streamed.stdout
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line));
  expect(tail.at(-1)).toMatchObject({ index: 6 * 350000 - 3, length: 3, valid: true, codePoint: 0x597d });
  // The same segments, with the same hints, as explain of the whole input in one call.
  const whole = run(['explain', '--json', '-f', file('cesu.txt', cjk.subarray((1 << 16) - 9, (1 << 16) + 9))]).stdout;
  expect(whole).toContain('is CESU-8');
  // Read in 64 KiB chunks, the pair straddles the first boundary.
  const around = run(['explain', '--json', '-f', file('cesu-across.txt', cjk.subarray(0, 1 << 17))]).stdout;
  expect(around).toContain('"index":65533,"length":1');
  expect(around.split('\n').find((line) => line.includes('"index":65533'))).toContain('is CESU-8');
});

test('exit status through a pipe that closes early', () => {
  const bad = file('many-errors.txt', Buffer.concat(Array.from({ length: 20000 }, () => Buffer.from('ok \xc0\n', 'latin1'))));
  const pipe = (command) => spawnSync('bash', ['-o', 'pipefail', '-c', command], { encoding: 'utf8' });
  const checked = pipe(`"${process.execPath}" ${CLI} check --all "${bad}" | head -1`);
  expect(checked.stdout.split('\n')).toHaveLength(2);
  expect(checked.status).toBe(1);
  expect(pipe(`"${process.execPath}" ${CLI} explain -f "${bad}" | head -1`).status).toBe(1);
  expect(pipe(`"${process.execPath}" ${CLI} decode --errors replace "${bad}" | head -c 10`).status).toBe(0);
});
