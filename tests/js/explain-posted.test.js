// explain's results posted to a worker and back (#56): a plain array up to 4,096 segments, and past
// that a real Array that carries the call that explains it again (utf8.explainPosted), at any size.
import { load } from 'utf8-abnf';
import { randomSource, VARIANTS } from './inputs.js';

const randomBytes = (length, seed) => {
  const random = randomSource(seed);
  return Uint8Array.from({ length }, () => random(256));
};

describe.each(VARIANTS)('explain posted (%s build)', (variant) => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load({ variant });
  });

  test('up to 4,096 segments the result is a plain Array, cloned whole; past that it carries its call', () => {
    const bytes = Uint8Array.of(0x68, 0xc3, 0xa9, 0xe4, 0xbd, 0xa0, 0xed, 0xa0, 0x80, 0xc0, 0xaf);
    const fields = (segments) => segments.map((segment) => ({ ...segment }));
    const explained = utf8.explain(bytes, { hints: true, locale: 'zh' });
    expect(fields(structuredClone(explained))).toEqual(fields(explained));
    expect(utf8.explainPosted(structuredClone(explained))).toHaveLength(explained.length);
    const most = utf8.explain(new Uint8Array(4096).fill(0x61));
    expect(structuredClone(most)).toHaveLength(4096);
    expect(Object.keys(most)).toHaveLength(4096);
    const more = utf8.explain(new Uint8Array(4097).fill(0x61));
    expect(Object.keys(structuredClone(more))).toEqual(['explained']);
    expect([...utf8.explainPosted(structuredClone(more))]).toEqual([...more]);
    expect(structuredClone([...more])).toHaveLength(4097);
  });

  // #56: a worker explains a file and posts the result, at any size, in about 4 bytes a segment.
  test('1 MiB of random bytes explained crosses structuredClone and a MessageChannel', async () => {
    const bytes = randomBytes(1 << 20, 56);
    const segments = utf8.explain(bytes, { hints: true, locale: 'zh' });
    const cloned = structuredClone(segments);
    // The clone holds the call, not the segments: the bytes (a copy) and the window.
    expect(cloned.explained.bytes).toEqual(bytes);
    expect(cloned.explained.bytes).not.toBe(segments.explained.bytes);
    expect(cloned.explained.options).toEqual({ from: 0, to: bytes.length, origin: 0, hints: true, locale: 'zh' });
    // Each read of it is a copy: writing into one changes neither the segments nor the next copy.
    const first = segments[0];
    segments.explained.bytes.fill(0x41);
    segments.explained.options.from = 5;
    expect(segments.explained).toEqual(cloned.explained);
    expect(segments[0]).toBe(first);
    expect(segments[1].bytes).toEqual(bytes.subarray(first.length, first.length + segments[1].length));
    const { port1, port2 } = new MessageChannel();
    const received = new Promise((resolve) => {
      port2.onmessage = (event) => resolve(event.data);
    });
    port1.postMessage(segments);
    const posted = await received;
    port1.close();
    port2.close();
    for (const copy of [cloned, posted]) {
      const again = utf8.explainPosted(copy);
      expect(again).toHaveLength(segments.length);
      for (let k = 0; k < segments.length; k += 997) expect(again[k]).toEqual(segments[k]);
      expect(again.at(-1)).toEqual(segments.at(-1));
    }
  });

  test('a window posted is explained again the same: its indexes, messages, hints and attempts', () => {
    const bytes = randomBytes(40000, 7);
    for (const options of [
      { from: 0, to: 40000 },
      { from: 3, to: 39990, origin: 1000, hints: true },
      { from: 20001, to: 39999, locale: 'zh' },
      { from: 17, to: 30000, origin: 5, hints: true, locale: 'zh' },
    ]) {
      const segments = utf8.explain(bytes, options);
      expect(segments.length).toBeGreaterThan(4096);
      expect(JSON.stringify(utf8.explainPosted(structuredClone(segments)))).toBe(JSON.stringify(segments));
    }
  });

  test('explainPosted takes what explain returned, and says what it got otherwise', () => {
    const plain = utf8.explain(Uint8Array.of(0x41));
    expect(utf8.explainPosted(plain)).toBe(plain);
    for (const wrong of [undefined, null, 42, 'E4 BD', {}, { explained: null }, new Uint8Array(3)]) {
      expect(() => utf8.explainPosted(wrong)).toThrow(/^utf8\.explainPosted: expects what utf8\.explain returned/);
    }
    expect(() => utf8.explainPosted({ explained: { bytes: 'E4', options: {} } })).toThrow(TypeError);
    expect(() => utf8.explainPosted({ explained: { bytes: new Uint8Array(2), options: { from: 3, to: 1 } } })).toThrow(RangeError);
  });
});
