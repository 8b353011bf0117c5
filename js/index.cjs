'use strict';
// The CommonJS entry. The codec is an ES module, which require() cannot load synchronously on every
// Node this package supports, so load() imports it; Utf8Error recognises the errors it throws.

exports.load = (options) => import('./index.js').then((module) => module.load(options));

const BRAND = Symbol.for('utf8-abnf.Utf8Error');

exports.Utf8Error = class Utf8Error extends TypeError {
  static [Symbol.hasInstance](value) {
    return value !== null && typeof value === 'object' && value[BRAND] === true;
  }
};
