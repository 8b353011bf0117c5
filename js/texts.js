// utf8-abnf/texts: the package's texts in each language and the way it writes bytes, code points
// and input, for a program that words bytes as the package does (its command line and its page).
// Plain JavaScript: nothing here needs the wasm module.
export { CATALOGS as catalogs, fill, LANGUAGES, say, sayCount } from './catalog.js';
export { visibleText } from './characters.js';
export { codePointLabel, groupDigits, hex, hexBytes } from './labels.js';
export { bytesOfCharacter, createOtherDecoder, decodeAs, encodingOfLabel, encodingTitle, loadEncodings } from './encodings.js';
export { decoderOfLabel, labelProblem } from './convert.js';
export { looseFormOf } from './hints.js';
export { loneSurrogateMessage } from './messages.js';
export { DECODING_REASONS } from './wasm-contract.js';
export { describeGuess, describeReading, describeRepair } from './repair-texts.js';
