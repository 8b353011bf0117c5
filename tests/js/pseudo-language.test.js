// A language added by the guide's steps alone works end to end: the package's functions and the
// command line speak it (the browser tests open the page in it). The language is a pseudo one,
// made from English (pseudo-language.js), so that any text not taken from its catalog shows.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { PSEUDO, packageWithPseudoLanguage } from './pseudo-language.js';

const root = packageWithPseudoLanguage();
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Runs `code` (an ES module) in a child Node beside the copy, and gives what it prints, as JSON.
function inCopy(code) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

test('the package lists the language and explains bytes in it, ASCII and errors alike', () => {
  const { languages, messages, hints, summary } = inCopy(`
    import { load } from './js/index.js';
    import { LANGUAGES } from './js/texts.js';
    const utf8 = await load();
    const segments = utf8.explain(Uint8Array.of(0x41, 0xe4, 0xbd, 0xa0, 0xc0, 0xaf, 0xff), { locale: '${PSEUDO}' });
    console.log(JSON.stringify({
      languages: LANGUAGES,
      messages: segments.map((segment) => segment.message),
      hints: segments.map((segment) => segment.hint).filter(Boolean),
      summary: utf8.formatForUser(utf8.check(Uint8Array.of(0x52, 0xe9, 0x2c)), { locale: '${PSEUDO}', name: 'a.txt' }).summary,
    }));
  `);
  expect(languages).toEqual(['en', 'zh', PSEUDO]);
  expect(messages).toHaveLength(5);
  for (const text of [...messages, ...hints, summary]) expect(text).toMatch(/^‹[\s\S]*›$/);
});

test('the command line takes --lang in it, and its help names it', async () => {
  await build({
    entryPoints: { cli: join(root, 'js/cli/main.js') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    outdir: join(root, 'bin'), // beside dist/, as dist/cli.mjs is
    outExtension: { '.js': '.mjs' },
    nodePaths: [resolve('node_modules')], // the command line's dependencies, from this checkout
    logLevel: 'warning',
  });
  const cli = (...args) =>
    spawnSync(process.execPath, [join(root, 'bin/cli.mjs'), ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const explained = cli('explain', '--lang', PSEUDO, 'C0 AF');
  expect(explained.status).toBe(1); // not UTF-8
  // The header, the row's sentence, its hint and the summary, each from the language's catalog.
  const [header, row, hint, , summary] = explained.stdout.split('\n');
  expect(header).toMatch(/^‹OFFSET›/);
  expect(row).toMatch(/^0 +C0 .*‹C0 could only start .*›$/);
  expect(hint.trim()).toMatch(/^‹hint: .*›$/);
  expect(summary).toMatch(/^‹.*›$/);
  expect(cli('explain', '--help').stdout).toContain(`en or zh or ${PSEUDO}`);
  expect(cli('check', '--help').stdout).toContain(`en or zh or ${PSEUDO}`);
});
