// utf8-abnf decode --from ENCODING: text in another encoding (GBK, Big5, Shift_JIS, EUC-KR, a
// Windows code page, UTF-16) to UTF-8, streamed. The package's tables read the legacy encodings
// (Node's own decoders drop some undefined bytes without a word); strictly, the first byte or pair
// the encoding does not define stops it, with its offset.
import { decodeAs, encodingTitle } from './texts.js';

/**
 * A decoder for decode's chunks: { title, decode(chunk?, { stream }) → text, or { text, error }: the
 * text before the error and its offset (only when `fatal`) }, or null for an encoding the package
 * does not read.
 */
export function createOtherDecoder(label, { fatal, stripBOM }) {
  let name;
  try {
    name = new TextDecoder(label).encoding;
  } catch {
    return null; // no encoding by that label
  }
  const title = encodingTitle(name);
  if (name === 'utf-16le' || name === 'utf-16be') {
    const decoder = new TextDecoder(name, { fatal, ignoreBOM: !stripBOM });
    return {
      title,
      decode(chunk, options) {
        try {
          return decoder.decode(chunk, options);
        } catch {
          return { text: '', error: -1 }; // a lone surrogate: TextDecoder says not where
        }
      },
    };
  }
  if (decodeAs(name, new Uint8Array(0)) === null) return null;
  let read = 0; // bytes before `held`
  let held = new Uint8Array(0); // a lead byte left at the end of the last chunk
  return {
    title,
    decode(chunk = new Uint8Array(0), { stream = false } = {}) {
      const bytes = held.length ? Uint8Array.of(...held, ...chunk) : chunk;
      const result = decodeAs(name, bytes, { fatal, stream });
      if (result.error >= 0) return { text: result.text, error: read + result.error };
      held = bytes.slice(result.read);
      read += result.read;
      return result.text;
    },
  };
}
