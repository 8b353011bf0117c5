// The one place that instantiates the wasm module: a codec per build variant, made once from the
// package's own wasm file (read from disk in Node, fetched elsewhere) or from a module or bytes
// the caller passes (workerd, bundlers that import .wasm files), asynchronously or, where the
// platform compiles synchronously (Node, workers), at once.
import createModule from '../dist/utf8abnf.mjs';
import { assertKnownOptions, assertOptions, describeValue, option, toBytes } from './arguments.js';
import { createCodec } from './codec.js';

// A module whose only function uses v128 (i8x16.splat, i8x16.popcnt): valid only with wasm SIMD.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);
const OPTIONS = ['variant', 'module'];

const byVariant = new Map(); // 'simd' | 'scalar' -> Promise of its codec
const byModule = new WeakMap(); // a WebAssembly.Module passed in -> Promise of its codec
const made = new Map(); // 'simd' | 'scalar' -> its first codec, once made
const madeFrom = new WeakMap(); // a WebAssembly.Module -> the codec made from it

function pickVariant(requested, caller) {
  if (requested === 'simd' || requested === 'scalar') return requested;
  if (requested !== undefined && requested !== 'auto') {
    throw new TypeError(`${caller}: variant must be 'auto', 'simd' or 'scalar', not ${describeValue(requested)}`);
  }
  return WebAssembly.validate(SIMD_PROBE) ? 'simd' : 'scalar';
}

// The wasm file of a variant. Literal URLs, so that bundlers see both files and emit them.
const wasmUrl = (variant) =>
  variant === 'simd' ? new URL('../dist/utf8abnf.simd.wasm', import.meta.url) : new URL('../dist/utf8abnf.scalar.wasm', import.meta.url);

// Node's fs (also Bun's and Deno's), without an import that a browser bundle would have to resolve.
const fileSystem = (url) => (url.protocol === 'file:' ? globalThis.process?.getBuiltinModule?.('node:fs') : undefined);

async function compileFile(variant) {
  const url = wasmUrl(variant);
  const fs = fileSystem(url);
  if (fs) return WebAssembly.compile(await fs.promises.readFile(url));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`utf8-abnf could not fetch its wasm file ${url}: HTTP ${response.status}`);
  // compileStreaming needs the server to say application/wasm; the bytes serve as well.
  return typeof WebAssembly.compileStreaming === 'function' && response.headers.get('content-type') === 'application/wasm'
    ? WebAssembly.compileStreaming(response)
    : WebAssembly.compile(await response.arrayBuffer());
}

// A WebAssembly.Module from load's or loadSync's `module` option: a module, or the bytes of one.
function givenModule(module, caller) {
  if (module instanceof WebAssembly.Module) return module;
  try {
    return new WebAssembly.Module(toBytes(module, caller));
  } catch (error) {
    if (error instanceof TypeError) {
      throw new TypeError(`${caller}: module must be a WebAssembly.Module or the bytes of utf8abnf.simd.wasm or utf8abnf.scalar.wasm`);
    }
    throw error;
  }
}

// The codec over an instance of `wasmModule`, once the glue has filled in its module object.
function codecOf(wasmModule, glue) {
  const codec = createCodec(glue, glue.variant());
  if (!made.has(codec.variant)) made.set(codec.variant, codec);
  madeFrom.set(wasmModule, codec);
  return codec;
}

function instantiateAsync(wasmModule) {
  return new Promise((resolve, reject) => {
    const glue = {
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(wasmModule, imports).then((instance) => receive(instance, wasmModule), reject);
        return {};
      },
    };
    createModule(glue).then(() => resolve(codecOf(wasmModule, glue)), reject);
  });
}

function instantiateSync(wasmModule) {
  let failure = null;
  const glue = {
    instantiateWasm(imports, receive) {
      try {
        receive(new WebAssembly.Instance(wasmModule, imports), wasmModule);
      } catch (error) {
        failure = error;
      }
      return {};
    },
  };
  createModule(glue).catch(() => {}); // its result is known at once: the glue runs synchronously
  if (failure) throw failure;
  if (typeof glue.variant !== 'function') throw new Error('utf8-abnf: the wasm module did not start');
  return codecOf(wasmModule, glue);
}

function checkedOptions(options, caller) {
  if (typeof WebAssembly !== 'object') throw new Error('utf8-abnf needs WebAssembly, which this environment does not provide');
  assertOptions(options, caller);
  assertKnownOptions(options, caller, OPTIONS);
  const module = option(options, 'module');
  return { variant: module === undefined ? pickVariant(option(options, 'variant'), caller) : null, module };
}

/**
 * Instantiates the codec once per build; later calls return the same object. `variant` forces
 * the SIMD or the scalar build (default: SIMD where the engine supports it); `module` is the
 * package's wasm file, compiled (a WebAssembly.Module) or as bytes, for platforms that cannot
 * fetch or read it (workerd, a bundler's .wasm import).
 */
export function load(options) {
  let asked;
  try {
    asked = checkedOptions(options, 'load()');
  } catch (error) {
    return Promise.reject(error);
  }
  const { variant, module } = asked;
  if (module !== undefined) {
    let wasmModule;
    try {
      wasmModule = givenModule(module, 'load()');
    } catch (error) {
      return Promise.reject(error);
    }
    if (!byModule.has(wasmModule)) {
      byModule.set(wasmModule, madeFrom.has(wasmModule) ? Promise.resolve(madeFrom.get(wasmModule)) : instantiateAsync(wasmModule));
    }
    return byModule.get(wasmModule);
  }
  if (!byVariant.has(variant)) {
    const promise = made.has(variant) ? Promise.resolve(made.get(variant)) : compileFile(variant).then(instantiateAsync);
    promise.catch(() => byVariant.delete(variant)); // a failed load may be retried
    byVariant.set(variant, promise);
  }
  return byVariant.get(variant);
}

/**
 * As load(), at once: where the platform compiles wasm synchronously (Node, Bun, Deno, Web
 * Workers; not a browser's main thread, which allows it only for tiny modules) and the wasm file
 * can be read synchronously (Node, Bun, Deno) or is passed as `module`.
 */
export function loadSync(options) {
  const { variant, module } = checkedOptions(options, 'loadSync()');
  if (module !== undefined) {
    const wasmModule = givenModule(module, 'loadSync()');
    return madeFrom.get(wasmModule) ?? instantiateSync(wasmModule);
  }
  if (made.has(variant)) return made.get(variant);
  const url = wasmUrl(variant);
  const fs = fileSystem(url);
  if (!fs) {
    throw new Error(
      `loadSync(): this platform cannot read ${url} synchronously; pass the wasm file as { module } (a WebAssembly.Module or its bytes), or use load()`,
    );
  }
  return instantiateSync(new WebAssembly.Module(fs.readFileSync(url)));
}
