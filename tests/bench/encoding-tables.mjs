// The cost of the other encodings (npm run bench:tables): reading the standard's indexes from
// dist/encoding-indexes.bin, and each double-byte encoding's first use (its encoder's table), each
// in a fresh process (run with --expose-gc); then the speed of decoding 64 KiB of text in each,
// beside Node's own TextDecoder (ICU's, which reads some bytes otherwise).
import { execFileSync } from 'node:child_process';

const [, , only] = process.argv;
const DOUBLE_BYTE = ['gbk', 'gb18030', 'big5', 'shift_jis', 'euc-jp', 'euc-kr'];

async function firstUse(name) {
  const { encodingIndexes } = await import('../../js/encoding-indexes.js');
  const { legacyEncoder } = await import('../../js/encodings/all.js');
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  let start = performance.now();
  const indexes = encodingIndexes(() => new Error('Node reads the file'));
  const read = performance.now() - start;
  start = performance.now();
  if (name !== 'indexes') legacyEncoder(name, indexes)(0x4e00);
  const made = performance.now() - start;
  globalThis.gc();
  return { read, made, kib: (process.memoryUsage().heapUsed - before) / 1024 };
}

function inFreshProcesses(name) {
  const runs = Array.from({ length: 3 }, () =>
    JSON.parse(execFileSync(process.execPath, ['--expose-gc', new URL(import.meta.url).pathname, name], { encoding: 'utf8' })),
  );
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[1];
  return { read: median('read'), made: median('made'), kib: median('kib') };
}

async function decodeSpeeds() {
  const { encodingIndexes } = await import('../../js/encoding-indexes.js');
  const { createLegacyDecoder, legacyEncoder, sequenceBytes } = await import('../../js/encodings/all.js');
  const indexes = encodingIndexes(() => new Error('Node reads the file'));
  const { SENTENCES } = await import('../js/fixtures/languages.js');
  console.log('\n| encoding | 64 KiB of its text | utf8-abnf | Node TextDecoder |\n|---|---|---:|---:|');
  for (const [name, sentences] of Object.entries(SENTENCES)) {
    const encode = legacyEncoder(name, indexes);
    const one = [...`${sentences.join(' ')} `].flatMap((character) => sequenceBytes(encode(character.codePointAt(0))));
    const bytes = new Uint8Array(64 << 10);
    for (let k = 0; k < bytes.length; k++) bytes[k] = one[k % one.length];
    const time = (decode) => {
      let best = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 15; round++) {
        const start = performance.now();
        decode();
        best = Math.min(best, performance.now() - start);
      }
      return `${((bytes.length / best / 1e6) * 1e3).toFixed(0)} MB/s`;
    };
    const native = new TextDecoder(name);
    console.log(
      `| ${name} | ${sentences[0].slice(0, 12)}… | ${time(() => createLegacyDecoder(name, indexes).decode(bytes))} | ${time(() => native.decode(bytes))} |`,
    );
  }
}

if (only) console.log(JSON.stringify(await firstUse(only)));
else {
  console.log(`Node ${process.version}: each in a fresh process, the median of 3\n`);
  const indexes = inFreshProcesses('indexes');
  console.log(`The indexes read from disk: ${indexes.read.toFixed(1)} ms, ${Math.round(indexes.kib).toLocaleString('en')} KiB kept\n`);
  console.log('| encoding | its encoder first made | memory kept (indexes included) |\n|---|---:|---:|');
  for (const name of DOUBLE_BYTE) {
    const { made, kib } = inFreshProcesses(name);
    console.log(`| ${name} | ${made.toFixed(1)} ms | ${Math.round(kib).toLocaleString('en')} KiB |`);
  }
  await decodeSpeeds();
}
