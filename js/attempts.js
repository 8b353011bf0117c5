// Attempted sequences: a lead byte that UTF-8 rejects leaves the continuation bytes it would have
// taken as maximal subparts of their own (ED A0 80 is three). explain tells each of them that it
// belongs to one attempt, so that no row says "no lead byte before it" with the lead right there.
import { codePointLabel, hex, hexBytes } from './messages.js';

const isTail = (byte) => (byte & 0xc0) === 0x80;
const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const NUMBERS = ['', 'one', 'two', 'three', 'four', 'five', 'six'];

/** How many bytes the form led by `lead` takes, by the bit layout (RFC 2279 up to 6); 0: no lead. */
export function formLength(lead) {
  if (lead < 0xc0 || lead > 0xfd) return 0;
  return lead >= 0xfc ? 6 : lead >= 0xf8 ? 5 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
}

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
  while (start > 0 && at - start < 5 && isTail(bytes[start])) start--;
  const form = formLength(bytes[start]);
  if (form === 0 || at - start >= form) return null;
  let end = start + 1;
  while (end < bytes.length && end - start < form && isTail(bytes[end])) end++;
  return end - start > 1 ? { start, length: end - start } : null;
}

// The value the form's bits would carry, by RFC 3629 section 3 (RFC 2279 for 5 and 6 bytes).
function formValue(bytes) {
  let value = bytes[0] & (0x7f >> bytes.length);
  for (let k = 1; k < bytes.length; k++) value = value * 64 + (bytes[k] & 0x3f);
  return value;
}

/** The sentence for an attempt: the bytes, what they would have been, and how they were cut. */
export function attemptMessage(bytes) {
  const form = formLength(bytes[0]);
  const parts = `cut into ${NUMBERS[bytes.length]} maximal subparts, each one U+FFFD`;
  if (bytes.length < form) {
    return `${hexBytes(bytes)}: the first ${NUMBERS[bytes.length]} bytes of a ${form}-byte form that UTF-8 rejects, ${parts}.`;
  }
  const value = formValue(bytes);
  const what =
    form >= 5
      ? `a ${form}-byte form (of RFC 2279, ruled out by RFC 3629) of ${codePointLabel(value)}`
      : value >= 0xd800 && value <= 0xdfff
        ? `a ${form}-byte form of ${codePointLabel(value)}, a UTF-16 surrogate`
        : value > 0x10ffff
          ? `a ${form}-byte form of ${codePointLabel(value)}, beyond U+10FFFF`
          : `an overlong ${form}-byte form of ${codePointLabel(value)}`;
  return `${hexBytes(bytes)}: ${what}, ${parts}.`;
}

/**
 * The sentence for a continuation byte of an attempt: `bytes` is the attempt, `position` the
 * byte's place in it (1 or more), `leadIndex` where the attempt starts in the input;
 * `leadStartsNoRule` when the grammar has no alternative for its lead (C0, F5, ...).
 */
export function attemptTailMessage(bytes, position, leadIndex, leadStartsNoRule) {
  const lead = bytes[0];
  const form = formLength(lead);
  const rejected = leadStartsNoRule ? 'a lead byte that UTF-8 never uses' : `which UTF-8 rejected at its second byte, ${hex(bytes[1])}`;
  return `${hex(bytes[position])} would have been the ${ORDINALS[position + 1]} byte of the ${form}-byte form that ${hex(lead)} began at byte ${leadIndex.toLocaleString('en')}, ${rejected}; a continuation byte (80..BF) cannot start a sequence of its own.`;
}
