// Argument checks shared by every function: what was passed, and what to pass instead. Bytes are
// known by brand, as the engine knows them (an object whose prototype says Uint8Array, or a Proxy
// of one, is not bytes), and options by their own properties (a polluted Object.prototype adds none).

const TypedArray = Object.getPrototypeOf(Uint8Array.prototype);
const getter = (prototype, key) => Object.getOwnPropertyDescriptor(prototype, key).get;
// These answer for real typed arrays only: the tag getter gives undefined for anything else.
const typedArrayTag = getter(TypedArray, Symbol.toStringTag);
const typedArrayLength = getter(TypedArray, 'length');
const typedArrayBuffer = getter(TypedArray, 'buffer');
const typedArrayByteOffset = getter(TypedArray, 'byteOffset');
const typedArrayByteLength = getter(TypedArray, 'byteLength');
const typedArrayAt = TypedArray.at; // validates: throws on a detached or out-of-bounds view
// These throw for anything but a real DataView, or one that is detached or out of bounds.
const dataViewBuffer = getter(DataView.prototype, 'buffer');
const dataViewByteOffset = getter(DataView.prototype, 'byteOffset');
const dataViewByteLength = getter(DataView.prototype, 'byteLength');
// These throw for anything but a real ArrayBuffer or SharedArrayBuffer.
const arrayBufferByteLength = getter(ArrayBuffer.prototype, 'byteLength');
const sharedByteLength = typeof SharedArrayBuffer === 'function' ? getter(SharedArrayBuffer.prototype, 'byteLength') : undefined;
const NodeBufferPrototype = typeof globalThis.Buffer === 'function' ? globalThis.Buffer.prototype : null;

// "a" or "an" as the name is read: an Int8Array, an Error, but a Uint8Array ("you").
const withArticle = (name) => `${/^[AEIOaeio]/.test(name) ? 'an' : 'a'} ${name}`;

function describe(value) {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') {
    let name;
    try {
      name = value.constructor.name; // a Proxy's traps may throw, as may a missing constructor
    } catch {}
    return typeof name === 'string' && name !== '' && name !== 'Object' ? withArticle(name) : 'a plain object';
  }
  return withArticle(typeof value); // a string, a number, a boolean, a bigint, a symbol, a function
}

const BYTES_NAMES = /^(?:(?:Big)?(?:Ui|I)nt(?:8|16|32|64)(?:Clamped)?Array|Float(?:16|32|64)Array|Buffer|DataView|(?:Shared)?ArrayBuffer)$/;

const notBytes = (input, caller) => {
  let hint = '';
  if (typeof input === 'string') hint = '; to get the UTF-8 bytes of a string use utf8.encode(string)';
  else if (Array.isArray(input)) hint = '; wrap an array of numbers as new Uint8Array(array)';
  const shown = describe(input);
  if (BYTES_NAMES.test(shown.replace(/^an? /, ''))) {
    return new TypeError(
      `${caller} expects bytes (a Uint8Array, an ArrayBuffer or another ArrayBufferView such as a Buffer or DataView), not an object that only looks like ${shown} (a Proxy, or an object given its prototype): pass the real one`,
    );
  }
  return new TypeError(
    `${caller} expects bytes (a Uint8Array, an ArrayBuffer or another ArrayBufferView such as a Buffer or DataView), not ${shown}${hint}`,
  );
};

const unreadable = (caller, why) => new TypeError(`${caller}: ${why}; pass bytes that are still readable`);
const DETACHED = 'the ArrayBuffer is detached (it was transferred)';
const OUT_OF_BOUNDS = 'the view is out of bounds of its ArrayBuffer, which was resized smaller';

// Whether a real ArrayBuffer is detached (a SharedArrayBuffer never is).
function isDetached(buffer) {
  try {
    new Uint8Array(buffer, 0, 0);
    return false;
  } catch {
    return true;
  }
}

// Of a real typed array that reads as empty: a TypeError if that is because it cannot be read.
function assertReadableView(view, caller) {
  try {
    typedArrayAt.call(view, 0);
  } catch {
    throw unreadable(caller, isDetached(typedArrayBuffer.call(view)) ? DETACHED : OUT_OF_BOUNDS);
  }
}

function isArrayBuffer(value) {
  try {
    arrayBufferByteLength.call(value);
    return true;
  } catch {
    return false;
  }
}

function isSharedArrayBuffer(value) {
  try {
    sharedByteLength.call(value); // a TypeError too where there is no SharedArrayBuffer
    return true;
  } catch {
    return false;
  }
}

// Up to this many bytes the codec reads a Uint8Array only by index and by its length: such an
// array is taken as it is without a look at its prototype (that look costs as much as a short call).
const SHORT_BYTES = 64;

/**
 * A real Uint8Array over the same memory as `input`, or a TypeError that says what to pass instead.
 * A Uint8Array (or Buffer) that is what it says it is comes back as it is; any other view, a
 * buffer, or a Uint8Array with a prototype or `length` of its own, as a new view of its memory.
 */
export function toBytes(input, caller) {
  // The tag getter answers undefined for anything but a real typed array, a Proxy of one included.
  const tag = typedArrayTag.call(input);
  if (tag !== undefined) {
    const length = typedArrayLength.call(input);
    if (length === 0) assertReadableView(input, caller);
    if (tag === 'Uint8Array' && input.length === length) {
      if (length <= SHORT_BYTES) return input;
      const prototype = Object.getPrototypeOf(input);
      if (prototype === Uint8Array.prototype || prototype === NodeBufferPrototype) return input;
    }
    return new Uint8Array(typedArrayBuffer.call(input), typedArrayByteOffset.call(input), typedArrayByteLength.call(input));
  }
  if (ArrayBuffer.isView(input)) {
    // a DataView: its getters throw when it cannot be read
    const buffer = dataViewBuffer.call(input);
    let byteLength;
    try {
      byteLength = dataViewByteLength.call(input);
    } catch {
      throw unreadable(caller, isDetached(buffer) ? DETACHED : OUT_OF_BOUNDS);
    }
    return new Uint8Array(buffer, dataViewByteOffset.call(input), byteLength);
  }
  if (isArrayBuffer(input)) {
    if (isDetached(input)) throw unreadable(caller, DETACHED);
    return new Uint8Array(input);
  }
  if (isSharedArrayBuffer(input)) return new Uint8Array(input);
  throw notBytes(input, caller);
}

/**
 * Throws a TypeError unless `bytes` (from toBytes) still holds the `length` bytes it held before
 * the call read its options: an option's getter may have transferred or resized its buffer. Its
 * length is read as the codec reads it (toBytes made sure that is the engine's).
 */
export function assertBytesKept(bytes, length, caller) {
  if (bytes.length !== length) throw bytesGone(bytes, length, caller);
}

function bytesGone(bytes, length, caller) {
  const now = typedArrayLength.call(bytes);
  const change = isDetached(typedArrayBuffer.call(bytes)) ? 'detached' : `resized: ${length} bytes, now ${now}`;
  return new TypeError(`${caller}: the bytes went away while the call read its options (their ArrayBuffer was ${change})`);
}

/**
 * bytes[from, to) of a Uint8Array from toBytes as a new view, made by the engine's own getters:
 * pieces of a caller's array reach wasm memory through this, never through the array's methods.
 */
export function viewOf(bytes, from, to) {
  return new Uint8Array(typedArrayBuffer.call(bytes), typedArrayByteOffset.call(bytes) + from, to - from);
}

const ObjectPrototype = Object.prototype;

/**
 * Option `name` of an options object (undefined for null or undefined options), never one that a
 * polluted Object.prototype lends it. Object.hasOwn is asked only when the value is the one
 * Object.prototype holds: it costs as much as a short decode.
 */
export function option(options, name) {
  if (options === undefined || options === null) return undefined;
  const value = options[name];
  if (value === ObjectPrototype[name] && !Object.hasOwn(options, name)) return undefined;
  return value;
}

/** Throws unless `options` is undefined, null or an object. */
export function assertOptions(options, caller) {
  if (options !== undefined && typeof options !== 'object') {
    // null is an object here, and as good as no options
    throw new TypeError(`${caller}: options must be an object, not ${describe(options)}`);
  }
}

// Options that people bring from other APIs, and what this package calls them.
const CALLED_HERE = {
  fatal: ['errors', "errors: 'strict' for fatal: true, errors: 'replace' for fatal: false"],
  ignoreBOM: ['stripBOM', 'stripBOM: true for ignoreBOM: false (TextDecoder strips the BOM by default; this package keeps it)'],
  mode: ['errors', "errors: 'strict', 'replace' or 'ignore'"],
  lang: ['locale', 'locale'],
  language: ['locale', 'locale'],
  start: ['from', 'from'],
  end: ['to', 'to'],
  hint: ['hints', 'hints'],
};

/**
 * Throws a TypeError for an own property of `options` that is not one of `known` (an option never
 * read would be ignored silently), naming the option meant where another API calls it so.
 */
export function assertKnownOptions(options, caller, known) {
  // for-in lists the keys (none of undefined or null) without making an array of them; it lists
  // inherited ones too, so a key it finds unknown is looked for again among the own ones.
  for (const key in options) if (!known.includes(key)) return assertOwnKeysKnown(options, caller, known);
}

function assertOwnKeysKnown(options, caller, known) {
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const meant = Object.hasOwn(CALLED_HERE, key) && known.includes(CALLED_HERE[key][0]) ? ` (use ${CALLED_HERE[key][1]})` : '';
    throw new TypeError(`${caller}: unknown option ${JSON.stringify(key)}${meant}; the options are ${known.join(', ')}`);
  }
}

/**
 * True when `options` has no enumerable key but `name`, or none: a look that makes no array of
 * keys, for the usual options of a hot call, which then need no other check of their keys.
 */
export function hasNoOptionBut(options, name) {
  for (const key in options) if (key !== name) return false;
  return true;
}

/** The numeric error mode of an options object's `errors`: 0 strict, 1 replace, 2 ignore. */
export function errorMode(options, caller) {
  if (options === undefined || options === null) return 0;
  assertOptions(options, caller);
  // As option(options, 'errors'), with the name written out: a read by a fixed name is much faster.
  const errors = options.errors;
  if (errors === undefined || errors === 'strict') return 0;
  if (errors === ObjectPrototype.errors && !Object.hasOwn(options, 'errors')) return 0;
  if (errors === 'replace') return 1;
  if (errors === 'ignore') return 2;
  throw new TypeError(`${caller}: errors must be 'strict', 'replace' or 'ignore', not ${describeValue(errors)}`);
}

/** A value as an error message shows it: strings quoted, others by kind. */
export function describeValue(value) {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  return describe(value);
}

export function assertString(value, caller) {
  if (typeof value !== 'string') {
    const hint = ArrayBuffer.isView(value) ? '; to turn bytes into text use utf8.decode(bytes)' : '';
    throw new TypeError(`${caller} expects a string, not ${describe(value)}${hint}`);
  }
}

/** Throws a TypeError naming `what` unless `value` is one of `allowed`. */
export function assertOneOf(value, allowed, what) {
  if (!allowed.includes(value))
    throw new TypeError(`${what} must be ${allowed.map((each) => `'${each}'`).join(', ')}, not ${describeValue(value)}`);
}
