// Inputs of hundreds of MiB: any size streams through the fixed wasm buffers, and a text past the
// engine's longest string is a clear RangeError. (A file of its own, which mutation runs leave out:
// they prove limits, not logic, and take seconds each.)
import { createHash } from 'node:crypto';
import { load } from 'utf8-abnf';
import { bytesOfCharacter } from '../../js/encodings/other-encodings.js';
import { EXPLAIN_LIMIT } from '../../js/segments/explain.js';

const LINE = '星期日，我们去公园散步。今天天气很好！Sunday: a walk in the park.\n';
const sha256 = async (blob) => {
  const hash = createHash('sha256');
  for await (const chunk of blob.stream()) hash.update(chunk);
  return hash.digest('hex');
};

describe('huge inputs', () => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load();
  });

  test('256 MiB validates, checks, streams and decodes in constant wasm memory', () => {
    const heapBefore = utf8.heapInUse();
    const bytes = Buffer.alloc(256 << 20, 'é'.padEnd(16, 'x'));
    bytes[bytes.length - 2] = 0xc0;
    expect(utf8.validate(bytes)).toBe(false);
    expect(utf8.check(bytes)).toEqual({ valid: false, index: bytes.length - 2, length: 1, reason: 'overlong' });
    bytes[bytes.length - 2] = 0x78;
    expect(utf8.validate(bytes)).toBe(true);
    expect(utf8.decode(bytes) === bytes.toString('utf8')).toBe(true);
    expect(utf8.heapInUse()).toBe(heapBefore);
  });

  test('a 200 MB file: a late first error is found, located and identified; 200 MB of GBK converts in little memory', async () => {
    await utf8.loadEncodings();
    const line = Buffer.from(LINE);
    const lines = Math.ceil((200 << 20) / line.length);
    const gbkLine = Buffer.from([...LINE].flatMap((character) => bytesOfCharacter('gbk', character)));
    // UTF-8 for 200 MB, then a few lines of GBK: the first error is late.
    const repeated = (part, times) => Buffer.alloc(part.length * times, part); // one Blob part, not millions
    const late = new Blob([repeated(line, lines), repeated(gbkLine, 40)]);
    const checked = await utf8.checkBlob(late);
    expect(checked).toMatchObject({ valid: false, index: lines * line.length, line: lines + 1, column: 1, bom: false });
    const look = await utf8.identifyBlob(late);
    expect(look).toMatchObject({ encoding: 'gbk', valid: false, sure: true, firstError: { index: lines * line.length, line: lines + 1 } });
    expect(utf8.formatForUser(look, { name: 'late.txt' }).summary).toContain('looks like GBK text');
    // 200 MB of GBK: the UTF-8 it converts to is the text's, and the JavaScript heap stays small.
    const gbk = new Blob([repeated(gbkLine, lines)]);
    const heapBefore = process.memoryUsage().heapUsed;
    let heapMost = heapBefore;
    const converted = await utf8.convertBlob(gbk, {
      from: 'gbk',
      onProgress: () => {
        heapMost = Math.max(heapMost, process.memoryUsage().heapUsed);
      },
    });
    expect(converted.size).toBe(lines * line.length);
    expect(await sha256(converted)).toBe(await sha256(new Blob([repeated(line, lines)])));
    expect(heapMost - heapBefore).toBeLessThan(64 << 20);
  });

  test('a window of exactly the bytes explain takes at a time is explained, one more is refused', () => {
    const bytes = new Uint8Array(EXPLAIN_LIMIT + 10).fill(0x61);
    const segments = utf8.explain(bytes, { from: 10 });
    expect(segments.length).toBe(EXPLAIN_LIMIT);
    expect(segments[EXPLAIN_LIMIT - 1].index).toBe(EXPLAIN_LIMIT + 9);
    expect(() => utf8.explain(bytes, { from: 9 })).toThrow(/^utf8\.explain: 67,108,865 bytes is more than the 67,108,864/);
  });

  // All ASCII, the text is one string made from the caller's bytes (Node: ERR_STRING_TOO_LONG); with
  // a non-ASCII character in every chunk, it is joined from gathered pieces (V8: a RangeError).
  test.each([
    ['all ASCII', 'a'],
    ['Latin-1 text', `${'a'.repeat(1022)}é`],
  ])("%s longer than the engine's longest string is a clear RangeError, and the module still works", (_name, pattern) => {
    const bytes = Buffer.alloc(600 << 20, pattern); // more than V8's 2^29 - 24 code units
    let error;
    try {
      utf8.decode(bytes);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toMatch(
      /^utf8\.decode: the text is longer than the longest string this JavaScript engine can make \([\d,]+ UTF-16 code units so far\); decode it in pieces with createDecoder\(\) or createDecoderStream\(\)$/,
    );
    expect(utf8.validate(bytes)).toBe(true);
    expect(utf8.decode(Uint8Array.of(0x68, 0xc3, 0xa9))).toBe('hé');
  });
});
