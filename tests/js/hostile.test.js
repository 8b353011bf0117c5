// What a hostile caller tries on every public function: objects that look like bytes, Proxies, views
// out of bounds of a shrunk buffer, option getters that call the codec again, a polluted
// Object.prototype, and inputs one past a documented limit. After each, the wasm heap is where it
// was and a known answer is still right.
import { load, Utf8Error } from 'utf8-abnf';
import { EXPLAIN_LIMIT } from '../../js/segments/explain.js';
import { PARSE_LIMIT } from '../../js/parse-bytes.js';
import { VARIANTS } from './inputs.js';

const E9 = Uint8Array.of(0xc3, 0xa9);

describe.each(VARIANTS)('a hostile caller (%s build)', (variant) => {
  let utf8;
  let heap;
  beforeAll(async () => {
    utf8 = await load({ variant });
    heap = utf8.heapInUse();
  });
  afterEach(() => {
    expect(utf8.heapInUse()).toBe(heap);
    expect(utf8.decode(Uint8Array.of(0x61, 0xe4, 0xbd, 0xa0))).toBe('a你');
    expect(utf8.check(Uint8Array.of(0x61, 0xe0, 0x80))).toEqual({ valid: false, index: 1, length: 1, reason: 'overlong' });
  });

  const byteFunctions = [
    ['utf8.validate', (x) => utf8.validate(x)],
    ['utf8.check', (x) => utf8.check(x)],
    ['utf8.decode', (x) => utf8.decode(x)],
    ['utf8.explain', (x) => utf8.explain(x)],
    ['utf8.summarize', (x) => utf8.summarize(x)],
    ['validator.push', (x) => utf8.createValidator().push(x)],
    ['decoder.decode', (x) => utf8.createDecoder().decode(x)],
  ];

  function outOfBoundsViews() {
    const buffer = new ArrayBuffer(16, { maxByteLength: 32 });
    const views = [new Uint8Array(buffer, 8, 8), new Uint16Array(buffer, 8, 4), new DataView(buffer, 8, 8)];
    buffer.resize(4);
    return views;
  }

  test.each(byteFunctions)('%s: look-alikes and Proxies are a TypeError, never read', (name, call) => {
    let reads = 0;
    const growing = new Proxy(new Uint8Array(100), {
      get(target, key) {
        if (key !== 'length' && !/^\d+$/.test(String(key))) return Reflect.get(target, key); // the message may name its class
        reads++;
        return key === 'length' ? 100 + reads * 1000 : Reflect.get(target, key);
      },
    });
    const lookAlikes = [
      Object.setPrototypeOf({ length: 2, 0: 0xc3, 1: 0xa9 }, Uint8Array.prototype),
      Object.setPrototypeOf({ byteLength: 2, buffer: E9.buffer }, DataView.prototype),
      Object.setPrototypeOf({}, ArrayBuffer.prototype),
      new Proxy(E9, {}),
      new Proxy(E9.buffer, {}),
      growing,
      { length: 2, 0: 0xc3, 1: 0xa9 },
    ];
    for (const fake of lookAlikes) {
      expect(() => call(fake)).toThrow(TypeError);
      expect(() => call(fake)).toThrow(new RegExp(`^${name.replace('.', '\\.')} expects bytes`));
    }
    expect(reads).toBe(0);
  });

  test.each(byteFunctions)('%s: a view out of bounds of a shrunk buffer is a TypeError that says so', (_name, call) => {
    for (const view of outOfBoundsViews()) expect(() => call(view)).toThrow(/out of bounds of its ArrayBuffer/);
    const detached = new Uint8Array(4);
    structuredClone(detached.buffer, { transfer: [detached.buffer] });
    expect(() => call(detached)).toThrow(/detached/);
  });

  // An options getter that transfers or shrinks the buffer of bytes already passed: each call says
  // the bytes went away, never answers for no bytes.
  test.each([
    ['utf8.decode', 'errors', (bytes, options) => utf8.decode(bytes, options)],
    ['utf8.decode', 'stripBOM', (bytes, options) => utf8.decode(bytes, options)],
    ['decoder.decode', 'stream', (bytes, options) => utf8.createDecoder().decode(bytes, options)],
    ['utf8.summarize', 'errorIndexes', (bytes, options) => utf8.summarize(bytes, options)],
    ['utf8.explain', 'hints', (bytes, options) => utf8.explain(bytes, options)],
    ['utf8.explain', 'to', (bytes, options) => utf8.explain(bytes, options)],
  ])('%s: bytes detached or shrunk by an option getter (%s) are a TypeError', (name, key, call) => {
    const holding = (buffer) => {
      new Uint8Array(buffer).set([0x41, 0xf4, 0x90, 0x80, 0x80, 0x42, 0xe2, 0x82]);
      return buffer;
    };
    const changes = [
      [(buffer) => structuredClone(buffer, { transfer: [buffer] }), '(their ArrayBuffer was detached)'],
      [(buffer) => buffer.resize(2), '(their ArrayBuffer was resized: 8 bytes, now '],
      [(buffer) => buffer.resize(0), '(their ArrayBuffer was resized: 8 bytes, now 0)'],
    ];
    const views = [(buffer) => new Uint8Array(buffer), (buffer) => new Uint8Array(buffer, 0, 8), (buffer) => new DataView(buffer)];
    for (const [change, says] of changes) {
      for (const view of views) {
        const buffer = holding(new ArrayBuffer(8, { maxByteLength: 16 }));
        let thrown;
        try {
          call(view(buffer), {
            get [key]() {
              change(buffer);
              return key === 'to' ? 8 : undefined;
            },
          });
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(TypeError);
        expect(thrown.message).toMatch(new RegExp(`^${name.replace('.', '\\.')}: the bytes went away while the call read its options \\(`));
        expect(thrown.message).toContain(says);
      }
    }
  });

  test('a real Uint8Array with a length or prototype of its own is read by what it holds', () => {
    const own = Uint8Array.of(0xc3, 0xa9, 0xc0);
    Object.defineProperty(own, 'length', { value: 2 });
    expect(utf8.check(own)).toEqual({ valid: false, index: 2, length: 1, reason: 'overlong' });
    const reprototyped = Object.setPrototypeOf(Uint8Array.of(0xe4, 0xbd, 0xa0), Uint16Array.prototype);
    expect(utf8.decode(reprototyped)).toBe('你');
    class Bytes extends Uint8Array {}
    expect(utf8.decode(Bytes.of(0xc3, 0xa9))).toBe('é');
  });

  test('option getters that call the codec again change nothing', () => {
    const bytes = Uint8Array.of(0x61, 0xc0, 0x62, 0xe4, 0xbd, 0xa0);
    const reentering = (value, work) => ({
      get errors() {
        work();
        return value;
      },
    });
    const busy = () => {
      utf8.decode(new Uint8Array(300000).fill(0xe9), { errors: 'replace' });
      utf8.explain(Uint8Array.of(0xf0, 0x9f, 0x98, 0x80));
      utf8.encode('x'.repeat(300000));
      utf8.check(Uint8Array.of(0xff));
    };
    expect(utf8.decode(bytes, reentering('replace', busy))).toBe('a\uFFFDb你');
    expect(utf8.encode('a\ud800', reentering('replace', busy))).toEqual(Uint8Array.of(0x61, 0xef, 0xbf, 0xbd));
    const decoder = utf8.createDecoder();
    expect(
      decoder.decode(Uint8Array.of(0x61, 0xe4), {
        get stream() {
          busy();
          return true;
        },
      }),
    ).toBe('a');
    expect(decoder.decode(Uint8Array.of(0xbd, 0xa0))).toBe('你');
    const window = {
      get from() {
        busy();
        return 1;
      },
      to: 3,
    };
    expect(utf8.explain(bytes, window).map((s) => s.index)).toEqual([1, 2]);
  });

  test('a polluted Object.prototype is not read as options', async () => {
    const polluted = { errors: 'replace', stripBOM: true, stream: true, from: 2, to: 3, hints: true, variant: 'scalar' };
    Object.assign(Object.prototype, polluted, { onProgress: () => expect('onProgress').toBe('never called') });
    try {
      expect(() => utf8.decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0xc0), {})).toThrow(Utf8Error);
      expect(utf8.decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41), {})).toBe('\ufeffA');
      expect(() => utf8.createDecoder({}).decode(Uint8Array.of(0x61, 0xe4), {})).toThrow(Utf8Error);
      expect(() => utf8.encode('\ud800', {})).toThrow(Utf8Error);
      const segments = utf8.explain(Uint8Array.of(0x61, 0x62, 0x63, 0x64), {});
      expect(segments.map((s) => [s.index, 'hint' in s])).toEqual([
        [0, false],
        [1, false],
        [2, false],
        [3, false],
      ]);
      expect(await utf8.checkBlob(new Blob(['ok']), {})).toEqual({ valid: true, bom: false, size: 2 });
      expect((await load({})).variant).toBe((await load()).variant);
    } finally {
      for (const key of [...Object.keys(polluted), 'onProgress']) delete Object.prototype[key];
    }
  });

  test('one past each documented limit is a RangeError, before anything is allocated', () => {
    expect(() => utf8.parseBytes('0'.repeat(PARSE_LIMIT + 1))).toThrow(RangeError);
    expect(() => utf8.parseBytes('你'.repeat(PARSE_LIMIT + 1))).toThrow(/reads at most 16,777,216 characters/);
    expect(utf8.parseBytes('ab'.repeat(PARSE_LIMIT >> 1)).bytes.length).toBe(PARSE_LIMIT >> 1);
    const large = new Uint8Array(EXPLAIN_LIMIT + 1);
    expect(() => utf8.explain(large)).toThrow(/is more than the 67,108,864 it explains at a time/);
    expect(utf8.explain(large, { from: EXPLAIN_LIMIT - 1 })).toHaveLength(2);
  });

  test('explain of a small window keeps only the bytes around it', () => {
    const big = new Uint8Array(32 << 20).fill(0x61);
    const at = big.length - 1000; // far from the start: a window that kept all before it would show
    big[at + 2] = 0xc0;
    const options = { from: at, to: at + 5, hints: true };
    utf8.explain(big, options); // wasm memory grown as far as the call needs
    const before = process.memoryUsage().arrayBuffers;
    const window = utf8.explain(big, options);
    expect(window.map((s) => s.reason)).toEqual([null, null, 'overlong', null, null]);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1 << 16);
    // Each segment's bytes are its own, in a buffer no larger than its window and the hints' margin.
    for (const segment of window) expect(segment.bytes.buffer.byteLength).toBeLessThan(64);
  });

  test('describeCharacter, load and encodeCodePoints answer bad arguments in words', async () => {
    expect(() => utf8.describeCharacter('65')).toThrow(/expects a code point as a number .*not "65"/);
    expect(() => utf8.describeCharacter(null)).toThrow(TypeError);
    expect(() => utf8.describeCharacter(1.5)).toThrow(RangeError);
    expect(utf8.describeCharacter(0xd800)).toMatchObject({ badge: 'SURROGATE' });
    await expect(load(null)).resolves.toBe(await load());
    await expect(load(42)).rejects.toThrow(/options must be an object/);
    expect(() => utf8.encodeCodePoints(['65'])).toThrow('item 0 ("65", a string) is not a code point');
  });
});

// Blobs that lie about their size: one that says more than it holds, and one whose slices arrive at
// once (as from memory), which must still let a timer abort the check.
describe('checkBlob of a Blob that says more than it holds', () => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load();
  });

  class SizedBlob extends Blob {
    constructor(parts, size, slice) {
      super(parts);
      this.claimed = size;
      if (slice) this.slice = slice;
    }
    get size() {
      return this.claimed;
    }
  }

  test('a size beyond its bytes ends the check with an error that says where the Blob ended', async () => {
    for (const [parts, size] of [
      [['abc'], 1e15],
      [[], 10],
      [['é'.repeat(3000000)], 6000001], // one byte past the end, after a whole slice
    ]) {
      const ended = new TextEncoder().encode(parts.join('')).length;
      await expect(utf8.checkBlob(new SizedBlob(parts, size), { signal: AbortSignal.timeout(2000) })).rejects.toThrow(
        `utf8.checkBlob: the Blob ended at byte ${ended.toLocaleString('en')}, though its size is ${size.toLocaleString('en')}`,
      );
    }
  });

  test('a size that says less than the Blob holds: the bytes read decide, and the size is theirs', async () => {
    for (const size of [-1, Number.NaN, 0, 1, 2.5, Number.POSITIVE_INFINITY, -Infinity, undefined, '5']) {
      const result = await utf8.checkBlob(new SizedBlob([Uint8Array.of(0x41, 0xc3, 0xa9, 0x80, 0x42)], size));
      expect(result).toMatchObject({ valid: false, size: 5, index: 3, length: 1, reason: 'unexpected-continuation' });
      expect(result.context).toEqual({ offset: 0, bytes: Uint8Array.of(0x41, 0xc3, 0xa9, 0x80, 0x42) });
    }
    // Valid bytes past a size of 0 are read too, and every error of them counted.
    const tail = new SizedBlob([new Uint8Array(5 << 20).fill(0x61), Uint8Array.of(0xff, 0xfe)], 0);
    expect(await utf8.checkBlob(tail, { allErrors: true })).toMatchObject({
      valid: false,
      size: (5 << 20) + 2,
      index: 5 << 20,
      errorCount: 2,
    });
    const progress = [];
    await utf8.checkBlob(new SizedBlob(['ok'], Number.NaN), { onProgress: (done, total) => progress.push([done, total]) });
    expect(progress.at(-1)).toEqual([2, 2]);
  });

  test('a check reads no further than it must: a slice past the end only to find it, none past a first error', async () => {
    const sliced = [];
    class CountedBlob extends Blob {
      slice(start, end) {
        sliced.push([start, end]);
        return super.slice(start, end);
      }
    }
    const MiB = 1 << 20;
    const cases = [
      // An error in the first slice: that slice, then the bytes around the error.
      [[Uint8Array.of(0x41, 0x80, 0x42, 0x43, 0x44)], 2],
      [[new Uint8Array(10 * MiB).fill(0x61), Uint8Array.of(0xff)], 4],
      // Valid: each slice, and one that comes back empty.
      [[new Uint8Array(10 * MiB).fill(0x61)], 4],
      [['ok'], 2],
    ];
    for (const [parts, slices] of cases) {
      sliced.length = 0;
      await utf8.checkBlob(new CountedBlob(parts));
      expect([parts.length, sliced.length]).toEqual([parts.length, slices]);
    }
  });

  test('a Blob whose slice or read throws at once: the check and the conversion reject with it', async () => {
    const lost = new Error('the disk went away');
    for (const slices of [
      () => {
        throw lost;
      },
      () => ({
        arrayBuffer() {
          throw lost;
        },
      }),
    ]) {
      const blob = new SizedBlob(['abc'], 3, slices);
      await expect(utf8.checkBlob(blob)).rejects.toBe(lost);
      await expect(utf8.convertBlob(blob, { from: 'gbk' })).rejects.toBe(lost);
    }
  });

  test('slices that arrive at once still let a timer abort the check', async () => {
    let sliced = 0;
    const slices = (start, end) => {
      sliced++;
      return { arrayBuffer: async () => new ArrayBuffer(end - start) };
    };
    const blob = new SizedBlob([], 4 * 2 ** 30, slices); // 4 GiB of NUL, a slice at a time from memory
    // A timer of no delay runs only if the check leaves the microtask queue between slices.
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('the user chose another file', 'AbortError')));
    await expect(utf8.checkBlob(blob, { signal: controller.signal })).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }));
    expect(sliced).toBeLessThan(1024);
  });
});
