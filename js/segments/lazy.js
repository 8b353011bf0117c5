// An Array whose items are made the first time they are read. explain() returns one: the codec's
// compact records stay inside, and a segment object is built only when read. Array.isArray,
// indexing, length, iteration, the array methods, JSON.stringify, Object.keys and Node's
// console.log all see a plain array of the items. structuredClone cannot copy a Proxy, so
// postMessage needs a copy ([...items]).

const INDEX = /^(?:0|[1-9]\d*)$/;
const SPARSE_FROM = 4096;

// Node's console.log shows a proxy's target as it is, holes for unread items and all: the
// target's class (an Array's, plus this) shows the items instead. A subclass is made faster than
// an array whose prototype is set; its `constructor` stays Array, so that map() and the other
// methods that make a new array make a plain one, and writable, as Array.prototype's is, so that
// `a.constructor = ...` works as on a plain array.
class LazyTarget extends Array {
  constructor(count) {
    // A long array starts sparse (dictionary elements, made by a far item set and deleted), so
    // that its storage grows with the items read, not 8 bytes per item up front: a long result is
    // made at once, and reading all its items costs little more.
    super(count > SPARSE_FROM ? 0 : count);
    if (count > SPARSE_FROM) {
      this[count - 1] = undefined;
      delete this[count - 1];
    }
  }

  [Symbol.for('nodejs.util.inspect.custom')](depth, options, inspect) {
    return inspect(Array.from(this), { ...options, depth });
  }
}
Object.defineProperty(LazyTarget.prototype, 'constructor', { value: Array, writable: true });

/** An Array of `count` items; item k is make(k), made on its first read. */
export function lazyArray(count, make) {
  const items = new LazyTarget(count);
  return new Proxy(items, new LazyItems(items, count, make));
}

const indexOf = (key) => (typeof key === 'string' && INDEX.test(key) ? Number(key) : -1);

// The proxy's handler: one object per array, its traps shared on the prototype.
class LazyItems {
  constructor(items, count, make) {
    this.items = items;
    this.make = make;
    this.limit = count; // items at or past it were cut off by the caller (length = ...)
    this.deleted = null; // items the caller deleted
    this.prototype = Array.prototype;
  }

  settle(k) {
    if (k >= 0 && k < this.limit && !(k in this.items) && !this.deleted?.has(k)) this.items[k] = this.make(k);
  }

  get(target, key, receiver) {
    this.settle(indexOf(key));
    return Reflect.get(target, key, receiver);
  }

  has(target, key) {
    this.settle(indexOf(key));
    return Reflect.has(target, key);
  }

  getOwnPropertyDescriptor(target, key) {
    this.settle(indexOf(key));
    return Reflect.getOwnPropertyDescriptor(target, key);
  }

  ownKeys(target) {
    this.settleAll();
    return Reflect.ownKeys(target);
  }

  settleAll() {
    for (let k = 0; k < this.limit; k++) this.settle(k);
  }

  // The target's own class shows the items to console.log; the caller sees Array.prototype, or
  // the prototype it set. Once the prototype is set, or the array made non-extensible (freeze,
  // seal), every item is made and the target takes the prototype it reports: from then on the
  // target is the plain array it stood for.
  getPrototypeOf() {
    return this.prototype;
  }

  setPrototypeOf(target, prototype) {
    if (!Reflect.isExtensible(target)) return prototype === this.prototype;
    this.settleAll();
    this.prototype = prototype;
    return Reflect.setPrototypeOf(target, prototype);
  }

  preventExtensions(target) {
    this.settleAll();
    Reflect.setPrototypeOf(target, this.prototype);
    return Reflect.preventExtensions(target);
  }

  defineProperty(target, key, descriptor) {
    if (key === 'length' && Number.isInteger(descriptor.value)) this.limit = Math.min(this.limit, descriptor.value);
    return Reflect.defineProperty(target, key, descriptor);
  }

  deleteProperty(target, key) {
    const k = indexOf(key);
    if (k >= 0) {
      this.deleted ??= new Set();
      this.deleted.add(k);
    }
    return Reflect.deleteProperty(target, key);
  }
}
