// The public codec: one instantiated wasm module behind its boundary, and an object per operation
// family over it. Each operation streams its input through the module's fixed scratch buffers, so
// memory use stays the same whatever the input size.
import { createAutomaton } from './automaton.js';
import { toBytes } from './arguments.js';
import { checkBlob } from './blob.js';
import { describeCharacter } from './characters.js';
import { parseCodePoints } from './code-points.js';
import { createDecoding } from './decode.js';
import { createEncoding } from './encode.js';
import { guessEncoding, legacyNow, loadEncodings } from './encodings.js';
import { createExplaining } from './explain.js';
import { createParsing } from './parse-bytes.js';
import { readAsOtherEncodings } from './readings.js';
import { repairMojibake } from './repair.js';
import { findErrors } from './scan.js';
import { createDecoderStream, createValidatorStream } from './streams.js';
import { createValidation } from './validate.js';
import { WasmBoundary } from './wasm-boundary.js';
import { byteLength, createEncodeInto, createTextDecoding } from './whatwg.js';

// Whether bytes hold one of ISO-2022-JP's escapes to JIS X 0208 (ESC $ @, ESC $ B) or to
// half-width katakana (ESC ( I).
function hasJisEscape(bytes) {
  for (let at = bytes.indexOf(0x1b); at >= 0; at = bytes.indexOf(0x1b, at + 1)) {
    const [next, last] = [bytes[at + 1], bytes[at + 2]];
    if ((next === 0x24 && (last === 0x40 || last === 0x42)) || (next === 0x28 && last === 0x49)) return true;
  }
  return false;
}

export function createCodec(wasm, variant) {
  const memory = new WasmBoundary(wasm);
  const grammar = Object.freeze(memory.grammar().map((entry) => Object.freeze(entry)));
  const { validate, check, createValidator } = createValidation(memory);
  const { decode, wholeText, createDecoder } = createDecoding(memory, grammar);
  const { encode, encodeCodePoints, writeReplacing } = createEncoding(memory);
  const { explain, summarize } = createExplaining(memory, grammar);
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
    summarize,
    parseBytes: createParsing(memory, writeReplacing),
    parseCodePoints,
    createValidator,
    createDecoder,
    createDecoderStream: (options) => createDecoderStream(codec, options),
    createValidatorStream: () => createValidatorStream(codec),
    findErrors: (chunks, options) => findErrors(codec, chunks, options),
    checkBlob: (blob, options) => checkBlob(codec, blob, options),
    describeCharacter,
    loadEncodings,
    repairMojibake: (bytes) => {
      legacyNow('utf8.repairMojibake');
      return repairMojibake(codec, bytes);
    },
    guessEncoding: (bytes) => {
      legacyNow('utf8.guessEncoding');
      const checked = toBytes(bytes, 'utf8.guessEncoding');
      // A byte order mark decides, as it does for readAsOtherEncodings; valid UTF-8 is UTF-8, but
      // for ISO-2022-JP, whose seven bits are ASCII too (its escapes tell it).
      const marked =
        checked[0] === 0xff && checked[1] === 0xfe ? 'utf-16le' : checked[0] === 0xfe && checked[1] === 0xff ? 'utf-16be' : null;
      const named = marked ?? (validate(checked) && !hasJisEscape(checked) ? 'utf-8' : null);
      return named ? { encoding: named, unsure: null, candidates: [] } : guessEncoding(checked);
    },
    readAsOtherEncodings: (bytes) => {
      legacyNow('utf8.readAsOtherEncodings');
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
