// As wasm-module.d.ts, for require(): a file to resolve (require.resolve) or read, not a module.
export {};
