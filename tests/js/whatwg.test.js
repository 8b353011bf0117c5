// The drop-in shapes (#20): utf8.TextDecoder and utf8.TextDecoderStream against the global ones on
// the WPT cases, the BOM, labels and random inputs split at random; encodeInto and byteLength
// against TextEncoder.
import { freshPackage, randomSource, randomText } from './inputs.js';
import { WPT_FATAL, WPT_STREAMING_STRING } from './vectors/wpt.js';

let utf8;
// Each test over the package loaded anew (inputs.js, freshPackage): the tables and texts these
// tests check are made when a module loads.
beforeEach(async () => {
  utf8 = await freshPackage();
});

// What a decoder gives for `chunks`, each but the last with { stream: true }: the texts, or the error's name.
function decodeAll(decoder, chunks) {
  const texts = [];
  try {
    for (const [k, chunk] of chunks.entries()) texts.push(decoder.decode(chunk, { stream: k < chunks.length - 1 }));
    texts.push(decoder.decode());
    return texts.join('');
  } catch (error) {
    return `threw ${error.name === 'Utf8Error' ? 'TypeError' : error.name}`;
  }
}

// The name of what `call` throws (the global classes' errors come from another realm than Jest's).
function nameOfError(call) {
  try {
    call();
  } catch (error) {
    return error.name;
  }
  return 'nothing';
}

// `bytes` cut at random places into 1 to 6 chunks.
function cut(random, bytes) {
  const cuts = Array.from({ length: random(6) }, () => random(bytes.length + 1)).sort((a, b) => a - b);
  return [0, ...cuts].map((from, k, all) => bytes.subarray(from, all[k + 1] ?? bytes.length));
}

test('the labels of UTF-8, in any case and with ASCII white space; any other label is a RangeError', () => {
  for (const label of [
    'utf-8',
    'UTF-8',
    'utf8',
    ' Unicode-1-1-UTF-8\n',
    'unicode11utf8',
    'unicode20utf8',
    'x-unicode20utf8',
    '\tutf8 ',
    '\f\r\n utf-8\t\r\f\n ',
    '  utf8',
    'utf8\r\r',
  ]) {
    expect([label, new utf8.TextDecoder(label).encoding]).toEqual([label, new TextDecoder(label).encoding]);
  }
  expect(new utf8.TextDecoder().encoding).toBe('utf-8');
  expect(new utf8.TextDecoder(undefined).encoding).toBe('utf-8');
  for (const label of ['utf-16', 'latin1', '', 'utf-8x', 'utf\u00a08', null]) {
    expect(() => new utf8.TextDecoder(label)).toThrow(RangeError);
  }
  // White space is trimmed at the ends only, and only ASCII's: these are no encoding's labels.
  for (const label of ['utf -8', 'utf8\v', '\u00a0utf8', 'x utf8', 'utf8 x', ' utf8\u00a0']) {
    expect([label, nameOfError(() => new utf8.TextDecoder(label))]).toEqual([label, nameOfError(() => new TextDecoder(label))]);
    expect(() => new utf8.TextDecoder(label)).toThrow(RangeError);
  }
  expect(() => new utf8.TextDecoder('latin1')).toThrow(/this TextDecoder reads UTF-8 only/);
  expect(nameOfError(() => new TextDecoder('utf-16x'))).toBe('RangeError'); // as the global one does for an unknown label
  expect(() => new utf8.TextDecoder('utf-8', 'fatal')).toThrow(TypeError);
});

test('encoding, fatal and ignoreBOM are read-only, as on the global class', () => {
  const ours = new utf8.TextDecoder('utf8', { fatal: 1, ignoreBOM: 'yes' });
  const theirs = new TextDecoder('utf8', { fatal: 1, ignoreBOM: 'yes' });
  for (const name of ['encoding', 'fatal', 'ignoreBOM']) {
    expect([name, ours[name]]).toEqual([name, theirs[name]]);
    expect(() => {
      ours[name] = 'x';
    }).toThrow(TypeError);
  }
  expect(Object.prototype.toString.call(ours)).toBe('[object TextDecoder]');
});

test('every WPT fatal case throws a TypeError, and without fatal gives what the global one gives', () => {
  for (const { name, bytes } of WPT_FATAL) {
    const fatal = () => new utf8.TextDecoder('utf-8', { fatal: true }).decode(bytes);
    expect([name, fatal]).toEqual([name, expect.any(Function)]);
    expect(fatal).toThrow(TypeError);
    expect(fatal).toThrow(expect.objectContaining({ name: 'Utf8Error', code: 'ERR_ENCODING_INVALID_ENCODED_DATA' }));
    expect([name, new utf8.TextDecoder().decode(bytes)]).toEqual([name, new TextDecoder().decode(bytes)]);
  }
});

test('the BOM: dropped once at the start of each stream, kept with ignoreBOM, as the global one does', () => {
  const cases = [
    [0xef, 0xbb, 0xbf, 0x41],
    [0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x41],
    [0x41, 0xef, 0xbb, 0xbf],
    [0xef, 0xbb],
    [0xef, 0xbb, 0xbf],
    [],
  ];
  for (const list of cases) {
    const bytes = Uint8Array.from(list);
    for (const options of [{}, { ignoreBOM: true }, { fatal: true }]) {
      for (let at = 0; at <= bytes.length; at++) {
        const chunks = [bytes.subarray(0, at), bytes.subarray(at)];
        // One decoder for two streams in a row: the second drops its BOM too.
        const ours = new utf8.TextDecoder('utf-8', options);
        const theirs = new TextDecoder('utf-8', options);
        const got = [decodeAll(ours, chunks), decodeAll(ours, chunks)];
        expect([list, options, at, got]).toEqual([list, options, at, [decodeAll(theirs, chunks), decodeAll(theirs, chunks)]]);
      }
    }
  }
});

test("WPT's streaming string, every chunk size, and 2,000 random texts cut at random", () => {
  const bytes = new TextEncoder().encode(WPT_STREAMING_STRING);
  for (let size = 1; size <= bytes.length; size++) {
    const chunks = [];
    for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
    expect(decodeAll(new utf8.TextDecoder(), chunks)).toBe(WPT_STREAMING_STRING);
  }
  const random = randomSource(2026);
  for (let k = 0; k < 2000; k++) {
    const text = randomText(random, 1 + random(12), random(3));
    const chunks = cut(random, text);
    const options = [{}, { fatal: true }, { ignoreBOM: true }][k % 3];
    expect([Array.from(text), options, decodeAll(new utf8.TextDecoder('utf-8', options), chunks)]).toEqual([
      Array.from(text),
      options,
      decodeAll(new TextDecoder('utf-8', options), chunks),
    ]);
  }
});

test('one decoder through streams, whole calls and errors in any order answers each call as the global one', () => {
  const random = randomSource(20);
  for (const options of [{}, { fatal: true }, { ignoreBOM: true }]) {
    const ours = new utf8.TextDecoder('utf-8', options);
    const theirs = new TextDecoder('utf-8', options);
    const outcome = (decoder, ...args) => {
      try {
        return decoder.decode(...args);
      } catch (error) {
        return `threw ${error.name === 'Utf8Error' ? 'TypeError' : error.name}`;
      }
    };
    for (let k = 0; k < 1500; k++) {
      // Often a BOM first, to see where a stream starts; a stream's last call may never come.
      const body = randomText(random, random(8), random(2));
      const text = random(3) ? body : Uint8Array.from([0xef, 0xbb, 0xbf, ...body]);
      const args = random(2) ? [text] : random(4) ? [text, { stream: true }] : [];
      expect([options, k, outcome(ours, ...args)]).toEqual([options, k, outcome(theirs, ...args)]);
    }
  }
});

test('decode takes what the global one takes: views, ArrayBuffers, shared memory; not arrays or strings', () => {
  const bytes = new TextEncoder().encode('hé😀');
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.length));
  shared.set(bytes);
  const decoder = new utf8.TextDecoder();
  for (const input of [bytes, bytes.buffer, new DataView(bytes.buffer), new Uint16Array(bytes.buffer, 0, 2), shared]) {
    expect(decoder.decode(input)).toBe(new TextDecoder().decode(input));
  }
  expect(decoder.decode()).toBe('');
  for (const bad of [[0x41], 'A', 42, null, { length: 1 }]) {
    expect(() => decoder.decode(bad)).toThrow(TypeError);
    expect(nameOfError(() => new TextDecoder().decode(bad))).toBe('TypeError');
  }
});

test('TextDecoderStream: the same text as the global one, chunks of any size, a TypeError for a bad chunk or fatal', async () => {
  const read = async (Stream, chunks, options) => {
    const stream = new Stream('utf-8', options);
    const writer = stream.writable.getWriter();
    const reading = (async () => {
      let text = '';
      for await (const piece of stream.readable) text += piece;
      return text;
    })();
    try {
      for (const chunk of chunks) await writer.write(chunk);
      await writer.close();
      return await reading;
    } catch (error) {
      await reading.catch(() => {});
      return `threw ${error.name === 'Utf8Error' ? 'TypeError' : error.name}`;
    }
  };
  const random = randomSource(7);
  for (let k = 0; k < 200; k++) {
    const chunks = cut(random, randomText(random, 1 + random(10), random(2)));
    const options = [{}, { fatal: true }, { ignoreBOM: true }][k % 3];
    expect(await read(utf8.TextDecoderStream, chunks, options)).toBe(await read(TextDecoderStream, chunks, options));
  }
  const stream = new utf8.TextDecoderStream('UTF8', { fatal: true });
  expect([stream.encoding, stream.fatal, stream.ignoreBOM]).toEqual(['utf-8', true, false]);
  expect(await read(utf8.TextDecoderStream, ['not bytes'], {})).toBe('threw TypeError');
  expect(Object.prototype.toString.call(stream)).toBe('[object TextDecoderStream]');
});

test('encodeInto fills as TextEncoder does, never half a character; byteLength counts as TextEncoder writes', () => {
  const encoder = new TextEncoder();
  const random = randomSource(11);
  const pieces = ['a', 'é', '你', '😀', '\ud800', '\udc00', 'z', '\u07ff', '\u0800'];
  for (let k = 0; k < 3000; k++) {
    const string = Array.from({ length: random(12) }, () => pieces[random(pieces.length)]).join('');
    const room = random(3 * string.length + 2);
    const ours = new Uint8Array(room + 2).fill(0xaa);
    const theirs = new Uint8Array(room + 2).fill(0xaa);
    expect([string, room, utf8.encodeInto(string, ours.subarray(0, room))]).toEqual([
      string,
      room,
      encoder.encodeInto(string, theirs.subarray(0, room)),
    ]);
    expect(ours).toEqual(theirs);
    expect([string, utf8.byteLength(string)]).toEqual([string, encoder.encode(string).length]);
  }
  expect(utf8.encodeInto(42, new Uint8Array(4))).toEqual({ read: 2, written: 2 }); // any value, as a string
  expect(() => utf8.encodeInto('a', new Uint16Array(4))).toThrow(TypeError);
  expect(() => utf8.encodeInto('a', [0, 0])).toThrow(TypeError);
  expect(() => utf8.byteLength(42)).toThrow(TypeError);
});

test('encodeInto a detached, resized or out-of-bounds destination answers as TextEncoder does', () => {
  const encoder = new TextEncoder();
  const destinations = () => {
    const detached = new ArrayBuffer(8);
    const detachedView = new Uint8Array(detached);
    structuredClone(detached, { transfer: [detached] });
    const shrunk = new ArrayBuffer(8, { maxByteLength: 16 });
    const outOfBounds = new Uint8Array(shrunk, 4, 4); // fixed length, then out of bounds
    const tracking = new Uint8Array(shrunk); // follows the buffer's length
    shrunk.resize(2);
    const grown = new ArrayBuffer(2, { maxByteLength: 16 });
    const growing = new Uint8Array(grown);
    grown.resize(8);
    return { detachedView, outOfBounds, tracking, growing, empty: new Uint8Array(0) };
  };
  const bytesOf = (view) => (view.length === 0 ? [] : Array.from(view)); // a detached view cannot be iterated
  for (const string of ['', 'abc', '😀', 'é\ud800']) {
    const ours = destinations();
    const theirs = destinations();
    for (const name of Object.keys(ours)) {
      expect([string, name, utf8.encodeInto(string, ours[name])]).toEqual([string, name, encoder.encodeInto(string, theirs[name])]);
      expect([name, bytesOf(ours[name])]).toEqual([name, bytesOf(theirs[name])]);
    }
  }
});

test('their errors say what was wrong, each in its own words', () => {
  expect(() => new utf8.TextDecoder('latin1')).toThrow(
    new RangeError(
      `TextDecoder: the encoding label "latin1" is not one of UTF-8's (utf-8, utf8, unicode-1-1-utf-8, ...): this TextDecoder reads UTF-8 only`,
    ),
  );
  expect(() => new utf8.TextDecoder('utf-8', 5)).toThrow(new TypeError('TextDecoder: options must be an object'));
  expect(new utf8.TextDecoder('utf-8', () => {}).fatal).toBe(false); // a function is a dictionary too, as WebIDL reads it
  expect(new utf8.TextDecoder('utf-8', null).fatal).toBe(false);
  const decoder = new utf8.TextDecoder();
  expect(() => decoder.decode('A')).toThrow(
    new TypeError('TextDecoder.decode: the input must be an ArrayBuffer, a SharedArrayBuffer or an ArrayBufferView'),
  );
  expect(() => decoder.decode(Uint8Array.of(0x41), 'stream')).toThrow(new TypeError('TextDecoder.decode: options must be an object'));
  expect(decoder.decode(new SharedArrayBuffer(2))).toBe('\0\0'); // shared memory itself, not only a view of it
  const detached = new ArrayBuffer(2);
  structuredClone(detached, { transfer: [detached] });
  expect(() => decoder.decode(detached)).toThrow(
    new TypeError('TextDecoder.decode: the ArrayBuffer is detached (it was transferred); pass bytes that are still readable'),
  );
  expect(() => utf8.byteLength(65)).toThrow(new TypeError('utf8.byteLength expects a string'));
  expect(() => utf8.encodeInto('A', [0])).toThrow(new TypeError('utf8.encodeInto: the destination must be a Uint8Array'));
});

test('TextDecoderStream: no label is UTF-8, a bad chunk says so, and no empty string is ever enqueued', async () => {
  const stream = new utf8.TextDecoderStream();
  expect(stream.encoding).toBe('utf-8');
  const writer = stream.writable.getWriter();
  const pieces = [];
  const reading = (async () => {
    for await (const piece of stream.readable) pieces.push(piece);
  })();
  // A chunk of a sequence's first byte alone gives no text; the end of the stream gives none either.
  for (const chunk of [Uint8Array.of(0xe4), Uint8Array.of(0xbd), Uint8Array.of(0xa0, 0x41), new Uint8Array(0)]) await writer.write(chunk);
  await writer.close();
  await reading;
  expect(pieces).toEqual(['\u4f60A']);
  const bad = new utf8.TextDecoderStream();
  const badWriter = bad.writable.getWriter();
  bad.readable.pipeTo(new WritableStream()).catch(() => {});
  await expect(badWriter.write('A')).rejects.toThrow(
    new TypeError('TextDecoderStream: a chunk must be an ArrayBuffer, a SharedArrayBuffer or an ArrayBufferView'),
  );
});

test('byteLength at the edges of each length, and of the surrogates', () => {
  const cases = [
    ['\u007f', 1],
    ['\u0080', 2],
    ['\u07ff', 2],
    ['\u0800', 3],
    ['\ud800\udc00', 4],
    ['\udbff\udfff', 4],
    ['\udbff\ue000', 6],
    ['\ud7ff\udc00', 6],
    ['\ud800\udbff', 6],
    ['\ud800', 3],
  ];
  for (const [string] of cases) expect([string, utf8.byteLength(string)]).toEqual([string, new TextEncoder().encode(string).length]);
  expect(cases.map(([string]) => utf8.byteLength(string))).toEqual(cases.map(([, bytes]) => bytes));
});
