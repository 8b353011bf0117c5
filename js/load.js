// load() and loadSync() of the full entry: the codec (wasm/glue.js) over the package's wasm file, read
// from disk in Node, fetched elsewhere, imported from its copy in JS, or passed in (wasm/file.js).
import { FILE_NAMES, start, startSync } from './wasm/glue.js';
import { createLoaders } from './wasm/file.js';

// The wasm files (wasm/file.js says why the URLs are functions, and when the scalar file has one).
const files = {
  names: FILE_NAMES,
  exported: { simd: 'simd', scalar: 'scalar' }, // their names in utf8-abnf/embedded
  url: () => new URL('../dist/utf8abnf.simd.wasm', import.meta.url),
  moduleUrl: () => import.meta.url,
  ownModule: /\/(?:js\/load\.js|dist\/(?:index|cli(?:-\w+)?)\.[cm]js)$/, // the command line's chunks are in dist/ too
  // The copies in JS, or in a build for browsers that says so, the files alone (wasm/file.js).
  ...(import.meta.env?.PROD === true && import.meta.env?.SSR === false
    ? { embedded: null, scalarUrl: async () => (await import('./wasm/scalar-url.js')).default() }
    : {
        embedded: {
          simd: () => import('../dist/embedded/utf8abnf.simd.wasm.js'),
          scalar: () => import('../dist/embedded/utf8abnf.scalar.wasm.js'),
        },
        scalarUrl: null,
      }),
};

/**
 * load(options?): the codec, made once per build (later calls return the same object). `variant`
 * forces the SIMD or the scalar build (default: SIMD where the engine supports it); `module` is
 * the package's wasm file, compiled (a WebAssembly.Module) or as bytes, for platforms that cannot
 * fetch or read it (workerd, a bundler's .wasm import).
 *
 * loadSync(options?): the same at once, where wasm compiles synchronously (Node, Bun, Deno, Web
 * Workers; not a browser's main thread) and the file can be read synchronously or is passed in.
 */
export const { load, loadSync } = createLoaders(files, start, startSync);
