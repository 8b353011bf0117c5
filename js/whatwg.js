// The shapes of the WHATWG Encoding Standard, for UTF-8: TextDecoder and TextDecoderStream over the
// codec's streaming decoder (the same labels, `encoding`, `fatal`, `ignoreBOM`, the BOM dropped by
// default, `stream`, one U+FFFD per maximal subpart, errors as TypeErrors: Utf8Errors, which also
// say where and why), and TextEncoder's encodeInto; so that code written for the global classes
// runs on these unchanged. Also byteLength, which the standard lacks.
import { errorMode, option, toBytes } from './arguments.js';
import { throwFailure } from './errors.js';

// The Encoding Standard's labels of UTF-8.
const LABELS = new Set(['unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'utf-8', 'utf8', 'x-unicode20utf8']);
const ASCII_WHITESPACE = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;
const STREAM = Object.freeze({ stream: true });

/** Whether `label` is one of UTF-8's, as TextDecoder reads labels (case and whitespace aside). */
export const isUtf8Label = (label) => LABELS.has(`${label}`.replace(ASCII_WHITESPACE, '').toLowerCase());
const EMPTY = new Uint8Array(0);

// A BufferSource, as WebIDL takes it (shared memory allowed): an ArrayBuffer or a view of one.
const isBufferSource = (value) =>
  ArrayBuffer.isView(value) ||
  Object.prototype.toString.call(value) === '[object ArrayBuffer]' ||
  Object.prototype.toString.call(value) === '[object SharedArrayBuffer]';

// WebIDL's dictionary: undefined and null (an object here) are empty, other objects are read,
// anything else is a TypeError.
function dictionary(options, caller) {
  if (options !== undefined && typeof options !== 'object' && typeof options !== 'function') {
    throw new TypeError(`${caller}: options must be an object`);
  }
  return options;
}

// The codec's createDecoder and its one-shot wholeText(bytes, mode), which returns the text or a
// Failure: a call that is a whole stream goes to the one-shot one, which is several times quicker
// on short inputs.
export function createTextDecoding(createDecoder, wholeText) {
  class TextDecoder {
    #decoder;
    #fatal;
    #ignoreBOM;
    #mode; // wholeText's error mode
    #streaming = false; // did the last call pass { stream: true }: the next goes on with its stream
    #bomSeen = false; // the Encoding Standard's "BOM seen": has this stream returned a character

    constructor(label = 'utf-8', options = undefined) {
      if (!isUtf8Label(label)) {
        throw new RangeError(
          `TextDecoder: the encoding label ${JSON.stringify(`${label}`)} is not one of UTF-8's (utf-8, utf8, unicode-1-1-utf-8, ...): this TextDecoder reads UTF-8 only`,
        );
      }
      dictionary(options, 'TextDecoder');
      this.#fatal = Boolean(option(options, 'fatal'));
      this.#ignoreBOM = Boolean(option(options, 'ignoreBOM'));
      const errors = this.#fatal ? 'strict' : 'replace';
      this.#decoder = createDecoder({ errors });
      this.#mode = errorMode({ errors }, 'TextDecoder');
    }

    get encoding() {
      return 'utf-8';
    }

    get fatal() {
      return this.#fatal;
    }

    get ignoreBOM() {
      return this.#ignoreBOM;
    }

    /** The text of `input` (none: the end of the stream); with { stream: true }, more follows. */
    decode(input = undefined, options = undefined) {
      if (input !== undefined && !isBufferSource(input)) {
        throw new TypeError('TextDecoder.decode: the input must be an ArrayBuffer, a SharedArrayBuffer or an ArrayBufferView');
      }
      const stream = Boolean(option(dictionary(options, 'TextDecoder.decode'), 'stream'));
      if (!this.#streaming) this.#bomSeen = false;
      // A call that is a whole stream goes to the one-shot decode.
      if (!stream && !this.#streaming) {
        const bytes = input === undefined ? EMPTY : toBytes(input, 'TextDecoder.decode');
        const text = wholeText(bytes, this.#mode);
        return this.#afterBOM(typeof text === 'string' ? text : throwFailure(text));
      }
      // As in the global ones, an error ends the stream only in a call without { stream: true }.
      this.#streaming = stream;
      return this.#afterBOM(this.#decoder.decode(input, stream ? STREAM : undefined));
    }

    // The text a call returns: the stream's first character dropped if it is the BOM (U+FEFF comes
    // only from its bytes) and ignoreBOM is false.
    #afterBOM(text) {
      if (this.#bomSeen || text.length === 0) return text;
      this.#bomSeen = true;
      return !this.#ignoreBOM && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    }

    get [Symbol.toStringTag]() {
      return 'TextDecoder';
    }
  }

  class TextDecoderStream {
    #decoder;
    #transform;

    constructor(label = 'utf-8', options = undefined) {
      const decoder = new TextDecoder(label, options);
      this.#decoder = decoder;
      this.#transform = new TransformStream({
        transform(chunk, controller) {
          if (!isBufferSource(chunk)) {
            throw new TypeError('TextDecoderStream: a chunk must be an ArrayBuffer, a SharedArrayBuffer or an ArrayBufferView');
          }
          const text = decoder.decode(chunk, STREAM);
          if (text) controller.enqueue(text);
        },
        flush(controller) {
          const text = decoder.decode();
          if (text) controller.enqueue(text);
        },
      });
    }

    get encoding() {
      return 'utf-8';
    }

    get fatal() {
      return this.#decoder.fatal;
    }

    get ignoreBOM() {
      return this.#decoder.ignoreBOM;
    }

    get readable() {
      return this.#transform.readable;
    }

    get writable() {
      return this.#transform.writable;
    }

    get [Symbol.toStringTag]() {
      return 'TextDecoderStream';
    }
  }

  return { TextDecoder, TextDecoderStream };
}

/** UTF-8 bytes of one UTF-16 unit, or 4 for a surrogate pair (2 units); a lone surrogate is U+FFFD, 3. */
function utf8Length(string, at) {
  const unit = string.charCodeAt(at);
  if (unit < 0x80) return 1;
  if (unit < 0x800) return 2;
  if (unit >= 0xd800 && unit <= 0xdbff) {
    const next = string.charCodeAt(at + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return 4;
  }
  return 3;
}

/** The number of UTF-8 bytes of `string`, lone surrogates counted as U+FFFD (as TextEncoder writes them). */
export function byteLength(string) {
  if (typeof string !== 'string') throw new TypeError('utf8.byteLength expects a string');
  let bytes = 0;
  for (let at = 0; at < string.length; ) {
    const length = utf8Length(string, at);
    bytes += length;
    at += length === 4 ? 2 : 1;
  }
  return bytes;
}

/**
 * As TextEncoder's encodeInto: the UTF-8 of as much of `source` as fits in `destination` (never
 * half a character), lone surrogates as U+FFFD; { read: UTF-16 units, written: bytes }.
 */
export function createEncodeInto(encode) {
  return function encodeInto(source, destination) {
    const string = `${source}`;
    if (Object.prototype.toString.call(destination) !== '[object Uint8Array]') {
      throw new TypeError('utf8.encodeInto: the destination must be a Uint8Array');
    }
    // A detached view, or one out of bounds of a resized buffer, has no room: as TextEncoder, nothing
    // is read or written (its set() would throw).
    const room = destination.length;
    if (room === 0) return { read: 0, written: 0 };
    let read = string.length;
    if (3 * string.length > room) {
      let written = 0;
      for (read = 0; read < string.length; ) {
        const length = utf8Length(string, read);
        if (written + length > room) break;
        written += length;
        read += length === 4 ? 2 : 1;
      }
    }
    const bytes = encode(read === string.length ? string : string.slice(0, read), { errors: 'replace' });
    destination.set(bytes);
    return { read, written: bytes.length };
  };
}
