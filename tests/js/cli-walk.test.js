// check -r on a hostile tree: every kind of special file, .gitignore files that are not regular
// files or are huge, and names that are not UTF-8 or hold control and bidi characters. The walk
// finishes, every regular file is reported, and each format writes the names as it should.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLI } from './cli-run.js';

let tree;
let server;
const BAD = Buffer.from([0x78, 0xc0, 0x0a]); // x, then an overlong lead
const names = {
  plain: 'plain.txt',
  latin1: Buffer.from('caf\xe9.txt', 'latin1'), // not UTF-8
  newline: 'a\nb.txt',
  lookalike: 'a[LF]b.txt', // what the terminal's badges write for the one above
  tab: 'tab\there.txt',
  bidi: 'invoice\u202etxt.exe',
  escape: 'esc\x1b[2J.txt',
  commaColon: 'a,b:c%d.txt',
};

beforeAll(async () => {
  tree = mkdtempSync(join(tmpdir(), 'utf8-abnf-tree-'));
  spawnSync('git', ['init', '-q', tree]);
  for (const name of Object.values(names)) writeFileSync(Buffer.concat([Buffer.from(`${tree}/`), Buffer.from(name)]), BAD);
  // .gitignore files that git does not read: a link to /dev/zero, a FIFO, a directory; and a huge one.
  for (const folder of ['zero', 'fifo', 'folder', 'huge', 'special']) mkdirSync(join(tree, folder));
  symlinkSync('/dev/zero', join(tree, 'zero/.gitignore'));
  spawnSync('mkfifo', [join(tree, 'fifo/.gitignore')]);
  mkdirSync(join(tree, 'folder/.gitignore'));
  writeFileSync(join(tree, 'huge/.gitignore'), Buffer.alloc(2 << 20, '*.txt\n'));
  for (const folder of ['zero', 'fifo', 'folder', 'huge']) writeFileSync(join(tree, folder, 'inside.txt'), BAD);
  // Special files beside them: a FIFO, a link loop, a link to the folder itself, a socket, a device.
  spawnSync('mkfifo', [join(tree, 'special/fifo')]);
  symlinkSync('loop', join(tree, 'special/loop'));
  symlinkSync('.', join(tree, 'special/self'));
  spawnSync('mknod', [join(tree, 'special/null'), 'c', '1', '3']);
  server = createServer();
  await new Promise((resolve) => server.listen(join(tree, 'special/socket'), resolve));
});
afterAll(() => {
  server?.close();
  rmSync(tree, { recursive: true, force: true });
});

const check = (...args) =>
  spawnSync(process.execPath, [resolve(CLI), 'check', '-r', ...args, '.'], { cwd: tree, timeout: 60000, encoding: 'utf8' });
const REGULAR_FILES = Object.keys(names).length + 4;

test('the walk finishes, checks every regular file, and says which .gitignore files it did not read', () => {
  const { status, stdout, stderr } = check();
  expect(status).toBe(1);
  const reported = new Set(stdout.split('\n').filter((line) => line.includes(': offset 1: overlong:')));
  expect(reported.size).toBe(REGULAR_FILES - 1); // a[LF]b.txt and a\nb.txt read alike on a terminal
  expect(stdout).toContain('caf\\xE9.txt:1:2: offset 1: overlong');
  expect(stdout).toContain('invoice[RLO]txt.exe:1:2:');
  expect(stdout).toContain('esc[ESC][2J.txt:1:2:');
  expect([...stdout].filter((c) => (c < ' ' && c !== '\n') || c === '\u202e')).toEqual([]); // no control or bidi character raw
  expect(stderr.split('\n')).toEqual([
    'utf8-abnf: fifo/.gitignore is not a regular file: its rules are not read, as git does not read them',
    'utf8-abnf: folder/.gitignore is not a regular file: its rules are not read, as git does not read them',
    'utf8-abnf: huge/.gitignore is over 1,048,576 bytes: its rules are not read',
    'utf8-abnf: zero/.gitignore is not a regular file: its rules are not read, as git does not read them',
    `utf8-abnf: ${REGULAR_FILES + 1} files checked`, // and huge/.gitignore, a regular file, valid
    '',
  ]);
});

test('--format json holds each exact name; a name that is not UTF-8 has \\xHH for its other bytes', () => {
  const files = check('--format', 'json')
    .stdout.trim()
    .split('\n')
    .map((line) => JSON.parse(line).file);
  expect(files).toHaveLength(REGULAR_FILES);
  for (const name of Object.values(names)) expect(files).toContain(typeof name === 'string' ? name : 'caf\\xE9.txt');
});

test("--format github escapes each exact name as GitHub's commands read it", () => {
  const files = check('--format', 'github')
    .stdout.trim()
    .split('\n')
    .map((line) => /^::error file=([^,]*),line=/.exec(line)[1]);
  expect(files).toHaveLength(REGULAR_FILES);
  expect(files).toContain('a%0Ab.txt');
  expect(files).toContain('a[LF]b.txt');
  expect(files).toContain('a%2Cb%3Ac%25d.txt');
  expect(files).toContain('tab\there.txt');
  expect(files).toContain('invoice\u202etxt.exe');
});

// Names are read as text where they are UTF-8 and as bytes where they are not (a folder too, and
// a .gitignore in it), listed in byte order: "\u{1F600}" after U+FFFD, though its UTF-16 is before.
test('the walk lists names in byte order, and reads a folder whose name is not UTF-8 as any other', () => {
  const top = mkdtempSync(join(tmpdir(), 'utf8-abnf-order-'));
  const path = (...parts) => Buffer.concat([Buffer.from(`${top}/`), ...parts.map((part) => Buffer.from(part, 'latin1'))]);
  try {
    spawnSync('git', ['init', '-q', top]);
    for (const name of ['b.txt', 'a.txt', '\u{1F600}.txt', '\uFFFD.txt']) writeFileSync(join(top, name), BAD);
    writeFileSync(path('z\xff.txt'), BAD);
    mkdirSync(path('caf\xe9'));
    for (const name of ['x.txt', 'y.txt']) writeFileSync(path('caf\xe9/', name), BAD);
    writeFileSync(path('caf\xe9/.gitignore'), 'y.txt\n');
    const { stdout } = spawnSync(process.execPath, [resolve(CLI), 'check', '-r', '--format', 'json', '.'], { cwd: top, encoding: 'utf8' });
    const files = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).file);
    expect(files).toEqual(['a.txt', 'b.txt', 'caf\\xE9/x.txt', 'z\\xFF.txt', '\uFFFD.txt', '\u{1F600}.txt']);
  } finally {
    rmSync(top, { recursive: true, force: true });
  }
});

// check -r must not pass on nothing checked: a directory it cannot read, or one whose files are
// all ignored or binary, is status 2 with a line that says why; --allow-empty lets the second pass.
describe('check -r that checks nothing', () => {
  let top;
  beforeAll(() => {
    top = mkdtempSync(join(tmpdir(), 'utf8-abnf-empty-'));
    spawnSync('git', ['init', '-q', top]);
    writeFileSync(join(top, '.gitignore'), 'generated/\n*.min.js\n');
    mkdirSync(join(top, 'generated'));
    writeFileSync(join(top, 'generated/a.txt'), 'ok');
    mkdirSync(join(top, 'minified'));
    writeFileSync(join(top, 'minified/app.min.js'), 'ok');
    writeFileSync(join(top, 'minified/vendor.min.js'), 'ok');
    mkdirSync(join(top, 'images'));
    writeFileSync(join(top, 'images/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
    mkdirSync(join(top, 'nothing'));
    // A directory whose path is longer than the system reads (PATH_MAX, 4,096 bytes): made a level
    // at a time from inside the one before, by the shell.
    const level = 'd'.repeat(200);
    spawnSync('sh', [
      '-c',
      `cd "$1" && mkdir deep && cd deep && for i in $(seq 24); do mkdir ${level} && cd ${level}; done && echo ok > f.txt`,
      'sh',
      top,
    ]);
  });
  afterAll(() => spawnSync('rm', ['-rf', top]));

  const checkIn = (...args) =>
    spawnSync(process.execPath, [resolve(CLI), 'check', '-r', ...args], { cwd: top, timeout: 60000, encoding: 'utf8' });

  test('a directory that cannot be read is status 2', () => {
    const { status, stderr } = checkIn('deep');
    expect(status).toBe(2);
    expect(stderr).toMatch(/^utf8-abnf: cannot read the directory deep\/d{200}\/.*: ENAMETOOLONG$/m);
    expect(stderr).toMatch(/^utf8-abnf: 0 files checked$/m);
  });

  test('a named directory that gives no file is status 2, each with why; --allow-empty passes it', () => {
    const { status, stderr } = checkIn('generated', 'minified', 'images', 'nothing', '.gitignore');
    expect(status).toBe(2);
    expect(stderr.split('\n')).toEqual([
      'utf8-abnf: generated: no file to check under it: a .gitignore leaves out all it holds (1 entry); --allow-empty lets such a run pass',
      'utf8-abnf: minified: no file to check under it: a .gitignore leaves out all it holds (2 entries); --allow-empty lets such a run pass',
      'utf8-abnf: images: no file to check under it: its 1 file is binary (--binary checks them); --allow-empty lets such a run pass',
      'utf8-abnf: nothing: no file to check under it: it holds no regular file; --allow-empty lets such a run pass',
      'utf8-abnf: 1 file checked, 1 binary skipped (a NUL byte in the first 8,000 bytes, as git decides; --binary checks them)',
      '',
    ]);
    expect(checkIn('--allow-empty', 'generated', 'nothing')).toMatchObject({ status: 0, stderr: 'utf8-abnf: 0 files checked\n' });
    // The whole tree has files to check: the ignored ones are no reason to fail it.
    expect(checkIn('--allow-empty', '.').status).toBe(2); // deep/ still cannot be read
    expect(checkIn('minified', 'images', '--binary').status).toBe(2);
  });
});
