// Oracles that share no code with the package: Node's own TextDecoder, TextEncoder and
// buffer.isUtf8, and a maximal-subpart splitter written from Unicode Table 3-7.
import { isUtf8 } from 'node:buffer';

export { isUtf8 };
export const fatalDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
export const replacingDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
export const encoder = new TextEncoder();

// Unicode Table 3-7, one row per ABNF alternative: [rule, alternative, ...byte ranges].
const TABLE_3_7 = [
  [1, 1, [0x00, 0x7f]],
  [2, 1, [0xc2, 0xdf], [0x80, 0xbf]],
  [3, 1, [0xe0, 0xe0], [0xa0, 0xbf], [0x80, 0xbf]],
  [3, 2, [0xe1, 0xec], [0x80, 0xbf], [0x80, 0xbf]],
  [3, 3, [0xed, 0xed], [0x80, 0x9f], [0x80, 0xbf]],
  [3, 4, [0xee, 0xef], [0x80, 0xbf], [0x80, 0xbf]],
  [4, 1, [0xf0, 0xf0], [0x90, 0xbf], [0x80, 0xbf], [0x80, 0xbf]],
  [4, 2, [0xf1, 0xf3], [0x80, 0xbf], [0x80, 0xbf], [0x80, 0xbf]],
  [4, 3, [0xf4, 0xf4], [0x80, 0x8f], [0x80, 0xbf], [0x80, 0xbf]],
];
export const ALTERNATIVES = TABLE_3_7.map(([rule, alternative, ...ranges]) => ({ rule, alternative, ranges }));

const within = (byte, [lo, hi]) => byte >= lo && byte <= hi;

function reasonOfLoneByte(byte) {
  if (byte >= 0x80 && byte <= 0xbf) return 'unexpected-continuation';
  if (byte === 0xc0 || byte === 0xc1) return 'overlong';
  if (byte >= 0xf5 && byte <= 0xf7) return 'too-large';
  return 'invalid-byte';
}

// The list: a tail byte out of a narrowed second-byte range names what it would encode.
const NARROWED = { 0xe0: 'overlong', 0xf0: 'overlong', 0xed: 'surrogate', 0xf4: 'too-large' };

/** Splits bytes into valid sequences and maximal subparts: [{index, length, reason, rule, alternative}]. */
export function segmentsOf(bytes) {
  const segments = [];
  for (let index = 0; index < bytes.length; ) {
    const row = ALTERNATIVES.find(({ ranges }) => within(bytes[index], ranges[0]));
    if (!row) {
      segments.push({ index, length: 1, reason: reasonOfLoneByte(bytes[index]), rule: null, alternative: null });
      index += 1;
      continue;
    }
    let length = 1;
    while (length < row.ranges.length && index + length < bytes.length && within(bytes[index + length], row.ranges[length])) length++;
    let reason = null;
    if (length < row.ranges.length) {
      const next = bytes[index + length];
      if (next === undefined) reason = 'truncated';
      else if (length === 1 && next >= 0x80 && next <= 0xbf) reason = NARROWED[bytes[index]];
      else reason = 'missing-continuation';
    }
    segments.push({ index, length, reason, rule: `UTF8-${row.rule}`, alternative: row.alternative });
    index += length;
  }
  return segments;
}

export function firstError(bytes) {
  const error = segmentsOf(bytes).find((segment) => segment.reason);
  return error ? { valid: false, index: error.index, length: error.length, reason: error.reason } : { valid: true };
}

/** The text 'ignore' mode must give: the valid sequences only. */
export function ignoringDecode(bytes) {
  return segmentsOf(bytes)
    .filter((segment) => !segment.reason)
    .map((segment) => fatalDecoder.decode(bytes.subarray(segment.index, segment.index + segment.length)))
    .join('');
}
