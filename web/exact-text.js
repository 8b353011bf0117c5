// The Text field's exact text. A textarea turns CR LF and a lone CR into LF, so the bytes
// 61 0D 0A 62 would come back from it as 61 0A 62. The page keeps the exact text beside the field
// and applies each edit of the field to it: bytes the user did not edit stay as they were.

const asShown = (text) => text.replace(/\r\n?/g, '\n');

export function createExactText() {
  let exact = '';
  let shown = '';

  // The index in `exact` of the index `at` in `shown`.
  function exactIndex(at) {
    if (exact.length === shown.length) return at; // no CR
    let s = 0;
    let e = 0;
    while (s < at) {
      e += exact[e] === '\r' && exact[e + 1] === '\n' ? 2 : 1;
      s++;
    }
    return e;
  }

  return {
    get text() {
      return exact;
    },
    /** How many carriage returns the field shows as line breaks. */
    get carriageReturns() {
      return exact.length === shown.length && !exact.includes('\r') ? 0 : exact.split('\r').length - 1;
    },
    /** Takes `text` as the exact text; returns what the field shows for it. */
    set(text) {
      exact = text;
      shown = asShown(text);
      return shown;
    },
    /**
     * The field now holds `value`, edited from what it showed: the exact text with the same edit,
     * and what the field must show (`value`, unless the edit joined a kept CR to a typed LF).
     */
    edit(value) {
      const most = Math.min(shown.length, value.length);
      let start = 0;
      while (start < most && shown.charCodeAt(start) === value.charCodeAt(start)) start++;
      let end = 0;
      while (end < most - start && shown.charCodeAt(shown.length - 1 - end) === value.charCodeAt(value.length - 1 - end)) end++;
      exact = exact.slice(0, exactIndex(start)) + value.slice(start, value.length - end) + exact.slice(exactIndex(shown.length - end));
      shown = asShown(exact);
      return { text: exact, shown };
    },
  };
}
