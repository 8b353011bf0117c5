// The README's JavaScript examples type-check against the package's own types (imported by its
// name, as an app imports it) with the options `tsc --init` writes in TypeScript 5.9 and later:
// strict, noUncheckedIndexedAccess, exactOptionalPropertyTypes and the rest.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INIT_OPTIONS = [
  '--strict',
  '--noUncheckedIndexedAccess',
  '--exactOptionalPropertyTypes',
  '--verbatimModuleSyntax',
  '--isolatedModules',
  '--noUncheckedSideEffectImports',
  '--moduleDetection',
  'force',
  '--skipLibCheck',
  '--module',
  'nodenext',
  '--target',
  'esnext',
  '--noEmit',
];

test("the README's examples type-check with tsc --init's options", () => {
  const blocks = [...readFileSync('README.md', 'utf8').matchAll(/```js\n(.*?)```/gs)].map((match) => match[1]);
  expect(blocks.length).toBeGreaterThan(0);
  // Inside the repository, so that `utf8-abnf` resolves to the package itself (its exports).
  const folder = join('build', 'readme-types');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const files = blocks.map((block, k) => {
    const file = join(folder, `example-${k + 1}.mts`);
    writeFileSync(file, `${block}\nexport {};\n`);
    return file;
  });
  const { status, stdout } = spawnSync('node_modules/.bin/tsc', [...INIT_OPTIONS, ...files], { encoding: 'utf8' });
  expect(stdout).toBe('');
  expect(status).toBe(0);
});
