// The bit layout of a lead byte, which the checks of files and the explanations read: how many
// bytes its form takes, and where a run of bytes can be cut without splitting a sequence.

const isTail = (byte) => (byte & 0xc0) === 0x80;

/** How many bytes the form led by `lead` takes, by the bit layout (RFC 2279 up to 6); 0: no lead. */
export function formLength(lead) {
  if (lead < 0xc0 || lead > 0xfd) return 0;
  return lead >= 0xfc ? 6 : lead >= 0xf8 ? 5 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
}

/**
 * Where `bytes` can be cut so that what comes after them cannot change how the bytes before the
 * cut are split: before a sequence whose form runs past the end (a lead is never part of an
 * earlier sequence), else at the end.
 */
export function endOfWholeSequences(bytes) {
  const end = bytes.length;
  for (let lead = end - 1; lead >= Math.max(0, end - 3); lead--) {
    if (isTail(bytes[lead])) continue;
    return formLength(bytes[lead]) > end - lead ? lead : end;
  }
  return end;
}
