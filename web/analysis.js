// What the page knows about the bytes in the field, worked out once per input: every panel reads
// this, none goes back to the bytes on its own (the breakdown explains only the rows it shows).

/** The decoded-text panel shows at most this many UTF-16 code units. */
export const SHOWN_TEXT_UNITS = 2048;
/**
 * Inputs up to this size are tried for text that went through the wrong encoding (Read as another
 * encoding): valid UTF-8 up to REPAIR_BYTES, other bytes up to READ_BYTES, as reading them in every
 * encoding costs more (about 2 ms a KiB of GBK or random bytes, against 0.1 for valid text).
 */
export const REPAIR_BYTES = 32 << 10;
export const READ_BYTES = 8 << 10;
/** The policies panel shows each policy's text for this many bytes at most. */
export const POLICY_BYTES = 1024;

/**
 * The text of the first POLICY_BYTES bytes under each replacement policy: one U+FFFD per maximal
 * subpart, one per invalid byte, invalid bytes dropped. From the codec's segments.
 */
export function policyTexts(utf8, bytes) {
  const texts = { subpart: '', byte: '', drop: '' };
  for (const segment of utf8.explain(bytes, { from: 0, to: Math.min(bytes.length, POLICY_BYTES) })) {
    const valid = segment.valid ? String.fromCodePoint(segment.codePoint) : '';
    texts.subpart += valid || '\uFFFD';
    texts.byte += valid || '\uFFFD'.repeat(segment.length);
    texts.drop += valid;
  }
  return { ...texts, whole: bytes.length <= POLICY_BYTES };
}

/**
 * { bytes, origin, summary, policies, repair, readings, hints, text, textIsWhole }: the codec's
 * summary, the policies' texts, what repairMojibake found and the other readings, whether UTF-8's
 * hints apply, and the text with each maximal subpart replaced by U+FFFD. Valid bytes are decoded whole, since the Text field shows them; for
 * invalid ones only the part the decoded-text panel shows. `origin`: where the bytes sit in the
 * file they were opened from (0 for any other input), which the panels' offsets count from.
 */
export function analyze(utf8, bytes, origin = 0) {
  const summary = utf8.summarize(bytes, { errorIndexes: true });
  const policies = policyTexts(utf8, bytes);
  const repair = bytes.length <= (summary.valid ? REPAIR_BYTES : READ_BYTES) ? utf8.repairMojibake(bytes) : null;
  const read = repair?.kind === 'other-encoding';
  // The other readings beside the likeliest. Bytes read as another encoding are explained by it,
  // not by UTF-8's hints (GBK's 世界 holds C0 BD, which is no overlong "=" there), except as
  // Windows-1252, whose hints read lone bytes so too, or UTF-16, whose byte order mark's hint says so.
  const readings = read ? utf8.readAsOtherEncodings(bytes).filter((reading) => reading.undefined === 0) : [];
  const hints = !read || /^(windows-1252|utf-16)/.test(repair.encoding);
  const common = { bytes, origin, summary, policies, repair, readings, hints };
  if (summary.valid) return { ...common, text: utf8.decode(bytes), textIsWhole: true };
  // At most 3 bytes per code unit (4 per surrogate pair): enough bytes for the shown text.
  const shown = bytes.subarray(0, 3 * SHOWN_TEXT_UNITS);
  const text = utf8.createDecoder({ errors: 'replace' }).decode(shown, { stream: shown.length < bytes.length });
  return { ...common, text, textIsWhole: shown.length === bytes.length };
}
