// The slim entry, utf8-abnf/validate (#20): the same answers and reasons as the full entry's
// validate, check and createValidator, in both builds, from its own small wasm module.
import { readFileSync } from 'node:fs';
import { load as loadFull } from 'utf8-abnf';
import { load, loadSync } from 'utf8-abnf/validate';
import {
  boundarySequences,
  everyInputOfLength,
  expectForeignModulesRefused,
  FOREIGN_WASM,
  freshImport,
  randomSource,
  randomText,
  VARIANTS,
} from './inputs.js';

describe.each(VARIANTS)('utf8-abnf/validate (%s build)', (variant) => {
  let slim;
  let full;
  beforeAll(async () => {
    [slim, full] = await Promise.all([load({ variant }), loadFull({ variant })]);
  });

  test('names its build and gives only what it promises', () => {
    expect(slim.variant).toBe(variant);
    expect(Object.keys(slim).sort()).toEqual(['check', 'checkBlob', 'createValidator', 'validate', 'variant']);
    expect(loadSync({ variant })).toBe(slim);
  });

  test('check and validate answer as the full entry: every 1- and 2-byte input, the boundaries, random texts', () => {
    const inputs = [...everyInputOfLength(1, variant), ...everyInputOfLength(2, variant), ...boundarySequences()];
    const random = randomSource(5);
    for (let k = 0; k < 3000; k++) inputs.push(randomText(random, 1 + random(40), random(3)));
    inputs.push(new Uint8Array(200000).fill(0x41), new TextEncoder().encode('你好'.repeat(50000)));
    for (const bytes of inputs) {
      const got = [slim.check(bytes), slim.validate(bytes)];
      const want = [full.check(bytes), full.validate(bytes)];
      if (JSON.stringify(got) !== JSON.stringify(want))
        expect([Array.from(bytes.subarray(0, 8)), got]).toEqual([Array.from(bytes.subarray(0, 8)), want]);
    }
  });

  test('createValidator streams as the full one does, chunks split anywhere', () => {
    const random = randomSource(9);
    for (let k = 0; k < 500; k++) {
      const bytes = randomText(random, 1 + random(30), random(2));
      const cuts = [0, random(bytes.length + 1), bytes.length].sort((a, b) => a - b);
      const ours = slim.createValidator();
      const theirs = full.createValidator();
      for (let c = 0; c < 2; c++) {
        ours.push(bytes.subarray(cuts[c], cuts[c + 1]));
        theirs.push(bytes.subarray(cuts[c], cuts[c + 1]));
        expect(ours.firstError).toEqual(theirs.firstError);
      }
      expect(ours.end()).toEqual(theirs.end());
    }
  });

  test("checkBlob finds the full entry's first error, line and column in every unit, and its byte order mark", async () => {
    const random = randomSource(11);
    const texts = [Uint8Array.of(0xef, 0xbb, 0xbf, 0x41, 0x0a, 0xf0, 0x9f, 0x98, 0x80, 0xc0), new Uint8Array(0)];
    for (let k = 0; k < 200; k++) texts.push(randomText(random, 1 + random(60), random(3)));
    for (const bytes of texts) {
      for (const columns of ['code-points', 'utf-16', 'graphemes']) {
        const { message, hint, context, ...want } = await full.checkBlob(new Blob([bytes]), { columns });
        expect(await slim.checkBlob(new Blob([bytes]), { columns })).toEqual(want);
      }
    }
    // Past the first slice (4 MiB), and with progress to the end.
    const big = new Uint8Array((5 << 20) + 3).fill(0x61);
    big[(5 << 20) + 1] = 0xff;
    const progress = [];
    expect(await slim.checkBlob(new Blob([big]), { onProgress: (done, total) => progress.push([done, total]) })).toEqual({
      valid: false,
      size: big.length,
      bom: false,
      index: (5 << 20) + 1,
      length: 1,
      reason: 'invalid-byte',
      line: 1,
      column: (5 << 20) + 2,
    });
    expect(progress.at(-1)).toEqual([big.length, big.length]);
    await expect(slim.checkBlob(new Blob([]), { allErrors: true })).rejects.toThrow(
      'utf8.checkBlob: unknown option "allErrors"; the options are onProgress, signal, columns',
    );
    await expect(slim.checkBlob(new Blob(['x']), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('refuses what is not bytes, and unknown options, as the full entry does', () => {
    expect(() => slim.check('text')).toThrow(/utf8\.check expects bytes/);
    expect(() => slim.createValidator().push([1])).toThrow(TypeError);
    expect(() => loadSync({ varient: 'simd' })).toThrow('loadSync(): unknown option "varient"; the options are variant, module');
  });
});

test('load({ module }) and loadSync({ module }) take the slim wasm file, compiled or as bytes', async () => {
  const bytes = readFileSync(new URL('../../dist/utf8abnf-validate.scalar.wasm', import.meta.url));
  const module = new WebAssembly.Module(bytes);
  const fromModule = await load({ module });
  expect(fromModule.variant).toBe('scalar');
  expect(loadSync({ module })).toBe(fromModule);
  expect(loadSync({ module: bytes }).check(new Uint8Array([0xc0, 0xaf]))).toEqual({
    valid: false,
    index: 0,
    length: 1,
    reason: 'overlong',
  });
});

test("a module that is not the slim entry's wasm file is a TypeError that names the files it takes", async () => {
  const full = readFileSync(new URL('../../dist/utf8abnf.simd.wasm', import.meta.url));
  const files = 'utf8abnf-validate.simd.wasm or utf8abnf-validate.scalar.wasm';
  await expectForeignModulesRefused({ load, loadSync }, files, [full, FOREIGN_WASM.empty]);
});

// The files of each build, and how each is started, are set when the entry loads: so loaded anew.
test('the slim entry loaded anew starts each build from its own file, at once or not', async () => {
  const fresh = await freshImport('utf8-abnf/validate');
  const simd = await fresh.load({ variant: 'simd' });
  const scalar = fresh.loadSync({ variant: 'scalar' });
  expect([simd.variant, scalar.variant]).toEqual(['simd', 'scalar']);
  for (const codec of [simd, scalar]) {
    expect(codec.check(Uint8Array.of(0x61, 0xc0, 0xaf))).toEqual({ valid: false, index: 1, length: 1, reason: 'overlong' });
  }
});
