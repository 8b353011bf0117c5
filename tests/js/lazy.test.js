// explain's long result (more than 4,096 segments) builds each segment when it is first read.
// Every read, and every write but the few api.md names, must behave as on a plain array holding
// the same segments; posted or cloned, it carries the call that explains it again.
import { inspect } from 'node:util';
import { freshPackage } from './inputs.js';

let utf8;
// Each test over the package loaded anew (inputs.js, freshPackage): the array's prototype and
// the pattern of its indexes are made when a module loads.
beforeEach(async () => {
  utf8 = await freshPackage();
});

const SHORT = Uint8Array.of(0x61, 0xe4, 0xbd, 0xa0, 0xc0, 0xaf, 0x62, 0xf0, 0x9f, 0x98, 0x80, 0xe4, 0x41);
// SHORT's 8 segments, then enough letters to pass the 4,096 segments of a plain result.
const BYTES = new Uint8Array(SHORT.length + 4100).fill(0x62);
BYTES.set(SHORT);
// The lazy array, and a plain one with the same segments, as fresh as each other.
const pair = () => [utf8.explain(BYTES), [...utf8.explain(BYTES)]];
// An item as the comparisons see it: a segment by its place and words, anything else as it is.
const itemOf = (item) => (item !== null && typeof item === 'object' ? `${item.index} ${item.message}` : item);

test('the pair is a lazy array beside a plain one', () => {
  const [lazy, plain] = pair();
  expect(Object.keys(lazy)).toEqual(['explained']);
  expect(Object.getPrototypeOf(plain)).toBe(Array.prototype);
});

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
    'length = 0, then push',
    (a) => {
      a.length = 0;
      a.push('x');
      return [a.length, a[0], a[1]];
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
  // E4 (segment 6) is described by the byte after it, segment 7's 41.
  [
    "writing into one segment's bytes",
    (a) => {
      a[7].bytes[0] = 0x42;
      return [a[6].message, a[7].message];
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
    'its constructor, and one assigned',
    (a) => {
      const found = [a.constructor === Array, a.map((s) => s).constructor === Array];
      a.constructor = Object;
      return [...found, a.constructor === Object, Object.hasOwn(a, 'constructor')];
    },
  ],
  ['reverse', (a) => a.reverse().map((s) => s.index)],
  ['sort', (a) => a.sort((x, y) => y.length - x.length).map((s) => s.index)],
  ['splice', (a) => [a.splice(1, 2).map((s) => s.index), a.map((s) => s.index)]],
  [
    'length = 2, then read',
    (a) => {
      a.length = 2;
      return [a.length, 1 in a, 2 in a, a[1].index, a[2], a.at(-1).index];
    },
  ],
  [
    'keys that are not indexes',
    (a) => ['1.5', '01', '-0', '-1', '1e0', ' 1', '1 ', '+1', '0x1', '1a', 'a1', '8'].map((key) => [key, itemOf(a[key]), key in a]),
  ],
  ['for...of, keys() and entries()', (a) => [[...a].length, [...a.keys()].at(-1), [...a.entries()][3][1].index]],
  [
    'the methods that read',
    (a) => [a.at(-1).index, a.indexOf(a[5]), a.includes(a[2]), a.findLast((s) => !s.valid).index, a.some((s) => s.reason === 'overlong')],
  ],
  [
    'the methods that make arrays',
    (a) => [a.slice(2, 4), a.filter((s) => !s.valid), a.concat([1]).length, [0].concat(a).length].map((made) => made.length ?? made),
  ],
  ['the length property', (a) => Object.getOwnPropertyDescriptor(a, 'length')],
  ['in, for names that are not indexes', (a) => ['map', 'length', 'constructor', 'items'].map((name) => name in a)],
  [
    'a longer length, then read past the items',
    (a) => {
      const n = a.length;
      a.length = n + 2;
      return [a.length, n in a, a[n], a[n - 1].index];
    },
  ],
  ['an object made with it as prototype', (a) => [itemOf(Object.create(a)[3]), 3 in Object.create(a)]],
  ['JSON.stringify', (a) => JSON.stringify(a)],
  ['Array.from', (a) => Array.from(a).map((s) => s.index)],
];

test.each(operations)('%s: as on a plain array', (_name, operation) => {
  const [lazy, plain] = pair();
  const outcome = (array) => {
    try {
      return { returned: operation(array), holds: Array.from(array, itemOf) };
    } catch (error) {
      return { threw: error.constructor.name };
    }
  };
  const normal = (value) => JSON.parse(JSON.stringify(value ?? null, (_k, v) => (v === lazy || v === plain ? 'the array' : v)));
  const expected = normal(outcome(plain));
  expect(expected).not.toHaveProperty('threw'); // an operation that throws on both would test nothing
  expect(normal(outcome(lazy))).toEqual(expected);
});

// Its own keys are `explained` and what the caller writes: what reads own keys or changes them
// sees those alone (api.md says so).
test('own keys: explained and what is written; delete, a longer length, a prototype set', () => {
  const lazy = utf8.explain(BYTES);
  expect(Object.keys(lazy)).toEqual(['explained']);
  lazy[3] = 'mine';
  expect(Object.keys(lazy)).toEqual(['3', 'explained']);
  expect(Object.entries(lazy).map(([key]) => key)).toEqual(['3', 'explained']);
  expect([Object.hasOwn(lazy, 2), 2 in lazy, Object.getOwnPropertyDescriptor(lazy, 2)]).toEqual([false, true, undefined]);
  const [, , third, fourth, fifth] = [...utf8.explain(BYTES)].map(itemOf);
  expect(delete lazy[2]).toBe(true);
  expect(itemOf(lazy[2])).toBe(third); // an item not written stays
  expect(delete lazy[3]).toBe(true);
  expect(itemOf(lazy[3])).toBe(fourth); // a written one gives way to the segment again
  lazy.length = 2;
  lazy.length = 5;
  expect(itemOf(lazy[4])).toBe(fifth); // a longer length gives the segments back
  expect(['explained' in lazy, Reflect.deleteProperty(lazy, 'explained')]).toEqual([true, false]); // what a copy needs stays
  expect(() => Object.defineProperty(lazy, 'explained', { value: null })).toThrow(TypeError);
  Object.setPrototypeOf(lazy, Array.prototype);
  expect([lazy[0], lazy.length]).toEqual([undefined, 5]); // the prototype held the items
});

test('items with indexes of many digits are made when read', () => {
  const bytes = new Uint8Array(12345).fill(0x61);
  const lazy = utf8.explain(bytes);
  for (const k of [0, 9, 10, 99, 100, 999, 1000, 12344]) expect(lazy[k]).toMatchObject({ index: k, codePoint: 0x61 });
  expect(lazy[12345]).toBeUndefined();
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
