// Every error of a stream of chunks, located by byte offset, line and column, with its message:
// the engine of checkBlob and of the command line's check.
import { createPositionCounter } from './positions.js';

const EMPTY = new Uint8Array(0);

function join(a, b) {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/**
 * Yields { index, length, reason, line, column, message } for each maximal subpart of the bytes
 * that `chunks` (an iterable or async iterable of Uint8Arrays) hold, in order.
 */
export async function* errorsIn(utf8, chunks) {
  const validator = utf8.createValidator();
  const position = createPositionCounter();
  let origin = 0;      // stream offset where the validator started
  let chunkStart = 0;  // stream offset of the current chunk
  let tail = EMPTY;    // the stream's last 3 bytes before the current chunk, for messages

  // The error at `local` (relative to `bytes`, negative when it began in an earlier chunk).
  const describe = (bytes, local, length, reason) => {
    const context = join(tail, bytes.subarray(0, Math.max(0, local) + length + 1));
    const at = local + tail.length;
    const [segment] = utf8.explain(context, { from: at, to: at + 1 });
    // An error that began in an earlier chunk was counted there as a character from its lead.
    const column = position.column - (local < 0 ? 1 : 0);
    return { index: chunkStart + local, length, reason, line: position.line, column, message: segment.message };
  };

  for await (const chunk of chunks) {
    const bytes = chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk);
    let from = 0;
    for (;;) {
      validator.push(bytes.subarray(from));
      const error = validator.firstError;
      if (!error) {
        position.advance(bytes.subarray(from));
        break;
      }
      const local = origin + error.index - chunkStart;
      if (local >= 0) position.advance(bytes.subarray(from, local));
      yield describe(bytes, local, error.length, error.reason);
      if (local >= 0) position.addCharacter();
      validator.end();
      from = local + error.length;
      origin = chunkStart + from;
    }
    tail = join(tail, bytes).slice(-3);
    chunkStart += bytes.length;
  }
  const last = validator.end();
  if (!last.valid) yield describe(EMPTY, origin + last.index - chunkStart, last.length, last.reason);
}
