// As wasm-module.d.ts, for require(): the module itself is what require gives.
declare const wasm: WebAssembly.Module;
export = wasm;
