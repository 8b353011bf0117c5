// Argument checks shared by every function: what was passed, and what to pass instead.

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an Array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'object') return `a ${value.constructor?.name ?? 'plain object'}`;
  return `a ${typeof value}`;
}

function assertAttached(buffer, caller) {
  try {
    new Uint8Array(buffer, 0, 0);
  } catch {
    throw new TypeError(`${caller}: the ArrayBuffer is detached (it was transferred); pass bytes that are still readable`);
  }
}

/** A Uint8Array over the same memory as `input`, or a TypeError that says what to pass instead. */
export function toBytes(input, caller) {
  if (input instanceof Uint8Array) {
    if (input.length === 0) assertAttached(input.buffer, caller);
    return input;
  }
  if (ArrayBuffer.isView(input)) {
    if (input.byteLength === 0) assertAttached(input.buffer, caller);
    return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  }
  const tag = Object.prototype.toString.call(input);
  if (tag === '[object ArrayBuffer]' || tag === '[object SharedArrayBuffer]') {
    assertAttached(input, caller);
    return new Uint8Array(input);
  }
  let hint = '';
  if (typeof input === 'string') hint = '; to get the UTF-8 bytes of a string use utf8.encode(string)';
  else if (Array.isArray(input)) hint = '; wrap an array of numbers as new Uint8Array(array)';
  throw new TypeError(
    `${caller} expects bytes (a Uint8Array, an ArrayBuffer or another ArrayBufferView such as a Buffer or DataView), not ${describe(input)}${hint}`,
  );
}

/** The numeric error mode of an options object's `errors`: 0 strict, 1 replace, 2 ignore. */
export function errorMode(options, caller) {
  if (options === undefined || options === null) return 0;
  if (typeof options !== 'object') throw new TypeError(`${caller}: options must be an object, not ${describe(options)}`);
  const { errors } = options;
  if (errors === undefined || errors === 'strict') return 0;
  if (errors === 'replace') return 1;
  if (errors === 'ignore') return 2;
  throw new TypeError(`${caller}: errors must be 'strict', 'replace' or 'ignore', not ${JSON.stringify(errors)}`);
}

export function assertString(value, caller) {
  if (typeof value !== 'string') {
    const hint = value instanceof Uint8Array ? '; to turn bytes into text use utf8.decode(bytes)' : '';
    throw new TypeError(`${caller} expects a string, not ${describe(value)}${hint}`);
  }
}
