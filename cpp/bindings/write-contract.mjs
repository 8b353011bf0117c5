// Writes dist/contract.js: the contract that the wasm build reports (contract() in embind.cpp: the
// enums of utf8abnf.hpp's tables, the result slots, the segment record), as the package's
// JavaScript imports it (js/wasm/contract.js). build.sh runs it after each wasm build, so that the
// JavaScript's lists are made from the C++ and never written by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import createGlue from '../../dist/utf8abnf.mjs';

const dist = new URL('../../dist/', import.meta.url);
const module = new WebAssembly.Module(readFileSync(new URL('utf8abnf.simd.wasm', dist)));
const glue = await createGlue({
  instantiateWasm(imports, receive) {
    receive(new WebAssembly.Instance(module, imports), module);
    return {};
  },
});
const contract = JSON.stringify(JSON.parse(glue.contract()), null, 2);
writeFileSync(
  new URL('contract.js', dist),
  `// Written by cpp/bindings/write-contract.mjs from the wasm build's contract(): do not edit.\nexport default ${contract};\n`,
);
