// The package as users get it: packed by npm and installed by name into a new project.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository, where the tests run. */
export const root = resolve('.');

const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

/** A new project with the packed tarball installed: its folder, the tarball's files, and remove(). */
export function installTarball() {
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
