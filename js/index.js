// utf8-abnf: exact UTF-8 by the grammar of RFC 3629 section 4.
export { load, loadSync } from './load.js';
export { Utf8Error } from './errors.js';
// Plain JavaScript, also on the codec: here without waiting for load().
export { describeCharacter } from './text/characters.js';
export { parseCodePoints } from './code-points.js';
export { byteLength } from './whatwg.js';
export { loadEncodings } from './encodings/other-encodings.js';
