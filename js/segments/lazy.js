// explain's long result: a real Array whose items are made the first time they are read. It holds
// no items of its own: its prototype (a Proxy) makes and keeps them, so the array itself stays an
// ordinary object, which structuredClone and postMessage take. What they copy is its one own
// property, `explained`: the call that makes the segments again (explainPosted, explain.js).
// Reading it (indexing, length, iteration, the array methods, JSON.stringify, console.log) acts
// as on a plain array; its own keys (Object.keys, for...in, delete) are `explained` and the items
// the caller writes.

const INDEX = /^(?:0|[1-9]\d*)$/;
const indexOf = (key) => (typeof key === 'string' && INDEX.test(key) ? Number(key) : -1);

// An array of `count` (1 or more) that starts sparse (dictionary elements, made by a far item set
// and deleted), so that its storage grows with the items read, not 8 bytes per item up front.
function sparseArray(count) {
  const array = [];
  array[count - 1] = undefined;
  delete array[count - 1];
  return array;
}

// What the proxies stand in front of: Array.prototype's methods, `constructor` Array (so that
// map() and the other methods that make a new array make a plain one, and writable, as
// Array.prototype's is), and the items shown to Node's console.log as a plain array's.
const ARRAY_METHODS = Object.create(Array.prototype, {
  constructor: { value: Array, writable: true },
  [Symbol.for('nodejs.util.inspect.custom')]: {
    value(depth, options, inspect) {
      return inspect(Array.from(this), { ...options, depth });
    },
  },
});

/**
 * An Array of `count` (1 or more) items; item k is make(k), made on its first read. Its own
 * enumerable property `explained` (which cannot be removed) gives explained() each time it is
 * read: a structuredClone reads it once.
 */
export function lazyArray(count, make, explained) {
  const array = sparseArray(count);
  Object.setPrototypeOf(array, new Proxy(ARRAY_METHODS, new LazyItems(array, count, make)));
  Object.defineProperty(array, 'explained', { get: explained, enumerable: true });
  return array;
}

// The prototype's handler, one per array. A read the array cannot answer itself (an index it has
// not written, `in`) comes here; an item is made once and kept for the next read. An object made
// with the array as its prototype inherits its items, as it would a plain array's.
class LazyItems {
  constructor(array, count, make) {
    this.array = array;
    this.count = count;
    this.make = make;
    this.made = sparseArray(count);
  }

  // Items at or past the array's length were cut off by the caller (length = ...); past `count`,
  // a longer length holds none.
  holds(k) {
    return k < this.count && k < this.array.length;
  }

  get(target, key, receiver) {
    const k = indexOf(key);
    if (k < 0) return Reflect.get(target, key, receiver);
    if (!this.holds(k)) return undefined;
    if (!(k in this.made)) this.made[k] = this.make(k);
    return this.made[k];
  }

  has(target, key) {
    const k = indexOf(key);
    return k >= 0 ? this.holds(k) : Reflect.has(target, key);
  }
}
