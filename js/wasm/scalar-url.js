// The full entry's scalar wasm file by a literal URL, which bundlers emit: read in builds for
// browsers only (file.js), from a module of its own that only an engine without wasm SIMD
// imports, so that no tool prefetches the file beside the SIMD one.
export default () => new URL('../../dist/utf8abnf.scalar.wasm', import.meta.url);
