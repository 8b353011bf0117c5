// Text in any encoding of the WHATWG Encoding Standard: read as it is streamed
// (createDecoderStream({ from })), and a file of it converted to UTF-8 (convertBlob), in little
// memory. UTF-8 is the codec's; every other encoding is the standard's decoder (js/encodings/), which
// the CLI's `decode --from` reads by too.
import { assertKnownOptions, assertOneOf, assertOptions, describeValue, option, toBytes } from '../arguments.js';
import { slicesOf } from '../files/slices.js';
import { endOfWholeSequences } from '../forms.js';
import { createOtherDecoder, encodingOfLabel, encodingTitle, loadEncodings } from './other-encodings.js';
import { Utf8Error } from '../errors.js';
import { alternativesByLead, errorMessage, errorSentence } from '../text/messages.js';
import { groupDigits } from '../text/notation.js';
import { isUtf8Label } from '../whatwg.js';

const ERRORS = ['strict', 'replace', 'ignore'];

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
 * (with `utf8`, its UTF-8 bytes), or { text or bytes, error, why } (what came before the error,
 * its offset and what it is): only when `fatal` }. { name } alone for UTF-8 (the codec reads it),
 * 'replacement' (the standard reads no text in it) and null (no encoding has that label).
 */
export function decoderOfLabel(label, { fatal, stripBOM, utf8 = false }) {
  const name = encodingOfLabel(label);
  const decoder = createOtherDecoder(name, { fatal, utf8 });
  if (!decoder) return { name };
  const output = utf8 ? 'bytes' : 'text';
  // A byte order mark is dropped only from UTF-16, and only when asked, as from UTF-8.
  let atStart = stripBOM && name.startsWith('utf-16');
  const withoutBom = (out) => {
    if (!atStart || out.length === 0) return out;
    atStart = false;
    if (utf8) return out[0] === 0xef && out[1] === 0xbb && out[2] === 0xbf ? out.subarray(3) : out;
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
function readOptions(options, caller, output = {}) {
  const errors = option(options, 'errors') ?? 'strict';
  assertOneOf(errors, ERRORS, `${caller}: errors`);
  const stripBOM = Boolean(option(options, 'stripBOM'));
  const label = option(options, 'from') ?? 'utf-8';
  if (typeof label !== 'string')
    throw new TypeError(`${caller}: from must be an encoding's label, such as 'gbk', not ${describeValue(label)}`);
  if (isUtf8Label(label)) return { from: null, errors, stripBOM };
  const from = decoderOfLabel(label, { fatal: errors === 'strict', stripBOM, ...output });
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
    const from = offset === 0 && stripBOM && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
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

// The UTF-8 of each slice: a slice of UTF-8 up to its last whole sequence (the rest carried), of
// another encoding through its streaming decoder (a view that the next slice's writes over).
async function* convertedSlices(utf8, slices, { from, errors, stripBOM }, caller) {
  if (from) {
    for await (const slice of slices) yield checkedBytes(caller, from, from.decode(slice, { stream: true }));
    yield checkedBytes(caller, from, from.decode());
    return;
  }
  const pass = createUtf8Pass(utf8, { errors, stripBOM });
  let carried = new Uint8Array(0);
  for await (const slice of slices) {
    const bytes = carried.length ? concat(carried, slice) : slice;
    const cut = endOfWholeSequences(bytes);
    yield pass(bytes.subarray(0, cut));
    carried = bytes.slice(cut);
  }
  if (carried.length) yield pass(carried);
}

function checkedBytes(caller, decoder, result) {
  if (!(result instanceof Uint8Array)) throw notInEncoding(caller, decoder, result);
  return result;
}

function concat(first, second) {
  const bytes = new Uint8Array(first.length + second.length);
  bytes.set(first);
  bytes.set(second, first.length);
  return bytes;
}

/** utf8.convertBlob(blob, { from, errors, stripBOM, signal, onProgress }): a Promise of a Blob of UTF-8. */
export async function convertBlob(utf8, blob, options) {
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
  const read = readOptions(options, caller, { utf8: true });
  const reading = { offset: 0, ended: false };
  // Each slice's bytes are copied into the Blob at once: the decoder's buffer is used again.
  const parts = [];
  for await (const bytes of convertedSlices(utf8, slicesOf(blob, reading, onProgress, signal, caller, true), read, caller)) {
    if (bytes.length) parts.push(new Blob([bytes]));
  }
  onProgress?.(reading.offset, reading.offset);
  return new Blob(parts, { type: 'text/plain;charset=utf-8' });
}
