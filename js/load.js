// The one place that starts the full codec: the embind glue over the package's wasm file (read
// from disk in Node, fetched elsewhere, or passed in), asynchronously or at once (wasm-file.js).
import createModule from '../dist/utf8abnf.mjs';
import { createCodec } from './codec.js';
import { createLoaders } from './wasm-file.js';

// The wasm file of each variant (wasm-file.js says why each is a function).
const files = {
  names: { simd: 'utf8abnf.simd.wasm', scalar: 'utf8abnf.scalar.wasm' },
  url: {
    simd: () => new URL('../dist/utf8abnf.simd.wasm', import.meta.url),
    scalar: () => new URL('../dist/utf8abnf.scalar.wasm', import.meta.url),
  },
  embedded: {
    simd: () => import('../dist/embedded/utf8abnf.simd.wasm.js'),
    scalar: () => import('../dist/embedded/utf8abnf.scalar.wasm.js'),
  },
};

// The module object that the glue fills in. locateFile keeps the glue from working out its own
// wasm file's URL, which it never fetches (instantiateWasm makes the instance) and which throws
// where there is no import.meta.url.
const glueWith = (instantiateWasm) => ({ locateFile: (name) => name, instantiateWasm });

// The codec over the module object that the glue fills in, given the instance we make.
function start(wasmModule) {
  return new Promise((resolve, reject) => {
    const glue = glueWith((imports, receive) => {
      // receive() throws for a module without the exports the glue reads: that rejects too.
      WebAssembly.instantiate(wasmModule, imports)
        .then((instance) => receive(instance, wasmModule))
        .catch(reject);
      return {};
    });
    // A module that registers no codec, or whose contract differs, rejects here: never pending.
    createModule(glue)
      .then(() => createCodec(glue, glue.variant()))
      .then(resolve, reject);
  });
}

function startSync(wasmModule) {
  let failure = null;
  const glue = glueWith((imports, receive) => {
    try {
      receive(new WebAssembly.Instance(wasmModule, imports), wasmModule);
    } catch (error) {
      failure = error;
    }
    return {};
  });
  createModule(glue).catch(() => {}); // its outcome is known at once: the glue runs synchronously
  if (failure) throw failure;
  return createCodec(glue, glue.variant());
}

/**
 * load(options?): the codec, made once per build (later calls return the same object). `variant`
 * forces the SIMD or the scalar build (default: SIMD where the engine supports it); `module` is
 * the package's wasm file, compiled (a WebAssembly.Module) or as bytes, for platforms that cannot
 * fetch or read it (workerd, a bundler's .wasm import).
 *
 * loadSync(options?): the same at once, where wasm compiles synchronously (Node, Bun, Deno, Web
 * Workers; not a browser's main thread) and the file can be read synchronously or is passed in.
 */
export const { load, loadSync } = createLoaders(files, start, startSync);
