// The file table, the same in Node (bench.mjs) and in Chromium (chromium-page.js): convertBlob and
// identifyBlob on whole files of real-shaped text in several encodings, beside the platform's
// TextDecoder on the same bytes (reading the file included, as an app reads it). Milliseconds, the
// least of several runs; a ratio over 1 is slower than TextDecoder.
import { bytesOfCharacter, loadEncodings } from '../../js/encodings/other-encodings.js';
import { corpus } from './harness.js';

// UTF-16 of CJK alone is the most UTF-8 a byte makes (3 bytes of 2).
const TEXT_KINDS = [
  ['windows-1252', 'Latin'],
  ['gbk', 'CJK+ASCII'],
  ['shift_jis', 'CJK+ASCII'],
  ['utf-16le', 'Latin'],
  ['utf-16le', 'CJK'],
];

// `sample` repeated to about `size` bytes, and `end` after it.
function repeated(sample, size, end = []) {
  const bytes = new Uint8Array(Math.floor(size / sample.length) * sample.length + end.length);
  for (let at = 0; at + sample.length <= bytes.length; at += sample.length) bytes.set(sample, at);
  bytes.set(end, bytes.length - end.length);
  return bytes;
}

// About `size` bytes of `kind` text in `encoding`: a 64 KiB sample written in it (characters it
// has no bytes for left out), repeated.
function fileIn(encoding, kind, size) {
  const text = new TextDecoder().decode(corpus(kind, 64 << 10));
  return repeated(Uint8Array.from([...text].flatMap((character) => bytesOfCharacter(encoding, character) ?? [])), size);
}

// UTF-8 whose only error (a GBK pair) comes after `size` bytes: the whole file is read.
const lateError = (size) => repeated(corpus('Latin', 64 << 10), size, [0xc4, 0xe3]);

async function least(rounds, run) {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    await run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** Prints the table through `print`; `quick` makes the files smaller and the runs fewer. */
export async function fileTable(utf8, { print, quick = false }) {
  await Promise.all([utf8.loadEncodings(), loadEncodings()]); // this module's copy writes the files
  const size = quick ? 4 << 20 : 16 << 20;
  const rounds = quick ? 2 : 5;
  const files = [
    ...TEXT_KINDS.map(([encoding, kind]) => [`${encoding} (${kind})`, encoding, fileIn(encoding, kind, size)]),
    ['UTF-8, error at the end', 'utf-8', lateError(size)],
  ];
  print('\n### Files: convertBlob and identifyBlob beside TextDecoder (ms, least of the runs)\n');
  print(
    '| file | size | convertBlob | TextDecoder | ratio | TextDecoder, then a Blob | ratio | identifyBlob | TextDecoder fatal | ratio |',
  );
  print('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, encoding, bytes] of files) {
    const blob = new Blob([bytes]);
    const errors = encoding === 'utf-8' ? 'replace' : 'strict';
    const convert = await least(rounds, () => utf8.convertBlob(blob, { from: encoding, errors }));
    const decode = await least(rounds, async () => new TextDecoder(encoding).decode(new Uint8Array(await blob.arrayBuffer())));
    // What an app that converts with the platform makes: its text as a Blob (of UTF-8), as convertBlob gives.
    const decodeToBlob = await least(
      rounds,
      async () => new Blob([new TextDecoder(encoding).decode(new Uint8Array(await blob.arrayBuffer()))]),
    );
    const identify = await least(rounds, () => utf8.identifyBlob(blob));
    const fatal = await least(rounds, async () => {
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(await blob.arrayBuffer()));
      } catch {
        return null;
      }
    });
    const mb = `${(bytes.length / 1e6).toFixed(1)} MB`;
    print(
      `| ${name} | ${mb} | ${convert.toFixed(0)} | ${decode.toFixed(0)} | ${(convert / decode).toFixed(2)} | ${decodeToBlob.toFixed(0)} | ${(convert / decodeToBlob).toFixed(2)} | ${identify.toFixed(0)} | ${fatal.toFixed(0)} | ${(identify / fatal).toFixed(2)} |`,
    );
  }
}
