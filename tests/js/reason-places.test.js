// A reason added to the C++ table (cpp/include/utf8abnf/utf8abnf.hpp) fails here once per place
// that must still learn it, naming the file and what to add there; docs/CONTRIBUTING.md, "Adding
// a reason", lists the same places (the last test holds the guide to this list).
import { readFileSync } from 'node:fs';
import { load } from '../../js/index.js';
import packageCatalogs from '../../js/text/locales/index.js';
import { REASON_LEVELS } from '../../web/practice/exercises.js';
import { HEADER_DECODING_REASONS, HEADER_REASON_EXAMPLES } from './header-tables.js';
import { firstError } from './oracle.js';

// For each reason, the first input found that decoding rejects with it: one or two bytes, or a
// lead of E0..F4 followed by tails and one more byte.
let utf8;
const inputOf = new Map();
beforeAll(async () => {
  utf8 = await load();
  const candidates = function* () {
    for (let first = 0; first < 0x100; first++)
      for (let second = -1; second < 0x100; second++) yield second < 0 ? [first] : [first, second];
    for (let lead = 0xe0; lead <= 0xf4; lead++)
      for (let tail = 0x80; tail <= 0xbf; tail++) for (let last = 0; last < 0x100; last++) yield [lead, tail, 0x80, last];
  };
  for (const bytes of candidates()) {
    const { reason } = utf8.check(Uint8Array.from(bytes));
    if (reason && !inputOf.has(reason)) inputOf.set(reason, Uint8Array.from(bytes));
  }
});
const exampleOf = (reason) => utf8.parseBytes(HEADER_REASON_EXAMPLES[reason]).bytes;
const rejected = (reason) => {
  if (!inputOf.has(reason)) throw new Error(`no input of up to 4 bytes gives ${reason}`);
  return inputOf.get(reason);
};

const glossaryReasons = [...readFileSync('docs/chinese-style.md', 'utf8').matchAll(/^\| `([a-z-]+)` /gm)].map(([, reason]) => reason);

// Each place: its file, what it must hold for `reason`, and whether it does.
const PLACES = [
  [
    'js/text/locales/*.js',
    'reason.REASON and its segment.* sentences',
    (reason) => Object.values(packageCatalogs).every((catalog) => Object.hasOwn(catalog, `reason.${reason}`)),
  ],
  [
    'js/text/messages.js',
    'the case of segmentMessage that words it',
    (reason) => utf8.explain(rejected(reason)).some((segment) => segment.reason === reason),
  ],
  [
    'js/text/hints.js',
    'the case of hintOf (null where no hint helps)',
    (reason) => utf8.explain(rejected(reason), { hints: true }).some((segment) => segment.reason === reason),
  ],
  [
    'cpp/include/utf8abnf/utf8abnf.hpp',
    'its row, with its example: hex bytes whose first error is it (the README and the page show it)',
    (reason) => /^[0-9A-F]{2}(?: [0-9A-F]{2})*$/.test(HEADER_REASON_EXAMPLES[reason]),
  ],
  [
    'cpp/src/dfa.hpp',
    "the automaton's transitions: the codec rejects the reason's example with it",
    (reason) => utf8.check(exampleOf(reason)).reason === reason,
  ],
  [
    'tests/js/oracle.js',
    "the tests' own reading of the grammar: it rejects the reason's example with it",
    (reason) => firstError(exampleOf(reason)).reason === reason,
  ],
  [
    'web/practice/exercises.js',
    "its level in REASON_LEVELS (1: a byte's kind tells it, 2: the ranges do)",
    (reason) => [1, 2].includes(REASON_LEVELS[reason]),
  ],
  ['docs/chinese-style.md', 'its row in the glossary, with its Chinese term', (reason) => glossaryReasons.includes(reason)],
];

const lackingIn = (holds, reasons) =>
  reasons.filter((reason) => {
    try {
      return !holds(reason);
    } catch {
      return true;
    }
  });

test.each(PLACES)('%s holds %s, for every decoding reason', (file, what, holds) => {
  const lacking = lackingIn(holds, HEADER_DECODING_REASONS);
  expect({ place: `${file}: ${what}`, lacking }).toEqual({ place: `${file}: ${what}`, lacking: [] });
});

test('a reason that no place knows is lacking in each', () => {
  expect(PLACES.filter(([, , holds]) => lackingIn(holds, ['brand-new']).length === 0)).toEqual([]);
});

test("docs/CONTRIBUTING.md's steps for a reason name every place the tests know", () => {
  const guide = readFileSync('docs/CONTRIBUTING.md', 'utf8');
  const steps = guide.slice(guide.indexOf('### Adding a reason')).split('\n### ')[0];
  // The places of this file, those derived-lists.test.js holds to the contract, and the reference,
  // which the native tests name (grammar_test.cpp, ReasonExamples).
  const places = [...PLACES.map(([file]) => file), 'js/index.d.ts', 'README.md', 'tests/reference/reference.cpp'];
  expect(places.filter((file) => !steps.includes(`\`${file}\``))).toEqual([]);
});
