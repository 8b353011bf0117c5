// The package under the tools that check it (publint, arethetypeswrong, tsc --strict) and its C++
// library in CMake projects.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './tarball.js';

test('publint and arethetypeswrong find nothing wrong with the package', () => {
  const publint = spawnSync(process.execPath, ['node_modules/publint/src/cli.js', '--strict'], { encoding: 'utf8' });
  expect(publint.stdout).toContain('All good!');
  expect(publint.status).toBe(0);
  // Every entry point, the .wasm files included, under every resolution: node10 (typesVersions),
  // node16 from CommonJS and from ESM, and bundlers.
  const attw = spawnSync(
    process.execPath,
    ['node_modules/@arethetypeswrong/cli/dist/index.js', '--pack', '.', '--format', 'table-flipped'],
    { encoding: 'utf8' },
  );
  expect(attw.stdout).toContain('No problems found');
  expect(attw.stdout).toMatch(/"utf8-abnf\/utf8abnf\.simd\.wasm" .*🟢 .*🟢 \(CJS\).*🟢 \(ESM\).*🟢/);
  expect(attw.status).toBe(0);
});

test.each([
  ['find_package, after cmake --install', false],
  ['add_subdirectory', true],
])(
  'the C++ library serves a CMake project through %s',
  (_how, asSubdirectory) => {
    const folder = mkdtempSync(join(tmpdir(), 'utf8-abnf-cmake-'));
    try {
      const cmake = (...args) => execFileSync('cmake', args, { cwd: root, stdio: 'pipe' });
      const consumer = join(folder, 'consumer');
      if (asSubdirectory) {
        cmake(
          '-S',
          'tests/ecosystem/cmake-consumer',
          '-B',
          consumer,
          `-DUTF8ABNF_SOURCE_DIR=${root}`,
          '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON',
        );
      } else {
        cmake('-S', '.', '-B', join(folder, 'library'), '-DUTF8ABNF_TESTS=OFF', '-DCMAKE_BUILD_TYPE=Release');
        cmake('--build', join(folder, 'library'), '--target', 'utf8abnf', '-j2');
        cmake('--install', join(folder, 'library'), '--prefix', join(folder, 'prefix'));
        cmake(
          '-S',
          'tests/ecosystem/cmake-consumer',
          '-B',
          consumer,
          `-DCMAKE_PREFIX_PATH=${join(folder, 'prefix')}`,
          '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON',
        );
        // The library's SIMD flags are its own: the installed targets ask nothing of a consumer's compiler.
        expect(readFileSync(join(folder, 'prefix', 'lib', 'cmake', 'utf8abnf', 'utf8abnfTargets.cmake'), 'utf8')).not.toMatch(/-m[a-z]/);
      }
      cmake('--build', consumer, '-j2');
      const consumerCompile = JSON.parse(readFileSync(join(consumer, 'compile_commands.json'), 'utf8')).find((entry) =>
        entry.file.endsWith('main.cpp'),
      );
      expect(consumerCompile.command).not.toContain('-mssse3');
      const run = (...args) => spawnSync(join(consumer, 'consumer'), args, { encoding: 'utf8' });
      expect(run('ok \u4f60')).toMatchObject({ status: 0, stdout: 'valid UTF-8\n' });
      // With no argument it checks its own example, "a" E0 80 AF (argv from Node is always UTF-8).
      expect(run()).toMatchObject({ status: 1, stdout: 'overlong at byte 1 (1 bytes)\n' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
  300000,
);

// TypeScript 5.6 reads the declarations that package.json's "types@<5.7" conditions name, where
// results are Uint8Array (it has no Uint8Array<ArrayBuffer>). Node10 resolution: ecosystem.test.js.
test.each(['typescript', 'typescript-5.6'])(
  'tsc --strict (%s) accepts a consumer of every function, ESM and CommonJS, and rejects misuse',
  (typescript) => {
    const result = spawnSync(process.execPath, [`node_modules/${typescript}/bin/tsc`, '-p', 'tests/ecosystem/tsconfig.json'], {
      encoding: 'utf8',
    });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  },
);

// The JavaScript examples of the README and docs/api.md as a TypeScript consumer would write them: each block the body
// of a function given the codec, checked by tsc --strict (its claims are run by readme.test.js).
test('the JavaScript examples of the README and docs/api.md type-check under tsc --strict', () => {
  const blocks = ['README.md', 'docs/api.md'].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]),
  );
  const bodies = blocks.map((block, k) => {
    const body = block
      .split('\n')
      .filter((line) => !line.startsWith('import ') && !/^const utf8 = await load\(\);/.test(line))
      .join('\n    ');
    return `async function example${k + 1}(utf8: Utf8): Promise<void> {\n    ${body}\n}\nvoid example${k + 1};`;
  });
  const folder = join(root, 'build/readme-examples');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'examples.ts'),
    `import { load, Utf8Error, type Utf8 } from 'utf8-abnf';\nvoid load;\nvoid Utf8Error;\n${bodies.join('\n')}\n`,
  );
  const config = JSON.parse(readFileSync('tests/ecosystem/tsconfig.json', 'utf8'));
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ ...config, files: ['examples.ts'] }));
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', folder], { encoding: 'utf8' });
  expect(result.stdout + result.stderr).toBe('');
  expect(result.status).toBe(0);
});

// The README's table of setups and the tests that build and run them: each row names its test,
// which must exist, and every test of tests/ecosystem/setups.test.js has its row.
test("the README's table of bundlers and runtimes and the tests agree, setup by setup", () => {
  const table = readFileSync('README.md', 'utf8').split('| setup | what to import or pass | test |\n|---|---|---|\n')[1].split('\n\n')[0];
  const named = table.split('\n').map((row) => {
    const [, file, titles] = /`([\w.-]+\.test\.js)`: (.+) \|$/.exec(row) ?? [];
    return { row, file, titles: titles?.split('; ') ?? [] };
  });
  expect(named.length).toBeGreaterThanOrEqual(14);
  for (const { row, file, titles } of named) {
    const source = file ? readFileSync(`tests/ecosystem/${file}`, 'utf8') : '';
    expect([row, titles.length > 0 && titles.every((title) => source.includes(title))]).toEqual([row, true]);
  }
  const setups = readFileSync('tests/ecosystem/setups.test.js', 'utf8');
  const fragments = named.filter(({ file }) => file === 'setups.test.js').flatMap(({ titles }) => titles);
  for (const [, title] of setups.matchAll(/^\s*test(?:\.each\(.*?\))?\(\s*'([^']+)'/gm)) {
    expect([title, fragments.some((fragment) => title.includes(fragment))]).toEqual([title, true]);
  }
});
