// The command-line examples of the README and docs/cli.md, run: each `$ utf8-abnf ...` line of their
// ```text blocks runs (in a folder holding the files the examples name) and must print what the file
// shows under it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { CLI } from './cli-run.js';

const FILES = {
  'notes.txt': 'all good\n',
  'data.csv': Buffer.from('id,name\n1,abc,\xc0Ax\n', 'latin1'), // offset 14 is line 2, column 7
  'dirty.txt': Buffer.from('caf\xe9\n', 'latin1'),
};

// The README shows one example and links to docs/cli.md, which shows the rest.
const SOURCES = { 'README.md': 1, 'docs/cli.md': 4 }; // the least number of examples each must hold

const examples = Object.keys(SOURCES).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/```text\n([\s\S]*?)```/g)]
    .map((match) => match[1])
    .filter((block) => block.startsWith('$ utf8-abnf '))
    .flatMap((block) =>
      block.split(/^(?=\$ )/m).map((example) => {
        const [command, ...output] = example.replace(/\n+$/, '').split('\n');
        return [file, command.slice(2), output.length ? `${output.join('\n')}\n` : ''];
      }),
    ),
);

let folder;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'utf8-abnf-readme-'));
  for (const [name, bytes] of Object.entries(FILES)) writeFileSync(join(folder, name), bytes);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test.each(Object.entries(SOURCES))('%s shows the command line at work (examples: %i or more)', (file, least) => {
  expect(examples.filter(([source]) => source === file).length).toBeGreaterThanOrEqual(least);
});

test.each(examples)('%s: $ %s', (_file, command, output) => {
  const { FORCE_COLOR, NO_COLOR, LANGUAGE, LC_MESSAGES, ...env } = process.env;
  const shell = `utf8-abnf() { "${process.execPath}" "${resolve(CLI)}" "$@"; }; ${command}`;
  const result = spawnSync('bash', ['-c', shell], { cwd: folder, encoding: 'utf8', env: { ...env, LC_ALL: 'C.UTF-8' } });
  expect(result.stdout).toBe(output);
});
