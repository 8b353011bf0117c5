// The codec's own automaton, as data (from the wasm build, so that nothing drawn from it can
// disagree with the codec), and a walk of bytes through it one step at a time.
import { toBytes } from './arguments.js';
import { REASONS } from './wasm/contract.js';

/** automaton: { classes, classOf(byte), states, next(state, byte), walk(bytes, limit) }. */
export function createAutomaton(memory) {
  const { byteClass, states: stateNames, consumed, transitions } = memory.automaton();
  const classOf = Uint8Array.from(byteClass);
  // Each class is one run of bytes: 00..7F, 80..8F, ..., F8..FF.
  const classes = [];
  for (let byte = 0; byte < 256; byte++) {
    const found = classes[classOf[byte]];
    if (found) found.last = byte;
    else classes[classOf[byte]] = { first: byte, last: byte };
  }
  const states = stateNames.map((name, k) => Object.freeze({ name, accepting: k === 0 }));
  // Per state and class: { state } or { reject: reason }.
  const table = transitions.map((row) => row.map((t) => Object.freeze(t >= 0 ? { state: t } : { reject: REASONS[-t] })));

  /**
   * The steps of `bytes` through the automaton, for at most `limit` bytes. Each step reads one
   * byte: { index, byte, byteClass, from, to } or, at a reject, { ..., reject, subpart }, where
   * `subpart` ({ index, length }) is the maximal subpart that the reject ends. A reject inside a
   * sequence reads the same byte again from Start (`again: true`). A valid sequence's last step
   * has `sequence: { index, length }`. Input that ends inside a sequence ends with a step
   * { index: bytes.length, end: true, from, reject: 'truncated', subpart }.
   */
  function walk(input, limit = Number.POSITIVE_INFINITY) {
    const bytes = toBytes(input, 'utf8.automaton.walk');
    const steps = [];
    const end = Math.min(bytes.length, limit);
    let state = 0;
    let start = 0;
    for (let index = 0; index < end; ) {
      const byte = bytes[index];
      const cls = classOf[byte];
      const next = table[state][cls];
      const step = { index, byte, byteClass: cls, from: state };
      if (state === 0) start = index;
      if (next.reject) {
        const again = state !== 0;
        steps.push({ ...step, reject: next.reject, subpart: { index: start, length: again ? consumed[state] : 1 }, again });
        state = 0;
        if (!again) index++;
        continue;
      }
      state = next.state;
      steps.push(state === 0 ? { ...step, to: 0, sequence: { index: start, length: index - start + 1 } } : { ...step, to: state });
      index++;
    }
    if (state !== 0 && end === bytes.length) {
      steps.push({ index: end, end: true, from: state, reject: 'truncated', subpart: { index: start, length: end - start } });
    }
    return steps;
  }

  return Object.freeze({
    classes: Object.freeze(classes.map((c) => Object.freeze(c))),
    /** The class of a byte: an index into `classes`. */
    classOf: (byte) => classOf[byte],
    states: Object.freeze(states),
    /** The transition from `state` on `byte`: { state } or { reject: reason }. */
    next: (state, byte) => table[state][classOf[byte]],
    walk,
  });
}
