// The WHATWG Encoding Standard's labels and indexes, which the other encodings are read and written
// by (js/encodings/): the package's file dist/encoding-indexes.bin (js/encodings/write-indexes.mjs says
// its form), read once, when first needed: from disk at once in Node, Bun and Deno, fetched where
// a bundler emitted it (package-file.js), else from its copy in JS (a chunk of its own to a bundler).
import { fileSystem, reachableFile } from './package-file.js';

const FILE = 'encoding-indexes.bin';
const fileUrl = () => new URL('../dist/encoding-indexes.bin', import.meta.url);
const moduleUrl = () => import.meta.url;
// This module's URL where it is the package's own file, or in one of its bundles in dist/: where a
// browser may ask for the file by the package's path.
const OWN_MODULE = /\/(?:js\/encoding-indexes\.js|dist\/(?:index|texts|cli(?:-\w+)?)\.[cm]js)$/;
// The copy in JS, left out of a build for browsers that says so (wasm/file.js).
const importCopy =
  import.meta.env?.PROD === true && import.meta.env?.SSR === false ? null : () => import('../dist/embedded/encoding-indexes.bin.js');

let indexes = null;
let loading = null;

// { labels: Map label -> name, models: { language: its text's code points, an Int32Array },
// [index name]: Int32Array of code points by pointer (-1: none) }. A model or an index is decoded
// when first read: a run may need none.
function parse(bytes) {
  const parsed = { labels: new Map(), models: {} };
  let at = 0;
  const varint = () => {
    let value = 0;
    for (let scale = 1; ; scale *= 0x80) {
      const byte = bytes[at++];
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
    }
  };
  const labels = () => {
    const length = varint();
    const lines = String.fromCharCode(...bytes.subarray(at, at + length))
      .trim()
      .split('\n');
    for (const [encoding, ...others] of lines.map((line) => line.split(' ')))
      for (const label of [encoding, ...others]) parsed.labels.set(label, encoding);
  };
  const modelCodePoints = () => Int32Array.from({ length: varint() }, varint);
  const codePointsOf = () => {
    const codePoints = new Int32Array(varint());
    let last = 0;
    for (let pointer = 0; pointer < codePoints.length; pointer++) {
      const value = varint();
      if (value === 0) {
        codePoints[pointer] = -1;
        continue;
      }
      const zigzag = value - 1;
      last += zigzag & 1 ? -(zigzag + 1) / 2 : zigzag / 2;
      codePoints[pointer] = last;
    }
    return codePoints;
  };
  // owner[key]: `decode` of the section from `start`, when first read.
  const lazily = (owner, key, start, decode) =>
    Object.defineProperty(owner, key, {
      configurable: true,
      enumerable: true,
      get() {
        at = start;
        const value = decode();
        Object.defineProperty(owner, key, { value, enumerable: true });
        return value;
      },
    });
  while (at < bytes.length) {
    const end = bytes.indexOf(0, at);
    const name = String.fromCharCode(...bytes.subarray(at, end));
    at = end + 1;
    const length = varint();
    const start = at;
    if (name === 'labels') labels();
    else if (name.startsWith('model:')) lazily(parsed.models, name.slice('model:'.length), start, modelCodePoints);
    else lazily(parsed, name, start, codePointsOf);
    at = start + length;
  }
  return parsed;
}

// The file's URL where it can be there (package-file.js), else null.
const reachableUrl = () => reachableFile(fileUrl, moduleUrl, OWN_MODULE, FILE);

// The file's bytes: read from disk (Node, Bun, Deno), else fetched where it can be there; an
// error where it cannot be had (not in this bundle, missing, a page in its place).
async function fileBytes() {
  const url = reachableUrl();
  if (!url) throw new Error('not in this bundle');
  const fs = fileSystem(url);
  if (fs) return fs.promises.readFile(url);
  const response = await fetch(url).catch((error) => {
    throw new Error(`${error.message} for ${url}`);
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The file starts with its first section's name and a NUL; a page sent in its place does not.
  if (String.fromCharCode(...bytes.subarray(0, 7)) !== 'labels\0') throw new Error(`${url} is not the file`);
  return bytes;
}

// The file's bytes, else its copy's in JS: where a browser's bundle has no file, or a bundle for
// Node has none beside it.
async function indexBytes() {
  let fileError;
  try {
    return await fileBytes();
  } catch (error) {
    fileError = error;
  }
  const failed = (why) =>
    new Error(`utf8-abnf could not load the other encodings' tables, ${FILE} (${fileError.message})${why}`, { cause: fileError });
  if (!importCopy) throw failed('');
  let copy;
  try {
    copy = (await importCopy()).default;
  } catch (copyError) {
    throw failed(` nor their copy in JS (${copyError.message})`);
  }
  return Uint8Array.from(atob(copy), (c) => c.charCodeAt(0));
}

/** The indexes, loaded (a Promise; a second call gives the same one). */
export function loadIndexes() {
  if (indexes) return Promise.resolve(indexes);
  loading ??= (async () => {
    const bytes = await indexBytes();
    indexes ??= parse(bytes);
    return indexes;
  })();
  loading.catch(() => {
    loading = null; // a failed load may be retried
  });
  return loading;
}

/**
 * The indexes now: read from disk if need be (Node, Bun, Deno); elsewhere, or where the file is
 * not beside this module (a bundle: loadIndexes() reads its copy), `notLoaded()`, thrown.
 */
export function encodingIndexes(notLoaded) {
  if (indexes) return indexes;
  const url = reachableUrl();
  let bytes = null;
  try {
    bytes = (url && fileSystem(url))?.readFileSync(url);
  } catch {
    // not where the URL points
  }
  if (!bytes) throw notLoaded();
  indexes = parse(bytes);
  return indexes;
}
