// explain against the oracle, on every build: the segments, their sentences, attempts and windows.
import { load } from 'utf8-abnf';
import { EXPLAIN_LIMIT } from '../../js/segments/explain.js';
import { attemptOf, fatalDecoder, messageOf, segmentsOf } from './oracle.js';
import { largeInputs, oracleInputs, VARIANTS } from './inputs.js';

// A message is the exact sentence, or holds the parts that messageOf names: its start, then a phrase.
const saysWhatItMust = (message, expected) =>
  typeof expected === 'string'
    ? message === expected
    : message.startsWith(expected[0]) && message.includes(expected[1]) && message.endsWith('.');

describe.each(VARIANTS)('explain (%s build)', (variant) => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load({ variant });
  });

  test('segments tile the input exactly as the oracle splits it', () => {
    for (const bytes of [...oracleInputs(variant), ...largeInputs(variant)]) {
      const segments = utf8.explain(bytes);
      const expected = segmentsOf(bytes);
      if (segments.length !== expected.length) throw new Error(`${segments.length} segments, expected ${expected.length}`);
      for (let i = 0; i < segments.length; i++) {
        const s = segments[i];
        const e = expected[i];
        const attempt = attemptOf(bytes, expected, i);
        const ok =
          s.index === e.index &&
          s.length === e.length &&
          s.reason === e.reason &&
          s.rule === e.rule &&
          s.alternative === e.alternative &&
          s.valid === !e.reason &&
          s.bytes.length === s.length &&
          s.bytes[0] === bytes[s.index] &&
          saysWhatItMust(s.message, messageOf(bytes, expected, i)) &&
          (attempt
            ? s.attempt.index === expected[attempt.start].index &&
              s.attempt.length === attempt.length &&
              s.attempt.bytes.join() === bytes.subarray(s.attempt.index, s.attempt.index + attempt.length).join()
            : s.attempt === null) &&
          (s.valid ? s.codePoint === fatalDecoder.decode(s.bytes).codePointAt(0) : s.codePoint === null);
        if (!ok) throw new Error(`segment ${i} of ${Array.from(bytes.subarray(0, 16))}: ${JSON.stringify(s)} vs ${JSON.stringify(e)}`);
      }
    }
  });

  test('the exact shape of valid and invalid segments', () => {
    // C0 AF: one attempt, which both of its segments carry.
    const c0af = {
      index: 3,
      length: 2,
      bytes: Uint8Array.of(0xc0, 0xaf),
      complete: true,
      message: 'C0 AF: an overlong 2-byte form of U+002F, cut into two maximal subparts, each one U+FFFD.',
    };
    const segments = utf8.explain(Uint8Array.of(0xe4, 0xbd, 0xa0, 0xc0, 0xaf));
    expect(segments).toEqual([
      {
        index: 0,
        length: 3,
        bytes: Uint8Array.of(0xe4, 0xbd, 0xa0),
        valid: true,
        rule: 'UTF8-3',
        alternative: 2,
        codePoint: 0x4f60,
        reason: null,
        message: 'E4 BD A0 matches UTF8-3 = %xE1-EC 2( UTF8-tail ) and encodes U+4F60.',
        attempt: null,
      },
      {
        index: 3,
        length: 1,
        bytes: Uint8Array.of(0xc0),
        valid: false,
        rule: null,
        alternative: null,
        codePoint: null,
        reason: 'overlong',
        message: 'C0 could only start a 2-byte form of U+0000..U+003F, an overlong form of code points that take one byte.',
        attempt: c0af,
      },
      {
        index: 4,
        length: 1,
        bytes: Uint8Array.of(0xaf),
        valid: false,
        rule: null,
        alternative: null,
        codePoint: null,
        reason: 'unexpected-continuation',
        message:
          'AF would have been the second byte of the 2-byte form that C0 began at byte 3, a lead byte that UTF-8 never uses; a continuation byte (80..BF) cannot start a sequence of its own.',
        attempt: c0af,
      },
    ]);
  });

  test.each([
    ['e0 80', 'UTF8-3', 1, 'E0 80: after E0 the next byte must be A0..BF; 80 would make an overlong form of a code point below U+0800.'],
    ['f0 80', 'UTF8-4', 1, 'F0 80: after F0 the next byte must be 90..BF; 80 would make an overlong form of a code point below U+10000.'],
    [
      'ed a0',
      'UTF8-3',
      3,
      'ED A0: after ED the next byte must be 80..9F; A0 would encode a UTF-16 surrogate (U+D800..U+DFFF), which UTF-8 forbids.',
    ],
    ['f4 90', 'UTF8-4', 3, 'F4 90: after F4 the next byte must be 80..8F; 90 would encode a code point beyond U+10FFFF.'],
    ['f5', null, null, 'F5 would start a 4-byte form of a code point beyond U+10FFFF, so it never appears in UTF-8.'],
    ['f8', null, null, 'F8 never appears in UTF-8: it led the five-byte forms that RFC 3629 ruled out.'],
    ['fc', null, null, 'FC never appears in UTF-8: it led the six-byte forms that RFC 3629 ruled out.'],
    ['ff', null, null, 'FF never appears in UTF-8, in any position.'],
    [
      'e4 41',
      'UTF8-3',
      2,
      'E4 41: after E4 the next byte must be 80..BF; 41 is not a continuation byte, so this UTF8-3 sequence stops short.',
    ],
    [
      'f1 80 80 41',
      'UTF8-4',
      2,
      'F1 80 80 41: after F1 80 80 the next byte must be 80..BF; 41 is not a continuation byte, so this UTF8-4 sequence stops short.',
    ],
    ['e4 bd', 'UTF8-3', 2, 'E4 BD starts a three-byte UTF8-3 sequence, but the input ends after 2 of its 3 bytes.'],
  ])('the first segment of %s and its message', (hex, rule, alternative, message) => {
    const [first] = utf8.explain(Uint8Array.from(hex.split(' '), (h) => parseInt(h, 16)));
    expect(first).toMatchObject({ valid: false, rule, alternative, message });
  });

  test('each result keeps its own records, read after others were made: a few, up to 4,096, more, more in a sparse array', () => {
    const encoder = new TextEncoder();
    const inputs = [
      encoder.encode('ab\u00e9'.repeat(3000)), // 9,000 segments, their own array at least half full: kept
      encoder.encode('\u4f60'.repeat(6000)), // 6,000 in a third of theirs: copied
      Uint8Array.of(0x41, 0xc0, 0xe4, 0xbd, 0xa0), // a few: a plain array
      encoder.encode('xy\u00fc'.repeat(3000)),
      encoder.encode('ab\u00e9'.repeat(1000)), // 3,000: gathered in the shared scratch and copied
      encoder.encode('x\u00fcy'.repeat(1000)), // segments elsewhere: would show through a shared scratch
    ];
    const results = inputs.map((bytes) => utf8.explain(bytes));
    inputs.forEach((bytes, k) => {
      const actual = results[k].map(({ index, length, codePoint, reason }) => [index, length, codePoint, reason]);
      const expected = segmentsOf(bytes).map(({ index, length, reason }) => [
        index,
        length,
        reason ? null : fatalDecoder.decode(bytes.subarray(index, index + length)).codePointAt(0),
        reason,
      ]);
      expect(actual).toEqual(expected);
    });
  });

  test('a window gives the segments that overlap bytes[from, to), whole, and none for an empty one', () => {
    const bytes = Uint8Array.of(0x41, 0xf0, 0x9f, 0x98, 0x80, 0x42); // A, U+1F600 at 1..4, B
    const window = (from, to) => utf8.explain(bytes, { from, to }).map((s) => [s.index, s.length]);
    expect(window(2, 6)).toEqual([
      [1, 4],
      [5, 1],
    ]);
    expect(window(4, 5)).toEqual([[1, 4]]); // the lead byte 3 back
    expect(window(5, 6)).toEqual([[5, 1]]); // the sequence ends where the window starts
    expect(window(0, 2)).toEqual([
      [0, 1],
      [1, 4],
    ]);
    expect(window(0, 1)).toEqual([[0, 1]]);
    expect(window(3, 3)).toEqual([]);
    expect(window(1, 1)).toEqual([]);
    expect(window(4, 100)).toEqual([
      [1, 4],
      [5, 1],
    ]);
    expect(window(6, 100)).toEqual([]);
    // Strays after a whole sequence: the walk back to a lead finds segments that end where the
    // window starts, which are not in it, before the strays, each at its own index.
    const strays = Uint8Array.of(0x61, 0x62, 0xc3, 0xa9, 0x80, 0x80); // a, b, é at 2..3, strays at 4 and 5
    const strayWindow = (from, to) => utf8.explain(strays, { from, to }).map((s) => [s.index, s.reason]);
    expect(strayWindow(4, 6)).toEqual([
      [4, 'unexpected-continuation'],
      [5, 'unexpected-continuation'],
    ]);
    expect(strayWindow(5, 6)).toEqual([[5, 'unexpected-continuation']]);
    expect(strayWindow(3, 5)).toEqual([
      [2, null],
      [4, 'unexpected-continuation'],
    ]);
  });

  test.each([
    [{ from: -1 }, 'not -1 and 6'],
    [{ from: 1.5 }, 'not 1.5 and 6'],
    [{ from: 3, to: 2 }, 'not 3 and 2'],
    [{ to: 'x' }, 'not 0 and "x"'],
    [{ from: Number.NaN }, 'not NaN and 6'],
    [{ to: 2 ** 53 }, 'not 0 and 9007199254740992'],
  ])('a window %j is a RangeError that says why', (options, values) => {
    expect(() => utf8.explain(new Uint8Array(6), options)).toThrow(
      new RangeError(`utf8.explain: from and to must be integers with 0 <= from <= to, ${values}`),
    );
  });

  test('origin: a slice of a larger input is explained with its indexes and its messages in the whole', () => {
    const slice = Uint8Array.of(0x41, 0xed, 0xa0, 0x80, 0x42);
    const alone = utf8.explain(slice);
    const inFile = utf8.explain(slice, { origin: 5000 });
    expect(inFile.map((s) => s.index)).toEqual(alone.map((s) => 5000 + s.index));
    expect(inFile.map((s) => s.attempt?.index ?? null)).toEqual([null, 5001, 5001, 5001, null]);
    expect(inFile[2].message).toBe(
      'A0 would have been the second byte of the 3-byte form that ED began at byte 5,001, which UTF-8 rejected at its second byte, A0; a continuation byte (80..BF) cannot start a sequence of its own.',
    );
    expect(alone[2].message).toContain('that ED began at byte 1,');
    // Everything else is the same; from and to still index the slice.
    const strip = ({ index, attempt, message, ...rest }) => rest;
    expect(inFile.map(strip)).toEqual(alone.map(strip));
    expect(utf8.explain(slice, { origin: 5000, from: 4, to: 5 }).map((s) => s.index)).toEqual([5004]);
    for (const origin of [-1, 1.5, '7', Number.NaN]) {
      expect(() => utf8.explain(slice, { origin })).toThrow(RangeError);
    }
    expect(() => utf8.explain(slice, { origin: -1 })).toThrow(/^utf8\.explain: origin must be an integer of at least 0, not -1$/);
  });

  test('a window wider than explain takes at a time names its width; the options name the function', () => {
    const large = new Uint8Array(EXPLAIN_LIMIT + 3);
    expect(() => utf8.explain(large, { from: 1 })).toThrow(
      /^utf8\.explain: 67,108,866 bytes is more than the 67,108,864 it explains at a time/,
    );
    expect(() => utf8.explain(large, { from: 1, to: 7, locale: 'xx' })).toThrow(/^utf8\.explain: locale must be/);
    expect(() => utf8.summarize(large, 5)).toThrow(/^utf8\.summarize: options must be an object/);
  });

  test("more than the shared scratch holds: every segment's own bytes, the last one too", () => {
    const segments = utf8.explain(new Uint8Array(5000).fill(0x41));
    expect(segments).toHaveLength(5000);
    expect(segments.at(-1)).toMatchObject({ index: 4999, length: 1, bytes: Uint8Array.of(0x41), codePoint: 0x41 });
    const shifted = utf8.explain(new Uint8Array(5000).fill(0x41), { from: 10, to: 5000 });
    expect(shifted).toHaveLength(4990);
    expect(shifted.at(-1)).toMatchObject({ index: 4999, bytes: Uint8Array.of(0x41) });
  });

  test("an attempt's bytes are its own, and say whether its form came whole", () => {
    const bytes = Uint8Array.of(0xf0, 0x9f, 0x98, 0x41, 0xf0, 0x9f, 0x98, 0x80, 0x80);
    const segments = utf8.explain(bytes);
    expect(segments.map((s) => [s.index, s.length, s.reason])).toEqual([
      [0, 3, 'missing-continuation'],
      [3, 1, null],
      [4, 4, null],
      [8, 1, 'unexpected-continuation'],
    ]);
    const truncated = utf8.explain(Uint8Array.of(0x41, 0xf0, 0x9f))[1];
    expect(truncated).toMatchObject({ reason: 'truncated', attempt: null });
    const stray = utf8.explain(Uint8Array.of(0xf8, 0x80, 0x80))[1];
    expect(stray.attempt).toMatchObject({ index: 0, length: 3, complete: false });
    const whole = utf8.explain(Uint8Array.of(0xf8, 0x88, 0x80, 0x80, 0x80));
    expect(whole[1].attempt).toMatchObject({ index: 0, length: 5, complete: true });
    whole[1].attempt.bytes.fill(0); // writing into one attempt changes no other segment
    expect(whole[2].attempt.bytes).toEqual(Uint8Array.of(0xf8, 0x88, 0x80, 0x80, 0x80));
    expect(whole[2].message).toBe(utf8.explain(Uint8Array.of(0xf8, 0x88, 0x80, 0x80, 0x80))[2].message);
  });

  test('segment bytes are a private copy', () => {
    const bytes = Uint8Array.of(0x41);
    const [segment] = utf8.explain(bytes);
    bytes[0] = 0x42;
    expect(segment.bytes[0]).toBe(0x41);
  });

  test('the result reads as a plain array every way, though its segments are built when read', async () => {
    const { inspect } = await import('node:util');
    const short = Uint8Array.of(0x41, 0xe4, 0xbd, 0xa0, 0xc0, 0xf0, 0x9f);
    expect(utf8.explain(short).map((s) => s.reason)).toEqual([null, null, 'overlong', 'truncated']);
    const long = new Uint8Array(5000 + short.length).fill(0x61); // past 4,096 items the array starts sparse
    long.set(short, 5000);
    for (const bytes of [short, long]) {
      const segments = utf8.explain(bytes);
      const plain = [...segments];
      const n = plain.length;
      expect(Array.isArray(segments)).toBe(true);
      expect(segments).toHaveLength(n);
      expect([...segments]).toEqual(plain); // toEqual compares own keys: a long one's are `explained`
      expect(segments[1]).toBe(segments[1]); // built once
      expect(segments[n]).toBeUndefined();
      expect(`${n - 1}` in segments && !(`${n}` in segments)).toBe(true);
      expect(Object.keys(segments)).toEqual(n > 4096 ? ['explained'] : plain.map((_, k) => `${k}`));
      expect(JSON.stringify(segments)).toBe(JSON.stringify(plain));
      expect(segments.map((s) => s.reason)).toEqual(plain.map((s) => s.reason));
      for (const made of [segments.map((s) => s), segments.filter(Boolean), segments.slice(1), segments.concat([])]) {
        expect(Object.getPrototypeOf(made)).toBe(Array.prototype); // plain arrays, not lazy ones
      }
      expect(segments.constructor).toBe(Array);
      expect(inspect(utf8.explain(bytes))).toBe(inspect(plain)); // console.log shows the segments
      expect([...utf8.explainPosted(structuredClone(segments))]).toEqual(plain);
      // The caller's writes and truncation stick, as on any array (lazy.test.js has the rest).
      const edited = utf8.explain(bytes);
      edited[0] = 'mine';
      edited.length = n - 1;
      expect(edited[0]).toBe('mine');
      expect(edited[n - 2].reason).toBe(plain[n - 2].reason);
      expect(edited[n - 1]).toBeUndefined();
      expect(n - 1 in edited).toBe(false);
    }
  });

  test('grammar lists the nine alternatives with their ABNF text', () => {
    expect(utf8.grammar.map((entry) => entry.text)).toEqual([
      'UTF8-1 = %x00-7F',
      'UTF8-2 = %xC2-DF UTF8-tail',
      'UTF8-3 = %xE0 %xA0-BF UTF8-tail',
      'UTF8-3 = %xE1-EC 2( UTF8-tail )',
      'UTF8-3 = %xED %x80-9F UTF8-tail',
      'UTF8-3 = %xEE-EF 2( UTF8-tail )',
      'UTF8-4 = %xF0 %x90-BF 2( UTF8-tail )',
      'UTF8-4 = %xF1-F3 3( UTF8-tail )',
      'UTF8-4 = %xF4 %x80-8F 2( UTF8-tail )',
    ]);
    expect(utf8.grammar[4]).toEqual({
      rule: 3,
      alternative: 3,
      text: 'UTF8-3 = %xED %x80-9F UTF8-tail',
      bytes: [
        [0xed, 0xed],
        [0x80, 0x9f],
        [0x80, 0xbf],
      ],
      first: 0xd000,
      last: 0xd7ff,
    });
  });
});
