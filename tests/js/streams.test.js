// The WHATWG streams, through Node's Readable.toWeb as a user would wire them, and checkBlob.
import { Readable } from 'node:stream';
import { load, Utf8Error } from 'utf8-abnf';
import { TABLE_3_8 } from './inputs.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
});

const source = (...chunks) => Readable.toWeb(Readable.from(chunks.map((c) => Buffer.from(c))));

async function collect(stream) {
  const pieces = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

test('createDecoderStream decodes sequences split across chunks, in every error mode', async () => {
  expect((await collect(source([0x61, 0xf0, 0x9f], [0x98, 0x80, 0x62]).pipeThrough(utf8.createDecoderStream()))).join('')).toBe('a😀b');
  const cut = [TABLE_3_8.subarray(0, 3), TABLE_3_8.subarray(3, 7), TABLE_3_8.subarray(7)];
  expect((await collect(source(...cut).pipeThrough(utf8.createDecoderStream({ errors: 'replace' })))).join('')).toBe(
    'a\uFFFD\uFFFD\uFFFDb\uFFFDc\uFFFD\uFFFDd',
  );
  expect((await collect(source(...cut).pipeThrough(utf8.createDecoderStream({ errors: 'ignore' })))).join('')).toBe('abcd');
  await expect(collect(source([0x61, 0xe4], [0xbd]).pipeThrough(utf8.createDecoderStream()))).rejects.toMatchObject({
    reason: 'truncated',
    index: 1,
  });
});

test('createValidatorStream passes bytes through, and errors the stream at the first error', async () => {
  const out = await collect(source([0x61, 0xe4], [0xbd, 0xa0]).pipeThrough(utf8.createValidatorStream()));
  expect(Buffer.concat(out.map((c) => Buffer.from(c)))).toEqual(Buffer.from('a你'));
  const failure = collect(source([0x61, 0xf0], [0x41]).pipeThrough(utf8.createValidatorStream()));
  await expect(failure).rejects.toBeInstanceOf(Utf8Error);
  await expect(collect(source([0x61, 0xf0], [0x41]).pipeThrough(utf8.createValidatorStream()))).rejects.toMatchObject({
    index: 1,
    length: 1,
    reason: 'missing-continuation',
    message:
      'Invalid UTF-8 at byte 1 (missing-continuation): F0 41: after F0 the next byte must be 90..BF; 41 is not a continuation byte, so this UTF8-4 sequence stops short.',
  });
  await expect(collect(source([0x61, 0xe4, 0xbd]).pipeThrough(utf8.createValidatorStream()))).rejects.toMatchObject({
    reason: 'truncated',
    index: 1,
    length: 2,
    message: 'Invalid UTF-8 at byte 1 (truncated): E4 BD starts a three-byte UTF8-3 sequence, but the input ends after 2 of its 3 bytes.',
  });
  // An error that began in earlier chunks is described from the bytes they held.
  await expect(collect(source([0x61, 0xf0], [0x9f], [0x41]).pipeThrough(utf8.createValidatorStream()))).rejects.toMatchObject({
    index: 1,
    length: 2,
    reason: 'missing-continuation',
    message:
      'Invalid UTF-8 at byte 1 (missing-continuation): F0 9F 41: after F0 9F the next byte must be 80..BF; 41 is not a continuation byte, so this UTF8-4 sequence stops short.',
  });
  await expect(collect(source([0x61, 0xf0], [0x9f, 0x98]).pipeThrough(utf8.createValidatorStream()))).rejects.toMatchObject({
    index: 1,
    length: 3,
    message: 'Invalid UTF-8 at byte 1 (truncated): F0 9F 98 starts a four-byte UTF8-4 sequence, but the input ends after 3 of its 4 bytes.',
  });
});

test('checkBlob with allErrors counts every error and lists them; its context is cut between characters', async () => {
  const text = new TextEncoder().encode('é'.repeat(60));
  const parts = [text, Uint8Array.of(0xe9), text, Uint8Array.of(0xc0, 0xaf), text];
  const blob = new Blob(parts);
  const result = await utf8.checkBlob(blob, { allErrors: true });
  expect(result).toMatchObject({ valid: false, index: 120, reason: 'missing-continuation', errorCount: 3 });
  expect(result.byReason).toEqual({ 'missing-continuation': 1, overlong: 1, 'unexpected-continuation': 1 });
  expect(result.errors.map((e) => [e.index, e.reason, e.line, e.column])).toEqual([
    [120, 'missing-continuation', 1, 61],
    [241, 'overlong', 1, 122],
    [242, 'unexpected-continuation', 1, 123],
  ]);
  // 48 bytes before byte 120 start at 72, a character's first byte; 48 after 121 end at 169, between two.
  expect(result.context.offset).toBe(72);
  expect(result.context.bytes.length).toBe(169 - 72);
  expect(utf8.explain(result.context.bytes).filter((s) => !s.valid)).toHaveLength(1);
  // Windows that would start and end inside a character: 74 is é's second byte, 169 its first.
  const cut = await utf8.checkBlob(new Blob([Uint8Array.of(0x41), text, Uint8Array.of(0x41, 0xff, 0x41), text]));
  expect(cut).toMatchObject({ index: 122, context: { offset: 75 } });
  expect(cut.context.offset + cut.context.bytes.length).toBe(170);
  expect(utf8.explain(cut.context.bytes).filter((s) => !s.valid)).toHaveLength(1);
  const many = await utf8.checkBlob(new Blob([new Uint8Array(20000).fill(0xff)]), { allErrors: true });
  expect(many.errorCount).toBe(20000);
  expect(many.errors).toHaveLength(10000);
});

test('checkBlob finds the first error by offset, line and column, with progress', async () => {
  const progress = [];
  const blob = new Blob(['héllo\n', 'wörld ', Uint8Array.of(0xc0, 0xaf), ' x']);
  const result = await utf8.checkBlob(blob, { onProgress: (done, total) => progress.push([done, total]) });
  expect(result).toMatchObject({ valid: false, index: 14, length: 1, reason: 'overlong', line: 2, column: 7, context: { offset: 0 } });
  expect(result.message).toMatch(/^C0 could only start a two-byte form/);
  expect(progress.at(-1)).toEqual([blob.size, blob.size]);
  expect(await utf8.checkBlob(new Blob(['fine ✓']))).toEqual({ valid: true, size: 8 });
  expect(await utf8.checkBlob(new Blob(['fine ✓']), { allErrors: true })).toEqual({ valid: true, size: 8 });
  await expect(utf8.checkBlob(new Uint8Array(1))).rejects.toThrow(TypeError);
  await expect(utf8.checkBlob(new Blob(['x']), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
});

test('checkBlob counts lines and columns across newlines and slices: a column starts again after each newline', async () => {
  const utf8 = await load();
  const blob = new Blob([Buffer.from('ab\ncd'), Uint8Array.of(0xff), Buffer.from('\nxé'), Uint8Array.of(0xc0)]);
  const { errors } = await utf8.checkBlob(blob, { allErrors: true });
  expect(errors.map(({ index, line, column }) => [index, line, column])).toEqual([
    [5, 2, 3],
    [10, 3, 3],
  ]);
});

test("checkBlob's hint looks at the byte before an error that starts a slice: the last byte of the slice before", async () => {
  const utf8 = await load();
  const slice = 4 << 20; // checkBlob reads 4 MiB at a time
  const lone = (before) => {
    const bytes = new Uint8Array(slice + 2).fill(0x61);
    bytes.set(before, slice - before.length);
    bytes.set([0xe9, 0x62], slice); // a lone E9 at the first byte of the second slice, then "b"
    return utf8.checkBlob(new Blob([bytes]));
  };
  // After ASCII, a lone E9 is Latin-1's é; after é's last byte (A9), it stands among non-ASCII bytes.
  expect(await lone([0x61])).toMatchObject({
    index: slice,
    reason: 'missing-continuation',
    hint: expect.stringMatching(/^A lone E9 is how/),
  });
  expect(await lone([0xc3, 0xa9])).toMatchObject({ index: slice, reason: 'missing-continuation', hint: null });
  // An error found only in the next slice (a lone E9 that ends a slice, "b" starting the next):
  // the byte before it is still the slice's own.
  const ending = (before) => {
    const bytes = new Uint8Array(slice + 1).fill(0x61);
    bytes.set([...before, 0xe9], slice - 1 - before.length);
    bytes[slice] = 0x62;
    return utf8.checkBlob(new Blob([bytes]));
  };
  expect(await ending([0x61])).toMatchObject({ index: slice - 1, hint: expect.stringMatching(/^A lone E9 is how/) });
  expect(await ending([0xc3, 0xa9])).toMatchObject({ index: slice - 1, hint: null });
  // Within a slice too.
  const inside = new Uint8Array([0xc3, 0xa9, 0xe9, 0x62, 0x61, 0xe9, 0x62]);
  const { errors } = await utf8.checkBlob(new Blob([inside]), { allErrors: true });
  expect(errors.map((error) => [error.index, error.hint !== null])).toEqual([
    [2, false],
    [5, true],
  ]);
});
