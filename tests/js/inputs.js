// Inputs for the oracle tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import createGlue from '../../dist/utf8abnf.mjs';
import { ALTERNATIVES } from './oracle.js';

// How many inputs the oracle tests try on each build: `full` every input they list, `sampled` a
// sample that keeps every edge of every byte range and fewer random texts. The JavaScript under
// test is the same for both builds, and the native tests run the scalar kernels on every input of
// up to 3 bytes, so ./build.sh test tries the SIMD build in full and the scalar one sampled;
// UTF8ABNF_ORACLE=full (the slow tier of ./build.sh test-full) tries the scalar build in full,
// and =sampled (./build.sh mutate, which runs the tests thousands of times) the SIMD build sampled.
const ORACLE = process.env.UTF8ABNF_ORACLE ?? 'tiered';
const STRENGTH = {
  tiered: { simd: 'full', scalar: 'sampled' },
  full: { scalar: 'full' },
  sampled: { simd: 'sampled' },
}[ORACLE];
if (!STRENGTH) throw new Error(`UTF8ABNF_ORACLE must be full or sampled, not ${ORACLE}`);
/** The builds the tests try, each at the strength above. */
export const VARIANTS = Object.keys(STRENGTH);
// Each edge of every range of the grammar and just beyond it, and one ASCII letter.
// biome-ignore format: grouped by range
export const EDGE_BYTES = [
  0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec,
  0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xf7, 0xf8, 0xfb, 0xfc, 0xfd, 0xfe, 0xff,
];
/** `full`, or `sample` where `variant` is tried sampled. */
export const sampled = (variant, full, sample) => (STRENGTH[variant] === 'sampled' ? sample : full);
/** How many 2-byte inputs everyInputOfLength(2, variant) yields. */
export const everyTwoBytes = (variant) => sampled(variant, 256, EDGE_BYTES.length) ** 2;

/** Every input of `length` bytes (sampled: those made of EDGE_BYTES). */
export function* everyInputOfLength(length, variant) {
  const values = sampled(
    variant,
    Array.from({ length: 256 }, (_, byte) => byte),
    EDGE_BYTES,
  );
  const total = values.length ** length;
  for (let value = 0; value < total; value++) {
    const bytes = new Uint8Array(length);
    for (let k = 0, v = value; k < length; k++, v = Math.floor(v / values.length)) bytes[length - 1 - k] = values[v % values.length];
    yield bytes;
  }
}

/** Every alternative with each byte set to each edge of its range and just beyond, and cut short. */
export function* boundarySequences() {
  for (const { ranges } of ALTERNATIVES) {
    const base = ranges.map(([lo]) => lo);
    for (let k = 0; k < ranges.length; k++) {
      const [lo, hi] = ranges[k];
      for (const byte of [lo - 1, lo, hi, hi + 1]) {
        if (byte < 0 || byte > 255) continue;
        const bytes = Uint8Array.from(base);
        bytes[k] = byte;
        for (let cut = 1; cut <= bytes.length; cut++) yield bytes.subarray(0, cut);
        yield Uint8Array.from([...bytes, 0x41]);
      }
    }
  }
}

/** A small deterministic PRNG (mulberry32), so that failures can be replayed. */
export function randomSource(seed) {
  let state = seed >>> 0;
  return (limit) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % limit;
  };
}

/** Text built from every alternative, with `corruptions` random byte edits. */
export function randomText(random, sequences, corruptions) {
  const out = [];
  for (let i = 0; i < sequences; i++) {
    if (random(3) === 0) {
      out.push(0x61 + random(26));
      continue;
    }
    const { ranges } = ALTERNATIVES[random(ALTERNATIVES.length)];
    for (const [lo, hi] of ranges) out.push(lo + random(hi - lo + 1));
  }
  for (let c = 0; c < corruptions && out.length > 0; c++) {
    const at = random(out.length);
    const kind = random(4);
    if (kind === 0) out[at] = random(256);
    else if (kind === 1) out.splice(at, 1);
    else if (kind === 2) out.splice(at, 0, random(256));
    else out.length = at;
  }
  return Uint8Array.from(out);
}

/** The UTF-8 of `count` characters up to U+00FF (which the codec may decode to Latin-1 first). */
export function latin1Text(random, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    if (random(4) === 0) {
      const codePoint = 0x80 + random(0x80);
      out.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
    } else {
      out.push(0x20 + random(95));
    }
  }
  return Uint8Array.from(out);
}

/** Unicode's Table 3-8 example. */
export const TABLE_3_8 = Uint8Array.from([0x61, 0xf1, 0x80, 0x80, 0xe1, 0x80, 0xc2, 0x62, 0x80, 0x63, 0x80, 0xbf, 0x64]);

/** The inputs every function is tried on: every 1- and 2-byte input, the boundaries, random text. */
export function* oracleInputs(variant) {
  yield new Uint8Array(0);
  yield* everyInputOfLength(1, variant);
  yield* everyInputOfLength(2, variant);
  yield* boundarySequences();
  yield TABLE_3_8;
  const random = randomSource(42);
  for (let i = 0; i < sampled(variant, 3000, 100); i++) yield randomText(random, random(40), random(4));
  for (let i = 0; i < sampled(variant, 300, 20); i++) {
    const bytes = latin1Text(random, random(60));
    yield bytes;
    if (bytes.length > 0) {
      const edited = bytes.slice();
      edited[random(bytes.length)] = random(2) ? 0xc4 : random(256); // a wider character's lead, or any byte
      yield edited;
    }
  }
}

/** Large inputs whose errors and sequences straddle the codec's internal boundaries (explain: 43,687
 * bytes; validation and decoding: 64 KiB; the input buffer: 256 KiB). */
export function* largeInputs(variant) {
  const isSampled = sampled(variant, false, true);
  const random = randomSource(7);
  for (const size of sampled(variant, [262144 - 2, 262144 + 3, 600000], [262144 + 3])) {
    const bytes = randomText(random, size, 0).subarray(0, size);
    if (!isSampled) yield bytes; // sampled: its errors at the boundaries are the cases that matter
    const broken = bytes.slice();
    for (const at of [43687 - 1, 43687, 65535, 65536, 65537, 131072, 262144 - 1, 262144, 262145, size - 1])
      if (at < size) broken[at] = 0xe4;
    yield broken;
  }
  // Text that decodes to Latin-1 until a wider character, an error or a chunk boundary.
  const latin1 = latin1Text(random, 220000); // about 275,000 bytes
  if (!isSampled) yield latin1;
  for (const at of sampled(variant, [100, 70000, 262144 - 2, 262144 - 1, 262144, 262145], [262144 - 1])) {
    let start = at;
    while ((latin1[start] & 0xc0) === 0x80) start--;
    const widened = new Uint8Array(latin1.length + 3);
    widened.set(latin1.subarray(0, start));
    widened.set([0xe4, 0xbd, 0xa0], start); // U+4F60
    widened.set(latin1.subarray(start), start + 3);
    yield widened;
    if (isSampled) continue;
    const broken = latin1.slice();
    broken[at] = 0xff;
    yield broken;
  }
}

const wasmPath = (variant) => fileURLToPath(import.meta.resolve(`utf8-abnf/utf8abnf.${variant}.wasm`));

/**
 * A codec of `variant` made inside the calling test, from a module compiled for it alone: load()
 * keeps one codec per build, made by whichever test file asks first, usually in a beforeAll, and
 * a mutation tool turns a mutant on only while a test runs, so a fault in what load() builds
 * (tables, wiring) shows only in a codec made here.
 */
export async function freshCodec(variant) {
  const { load } = await import('utf8-abnf');
  return load({ module: await WebAssembly.compile(readFileSync(wasmPath(variant))) });
}

/**
 * `specifier` (from this folder) evaluated anew, with every module it imports, as a new process
 * would: called in a test or its beforeEach, what a module computes when it loads (its tables,
 * texts and feature checks) runs during that test. Loaded once at the top of a file it runs
 * before any test, with no mutant on, and a mutation tool credits it to none.
 */
export function freshImport(specifier) {
  jest.resetModules();
  return import(specifier);
}

/** A build's raw module (its embind functions and exports), instantiated from its wasm file through the glue: what createCodec takes. */
export function glueModule(variant) {
  const module = new WebAssembly.Module(readFileSync(wasmPath(variant)));
  return createGlue({
    instantiateWasm(imports, receive) {
      receive(new WebAssembly.Instance(module, imports), module);
      return {};
    },
  });
}

const compiled = new Map(); // by build: compiling is not what freshPackage is for

/** The package's codec over every module evaluated anew (see freshImport). */
export async function freshPackage(variant = 'simd') {
  const { loadSync } = await freshImport('utf8-abnf');
  if (!compiled.has(variant)) compiled.set(variant, new WebAssembly.Module(readFileSync(wasmPath(variant))));
  return loadSync({ module: compiled.get(variant) });
}

/**
 * Where decoding goes, for tests that run every input by each route: the runtime's choice (in Node
 * the codec's own), and the platform's TextDecoder for every decode it can take (js/wasm/strings.js).
 */
export const DECODE_ROUTES = ['the runtime’s choice', 'platform'];

/** The package's codec of `variant` with decodes by `route` (one of DECODE_ROUTES), imported afresh for the platform's. */
export async function codecByRoute(variant, route) {
  if (route === DECODE_ROUTES[0]) return (await import('utf8-abnf')).load({ variant });
  const asked = Symbol.for('utf8-abnf.decode-route'); // js/wasm/strings.js
  globalThis[asked] = route;
  try {
    return await freshPackage(variant);
  } finally {
    delete globalThis[asked];
  }
}

// Wasm modules that are neither entry's own file, written here byte by byte.
const leb128 = (n) => (n < 0x80 ? [n] : [(n & 0x7f) | 0x80, ...leb128(n >>> 7)]);
const vector = (items) => [...leb128(items.length), ...items.flat()];
const section = (id, content) => [id, ...leb128(content.length), ...content];
const name = (text) => vector([...new TextEncoder().encode(text)]);
const WASM_HEADER = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
const VOID_FUNCTION_TYPES = section(1, vector([[0x60, 0x00, 0x00]])); // one type: () -> ()
const UNREACHABLE_BODY = [0x03, 0x00, 0x00, 0x0b]; // 3 bytes: no locals, unreachable, end
const EMPTY_BODY = [0x02, 0x00, 0x0b]; // 2 bytes: no locals, end
const EXPORT_KIND = { function: 0x00, table: 0x01, memory: 0x02 };

export const FOREIGN_WASM = {
  // nothing in it
  empty: Uint8Array.from(WASM_HEADER),
  // imports a function from the glue's "a" that the glue does not give: a LinkError
  importsUnknown: Uint8Array.from([
    ...WASM_HEADER,
    ...VOID_FUNCTION_TYPES,
    ...section(2, vector([[...name('a'), ...name('zz'), 0x00, 0x00]])),
  ]),
  // fits, but its start function traps: a failure of the module itself, not of fit
  trapsAtStart: Uint8Array.from([
    ...WASM_HEADER,
    ...VOID_FUNCTION_TYPES,
    ...section(3, vector([[0x00]])),
    ...section(8, [0x00]),
    ...section(10, vector([UNREACHABLE_BODY])),
  ]),
};

/**
 * A module with the exports of `module`, by the same names and kinds, and nothing behind them
 * (each function does nothing): it fits a glue that reads those exports, yet registers no codec.
 */
export function hollowWasm(module) {
  const exports = WebAssembly.Module.exports(module);
  const functionCount = exports.filter((entry) => entry.kind === 'function').length;
  let functionIndex = 0;
  const exported = exports.map((entry) => [...name(entry.name), EXPORT_KIND[entry.kind], entry.kind === 'function' ? functionIndex++ : 0]);
  return Uint8Array.from([
    ...WASM_HEADER,
    ...VOID_FUNCTION_TYPES,
    ...section(3, vector(Array.from({ length: functionCount }, () => [0x00]))),
    ...section(4, vector([[0x70, 0x00, 0x00]])), // a table of functions, at least 0 long
    ...section(5, vector([[0x00, 0x01]])), // a memory of at least one page
    ...section(7, vector(exported)),
    ...section(10, vector(Array.from({ length: functionCount }, () => EMPTY_BODY))),
  ]);
}

/**
 * That `load` and `loadSync` of one entry refuse each module in `foreign` (bytes of a module
 * that does not fit it) with a TypeError naming its own `files`, holding the engine's error as
 * its cause; and pass on as it is the error of a module that fits but traps as it starts.
 */
export async function expectForeignModulesRefused({ load, loadSync }, files, foreign) {
  const refusal = (caller) => new RegExp(`^${caller}: module is not this entry's wasm file \\(${files.replaceAll('.', '\\.')}\\): \\S`);
  for (const bytes of foreign) {
    let thrown = null;
    try {
      loadSync({ module: bytes });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect(thrown.message).toMatch(refusal('loadSync\\(\\)'));
    expect(thrown.cause).toBeInstanceOf(Error);
    expect(thrown.message.endsWith(thrown.cause.message)).toBe(true);
    const rejection = await load({ module: new WebAssembly.Module(bytes) }).then(
      () => null,
      (error) => error,
    );
    expect(rejection).toBeInstanceOf(TypeError);
    expect(rejection.message).toMatch(refusal('load\\(\\)'));
  }
  expect(() => loadSync({ module: FOREIGN_WASM.trapsAtStart })).toThrow(WebAssembly.RuntimeError);
  await expect(load({ module: FOREIGN_WASM.trapsAtStart })).rejects.toThrow(WebAssembly.RuntimeError);
  expect(loadSync().validate(Uint8Array.of(0xc3, 0xa9))).toBe(true); // the entry's own file still loads
}
