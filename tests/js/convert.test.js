// Conversion from any WHATWG encoding: utf8.createDecoderStream({ from, errors }) and
// utf8.convertBlob(blob, { from, errors, signal, onProgress }) give what the standard's decoders
// read (their text, compared with Chromium's TextDecoder in tests/browser/), as text and as UTF-8,
// whatever the chunks, with a strict error at its offset in the file.
import { load } from 'utf8-abnf';
import { encodingIndexes } from '../../js/encoding-indexes.js';
import { bytesOfCharacter, decodeAs } from '../../js/encodings/other-encodings.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
  await utf8.loadEncodings();
});

const indexes = encodingIndexes(() => new Error('Node reads the file'));
const NAMES = [...new Set(indexes.labels.values())].filter((name) => name !== 'utf-8' && name !== 'replacement');
const TEXT = 'Café déjà vu, naïve Ärger: 你好，世界。日本語のテキスト。한국어 텍스트. Привет, мир! Γειά σου. שלום. €100\n';

// Seeded bytes: the same every run.
function randomBytes(length, seed) {
  let state = seed;
  return Uint8Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state >>> 24;
  });
}

// 日本 in ISO-2022-JP, which the package reads but does not write, between ASCII.
const JIS = [0x41, 0x1b, 0x24, 0x42, 0x46, 0x7c, 0x4b, 0x5c, 0x1b, 0x28, 0x42, 0x0a];
// What the encoding can write of TEXT, in it.
const written = (name) =>
  Uint8Array.from(name === 'iso-2022-jp' ? JIS : [...TEXT].flatMap((character) => bytesOfCharacter(name, character) ?? []));

const utf8Of = (text) => new TextEncoder().encode(text);
const bytesOf = async (blob) => new Uint8Array(await blob.arrayBuffer());
// Where two long arrays of bytes first differ (-1: nowhere), which Jest's toEqual takes long to tell.
const firstDifference = (a, b) => (Buffer.from(a).equals(Buffer.from(b)) ? -1 : a.findIndex((byte, k) => byte !== b[k]));

async function streamed(chunks, options) {
  const stream = new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  }).pipeThrough(utf8.createDecoderStream(options));
  let text = '';
  for await (const piece of stream) text += piece;
  return text;
}

// `bytes` cut at seeded places into pieces of 1 to 7 bytes.
function cut(bytes, seed) {
  const sizes = randomBytes(bytes.length, seed);
  const pieces = [];
  for (let at = 0, k = 0; at < bytes.length; k++) {
    const size = 1 + (sizes[k] % 7);
    pieces.push(bytes.subarray(at, at + size));
    at += size;
  }
  return pieces;
}

test.each(NAMES)('%s: text and random bytes convert to the UTF-8 of what the standard reads, streamed or whole', async (name) => {
  for (const [bytes, seed] of [
    [written(name), 1],
    [randomBytes(3000, name.length), 2],
  ]) {
    const { text } = decodeAs(name, bytes);
    expect(await bytesOf(await utf8.convertBlob(new Blob([bytes]), { from: name, errors: 'replace' }))).toEqual(utf8Of(text));
    expect(await streamed(cut(bytes, seed), { from: name, errors: 'replace' })).toBe(text);
  }
});

test.each(NAMES)('%s: strictly, the first sequence not in the encoding stops both, at its offset', async (name) => {
  const bytes = randomBytes(3000, 7 + name.length);
  const { error, text } = decodeAs(name, bytes, { fatal: true });
  if (error < 0) return; // x-user-defined and the like define every byte
  const failure = { name: 'TypeError', code: 'ERR_ENCODING_INVALID_ENCODED_DATA', index: error, encoding: name };
  await expect(utf8.convertBlob(new Blob([bytes]), { from: name })).rejects.toMatchObject(failure);
  let before = '';
  const stream = new Blob([bytes]).stream().pipeThrough(utf8.createDecoderStream({ from: name }));
  const reading = (async () => {
    for await (const piece of stream) before += piece;
  })();
  await expect(reading).rejects.toMatchObject(failure);
  expect(before).toBe(text);
});

test('a file larger than a slice converts whole, and a strict error past the first slice names its offset in the file', async () => {
  const line = written('gbk');
  const big = new Uint8Array(line.length * Math.ceil((9 << 20) / line.length));
  for (let at = 0; at < big.length; at += line.length) big.set(line, at);
  const expected = utf8Of(decodeAs('gbk', big).text);
  const progress = [];
  const converted = await utf8.convertBlob(new Blob([big]), { from: 'GBK', onProgress: (done, total) => progress.push([done, total]) });
  expect(converted.type).toBe('text/plain;charset=utf-8');
  expect(firstDifference(await bytesOf(converted), expected)).toBe(-1);
  expect(progress.at(-1)).toEqual([big.length, big.length]);
  expect(progress.length).toBeGreaterThan(2);
  const broken = big.slice();
  const at = (6 << 20) + 1 - ((6 << 20) % line.length); // the start of a line, past the first slice
  broken[at] = 0xff;
  await expect(utf8.convertBlob(new Blob([broken]), { from: 'gbk' })).rejects.toMatchObject({ index: at });
  // And UTF-8 itself: valid bytes come back as they are, an error past the first slice is a Utf8Error there.
  const text = utf8Of(TEXT.repeat(Math.ceil((9 << 20) / TEXT.length)));
  expect(firstDifference(await bytesOf(await utf8.convertBlob(new Blob([text]))), text)).toBe(-1);
  const bad = text.slice();
  const lead = text.indexOf(0xe4, 5 << 20);
  bad[lead + 1] = 0x41;
  await expect(utf8.convertBlob(new Blob([bad]))).rejects.toMatchObject({ name: 'Utf8Error', index: lead, reason: 'missing-continuation' });
});

// A file is read a slice (4 MiB) at a time, and UTF-16 is transcoded in wasm a chunk (256 KiB) of
// a slice at a time: what waits at either's end (a pair's high half) and what ends the file (a
// byte or a high surrogate alone) read as the standard reads them, a strict error at its offset.
test.each(['utf-16le', 'utf-16be'])('%s: pairs and lone surrogates at a slice or chunk boundary and at the end', async (name) => {
  const SLICE = 4 << 20;
  const CHUNK = 256 << 10;
  const unitsOf = (units) =>
    Uint8Array.from(units.flatMap((unit) => (name === 'utf-16be' ? [unit >> 8, unit & 0xff] : [unit & 0xff, unit >> 8])));
  // 'A's up to `boundary` - 2, then `around`, and more 'A's up to the end of a slice, then `end`.
  const file = (boundary, around, end = []) => {
    const length = Math.max(SLICE, boundary - 2 + around.length * 2);
    const bytes = new Uint8Array(length + end.length).fill(0);
    for (let at = name === 'utf-16be' ? 1 : 0; at < length; at += 2) bytes[at] = 0x41;
    bytes.set(unitsOf(around), boundary - 2);
    bytes.set(end, length);
    return bytes;
  };
  const heap = utf8.heapInUse(); // the transcoder's wasm memory is freed however a conversion ends
  const errors = [];
  for (const boundary of [CHUNK, 3 * CHUNK, SLICE]) {
    const cases = [
      file(boundary, [0xd83d, 0xde00, 0x42]), // a pair across the boundary
      file(boundary, [0xd83d, 0x42]), // its high half alone before the boundary
      file(boundary, [0x42, 0xdc00]), // a low half alone after it
      file(boundary, [0x42], [0x43]), // a byte left over at the end
      file(boundary, [0x42, 0xd83d]), // a high half alone at the end (or before more text)
      file(boundary, [0xfeff, 0xd83d, 0xde00]), // no byte order mark where the file does not start
    ];
    for (const bytes of cases) {
      const standard = decodeAs(name, bytes);
      const converted = await bytesOf(await utf8.convertBlob(new Blob([bytes]), { from: name, errors: 'replace', stripBOM: true }));
      expect(firstDifference(converted, utf8Of(standard.text))).toBe(-1);
      const { error, why } = decodeAs(name, bytes, { fatal: true });
      errors.push(error);
      const strict = utf8.convertBlob(new Blob([bytes]), { from: name });
      if (error < 0) expect(firstDifference(await bytesOf(await strict), converted)).toBe(-1);
      else await expect(strict).rejects.toMatchObject({ index: error, message: expect.stringContaining(why) });
    }
  }
  expect(errors).toEqual([CHUNK, 3 * CHUNK, SLICE].flatMap((boundary) => [-1, boundary - 2, boundary, SLICE, boundary, -1]));
  const stopping = new AbortController();
  const onProgress = (done) => done > 0 && stopping.abort();
  const aborted = utf8.convertBlob(new Blob([file(SLICE, [0x42])]), { from: name, signal: stopping.signal, onProgress });
  await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  expect(utf8.heapInUse()).toBe(heap);
});

test('from UTF-8 (the default), errors replace and ignore as decode does, and stripBOM drops the byte order mark', async () => {
  const bytes = Uint8Array.of(0xef, 0xbb, 0xbf, 0x41, 0xe4, 0xbd, 0x42, 0xff, 0xf0, 0x9f, 0x98, 0x80);
  for (const errors of ['replace', 'ignore']) {
    for (const stripBOM of [false, true]) {
      const expected = utf8Of(utf8.decode(bytes, { errors, stripBOM }));
      expect(await bytesOf(await utf8.convertBlob(new Blob([bytes]), { errors, stripBOM }))).toEqual(expected);
      expect(await streamed(cut(bytes, 3), { from: 'utf8', errors, stripBOM })).toBe(utf8.decode(bytes, { errors, stripBOM }));
    }
  }
  await expect(utf8.convertBlob(new Blob([bytes]))).rejects.toMatchObject({ name: 'Utf8Error', index: 4 });
  const le = Uint8Array.of(0xff, 0xfe, 0x41, 0x00);
  expect(await bytesOf(await utf8.convertBlob(new Blob([le]), { from: 'utf-16le', stripBOM: true }))).toEqual(utf8Of('A'));
  expect(await bytesOf(await utf8.convertBlob(new Blob([le]), { from: 'utf-16le' }))).toEqual(utf8Of('\uFEFFA'));
});

// What no table reads is the decoders' own, written into the same wasm memory as the tables'
// output, many flushes of their units a slice: GB18030's four-byte sequences (each form of UTF-8,
// a surrogate pair's among them) and ISO-2022-JP, which has no tables.
test('characters the decoders read without tables convert in every form, as the standard reads them', async () => {
  const heap = utf8.heapInUse();
  const fourByte = ['\u0080', '\u07ff', '\u0800', '\uffff', '\u{10000}', '\u{1f600}', '\u{10ffff}'];
  const line = Uint8Array.from([...`a${fourByte.join('b')}中\n`].flatMap((character) => bytesOfCharacter('gb18030', character)));
  expect(line.length).toBe(1 + 6 + 4 * 7 + 2 + 1);
  for (const [name, unit] of [
    ['gb18030', line],
    ['iso-2022-jp', Uint8Array.from(JIS)],
  ]) {
    const bytes = new Uint8Array(unit.length * Math.ceil((300 << 10) / unit.length));
    for (let at = 0; at < bytes.length; at += unit.length) bytes.set(unit, at);
    const converted = await bytesOf(await utf8.convertBlob(new Blob([bytes]), { from: name }));
    expect(firstDifference(converted, utf8Of(decodeAs(name, bytes).text))).toBe(-1);
  }
  expect(utf8.heapInUse()).toBe(heap);
});

test('an empty file reports its progress as (0, 0) and converts to an empty Blob; an aborted one rejects', async () => {
  const progress = [];
  const empty = await utf8.convertBlob(new Blob([]), { from: 'big5', onProgress: (...args) => progress.push(args) });
  expect(empty.size).toBe(0);
  expect(progress).toEqual([[0, 0]]);
  const controller = new AbortController();
  controller.abort();
  await expect(utf8.convertBlob(new Blob([written('gbk')]), { from: 'gbk', signal: controller.signal })).rejects.toMatchObject({
    name: 'AbortError',
  });
});

test('a label that names no encoding the standard reads, ignore from another encoding and unknown options are refused', async () => {
  await expect(utf8.convertBlob(new Blob([]), { from: 'latin9x' })).rejects.toThrow(RangeError);
  await expect(utf8.convertBlob(new Blob([]), { from: 'latin9x' })).rejects.toThrow(
    /^utf8.convertBlob: from "latin9x" is no label of the WHATWG Encoding Standard, whose encodings utf8-abnf reads \(gbk/,
  );
  expect(() => utf8.createDecoderStream({ from: 'hz-gb-2312' })).toThrow(/names an encoding the WHATWG Encoding Standard reads no text in/);
  expect(() => utf8.createDecoderStream({ from: 'gbk', errors: 'ignore' })).toThrow(
    new TypeError("utf8.createDecoderStream: errors: 'ignore' reads UTF-8 only; from GBK, use 'strict' or 'replace'"),
  );
  expect(() => utf8.createDecoderStream({ from: 42 })).toThrow(/from must be an encoding's label, such as 'gbk', not 42/);
  expect(() => utf8.createDecoderStream({ form: 'gbk' })).toThrow(/unknown option "form"; the options are from, errors, stripBOM/);
  await expect(utf8.convertBlob(new Uint8Array(2))).rejects.toThrow(/utf8.convertBlob expects a Blob or File/);
  await expect(utf8.convertBlob(new Blob([]), { errors: 'lenient' })).rejects.toThrow(
    new TypeError("utf8.convertBlob: errors must be 'strict', 'replace', 'ignore', not \"lenient\""),
  );
});
