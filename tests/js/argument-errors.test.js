// The words of every argument error, exactly: what was passed (with the right article), and what to
// pass instead. Other tests check that each bad argument is refused; these check what the refusal says.
import { freshPackage } from './inputs.js';

let utf8;
// Each test over the package loaded anew (inputs.js, freshPackage): the tables and texts these
// tests check are made when a module loads.
beforeEach(async () => {
  utf8 = await freshPackage();
});

const BYTES = 'utf8.validate expects bytes (a Uint8Array, an ArrayBuffer or another ArrayBufferView such as a Buffer or DataView), not';

test.each([
  [null, `${BYTES} null`],
  [undefined, `${BYTES} undefined`],
  [[0x41], `${BYTES} an Array; wrap an array of numbers as new Uint8Array(array)`],
  ['A', `${BYTES} a string; to get the UTF-8 bytes of a string use utf8.encode(string)`],
  [65, `${BYTES} a number`],
  [65n, `${BYTES} a bigint`],
  [true, `${BYTES} a boolean`],
  [Symbol('A'), `${BYTES} a symbol`],
  [() => 0x41, `${BYTES} a function`],
  [{}, `${BYTES} a plain object`],
  [Object.create(null), `${BYTES} a plain object`],
  [new Map(), `${BYTES} a Map`],
  [new Error('A'), `${BYTES} an Error`],
  [new (class Image {})(), `${BYTES} an Image`],
  [
    new Proxy(
      {},
      {
        get() {
          throw new Error('a trap');
        },
      },
    ),
    `${BYTES} a plain object`,
  ],
  [
    Object.setPrototypeOf({ length: 1, 0: 0x41 }, Uint8Array.prototype),
    `${BYTES} an object that only looks like a Uint8Array (a Proxy, or an object given its prototype): pass the real one`,
  ],
  [
    Object.setPrototypeOf({}, ArrayBuffer.prototype),
    `${BYTES} an object that only looks like an ArrayBuffer (a Proxy, or an object given its prototype): pass the real one`,
  ],
  [
    new Proxy(new Int8Array(2), {}),
    `${BYTES} an object that only looks like an Int8Array (a Proxy, or an object given its prototype): pass the real one`,
  ],
])('validate of bad input %# says what it got and what to pass', (input, message) => {
  expect(() => utf8.validate(input)).toThrow(new TypeError(message));
});

// An object of a class named as a kind of bytes is a look-alike: told to pass the real one. A class
// whose name only contains such a name is something else, and named as it is.
const LOOKS_LIKE = (shown) =>
  `${BYTES} an object that only looks like ${shown} (a Proxy, or an object given its prototype): pass the real one`;
test.each([
  ...['Int8', 'Uint8', 'Uint8Clamped', 'Int16', 'Uint16', 'Int32', 'Uint32', 'BigInt64', 'BigUint64'].map((k) => `${k}Array`),
  ...['Float16Array', 'Float32Array', 'Float64Array', 'Buffer', 'DataView', 'ArrayBuffer', 'SharedArrayBuffer'],
])('an object of a class named %s only looks like bytes', (name) => {
  const instance = new { [name]: class {} }[name]();
  expect(() => utf8.validate(instance)).toThrow(new TypeError(LOOKS_LIKE(`${/^[AI]/.test(name) ? 'an' : 'a'} ${name}`)));
});
test.each([
  ['MyBuffer', 'a MyBuffer'],
  ['BufferList', 'a BufferList'],
  ['Int8ArrayLike', 'an Int8ArrayLike'],
  ['Int128Array', 'an Int128Array'],
  ['Float8Array', 'a Float8Array'],
  ['BigFloat64Array', 'a BigFloat64Array'],
  ['Int8ClampedArrays', 'an Int8ClampedArrays'],
  ['Uint8ClampedClampedArray', 'a Uint8ClampedClampedArray'],
  ['SharedSharedArrayBuffer', 'a SharedSharedArrayBuffer'],
  ['Uin8Array', 'a Uin8Array'],
  ['Array', 'an Array; wrap an array of numbers as new Uint8Array(array)'],
])('an object of a class named %s is not taken for bytes', (name, shown) => {
  const instance = name === 'Array' ? [] : new { [name]: class {} }[name]();
  expect(() => utf8.validate(instance)).toThrow(new TypeError(`${BYTES} ${shown}`));
});

test('bytes that cannot be read say why: detached, or out of bounds of a shrunk buffer', () => {
  const detached = new ArrayBuffer(8);
  const detachedView = new Uint8Array(detached);
  const detachedDataView = new DataView(detached);
  structuredClone(detached, { transfer: [detached] });
  const why = (what) => `utf8.decode: ${what}; pass bytes that are still readable`;
  const DETACHED = why('the ArrayBuffer is detached (it was transferred)');
  expect(() => utf8.decode(detached)).toThrow(new TypeError(DETACHED));
  expect(() => utf8.decode(detachedView)).toThrow(new TypeError(DETACHED));
  expect(() => utf8.decode(detachedDataView)).toThrow(new TypeError(DETACHED));
  const resizable = new ArrayBuffer(8, { maxByteLength: 16 });
  const view = new Uint8Array(resizable, 4, 4);
  const dataView = new DataView(resizable, 4, 4);
  resizable.resize(2);
  const OUT = why('the view is out of bounds of its ArrayBuffer, which was resized smaller');
  expect(() => utf8.decode(view)).toThrow(new TypeError(OUT));
  expect(() => utf8.decode(dataView)).toThrow(new TypeError(OUT));
});

test('options and error modes say what they got', () => {
  const bytes = Uint8Array.of(0x41);
  expect(() => utf8.decode(bytes, 5)).toThrow(new TypeError('utf8.decode: options must be an object, not a number'));
  // A string has keys ('0', ...) or none: neither is read as options.
  expect(() => utf8.decode(bytes, 'replace')).toThrow(new TypeError('utf8.decode: options must be an object, not a string'));
  expect(() => utf8.decode(bytes, '')).toThrow(new TypeError('utf8.decode: options must be an object, not a string'));
  expect(() => utf8.explain(bytes, 'zh')).toThrow(new TypeError('utf8.explain: options must be an object, not a string'));
  const mode = (shown) => new TypeError(`utf8.decode: errors must be 'strict', 'replace' or 'ignore', not ${shown}`);
  expect(() => utf8.decode(bytes, { errors: 'lenient' })).toThrow(mode('"lenient"'));
  expect(() => utf8.decode(bytes, { errors: 1 })).toThrow(mode('1'));
  expect(() => utf8.decode(bytes, { errors: null })).toThrow(mode('null'));
  expect(() => utf8.decode(bytes, { errors: 1n })).toThrow(mode('1n'));
  expect(() => utf8.decode(bytes, { errors: false })).toThrow(mode('false'));
  expect(() => utf8.decode(bytes, { errors: ['replace'] })).toThrow(mode('an Array'));
  expect(() => utf8.decode(bytes, { errors: {} })).toThrow(mode('a plain object'));
});

// The names other APIs give this package's options: each named with the option meant, word for word.
test.each([
  ['fatal', 'utf8.decode', "errors: 'strict' for fatal: true, errors: 'replace' for fatal: false", 'errors, stripBOM'],
  [
    'ignoreBOM',
    'utf8.decode',
    'stripBOM: true for ignoreBOM: false (TextDecoder strips the BOM by default; this package keeps it)',
    'errors, stripBOM',
  ],
  ['mode', 'utf8.decode', "errors: 'strict', 'replace' or 'ignore'", 'errors, stripBOM'],
  ['lang', 'utf8.explain', 'locale', 'from, to, origin, hints, locale'],
  ['language', 'utf8.explain', 'locale', 'from, to, origin, hints, locale'],
  ['start', 'utf8.explain', 'from', 'from, to, origin, hints, locale'],
  ['end', 'utf8.explain', 'to', 'from, to, origin, hints, locale'],
  ['hint', 'utf8.explain', 'hints', 'from, to, origin, hints, locale'],
])('the option %s, known elsewhere, is named as %s calls it', (name, caller, meant, options) => {
  const call = caller === 'utf8.decode' ? utf8.decode : utf8.explain;
  expect(() => call(new Uint8Array([0x41]), { [name]: true })).toThrow(
    new TypeError(`${caller}: unknown option "${name}" (use ${meant}); the options are ${options}`),
  );
  // Where the function lacks the option meant, the message names none.
  expect(() => utf8.summarize(new Uint8Array([0x41]), { [name]: true })).toThrow(
    new TypeError(`utf8.summarize: unknown option "${name}"; the options are errorIndexes`),
  );
});

test("errors: 'strict', or undefined, is the mode no option gives", () => {
  const bad = Uint8Array.of(0x41, 0xff);
  for (const options of [{ errors: 'strict' }, { errors: undefined }, {}, undefined, null]) {
    expect(() => utf8.decode(bad, options)).toThrow(/^Invalid UTF-8 at byte 1 \(invalid-byte\)/);
    expect(() => utf8.createDecoder(options).decode(bad)).toThrow(/^Invalid UTF-8 at byte 1 \(invalid-byte\)/);
    expect(() => utf8.encode('A\ud800', options)).toThrow(
      /^utf8\.encode: Invalid UTF-16 at index 1 \(lone-surrogate\): U\+D800 is a lone surrogate/,
    );
  }
});

test('strings: what was passed, and the way from bytes to text', () => {
  expect(() => utf8.encode(65)).toThrow(new TypeError('utf8.encode expects a string, not a number'));
  expect(() => utf8.encode(Uint8Array.of(0x41))).toThrow(
    new TypeError('utf8.encode expects a string, not a Uint8Array; to turn bytes into text use utf8.decode(bytes)'),
  );
  expect(() => utf8.encode(new DataView(new ArrayBuffer(1)))).toThrow(
    new TypeError('utf8.encode expects a string, not a DataView; to turn bytes into text use utf8.decode(bytes)'),
  );
  expect(() => utf8.encode(null)).toThrow(new TypeError('utf8.encode expects a string, not null'));
});

test('code points: the item, as it was given', () => {
  const item = (shown) => new RangeError(`utf8.encodeCodePoints: item 1 (${shown}) is not a code point: use integers from 0 to 0x10FFFF`);
  expect(() => utf8.encodeCodePoints([0x41, '65'])).toThrow(item('"65", a string'));
  expect(() => utf8.encodeCodePoints([0x41, 65n])).toThrow(item('65n'));
  expect(() => utf8.encodeCodePoints([0x41, { valueOf: () => 65 }])).toThrow(item('a plain object'));
  expect(() => utf8.encodeCodePoints([0x41, 1.5])).toThrow(item('1.5'));
  expect(() => utf8.encodeCodePoints([0x41, -1])).toThrow(item('-1'));
  expect(() => utf8.encodeCodePoints([0x41, 0x110000])).toThrow(item('1114112'));
  expect(() => utf8.encodeCodePoints([0x41, null])).toThrow(item('null'));
});

test('an instance of an anonymous class is a plain object, and a function is not options', () => {
  expect(() => utf8.validate(new (class {})())).toThrow(new TypeError(`${BYTES} a plain object`));
  expect(() => utf8.decode(Uint8Array.of(0x41), () => 'replace')).toThrow(
    new TypeError('utf8.decode: options must be an object, not a function'),
  );
  expect(() => utf8.encode('A', { errors: 'lenient' })).toThrow(
    new TypeError(`utf8.encode: errors must be 'strict', 'replace' or 'ignore', not "lenient"`),
  );
});

test('a SharedArrayBuffer itself is bytes, as an ArrayBuffer is', () => {
  const shared = new SharedArrayBuffer(3);
  new Uint8Array(shared).set([0xe4, 0xbd, 0xa0]);
  expect(utf8.validate(shared)).toBe(true);
  expect(utf8.decode(shared)).toBe('\u4f60');
  expect(utf8.explain(shared).map((segment) => segment.rule)).toEqual(['UTF8-3']);
});

test('an option that the object has of its own is read even when a polluted prototype has the same value', () => {
  const bytes = Uint8Array.of(0x41, 0xff);
  try {
    Object.prototype.errors = 'replace';
    expect(utf8.decode(bytes, { errors: 'replace' })).toBe('A\ufffd');
    expect(() => utf8.decode(bytes, {})).toThrow(/byte 1/);
    Object.prototype.stripBOM = true;
    expect(utf8.decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41), { stripBOM: true })).toBe('A');
    expect(utf8.decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41), {})).toBe('\ufeffA');
  } finally {
    delete Object.prototype.errors;
    delete Object.prototype.stripBOM;
  }
});

test("an option inherited from the caller's own prototype (a class's) is read; only Object.prototype's are not", () => {
  const bytes = Uint8Array.of(0x41, 0xff);
  expect(utf8.decode(bytes, Object.create({ errors: 'replace' }))).toBe('A\ufffd');
  expect(utf8.decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41), Object.create({ stripBOM: true }))).toBe('A');
  // An inherited key that is no option is not the caller's: it is neither read nor refused.
  expect(utf8.decode(bytes, Object.assign(Object.create({ colour: true }), { errors: 'replace' }))).toBe('A\ufffd');
  expect(utf8.explain(Uint8Array.of(0x41, 0x42, 0x43), Object.create({ from: 1 })).map((segment) => segment.index)).toEqual([1, 2]);
});

test('encodeCodePoints: what is not an iterable of numbers, and a surrogate, in its words', () => {
  const iterable = new TypeError('utf8.encodeCodePoints expects an iterable of numbers (an Array, a Uint32Array, ...)');
  expect(() => utf8.encodeCodePoints(null)).toThrow(iterable);
  expect(() => utf8.encodeCodePoints(undefined)).toThrow(iterable);
  expect(() => utf8.encodeCodePoints('A')).toThrow(iterable);
  expect(() => utf8.encodeCodePoints(0x41)).toThrow(iterable);
  expect(() => utf8.encodeCodePoints([0x41, 0xdabc])).toThrow(
    new RangeError('utf8.encodeCodePoints: item 1 (0xDABC) is a surrogate, which has no UTF-8 encoding'),
  );
});

test('parseBytes names itself in its argument errors', () => {
  expect(() => utf8.parseBytes(0x41)).toThrow(new TypeError('utf8.parseBytes expects a string, not a number'));
  expect(() => utf8.parseBytes('41', 'zh')).toThrow(new TypeError('utf8.parseBytes: options must be an object, not a string'));
  expect(() => utf8.parseBytes('41', { locale: 'fr' })).toThrow(new TypeError(`utf8.parseBytes: locale must be 'en' or 'zh', not "fr"`));
});
