// explain's array builds each segment when it is first read; every operation on it must behave as
// on a plain array holding the same segments.
import { inspect } from 'node:util';
import { freshPackage } from './inputs.js';

let utf8;
// Each test over the package loaded anew (inputs.js, freshPackage): the array's prototype and
// the pattern of its indexes are made when a module loads.
beforeEach(async () => {
  utf8 = await freshPackage();
});

const BYTES = Uint8Array.of(0x61, 0xe4, 0xbd, 0xa0, 0xc0, 0xaf, 0x62, 0xf0, 0x9f, 0x98, 0x80, 0xe4, 0x41);
// The lazy array, and a plain one with the same segments, as fresh as each other.
const pair = () => [utf8.explain(BYTES), [...utf8.explain(BYTES)]];

// Each operation is run on both; what it returns and what the array then holds must agree.
const operations = [
  ['Object.freeze', (a) => Object.freeze(a)],
  ['Object.seal', (a) => Object.seal(a)],
  ['Object.preventExtensions', (a) => Object.preventExtensions(a)],
  ['Object.isFrozen after freeze', (a) => Object.isFrozen(Object.freeze(a))],
  ['Object.isSealed after seal', (a) => Object.isSealed(Object.seal(a))],
  [
    'reading after preventExtensions',
    (a) => {
      Object.preventExtensions(a);
      return [a[0].index, a[4]?.index, a.length];
    },
  ],
  // biome-ignore lint/suspicious/useIsArray: instanceof is what is tested
  ['instanceof after preventExtensions', (a) => Object.preventExtensions(a) instanceof Array],
  [
    'writing to a frozen array',
    (a) => {
      Object.freeze(a);
      try {
        a[0] = 'x';
      } catch (error) {
        return error.constructor.name;
      }
      return a[0].index;
    },
  ],
  [
    'length = 2, then 5',
    (a) => {
      a.length = 2;
      a.length = 5;
      return [a.length, 2 in a, a[2], a[4], Object.keys(a)];
    },
  ],
  [
    'length = 0, then push',
    (a) => {
      a.length = 0;
      a.push('x');
      return [a.length, a[0], a[1]];
    },
  ],
  [
    'delete an item',
    (a) => {
      delete a[1];
      return [1 in a, a[1], a.length, Object.keys(a)];
    },
  ],
  [
    'setPrototypeOf(null)',
    (a) => {
      Object.setPrototypeOf(a, null);
      // biome-ignore lint/suspicious/useIsArray: instanceof is what is tested
      return [Object.getPrototypeOf(a), Array.isArray(a), a instanceof Array];
    },
  ],
  [
    'setPrototypeOf to a subclass',
    (a) => {
      class Segments extends Array {}
      Object.setPrototypeOf(a, Segments.prototype);
      return [Object.getPrototypeOf(a) === Segments.prototype, a instanceof Segments];
    },
  ],
  [
    'defineProperty of an item',
    (a) => {
      Object.defineProperty(a, 1, { value: 'x', writable: false });
      return [a[1], Object.getOwnPropertyDescriptor(a, 1).writable];
    },
  ],
  [
    'defineProperty of an item with a number, then read past it',
    (a) => {
      Object.defineProperty(a, 1, { value: 3 });
      return [a[1], a[5].index, a[7].index];
    },
  ],
  [
    'defineProperty of length, made read-only',
    (a) => {
      Object.defineProperty(a, 'length', { writable: false });
      return [a.length, a[5].index, a[7].index];
    },
  ],
  [
    'defineProperty of length = 2, then length = 5',
    (a) => {
      Object.defineProperty(a, 'length', { value: 2 });
      a.length = 5;
      return [a.length, 2 in a, a[4], Object.keys(a)];
    },
  ],
  [
    'keys that are not indexes',
    (a) => {
      const keys = ['1.5', '01', '-0', '-1', '1e0', ' 1', '1 ', '+1', '0x1', '1a', 'a1', '8'];
      return [keys.map((key) => [key, a[key], key in a, Object.getOwnPropertyDescriptor(a, key)]), Object.keys(a)];
    },
  ],
  // E4 (segment 6) is described by the byte after it, segment 7's 41.
  [
    "writing into one segment's bytes",
    (a) => {
      a[7].bytes[0] = 0x42;
      return [a[6].message, a[7].message];
    },
  ],
  [
    'delete two items',
    (a) => {
      delete a[1];
      delete a[3];
      return [1 in a, a[1], 3 in a, a[3], Object.keys(a)];
    },
  ],
  [
    'delete the first item',
    (a) => {
      delete a[0];
      return [0 in a, a[0], Object.keys(a)];
    },
  ],
  [
    'write a number, then read past it',
    (a) => {
      a[0] = 3;
      return [a[0], a[5].index, a[7].index, a.length];
    },
  ],
  [
    'write a string, then read past it',
    (a) => {
      a[1] = 'x';
      return [a[1], a[7].index];
    },
  ],
  [
    'setPrototypeOf after preventExtensions',
    (a) => {
      Object.preventExtensions(a);
      return [Reflect.setPrototypeOf(a, Array.prototype), Reflect.setPrototypeOf(a, null), Object.getPrototypeOf(a) === Array.prototype];
    },
  ],
  [
    'its constructor, and one assigned',
    (a) => {
      const found = [a.constructor === Array, a.map((s) => s).constructor === Array];
      a.constructor = Object;
      return [...found, a.constructor === Object, Object.keys(a)];
    },
  ],
  ['reverse', (a) => a.reverse().map((s) => s.index)],
  ['sort', (a) => a.sort((x, y) => y.length - x.length).map((s) => s.index)],
  ['splice', (a) => [a.splice(1, 2).map((s) => s.index), a.map((s) => s.index)]],
  ['Object.entries', (a) => Object.entries(a).map(([k, s]) => [k, s.index])],
  ['JSON.stringify', (a) => JSON.stringify(a)],
  ['Array.from', (a) => Array.from(a).map((s) => s.index)],
  ['structured keys', (a) => [Reflect.ownKeys(a), Object.getOwnPropertyNames(a)]],
];

test.each(operations)('%s: as on a plain array', (_name, operation) => {
  const [lazy, plain] = pair();
  const outcome = (array) => {
    try {
      return { returned: operation(array), holds: Array.from(array, (s) => s) };
    } catch (error) {
      return { threw: error.constructor.name };
    }
  };
  const normal = (value) => JSON.parse(JSON.stringify(value ?? null, (_k, v) => (v === lazy || v === plain ? 'the array' : v)));
  const expected = normal(outcome(plain));
  expect(expected).not.toHaveProperty('threw'); // an operation that throws on both would test nothing
  expect(normal(outcome(lazy))).toEqual(expected);
});

test('items with indexes of many digits are made when read', () => {
  const bytes = new Uint8Array(12345).fill(0x61);
  const lazy = utf8.explain(bytes);
  for (const k of [0, 9, 10, 99, 100, 999, 1000, 12344]) expect(lazy[k]).toMatchObject({ index: k, codePoint: 0x61 });
  expect(lazy[12345]).toBeUndefined();
  expect(Object.keys(lazy)).toHaveLength(12345);
});

test('a segment read twice is the same object, and JSON gives its bytes as numbers', () => {
  const segments = utf8.explain(BYTES);
  expect(segments[1]).toBe(segments[1]);
  expect(Array.isArray(segments)).toBe(true);
  // A segment, alone or in its array, gives its bytes and its attempt's as arrays of numbers.
  const [overlong] = utf8.explain(new Uint8Array([0xc0, 0xaf]));
  const json = JSON.parse(JSON.stringify(overlong));
  expect(json.bytes).toEqual([0xc0]);
  expect(json.attempt.bytes).toEqual([0xc0, 0xaf]);
  expect(Object.keys(json)).toEqual(Object.keys(overlong));
  expect(JSON.parse(JSON.stringify(utf8.explain(new Uint8Array([0x41, 0xe4, 0xbd, 0xa0])))).map((s) => s.bytes)).toEqual([
    [0x41],
    [0xe4, 0xbd, 0xa0],
  ]);
  expect(JSON.parse(JSON.stringify(segments[0])).attempt).toBeNull();
  // Its toJSON is inherited, and hidden from for...in as from Object.keys: the keys are its data.
  const enumerated = [];
  for (const key in overlong) enumerated.push(key);
  expect(enumerated).toEqual(Object.keys(overlong));
  expect(Object.keys(overlong)).not.toContain('toJSON');
});

test('console.log (util.inspect) shows the items as of a plain array, to the depth asked', () => {
  const [lazy, plain] = pair();
  for (const depth of [0, 1, 3]) expect(inspect(lazy, { depth })).toBe(inspect(plain, { depth }));
});
