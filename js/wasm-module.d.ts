// A wasm file of the package imported as a module ('utf8-abnf/utf8abnf.simd.wasm'): workerd and
// wrangler, and bundlers that compile wasm imports, give a WebAssembly.Module, which
// load({ module }) takes.
declare const wasm: WebAssembly.Module;
export default wasm;
