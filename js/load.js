// The one place that instantiates the wasm module: a cached promise per build variant.
import { assertKnownOptions, assertOptions, describeValue, option } from './arguments.js';
import { createCodec } from './codec.js';

// A module whose only function uses v128 (i8x16.splat, i8x16.popcnt): valid only with wasm SIMD.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

const cache = new Map();

function pickVariant(requested) {
  if (requested === 'simd' || requested === 'scalar') return requested;
  if (requested !== undefined && requested !== 'auto') {
    throw new TypeError(`load(): variant must be 'auto', 'simd' or 'scalar', not ${describeValue(requested)}`);
  }
  return WebAssembly.validate(SIMD_PROBE) ? 'simd' : 'scalar';
}

async function instantiate(variant) {
  // Literal specifiers, so that bundlers see both builds and split them into their own chunks.
  const { default: createModule } =
    variant === 'simd' ? await import('../dist/utf8abnf.simd.mjs') : await import('../dist/utf8abnf.scalar.mjs');
  return createCodec(await createModule(), variant);
}

/**
 * Instantiates the codec once; later calls return the same object. `variant` forces the SIMD or
 * the scalar build (default: SIMD where the engine supports it).
 */
export function load(options) {
  if (typeof WebAssembly !== 'object') {
    return Promise.reject(new Error('utf8-abnf needs WebAssembly, which this environment does not provide'));
  }
  let chosen;
  try {
    assertOptions(options, 'load()');
    assertKnownOptions(options, 'load()', ['variant']);
    chosen = pickVariant(option(options, 'variant'));
  } catch (error) {
    return Promise.reject(error);
  }
  if (!cache.has(chosen)) {
    const promise = instantiate(chosen);
    promise.catch(() => cache.delete(chosen)); // a failed load may be retried
    cache.set(chosen, promise);
  }
  return cache.get(chosen);
}
