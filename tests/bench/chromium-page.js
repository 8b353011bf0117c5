// The benchmark's tables in Chromium, run by tests/bench/chromium.mjs: the full entry and the slim
// one (utf8-abnf/validate) against Chromium's own TextDecoder and TextEncoder. Lines go out through
// benchPrint and the end through benchDone, both set by the driver; ?quick and ?only=validate|... as
// bench.mjs takes them.
import { load } from '../../js/index.js';
import { load as loadSlim } from '../../js/validate-entry.js';
import { createTables, stringMaker } from './harness.js';

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

  const fatal = new TextDecoder('utf-8', { fatal: true });
  const replacing = new TextDecoder();
  const textEncoder = new TextEncoder();

  if (!only || only === 'validate') {
    const validator = utf8.createValidator();
    const slimValidator = slim.createValidator();
    table(
      'validate',
      {
        'TextDecoder fatal': (b) => {
          try {
            return fatal.decode(b);
          } catch {
            return false;
          }
        },
        'utf8-abnf validate': (b) => utf8.validate(b),
        'utf8-abnf check': (b) => utf8.check(b).valid,
        'utf8-abnf stream': (b) => {
          validator.push(b);
          return validator.end().valid;
        },
        'slim validate': (b) => slim.validate(b),
        'slim check': (b) => slim.check(b).valid,
        'slim stream': (b) => {
          slimValidator.push(b);
          return slimValidator.end().valid;
        },
      },
      'TextDecoder fatal',
      (bytes) => bytes,
    );
  }

  if (!only || only === 'decode') {
    // Each text is read once (a character from its middle), so that a string built of pieces pays
    // for being joined, as it would in use.
    const read = (text) => text.charCodeAt(text.length >> 1) + text.length;
    const dropIn = new utf8.TextDecoder();
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
        'utf8.TextDecoder': ({ bytes }) => read(dropIn.decode(bytes)),
        // Not a decoder: the result's string made from its code units, already in memory, and read.
        'string alone': ({ makeString }) => read(makeString()),
      },
      'TextDecoder',
      (bytes) => ({ bytes, byteLength: bytes.length, makeString: stringMaker(replacing.decode(bytes)) }),
    );
  }

  if (!only || only === 'encode') {
    table(
      'encode',
      {
        TextEncoder: (s) => textEncoder.encode(s.text),
        'utf8-abnf encode': (s) => utf8.encode(s.text, { errors: 'replace' }),
      },
      'TextEncoder',
      (bytes) => ({ text: replacing.decode(bytes), byteLength: bytes.length }),
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
}

run().then(
  () => globalThis.benchDone(),
  (error) => globalThis.benchDone(String(error?.stack ?? error)),
);
