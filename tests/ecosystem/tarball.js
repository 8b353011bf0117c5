// The package as users get it: packed by npm and installed by name into a new project.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository, where the tests run. */
export const root = resolve('.');

const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

/** A new project with the packed tarball installed: its folder, the tarball's files, and remove(). */
function installTarball() {
  const project = mkdtempSync(join(tmpdir(), 'utf8-abnf-consumer-'));
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', project], root));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  npm(['install', '--offline', join(project, packed.filename)], project);
  return {
    project,
    files: packed.files.map((f) => f.path).sort(),
    remove: () => rmSync(project, { recursive: true, force: true }),
  };
}

/**
 * The tarball installed in a new project before the calling file's tests (or describe block's)
 * and removed after them: the object returned gets `project` and `files` then, and
 * `onInstalled(project)` is called with the folder.
 */
export function installTarballForTests(onInstalled = () => {}) {
  const installed = {};
  beforeAll(() => {
    Object.assign(installed, installTarball());
    onInstalled(installed.project);
  });
  afterAll(() => installed.remove?.());
  return installed;
}
