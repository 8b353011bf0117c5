// WHATWG TransformStreams over the streaming decoder and validator, for browsers and Node
// (Readable.toWeb). A strict error errors the stream with the Utf8Error.
import { assertKnownOptions, assertOptions, option, toBytes } from '../arguments.js';
import { otherEncodingsNow } from '../encodings/other-encodings.js';
import { Utf8Error } from '../errors.js';
import { alternativesByLead, errorMessage, errorSentence } from '../text/messages.js';
import { StreamTail } from './stream-tail.js';
import { isUtf8Label } from '../whatwg.js';

const EMPTY = new Uint8Array(0);

/**
 * Bytes in, text out, as createDecoder({ errors, stripBOM }) decodes them, or from the encoding
 * `from` names (encodings/convert.js, in the other encodings' chunk: a label of UTF-8 needs none of it).
 */
export function createDecoderStream(utf8, options) {
  assertOptions(options, 'utf8.createDecoderStream');
  assertKnownOptions(options, 'utf8.createDecoderStream', ['from', 'errors', 'stripBOM']);
  const from = option(options, 'from');
  if (from !== undefined && !(typeof from === 'string' && isUtf8Label(from))) {
    const other = otherEncodingsNow('utf8.createDecoderStream').createDecoderStreamFrom(options, 'utf8.createDecoderStream');
    if (other) return other;
  }
  const decoder = utf8.createDecoder(options && { errors: option(options, 'errors'), stripBOM: option(options, 'stripBOM') });
  return new TransformStream({
    transform(chunk, controller) {
      const text = decoder.decode(chunk, { stream: true });
      if (text) controller.enqueue(text);
    },
    flush(controller) {
      const text = decoder.decode();
      if (text) controller.enqueue(text);
    },
  });
}

/** Bytes in, the same bytes out, until the first error, which errors the stream. */
export function createValidatorStream(utf8) {
  const validator = utf8.createValidator();
  const tail = new StreamTail();
  let chunkStart = 0; // stream offset of the current chunk
  const fail = (controller, { index, length, reason }, bytes) => {
    // The first error is never a continuation byte of an attempt: its lead would be an earlier error.
    const { bytes: around, at } = tail.around(bytes, index - chunkStart, length);
    const sentence = errorSentence(alternativesByLead(utf8.grammar), around.subarray(at), length, reason);
    controller.error(new Utf8Error(errorMessage(index, reason, sentence), { index, length, reason }));
  };
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = toBytes(chunk, 'validator stream');
      validator.push(bytes);
      const error = validator.firstError;
      if (error) {
        fail(controller, error, bytes);
        return;
      }
      tail.add(bytes);
      chunkStart += bytes.length;
      controller.enqueue(chunk);
    },
    flush(controller) {
      const result = validator.end();
      if (!result.valid) fail(controller, result, EMPTY);
    },
  });
}
