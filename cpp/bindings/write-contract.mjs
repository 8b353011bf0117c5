// Writes dist/contract.js: the contract that the wasm build reports (contract() in embind.cpp: the
// enums of utf8abnf.hpp's tables, the result slots, the segment record), as the package's
// JavaScript imports it (js/wasm/contract.js). build.sh runs it after each wasm build, so that the
// JavaScript's lists are made from the C++ and never written by hand. And dist/reason-examples.js:
// each decoding reason's example, from its row in the header (text the wasm module need not carry:
// only the page and the README show it).
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

// The rows of UTF8ABNF_REASONS: X(enumerator, "name", "example"), one a line.
const header = readFileSync(new URL('../include/utf8abnf/utf8abnf.hpp', import.meta.url), 'utf8');
const examples = {};
for (const line of header.slice(header.indexOf('#define UTF8ABNF_REASONS(X)')).split('\n').slice(1)) {
  const row = /^\s*X\(\w+, "([^"]*)", "([^"]*)"\)/.exec(line);
  if (!row) break;
  if (row[2]) examples[row[1]] = row[2];
}
writeFileSync(
  new URL('reason-examples.js', dist),
  `// Written by cpp/bindings/write-contract.mjs from UTF8ABNF_REASONS in utf8abnf.hpp: do not edit.\nexport default Object.freeze(${JSON.stringify(examples, null, 2)});\n`,
);
