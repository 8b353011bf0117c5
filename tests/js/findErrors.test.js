// utf8.findErrors: every error of a stream of chunks, located as checkBlob locates them, from any
// iterable or async iterable of bytes, with its arguments checked.
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { load } from 'utf8-abnf';
import { firstError, segmentsOf } from './oracle.js';
import { randomSource, randomText, TABLE_3_8 } from './inputs.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
});

async function collect(iterable) {
  const found = [];
  for await (const error of iterable) found.push(error);
  return found;
}

const located = (errors) => errors.map(({ index, length, reason, line, column }) => [index, length, reason, line, column]);

test('the errors of Table 3-8, whole or a byte a chunk, from an array, a generator, a Node stream and a ReadableStream', async () => {
  const expected = segmentsOf(TABLE_3_8)
    .filter((segment) => segment.reason)
    .map(({ index, length, reason }) => [index, length, reason]);
  const whole = await collect(utf8.findErrors([TABLE_3_8]));
  expect(whole.map(({ index, length, reason }) => [index, length, reason])).toEqual(expected);
  // The column counts characters: each segment before an error is one.
  const columns = segmentsOf(TABLE_3_8).flatMap((segment, k) => (segment.reason ? [[1, 1 + k]] : []));
  expect(whole.map(({ line, column }) => [line, column])).toEqual(columns);
  const byteAtATime = Array.from(TABLE_3_8, (byte) => Uint8Array.of(byte));
  function* generated() {
    yield* byteAtATime;
  }
  for (const chunks of [
    byteAtATime,
    generated(),
    Readable.from(byteAtATime.map((b) => Buffer.from(b))),
    Readable.toWeb(Readable.from([Buffer.from(TABLE_3_8)])),
  ]) {
    expect(located(await collect(utf8.findErrors(chunks)))).toEqual(located(whole));
  }
});

test('the same errors, lines and columns as checkBlob with allErrors, and the oracle, on random texts cut anywhere', async () => {
  const random = randomSource(17);
  for (let round = 0; round < 40; round++) {
    const bytes = randomText(random, 200, 8);
    const cuts = [0, random(bytes.length + 1), random(bytes.length + 1), bytes.length].sort((a, b) => a - b);
    const chunks = cuts.slice(1).map((end, k) => bytes.subarray(cuts[k], end));
    const found = await collect(utf8.findErrors(chunks));
    const blob = await utf8.checkBlob(new Blob([bytes]), { allErrors: true });
    expect(located(found)).toEqual(blob.valid ? [] : located(blob.errors));
    expect(found[0] ?? null).toEqual(blob.valid ? null : expect.objectContaining({ index: firstError(bytes).index }));
  }
});

// One sentence for a byte everywhere: an error's message is the one explain gives its segment,
// a continuation byte of an attempted sequence (ED A0 80, F8 88 80 80 80) included, however the
// stream is cut (an attempt's lead up to 5 bytes before, in an earlier chunk).
test("each error's message is explain's for its segment, in both languages, however the stream is cut", async () => {
  const attempts = Uint8Array.of(
    0x61,
    0xed,
    0xa0,
    0x80,
    0xf8,
    0x88,
    0x80,
    0x80,
    0x80,
    0xc0,
    0xaf,
    0xfc,
    0x84,
    0x80,
    0x80,
    0x80,
    0x80,
    0x62,
  );
  const random = randomSource(29);
  for (const bytes of [TABLE_3_8, attempts, ...Array.from({ length: 20 }, () => randomText(random, 120, 8))]) {
    for (const locale of ['en', 'zh']) {
      const explained = utf8
        .explain(bytes, { locale })
        .filter((segment) => !segment.valid)
        .map(({ index, message }) => [index, message]);
      for (const size of [1, 2, 3, bytes.length]) {
        const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, k) => bytes.subarray(k * size, (k + 1) * size));
        const found = await collect(utf8.findErrors(chunks, { locale }));
        expect([size, locale, found.map(({ index, message }) => [index, message])]).toEqual([size, locale, explained]);
      }
    }
  }
});

test('a file read as a Node stream, with messages in Chinese', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'utf8-abnf-find-'));
  try {
    const path = join(folder, 'notes.txt');
    writeFileSync(path, Buffer.concat([Buffer.from('héllo\nwörld '), Buffer.from([0xc0, 0xaf])]));
    const [first, second] = await collect(utf8.findErrors(createReadStream(path, { highWaterMark: 5 }), { locale: 'zh' }));
    expect(first).toMatchObject({ index: 14, length: 1, reason: 'overlong', line: 2, column: 7 });
    expect(first.message).toMatch(/^C0 只能开始/);
    expect(second).toMatchObject({ index: 15, reason: 'unexpected-continuation', line: 2, column: 8 });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('what is not a stream of bytes is a TypeError that says what to pass', async () => {
  const notChunks =
    /^utf8\.findErrors expects chunks of bytes \(an iterable or async iterable of them\); for bytes in memory, pass \[bytes\]$/;
  expect(() => utf8.findErrors(TABLE_3_8)).toThrow(TypeError);
  expect(() => utf8.findErrors(TABLE_3_8)).toThrow(notChunks);
  expect(() => utf8.findErrors(TABLE_3_8.buffer)).toThrow(notChunks);
  expect(() => utf8.findErrors('abc')).toThrow(notChunks);
  for (const value of [undefined, null, 42, {}]) {
    expect(() => utf8.findErrors(value)).toThrow(/^utf8\.findErrors expects an iterable or async iterable of bytes: a Node stream/);
  }
  expect(() => utf8.findErrors([], { locale: 'fr' })).toThrow(new TypeError(`utf8.findErrors: locale must be 'en' or 'zh', not "fr"`));
  expect(() => utf8.findErrors([], { allErrors: true })).toThrow(/^utf8\.findErrors: unknown option "allErrors"/);
  await expect(collect(utf8.findErrors(['abc']))).rejects.toThrow(/^utf8\.findErrors expects bytes .*not a string/);
  await expect(collect(utf8.findErrors([[0xc0]]))).rejects.toThrow(TypeError);
});
