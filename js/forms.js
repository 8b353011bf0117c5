// The bit layout of UTF-8 (RFC 3629 section 3, and RFC 2279's 5- and 6-byte forms), stated once
// for the package and the page: a continuation byte, how many bytes a lead's form takes and a value's
// shortest form, and where a run of bytes can be cut without splitting a sequence.

/** How many of a byte's leading bits are its marker: 0xxxxxxx 1, 10xxxxxx 2, 110xxxxx 3 ... 11111111 8. */
export function markerLength(byte) {
  let ones = 0;
  while (ones < 8 && byte & (0x80 >> ones)) ones++;
  return Math.min(8, ones + 1);
}

/** Whether `byte` is a continuation byte (10xxxxxx, 80..BF: UTF8-tail), which starts no sequence. */
export const isContinuation = (byte) => (byte & 0xc0) === 0x80;

/** How many bytes the form led by `lead` takes, by the bit layout (RFC 2279 up to 6); 0: no lead. */
export function formLength(lead) {
  if (lead < 0xc0 || lead > 0xfd) return 0;
  return lead >= 0xfc ? 6 : lead >= 0xf8 ? 5 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
}

/**
 * How many bytes the shortest form of `value` takes: 1 to 4 for a code point, 5 or 6 past U+1FFFFF
 * (RFC 2279's forms, which the hints read).
 */
export const shortestFormLength = (value) => [0x80, 0x800, 0x10000, 0x200000, 0x4000000].findIndex((limit) => value < limit) + 1 || 6;

/**
 * Where `bytes` can be cut so that what comes after them cannot change how the bytes before the
 * cut are split: before a sequence whose form runs past the end (a lead is never part of an
 * earlier sequence), else at the end.
 */
export function endOfWholeSequences(bytes) {
  const end = bytes.length;
  for (let lead = end - 1; lead >= Math.max(0, end - 3); lead--) {
    if (isContinuation(bytes[lead])) continue;
    return formLength(bytes[lead]) > end - lead ? lead : end;
  }
  return end;
}

/** Whether `bytes` start with UTF-8's byte order mark, EF BB BF. */
export const hasUtf8Bom = (bytes) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
