// Where a stream decoder (stream.js) writes UTF-8 for convertBlob: in wasm memory, which a Blob
// copies out of. What an encoding's tables read goes through the codec's loop over them
// (cpp/src/tables.cpp), over the decoder's bytes copied in once a call; the characters its handler
// reads, through the codec's transcoder from their UTF-16 units.
import { SLOTS } from '../wasm/contract.js';

const { written: WRITTEN } = SLOTS.tables;
const { written: ENCODE_WRITTEN } = SLOTS.encode;
const STRICT = 0; // the units hold no lone surrogate

/**
 * A UTF-8 writer over `memory` (the codec's WasmBoundary): input(bytes) takes a decode call's
 * bytes, add(units, count) writes characters, addByTables(singles, pairs, from) what the tables
 * read of the bytes from `from` on (returns where they stopped), take() the UTF-8 written since
 * the last take (a view of wasm memory, written over by the next call), close() frees its memory.
 */
export function createUtf8Writer(memory) {
  const regions = { input: { address: 0, size: 0 }, output: { address: 0, size: 0 }, tables: { address: 0, size: 0 } };
  let inputLength = 0;
  let length = 0; // bytes written in the output since the last take
  let tablesOf = null; // the singles whose tables are in wasm memory

  // Makes a region hold `size` bytes, keeping its first `kept`: where it starts.
  function grow(region, size, kept = 0) {
    if (region.size >= size) return region.address;
    const grown = Math.max(size, 2 * region.size);
    const address = memory.allocate(grown);
    if (!address) throw new RangeError(`utf8.convertBlob: no ${grown} bytes of wasm memory to convert in`);
    if (kept) memory.u8.copyWithin(address, region.address, region.address + kept);
    if (region.address) memory.free(region.address);
    Object.assign(region, { address, size: grown });
    return address;
  }

  // The tables in wasm memory: singles (256 units), then pairs (0 where there are none).
  function tablesAt(singles, pairs) {
    const at = grow(regions.tables, 2 * (singles.length + (pairs?.length ?? 0)));
    if (tablesOf !== singles) {
      memory.u16.set(singles, at >> 1);
      if (pairs) memory.u16.set(pairs, (at >> 1) + singles.length);
      tablesOf = singles;
    }
    return [at, pairs ? at + 2 * singles.length : 0];
  }

  return {
    input(bytes) {
      const at = grow(regions.input, bytes.length); // before memory.u8 is read: an allocation may move it
      memory.u8.set(bytes, at);
      inputLength = bytes.length;
    },

    // The units are whole characters (stream.js pushes a pair whole): the codec's transcoder, as
    // utf8.encode uses it, writes their UTF-8.
    add(units, count) {
      const output = grow(regions.output, length + 3 * count, length);
      memory.u16.set(units.subarray(0, count), memory.input >> 1);
      memory.encodeChunk(count, STRICT, 1, output + length);
      length += memory.i32[memory.results + ENCODE_WRITTEN];
    },

    addByTables(singles, pairs, from) {
      const output = grow(regions.output, length + 3 * (inputLength - from), length);
      const [singlesAt, pairsAt] = tablesAt(singles, pairs);
      const read = memory.utf8FromTables(regions.input.address + from, inputLength - from, singlesAt, pairsAt, output + length);
      length += memory.i32[memory.results + WRITTEN];
      return from + read;
    },

    take() {
      const taken = memory.u8.subarray(regions.output.address, regions.output.address + length);
      length = 0;
      return taken;
    },

    close() {
      for (const region of Object.values(regions)) {
        if (region.address) memory.free(region.address);
        Object.assign(region, { address: 0, size: 0 });
      }
      tablesOf = null;
    },
  };
}
