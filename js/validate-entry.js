// The slim entry, utf8-abnf/validate: validate, check and createValidator, with the same answers
// and reasons as the full entry, over a wasm module of a few kilobytes (cpp/bindings/slim.cpp)
// that has no runtime, no glue and no embind: for code that only checks its input.
import { FILE_NAMES, start, startSync } from './wasm/validate-start.js';
import { createLoaders } from './wasm/file.js';

// The wasm files (wasm/file.js says why the URLs are functions, and when the scalar file has one).
const files = {
  names: FILE_NAMES,
  exported: { simd: 'validateSimd', scalar: 'validateScalar' }, // their names in utf8-abnf/embedded
  url: () => new URL('../dist/utf8abnf-validate.simd.wasm', import.meta.url),
  moduleUrl: () => import.meta.url,
  ownModule: /\/(?:js\/validate-entry\.js|dist\/(?:validate|cli(?:-\w+)?)\.[cm]js)$/, // the command line's too
  // The copies in JS, or in a build for browsers that says so, the files alone (wasm/file.js).
  ...(import.meta.env?.PROD === true && import.meta.env?.SSR === false
    ? { embedded: null, scalarUrl: async () => (await import('./wasm/validate-scalar-url.js')).default() }
    : {
        embedded: {
          simd: () => import('../dist/embedded/utf8abnf-validate.simd.wasm.js'),
          scalar: () => import('../dist/embedded/utf8abnf-validate.scalar.wasm.js'),
        },
        scalarUrl: null,
      }),
};

export const { load, loadSync } = createLoaders(files, start, startSync);
