// Text in any encoding of the WHATWG Encoding Standard: read as it is streamed
// (createDecoderStream({ from })), and a file of it converted to UTF-8 (convertBlob), in little
// memory. UTF-8 is the codec's; every other encoding is the standard's decoder (js/encodings/), which
// the CLI's `decode --from` reads by too.
import { assertKnownOptions, assertOneOf, assertOptions, describeValue, option, toBytes } from '../arguments.js';
import { slicesOf } from '../files/slices.js';
import { endOfWholeSequences, hasUtf8Bom } from '../forms.js';
import { createOtherDecoder, encodingOfLabel, encodingTitle, loadEncodings } from './other-encodings.js';
import { Utf8Error } from '../errors.js';
import { createUtf16Transcoder } from './utf-16-wasm.js';
import { createUtf8Writer } from './utf8-writer.js';
import { alternativesByLead, errorMessage, errorSentence } from '../text/messages.js';
import { groupDigits } from '../text/notation.js';
import { isUtf8Label } from '../whatwg.js';

const ERRORS = ['strict', 'replace', 'ignore'];
const EMPTY = new Uint8Array(0);

/** Why no text is read in the encoding of `name` (encodingOfLabel's answer), or null. */
export function labelProblem(name) {
  if (name === null) {
    return 'is no label of the WHATWG Encoding Standard, whose encodings utf8-abnf reads (gbk, gb18030, big5, shift_jis, euc-jp, iso-2022-jp, euc-kr, windows-1250 to 1258, windows-874, iso-8859-2 to 16, koi8-r, koi8-u, ibm866, macintosh, x-mac-cyrillic, utf-16le, utf-16be)';
  }
  if (name === 'replacement') {
    return 'names an encoding the WHATWG Encoding Standard reads no text in (ISO-2022-KR, ISO-2022-CN, HZ-GB-2312: it maps them to "replacement"); iconv converts them';
  }
  return null;
}

/**
 * The encoding `label` names, other than UTF-8: { name, title, decode(chunk?, { stream }) → text
 * (with a UTF-8 `writer`, utf8-writer.js: its UTF-8 bytes), or { text or bytes, error, why } (what
 * came before the error, its offset and what it is): only when `fatal` }. { name } alone for UTF-8
 * (the codec reads it), 'replacement' (the standard reads no text in it) and null (no encoding has
 * that label). `stripBOM` drops a byte order mark from UTF-16's text (convertBlob, from its bytes).
 */
export function decoderOfLabel(label, { fatal, stripBOM, writer = null }) {
  const name = encodingOfLabel(label);
  const decoder = createOtherDecoder(name, { fatal, writer });
  if (!decoder) return { name };
  const output = writer ? 'bytes' : 'text';
  let atStart = stripBOM && !writer && name.startsWith('utf-16');
  const withoutBom = (out) => {
    if (!atStart || out.length === 0) return out;
    atStart = false;
    return out.charCodeAt(0) === 0xfeff ? out.slice(1) : out;
  };
  return {
    name,
    title: encodingTitle(name),
    decode(chunk, { stream = false } = {}) {
      const result = decoder.decode(chunk, { stream });
      const out = withoutBom(result[output]);
      return fatal && result.error >= 0 ? { ...result, [output]: out } : out;
    },
  };
}

// A TypeError with the code of Node's fatal TextDecoder, as a Utf8Error is: the first bytes
// that are not text in the encoding, at stream offset `index`.
function notInEncoding(caller, decoder, { error, why }) {
  const failure = new TypeError(`${caller}: byte ${groupDigits(error)} is not ${decoder.title}${why ? `: ${why}` : ''}`);
  return Object.assign(failure, { code: 'ERR_ENCODING_INVALID_ENCODED_DATA', index: error, encoding: decoder.name });
}

// The options `from`, `errors` and `stripBOM` read: { from: null for UTF-8, or the other
// encoding's decoder (strict when `errors` is), errors, stripBOM }.
function readOptions(options, caller) {
  const errors = option(options, 'errors') ?? 'strict';
  assertOneOf(errors, ERRORS, `${caller}: errors`);
  const stripBOM = Boolean(option(options, 'stripBOM'));
  const label = option(options, 'from') ?? 'utf-8';
  if (typeof label !== 'string')
    throw new TypeError(`${caller}: from must be an encoding's label, such as 'gbk', not ${describeValue(label)}`);
  if (isUtf8Label(label)) return { from: null, errors, stripBOM };
  const from = decoderOfLabel(label, { fatal: errors === 'strict', stripBOM });
  const problem = labelProblem(from.name);
  if (problem) throw new RangeError(`${caller}: from ${JSON.stringify(label)} ${problem}`);
  if (from.name === 'utf-8') return { from: null, errors, stripBOM };
  if (errors === 'ignore')
    throw new TypeError(`${caller}: errors: 'ignore' reads UTF-8 only; from ${from.title}, use 'strict' or 'replace'`);
  return { from, errors, stripBOM };
}

/** Bytes in `from` in, text out; a strict error errors the stream after the text before it. */
export function createDecoderStreamFrom(options, caller) {
  assertOptions(options, caller);
  assertKnownOptions(options, caller, ['from', 'errors', 'stripBOM']);
  const { from } = readOptions(options, caller);
  if (!from) return null;
  const pass = (controller, result) => {
    const text = typeof result === 'string' ? result : result.text;
    if (text) controller.enqueue(text);
    if (typeof result !== 'string') controller.error(notInEncoding(caller, from, result));
  };
  return new TransformStream({
    transform: (chunk, controller) => pass(controller, from.decode(toBytes(chunk, `${caller}'s stream`), { stream: true })),
    flush: (controller) => pass(controller, from.decode()),
  });
}

// UTF-8's bytes as UTF-8, a run of whole sequences at a time: valid ones as they are, others
// decoded with `errors` (a strict error a Utf8Error at its offset in the file).
function createUtf8Pass(utf8, { errors, stripBOM }) {
  const byLead = alternativesByLead(utf8.grammar);
  let offset = 0;
  return (bytes) => {
    const from = offset === 0 && stripBOM && hasUtf8Bom(bytes) ? 3 : 0;
    const whole = bytes.subarray(from);
    offset += bytes.length;
    if (utf8.validate(whole)) return whole;
    if (errors !== 'strict') return utf8.encode(utf8.decode(whole, { errors }));
    const { index, length, reason } = utf8.check(whole);
    const at = offset - bytes.length + from + index;
    const sentence = errorSentence(byLead, whole.subarray(index), length, reason);
    throw new Utf8Error(errorMessage(at, reason, sentence), { index: at, length, reason });
  };
}

// Each route to UTF-8 reads a file a slice at a time: write(slice, keep) and end(keep) give `keep`
// the UTF-8 of what they read, at once (a view that the next call writes over); close() frees
// what a route holds.

// UTF-8 up to the last whole sequence of each slice (the rest carried to the next).
function utf8Route(utf8, read) {
  const pass = createUtf8Pass(utf8, read);
  let carried = EMPTY;
  return {
    write(slice, keep) {
      const bytes = carried.length ? concat(carried, slice) : slice;
      const cut = endOfWholeSequences(bytes);
      keep(pass(bytes.subarray(0, cut)));
      carried = bytes.slice(cut);
    },
    end: (keep) => carried.length && keep(pass(carried)),
  };
}

// UTF-16 by the codec's wasm transcoder, what a slice's end cuts short carried to the next. The
// standard's decoder reads from a strict error on, and the last bytes: errors and the end are read
// as it reads them, at their offsets in the file.
function utf16Route(memory, { from, errors, stripBOM }, caller) {
  const transcoder = createUtf16Transcoder(memory, { bigEndian: from.name === 'utf-16be', replace: errors === 'replace' });
  const writer = createUtf8Writer(memory);
  const standard = decoderOfLabel(from.name, { fatal: errors === 'strict', writer });
  let handedOff = -1; // the offset in the file from which the standard's decoder reads
  const byStandard = (bytes, stream) => checkedBytes(caller, standard, standard.decode(bytes, { stream }), handedOff);
  let offset = 0; // of the first byte the transcoder has not read
  let carried = EMPTY;
  let atStart = stripBOM;
  return {
    write(slice, keep) {
      if (handedOff >= 0) return keep(byStandard(slice, true));
      const bytes = carried.length ? concat(carried, slice) : slice;
      const { utf8, read, stopped } = transcoder.write(bytes);
      const bom = atStart && hasUtf8Bom(utf8);
      if (utf8.length) atStart = false;
      keep(bom ? utf8.subarray(3) : utf8);
      carried = bytes.slice(read);
      offset += read;
      if (stopped) {
        handedOff = offset;
        keep(byStandard(carried, true));
      }
    },
    end(keep) {
      if (handedOff >= 0) return keep(byStandard(EMPTY, false));
      handedOff = offset;
      keep(byStandard(carried, false));
    },
    close() {
      transcoder.close();
      writer.close();
    },
  };
}

// Another encoding through its streaming decoder, which writes UTF-8 in wasm memory.
function otherRoute(memory, { from, errors }, caller) {
  const writer = createUtf8Writer(memory);
  const decoder = decoderOfLabel(from.name, { fatal: errors === 'strict', writer });
  return {
    write: (slice, keep) => keep(checkedBytes(caller, decoder, decoder.decode(slice, { stream: true }))),
    end: (keep) => keep(checkedBytes(caller, decoder, decoder.decode())),
    close: () => writer.close(),
  };
}

// The bytes a decoder wrote, or the error it stopped at, at its offset in the file (the decoder
// read from `base` on).
function checkedBytes(caller, decoder, result, base = 0) {
  if (!(result instanceof Uint8Array)) throw notInEncoding(caller, decoder, { ...result, error: base + result.error });
  return result;
}

function concat(first, second) {
  const bytes = new Uint8Array(first.length + second.length);
  bytes.set(first);
  bytes.set(second, first.length);
  return bytes;
}

/**
 * utf8.convertBlob(blob, { from, errors, stripBOM, signal, onProgress }): a Promise of a Blob of
 * UTF-8. `memory` is the codec's wasm boundary, which UTF-16 is transcoded in.
 */
export async function convertBlob(utf8, memory, blob, options) {
  const caller = 'utf8.convertBlob';
  if (typeof Blob === 'undefined' || !(blob instanceof Blob)) {
    throw new TypeError(`${caller} expects a Blob or File (for bytes in memory use utf8.createDecoderStream or utf8.decode)`);
  }
  assertOptions(options, caller);
  assertKnownOptions(options, caller, ['from', 'errors', 'stripBOM', 'signal', 'onProgress']);
  const onProgress = option(options, 'onProgress');
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new TypeError(`${caller}: onProgress must be a function`);
  const signal = option(options, 'signal');
  if (!isUtf8Label(option(options, 'from') ?? 'utf-8')) await loadEncodings();
  const read = readOptions(options, caller);
  const reading = { offset: 0, ended: false };
  const route = !read.from
    ? utf8Route(utf8, read)
    : read.from.name.startsWith('utf-16')
      ? utf16Route(memory, read, caller)
      : otherRoute(memory, read, caller);
  // Each piece is copied into a Blob as it comes: the route writes over it next.
  const parts = [];
  const keep = (bytes) => bytes.length && parts.push(new Blob([bytes]));
  try {
    for await (const slice of slicesOf(blob, reading, onProgress, signal, caller, true)) route.write(slice, keep);
    route.end(keep);
  } finally {
    route.close?.();
  }
  onProgress?.(reading.offset, reading.offset);
  return new Blob(parts, { type: 'text/plain;charset=utf-8' });
}
