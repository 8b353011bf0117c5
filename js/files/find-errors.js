// Every error of a stream of chunks, located by byte offset, line and column, with its message:
// utf8.findErrors, and the engine of checkBlob.
import { assertKnownOptions, assertOptions, toBytes } from '../arguments.js';
import { localeOption } from '../text/catalog.js';
import { hintFor } from '../text/hints.js';
import { attemptAt } from '../attempts.js';
import { alternativesByLead, invalidSentence } from '../text/messages.js';
import { columnsOption, createPositionCounter } from './positions.js';
import { StreamTail } from './stream-tail.js';

const EMPTY = new Uint8Array(0);

/**
 * Yields { index, length, reason, line, column, message, hint } for each maximal subpart of the bytes
 * that `chunks` (an iterable or async iterable of Uint8Arrays) hold, in order; messages in `locale`,
 * lines and columns counted by `position` (positions.js), which a caller may keep to ask it more.
 */
export async function* errorsIn(utf8, chunks, locale, position = createPositionCounter()) {
  const validator = utf8.createValidator();
  const tail = new StreamTail();
  const byLead = alternativesByLead(utf8.grammar);
  let origin = 0; // stream offset where the validator started
  let chunkStart = 0; // stream offset of the current chunk

  // The error at `local` (relative to `bytes`, negative when it began in an earlier chunk).
  const describe = (bytes, local, length, reason) => {
    const index = chunkStart + local;
    const { bytes: around, at } = tail.around(bytes, local, length);
    const message = invalidSentence(byLead, around, at, length, index, reason, attemptAt(around, at, length), locale);
    // The hints that the subpart, the byte after it and the one before tell (Latin-1 text, a
    // two-byte overlong form); those that need more bytes (CESU-8) are explain's.
    const from = Math.max(0, at - 1);
    const hint = hintFor(around.subarray(from), at - from, length, reason, null, locale);
    return { index, length, reason, line: position.line, column: position.column, message, hint };
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
      position.addCharacter();
      validator.end();
      from = local + error.length;
      origin = chunkStart + from;
    }
    tail.add(bytes);
    chunkStart += bytes.length;
  }
  const last = validator.end();
  if (!last.valid) yield describe(EMPTY, origin + last.index - chunkStart, last.length, last.reason);
}

async function* bytesOf(chunks) {
  for await (const chunk of chunks) yield toBytes(chunk, 'utf8.findErrors');
}

/** utf8.findErrors(chunks, { locale, columns }): errorsIn over any iterable or async iterable of bytes. */
export function findErrors(utf8, chunks, options) {
  if (ArrayBuffer.isView(chunks) || chunks instanceof ArrayBuffer || typeof chunks === 'string') {
    throw new TypeError(
      'utf8.findErrors expects chunks of bytes (an iterable or async iterable of them); for bytes in memory, pass [bytes]',
    );
  }
  if (typeof chunks?.[Symbol.asyncIterator] !== 'function' && typeof chunks?.[Symbol.iterator] !== 'function') {
    throw new TypeError(
      'utf8.findErrors expects an iterable or async iterable of bytes: a Node stream, a ReadableStream, an array of Uint8Arrays',
    );
  }
  assertOptions(options, 'utf8.findErrors');
  assertKnownOptions(options, 'utf8.findErrors', ['locale', 'columns']);
  const position = createPositionCounter(columnsOption(options, 'utf8.findErrors'), utf8.createDecoder);
  return errorsIn(utf8, bytesOf(chunks), localeOption(options, 'utf8.findErrors'), position);
}
