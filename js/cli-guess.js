// The command line's guess at the encoding of a file that is not UTF-8: the bytes from its first
// error on, SAMPLE_BYTES at most, named by utf8.guessEncoding.
import { describeGuess } from './texts.js';

const SAMPLE_BYTES = 64 << 10;
const KEPT_CHUNKS = 2; // the chunk that holds the first error is one of the last two read
const CONTEXT_BYTES = 64; // the sample starts this far before the first error at most

/**
 * add(bytes, offset) for each piece read in order; from(offset) once, at the first error;
 * full() once enough is kept; sample() then, for noteOn.
 */
export function createSampler() {
  let recent = []; // [offset, bytes] of the last pieces, until the first error
  let start = -1;
  let sample = new Uint8Array(0);
  let cut = false; // whether bytes followed the sample
  const keep = (bytes) => {
    const room = SAMPLE_BYTES - sample.length;
    if (bytes.length > room) cut = true;
    const joined = new Uint8Array(sample.length + Math.min(room, bytes.length));
    joined.set(sample);
    joined.set(bytes.subarray(0, room), sample.length);
    sample = joined;
  };
  return {
    add(bytes, offset) {
      if (start < 0) recent = [...recent, [offset, bytes]].slice(-KEPT_CHUNKS);
      else if (sample.length < SAMPLE_BYTES) keep(bytes);
      else cut = true;
    },
    // The sample starts with the word of the first error: after the last space or line feed
    // before it, CONTEXT_BYTES back at most ("caf\xE9" reads as a word, "\xE9" alone as none).
    from(offset) {
      if (start >= 0) return;
      const byteAt = (index) => {
        for (const [at, bytes] of recent) if (index >= at && index < at + bytes.length) return bytes[index - at];
        return undefined; // before the pieces kept
      };
      const startsWord = (index) => [undefined, 0x20, 0x0a].includes(byteAt(index - 1));
      start = offset;
      while (offset - start < CONTEXT_BYTES && !startsWord(start)) start--;
      for (const [at, bytes] of recent) if (at + bytes.length > start) keep(bytes.subarray(Math.max(0, start - at)));
      recent = [];
    },
    full: () => sample.length >= SAMPLE_BYTES,
    /** The sample: { bytes (whole characters), offset (where they start in the file) }. */
    sample() {
      // A sample cut in a character ends at its last ASCII byte, where no character is cut.
      const lastAscii = sample.findLastIndex((byte) => byte < 0x80);
      return { bytes: cut && lastAscii > 0 ? sample.subarray(0, lastAscii + 1) : sample, offset: start };
    },
  };
}

/**
 * The note on a sample ({ bytes, offset }, a sampler's): { text (in `locale`), guess (what
 * utf8.guessEncoding says), offset }, or null where the bytes are not text in another encoding.
 */
export function noteOn(utf8, { bytes, offset }, locale) {
  // Only bytes that are text in another encoding get a note, by the rule the page reads them by
  // (repairMojibake): UTF-8 with a few errors, or errors that hints explain (an overlong "/"), get
  // none; utf8.guessEncoding names it.
  if (utf8.repairMojibake(bytes)?.kind !== 'other-encoding') return null;
  const guess = utf8.guessEncoding(bytes);
  return { text: describeGuess(guess, offset, locale), guess, offset };
}
