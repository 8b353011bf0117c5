// What check loads (js/cli/check.js): the slim validator answers the files that are UTF-8, and
// the full codec is asked for once, at the first file that is not (its errors, its note), so
// that a run over a tree of UTF-8 never loads it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'utf8-abnf';
import { loadSync } from 'utf8-abnf/validate';
import { checkFiles } from '../../js/cli/check.js';
import { CLI, cliFixture } from './cli-run.js';

const fixture = cliFixture();
const { file } = fixture;

let tree;
let utf8;
beforeAll(async () => {
  utf8 = await load();
  tree = mkdtempSync(join(tmpdir(), 'utf8-abnf-loading-'));
  mkdirSync(join(tree, 'clean'));
  writeFileSync(join(tree, 'clean', 'a.txt'), 'plain ASCII\n');
  writeFileSync(join(tree, 'clean', 'b.txt'), 'café, 你好, 😀\n');
  writeFileSync(join(tree, 'clean', 'large.txt'), Buffer.alloc((1 << 20) + 4, 'é')); // past one read: streamed
  mkdirSync(join(tree, 'mixed'));
  writeFileSync(join(tree, 'mixed', 'a.txt'), 'plain ASCII\n');
  writeFileSync(join(tree, 'mixed', 'b.txt'), Buffer.from('caf\xe9 cr\xe8me\n', 'latin1'));
  writeFileSync(join(tree, 'mixed', 'c.txt'), Buffer.from([0x78, 0xc0, 0x0a]));
});
afterAll(() => rmSync(tree, { recursive: true, force: true }));

// checkFiles with a full codec that counts how often it is asked for.
async function checkCounting(folder) {
  const asked = { times: 0 };
  const loadFull = async () => {
    asked.times++;
    return utf8;
  };
  const status = await checkFiles({ validation: loadSync(), loadFull }, [join(tree, folder)], { recursive: true, quiet: true });
  return { status, asked: asked.times };
}

test('a tree of UTF-8, a large file among them, is checked with no full codec loaded', async () => {
  expect(await checkCounting('clean')).toEqual({ status: 0, asked: 0 });
});

test('files that are not UTF-8 load the full codec once, at the first of them', async () => {
  expect(await checkCounting('mixed')).toEqual({ status: 1, asked: 1 });
});

// A check of UTF-8 files is answered by the slim validator: at once (js/cli/quick-check.js), or
// by check.js, which loads the full codec only for a file that is not UTF-8. In a copy of the
// package without the full codec's files it answers in every format and language, and over a
// tree; a file that is not UTF-8, and stdin, still need them.
test('check of files that are UTF-8 needs none of the full codec', () => {
  const copy = join(fixture.folder, 'package-without-codec');
  cpSync('package.json', join(copy, 'package.json'));
  cpSync('dist', join(copy, 'dist'), {
    recursive: true,
    filter: (path) => !/utf8abnf\.(simd|scalar)\.wasm|embedded/.test(path),
  });
  const cli = join(copy, CLI);
  const good = file('quick-good.txt', 'Grüße, 你好, 🙂\n');
  const other = file('quick-other.txt', 'ok\n');
  const tree = join(fixture.folder, 'quick-tree');
  mkdirSync(join(tree, 'sub'), { recursive: true });
  writeFileSync(join(tree, 'a.txt'), 'Grüße, 你好, 🙂\n');
  writeFileSync(join(tree, 'sub', 'b.txt'), 'ok\n');
  const checked = (args) => spawnSync(process.execPath, [cli, 'check', ...args], { encoding: 'utf8' });
  expect(checked([good, other])).toMatchObject({ status: 0, stdout: '', stderr: '' });
  expect(checked(['-q', '--all', good])).toMatchObject({ status: 0, stdout: '', stderr: '' });
  expect(checked(['--format', 'json', good])).toMatchObject({ status: 0, stdout: '', stderr: '' });
  expect(checked(['--lang', 'zh', good])).toMatchObject({ status: 0, stdout: '', stderr: '' });
  expect(checked(['-r', tree])).toMatchObject({ status: 0, stdout: '', stderr: 'utf8-abnf: 2 files checked\n' });
  for (const args of [[good, file('quick-bad.txt', Buffer.from([0x61, 0xc0]))], ['-']]) {
    const { status, stderr } = checked(args);
    expect([args, status, stderr]).toEqual([args, 2, expect.stringContaining('could not load its wasm file')]);
  }
});
