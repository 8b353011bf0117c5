// An Array whose items are made the first time they are read. explain() returns one: the codec's
// compact records stay inside, and a segment object is built only when read. Array.isArray,
// indexing, length, iteration, the array methods, JSON.stringify, Object.keys and Node's
// console.log all see a plain array of the items. structuredClone cannot copy a Proxy, so
// postMessage needs a copy ([...items]).

const INDEX = /^(?:0|[1-9]\d*)$/;

// Node's console.log shows a proxy's target as it is, holes for unread items and all: the
// target's own prototype (an Array's, plus this) shows the items instead.
const TARGET_PROTOTYPE = Object.create(Array.prototype, {
  [Symbol.for('nodejs.util.inspect.custom')]: {
    value(depth, options, inspect) {
      return inspect(Array.from(this), { ...options, depth });
    },
  },
});

/** An Array of `count` items; item k is make(k), made on its first read. */
export function lazyArray(count, make) {
  const items = Object.setPrototypeOf(new Array(count), TARGET_PROTOTYPE);
  let limit = count;     // items at or past it were cut off by the caller (length = ...)
  let deleted = null;    // items the caller deleted
  const indexOf = (key) => (typeof key === 'string' && INDEX.test(key) ? Number(key) : -1);
  const settle = (k) => {
    if (k >= 0 && k < limit && !(k in items) && !deleted?.has(k)) items[k] = make(k);
  };

  return new Proxy(items, {
    get(target, key, receiver) {
      settle(indexOf(key));
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      settle(indexOf(key));
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      settle(indexOf(key));
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      for (let k = 0; k < limit; k++) settle(k);
      return Reflect.ownKeys(target);
    },
    getPrototypeOf() {
      return Array.prototype;
    },
    defineProperty(target, key, descriptor) {
      if (key === 'length' && Number.isInteger(descriptor.value)) limit = Math.min(limit, descriptor.value);
      return Reflect.defineProperty(target, key, descriptor);
    },
    deleteProperty(target, key) {
      const k = indexOf(key);
      if (k >= 0) (deleted ??= new Set()).add(k);
      return Reflect.deleteProperty(target, key);
    },
  });
}
