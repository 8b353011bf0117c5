// The full entry for Node, Bun and Deno (dist/index.mjs, dist/index.cjs, the command line): the
// same as index.js, with the other encodings' decoders and encoders at hand, so that their calls
// need no loadEncodings(): the tables are read from disk when first needed. A browser's bundle
// leaves them out until loadEncodings() imports them.
import { provideLegacy } from './encodings/other-encodings.js';
import * as legacy from './encodings/all.js';

provideLegacy(legacy);
export * from './index.js';
