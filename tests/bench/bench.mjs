// npm run bench: utf8-abnf side by side with its peers, in one run. Prints a table per operation:
// MB/s (median of several timed rounds) per corpus and size, and each ratio to the reference peer.
// Usage: node tests/bench/bench.mjs [--quick] [--only startup|validate|decode|encode|explain]
import { isUtf8 } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { load } from 'utf8-abnf';
import { createTables, stringMaker } from './harness.js';

const require = createRequire(import.meta.url);
const utf8Validate = require('utf-8-validate');
const utf8ValidateFallback = require('utf-8-validate/fallback.js');
const isutf8 = (await import('isutf8')).default;
const utf8Npm = require('utf8');

const quick = process.argv.includes('--quick');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

v8.setFlagsFromString('--expose-gc');
const table = createTables({ collectGarbage: vm.runInNewContext('gc'), print: console.log, quick });

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

if (!only || only === 'startup') {
  // The command line's start-up: the wall time of checking a 1 KB file, median of 21 runs taken in
  // turns, beside the commands a script would use instead. isutf8 is moreutils' (./build.sh bench
  // installs it).
  const folder = mkdtempSync(join(os.tmpdir(), 'utf8-abnf-startup-'));
  const small = join(folder, 'small.txt');
  writeFileSync(small, 'Grüße, 你好, 🙂\n'.repeat(50));
  const commands = {
    'utf8-abnf check (dist/cli.mjs)': [process.execPath, 'dist/cli.mjs', 'check', small],
    'the same, unbundled (js/cli.js)': [process.execPath, 'js/cli.js', 'check', small],
    'node -e 0 (Node alone)': [process.execPath, '-e', '0'],
    'isutf8 (moreutils)': ['isutf8', small],
    'iconv -f UTF-8 -t UTF-8': ['iconv', '-f', 'UTF-8', '-t', 'UTF-8', small],
  };
  const times = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
  for (let run = 0; run < (quick ? 5 : 21); run++) {
    for (const [name, [command, ...args]] of Object.entries(commands)) {
      const start = performance.now();
      const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      times[name].push(result.status === 0 ? performance.now() - start : Number.NaN);
    }
  }
  rmSync(folder, { recursive: true });
  console.log('\n### start-up: checking a 1 KB file (ms, median of the runs)\n');
  console.log('| command | ms |\n|---|---:|');
  for (const [name, list] of Object.entries(times)) {
    const median = list.sort((a, b) => a - b)[list.length >> 1];
    console.log(`| ${name} | ${Number.isNaN(median) ? 'failed (not installed?)' : median.toFixed(1)} |`);
  }
}

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
