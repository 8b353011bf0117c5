// Marks Utf8Errors, so that the Utf8Error of either entry (ES or CommonJS) recognises them.
const BRAND = Symbol.for('utf8-abnf.Utf8Error');

/**
 * Ill-formed input: `index` and `length` locate it (bytes, or UTF-16 units for encode). A
 * TypeError with Node's code, as a fatal TextDecoder throws, so that code written for either
 * catches both.
 */
export class Utf8Error extends TypeError {
  constructor(message, { index, length, reason }) {
    super(message);
    this.name = 'Utf8Error';
    this.code = 'ERR_ENCODING_INVALID_ENCODED_DATA';
    this.index = index;
    this.length = length;
    this.reason = reason;
  }

  // The ES and the CommonJS entries each hold a copy of this class: either one's instanceof
  // recognises the other's errors.
  static [Symbol.hasInstance](value) {
    return value !== null && typeof value === 'object' && value[BRAND] === true;
  }
}
Utf8Error.prototype[BRAND] = true;

// V8 counts a function toward being compiled when it returns or loops, never when it throws: code
// that always ends in a throw stays interpreted. So the work is done by functions that return a
// Failure ({ message, index, length, reason }), and the call the user made throws it through
// this: the error's stack starts there, and the fewer frames it captures, the less it costs.
export function throwFailure(failure) {
  throw new Utf8Error(failure.message, failure);
}
