// Writes dist/embedded/NAME.js for each wasm file of the package, and for the encodings' indexes
// (encoding-indexes.bin): its bytes as base64, the default export of a module. The entries import
// a wasm file's (import()) only where the file itself cannot be had: a bundler that emits no file
// for new URL(..., import.meta.url) (esbuild, rollup, bun build), a dev server that moved the
// module, a platform without import.meta.url; the indexes' wherever Node's fs is not there.
// build.sh runs it after each wasm build.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../../dist/', import.meta.url);
mkdirSync(new URL('embedded/', dist), { recursive: true });
for (const name of readdirSync(dist).filter((file) => file.endsWith('.wasm') || file.endsWith('.bin'))) {
  const base64 = readFileSync(new URL(name, dist)).toString('base64');
  writeFileSync(
    new URL(`embedded/${name}.js`, dist),
    `// Written by cpp/bindings/write-embedded-wasm.mjs from dist/${name}: do not edit.\nexport default '${base64}';\n`,
  );
}
