// utf8.summarize: the counts of bytes' segments by alternative and by reason, and where the errors
// start, read from the codec's records (records.js) without making a segment.
import { assertBytesKept, assertKnownOptions, assertOptions, option, toBytes } from '../arguments.js';
import { DECODING_REASONS, REASONS } from '../wasm/contract.js';
import { forEachRecordRun, INDEX_WORD, lengthOf, PACKED_WORD, placeOf, RECORD_WORDS, reasonCodeOf } from './records.js';

/** utf8.summarize over the records of one module's `memory` (records.js). */
export function createSummarizing(memory, grammar) {
  const UTF8_1 = grammar.findIndex(({ rule }) => rule === 1);
  return function summarize(bytesInput, options) {
    const bytes = toBytes(bytesInput, 'utf8.summarize');
    const length = bytes.length;
    assertOptions(options, 'utf8.summarize');
    assertKnownOptions(options, 'utf8.summarize', ['errorIndexes']);
    const listErrors = Boolean(option(options, 'errorIndexes'));
    assertBytesKept(bytes, length, 'utf8.summarize');
    const byAlternative = grammar.map(() => 0);
    const byReason = {};
    for (const reason of DECODING_REASONS) byReason[reason] = 0;
    let sequences = 0;
    let errors = 0;
    let errorBytes = 0;
    let firstError = null;
    let errorIndexes = listErrors ? new Uint32Array(64) : null;
    let validBytes = 0; // of the sequences outside ASCII
    // The records of the sequences outside ASCII and the errors: every other byte is UTF8-1.
    forEachRecordRun(
      memory,
      bytes,
      0,
      bytes.length,
      (words, first, stop, position) => {
        let valid = 0; // locals: V8 reads a closure's variable from memory at every use
        let validLength = 0;
        for (let at = first; at < stop; at += RECORD_WORDS) {
          const packed = words[at + PACKED_WORD];
          const reasonCode = reasonCodeOf(packed);
          if (reasonCode === 0) {
            valid++;
            validLength += lengthOf(packed);
            byAlternative[placeOf(packed) - 1]++;
            continue;
          }
          const length = lengthOf(packed);
          if (errorIndexes) {
            if (errors === errorIndexes.length) {
              const grown = new Uint32Array(2 * errors);
              grown.set(errorIndexes);
              errorIndexes = grown;
            }
            errorIndexes[errors] = position + words[at + INDEX_WORD];
          }
          errors++;
          errorBytes += length;
          byReason[REASONS[reasonCode]]++;
          firstError ??= { index: position + words[at + INDEX_WORD], length, reason: REASONS[reasonCode] };
        }
        sequences += valid;
        validBytes += validLength;
      },
      { ascii: false },
    );
    const ascii = length - validBytes - errorBytes;
    byAlternative[UTF8_1] += ascii;
    sequences += ascii;
    const summary = { length: bytes.length, valid: errors === 0, sequences, errors, errorBytes, byAlternative, byReason, firstError };
    if (errorIndexes) summary.errorIndexes = errorIndexes.slice(0, errors);
    return summary;
  };
}
