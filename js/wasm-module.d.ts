// A wasm file of the package ('utf8-abnf/utf8abnf.simd.wasm'): a file to resolve or read, not a
// module to import. Bundlers disagree on what importing it gives (workerd a WebAssembly.Module,
// webpack the instance's exports, Vite an error), so no export is promised; the bytes that
// load({ module }) takes are utf8-abnf/embedded's.
export {};
