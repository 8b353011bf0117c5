// utf8-abnf decode --from ENCODING: text in another encoding (GBK, Big5, Shift_JIS, EUC-KR, a
// Windows code page, UTF-16) to UTF-8, streamed. The package's tables read the legacy encodings
// (Node's own decoders drop some undefined bytes without a word); strictly, the first byte or pair
// the encoding does not define stops it, with its offset.
import { codePointLabel, decodeAs, encodingTitle } from './texts.js';

const EMPTY = new Uint8Array(0);

// The bytes a chunk left unread, then the next chunk's: copied once, never spread into arguments.
const joined = (held, chunk) => (held.length ? Buffer.concat([held, chunk]) : chunk);

/**
 * A decoder for decode's chunks: { title, decode(chunk?, { stream }) → text, or { text, error, why }:
 * the text before the error, its offset and (for UTF-16) what it is; only when `fatal` }, or null
 * for an encoding the package does not read.
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
    const decoder = new TextDecoder(name, { ignoreBOM: !stripBOM });
    return { title, decode: fatal ? strictUtf16(decoder, name === 'utf-16be') : (chunk, options) => decoder.decode(chunk, options) };
  }
  if (decodeAs(name, EMPTY) === null) return null;
  let read = 0; // bytes before `held`
  let held = EMPTY; // a lead byte left at the end of the last chunk
  return {
    title,
    decode(chunk = EMPTY, { stream = false } = {}) {
      const bytes = joined(held, chunk);
      const result = decodeAs(name, bytes, { fatal, stream });
      if (result.error >= 0) return { text: result.text, error: read + result.error };
      held = bytes.slice(result.read);
      read += result.read;
      return result.text;
    },
  };
}

/**
 * Strict UTF-16 by `decoder` (which is given whole pairs and units only): the first lone surrogate,
 * or a byte left over at the end, stops it with its offset. TextDecoder's fatal mode says neither.
 */
function strictUtf16(decoder, bigEndian) {
  let read = 0; // bytes before `held`
  let held = EMPTY; // an odd byte, a high surrogate, or both, that the next chunk may complete
  return (chunk = EMPTY, { stream = false } = {}) => {
    const bytes = joined(held, chunk);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    const unit = (at) => view.getUint16(at, !bigEndian);
    const even = bytes.length & ~1;
    let at = 0;
    let lone = -1;
    for (; at < even; at += 2) {
      const first = unit(at);
      if (first < 0xd800 || first > 0xdfff) continue;
      if (first >= 0xdc00) {
        lone = at;
        break;
      }
      if (at + 2 >= even) break; // a high surrogate whose partner may come next
      const second = unit(at + 2);
      if (second < 0xdc00 || second > 0xdfff) {
        lone = at;
        break;
      }
      at += 2;
    }
    // At the end, nothing comes to pair a high surrogate the loop left waiting.
    if (lone < 0 && !stream && at + 2 <= bytes.length) lone = at;
    const text = decoder.decode(bytes.subarray(0, at), { stream: true });
    if (lone >= 0) return { text, error: read + lone, why: `a lone surrogate, ${codePointLabel(unit(lone))}` };
    if (!stream && at < bytes.length) return { text, error: read + at, why: 'one byte left over at the end' };
    held = bytes.slice(at);
    read += at;
    return stream ? text : text + decoder.decode();
  };
}
