// The full codec started over a compiled wasm module of the package, through the embind glue:
// asynchronously (start) or at once (startSync). load.js and workerd.js find the module.
import createModule from '../../dist/utf8abnf.mjs';
import { createCodec } from '../codec.js';

/** The full codec's wasm file of each build, by name (load.js and workerd.js find it). */
export const FILE_NAMES = { simd: 'utf8abnf.simd.wasm', scalar: 'utf8abnf.scalar.wasm' };

// The module object that the glue fills in. locateFile keeps the glue from working out its own
// wasm file's URL, which it never fetches (instantiateWasm makes the instance) and which throws
// where there is no import.meta.url.
const glueWith = (instantiateWasm) => ({ locateFile: (name) => name, instantiateWasm });

// The codec over the module object that the glue fills in, given the instance we make.
export function start(wasmModule) {
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

export function startSync(wasmModule) {
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
