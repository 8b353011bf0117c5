// What crosses the JavaScript boundary: wrong types, odd buffers, repeated calls.
import { load, Utf8Error } from 'utf8-abnf';
import { VARIANTS } from './inputs.js';

describe.each(VARIANTS)('the JS boundary (%s build)', (variant) => {
  let utf8;
  beforeAll(async () => {
    utf8 = await load({ variant });
  });

  const byteFunctions = [
    ['utf8.validate', (u, x) => u.validate(x)],
    ['utf8.check', (u, x) => u.check(x)],
    ['utf8.decode', (u, x) => u.decode(x)],
    ['utf8.explain', (u, x) => u.explain(x)],
    ['utf8.summarize', (u, x) => u.summarize(x)],
    ['validator.push', (u, x) => u.createValidator().push(x)],
    ['decoder.decode', (u, x) => u.createDecoder().decode(x)],
  ];

  test.each(byteFunctions)('%s rejects what is not bytes with a TypeError that says what to pass', (name, call) => {
    for (const bad of [null, 42, 'text', [0x41], { length: 1 }, true, Symbol('s')]) {
      expect(() => call(utf8, bad)).toThrow(TypeError);
      expect(() => call(utf8, bad)).toThrow(new RegExp(`^${name.replace('.', '\\.')} expects bytes \\(a Uint8Array`));
    }
    expect(() => call(utf8, 'text')).toThrow(/utf8\.encode/);
    expect(() => call(utf8, [1])).toThrow(/new Uint8Array\(array\)/);
  });

  // An option a function does not know would be ignored silently: it is a TypeError that names it,
  // and the option meant where another API has another name for it.
  test.each([
    ['utf8.decode', (u, o) => u.decode(new Uint8Array([0x41]), o), 'errors, stripBOM'],
    ['utf8.createDecoder', (u, o) => u.createDecoder(o), 'errors, stripBOM'],
    ['decoder.decode', (u, o) => u.createDecoder().decode(new Uint8Array([0x41]), o), 'stream'],
    ['utf8.encode', (u, o) => u.encode('A', o), 'errors'],
    ['utf8.explain', (u, o) => u.explain(new Uint8Array([0x41]), o), 'from, to, origin, hints, locale'],
    ['utf8.summarize', (u, o) => u.summarize(new Uint8Array([0x41]), o), 'errorIndexes'],
    ['utf8.parseBytes', (u, o) => u.parseBytes('41', o), 'locale'],
    ['utf8.parseCodePoints', (u, o) => u.parseCodePoints('41', o), 'locale'],
    ['describeCharacter', (u, o) => u.describeCharacter(0x41, o), 'locale'],
    ['utf8.createDecoderStream', (u, o) => u.createDecoderStream(o), 'from, errors, stripBOM'],
  ])('%s refuses an option it does not know, by name', (_, call, options, caller = _) => {
    expect(() => call(utf8, { colour: true })).toThrow(new TypeError(`${caller}: unknown option "colour"; the options are ${options}`));
    // Read from the object's own properties: a polluted prototype adds none.
    Object.prototype.colour = true;
    try {
      expect(() => call(utf8, {})).not.toThrow();
    } finally {
      delete Object.prototype.colour;
    }
  });

  test('checkBlob and load refuse an unknown option, by rejecting', async () => {
    await expect(utf8.checkBlob(new Blob([]), { onprogress: () => {} })).rejects.toThrow(
      new TypeError('utf8.checkBlob: unknown option "onprogress"; the options are onProgress, signal, allErrors, locale, columns'),
    );
    await expect(load({ varient: 'simd' })).rejects.toThrow(
      new TypeError('load(): unknown option "varient"; the options are variant, module'),
    );
  });

  test("TextDecoder's options name this package's", () => {
    const bytes = new Uint8Array([0xff]);
    expect(() => utf8.decode(bytes, { fatal: false })).toThrow(
      "utf8.decode: unknown option \"fatal\" (use errors: 'strict' for fatal: true, errors: 'replace' for fatal: false); the options are errors, stripBOM",
    );
    expect(() => utf8.createDecoder({ ignoreBOM: true })).toThrow(/unknown option "ignoreBOM" \(use stripBOM: true for ignoreBOM: false/);
    expect(() => utf8.explain(bytes, { lang: 'zh' })).toThrow(/unknown option "lang" \(use locale\)/);
    expect(() => utf8.explain(bytes, { start: 0 })).toThrow(/unknown option "start" \(use from\)/);
    expect(() => utf8.encode('A', { fatal: true })).toThrow(/unknown option "fatal" \(use errors: 'strict' for fatal: true/);
    // Named only where the function has the option: summarize has no "errors".
    expect(() => utf8.summarize(bytes, { fatal: true })).toThrow('utf8.summarize: unknown option "fatal"; the options are errorIndexes');
  });

  test('encode rejects what is not a string', () => {
    for (const bad of [null, undefined, 42, new Uint8Array(1), ['a']]) expect(() => utf8.encode(bad)).toThrow(TypeError);
    expect(() => utf8.encode(new Uint8Array(1))).toThrow(/utf8\.decode/);
  });

  test('a detached buffer is a TypeError, not an empty input', () => {
    const bytes = new Uint8Array(8);
    structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
    expect(() => utf8.validate(bytes)).toThrow(/detached/);
    expect(() => utf8.decode(bytes.buffer)).toThrow(/detached/);
  });

  test('empty inputs', () => {
    expect(utf8.validate(new Uint8Array(0))).toBe(true);
    expect(utf8.check(new ArrayBuffer(0))).toEqual({ valid: true });
    expect(utf8.decode(new Uint8Array(0))).toBe('');
    expect(utf8.explain(new Uint8Array(0))).toEqual([]);
    expect(utf8.encode('')).toEqual(new Uint8Array(0));
  });

  test('300 calls of each function leave the wasm heap where it was', () => {
    // A leak of even one byte a call shows after a few hundred calls.
    const bad = Uint8Array.of(0x61, 0xe0, 0x80, 0xf0, 0x9f, 0x98, 0x80);
    const heapBefore = utf8.heapInUse();
    for (let i = 0; i < 300; i++) {
      utf8.validate(bad);
      utf8.check(bad);
      utf8.decode(bad, { errors: 'replace' });
      utf8.explain(bad, { hints: true });
      utf8.summarize(bad);
      utf8.parseBytes('e4 bd a0 c0 80');
      utf8.encode('a\u4f60\u{1f600}');
      utf8.encodeCodePoints([0x61, 0x1f600]);
      const validator = utf8.createValidator();
      validator.push(bad);
      validator.end();
      utf8.createDecoder().decode(Uint8Array.of(0x41, 0xe4), { stream: true });
      expect(() => utf8.decode(bad)).toThrow(Utf8Error);
      expect(() => utf8.encode('\ud800')).toThrow(Utf8Error);
      expect(() => utf8.validate('x')).toThrow(TypeError);
    }
    expect(utf8.heapInUse()).toBe(heapBefore);
  });
});

test('load() instantiates once and returns the same object', async () => {
  const [a, b] = await Promise.all([load(), load()]);
  expect(a).toBe(b);
  expect(await load()).toBe(a);
  expect(Object.isFrozen(a)).toBe(true);
  expect(['simd', 'scalar']).toContain(a.variant);
  await expect(load({ variant: 'mmx' })).rejects.toThrow(TypeError);
});

test('loading the library installs no process-wide handlers', async () => {
  await load();
  expect(process.listenerCount('uncaughtException')).toBe(0);
  expect(process.listenerCount('unhandledRejection')).toBe(0);
});
