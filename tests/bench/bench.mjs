// npm run bench: utf8-abnf side by side with its peers, in one run. Prints a table per operation:
// MB/s (median of several timed rounds) per corpus and size, and each ratio to the reference peer.
// Usage: node tests/bench/bench.mjs [--quick] [--only startup|cli|validate|decode|encode|explain|files]
import { isUtf8 } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import esbuild from 'esbuild';
import { load } from 'utf8-abnf';
import { fileTable } from './files.js';
import { commonContenders, createTables, DECODE_REFERENCE, decodeInput, encodeInput, median, read } from './harness.js';

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
console.log(`utf8-abnf benchmark: Node ${process.version}, ${os.cpus()[0].model}, ${os.cpus().length} cores, wasm build: ${utf8.variant}`);
const t0 = performance.now();
await load({ variant: 'scalar' });
console.log(`load(): ${firstLoad.toFixed(1)} ms, and ${(performance.now() - t0).toFixed(1)} ms for a second build`);
// What a browser fetches, gzipped: each entry bundled and minified as a bundler ships it, the
// chunks it imports statically, and one wasm file. The copies of the wasm files in JS
// (dist/embedded/), fetched only where the file itself cannot be had, and the chunks that
// loadEncodings() and convertBlob() import are left out.
const gzipped = (bytes) => `${(gzipSync(bytes, { level: 9 }).length / 1000).toFixed(1)} KB`;
function bundled(entry) {
  const { outputFiles, metafile } = esbuild.buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    splitting: true,
    outdir: 'out',
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
  });
  const shipped = new Set();
  const visit = (path) => {
    if (shipped.has(path)) return;
    shipped.add(path);
    for (const { path: imported, kind } of metafile.outputs[path].imports) if (kind === 'import-statement') visit(imported);
  };
  visit(Object.keys(metafile.outputs).find((path) => metafile.outputs[path].entryPoint === entry));
  return Buffer.concat(outputFiles.filter((file) => [...shipped].some((path) => file.path.endsWith(path))).map((file) => file.contents));
}
const wasm = (name) => readFileSync(new URL(`../../dist/${name}`, import.meta.url));
console.log(
  `gzipped, as a browser fetches it: the full entry's JS ${gzipped(bundled('js/index.js'))}, SIMD wasm ${gzipped(wasm('utf8abnf.simd.wasm'))} (scalar ${gzipped(wasm('utf8abnf.scalar.wasm'))}); the slim entry's JS ${gzipped(bundled('js/validate-entry.js'))}, SIMD wasm ${gzipped(wasm('utf8abnf-validate.simd.wasm'))}`,
);

if (!only || only === 'startup') {
  // The command line's start-up: the wall time of checking a 1 KB file, median of 21 runs taken in
  // turns, beside the commands a script would use instead, each also less its runtime's own start
  // (node -e 0 for Node programs, true for C ones), so that like is set beside like. isutf8 is
  // moreutils' (./build.sh bench installs it).
  const folder = mkdtempSync(join(os.tmpdir(), 'utf8-abnf-startup-'));
  const small = join(folder, 'small.txt');
  writeFileSync(small, 'Grüße, 你好, 🙂\n'.repeat(50));
  // One that is not UTF-8 (its last line in Latin-1), which the full codec has to word.
  const latin1 = join(folder, 'latin1.txt');
  writeFileSync(latin1, Buffer.concat([Buffer.from('Grüße, 你好, 🙂\n'.repeat(49)), Buffer.from('Grüße\n', 'latin1')]));
  const node = 'node -e 0 (Node alone)';
  const nothing = 'true (a C program that does nothing)';
  const commands = {
    'utf8-abnf check (dist/cli.mjs)': [node, process.execPath, 'dist/cli.mjs', 'check', small],
    'the same, unbundled (js/cli/main.js)': [node, process.execPath, 'js/cli/main.js', 'check', small],
    'utf8-abnf check of a 1 KB file that is not UTF-8': [node, process.execPath, 'dist/cli.mjs', 'check', latin1],
    [node]: [node, process.execPath, '-e', '0'],
    'isutf8 (moreutils)': [nothing, 'isutf8', small],
    'iconv -f UTF-8 -t UTF-8': [nothing, 'iconv', '-f', 'UTF-8', '-t', 'UTF-8', small],
    [nothing]: [nothing, 'true'],
  };
  const times = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
  for (let run = 0; run < (quick ? 5 : 21); run++) {
    for (const [name, [, command, ...args]] of Object.entries(commands)) {
      const start = performance.now();
      const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      times[name].push(result.status === 0 || (result.status === 1 && args.includes(latin1)) ? performance.now() - start : Number.NaN);
    }
  }
  // The full entry ready in a new Node process: import and load(), timed inside it.
  const ready = [];
  for (let run = 0; run < (quick ? 5 : 21); run++) {
    const script =
      "const t = performance.now(); const { load } = await import('utf8-abnf'); await load(); console.log(performance.now() - t);";
    ready.push(Number(spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).stdout));
  }
  rmSync(folder, { recursive: true });
  console.log('\n### start-up: checking a 1 KB file (ms, median of the runs)\n');
  console.log('| command | ms | ms over its runtime alone |\n|---|---:|---:|');
  for (const [name, [runtime]] of Object.entries(commands)) {
    const ms = median(times[name]);
    const over = name === runtime ? '' : (ms - median(times[runtime])).toFixed(1);
    console.log(`| ${name} | ${Number.isNaN(ms) ? 'failed (not installed?)' : ms.toFixed(1)} | ${over} |`);
  }
  console.log(`\nThe full entry ready in a new Node process (import and load()): ${median(ready).toFixed(1)} ms, median of the runs`);
}

if (!only || only === 'cli') {
  // The command line on 2 MB of random bytes, where nearly every byte is an error: rows (lines
  // written) a second, to a file and through a pipe to a reader as fast as cat. Best of 3 runs.
  const folder = mkdtempSync(join(os.tmpdir(), 'utf8-abnf-cli-'));
  const random = join(folder, 'random.bin');
  const bytes = Buffer.alloc(quick ? 500_000 : 2_000_000);
  let state = 1;
  for (let k = 0; k < bytes.length; k++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[k] = state >>> 24;
  }
  writeFileSync(random, bytes);
  const output = join(folder, 'out.txt');
  console.log(`\n### the command line on ${(bytes.length / 1e6).toFixed(1)} MB of random bytes (rows a second, best of 3)\n`);
  console.log('| command | rows | to a file | through a pipe |\n|---|---:|---:|---:|');
  for (const args of [
    ['explain', '-f'],
    ['explain', '--json', '-f'],
    ['check', '--all'],
    ['check', '--all', '--format', 'json'],
  ]) {
    const command = `"${process.execPath}" dist/cli.mjs ${args.join(' ')} "${random}"`;
    const best = (shell) => {
      let fastest = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        const { status } = spawnSync('bash', ['-o', 'pipefail', '-c', shell], { stdio: 'ignore' });
        fastest = status === 1 ? Math.min(fastest, performance.now() - start) : Number.NaN;
      }
      return fastest;
    };
    const toFile = best(`${command} > "${output}"`);
    const throughPipe = best(`${command} | cat > /dev/null`);
    const rows = readFileSync(output, 'utf8').split('\n').length - 1;
    const perSecond = (ms) => (Number.isNaN(ms) ? 'failed' : Math.round((rows / ms) * 1000).toLocaleString('en'));
    console.log(`| utf8-abnf ${args.join(' ')} | ${rows.toLocaleString('en')} | ${perSecond(toFile)} | ${perSecond(throughPipe)} |`);
  }
  rmSync(folder, { recursive: true });
}

const contenders = commonContenders(utf8);

if (!only || only === 'validate') {
  table(
    'validate',
    {
      ...contenders.validate,
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
  table(
    'decode',
    {
      ...contenders.decode,
      // The utf8 package decodes a "byte string" (one char per byte), made beforehand; it throws on errors.
      'utf8 (npm)': ({ byteString }) => {
        try {
          return read(utf8Npm.decode(byteString));
        } catch {
          return 0;
        }
      },
    },
    DECODE_REFERENCE,
    (bytes) => ({ ...decodeInput(bytes), byteString: Buffer.from(bytes).toString('latin1') }),
  );
}

if (!only || only === 'encode') {
  table(
    'encode',
    {
      ...contenders.encode,
      'Buffer.from': ({ text }) => Buffer.from(text, 'utf8'),
      'utf8 (npm)': ({ text }) => utf8Npm.encode(text),
    },
    'TextEncoder',
    encodeInput,
  );
}

if (!only || only === 'explain') table('explain', contenders.explain, 'utf8-abnf explain', (b) => b);
if (!only || only === 'files') await fileTable(utf8, { print: console.log, quick });
