// The package where developers use it: installed from its tarball (bin, import, require), type-checked
// by tsc --strict, bundled by Vite and run in Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, openPage, startServer } from '../browser/browser.js';

const root = resolve('.');
const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

describe('installed from its tarball', () => {
  let project;
  let files;
  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'utf8-abnf-consumer-'));
    const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', project], root));
    files = packed.files.map((f) => f.path).sort();
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    npm(['install', '--offline', join(project, packed.filename)], project);
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  test('the tarball holds what a user needs and nothing else', () => {
    expect(files).toEqual(
      [
        'LICENSE',
        'README.md',
        'dist/contract.js', // the wasm contract as the build reports it (cpp/bindings/write-contract.mjs)
        // each wasm file in JS, for where the file cannot be had (cpp/bindings/write-embedded-wasm.mjs)
        'dist/embedded/utf8abnf-validate.scalar.wasm.js',
        'dist/embedded/utf8abnf-validate.simd.wasm.js',
        'dist/embedded/utf8abnf.scalar.wasm.js',
        'dist/embedded/utf8abnf.simd.wasm.js',
        'dist/index.cjs',
        'dist/index.d.cts',
        'dist/texts.cjs',
        'dist/texts.d.cts',
        'dist/utf8abnf-validate.scalar.wasm',
        'dist/utf8abnf-validate.simd.wasm',
        'dist/utf8abnf.mjs',
        'dist/utf8abnf.scalar.wasm',
        'dist/utf8abnf.simd.wasm',
        'dist/validate.cjs',
        'dist/validate.d.cts',
        'dist/ts5.6/index.d.cts',
        'dist/ts5.6/index.d.ts',
        'dist/ts5.6/validate-entry.d.ts',
        'dist/ts5.6/validate.d.cts',
        'dist/cli.mjs', // the command line, bundled: its sources (js/cli*.js) stay out
        ...readdirSync('js', { recursive: true })
          .filter((name) => (name.endsWith('.js') || name.endsWith('.ts')) && !name.startsWith('cli'))
          .map((name) => `js/${name}`),
        'package.json',
      ].sort(),
    );
  });

  test('npx utf8-abnf works', () => {
    const result = spawnSync('npx', ['--no-install', 'utf8-abnf', 'explain', 'E4 BD A0'], { cwd: project, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('U+4F60');
  });

  test('import and require', () => {
    const esm = `import { load, Utf8Error } from 'utf8-abnf';
      const utf8 = await load();
      try { utf8.decode(new Uint8Array([0xc0])); } catch (e) { console.log(e instanceof Utf8Error, e.reason, utf8.validate(new Uint8Array([0x41]))); }`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', esm], { cwd: project, encoding: 'utf8' })).toBe(
      'true overlong true\n',
    );
    const cjs = `const { load, Utf8Error } = require('utf8-abnf');
      load().then((utf8) => { try { utf8.decode(new Uint8Array([0xc0])); } catch (e) { console.log(e instanceof Utf8Error, e.reason); } });`;
    expect(execFileSync(process.execPath, ['-e', cjs], { cwd: project, encoding: 'utf8' })).toBe('true overlong\n');
  });

  test('loadSync in Node, in a worker thread, and from require', () => {
    const sync = `import { loadSync, load } from 'utf8-abnf';
      const utf8 = loadSync();
      console.log(utf8.validate(new Uint8Array([0xe4, 0xbd, 0xa0])), utf8 === (await load()), loadSync({ variant: 'scalar' }).variant);`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', sync], { cwd: project, encoding: 'utf8' })).toBe(
      'true true scalar\n',
    );
    const worker = `const { Worker } = require('node:worker_threads');
      new Worker("const { loadSync } = require('utf8-abnf'); require('node:worker_threads').parentPort.postMessage(loadSync().decode(new Uint8Array([0x68, 0xc3, 0xa9])));", { eval: true })
        .on('message', (text) => console.log(text));`;
    expect(execFileSync(process.execPath, ['-e', worker], { cwd: project, encoding: 'utf8' })).toBe('hé\n');
  });

  test('load({ module }) and loadSync({ module }) from the exported wasm files, as bytes or compiled', () => {
    const given = `import { load, loadSync } from 'utf8-abnf';
      import { readFileSync } from 'node:fs';
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const simd = readFileSync(require.resolve('utf8-abnf/utf8abnf.simd.wasm'));
      const scalar = new WebAssembly.Module(readFileSync(require.resolve('utf8-abnf/utf8abnf.scalar.wasm')));
      const a = await load({ module: simd });
      const b = loadSync({ module: scalar });
      console.log(a.variant, b.variant, b === (await load({ module: scalar })), a.check(new Uint8Array([0xed, 0xa0, 0x80])).reason);
      await load({ module: new Uint8Array([0, 97, 115]) }).catch((error) => console.log(error.name));`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', given], { cwd: project, encoding: 'utf8' })).toBe(
      'simd scalar true surrogate\nCompileError\n',
    );
  });

  test('the slim entry, utf8-abnf/validate: import and require, and at most 8 KB gzipped as a bundler ships it', () => {
    const both = `import { loadSync } from 'utf8-abnf/validate';
      import { createRequire } from 'node:module';
      const slim = loadSync();
      const required = createRequire(import.meta.url)('utf8-abnf/validate').loadSync();
      console.log(slim.check(new Uint8Array([0xf4, 0x90])).reason, required.validate(new Uint8Array([0x41])));`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', both], { cwd: project, encoding: 'utf8' })).toBe(
      'too-large true\n',
    );
    const { js, wasm } = shippedApp('check-input.mjs', 'utf8-abnf/validate', 'validate', 'utf8abnf-validate.simd.wasm');
    console.log(`utf8-abnf/validate, bundled and gzipped: ${js} B of JS + ${wasm} B of SIMD wasm = ${js + wasm} B`);
    expect(js + wasm).toBeLessThanOrEqual(8192);
  });

  // The goal is 40 KB (#20); the bound is what the build weighs today, so that a regression shows
  // (printf back in the module, for one, would add 4.4 KB). Finding the wasm wherever it is (its
  // copy in JS, a data: URL, a page in its place) added 0.5 KB; the glue's way of reading strings
  // without TextDecoder (jsdom), 0.3 KB.
  test('the full entry: at most 48.5 KB gzipped as a bundler ships it, its size printed', () => {
    const { js, wasm } = shippedApp('explain-input.mjs', 'utf8-abnf', 'explain', 'utf8abnf.simd.wasm');
    console.log(`utf8-abnf, bundled and gzipped: ${js} B of JS + ${wasm} B of SIMD wasm = ${js + wasm} B`);
    expect(js + wasm).toBeLessThanOrEqual(48500);
  });

  // What an app that calls `entry`'s `method` ships, gzipped: the JS as esbuild bundles and
  // minifies it, and the wasm file it loads. The copies of the wasm files in JS are chunks of
  // their own, fetched only where the file cannot be had, and left out.
  function shippedApp(file, entry, method, wasmFile) {
    writeFileSync(
      join(project, file),
      `import { load } from '${entry}';\nexport const run = async (bytes) => (await load()).${method}(bytes);\n`,
    );
    const out = join(project, `${file}.out`);
    execFileSync(
      join(root, 'node_modules/.bin/esbuild'),
      [file, '--bundle', '--minify', '--format=esm', '--splitting', `--outdir=${out}`, '--log-level=error'],
      { cwd: project },
    );
    const chunks = readdirSync(out).filter((name) => !/\.wasm-[^/]*\.js$/.test(name));
    expect(chunks.length).toBeGreaterThan(0);
    const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
    const js = chunks.reduce((sum, name) => sum + gzipped(join(out, name)), 0);
    return { js, wasm: gzipped(join(project, `node_modules/utf8-abnf/dist/${wasmFile}`)) };
  }

  // esbuild, rollup and bun build emit no file for new URL(..., import.meta.url); a classic script
  // has no import.meta.url at all. The app runs from the wasm's copy in JS, with nothing to set.
  test.each([
    ['an ES module for Node', ['--format=esm', '--platform=node'], 'app.mjs'],
    ['a classic script (IIFE), with no import.meta.url', ['--format=iife', '--platform=browser'], 'app.js'],
  ])('bundled by esbuild as %s, with no wasm file beside it, it runs', (_as, flags, out) => {
    const app = `import { load } from 'utf8-abnf';
      import { load as loadSlim } from 'utf8-abnf/validate';
      Promise.all([load(), load({ variant: 'scalar' }), loadSlim(), loadSlim({ variant: 'scalar' })]).then(([full, scalar, slim, slimScalar]) =>
        console.log(full.variant, full.decode(new Uint8Array([0x41, 0xc0]), { errors: 'replace' }), scalar.variant, slim.variant, slimScalar.check(new Uint8Array([0xf4, 0x90])).reason));`;
    const folder = mkdtempSync(join(project, 'bundled-'));
    writeFileSync(join(project, 'bundled-app.js'), app);
    execFileSync(
      join(root, 'node_modules/.bin/esbuild'),
      ['bundled-app.js', '--bundle', ...flags, `--outfile=${join(folder, out)}`, '--log-level=error'],
      {
        cwd: project,
      },
    );
    expect(readdirSync(folder)).toEqual([out]);
    expect(execFileSync(process.execPath, [join(folder, out)], { encoding: 'utf8' })).toBe('simd A\ufffd scalar simd too-large\n');
  });

  test("pre-commit runs the repository's hook with the installed command: a bad file fails the commit", () => {
    const repository = mkdtempSync(join(tmpdir(), 'utf8-abnf-hook-'));
    try {
      const git = (...args) => execFileSync('git', args, { cwd: repository, stdio: 'pipe' });
      git('init', '-q');
      writeFileSync(join(repository, 'good.txt'), 'héllo\n');
      writeFileSync(join(repository, 'bad.txt'), Buffer.from('caf\xe9\n', 'latin1'));
      writeFileSync(join(repository, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]));
      git('add', '.');
      const hook = (env = {}) =>
        spawnSync('pre-commit', ['try-repo', root, 'utf8-abnf', '--all-files'], {
          cwd: repository,
          encoding: 'utf8',
          env: { ...process.env, PATH: `${join(project, 'node_modules', '.bin')}:${process.env.PATH}`, ...env },
        });
      const failed = hook();
      expect(failed.status).toBe(1);
      expect(failed.stdout).toContain('bad.txt:1:4: offset 3: missing-continuation: E9 0A');
      expect(failed.stdout).toContain('bad.txt:1:4: note: A lone E9 is how Windows-1252 or Latin-1 writes "é"');
      expect(failed.stdout).not.toContain('good.txt');
      expect(failed.stdout).not.toContain('logo.png'); // pre-commit hands the hook text files only
      writeFileSync(join(repository, 'bad.txt'), 'café\n');
      git('add', '.');
      expect(hook().status).toBe(0);
    } finally {
      rmSync(repository, { recursive: true, force: true });
    }
  });

  test("require('utf8-abnf') in a Jest project with Jest's defaults: CommonJS, no flags", () => {
    writeFileSync(
      join(project, 'codec.test.js'),
      `const { loadSync, load, Utf8Error } = require('utf8-abnf');
      test('works under default Jest', async () => {
        const utf8 = loadSync();
        expect(utf8.decode(new Uint8Array([0x68, 0xc3, 0xa9]))).toBe('hé');
        expect(() => utf8.decode(new Uint8Array([0xff]))).toThrow(Utf8Error);
        expect(await load()).toBe(utf8);
      });`,
    );
    const jest = spawnSync(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), '--ci', '--rootDir', project, 'codec'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(jest.stderr).toContain('1 passed');
    expect(jest.status).toBe(0);
  });

  // jsdom's window has no TextEncoder or TextDecoder: the package needs neither at import or load.
  test("require('utf8-abnf') in a Jest project whose environment is jsdom", () => {
    writeFileSync(
      join(project, 'jsdom.test.js'),
      `/** @jest-environment ${join(root, 'node_modules/jest-environment-jsdom')} */
      const { load } = require('utf8-abnf');
      const slim = require('utf8-abnf/validate');
      test('works under jsdom', async () => {
        expect(typeof TextEncoder + typeof TextDecoder).toBe('undefinedundefined');
        const utf8 = await load();
        expect(utf8.decode(new Uint8Array([0x68, 0xc3, 0xa9, 0xff]), { errors: 'replace' })).toBe('hé\ufffd');
        expect(utf8.encode('hé')).toEqual(new Uint8Array([0x68, 0xc3, 0xa9]));
        expect(utf8.explain(new Uint8Array([0xc0, 0x80]), { hints: true })[0].hint).toContain('C0 80');
        expect(utf8.explain(new Uint8Array([0xc3, 0x83, 0xc2, 0xa9]), { hints: true })[0].hint).toContain('C3 A9');
        expect(slim.loadSync().validate(new Uint8Array([0xf4, 0x90]))).toBe(false);
      });`,
    );
    const jest = spawnSync(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), '--ci', '--rootDir', project, 'jsdom'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(jest.stderr).toContain('1 passed');
    expect(jest.status).toBe(0);
  });
});

test('publint and arethetypeswrong find nothing wrong with the package', () => {
  const publint = spawnSync(process.execPath, ['node_modules/publint/src/cli.js', '--strict'], { encoding: 'utf8' });
  expect(publint.stdout).toContain('All good!');
  expect(publint.status).toBe(0);
  const attw = spawnSync(
    process.execPath,
    // The .wasm files are assets to read or import as wasm, not modules with types; subpaths such
    // as utf8-abnf/validate need package.json "exports", which TypeScript's node10 resolution
    // predates (the main entry resolves there too).
    [
      'node_modules/@arethetypeswrong/cli/dist/index.js',
      '--pack',
      '.',
      '--format',
      'table-flipped',
      '--exclude-entrypoints',
      './utf8abnf.simd.wasm',
      './utf8abnf.scalar.wasm',
      './utf8abnf-validate.simd.wasm',
      './utf8abnf-validate.scalar.wasm',
      '--profile',
      'node16',
    ],
    { encoding: 'utf8' },
  );
  // Every entry point resolves, ESM and CommonJS, for Node and bundlers (node10 set aside, above).
  expect(attw.stdout).toMatch(/"utf8-abnf\/validate" .*🟢 \(CJS\).*🟢 \(ESM\).*🟢/);
  expect(attw.stdout.split('\n').filter((line) => line.includes('💀') && !line.includes('(ignored'))).toEqual([]);
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
// results are Uint8Array (it has no Uint8Array<ArrayBuffer>).
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

test('a Vite app bundles the package and runs it in Chromium, under a strict CSP', async () => {
  const outDir = resolve('build/vite-app');
  // Vite's CLI, as users run it (its native bundler does not run inside Jest's module sandbox).
  execFileSync(process.execPath, [
    'node_modules/vite/bin/vite.js',
    'build',
    'tests/ecosystem/vite-app',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ]);
  const chunks = readdirSync(join(outDir, 'assets'));
  expect(chunks.some((name) => name.startsWith('utf8abnf.simd'))).toBe(true);
  expect(chunks.some((name) => name.startsWith('utf8abnf.scalar'))).toBe(true);
  expect(chunks.some((name) => /^utf8abnf-validate\.scalar-.*\.wasm$/.test(name))).toBe(false); // a data: URL
  const server = await startServer(outDir);
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser);
    const fetched = [];
    const unhashed = (url) =>
      url
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\./, '.');
    page.on('request', (request) => fetched.push(unhashed(request.url())));
    await page.goto(server.url);
    await page.waitForFunction(() => document.getElementById('result').textContent !== 'loading');
    // The SIMD file only: neither the scalar one nor a copy in JS; the slim scalar build from its data: URL.
    expect(fetched.filter((name) => name.includes('wasm'))).toEqual(['utf8abnf.simd.wasm']);
    expect(JSON.parse(await page.textContent('#result'))).toEqual({
      variant: 'simd',
      valid: true,
      text: '你',
      reason: 'overlong',
      slim: ['scalar', 'too-large'],
    });
    expect(page.problems).toEqual([]);
  } finally {
    await browser.close();
    server.stop();
  }
});
