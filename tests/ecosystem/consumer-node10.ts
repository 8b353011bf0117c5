// The package under TypeScript's node10 resolution (older projects, Parcel's default), which reads
// no "exports": every entry, the subpaths and the wasm files, from package.json's "typesVersions".
import { load, Utf8Error, type Utf8 } from 'utf8-abnf';
import { loadSync as loadValidationSync } from 'utf8-abnf/validate';
import { hexBytes } from 'utf8-abnf/texts';
import { simd } from 'utf8-abnf/embedded';
import type * as wasmFile from 'utf8-abnf/utf8abnf.simd.wasm';

async function main(): Promise<void> {
  const utf8: Utf8 = await load({ module: simd });
  const bytes: Uint8Array = utf8.encode('你');
  console.log(
    hexBytes(bytes),
    loadValidationSync().validate(bytes),
    new Utf8Error('x', { index: 0, length: 1, reason: 'overlong' }).reason,
  );
  // @ts-expect-error: no such error mode
  utf8.decode(bytes, { errors: 'lenient' });
  // A wasm file is found, but promises no export: bundlers disagree on what importing it gives.
  const promised: typeof wasmFile extends { default: unknown } ? 'a default export' : 'none' = 'none';
  console.log(promised);
}

void main();
