// utf8-abnf/validate's scalar wasm file, as scalar-url.js gives the full entry's.
export default () => new URL('../../dist/utf8abnf-validate.scalar.wasm', import.meta.url);
