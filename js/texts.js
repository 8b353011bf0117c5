// utf8-abnf/texts: the package's texts in each language and the way it writes bytes, code points
// and input, for a program that words bytes as the package does (its command line and its page).
// Plain JavaScript: nothing here needs the wasm module.
export { CATALOGS as catalogs, fill, LANGUAGES, say, sayCount } from './text/catalog.js';
export { visibleText } from './text/characters.js';
export { codePointLabel, groupDigits, hex, hexBytes } from './text/notation.js';
export {
  bytesOfCharacter,
  createOtherDecoder,
  decodeAs,
  encodingOfLabel,
  encodingTitle,
  loadEncodings,
} from './encodings/other-encodings.js';
export { decoderOfLabel, labelProblem } from './encodings/convert.js';
export { formLength, isContinuation, markerLength, shortestFormLength } from './forms.js';
export { looseFormOf } from './text/hints.js';
export { loneSurrogateMessage } from './text/messages.js';
export { DECODING_REASONS } from './wasm/contract.js';
// For each decoding reason, hex bytes whose first error is it: its row's example in the C++ table.
export { default as REASON_EXAMPLES } from '../dist/reason-examples.js';
export { describeGuess, describeReading, describeRepair } from './text/repair-texts.js';
