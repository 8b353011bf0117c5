// utf8-abnf/embedded: the bytes of each wasm file of the package, for load({ module }).
/** utf8abnf.simd.wasm: the full entry's build for engines with wasm SIMD (every current browser). */
export declare const simd: Uint8Array<ArrayBuffer>;
/** utf8abnf.scalar.wasm: the full entry's build for engines without wasm SIMD. */
export declare const scalar: Uint8Array<ArrayBuffer>;
/** utf8abnf-validate.simd.wasm: utf8-abnf/validate's build for engines with wasm SIMD. */
export declare const validateSimd: Uint8Array<ArrayBuffer>;
/** utf8abnf-validate.scalar.wasm: utf8-abnf/validate's build for engines without wasm SIMD. */
export declare const validateScalar: Uint8Array<ArrayBuffer>;
