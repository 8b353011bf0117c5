// Finding, compiling and starting a wasm file of the package, for both entries: the full one
// (load.js, over the embind glue) and the slim one (validate-entry.js, plain exports). Each gives
// load() and loadSync() over its own files; a codec is made once per build, or per module passed in.
import { assertKnownOptions, assertOptions, describeValue, option, toBytes } from './arguments.js';

// A module whose only function uses v128 (i8x16.splat, i8x16.popcnt): valid only with wasm SIMD.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);
const OPTIONS = ['variant', 'module'];

// The build asked for: 'simd' or 'scalar', or null for the engine's choice ('auto', the default).
function requestedVariant(options, caller) {
  const requested = option(options, 'variant');
  if (requested === 'simd' || requested === 'scalar') return requested;
  if (requested !== undefined && requested !== 'auto') {
    throw new TypeError(`${caller}: variant must be 'auto', 'simd' or 'scalar', not ${describeValue(requested)}`);
  }
  return null;
}

const engineVariant = () => (WebAssembly.validate(SIMD_PROBE) ? 'simd' : 'scalar');

// A module passed in is the build it is: a variant asked for beside it must be that one.
function ofVariant(codec, requested, caller) {
  if (requested !== null && codec.variant !== requested) {
    throw new TypeError(`${caller}: variant '${requested}' was asked for, but module is the ${codec.variant} build`);
  }
  return codec;
}

// Node's fs (also Bun's and Deno's), without an import that a browser bundle would have to resolve.
// Stryker disable next-line all: in Node every file is a file: URL; browsers load over HTTP
const fileSystem = (url) => (url.protocol === 'file:' ? globalThis.process?.getBuiltinModule?.('node:fs') : undefined);

async function compileFile(url) {
  const fs = fileSystem(url);
  // Stryker disable all: outside Node only (tests/browser runs each way: streamed, from bytes, missing)
  if (fs) return WebAssembly.compile(await fs.promises.readFile(url));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`utf8-abnf could not fetch its wasm file ${url}: HTTP ${response.status}`);
  // compileStreaming needs the server to say application/wasm; the bytes serve as well.
  return typeof WebAssembly.compileStreaming === 'function' && response.headers.get('content-type') === 'application/wasm'
    ? WebAssembly.compileStreaming(response)
    : WebAssembly.compile(await response.arrayBuffer());
}
// Stryker restore all

// A WebAssembly.Module from the `module` option: a module, or the bytes of one.
function givenModule(module, caller) {
  if (module instanceof WebAssembly.Module) return module;
  try {
    return new WebAssembly.Module(toBytes(module, caller));
  } catch (error) {
    if (error instanceof TypeError)
      throw new TypeError(`${caller}: module must be a WebAssembly.Module or the bytes of the package's wasm file`);
    throw error;
  }
}

// A module passed in that is not the entry's own wasm file fails to link (LinkError) or lacks an
// export the entry reads (TypeError): say which files it takes rather than the engine's words.
function notOwnModule(error, caller, files) {
  if (!(error instanceof WebAssembly.LinkError || error instanceof TypeError)) return error;
  const names = Object.values(files).map((url) => url.pathname.split('/').pop());
  return new TypeError(`${caller}: module is not this entry's wasm file (${names.join(' or ')}): ${error.message}`, { cause: error });
}

function checkedOptions(options, caller) {
  // Stryker disable next-line all: for engines without WebAssembly, which tests cannot be run on
  if (typeof WebAssembly !== 'object') throw new Error('utf8-abnf needs WebAssembly, which this environment does not provide');
  assertOptions(options, caller);
  assertKnownOptions(options, caller, OPTIONS);
  return { requested: requestedVariant(options, caller), module: option(options, 'module') };
}

/**
 * load() and loadSync() for `files`, the URL of each variant's file ({ simd, scalar }: literal
 * URLs, so that bundlers emit both files); `start(wasmModule)` makes a codec (with its
 * `variant`) as a Promise, `startSync(wasmModule)` at once.
 */
export function createLoaders(files, start, startSync) {
  const byVariant = new Map(); // 'simd' | 'scalar' -> Promise of its codec
  const byModule = new WeakMap(); // a WebAssembly.Module passed in -> Promise of its codec
  const made = new Map(); // 'simd' | 'scalar' -> its first codec, once made
  const madeFrom = new WeakMap(); // a WebAssembly.Module -> the codec made from it

  const remember = (wasmModule, codec) => {
    if (!made.has(codec.variant)) made.set(codec.variant, codec);
    madeFrom.set(wasmModule, codec);
    return codec;
  };
  const started = (wasmModule) => start(wasmModule).then((codec) => remember(wasmModule, codec));
  const startedGiven = (wasmModule) =>
    started(wasmModule).catch((error) => {
      throw notOwnModule(error, 'load()', files);
    });

  function load(options) {
    try {
      const { requested, module } = checkedOptions(options, 'load()');
      if (module !== undefined) {
        const wasmModule = givenModule(module, 'load()');
        if (!byModule.has(wasmModule)) {
          byModule.set(wasmModule, madeFrom.has(wasmModule) ? Promise.resolve(madeFrom.get(wasmModule)) : startedGiven(wasmModule));
        }
        return byModule.get(wasmModule).then((codec) => ofVariant(codec, requested, 'load()'));
      }
      const variant = requested ?? engineVariant();
      if (!byVariant.has(variant)) {
        const promise = made.has(variant) ? Promise.resolve(made.get(variant)) : compileFile(files[variant]).then(started);
        promise.catch(() => byVariant.delete(variant)); // a failed load may be retried
        byVariant.set(variant, promise);
      }
      return byVariant.get(variant);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  function loadSync(options) {
    const { requested, module } = checkedOptions(options, 'loadSync()');
    if (module !== undefined) {
      const wasmModule = givenModule(module, 'loadSync()');
      if (!madeFrom.has(wasmModule)) {
        try {
          remember(wasmModule, startSync(wasmModule));
        } catch (error) {
          throw notOwnModule(error, 'loadSync()', files);
        }
      }
      return ofVariant(madeFrom.get(wasmModule), requested, 'loadSync()');
    }
    const variant = requested ?? engineVariant();
    if (made.has(variant)) return made.get(variant);
    const url = files[variant];
    const fs = fileSystem(url);
    // Stryker disable all: outside Node only (tests/browser runs it)
    if (!fs) {
      throw new Error(
        `loadSync(): this platform cannot read ${url} synchronously; pass the wasm file as { module } (a WebAssembly.Module or its bytes), or use load()`,
      );
    }
    // Stryker restore all
    const wasmModule = new WebAssembly.Module(fs.readFileSync(url));
    return remember(wasmModule, startSync(wasmModule));
  }

  return { load, loadSync };
}
