// The full entry on Cloudflare's workerd (package.json's "workerd" condition, which wrangler
// resolves): workerd compiles only the wasm a worker imports, so this entry imports the SIMD build
// (workerd's V8 has SIMD), and neither a URL nor the copies in JS come into the worker.
import simd from '../dist/utf8abnf.simd.wasm';
import { FILE_NAMES, start, startSync } from './wasm/glue.js';
import { createLoaders } from './wasm/file.js';

export * from './index.js';

export const { load, loadSync } = createLoaders({ names: FILE_NAMES, imported: { simd } }, start, startSync);
