// WHATWG TransformStreams over the streaming decoder and validator, for browsers and Node
// (Readable.toWeb). A strict error errors the stream with the Utf8Error.
import { toBytes } from './arguments.js';
import { errorMessage } from './messages.js';
import { Utf8Error } from './errors.js';

/** Bytes in, text out, as createDecoder({ errors, stripBOM }) decodes them. */
export function createDecoderStream(utf8, options) {
  const decoder = utf8.createDecoder(options);
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
  let position = 0;
  let held = new Uint8Array(0);  // the last few bytes, for the message of an error that begins in them
  const fail = (controller, { index, length, reason }, bytes) => {
    const [segment] = utf8.explain(bytes, { from: index - (position - bytes.length), to: index - (position - bytes.length) + 1 });
    controller.error(new Utf8Error(errorMessage(index, reason, segment.message), { index, length, reason }));
  };
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = toBytes(chunk, 'validator stream');
      validator.push(bytes);
      const error = validator.firstError;
      const context = new Uint8Array(held.length + bytes.length);
      context.set(held);
      context.set(bytes, held.length);
      position += bytes.length;
      if (error) {
        fail(controller, error, context);
        return;
      }
      held = context.slice(-3);
      controller.enqueue(chunk);
    },
    flush(controller) {
      const result = validator.end();
      if (!result.valid) fail(controller, result, held);
    },
  });
}
