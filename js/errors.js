// The reasons, in the numbering of the C++ enum utf8abnf::Reason.
export const REASONS = [
  null,
  'unexpected-continuation',
  'overlong',
  'surrogate',
  'too-large',
  'invalid-byte',
  'missing-continuation',
  'truncated',
  'lone-surrogate',
];

// Marks Utf8Errors for the CommonJS entry's Utf8Error, whose instanceof recognises them.
const BRAND = Symbol.for('utf8-abnf.Utf8Error');

/** Ill-formed input: `index` and `length` locate it (bytes, or UTF-16 units for encode). */
export class Utf8Error extends Error {
  constructor(message, { index, length, reason }) {
    super(message);
    this.name = 'Utf8Error';
    this.index = index;
    this.length = length;
    this.reason = reason;
  }
}
Utf8Error.prototype[BRAND] = true;
