// The benchmark's tables in Chromium, run by tests/bench/chromium.mjs: the full entry and the slim
// one (utf8-abnf/validate) against Chromium's own TextDecoder and TextEncoder. Lines go out through
// benchPrint and the end through benchDone, both set by the driver; ?quick and ?only=validate|... as
// bench.mjs takes them.
import { load } from '../../js/index.js';
import { load as loadSlim } from '../../js/validate-entry.js';
import { fileTable } from './files.js';
import { commonContenders, createTables, DECODE_REFERENCE, decodeInput, encodeInput, validationContenders } from './harness.js';

const options = new URLSearchParams(location.search);
const only = options.get('only');
const print = (line) => globalThis.benchPrint(line);
const table = createTables({ collectGarbage: () => globalThis.gc(), print, quick: options.has('quick') });

async function timed(loading) {
  const start = performance.now();
  const loaded = await loading();
  return [loaded, performance.now() - start];
}

async function run() {
  const [utf8, fullLoad] = await timed(() => load());
  const [slim, slimLoad] = await timed(() => loadSlim());
  const chromium = /Chrom(?:e|ium)\/[\d.]+/.exec(navigator.userAgent)?.[0] ?? navigator.userAgent;
  print(`utf8-abnf benchmark: ${chromium}, ${navigator.hardwareConcurrency} cores, wasm build: ${utf8.variant}`);
  print(`load(): full entry ${fullLoad.toFixed(1)} ms, slim entry ${slimLoad.toFixed(1)} ms`);

  const contenders = commonContenders(utf8);
  if (!only || only === 'validate')
    table('validate', { ...contenders.validate, ...validationContenders(slim, 'slim') }, 'TextDecoder fatal', (b) => b);
  if (!only || only === 'decode') table('decode', contenders.decode, DECODE_REFERENCE, decodeInput);
  if (!only || only === 'encode') table('encode', contenders.encode, 'TextEncoder', encodeInput);
  if (!only || only === 'explain') table('explain', contenders.explain, 'utf8-abnf explain', (b) => b);
  if (!only || only === 'files') await fileTable(utf8, { print, quick: options.has('quick') });
}

run().then(
  () => globalThis.benchDone(),
  (error) => globalThis.benchDone(String(error?.stack ?? error)),
);
