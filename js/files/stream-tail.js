// The last bytes of a stream of chunks, kept so that an error whose maximal subpart began in an
// earlier chunk can still be described: a subpart has at most 3 bytes, and the lead of the
// attempted sequence a continuation byte belongs to is at most 5 bytes before it.
import { joinBytes } from '../wasm/strings.js';

/** Bytes kept before an error: as many as an attempt's lead can be before its byte. */
export const BEHIND = 5;
// Set as the module loads, where Stryker's runs do not see its mutant; findErrors.test.js kills it by hand.
const KEPT = BEHIND + 3;
const EMPTY = new Uint8Array(0);

export class StreamTail {
  #bytes = EMPTY;

  /**
   * The bytes around the error at `local` in `chunk` (before the chunk when negative): up to
   * BEHIND bytes before it, its maximal subpart of `length` bytes, and the byte after it if the
   * chunk has it; `at` is where the subpart starts in them.
   */
  around(chunk, local, length) {
    const end = Math.min(chunk.length, local + length + 1);
    const from = local - BEHIND;
    const kept = from < 0 ? this.#bytes.subarray(Math.max(0, this.#bytes.length + from)) : EMPTY;
    const bytes = joinBytes(kept, chunk.subarray(Math.max(0, from), Math.max(0, end)));
    return { bytes, at: bytes.length - (end - local) };
  }

  /** Keeps the last bytes of the stream once `chunk` is done. */
  add(chunk) {
    this.#bytes = (chunk.length >= KEPT ? chunk : joinBytes(this.#bytes, chunk)).slice(-KEPT);
  }
}
