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
  // A chunk that ends a character only where the next begins gives no empty string.
  expect(await collect(source([0xc3], [0xa9], [0xe4, 0xbd], [0xa0]).pipeThrough(utf8.createDecoderStream()))).toEqual(['é', '你']);
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

test('createDecoderStream gives at its end what the end of the bytes decodes to', async () => {
  // A sequence cut off by the end of the stream is one U+FFFD, given when the stream closes.
  expect(await collect(source([0x61, 0xe4], [0xbd]).pipeThrough(utf8.createDecoderStream({ errors: 'replace' })))).toEqual(['a', '\uFFFD']);
  expect(await collect(source([0x61, 0xe4], [0xbd]).pipeThrough(utf8.createDecoderStream({ errors: 'ignore' })))).toEqual(['a']);
});

test('createValidatorStream passes on no chunk from its first error on', async () => {
  const passed = [];
  const sink = new WritableStream({ write: (chunk) => passed.push(Array.from(chunk)) });
  // A web stream of its own: Node's Readable.toWeb throws when a pipe cancels it (Node 20).
  const chunks = [[0x61], [0x62, 0xff], [0x63], [0x64]].map((c) => Uint8Array.from(c));
  const bytes = new ReadableStream({ pull: (controller) => (chunks.length ? controller.enqueue(chunks.shift()) : controller.close()) });
  const piping = bytes.pipeThrough(utf8.createValidatorStream()).pipeTo(sink);
  await expect(piping).rejects.toMatchObject({ index: 2, length: 1, reason: 'invalid-byte' });
  expect(passed).toEqual([[0x61]]);
});

test('a chunk that is not bytes errors either stream with a TypeError that says so', async () => {
  const strings = () => new ReadableStream({ start: (controller) => controller.enqueue('a') });
  const expects = (who) =>
    new TypeError(
      `${who} expects bytes (a Uint8Array, an ArrayBuffer or another ArrayBufferView such as a Buffer or DataView), not a string; to get the UTF-8 bytes of a string use utf8.encode(string)`,
    );
  await expect(collect(strings().pipeThrough(utf8.createValidatorStream()))).rejects.toThrow(expects('validator stream'));
  await expect(collect(strings().pipeThrough(utf8.createDecoderStream()))).rejects.toThrow(expects('decoder.decode'));
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

test('checkBlob with allErrors counts past the listed errors as the codec splits the whole, across its slices', async () => {
  // 9 MiB of characters of every length and stray bytes, so that slices of 4 MiB cut sequences.
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pieces = [[0x41], [0xc3, 0xa9], [0xe4, 0xbd, 0xa0], [0xf0, 0x9f, 0x98, 0x80], [0xe4, 0xbd], [0xed, 0xa0, 0x80], [0x80], [0xff]];
  const bytes = new Uint8Array(9 << 20);
  for (let at = 0; at < bytes.length; ) {
    for (const byte of pieces[Math.floor(random() * pieces.length)]) if (at < bytes.length) bytes[at++] = byte;
  }
  const progress = [];
  const result = await utf8.checkBlob(new Blob([bytes]), { allErrors: true, onProgress: (done) => progress.push(done) });
  const whole = utf8.summarize(bytes, { errorIndexes: true });
  expect(result.errorCount).toBe(whole.errors);
  expect(result.byReason).toEqual(Object.fromEntries(Object.entries(whole.byReason).filter(([, times]) => times)));
  expect(result.errors.map((error) => error.index)).toEqual([...whole.errorIndexes.subarray(0, 10000)]);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  expect(progress.length).toBeGreaterThanOrEqual(4); // the slices counted past the listed errors report too
  expect(progress.at(-1)).toBe(bytes.length);
});

test('checkBlob finds the first error by offset, line and column, with progress', async () => {
  const progress = [];
  const blob = new Blob(['héllo\n', 'wörld ', Uint8Array.of(0xc0, 0xaf), ' x']);
  const result = await utf8.checkBlob(blob, { onProgress: (done, total) => progress.push([done, total]) });
  expect(result).toMatchObject({ valid: false, index: 14, length: 1, reason: 'overlong', line: 2, column: 7, context: { offset: 0 } });
  expect(result.message).toMatch(/^C0 could only start a 2-byte form/);
  expect(progress.at(-1)).toEqual([blob.size, blob.size]);
  expect(await utf8.checkBlob(new Blob(['fine ✓']))).toEqual({ valid: true, size: 8, bom: false });
  expect(await utf8.checkBlob(new Blob(['fine ✓']), { allErrors: true })).toEqual({ valid: true, size: 8, bom: false });
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
    column: slice + 1, // nothing of it was counted in the slice before
    reason: 'missing-continuation',
    hint: expect.stringMatching(/^A lone E9 is how/),
  });
  expect(await lone([0xc3, 0xa9])).toMatchObject({ index: slice, column: slice, reason: 'missing-continuation', hint: null });
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
  // The hints that need the bytes after the error (a CESU-8 pair) are explain's: checkBlob looks at
  // the error, the byte after it and the one before, so its hints do not depend on where a slice ends.
  const cesu8 = Uint8Array.of(0x61, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80, 0x62);
  const found = await utf8.checkBlob(new Blob([cesu8]), { allErrors: true });
  expect(found.errors.map((error) => [error.index, error.reason, error.hint])).toEqual([
    [1, 'surrogate', null],
    [2, 'unexpected-continuation', null],
    [3, 'unexpected-continuation', null],
    [4, 'surrogate', null],
    [5, 'unexpected-continuation', null],
    [6, 'unexpected-continuation', null],
  ]);
  expect(utf8.explain(cesu8, { hints: true })[1].hint).toMatch(/^ED A0 BD ED B8 80 is CESU-8/);
});

test('checkBlob reads 4 MiB slices, reporting each, and stops at the first error unless allErrors', async () => {
  const SLICE = 4 << 20;
  const progressOf = async (bytes, options = {}) => {
    const progress = [];
    const result = await utf8.checkBlob(new Blob([bytes]), { ...options, onProgress: (done, total) => progress.push([done, total]) });
    return [result.valid, result.index, progress];
  };
  expect(await progressOf(new Uint8Array(2 * SLICE).fill(0x41))).toEqual([
    true,
    undefined,
    [
      [SLICE, 2 * SLICE],
      [2 * SLICE, 2 * SLICE],
      [2 * SLICE, 2 * SLICE], // the last call, at the end of every check
    ],
  ]);
  const size = 2 * SLICE + 5;
  const late = new Uint8Array(size).fill(0x41);
  late[SLICE + 3] = 0xff;
  expect(await progressOf(late)).toEqual([
    false,
    SLICE + 3,
    [
      [SLICE, size],
      [size, size],
    ],
  ]);
  expect(await progressOf(late, { allErrors: true })).toEqual([
    false,
    SLICE + 3,
    [
      [SLICE, size],
      [2 * SLICE, size],
      [size, size],
      [size, size],
    ],
  ]);
  const early = new Uint8Array(size).fill(0x41);
  early[3] = 0xff;
  expect(await progressOf(early)).toEqual([false, 3, [[size, size]]]);
});

test("checkBlob's context keeps a stray continuation byte at the start of the file, and a truncated end that is in the file", async () => {
  const first = await utf8.checkBlob(new Blob([Uint8Array.of(0x80, 0x41)]));
  expect(first.context).toEqual({ offset: 0, bytes: Uint8Array.of(0x80, 0x41) });
  const ending = Uint8Array.of(0xff, ...new Array(10).fill(0x61), 0xe4, 0xbd); // the file ends inside 你
  expect((await utf8.checkBlob(new Blob([ending]))).context).toEqual({ offset: 0, bytes: ending });
  const cut = Uint8Array.of(0xff, ...new Array(46).fill(0x61), 0xe4, 0xbd, 0xa0, 0x61); // the window ends inside 你
  expect((await utf8.checkBlob(new Blob([cut]))).context).toEqual({ offset: 0, bytes: cut.subarray(0, 47) });
  const cutLate = Uint8Array.of(0xff, ...new Array(45).fill(0x61), 0xf0, 0x9f, 0x98, 0x80, 0x61); // the window holds 3 bytes of 😀
  expect((await utf8.checkBlob(new Blob([cutLate]))).context).toEqual({ offset: 0, bytes: cutLate.subarray(0, 46) });
});

test('checkBlob says what is wrong with its arguments', async () => {
  const blob = new Blob(['x']);
  await expect(utf8.checkBlob(new Uint8Array(3))).rejects.toThrow(
    new TypeError('utf8.checkBlob expects a Blob or File (for bytes in memory use utf8.check)'),
  );
  await expect(utf8.checkBlob(blob, 5)).rejects.toThrow(new TypeError('utf8.checkBlob: options must be an object, not a number'));
  await expect(utf8.checkBlob(blob, { locale: 'xx' })).rejects.toThrow(/^utf8\.checkBlob: locale must be/);
  await expect(utf8.checkBlob(blob, { onProgress: 5 })).rejects.toThrow(new TypeError('utf8.checkBlob: onProgress must be a function'));
});

test('checkBlob places an error that began in the slice before at the line and column of its first byte', async () => {
  const SLICE = 4 << 20;
  const bytes = new Uint8Array(SLICE + 6).fill(0x61);
  bytes.set([0xe4, 0xbd, 0x41, 0x0a, 0xc3, 0xa9, 0xff], SLICE - 1); // E4 BD across the slices; a newline; é; FF
  const { errors } = await utf8.checkBlob(new Blob([bytes]), { allErrors: true });
  expect(errors.map((e) => [e.index, e.length, e.reason, e.line, e.column])).toEqual([
    [SLICE - 1, 2, 'missing-continuation', 1, SLICE],
    [SLICE + 5, 1, 'invalid-byte', 2, 2],
  ]);
  // On the same line, the columns after it count it as one character, as they count one at the
  // first byte of a slice.
  const columns = async (at, tail) => {
    const line = new Uint8Array(SLICE + 6).fill(0x61);
    line.set(tail, at);
    const found = await utf8.checkBlob(new Blob([line]), { allErrors: true });
    return found.errors.map((e) => [e.index, e.length, e.reason, e.line, e.column]);
  };
  expect(await columns(SLICE - 1, [0xe4, 0xbd, 0x41, 0x62, 0x63, 0xff])).toEqual([
    [SLICE - 1, 2, 'missing-continuation', 1, SLICE],
    [SLICE + 4, 1, 'invalid-byte', 1, SLICE + 4],
  ]);
  expect(await columns(SLICE, [0xff, 0x41, 0x62, 0xff])).toEqual([
    [SLICE, 1, 'invalid-byte', 1, SLICE + 1],
    [SLICE + 3, 1, 'invalid-byte', 1, SLICE + 4],
  ]);
});
