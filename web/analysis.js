// What the page knows about the bytes in the field, worked out once per input: every panel reads
// this, none goes back to the bytes on its own (the breakdown explains only the rows it shows).

/** The decoded-text panel shows at most this many UTF-16 code units. */
export const SHOWN_TEXT_UNITS = 16384;

/**
 * { bytes, summary, text, textIsWhole }: the codec's summary, and the text with each maximal
 * subpart replaced by U+FFFD. Valid bytes are decoded whole, since the Text field shows them; for
 * invalid ones only the part the decoded-text panel shows.
 */
export function analyze(utf8, bytes) {
  const summary = utf8.summarize(bytes, { errorIndexes: true });
  if (summary.valid) return { bytes, summary, text: utf8.decode(bytes), textIsWhole: true };
  // At most 3 bytes per code unit (4 per surrogate pair): enough bytes for the shown text.
  const shown = bytes.subarray(0, 3 * SHOWN_TEXT_UNITS);
  const text = utf8.createDecoder({ errors: 'replace' }).decode(shown, { stream: shown.length < bytes.length });
  return { bytes, summary, text, textIsWhole: shown.length === bytes.length };
}
