// The JIS X 0208 index's pointers by code point, which EUC-JP, ISO-2022-JP and Shift_JIS write
// with: each code point's first pointer; Shift_JIS skips NEC's selection of IBM's extensions
// (pointers 8272..8835), whose characters it writes from IBM's own rows.
const NEC_SELECTED_IBM = [8272, 8835];

const made = new Map();

export function jis0208Pointers(indexes, { shiftJis = false } = {}) {
  const key = shiftJis ? 'shift_jis' : 'jis0208';
  if (!made.has(key)) {
    const pointers = new Map();
    indexes.jis0208.forEach((codePoint, pointer) => {
      if (shiftJis && pointer >= NEC_SELECTED_IBM[0] && pointer <= NEC_SELECTED_IBM[1]) return;
      if (codePoint >= 0 && !pointers.has(codePoint)) pointers.set(codePoint, pointer);
    });
    made.set(key, pointers);
  }
  return made.get(key);
}
