// The JIS X 0208 index's pointers by code point, which EUC-JP, ISO-2022-JP and Shift_JIS write
// with: each code point's first pointer; Shift_JIS skips NEC's selection of IBM's extensions
// (pointers 8272..8835), whose characters it writes from IBM's own rows.
import { firstPointers } from './pairs.js';

const NEC_SELECTED_IBM = [8272, 8835];

const made = new Map();

export function jis0208Pointers(indexes, { shiftJis = false } = {}) {
  const key = shiftJis ? 'shift_jis' : 'jis0208';
  if (!made.has(key)) {
    made.set(key, firstPointers(indexes.jis0208, shiftJis ? { without: NEC_SELECTED_IBM } : {}));
  }
  return made.get(key);
}
