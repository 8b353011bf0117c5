// A Utf8Error sent to or from a worker: the structured clone keeps only a built-in error's class,
// by its name, so what must cross is in its message (docs/api.md, "Utf8Error").
import { load } from 'utf8-abnf';

let utf8;
beforeAll(async () => {
  utf8 = await load();
});

test('what of a Utf8Error crosses a structured clone: its message, which says where and why, and its stack', async () => {
  const thrown = [];
  for (const call of [() => utf8.decode(Uint8Array.of(0x61, 0xf4, 0x90, 0x80, 0x80)), () => utf8.encode('ab\udc00')]) {
    try {
      call();
    } catch (error) {
      thrown.push(error);
    }
  }
  const { port1, port2 } = new MessageChannel();
  const posted = new Promise((resolve) => port2.once('message', resolve));
  port1.postMessage(thrown);
  const viaPort = await posted;
  port1.close();
  for (const copies of [thrown.map((error) => structuredClone(error)), viaPort]) {
    const [decoding, encoding] = copies;
    // The HTML standard keeps only the built-in errors' classes, by their name: an Error arrives.
    expect(decoding.name).toBe('Error');
    expect(decoding.message).toMatch(/^Invalid UTF-8 at byte 1 \(too-large\): F4 90: /);
    expect(encoding.message).toMatch(/^utf8\.encode: Invalid UTF-16 at index 2 \(lone-surrogate\): U\+DC00 /);
    expect(decoding.stack).toMatch(/^Utf8Error: Invalid UTF-8 at byte 1 /);
    for (const [copy, original] of [
      [decoding, thrown[0]],
      [encoding, thrown[1]],
    ]) {
      const [, index, reason] = /at (?:byte|index) (\d+) \(([a-z-]+)\)/.exec(copy.message);
      expect([Number(index), reason]).toEqual([original.index, original.reason]);
    }
  }
});
