// Attempted sequences: a lead byte that UTF-8 rejects leaves the continuation bytes it would have
// taken as maximal subparts of their own (ED A0 80 is three). explain tells each of them that it
// belongs to one attempt, so that no row says "no lead byte before it" with the lead right there.
import { say } from './text/catalog.js';
import { formLength, isContinuation } from './forms.js';
import { codePointLabel, groupDigits, hex, hexBytes } from './text/notation.js';

/**
 * The attempt that the invalid segment of `length` bytes at `at` belongs to: { start, length }
 * within `bytes` (a copy that holds at least the 5 bytes before the segment and the 5 after), or
 * null. An attempt is a lead byte and the continuation bytes right after it, up to the length of
 * its form, when UTF-8 rejected it at the lead or its second byte and so left each of them a
 * maximal subpart of its own. (A lead whose sequence was valid or cut short took its tails with it:
 * a continuation byte closer to a lead than its form's length follows a rejected one.)
 */
export function attemptAt(bytes, at, length) {
  if (length !== 1) return null;
  let start = at;
  while (start > 0 && at - start < 5 && isContinuation(bytes[start])) start--;
  const form = formLength(bytes[start]);
  if (at - start >= form) return null; // also where no lead starts it (form 0)
  let end = start + 1;
  while (end < bytes.length && end - start < form && isContinuation(bytes[end])) end++;
  return end - start > 1 ? { start, length: end - start } : null;
}

// The value the form's bits would carry, by RFC 3629 section 3 (RFC 2279 for 5 and 6 bytes).
function formValue(bytes) {
  let value = bytes[0] & (0x7f >> bytes.length);
  for (let k = 1; k < bytes.length; k++) value = value * 64 + (bytes[k] & 0x3f);
  return value;
}

/** The sentence for an attempt in `locale`: the bytes, what they would have been, and how they were cut. */
export function attemptMessage(bytes, locale) {
  const form = formLength(bytes[0]);
  const parts = say(locale, 'attempt.parts', { count: say(locale, `number.${bytes.length}`) });
  if (bytes.length < form) {
    return say(locale, 'attempt.start', { bytes: hexBytes(bytes), count: say(locale, `number.${bytes.length}`), form, parts });
  }
  const value = formValue(bytes);
  const kind =
    form >= 5
      ? 'attempt.old-form'
      : value >= 0xd800 && value <= 0xdfff
        ? 'attempt.surrogate-form'
        : value > 0x10ffff
          ? 'attempt.too-large-form'
          : 'attempt.overlong-form';
  const what = say(locale, kind, { form, codePoint: codePointLabel(value) });
  return say(locale, 'attempt.whole', { bytes: hexBytes(bytes), what, parts });
}

/**
 * The sentence for a continuation byte of an attempt, in `locale`: `bytes` is the attempt,
 * `position` the byte's place in it (1 or more), `leadIndex` where the attempt starts in the input;
 * `leadStartsNoRule` when the grammar has no alternative for its lead (C0, F5, ...).
 */
export function attemptTailMessage(bytes, position, leadIndex, leadStartsNoRule, locale) {
  return say(locale, 'attempt.tail', {
    byte: hex(bytes[position]),
    ordinal: say(locale, `ordinal.${position + 1}`),
    form: formLength(bytes[0]),
    lead: hex(bytes[0]),
    index: groupDigits(leadIndex),
    rejected: leadStartsNoRule ? say(locale, 'attempt.never-lead') : say(locale, 'attempt.rejected-second', { second: hex(bytes[1]) }),
  });
}
