// utf8-abnf/validate: validate, check and createValidator alone, over a wasm module of a few KB.
import type { Bytes, CheckResult, LoadOptions, Validator } from 'utf8-abnf';

export interface Utf8Validation {
  readonly variant: 'simd' | 'scalar';
  validate(bytes: Bytes): boolean;
  /** The first error: the byte offset where its maximal subpart starts, its length and reason. */
  check(bytes: Bytes): CheckResult;
  createValidator(): Validator;
}

/** Instantiates the slim module once per build (utf8-abnf/utf8abnf-validate.simd.wasm or .scalar.wasm). */
export function load(options?: LoadOptions): Promise<Utf8Validation>;

/** As load(), at once, where wasm compiles synchronously (Node, Bun, Deno, Web Workers). */
export function loadSync(options?: LoadOptions): Utf8Validation;
