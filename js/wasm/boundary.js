// The wasm boundary, after hash-wasm's WASMInterface: the one object that touches the instantiated
// module. It holds the module's scratch buffers, its result slots and its hot exports, and fills
// and reads them; the operations (validate.js, decode.js, encode.js, segments/) use only this.
import { checkContract } from './contract.js';

// contract(), grammar() and automaton() answer in JSON text (embind.cpp); anything else is no answer.
const parsed = (text) => (typeof text === 'string' ? JSON.parse(text) : undefined);

export class WasmBoundary {
  constructor(wasm) {
    checkContract(parsed(wasm.contract()));
    this.wasm = wasm;
    /** Addresses of the input and output scratch buffers. */
    this.input = wasm._utf8abnf_input();
    this.output = wasm._utf8abnf_output();
    /** The int32 index of the first result slot: the last hot call's results are i32[results + SLOTS.call.name]. */
    this.results = wasm._utf8abnf_result() >> 2;
    /** Bytes the input buffer takes at a time (and, for explain, input bytes per call). */
    this.chunk = wasm._utf8abnf_chunk();
    this.explainChunk = wasm._utf8abnf_explain_chunk();
    // Emscripten binds an export on its first call (until then the property is a wrapper), so each
    // is called once with no input before it is kept: reading it off the module costs more than a
    // short call does.
    const bound = (name, ...noInput) => {
      wasm[name](...noInput);
      return wasm[name];
    };
    this.checkChunk = bound('_utf8abnf_check_chunk', 0, 0);
    this.finishStream = bound('_utf8abnf_finish_stream', 0);
    this.decodeChunk = bound('_utf8abnf_decode', 0, 0, 1, 0);
    this.encodeChunk = bound('_utf8abnf_encode', 0, 0, 1, this.output);
    this.explainChunkRecords = bound('_utf8abnf_explain', 0, 1, 1);
    this.utf8FromTables = bound('_utf8abnf_utf8_from_tables', 0, 0, 0, 0, this.output);
    this.parse = bound('_utf8abnf_parse_bytes', 0, 0, 0);
    this.u8 = wasm.HEAPU8;
    this.u16 = wasm.HEAPU16;
    this.i32 = wasm.HEAP32;
    this.u32 = wasm.HEAPU32;
    this.f64 = wasm.HEAPF64;
  }

  /**
   * Growing the memory (an allocation may) detaches the views, which then read as empty: every
   * operation calls this before it reads or writes memory.
   */
  refresh() {
    if (this.u8.length === 0) {
      const { wasm } = this;
      this.u8 = wasm.HEAPU8;
      this.u16 = wasm.HEAPU16;
      this.i32 = wasm.HEAP32;
      this.u32 = wasm.HEAPU32;
      this.f64 = wasm.HEAPF64;
    }
  }

  /** Copies `bytes` after `carry` (left over from the previous chunk) into the input buffer: their total. */
  fill(carry, bytes) {
    if (carry.length) this.u8.set(carry, this.input);
    this.u8.set(bytes, this.input + carry.length);
    return carry.length + bytes.length;
  }

  /**
   * Copies `bytes`, at most 16 of them, into the input buffer by 16 writes, which on so few bytes
   * cost less than one call of set(). Reads past the end of `bytes` give undefined: 0s written after
   * them, where nothing reads.
   */
  // biome-ignore format: the writes in rows of 4
  fillFew(bytes) {
    const { u8, input: at } = this;
    u8[at] = bytes[0]; u8[at + 1] = bytes[1]; u8[at + 2] = bytes[2]; u8[at + 3] = bytes[3];
    u8[at + 4] = bytes[4]; u8[at + 5] = bytes[5]; u8[at + 6] = bytes[6]; u8[at + 7] = bytes[7];
    u8[at + 8] = bytes[8]; u8[at + 9] = bytes[9]; u8[at + 10] = bytes[10]; u8[at + 11] = bytes[11];
    u8[at + 12] = bytes[12]; u8[at + 13] = bytes[13]; u8[at + 14] = bytes[14]; u8[at + 15] = bytes[15];
  }

  /** A copy of the input buffer's bytes [from, to): what a chunk left unread, for the next. */
  inputCopy(from, to) {
    return this.u8.slice(this.input + from, this.input + to);
  }

  /**
   * The encoding detector's hot calls (js/encodings/scores.js), read off the module when a
   * detection starts: they take records, which no call without input could be given.
   */
  scoring() {
    const { wasm } = this;
    return {
      symbolsOfBytes: wasm._utf8abnf_symbols_of_bytes,
      readShape: wasm._utf8abnf_read_shape,
      settleCounts: wasm._utf8abnf_settle_counts,
      deriveSingleByte: wasm._utf8abnf_derive_single_byte,
      mostEach: wasm._utf8abnf_most_each,
      unsettledSpans: wasm._utf8abnf_unsettled_spans,
      candidatesOf: wasm._utf8abnf_candidates_of,
      bestOf: wasm._utf8abnf_best_of,
      score: wasm._utf8abnf_score,
      wholeBound: wasm._utf8abnf_whole_bound,
    };
  }

  allocate(size) {
    const address = this.wasm._malloc(size);
    this.refresh();
    return address;
  }

  free(address) {
    this.wasm._free(address);
  }

  grammar() {
    return parsed(this.wasm.grammar());
  }

  automaton() {
    return parsed(this.wasm.automaton());
  }

  heapInUse() {
    return this.wasm.heapInUse();
  }
}
