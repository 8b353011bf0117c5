// load() and loadSync() (js/wasm/file.js): which build each picks, one codec per build or per module
// passed in, and arguments in words. Jest gives each file its own module registry, so the codecs
// here are made by these tests, in this order, and nothing was loaded before them.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { jest } from '@jest/globals';
import { load, loadSync } from 'utf8-abnf';
import { expectForeignModulesRefused, FOREIGN_WASM, freshImport, hollowWasm } from './inputs.js';

const wasmFile = (variant) => readFileSync(fileURLToPath(import.meta.resolve(`utf8-abnf/utf8abnf.${variant}.wasm`)));

test('a first loadSync makes the codec of the build the engine supports; later calls, either way, give it again', async () => {
  const first = loadSync();
  expect(first.variant).toBe('simd'); // Node has wasm SIMD
  expect(first.validate(Uint8Array.of(0xc3, 0xa9))).toBe(true);
  expect(loadSync({ variant: 'auto' })).toBe(first);
  expect(await load()).toBe(first);
  expect(await load({ variant: 'simd' })).toBe(first);
  const scalar = await load({ variant: 'scalar' });
  expect(scalar.variant).toBe('scalar');
  expect(loadSync({ variant: 'scalar' })).toBe(scalar);
  expect(await load({ variant: 'scalar' })).toBe(scalar);
});

test('a module passed in makes its own codec, once however it is asked for, even at the same time', async () => {
  const module = new WebAssembly.Module(wasmFile('scalar'));
  const [a, b] = await Promise.all([load({ module }), load({ module })]);
  expect(a).toBe(b);
  expect(a.variant).toBe('scalar');
  expect(a).not.toBe(loadSync({ variant: 'scalar' })); // the build's own codec stays the first one made
  expect(loadSync({ module })).toBe(a);
  const fromBytes = loadSync({ module: wasmFile('simd') });
  expect(fromBytes.variant).toBe('simd');
  expect(fromBytes.check(Uint8Array.of(0xc0, 0xaf))).toEqual({ valid: false, index: 0, length: 1, reason: 'overlong' });
  expect(loadSync()).not.toBe(fromBytes);
  const another = new WebAssembly.Module(wasmFile('simd'));
  expect(loadSync({ module: another })).toBe(await load({ module: another }));
});

test('bad options are errors in words: a rejection from load, a throw from loadSync', async () => {
  const variantError = (caller) => new TypeError(`${caller}: variant must be 'auto', 'simd' or 'scalar', not "fast"`);
  await expect(load({ variant: 'fast' })).rejects.toThrow(variantError('load()'));
  expect(() => loadSync({ variant: 'fast' })).toThrow(variantError('loadSync()'));
  const moduleError = (caller) => new TypeError(`${caller}: module must be a WebAssembly.Module or the bytes of the package's wasm file`);
  await expect(load({ module: 5 })).rejects.toThrow(moduleError('load()'));
  expect(() => loadSync({ module: 'utf8abnf.simd.wasm' })).toThrow(moduleError('loadSync()'));
  // Bytes that are no wasm module are the engine's own CompileError.
  await expect(load({ module: Uint8Array.of(1, 2, 3) })).rejects.toThrow(WebAssembly.CompileError);
  await expect(load({ wasm: 1 })).rejects.toThrow(/^load\(\): unknown option "wasm"/);
  await expect(load(7)).rejects.toThrow(/^load\(\): options must be an object/);
});

test("a module that is not the full entry's wasm file is a TypeError that names the files it takes", async () => {
  const slim = readFileSync(fileURLToPath(import.meta.resolve('utf8-abnf/utf8abnf-validate.simd.wasm')));
  const { empty, importsUnknown } = FOREIGN_WASM;
  const hollow = hollowWasm(new WebAssembly.Module(wasmFile('simd'))); // starts, and registers no codec
  const files = 'utf8abnf.simd.wasm or utf8abnf.scalar.wasm';
  await expectForeignModulesRefused({ load, loadSync }, files, [slim, empty, importsUnknown, hollow]);
  await expect(load({ module: importsUnknown })).rejects.toMatchObject({ cause: expect.any(WebAssembly.LinkError) });
});

test('a variant asked for beside a module must be the build the module is', async () => {
  const module = new WebAssembly.Module(wasmFile('scalar'));
  const codec = await load({ module, variant: 'scalar' });
  expect(codec.variant).toBe('scalar');
  expect(loadSync({ module, variant: 'auto' })).toBe(codec);
  const mismatch = (caller) => new TypeError(`${caller}: variant 'simd' was asked for, but module is the scalar build`);
  await expect(load({ module, variant: 'simd' })).rejects.toThrow(mismatch('load()'));
  expect(() => loadSync({ module, variant: 'simd' })).toThrow(mismatch('loadSync()'));
  await expect(load({ module, variant: 'fast' })).rejects.toThrow(`load(): variant must be 'auto', 'simd' or 'scalar', not "fast"`);
  const fresh = new WebAssembly.Module(wasmFile('simd')); // refused after being started, and kept
  expect(() => loadSync({ module: fresh, variant: 'scalar' })).toThrow(
    "loadSync(): variant 'scalar' was asked for, but module is the simd build",
  );
  expect(loadSync({ module: fresh }).variant).toBe('simd');
});

test('a load that failed is tried again by the next call', async () => {
  const { load: loadAnew } = await freshImport('utf8-abnf');
  const compile = jest.spyOn(WebAssembly, 'compile').mockRejectedValueOnce(new RangeError('out of memory'));
  try {
    await expect(loadAnew({ variant: 'scalar' })).rejects.toThrow(new RangeError('out of memory'));
    expect((await loadAnew({ variant: 'scalar' })).variant).toBe('scalar');
  } finally {
    compile.mockRestore();
  }
});

// The package's modules with no wasm files beside them, as in a bundle for Node: loadSync, which
// cannot import the copy in JS, names the file it looked for and why; load() takes the copy.
test('with no wasm file beside the modules, loadSync says where it looked, and load() reads the copy', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'utf8-abnf-no-wasm-'));
  try {
    cpSync('js', join(folder, 'js'), { recursive: true });
    cpSync('dist', join(folder, 'dist'), { recursive: true, filter: (path) => !path.endsWith('.wasm') });
    for (const [entry, name] of [
      ['index-node.js', 'utf8abnf.simd.wasm'],
      ['validate-entry.js', 'utf8abnf-validate.simd.wasm'],
    ]) {
      const fresh = await freshImport(pathToFileURL(join(folder, 'js', entry)).href);
      const file = pathToFileURL(join(folder, 'dist', name)).href;
      expect(() => fresh.loadSync()).toThrow(
        new Error(`loadSync(): utf8-abnf could not load its wasm file ${file} (ENOENT); use load(), or pass that file as { module }`),
      );
      expect((await fresh.load()).check(Uint8Array.of(0xe9, 0x41)).reason).toBe('missing-continuation');
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('where the engine has no wasm SIMD, load and loadSync pick the scalar build', async () => {
  const validate = jest.spyOn(WebAssembly, 'validate').mockReturnValue(false);
  try {
    const { load: loadAnew, loadSync: loadSyncAnew } = await freshImport('utf8-abnf');
    const codec = await loadAnew();
    expect(codec.variant).toBe('scalar');
    expect(loadSyncAnew()).toBe(codec);
    const slim = await freshImport('utf8-abnf/validate');
    expect(slim.loadSync().variant).toBe('scalar');
  } finally {
    validate.mockRestore();
  }
});

test("describeCharacter, parseCodePoints and byteLength need no load(), and are the codec's own", async () => {
  const { load: loadAnew, byteLength, describeCharacter, parseCodePoints } = await freshImport('utf8-abnf');
  expect(byteLength('é😀\ud800')).toBe(9);
  expect(parseCodePoints('U+4F60 \\u{1F600}')).toEqual({ ok: true, codePoints: [0x4f60, 0x1f600] });
  expect(describeCharacter(0x202e)).toMatchObject({ badge: 'RLO', kind: 'bidi' });
  const utf8 = await loadAnew();
  expect([utf8.byteLength, utf8.parseCodePoints, utf8.describeCharacter]).toEqual([byteLength, parseCodePoints, describeCharacter]);
});
