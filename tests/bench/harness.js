// The benchmark's corpora and timing, the same in Node (bench.mjs) and in Chromium (chromium.mjs,
// chromium-page.js): deterministic text of each kind, tables of MB/s with ratios to a peer, and
// the least any decoder has to do.
import * as strings from '../../js/wasm/strings.js';
import { NARROW_TEXT } from '../../js/wasm/contract.js';

// ---- Corpora: deterministic text of each kind ----

function random(seed) {
  let state = seed >>> 0;
  return (limit) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % limit;
  };
}

const pick = (next, ranges) => {
  const [lo, hi] = ranges[next(ranges.length)];
  return lo + next(hi - lo + 1);
};

// Each kind gives the next code point, from the random source and the code point before it.
const KINDS = {
  ASCII: (next) => (next(8) === 0 ? 0x20 : 0x61 + next(26)),
  Latin: (next) =>
    next(4) === 0
      ? pick(next, [
          [0xe0, 0xff],
          [0xc0, 0xdd],
        ])
      : next(7) === 0
        ? 0x20
        : 0x61 + next(26),
  CJK: (next) => (next(10) === 0 ? 0x3002 : 0x4e00 + next(0x5200)),
  emoji: (next) =>
    pick(next, [
      [0x1f300, 0x1f5ff],
      [0x1f600, 0x1f64f],
      [0x1f900, 0x1f9ff],
    ]),
  // As in markup or JSON around CJK text: runs of printable ASCII and of CJK, 6 characters long on
  // average (the script changes with odds of 1 in 6).
  'CJK+ASCII': (next, previous) => (previous >= 0x4e00 !== (next(6) === 0) ? 0x4e00 + next(0x5200) : 0x20 + next(95)),
};

export function corpus(kind, size) {
  const next = random(size + kind.length);
  const encoder = new TextEncoder();
  let text = '';
  let previous = 0;
  while (encoder.encode(text).length < size) {
    let piece = '';
    for (let i = 0; i < 256; i++) {
      previous = KINDS[kind](next, previous);
      piece += String.fromCodePoint(previous);
    }
    text += piece;
  }
  const bytes = encoder.encode(text);
  let end = size;
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--; // cut at a character boundary
  return bytes.slice(0, end);
}

function withErrors(size) {
  const bytes = corpus('Latin', size);
  const next = random(99);
  for (let i = 0; i < Math.max(1, size >> 10); i++) bytes[next(bytes.length)] = 0xc0 + next(64);
  return bytes;
}

export const SIZES = [
  ['16 B', 16],
  ['64 KiB', 65536],
  ['1 MiB', 1 << 20],
];
export const CORPORA = [...Object.keys(KINDS).map((kind) => [kind, (size) => corpus(kind, size)]), ['mixed+errors', withErrors]];

// ---- Timing ----

/** The median of a list of numbers (the upper one of an even count); the list is left as it is. */
export const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];

/**
 * `table(title, contenders, reference, prepare)`, which times every contender on every corpus and
 * size and prints a Markdown table through `print`. `collectGarbage` runs a full collection (Node:
 * v8's gc; Chromium: gc exposed by --js-flags=--expose-gc); `quick` makes the rounds short and few.
 */
export function createTables({ collectGarbage, print, quick = false }) {
  const ROUND_MS = quick ? 10 : 40;
  const ROUNDS = quick ? 3 : 7;
  // What every call returns is folded in here, so that no call can be optimised away.
  // biome-ignore lint/correctness/noUnusedVariables: written only, so that no call is optimised away
  let sink = 0;
  const call = (fn) => {
    sink ^= Number(Boolean(fn()));
  };

  // Calls are timed in batches that take about a millisecond, so that the clock (coarse in a
  // browser) costs nothing. The contenders of a row take turns, round by round, so that a slow spell
  // of a shared machine falls on all of them rather than on one. A full garbage collection before
  // each round (untimed) leaves no contender to pay for the garbage of the one before it.
  function batchSize(fn) {
    let batch = 1;
    for (;;) {
      const start = performance.now();
      for (let i = 0; i < batch; i++) call(fn);
      if (performance.now() - start > 1 || batch >= 1 << 20) return batch;
      batch *= 2;
    }
  }

  function round(fn, batch, bytes) {
    collectGarbage();
    let iterations = 0;
    let elapsed = 0;
    const start = performance.now();
    do {
      for (let i = 0; i < batch; i++) call(fn);
      iterations += batch;
      elapsed = performance.now() - start;
    } while (elapsed < ROUND_MS);
    return (bytes * iterations) / (elapsed * 1000); // MB/s
  }

  /**
   * Each contender's MB/s in each of ROUNDS interleaved rounds, after a warm-up round: speeds[k][r].
   * A ratio is the median of the rounds' own ratios: a slow spell of the machine, which lasts about
   * a round, then slows both sides of each ratio alike. Each round starts at the next contender, so
   * that no contender always follows the same one (or its garbage).
   */
  function measureAll(fns, bytes) {
    const batches = fns.map(batchSize);
    for (const [k, fn] of fns.entries()) round(fn, batches[k], bytes); // warm-up
    const speeds = fns.map(() => []);
    for (let r = 0; r < ROUNDS; r++) {
      for (let turn = 0; turn < fns.length; turn++) {
        const k = (r + turn) % fns.length;
        speeds[k].push(round(fns[k], batches[k], bytes));
      }
    }
    return speeds;
  }

  const format = (mbs) => (mbs >= 100 ? Math.round(mbs).toLocaleString('en') : mbs.toFixed(1));

  /**
   * `reference` names the contender that the others' ratios are to, or maps contenders to their
   * own (`default` for the rest): decode's strict column is compared with the platform's strict
   * decoder.
   */
  return function table(title, contenders, reference, prepare) {
    const names = Object.keys(contenders);
    const { default: usual, ...exceptions } = typeof reference === 'string' ? { default: reference } : reference;
    const referenceOf = (name) => exceptions[name] ?? usual;
    const against = [usual, ...Object.entries(exceptions).map(([name, its]) => `${name}'s to ${its}`)].join(', ');
    print(`\n### ${title} (MB/s, median of ${ROUNDS}; ratio to ${against}, median of the rounds' ratios)\n`);
    print(`| corpus | size | ${names.join(' | ')} |`);
    print(`|---|---|${names.map(() => '---:').join('|')}|`);
    const fns = names.map((name) => contenders[name]);
    const rows = CORPORA.flatMap(([corpusName, make]) => SIZES.map(([sizeName, size]) => [corpusName, sizeName, prepare(make(size))]));
    // Every contender meets every input before any is timed, as in a program that has run a while:
    // else the first to meet a new kind of input pays for the engine's recompiling, at times for
    // the whole row.
    for (const [, , input] of rows)
      for (const fn of fns) for (let i = 0; i < (input.byteLength > 4096 ? 3 : 1000); i++) call(() => fn(input));
    for (const [corpusName, sizeName, input] of rows) {
      const speeds = measureAll(
        fns.map((fn) => () => fn(input)),
        input.byteLength,
      );
      const cells = names.map((name, k) => {
        const base = speeds[names.indexOf(referenceOf(name))];
        const ratios = speeds[k].map((speed, r) => speed / base[r]);
        // The reference timed again as one more contender: the range of its rounds' ratios is the
        // run's noise on that row.
        const range =
          name === `${referenceOf(name)} again` ? `; ${Math.min(...ratios).toFixed(1)} to ${Math.max(...ratios).toFixed(1)}` : '';
        const ratio = name === referenceOf(name) ? '' : ` (${median(ratios).toFixed(1)}x${range})`;
        return `${format(median(speeds[k]))}${ratio}`;
      });
      print(`| ${corpusName} | ${sizeName} | ${cells.join(' | ')} |`);
    }
  };
}

// ---- The contenders of every run ----

/** Reads a decoded text once (a character from its middle), so that a string built of pieces pays
 * for being joined, as it would in use. */
export const read = (text) => text.charCodeAt(text.length >> 1) + text.length;

/** validate, check and the stream validator of `codec` (the full entry's or the slim one's). */
export function validationContenders(codec, label) {
  const validator = codec.createValidator();
  return {
    [`${label} validate`]: (b) => codec.validate(b),
    [`${label} check`]: (b) => codec.check(b).valid,
    [`${label} stream`]: (b) => {
      validator.push(b);
      return validator.end().valid;
    },
  };
}

/**
 * The tables' contenders that every runtime has, the platform's own classes first: validate takes
 * bytes, decode what decodeInput makes, encode { text }, explain bytes.
 */
export function commonContenders(utf8) {
  const fatal = new TextDecoder('utf-8', { fatal: true });
  const replacing = new TextDecoder();
  const textEncoder = new TextEncoder();
  const dropIn = new utf8.TextDecoder();
  return {
    validate: {
      'TextDecoder fatal': (b) => {
        try {
          return fatal.decode(b);
        } catch {
          return false;
        }
      },
      ...validationContenders(utf8, 'utf8-abnf'),
    },
    decode: {
      TextDecoder: ({ bytes }) => read(replacing.decode(bytes)),
      // The first column again, timed as any other: its rounds' ratios are the run's noise on that row.
      'TextDecoder again': ({ bytes }) => read(replacing.decode(bytes)),
      'TextDecoder fatal': ({ bytes }) => {
        try {
          return read(fatal.decode(bytes));
        } catch {
          return 0;
        }
      },
      'utf8-abnf strict': ({ bytes }) => {
        try {
          return read(utf8.decode(bytes));
        } catch {
          return 0;
        }
      },
      'utf8-abnf replace': ({ bytes }) => read(utf8.decode(bytes, { errors: 'replace' })),
      'utf8-abnf ignore': ({ bytes }) => read(utf8.decode(bytes, { errors: 'ignore' })),
      'utf8.TextDecoder': ({ bytes }) => read(dropIn.decode(bytes)),
      // Not a decoder: the result's string made from its code units, already in memory, and read:
      // the least that any decoder in JS or wasm has to do, so its ratio bounds theirs.
      'string alone': ({ makeString }) => read(makeString()),
    },
    encode: {
      TextEncoder: ({ text }) => textEncoder.encode(text),
      'TextEncoder again': ({ text }) => textEncoder.encode(text), // the run's noise, as for decode
      'utf8-abnf encode': ({ text }) => utf8.encode(text, { errors: 'replace' }),
    },
    explain: {
      'utf8-abnf explain': (b) => utf8.explain(b),
      'utf8-abnf summarize': (b) => utf8.summarize(b),
    },
  };
}

/** The decode table's references: each error mode against the platform's decoder in that mode. */
export const DECODE_REFERENCE = { default: 'TextDecoder', 'utf8-abnf strict': 'TextDecoder fatal' };

/** A decode table's input: the bytes, and the maker of their text for 'string alone'. */
export function decodeInput(bytes) {
  return { bytes, byteLength: bytes.length, makeString: stringMaker(new TextDecoder().decode(bytes)) };
}

/** An encode table's input: the text of the bytes. */
export const encodeInput = (bytes) => ({ text: new TextDecoder().decode(bytes), byteLength: bytes.length });

// ---- The least a decoder does ----

/**
 * A function that makes `text` again from its code units already in memory, by the routes
 * utf8-abnf takes in this runtime (js/wasm/strings.js): a few units through one String.fromCharCode
 * call; ASCII, and Latin-1 where the runtime makes strings of it, from one byte each; else UTF-16.
 * Not a decoder: any decoder in JS or wasm has to do this much, so its ratio bounds theirs.
 */
export function stringMaker(text) {
  const make = routeOf(text);
  if (make() !== text) throw new Error('bench: stringMaker made another string');
  return make;
}

function routeOf(text) {
  const units = Uint16Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
  const ascii = units.every((unit) => unit < 0x80);
  if (text.length <= strings.FEW_UNITS) {
    const bytes = Uint8Array.from(units);
    return ascii ? () => strings.fewAsciiToString(bytes) : () => strings.fewUnitsToString(units, 0, text.length);
  }
  const narrow =
    strings.narrowText === NARROW_TEXT.latin1
      ? units.every((unit) => unit < 0x100)
      : strings.narrowText === NARROW_TEXT.latin1WithoutC1 && units.every((unit) => unit < 0x80 || (unit >= 0xa0 && unit < 0x100));
  if (ascii || narrow) {
    const bytes = Uint8Array.from(units);
    return ascii ? () => strings.asciiToString(bytes, 0, bytes.length) : () => strings.latin1ToString(bytes, 0, bytes.length);
  }
  const memory = new Uint8Array(units.buffer);
  return () => strings.unitsToString(memory, 0, units.length);
}
