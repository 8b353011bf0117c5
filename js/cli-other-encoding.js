// utf8-abnf decode --from ENCODING: text in any encoding of the WHATWG Encoding Standard to UTF-8,
// streamed, read by the standard's decoders (js/legacy/): strictly, the first sequence the
// encoding does not define stops it, with its offset.
import { createOtherDecoder, encodingOfLabel, encodingTitle } from './texts.js';

/**
 * The encoding `label` names: { name, title, decode(chunk?, { stream }) → text, or { text, error,
 * why } (the text before the error, its offset and what it is): only when `fatal` }.
 * { name } alone for UTF-8 (the codec reads it), 'replacement' (the standard reads no text in
 * it) and null (no encoding has that label).
 */
export function decoderOfLabel(label, { fatal, stripBOM }) {
  const name = encodingOfLabel(label);
  const decoder = createOtherDecoder(name, { fatal });
  if (!decoder) return { name };
  // A byte order mark is dropped only from UTF-16, and only when asked, as from UTF-8.
  let atStart = stripBOM && name.startsWith('utf-16');
  return {
    name,
    title: encodingTitle(name),
    decode(chunk, { stream = false } = {}) {
      const result = decoder.decode(chunk, { stream });
      let { text } = result;
      if (atStart && text.length) {
        atStart = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      return fatal && result.error >= 0 ? { ...result, text } : text;
    },
  };
}
