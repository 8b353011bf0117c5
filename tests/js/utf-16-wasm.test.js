// The UTF-16 transcoder convertBlob reads UTF-16 files by (js/encodings/utf-16-wasm.js), on its
// own: how far it reads, where it stops, and what it writes, in both byte orders and both builds.
// convert.test.js checks the files it converts against the standard's decoder.
import { createUtf16Transcoder } from '../../js/encodings/utf-16-wasm.js';
import { WasmBoundary } from '../../js/wasm/boundary.js';
import { glueModule } from './inputs.js';

const CHUNK = 256 << 10; // the wasm input buffer's bytes
const utf8Of = (text) => new TextEncoder().encode(text);

// `text`'s UTF-16 units (lone surrogates kept) in the byte order asked for.
function bytesOf(text, bigEndian) {
  const bytes = new Uint8Array(2 * text.length);
  for (let k = 0; k < text.length; k++) {
    const unit = text.charCodeAt(k);
    bytes[2 * k + (bigEndian ? 1 : 0)] = unit & 0xff;
    bytes[2 * k + (bigEndian ? 0 : 1)] = unit >> 8;
  }
  return bytes;
}

// Text of `units` units whose pair 😀 starts at unit `pairAt` (a chunk's last unit, say).
const textWithPairAt = (units, pairAt) => `${'你a'.repeat(units).slice(0, pairAt)}😀${'é'.repeat(units - pairAt - 2)}`;

describe.each([
  ['simd', false],
  ['simd', true],
  ['scalar', false],
])('the %s build, big-endian %s', (variant, bigEndian) => {
  let memory;
  beforeAll(async () => {
    memory = new WasmBoundary(await glueModule(variant));
  });

  test('reads whole units and pairs across its chunks, and leaves what the end cuts short', () => {
    const heap = memory.heapInUse();
    const transcoder = createUtf16Transcoder(memory, { bigEndian, replace: false });
    const text = textWithPairAt(3 * (CHUNK >> 1), (CHUNK >> 1) - 1);
    const whole = bytesOf(text, bigEndian);
    const { utf8, read, stopped } = transcoder.write(whole);
    expect([read, stopped]).toEqual([whole.length, false]);
    expect(Buffer.from(utf8).equals(utf8Of(text))).toBe(true);
    // An odd byte, a high surrogate, or both, at the end: left for the next bytes.
    for (const [end, left] of [
      ['\u00e9', 1],
      ['\ud83d', 2],
      ['\ud83d', 3],
    ]) {
      const bytes = bytesOf(`ab${end}`, bigEndian).subarray(0, left === 1 ? 5 : 6);
      const withOdd = left === 3 ? Uint8Array.of(...bytes, 0x41) : bytes;
      const cut = transcoder.write(withOdd);
      expect([cut.read, cut.stopped, [...cut.utf8]]).toEqual([withOdd.length - left, false, [0x61, 0x62]]);
    }
    // More bytes than the first call's take more memory: freed, with the rest, by close().
    const longer = bytesOf(`${text}x`, bigEndian);
    expect(transcoder.write(longer).read).toBe(longer.length);
    transcoder.close();
    expect(memory.heapInUse()).toBe(heap);
  });

  test('strictly, stops at a lone surrogate with the UTF-8 before it; replacing, writes U+FFFD for it', () => {
    const strict = createUtf16Transcoder(memory, { bigEndian, replace: false });
    const replacing = createUtf16Transcoder(memory, { bigEndian, replace: true });
    const before = textWithPairAt(CHUNK, CHUNK >> 1);
    for (const lone of ['\udc00', '\ud800x']) {
      const bytes = bytesOf(`${before}${lone}z`, bigEndian);
      const stopped = strict.write(bytes);
      expect([stopped.read, stopped.stopped]).toEqual([2 * before.length, true]);
      expect(Buffer.from(stopped.utf8).equals(utf8Of(before))).toBe(true);
      const replaced = replacing.write(bytes);
      expect([replaced.read, replaced.stopped]).toEqual([bytes.length, false]);
      expect(Buffer.from(replaced.utf8).equals(utf8Of(`${before}\ufffd${lone.slice(1)}z`))).toBe(true);
    }
    strict.close();
    replacing.close();
  });
});
