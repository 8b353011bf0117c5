// The Encoding Standard's decoders run over a stream: each encoding's handler (one file each here)
// takes one byte at a time and returns a code point, CONTINUE, or ERROR, and may ask for the last
// bytes it read to be read again (the standard's "prepend"). This runs a handler over the chunks
// of a stream, as TextDecoder does, and names the offset of the first byte of the sequence that
// was not text in the encoding: where a strict decode stops, or each U+FFFD comes from.
import { hexBytes } from '../text/notation.js';

/** What a handler is given at the end of the stream, in place of a byte. */
export const END = -1;
/** A handler's answers other than a code point. */
export const CONTINUE = -1;
export const ERROR = -2;
export const FINISHED = -3;
/** A sequence read whole that writes nothing (ISO-2022-JP's escapes): the next one starts after it. */
export const SWITCHED = -4;

/** In a handler maker's tables (createStreamDecoder), what they leave to the handler. */
export const NO_UNIT = 0xffff;
const HISTORY = 4; // a handler reads again at most the last 3 bytes and the one it was given
const UNITS = 8192; // UTF-16 units made into a string at a time at most

// Units made into a string: a platform's decoder does it several times as fast as
// String.fromCharCode (which jsdom, without TextDecoder, is left with). The units are whole
// characters (a pair is pushed whole), no lone surrogate, in the platform's byte order.
const UTF_16 =
  typeof TextDecoder === 'function' ? new TextDecoder(new Uint8Array(Uint16Array.of(1).buffer)[0] === 1 ? 'utf-16le' : 'utf-16be') : null;
const unitsText = (units) => (UTF_16 ? UTF_16.decode(units) : String.fromCharCode.apply(null, units));

// Writes the units of bytes from `from` on into `units` from `at`, by a maker's tables (see
// createStreamDecoder): a byte alone by `singles`, a lead and its trail by `pairs` (or null), up to
// a byte neither reads, the end of the bytes or a full buffer (all but its last unit). Returns
// where it stopped, packed with the units' count (stop * PACKED + at). Out here, so that the engine
// optimizes it once for every decoder (a function made inside each starts cold).
const PACKED = 1 << 14; // more than a buffer's units
function unitsByTables(singles, pairs, bytes, from, units, at) {
  const room = units.length - 1;
  let i = from;
  while (i < bytes.length && at < room) {
    const byte = bytes[i];
    const unit = singles[byte];
    if (unit !== NO_UNIT) {
      units[at++] = unit;
      i++;
    } else {
      const pair = pairs !== null && byte >= 0x80 && i + 1 < bytes.length ? pairs[((byte - 0x80) << 8) | bytes[i + 1]] : NO_UNIT;
      if (pair === NO_UNIT) break;
      units[at++] = pair;
      i += 2;
    }
  }
  return i * PACKED + at;
}

// The units of the decodes with `units` (createStreamDecoder), in one buffer that each reuses: a
// string of 64 KiB of text outside Latin-1 is a large object, which costs its pages each time. A
// buffer grown past KEPT_MOST units is let go once taken.
const KEPT_MOST = 1 << 20;
const unitsKept = (() => {
  let kept = new Uint16Array(0);
  let length = 0;
  return {
    add(units, count) {
      if (kept.length < length + count) {
        const grown = new Uint16Array(Math.max(length + count, 2 * kept.length));
        grown.set(kept.subarray(0, length));
        kept = grown;
      }
      kept.set(units.subarray(0, count), length);
      length += count;
    },
    take() {
      const taken = kept.subarray(0, length);
      length = 0;
      if (kept.length > KEPT_MOST) kept = new Uint16Array(0);
      return taken;
    },
  };
})();

/**
 * A decoder of a stream in the encoding whose handler `makeHandler(io)` makes: decode(bytes,
 * { stream }) -> { text, error, why }, `error` the stream offset of the first byte of the first
 * sequence that is not text (-1: none), `why` what it is where the handler says (`io.why`); with
 * `writer` (utf8-writer.js), { bytes, error, why }, the text's UTF-8 in place of the text (what
 * its take() gives); with `units`, { units, error, why }, its UTF-16 units (a view that the next
 * decode with `units` writes over): a long text that is only read need not be a string. With
 * `fatal` the text stops there and the decoder is done; else each such sequence is U+FFFD. `io.restore(n)`: read the last n items (bytes, or the end) again; `io.emit(codePoint)`: a code point before the one returned (Big5's pairs). A maker
 * marked `keepsAscii` reads each ASCII byte between sequences as itself, its handler not asked;
 * one with tables reads by them what they read as its handler does: `singles`, the UTF-16 unit of
 * each byte alone (a Uint16Array of 256), and `pairs`, of each lead 80..FF and trail, at
 * (lead - 0x80) << 8 | trail (or null); NO_UNIT where the handler must read it.
 */
export function createStreamDecoder(makeHandler, { fatal = false, writer = null, units: keepUnits = false } = {}) {
  const keepsAscii = makeHandler.keepsAscii === true;
  const singles = makeHandler.singles ?? null;
  const pairs = makeHandler.pairs ?? null;
  // The units not yet made into a string: a buffer as large as a call's bytes may need (UNITS at
  // most), so that reading a few bytes in many encodings allocates little. Full at all but its
  // last unit, which a surrogate pair may take.
  let units = new Uint16Array(0);
  let count = 0;
  let text = '';
  const flush = () => {
    if (writer) writer.add(units, count);
    else if (keepUnits) unitsKept.add(units, count);
    else text += unitsText(units.subarray(0, count));
    count = 0;
  };
  const push = (codePoint) => {
    if (codePoint > 0xffff) {
      units[count++] = 0xd7c0 + (codePoint >> 10);
      units[count++] = 0xdc00 + (codePoint & 0x3ff);
    } else units[count++] = codePoint;
    if (count >= units.length - 1) flush();
  };
  // The last items read (a byte, or END) and their offsets, and the items to read again first.
  const lastItems = new Int32Array(HISTORY);
  const lastOffsets = new Float64Array(HISTORY);
  let read = 0; // items read in all
  const again = []; // [item, offset] pairs, the next last
  let restored = 0; // items the last step asked to read again
  const io = {
    restore(n) {
      restored = n;
      for (let k = 1; k <= n; k++) again.push([lastItems[(read - k) % HISTORY], lastOffsets[(read - k) % HISTORY]]);
    },
    emit: push,
  };
  let handle = makeHandler(io);
  let streamOffset = 0; // bytes of the stream before this call's
  let start = 0; // the offset of the first byte of the sequence being read
  let startNext = true; // whether the next item read starts a sequence
  let error = -1;
  let why; // what the first error was, where the handler says (io.why)
  let done = false;

  // Reads one item at `offset`: false once a fatal error ends the stream or the end is finished.
  const step = (item, offset) => {
    lastItems[read % HISTORY] = item;
    lastOffsets[read % HISTORY] = offset;
    read++;
    if (startNext) start = offset;
    restored = 0;
    io.why = undefined;
    const result = handle(item);
    startNext = result !== CONTINUE;
    if (result >= 0) push(result);
    else if (result === ERROR) {
      if (error < 0) [error, why] = [start, io.why ?? sequenceWhy(item)];
      if (fatal) return false;
      push(0xfffd);
    } else if (result === FINISHED) return false;
    return true;
  };
  // What the sequence that ended in an error at `item` was: its bytes, but those read again.
  const sequenceWhy = (item) => {
    const bytes = [];
    for (let k = read - 1; k >= Math.max(0, read - HISTORY) && lastOffsets[k % HISTORY] >= start; k--)
      bytes.unshift(lastItems[k % HISTORY]);
    const shown = hexBytes(bytes.slice(0, bytes.length - restored).filter((byte) => byte !== END));
    return item === END && restored === 0 ? `${shown} is cut short at the end` : `${shown} is no character in it`;
  };
  // Reads bytes from `from` on by the maker's tables, up to the first they do not read (or the
  // end): where it stopped.
  const readByTables = (bytes, from) => {
    for (let i = from; ; flush()) {
      const packed = unitsByTables(singles, pairs, bytes, i, units, count);
      i = Math.floor(packed / PACKED);
      count = packed % PACKED;
      if (count < units.length - 1) return i;
    }
  };
  const drain = () => {
    while (again.length) {
      const [item, offset] = again.pop();
      if (!step(item, offset)) return false;
    }
    return true;
  };

  return {
    decode(bytes = new Uint8Array(0), { stream = false } = {}) {
      text = '';
      // Empty here (each call ends with a flush): a bigger buffer loses nothing.
      if (units.length < UNITS + 1 && units.length < 2 * bytes.length + 4)
        units = new Uint16Array(Math.min(UNITS + 1, 2 * bytes.length + 4));
      if (!done) {
        writer?.input(bytes);
        let going = true;
        for (let i = 0; going && i < bytes.length; i++) {
          if (startNext && writer && singles) {
            flush();
            i = writer.addByTables(singles, pairs, i);
            if (i === bytes.length) break;
          } else if (singles && startNext) {
            i = readByTables(bytes, i);
            if (i === bytes.length) break;
          }
          // Between sequences, an ASCII byte is itself in every encoding that keeps ASCII.
          if (bytes[i] < 0x80 && keepsAscii && startNext) push(bytes[i]);
          else going = step(bytes[i], streamOffset + i) && drain();
        }
        streamOffset += bytes.length;
        if (going && !stream) while (step(END, streamOffset) && drain());
        if (fatal && error >= 0) done = true;
        else if (!stream) {
          handle = makeHandler(io); // the stream ended: the next call starts another
          startNext = true;
        }
      }
      flush();
      const result = writer
        ? { bytes: writer.take(), error, why }
        : keepUnits
          ? { units: unitsKept.take(), error, why }
          : { text, error, why };
      if (!fatal) error = -1;
      return result;
    },
  };
}
