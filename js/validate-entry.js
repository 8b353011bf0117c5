// The slim entry, utf8-abnf/validate: validate, check and createValidator, with the same answers
// and reasons as the full entry, over a wasm module of a few kilobytes (cpp/bindings/slim.cpp)
// that has no runtime, no glue and no embind: for code that only checks its input.
import { createValidation } from './validate.js';
import { checkSlimContract } from './wasm-contract.js';
import { createLoaders } from './wasm-file.js';

// The wasm file of each variant (wasm-file.js says why each is a function).
const files = {
  names: { simd: 'utf8abnf-validate.simd.wasm', scalar: 'utf8abnf-validate.scalar.wasm' },
  url: {
    simd: () => new URL('../dist/utf8abnf-validate.simd.wasm', import.meta.url),
    scalar: () => new URL('../dist/utf8abnf-validate.scalar.wasm', import.meta.url),
  },
  embedded: {
    simd: () => import('../dist/embedded/utf8abnf-validate.simd.wasm.js'),
    scalar: () => import('../dist/embedded/utf8abnf-validate.scalar.wasm.js'),
  },
};

// The checker over an instance: validate.js reads and writes its memory as it does the full module's.
function checkerOf(instance) {
  const exports = instance.exports;
  exports._initialize();
  const { buffer } = exports.memory; // fixed: the module's memory does not grow
  checkSlimContract(new Int32Array(buffer, exports.utf8abnf_contract(), 5));
  const memory = {
    u8: new Uint8Array(buffer),
    i32: new Int32Array(buffer),
    input: exports.utf8abnf_input(),
    results: exports.utf8abnf_result() >> 2,
    chunk: exports.utf8abnf_chunk(),
    checkChunk: exports.utf8abnf_check_chunk,
    finishStream: exports.utf8abnf_finish_stream,
    refresh() {},
  };
  return Object.freeze({ variant: exports.utf8abnf_simd() ? 'simd' : 'scalar', ...createValidation(memory) });
}

export const { load, loadSync } = createLoaders(
  files,
  async (wasmModule) => checkerOf(await WebAssembly.instantiate(wasmModule, {})),
  (wasmModule) => checkerOf(new WebAssembly.Instance(wasmModule, {})),
);
