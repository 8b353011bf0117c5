// utf8-abnf: exact UTF-8 by the grammar of RFC 3629 section 4.
export { load, loadSync } from './load.js';
export { Utf8Error } from './errors.js';
