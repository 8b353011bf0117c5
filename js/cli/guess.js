// The command line's guess at the encoding of a file that is not UTF-8: the bytes from its first
// error on, SAMPLE_BYTES at most, named by utf8.guessEncoding; for check, as utf8.identify decides
// it for the page's file check, from those and the bytes before the error.
import { describeGuess, isContinuation } from '../texts.js';

const SAMPLE_BYTES = 64 << 10;
const CONTEXT_BYTES = 64; // the sample starts this far before the first error at most
const BEFORE_BYTES = 4096; // the bytes before the first error that utf8.identify reads

/**
 * add(bytes, offset) for each piece read in order; from(offset) once, at the first error;
 * full() once enough is kept; sample() then, for noteOn and fileNoteOn.
 */
export function createSampler() {
  // Until the first error: the last two pieces (it is in one of them) and BEFORE_BYTES before them.
  let recent = []; // [offset, bytes]
  let kept = 0;
  let before = new Uint8Array(0);
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
  const lastTwo = () => recent.slice(-2).reduce((sum, [, bytes]) => sum + bytes.length, 0);
  // A copy of the bytes [from, to) of the pieces kept.
  const copyOf = (from, to) => {
    const bytes = new Uint8Array(Math.max(0, to - from));
    for (const [at, piece] of recent) {
      const part = piece.subarray(Math.max(0, from - at), Math.max(0, to - at));
      if (part.length) bytes.set(part, Math.max(0, at - from));
    }
    return bytes;
  };
  return {
    add(bytes, offset) {
      if (start < 0) {
        recent.push([offset, bytes]);
        kept += bytes.length;
        while (recent.length > 2 && kept - recent[0][1].length - lastTwo() >= BEFORE_BYTES) kept -= recent.shift()[1].length;
      } else if (sample.length < SAMPLE_BYTES) keep(bytes);
      else cut = true;
    },
    // The sample starts with the word of the first error: after the last space or line feed
    // before it, CONTEXT_BYTES back at most ("caf\xE9" reads as a word, "\xE9" alone as none).
    from(offset) {
      if (start >= 0) return;
      const first = Math.max(recent[0]?.[0] ?? 0, offset - BEFORE_BYTES);
      const held = copyOf(first, offset);
      const startsWord = (index) => index <= first || held[index - first - 1] === 0x20 || held[index - first - 1] === 0x0a;
      start = offset;
      while (offset - start < CONTEXT_BYTES && !startsWord(start)) start--;
      for (const [at, bytes] of recent) if (at + bytes.length > start) keep(bytes.subarray(Math.max(0, start - at)));
      recent = [];
      // Where the bytes kept start inside a character, from the next one: those before an error are valid.
      let skipped = 0;
      while (first > 0 && skipped < 3 && isContinuation(held[skipped])) skipped++;
      before = held.subarray(skipped, Math.max(skipped, start - first));
    },
    full: () => sample.length >= SAMPLE_BYTES,
    /**
     * The sample: { bytes (whole characters), offset (where they start in the file), before (the
     * bytes before them, from BEFORE_BYTES before the first error on, from a character's start) }.
     */
    sample() {
      // A sample cut in a character ends at its last ASCII byte, where no character is cut.
      const lastAscii = sample.findLastIndex((byte) => byte < 0x80);
      return { bytes: cut && lastAscii > 0 ? sample.subarray(0, lastAscii + 1) : sample, offset: start, before };
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
  return utf8.repairMojibake(bytes)?.kind === 'other-encoding' ? named(utf8, bytes, offset, locale) : null;
}

/**
 * check's note on a file's sample, as the page's file check reads a file: none where
 * utf8.identify finds UTF-8 with errors or binary bytes; else utf8.guessEncoding's answer.
 */
export function fileNoteOn(utf8, { before, bytes, offset }, locale) {
  const read = new Uint8Array(before.length + bytes.length);
  read.set(before);
  read.set(bytes, before.length);
  const look = utf8.identify(read); // which reads `bytes` as noteOn does, from the first error's word
  return look.valid || look.binary || look.encoding === 'utf-8' ? null : named(utf8, bytes, offset, locale);
}

// The note on `bytes`, text in another encoding: utf8.guessEncoding's answer, in words.
function named(utf8, bytes, offset, locale) {
  const guess = utf8.guessEncoding(bytes);
  return { text: describeGuess(guess, offset, locale), guess, offset };
}
