// utf8-abnf/embedded: the package's wasm files as bytes inside JS, for load({ module }) where
// neither the file nor the entry's own import() of its copy can be had: a service worker (which
// forbids import()) bundled by a tool that emits no wasm file or splits the copy into a chunk.
// Each is decoded only where it is imported by name: bundlers leave the others out.
import fullScalar from '../dist/embedded/utf8abnf.scalar.wasm.js';
import fullSimd from '../dist/embedded/utf8abnf.simd.wasm.js';
import slimScalar from '../dist/embedded/utf8abnf-validate.scalar.wasm.js';
import slimSimd from '../dist/embedded/utf8abnf-validate.simd.wasm.js';
import { base64Bytes } from './wasm/file.js';

/** utf8abnf.simd.wasm, the full entry's build for engines with wasm SIMD (every current browser). */
export const simd = /* @__PURE__ */ base64Bytes(fullSimd);
/** utf8abnf.scalar.wasm, the full entry's build for engines without wasm SIMD. */
export const scalar = /* @__PURE__ */ base64Bytes(fullScalar);
/** utf8abnf-validate.simd.wasm, utf8-abnf/validate's build for engines with wasm SIMD. */
export const validateSimd = /* @__PURE__ */ base64Bytes(slimSimd);
/** utf8abnf-validate.scalar.wasm, utf8-abnf/validate's build for engines without wasm SIMD. */
export const validateScalar = /* @__PURE__ */ base64Bytes(slimScalar);
