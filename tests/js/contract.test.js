// The wasm contract: what the build reports (contract() in cpp/bindings/embind.cpp) is what
// js/wasm/contract.js names, and any difference stops the codec at load with a message that says
// where, instead of wrong answers later.
import { readFileSync } from 'node:fs';
import { createCodec } from '../../js/codec.js';
import { checkContract, checkSlimContract, REASONS, SEGMENT, SLOTS } from '../../js/wasm/contract.js';
import { HEADER_NOTATIONS, HEADER_PARSE_PROBLEMS, HEADER_REASONS } from './header-tables.js';
import { glueModule, hollowWasm } from './inputs.js';

describe.each(['simd', 'scalar'])('the %s build', (variant) => {
  let wasm;
  beforeAll(async () => {
    wasm = await glueModule(variant);
  });

  test('names itself', () => {
    expect(wasm.variant()).toBe(variant);
  });

  test('reports exactly the contract the JavaScript names', () => {
    const report = JSON.parse(wasm.contract());
    expect(() => checkContract(report)).not.toThrow();
    expect(report.reasons.slice(1)).toEqual(REASONS.slice(1));
    // ... and the C++ header's tables, read as text.
    expect(report.reasons.slice(1)).toEqual(HEADER_REASONS.slice(1));
    expect(report.notations).toEqual(HEADER_NOTATIONS);
    expect(report.parseProblems).toEqual(HEADER_PARSE_PROBLEMS);
    expect(report.slots).toEqual(SLOTS);
    expect(report.segment).toEqual(SEGMENT);
  });

  // Each change a C++ edit could make without its JavaScript counterpart.
  const tamperings = [
    ['two reasons swapped', (c) => ([c.reasons[2], c.reasons[3]] = [c.reasons[3], c.reasons[2]]), /reasons\.2: the build says "surrogate"/],
    [
      'a reason added',
      (c) => c.reasons.push('brand-new'),
      new RegExp(`reasons\\.${HEADER_REASONS.length}: the build says "brand-new", the JavaScript nothing`),
    ],
    ['a notation renamed', (c) => (c.notations[1] = 'hexadecimal'), /notations\.1/],
    [
      'a parse problem dropped',
      (c) => c.parseProblems.pop(),
      new RegExp(`parseProblems\\.${HEADER_PARSE_PROBLEMS.length - 1}: the build says nothing`),
    ],
    ['a result slot moved', (c) => (c.slots.decode.form = 6), /slots\.decode\.form: the build says 6, the JavaScript 5/],
    ['a result slot added', (c) => (c.slots.check.extra = 4), /slots\.check\.extra/],
    ['a text form renumbered', (c) => (c.textForms.latin1 = 3), /textForms\.latin1/],
    ['the segment record grown', (c) => (c.segment.words = 3), /segment\.words: the build says 3, the JavaScript 2/],
    ['a segment field moved', (c) => (c.segment.packed = 0), /segment\.packed/],
    ['a packed field moved', (c) => (c.segment.placeShift = 8), /segment\.placeShift: the build says 8, the JavaScript 7/],
    ['a result record missing', (c) => delete c.slots.encode, /slots\.encode: the build says nothing, the JavaScript \{"written":0,/],
    [
      'a result record a number',
      (c) => (c.slots.explain = 2),
      /slots\.explain: the build says 2, the JavaScript \{"count":0,"consumed":1\}/,
    ],
    ['the segment record null', (c) => (c.segment = null), /segment: the build says null, the JavaScript \{"index":0,/],
  ];

  test.each(tamperings)('%s is refused by checkContract', (_name, tamper, message) => {
    const report = JSON.parse(wasm.contract());
    tamper(report);
    expect(() => checkContract(report)).toThrow(message);
  });

  test('a build that reports no contract at all is refused', () => {
    expect(() => checkContract(undefined)).toThrow(
      /^utf8-abnf: the wasm build and js\/wasm\/contract\.js disagree on the contract: the build says nothing, the JavaScript \{"reasons":\["none",/,
    );
  });

  test('a module whose contract differs cannot become a codec', () => {
    const wrong = new Proxy(wasm, {
      get(target, key) {
        if (key !== 'contract') return target[key];
        return () => JSON.stringify({ ...JSON.parse(target.contract()), segment: { ...SEGMENT, words: 3 } });
      },
    });
    expect(() => createCodec(wrong, variant)).toThrow(/^utf8-abnf: the wasm build and js\/wasm\/contract\.js disagree on segment\.words/);
    expect(createCodec(wasm, variant).validate(Uint8Array.of(0xe4, 0xbd, 0xa0))).toBe(true);
  });
});

describe.each(['simd', 'scalar'])('the slim %s build (utf8-abnf/validate)', (variant) => {
  const file = readFileSync(new URL(`../../dist/utf8abnf-validate.${variant}.wasm`, import.meta.url));
  const report = () => {
    const { exports } = new WebAssembly.Instance(new WebAssembly.Module(file), {});
    return Array.from(new Int32Array(exports.memory.buffer, exports.utf8abnf_contract(), 5));
  };

  test('reports the check slots and the number of reasons that the JavaScript names', () => {
    const { state, reason, index, length } = SLOTS.check;
    expect(report()).toEqual([state, reason, index, length, REASONS.length]);
    expect(() => checkSlimContract(report())).not.toThrow();
  });

  test.each([
    [
      'a slot moved',
      1,
      3,
      /^utf8-abnf: the wasm build and js\/wasm\/contract\.js disagree on slots\.check\.reason: the build says 3, the JavaScript 1\. /,
    ],
    [
      'a reason added',
      4,
      REASONS.length + 1,
      new RegExp(`disagree on reasons: the build says ${REASONS.length + 1}, the JavaScript ${REASONS.length}`),
    ],
  ])('%s is refused by checkSlimContract', (_name, at, value, message) => {
    const numbers = report();
    numbers[at] = value;
    expect(() => checkSlimContract(numbers)).toThrow(message);
  });

  test('a module of its exports with nothing behind them is refused at load, not misread', async () => {
    const { load, loadSync } = await import('utf8-abnf/validate');
    const hollow = hollowWasm(new WebAssembly.Module(file));
    const refusal = /^utf8-abnf: the wasm build and js\/wasm\/contract\.js disagree on slots\.check\.reason: the build says 0/;
    expect(() => loadSync({ module: hollow })).toThrow(refusal);
    await expect(load({ module: new WebAssembly.Module(hollow) })).rejects.toThrow(refusal);
  });
});
