// The slim checker (utf8-abnf/validate) started over a compiled wasm module of the package:
// asynchronously or at once. validate-entry.js and workerd-validate.js find the module.
import { checkBlobFirstError } from '../files/first-error.js';
import { createValidation } from '../validate.js';
import { checkSlimContract } from './contract.js';

/** The slim checker's wasm file of each build, by name. */
export const FILE_NAMES = { simd: 'utf8abnf-validate.simd.wasm', scalar: 'utf8abnf-validate.scalar.wasm' };

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
  const checker = { variant: exports.utf8abnf_simd() ? 'simd' : 'scalar', ...createValidation(memory) };
  checker.checkBlob = (blob, options) => checkBlobFirstError(checker, blob, options);
  return Object.freeze(checker);
}

export const start = async (wasmModule) => checkerOf(await WebAssembly.instantiate(wasmModule, {}));
export const startSync = (wasmModule) => checkerOf(new WebAssembly.Instance(wasmModule, {}));
