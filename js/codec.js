// The public codec: one instantiated wasm module behind its boundary, and an object per operation
// family over it. Each operation streams its input through the module's fixed scratch buffers, so
// memory use stays the same whatever the input size.
import { createAutomaton } from './automaton.js';
import { toBytes } from './arguments.js';
import { checkBlob } from './files/check-blob.js';
import { checkString } from './files/check-string.js';
import { formatForUser } from './text/for-users.js';
import { describeCharacter } from './text/characters.js';
import { parseCodePoints } from './code-points.js';
import { createDecoding } from './decode.js';
import { createEncoding } from './encode.js';
import { guessEncoding, loadEncodings, otherEncodingsNow } from './encodings/other-encodings.js';
import { createParsing } from './parse-bytes.js';
import { createExplaining } from './segments/explain.js';
import { createSummarizing } from './segments/summarize.js';
import { findErrors } from './files/find-errors.js';
import { createDecoderStream, createValidatorStream } from './files/streams.js';
import { createValidation } from './validate.js';
import { WasmBoundary } from './wasm/boundary.js';
import { byteLength, createEncodeInto, createTextDecoding } from './whatwg.js';

export function createCodec(wasm, variant) {
  const memory = new WasmBoundary(wasm);
  const grammar = Object.freeze(memory.grammar().map((entry) => Object.freeze(entry)));
  const { validate, check, createValidator } = createValidation(memory);
  const { decode, wholeText, createDecoder } = createDecoding(memory, grammar);
  const { encode, encodeCodePoints, writeReplacing } = createEncoding(memory);
  const { explain, explainPosted } = createExplaining(memory, grammar);
  const summarize = createSummarizing(memory, grammar);
  let automaton = null;

  const codec = Object.freeze({
    variant,
    grammar,
    // Made when first read: few programs draw the automaton, and every load would pay for it.
    get automaton() {
      automaton ??= createAutomaton(memory);
      return automaton;
    },
    validate,
    check,
    decode,
    encode,
    encodeCodePoints,
    explain,
    explainPosted,
    summarize,
    parseBytes: createParsing(memory, writeReplacing),
    parseCodePoints,
    createValidator,
    createDecoder,
    createDecoderStream: (options) => createDecoderStream(codec, options),
    createValidatorStream: () => createValidatorStream(codec),
    findErrors: (chunks, options) => findErrors(codec, chunks, options),
    checkBlob: (blob, options) => checkBlob(codec, blob, options),
    checkString,
    // Its own chunk: the other encodings' tables load only for them.
    convertBlob: async (blob, options) => (await import('./encodings/convert.js')).convertBlob(codec, memory, blob, options),
    formatForUser: (result, options) => formatForUser(codec, result, options),
    describeCharacter,
    loadEncodings,
    // The other encodings' code is loadEncodings()'s chunk, not the entry's.
    identify: (bytes) => otherEncodingsNow('utf8.identify').identify(codec, bytes),
    identifyBlob: async (blob, options) => {
      await loadEncodings();
      return otherEncodingsNow('utf8.identifyBlob').identifyBlob(codec, blob, options);
    },
    repairMojibake: (bytes) => otherEncodingsNow('utf8.repairMojibake').repairMojibake(codec, bytes),
    guessEncoding: (bytes) => {
      otherEncodingsNow('utf8.guessEncoding');
      const checked = toBytes(bytes, 'utf8.guessEncoding');
      return guessEncoding(checked, validate(checked), memory);
    },
    readAsOtherEncodings: (bytes) => {
      const { readAsOtherEncodings } = otherEncodingsNow('utf8.readAsOtherEncodings');
      const checked = toBytes(bytes, 'utf8.readAsOtherEncodings');
      return validate(checked) ? [] : readAsOtherEncodings(checked);
    },
    ...createTextDecoding(createDecoder, wholeText),
    encodeInto: createEncodeInto(encode),
    byteLength,
    /** Bytes of the wasm heap in use: constant across calls (nothing is allocated per call). */
    heapInUse: () => memory.heapInUse(),
  });
  return codec;
}
