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

// The issue's list: a tail byte out of a narrowed second-byte range names what it would encode.
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

const HEX = (byte) => byte.toString(16).toUpperCase().padStart(2, '0');
const hexOf = (bytes) => Array.from(bytes, HEX).join(' ');
const rangeText = ([lo, hi]) => (lo === hi ? HEX(lo) : `${HEX(lo)}..${HEX(hi)}`);
const ABNF = (row) => {
  const [first, ...rest] = row.ranges;
  const lead = first[0] === first[1] ? `%x${HEX(first[0])}` : `%x${HEX(first[0])}-${HEX(first[1])}`;
  if (row.rule === 1) return `UTF8-1 = ${lead}`;
  const tails = rest.filter(([lo, hi]) => lo === 0x80 && hi === 0xbf).length;
  const narrowed = rest.find(([lo, hi]) => lo !== 0x80 || hi !== 0xbf);
  const tailText = tails === 1 ? 'UTF8-tail' : `${tails}( UTF8-tail )`;
  return `UTF8-${row.rule} = ${lead}${narrowed ? ` %x${HEX(narrowed[0])}-${HEX(narrowed[1])}` : ''} ${tailText}`;
};

// The bytes a lead's form takes by its bit pattern (110xxxxx: 2, ..., 1111110x: 6); 0 for others.
const formOf = (lead) =>
  [0xc0, 0xe0, 0xf0, 0xf8, 0xfc, 0xfe].findIndex((top, k, tops) => lead >= top && lead < (tops[k + 1] ?? 0xfe)) + 2 || 0;

/**
 * The attempted sequence that segments[i] belongs to, from the segments alone: a lone invalid lead
 * byte followed by continuation bytes that stand alone, as many as its form takes. { start, length }
 * in segments, or null.
 */
export function attemptOf(bytes, segments, i) {
  let start = i;
  while (start > 0 && segments[start].reason === 'unexpected-continuation') start--;
  const lead = segments[start];
  const form = lead.reason && lead.length === 1 ? formOf(bytes[lead.index]) : 0;
  if (form === 0 || i - start >= form) return null;
  let end = start + 1;
  while (end < segments.length && end - start < form && segments[end].reason === 'unexpected-continuation') end++;
  return end - start > 1 ? { start, length: end - start } : null;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/**
 * What a segment's message must say, from Table 3-7 alone: the exact sentence where one wording is
 * right, else the parts it must hold: [prefix, ...phrases]. `segments` are segmentsOf(bytes).
 */
export function messageOf(bytes, segments, i) {
  const { index, length, reason, rule, alternative } = segments[i];
  const attempt = attemptOf(bytes, segments, i);
  if (attempt && attempt.start !== i) {
    const lead = segments[attempt.start];
    const leadByte = bytes[lead.index];
    return [
      `${HEX(bytes[index])} would have been the ${ORDINALS[i - attempt.start]} byte of the ${formOf(leadByte)}-byte form that ${HEX(leadByte)} began at byte ${lead.index.toLocaleString('en')}, `,
      '; a continuation byte (80..BF) cannot start a sequence of its own',
    ];
  }
  const own = bytes.subarray(index, index + length);
  const next = bytes[index + length];
  const row = ALTERNATIVES.find((each) => `UTF8-${each.rule}` === rule && each.alternative === alternative);
  if (!reason) {
    const codePoint = fatalDecoder.decode(own).codePointAt(0);
    return `${hexOf(own)} matches ${ABNF(row)} and encodes U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}.`;
  }
  if (reason === 'unexpected-continuation')
    return `${HEX(own[0])} is a continuation byte (80..BF) with no lead byte before it, so it cannot start a sequence.`;
  if (reason === 'truncated') {
    const word = ['', 'one', 'two', 'three', 'four'][row.rule];
    return `${hexOf(own)} starts a ${word}-byte UTF8-${row.rule} sequence, but the input ends after ${length} of its ${row.rule} bytes.`;
  }
  if (!row)
    return [
      `${HEX(own[0])} `,
      { overlong: 'overlong form', 'too-large': 'beyond U+10FFFF', 'invalid-byte': 'never appears in UTF-8' }[reason],
    ];
  const what = {
    overlong: 'overlong form',
    surrogate: 'UTF-16 surrogate',
    'too-large': 'beyond U+10FFFF',
    'missing-continuation': 'is not a continuation byte',
  }[reason];
  return [`${hexOf(own)} ${HEX(next)}: after ${hexOf(own)} the next byte must be ${rangeText(row.ranges[length])}; ${HEX(next)} `, what];
}
