// The command line as a user runs it (dist/cli.mjs, bundled as installed), for the CLI's
// tests: run(args) spawns it, file(name, bytes) writes a file in a folder of the test file's own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CLI = 'dist/cli.mjs';

/** Registers the folder's making and removal around the calling test file; returns its helpers. */
export function cliFixture() {
  const fixture = { folder: null };
  beforeAll(() => {
    fixture.folder = mkdtempSync(join(tmpdir(), 'utf8-abnf-cli-'));
  });
  afterAll(() => rmSync(fixture.folder, { recursive: true, force: true }));
  fixture.file = (name, bytes) => {
    const path = join(fixture.folder, name);
    writeFileSync(path, bytes);
    return path;
  };
  return fixture;
}

// English unless a test asks otherwise, whatever the locale of the machine that runs the tests.
// No colour unless asked, whatever the environment that runs the tests forces.
export function run(args, { input, nodeOptions = [], env = {} } = {}) {
  const { FORCE_COLOR, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [...nodeOptions, CLI, ...args], {
    input,
    env: { ...inherited, NO_COLOR: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...env },
    maxBuffer: 1 << 26,
  });
  return { status: result.status, stdout: result.stdout.toString('utf8'), stderr: result.stderr.toString('utf8'), raw: result.stdout };
}
