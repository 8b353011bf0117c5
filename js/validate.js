// validate, check and the streaming validator: bytes copied into wasm memory a piece at a time and
// checked there; the whole state between pieces is one small integer.
import { toBytes, viewOf } from './arguments.js';
import { REASONS, SLOTS } from './wasm/contract.js';

const { state: STATE, reason: REASON, index: INDEX, length: LENGTH } = SLOTS.check;
// What validateFrom returns for invalid bytes.
const FAILED = -1;

/**
 * How many bytes validation and decoding copy into wasm memory and read in one call: 64 KiB, as a
 * copy is quicker while its target stays in cache, and an error near the start then costs the copy
 * of one piece, not of all that follows.
 */
export const pieceSize = (memory) => Math.min(memory.chunk, 1 << 16);

/** Errors as check() returns them. */
const failure = (index, length, reasonCode) => ({ valid: false, index, length, reason: REASONS[reasonCode] });

export function createValidation(memory) {
  const piece = pieceSize(memory);
  let failedPieceAt = 0; // where in the bytes the piece that failed began

  // Validates `bytes` as the continuation of a stream in `state`: the new state, or FAILED, when
  // foundError() says where and why. An invalid input costs no object: validate only needs to know.
  function validateFrom(bytes, state) {
    memory.refresh();
    const { u8, i32, input, results, checkChunk } = memory;
    for (let offset = 0; offset < bytes.length; offset += piece) {
      const part = bytes.length <= piece ? bytes : viewOf(bytes, offset, Math.min(bytes.length, offset + piece));
      u8.set(part, input);
      if (checkChunk(state, part.length)) {
        failedPieceAt = offset;
        return FAILED;
      }
      state = i32[results + STATE];
    }
    return state;
  }

  // The error that validateFrom just found in bytes whose first is at stream offset `position`.
  function foundError(position) {
    const { i32, results } = memory;
    return failure(position + failedPieceAt + i32[results + INDEX], i32[results + LENGTH], i32[results + REASON]);
  }

  // The truncation error of a stream that ends in `state` at `position`, or null.
  function finishAt(state, position) {
    memory.refresh();
    if (!state || !memory.finishStream(state)) return null;
    const { i32, results } = memory;
    return failure(position + i32[results + INDEX], i32[results + LENGTH], i32[results + REASON]);
  }

  function check(bytesInput) {
    const bytes = toBytes(bytesInput, 'utf8.check');
    const state = validateFrom(bytes, 0);
    if (state === FAILED) return foundError(0);
    return finishAt(state, bytes.length) ?? { valid: true };
  }

  function validate(bytesInput) {
    // Start is the one accepting state: bytes that end in any other end inside a sequence.
    return validateFrom(toBytes(bytesInput, 'utf8.validate'), 0) === 0;
  }

  class Validator {
    #state = 0;
    #position = 0; // stream offset of the next chunk
    #first = null;

    push(chunkInput) {
      const bytes = toBytes(chunkInput, 'validator.push');
      if (!this.#first) {
        const next = validateFrom(bytes, this.#state);
        if (next === FAILED) this.#first = foundError(this.#position);
        else this.#state = next;
      }
      this.#position += bytes.length;
    }

    /** The first error found so far, or null (a truncated end is only known at end()). */
    get firstError() {
      if (!this.#first) return null;
      const { index, length, reason } = this.#first;
      return { index, length, reason };
    }

    end() {
      const error = this.#first ?? finishAt(this.#state, this.#position);
      this.#state = 0;
      this.#position = 0;
      this.#first = null;
      return error ?? { valid: true };
    }
  }

  return { validate, check, createValidator: () => new Validator() };
}
