// The codec object as load() builds it, built inside the test from the package loaded anew
// (inputs.js, freshImport): most other files load in a beforeAll, before a mutation tool turns its
// mutant on, so a fault in how the members are wired (a member that returns nothing, one
// operation's factory given another's memory) or in a table made when a module loads would show in
// none of them. One known answer per member, for each build.
import { HEADER_DECODING_REASONS } from './header-tables.js';
import { freshImport } from './inputs.js';

const BYTES = new Uint8Array([0x68, 0xc3, 0xa9, 0xc0, 0xaf]); // h, é, then C0 AF (overlong "/")
const TEXT = 'h\u00e9';
const TEXT_BYTES = [0x68, 0xc3, 0xa9];

async function readAll(stream, chunks) {
  const writer = stream.writable.getWriter();
  const reading = (async () => {
    const out = [];
    for await (const piece of stream.readable) out.push(piece);
    return out;
  })();
  for (const chunk of chunks) await writer.write(chunk);
  await writer.close();
  return reading;
}

describe.each(['simd', 'scalar'])('a codec built in the test, %s build', (variant) => {
  test('every member gives its known answer', async () => {
    const { load } = await freshImport('utf8-abnf');
    expect((await load()).variant).toBe('simd'); // Node has wasm SIMD
    const utf8 = await load({ variant });
    expect(Object.isFrozen(utf8)).toBe(true);
    expect(utf8.variant).toBe(variant);
    expect(utf8.grammar.map((entry) => entry.rule)).toEqual([1, 2, 3, 3, 3, 3, 4, 4, 4]);
    expect(Object.isFrozen(utf8.grammar) && Object.isFrozen(utf8.grammar[0])).toBe(true);
    expect(utf8.automaton.next(0, 0xc3)).toEqual({ state: 1 });
    expect(utf8.automaton.next(0, 0x80)).toEqual({ reject: 'unexpected-continuation' });

    expect(utf8.validate(BYTES)).toBe(false);
    expect(utf8.validate(BYTES.subarray(0, 3))).toBe(true);
    expect(utf8.check(BYTES)).toEqual({ valid: false, index: 3, length: 1, reason: 'overlong' });
    expect(utf8.decode(BYTES, { errors: 'replace' })).toBe('h\u00e9\ufffd\ufffd');
    expect(() => utf8.decode(BYTES)).toThrow(expect.objectContaining({ name: 'Utf8Error', index: 3, reason: 'overlong' }));
    expect([...utf8.encode(TEXT)]).toEqual(TEXT_BYTES);
    expect([...utf8.encodeCodePoints([0x68, 0xe9])]).toEqual(TEXT_BYTES);
    const segments = utf8.explain(BYTES);
    expect(segments.map((s) => [s.index, s.length, s.rule, s.valid, s.reason])).toEqual([
      [0, 1, 'UTF8-1', true, null],
      [1, 2, 'UTF8-2', true, null],
      [3, 1, null, false, 'overlong'],
      [4, 1, null, false, 'unexpected-continuation'],
    ]);
    expect(segments[1].message).toBe('C3 A9 matches UTF8-2 = %xC2-DF UTF8-tail and encodes U+00E9.');
    expect(JSON.stringify(segments[1])).toBe(
      '{"index":1,"length":2,"bytes":[195,169],"valid":true,"rule":"UTF8-2","alternative":1,"codePoint":233,"reason":null,' +
        '"message":"C3 A9 matches UTF8-2 = %xC2-DF UTF8-tail and encodes U+00E9.","attempt":null}',
    );
    expect(utf8.summarize(BYTES)).toMatchObject({ length: 5, sequences: 2, errors: 2, firstError: { index: 3 } });
    // h, é, C0 AF, 你, 😀, ED A0 80: a count in each alternative's place, and each reason's
    const mixed = Uint8Array.of(0x68, 0xc3, 0xa9, 0xc0, 0xaf, 0xe4, 0xbd, 0xa0, 0xf0, 0x9f, 0x98, 0x80, 0xed, 0xa0, 0x80);
    const { errorIndexes, ...summary } = utf8.summarize(mixed, { errorIndexes: true });
    expect(summary).toEqual({
      length: 15,
      valid: false,
      sequences: 4,
      errors: 5,
      errorBytes: 5,
      byAlternative: [1, 1, 0, 1, 0, 0, 1, 0, 0],
      // Every reason, counted (0 for those the input lacks).
      byReason: Object.fromEntries(
        HEADER_DECODING_REASONS.map((reason) => [reason, { 'unexpected-continuation': 3, overlong: 1, surrogate: 1 }[reason] ?? 0]),
      ),
      firstError: { index: 3, length: 1, reason: 'overlong' },
    });
    expect([...errorIndexes]).toEqual([3, 4, 12, 13, 14]);
    expect(utf8.parseBytes('68 C3 A9')).toEqual({ ok: true, bytes: new Uint8Array(TEXT_BYTES), notation: 'hex' });
    expect(utf8.parseBytes('68 C3 A9 U+E9').ok).toBe(false);
    expect(utf8.parseCodePoints('U+68 U+E9')).toEqual({ ok: true, codePoints: [0x68, 0xe9] });

    const validator = utf8.createValidator();
    validator.push(BYTES.subarray(0, 2));
    validator.push(BYTES.subarray(2));
    expect(validator.end()).toEqual({ valid: false, index: 3, length: 1, reason: 'overlong' });
    const decoder = utf8.createDecoder({ errors: 'replace' });
    expect(decoder.decode(BYTES.subarray(0, 2), { stream: true }) + decoder.decode(BYTES.subarray(2))).toBe('h\u00e9\ufffd\ufffd');
    expect(
      await readAll(utf8.createDecoderStream({ errors: 'replace' }), [BYTES.subarray(0, 2), BYTES.subarray(2)]).then((out) => out.join('')),
    ).toBe('h\u00e9\ufffd\ufffd');
    const passed = await readAll(utf8.createValidatorStream(), [BYTES.subarray(0, 3)]);
    expect(passed.flatMap((chunk) => [...chunk])).toEqual(TEXT_BYTES);
    expect(await utf8.checkBlob(new Blob([BYTES]))).toMatchObject({ valid: false, size: 5, index: 3, line: 1, column: 3 });
    expect(utf8.describeCharacter(0x202e)).toEqual({ badge: 'RLO', title: 'U+202E right-to-left override', kind: 'bidi' });
    await utf8.loadEncodings();
    expect(utf8.repairMojibake(utf8.encode('caf\u00c3\u00a9'))).toMatchObject({ kind: 'encoded-again', text: 'caf\u00e9' });

    expect(new utf8.TextDecoder().decode(BYTES)).toBe('h\u00e9\ufffd\ufffd');
    expect(() => new utf8.TextDecoder('utf-8', { fatal: true }).decode(BYTES)).toThrow(TypeError);
    const textStream = new utf8.TextDecoderStream();
    expect((await readAll(textStream, [BYTES.subarray(0, 2), BYTES.subarray(2, 3)])).join('')).toBe(TEXT);
    expect(utf8.encodeInto(TEXT, new Uint8Array(2))).toEqual({ read: 1, written: 1 });
    expect(utf8.byteLength(TEXT)).toBe(3);
    const heap = utf8.heapInUse();
    expect(Number.isInteger(heap) && heap >= 0).toBe(true);
    utf8.encode('x'.repeat(300_000)); // wasm memory allocated and freed
    expect(utf8.heapInUse()).toBe(heap);
  });
});
