// The automaton as data: its walk agrees with explain on every oracle input, and its tables are
// the ABNF's ranges.
import { freshCodec, oracleInputs, VARIANTS } from './inputs.js';

// Each test makes its own codec: the automaton is built when a codec is (see freshCodec).
describe.each(VARIANTS)('automaton (%s build)', (variant) => {
  let utf8;
  beforeEach(async () => {
    utf8 = await freshCodec(variant);
  });

  test("the walk's rejects and sequences are explain's segments", () => {
    for (const bytes of oracleInputs(variant)) {
      const fromWalk = utf8.automaton
        .walk(bytes)
        .filter((step) => step.reject || step.sequence)
        .map((step) =>
          step.reject ? [step.subpart.index, step.subpart.length, step.reject] : [step.sequence.index, step.sequence.length, null],
        );
      const fromExplain = utf8.explain(bytes).map((s) => [s.index, s.length, s.reason]);
      if (JSON.stringify(fromWalk) !== JSON.stringify(fromExplain)) {
        throw new Error(`${Array.from(bytes)}: walk ${JSON.stringify(fromWalk)}, explain ${JSON.stringify(fromExplain)}`);
      }
    }
  });

  test('the classes are the ranges of the grammar, and Start is the only accepting state', () => {
    const { classes, states } = utf8.automaton;
    expect(classes.map(({ first, last }) => [first, last])).toEqual([
      [0x00, 0x7f],
      [0x80, 0x8f],
      [0x90, 0x9f],
      [0xa0, 0xbf],
      [0xc0, 0xc1],
      [0xc2, 0xdf],
      [0xe0, 0xe0],
      [0xe1, 0xec],
      [0xed, 0xed],
      [0xee, 0xef],
      [0xf0, 0xf0],
      [0xf1, 0xf3],
      [0xf4, 0xf4],
      [0xf5, 0xf7],
      [0xf8, 0xff],
    ]);
    expect(Object.keys(classes)).toEqual(classes.map((_, k) => `${k}`)); // the classes, and no other key
    for (const entry of utf8.grammar)
      for (const [lo, hi] of entry.bytes) expect(utf8.automaton.classOf(lo) <= utf8.automaton.classOf(hi)).toBe(true);
    expect(states.filter((s) => s.accepting).map((s) => s.name)).toEqual(['Start']);
    expect(states.map((s) => s.name)).toEqual([
      'Start',
      'Need1',
      'AfterE0',
      'AfterE1',
      'AfterED',
      'AfterF0',
      'AfterF1',
      'AfterF4',
      'Need2',
      'Last3',
      'Last4',
    ]);
    // Data a caller reads cannot be changed under the codec.
    const next = utf8.automaton.next(0, 0x41);
    for (const frozen of [utf8.automaton, classes, classes[0], states, states[0], next]) expect(Object.isFrozen(frozen)).toBe(true);
    expect(next).toEqual({ state: 0 });
    expect(utf8.automaton.classOf(0xff)).toBe(classes.length - 1); // F5..FF, the last class
    expect(utf8.automaton.next(0, 0xe4)).toEqual({ state: states.findIndex((s) => s.name === 'AfterE1') });
    expect(
      utf8.automaton.next(
        states.findIndex((s) => s.name === 'AfterED'),
        0xa0,
      ),
    ).toEqual({ reject: 'surrogate' });
  });

  test('a walk of ED A0 80, step by step', () => {
    const names = utf8.automaton.states.map((s) => s.name);
    const steps = utf8.automaton.walk(Uint8Array.of(0xed, 0xa0, 0x80)).map((s) => ({
      index: s.index,
      from: names[s.from],
      ...(s.reject ? { reject: s.reject, subpart: s.subpart, again: s.again } : { to: names[s.to] }),
    }));
    expect(steps).toEqual([
      { index: 0, from: 'Start', to: 'AfterED' },
      { index: 1, from: 'AfterED', reject: 'surrogate', subpart: { index: 0, length: 1 }, again: true },
      { index: 1, from: 'Start', reject: 'unexpected-continuation', subpart: { index: 1, length: 1 }, again: false },
      { index: 2, from: 'Start', reject: 'unexpected-continuation', subpart: { index: 2, length: 1 }, again: false },
    ]);
    expect(utf8.automaton.walk(Uint8Array.of(0xe4, 0xbd)).at(-1)).toEqual({
      index: 2,
      end: true,
      from: names.indexOf('Last3'),
      reject: 'truncated',
      subpart: { index: 0, length: 2 },
    });
    // A walk cut short by its limit inside a sequence ends where it was cut: the input goes on.
    expect(utf8.automaton.walk(Uint8Array.of(0xe4, 0xbd, 0xa0), 2).map((step) => [step.index, names[step.from], names[step.to]])).toEqual([
      [0, 'Start', 'AfterE1'],
      [1, 'AfterE1', 'Last3'],
    ]);
    expect(() => utf8.automaton.walk('E4')).toThrow(
      new TypeError(
        'utf8.automaton.walk expects bytes (a Uint8Array, an ArrayBuffer or another ArrayBufferView such as a Buffer or DataView), not a string; to get the UTF-8 bytes of a string use utf8.encode(string)',
      ),
    );
  });
});
