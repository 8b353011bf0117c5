// The package where developers use it: installed from its tarball (bin, import, require, workers,
// the slim entry, TypeScript's node10 resolution, a pre-commit hook, Jest). Bundlers are in
// bundlers.test.js; publint, attw, tsc under node16 and CMake in tooling.test.js.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installTarballForTests, root } from './tarball.js';

describe('installed from its tarball', () => {
  let project;
  const installed = installTarballForTests((folder) => {
    project = folder;
  });

  test('the tarball holds what a user needs and nothing else', () => {
    expect(installed.files).toEqual(
      [
        'LICENSE',
        'README.md',
        'docs/api.md', // the API in full, which the README links to
        'docs/cli.md', // the command line in full (dist/cli.mjs), which the README links to
        'dist/contract.js', // the wasm contract as the build reports it (cpp/bindings/write-contract.mjs)
        // each wasm file in JS, for where the file cannot be had (cpp/bindings/write-embedded-wasm.mjs)
        'dist/embedded/utf8abnf-validate.scalar.wasm.js',
        'dist/embedded/utf8abnf-validate.simd.wasm.js',
        'dist/embedded/utf8abnf.scalar.wasm.js',
        'dist/embedded/utf8abnf.simd.wasm.js',
        // the WHATWG Encoding Standard's labels and indexes (js/encodings/write-indexes.mjs), and in JS
        'dist/encoding-indexes.bin',
        'dist/embedded/encoding-indexes.bin.js',
        'dist/embedded.cjs', // utf8-abnf/embedded from require: the wasm files' bytes
        'dist/embedded.d.cts',
        'dist/index.cjs',
        'dist/index.mjs', // Node's ES entries, bundled: one file imports faster than forty modules
        'dist/validate.mjs',
        'dist/index.d.cts',
        'dist/files.d.cts', // the types of files and their checks, which index.d.cts imports
        'dist/texts.cjs',
        'dist/texts.d.cts',
        'dist/reason-examples.js', // each reason's example, from the C++ table, for utf8-abnf/texts
        'dist/utf8abnf-validate.scalar.wasm',
        'dist/utf8abnf-validate.simd.wasm',
        'dist/utf8abnf.mjs',
        'dist/utf8abnf.scalar.wasm',
        'dist/utf8abnf.simd.wasm',
        'dist/validate.cjs',
        'dist/validate.d.cts',
        'dist/ts5.6/embedded.d.cts',
        'dist/ts5.6/embedded.d.ts',
        'dist/ts5.6/files.d.cts',
        'dist/ts5.6/files.d.ts',
        'dist/ts5.6/index.d.cts',
        'dist/ts5.6/index.d.ts',
        'dist/ts5.6/validate-entry.d.ts',
        'dist/ts5.6/validate.d.cts',
        // The command line, bundled (its entry and the chunks it loads): its sources (js/cli/) stay out.
        ...readdirSync('dist')
          .filter((name) => /^cli(-[0-9A-Z]+)?\.mjs$/.test(name))
          .map((name) => `dist/${name}`),
        ...readdirSync('js', { recursive: true })
          .filter((name) => /\.(js|ts|cts)$/.test(name) && !name.startsWith('cli'))
          .map((name) => `js/${name}`),
        'package.json',
        // utf8-abnf/validate, /texts and /embedded where tools that read no "exports" look (build.sh)
        'embedded/package.json',
        'texts/package.json',
        'validate/package.json',
      ].sort(),
    );
  });

  test('npx utf8-abnf works', () => {
    const result = spawnSync('npx', ['--no-install', 'utf8-abnf', 'explain', 'E4 BD A0'], { cwd: project, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('U+4F60');
  });

  test('import (Node gets the bundled entry) and require', () => {
    const esm = `import { load, Utf8Error } from 'utf8-abnf';
      const utf8 = await load();
      console.log(import.meta.resolve('utf8-abnf').split('/').slice(-2).join('/'), import.meta.resolve('utf8-abnf/validate').split('/').pop());
      try { utf8.decode(new Uint8Array([0xc0])); } catch (e) { console.log(e instanceof Utf8Error, e.reason, utf8.validate(new Uint8Array([0x41]))); }
      console.log(utf8.repairMojibake(new Uint8Array([0xc4, 0xe3, 0xba, 0xc3])).text);`;
    // Node's entry reads the other encodings' tables from disk: no loadEncodings() first.
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', esm], { cwd: project, encoding: 'utf8' })).toBe(
      'dist/index.mjs validate.mjs\ntrue overlong true\n你好\n',
    );
    const cjs = `const { load, Utf8Error } = require('utf8-abnf');
      load().then((utf8) => { try { utf8.decode(new Uint8Array([0xc0])); } catch (e) { console.log(e instanceof Utf8Error, e.reason); }
        console.log(utf8.readAsOtherEncodings(new Uint8Array([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]))[0].text); });`;
    expect(execFileSync(process.execPath, ['-e', cjs], { cwd: project, encoding: 'utf8' })).toBe('true overlong\nПривет\n');
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

  test('the slim entry, utf8-abnf/validate: import and require', () => {
    const both = `import { loadSync } from 'utf8-abnf/validate';
      import { createRequire } from 'node:module';
      const slim = loadSync();
      const required = createRequire(import.meta.url)('utf8-abnf/validate').loadSync();
      console.log(slim.check(new Uint8Array([0xf4, 0x90])).reason, required.validate(new Uint8Array([0x41])));`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', both], { cwd: project, encoding: 'utf8' })).toBe(
      'too-large true\n',
    );
  });

  // node10 resolution reads no "exports": package.json's "typesVersions" name each entry's types
  // (TypeScript 5.6's without Uint8Array<ArrayBuffer>) and the wasm files'.
  test.each(['typescript', 'typescript-5.6'])('tsc --strict (%s) with node10 resolution finds every entry and wasm file', (typescript) => {
    for (const name of ['tsconfig.node10.json', 'consumer-node10.ts']) cpSync(join(root, 'tests/ecosystem', name), join(project, name));
    const result = spawnSync(process.execPath, [join(root, 'node_modules', typescript, 'bin/tsc'), '-p', 'tsconfig.node10.json'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
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

  test("Node's test runner (node --test)", () => {
    writeFileSync(
      join(project, 'codec.node-test.mjs'),
      `import assert from 'node:assert';
      import test from 'node:test';
      import { load } from 'utf8-abnf';
      test('decodes', async () => assert.strictEqual((await load()).decode(new Uint8Array([0x68, 0xc3, 0xa9])), 'hé'));`,
    );
    const run = spawnSync(process.execPath, ['--test', 'codec.node-test.mjs'], { cwd: project, encoding: 'utf8' });
    expect(run.stdout).toMatch(/^# pass 1$/m);
    expect(run.status).toBe(0);
  });

  // jsdom's window has no TextEncoder or TextDecoder: the package needs neither at import or load.
  // Its Blob has no arrayBuffer(): a Blob is read by its FileReader.
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
        const file = new Blob([new Uint8Array([0x61, 0x0a, 0x62, 0xff])]);
        expect(file.arrayBuffer).toBeUndefined();
        expect(await utf8.checkBlob(file)).toMatchObject({ valid: false, index: 3, line: 2, column: 2 });
        expect(await slim.loadSync().checkBlob(file)).toMatchObject({ valid: false, index: 3, line: 2, column: 2 });
        expect((await utf8.identifyBlob(file)).firstError).toMatchObject({ index: 3, line: 2 });
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
