// The cost of each other encoding's table, derived from the platform's decoder on first use: the
// time to derive it and the memory it keeps, each in a fresh process (run with --expose-gc).
import { execFileSync } from 'node:child_process';
import { OTHER_ENCODINGS } from '../../js/encodings.js';

const [, , only] = process.argv;
if (only) {
  const { otherEncoding, tableOf } = await import('../../js/encodings.js');
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  const start = performance.now();
  const { byCodePoint } = tableOf(otherEncoding(only));
  const ms = performance.now() - start;
  globalThis.gc();
  console.log(JSON.stringify({ ms, kib: (process.memoryUsage().heapUsed - before) / 1024, characters: byCodePoint.size }));
} else {
  console.log(`Node ${process.version}: each table derived in a fresh process\n`);
  console.log('| encoding | characters | first use | memory kept |\n|---|---:|---:|---:|');
  for (const { name, title } of OTHER_ENCODINGS) {
    const runs = Array.from({ length: 3 }, () =>
      JSON.parse(execFileSync(process.execPath, ['--expose-gc', new URL(import.meta.url).pathname, name], { encoding: 'utf8' })),
    );
    const ms = runs.map((run) => run.ms).sort((a, b) => a - b)[1];
    console.log(
      `| ${title} | ${runs[0].characters.toLocaleString('en')} | ${ms.toFixed(1)} ms | ${Math.round(runs[0].kib).toLocaleString('en')} KiB |`,
    );
  }
}
