// utf8-abnf: exact UTF-8 by the grammar of RFC 3629 section 4.
export { load } from './load.js';
export { Utf8Error } from './errors.js';
