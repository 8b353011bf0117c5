// npm run bench: utf8-abnf side by side with its peers, in one run. Prints a table per operation:
// MB/s (median of several timed rounds) per corpus and size, and each ratio to the reference peer.
// Usage: node tests/bench/bench.mjs [--quick] [--only validate|decode|encode|explain]
import { isUtf8 } from 'node:buffer';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { load } from 'utf8-abnf';
import { FEW_UNITS, fewAsciiToString, fewUnitsToString } from '../../js/strings.js';

const require = createRequire(import.meta.url);
const utf8Validate = require('utf-8-validate');
const utf8ValidateFallback = require('utf-8-validate/fallback.js');
const isutf8 = (await import('isutf8')).default;
const utf8Npm = require('utf8');

const quick = process.argv.includes('--quick');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const ROUND_MS = quick ? 10 : 40;
const ROUNDS = quick ? 3 : 7;

// ---- Corpora: deterministic text of each kind ----

function random(seed) {
  let state = seed >>> 0;
  return (limit) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % limit;
  };
}

const pick = (next, ranges) => {
  const [lo, hi] = ranges[next(ranges.length)];
  return lo + next(hi - lo + 1);
};

// Each kind gives the next code point, from the random source and the code point before it.
const KINDS = {
  ASCII: (next) => (next(8) === 0 ? 0x20 : 0x61 + next(26)),
  Latin: (next) =>
    next(4) === 0
      ? pick(next, [
          [0xe0, 0xff],
          [0xc0, 0xdd],
        ])
      : next(7) === 0
        ? 0x20
        : 0x61 + next(26),
  CJK: (next) => (next(10) === 0 ? 0x3002 : 0x4e00 + next(0x5200)),
  emoji: (next) =>
    pick(next, [
      [0x1f300, 0x1f5ff],
      [0x1f600, 0x1f64f],
      [0x1f900, 0x1f9ff],
    ]),
  // As in markup or JSON around CJK text: runs of printable ASCII and of CJK, 6 characters long on
  // average (the script changes with odds of 1 in 6).
  'CJK+ASCII': (next, previous) => (previous >= 0x4e00 !== (next(6) === 0) ? 0x4e00 + next(0x5200) : 0x20 + next(95)),
};

function corpus(kind, size) {
  const next = random(size + kind.length);
  const encoder = new TextEncoder();
  let text = '';
  let previous = 0;
  while (encoder.encode(text).length < size) {
    let piece = '';
    for (let i = 0; i < 256; i++) {
      previous = KINDS[kind](next, previous);
      piece += String.fromCodePoint(previous);
    }
    text += piece;
  }
  const bytes = encoder.encode(text);
  let end = size;
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--; // cut at a character boundary
  return bytes.slice(0, end);
}

function withErrors(size) {
  const bytes = corpus('Latin', size);
  const next = random(99);
  for (let i = 0; i < Math.max(1, size >> 10); i++) bytes[next(bytes.length)] = 0xc0 + next(64);
  return bytes;
}

const SIZES = [
  ['16 B', 16],
  ['64 KiB', 65536],
  ['1 MiB', 1 << 20],
];
const CORPORA = [...Object.keys(KINDS).map((kind) => [kind, (size) => corpus(kind, size)]), ['mixed+errors', withErrors]];

// ---- Timing ----

// Calls are timed in batches that take about a millisecond, so that the clock costs nothing. The
// contenders of a row take turns, round by round, so that a slow spell of a shared machine falls on
// all of them rather than on one. A full garbage collection before each round (untimed) leaves no
// contender to pay for the garbage of the one before it.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');
// What every call returns is folded in here, so that no call can be optimised away.
// biome-ignore lint/correctness/noUnusedVariables: results are folded into it, so that no call is optimised away
let sink = 0;
function batchSize(fn) {
  let batch = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sink ^= Number(Boolean(fn()));
    if (performance.now() - start > 1 || batch >= 1 << 20) return batch;
    batch *= 2;
  }
}

function round(fn, batch, bytes) {
  collectGarbage();
  let iterations = 0;
  let elapsed = 0;
  const start = performance.now();
  do {
    for (let i = 0; i < batch; i++) sink ^= Number(Boolean(fn()));
    iterations += batch;
    elapsed = performance.now() - start;
  } while (elapsed < ROUND_MS);
  return (bytes * iterations) / (elapsed * 1000); // MB/s
}

/** The median MB/s of each contender over ROUNDS interleaved rounds, after a warm-up round. */
function measureAll(fns, bytes) {
  const batches = fns.map(batchSize);
  for (const [k, fn] of fns.entries()) round(fn, batches[k], bytes); // warm-up
  const speeds = fns.map(() => []);
  for (let r = 0; r < ROUNDS; r++) for (const [k, fn] of fns.entries()) speeds[k].push(round(fn, batches[k], bytes));
  return speeds.map((list) => list.sort((a, b) => a - b)[ROUNDS >> 1]);
}

const format = (mbs) => (mbs >= 100 ? Math.round(mbs).toLocaleString('en') : mbs.toFixed(1));

function table(title, contenders, reference, prepare) {
  console.log(`\n### ${title} (MB/s, median of ${ROUNDS}; ratio to ${reference})\n`);
  const names = Object.keys(contenders);
  console.log(`| corpus | size | ${names.join(' | ')} |`);
  console.log(`|---|---|${names.map(() => '---:').join('|')}|`);
  const fns = names.map((name) => contenders[name]);
  const rows = CORPORA.flatMap(([corpusName, make]) => SIZES.map(([sizeName, size]) => [corpusName, sizeName, prepare(make(size))]));
  // Every contender meets every input before any is timed, as in a program that has run a while:
  // else the first to meet a new kind of input pays for the engine's recompiling, at times for
  // the whole row.
  for (const [, , input] of rows)
    for (const fn of fns) for (let i = 0; i < (input.byteLength > 4096 ? 3 : 1000); i++) sink ^= Number(Boolean(fn(input)));
  for (const [corpusName, sizeName, input] of rows) {
    const measured = measureAll(
      fns.map((fn) => () => fn(input)),
      input.byteLength,
    );
    const speeds = Object.fromEntries(names.map((name, k) => [name, measured[k]]));
    const cells = names.map((name) => {
      if (Number.isNaN(speeds[name])) return 'n/a';
      const ratio = name === reference ? '' : ` (${(speeds[name] / speeds[reference]).toFixed(1)}x)`;
      return `${format(speeds[name])}${ratio}`;
    });
    console.log(`| ${corpusName} | ${sizeName} | ${cells.join(' | ')} |`);
  }
}

const loadStart = performance.now();
const utf8 = await load();
const firstLoad = performance.now() - loadStart;
const fatal = new TextDecoder('utf-8', { fatal: true });
const replacing = new TextDecoder();
const textEncoder = new TextEncoder();
const tryDecode = (bytes) => {
  try {
    return fatal.decode(bytes);
  } catch {
    return false;
  }
};

console.log(`utf8-abnf benchmark: Node ${process.version}, ${os.cpus()[0].model}, ${os.cpus().length} cores, wasm build: ${utf8.variant}`);
const t0 = performance.now();
await load({ variant: 'scalar' });
console.log(`load(): ${firstLoad.toFixed(1)} ms, and ${(performance.now() - t0).toFixed(1)} ms for a second build`);
// What a browser fetches: the package's modules (not the CLI), the glue and one wasm build.
const gzipped = (files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
const root = new URL('../../', import.meta.url);
const modules = readdirSync(new URL('js/', root), { recursive: true }).filter((name) => name.endsWith('.js') && !name.startsWith('cli'));
const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const file = (name) => [new URL(name, root)];
console.log(
  `gzipped: JS ${kilobytes(gzipped(modules.map((name) => new URL(`js/${name}`, root))))}, glue ${kilobytes(gzipped(file('dist/utf8abnf.mjs')))}, SIMD wasm ${kilobytes(gzipped(file('dist/utf8abnf.simd.wasm')))}, scalar wasm ${kilobytes(gzipped(file('dist/utf8abnf.scalar.wasm')))}`,
);

if (!only || only === 'validate') {
  const validator = utf8.createValidator();
  table(
    'validate',
    {
      'TextDecoder fatal': tryDecode,
      'utf8-abnf validate': (b) => utf8.validate(b),
      'utf8-abnf check': (b) => utf8.check(b).valid,
      'utf8-abnf stream': (b) => {
        validator.push(b);
        return validator.end().valid;
      },
      'buffer.isUtf8': (b) => isUtf8(b),
      'utf-8-validate': (b) => utf8Validate(b),
      'utf-8-validate (JS)': (b) => utf8ValidateFallback(b),
      isutf8: (b) => isutf8(b),
    },
    'TextDecoder fatal',
    (bytes) => Buffer.from(bytes),
  );
}

// Makes `text` again from its code units in memory, by the routes utf8-abnf takes: a few ASCII
// bytes or UTF-16 units through one String.fromCharCode call, more through Buffer's slicers, from
// one byte each where every unit fits in one (V8 then stores the string so).
function stringMaker(text) {
  if (text.length <= FEW_UNITS) {
    if (!/[^\0-\x7f]/.test(text)) {
      const ascii = Buffer.from(text, 'latin1');
      return () => fewAsciiToString(ascii);
    }
    const units = Uint16Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
    return () => fewUnitsToString(units, 0, text.length);
  }
  const oneByte = !/[^\0-\xff]/.test(text);
  const memory = Buffer.from(text, oneByte ? 'latin1' : 'utf16le');
  return oneByte ? () => memory.latin1Slice(0, memory.length) : () => memory.ucs2Slice(0, memory.length);
}

if (!only || only === 'decode') {
  // Each text is read once (a character from its middle), so that a string built of pieces pays for
  // being joined, as it would in use.
  const read = (text) => text.charCodeAt(text.length >> 1) + text.length;
  table(
    'decode',
    {
      TextDecoder: ({ bytes }) => read(replacing.decode(bytes)),
      'utf8-abnf strict': ({ bytes }) => {
        try {
          return read(utf8.decode(bytes));
        } catch {
          return 0;
        }
      },
      'utf8-abnf replace': ({ bytes }) => read(utf8.decode(bytes, { errors: 'replace' })),
      'utf8-abnf ignore': ({ bytes }) => read(utf8.decode(bytes, { errors: 'ignore' })),
      // The utf8 package decodes a "byte string" (one char per byte), made beforehand; it throws on errors.
      'utf8 (npm)': ({ byteString }) => {
        try {
          return read(utf8Npm.decode(byteString));
        } catch {
          return 0;
        }
      },
      // Not a decoder: the result's string made from its code units, already in memory, and read:
      // the least that any decoder in JS or wasm has to do, so its ratio bounds theirs.
      'string alone': ({ makeString }) => read(makeString()),
    },
    'TextDecoder',
    (bytes) => {
      const text = replacing.decode(bytes);
      const makeString = stringMaker(text);
      if (makeString() !== text) throw new Error('bench: stringMaker made another string');
      return { bytes, byteString: Buffer.from(bytes).toString('latin1'), byteLength: bytes.length, makeString };
    },
  );
}

if (!only || only === 'encode') {
  table(
    'encode',
    {
      TextEncoder: (s) => textEncoder.encode(s.text),
      'utf8-abnf encode': (s) => utf8.encode(s.text, { errors: 'replace' }),
      'Buffer.from': (s) => Buffer.from(s.text, 'utf8'),
      'utf8 (npm)': (s) => utf8Npm.encode(s.text),
    },
    'TextEncoder',
    (bytes) => {
      const text = replacing.decode(bytes);
      return { text, byteLength: bytes.length };
    },
  );
}

if (!only || only === 'explain') {
  table(
    'explain',
    {
      'utf8-abnf explain': (b) => utf8.explain(b),
      'utf8-abnf summarize': (b) => utf8.summarize(b),
    },
    'utf8-abnf explain',
    (bytes) => bytes,
  );
}
