// Checking a Blob or File of any size: read in slices, validated as a stream, with progress, and
// the first error located by byte offset, line and column, with the bytes around it.

const SLICE = 4 << 20;
const CONTEXT = 48;  // bytes of context on each side of the error

const startsCharacter = (byte) => (byte & 0xc0) !== 0x80;

export async function checkBlob(utf8, blob, options = {}) {
  if (typeof Blob === 'undefined' || !(blob instanceof Blob)) {
    throw new TypeError('utf8.checkBlob expects a Blob or File (for bytes in memory use utf8.check)');
  }
  const { onProgress, signal } = options;
  const validator = utf8.createValidator();
  let line = 1;
  let column = 1;  // in characters
  let error = null;
  let offset = 0;
  let previous = new Uint8Array(0);
  while (offset < blob.size && !error) {
    signal?.throwIfAborted();
    const bytes = new Uint8Array(await blob.slice(offset, offset + SLICE).arrayBuffer());
    validator.push(bytes);
    error = validator.firstError;
    // Count lines and characters up to the error, or over the whole slice.
    const end = error ? Math.max(0, error.index - offset) : bytes.length;
    let lineStart = 0;
    for (let at = bytes.indexOf(0x0a); at !== -1 && at < end; at = bytes.indexOf(0x0a, at + 1)) {
      line++;
      lineStart = at + 1;
    }
    if (lineStart > 0) column = 1;
    for (let i = lineStart; i < end; i++) if (startsCharacter(bytes[i])) column++;
    // An error that began in the previous slice: its lead byte was counted as a character there.
    for (let i = error ? error.index - offset : 0; i < 0; i++) if (startsCharacter(previous[previous.length + i])) column--;
    previous = bytes;
    offset += bytes.length;
    onProgress?.(offset, blob.size);
  }
  const result = error ? { valid: false, ...error } : validator.end();
  if (result.valid) return { valid: true, size: blob.size };
  if (result.reason === 'truncated') {
    // The end of the file is inside a sequence, whose lead was counted as a character.
    for (let i = result.index; i < blob.size; i++) if (startsCharacter(previous[previous.length - (blob.size - i)])) column--;
  }
  const contextStart = Math.max(0, result.index - CONTEXT);
  const context = new Uint8Array(await blob.slice(contextStart, result.index + result.length + CONTEXT).arrayBuffer());
  const [segment] = utf8.explain(context, { from: result.index - contextStart, to: result.index - contextStart + 1 });
  return { valid: false, size: blob.size, index: result.index, length: result.length, reason: result.reason, line, column, message: segment.message, context: { offset: contextStart, bytes: context } };
}
