// utf8-abnf/validate: validate, check and createValidator alone, over a wasm module of a few KB.
import type { Bytes, CheckResult, Columns, LoadOptions, Reason, Validator } from 'utf8-abnf';

export interface Utf8Validation {
  readonly variant: 'simd' | 'scalar';
  validate(bytes: Bytes): boolean;
  /** The first error: the byte offset where its maximal subpart starts, its length and reason. */
  check(bytes: Bytes): CheckResult;
  createValidator(): Validator;
  /** A Blob or File of any size, read in slices: its first error's offset, line, column (in `columns`) and reason. */
  checkBlob(
    blob: Blob,
    options?: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal; columns?: Columns },
  ): Promise<
    | { valid: true; size: number; bom: boolean }
    | { valid: false; size: number; bom: boolean; index: number; length: number; reason: Reason; line: number; column: number }
  >;
}

/** Instantiates the slim module once per build (utf8-abnf/utf8abnf-validate.simd.wasm or .scalar.wasm). */
export function load(options?: LoadOptions): Promise<Utf8Validation>;

/** As load(), at once, where wasm compiles synchronously (Node, Bun, Deno, Web Workers). */
export function loadSync(options?: LoadOptions): Utf8Validation;
