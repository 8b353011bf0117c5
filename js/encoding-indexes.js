// The WHATWG Encoding Standard's labels and indexes, which the other encodings are read and written
// by (js/encodings/): the package's file dist/encoding-indexes.bin (js/encodings/write-indexes.mjs says
// its form), read once, when first needed. Node, Bun and Deno read it from disk at once; elsewhere
// loadIndexes() imports its copy in JS (a chunk of its own to a bundler).
const FILE = 'encoding-indexes.bin';
// Not the literal new URL('../dist/x', import.meta.url), which bundlers would ship as an asset
// that no browser reads.
const DIST = '../dist/';
const fileUrl = () => new URL(`${DIST}${FILE}`, import.meta.url);
const importCopy = () => import('../dist/embedded/encoding-indexes.bin.js');

let indexes = null;
let loading = null;

// Node's fs (also Bun's and Deno's) where the file is a file: none in a browser or in workerd.
function fileSystem() {
  try {
    return fileUrl().protocol === 'file:' ? globalThis.process?.getBuiltinModule?.('node:fs') : undefined;
  } catch {
    return undefined; // no import.meta.url
  }
}

// { labels: Map label -> name, models: { language: text }, [index name]: Int32Array of code points
// by pointer (-1: none) }.
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
  while (at < bytes.length) {
    const end = bytes.indexOf(0, at);
    const name = String.fromCharCode(...bytes.subarray(at, end));
    at = end + 1;
    if (name.startsWith('model:')) {
      const length = varint();
      parsed.models[name.slice('model:'.length)] = new TextDecoder().decode(bytes.subarray(at, at + length));
      at += length;
      continue;
    }
    if (name === 'labels') {
      const length = varint();
      const lines = String.fromCharCode(...bytes.subarray(at, at + length))
        .trim()
        .split('\n');
      at += length;
      for (const [encoding, ...others] of lines.map((line) => line.split(' ')))
        for (const label of [encoding, ...others]) parsed.labels.set(label, encoding);
      continue;
    }
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
    parsed[name] = codePoints;
  }
  return parsed;
}

/** The indexes, loaded (a Promise; a second call gives the same one). */
export function loadIndexes() {
  if (indexes) return Promise.resolve(indexes);
  loading ??= (async () => {
    const fs = fileSystem();
    const bytes = fs ? await fs.promises.readFile(fileUrl()) : Uint8Array.from(atob((await importCopy()).default), (c) => c.charCodeAt(0));
    indexes ??= parse(bytes);
    return indexes;
  })();
  loading.catch(() => {
    loading = null; // a failed load may be retried
  });
  return loading;
}

/**
 * The indexes now: read from disk if need be (Node, Bun, Deno); elsewhere `notLoaded()`, thrown.
 */
export function encodingIndexes(notLoaded) {
  if (indexes) return indexes;
  const fs = fileSystem();
  if (!fs) throw notLoaded();
  indexes = parse(fs.readFileSync(fileUrl()));
  return indexes;
}
