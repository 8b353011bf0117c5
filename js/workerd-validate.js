// utf8-abnf/validate on Cloudflare's workerd, as workerd.js is the full entry there.
import simd from '../dist/utf8abnf-validate.simd.wasm';
import { FILE_NAMES, start, startSync } from './wasm/validate-start.js';
import { createLoaders } from './wasm/file.js';

export * from './validate-entry.js';

export const { load, loadSync } = createLoaders({ names: FILE_NAMES, imported: { simd } }, start, startSync);
