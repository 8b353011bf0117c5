// The last bytes of a stream of chunks, kept so that an error whose maximal subpart began in an
// earlier chunk can still be described: a subpart has at most 3 bytes.
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
    if (local >= 0) return chunk.subarray(local, end);
    const before = this.#bytes.subarray(this.#bytes.length + local);
    const joined = new Uint8Array(before.length + Math.max(0, end));
    joined.set(before);
    joined.set(chunk.subarray(0, Math.max(0, end)), before.length);
    return joined;
  }

  /** Keeps the last bytes of the stream once `chunk` is done. */
  add(chunk) {
    if (chunk.length >= KEPT) {
      this.#bytes = chunk.slice(-KEPT);
      return;
    }
    const joined = new Uint8Array(this.#bytes.length + chunk.length);
    joined.set(this.#bytes);
    joined.set(chunk, this.#bytes.length);
    this.#bytes = joined.slice(-KEPT);
  }
}
