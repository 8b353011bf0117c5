// The last bytes of a stream of chunks, kept so that an error whose maximal subpart began in an
// earlier chunk can still be described: a subpart has at most 3 bytes, and the byte before it
// tells whether a lone byte stands between ASCII (a Latin-1 hint).
import { joinBytes } from './strings.js';

const KEPT = 3;
const EMPTY = new Uint8Array(0);

export class StreamTail {
  #bytes = EMPTY;

  /**
   * The error's maximal subpart and the byte after it (if the chunk has it), for errorSentence: it
   * starts at `local` in `chunk`, or before it when negative.
   */
  around(chunk, local, length) {
    const end = Math.min(chunk.length, local + length + 1);
    // Stryker disable next-line EqualityOperator: at 0 the join takes nothing from the kept bytes
    if (local >= 0) return chunk.subarray(local, end);
    return joinBytes(this.#bytes.subarray(this.#bytes.length + local), chunk.subarray(0, Math.max(0, end)));
  }

  /** The byte before the error at `local` in `chunk` (before the chunk when negative), if any. */
  before(chunk, local) {
    return local > 0 ? chunk[local - 1] : this.#bytes[this.#bytes.length + local - 1];
  }

  /** Keeps the last bytes of the stream once `chunk` is done. */
  add(chunk) {
    // Stryker disable next-line all: a shortcut; the last KEPT bytes are the same either way
    this.#bytes = (chunk.length >= KEPT ? chunk : joinBytes(this.#bytes, chunk)).slice(-KEPT);
  }
}
