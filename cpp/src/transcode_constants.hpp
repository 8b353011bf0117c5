// The vector constants of the SIMD transcoders. V8 builds a vector constant anew at every use, but
// keeps a value read from memory in a register: so each transcoder copies its struct into a local
// before its loop (as simd::Constants for the validator). They are inline variables, outside any
// unnamed namespace, so that no compiler can prove them unchanged and fold them back into constants.
#pragma once

#include "simd.hpp"

#ifdef UTF8ABNF_SIMD
namespace utf8abnf::transcode {

// Of utf16_from_utf8.cpp.
struct Utf16Constants {
  simd::Block c0 = simd::splat(0xC0);
  // Four 3-byte characters into 32-bit lanes [last byte, middle byte, lead byte, 0].
  simd::Block three_byte_lanes = simd::table(2, 1, 0, 0x80, 5, 4, 3, 0x80, 8, 7, 6, 0x80, 11, 10, 9, 0x80);
  // From such lanes: the payload bits of each byte.
  simd::Block last_payload = simd::splat32(0x7F);  // 7 bits: the last byte may be ASCII
  simd::Block middle_payload = simd::splat32(0x3F00);
  simd::Block lead_payload = simd::splat32(0x0F0000);
  simd::Block low_halves = simd::table(0, 1, 4, 5, 8, 9, 12, 13, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80);
  // Four 4-byte characters into 32-bit lanes, last byte first, and their payload bits.
  simd::Block four_byte_lanes = simd::table(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
  simd::Block payload_0 = simd::splat32(0x3F);
  simd::Block payload_1 = simd::splat32(0x3F00);
  simd::Block payload_2 = simd::splat32(0x3F0000);
  simd::Block payload_3 = simd::splat32(0x07000000);
  simd::Block high_surrogate_base = simd::splat32(0xD7C0);  // 0xD800 - (0x10000 >> 10)
  simd::Block low_ten_bits = simd::splat32(0x3FF);
  simd::Block low_surrogate_base = simd::splat32(0xDC000000);
  // 16-bit lanes [last byte, lead byte or 0] and their payload bits.
  simd::Block two_byte_last = simd::splat16(0x007F);
  simd::Block two_byte_lead = simd::splat16(0x1F00);
};
inline Utf16Constants utf16_constants;

// Of latin1_from_utf8.cpp.
struct Latin1Constants {
  simd::Block c3 = simd::splat(0xC3);
  simd::Block c0 = simd::splat(0xC0);
  simd::Block c1 = simd::splat(0xC1);
  simd::Block a0 = simd::splat(0xA0);  // as signed bytes, 80..9F are those below it
  simd::Block bit_0 = simd::splat(0x01);
  simd::Block eight = simd::splat(8);
};
inline Latin1Constants latin1_constants;

// Of utf8_from_utf16.cpp.
struct EncodeConstants {
  // For 16-bit lanes.
  simd::Block above_ascii16 = simd::splat16(0xFF80);
  simd::Block above_7ff16 = simd::splat16(0xF800);
  simd::Block surrogate16 = simd::splat16(0xD800);  // what a surrogate has in its top 5 bits
  simd::Block payload16 = simd::splat16(0x3F);
  simd::Block trail16 = simd::splat16(0x80);
  simd::Block lead2_16 = simd::splat16(0xC0);
  // For 32-bit lanes.
  simd::Block above_ascii = simd::splat32(0xFFFFFF80);
  simd::Block above_7ff = simd::splat32(0xFFFFF800);
  simd::Block pair_bits = simd::splat32(0xFC00FC00);  // what tells a surrogate pair [high, low]
  simd::Block pair = simd::splat32(0xDC00D800);
  simd::Block ten_bits = simd::splat32(0x3FF);
  simd::Block plane_1 = simd::splat32(0x10000);
  simd::Block payload = simd::splat32(0x3F);
  simd::Block trail = simd::splat32(0x80);
  simd::Block lead2 = simd::splat32(0xC0);
  simd::Block lead3 = simd::splat32(0xE0);
  simd::Block lead4 = simd::splat32(0xF0);
};
inline EncodeConstants encode_constants;

}  // namespace utf8abnf::transcode
#endif
